"""The Luo Shu and the magic squares of order 3, for the ``luoshu explore`` commands ``square``, ``triples``,
``translate``, ``squares`` and ``symmetries``: each as JSON and as the text people read.

>>> print(translate_text([5, 2, 8]))
numbers: 5  2  8
cells:   B2 A3 C1
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ...rules import Rules
from ...teach.catalogue import order_text
from ...teach.lines import Symmetry, number_symmetries, symmetry_generators, triple_sums
from ...views.squares.fit import on_grid
from ...views.squares.grid import LINES, LUO_SHU, cell_of, line_numbers
from ...views.squares.motions import magic_squares
from ...views.text import draw, side_by_side, sum_text
from ...views.vocabulary import rules_json
from ...views.widths import ljust, width
from ...views.wrapping import TERMINAL, fill
from ...words.commands.explore import squares as words
from ...words.terms import line_said, motion_said, sentences

if TYPE_CHECKING:
    from ...views.dresses.dress import Dress

LISTED_SYMMETRIES = 50_000  # more are not worth printing, and take long to find
LISTED_IN_TEXT = 64  # symmetries printed one a line; the rest are counted


def square_json() -> dict[str, object]:
    """The Luo Shu and its eight lines, each with its cells, its numbers and their sum."""
    return {
        "square": [list(row) for row in LUO_SHU],
        "lines": [
            {"name": name, "cells": list(cells), "set": list(numbers), "sum": sum(numbers)}
            for name, cells, numbers in _lines()
        ],
    }


def square_text() -> str:
    """The Luo Shu drawn, and its eight lines in cells and in sums."""
    lines = [words.luo_shu(), "", draw(LUO_SHU), "", words.its_eight_lines(), ""]
    rows = _lines()
    names = max(width(line_said(name)) for name, _, _ in rows) + 1  # in display columns: a line's name may be Chinese
    for name, cells, numbers in rows:
        triple = "{" + ", ".join(map(str, sorted(numbers))) + "}"
        lines.append(
            words.line_row(ljust(line_said(name), names), " ".join(cells), sum_text(numbers, sum(numbers)), triple)
        )
    return "\n".join(lines)


def _lines() -> list[tuple[str, tuple[str, ...], tuple[int, ...]]]:
    """Each line of the grid: its name, its cells and its numbers on the Luo Shu."""
    return [(name, tuple(cells), tuple(line_numbers(name))) for name, cells in LINES.items()]


def triples_json() -> dict[str, object]:
    """Every triple of 1-9 with its sum and the grid's line it is, if any."""
    table = triple_sums()
    return {
        "triple_count": len(table),
        "set_count": sum(total == 15 for _, total, _ in table),
        "triples": [{"set": list(t), "sum": total, "grid_line": line} for t, total, line in table],
    }


def triples_text() -> str:
    """Every triple of 1-9 and its sum, seven to a row; the eight that sum to 15, each a line; and how many of
    the rest are lines (none)."""
    table = triple_sums()
    lines = [words.all_triples(len(table)), ""]
    cells = [f"{'+'.join(map(str, t))}={total}{'*' if total == 15 else ' '}" for t, total, _ in table]
    for start in range(0, len(cells), 7):
        lines.append("  " + "  ".join(cell.ljust(9) for cell in cells[start : start + 7]).rstrip())
    winners = [(t, line) for t, total, line in table if total == 15]
    lines += ["", words.triples_sum_to_fifteen(len(winners)), ""]
    names = max((width(line_said(line or "")) for _, line in winners), default=0) + 1
    for t, line in winners:
        lines.append(
            f"  {sum_text(t, 15)}   {ljust(line_said(line or ''), names)} {' '.join(sorted(cell_of(n) for n in t))}"
        )
    others = [line for _, total, line in table if total != 15]
    among_others = sum(line is not None for line in others)
    lines += ["", words.others_are_lines(len({line for _, line in winners}), len(LINES), among_others, len(others))]
    return "\n".join(lines)


def translate_json(numbers: Sequence[int]) -> dict[str, object]:
    """A record's picks as numbers and as cells."""
    return {"picks": list(numbers), "cells": [cell_of(n) for n in numbers]}


def translate_text(numbers: Sequence[int]) -> str:
    """A record's picks as numbers above the same picks as cells."""
    return "\n".join(
        [
            words.numbers_row(" ".join(f"{n:<2}" for n in numbers).rstrip()),
            words.cells_row(" ".join(cell_of(n) for n in numbers)),
        ]
    )


def squares_json() -> dict[str, object]:
    """The eight magic squares of order 3, each with the motion of the Luo Shu it is."""
    return {"squares": [{"motion": name, "square": [list(row) for row in rows]} for name, rows in magic_squares()]}


def squares_text() -> str:
    """The eight magic squares of order 3, four side by side, each under its motion, in two rows whose boards
    line up: each column as wide as its widest label or board in either row.

    >>> print(squares_text().splitlines()[2])
    identity               rotation 90            rotation 180      rotation 270
    """
    found = magic_squares()
    rows = [found[start : start + 4] for start in (0, 4)]
    labels = [[motion_said(name) for name, _ in row] for row in rows]
    boards = [[draw(square) for _, square in row] for row in rows]
    columns = [
        max(width(line) for row in range(len(rows)) for line in [labels[row][i], *boards[row][i].splitlines()])
        for i in range(4)
    ]
    # Measured in display columns, four gaps wide, or narrower where the four would pass 80 columns.
    gap = next((gap for gap in (4, 3, 2) if sum(columns) + gap * 3 <= TERMINAL), 2)
    lines = [words.eight_squares(), ""]
    for row in range(len(rows)):
        blocks = [
            f"{ljust(label, column)}\n\n{board}"
            for label, board, column in zip(labels[row], boards[row], columns, strict=True)
        ]
        lines += [side_by_side(blocks, gap=gap, width=width), ""]
    return "\n".join(lines)


class Symmetries(NamedTuple):
    """The symmetries of a game: how many, generators of them, and every one where there are few enough."""

    order: int  # how many: the order of the group they make
    generators: list[Symmetry]
    found: list[Symmetry]  # empty where there are more than LISTED_SYMMETRIES


def symmetries_of(rules: Rules) -> Symmetries:
    """The permutations of the numbers that keep the winning sets of ``rules``.

    >>> symmetries_of(Rules()).order
    8
    """
    count, generators = symmetry_generators(rules)
    found = number_symmetries(rules, most=LISTED_SYMMETRIES) if count <= LISTED_SYMMETRIES else []
    return Symmetries(count, generators, found)


def symmetries_json(rules: Rules, dress: Dress | None, symmetries: Symmetries) -> dict[str, object]:
    """The symmetries in the JSON vocabulary, with the reason where there are too many to list."""
    count, generators, found = symmetries
    game = str(rules) if dress is None else dress.title
    return {
        "rules": rules_json(rules),
        **({} if dress is None else {"items": list(dress.names)}),
        "symmetry_count": count,
        "symmetries": [_symmetry_json(s) for s in found],
        "generators": [_symmetry_json(s) for s in generators],
        "reason": None if found else words.too_many_to_list(game, LISTED_SYMMETRIES),
    }


def _symmetry_json(s: Symmetry) -> dict[str, object]:
    return {"permutation": list(s.permutation[1:]), "cycles": [list(cycle) for cycle in s.cycles], "motion": s.motion}


def symmetries_text(rules: Rules, dress: Dress | None, symmetries: Symmetries) -> str:
    """How many symmetries, each in cycle notation with the grid's motion it is (up to 64, then how many more),
    and the generators that make them all."""
    count, generators, found = symmetries
    stays = words.number_noun() if dress is None else dress.noun  # the game's own word: a number, an item, a road

    def notation(s: Symmetry) -> str:
        name = str if dress is None else dress.item
        return "".join("(" + " ".join(map(name, c)) + ")" for c in s.cycles) or words.nothing_moves(stays)

    if dress is not None:
        things, sets = words.the_items(len(dress.names)), words.winning_sets_of(dress.title)
    else:
        things = words.the_numbers(rules.numbers)
        sets = words.fifteen_triples() if rules == Rules() else words.winning_sets_of(str(rules))
    lines = []
    if found:
        said = words.permutations_found(order_text(count), count, things, sets)
        said = sentences([said, words.each_a_motion()]) if on_grid(rules) else said
        lines += [fill(said, TERMINAL), ""]
        lines.extend(
            f"  {ljust(notation(s), 26)} {motion_said(s.motion or '')}".rstrip() for s in found[:LISTED_IN_TEXT]
        )
        if len(found) > LISTED_IN_TEXT:
            lines.append(words.and_more(len(found) - LISTED_IN_TEXT))
        lines.append("")
    else:
        lines += [fill(words.permutations_not_listed(order_text(count), count, things, sets), TERMINAL), ""]
    if not generators:  # the identity alone, made of nothing
        lines.append(words.no_generator(stays))
    elif len(generators) == 1:
        lines.append(words.one_generator())
    else:
        lines.append(words.generators(len(generators)))
    lines.extend(f"  {ljust(notation(s), 26)} {motion_said(s.motion or '')}".rstrip() for s in generators)
    return "\n".join(lines)
