"""The Luo Shu view: Pick Fifteen drawn as tic-tac-toe.

Glossary:
    cell    a square of the 3x3 grid, named like a battleship board: rows A-C top to bottom,
            columns 1-3 left to right (``A1`` top-left, ``B2`` centre).
    line    a row, column or diagonal of the grid.

The grid is only a view of the number game: every cell shows the number the Luo Shu puts there. This
module is the mapping alone and imports nothing of the game (only the words it says); ``luoshu.views.text`` draws
positions on it.

>>> [cell_of(n) for n in (4, 5, 6)]
['A1', 'B2', 'C3']
>>> number_at("a3")
2
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...words.language import _
from ...words.terms import in_quotes

__all__ = [
    "CELLS",
    "COLUMN_NAMES",
    "LINES",
    "LUO_SHU",
    "ROW_NAMES",
    "UnknownCellError",
    "cell_of",
    "line_numbers",
    "line_of",
    "lines_as_numbers",
    "number_at",
    "row_and_column",
]

LUO_SHU: tuple[tuple[int, int, int], ...] = ((4, 9, 2), (3, 5, 7), (8, 1, 6))
"""The Luo Shu magic square, row by row from the top: every row, column and diagonal sums to 15."""

ROW_NAMES = "ABC"
COLUMN_NAMES = "123"
CELLS: tuple[str, ...] = tuple(row + column for row in ROW_NAMES for column in COLUMN_NAMES)

LINES: dict[str, tuple[str, str, str]] = {
    **{f"row {r}": (f"{r}1", f"{r}2", f"{r}3") for r in ROW_NAMES},
    **{f"column {c}": (f"A{c}", f"B{c}", f"C{c}") for c in COLUMN_NAMES},
    "diagonal A1-C3": ("A1", "B2", "C3"),
    "diagonal A3-C1": ("A3", "B2", "C1"),
}
"""The eight lines of the grid, by name, each as its three cells."""


class UnknownCellError(ValueError):
    """Raised for a cell name that is not one of A1-C3."""


def row_and_column(cell: str) -> tuple[int, int]:
    """Where a cell is, counted from 0 at the top left (case-insensitive, surrounding spaces ignored).

    >>> row_and_column("A1"), row_and_column("c2")
    ((0, 0), (2, 1))
    """
    name = cell.strip().upper()
    if len(name) != 2 or name[0] not in ROW_NAMES or name[1] not in COLUMN_NAMES:
        raise UnknownCellError(
            _("{cell} is not a cell: use A1-C3 (row A-C, column 1-3)").format(cell=in_quotes(repr(cell.strip())))
        )
    return ROW_NAMES.index(name[0]), COLUMN_NAMES.index(name[1])


def number_at(cell: str, square: Sequence[Sequence[int]] = LUO_SHU) -> int:
    """The number in ``cell`` (case-insensitive, surrounding spaces ignored).

    >>> number_at("B2"), number_at(" c3 ")
    (5, 6)
    """
    row, column = row_and_column(cell)
    return square[row][column]


def cell_of(number: int, square: Sequence[Sequence[int]] = LUO_SHU) -> str:
    """The cell that holds ``number``.

    >>> cell_of(5), cell_of(2)
    ('B2', 'A3')
    """
    if square is LUO_SHU and number in _LUO_SHU_CELLS:
        return _LUO_SHU_CELLS[number]  # asked for at every move listed: a look-up
    for row_name, row in zip(ROW_NAMES, square, strict=True):
        for column_name, value in zip(COLUMN_NAMES, row, strict=True):
            if value == number:
                return row_name + column_name
    raise ValueError(_("{number} is not in the square").format(number=repr(number)))


_LUO_SHU_CELLS = {
    value: r + c for r, row in zip(ROW_NAMES, LUO_SHU, strict=True) for c, value in zip(COLUMN_NAMES, row, strict=True)
}


def line_numbers(line: str, square: Sequence[Sequence[int]] = LUO_SHU) -> tuple[int, int, int]:
    """The three numbers on a named line, in the order of its cells.

    >>> line_numbers("row A"), line_numbers("diagonal A3-C1")
    ((4, 9, 2), (2, 5, 8))
    """
    a, b, c = (number_at(cell, square) for cell in LINES[line])
    return a, b, c


def line_of(triple: Iterable[int]) -> str | None:
    """The name of the Luo Shu line holding exactly these three numbers, or None.

    >>> line_of((3, 4, 8)), line_of((1, 2, 3))
    ('column 1', None)
    """
    wanted = set(triple)
    return next((name for name in LINES if set(line_numbers(name)) == wanted), None)


def lines_as_numbers(square: Sequence[Sequence[int]] = LUO_SHU) -> frozenset[frozenset[int]]:
    """The numbers on each of the eight lines, as sets.

    >>> sorted(sorted(line) for line in lines_as_numbers())[:2]
    [[1, 5, 9], [1, 6, 8]]
    """
    return frozenset(frozenset(line_numbers(name, square)) for name in LINES)
