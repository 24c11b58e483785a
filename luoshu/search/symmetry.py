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
from dataclasses import replace
from functools import cache
from itertools import islice
from typing import TypeVar

from ..rules import PICK_FIFTEEN, Rules, winning_sets

__all__ = [
    "Permutation",
    "cycles",
    "fifteen_triples",
    "forget_symmetries",
    "placings",
    "symmetries",
    "symmetries_within",
]

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
    targets = winning_sets(rules)
    games = [frozenset(s) for s in sets]
    if len(items) != rules.numbers or len(set(games)) != len(targets) or len(games) != len(targets):
        return
    size = rules.numbers
    index = {item: i for i, item in enumerate(items)}
    # Items are indices 0..N-1, numbers 1..N; a set of numbers is a bitmask. The invariants a placing must
    # keep: how many sets an item lies in, and how many sets each pair of items shares.
    shared = [[0] * size for _ in range(size)]
    for s in games:
        for a in s:
            for b in s:
                shared[index[a]][index[b]] += 1
    number_shared = [[0] * (size + 1) for _ in range(size + 1)]
    for winning in targets:
        for m in winning:
            for n in winning:
                number_shared[m][n] += 1
    wanted = {sum(1 << n for n in winning) for winning in targets}
    # The most-constrained items first prune early (sorted is stable: ties keep the items' order).
    order = sorted(range(size), key=lambda i: -shared[i][i])
    image = [0] * size
    through = [[[index[x] for x in s] for s in games if items[i] in s] for i in range(size)]
    placed_at = [False] * size

    def fits(item: int, number: int, depth: int) -> bool:
        """Whether ``number`` keeps the invariants with every item placed so far, and makes whole sets right."""
        row, numbers_row = shared[item], number_shared[number]
        if numbers_row[number] != row[item]:
            return False
        for other in order[:depth]:
            if row[other] != numbers_row[image[other]]:
                return False
        image[item] = number
        for members in through[item]:
            mask = 0
            for member in members:
                if member != item and not placed_at[member]:
                    break
                mask |= 1 << image[member]
            else:
                if mask not in wanted:
                    return False
        return True

    def extend(depth: int, used: int) -> Iterator[dict[T, int]]:
        if depth == size:
            yield {item: image[i] for i, item in enumerate(items)}
            return
        item = order[depth]
        for number in range(1, size + 1):
            if not used >> number & 1 and fits(item, number, depth):
                placed_at[item] = True
                yield from extend(depth + 1, used | 1 << number)
                placed_at[item] = False

    yield from extend(0, 0)


# The groups found, per game's winning sets (misère shares them), and for the games whose group was found to
# be too large to list, how many symmetries it is known to exceed. One store for both ways of asking, so the
# search is done once whichever asks first.
_groups: dict[Rules, tuple[Permutation, ...]] = {}
_more_than: dict[Rules, int] = {}


def _found(rules: Rules, most: int | None) -> tuple[Permutation, ...] | None:
    key = base = replace(rules, misere=False)  # misère has the same winning sets, so the same symmetries
    group = _groups.get(key)
    if group is not None:
        return group if most is None or len(group) <= most else None
    if most is not None and _more_than.get(key, -1) >= most:
        return None
    found = list(
        islice(placings(range(1, base.numbers + 1), winning_sets(base), base), None if most is None else most + 1)
    )
    if most is not None and len(found) > most:
        _more_than[key] = max(most, _more_than.get(key, most))
        return None
    _groups[key] = group = tuple(sorted((0, *(image[n] for n in range(1, base.numbers + 1))) for image in found))
    return group


def symmetries(rules: Rules = PICK_FIFTEEN) -> tuple[Permutation, ...]:
    """Every permutation of 1..N that maps winning sets onto winning sets, in lexicographic order.

    Misère play has the same winning sets, so the same symmetries.
    """
    group = _found(rules, None)
    assert group is not None, "without a limit the whole group is found"
    return group


def symmetries_within(rules: Rules, most: int) -> tuple[Permutation, ...] | None:
    """The symmetries if there are at most ``most`` of them, else None, found without listing them all.

    A game of few winning sets leaves many numbers alike and has a huge group (picking the number 3 out of
    1-11 has 10! symmetries): callers that only want a small group ask this way.

    >>> len(symmetries_within(PICK_FIFTEEN, 8)), symmetries_within(Rules(11, 1, 3), 1000)
    (8, None)
    """
    return _found(rules, most)


def forget_symmetries() -> None:
    """Empty the symmetries kept for every game."""
    _groups.clear()
    _more_than.clear()


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
