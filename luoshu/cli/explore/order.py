"""``luoshu explore order``: why order 3: the order-n magic-square games, and who wins them (``luoshu.teach.order``)."""

from __future__ import annotations

import click

from ...teach.order import order_facts, order_json, order_text, order_value
from ...views.wrapping import fitted
from ...words.language import N_, _
from ..options import Whole, given
from .output import budget_option, collector_paused, emit, json_option, progress

ORDER_SHORT_HELP = N_("Why order 3: the order-n magic-square games, and who wins.")
ORDER_HELP = N_(
    """Why order 3 is special: is "pick N summing to the magic constant" N x N tic-tac-toe?

    N is the order of the square, 2 to 20. A magic square of that order is built in the run and its lines
    are marked among the winning sets. With --solve, the number game at that order is solved from the empty
    board: orders 3 and 4 exactly (normal and misère); order 5 when the budget allows.
    """
)
ORDER_SOLVE_HELP = N_("Also find who wins the number game at this order.")
ORDER_MISERE_HELP = N_("With --solve: the misère game, where completing a set loses.")


@click.command(short_help=ORDER_SHORT_HELP, help=ORDER_HELP)
@click.argument("n", type=Whole(2, 20))
@click.option("--solve", "solving", is_flag=True, help=ORDER_SOLVE_HELP)
@click.option("--misere", is_flag=True, help=ORDER_MISERE_HELP)
@budget_option
@json_option()
def order(n: int, solving: bool, misere: bool, budget: int, as_json: bool) -> None:
    """The ``order`` command: the order-``n`` game's facts, and with --solve its value."""
    ctx = click.get_current_context()
    for name in ("misere", "budget"):
        if given(ctx, name) and not solving:
            raise click.UsageError(
                _("{option} is for solving the game: it goes with --solve").format(option=f"--{name}")
            )
    facts = order_facts(n)
    found = None
    if solving:
        with collector_paused(), progress(_("solving the order-{order} game").format(order=n)) as report:
            found = order_value(n, misere, budget, report)
    if as_json:
        emit(order_json(n, misere, facts, found))
        return
    click.echo(fitted(order_text(n, misere, facts, found)))
