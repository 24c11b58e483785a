"""``luoshu explore``: the Luo Shu and the magic squares of order 3 - the square, its triples, translations,
the eight squares and the symmetries (``luoshu.teach.lines``)."""

from __future__ import annotations

import click

from ...rules import Rules
from ...teach.lines import (
    square_json,
    square_text,
    squares_json,
    squares_text,
    symmetries_json,
    symmetries_of,
    symmetries_text,
    translate_json,
    translate_text,
    triples_json,
    triples_text,
)
from ...views.wrapping import fitted
from ...words.commands.explore import help as said
from ..games import game_from, sets_option
from ..options import notation_option, rules_options
from .output import emit, json_option, read_moves


@click.command(short_help=said.SQUARE_SHORT_HELP, help=said.SQUARE_HELP)
@json_option()
def square(as_json: bool) -> None:
    """The ``square`` command: the Luo Shu and its lines."""
    if as_json:
        emit(square_json())
        return
    click.echo(square_text())


@click.command(short_help=said.TRIPLES_SHORT_HELP, help=said.TRIPLES_HELP)
@json_option()
def triples(as_json: bool) -> None:
    """The ``triples`` command: every triple of 1-9 and its sum."""
    if as_json:
        emit(triples_json())
        return
    click.echo(triples_text())


@click.command(short_help=said.TRANSLATE_SHORT_HELP, help=said.TRANSLATE_HELP)
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option()
def translate(moves: tuple[str, ...], notation: str, as_json: bool) -> None:
    """The ``translate`` command: a record as numbers and as cells."""
    numbers = read_moves(moves, notation)
    if as_json:
        emit(translate_json(numbers))
        return
    click.echo(translate_text(numbers))


@click.command(short_help=said.SQUARES_SHORT_HELP, help=said.SQUARES_HELP)
@json_option()
def squares(as_json: bool) -> None:
    """The ``squares`` command: the eight magic squares of order 3."""
    if as_json:
        emit(squares_json())
        return
    click.echo(fitted(squares_text()))


@click.command(short_help=said.SYMMETRIES_SHORT_HELP, help=said.SYMMETRIES_HELP)
@json_option()
@sets_option
@rules_options
@click.pass_context
def symmetries(ctx: click.Context, /, as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """The ``symmetries`` command: the symmetries of the rules asked (or of a --sets game)."""
    rules, dress = game_from(ctx, sets_file, rules)
    found = symmetries_of(rules)
    if as_json:
        emit(symmetries_json(rules, dress, found))
        return
    click.echo(fitted(symmetries_text(rules, dress, found)))
