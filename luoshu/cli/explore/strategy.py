"""``luoshu explore strategy``: the strategy in sums, proved against the solver (``luoshu.teach.strategy``)."""

from __future__ import annotations

import click

from ...views.wrapping import fitted
from ...words.language import N_
from .output import emit, json_option

STRATEGY_SHORT_HELP = N_("A strategy in sums a person can follow, proved in the run.")
STRATEGY_HELP = N_(
    """A strategy for Pick Fifteen a person can follow, in sums, proved in the run.

    Seven rules, tried in order. The proof follows them as X and as O against every line of the other
    player's picks, taking in turn every number a rule allows: the follower never loses. It also shows why
    the fourth rule is not simply "take the number they would fork with".
    """
)


@click.command(short_help=STRATEGY_SHORT_HELP, help=STRATEGY_HELP)
@json_option()
def strategy(as_json: bool) -> None:
    """The ``strategy`` command: the rules, and their proof as X and as O."""
    from ...teach.strategy import proved, strategy_json, strategy_text

    found = proved()
    if as_json:
        emit(strategy_json(found))
        return
    click.echo(fitted(strategy_text(found)))
