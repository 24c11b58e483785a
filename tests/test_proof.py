"""df-pn proofs and what ``luoshu prove`` prints: values, bounds in plies, the fastest claim, budgets, checkpoints,
set-up and search time said apart, nodes a second, stopped proofs in JSON, and bigger games (Qubic, 5x5, order 6).

The values are compared with the memoised solver (``luoshu.solve``) on every position of the small games, or the
oracle's (tests/oracle.py); the certificates are verified by the tests' own checker (tests/checker.py), written from
the format and sharing no code with luoshu's.

Also (dropped duplicates, kept here or elsewhere): the order-4 misère value is test_solver's; the 4x4 first moves
by test_sets_games's draw from every first move; "no win within the plies" on workers is the same JSON as on one
process (kept: the one-process test). The full-size certificates docs/proofs.md quotes (the order-4 misère loss in
15, the order-5 win in 11 on one worker and on two, 4x4 tic-tac-toe's draw: a minute or more each) are proved and
checked by the benchmark's full run (``benchmarks/bench.py``, part 10), not by the suite, whose benchmark test runs
it on the smallest games; the prover and the checker are tested here on the order-4 win in 9 and every position of
the small games, and those games' values against the oracle by test_solver.
"""

from __future__ import annotations

import importlib.util
import json
import random
import time
from collections.abc import Callable
from itertools import combinations, product
from pathlib import Path
from typing import Any

import oracle
import pytest
from checker import certificate_text, dfpn_outcome, own_check
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import luoshu.cli.prove as prove_command
from luoshu import Position, Rules, reachable_positions, solve
from luoshu.cli import cli
from luoshu.rules import opponent
from luoshu.search.proof import Goal, Proof, group_of, settle_value


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.stdout, done.stderr


# df-pn against the memoised solver ---------------------------------------------------------------------------------

GAMES = [Rules(), Rules(misere=True), *(Rules(9, 3, t) for t in (12, 14, 18))]
"""Pick Fifteen and its misère, and three other targets: a draw (12), a first player's win (14), and 18."""


@pytest.mark.slow
@pytest.mark.parametrize("rules", GAMES, ids=str)
def test_dfpn_agrees_with_the_solver_on_every_position(rules: Rules) -> None:
    for position in reachable_positions(rules):
        if position.is_over:
            continue
        verdict = solve(position)
        got = dfpn_outcome(position)
        assert got == verdict.outcome.value, position
        if got != "draw":
            # The bound in plies: the fastest win is proved within its plies, and refuted within two fewer.
            winner = position.to_move if got == "win" else opponent(position.to_move)
            assert Proof(position, Goal(winner, "win", verdict.plies)).run(), position
            if verdict.plies > 2:
                assert not Proof(position, Goal(winner, "win", verdict.plies - 2)).run(), position


@st.composite
def small_games(draw: st.DrawFn) -> Rules:
    n = draw(st.integers(3, 9))
    one_set = st.lists(st.integers(1, n), min_size=1, max_size=4, unique=True).map(lambda s: tuple(sorted(s)))
    sets = draw(st.lists(one_set, min_size=1, max_size=8, unique=True))
    return Rules.listed(n, sets, draw(st.booleans()))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games(), st.randoms(use_true_random=False))
def test_dfpn_agrees_on_games_of_sets_and_its_certificates_hold(rules: Rules, rng: random.Random) -> None:
    position = Position(rules=rules)
    # A few picks in, at random, as long as the game goes on.
    for _ in range(rng.randrange(3)):
        free = sorted(position.free)
        after = position.play(rng.choice(free))
        if after.is_over:
            break
        position = after
    settled = settle_value(position)
    assert settled.outcome == solve(position).outcome.value
    for proof in settled.proofs:
        text = certificate_text(proof, group_of(rules))
        assert own_check(text) == [(proof.goal.prover, proof.goal.claim, proof.certificate().plies)]


# What prove claims ------------------------------------------------------------------------------------------------


def test_the_order_four_game_is_a_win_in_nine_and_no_sooner_with_a_certificate(
    tmp_path: Path, order_four: Callable[[bool], oracle.OrderFour]
) -> None:
    """Claimed with no ``--plies`` or ``--fastest`` asked (the fewest plies the oracle's); ``check`` verifies the
    tight claim and refuses it a ply sooner."""
    assert order_four(False).value == ("win", 9)
    out = tmp_path / "o4.jsonl"
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--out", str(out))
    assert code == 0, told
    assert "proved that X wins within 9 plies, and no sooner." in said
    assert own_check(out.read_text()) == [("X", "win", 9)]
    code, said, _ = run("check", str(out))
    assert code == 0
    assert "within 9 plies" in said
    head = json.loads(out.read_text().splitlines()[0])
    head["plies"] = 8
    out.write_text("\n".join([json.dumps(head), *out.read_text().splitlines()[1:]]) + "\n")
    code, said, _ = run("check", str(out))
    assert code == 1
    assert "more than the 8 claimed" in said
    # Its JSON says the claim is the fastest.
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--json")
    assert code == 0, told
    proved = {"prover": "X", "claim": "win", "plies": 9, "fastest": True, "positions": 316}
    assert json.loads(said)["proved"] == [proved]


def test_a_budget_too_small_claims_the_tightest_proved_and_says_so(tmp_path: Path) -> None:
    # 2,500 nodes prove the win (with no bound, then within 9 plies) but do not refute a win within 7.
    out = tmp_path / "o4.jsonl"
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--budget", "2500", "--out", str(out))
    assert code == 0, told
    assert "proved that X wins within 9 plies (sooner not settled within the budget: --fastest settles it)." in said
    assert own_check(out.read_text()) == [("X", "win", 9)]
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--budget", "2500", "--json")
    assert json.loads(said)["proved"][0]["fastest"] is False
    # A bound asked for is claimed as asked, fewer not looked for.
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--plies", "11", "--json")
    assert code == 0, told
    assert json.loads(said)["proved"][0]["fastest"] is None


def test_a_proof_on_workers_writes_a_certificate_and_says_its_rates(tmp_path: Path) -> None:
    """A split proof: its certificate holds; its progress and its Search line say the nodes a second per worker;
    one process is one worker. (The JSON's rates, the nodes over the seconds and the workers, are checked on the
    JSON the set-up test's proofs print, on 1 worker and on 2: the same commands.)"""
    out = tmp_path / "split.jsonl"
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "2", "--out", str(out))
    assert code == 0, told
    assert own_check(out.read_text()) == [("X", "win", 9)]
    search = next(line for line in said.splitlines() if line.startswith("Search: "))
    assert " a second per worker on 2 workers, " in search
    progress = [line for line in told.splitlines() if "on workers:" in line]
    assert progress, told
    assert "proving X wins within 9 plies on workers:" in progress[0]
    assert "sub-proofs handed out" in progress[0]
    assert "a second per worker" in progress[0]
    code, said, _ = run("prove", "--order", "4", "--plies", "9", "--workers", "1")
    assert " a second on 1 worker, " in said


def rates_said(data: dict[str, Any], workers: int) -> None:
    """A proof's JSON says its workers and the nodes a second per worker: the nodes over the search's seconds and
    the workers, within the rounding of its figures."""
    assert data["workers"] == workers
    expected = data["nodes"] / data["seconds"] / workers
    assert data["nodes_per_second_per_worker"] == pytest.approx(expected, rel=0.001 / data["seconds"], abs=0.05)
    assert data["nodes_per_second_per_worker"] > 0


def test_the_fastest_win_is_claimed(tmp_path: Path) -> None:
    out = tmp_path / "fourteen.jsonl"
    code, said, told = run("prove", "--target", "14", "--fastest", "--out", str(out))
    assert code == 0, told
    plies = solve(Position(rules=Rules(target=14))).plies
    assert own_check(out.read_text()) == [("X", "win", plies)]
    code, said, told = run("prove", "--target", "14", "--plies", str(plies - 2))
    assert code == 1
    assert f"neither player forces a win within {plies - 2} plies" in said + told


def test_no_win_within_the_plies_answers_in_json_and_one_line_of_reason(
    tmp_path: Path, order_four: Callable[[bool], oracle.OrderFour]
) -> None:
    assert order_four(False).value == ("win", 9)  # the oracle's: X's fastest win takes 9 plies
    assert order_four(False).win_within_7 is None
    out = tmp_path / "o4.jsonl"
    code, said, told = run("prove", "--order", "4", "--plies", "7", "--workers", "1", "--json", "--out", str(out))
    assert code == 1, told
    data = json.loads(said)  # one object, and nothing else on standard output
    assert data["rules"] == {"numbers": 16, "count": 4, "target": 34, "misere": False}
    assert data["outcome"] is None
    assert data["proved"] == []
    assert data["refuted"] == [{"prover": "X", "claim": "win", "plies": 7}, {"prover": "O", "claim": "win", "plies": 7}]
    assert data["unproved"] == []
    assert data["stopped"] == "refuted"
    assert "7 plies" in data["reason"]
    assert data["nodes"] > 0
    assert data["checkpoint"] is None
    assert not out.exists()
    assert not Path(str(out) + ".checkpoint").exists()
    code, said, _ = run("prove", "--order", "4", "--plies", "7", "--workers", "1")
    assert code == 1
    lines = said.strip().splitlines()
    assert lines[0].endswith(
        "neither player forces a win within 7 plies (no certificate: it would be the other "
        "side's not_lose, given no bound)."
    )
    assert len([line for line in lines if "7 plies" in line]) == 1


# The clock: --seconds bounds the search, and the set-up is said apart -------------------------------------------


def slow_group(pause: float) -> Any:
    """group_of, the symmetries found in the set-up, made ``pause`` seconds slow."""

    def slow(rules: Rules) -> tuple[tuple[int, ...], ...]:
        time.sleep(pause)
        return group_of(rules)

    return slow


SLOW_SET_UP = 0.3
"""Seconds the set-up is made slow by: far more than a set-up of these games takes, and said to 0.01 s."""


def test_the_set_up_is_said_apart_from_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """In the JSON of one process and of workers, and in the text's Search line."""
    monkeypatch.setattr(prove_command, "group_of", slow_group(SLOW_SET_UP))
    began = time.monotonic()
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "1", "--json")
    wall = time.monotonic() - began
    assert code == 0, told
    data = json.loads(said)
    assert data["setup_seconds"] >= SLOW_SET_UP  # the slow set-up, said as set-up
    assert data["seconds"] <= wall - SLOW_SET_UP  # and not counted in the search's time
    assert data["seconds"] > 0
    rates_said(data, 1)  # the rate over the search's seconds alone
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "2", "--json")
    assert code == 0, told
    data = json.loads(said)
    assert data["setup_seconds"] >= SLOW_SET_UP
    rates_said(data, 2)
    code, said, told = run("prove", "--target", "14", "--fastest", "--workers", "1")
    assert code == 0, told
    search = next(line for line in said.splitlines() if line.startswith("Search: "))
    setup = float(search.split("after ")[1].split(" s of set-up")[0])
    assert setup >= SLOW_SET_UP


def test_a_slow_set_up_leaves_the_search_its_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    # Half the second given: were the set-up counted, the search would stop after the other half.
    monkeypatch.setattr(prove_command, "group_of", slow_group(0.5))
    code, said, told = run("prove", "--order", "5", "--workers", "1", "--seconds", "1", "--json")
    assert code == 1, told
    data = json.loads(said)
    assert data["stopped"] == "seconds"
    assert data["setup_seconds"] >= 0.5
    assert data["seconds"] >= 1.0  # the search had its whole second, after the set-up


def test_seconds_bound_the_whole_search_not_each_goal(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each goal's search made 0.6 s slow: Pick Fifteen's value tries four goals (X wins, O wins, then each side's
    # not_lose), 2.4 s in all, each under the second given. The second given holds for them all.
    real = Proof.run

    def slow_run(self: Proof) -> bool:
        time.sleep(0.6)
        return real(self)

    monkeypatch.setattr(Proof, "run", slow_run)
    assert solve(Position()).outcome == "draw"  # the solver's: all four goals would be tried
    code, said, told = run("prove", "--workers", "1", "--seconds", "1", "--json")
    assert code == 1, told
    data = json.loads(said)
    assert data["stopped"] == "seconds"
    assert data["outcome"] is None
    assert len(data["proved"]) + len(data["refuted"]) < 4
    assert data["seconds"] < 2.0


# Stopped proofs: budgets, checkpoints, memory ---------------------------------------------------------------------


def nodes_said(said: str) -> int:
    return int(said.split("Search: ")[1].split(" nodes")[0].replace(",", ""))


def test_a_spent_budget_keeps_a_checkpoint_that_the_next_prove_resumes(tmp_path: Path) -> None:
    command = ("prove", "--order", "4", "--plies", "7")
    code, said, _ = run(*command)  # from nothing, for comparison
    assert code == 1
    assert "neither player forces a win within 7 plies" in said
    fresh = nodes_said(said)
    out = tmp_path / "o4.jsonl"
    code, said, told = run(*command, "--out", str(out), "--budget", "1000")
    assert code == 1
    assert "not proved within the budget of 1,000 nodes" in said + told
    checkpoint = Path(str(out) + ".checkpoint")
    assert checkpoint.exists()
    assert not out.exists()
    kept = json.loads(checkpoint.read_text())
    assert sum(len(goal["proved"]) + len(goal["refuted"]) for goal in kept["goals"].values()) > 0
    code, said, _ = run(*command, "--out", str(out))
    assert code == 1
    assert "neither player forces a win within 7 plies" in said
    assert nodes_said(said) < fresh  # resumed from what the checkpoint kept
    assert not checkpoint.exists()


def test_a_stopped_proof_prints_json_in_the_vocabulary_of_a_finished_one(tmp_path: Path) -> None:
    """With a checkpoint and without; the nodes a second said too."""
    out = tmp_path / "o4.jsonl"
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--budget", "1000", "--json", "--out", str(out))
    assert code == 1, told
    data: dict[str, Any] = json.loads(said)  # one object, and nothing else on standard output
    assert data["rules"] == {"numbers": 16, "count": 4, "target": 34, "misere": False}
    assert data["x"] == data["o"] == []
    assert data["outcome"] is None
    assert data["proved"] == data["refuted"] == []
    # The order-4 game is a first-player win (the solver's): the first goal tried is X's win, left unproved.
    assert solve(Position(rules=Rules.order(4))).outcome == "win"
    assert data["unproved"] == [{"prover": "X", "claim": "win", "plies": None}]
    assert data["stopped"] == "nodes"
    assert data["nodes"] > 1000
    assert data["seconds"] >= 0
    assert data["peak_mib"] > 0
    assert data["workers"] == 1
    assert data["nodes_per_second_per_worker"] >= 0
    assert data["checkpoint"] == str(out) + ".checkpoint"
    kept = json.loads(Path(data["checkpoint"]).read_text())
    decided = kept["goals"]["X win None"]
    assert data["sub_goals_proved"] == len(decided["proved"]) > 0
    assert data["sub_goals_refuted"] == len(decided["refuted"])
    assert not out.exists()
    assert "run the same command to resume" in told
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--budget", "1000", "--json")
    assert code == 1
    data = json.loads(said)
    assert data["checkpoint"] is None
    assert data["stopped"] == "nodes"
    assert "nothing kept" in told


MISERE = ("--order", "4", "--misere", "--workers", "2", "--json")
START = ("3", "5", "2", "8")
"""The order-4 misère game after 3, 5, 2, 8: a win for O (the player who does not move) whose sub-proofs take
from some hundreds to some thousands of nodes each, so that a budget of 3,000 stops some and not others."""


def test_a_split_proof_stopped_by_a_budget_keeps_its_finished_sub_proofs_and_resumes(tmp_path: Path) -> None:
    start = Position.from_moves([int(n) for n in START], Rules.order(4, misere=True))
    value = solve(start)
    assert (value.outcome, start.to_move) == ("loss", "X")  # the solver's: O wins
    fresh_out = tmp_path / "fresh.jsonl"
    code, said, told = run("prove", *MISERE, "--out", str(fresh_out), *START)
    assert code == 0, told
    fresh = json.loads(said)
    assert own_check(fresh_out.read_text()) == [("O", "win", fresh["proved"][0]["plies"])]

    out = tmp_path / "split.jsonl"
    checkpoint = Path(str(out) + ".checkpoint")
    code, said, told = run("prove", *MISERE, "--budget", "3000", "--out", str(out), *START)
    assert code == 1, told
    stopped = json.loads(said)
    assert stopped["outcome"] is None
    assert stopped["refuted"] == [{"prover": "X", "claim": "win", "plies": None}]
    assert stopped["unproved"] == [{"prover": "O", "claim": "win", "plies": None}]
    assert stopped["stopped"] == "nodes"
    assert stopped["checkpoint"] == str(checkpoint)
    assert not out.exists()
    kept = json.loads(checkpoint.read_text())
    sub_proofs = sum(len(goal.get("sub_proofs", [])) for goal in kept["goals"].values())
    assert sub_proofs > 0
    assert f"{sub_proofs:,} finished sub-proofs kept in {checkpoint}" in told

    # A stop in one process, on the first goal, keeps the sub-proofs of both goals kept before.
    one = ("prove", "--order", "4", "--misere", "--workers", "1", "--json", "--budget", "1000")
    code, said, told = run(*one, "--out", str(out), *START)
    assert code == 1, told
    assert json.loads(said)["unproved"] == [{"prover": "X", "claim": "win", "plies": None}]
    again = json.loads(checkpoint.read_text())
    assert {key: goal.get("sub_proofs") for key, goal in again["goals"].items() if "sub_proofs" in goal} == {
        key: goal["sub_proofs"] for key, goal in kept["goals"].items() if "sub_proofs" in goal
    }

    code, said, told = run("prove", *MISERE, "--out", str(out), *START)
    assert code == 0, told
    assert f"{sub_proofs:,} finished sub-proofs are not searched again" in told
    resumed = json.loads(said)
    assert resumed["nodes"] < fresh["nodes"]  # what was kept was not searched again
    assert resumed["outcome"] == "loss"
    assert own_check(out.read_text()) == [("O", "win", resumed["proved"][0]["plies"])]
    assert not checkpoint.exists()


def test_a_budget_spent_on_workers_stops_in_one_line() -> None:
    # A worker's SearchBudgetError comes back through pickle: it broke the process pool ("internal error").
    code, said, told = run("prove", "--order", "5", "--workers", "2", "--budget", "1000")
    assert code == 1, told
    last = (said + told).strip().splitlines()[-1]
    assert last.startswith("luoshu: not proved within the budget of 1,000 nodes"), said + told


def test_a_small_table_still_proves() -> None:
    whole = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9))
    assert whole.run()
    # A table a little smaller than the proof needs: it must shrink, and still prove (much smaller thrashes for
    # minutes, as any df-pn with too small a table does).
    proof = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9), table_limit=len(whole.table) * 3 // 4)
    assert proof.run()
    assert proof.shrinks > 0
    assert own_check(certificate_text(proof)) == [("X", "win", 9)]


# Bigger games: Qubic, k in a row on 5x5, the order-6 game ---------------------------------------------------------

EXAMPLE = Path(__file__).parent.parent / "examples" / "qubic.py"


def example_game(*args: int) -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("qubic_example", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game: dict[str, Any] = module.game(*args)
    return game


def brute_lines(size: int, dimensions: int, row: int) -> set[frozenset[tuple[int, ...]]]:
    """Every ``row`` cells of the board that lie evenly spaced on a straight line with unit steps, by trying every
    pair of cells as a line's first two: their difference is its step (a unit step, or no line), and the rest of
    the line is where that step goes on, if it stays on the board. (The same lines as trying every sorted choice of
    ``row`` cells, whose first two cells fix its step: each choice that goes on by that step is the one continuation
    of its first pair. Qubic's choices of four of its 64 cells are 635,376; its pairs, 2,016.)"""
    cells = list(product(range(size), repeat=dimensions))
    on_board = set(cells)
    found = set()
    for first, second in combinations(cells, 2):  # in the cells' order: a line comes sorted
        step = tuple(b - a for a, b in zip(first, second, strict=True))
        if any(abs(s) > 1 for s in step):
            continue
        chosen = [first, second]
        while len(chosen) < row:
            after = tuple(c + s for c, s in zip(chosen[-1], step, strict=True))
            if after not in on_board:
                break
            chosen.append(after)
        if len(chosen) == row:
            found.add(frozenset(chosen))
    return found


def named_lines(game: dict[str, Any], size: int, dimensions: int) -> set[frozenset[tuple[int, ...]]]:
    """The example's lines as sets of coordinates, read back from the cells' names through the items' order."""
    place = dict(zip(game["items"], product(range(size), repeat=dimensions), strict=True))
    return {frozenset(place[item] for item in win) for win in game["wins"]}


def test_qubic_and_five_by_five_have_the_lines_a_brute_force_finds() -> None:
    game = example_game()
    assert len(game["items"]) == 64
    assert (6**3 - 4**3) // 2 == 76  # the count of full lines on an n^d board, ((n + 2)^d - n^d) / 2
    assert named_lines(game, 4, 3) == brute_lines(4, 3, 4)
    assert len(game["wins"]) == 76
    five = example_game(5, 2)
    assert named_lines(five, 5, 2) == brute_lines(5, 2, 5)
    assert len(five["wins"]) == (7**2 - 5**2) // 2
    four = example_game(5, 2, 4)
    assert named_lines(four, 5, 2) == brute_lines(5, 2, 4)
    assert len(four["wins"]) == 28  # 5 x 2 a row and a column, 2 x 2 x 2 diagonals each way, 4 x 2 + 2 x 2 more


def test_a_nearly_finished_qubic_is_proved_and_the_commands_that_solve_refuse_it(tmp_path: Path) -> None:
    sets, out = tmp_path / "qubic.json", tmp_path / "qubic.jsonl"
    sets.write_text(json.dumps(example_game()))
    # X holds two of the bottom front row and two of the bottom left column, 1a1 free: a pick that makes two
    # threats at once.
    moves = ["1a2", "4d4", "1a3", "2c3", "1b1", "3a2", "1c1", "4b1"]
    code, said, told = run("prove", "--sets", str(sets), "--fastest", "--out", str(out), *moves)
    assert code == 0, told
    assert "a game of 76 winning sets on the numbers 1-64" in said
    assert own_check(out.read_text()) == [("X", "win", 3)]
    header = json.loads(out.read_text().splitlines()[0])
    assert len(header["rules"]["sets"]) == 76
    code, said, told = run("check", "--sets", str(sets), str(out))
    assert code == 0, told
    assert "proves that X wins" in said
    for command in ("solve", "explain"):
        done = CliRunner().invoke(cli, [command, "--sets", str(sets)])
        assert done.exit_code == 2
        lines = done.output.strip().splitlines()
        assert len(lines) == 1, done.output
        assert "64 items is too big to play or solve: the solver takes up to 25" in lines[0]


def test_the_order_six_game_is_stated_an_opening_with_a_quick_win_proved_and_a_budgeted_proof_stops(
    tmp_path: Path,
) -> None:
    """One test for both order-6 proofs: the game's set-up (its 32,134 sets and their symmetries, a second or two)
    is built once in the process, where two tests could each build it on a worker of its own."""
    out = tmp_path / "six-opening.jsonl"
    # X holds 1, 2, 35 and 36: with 3 (threatening 34) and then 4, three sets lack one number each.
    opening = ["1", "10", "2", "11", "35", "12", "36", "14"]
    code, said, told = run("prove", "--order", "6", "--fastest", "--workers", "1", "--out", str(out), *opening)
    assert code == 0, told
    assert "the order-6 game (6 of 1-36 summing to 111)" in said
    assert own_check(out.read_text()) == [("X", "win", 5)]
    # From the empty board, a budget of a second stops it cleanly, its checkpoint kept.
    out = tmp_path / "six.jsonl"
    done = CliRunner().invoke(cli, ["prove", "--order", "6", "--workers", "1", "--seconds", "1", "--out", str(out)])
    assert done.exit_code == 1
    last = done.output.strip().splitlines()[-1]
    assert last.startswith("luoshu: not proved within the budget of 1 second")
    assert "run the same command to resume" in last
    assert not out.exists()
    kept = json.loads(Path(str(out) + ".checkpoint").read_text())
    assert kept["checkpoint"] == 1
    assert kept["rules"] == {"numbers": 36, "count": 6, "target": 111, "misere": False}
    done = CliRunner().invoke(cli, ["prove", "--order", "7"])
    assert done.exit_code == 2
    assert "7 is not from 1 to 6" in done.output
