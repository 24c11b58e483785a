import random
from itertools import combinations

import pytest
import tictactoe
from hypothesis import given
from hypothesis import strategies as st
from test_rules import REACHABLE

from luoshu import (
    LEVELS,
    Outcome,
    Position,
    Verdict,
    analyse,
    best_moves,
    choose_move,
    solve,
)
from luoshu.solver import forget, positions_solved

SQUARE = [[4, 9, 2], [3, 5, 7], [8, 1, 6]]
CELL_OF_NUMBER = {SQUARE[c // 3][c % 3]: c for c in range(9)}
OUTCOME_OF_VALUE = {1: Outcome.WIN, 0: Outcome.DRAW, -1: Outcome.LOSS}


def mask(numbers: frozenset[int]) -> int:
    return sum(1 << CELL_OF_NUMBER[n] for n in numbers)


def grid_verdict(position: Position) -> Verdict:
    """The verdict from the independent line-based minimax on the grid."""
    mine, theirs = (position.x, position.o) if position.to_move == "X" else (position.o, position.x)
    value, plies = tictactoe.minimax(mask(mine), mask(theirs))
    return Verdict(OUTCOME_OF_VALUE[value], plies)


def test_empty_board_is_a_draw() -> None:
    assert solve(Position()) == Verdict(Outcome.DRAW, 9)
    assert all(v == Verdict(Outcome.DRAW, 9) for v in analyse(Position()).values())


def test_solve_agrees_with_line_based_minimax_on_every_reachable_position() -> None:
    for position in REACHABLE:
        assert solve(position) == grid_verdict(position), position


def test_analyse_and_best_moves_on_every_reachable_position() -> None:
    for position in REACHABLE:
        verdicts = analyse(position)
        if position.is_over:
            assert verdicts == {}
            assert best_moves(position) == []
            continue
        assert sorted(verdicts) == sorted(position.free)
        for pick, verdict in verdicts.items():
            child = grid_verdict(position.play(pick))
            assert verdict == Verdict(
                {"win": Outcome.LOSS, "loss": Outcome.WIN, "draw": Outcome.DRAW}[child.outcome.value], child.plies + 1
            )
        best = max(verdicts.values())
        assert best == solve(position)
        assert best_moves(position) == sorted(n for n, v in verdicts.items() if v.rank == best.rank)


def test_finished_boards() -> None:
    assert solve(Position.from_moves([2, 1, 6, 3, 7])) == Verdict(Outcome.LOSS, 0)
    assert solve(Position.from_moves([1, 2, 4, 3, 5, 6, 7, 9, 8])) == Verdict(Outcome.DRAW, 0)


def opponent_lines(position: Position, computer: str) -> list[Position]:
    """Every final position when the computer plays any best move against every possible opponent."""
    if position.is_over:
        return [position]
    picks = best_moves(position) if position.to_move == computer else sorted(position.free)
    return [end for pick in picks for end in opponent_lines(position.play(pick), computer)]


@pytest.mark.parametrize("computer", ["X", "O"])
def test_perfect_play_never_loses(computer: str) -> None:
    ends = opponent_lines(Position(), computer)
    assert ends
    assert all(end.winner in (None, computer) for end in ends)
    assert any(end.winner == computer for end in ends)  # and it punishes mistakes


def test_perfect_play_against_itself_draws() -> None:
    rng = random.Random(7)
    for _ in range(50):
        position = Position()
        while not position.is_over:
            position = position.play(choose_move(position, "perfect", rng))
        assert position.winner is None


@pytest.mark.parametrize("level", LEVELS)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 8))
def test_levels_choose_free_numbers(level: str, seed: int, moves: int) -> None:
    rng = random.Random(seed)
    position = Position()
    for _ in range(moves):
        if position.is_over:
            break
        pick = choose_move(position, level, rng)  # type: ignore[arg-type]
        assert pick in position.free
        position = position.play(pick)


def test_casual_takes_wins_and_blocks() -> None:
    for position in REACHABLE:
        if position.is_over:
            continue
        mine, theirs = (position.x, position.o) if position.to_move == "X" else (position.o, position.x)
        wins_now = {n for n in position.free if any(a + b + n == 15 for a, b in combinations(mine, 2))}
        blocks = {n for n in position.free if any(a + b + n == 15 for a, b in combinations(theirs, 2))}
        pick = choose_move(position, "casual", random.Random(len(position.free)))
        if wins_now:
            assert pick in wins_now
        elif blocks:
            assert pick in blocks


def test_casual_slips_sometimes_and_random_varies() -> None:
    rng = random.Random(1)
    position = Position.from_moves([5, 1])  # X wins with any of 2 3 4 6 7 8; 9 only draws
    casual = {choose_move(position, "casual", rng) for _ in range(200)}
    assert 9 in casual
    assert casual <= set(position.free)
    assert {choose_move(Position(), "random", rng) for _ in range(200)} == set(range(1, 10))


def test_choose_move_refuses_finished_games() -> None:
    with pytest.raises(ValueError, match="game is over"):
        choose_move(Position.from_moves([2, 1, 6, 3, 7]))


def test_each_position_is_solved_once() -> None:
    forget()
    for position in REACHABLE:
        analyse(position)
    solved = positions_solved()
    for position in REACHABLE:
        analyse(position)
    assert positions_solved() == solved <= sum(not p.is_over for p in REACHABLE)
