import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).parent.parent / "examples"


def run(name: str, *args: str) -> str:
    done = subprocess.run([sys.executable, str(EXAMPLES / name), *args], capture_output=True, text=True, check=True)
    return done.stdout


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
