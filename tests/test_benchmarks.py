"""The benchmark script runs and reports every figure; its timings are never asserted here."""

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCHMARKS = Path(__file__).parent.parent / "benchmarks"


def test_textbook_baseline_searches_the_whole_tree() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        textbook: Any = importlib.import_module("textbook")
    finally:
        sys.path.remove(str(BENCHMARKS))
    assert textbook.first_move() == 4  # every first move draws; the first in Luo Shu order is named
    assert textbook.Counter.nodes == 549946


def test_bench_reports_every_figure() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "bench.py"), "--json", "--repeat", "1", "--baseline-repeat", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    report = json.loads(done.stdout)
    assert report["first_move"]["baseline_nodes"] == 549946
    assert report["complete_solution"]["positions"] == 5478
    assert report["complete_solution"]["positions_evaluated"] == report["complete_solution"]["unfinished_positions"]
    assert set(report["processes"]) == {
        "import floor",
        "python -c 'import luoshu'",
        "luoshu solve --json",
        "luoshu explore stats --json",
        "luoshu explore verify",
    }
    for process in report["processes"].values():
        assert process["wall"] > 0
        assert process["cpu"] > 0
        assert process["peak_kib"] > 0
