"""Text measured as a terminal shows it: in display columns, where a Chinese character takes two columns and a
combining accent none (``wcwidth`` knows each character's width), so that boards and tables line up in every
language. ``len`` counts characters, which is the same only for plain ASCII.

>>> len("井字棋"), width("井字棋")
(3, 6)
>>> "|" + ljust("洛书", 6) + "|" + rjust("15", 4) + "|" + center("幻方", 8) + "|"
'|洛书  |  15|  幻方  |'

Plain printable ASCII, all of luoshu's English, is measured by ``len`` without loading ``wcwidth`` at all, so
that English start-up pays nothing for it. Each function measures one line (no newline in ``text``).
"""

from __future__ import annotations

import itertools
import textwrap
from collections.abc import Collection, Sequence

__all__ = ["WideWrapper", "center", "fill", "joined", "ljust", "rjust", "table", "width"]


def width(text: str) -> int:
    """The columns ``text`` takes on a terminal: two for each wide (East Asian) character, none for a combining
    mark, one for the rest.

    >>> width("B2"), width("Ｂ２"), width("中文 ok"), width("e\\u0301"), width("井\\t")
    (2, 4, 7, 1, 2)
    """
    if text.isascii() and text.isprintable():
        return len(text)
    from wcwidth import wcswidth, wcwidth  # only where there is more than ASCII to measure

    found = int(wcswidth(text))
    # wcswidth gives -1 where a control character (a tab, an escape) has no width of its own: count those as none.
    return found if found >= 0 else sum(max(0, int(wcwidth(character))) for character in text)


def ljust(text: str, columns: int, fill: str = " ") -> str:
    """``text`` padded on the right with ``fill`` to ``columns`` display columns (as it is where it is wider).

    >>> ljust("三", 4, ".")
    '三..'
    """
    return text + fill * max(0, columns - width(text))


def rjust(text: str, columns: int, fill: str = " ") -> str:
    """``text`` padded on the left to ``columns`` display columns.

    >>> rjust("五", 5)
    '   五'
    """
    return fill * max(0, columns - width(text)) + text


def center(text: str, columns: int, fill: str = " ") -> str:
    """``text`` centred in ``columns`` display columns, an odd column of padding on the right.

    >>> center("X", 4, "."), center("井", 5, ".")
    ('.X..', '.井..')
    """
    room = max(0, columns - width(text))
    return fill * (room // 2) + text + fill * (room - room // 2)


def table(rows: Sequence[Sequence[str]], right: Collection[int] = (), gap: int = 2) -> list[str]:
    """``rows`` of cells as lines of a table: each column as wide as its widest cell, in display columns, its cells
    left-aligned (or right-aligned where the column's index is in ``right``), ``gap`` spaces between columns and
    none at the end of a line. A row may have fewer cells than others.

    >>> print("\\n".join(table([["编号", "类型"], ["1.2-7.9", "win"], ["2-", "defence"]], right={1})))
    编号        类型
    1.2-7.9      win
    2-       defence
    """
    count = max((len(row) for row in rows), default=0)
    columns = [max((width(row[i]) for row in rows if i < len(row)), default=0) for i in range(count)]
    padded = (
        [rjust(cell, columns[i]) if i in right else ljust(cell, columns[i]) for i, cell in enumerate(row)]
        for row in rows
    )
    return [(" " * gap).join(cells).rstrip() for cells in padded]


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
