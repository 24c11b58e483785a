"""What is said of a game's symmetries when they are too many to list.

>>> too_many("1 of 1-11 summing to 3", 1000)
'1 of 1-11 summing to 3 has more than 1,000 symmetries'
"""

from __future__ import annotations

from luoshu.words.language import _


def too_many(rules: str, most: int) -> str:
    """A game with more symmetries than ``most``."""
    return _("{rules} has more than {most:,} symmetries").format(rules=rules, most=most)
