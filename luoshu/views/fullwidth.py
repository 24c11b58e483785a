"""What a Chinese input method types, read as luoshu's readers read: full-width digits and letters (``５``,
``Ｂ２``) become ASCII, the ideographic space a space, and the Chinese punctuation typed between moves (``，``,
``、``, ``；``, ``：``, ``。``) a comma, which every reader of moves, cells, records and numbers already takes as a
separator.

>>> narrowed("Ｂ２，Ａ３、Ｃ１")
'B2,A3,C1'
>>> narrowed("５　２；８。")
'5 2,8,'

Only the width of what was typed changes: a Chinese word (a word game's item, a command such as 提示) stays as
it is, and so does a character with no narrow form.
"""

from __future__ import annotations

__all__ = ["SEPARATORS", "narrowed"]

SEPARATORS = "，、；：。､｡"
"""The Chinese punctuation read as a separator between moves: the full-width comma, semicolon and colon, the
ideographic comma (、, which lists things) and full stop, and the half-width forms of those two."""

_FULL_WIDTH = range(0xFF01, 0xFF5F)  # ！ to ～: the full-width forms of ASCII's printable characters
_NARROW = {
    **{code: code - 0xFEE0 for code in _FULL_WIDTH},
    0x3000: ord(" "),  # the ideographic space
    **{ord(mark): ord(",") for mark in SEPARATORS},
}


def narrowed(text: str) -> str:
    """``text`` with full-width forms in ASCII, the ideographic space a space, and Chinese separators commas.

    >>> narrowed("ｂ２ ｃ３"), narrowed("１５"), narrowed("提示"), narrowed("B2 A1")
    ('b2 c3', '15', '提示', 'B2 A1')
    """
    return text.translate(_NARROW)
