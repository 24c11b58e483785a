"""``luoshu explore``: a game replayed with its value history."""

from __future__ import annotations

import click

from ...rules import Rules
from ...search.solver import SearchBudgetError, forget, limited
from ...session.explored.replays import replay_json, replay_text, replayed, unjudged_json, unjudged_text
from ...words.commands.explore import help as said
from ...words.commands.explore import replays as words
from ..games import game_from, sets_option
from ..options import budget_option, given, notation_option, rules_options
from ..pictures import alone_or_json, svg_option, write_picture
from .output import collector_paused, emit, json_option, progress, read_moves


@click.command(short_help=said.REPLAY_SHORT_HELP, help=said.REPLAY_HELP)
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option()
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def replay(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: str,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """The ``replay`` command: the game of MOVES judged pick by pick within ``budget``, shown, drawn with --svg."""
    alone_or_json(svg_path, as_json)
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError(words.from_with_sets())
    picks = read_moves(moves, notation, rules, dress.number if dress is not None else None)
    try:
        with collector_paused(), progress(words.judging()) as report, limited(rules, budget, report):
            found = replayed(picks, rules)
    except SearchBudgetError as error:
        forget(rules)  # let the memory go
        if as_json:
            emit(unjudged_json(picks, rules, dress, str(error)))
        else:
            click.echo(unjudged_text(picks, dress, str(error)))
        return
    if svg_path is not None:
        from ...svg import replay_svg

        if write_picture(svg_path, replay_svg(found.plies, dress)):
            return
    if as_json:
        emit(replay_json(found, rules, dress))
        return
    click.echo(replay_text(found, rules, dress))
