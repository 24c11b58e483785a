"""An independent tic-tac-toe on cells, for checking luoshu against.

Nothing here imports luoshu: lines are found from the 3x3 layout by index arithmetic, a board is a pair
of cell bitmasks, and a plain memoised minimax solves it.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

ROWS = [[(r, c) for c in range(3)] for r in range(3)]
COLUMNS = [[(r, c) for r in range(3)] for c in range(3)]
DIAGONALS = [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]
LINES: list[list[tuple[int, int]]] = ROWS + COLUMNS + DIAGONALS

LINE_MASKS = [sum(1 << (3 * r + c) for r, c in line) for line in LINES]
FULL = (1 << 9) - 1


def has_line(mask: int) -> bool:
    return any(mask & line == line for line in LINE_MASKS)


def to_move(x: int, o: int) -> str:
    return "X" if x.bit_count() == o.bit_count() else "O"


def reachable() -> Iterator[tuple[int, int]]:
    """Every board a game of tic-tac-toe can reach, as (x mask, o mask)."""
    seen = {(0, 0)}
    frontier = [(0, 0)]
    while frontier:
        x, o = frontier.pop()
        yield x, o
        if has_line(x) or has_line(o):
            continue
        for cell in range(9):
            bit = 1 << cell
            if (x | o) & bit:
                continue
            child = (x | bit, o) if to_move(x, o) == "X" else (x, o | bit)
            if child not in seen:
                seen.add(child)
                frontier.append(child)


@cache
def minimax(mine: int, theirs: int) -> tuple[int, int]:
    """(value, plies) for the player to move holding ``mine``: value 1 win, 0 draw, -1 loss.

    Faster wins and slower losses are better.
    """
    if has_line(theirs):
        return -1, 0
    if mine | theirs == FULL:
        return 0, 0
    best: tuple[int, int] | None = None
    for cell in range(9):
        bit = 1 << cell
        if (mine | theirs) & bit:
            continue
        value, plies = minimax(theirs, mine | bit)
        candidate = (-value, plies + 1)
        if best is None or rank(candidate) > rank(best):
            best = candidate
    assert best is not None
    return best


def rank(verdict: tuple[int, int]) -> tuple[int, int]:
    value, plies = verdict
    return (value, -plies) if value == 1 else (value, plies) if value == -1 else (0, 0)


def cells_to_numbers(mask: int, square: list[list[int]]) -> frozenset[int]:
    return frozenset(square[cell // 3][cell % 3] for cell in range(9) if mask >> cell & 1)
