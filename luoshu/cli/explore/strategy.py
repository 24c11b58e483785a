"""``luoshu explore strategy``: the strategy in sums, proved against the solver (``luoshu.teach.strategy``)."""

from __future__ import annotations

import click

from ...views.wrapping import fitted
from ...words.commands.explore import help as said
from .output import emit, json_option


@click.command(short_help=said.STRATEGY_SHORT_HELP, help=said.STRATEGY_HELP)
@json_option()
def strategy(as_json: bool) -> None:
    """The ``strategy`` command: the rules, and their proof as X and as O."""
    from ...teach.strategy import proved, strategy_json, strategy_text

    found = proved()
    if as_json:
        emit(strategy_json(found))
        return
    click.echo(fitted(strategy_text(found)))
