"""``luoshu grade``: a player against every line of the other side's picks, and what it got wrong."""

from __future__ import annotations

import random

import click

from ..rules import Player, Rules
from ..views.wrapping import fitted
from ..words.commands import grade as words
from ..words.commands import terminal as terminal_words
from ..words.terms import clauses, player_name
from .click_words import help_made
from .options import Whole, json_option, players_budget_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from, seed_used

HELP = help_with_players(words.GRADE_HELP)


@help_made(HELP)
@click.command(short_help=words.GRADE_SHORT_HELP)
@click.argument("player", type=PlayerSpec())
@click.option(
    "--as",
    "side",
    type=click.Choice(["X", "O", "both"]),
    default="both",
    show_default=True,
    help=words.SIDE_HELP,
)
@click.option("--seed", type=Whole(), help=words.SEED_HELP)
@move_time_option
@players_budget_option
@json_option(words.JSON_HELP)
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
                    progress(words.grading(player_name(bot.name), each), unit=terminal_words.GAMES) as show,
                    limited(rules, budget),
                ):
                    grades.append(grade_player(bot, each, rules, show))
            except SearchBudgetError as error:
                rest = sides[sides.index(each) + 1 :]
                missed = clauses(
                    [words.not_graded(player_name(bot.name), each, str(rules), str(error))]
                    + [words.not_tried(o) for o in rest]
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
