"""``luoshu grade``: a player against every line of the other side's picks, and what it got wrong."""

from __future__ import annotations

import random

import click

from ..rules import Player, Rules
from ..views.wrapping import fitted
from ..words.language import N_, _
from ..words.terms import clauses, player_name
from .click_words import help_made
from .options import Whole, json_option, players_budget_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from, seed_used

GAMES = N_("games")
"""What a grade's progress line counts: the games played."""
GRADE_SHORT_HELP = N_("Grade a player against every line of play, mistake by mistake.")
GRADE_HELP = N_(
    "Grade PLAYER: play it against every line of the other side's picks, to every end, and report the games, "
    "the losses, the wins given away (a game in which it held a win and did not win), its accuracy (the share "
    "of the positions it met in which it made a best pick), and each mistake (a pick that made its outcome "
    "worse) with the position, what it cost, and the refutation, as explain gives it. The player's pick in a "
    "position is asked once and kept. --svg draws the first mistake's refutation. Every search of a grade stays "
    "within --budget (and two minutes): past it, no grade, and it says so."
)
"""The command's help, before the paragraph that says what a player is (``players.PLAYER_HELP``)."""
SIDE_HELP = N_("Which side it plays.")
SEED_HELP = N_("Seed for the player's random choices, to grade it again exactly.")
JSON_HELP = N_("Print JSON.")


HELP = help_with_players(GRADE_HELP)


@help_made(HELP)
@click.command(short_help=GRADE_SHORT_HELP)
@click.argument("player", type=PlayerSpec())
@click.option(
    "--as",
    "side",
    type=click.Choice(["X", "O", "both"]),
    default="both",
    show_default=True,
    help=SIDE_HELP,
)
@click.option("--seed", type=Whole(), help=SEED_HELP)
@move_time_option
@players_budget_option
@json_option(JSON_HELP)
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
    from ..session.grading import grade_json, grade_picture, grade_text
    from ..session.matches import grade as grade_player
    from .terminal import progress

    alone_or_json(svg_path, as_json)
    seed_used(seed, player)
    sides: list[Player] = ["X", "O"] if side == "both" else [side]  # type: ignore[list-item]
    bot = player_from(player, random.Random(seed), move_time, "PLAYER", budget)
    grades = []
    missed = None  # why a side was not graded: the sides graded before it are reported all the same
    with ended(bot):
        for each in sides:
            # Every search of the grade, the player's and the judge's, within the budget: past it, no grade of that
            # side (a grade judged by a cut search, or of a player that played by rule of thumb, would not be one).
            try:
                with (
                    progress(
                        _("grading {name} as {player}").format(name=player_name(bot.name), player=each), unit=GAMES
                    ) as show,
                    limited(rules, budget),
                ):
                    grades.append(grade_player(bot, each, rules, show))
            except SearchBudgetError as error:
                rest = sides[sides.index(each) + 1 :]
                missed = clauses(
                    [
                        _("{name} as {player} not graded: {rules} {error}").format(
                            name=player_name(bot.name), player=each, rules=str(rules), error=str(error)
                        )
                    ]
                    + [_("{player} not tried").format(player=o) for o in rest]
                )
                break
            except ValueError as error:
                raise click.UsageError(str(error)) from None
    if not grades:
        raise click.ClickException(str(missed))
    if svg_path is None or not write_picture(svg_path, grade_picture(grades, rules)):
        if as_json:
            found = [grade_json(g) for g in grades]
            shown = found[0] if len(found) == 1 and missed is None else {"grades": found}
            click.echo(json.dumps(shown if missed is None else {**shown, "reason": missed}))
        else:
            for graded in grades:
                click.echo(fitted(grade_text(graded)))
    if missed is not None:  # a grade of fewer sides than asked: the exit status says it is incomplete
        raise click.ClickException(missed)
