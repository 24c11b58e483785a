"""The two-pointer win check: whether some K of a player's numbers sum to the target, found on the sorted
numbers by narrowing a pair from both ends (K - 2 numbers fixed in turn around it). The same two-pointer finds
the K of some values whose product is a target (``sets_multiplying_to``), which is how the product game's sets
are found.

Glossary:
    set     K of one player's numbers; a set summing to the target ends the game.

It knows nothing but numbers: the rules value and the positions build on it.

>>> winning_triple([8, 1, 5, 9, 4])
(1, 5, 9)
"""

from __future__ import annotations

import operator
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Sequence
from math import comb

__all__ = [
    "TARGET",
    "completes",
    "count_sets_summing_to",
    "set_summing_to",
    "sets_multiplying_to",
    "sets_summing_to",
    "winning_picks",
    "winning_set",
    "winning_triple",
    "wins",
]

TARGET = 15
"""The target of Pick Fifteen."""
WALKED = 20_000
"""Past this many choices of ``count`` of the numbers, the sums are found by the table of reachable sums
(``_reachable``) instead of the two-pointer walk: the walk prunes only from below, and a total that no choice
makes (every number even, the total odd) would have it try every choice, C(32, 16) of them for a game of 64."""


def _pair_summing_to(ascending: Sequence[int], total: int, start: int = 0) -> tuple[int, int] | None:
    """Two distinct entries of ``ascending[start:]`` that add up to ``total``, found by two pointers."""
    left, right = start, len(ascending) - 1
    while left < right:
        pair_sum = ascending[left] + ascending[right]
        if pair_sum == total:
            return ascending[left], ascending[right]
        if pair_sum < total:
            left += 1
        else:
            right -= 1
    return None


def _pairs(
    ascending: Sequence[int], goal: int, start: int, combine: Callable[[int, int], int]
) -> Iterator[tuple[int, int]]:
    """Every two distinct entries of ``ascending[start:]`` that ``combine`` (a sum or a product, growing with each
    entry) makes ``goal``: two pointers from both ends, the left moved up while the pair falls short."""
    left, right = start, len(ascending) - 1
    while left < right:
        pair = combine(ascending[left], ascending[right])
        if pair == goal:
            yield ascending[left], ascending[right]
            left, right = left + 1, right - 1
        elif pair < goal:
            left += 1
        else:
            right -= 1


def set_summing_to(ascending: Sequence[int], count: int, total: int, start: int = 0) -> tuple[int, ...] | None:
    """The first ``count`` distinct entries of ``ascending[start:]`` (ascending) that add up to ``total``.

    The sorted two-pointer, generalised: fix the smallest ``count - 2`` numbers one at a time, then move a
    left and a right pointer inward over the larger ones. For three numbers this is the classic three-sum.
    """
    if count == 2:
        return _pair_summing_to(ascending, total, start)
    if count == 1:
        at = bisect_left(ascending, total, start)
        return (total,) if at < len(ascending) and ascending[at] == total else None
    if count <= 0:
        return () if count == 0 and total == 0 else None
    size = len(ascending)
    # C(16, k) is at most 12,870, under WALKED: only a longer list can need the table (the common case: no comb).
    if size - start > 16 and comb(size - start, count) > WALKED:
        return _first_reached(ascending, count, total, start)
    # The largest ``count - 1`` entries: beside any smallest chosen before them, no rest sums to more. (A bound
    # that only skips choices that cannot reach the total: the set found is the same.)
    largest_rest = sum(ascending[size - count + 1 :])
    for i in range(start, size - count + 1):
        smallest = ascending[i]
        # The smallest ``count`` distinct numbers from here on sum to at least this: none can fit any more.
        if count * smallest + count * (count - 1) // 2 > total:
            break
        if smallest + largest_rest < total:
            continue  # even the largest rest falls short of the total
        rest = set_summing_to(ascending, count - 1, total - smallest, i + 1)
        if rest is not None:
            return (smallest, *rest)
    return None


def _reachable(ascending: Sequence[int], count: int, total: int, start: int) -> list[list[int]]:
    """The sums ``c`` distinct entries of ``ascending[i:]`` make, for every ``i`` from ``start`` and ``c`` up to
    ``count``: entry ``[i - start][c]`` has bit s set when some make s (sums past ``total`` left out). Work of
    (entries x count) additions of ``total``-bit numbers, however the sums fall."""
    within = (1 << (total + 1)) - 1 if total >= 0 else 0
    reach = [[0] * (count + 1) for _ in range(len(ascending) - start + 1)]
    reach[-1][0] = 1 & within
    for i in range(len(ascending) - 1, start - 1, -1):
        here, after = reach[i - start], reach[i - start + 1]
        value = ascending[i]
        here[0] = after[0]
        for c in range(1, count + 1):
            here[c] = (after[c] | after[c - 1] << value) & within
    return reach


def _first_reached(ascending: Sequence[int], count: int, total: int, start: int) -> tuple[int, ...] | None:
    """``set_summing_to`` by the table of reachable sums: the same set (each entry the first that still leaves
    the rest reachable)."""
    if total < 0:
        return None
    reach = _reachable(ascending, count, total, start)
    if not reach[0][count] >> total & 1:
        return None
    found: list[int] = []
    i, need, left = start, count, total
    while need:
        value = ascending[i]
        if value <= left and reach[i - start + 1][need - 1] >> (left - value) & 1:
            found.append(value)
            need, left = need - 1, left - value
        i += 1
    return tuple(found)


def count_sets_summing_to(numbers: int, count: int, total: int) -> int:
    """How many sets of ``count`` distinct numbers of 1..``numbers`` sum to ``total``, counted without listing
    them (a table of counts by size and sum, each count in 64 bits of one big number: C(64, 32) < 2**64).

    >>> count_sets_summing_to(9, 3, 15), count_sets_summing_to(36, 6, 111), count_sets_summing_to(64, 8, 260)
    (8, 32134, 35154340)
    """
    if total < 0 or count < 0:
        return 0
    slot = 64
    within = (1 << (slot * (total + 1))) - 1
    by_size = [1] + [0] * count
    for n in range(1, numbers + 1):
        for c in range(min(n, count), 0, -1):
            by_size[c] = (by_size[c] + (by_size[c - 1] << (slot * n))) & within
    return by_size[count] >> (slot * total) & ((1 << slot) - 1)


def sets_summing_to(ascending: Sequence[int], count: int, total: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Every ``count`` distinct entries of ``ascending[start:]`` summing to ``total``, in ascending order."""
    if count == 2:
        yield from _pairs(ascending, total, start, operator.add)
        return
    if count < 2:
        found = set_summing_to(ascending, count, total, start)
        if found is not None:
            yield found
        return
    if comb(len(ascending) - start, count) > WALKED:
        yield from _every_reached(ascending, count, total, start)
        return
    for i in range(start, len(ascending) - count + 1):
        smallest = ascending[i]
        if count * smallest + count * (count - 1) // 2 > total:
            break
        for rest in sets_summing_to(ascending, count - 1, total - smallest, i + 1):
            yield (smallest, *rest)


def _every_reached(ascending: Sequence[int], count: int, total: int, start: int) -> Iterator[tuple[int, ...]]:
    """``sets_summing_to`` by the table of reachable sums: only into choices that lead to a set, so the work
    follows the sets found, not the choices tried."""
    if total < 0:
        return
    reach = _reachable(ascending, count, total, start)

    def every(i: int, need: int, left: int) -> Iterator[tuple[int, ...]]:
        if not need:
            yield ()
            return
        for j in range(i, len(ascending) - need + 1):
            value = ascending[j]
            if value <= left and reach[j - start + 1][need - 1] >> (left - value) & 1:
                for rest in every(j + 1, need - 1, left - value):
                    yield (value, *rest)

    yield from every(start, count, total)


def sets_multiplying_to(
    ascending: Sequence[int], count: int, product: int, start: int = 0
) -> Iterator[tuple[int, ...]]:
    """Every ``count`` distinct entries of ``ascending[start:]`` (positive, ascending) whose product is ``product``:
    the sorted two-pointer on products, the smallest ``count - 2`` fixed in turn around it.

    >>> list(sets_multiplying_to([1, 2, 3, 4, 6, 9, 12, 18, 36], 3, 216))[:3]
    [(1, 6, 36), (1, 12, 18), (2, 3, 36)]
    """
    if count == 2:
        yield from _pairs(ascending, product, start, operator.mul)
        return
    if count == 1:
        if product in ascending[start:]:
            yield (product,)
        return
    if count < 1:
        return
    for i in range(start, len(ascending) - count + 1):
        smallest = ascending[i]
        if smallest**count > product:
            break  # the smallest ``count`` of what is left multiply past the product: none can fit any more
        if product % smallest == 0:
            for rest in sets_multiplying_to(ascending, count - 1, product // smallest, i + 1):
                yield (smallest, *rest)


def winning_set(numbers: Iterable[int], target: int = TARGET, count: int = 3) -> tuple[int, ...] | None:
    """The first ``count`` of ``numbers`` (ascending) that sum to ``target``, or None.

    >>> winning_set([8, 3, 1, 4]), winning_set([16, 1, 2, 15, 3], target=34, count=4)
    ((3, 4, 8), (1, 2, 15, 16))
    """
    return set_summing_to(sorted(set(numbers)), count, target)


def winning_triple(numbers: Iterable[int], target: int = TARGET) -> tuple[int, int, int] | None:
    """The smallest triple (ascending) among ``numbers`` that sums to ``target``, or None.

    >>> winning_triple([8, 3, 1, 4])
    (3, 4, 8)
    >>> winning_triple({1, 2, 3}) is None
    True
    """
    found = winning_set(numbers, target, 3)
    return None if found is None else (found[0], found[1], found[2])


def wins(numbers: Iterable[int], target: int = TARGET, count: int = 3) -> bool:
    """Whether ``count`` of ``numbers`` sum to ``target``.

    >>> wins([2, 6, 7]), wins([1, 2, 3, 4]), wins([1, 2, 3, 4], target=10, count=4)
    (True, False, True)
    """
    return winning_set(numbers, target, count) is not None


def completes(ascending: Sequence[int], pick: int, target: int = TARGET, count: int = 3) -> bool:
    """Whether ``pick`` with ``count - 1`` of the (sorted, distinct) numbers ``ascending`` makes ``target``.

    The incremental form of the check: only sets through the new number can be new wins.

    >>> completes([2, 4], 9), completes([2, 4], 1)
    (True, False)
    """
    return set_summing_to(ascending, count - 1, target - pick) is not None


def winning_picks(numbers: Iterable[int], free: Iterable[int], target: int = TARGET, count: int = 3) -> list[int]:
    """The free numbers that would complete a set for a player holding ``numbers``, ascending.

    >>> winning_picks({5, 8}, {1, 2, 3, 4, 6, 7})
    [2]
    """
    ascending = sorted(numbers)
    return sorted(n for n in free if completes(ascending, n, target, count))
