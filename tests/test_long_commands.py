"""A long command ends within its time budget, with one line that says so (the truth is the oracle's brute force,
``tests/oracle.py``)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from luoshu.rules import Rules

THIRTEEN = Rules(13, 3, 21)
ORDER_FOUR = Rules.order(4)


# Past the budget: a win at once, a block at once, and not called perfect.


# Budgets and progress for the long commands.

BUDGET_SECONDS = "import luoshu.search.engine as e; e.BUDGET_SECONDS = 2; from luoshu.cli import cli; cli()"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "--order", "5", "--budget", "50000000"], "ran past 2 seconds"),
        (["grade", "perfect", "--order", "5", "--as", "X"], "not graded"),
        (["match", "perfect", "perfect", "--order", "5", "--games", "2"], "ran past 2 seconds"),
    ],
)
def test_a_long_command_ends_within_its_time_budget_with_one_line(args: list[str], said: str) -> None:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", BUDGET_SECONDS, *args], capture_output=True, text=True, timeout=120, check=False
    )
    assert time.monotonic() - started < 100
    out = done.stdout + done.stderr
    assert "Traceback" not in out, out
    assert " ".join(out.split()).count(said) == 1, out  # said once (a sentence wrapped within 80 columns)
