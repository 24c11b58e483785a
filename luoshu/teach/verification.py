"""The isomorphism checked on every reachable position: sums against lines, the solver against a line search.

The line search knows only the grid: cells, and lines found from the 3x3 layout. It walks the game on the
grid by itself and solves it by itself, tic-tac-toe and misère tic-tac-toe; the solver is asked through its
module (so a broken solver shows here) for every position's verdict, every pick's verdict and every best pick.

>>> all(not check.disagreements for check in verify())
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from .. import rules as rules_module
from ..rules import Position, Rules
from ..search import solver
from ..search.solver import Outcome, Verdict
from ..views.squares.grid import LINES, LUO_SHU, row_and_column
from ..views.squares.magic import Square
from ..views.squares.motions import magic_squares

__all__ = ["Check", "verify"]


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


def _grid_walk(on_a_line: Sequence[bool]) -> set[tuple[int, int]]:
    """Every board a game on the grid reaches, as (X's cells, O's cells): the grid's own walk."""
    seen = {(0, 0)}
    frontier = [(0, 0)]
    while frontier:
        x, o = frontier.pop()
        if on_a_line[x] or on_a_line[o]:
            continue
        for cell in range(9):
            bit = 1 << cell
            if (x | o) & bit:
                continue
            child = (x | bit, o) if x.bit_count() == o.bit_count() else (x, o | bit)
            if child not in seen:
                seen.add(child)
                frontier.append(child)
    return seen


def verify() -> list[Check]:
    """Check the isomorphism and the solver on every reachable position, normal play and misère."""
    positions = rules_module.reachable_positions()
    holdings = {numbers for p in positions for numbers in (p.x, p.o)}
    by_sums = {numbers: rules_module.wins(numbers) for numbers in holdings}
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

    @cache
    def cells(numbers: frozenset[int]) -> int:
        return sum(bit[n] for n in numbers)

    walked = _grid_walk(on_a_line)
    listed = {(cells(p.x), cells(p.o)) for p in positions}
    missing = [f"the board X {x:09b} O {o:09b} is not listed" for x, o in sorted(walked - listed)]
    extra = [f"the board X {x:09b} O {o:09b} is listed but not reachable" for x, o in sorted(listed - walked)]
    checks.append(Check("the positions listed = the boards the grid walk reaches", len(walked), missing + extra))
    for misere in (False, True):
        game = Rules(misere=misere)
        checks.extend(_solver_checks([Position(p.x, p.o, game) for p in positions], cells, on_a_line, misere))
    return checks


def _solver_checks(
    positions: list[Position], cells: Callable[[frozenset[int]], int], on_a_line: Sequence[bool], misere: bool
) -> list[Check]:
    search = _line_search(on_a_line, misere)
    kind = "misère tic-tac-toe" if misere else "tic-tac-toe"
    verdicts, picks, best = [], [], []
    unfinished = [p for p in positions if not p.is_over]
    for position in positions:
        mine, theirs = position.sides
        expected = search(cells(mine), cells(theirs))
        found = solver.solve(position)
        if found != expected:
            verdicts.append(f"{position}: solver {found}, line search {expected}")
    for position in unfinished:
        mine, theirs = position.sides
        # A pick's verdict is the other player's verdict after it, seen one ply earlier.
        by_line = {n: search(cells(theirs), cells(mine | {n})).after_pick for n in sorted(position.free)}
        by_solver = solver.analyse(position)
        if by_solver != by_line:
            wrong = [n for n in by_line if by_solver.get(n) != by_line[n]]
            said = [str(by_solver.get(n)) for n in wrong]
            picks.append(f"{position}: picks {wrong}: solver {said}, line search {[str(by_line[n]) for n in wrong]}")
        top = max(by_line.values())
        expected_best = [n for n, verdict in by_line.items() if verdict == top]
        found_best = solver.best_moves(position)
        if found_best != expected_best:
            best.append(f"{position}: solver {found_best}, line search {expected_best}")
    return [
        Check(f"solver verdict = line search, {kind}", len(positions), verdicts),
        Check(f"every pick's verdict = line search, {kind}", len(unfinished), picks),
        Check(f"best picks = line search, {kind}", len(unfinished), best),
    ]


def _line_search(on_a_line: Sequence[bool], misere: bool) -> Callable[[int, int], Verdict]:
    """A plain memoised minimax over grid cells, knowing only the lines: for checking the solver.

    It shares nothing with the solver. A result is 20 - p for a win in p plies, p - 20 for a loss in p,
    0 for a draw (whose plies are the empty cells): bigger is better for the player to move. In misère
    tic-tac-toe the player who makes a line loses.
    """
    # empty[taken]: the cells left beside them.
    empty = [[1 << cell for cell in range(9) if not taken >> cell & 1] for taken in range(512)]
    done = 20 if misere else -20  # the other player has just made a line: a win in 0, or a loss in 0

    @cache
    def search(mine: int, theirs: int) -> int:
        if on_a_line[theirs]:
            return done
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
