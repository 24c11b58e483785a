"""The benchmark script runs and reports every figure; its timings are never asserted here."""

import importlib
import sys
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import oracle
import pytest

BENCHMARKS = Path(__file__).parent.parent / "benchmarks"
SCRIPTS = ("bench", "textbook", "load", "classroom")
"""The benchmark's modules, imported from benchmarks/ as its scripts import one another."""


@pytest.fixture
def benchmarks(monkeypatch: pytest.MonkeyPatch) -> Generator[Callable[[str], Any], None, None]:
    """The benchmark's scripts, imported here by name, to run in this process (no interpreter of their own to
    start); sys.path as it was and the scripts forgotten afterwards (what bench.py adds to sys.path included)."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    yield importlib.import_module
    for name in SCRIPTS:
        sys.modules.pop(name, None)


def said(verdict: oracle.Verdict) -> str:
    """An oracle's verdict as luoshu says it: "draw", "win in 9"."""
    outcome, plies = verdict
    return outcome if outcome == "draw" else f"{outcome} in {plies}"


def grid_said(verdict: tuple[int, int]) -> str:
    """The grid oracle's (value, plies) as luoshu says it."""
    value, plies = verdict
    return said(({1: "win", 0: "draw", -1: "loss"}[value], plies))


def first_on_the_grid(cell: int) -> tuple[int, int]:
    """X's verdict after its first pick in ``cell``, by the grid's brute force (O then moves)."""
    value, plies = oracle.grid_minimax(0, 1 << cell)
    return -value, plies + 1


@pytest.mark.slow
def test_bench_reports_every_figure(benchmarks: Callable[[str], Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Every part of the benchmark runs and is reported, on the smallest game of its kind (its quick mode, run in
    this process: the same code paths; the full workloads' values, which docs/speed.md quotes, are checked in
    test_docs and test_orders). The baseline, the textbook's minimax, is checked on the move it makes in the run."""
    bench, textbook = benchmarks("bench"), benchmarks("textbook")
    baseline, moves = textbook.first_move, []

    def first_move() -> int:
        """The textbook's move, as the benchmark asks for it, noted."""
        moves.append(baseline())
        return int(moves[-1])

    monkeypatch.setattr(textbook, "first_move", first_move)
    report = bench.quick()
    # The baseline searched the whole tree once: every first move draws, the first in Luo Shu order is named.
    assert moves == [4]
    assert textbook.Counter.nodes == report["baseline"]["nodes"] == 549946
    assert f"it searches {textbook.Counter.nodes:,} nodes" in (BENCHMARKS.parent / "docs" / "speed.md").read_text()
    assert report["quick"] is True
    # What each part found, against the oracle's brute force over Pick Fifteen's winning sets.
    fifteen, empty = oracle.Game(9, 3, 15), frozenset[int]()
    misere = oracle.Game(9, 3, 15, misere=True)
    found = {  # each the empty board's verdict and every first pick's, as luoshu says them ("draw", "loss in 9")
        "order4": (
            said(fifteen.verdict(empty, empty)),
            {said(v) for v in fifteen.pick_verdicts(empty, empty).values()},
        ),
        "order4_misere": (
            said(misere.verdict(empty, empty)),
            {said(v) for v in misere.pick_verdicts(empty, empty).values()},
        ),
        "4x4": (grid_said(oracle.grid_minimax(0, 0)), {grid_said(first_on_the_grid(cell)) for cell in range(9)}),
    }
    assert report["first_move"]["details"]["best"] == fifteen.best_picks(empty, empty)
    reachable = fifteen.reachable()
    assert report["complete"]["details"]["positions"] == len(reachable)
    assert report["complete"]["details"]["unfinished"] == sum(fifteen.finished(*p) is None for p in reachable)
    assert report["batch"]["lines"] == 2_000
    for key, (verdict, firsts) in found.items():  # Pick Fifteen, its misère, and 3x3 tic-tac-toe's own lines
        assert report[key]["details"]["verdict"] == verdict, key
        assert report[key]["details"]["firsts"] == sorted(firsts), key
    assert report["order5"]["details"]["verdict"] == found["order4"][0]  # Pick Fifteen again
    assert set(report["isomorph"]) == {"order 5, shuffled and renamed", "36 items, 1,000 random sets"}
    assert set(report["processes"]) == {
        "import floor",
        "import luoshu",
        "luoshu --version",
        "luoshu solve --json",
        "luoshu solve --json, zh_CN",
        "luoshu explore stats --json",
        "luoshu explore verify",
    }
    for process in report["processes"].values():
        assert process["cpu"] > 0
        assert process["peak_mib"] > 0
    assert [row["label"] for row in report["scaling"]] == ["order 3 = N 9", "N 11"]
    proofs = report["proofs"]
    for label in ("Pick Fifteen, a draw", "Pick Fifteen, a draw, 2 workers", "3x3 tic-tac-toe, a draw"):
        assert [goal["claim"] for goal in proofs[label]["proved"]] == ["not_lose", "not_lose"], label
    assert proofs["workers_2_speedup"] > 0
    assert set(proofs["attempts"]) == {"order 6", "Qubic"}
    for attempt in proofs["attempts"].values():  # not settled in 1 s: how far each got, from prove --json
        assert not attempt["settled"]
        assert attempt["stopped"] == "seconds"
        assert attempt["nodes"] > 0
        assert attempt["setup_s"] > 0  # said apart from the search's seconds
        assert attempt["search_s"] >= 0.8  # the budget given is the budget used
    assert "peer" in report  # measured, or skipped with the reason when easyAI is not installed
    assert report["grade"]["X"]["details"]["losses"] == report["grade"]["O"]["details"]["losses"] == 0
    assert report["grade"]["X"]["details"]["games"] > 0
    load = report["load"]
    if "skipped" not in load:  # the web extra is installed: every game was played to its end, with no error
        for run in (load["thinking"], load["no_thinking"]):
            assert run["games"] == 10
            assert run["error_count"] == 0
            assert run["moves"] >= 10 * 2  # the player picks at least twice before any end
        assert load["server_tracebacks"] == 0


@pytest.mark.slow
def test_the_class_benchmark_reports_every_figure(benchmarks: Callable[[str], Any]) -> None:
    """The class benchmark in this process, on the smallest class with every kind of student (the hinter, one who
    plays whole games, two against the lessons' players, two at puzzles), for 4 seconds, its students thinking
    tenths of a second, not seconds: the same requests, fewer of them, and every game read back. (Not less: on a
    loaded machine a fresh server takes seconds to open a student's first game, and the class must outlast it.)"""
    pytest.importorskip("uvicorn")
    report = benchmarks("classroom").measure(4, 6, think=(0.05, 0.2))
    assert report["students"] == 6
    assert report["moves"]["count"] > 0  # the other devices moved, each timed
    assert set(report["moves"]) == {"count", "p50_ms", "p99_ms", "max_ms"}
    assert report["hinter"]  # the hinter pressed, each press counted by its status
    assert report["games"] > 0
    assert report["games_not_read_back"] == 0  # every game of the class read back after the restart
    assert report["server_tracebacks"] == 0
    assert report["error_count"] == 0, report["errors"]
    assert isinstance(report["met"], bool)  # the target is reported, never asserted: timings are the machine's
