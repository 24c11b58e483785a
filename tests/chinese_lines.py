"""What a Chinese reader sees wrong in text broken into lines, for the tests of what luoshu prints: a line that
breaks inside a short run of Chinese characters (个节 / 点), a formula's operator at a line's edge (输记深度 − / 10),
a number apart from its measure word, 第 apart from its number, a Latin word set in Chinese broken at its hyphen
(alpha- / beta), a title in 《》 broken. Worked out from the text alone (runs of Chinese characters, operators
standing alone between spaces), never by luoshu's own rules; widths by Unicode's East Asian Width.

A run of Chinese characters may break only where it is wider than a third of the line: a shorter one goes whole
onto the next line.
"""

from __future__ import annotations

import functools
import re
import unicodedata

OPERATORS = "\u2212+\u00d7=\u2265\u2264"
"""A formula's operators: − + × = ≥ ≤."""


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal, by Unicode's East Asian Width."""
    return sum(map(_columns_of, text))


@functools.cache
def _columns_of(character: str) -> int:
    """One character's columns (a text's are summed over thousands of lines: each character looked up once)."""
    return 2 if unicodedata.east_asian_width(character) in "WF" else 0 if unicodedata.combining(character) else 1


def han(character: str) -> bool:
    """A Chinese character (not a mark, a letter or a digit)."""
    return "\u4e00" <= character <= "\u9fff" or "\u3400" <= character <= "\u4dbf"


def run_around(text: str, at: int) -> str:
    """The run of Chinese characters of ``text`` that holds the characters at ``at - 1`` and ``at``."""
    start, end = at - 1, at
    while start > 0 and han(text[start - 1]):
        start -= 1
    while end < len(text) and han(text[end]):
        end += 1
    return text[start:end]


def breaks(text: str, lines: list[str]) -> list[tuple[int, int]]:
    """Where ``text`` was broken into ``lines``: for each break, the index in ``text`` where the line before it
    ends and where the next one begins (past the spaces dropped between them)."""
    found = []
    at = 0
    for number, line in enumerate(lines):
        body = line.strip(" ")
        while text[at] == " ":
            at += 1
        assert text.startswith(body, at), (text[at:], body)
        at += len(body)
        if number < len(lines) - 1:
            end = at
            while text[at] == " ":
                at += 1
            found.append((end, at))
    assert text[at:].strip() == ""
    return found


def problems(text: str, lines: list[str], width: int) -> list[str]:
    """What is wrong with ``text`` broken into ``lines`` of ``width`` columns, as a Chinese reader sees it."""
    wrong = [f"wider than {width}: {line}" for line in lines if columns(line) > width]
    for end, start in breaks(text, lines):
        before, after = text[:end], text[start:]
        shown = f"{before[-12:]}|{after[:12]}"
        if end == start and han(before[-1]) and han(after[0]):
            run = run_around(text, end)
            if columns(run) <= width / 3:
                wrong.append(f"inside a run of {columns(run)} columns: {shown}")
        if start > end and re.search(f"(^|[^\\w])[{OPERATORS}]$", before):
            wrong.append(f"a line ends with an operator: {shown}")
        if start > end and re.match(f"[{OPERATORS}]( |$)", after) and re.search(r"[\\w)）]$", before):
            wrong.append(f"a line begins with an operator: {shown}")
        if start > end and re.search(r"\d$", before) and han(after[0]):
            wrong.append(f"a number apart from its measure word: {shown}")
        if before.endswith("第") and after[:1].isdigit():
            wrong.append(f"第 apart from its number: {shown}")
        if re.search(r"[A-Za-z]-$", before) and end == start and any(map(han, text)):  # English breaks there
            wrong.append(f"a Latin word broken at its hyphen: {shown}")
    for title in re.finditer("《[^《》]*》", text):
        if columns(title.group()) <= width - 4 and not any(title.group() in line for line in lines):
            wrong.append(f"a title broken: {title.group()}")
    return wrong


def problems_seen(lines: list[str], width: int) -> list[str]:
    """What is wrong with consecutive ``lines`` of one paragraph ``width`` columns wide, each the next part of the
    last, judged without the text they were broken from: which holds no space between two Chinese characters
    (luoshu's catalogues never set one), so that a break between two of them is a break inside a run.

    >>> problems_seen(["下面搜索了 6,899 个节", "点"], 30), problems_seen(["赢记", "10 − 深度"], 12)
    (['inside a run of 6 columns: 搜索了 6,899 个节|点'], [])
    """
    parts = [line.strip(" ") for line in lines]
    text = parts[0] if parts else ""
    for part in parts[1:]:
        glued = (han(text[-1:] or " ") and han(part[:1] or " ")) or re.search("[A-Za-z]-$", text)
        text += ("" if glued else " ") + part
    return problems(text, parts, width)
