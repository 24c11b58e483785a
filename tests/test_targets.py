"""Why 15: ``explore targets`` against a brute force over every target, and under other rules."""

from __future__ import annotations

from functools import cache
from itertools import combinations, permutations

import oracle
from running import as_json, run


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


def magic_sums() -> set[int]:
    """The sums T for which some arrangement of 1-9 on the grid makes all eight lines sum to T (brute force)."""
    squares, _ = all_permutations_facts()
    return {sum(rows[0]) for rows in squares}


def test_targets_why_15() -> None:
    data = as_json("explore", "targets")
    assert data["rules"] == {"numbers": 9, "count": 3, "target": None, "misere": False}
    assert [row["target"] for row in data["targets"]] == list(range(6, 25))
    for row in data["targets"]:
        target = row["target"]
        sets = [c for c in combinations(range(1, 10), 3) if sum(c) == target]
        assert row["set_count"] == len(sets)
        # Tic-tac-toe: eight sets, and an arrangement of 1-9 whose eight lines all sum to the target.
        assert row["tictactoe"] == (len(sets) == 8 and target in magic_sums())
        game = oracle.Game(9, 3, target)
        empty: frozenset[int] = frozenset()
        assert (row["verdict"]["outcome"], row["verdict"]["plies"]) == game.verdict(empty, empty)
        assert row["best"] == game.best_picks(empty, empty)
    assert [row["target"] for row in data["targets"] if row["tictactoe"]] == [15]
    text = run("explore", "targets").output
    assert "Tic-tac-toe in disguise: target 15." in text


def test_targets_under_other_rules() -> None:
    data = as_json("explore", "targets", "--numbers", "7", "--misere")
    assert data["rules"]["misere"] is True
    for row in data["targets"]:
        game = oracle.Game(7, 3, row["target"], misere=True)
        empty: frozenset[int] = frozenset()
        assert (row["verdict"]["outcome"], row["verdict"]["plies"]) == game.verdict(empty, empty)
        assert row["tictactoe"] is False
    assert run("explore", "targets", "--count", "12").exit_code == 2
