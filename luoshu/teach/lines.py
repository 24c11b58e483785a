"""The lines of Pick Fifteen among all the triples, and the game's symmetries as motions of the grid.

>>> len(triple_sums()), [t for t, total, line in triple_sums() if line][:2]
(84, [(1, 5, 9), (1, 6, 8)])
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

from ..rules import PICK_FIFTEEN, Rules
from ..search.symmetry import Permutation, cycles, symmetries, symmetries_within
from ..views.squares.fit import on_grid
from ..views.squares.grid import line_of
from ..views.squares.motions import motion_of
from ..words.lessons import symmetries as said

__all__ = ["Symmetry", "number_symmetries", "symmetry_generators", "triple_sums"]


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
        raise ValueError(said.too_many(str(rules), most or 0))
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
