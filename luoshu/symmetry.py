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

from collections.abc import Hashable, Iterable, Iterator, Sequence
from functools import cache
from itertools import combinations
from typing import TypeVar

from .rules import NUMBERS, TARGET, wins

__all__ = ["Permutation", "cycles", "fifteen_triples", "placings", "symmetries"]

T = TypeVar("T", bound=Hashable)

Permutation = tuple[int, ...]
"""A permutation of 1-9 as a tuple ``p`` with ``p[n]`` the image of ``n``; ``p[0]`` is 0."""


@cache
def fifteen_triples() -> frozenset[frozenset[int]]:
    """The winning triples of the number game.

    >>> sorted(sorted(t) for t in fifteen_triples())[:3]
    [[1, 5, 9], [1, 6, 8], [2, 4, 9]]
    """
    return frozenset(frozenset(t) for t in combinations(sorted(NUMBERS), 3) if wins(t, TARGET))


def placings(items: Sequence[T], sets: Iterable[frozenset[T]]) -> Iterator[dict[T, int]]:
    """Every way of giving the items the numbers 1-9 so that each set becomes a 15-triple.

    With eight sets of three this finds the ways a game is Pick Fifteen in disguise; with the
    15-triples themselves it finds the game's symmetries.

    >>> next(placings("abcdefghi", [frozenset("abc")]))["a"]
    1
    """
    triples = fifteen_triples()
    sets = list(sets)
    through = {item: [s for s in sets if item in s] for item in items}
    triples_through = {n: sum(n in t for t in triples) for n in NUMBERS}
    # The most-constrained items first prune early (sorted is stable: ties keep the items' order).
    order = sorted(items, key=lambda item: -len(through[item]))
    placed: dict[T, int] = {}

    def extend(depth: int) -> Iterator[dict[T, int]]:
        if depth == len(order):
            yield dict(placed)
            return
        item = order[depth]
        for number in sorted(NUMBERS - set(placed.values())):
            # An item in k sets needs a number in at least k triples.
            if triples_through[number] < len(through[item]):
                continue
            placed[item] = number
            if all(frozenset(placed[i] for i in s) in triples for s in through[item] if all(i in placed for i in s)):
                yield from extend(depth + 1)
            del placed[item]

    yield from extend(0)


@cache
def symmetries() -> tuple[Permutation, ...]:
    """Every permutation of 1-9 that maps 15-triples onto 15-triples, in lexicographic order."""
    numbers = sorted(NUMBERS)
    found = placings(numbers, fifteen_triples())
    return tuple(sorted((0, *(image[n] for n in numbers)) for image in found))


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
