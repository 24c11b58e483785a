"""Why order 3 is special: for an n x n magic square, are the n-subsets of 1..n² that sum to the magic
constant its lines?

>>> order_facts(3).subsets, order_facts(3).lines, order_facts(4).subsets
(8, 8, 86)
"""

from __future__ import annotations

from typing import NamedTuple


class OrderFacts(NamedTuple):
    """For an N x N magic square: do the N-subsets of 1..N^2 summing to the magic constant match its lines?"""

    order: int
    numbers: int
    target: int
    subsets: int
    lines: int
    isomorphic: bool


def order_facts(order: int) -> OrderFacts:
    """Count the N-subsets of 1..N^2 that sum to N(N^2+1)/2, by dynamic programming over the numbers."""
    if order < 2:
        raise ValueError("the order must be 2 or more")
    numbers = order * order
    target = order * (numbers + 1) // 2
    # ways[k][s]: how many k-subsets of the numbers seen so far sum to s.
    ways = [[0] * (target + 1) for _ in range(order + 1)]
    ways[0][0] = 1
    for n in range(1, numbers + 1):
        for k in range(min(n, order), 0, -1):
            below, row = ways[k - 1], ways[k]
            ways[k][n:] = [a + b for a, b in zip(row[n:], below, strict=False)]
    subsets = ways[order][target]
    lines = 2 * order + 2
    return OrderFacts(order, numbers, target, subsets, lines, subsets == lines)
