"""The isomorphism checked on every reachable position: sums against lines, the number game against the grid's.

The grid's game knows only the grid: cells numbered in reading order, and lines found from the 3x3 layout; the
grid walks it by itself. The solver, the one minimax, searches it as a game given as sets (the line search:
no sums, only lines), tic-tac-toe and misère tic-tac-toe, and the number game too, asked through its module
(so a broken solver shows here): every position's verdict, every pick's verdict and every best pick must
agree between the two games. The two sides go by different roads through the solver: the number game's
verdicts are its exact scores (``solve``), the grid's found outcome first and then the fastest win (``value``);
its picks' verdicts come from the grid's game solved whole (``solve_all``), the number game's from ``analyse``.

The feature of ``luoshu explore verify``: the checks (``verify``), the table people read
(``verification_text``) and the JSON (``verification_json``).

>>> checks = verify()
>>> agree(checks)
True
>>> print(verification_text(checks).splitlines()[-1])
All agree: Pick Fifteen is tic-tac-toe.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from .. import rules as rules_module
from ..rules import Position, Rules
from ..search import solver
from ..views.squares.grid import LINES, LUO_SHU, row_and_column
from ..views.squares.magic import Square
from ..views.squares.motions import magic_squares
from ..views.widths import ljust, rjust, width
from ..words.language import _
from ..words.terms import motion_said

__all__ = ["Check", "agree", "verification_json", "verification_text", "verify"]


class Check(NamedTuple):
    """One claim checked exhaustively: what, how many cases, and any that disagreed."""

    claim: str
    cases: int
    disagreements: list[str]


def _cell_bits(square: Square) -> dict[int, int]:
    """Each number's cell in ``square`` as a bit: bit 3r+c for row r, column c."""
    return {square[r][c]: 1 << (3 * r + c) for r in range(3) for c in range(3)}


def _grid_rules(misere: bool) -> Rules:
    """Tic-tac-toe as a game given as sets: cell 3r+c+1 for row r, column c; the lines of the layout."""
    lines = [[3 * row + column + 1 for row, column in map(row_and_column, cells)] for cells in LINES.values()]
    return Rules.listed(9, lines, misere)


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
            _("{player} holding {numbers} in {position} under {square}").format(
                player=player, numbers=str(sorted(numbers)), position=str(p), square=motion_said(name)
            )
            for p in (positions if disagree else ())
            for player, numbers in (("X", p.x), ("O", p.o))
            if numbers in disagree
        ]
        claim = _("win by sums = three in a line, {square} square").format(square=motion_said(name))
        checks.append(Check(claim, 2 * len(positions), wrong))
    bit = _cell_bits(LUO_SHU)

    @cache
    def cells(numbers: frozenset[int]) -> int:
        return sum(bit[n] for n in numbers)

    walked = _grid_walk(on_a_line)
    listed = {(cells(p.x), cells(p.o)) for p in positions}
    missing = [_("the board X {x:09b} O {o:09b} is not listed").format(x=x, o=o) for x, o in sorted(walked - listed)]
    extra = [
        _("the board X {x:09b} O {o:09b} is listed but not reachable").format(x=x, o=o)
        for x, o in sorted(listed - walked)
    ]
    checks.append(Check(_("the positions listed = the boards the grid walk reaches"), len(walked), missing + extra))
    for misere in (False, True):
        game = Rules(misere=misere)
        checks.extend(_solver_checks([Position(p.x, p.o, game) for p in positions], misere))
    return checks


def _solver_checks(positions: list[Position], misere: bool) -> list[Check]:
    grid = _grid_rules(misere)
    line_search = solver.solve_all(grid)  # the grid's game solved whole, at once
    cell = {number: 3 * r + c + 1 for r, row in enumerate(LUO_SHU) for c, number in enumerate(row)}

    def on_grid(position: Position) -> Position:
        """The same board in the grid's own game: each number's cell in its place."""
        x, o = (frozenset(cell[n] for n in numbers) for numbers in (position.x, position.o))
        return Position(x, o, grid)

    boards = {position: on_grid(position) for position in positions}

    game = _("misère tic-tac-toe") if misere else _("tic-tac-toe")
    verdicts, picks, best = [], [], []
    unfinished = [p for p in positions if not p.is_over]
    for position in positions:
        expected = solver.value(boards[position])  # outcome first, then plies: not solve's exact scores
        found = solver.solve(position)
        if found != expected:
            verdicts.append(
                _("{position}: solver {solver}, line search {search}").format(
                    position=str(position), solver=str(found), search=str(expected)
                )
            )
    for position in unfinished:
        by_cell = line_search.moves(boards[position])
        by_line = {n: by_cell[cell[n]] for n in sorted(position.free)}
        by_solver = solver.analyse(position)
        if by_solver != by_line:
            wrong = [n for n in by_line if by_solver.get(n) != by_line[n]]
            solver_said, search_said = [str(by_solver.get(n)) for n in wrong], [str(by_line[n]) for n in wrong]
            picks.append(
                _("{position}: picks {picks}: solver {solver}, line search {search}").format(
                    position=str(position), picks=str(wrong), solver=str(solver_said), search=str(search_said)
                )
            )
        top = max(by_line.values())
        expected_best = [n for n, verdict in by_line.items() if verdict == top]
        found_best = solver.best_moves(position)
        if found_best != expected_best:
            best.append(
                _("{position}: solver {solver}, line search {search}").format(
                    position=str(position), solver=str(found_best), search=str(expected_best)
                )
            )
    return [
        Check(_("solver verdict = line search, {game}").format(game=game), len(positions), verdicts),
        Check(_("every pick's verdict = line search, {game}").format(game=game), len(unfinished), picks),
        Check(_("best picks = line search, {game}").format(game=game), len(unfinished), best),
    ]


def agree(checks: Sequence[Check]) -> bool:
    """Whether every check agreed."""
    return all(not check.disagreements for check in checks)


def verification_json(checks: Sequence[Check]) -> dict[str, object]:
    """The checks in the JSON vocabulary: each claim, its cases and its disagreements."""
    return {
        "agree": agree(checks),
        "checks": [
            {"claim": check.claim, "case_count": check.cases, "disagreements": check.disagreements} for check in checks
        ],
    }


def verification_text(checks: Sequence[Check]) -> str:
    """The checks as a table: each claim with its cases and its mark (``ok``, or how many disagree), the first
    disagreements under it, and whether all agree."""
    # The first checks (win by sums, under each magic square) take every reachable position once for each player.
    positions = checks[0].cases // 2
    lines = [_("Checked every one of the {positions:,} reachable positions:").format(positions=positions)]
    # The claim and the count padded to their columns, in display columns: a Chinese claim is two a character.
    claims = max(width(check.claim) for check in checks)
    cases = max(width(f"{check.cases:,}") for check in checks)
    for check in checks:
        count = len(check.disagreements)
        mark = _("{count} DISAGREE").format(count=count) if count else _("ok")
        lines.append(
            _("  {claim} {cases} cases  {mark}").format(
                claim=ljust(check.claim, claims), cases=rjust(f"{check.cases:,}", cases), mark=mark
            )
        )
        lines.extend(f"      {disagreement}" for disagreement in check.disagreements[:5])
    lines.append(_("All agree: Pick Fifteen is tic-tac-toe.") if agree(checks) else _("Disagreements found."))
    return "\n".join(lines)
