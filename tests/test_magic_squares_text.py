"""``luoshu explore squares`` as a terminal shows it, in every language: the eight magic squares of order 3 in two
rows of four whose boards line up column for column (a label wider than its board widens its column in both rows),
within 80 columns, each board a magic square of its own found here by brute force."""

from __future__ import annotations

from itertools import permutations

import pytest
from running import run
from wcwidth import wcswidth


def magic_squares() -> set[tuple[int, ...]]:
    """Every arrangement of 1-9 on a 3x3 grid whose rows, columns and diagonals all sum to 15."""
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    return {p for p in permutations(range(1, 10)) if all(p[a] + p[b] + p[c] == 15 for a, b, c in lines)}


def columns_of(line: str, mark: str) -> list[int]:
    """The display columns where ``mark`` starts in ``line`` (a Chinese character before it takes two)."""
    found, at = [], line.find(mark)
    while at >= 0:
        found.append(wcswidth(line[:at]))
        at = line.find(mark, at + len(mark))
    return found


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_the_two_rows_of_squares_line_up_within_80_columns(language: str) -> None:
    said = run("explore", "squares", "--lang", language)
    assert said.exit_code == 0, said.output
    lines = said.output.splitlines()
    assert max(map(wcswidth, lines)) <= 80
    rules = [i for i, line in enumerate(lines) if "---+---+---" in line]
    assert len(rules) == 4  # two rules under each row's first and second lines of numbers
    first, second = columns_of(lines[rules[0]], "---+---+---"), columns_of(lines[rules[2]], "---+---+---")
    assert len(first) == len(second) == 4
    assert first == second  # the fourth board of the second row stands under the fourth of the first
    boards = []
    for top in (rules[0] - 1, rules[2] - 1):
        rows = [lines[top], lines[top + 2], lines[top + 4]]
        for start in first:
            cells = [row[start : start + 11] for row in rows]
            boards.append(tuple(int(cell) for row in cells for cell in row.split("|")))
    assert set(boards) == magic_squares()
    assert len(boards) == 8
