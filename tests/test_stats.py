"""``explore stats``: position and path counts against the grid's own search, under other rules, and the
published position values and random play.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

import oracle
import pytest
from running import as_json


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


@pytest.fixture(scope="module")
def stats() -> dict[str, Any]:
    """What ``explore stats --json`` says of Pick Fifteen, asked once for the module's tests of it."""
    found: dict[str, Any] = as_json("explore", "stats")
    return found


def test_stats_against_the_grid(stats: dict[str, Any]) -> None:
    data = stats
    outcomes, lengths = grid_game_counts()
    counts = (data["x_win_count"], data["o_win_count"], data["draw_count"])
    assert counts == (outcomes["x"], outcomes["o"], outcomes["draw"])
    assert data["game_count"] == sum(outcomes.values()) == 255168
    assert data["lengths"] == [{"length": k, "game_count": v} for k, v in sorted(lengths.items())]
    positions = list(oracle.grid_reachable())
    finished = [(x, o) for x, o in positions if oracle.grid_has_line(x) or oracle.grid_has_line(o) or x | o == 511]
    assert data["position_count"] == len(positions)
    assert data["finished_count"] == len(finished)
    assert data["position_count_up_to_symmetry"] == len({grid_canonical(x, o) for x, o in positions})
    assert data["finished_count_up_to_symmetry"] == len({grid_canonical(x, o) for x, o in finished})
    assert data["verdict"] == {"outcome": "draw", "plies": 9}
    assert data["game_count_up_to_symmetry"] * 8 == data["game_count"]


def test_stats_paths_through_classes_against_the_grid(stats: dict[str, Any]) -> None:
    @cache
    def paths(x: int, o: int) -> int:
        mover_is_x = x.bit_count() == o.bit_count()
        ended: set[tuple[int, int]] = set()
        going: set[tuple[int, int]] = set()
        for cell in range(9):
            bit = 1 << cell
            if (x | o) & bit:
                continue
            nx, no = (x | bit, o) if mover_is_x else (x, o | bit)
            done = oracle.grid_has_line(nx if mover_is_x else no) or nx | no == 511
            (ended if done else going).add(grid_canonical(nx, no))
        return len(ended) + sum(paths(*child) for child in going)

    assert stats["game_count_through_classes"] == paths(0, 0)


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


@pytest.mark.parametrize(
    ("args", "game"),
    [
        (["--misere"], oracle.Game(9, 3, 15, True)),
        (["--target", "14"], oracle.Game(9, 3, 14)),
        (["--numbers", "7"], oracle.Game(7, 3, 12)),
    ],
)
def test_stats_under_other_rules(args: list[str], game: oracle.Game) -> None:
    data = as_json("explore", "stats", *args)
    counts = oracle_game_counts(game)
    assert {k: data[k] for k in counts} == counts
    assert data["position_count"] == len(game.reachable())
    empty: frozenset[int] = frozenset()
    outcome, plies = game.verdict(empty, empty)
    assert data["verdict"] == {"outcome": outcome, "plies": plies}


FIFTEEN = oracle.Game(9, 3, 15)


def test_explore_stats_gives_the_published_position_values_and_random_play(stats: dict[str, Any]) -> None:
    from fractions import Fraction

    found = stats
    # The oracle's own verdicts over its own walk of the game; its own symmetries of the grid.
    positions = FIFTEEN.reachable()
    by_outcome = {"win": 0, "draw": 0, "loss": 0}
    classes: dict[tuple[tuple[int, ...], tuple[int, ...]], str] = {}
    motions = oracle.grid_motions()
    for x, o in positions:
        outcome = FIFTEEN.verdict(x, o)[0]
        by_outcome[outcome] += 1
        classes[min((tuple(sorted(m[n] for n in x)), tuple(sorted(m[n] for n in o))) for m in motions)] = outcome
    counted = {
        v["outcome"]: (v["position_count"], v["position_count_up_to_symmetry"]) for v in found["position_values"]
    }
    assert counted == {
        outcome: (by_outcome[outcome], sum(1 for v in classes.values() if v == outcome)) for outcome in by_outcome
    }
    assert counted == {"win": (2836, 390), "draw": (1068, 151), "loss": (1574, 224)}  # as published

    chances: dict[tuple[frozenset[int], frozenset[int]], tuple[Fraction, Fraction, Fraction]] = {}

    def chance(x: frozenset[int], o: frozenset[int]) -> tuple[Fraction, Fraction, Fraction]:
        if (x, o) not in chances:
            ended = FIFTEEN.finished(x, o)
            if ended is not None:
                last = "O" if len(x) == len(o) else "X"
                won = ended[0] == "loss"
                chances[x, o] = (Fraction(won and last == "X"), Fraction(won and last == "O"), Fraction(not won))
            else:
                each = [chance(*FIFTEEN.play(x, o, n)) for n in FIFTEEN.free(x, o)]
                chances[x, o] = tuple(sum((c[i] for c in each), Fraction(0)) / len(each) for i in range(3))  # type: ignore[assignment]
        return chances[x, o]

    x_wins, o_wins, draws = chance(frozenset(), frozenset())
    random_play = found["random_play"]
    assert random_play["x_win_chance"] == pytest.approx(float(x_wins), abs=1e-12)
    assert random_play["o_win_chance"] == pytest.approx(float(o_wins), abs=1e-12)
    assert random_play["draw_chance"] == pytest.approx(float(draws), abs=1e-12)
