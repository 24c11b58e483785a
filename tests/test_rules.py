"""The rules: winning sets against brute force, the win checks on every subset, positions reachable and refused,
picks refused with a reason, misère, and the order-n games.

Also: the win check on random subsets of 1-16 (dropped) is kept by the exhaustive checks on every subset of 1-12
and all 512 subsets of 1-9.
"""

import itertools
import warnings
from dataclasses import asdict
from itertools import combinations

import oracle
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from luoshu import (
    NUMBERS,
    PICK_FIFTEEN,
    IllegalMoveError,
    InvalidPositionError,
    Position,
    Rules,
    RulesError,
    winning_set,
    winning_triple,
    wins,
)
from luoshu.rules import MAX_STATED, completes, reachable_positions, winning_picks, winning_sets
from luoshu.session import Session

ALL_SUBSETS = [frozenset(c) for k in range(10) for c in combinations(range(1, 10), k)]


def subset_sums(numbers: int, most: int) -> list[list[int]]:
    """For every subset of 1..numbers (bit n-1 for n), the sums of its k-subsets as a bitmask, k = 0..most.

    Brute force, built up one number at a time: a k-subset of S + {n} either leaves n out or adds it to a
    (k-1)-subset of S.
    """
    sums = [[1] + [0] * most]  # the empty set: only the empty subset, summing to 0
    for n in range(1, numbers + 1):
        sums += [[row[k] | (row[k - 1] << n if k else 0) for k in range(most + 1)] for row in sums]
    return sums


def test_the_win_check_equals_brute_force_on_every_subset_of_1_to_12() -> None:
    numbers, most = 12, 5
    for index, sums in enumerate(subset_sums(numbers, most)):
        held = [n for n in range(1, numbers + 1) if index >> (n - 1) & 1]
        held_set = set(held)  # made once per subset, not once per set found
        for count in range(1, most + 1):
            reached = sums[count]
            for target in range(1, count * numbers + 1):
                expected = bool(reached >> target & 1)
                found = winning_set(held, target, count)
                assert (found is not None) == expected, (held, count, target)
                if found is not None:
                    assert len(set(found)) == count
                    assert sum(found) == target
                    assert held_set.issuperset(found)


def test_winning_sets_are_every_k_subset_with_the_sum() -> None:
    for numbers in range(1, 17):
        for count in range(1, min(numbers, 5) + 1):
            by_sum: dict[int, list[tuple[int, ...]]] = {}
            for subset in combinations(range(1, numbers + 1), count):
                by_sum.setdefault(sum(subset), []).append(subset)
            assert Rules(numbers, count, min(by_sum)).sum_range == (min(by_sum), max(by_sum))
            for target, subsets in by_sum.items():
                assert winning_sets(Rules(numbers, count, target)) == tuple(subsets)
                # The first set found is the smallest in order, and a holder of all numbers has it.
                assert winning_set(range(1, numbers + 1), target, count) == subsets[0]


def test_two_pointer_equals_brute_force_on_all_512_subsets() -> None:
    assert len(ALL_SUBSETS) == 512
    for numbers in ALL_SUBSETS:
        triples = [t for t in combinations(sorted(numbers), 3) if sum(t) == 15]
        assert wins(numbers) == bool(triples)
        assert winning_triple(numbers) == (min(triples) if triples else None)


@pytest.mark.parametrize(("numbers", "count", "target"), [(9, 3, 15), (9, 3, 12), (10, 4, 22), (8, 2, 9), (9, 1, 4)])
def test_incremental_check_equals_brute_force(numbers: int, count: int, target: int) -> None:
    every = frozenset(range(1, numbers + 1))
    for k in range(numbers + 1):
        for held in map(frozenset, combinations(sorted(every), k)):
            free = every - held
            makes = {n for n in free if any(sum(c) + n == target for c in combinations(held, count - 1))}
            assert {n for n in free if completes(sorted(held), n, target, count)} == makes
            assert winning_picks(held, free, target, count) == sorted(makes)


def test_other_targets() -> None:
    assert winning_triple([1, 2, 3, 4], target=9) == (2, 3, 4)
    assert not wins([1, 2, 3], target=7)
    assert wins([5, 5, 5, 1, 9]) is True  # repeated numbers count once: 1 + 5 + 9


# The rules value ------------------------------------------------------------------------------------------


def test_pick_fifteen_is_the_default_rules() -> None:
    assert Rules() == PICK_FIFTEEN == Rules(9, 3, 15, False) == Rules.order(3)
    assert asdict(Rules()) == {"numbers": 9, "count": 3, "target": 15, "misere": False, "sets": None}
    assert Position().rules == PICK_FIFTEEN
    assert repr(Position.from_moves([5])) == "Position(x={5}, o=())"
    assert eval(repr(Rules(10, 3, 16, True))) == Rules(10, 3, 16, True)


def test_order_n_rules() -> None:
    for n in range(1, 6):
        rules = Rules.order(n)
        assert (rules.numbers, rules.count, rules.target) == (n * n, n, n * (n * n + 1) // 2)
        assert rules.magic_order == n
        # The magic constant is the sum of 1..n² shared among n rows.
        assert rules.target * n == sum(range(1, n * n + 1))


@pytest.mark.parametrize(
    ("kwargs", "reason"),
    [
        ({"count": 10}, "cannot hold 10 different numbers of 1-9"),
        ({"count": 0}, "cannot hold 0"),
        ({"target": 5}, "sum to 6-24, so a target of 5 is out of reach"),
        ({"target": 25}, "out of reach"),
        ({"numbers": 0}, "N from 1 to"),
        ({"numbers": MAX_STATED + 1}, f"N from 1 to {MAX_STATED}"),
        ({"numbers": 9.0}, "must be a whole number"),
        ({"target": True}, "must be a whole number"),
        ({"misere": "yes"}, "True or False"),
    ],
)
def test_impossible_rules_say_why(kwargs: dict[str, object], reason: str) -> None:
    with pytest.raises(RulesError, match=reason):
        Rules(**kwargs)  # type: ignore[arg-type]
    assert issubclass(RulesError, ValueError)


def test_rules_are_immutable_and_hashable() -> None:
    rules = Rules.order(4)
    with pytest.raises(AttributeError):
        rules.target = 35  # type: ignore[misc]
    assert len({Rules(), Rules(), Rules(misere=True)}) == 2


# Positions ------------------------------------------------------------------------------------------------

RULE_SETS = [
    Rules(),
    Rules(misere=True),
    Rules(target=12),
    Rules(7, 3, 12),
    Rules(8, 2, 9),
    Rules(8, 4, 18, misere=True),
    # Games where a player can hold two sets with no number in common: only one pick can have ended them.
    Rules(9, 2, 10),
    Rules(10, 2, 11, misere=True),
    Rules(12, 3, 19),
]


def grid_reachable() -> set[tuple[frozenset[int], frozenset[int]]]:
    square = oracle.LUO_SHU
    return {
        (oracle.cells_to_numbers(x, square), oracle.cells_to_numbers(o, square)) for x, o in oracle.grid_reachable()
    }


def test_reachable_positions_are_5478_and_match_tic_tac_toe() -> None:
    found = {(p.x, p.o) for p in reachable_positions()}
    assert len(found) == 5478
    assert found == grid_reachable() == oracle.Game(9, 3, 15).reachable()


@pytest.mark.parametrize("rules", RULE_SETS, ids=str)
def test_reachable_positions_under_other_rules(rules: Rules) -> None:
    listed = reachable_positions(rules)
    pairs = {(p.x, p.o) for p in listed}
    assert len(pairs) == len(listed)  # no position twice (each is under these rules, asserted below)
    assert pairs == oracle.game_like(rules).reachable()
    game = oracle.game_like(rules)
    for position in listed:
        assert position.rules == rules
        assert position.is_over == (game.finished(position.x, position.o) is not None)
        made = position.completed_by
        assert made == ("X" if game.completed(position.x) else "O" if game.completed(position.o) else None)
        if made is not None:
            assert position.winner == (("O" if made == "X" else "X") if rules.misere else made)


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(misere=True), Rules(7, 3, 12), Rules(8, 4, 18), Rules(9, 2, 10)], ids=str
)
def test_constructor_accepts_exactly_the_reachable_positions(rules: Rules) -> None:
    reachable = oracle.game_like(rules).reachable()
    every = range(1, rules.numbers + 1)
    subsets = [frozenset(c) for k in range(rules.numbers + 1) for c in combinations(every, k)]
    accepted = 0
    # Every way of giving each number to X, O or nobody.
    for x in subsets:
        for o in (s for s in subsets if not s & x):
            try:
                Position(x, o, rules)
            except InvalidPositionError:
                assert (x, o) not in reachable
            else:
                assert (x, o) in reachable
                accepted += 1
    assert accepted == len(reachable)


@pytest.mark.parametrize(
    ("x", "o", "reason"),
    [
        ({0}, (), "not 1-9"),
        ({10}, (), "not 1-9"),
        (["5"], (), "not a whole number"),
        ([True], (), "not a whole number"),
        ([5, 5], [1], "twice"),
        ({5}, {5}, "both players hold 5"),
        ({1, 2, 3}, {4}, "X holds 3 numbers and O 1: X must hold as many as O or one more"),
        ({1}, {2, 3}, "X holds 1 number and O 2"),
        ((), {1}, "X must hold"),
        ({2, 6, 7}, {1, 3, 4}, "X has won, so O cannot have picked again"),
        ({2, 6, 7, 1}, {3, 4, 8}, "both players hold a triple summing to 15"),
        ({1, 2, 3, 7}, {4, 5, 6}, "X cannot have picked again"),
    ],
)
def test_invalid_positions_say_why(x: object, o: object, reason: str) -> None:
    with pytest.raises(InvalidPositionError, match=reason):
        Position(x, o)  # type: ignore[arg-type]


def test_invalid_positions_under_other_rules_say_why() -> None:
    with pytest.raises(InvalidPositionError, match="X has lost, so O cannot have picked again"):
        Position({2, 6, 7}, {1, 3, 4}, Rules(misere=True))
    with pytest.raises(InvalidPositionError, match="X holds 12, which is not 1-10"):
        Position({12}, (), Rules(10, 3, 16))
    with pytest.raises(InvalidPositionError, match="both players hold 4 numbers summing to 34"):
        Position({1, 2, 15, 16, 3}, {4, 5, 12, 13}, Rules.order(4))


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
    with pytest.raises(IllegalMoveError, match="game is over: O has won"):
        Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True)).play(4)
    with pytest.raises(IllegalMoveError, match="17 is not a number 1-16"):
        Position(rules=Rules.order(4)).play(17)
    assert issubclass(IllegalMoveError, ValueError)
    assert issubclass(InvalidPositionError, ValueError)


def test_misere_swaps_the_winner_not_the_set() -> None:
    normal = Position.from_moves([2, 1, 6, 3, 7])
    misere = Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True))
    assert normal.completed == misere.completed == (2, 6, 7)
    assert normal.completed_by == misere.completed_by == "X"
    assert (normal.winner, misere.winner) == ("X", "O")
    assert normal != misere
    assert hash(normal) != hash(misere) or normal.rules != misere.rules


def test_fair_stall_game() -> None:
    p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
    assert p.winner == "O"
    assert winning_triple(p.o) == (3, 4, 8) == p.completed
    assert p.is_over


def test_full_board_draw() -> None:
    p = Position.from_moves([1, 2, 4, 3, 5, 6, 7, 9, 8])
    assert p.winner is None
    assert p.is_over
    assert p.free == frozenset()


@settings(max_examples=50)
@given(st.permutations(range(1, 10)), st.integers(0, 9), st.sampled_from(RULE_SETS))
def test_random_games(order: list[int], stop: int, rules: Rules) -> None:
    position = Position(rules=rules)
    picks: list[int] = []
    for pick in [n for n in order if n <= rules.numbers][:stop]:
        if position.is_over:
            with pytest.raises(IllegalMoveError, match="game is over"):
                position.play(pick)
            break
        mover = position.to_move
        after = position.play(pick)
        assert after.numbers_of(mover) == position.numbers_of(mover) | {pick}
        assert after.holder(pick) == mover
        assert after.to_move != mover
        assert after.free == position.free - {pick}
        assert after.sides == (after.numbers_of(after.to_move), position.numbers_of(mover) | {pick})
        position = after
        picks.append(pick)
    assert position == Position.from_moves(picks, rules) == Position(position.x, position.o, rules)
    assert hash(position) == hash(Position(list(position.x), tuple(position.o), rules))
    assert eval(repr(position)) == position
    assert position.free | position.x | position.o == rules.all_numbers
    assert position.pick_count == len(picks)
    game = oracle.game_like(rules)
    assert position.is_over == (game.finished(position.x, position.o) is not None)


def test_position_is_immutable() -> None:
    p = Position()
    with pytest.raises(AttributeError):
        p.x = frozenset({1})  # type: ignore[misc]
    assert p.play(5) != p
    assert p == Position()
    assert Rules().all_numbers == NUMBERS


def test_listing_positions_is_for_small_games() -> None:
    with pytest.raises(ValueError, match="up to 12 numbers"):
        reachable_positions(Rules.order(4))


def test_a_positions_pick_count_and_the_old_name_that_warns() -> None:
    for moves in itertools.permutations(range(1, 10), 4):  # no game ends in four picks
        for length in range(len(moves) + 1):
            assert Position.from_moves(moves[:length]).pick_count == length
    position = Position.from_moves([5, 1, 4])
    with pytest.warns(DeprecationWarning, match="pick_count"):
        assert position.picks == 3
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert position.pick_count == 3
    assert Session(o="human", picks=[5, 1, 4]).picks == (5, 1, 4)
