"""The Luo Shu view: Pick Fifteen drawn as tic-tac-toe.

Glossary:
    cell    a square of the 3x3 grid, named like a battleship board: rows A-C top to bottom,
            columns 1-3 left to right (``A1`` top-left, ``B2`` centre).
    line    a row, column or diagonal of the grid.

The grid is only a view of the number game: every cell shows the number the Luo Shu puts there,
and a position is drawn from the players' numbers.

>>> [cell_of(n) for n in (4, 5, 6)]
['A1', 'B2', 'C3']
>>> number_at("a3")
2
>>> print(render(Position.from_moves([5, 2, 8])))
 4 | 9 | O
---+---+---
 3 | X | 7
---+---+---
 X | 1 | 6
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Literal

from .rules import Position
from .solver import Verdict

__all__ = [
    "CELLS",
    "COLUMN_NAMES",
    "LINES",
    "LUO_SHU",
    "ROW_NAMES",
    "UnknownCellError",
    "cell_of",
    "draw",
    "line_numbers",
    "line_of",
    "number_at",
    "render",
    "render_numbers",
    "render_verdicts",
    "row_and_column",
    "side_by_side",
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
        raise UnknownCellError(f"{cell.strip()!r} is not a cell: use A1-C3 (row A-C, column 1-3)")
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
    for row_name, row in zip(ROW_NAMES, square, strict=True):
        for column_name, value in zip(COLUMN_NAMES, row, strict=True):
            if value == number:
                return row_name + column_name
    raise ValueError(f"{number!r} is not in the square")


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


Label = Literal["number", "cell"]


def _plain(text: str, role: str) -> str:
    return text


def render(
    position: Position,
    label: Label = "number",
    highlight: Iterable[int] = (),
    style: Callable[[str, str], str] = _plain,
) -> str:
    """The position drawn on the Luo Shu grid.

    Taken cells show X or O; free cells show their number, or with ``label="cell"`` their name, which
    is what to type in the grid game. ``style(text, role)`` may decorate each cell, where role is
    ``"X"``, ``"O"``, ``"free"`` or ``"line"`` (a highlighted winning cell); it defaults to plain text.

    >>> print(render(Position.from_moves([5, 2]), label="cell"))
     A1 | A2 | O
    ----+----+----
     B1 | X  | B3
    ----+----+----
     C1 | C2 | C3
    """
    marked = set(highlight)
    width = 2 if label == "cell" else 1
    rows = []
    for row_name, row in zip(ROW_NAMES, LUO_SHU, strict=True):
        cells = []
        for column_name, number in zip(COLUMN_NAMES, row, strict=True):
            if number in position.x or number in position.o:
                text = "X" if number in position.x else "O"
                role = "line" if number in marked else text
            else:
                text = row_name + column_name if label == "cell" else str(number)
                role = "free"
            # Brackets mark the winning line even where there is no colour.
            left, right = ("[", "]") if role == "line" else (" ", " ")
            cells.append(left + style(text, role) + right + " " * (width - len(text)))
        rows.append("|".join(cells).rstrip())
    rule = "+".join(["-" * (width + 2)] * 3)
    return f"\n{rule}\n".join(rows)


def render_numbers(position: Position, style: Callable[[str, str], str] = _plain) -> str:
    """The nine numbers in a row, each under the mark of the player who holds it.

    >>> print(render_numbers(Position.from_moves([5, 2, 8])))
    1 2 3 4 5 6 7 8 9
      O     X     X
    """
    numbers, marks = [], []
    for n in range(1, 10):
        owner = "X" if n in position.x else "O" if n in position.o else ""
        numbers.append(style(str(n), owner or "free"))
        marks.append(style(owner, owner) if owner else " ")
    return " ".join(numbers) + "\n" + " ".join(marks).rstrip()


def draw(rows: Sequence[Sequence[object]]) -> str:
    """Any 3x3 table of values drawn as a grid, each cell as wide as the widest value.

    >>> print(draw(LUO_SHU))
     4 | 9 | 2
    ---+---+---
     3 | 5 | 7
    ---+---+---
     8 | 1 | 6
    """
    texts = [[str(value) for value in row] for row in rows]
    width = max(len(text) for row in texts for text in row)
    lines = [" " + " | ".join(text.ljust(width) for text in row).rstrip() for row in texts]
    rule = "+".join(["-" * (width + 2)] * len(texts[0]))
    return f"\n{rule}\n".join(lines)


def side_by_side(blocks: Sequence[str], gap: int = 6, width: Callable[[str], int] = len) -> str:
    r"""Blocks of text next to each other, top-aligned; ``width`` measures what a line shows.

    >>> print(side_by_side(["a\nbb", "c\nd\ne"], gap=2))
    a   c
    bb  d
        e
    """
    columns = [block.splitlines() for block in blocks]
    widths = [max(map(width, lines), default=0) for lines in columns]
    rows = []
    for i in range(max(map(len, columns))):
        cells = [lines[i] if i < len(lines) else "" for lines in columns]
        padded = [cell + " " * (w + gap - width(cell)) for cell, w in zip(cells[:-1], widths, strict=False)]
        rows.append(("".join(padded) + cells[-1]).rstrip())
    return "\n".join(rows)


def render_verdicts(
    verdicts: Mapping[int, Verdict],
    best: Collection[int] = (),
    name: Callable[[int], str] = str,
    order: Callable[[int], str] = str,
) -> str:
    """One line per pick: its name and verdict, with the picks in ``best`` pointed out.

    >>> from luoshu.solver import Outcome
    >>> print(render_verdicts({4: Verdict(Outcome.WIN, 3), 9: Verdict(Outcome.DRAW, 5)}, best=[4]))
      4  win in 3   <- best
      9  draw
    """
    width = max((len(name(n)) for n in verdicts), default=0)
    return "\n".join(
        f"  {name(n):<{width}}  {verdicts[n]}{'   <- best' if n in best else ''}" for n in sorted(verdicts, key=order)
    )
