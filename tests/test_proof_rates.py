"""How fast a proof's workers search: nodes a second per worker, in the progress, the Search line and the JSON,
so that the gain of a split across workers is seen apart from the nodes its other order of search saves.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from luoshu.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.stdout, done.stderr


def test_a_split_proof_says_its_nodes_a_second_per_worker() -> None:
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "2", "--json")
    assert code == 0, told
    data = json.loads(said)
    assert data["workers"] == 2
    # The search's nodes over its seconds and its workers (the JSON's figures are rounded: within their rounding).
    expected = data["nodes"] / data["seconds"] / 2
    assert data["nodes_per_second_per_worker"] == pytest.approx(expected, rel=0.001 / data["seconds"], abs=0.05)
    assert data["nodes_per_second_per_worker"] > 0
    # The progress, on standard error: each worker's share of the nodes a second.
    assert "a second per worker" in told
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "2")
    assert code == 0
    search = next(line for line in said.splitlines() if line.startswith("Search: "))
    assert " a second per worker on 2 workers, " in search


def test_one_process_is_one_worker() -> None:
    code, said, told = run("prove", "--order", "4", "--plies", "9", "--workers", "1", "--json")
    assert code == 0, told
    data = json.loads(said)
    assert data["workers"] == 1
    assert data["nodes_per_second_per_worker"] > 0
    code, said, _ = run("prove", "--order", "4", "--plies", "9", "--workers", "1")
    assert " a second on 1 worker, " in said


def test_a_stopped_proof_says_them_too() -> None:
    code, said, told = run("prove", "--order", "4", "--workers", "1", "--budget", "1000", "--json")
    assert code == 1, told
    data = json.loads(said)
    assert data["stopped"] == "nodes"
    assert data["workers"] == 1
    assert data["nodes_per_second_per_worker"] >= 0
