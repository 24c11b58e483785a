"""``luoshu explore targets``: why 15: every target, and the game it gives (``luoshu.teach.targets``)."""

from __future__ import annotations

import click

from ...rules import Rules
from ...teach.targets import target_games, targets_json, targets_text
from ...views.wrapping import fitted
from ...words.language import N_, _
from ..options import Whole
from .output import budget_option, collector_paused, emit, json_option, progress

TARGETS_SHORT_HELP = N_("Why 15: the game every target gives, and who wins it.")
TARGETS_HELP = N_(
    """Why 15? Every target COUNT numbers of 1..NUMBERS can make, and the game it gives.

    For each target: how many winning sets, whether the game is tic-tac-toe in disguise, and its value from
    the empty board for the first player (with the plies; a draw's plies are NUMBERS) and the best first picks.
    """
)


@click.command(short_help=TARGETS_SHORT_HELP, help=TARGETS_HELP)
@click.option("--numbers", type=Whole(1, 25), default=9, show_default=True, help=N_("Pick from the numbers 1..N."))
@click.option("--count", type=Whole(1, 25), default=3, show_default=True, help=N_("How many numbers make a set."))
@click.option("--misere", is_flag=True, help=N_("Misère: the first to hold a set summing to the target loses."))
@budget_option
@json_option()
def targets(numbers: int, count: int, misere: bool, budget: int, as_json: bool) -> None:
    """The ``targets`` command: the game of every target COUNT of 1..NUMBERS can make, solved within ``budget``."""
    try:
        Rules(numbers, count, count * (count + 1) // 2, misere)
    except ValueError as error:
        raise click.UsageError(_("these rules make no game: {reason}").format(reason=str(error))) from None
    with (
        collector_paused(),
        progress(_("solving")) as report,
        progress(_("every target"), unit=_("targets")) as each,
    ):
        games = target_games(numbers, count, misere, budget, report, each)
    if as_json:
        emit(targets_json(numbers, count, misere, budget, games))
        return
    click.echo(fitted(targets_text(numbers, count, misere, games)))
