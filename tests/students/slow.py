"""A learner's minimax, right, but slow: from the empty board it takes more than a second (its sleep stands in for
a whole search done afresh)."""

from __future__ import annotations

import time

import minimax

from luoshu.rules import Position

nodes = 0


def choose(position: Position) -> int:
    global nodes
    if not position.x and not position.o:
        time.sleep(1.2)
    pick = minimax.choose(position)
    nodes = minimax.nodes
    return pick
