"""``luoshu prove``'s files in hostile hands: ``--out`` and ``--checkpoint`` naming a FIFO or a device are refused
before any search, and a checkpoint changed by hand, malformed, or lying is refused in one line, never proved from;
a checkpoint is never overwritten by another proof's.

The commands that waited or read for ever on the code before are run as processes, waited for within a bound.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from luoshu.cli import cli

WAIT = 120
"""Seconds a command is waited for: minutes more than it takes; on the code before, it waited for ever."""
STOPPED = ["prove", "--order", "4", "--plies", "7", "--workers", "1", "--budget", "1000"]
"""A proof stopped by its budget: it keeps a checkpoint (no win within 7 plies takes some 7,000 nodes)."""


def luoshu(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "luoshu", *args], capture_output=True, text=True, timeout=WAIT, check=False
    )


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.stdout, done.stderr


def error_line(told: str) -> str:
    """The one line of a refusal."""
    said = [line for line in told.splitlines() if line.startswith("Error: ")]
    assert len(said) == 1, told
    return said[0]


def test_a_fifo_or_a_device_is_refused_before_any_search(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for option, path, kind in (
        ("--out", fifo, "a FIFO"),
        ("--checkpoint", fifo, "a FIFO"),
        ("--checkpoint", Path("/dev/zero"), "a device"),
        ("--out", Path("/dev/null"), "a device"),
    ):
        done = luoshu("prove", "--order", "4", option, str(path))
        assert done.returncode == 2, (option, path, done.stderr)
        assert error_line(done.stderr) == f"Error: Invalid value for {option}: {path} is {kind}", done.stderr
        assert "Search:" not in done.stderr + done.stdout


@pytest.fixture
def kept(tmp_path: Path) -> Path:
    """A checkpoint that a proof stopped by its budget kept."""
    checkpoint = tmp_path / "o4.checkpoint"
    code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))
    assert code == 1, told
    assert json.loads(checkpoint.read_text())["checkpoint"] == 1
    return checkpoint


def rewritten(checkpoint: Path, change: Any, digest: bool) -> None:
    """The checkpoint changed by ``change(data)``; with ``digest``, its digest made anew, as a forger would."""
    data = json.loads(checkpoint.read_text())
    change(data)
    if digest:
        data.pop("digest", None)
        data["digest"] = hashlib.sha256(json.dumps(data, separators=(",", ":")).encode()).hexdigest()
    checkpoint.write_text(json.dumps(data, separators=(",", ":")))


def flip(data: dict[str, Any]) -> None:
    """Every refuted position of the first goal said proved, and every proved one refuted."""
    goal = next(iter(data["goals"].values()))
    goal["proved"], goal["refuted"] = goal["refuted"], goal["proved"]


def test_a_checkpoint_changed_by_hand_is_refused(kept: Path) -> None:
    rewritten(kept, flip, digest=False)
    code, _, told = run(*STOPPED, "--checkpoint", str(kept))
    assert code == 1
    assert error_line(told) == (
        f"Error: the checkpoint {kept} was changed since prove wrote it (or an older luoshu wrote it): remove it, or "
        "name another"
    )


MALFORMED = {
    "a goal not named as a goal": lambda data: data["goals"].update({"X wins 9": {"proved": [], "refuted": []}}),
    "a position that is no number": lambda data: next(iter(data["goals"].values()))["proved"].append("12"),
    "a position that is a bool": lambda data: next(iter(data["goals"].values()))["refuted"].append(True),
    "a float": lambda data: next(iter(data["goals"].values()))["refuted"].append(1.5),
    "no goals": lambda data: data.pop("goals"),
    "goals a list": lambda data: data.update(goals=[]),
    "a sub-proof of three": lambda data: next(iter(data["goals"].values())).update(sub_proofs=[[1, 2, True]]),
    "a sub-proof's picks not numbers": lambda data: next(iter(data["goals"].values())).update(
        sub_proofs=[[2, 4, True, 3, [["a", 1, 2]]]]
    ),
}


@pytest.mark.parametrize("change", MALFORMED.values(), ids=MALFORMED.keys())
def test_a_malformed_checkpoint_is_refused_in_one_line(kept: Path, change: Any) -> None:
    rewritten(kept, change, digest=True)
    code, _, told = run(*STOPPED, "--checkpoint", str(kept))
    assert code == 1
    assert error_line(told) == f"Error: {kept} is not a luoshu prove checkpoint: it was left alone"


@pytest.mark.parametrize("text", ["", "{", "[]", '{"checkpoint": 1}', "\x00" * 10, "null"])
def test_a_checkpoint_that_is_no_checkpoint_is_refused_in_one_line(tmp_path: Path, text: str) -> None:
    checkpoint = tmp_path / "bad.checkpoint"
    checkpoint.write_text(text)
    code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))
    assert code == 1
    assert error_line(told).startswith(("Error: the checkpoint", f"Error: {checkpoint} is not")), told
    assert checkpoint.read_text() == text  # left alone


def test_a_checkpoint_that_lies_is_never_proved_from(tmp_path: Path) -> None:
    # The order-4 game's win in 9 stopped by a budget, its checkpoint then forged with its digest made anew: the
    # positions it proved said refuted and the other way round. The certificate made from it fails the checker,
    # so prove refuses it, writing nothing (the test's own checker would refuse it too).
    out = tmp_path / "o4.jsonl"
    command = ["prove", "--order", "4", "--plies", "9", "--workers", "1", "--out", str(out)]
    code, _, told = run(*command, "--budget", "1000")
    assert code == 1, told
    checkpoint = Path(str(out) + ".checkpoint")
    rewritten(checkpoint, flip, digest=True)
    code, said, told = run(*command)
    assert code == 1
    assert error_line(told) == (
        f"Error: the checkpoint {checkpoint} holds positions decided wrongly: the proof made from it does not "
        "hold; remove it and prove again"
    )
    assert not out.exists()
    assert not said


def test_a_checkpoint_of_another_proof_is_never_overwritten(tmp_path: Path) -> None:
    from luoshu.cli import prove as proving
    from luoshu.rules import Position, Rules
    from luoshu.search.proof import Goal, Proof

    checkpoint = tmp_path / "shared.checkpoint"
    code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))  # the order-4 game's
    assert code == 1, told
    before = checkpoint.read_text()
    # Another game's proof, given the same file: refused at its start, and its stop leaves the file alone too.
    code, _, told = run("prove", "--order", "5", "--workers", "1", "--budget", "1000", "--checkpoint", str(checkpoint))
    assert code == 1
    assert "is of another game or start" in error_line(told)
    proof = Proof(Position(rules=Rules.order(5)), Goal("X", "win"), budget=1000)
    with pytest.raises(Exception, match="budget"):
        proof.run()
    assert proving._write_checkpoint(str(checkpoint), Rules.order(5), Position(rules=Rules.order(5)), [proof]) is None
    assert checkpoint.read_text() == before
