"""Why 15: ``explore targets`` against a brute force over every target, and under other rules."""

from __future__ import annotations

from itertools import combinations

import oracle
from running import as_json, run


def magic_sums() -> set[int]:
    """The sums T for which some arrangement of 1-9 on the grid makes all eight lines sum to T (brute force)."""
    squares, _ = oracle.all_permutations_facts()
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
