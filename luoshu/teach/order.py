"""The order-n magic-square games: pick n of 1..n² summing to n(n²+1)/2.

For each order: how many n-subsets make the magic constant, how many of them are the lines of a magic square
built in the run, and (asked for) who wins the number game, computed in the run.

>>> facts = order_facts(3)
>>> facts.subsets, facts.lines, facts.isomorphic
(8, 8, True)
>>> order_facts(4).subsets, len(order_facts(4).line_sets)
(86, 10)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..rules import MAX_NUMBERS, Position, Rules
from ..search.solver import SearchBudgetError, Verdict, forget, positions_kept, value
from ..views.squares.magic import Square, construction, lines_of, magic_constant, magic_square
from ..words.lessons import order as said

__all__ = ["ORDER_BUDGET", "OrderFacts", "OrderValue", "order_facts", "order_value"]

ORDER_BUDGET = 2_000_000
"""How many positions ``order_value`` keeps at most before it stops: well under 1 GiB."""


class OrderFacts(NamedTuple):
    """For order n: do the n-subsets of 1..n² summing to the magic constant match a magic square's lines?"""

    order: int
    numbers: int
    target: int
    subsets: int
    lines: int
    isomorphic: bool
    square: Square | None  # a magic square of this order, built in the run (None for order 2: there is none)
    construction: str | None
    line_sets: list[tuple[int, ...]]  # the square's lines that are winning sets: all of them, in a magic square


def order_facts(order: int) -> OrderFacts:
    """Count the n-subsets of 1..n² summing to n(n²+1)/2, by dynamic programming over the numbers."""
    if order < 2:
        raise ValueError(said.order_too_small())
    numbers = order * order
    target = magic_constant(order)
    # ways[k][s]: how many k-subsets of the numbers seen so far sum to s.
    ways = [[0] * (target + 1) for _ in range(order + 1)]
    ways[0][0] = 1
    for n in range(1, numbers + 1):
        for k in range(min(n, order), 0, -1):
            below, row = ways[k - 1], ways[k]
            ways[k][n:] = [a + b for a, b in zip(row[n:], below, strict=False)]
    subsets = ways[order][target]
    lines = 2 * order + 2
    square = magic_square(order) if order != 2 else None
    line_sets = [line for line in lines_of(square).values() if sum(line) == target] if square else []
    kind = construction(order) if square else None
    return OrderFacts(order, numbers, target, subsets, lines, subsets == lines, square, kind, line_sets)


class OrderValue(NamedTuple):
    """The value of the order-n number game for the first player, or why it was not found."""

    order: int
    misere: bool
    verdict: Verdict | None
    positions: int  # how many positions the search kept
    reason: str | None  # why there is no verdict


def order_value(
    order: int,
    misere: bool = False,
    budget: int = ORDER_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> OrderValue:
    """Who wins the order-n number game from the empty board, and in how many plies, within ``budget``.

    >>> order_value(3).verdict, order_value(3, misere=True).verdict
    (Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9), Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9))
    """
    if order * order > MAX_NUMBERS:
        reason = said.not_searched(order, order * order, MAX_NUMBERS)
        return OrderValue(order, misere, None, 0, reason)
    rules = Rules.order(order, misere)
    try:
        verdict = value(Position(rules=rules), budget=budget, progress=progress)
    except SearchBudgetError as error:
        kept = positions_kept(rules)
        forget(rules)  # let the memory go
        return OrderValue(order, misere, None, kept, str(error))
    return OrderValue(order, misere, verdict, positions_kept(rules), None)
