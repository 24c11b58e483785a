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
from ...words.language import N_
from ..games import game_from, sets_option
from ..options import notation_option, rules_options
from .output import emit, json_option, read_moves

SQUARE_SHORT_HELP = N_("The Luo Shu, its eight lines and their sums.")
SQUARE_HELP = N_("The Luo Shu, its eight lines and their sums.")
TRIPLES_SHORT_HELP = N_("All 84 triples of 1-9: exactly eight sum to 15.")
TRIPLES_HELP = N_("All 84 triples of 1-9: exactly eight sum to 15, and they are the lines.")
TRANSLATE_SHORT_HELP = N_("A game record in numbers turned into cells, and back.")
TRANSLATE_HELP = N_("A game record in one view turned into the other: 5 2 8 4 <-> B2 A3 C1 A1.")
SQUARES_SHORT_HELP = N_("The eight magic squares of order 3.")
SQUARES_HELP = N_("The eight magic squares of order 3: the Luo Shu turned and flipped.")
SYMMETRIES_SHORT_HELP = N_("The permutations of the numbers that keep the winning sets.")
SYMMETRIES_HELP = N_(
    """The permutations of the numbers that keep the winning sets, and the grid motions they are: how many, a
    few that make all of them by composing (generators), and, up to 50,000, every one.

    With --sets FILE, those of the file's game, its items named."""
)


@click.command(short_help=SQUARE_SHORT_HELP, help=SQUARE_HELP)
@json_option()
def square(as_json: bool) -> None:
    """The ``square`` command: the Luo Shu and its lines."""
    if as_json:
        emit(square_json())
        return
    click.echo(square_text())


@click.command(short_help=TRIPLES_SHORT_HELP, help=TRIPLES_HELP)
@json_option()
def triples(as_json: bool) -> None:
    """The ``triples`` command: every triple of 1-9 and its sum."""
    if as_json:
        emit(triples_json())
        return
    click.echo(triples_text())


@click.command(short_help=TRANSLATE_SHORT_HELP, help=TRANSLATE_HELP)
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


@click.command(short_help=SQUARES_SHORT_HELP, help=SQUARES_HELP)
@json_option()
def squares(as_json: bool) -> None:
    """The ``squares`` command: the eight magic squares of order 3."""
    if as_json:
        emit(squares_json())
        return
    click.echo(fitted(squares_text()))


@click.command(short_help=SYMMETRIES_SHORT_HELP, help=SYMMETRIES_HELP)
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
