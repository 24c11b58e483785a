"""A learner's minimax, right: depth scores (a win sooner is worth more), each position's score remembered, and
the positions it scores counted in ``nodes``, which luoshu reads after each choice."""

from __future__ import annotations

from functools import cache

from luoshu.rules import Position

nodes = 0


@cache
def score(position: Position) -> int:
    """What ``position`` is worth to the player to move: 10 less the picks to a win, 0 for a draw."""
    global nodes
    nodes += 1
    if position.is_over:
        if position.winner is None:
            return 0
        sooner = 10 - position.pick_count  # a game won in fewer picks is worth more
        return sooner if position.winner == position.to_move else -sooner
    return max(-score(position.play(n)) for n in sorted(position.free))


def choose(position: Position) -> int:
    global nodes
    nodes = 0
    return max(sorted(position.free), key=lambda n: -score(position.play(n)))
