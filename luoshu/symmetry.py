"""The symmetries of Pick Fifteen, found over the numbers alone.

A symmetry is a permutation of 1-9 that maps the set of 15-triples onto itself, so it maps every
position to one that plays the same. They are found by a search over the numbers, knowing nothing of any
grid; the grid view shows them to be its rotations and reflections.

>>> len(symmetries())
8
>>> cycles(symmetries()[3])
[(1, 3, 9, 7), (2, 6, 8, 4)]
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from .rules import NUMBERS, TARGET, wins

__all__ = ["Permutation", "cycles", "fifteen_triples", "symmetries"]

Permutation = tuple[int, ...]
"""A permutation of 1-9 as a tuple ``p`` with ``p[n]`` the image of ``n``; ``p[0]`` is 0."""


@cache
def fifteen_triples() -> frozenset[frozenset[int]]:
    """The winning triples of the number game.

    >>> sorted(sorted(t) for t in fifteen_triples())[:3]
    [[1, 5, 9], [1, 6, 8], [2, 4, 9]]
    """
    return frozenset(frozenset(t) for t in combinations(sorted(NUMBERS), 3) if wins(t, TARGET))


@cache
def symmetries() -> tuple[Permutation, ...]:
    """Every permutation of 1-9 that maps 15-triples onto 15-triples, in lexicographic order."""
    triples = fifteen_triples()
    through = {n: [t for t in triples if n in t] for n in NUMBERS}
    # A symmetry keeps how many triples each number lies in; placing the most-constrained first prunes early.
    order = sorted(NUMBERS, key=lambda n: (-len(through[n]), n))
    found: list[Permutation] = []
    image: dict[int, int] = {}

    def extend(depth: int) -> None:
        if depth == len(order):
            found.append((0, *(image[n] for n in sorted(NUMBERS))))
            return
        number = order[depth]
        for target in sorted(NUMBERS - set(image.values())):
            if len(through[target]) != len(through[number]):
                continue
            image[number] = target
            if all(
                frozenset(image[n] for n in triple) in triples
                for triple in through[number]
                if all(n in image for n in triple)
            ):
                extend(depth + 1)
            del image[number]

    extend(0)
    return tuple(sorted(found))


def cycles(permutation: Permutation) -> list[tuple[int, ...]]:
    """The permutation in cycle notation, fixed points left out.

    >>> cycles((0, 1, 2, 3, 4, 5, 6, 7, 8, 9))
    []
    """
    seen: set[int] = set()
    result = []
    for start in range(1, len(permutation)):
        if start in seen or permutation[start] == start:
            continue
        cycle = [start]
        seen.add(start)
        n = permutation[start]
        while n != start:
            cycle.append(n)
            seen.add(n)
            n = permutation[n]
        result.append(tuple(cycle))
    return result
