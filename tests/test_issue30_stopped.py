"""A proof stopped before its end (issue 30): what ``--json`` prints, and what a split proof keeps.

A stopped proof prints one JSON object in the vocabulary of a finished one; a proof split across workers keeps
its finished sub-proofs in the checkpoint, and the next ``prove`` resumes from them without searching them again.
The certificates are verified by the test's own checker (tests/test_proof.py's ``own_check``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from test_proof import own_check

from luoshu import Position, Rules, solve
from luoshu.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    return done.exit_code, done.stdout, done.stderr


def test_a_stopped_proof_prints_json_in_the_vocabulary_of_a_finished_one(tmp_path: Path) -> None:
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
    assert data["checkpoint"] == str(out) + ".checkpoint"
    kept = json.loads(Path(data["checkpoint"]).read_text())
    decided = kept["goals"]["X win None"]
    assert data["sub_goals_proved"] == len(decided["proved"]) > 0
    assert data["sub_goals_refuted"] == len(decided["refuted"])
    assert not out.exists()
    assert "run the same command to resume" in told


def test_a_stopped_proof_without_a_checkpoint_says_none_was_kept() -> None:
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
