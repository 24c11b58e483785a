"""Text measured as a terminal shows it: in display columns, where a Chinese character takes two columns and a
combining accent none (``wcwidth`` knows each character's width), so that boards and tables line up in every
language. ``len`` counts characters, which is the same only for plain ASCII.

>>> len("井字棋"), width("井字棋")
(3, 6)
>>> "|" + ljust("洛书", 6) + "|" + rjust("15", 4) + "|" + center("幻方", 8) + "|"
'|洛书  |  15|  幻方  |'

A terminal's colour codes (``click.style``'s escape sequences) take no columns: text is measured as it is shown,
coloured or not, so that a board lines up however its marks are coloured.

>>> coloured = "\x1b[31m\x1b[1mX\x1b[0m"
>>> width(coloured), ljust(coloured, 3).endswith("\x1b[0m  ")
(1, True)

Plain printable ASCII, all of luoshu's English, is measured by ``len`` without loading ``wcwidth`` at all, so
that English start-up pays nothing for it. Each function measures one line (no newline in ``text``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

__all__ = ["center", "ljust", "rjust", "table", "width", "without_escapes"]

ESCAPE = "\x1b"
"""What begins a terminal's escape sequence (a colour, a cursor's move): nothing a person reads."""


@lru_cache(maxsize=1 << 16)  # a table or a tree measures the same cells and names again and again
def width(text: str) -> int:
    """The columns ``text`` takes on a terminal: two for each wide (East Asian) character, none for a combining
    mark, one for the rest.

    >>> width("B2"), width("Ｂ２"), width("中文 ok"), width("e\\u0301"), width("井\\t")
    (2, 4, 7, 1, 2)
    """
    if ESCAPE in text:
        text = without_escapes(text)
    if text.isascii() and text.isprintable():
        return len(text)
    from wcwidth import wcswidth, wcwidth  # only where there is more than ASCII to measure

    found = int(wcswidth(text))
    # wcswidth gives -1 where a control character (a tab, an escape) has no width of its own: count those as none.
    return found if found >= 0 else sum(max(0, int(wcwidth(character))) for character in text)


def without_escapes(text: str) -> str:
    """``text`` as a terminal shows it, without its escape sequences: control sequences (``ESC [`` ... a final
    letter: colours, bold, underline) and two-character escapes.

    >>> without_escapes("\\x1b[34;1mO\\x1b[0m \\x1b[4m井\\x1b[24m")
    'O 井'
    """
    if ESCAPE not in text:
        return text
    import re  # only where there is an escape to take out

    return re.sub(r"\x1b(\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])", "", text)


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
