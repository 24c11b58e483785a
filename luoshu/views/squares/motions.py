"""The eight motions of the 3x3 grid (rotations and reflections), and the eight magic squares of order 3 they
make of the Luo Shu.

Glossary:
    motion        a rotation or reflection of the 3x3 grid (the eight symmetries of the square).
    magic square  a 3x3 arrangement of 1-9 whose rows, columns and diagonals all sum to 15.

>>> [name for name, _ in magic_squares()][:3]
['identity', 'rotation 90', 'rotation 180']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from more_itertools import first

from ...rules import NUMBERS
from ...search.symmetry import Permutation
from .grid import LUO_SHU, cell_of, row_and_column
from .magic import Square

__all__ = ["MOTIONS", "Motion", "Square", "magic_squares", "motion_of", "moved"]

Motion = Callable[[int, int], tuple[int, int]]

MOTIONS: dict[str, Motion] = {
    "identity": lambda r, c: (r, c),
    "rotation 90": lambda r, c: (c, 2 - r),
    "rotation 180": lambda r, c: (2 - r, 2 - c),
    "rotation 270": lambda r, c: (2 - c, r),
    "reflection left-right": lambda r, c: (r, 2 - c),
    "reflection top-bottom": lambda r, c: (2 - r, c),
    "reflection A1-C3": lambda r, c: (c, r),
    "reflection A3-C1": lambda r, c: (2 - c, 2 - r),
}
"""The eight symmetries of the square, as where the cell in row r, column c goes (rotations clockwise)."""


def moved(square: Sequence[Sequence[int]], motion: Motion) -> Square:
    """The square after a motion of the grid.

    >>> moved(LUO_SHU, MOTIONS["rotation 90"])
    ((8, 3, 4), (1, 5, 9), (6, 7, 2))
    """
    cells: dict[tuple[int, int], int] = {}
    for r, row in enumerate(square):
        for c, number in enumerate(row):
            cells[motion(r, c)] = number
    return tuple(tuple(cells[r, c] for c in range(3)) for r in range(3))


def magic_squares() -> list[tuple[str, Square]]:
    """The eight magic squares of order 3: the Luo Shu under each motion, with the motion's name."""
    return [(name, moved(LUO_SHU, motion)) for name, motion in MOTIONS.items()]


def motion_of(permutation: Permutation) -> str | None:
    """The grid motion that moves each number's cell to its image's cell, if there is one.

    >>> motion_of((0, 3, 6, 9, 2, 5, 8, 1, 4, 7))
    'rotation 90'
    """

    def index(number: int) -> tuple[int, int]:
        return row_and_column(cell_of(number))

    return first(
        (name for name, motion in MOTIONS.items() if all(motion(*index(n)) == index(permutation[n]) for n in NUMBERS)),
        None,
    )
