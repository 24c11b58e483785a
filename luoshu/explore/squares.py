"""The magic squares of order 3 and the symmetries of the number game seen as motions of the grid.

Glossary:
    motion        a rotation or reflection of the 3x3 grid (the eight symmetries of the square).
    magic square  a 3x3 arrangement of 1-9 whose rows, columns and diagonals all sum to 15.

>>> [name for name, _ in magic_squares()][:3]
['identity', 'rotation 90', 'rotation 180']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import NamedTuple

from more_itertools import first

from ..grid import LUO_SHU, cell_of, line_of, row_and_column
from ..rules import NUMBERS, PICK_FIFTEEN, Rules
from ..symmetry import Permutation, cycles, symmetries, symmetries_within

Square = tuple[tuple[int, ...], ...]
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


def triple_sums() -> list[tuple[tuple[int, int, int], int, str | None]]:
    """All 84 triples of distinct numbers 1-9: (triple, sum, the Luo Shu line it is or None)."""
    return [(t, sum(t), line_of(t)) for t in combinations(range(1, 10), 3)]


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
        raise ValueError(f"{rules} has more than {most:,} symmetries")
    grid = rules.numbers == 9
    return [Symmetry(p, cycles(p), motion_of(p) if grid else None) for p in group]
