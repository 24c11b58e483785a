"""``luoshu explore stats``: the whole game tree, counted (``luoshu.teach.census``)."""

from __future__ import annotations

import click

from ...rules import LISTED_UP_TO, Rules
from ...teach.census import census, census_json, census_text
from ...views.wrapping import fitted
from ...words.language import N_, _
from ..games import game_from, sets_option
from ..options import rules_options
from .output import collector_paused, emit, json_option

STATS_SHORT_HELP = N_("The whole game tree counted, and the game's value.")
STATS_HELP = N_(
    """The whole game tree, counted: games, positions, and the value of the game (with --sets FILE, of the
    file's game)."""
)


@click.command(short_help=STATS_SHORT_HELP, help=STATS_HELP)
@json_option()
@sets_option
@rules_options
@click.pass_context
def stats(ctx: click.Context, /, as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """The ``stats`` command: the game tree of the rules asked (or of a --sets game), counted."""
    rules, dress = game_from(ctx, sets_file, rules)
    if rules.numbers > LISTED_UP_TO:
        raise click.UsageError(
            _("stats counts the whole game tree, which is practical for up to {most} numbers").format(most=LISTED_UP_TO)
        )
    with collector_paused():
        counted = census(rules)
    if as_json:
        emit(census_json(rules, dress, counted))
        return
    click.echo(fitted(census_text(rules, dress, counted)))
