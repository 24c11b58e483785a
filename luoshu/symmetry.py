"""The symmetries of the number game, found over the numbers alone.

A symmetry is a permutation of 1..N that maps the set of winning sets onto itself, so it maps every
position to one that plays the same. They are found by a search over the numbers, knowing nothing of any
grid; the grid view shows Pick Fifteen's to be the rotations and reflections of the square.

>>> len(symmetries())
8
>>> cycles(symmetries()[3])
[(1, 3, 9, 7), (2, 6, 8, 4)]
>>> [cycles(p) for p in symmetries(Rules.order(4))][1][:2]  # n <-> 17 - n is one of the order-4 game's
[(1, 16), (2, 15)]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Sequence
from functools import cache
from typing import TypeVar

from .rules import PICK_FIFTEEN, Rules, winning_sets

__all__ = ["Permutation", "cycles", "fifteen_triples", "placings", "symmetries", "symmetries_found"]

T = TypeVar("T", bound=Hashable)

Permutation = tuple[int, ...]
"""A permutation of 1..N as a tuple ``p`` with ``p[n]`` the image of ``n``; ``p[0]`` is 0."""


@cache
def fifteen_triples() -> frozenset[frozenset[int]]:
    """The winning triples of Pick Fifteen.

    >>> sorted(sorted(t) for t in fifteen_triples())[:3]
    [[1, 5, 9], [1, 6, 8], [2, 4, 9]]
    """
    return frozenset(frozenset(s) for s in winning_sets(PICK_FIFTEEN))


def placings(items: Sequence[T], sets: Iterable[Iterable[T]], rules: Rules = PICK_FIFTEEN) -> Iterator[dict[T, int]]:
    """Every way of giving the items the numbers 1..N so that the sets become exactly the winning sets.

    With the winning sets themselves this finds the game's symmetries; with another game's winning sets it
    finds the ways that game is this one in disguise. The items must be as many as the numbers.

    >>> lines = ["abc", "def", "ghi", "adg", "beh", "cfi", "aei", "ceg"]  # a 3x3 grid's lines, cells a-i
    >>> placing = next(placings("abcdefghi", lines))
    >>> "".join(str(placing[cell]) for cell in "abcdefghi"), len(list(placings("abcdefghi", lines)))
    ('294753618', 8)
    """
    targets = [frozenset(s) for s in winning_sets(rules)]
    wanted = set(targets)
    games = [frozenset(s) for s in sets]
    if len(items) != rules.numbers or len(set(games)) != len(targets) or len(games) != len(targets):
        return
    numbers = range(1, rules.numbers + 1)
    # Invariants a placing must keep: how many sets an item lies in, and how many it shares with each other.
    degree = {item: sum(item in s for s in games) for item in items}
    number_degree = {n: sum(n in s for s in targets) for n in numbers}
    shared: dict[tuple[T, T], int] = {}
    for s in games:
        for a in s:
            for b in s:
                shared[a, b] = shared.get((a, b), 0) + 1
    number_shared: dict[tuple[int, int], int] = {}
    for winning in targets:
        for m in winning:
            for n in winning:
                number_shared[m, n] = number_shared.get((m, n), 0) + 1
    # The most-constrained items first prune early (sorted is stable: ties keep the items' order).
    order = sorted(items, key=lambda item: -degree[item])
    placed: dict[T, int] = {}
    used: set[int] = set()
    through = {item: [s for s in games if item in s] for item in items}

    def fits(item: T, number: int) -> bool:
        if number_degree[number] != degree[item]:
            return False
        for other, image in placed.items():
            if shared.get((item, other), 0) != number_shared.get((number, image), 0):
                return False
        return True

    def extend(depth: int) -> Iterator[dict[T, int]]:
        if depth == len(order):
            yield dict(placed)
            return
        item = order[depth]
        for number in numbers:
            if number in used or not fits(item, number):
                continue
            placed[item] = number
            used.add(number)
            complete = (s for s in through[item] if all(i in placed for i in s))
            if all(frozenset(placed[i] for i in s) in wanted for s in complete):
                yield from extend(depth + 1)
            del placed[item]
            used.discard(number)

    yield from extend(0)


@cache
def symmetries_found(numbers: int, count: int, target: int) -> tuple[Permutation, ...]:
    """The search behind ``symmetries``, kept once per game (misère shares its winning sets)."""
    rules = Rules(numbers, count, target)
    found = placings(range(1, numbers + 1), winning_sets(rules), rules)
    return tuple(sorted((0, *(image[n] for n in range(1, numbers + 1))) for image in found))


def symmetries(rules: Rules = PICK_FIFTEEN) -> tuple[Permutation, ...]:
    """Every permutation of 1..N that maps winning sets onto winning sets, in lexicographic order.

    Misère play has the same winning sets, so the same symmetries.
    """
    return symmetries_found(rules.numbers, rules.count, rules.target)


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
