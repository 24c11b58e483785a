"""``luoshu explore stats``: the whole game tree, counted (``luoshu.teach.census``)."""

from __future__ import annotations

import click

from ...rules import LISTED_UP_TO, Rules
from ...teach.census import census, census_json, census_text
from ...views.wrapping import fitted
from ...words.commands.explore import help as said
from ...words.language import _
from ..games import game_from, sets_option
from ..options import rules_options
from .output import collector_paused, emit, json_option


@click.command(short_help=said.STATS_SHORT_HELP, help=said.STATS_HELP)
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
