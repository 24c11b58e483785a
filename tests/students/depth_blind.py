"""A learner's minimax blind to depth: a win is +1 and a loss -1 however far off, so any winning pick will do, the
slowest included."""

from __future__ import annotations

from functools import cache

from luoshu.rules import Position


@cache
def score(position: Position) -> int:
    if position.is_over:
        return 0 if position.winner is None else 1 if position.winner == position.to_move else -1
    return max(-score(position.play(n)) for n in sorted(position.free))


def choose(position: Position) -> int:
    return max(sorted(position.free), key=lambda n: -score(position.play(n)))
