"""A student's perfect player written from scratch as a ``python:`` player's file: minimax over the picks, knowing
nothing of luoshu, for the tests that grade and play it."""

from __future__ import annotations

import textwrap

PERFECT = textwrap.dedent(
    """
    from functools import cache
    from itertools import combinations

    def won(held):
        return any(sum(c) == 15 for c in combinations(held, 3))

    def key(verdict):
        # Better for the mover is larger: any win (the sooner the better), any draw, any loss (the later the better).
        outcome, plies = verdict
        return (outcome, -plies if outcome == 2 else plies)

    @cache
    def value(x, o):
        # For the player to move: (2 win, 1 draw or 0 loss, the plies left to the end under perfect play).
        last = o if len(x) == len(o) else x
        if won(last):
            return (0, 0)
        if len(x) + len(o) == 9:
            return (1, 0)
        return max((after(x, o, n) for n in range(1, 10) if n not in x + o), key=key)

    def after(x, o, n):
        child = (tuple(sorted(x + (n,))), o) if len(x) == len(o) else (x, tuple(sorted(o + (n,))))
        outcome, plies = value(*child)
        return (2 - outcome, plies + 1)

    def choose(position):
        x, o = tuple(sorted(position.x)), tuple(sorted(position.o))
        free = [n for n in range(1, 10) if n not in x + o]
        best = max((after(x, o, n) for n in free), key=key)
        return min(n for n in free if after(x, o, n) == best)
    """
)
