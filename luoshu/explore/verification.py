"""The isomorphism checked on every reachable position: sums against lines, the solver against a line search.

>>> all(not check.disagreements for check in verify())
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from ..grid import LINES, LUO_SHU, row_and_column
from ..rules import reachable_positions, wins
from ..solver import Outcome, Verdict, solve
from .squares import Square, magic_squares


class Check(NamedTuple):
    """One claim checked exhaustively: what, how many cases, and any that disagreed."""

    claim: str
    cases: int
    disagreements: list[str]


def _cell_bits(square: Square) -> dict[int, int]:
    """Each number's cell in ``square`` as a bit: bit 3r+c for row r, column c."""
    return {square[r][c]: 1 << (3 * r + c) for r in range(3) for c in range(3)}


def _line_bits() -> list[int]:
    """The grid's named lines as bitmasks of their cells."""
    return [sum(1 << (3 * row + column) for row, column in map(row_and_column, cells)) for cells in LINES.values()]


def _on_a_line(mask: int, lines: Sequence[int]) -> bool:
    return any(mask & line == line for line in lines)


def verify() -> list[Check]:
    """Check the isomorphism on every reachable position: sums against lines, solver against a line search."""
    positions = reachable_positions()
    holdings = {numbers for p in positions for numbers in (p.x, p.o)}
    by_sums = {numbers: wins(numbers) for numbers in holdings}
    lines = _line_bits()
    on_a_line = [_on_a_line(cells, lines) for cells in range(512)]
    checks = []
    for name, square in magic_squares():
        bit = _cell_bits(square)
        # A player's win depends on their numbers alone: check each set once, then every position by it.
        disagree = {n for n in holdings if by_sums[n] != on_a_line[sum(bit[k] for k in n)]}
        wrong = [
            f"{player} holding {sorted(numbers)} in {p} under {name}"
            for p in (positions if disagree else ())
            for player, numbers in (("X", p.x), ("O", p.o))
            if numbers in disagree
        ]
        checks.append(Check(f"win by sums = three in a line, {name} square", 2 * len(positions), wrong))
    bit = _cell_bits(LUO_SHU)
    cells = {numbers: sum(bit[n] for n in numbers) for numbers in holdings}
    search = _line_search(on_a_line)
    wrong = []
    for position in positions:
        mine, theirs = (position.x, position.o) if position.to_move == "X" else (position.o, position.x)
        expected = search(cells[mine], cells[theirs])
        found = solve(position)
        if found != expected:
            wrong.append(f"{position}: solver {found}, line search {expected}")
    checks.append(Check("solver verdict = line-based search on the Luo Shu grid", len(positions), wrong))
    return checks


def _line_search(on_a_line: Sequence[bool]) -> Callable[[int, int], Verdict]:
    """A plain memoised minimax over grid cells, knowing only the lines: for checking the solver.

    It shares nothing with the solver. A result is 20 - p for a win in p plies, p - 20 for a loss in p,
    0 for a draw (whose plies are the empty cells): bigger is better for the player to move.
    """
    # on_a_line[cells]: do these cells hold a line. empty[taken]: the cells left beside them.
    empty = [[1 << cell for cell in range(9) if not taken >> cell & 1] for taken in range(512)]

    @cache
    def search(mine: int, theirs: int) -> int:
        if on_a_line[theirs]:
            return -20
        best = -20 if mine | theirs != 0o777 else 0
        for cell in empty[mine | theirs]:
            reply = search(theirs, mine | cell)
            result = -reply - 1 if reply < 0 else 1 - reply if reply > 0 else 0
            best = max(best, result)
        return best

    @cache
    def as_verdict(result: int, empty_cells: int) -> Verdict:
        if result > 0:
            return Verdict(Outcome.WIN, 20 - result)
        if result < 0:
            return Verdict(Outcome.LOSS, result + 20)
        return Verdict(Outcome.DRAW, empty_cells)

    return lambda mine, theirs: as_verdict(search(mine, theirs), 9 - (mine | theirs).bit_count())
