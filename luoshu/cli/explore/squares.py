"""``luoshu explore``: the Luo Shu and the magic squares of order 3 - the square, its triples, translations,
the eight squares and the symmetries."""

from __future__ import annotations

import click

from ...rules import Rules
from ...teach.catalogue import order_text
from ...teach.lines import Symmetry, number_symmetries, symmetry_generators, triple_sums
from ...views.squares.fit import on_grid
from ...views.squares.grid import LINES, LUO_SHU, cell_of, line_numbers
from ...views.squares.motions import magic_squares
from ...views.text import draw, side_by_side, sum_text
from ...views.vocabulary import rules_json
from ..games import game_from, sets_option
from ..options import notation_option, rules_options
from .output import emit, json_option, read_moves

LISTED_SYMMETRIES = 50_000  # more are not worth printing, and take long to find


@click.command(short_help="The Luo Shu, its eight lines and their sums.")
@json_option()
def square(as_json: bool) -> None:
    """The Luo Shu, its eight lines and their sums."""
    lines = [(name, cells, line_numbers(name)) for name, cells in LINES.items()]
    if as_json:
        emit(
            {
                "square": [list(row) for row in LUO_SHU],
                "lines": [
                    {"name": name, "cells": list(cells), "set": list(numbers), "sum": sum(numbers)}
                    for name, cells, numbers in lines
                ],
            }
        )
        return
    click.echo("The Luo Shu magic square:\n")
    click.echo(draw(LUO_SHU) + "\n")
    click.echo("Its eight lines, each a triple of numbers that sums to 15:\n")
    for name, cells, numbers in lines:
        triple = "{" + ", ".join(map(str, sorted(numbers))) + "}"
        click.echo(f"  {name:<15} {' '.join(cells)}   {sum_text(numbers, sum(numbers))}   triple {triple}")


@click.command(short_help="All 84 triples of 1-9: exactly eight sum to 15.")
@json_option()
def triples(as_json: bool) -> None:
    """All 84 triples of 1-9: exactly eight sum to 15, and they are the lines."""
    table = triple_sums()
    if as_json:
        emit(
            {
                "triple_count": len(table),
                "set_count": sum(total == 15 for _, total, _ in table),
                "triples": [{"set": list(t), "sum": total, "grid_line": line} for t, total, line in table],
            }
        )
        return
    click.echo(f"All {len(table)} triples of distinct numbers 1-9 and their sums (* sums to 15):\n")
    cells = [f"{'+'.join(map(str, t))}={total}{'*' if total == 15 else ' '}" for t, total, _ in table]
    for start in range(0, len(cells), 7):
        click.echo("  " + "  ".join(cell.ljust(9) for cell in cells[start : start + 7]).rstrip())
    winners = [(t, line) for t, total, line in table if total == 15]
    lines_hit = {line for _, line in winners}
    click.echo(f"\n{len(winners)} triples sum to 15, and each is a line of the Luo Shu:\n")
    for t, line in winners:
        click.echo(f"  {sum_text(t, 15)}   {line:<15} {' '.join(sorted(cell_of(n) for n in t))}")
    others = [line for _, total, line in table if total != 15]
    lines_among_others = sum(line is not None for line in others)
    click.echo(
        f"\nThat is {len(lines_hit)} of the {len(LINES)} lines, and {lines_among_others or 'none'} of the other "
        f"{len(others)} triples {'is a line' if lines_among_others < 2 else 'are lines'}."
    )


@click.command(short_help="A game record in numbers turned into cells, and back.")
@click.argument("moves", nargs=-1, required=True)
@notation_option
@json_option()
def translate(moves: tuple[str, ...], notation: str, as_json: bool) -> None:
    """A game record in one view turned into the other: 5 2 8 4 <-> B2 A3 C1 A1."""
    numbers = read_moves(moves, notation)
    cells = [cell_of(n) for n in numbers]
    if as_json:
        emit({"picks": numbers, "cells": cells})
        return
    click.echo("numbers: " + " ".join(f"{n:<2}" for n in numbers).rstrip())
    click.echo("cells:   " + " ".join(cells))


@click.command(short_help="The eight magic squares of order 3.")
@json_option()
def squares(as_json: bool) -> None:
    """The eight magic squares of order 3: the Luo Shu turned and flipped."""
    found = magic_squares()
    if as_json:
        emit({"squares": [{"motion": name, "square": [list(row) for row in rows]} for name, rows in found]})
        return
    click.echo("The eight magic squares of order 3 are the Luo Shu under the eight symmetries of the square;")
    click.echo("each one's lines are the same eight 15-triples, so each is a way to see Pick Fifteen as tic-tac-toe.\n")
    for start in (0, 4):
        group = found[start : start + 4]
        click.echo(side_by_side([f"{name}\n\n{draw(rows)}" for name, rows in group], gap=4) + "\n")


@click.command(short_help="The permutations of the numbers that keep the winning sets.")
@json_option()
@sets_option
@rules_options
@click.pass_context
def symmetries(ctx: click.Context, /, as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """The permutations of the numbers that keep the winning sets, and the grid motions they are: how many, a
    few that make all of them by composing (generators), and, up to 50,000, every one.

    With --sets FILE, those of the file's game, its items named."""
    import textwrap

    rules, dress = game_from(ctx, sets_file, rules)
    count, generators = symmetry_generators(rules)
    found = number_symmetries(rules, most=LISTED_SYMMETRIES) if count <= LISTED_SYMMETRIES else []
    reason = None if found else f"{rules} has more than {LISTED_SYMMETRIES:,} symmetries, too many to list"
    if dress is not None:
        reason = reason and reason.replace(str(rules), dress.title, 1)
    if as_json:
        emit(
            {
                "rules": rules_json(rules),
                **({} if dress is None else {"items": list(dress.names)}),
                "symmetry_count": count,
                "symmetries": [_symmetry_json(s) for s in found],
                "generators": [_symmetry_json(s) for s in generators],
                "reason": reason,
            }
        )
        return

    stays = "number" if dress is None else dress.noun  # the game's own word: a number, an item, a road

    def notation(s: Symmetry) -> str:
        name = str if dress is None else dress.item
        return "".join("(" + " ".join(map(name, c)) + ")" for c in s.cycles) or f"(every {stays} stays)"

    game = f"the winning sets of {rules}"
    game = dress.title if dress is not None else "the 15-triples" if rules == Rules() else game
    maps = "maps" if count == 1 else "map"
    things = f"the {len(dress.names)} items" if dress is not None else f"1-{rules.numbers}"
    permutations = f"{order_text(count)} {'permutation' if count == 1 else 'permutations'} of {things}"
    keeping = f"{maps} {game if dress is None else f'the winning sets of {game}'} onto themselves."
    if found:
        said = f"A search over the numbers alone finds {permutations} that {keeping}"
        said += " On the Luo Shu each is a motion of the grid:" if on_grid(rules) else ""
        click.echo(textwrap.fill(said, 100) + "\n")
        for s in found[:64]:
            click.echo(f"  {notation(s):<26} {s.motion or ''}".rstrip())
        if len(found) > 64:
            click.echo(f"  ... and {len(found) - 64:,} more")
        click.echo()
    else:
        click.echo(textwrap.fill(f"{permutations} {keeping} Too many to list.", 100) + "\n")
    if not generators:  # the identity alone, made of nothing
        click.echo(f"The only one keeps every {stays} in place: there is no generator to list.")
    elif len(generators) == 1:
        click.echo("Every one is this one, repeated:")
    else:
        click.echo(f"Every one is made by composing these {len(generators):,} generators:")
    for s in generators:
        click.echo(f"  {notation(s):<26} {s.motion or ''}".rstrip())


def _symmetry_json(s: Symmetry) -> dict[str, object]:
    return {"permutation": list(s.permutation[1:]), "cycles": [list(cycle) for cycle in s.cycles], "motion": s.motion}
