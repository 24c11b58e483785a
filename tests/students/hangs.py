"""A learner's program that never answers once X holds two numbers: a loop that forgets to end."""

from __future__ import annotations

from luoshu.rules import Position


def choose(position: Position) -> int:
    while len(position.x) >= 2:
        pass
    return min(position.free)
