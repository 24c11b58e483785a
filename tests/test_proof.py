"""df-pn proofs and their certificates (issue 30).

The values are compared with the memoised solver (``luoshu.solve``) on every position of the small games; the
certificates are verified by a checker written here from the format (docs/proofs.md), which shares no code with
luoshu's: the winning sets by brute force, positions as pairs of frozensets, every reply tried.
"""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from luoshu import Position, Rules, reachable_positions, solve
from luoshu.cli import cli
from luoshu.rules import opponent
from luoshu.search.proof import Goal, Proof, group_of, settle_value

# The test's own checker ------------------------------------------------------------------------------------------


class Refused(Exception):
    """The test's checker found the certificate wanting."""


def own_sets(rules: dict[str, Any]) -> set[frozenset[int]]:
    """The winning sets a header's rules state: listed, or every K of 1..N summing to T, by brute force."""
    n = rules["numbers"]
    assert isinstance(n, int)
    if rules.get("sets") is not None:
        listed = rules["sets"]
        assert isinstance(listed, list)
        return {frozenset(each) for each in listed}
    count, target = rules["count"], rules["target"]
    assert isinstance(count, int)
    assert isinstance(target, int)
    return {frozenset(c) for c in combinations(range(1, n + 1), count) if sum(c) == target}


def own_check(text: str) -> list[tuple[str, str, int | None]]:
    """Every certificate in ``text``, verified: (prover, claim, plies) each; Refused if one does not hold."""
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    starts = [i for i, row in enumerate(rows) if "rules" in row]
    if not starts or starts[0] != 0:
        raise Refused("no header first")
    found = []
    for at, end in zip(starts, [*starts[1:], len(rows)], strict=True):
        found.append(own_one(rows[at], rows[at + 1 : end]))
    return found


def own_one(header: dict[str, Any], rows: list[dict[str, Any]]) -> tuple[str, str, int | None]:
    rules = header["rules"]
    assert isinstance(rules, dict)
    sets = own_sets(rules)
    n, misere = rules["numbers"], rules["misere"]
    assert isinstance(n, int)
    prover, claim, plies = header["prover"], header["claim"], header["plies"]
    assert isinstance(prover, str)
    assert isinstance(claim, str)
    perms = [[0, *p] for p in header.get("symmetries", [])]
    for p in perms:
        if sorted(p) != list(range(n + 1)) or {frozenset(p[k] for k in s) for s in sets} != sets:
            raise Refused("a symmetry that does not keep the sets")
    group = {tuple(range(n + 1))}
    frontier = list(group)
    while frontier:
        g = frontier.pop()
        for p in perms:
            h = tuple(p[g[k]] for k in range(n + 1))
            if h not in group:
                group.add(h)
                frontier.append(h)
    strategy: dict[tuple[frozenset[int], frozenset[int]], int] = {}
    for row in rows:
        x, o, pick = frozenset(row["x"]), frozenset(row["o"]), row["pick"]
        assert isinstance(pick, int)
        if pick in x or pick in o or not 1 <= pick <= n:
            raise Refused(f"pick {pick} is not free")
        strategy[(x, o)] = pick
    x0, o0 = frozenset(header["x"]), frozenset(header["o"])
    start_picks = len(x0) + len(o0)

    def holds(held: frozenset[int]) -> bool:
        return any(s <= held for s in sets)

    def turn(x: frozenset[int], o: frozenset[int]) -> str:
        return "X" if len(x) == len(o) else "O"

    walked: set[tuple[frozenset[int], frozenset[int]]] = set()

    def walk(x: frozenset[int], o: frozenset[int], longest: list[int]) -> None:
        # A position met again by another order of the same picks is walked once: what follows it, and how far from
        # the start it lies, are the same (the orders of the order-5 game's picks are too many to walk each).
        if (x, o) in walked:
            return
        walked.add((x, o))
        free = [k for k in range(1, n + 1) if k not in x and k not in o]
        depth = len(x) + len(o) - start_picks
        if not free:
            if claim == "win":
                raise Refused("a draw")
            return
        mover = turn(x, o)
        mine = x if mover == "X" else o
        if mover == prover:
            if not misere and any(holds(mine | {k}) for k in free):
                longest[0] = max(longest[0], depth + 1)
                return
            pick = None
            for g in group:
                image = (frozenset(g[k] for k in x), frozenset(g[k] for k in o))
                if image in strategy:
                    x, o, pick = image[0], image[1], strategy[image]
                    break
            if pick is None:
                raise Refused(f"missing x={sorted(x)} o={sorted(o)}")
            choices = [pick]
        else:
            choices = free
        for k in choices:
            nx, no = (x | {k}, o) if mover == "X" else (x, o | {k})
            if holds(nx if mover == "X" else no):
                winner = opponent("X" if mover == "X" else "O") if misere else mover
                if winner != prover:
                    raise Refused(f"{winner} wins")
                longest[0] = max(longest[0], depth + 1)
                continue
            walk(nx, no, longest)

    longest = [0]
    walk(x0, o0, longest)
    if claim == "win" and plies is not None and longest[0] > plies:
        raise Refused("longer than claimed")
    return prover, claim, plies


def certificate_text(proof: Proof, symmetries: tuple[tuple[int, ...], ...] = ()) -> str:
    return "".join(line + "\n" for line in proof.certificate(symmetries).lines())


# df-pn against the memoised solver ---------------------------------------------------------------------------------


def dfpn_outcome(position: Position) -> str:
    mover = position.to_move
    if Proof(position, Goal(mover, "win")).run():
        return "win"
    if Proof(position, Goal(opponent(mover), "win")).run():
        return "loss"
    return "draw"


GAMES = [Rules(), Rules(misere=True), *(Rules(9, 3, t) for t in (12, 13, 14, 16, 17, 18))]


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


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_games(), st.randoms(use_true_random=False))
def test_dfpn_agrees_on_games_of_sets_and_its_certificates_hold(rules: Rules, rng: object) -> None:
    import random

    assert isinstance(rng, random.Random)
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


# Certificates checked by the test's own checker --------------------------------------------------------------------


def run(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(cli, list(args))
    return done.exit_code, done.output


def test_pick_fifteen_is_a_draw_by_two_certificates(tmp_path: Path) -> None:
    out = tmp_path / "fifteen.jsonl"
    code, said = run("prove", "--out", str(out))
    assert code == 0, said
    assert "X does not lose and O does not lose" in said
    assert own_check(out.read_text()) == [("X", "not_lose", None), ("O", "not_lose", None)]
    code, said = run("check", str(out))
    assert code == 0
    assert said.count("does not lose") == 2


@pytest.mark.slow
def test_the_order_four_game_is_a_win_in_nine_with_a_certificate(tmp_path: Path) -> None:
    out = tmp_path / "order4.jsonl"
    code, said = run("prove", "--order", "4", "--fastest", "--out", str(out))
    assert code == 0, said
    assert solve(Position(rules=Rules.order(4))).plies == 9
    assert own_check(out.read_text()) == [("X", "win", 9)]
    assert "X wins within 9 plies" in said


def test_a_proof_on_workers_writes_a_certificate_that_holds(tmp_path: Path) -> None:
    out = tmp_path / "split.jsonl"
    code, said = run("prove", "--order", "4", "--plies", "9", "--workers", "2", "--out", str(out))
    assert code == 0, said
    assert own_check(out.read_text()) == [("X", "win", 9)]


@pytest.mark.slow
def test_a_proof_on_a_local_ray_writes_a_certificate_that_holds(tmp_path: Path) -> None:
    out = tmp_path / "ray.jsonl"
    code, said = run("prove", "--order", "4", "--plies", "9", "--ray", "local", "--out", str(out))
    assert code == 0, said
    assert own_check(out.read_text()) == [("X", "win", 9)]


def test_the_fastest_win_is_claimed(tmp_path: Path) -> None:
    out = tmp_path / "fourteen.jsonl"
    code, said = run("prove", "--target", "14", "--fastest", "--out", str(out))
    assert code == 0, said
    plies = solve(Position(rules=Rules(target=14))).plies
    assert own_check(out.read_text()) == [("X", "win", plies)]
    code, said = run("prove", "--target", "14", "--plies", str(plies - 2))
    assert code == 1
    assert f"neither player forces a win within {plies - 2} plies" in said


# luoshu check refuses, naming the line ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def order_four(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    proof = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9))
    assert proof.run()
    return list(proof.certificate(group_of(Rules.order(4))).lines())


def refused(tmp_path: Path, lines: list[str]) -> tuple[int, str]:
    path = tmp_path / "bad.jsonl"
    path.write_text("".join(line + "\n" for line in lines))
    with pytest.raises(Refused):
        own_check(path.read_text())
    code, said = run("check", str(path))
    assert code == 1, said
    return code, said


def test_check_accepts_the_whole_certificate(tmp_path: Path, order_four: list[str]) -> None:
    path = tmp_path / "good.jsonl"
    path.write_text("\n".join(order_four) + "\n")
    code, said = run("check", str(path))
    assert code == 0
    assert "X wins the order-4 game" in said
    assert "within 9 plies" in said
    assert own_check(path.read_text()) == [("X", "win", 9)]


def test_check_refuses_a_pick_that_is_taken(tmp_path: Path, order_four: list[str]) -> None:
    lines = list(order_four)
    at = next(i for i, line in enumerate(lines) if i and json.loads(line)["x"])
    row = json.loads(lines[at])
    row["pick"] = row["x"][0]
    lines[at] = json.dumps(row)
    _, said = refused(tmp_path, lines)
    assert f"line {at + 1}: the pick {row['x'][0]} is taken" in said


def test_check_refuses_a_missing_reply(tmp_path: Path, order_four: list[str]) -> None:
    lines = list(order_four)
    gone = max(range(1, len(lines)), key=lambda i: len(json.loads(lines[i])["x"]))  # one of the deepest
    del lines[gone]
    _, said = refused(tmp_path, lines)
    assert "which is not listed" in said
    assert "FAILS at line" in said


def test_check_refuses_a_claim_longer_than_proved(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["plies"] = 7
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "more than the 7 claimed" in said


def test_check_refuses_a_forged_symmetry(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["symmetries"] = [[2, 1, *range(3, 17)]]  # swaps 1 and 2, which no symmetry of the order-4 game does
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "FAILS at line 1: symmetry 1 does not keep the winning sets" in said


def test_check_refuses_a_truncated_file(tmp_path: Path, order_four: list[str]) -> None:
    text = "\n".join(order_four)
    path = tmp_path / "cut.jsonl"
    path.write_text(text[: len(text) // 2])
    code, said = run("check", str(path))
    assert code == 1
    assert f"FAILS at line {text[: len(text) // 2].count(chr(10)) + 1}" in said
    # Cut at a line's end, it lacks positions.
    lines = order_four[: len(order_four) // 2]
    _, said = refused(tmp_path, lines)
    assert "which is not listed" in said


def test_check_refuses_a_certificate_for_another_game(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["rules"]["misere"] = True
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "FAILS at line" in said
    path = tmp_path / "good.jsonl"
    path.write_text("\n".join(order_four) + "\n")
    code, said = run("check", "--order", "5", str(path))
    assert code == 1
    assert "line 1: a certificate for the order-4 game" in said


# Long proofs: a budget, a checkpoint, memory ----------------------------------------------------------------------


def nodes_said(said: str) -> int:
    return int(said.split("Search: ")[1].split(" nodes")[0].replace(",", ""))


def test_a_spent_budget_keeps_a_checkpoint_that_the_next_prove_resumes(tmp_path: Path) -> None:
    command = ("prove", "--order", "4", "--plies", "7")
    code, said = run(*command)  # from nothing, for comparison
    assert code == 1
    assert "neither player forces a win within 7 plies" in said
    fresh = nodes_said(said)
    out = tmp_path / "o4.jsonl"
    code, said = run(*command, "--out", str(out), "--budget", "1000")
    assert code == 1
    assert "not proved within the budget of 1,000 nodes" in said
    checkpoint = Path(str(out) + ".checkpoint")
    assert checkpoint.exists()
    assert not out.exists()
    kept = json.loads(checkpoint.read_text())
    assert sum(len(goal["proved"]) + len(goal["refuted"]) for goal in kept["goals"].values()) > 0
    code, said = run(*command, "--out", str(out))
    assert code == 1
    assert "neither player forces a win within 7 plies" in said
    assert nodes_said(said) < fresh  # resumed from what the checkpoint kept
    assert not checkpoint.exists()


def test_a_small_table_still_proves() -> None:
    whole = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9))
    assert whole.run()
    # A table a little smaller than the proof needs: it must shrink, and still prove (much smaller thrashes for
    # minutes, as any df-pn with too small a table does).
    proof = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9), table_limit=len(whole.table) * 3 // 4)
    assert proof.run()
    assert proof.shrinks > 0
    assert own_check(certificate_text(proof)) == [("X", "win", 9)]
