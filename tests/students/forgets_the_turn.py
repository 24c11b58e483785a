"""A learner's minimax that forgets whose turn it is: every position is scored for X, and the best for X chosen
whoever is to move. (Right as X; as O it helps X.)"""

from __future__ import annotations

from functools import cache

from luoshu.rules import Position


@cache
def for_x(position: Position) -> int:
    if position.is_over:
        return {None: 0, "X": 10 - position.pick_count, "O": position.pick_count - 10}[position.winner]
    scores = [for_x(position.play(n)) for n in sorted(position.free)]
    return max(scores) if position.to_move == "X" else min(scores)


def choose(position: Position) -> int:
    return max(sorted(position.free), key=lambda n: for_x(position.play(n)))
