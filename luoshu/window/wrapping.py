"""Chinese text broken into lines that fit the window, as Chinese is set: a line may break between any two
characters, not only at spaces, but never before closing punctuation (，。：；！？）」…) nor after opening (（「…);
a run of Latin letters or digits (``A1-C3``, ``Ctrl+Z``, ``15``) is kept whole.

Tk wraps a label's text at spaces alone, which in Chinese, written without them, gives ragged lines broken at the
few spaces around a number or a cell, and may start a line with a colon. So a Chinese text is broken here, each
line measured by ``fits`` (the window's font, in pixels), and shown with its breaks. A paragraph without a wide
character is left to Tk, as it was.

>>> print(wrap("轮到你了（X）。还可以选：1 2 3", lambda line: len(line) <= 6))
轮到你了
（X）。还可
以选：1 2
3
>>> wrap("Your turn (X). Free: 1 2 3", lambda line: len(line) <= 6)
'Your turn (X). Free: 1 2 3'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from ..views.wrapping import KEPT_SPACE  # a space no line breaks at, here or in Tk (which breaks at ASCII spaces)

__all__ = ["CLOSING", "OPENING", "wrap"]

CLOSING = frozenset("，。、：；！？）」』”’》〉】…,.:;!?)]")
"""Punctuation that closes: it stays at the end of the line with what it closes, never begins one."""

OPENING = frozenset("（「『“‘《〈【([")
"""Punctuation that opens: it stays at the start of a line with what it opens, never ends one."""


_SIGN = re.compile("(?<!\\w)[+=\u2212] \\S+(?: \\S+)?(?=[,，、])")
"""A hint's sign and the words it marks, up to a comma (``+ a win``, ``= a draw``, ``\u2212 a loss``)."""


def _wide(character: str) -> bool:
    """A character that takes two columns: a Chinese character or full-width punctuation."""
    return unicodedata.east_asian_width(character) in ("W", "F")


def _units(paragraph: str) -> list[tuple[str, bool]]:
    """The paragraph's unbreakable pieces, each with whether a space came before it: a wide character, or a run of
    narrow ones, with closing punctuation held to what comes before and opening punctuation to what comes after.

    >>> _units("取 5（B2）。")
    [('取', False), ('5', True), ('（B2）。', False)]
    """
    atoms: list[list[str | bool]] = []
    spaced, word = False, ""
    for character in paragraph + " ":
        if (character.isspace() and character != KEPT_SPACE) or _wide(character):
            if word:
                atoms.append([word, spaced])
                spaced, word = False, ""
            if character.isspace():
                spaced = True
            else:
                atoms.append([character, spaced])
                spaced = False
        else:
            word += character
    units: list[tuple[str, bool]] = []
    for text, space in ((str(t), bool(s)) for t, s in atoms):
        held = units and not space and (text[0] in CLOSING or units[-1][0][-1] in OPENING | {KEPT_SPACE})
        if held:
            before, before_space = units.pop()
            units.append((before + text, before_space))
        else:
            units.append((text, space))
    return units


def _lines(paragraph: str, fits: Callable[[str], bool]) -> list[str]:
    """The paragraph filled into lines that fit, greedily; a piece too wide for any line has one of its own."""
    lines: list[str] = []
    line = ""
    for text, space in _units(paragraph):
        longer = line + (" " if space and line else "") + text
        if line and not fits(longer):
            lines.append(line)
            line = text
        else:
            line = longer
    return [*lines, line]


def wrap(text: str, fits: Callable[[str], bool]) -> str:
    """``text`` with its Chinese paragraphs (its lines that hold a wide character) broken into lines that ``fits``
    says fit; any other line as it is (Tk wraps it at its spaces). A hint's sign keeps to the word it marks, with
    a space no line breaks at (nor Tk's).

    >>> print(wrap("凑十五：X 是你。\\n\\nPress F1.", lambda line: len(line) <= 4))
    凑十五：
    X 是
    你。
    <BLANKLINE>
    Press F1.
    >>> wrap("提示：+ 是赢，\u2212 是输，", lambda line: len(line) <= 5).split("\\n")
    ['提示：', '+\xa0是赢，', '\u2212\xa0是输，']
    >>> wrap("Hints: + a win, = a draw.", lambda line: True)
    'Hints: +\xa0a\xa0win, = a draw.'
    """
    text = _SIGN.sub(lambda found: found.group().replace(" ", KEPT_SPACE), text)  # for Tk's wrapping too
    return "\n".join("\n".join(_lines(line, fits)) if any(map(_wide, line)) else line for line in text.split("\n"))
