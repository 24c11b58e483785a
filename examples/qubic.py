"""Write a game of sets for k in a row on an n x n (x n ...) board, computed from the cells' coordinates: by
default Qubic (4x4x4, 64 cells, 76 lines), for ``luoshu prove --sets FILE`` and ``luoshu check --sets FILE``.

    python examples/qubic.py > qubic.json            # Qubic: 4 in a row on 4x4x4
    python examples/qubic.py 5 2 > five.json         # 5x5 tic-tac-toe: 5 in a row, 12 lines
    python examples/qubic.py 5 2 4 > four.json       # 4 in a row on 5x5: 28 lines

A line is k cells in a row: a start cell and a direction (each coordinate's step -1, 0 or 1, not all 0; a
direction and its opposite give the same lines, so only those whose first non-zero step is +1 count). Cells are
named by their level's digit (in three dimensions), column letter and row digit: "a1", "2c4".
"""

import itertools
import json
import sys
from collections.abc import Iterator

Cell = tuple[int, ...]


def directions(dimensions: int) -> Iterator[Cell]:
    """Every direction once: steps of -1, 0, 1 whose first non-zero step is +1."""
    for steps in itertools.product((-1, 0, 1), repeat=dimensions):
        if any(steps) and next(step for step in steps if step) == 1:
            yield steps


def lines(size: int, dimensions: int, row: int) -> list[list[Cell]]:
    """Every ``row`` cells in a row on the board of ``size`` to a side in ``dimensions`` dimensions."""
    found = []
    for start in itertools.product(range(size), repeat=dimensions):
        for steps in directions(dimensions):
            cells = [tuple(c + i * s for c, s in zip(start, steps, strict=True)) for i in range(row)]
            if all(0 <= c < size for cell in cells for c in cell):
                found.append(cells)
    return found


def name(cell: Cell) -> str:
    """A cell's name: its level's digit (three dimensions), its column's letter, its row's digit."""
    *levels, column, row = cell
    return "".join(str(level + 1) for level in levels) + "abcdefgh"[column] + str(row + 1)


def game(size: int = 4, dimensions: int = 3, row: int | None = None) -> dict[str, object]:
    """The game as a --sets file holds it."""
    row = size if row is None else row
    cells = list(itertools.product(range(size), repeat=dimensions))
    board = "x".join([str(size)] * dimensions)
    title = "Qubic" if (size, dimensions, row) == (4, 3, 4) else f"{row} in a row on {board}"
    return {
        "name": title,
        "items": [name(cell) for cell in cells],
        "wins": [[name(cell) for cell in line] for line in lines(size, dimensions, row)],
    }


if __name__ == "__main__":
    size, dimensions, *rest = [int(a) for a in sys.argv[1:]] or [4, 3]
    print(json.dumps(game(size, dimensions, rest[0] if rest else None)))
