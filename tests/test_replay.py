"""``explore replay`` and a game's value history: the first mistake, slower wins and faster losses as the
oracle sees them, misère rules, the better moves under a label, and the terminal's steps through a finished game.
"""

from __future__ import annotations

import re
from itertools import combinations

import oracle
import pytest
from history_games import FIFTEEN, GAMES, SAID, finished, x_value
from hypothesis import given, settings
from hypothesis import strategies as st
from running import LABEL, as_json, listed_after, run


def grid_value(picks: list[int]) -> int:
    """The independent minimax value (1, 0, -1) for the player to move after ``picks``."""
    return oracle.grid_value(picks)[0]


@settings(max_examples=40, deadline=None)
@given(st.permutations(range(1, 10)))
def test_replay_finds_the_first_mistake(order: list[int]) -> None:
    picks: list[int] = []
    mistakes = []
    for n in order:
        before = grid_value(picks)
        picks.append(n)
        if -grid_value(picks) < before:
            mistakes.append(len(picks))
        if any(sum(t) == 15 for t in combinations(picks[(len(picks) - 1) % 2 :: 2], 3)):
            break
    data = as_json("explore", "replay", *map(str, picks))
    assert [p["ply"] for p in data["history"] if p["mistake"]] == mistakes
    assert data["first_mistake"] == (mistakes[0] if mistakes else None)


def test_replay_text() -> None:
    out = run("explore", "replay", "B2", "C2", "A1").output
    assert "Ply 2, O picks 1 (C2): a draw before, a loss in 6 after.  <- mistake" in out
    assert "First mistake: ply 2, O picked 1 (C2)" in out
    assert "turning a draw into a loss in 6. Best: 2 (A3), 4 (A1), 6 (C3), 8 (C1)." in " ".join(out.split())
    assert "No mistakes" in run("explore", "replay", "5", "2").output


def test_a_slower_win_is_noted_but_is_no_mistake() -> None:
    # After 1 2 4 9, X wins in 3 with 6 or 8; 3 still wins, in 5.
    out = run("explore", "replay", "1", "2", "4", "9", "3").output
    assert "Ply 5, X picks 3 (B1): a win in 3 before, a win in 5 after.  (a slower win)" in out
    data = as_json("explore", "replay", "1", "2", "4", "9", "3")
    assert data["history"][4]["slower_win"] is True
    assert data["history"][4]["mistake"] is False


def test_replay_under_misere_rules() -> None:
    data = as_json("explore", "replay", "--misere", "1", "5", "9")
    assert data["rules"]["misere"] is True
    game = oracle.Game(9, 3, 15, True)
    assert [(p["after"]["outcome"], p["after"]["plies"]) for p in data["history"]] == [
        game.pick_verdicts(frozenset(), frozenset())[1],
        game.pick_verdicts(frozenset({1}), frozenset())[5],
        game.pick_verdicts(frozenset({1}), frozenset({5}))[9],
    ]


GAME = oracle.Game(9, 3, 15)


def test_replay_gives_the_value_history_and_the_refutation() -> None:
    out = run("explore", "replay", "5", "1", "4", "6", "2").output
    assert "The value history: the mover's verdict before and after each pick." in out
    assert "    2  O  1 (C2)  draw        loss in 6   <- mistake" in out
    assert "The refutation:\n1. O picks 1 (C2)." in out
    data = as_json("explore", "replay", "5", "1", "4", "6", "2")
    assert data["first_mistake"] == 2
    assert data["refutation"][0]["pick"] == 1
    assert len(data["refutation"]) == 6  # a loss in 6
    assert as_json("explore", "replay", "5", "2")["refutation"] is None


def test_replay_flags_slower_wins_and_faster_losses_as_the_oracle_sees_them() -> None:
    # Every ply of many games: a pick is a mistake when its outcome is worse than the best's, a slower win or a
    # faster loss when its outcome is the best's but comes later (a win) or sooner (a loss).
    games = [[1, 2, 5, 3, 4], [5, 1, 4, 9], [5, 1, 2, 3], [2, 1, 4, 3, 5, 6, 8], [1, 9, 2, 8, 3]]
    seen: set[str] = set()
    for record in games:
        data = as_json("explore", "replay", *map(str, record))
        assert data["picks"] == record
        x: frozenset[int] = frozenset()
        o: frozenset[int] = frozenset()
        for ply, pick in zip(data["history"], record, strict=True):
            verdicts = GAME.pick_verdicts(x, o)
            best = max(verdicts.values(), key=oracle.rank)
            outcome, plies = verdicts[pick]
            assert ply["mistake"] == (outcome != best[0])
            assert ply["slower_win"] == (outcome == best[0] == "win" and plies > best[1])
            assert ply["faster_loss"] == (outcome == best[0] == "loss" and plies < best[1])
            seen.update(key for key in ("mistake", "slower_win", "faster_loss") if ply[key])
            x, o = GAME.play(x, o, pick)
    assert seen == {"mistake", "slower_win", "faster_loss"}
    out = run("explore", "replay", "5", "1", "4", "9").output
    assert "    4  O  9 (A2)  loss in 4   loss in 2   (a faster loss)" in out
    assert "(a slower win)" in run("explore", "replay", "1", "2", "5", "3", "4").output
    assert "a faster loss" in run("explore", "replay", "--help").output


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_replay_names_the_mistakes_better_moves_under_a_label_for_a_list(language: str) -> None:
    replayed = run("explore", "replay", "5", "1", "2", "--lang", language)
    assert replayed.exit_code == 0, replayed.output
    mistake = next(
        line for line in replayed.output.split("\n\n") if re.match(r"(First mistake|第一个失误|第一個失誤)", line)
    )
    best = FIFTEEN.best_picks(frozenset({5}), frozenset())
    assert listed_after(mistake, LABEL[language], language) == best == [2, 4, 6, 8]
    assert "最好的一步：" not in replayed.output


@pytest.mark.parametrize("picks", GAMES)
def test_every_step_of_the_terminal_says_the_value_for_x_that_minimax_gives(picks: list[int]) -> None:
    picks = finished(picks)
    result = run("explore", "replay", *map(str, picks), "--step")
    assert result.exit_code == 0, result.output
    steps = result.output.split("\nPick ")[1:]
    assert len(steps) == len(picks)
    for ply, step in enumerate(steps, start=1):
        assert step.startswith(f"{ply} of {len(picks)}: {'XO'[(ply - 1) % 2]} picks {picks[ply - 1]} ")
        outcome, plies = x_value(picks[:ply])
        over = FIFTEEN.finished(frozenset(picks[:ply][0::2]), frozenset(picks[:ply][1::2])) is not None
        if over:  # how the game ended, in place of a value
            assert {"draw": "Draw", "win": "X wins", "loss": "O wins"}[outcome] in step, step
        else:
            assert f"The value for X now: {SAID[outcome].format(plies=plies)}." in step, step
        assert step.count("---+---+---") == 2  # the position, on the grid


def test_step_is_for_the_terminal_alone() -> None:
    for other in ("--json", "--svg=x.svg"):
        result = run("explore", "replay", "5", "1", "--step", other)
        assert result.exit_code == 2
        assert "--step" in result.output
