"""``luoshu explore``: why 15: every target, and the game it gives."""

from __future__ import annotations

import click

from ...rules import Rules
from ...session.explored.targets import target_games, targets_json, targets_text
from ...views.wrapping import fitted
from ...words.commands.explore import help as said
from ...words.commands.explore import targets as words
from ..options import Whole
from .output import budget_option, collector_paused, emit, json_option, progress


@click.command(short_help=said.TARGETS_SHORT_HELP, help=said.TARGETS_HELP)
@click.option("--numbers", type=Whole(1, 25), default=9, show_default=True, help=said.TARGETS_NUMBERS_HELP)
@click.option("--count", type=Whole(1, 25), default=3, show_default=True, help=said.TARGETS_COUNT_HELP)
@click.option("--misere", is_flag=True, help=said.TARGETS_MISERE_HELP)
@budget_option
@json_option()
def targets(numbers: int, count: int, misere: bool, budget: int, as_json: bool) -> None:
    """The ``targets`` command: the game of every target COUNT of 1..NUMBERS can make, solved within ``budget``."""
    try:
        Rules(numbers, count, count * (count + 1) // 2, misere)
    except ValueError as error:
        raise click.UsageError(words.no_game(str(error))) from None
    with (
        collector_paused(),
        progress(words.solving()) as report,
        progress(words.every_target(), unit=words.targets_unit()) as each,
    ):
        games = target_games(numbers, count, misere, budget, report, each)
    if as_json:
        emit(targets_json(numbers, count, misere, budget, games))
        return
    click.echo(fitted(targets_text(numbers, count, misere, games)))
