"""A long command ends within its time budget, with one line that says so (the truth is the oracle's brute force,
``tests/oracle.py``)."""

from __future__ import annotations

import time

import pytest
from running import run

from luoshu.rules import Rules
from luoshu.search import engine, solver

THIRTEEN = Rules(13, 3, 21)
ORDER_FOUR = Rules.order(4)


# Past the budget: a win at once, a block at once, and not called perfect.


# Budgets and progress for the long commands, in this process: the time budget is a deadline the search reads (no
# signal, no process of its own), so a short one, set here, is the same code.

SECONDS = 0.5
"""The time budget, from 120 seconds: long enough for each command to start its search, short to wait for."""


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "--order", "5", "--budget", "50000000"], f"ran past {SECONDS:g} seconds"),
        (["grade", "perfect", "--order", "5", "--as", "X"], "not graded"),
        (["match", "perfect", "perfect", "--order", "5", "--games", "2"], f"ran past {SECONDS:g} seconds"),
    ],
)
def test_a_long_command_ends_within_its_time_budget_with_one_line(
    args: list[str], said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "BUDGET_SECONDS", SECONDS)
    solver.forget(Rules.order(5))  # a cold start, as in a process of its own: no order-5 search of another test's
    started = time.monotonic()
    try:
        done = run(*args)  # no traceback
    finally:
        solver.forget(Rules.order(5))  # and nothing half-searched left to the tests after it
    assert time.monotonic() - started < 100  # it ended: the budget held (a bound for a hang, not a speed)
    assert " ".join(done.output.split()).count(said) == 1, done.output  # said once (a sentence wrapped in 80 columns)
