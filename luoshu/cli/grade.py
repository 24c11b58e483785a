"""``luoshu grade``: a player against every line of the other side's picks, and what it got wrong."""

from __future__ import annotations

import random

import click

from ..rules import Player, Rules
from ..session.matches import Grade
from .options import Whole, budget_option, json_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PLAYER_HELP, PlayerSpec, ended, move_time_option, player_from, seed_used

HELP = (
    "Grade PLAYER: play it against every line of the other side's picks, to every end, and report the games, "
    "the losses, the wins given away (a game in which it held a win and did not win), its accuracy (the share "
    "of the positions it met in which it made a best pick), and each mistake (a pick that made its outcome "
    "worse) with the position, what it cost, and the refutation, as explain gives it. The player's pick in a "
    "position is asked once and kept. --svg draws the first mistake's refutation. Every search of a grade stays "
    "within --budget (and two minutes): past it, no grade, and it says so.\n\n" + PLAYER_HELP
)


@click.command(short_help="Grade a player against every line of play, mistake by mistake.", help=HELP)
@click.argument("player", type=PlayerSpec())
@click.option(
    "--as",
    "side",
    type=click.Choice(["X", "O", "both"]),
    default="both",
    show_default=True,
    help="Which side it plays.",
)
@click.option("--seed", type=Whole(), help="Seed for the player's random choices, to grade it again exactly.")
@move_time_option
@budget_option
@json_option("Print JSON.")
@svg_option
@rules_options
def grade(
    player: str,
    side: str,
    seed: int | None,
    move_time: float,
    budget: int,
    as_json: bool,
    svg_path: str | None,
    rules: Rules,
) -> None:
    import json

    from ..search.solver import SearchBudgetError, limited
    from ..session.matches import grade as grade_player
    from .terminal import progress

    alone_or_json(svg_path, as_json)
    seed_used(seed, player)
    sides: list[Player] = ["X", "O"] if side == "both" else [side]  # type: ignore[list-item]
    bot = player_from(player, random.Random(seed), move_time, "PLAYER")
    grades = []
    missed = None  # why a side was not graded: the sides graded before it are reported all the same
    with ended(bot):
        for each in sides:
            # Every search of the grade, the player's and the judge's, within the budget: past it, no grade of that
            # side (a grade judged by a cut search, or of a player that played by rule of thumb, would not be one).
            try:
                with progress(f"grading {bot.name} as {each}", unit="games") as show, limited(rules, budget):
                    grades.append(grade_player(bot, each, rules, show))
            except SearchBudgetError as error:
                rest = sides[sides.index(each) + 1 :]
                missed = f"{bot.name} as {each} not graded: {rules} {error}" + "".join(f"; {o} not tried" for o in rest)
                break
            except ValueError as error:
                raise click.UsageError(str(error)) from None
    if not grades:
        raise click.ClickException(str(missed))
    if svg_path is None or not write_picture(svg_path, _picture(grades, rules)):
        if as_json:
            found = [_json(g) for g in grades]
            shown = found[0] if len(found) == 1 and missed is None else {"grades": found}
            click.echo(json.dumps(shown if missed is None else {**shown, "reason": missed}))
        else:
            for graded in grades:
                click.echo(_text(graded))
    if missed is not None:  # a grade of fewer sides than asked: the exit status says it is incomplete
        raise click.ClickException(missed)


def _text(result: Grade) -> str:
    from ..teach.explain import cost_of, explain, explanation_text
    from ..views.text import plural

    lines = [
        (
            f"{result.name} as {result.player}: {plural(result.game_count, 'game')}, {result.loss_count:,} lost, "
            f"{result.given_away_count:,} {'win' if result.given_away_count == 1 else 'wins'} given away; "
            + (
                f"accuracy {result.best_count / result.decision_count:.1%} "
                f"({result.best_count:,} of {result.decision_count:,} picks best)."
                if result.decision_count
                else "it made no pick."
            )
        )
    ]
    for reason, count in result.failures.items():
        lines.append(f"It failed {count} time{'s' if count != 1 else ''}: {reason}")
    if not result.decision_count:
        lines.append("It made no pick, so there is nothing of its play to grade.")
    elif not result.mistakes:
        lines.append("No mistakes: it never made its outcome worse.")
    slower = result.decision_count - result.best_count - len(result.mistakes)
    if slower > 0:
        lines.append(
            f"{plural(slower, 'pick')} kept the outcome but not the best speed (a slower win, a faster loss): "
            "not best, and no mistake."
        )
    # The costliest first: a win thrown to a loss, then a win to a draw or a draw to a loss; then in the order met.
    ordered = sorted(result.mistakes, key=lambda m: m.pick_verdict.rank[0] - m.verdict.rank[0])
    for number, mistake in enumerate(ordered, start=1):
        position = mistake.position
        x, o = " ".join(map(str, sorted(position.x))) or "-", " ".join(map(str, sorted(position.o))) or "-"
        cost = cost_of(mistake.pick_verdict, mistake.verdict)
        lines.append(f"\nMistake {number}: X holds {x}, O holds {o}; {result.player} picked {mistake.pick}: it {cost}.")
        lines.append(explanation_text(explain(position, mistake.pick)))
    return "\n".join(lines)


def _json(result: Grade) -> dict[str, object]:
    from ..teach.explain import cost_of, explain, step_json

    return {
        "name": result.name,
        "player": result.player,
        "game_count": result.game_count,
        "loss_count": result.loss_count,
        "given_away_count": result.given_away_count,
        "accuracy": result.accuracy,
        "failures": sorted(result.failures),
        "mistakes": [
            {
                "x": sorted(m.position.x),
                "o": sorted(m.position.o),
                "pick": m.pick,
                "cost": cost_of(m.pick_verdict, m.verdict),
                "refutation": [step_json(s) for s in explain(m.position, m.pick).line],
            }
            for m in result.mistakes
        ],
    }


def _picture(grades: list[Grade], rules: Rules) -> str:
    from ..rules import Position
    from ..svg import explanation_svg, position_svg
    from ..teach.explain import explain

    for each in grades:
        if each.mistakes:
            first = each.mistakes[0]
            return explanation_svg(explain(first.position, first.pick), first.position)
    name = grades[0].name
    return position_svg(Position(rules=rules), title=f"{name}: no mistakes as {' or '.join(g.player for g in grades)}")
