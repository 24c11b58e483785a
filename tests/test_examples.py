"""The examples in examples/ run and print what they say they do: each run in this process, as a script is."""

from __future__ import annotations

import contextlib
import io
import runpy
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"


def run(name: str, *args: str) -> str:
    """What the example prints, run as ``python examples/NAME ARGS`` would run it, in this process."""
    printed = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(printed):
        patch.setattr(sys, "argv", [str(EXAMPLES / name), *args])
        runpy.run_path(str(EXAMPLES / name), run_name="__main__")
    return printed.getvalue()


def test_fair_stall() -> None:
    out = run("fair_stall.py")
    assert "O wins with 3 + 4 + 8 = 15, the line column 1" in out
    assert "cells: C2 C3 B3 C1 B2 B1 A3 A1" in out
    assert "[O]" in out


def test_self_play_draws_whatever_the_seed() -> None:
    for seed in ("1", "2", "3"):
        out = run("self_play.py", seed)
        assert out.rstrip().endswith("result: draw")
        assert out.count("to move: draw") == 9


def test_count_positions() -> None:
    out = run("count_positions.py")
    assert "reachable positions: 5478" in out
    assert "finished: 958 (626 won by X, 316 by O, 16 full boards)" in out
