"""The grid and the magic squares: a cell that is none, the constructions by name, and why a game is not
tic-tac-toe on the Luo Shu.

>>> not_a_cell(cell="'D4'")
"'D4' is not a cell: use A1-C3 (row A-C, column 1-3)"
>>> construction(kind="siamese")
'the Siamese method'
>>> sets_not_lines(count=8)
'its 8 winning sets are not the lines of a 3x3 grid'
"""

from __future__ import annotations

import re

from luoshu.words.language import N_, _, ngettext

MOTIONS = (
    N_("identity"),
    N_("rotation 90"),
    N_("rotation 180"),
    N_("rotation 270"),
    N_("reflection left-right"),
    N_("reflection top-bottom"),
    N_("reflection A1-C3"),
    N_("reflection A3-C1"),
)
"""The names of the grid's eight motions (``views.squares.motions``): identifiers, as JSON writes them."""


def motion_said(name: str) -> str:
    """A motion of the grid as a sentence says it, from its name (an identifier: "rotation 90"); any other text
    as it is.

    >>> motion_said("reflection A1-C3"), motion_said("B2")
    ('reflection A1-C3', 'B2')
    """
    return _(name) if name in MOTIONS else name


def line_said(name: str) -> str:
    """A line of a grid as a sentence says it, from its name: an identifier ("row A", "column 2", "diagonal
    A1-C3"), the same in every language, as JSON writes it. Any other text is given back as it is.

    >>> line_said("row B"), line_said("column 2"), line_said("diagonal A3-C1"), line_said("B2")
    ('row B', 'column 2', 'diagonal A3-C1', 'B2')
    """
    found = re.fullmatch(r"(row|column|diagonal) (\S+)", name)
    if found is None:
        return name
    kind, where = found.groups()
    if kind == "row":
        return _("row {row}").format(row=where)
    if kind == "column":
        return _("column {column}").format(column=where)
    return _("diagonal {cells}").format(cells=where)


def not_a_cell(cell: str) -> str:
    """A name that is not one of the cells; ``cell`` as its repr."""
    return _("{cell} is not a cell: use A1-C3 (row A-C, column 1-3)").format(cell=cell)


def not_in_the_square(number: str) -> str:
    """A number the square does not hold; ``number`` as its repr."""
    return _("{number} is not in the square").format(number=number)


def construction(kind: str) -> str:
    """The name of a construction of magic squares: ``kind`` "siamese" (odd orders), "diagonal" (4k) or "lux"
    (4k + 2)."""
    if kind == "siamese":
        return _("the Siamese method")
    if kind == "diagonal":
        return _("the diagonal method")
    return _("Conway's LUX method")


def bad_order(order: str) -> str:
    """An order that is not a whole number from 1; ``order`` as its repr."""
    return _("the order of a square is a whole number from 1, not {order}").format(order=order)


def no_order_two() -> str:
    """The one order with no magic square."""
    return _("there is no magic square of order 2")


def on_the_grid(centre: int, corner: int, edge: int) -> str:
    """How many lines the centre, a corner and an edge lie in."""
    return _("on the grid the centre lies in {centre} lines, the corners in {corner} and the edges in {edge}").format(
        centre=centre, corner=corner, edge=edge
    )


def not_tictactoe(rules: str, summary: str, detail: str | None = None) -> str:
    """Why a game (``rules``, its name) is not tic-tac-toe: in short, and the ``detail`` behind it if any."""
    if detail:
        return _("{rules} is not tic-tac-toe: {summary} ({detail})").format(rules=rules, summary=summary, detail=detail)
    return _("{rules} is not tic-tac-toe: {summary}").format(rules=rules, summary=summary)


def grid_not_nine(numbers: int) -> str:
    """A game of other than nine numbers, against the grid's nine cells."""
    return _("the grid has 9 cells, and these rules pick from 1-{numbers}").format(numbers=numbers)


def sets_not_lines(count: int) -> str:
    """A game of nine numbers whose ``count`` winning sets are not the grid's lines."""
    return ngettext(
        "its {count} winning set is not the lines of a 3x3 grid",
        "its {count} winning sets are not the lines of a 3x3 grid",
        count,
    ).format(count=count)


def numbers_lie_in(degrees: str, grid: str) -> str:
    """How a game's numbers lie in its sets (``degrees``, listed), against the grid's (``grid``: ``on_the_grid``)."""
    return _("its numbers lie in {degrees} of them; {grid}").format(degrees=degrees, grid=grid)
