"""A learner's program that writes its thoughts where luoshu reads its answers (straight to the output it answers
on, past the print that luoshu keeps apart)."""

from __future__ import annotations

import os

from luoshu.rules import Position


def choose(position: Position) -> int:
    os.write(1, b"thinking... I like 5\n")
    return min(position.free)
