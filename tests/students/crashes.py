"""A learner's program that crashes once the centre is taken: it looks 5 up among the free numbers."""

from __future__ import annotations

from luoshu.rules import Position


def choose(position: Position) -> int:
    free = sorted(position.free)
    return free[free.index(5)]
