"""What the census of a game tree says when it will not count: a game too big to walk position by position.

>>> too_big(12, 13)
'counting the whole tree is practical for up to 12 numbers, not 13'
"""

from __future__ import annotations

from luoshu.words.language import _


def too_big(largest: int, numbers: int) -> str:
    """A game of more numbers than the whole tree can be counted for."""
    return _("counting the whole tree is practical for up to {largest} numbers, not {numbers}").format(
        largest=largest, numbers=numbers
    )
