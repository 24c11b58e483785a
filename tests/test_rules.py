from itertools import combinations

import pytest
import tictactoe
from hypothesis import given
from hypothesis import strategies as st

from luoshu import (
    NUMBERS,
    IllegalMoveError,
    InvalidPositionError,
    Position,
    winning_triple,
    wins,
)
from luoshu.rules import completes, winning_picks

ALL_SUBSETS = [frozenset(c) for k in range(10) for c in combinations(range(1, 10), k)]


def brute_force_triples(numbers: frozenset[int]) -> list[tuple[int, int, int]]:
    return [t for t in combinations(sorted(numbers), 3) if sum(t) == 15]


def test_two_pointer_equals_brute_force_on_all_512_subsets() -> None:
    assert len(ALL_SUBSETS) == 512
    for numbers in ALL_SUBSETS:
        triples = brute_force_triples(numbers)
        assert wins(numbers) == bool(triples)
        assert winning_triple(numbers) == (min(triples) if triples else None)


def test_incremental_check_equals_brute_force() -> None:
    for numbers in ALL_SUBSETS:
        for pick in NUMBERS - numbers:
            expected = any(a + b + pick == 15 for a, b in combinations(numbers, 2))
            assert completes(sorted(numbers), pick) == expected
        free = NUMBERS - numbers
        assert winning_picks(numbers, free) == sorted(
            n for n in free if any(a + b + n == 15 for a, b in combinations(numbers, 2))
        )


def test_other_targets() -> None:
    assert winning_triple([1, 2, 3, 4], target=9) == (2, 3, 4)
    assert not wins([1, 2, 3], target=7)
    assert wins([5, 5, 5, 1, 9]) is True  # repeated numbers count once: 1 + 5 + 9


def reachable_positions() -> set[Position]:
    found = {Position()}
    frontier = [Position()]
    while frontier:
        position = frontier.pop()
        if position.is_over:
            continue
        for pick in position.free:
            child = position.play(pick)
            if child not in found:
                found.add(child)
                frontier.append(child)
    return found


REACHABLE = reachable_positions()


def grid_reachable() -> set[tuple[frozenset[int], frozenset[int]]]:
    square = [[4, 9, 2], [3, 5, 7], [8, 1, 6]]
    return {
        (tictactoe.cells_to_numbers(x, square), tictactoe.cells_to_numbers(o, square)) for x, o in tictactoe.reachable()
    }


def test_reachable_positions_are_5478_and_match_tic_tac_toe() -> None:
    assert len(REACHABLE) == 5478
    assert {(p.x, p.o) for p in REACHABLE} == grid_reachable()
    assert sum(p.is_over for p in REACHABLE) == 958


def test_constructor_accepts_exactly_the_reachable_positions() -> None:
    reachable = {(p.x, p.o) for p in REACHABLE}
    accepted = 0
    # Every way of giving each number to X, O or nobody: 3^9 candidate positions.
    for x in ALL_SUBSETS:
        for o in (s for s in ALL_SUBSETS if not s & x):
            try:
                Position(x, o)
            except InvalidPositionError:
                assert (x, o) not in reachable
            else:
                assert (x, o) in reachable
                accepted += 1
    assert accepted == 5478


@pytest.mark.parametrize(
    ("x", "o", "reason"),
    [
        ({0}, (), "not 1-9"),
        ({10}, (), "not 1-9"),
        (["5"], (), "not a whole number"),
        ([True], (), "not a whole number"),
        ([5, 5], [1], "twice"),
        ({5}, {5}, "both players hold 5"),
        ({1, 2, 3}, {4}, "X must hold as many as O or one more"),
        ((), {1}, "X must hold"),
        ({2, 6, 7}, {1, 3, 4}, "O cannot have picked again"),
        ({2, 6, 7, 1}, {3, 4, 8}, "both players hold a triple"),
        ({1, 2, 3, 7}, {4, 5, 6}, "X cannot have picked again"),
    ],
)
def test_invalid_positions_say_why(x: object, o: object, reason: str) -> None:
    with pytest.raises(InvalidPositionError, match=reason):
        Position(x, o)  # type: ignore[arg-type]


def test_illegal_picks_say_why() -> None:
    p = Position.from_moves([5])
    with pytest.raises(IllegalMoveError, match="5 is taken"):
        p.play(5)
    with pytest.raises(IllegalMoveError, match="not a number 1-9"):
        p.play(0)
    with pytest.raises(IllegalMoveError, match="not a number 1-9"):
        p.play(4.0)  # type: ignore[arg-type]
    over = Position.from_moves([2, 1, 6, 3, 7])
    with pytest.raises(IllegalMoveError, match="game is over: X has won"):
        over.play(4)
    assert issubclass(IllegalMoveError, ValueError)
    assert issubclass(InvalidPositionError, ValueError)


def test_fair_stall_game() -> None:
    p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
    assert p.winner == "O"
    assert winning_triple(p.o) == (3, 4, 8)
    assert p.is_over


def test_full_board_draw() -> None:
    p = Position.from_moves([1, 2, 4, 3, 5, 6, 7, 9, 8])
    assert p.winner is None
    assert p.is_over
    assert p.free == frozenset()


@given(st.permutations(range(1, 10)), st.integers(0, 9))
def test_random_games(order: list[int], stop: int) -> None:
    position = Position()
    picks: list[int] = []
    for pick in order[:stop]:
        if position.is_over:
            with pytest.raises(IllegalMoveError, match="game is over"):
                position.play(pick)
            break
        mover = position.to_move
        after = position.play(pick)
        assert after.numbers_of(mover) == position.numbers_of(mover) | {pick}
        assert after.to_move != mover
        assert after.free == position.free - {pick}
        position = after
        picks.append(pick)
    assert position == Position.from_moves(picks) == Position(position.x, position.o)
    assert hash(position) == hash(Position(list(position.x), tuple(position.o)))
    assert eval(repr(position)) == position
    assert position.free | position.x | position.o == NUMBERS
    assert position.winner == ("X" if wins(position.x) else "O" if wins(position.o) else None)
    assert position.is_over == (position.winner is not None or not position.free)


def test_position_is_immutable() -> None:
    p = Position()
    with pytest.raises(AttributeError):
        p.x = frozenset({1})  # type: ignore[misc]
    assert p.play(5) != p
    assert p == Position()


def test_reachable_positions_equal_the_walk() -> None:
    from luoshu.rules import reachable_positions

    listed = reachable_positions()
    assert len(listed) == len(set(listed)) == 5478
    assert set(listed) == REACHABLE
    for position in listed:
        assert position.winner == Position(position.x, position.o).winner
        assert position.free == Position(position.x, position.o).free
