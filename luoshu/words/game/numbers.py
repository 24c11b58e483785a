"""Small counts in words: "three", "nine"; a larger count stays in digits.

>>> number_word(3), number_word(0), number_word(12)
('three', 'no', '12')
"""

from __future__ import annotations

from luoshu.words.language import N_, _

WORDS: tuple[str, ...] = (
    N_("no"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
)
"""The counts 0 to 10 in words, translated where they are said."""


def number_word(count: int) -> str:
    """A small count in words, a larger one (or a negative one) in digits."""
    return _(WORDS[count]) if 0 <= count < len(WORDS) else str(count)
