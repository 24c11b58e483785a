"""A learner's alpha-beta with a slip: the child's window is passed on as it is, not negated and swapped, so it
cuts off moves it had to look at. It counts its nodes."""

from __future__ import annotations

import math

from luoshu.rules import Position

nodes = 0


def score(position: Position, alpha: float, beta: float) -> float:
    global nodes
    nodes += 1
    if position.is_over:
        if position.winner is None:
            return 0
        sooner = 10 - position.pick_count
        return sooner if position.winner == position.to_move else -sooner
    best = -math.inf
    for n in sorted(position.free):
        best = max(best, -score(position.play(n), alpha, beta))  # the slip: (-beta, -alpha) is right
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def choose(position: Position) -> int:
    global nodes
    nodes = 0
    best, chosen = -math.inf, min(position.free)
    for n in sorted(position.free):
        got = -score(position.play(n), -math.inf, -best)
        if got > best:
            best, chosen = got, n
    return chosen
