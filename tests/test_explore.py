from collections import Counter
from functools import cache
from itertools import combinations, permutations

import oracle
import pytest
from running import run

from luoshu.rules import PICK_FIFTEEN, Position, Rules
from luoshu.rules import reachable_positions as real_reachable
from luoshu.search.solver import Outcome, Verdict, analyse
from luoshu.search.solver import _verdict as real_verdict

SQUARE = oracle.LUO_SHU
CELL = oracle.CELL_NAMES
GRID_LINES = oracle.LINES_AS_NUMBERS


@cache
def all_permutations_facts() -> tuple[list[list[list[int]]], list[tuple[int, ...]]]:
    """By brute force over all 9! arrangements: every 3x3 magic square, and every triple-keeping permutation."""
    triples = {frozenset(t) for t in combinations(range(1, 10), 3) if sum(t) == 15}
    squares, keeping = [], []
    for p in permutations(range(1, 10)):
        rows = [list(p[0:3]), list(p[3:6]), list(p[6:9])]
        if all(sum(rows[r][c] for r, c in line) == 15 for line in oracle.GRID_LINES):
            squares.append(rows)
        image = (0, *p)
        if all(frozenset(image[n] for n in t) in triples for t in triples):
            keeping.append(image)
    return squares, keeping


@pytest.mark.parametrize(
    "command",
    ["square", "triples", "translate", "replay", "squares", "symmetries", "stats", "isomorph", "verify", "order"],
)
def test_every_command_has_help(command: str) -> None:
    result = run("explore", command, "--help")
    assert result.exit_code == 0
    assert "Usage: " in result.output
    assert run("explore").exit_code == 0
    assert run("solve", "--help").exit_code == 0


def grid_value(picks: list[int]) -> int:
    """The independent minimax value (1, 0, -1) for the player to move after ``picks``."""
    return oracle.grid_value(picks)[0]


def rotate(rows: list[list[int]]) -> list[list[int]]:
    return [list(row) for row in zip(*rows[::-1], strict=True)]  # clockwise


def grid_game_counts() -> tuple[Counter[str], Counter[int]]:
    """Games counted on the grid: (by outcome, by length), by a memoised count over cell bitmasks."""

    @cache
    def count(x: int, o: int) -> tuple[tuple[str, int, int], ...]:
        results: Counter[tuple[str, int]] = Counter()
        mover_is_x = x.bit_count() == o.bit_count()
        for cell in range(9):
            bit = 1 << cell
            if (x | o) & bit:
                continue
            nx, no = (x | bit, o) if mover_is_x else (x, o | bit)
            if oracle.grid_has_line(nx if mover_is_x else no):
                results["x" if mover_is_x else "o", (nx | no).bit_count()] += 1
            elif nx | no == oracle.GRID_FULL:
                results["draw", 9] += 1
            else:
                for outcome, length, n in count(nx, no):
                    results[outcome, length] += n
        return tuple((k[0], k[1], v) for k, v in results.items())

    outcomes: Counter[str] = Counter()
    lengths: Counter[int] = Counter()
    for outcome, length, n in count(0, 0):
        outcomes[outcome] += n
        lengths[length] += n
    return outcomes, lengths


def grid_canonical(x: int, o: int) -> tuple[int, int]:
    def images(mask: int) -> list[int]:
        rows = [[(mask >> (3 * r + c)) & 1 for c in range(3)] for r in range(3)]
        found = []
        for flip in (False, True):
            current = [row[::-1] for row in rows] if flip else rows
            for _ in range(4):
                found.append(sum(current[r][c] << (3 * r + c) for r in range(3) for c in range(3)))
                current = rotate(current)
        return found

    return min(zip(images(x), images(o), strict=True))


def lines_of_placement(grid: list[list[str]]) -> set[frozenset[str]]:
    return {frozenset(grid[r][c] for r, c in line) for line in oracle.GRID_LINES}


def grid_of(mapping: list[dict[str, object]]) -> list[list[str]]:
    """The items laid on the grid by the cells the mapping gives them."""
    grid = [["" for _ in range(3)] for _ in range(3)]
    for entry in mapping:
        cell = str(entry["cell"])
        grid["ABC".index(cell[0])][int(cell[1]) - 1] = str(entry["item"])
    return grid


def wrong_grouping(position: Position) -> dict[int, list[int]]:
    free = sorted(position.free)
    return {free[0]: free}  # every pick played alike: wrong wherever the picks differ


def no_slowest_loss(position: Position) -> list[int]:
    verdicts = analyse(position)
    best = max(v.outcome is Outcome.WIN for v in verdicts.values()), max(verdicts.values()).outcome
    return sorted(n for n, v in verdicts.items() if v.outcome is best[1])  # the outcome, not the plies


def draw_plies_off_by_one(score: int, rules: Rules, free: int) -> Verdict:
    verdict = real_verdict(score, rules, free)
    return Verdict(Outcome.DRAW, verdict.plies + 1) if verdict.outcome is Outcome.DRAW else verdict


def short_list(rules: Rules = PICK_FIFTEEN) -> list[Position]:
    return real_reachable(rules)[:-1]


def magic_sums() -> set[int]:
    """The sums T for which some arrangement of 1-9 on the grid makes all eight lines sum to T (brute force)."""
    squares, _ = all_permutations_facts()
    return {sum(rows[0]) for rows in squares}


def oracle_game_counts(game: oracle.Game) -> dict[str, int]:
    """Games (orders of picks) counted by outcome, by a memoised count over the oracle's positions."""

    @cache
    def count(x: frozenset[int], o: frozenset[int]) -> tuple[int, int, int]:
        over = game.finished(x, o)
        if over is not None:
            x_to_move = len(x) == len(o)
            outcome = over[0]
            if outcome == "draw":
                return 0, 0, 1
            mover_won = outcome == "win"
            return (1, 0, 0) if mover_won == x_to_move else (0, 1, 0)
        totals = [0, 0, 0]
        for pick in game.free(x, o):
            for i, n in enumerate(count(*game.play(x, o, pick))):
                totals[i] += n
        return totals[0], totals[1], totals[2]

    x_wins, o_wins, draws = count(frozenset(), frozenset())
    return {"x_win_count": x_wins, "o_win_count": o_wins, "draw_count": draws}
