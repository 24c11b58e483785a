"""A win is claimed in as few plies as the search finds within a budget: the order-4 game's win in 9, and no sooner,
with no ``--plies`` or ``--fastest`` asked; a budget too small to settle the fewer bounds claims the tightest proved
and says so; ``check`` verifies the tighter claim.

The fewest plies are the oracle's (tests/oracle.py, a bounded search sharing no code with luoshu); the certificates
are verified by the test's own checker (tests/test_proof.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import oracle
from click.testing import CliRunner
from test_proof import own_check

from luoshu.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.stdout, done.stderr


def fewest_plies() -> int | None:
    """The order-4 game's fastest win for X from the empty board, by the oracle."""
    empty: frozenset[int] = frozenset()
    return oracle.exact_win_plies(oracle.Game(16, 4, 34, False), empty, empty, 16)


def test_the_order_four_game_is_claimed_a_win_in_nine_and_no_sooner(tmp_path: Path) -> None:
    fewest = fewest_plies()
    assert fewest == 9
    out = tmp_path / "o4.jsonl"
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--out", str(out))
    assert code == 0, told
    assert f"proved that X wins within {fewest} plies, and no sooner." in said
    assert own_check(out.read_text()) == [("X", "win", fewest)]
    code, said, _ = run("check", str(out))
    assert code == 0
    assert f"within {fewest} plies" in said
    # Claimed a ply sooner, it fails: the claim is the tightest.
    head = json.loads(out.read_text().splitlines()[0])
    head["plies"] = fewest - 1
    out.write_text("\n".join([json.dumps(head), *out.read_text().splitlines()[1:]]) + "\n")
    code, said, _ = run("check", str(out))
    assert code == 1
    assert f"more than the {fewest - 1} claimed" in said


def test_its_json_says_the_claim_is_the_fastest() -> None:
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--json")
    assert code == 0, told
    data = json.loads(said)
    proved = {"prover": "X", "claim": "win", "plies": fewest_plies(), "fastest": True, "positions": 316}
    assert data["proved"] == [proved]


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
