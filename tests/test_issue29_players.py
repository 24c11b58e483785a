"""Issue 29: the minimax lessons' own programs as players, lesson:1 to lesson:4, each picking as its lesson writes it.

Each lesson's program is written here again, independently and as the lessons write it: lessons 1, 3 and 4 on a
tic-tac-toe board of nine cells (lines by index arithmetic, cells tried in reading order A1, A2, ... C3), lesson 2
on the numbers with its two-pointer win check. Their picks are compared with luoshu's players' over every position
of many, and ``grade`` finds the flaws of the scores that ignore the depth.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from oracle import LUO_SHU, Game
from running import run

from luoshu.rules import Position
from luoshu.search.solver import Outcome, analyse
from luoshu.session.bots import builtin_bot, is_spec

INF = float("inf")
CELL_NUMBERS = [n for row in LUO_SHU for n in row]  # cell i (A1, A2, A3, B1, ... C3) holds this number
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
Board = list[str | None]


def board_of(position: Position) -> Board:
    return [position.holder(n) for n in CELL_NUMBERS]


def winner(board: Board) -> str | None:
    for a, b, c in LINES:
        if board[a] is not None and board[a] == board[b] == board[c]:
            return board[a]
    return None


def other(player: str) -> str:
    return "O" if player == "X" else "X"


def lesson_1(board: Board, me: str) -> int:
    """Minimax with alpha-beta, +10 for a win and -10 for a loss whatever the depth; every root move searched with
    the full window; the first best move kept."""

    def search(is_max: bool, alpha: float, beta: float) -> float:
        won = winner(board)
        if won is not None:
            return 10 if won == me else -10
        if None not in board:
            return 0
        best = -INF if is_max else INF
        for cell in range(9):
            if board[cell] is None:
                board[cell] = me if is_max else other(me)
                value = search(not is_max, alpha, beta)
                board[cell] = None
                if is_max:
                    best, alpha = max(best, value), max(alpha, max(best, value))
                else:
                    best, beta = min(best, value), min(beta, min(best, value))
                if beta <= alpha:
                    break
        return best

    return _first_best(board, me, lambda: search(False, -INF, INF))


def lesson_3(board: Board, me: str, rng: random.Random) -> int:
    """ "Win in the fewest moves": a win +(empty cells + 1), a loss -(empty cells + 1); the first move on an empty
    board at random."""
    if all(cell is None for cell in board):
        return rng.choice(range(9))

    def search(is_max: bool) -> float:
        won = winner(board)
        if won is not None:
            empty = board.count(None)
            return empty + 1 if won == me else -(empty + 1)
        if None not in board:
            return 0
        values = []
        for cell in range(9):
            if board[cell] is None:
                board[cell] = me if is_max else other(me)
                values.append(search(not is_max))
                board[cell] = None
        return max(values) if is_max else min(values)

    return _first_best(board, me, lambda: search(False))


def lesson_4(board: Board, me: str) -> int:
    """Plain minimax with depth: a win 10 - depth, a loss depth - 10 (depth 0 just after the move tried)."""

    def search(depth: int, is_max: bool) -> float:
        won = winner(board)
        if won is not None:
            return 10 - depth if won == me else depth - 10
        if None not in board:
            return 0
        values = []
        for cell in range(9):
            if board[cell] is None:
                board[cell] = me if is_max else other(me)
                values.append(search(depth + 1, not is_max))
                board[cell] = None
        return max(values) if is_max else min(values)

    return _first_best(board, me, lambda: search(0, False))


def _first_best(board: Board, me: str, value_after: Callable[[], float]) -> int:
    best, chosen = -INF, -1
    for cell in range(9):
        if board[cell] is None:
            board[cell] = me
            value = value_after()
            board[cell] = None
            if value > best:
                best, chosen = value, cell
    return CELL_NUMBERS[chosen]


def two_pointer(numbers: set[int]) -> bool:
    """Three of the numbers sum to 15: each in turn, then two pointers closing in on the rest, sorted."""
    ordered = sorted(numbers)
    for i, first in enumerate(ordered):
        low, high = i + 1, len(ordered) - 1
        while low < high:
            total = first + ordered[low] + ordered[high]
            if total == 15:
                return True
            low, high = (low + 1, high) if total < 15 else (low, high - 1)
    return False


def lesson_2(mine: set[int], theirs: set[int]) -> int:
    """The set-based minimax on the Luo Shu: numbers ascending, +10/-10 with no depth, the two-pointer check."""

    def search(me: set[int], them: set[int], is_max: bool) -> float:
        if two_pointer(me):
            return 10
        if two_pointer(them):
            return -10
        free = [n for n in range(1, 10) if n not in me and n not in them]
        if not free:
            return 0
        if is_max:
            return max(search(me | {n}, them, False) for n in free)
        return min(search(me, them | {n}, True) for n in free)

    best, chosen = -INF, -1
    for n in range(1, 10):
        if n not in mine and n not in theirs:
            value = search(mine | {n}, theirs, False)
            if value > best:
                best, chosen = value, n
    return chosen


def positions(least: int, most: int = 8) -> list[Position]:
    """Every unfinished position of Pick Fifteen with ``least`` to ``most`` picks, found by the oracle."""
    game = Game(9, 3, 15)
    found = [Position(x, o) for x, o in game.reachable() if least <= len(x) + len(o) <= most]
    return sorted((p for p in found if not p.is_over), key=lambda p: (p.pick_count, sorted(p.x), sorted(p.o)))


def independent_pick(lesson: int, position: Position, rng: random.Random) -> int:
    mine, theirs = position.sides
    me = position.to_move
    if lesson == 1:
        return lesson_1(board_of(position), me)
    if lesson == 2:
        return lesson_2(set(mine), set(theirs))
    if lesson == 3:
        return lesson_3(board_of(position), me, rng)
    return lesson_4(board_of(position), me)


@pytest.mark.parametrize(("lesson", "least"), [(1, 3), (2, 4), (3, 4), (4, 4)])
def test_each_lesson_player_picks_as_its_lesson_writes_it(lesson: int, least: int) -> None:
    bot = builtin_bot(f"lesson:{lesson}", random.Random(1))
    checked = 0
    for position in positions(least):
        assert bot.choose(position) == independent_pick(lesson, position, random.Random(1)), position
        checked += 1
    assert checked > 500


def test_lesson_1_from_the_empty_board_takes_the_first_cell() -> None:
    assert builtin_bot("lesson:1", random.Random(1)).choose(Position()) == lesson_1(board_of(Position()), "X")


def test_lesson_3_opens_at_random_and_a_seed_repeats_it() -> None:
    picks = {builtin_bot("lesson:3", random.Random(seed)).choose(Position()) for seed in range(40)}
    assert len(picks) > 3  # the first move at random: many cells over forty seeds
    again = [builtin_bot("lesson:3", random.Random(7)).choose(Position()) for _ in range(2)]
    assert again[0] == again[1]


def test_the_scores_that_ignore_depth_dawdle_in_a_won_game_and_those_with_depth_do_not() -> None:
    slower = {1: 0, 2: 0, 4: 0}
    for position in positions(4, 6):
        verdicts = analyse(position)
        fastest = max(verdicts.values())
        if fastest.outcome is not Outcome.WIN:
            continue
        for lesson in slower:
            picked = verdicts[independent_pick(lesson, position, random.Random(1))]
            assert picked.outcome is Outcome.WIN  # a win is never given away
            slower[lesson] += picked != fastest
    assert slower[1] > 0
    assert slower[2] > 0
    assert slower[4] == 0


def test_grade_finds_the_flaws_of_the_scores_that_ignore_depth() -> None:
    for side in ("X", "O"):
        result = run("grade", "lesson:1", "--as", side, "--seed", "1", "--json")
        assert result.exit_code == 0, result.output
        graded = json.loads(result.stdout)
        assert graded["loss_count"] == 0
        assert graded["given_away_count"] == 0
        assert graded["accuracy"] < 1  # picks that keep the outcome but win slower or lose faster
    result = run("grade", "lesson:3", "--as", "X", "--seed", "1", "--json")
    assert json.loads(result.stdout)["accuracy"] == 1  # the fewest moves: every pick best


def test_lesson_players_play_in_match_and_are_named() -> None:
    assert all(is_spec(f"lesson:{n}") for n in range(1, 5))
    result = run("match", "lesson:1", "lesson:3", "--games", "2", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "lesson:1: 0 won, 2 drawn, 0 lost" in result.output  # neither ever loses: both games drawn
    assert "lesson:3: 0 won, 2 drawn, 0 lost" in result.output


def test_a_lesson_player_that_does_not_exist_is_refused_in_one_line() -> None:
    for spec in ("lesson:0", "lesson:5", "lesson:x", "lesson:"):
        result = run("match", spec, "perfect", "--games", "1")
        assert result.exit_code == 2
        assert f"{spec} is not a lesson's player: lesson:1 to lesson:4" in result.output


def test_a_lesson_player_plays_a_game_of_the_terminal() -> None:
    result = run("play", "fifteen", "--opponent", "lesson:4", "--seed", "1", typed="5\n1\nq\n")
    assert result.exit_code == 0, result.output
    assert "The computer (O) picks" in result.output


@pytest.mark.parametrize("lesson", [1, 2, 4])
def test_a_game_against_a_lesson_player_is_saved_with_it_and_goes_on_against_it(lesson: int, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    spec = f"lesson:{lesson}"
    result = run("play", "fifteen", "--opponent", spec, typed=f"5\nsave {saved}\nq\n")
    assert result.exit_code == 0, result.output
    assert json.loads(saved.read_text())["level"] == spec
    assert "not saved" not in result.output
    result = run("play", "--load", str(saved), typed="1\nq\n")
    assert result.exit_code == 0, result.output
    picks = [int(n) for n in re.findall(r"The computer \(O\) picks (\d)", result.output)]
    assert len(picks) == 1, result.output
    before = json.loads(saved.read_text())["picks"]
    position = Position(frozenset([before[0], 1]), frozenset(before[1:]))
    assert picks[0] == independent_pick(lesson, position, random.Random(1))  # the lesson's, not the perfect one's


def test_a_save_naming_a_lesson_that_does_not_exist_is_refused_in_one_line(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    run("play", "fifteen", "--opponent", "lesson:1", typed=f"5\nsave {saved}\nq\n")
    saved.write_text(saved.read_text().replace('"lesson:1"', '"lesson:9"'))
    result = run("play", "--load", str(saved), typed="q\n")
    assert result.exit_code == 2
    assert "lesson:9 is not a lesson's player" in result.output
    assert len(result.output.strip().splitlines()) <= 3, result.output
