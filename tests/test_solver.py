"""The solver: every verdict, pick verdict and best pick against a plain minimax over the winning sets (every
target of 1-9 and many other rules), Pick Fifteen and its misère against tic-tac-toe on the grid, the order-4 game
and its misère against the oracle, perfect play never doing worse than the value, the levels, budgets, big games
searched pick by pick, and ``explore verify``.

Also: perfect play never losing Pick Fifteen (dropped here) is kept by test_perfect_play_never_does_worse_than_the_value
(Pick Fifteen for either side) and test_session's walk of every line of clicks; verify on the grid's own game is
kept by test_verify_agrees_and_says_what_it_checked; a good move in a big game keeping the outcome (dropped) by
test_the_outcome_first_path_agrees_with_the_oracle, where ``good_move`` must give one of the oracle's best picks on
every position of the same games.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from itertools import combinations, pairwise
from typing import Any

import oracle
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from oracle import Game
from running import as_json, run

from luoshu import (
    LEVELS,
    Outcome,
    Position,
    Rules,
    Verdict,
    analyse,
    best_moves,
    choose_move,
    outcome,
    solve,
)
from luoshu.rules import PICK_FIFTEEN, Player
from luoshu.rules import reachable_positions as real_reachable
from luoshu.search import engine
from luoshu.search.solver import (
    SearchBudgetError,
    forget,
    positions_kept,
    positions_solved,
    value,
)
from luoshu.search.solver import _verdict as real_verdict
from luoshu.session import Session
from luoshu.session.bots import builtin_bot
from luoshu.session.players import Seat

OUTCOME_OF_VALUE = {1: Outcome.WIN, 0: Outcome.DRAW, -1: Outcome.LOSS}


CELL_OF_NUMBER = {oracle.LUO_SHU[c // 3][c % 3]: c for c in range(9)}


def as_pair(verdict: Verdict) -> tuple[str, int]:
    return verdict.outcome.value, verdict.plies


def positions(rules: Rules) -> list[Position]:
    """Every position of the game, as luoshu lists them (cheaper than validating each one anew), checked to be
    exactly the oracle's reachable positions, so that a test over them misses none."""
    listed = real_reachable(rules)
    pairs = {(p.x, p.o) for p in listed}
    assert len(pairs) == len(listed)
    assert pairs == oracle.game_like(rules).reachable()
    return listed


RULE_SETS = [
    *(Rules(target=t) for t in range(6, 25)),
    *(Rules(target=t, misere=True) for t in (12, 14, 15, 18)),
    Rules(7, 3, 12),
    Rules(7, 3, 12, misere=True),
    Rules(10, 3, 15),
    Rules(10, 3, 16),
    Rules(10, 3, 17, misere=True),
    Rules(6, 2, 7),
    Rules(8, 2, 9, misere=True),
    Rules(9, 2, 10),
    Rules(10, 2, 11, misere=True),
    Rules(8, 4, 18),
    Rules(8, 4, 18, misere=True),
    Rules(10, 4, 22),
    Rules(5, 1, 3),
    Rules(6, 1, 3, misere=True),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=str)
def test_every_verdict_agrees_with_a_plain_minimax_over_the_winning_sets(rules: Rules) -> None:
    game = oracle.game_like(rules)
    for position in positions(rules):
        x, o = position.x, position.o
        assert as_pair(solve(position)) == game.verdict(x, o), position
        if position.is_over:
            assert analyse(position) == {}
            assert best_moves(position) == []
            continue
        assert {n: as_pair(v) for n, v in analyse(position).items()} == game.pick_verdicts(x, o), position
        assert best_moves(position) == game.best_picks(x, o), position
        assert outcome(position).value == game.verdict(x, o)[0]


def grid_verdict(position: Position, misere: bool) -> Verdict:
    """The verdict from the independent line-based minimax on the grid."""
    mine, theirs = position.sides
    value, plies = oracle.grid_minimax(
        sum(1 << CELL_OF_NUMBER[n] for n in mine), sum(1 << CELL_OF_NUMBER[n] for n in theirs), misere
    )
    return Verdict(OUTCOME_OF_VALUE[value], plies)


@pytest.mark.parametrize("misere", [False, True])
def test_pick_fifteen_and_its_misere_are_tic_tac_toe_on_the_grid(misere: bool) -> None:
    for position in positions(Rules(misere=misere)):
        assert solve(position) == grid_verdict(position, misere), position


def test_the_famous_values() -> None:
    assert solve(Position()) == Verdict(Outcome.DRAW, 9)
    assert all(v == Verdict(Outcome.DRAW, 9) for v in analyse(Position()).values())
    # Misère tic-tac-toe: the first player draws only by taking the centre.
    misere = Position(rules=Rules(misere=True))
    assert solve(misere) == Verdict(Outcome.DRAW, 9)
    assert best_moves(misere) == [5]


def test_finished_boards() -> None:
    assert solve(Position.from_moves([2, 1, 6, 3, 7])) == Verdict(Outcome.LOSS, 0)
    assert solve(Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True))) == Verdict(Outcome.WIN, 0)
    assert solve(Position.from_moves([1, 2, 4, 3, 5, 6, 7, 9, 8])) == Verdict(Outcome.DRAW, 0)


def test_verdicts_have_a_total_order_that_is_better_for_the_mover() -> None:
    verdicts = [Verdict(o, p) for o in Outcome for p in range(10)]
    ranked = sorted(verdicts)
    for worse, better in pairwise(ranked):
        assert worse < better
        assert worse <= better
        assert better > worse
        assert better >= worse
        assert worse != better
    assert ranked[0] == Verdict(Outcome.LOSS, 0)  # losing at once is the worst
    assert ranked[-1] == Verdict(Outcome.WIN, 0)  # having won already is the best
    assert Verdict(Outcome.DRAW, 3) < Verdict(Outcome.DRAW, 7)  # draws of different lengths are ordered
    assert Verdict(Outcome.DRAW, 7) <= Verdict(Outcome.DRAW, 7)
    assert max(Verdict(Outcome.WIN, 5), Verdict(Outcome.WIN, 3)) == Verdict(Outcome.WIN, 3)
    assert min(Verdict(Outcome.LOSS, 2), Verdict(Outcome.LOSS, 6)) == Verdict(Outcome.LOSS, 2)


def test_order_4_is_a_first_player_win_in_9_from_every_opening(order_four: Callable[[bool], oracle.OrderFour]) -> None:
    rules = Rules.order(4)
    found = order_four(False)
    assert solve(Position(rules=rules)) == Verdict(Outcome.WIN, 9)
    assert found.value == ("win", 9)
    assert found.win_within_7 is None
    verdicts = analyse(Position(rules=rules))
    for pick, verdict in verdicts.items():
        assert verdict.outcome is Outcome.WIN
        # After the pick, O to move loses: the oracle finds how long O can last from there.
        assert found.after_first[pick] == verdict.plies - 1
    assert best_moves(Position(rules=rules)) == list(range(1, 17))


@pytest.mark.slow
def test_order_4_misere_is_a_first_player_loss(order_four: Callable[[bool], oracle.OrderFour]) -> None:
    rules = Rules.order(4, misere=True)
    found = order_four(True)
    verdicts = analyse(Position(rules=rules))
    assert solve(Position(rules=rules)) == max(verdicts.values()) == Verdict(Outcome.LOSS, 15)
    for pick, verdict in verdicts.items():
        assert verdict.outcome is Outcome.LOSS
        # After the pick, O to move wins: the oracle finds O's fastest forced win from there.
        assert found.after_first[pick] == verdict.plies - 1
    assert found.value == ("loss", 15)
    # ``explore order 4 --solve --misere`` says the same value, read off the search just done.
    data = as_json("explore", "order", "4", "--solve", "--misere")
    assert data["verdict"] == {"outcome": "loss", "plies": 15}
    assert data["rules"]["misere"] is True
    assert data["reason"] is None
    forget()


def opponent_lines(position: Position, computer: str) -> set[Position]:
    """Every final position when the computer plays any best move against every possible opponent. (Each position
    is followed once, however many orders of the same picks reach it: what can follow it is the same.)"""
    ends: set[Position] = set()
    seen = {position}
    frontier = [position]
    while frontier:
        here = frontier.pop()
        if here.is_over:
            ends.add(here)
            continue
        picks = best_moves(here) if here.to_move == computer else sorted(here.free)
        for pick in picks:
            after = here.play(pick)
            if after not in seen:
                seen.add(after)
                frontier.append(after)
    return ends


@pytest.mark.parametrize("rules", [Rules(), Rules(misere=True), Rules(target=14), Rules(7, 3, 12)], ids=str)
@pytest.mark.parametrize("computer", ["X", "O"])
def test_perfect_play_never_does_worse_than_the_value(rules: Rules, computer: str) -> None:
    # The computer's value where it first moves, from the oracle: a win must be won, a draw never lost.
    game = oracle.game_like(rules)
    start = Position(rules=rules)
    firsts = [start] if computer == "X" else [start.play(n) for n in sorted(start.free)]
    values = set()
    for first in firsts:
        value = game.verdict(first.x, first.o)[0]
        values.add(value)
        ends = opponent_lines(first, computer)
        assert ends
        for end in ends:
            if value == "win":
                assert end.winner == computer, end
            elif value == "draw":
                assert end.winner in (None, computer), end
    assert values - {"loss"}, "some value here must be a win or a draw, or the test asserts nothing"


def test_perfect_play_against_itself_draws() -> None:
    rng = random.Random(7)
    for rules in (Rules(), Rules(misere=True)):
        for _ in range(30):
            position = Position(rules=rules)
            while not position.is_over:
                position = position.play(choose_move(position, "perfect", rng))
            assert position.winner is None


@pytest.mark.parametrize("level", LEVELS)
@settings(deadline=None, max_examples=25)
@given(seed=st.integers(0, 2**32), moves=st.integers(0, 9), rules=st.sampled_from(RULE_SETS))
def test_levels_choose_free_numbers(level: str, seed: int, moves: int, rules: Rules) -> None:
    rng = random.Random(seed)
    position = Position(rules=rules)
    for _ in range(moves):
        if position.is_over:
            break
        pick = choose_move(position, level, rng)  # type: ignore[arg-type]
        assert pick in position.free
        if level == "perfect":
            assert pick in oracle.game_like(rules).best_picks(position.x, position.o)
        position = position.play(pick)


def completing(numbers: frozenset[int], free: frozenset[int], rules: Rules) -> set[int]:
    return {n for n in free if any(sum(c) + n == rules.target for c in combinations(numbers, rules.count - 1))}


@pytest.mark.parametrize("rules", [Rules(), Rules(misere=True)], ids=str)
def test_casual_takes_wins_and_blocks_or_keeps_off_its_poison(rules: Rules) -> None:
    for position in positions(rules):
        if position.is_over:
            continue
        mine, theirs = position.sides
        pick = choose_move(position, "casual", random.Random(len(position.free)))
        own = completing(mine, position.free, rules)
        if rules.misere:
            if position.free - own:
                assert pick not in own
        elif own:
            assert pick in own
        elif completing(theirs, position.free, rules):
            assert pick in completing(theirs, position.free, rules)


def test_casual_slips_sometimes_and_random_varies() -> None:
    rng = random.Random(1)
    position = Position.from_moves([5, 1])  # X wins with any of 2 3 4 6 7 8; 9 only draws
    casual = {choose_move(position, "casual", rng) for _ in range(200)}
    assert 9 in casual
    assert casual <= set(position.free)
    assert {choose_move(Position(), "random", rng) for _ in range(200)} == set(range(1, 10))


def test_choose_move_refuses_finished_games_and_unknown_levels() -> None:
    with pytest.raises(ValueError, match="game is over"):
        choose_move(Position.from_moves([2, 1, 6, 3, 7]))
    with pytest.raises(ValueError, match="not a level"):
        choose_move(Position(), "godlike")  # type: ignore[arg-type]


def test_each_position_is_solved_once() -> None:
    forget()
    every = positions(Rules())
    for position in every:
        analyse(position)
    solved = positions_solved()
    for position in every:
        analyse(position)
    assert positions_solved() == solved <= sum(not p.is_over for p in every)


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(misere=True), Rules(target=13), Rules(8, 4, 18, misere=True)], ids=str
)
def test_the_outcome_first_path_agrees_with_the_oracle(rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    # Big games are solved outcome first; force that path on small games, where the oracle can check it. A big
    # game's computer plays ``good_move``: one of the best picks, at random.
    from luoshu.search.solver import good_move

    forget()
    monkeypatch.setattr("luoshu.search.solver.EXACT_UP_TO", 0)
    game = oracle.game_like(rules)
    rng = random.Random(3)
    try:
        for position in positions(rules):
            x, o = position.x, position.o
            assert as_pair(solve(position)) == game.verdict(x, o), position
            if not position.is_over:
                assert {n: as_pair(v) for n, v in analyse(position).items()} == game.pick_verdicts(x, o), position
                best = game.best_picks(x, o)
                assert best_moves(position) == best, position
                assert good_move(position, rng) in best, position
    finally:
        forget()


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(misere=True), Rules(target=14), Rules(7, 3, 12), Rules(8, 4, 18)], ids=str
)
def test_the_whole_game_solved_at_once(rules: Rules) -> None:
    from luoshu.search.solver import solve_all

    forget()
    solution = solve_all(rules)
    game = oracle.game_like(rules)
    reachable = game.reachable()
    assert len(solution) == len(reachable)
    assert {(p.x, p.o) for p in solution} == reachable
    for x, o in reachable:
        position = Position(x, o, rules)
        assert as_pair(solution[position]) == game.verdict(x, o), position
        if not position.is_over:
            # Against the oracle, not analyse (which the sweep above checks against the oracle for these rules).
            assert {n: as_pair(v) for n, v in solution.moves(position).items()} == game.pick_verdicts(x, o), position
    with pytest.raises(KeyError):
        solution[Position(rules=Rules(target=13))]
    forget()


@pytest.mark.parametrize("rules", [Rules(11, 1, 3), Rules(12, 2, 13), Rules(10, 2, 11, misere=True)], ids=str)
def test_games_with_huge_symmetry_groups_are_searched_pick_by_pick(rules: Rules) -> None:
    # Few winning sets leave many numbers alike: up to 10! symmetries, which the solver must not list.
    game, empty = oracle.game_like(rules), frozenset[int]()
    start = Position(rules=rules)
    assert as_pair(solve(start)) == game.verdict(empty, empty)
    assert best_moves(start) == game.best_picks(empty, empty)
    assert {n: as_pair(v) for n, v in analyse(start).items()} == game.pick_verdicts(empty, empty)


def test_a_budget_counts_every_memo_together_and_holds_inside_other_calls() -> None:
    rules = Rules.order(5)
    forget(rules)
    with pytest.raises(SearchBudgetError):
        value(Position(rules=rules), budget=30_000)  # big enough to fill two of the memos (bounds, too few)
    assert positions_kept(rules) == 30_001  # it stops at the first position over the budget, all memos counted
    forget(rules)
    with pytest.raises(SearchBudgetError):
        # Each pick's search runs under the outer budget: the first pick's alone outgrows this one (as it did 20,000).
        best_moves(Position(rules=rules), budget=2_000)
    assert positions_kept(rules) == 2_001
    forget(rules)
    forget(Rules.order(4))  # searched afresh, whatever this worker's other tests solved before
    four = Position(rules=Rules.order(4))
    with pytest.raises(SearchBudgetError):
        best_moves(four, budget=100)
    assert value(four) == Verdict(Outcome.WIN, 9)  # no budget is left behind


def test_quick_moves_take_wins_and_block_without_a_search() -> None:
    from luoshu.session.players import quick_move

    rng = random.Random(5)
    game = oracle.Game(9, 3, 15)  # one game: its sets found once, and what completes a set remembered
    for position in positions(Rules()):
        if position.is_over:
            continue
        mine, theirs = position.sides
        free = position.free
        wins = {n for n in free if game.completed(mine | {n})}
        blocks = {n for n in free if game.completed(theirs | {n})}
        pick = quick_move(position, rng)
        assert pick in (wins or blocks or free), position


def test_verify_agrees_and_says_what_it_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    # The checks the command makes, kept to read them as its JSON says them: a second verification (``--json``)
    # would make the same checks again. (test_json runs ``explore verify --json`` for its shapes.)
    import luoshu.cli.explore.verification as command
    from luoshu.teach.verification import Check, verification_json, verify

    made: list[list[Check]] = []

    def kept() -> list[Check]:
        made.append(verify())
        return made[-1]

    monkeypatch.setattr(command, "checks_of_everything", kept)
    result = run("explore", "verify")
    assert result.exit_code == 0
    assert "5,478" in result.output
    assert "All agree" in result.output
    assert result.output.count(" ok\n") == 15
    (checks,) = made
    data: dict[str, Any] = verification_json(checks)
    assert data["agree"] is True
    claims = [check["claim"] for check in data["checks"]]
    for kind in ("tic-tac-toe", "misère tic-tac-toe"):
        assert f"solver verdict = line search, {kind}" in claims
        assert f"every pick's verdict = line search, {kind}" in claims
        assert f"best picks = line search, {kind}" in claims
    assert {check["case_count"] for check in data["checks"] if "pick" in check["claim"]} == {4520}


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


@pytest.mark.parametrize(
    ("target", "broken", "claim"),
    [
        ("luoshu.search.solver._alike_picks", wrong_grouping, "every pick's verdict"),
        ("luoshu.search.solver.best_moves", no_slowest_loss, "best picks"),
        ("luoshu.search.solver._verdict", draw_plies_off_by_one, "solver verdict"),
    ],
    ids=["wrong move grouping", "no slowest-loss tie-break", "a draw's plies off by one"],
)
def test_verify_catches_a_broken_solver(
    monkeypatch: pytest.MonkeyPatch, target: str, broken: Callable[..., object], claim: str
) -> None:
    # Verify's checks of the solver against the line search on every position of the normal game show each catch
    # (half of ``explore verify``'s work, which makes them for misère too); the command saying a disagreement, and
    # failing, is shown once, by test_verify_catches_a_short_position_list.
    from luoshu.teach.verification import _solver_checks

    every = [Position(p.x, p.o) for p in real_reachable()]
    forget()  # nothing the real solver found may hide the broken one
    monkeypatch.setattr(target, broken)
    try:
        checks = _solver_checks(every, misere=False)
    finally:
        monkeypatch.undo()
        forget()
    failed = [check.claim for check in checks if check.disagreements]
    assert any(f"{claim} = line search, tic-tac-toe" == found for found in failed), failed


def test_verify_catches_a_short_position_list(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("luoshu.rules.reachable_positions", short_list)
    try:
        result = run("explore", "verify")
    finally:
        monkeypatch.undo()
    assert result.exit_code == 1
    assert "Disagreements found." in result.output
    failed = [line for line in result.output.splitlines() if "DISAGREE" in line]
    assert failed, result.output
    assert all("the positions listed" in line for line in failed), result.output


THIRTEEN = Rules(13, 3, 21)


ORDER_FOUR = Rules.order(4)


def oracle_best(rules: Rules, picks: list[int]) -> list[int]:
    """The picks the brute force calls best (fastest win, slowest loss) after ``picks``."""
    position = Position.from_moves(picks, rules=rules)
    return Game(rules.numbers, rules.count, rules.target, rules.misere).best_picks(
        frozenset(position.x), frozenset(position.o)
    )


@pytest.mark.parametrize(
    ("rules", "picks"),
    [
        (THIRTEEN, [3, 1, 7, 11, 9, 13]),  # X to move wins at once
        (THIRTEEN, [4, 10, 12]),  # O to move must block
        (ORDER_FOUR, [1, 3, 2, 4, 15, 5]),  # X to move wins at once
    ],
)
def test_perfect_plays_a_best_pick_in_games_of_more_than_twelve_numbers(rules: Rules, picks: list[int]) -> None:
    forget(rules)
    best = oracle_best(rules, picks)
    position = Position.from_moves(picks, rules=rules)
    chosen = {choose_move(position, "perfect", random.Random(seed)) for seed in range(12)}
    assert chosen <= set(best), (chosen, best)


def wins_at_once(rules: Rules, picks: list[int]) -> set[int]:
    """By brute force: the free numbers that complete a set for the mover."""
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    position = Position.from_moves(picks, rules=rules)
    mine = frozenset(position.x if position.to_move == "X" else position.o)
    return {n for n in game.free(frozenset(position.x), frozenset(position.o)) if game.completed(mine | {n})}


def blocks(rules: Rules, picks: list[int]) -> set[int]:
    """By brute force: the free numbers that would complete a set for the other player."""
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    position = Position.from_moves(picks, rules=rules)
    theirs = frozenset(position.o if position.to_move == "X" else position.x)
    return {n for n in game.free(frozenset(position.x), frozenset(position.o)) if game.completed(theirs | {n})}


@pytest.mark.parametrize(
    ("rules", "picks", "must"),
    [
        (THIRTEEN, [3, 1, 7, 11, 9, 13], wins_at_once),
        (ORDER_FOUR, [1, 3, 2, 4, 15, 5], wins_at_once),
        (THIRTEEN, [4, 10, 12], blocks),
    ],
)
def test_past_its_budget_the_computer_still_wins_and_blocks_at_once_and_is_not_called_perfect(
    rules: Rules, picks: list[int], must: Callable[[Rules, list[int]], set[int]]
) -> None:
    expected = must(rules, picks)
    assert expected
    for seed in range(6):
        forget(rules)
        computer: Player = "X" if len(picks) % 2 == 0 else "O"
        x: Seat = "computer" if computer == "X" else "human"
        o: Seat = "computer" if computer == "O" else "human"
        session = Session(x=x, o=o, rules=rules, picks=picks, seed=seed)
        session.set_budget(1)  # no search fits: the computer plays by rule of thumb
        assert session.computer_pick() in expected
        assert session.outran
        assert "perfect" not in session.player
        assert "perfect" not in session.seat_words(computer)


def misere_wins_in_two(game: Game, x: frozenset[int], o: frozenset[int]) -> tuple[set[int], set[int]]:
    """By brute force, misère: the mover's safe picks (not completing a set of theirs), and those of them that leave
    the other player only numbers that complete a set of theirs."""
    free = game.free(x, o)
    mine, theirs = (x, o) if len(x) == len(o) else (o, x)
    safe = {n for n in free if not game.completed(mine | {n})}
    rest = {n: [m for m in free if m != n] for n in safe}
    winning = {n for n in safe if rest[n] and all(game.completed(theirs | {m}) for m in rest[n])}
    return safe, winning


def test_past_its_budget_misere_the_computer_leaves_the_other_only_poison() -> None:
    rules = Rules(13, 3, 21, misere=True)
    game = Game(13, 3, 21, misere=True)
    rng = random.Random(26)
    found = 0
    for _ in range(400):
        picks: list[int] = []
        position = Position(rules=rules)
        while not position.is_over and found < 12:
            safe, winning = misere_wins_in_two(game, frozenset(position.x), frozenset(position.o))
            if winning and winning != safe:
                found += 1
                forget(rules)
                x, o = ("computer", "human") if position.to_move == "X" else ("human", "computer")
                session = Session(x=x, o=o, rules=rules, picks=picks, seed=found)  # type: ignore[arg-type]
                session.set_budget(1)
                assert session.computer_pick() in winning, (picks, winning)
            pick = rng.choice(sorted(position.free))
            picks.append(pick)
            position = position.play(pick)
    assert found >= 12


def test_a_slow_search_reports_progress_by_the_second(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.Search, "PROGRESS_SECONDS", 0.05, raising=False)
    monkeypatch.setattr(engine, "BUDGET_SECONDS", 1.0, raising=False)
    rules = Rules.order(5)
    forget(rules)
    calls: list[int] = []
    with contextlib.suppress(SearchBudgetError):
        value(Position(rules=rules), budget=50_000_000, progress=calls.append)
    forget(rules)
    assert calls
    assert calls[0] == 0
    assert any(0 < kept < engine.Search.PROGRESS_EVERY for kept in calls)


MISERE_FOUR = Rules.order(4, True)
"""Misère on the order-4 game: its first pick's search keeps far more than a thousand positions."""


def test_a_searching_player_keeps_the_sessions_budget() -> None:
    forget(MISERE_FOUR)
    game = Session("computer", "human", rules=MISERE_FOUR, seed=1)
    game.set_player(builtin_bot("skill:1", random.Random(1)))  # a best pick every time: a search every time
    game.set_budget(1_000)
    pick = game.computer_pick()
    assert pick in range(1, 17)
    assert game.outran  # past the budget: by rule of thumb, as the levels play
    assert game.player == "skill:1"
