"""Text wrapped as a terminal shows it: lines measured in display columns (``views.widths``), broken between
Chinese characters too (Chinese sets no spaces between words), never before a closing mark nor after an opening
one. Apart from ``views.widths`` so that what only measures does not load ``textwrap``.

>>> print(fill("凑十五就是井字棋。", 10, "> "))
> 凑十五就
是井字棋。
"""

from __future__ import annotations

import itertools
import textwrap

from .widths import width

__all__ = ["WideWrapper", "fill", "joined"]


NO_LINE_START = frozenset("，。、；：！？）」』”’》〉】,.;:!?)]}")
"""What may not begin a line (closing marks and punctuation): it stays with the character before it."""
NO_LINE_END = frozenset("（「『“‘《〈【([{")
"""What may not end a line (opening marks): it stays with the character after it."""


class WideWrapper(textwrap.TextWrapper):
    """``textwrap``'s wrapper measuring in display columns (``views.widths``), that may break a line between two
    Chinese characters (Chinese has no spaces to break at), never before a closing mark nor after an opening one.
    Text without wide characters wraps exactly as ``textwrap`` (and click) wrap it.

    >>> WideWrapper(12).wrap("两人轮流取数，先凑成十五的赢。")  # 12 columns: six characters, or five and a comma
    ['两人轮流取', '数，先凑成十', '五的赢。']
    """

    def _split(self, text: str) -> list[str]:
        return [piece for chunk in super()._split(text) for piece in _breakable(chunk)]

    def _wrap_chunks(self, chunks: list[str]) -> list[str]:
        # textwrap's own loop (without max_lines, which click does not use), measuring with width() not len().
        lines: list[str] = []
        chunks.reverse()
        while chunks:
            indent = self.subsequent_indent if lines else self.initial_indent
            room = self.width - width(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            line: list[str] = []
            used = 0
            while chunks and used + width(chunks[-1]) <= room:
                used += width(chunks[-1])
                line.append(chunks.pop())
            if chunks and width(chunks[-1]) > room:
                # A word longer than a line: as much of it as fits (a whole character at least), or all of it
                # alone on a line where break_long_words is off.
                word = chunks[-1]
                if self.break_long_words:
                    cut = 0
                    while cut < len(word) and (cut == 0 or width(word[: cut + 1]) <= max(room - used, 1)):
                        cut += 1
                    line.append(word[:cut])
                    chunks[-1] = word[cut:]
                elif not line:
                    line.append(chunks.pop())
            if self.drop_whitespace and line and line[-1].strip() == "":
                del line[-1]
            if line:
                lines.append(indent + "".join(line))
        return lines


def _breakable(chunk: str) -> list[str]:
    """``chunk`` cut where a line may break inside it: beside a wide (Chinese) character, unless a closing mark
    follows or an opening mark precedes. A chunk with no wide character stays whole.

    >>> _breakable("取数，先（luoshu"), _breakable("A1-C3")
    (['取', '数，', '先', '（luoshu'], ['A1-C3'])
    """
    if chunk.isascii():
        return [chunk]
    pieces = [chunk[0]]
    for before, character in itertools.pairwise(chunk):
        wide = width(before) == 2 or width(character) == 2
        if wide and character not in NO_LINE_START and before not in NO_LINE_END:
            pieces.append(character)
        else:
            pieces[-1] += character
    return pieces


def joined(lines: list[str]) -> str:
    """A paragraph's lines made one, as click makes them, with a space between two lines, but none where a line
    ends or begins with a Chinese character (Chinese sets no space between words).

    >>> joined(["Pick", "Fifteen"]), joined(["凑十五", "就是井字棋"]), joined(["井字棋（luoshu play", "grid）"])
    ('Pick Fifteen', '凑十五就是井字棋', '井字棋（luoshu play grid）')
    """
    text = lines[0] if lines else ""
    for line in lines[1:]:
        glue = "" if width(text[-1:]) == 2 or width(line[:1]) == 2 else " "
        text += glue + line
    return text


def fill(text: str, columns: int, initial_indent: str = "", subsequent_indent: str = "") -> str:
    """``textwrap.fill`` measured in display columns, breaking between Chinese characters too.

    >>> print(fill("凑十五就是井字棋。", 10, "> "))
    > 凑十五就
    是井字棋。
    """
    return WideWrapper(columns, initial_indent=initial_indent, subsequent_indent=subsequent_indent).fill(text)
