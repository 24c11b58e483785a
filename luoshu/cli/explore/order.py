"""``luoshu explore order``: why order 3: the order-n magic-square games, and who wins them (``luoshu.teach.order``)."""

from __future__ import annotations

import click

from ...teach.order import order_facts, order_json, order_text, order_value
from ...views.wrapping import fitted
from ...words.commands.explore import help as said
from ...words.language import _
from ..options import Whole, given
from .output import budget_option, collector_paused, emit, json_option, progress


@click.command(short_help=said.ORDER_SHORT_HELP, help=said.ORDER_HELP)
@click.argument("n", type=Whole(2, 20))
@click.option("--solve", "solving", is_flag=True, help=said.ORDER_SOLVE_HELP)
@click.option("--misere", is_flag=True, help=said.ORDER_MISERE_HELP)
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
