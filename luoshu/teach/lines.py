"""The lines of Pick Fifteen among all the triples, and the game's symmetries as motions of the grid.

>>> len(triple_sums()), [t for t, total, line in triple_sums() if line][:2]
(84, [(1, 5, 9), (1, 6, 8)])

The feature of the ``luoshu explore`` commands of the Luo Shu and the magic squares of order 3, each as the text
people read and as JSON: ``square`` (its lines), ``triples`` (every triple of 1-9 and its sum), ``translate`` (a
record in numbers and in cells), ``squares`` (the eight magic squares) and ``symmetries`` (the permutations that
keep the winning sets). The names of the lines, the motions and the games are the views'.

>>> print(translate_text([5, 2, 8]))
numbers: 5  2  8
cells:   B2 A3 C1
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, NamedTuple

from ..rules import PICK_FIFTEEN, Rules
from ..search.symmetry import Permutation, cycles, symmetries, symmetries_within
from ..views.squares.fit import on_grid
from ..views.squares.grid import LINES, LUO_SHU, cell_of, line_numbers, line_of
from ..views.squares.motions import magic_squares, motion_of
from ..views.text import draw, side_by_side, sum_text
from ..views.vocabulary import rules_json
from ..views.widths import ljust, width
from ..views.wrapping import TERMINAL, fill
from ..words.language import N_, _, ngettext
from ..words.terms import line_said, motion_said, sentences
from .catalogue import order_text

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress

__all__ = [
    "Symmetries",
    "Symmetry",
    "number_symmetries",
    "square_json",
    "square_text",
    "squares_json",
    "squares_text",
    "symmetries_json",
    "symmetries_of",
    "symmetries_text",
    "symmetry_generators",
    "translate_json",
    "translate_text",
    "triple_sums",
    "triples_json",
    "triples_text",
]


def triple_sums() -> list[tuple[tuple[int, int, int], int, str | None]]:
    """All 84 triples of distinct numbers 1-9: (triple, sum, the Luo Shu line it is or None)."""
    return [(t, sum(t), line_of(t)) for t in combinations(range(1, 10), 3)]


class Symmetry(NamedTuple):
    """A symmetry of the number game and the grid motion it is."""

    permutation: Permutation
    cycles: list[tuple[int, ...]]
    motion: str | None


def number_symmetries(rules: Rules = PICK_FIFTEEN, most: int | None = None) -> list[Symmetry]:
    """The symmetries found over the numbers, each paired with its grid motion where the game has a grid.
    With ``most``, a game with more symmetries than that raises ValueError instead of listing them.

    >>> len(number_symmetries()), number_symmetries()[1].motion
    (8, 'reflection left-right')
    >>> number_symmetries(Rules(11, 1, 3), most=1000)
    Traceback (most recent call last):
    ...
    ValueError: 1 of 1-11 summing to 3 has more than 1,000 symmetries
    """
    group = symmetries(rules) if most is None else symmetries_within(rules, most)
    if group is None:
        raise ValueError(_("{rules} has more than {most:,} symmetries").format(rules=str(rules), most=most or 0))
    grid = on_grid(rules)
    return [Symmetry(p, cycles(p), motion_of(p) if grid else None) for p in group]


def symmetry_generators(rules: Rules = PICK_FIFTEEN) -> tuple[int, list[Symmetry]]:
    """How many symmetries the game has, and symmetries that make all of them, found by the graph library
    (``luoshu.search.isomorphism``): for games whose symmetries are too many to list.

    >>> count, generators = symmetry_generators()
    >>> count, [s.motion for s in generators]
    (8, ['reflection left-right', 'reflection A3-C1'])
    """
    from ..search.isomorphism import symmetry_group

    group = symmetry_group(rules)
    grid = on_grid(rules)
    return group.order, [Symmetry(p, cycles(p), motion_of(p) if grid else None) for p in group.generators]


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
    lines = [
        _("The Luo Shu magic square:"),
        "",
        draw(LUO_SHU),
        "",
        _("Its eight lines, each a triple of numbers that sums to 15:"),
        "",
    ]
    rows = _lines()
    names = (
        max(width(line_said(name)) for name, _cells, _numbers in rows) + 1
    )  # in display columns: a line's name may be Chinese
    for name, cells, numbers in rows:
        triple = "{" + ", ".join(map(str, sorted(numbers))) + "}"
        # The name padded as wide as the longest, in display columns.
        lines.append(
            _("  {name} {cells}   {total}   triple {triple}").format(
                name=ljust(line_said(name), names),
                cells=" ".join(cells),
                total=sum_text(numbers, sum(numbers)),
                triple=triple,
            )
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
        "set_count": sum(total == 15 for _t, total, _line in table),
        "triples": [{"set": list(t), "sum": total, "grid_line": line} for t, total, line in table],
    }


def triples_text() -> str:
    """Every triple of 1-9 and its sum, seven to a row; the eight that sum to 15, each a line; and how many of
    the rest are lines (none)."""
    table = triple_sums()
    lines = [
        _("All {count} triples of distinct numbers 1-9 and their sums (* sums to 15):").format(count=len(table)),
        "",
    ]
    cells = [f"{'+'.join(map(str, t))}={total}{'*' if total == 15 else ' '}" for t, total, _ in table]
    for start in range(0, len(cells), 7):
        lines.append("  " + "  ".join(cell.ljust(9) for cell in cells[start : start + 7]).rstrip())
    winners = [(t, line) for t, total, line in table if total == 15]
    lines += ["", _("{count} triples sum to 15, and each is a line of the Luo Shu:").format(count=len(winners)), ""]
    names = max((width(line_said(line or "")) for _t, line in winners), default=0) + 1
    for t, line in winners:
        lines.append(
            f"  {sum_text(t, 15)}   {ljust(line_said(line or ''), names)} {' '.join(sorted(cell_of(n) for n in t))}"
        )
    others = [line for _t, total, line in table if total != 15]
    among_others = sum(line is not None for line in others)
    lines += ["", _others_are_lines(len({line for _t, line in winners}), len(LINES), among_others, len(others))]
    return "\n".join(lines)


def _others_are_lines(hit: int, lines: int, among_others: int, others: int) -> str:
    """How many of the grid's ``lines`` the 15-triples are (``hit``), and how many of the ``others`` triples are
    lines too (``among_others``).

    >>> _others_are_lines(8, 8, 0, 76)
    'That is all 8 lines, and none of the other 76 triples is a line.'
    """
    if not among_others and hit == lines:  # every line: "8 of the 8 lines" says it as if some were missing
        return _("That is all {lines} lines, and none of the other {others} triples is a line.").format(
            lines=lines, others=others
        )
    if not among_others:
        return _("That is {hit} of the {lines} lines, and none of the other {others} triples is a line.").format(
            hit=hit, lines=lines, others=others
        )
    return ngettext(
        "That is {hit} of the {lines} lines, and {among} of the other {others} triples is a line.",
        "That is {hit} of the {lines} lines, and {among} of the other {others} triples are lines.",
        among_others,
    ).format(hit=hit, lines=lines, among=among_others, others=others)


def translate_json(numbers: Sequence[int]) -> dict[str, object]:
    """A record's picks as numbers and as cells."""
    return {"picks": list(numbers), "cells": [cell_of(n) for n in numbers]}


def translate_text(numbers: Sequence[int]) -> str:
    """A record's picks as numbers above the same picks as cells."""
    return "\n".join(
        [
            _("numbers: {numbers}").format(numbers=" ".join(f"{n:<2}" for n in numbers).rstrip()),
            _("cells:   {cells}").format(cells=" ".join(cell_of(n) for n in numbers)),
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
    lines = [
        _(
            "The eight magic squares of order 3 are the Luo Shu under the eight symmetries of the square; "
            "each one's lines are the same eight 15-triples, so each is a way to see Pick Fifteen as tic-tac-toe."
        ),
        "",
    ]
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
        "reason": None
        if found
        else _("{game} has more than {most:,} symmetries, too many to list").format(game=game, most=LISTED_SYMMETRIES),
    }


def _symmetry_json(s: Symmetry) -> dict[str, object]:
    return {"permutation": list(s.permutation[1:]), "cycles": [list(cycle) for cycle in s.cycles], "motion": s.motion}


def symmetries_text(rules: Rules, dress: Dress | None, symmetries: Symmetries) -> str:
    """How many symmetries, each in cycle notation with the grid's motion it is (up to 64, then how many more),
    and the generators that make them all."""
    count, generators, found = symmetries
    stays = N_("number") if dress is None else dress.noun  # the game's own word: a number, an item, a road

    def notation(s: Symmetry) -> str:
        name = str if dress is None else dress.item
        return "".join("(" + " ".join(map(name, c)) + ")" for c in s.cycles) or _("(every {noun} stays)").format(
            noun=_(stays)
        )

    if dress is not None:
        things, sets = (
            _("the {count} items").format(count=len(dress.names)),
            _("the winning sets of {game}").format(game=dress.title),
        )
    else:
        things = _("1-{numbers}").format(numbers=rules.numbers)
        sets = _("the 15-triples") if rules == Rules() else _("the winning sets of {game}").format(game=str(rules))
    lines = []
    if found:
        said = ngettext(
            "A search over the numbers alone finds {count} permutation of {things} that maps {sets} onto themselves.",
            "A search over the numbers alone finds {count} permutations of {things} that map {sets} onto themselves.",
            count,
        ).format(count=order_text(count), things=things, sets=sets)
        said = sentences([said, _("On the Luo Shu each is a motion of the grid:")]) if on_grid(rules) else said
        lines += [fill(said, TERMINAL), ""]
        lines.extend(
            f"  {ljust(notation(s), 26)} {motion_said(s.motion or '')}".rstrip() for s in found[:LISTED_IN_TEXT]
        )
        if len(found) > LISTED_IN_TEXT:
            lines.append(_("  ... and {count:,} more").format(count=len(found) - LISTED_IN_TEXT))
        lines.append("")
    else:
        said = ngettext(
            "{count} permutation of {things} maps {sets} onto themselves. Too many to list.",
            "{count} permutations of {things} map {sets} onto themselves. Too many to list.",
            count,
        ).format(count=order_text(count), things=things, sets=sets)
        lines += [fill(said, TERMINAL), ""]
    if not generators:  # the identity alone, made of nothing
        lines.append(
            _("The only one keeps every {noun} in place: there is no generator to list.").format(noun=_(stays))
        )
    elif len(generators) == 1:
        lines.append(_("Every one is this one, repeated:"))
    else:
        lines.append(_("Every one is made by composing these {count:,} generators:").format(count=len(generators)))
    lines.extend(f"  {ljust(notation(s), 26)} {motion_said(s.motion or '')}".rstrip() for s in generators)
    return "\n".join(lines)
