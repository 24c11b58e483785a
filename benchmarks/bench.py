"""How fast is luoshu? Ratios from one run, side by side, each figure the median of repeated runs.

1. The first computer move from the empty board, cold, against the textbook memory-less minimax.
2. A complete solution: every reachable position's verdict, and how many positions the solver evaluated.
3. Whole-process times of three commands, as ratios to starting Python and importing click.
4. The peak memory of those processes.

Run it as ``python benchmarks/bench.py`` (``--json`` for a machine form). Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
# luoshu and the baseline are imported only after the processes are measured: a child's peak memory
# (ru_maxrss) counts the parent's pages it was forked from, so the parent stays small until then.


@dataclass
class Timing:
    wall: float  # seconds, median
    cpu: float  # seconds, median


def timed(work: Callable[[], object], before: Callable[[], object], repeat: int) -> Timing:
    """Median wall and CPU time of ``work``, with ``before`` run (untimed) ahead of each."""
    walls, cpus = [], []
    for _ in range(repeat):
        before()
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        cpus.append(time.process_time() - cpu)
        walls.append(time.perf_counter() - wall)
    return Timing(statistics.median(walls), statistics.median(cpus))


@dataclass
class Process:
    wall: float
    cpu: float
    peak_kib: int


def run_process(command: list[str], repeat: int) -> Process:
    """Median wall and CPU time and the largest peak memory of a whole process, run ``repeat`` times."""
    walls, cpus, peaks = [], [], []
    for _ in range(repeat):
        start = time.perf_counter()
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        walls.append(time.perf_counter() - start)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode not in (0,):
            raise SystemExit(f"{' '.join(command)} exited {child.returncode}")
        cpus.append(usage.ru_utime + usage.ru_stime)
        peaks.append(usage.ru_maxrss)  # KiB on Linux
    return Process(statistics.median(walls), statistics.median(cpus), max(peaks))


def luoshu_command() -> list[str]:
    script = Path(sys.executable).with_name("luoshu")
    return [str(script)] if script.exists() else [sys.executable, "-m", "luoshu"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--repeat", type=int, default=15, help="runs of each fast measurement (default 15)")
    parser.add_argument("--baseline-repeat", type=int, default=3, help="runs of the slow baseline (default 3)")
    args = parser.parse_args()

    floor_command = [sys.executable, "-c", "import click, more_itertools"]
    commands = {
        "import floor": floor_command,
        "python -c 'import luoshu'": [sys.executable, "-c", "import luoshu"],
        "luoshu solve --json": [*luoshu_command(), "solve", "--json"],
        "luoshu explore stats --json": [*luoshu_command(), "explore", "stats", "--json"],
        "luoshu explore verify": [*luoshu_command(), "explore", "verify"],
    }
    targets = {
        "python -c 'import luoshu'": 1.1,
        "luoshu solve --json": 1.2,
        "luoshu explore stats --json": 1.5,
        "luoshu explore verify": 2.0,
    }
    run_process(floor_command, 3)  # warm the file cache before measuring anything
    processes = {name: run_process(command, args.repeat) for name, command in commands.items()}
    floor = processes["import floor"]

    import textbook

    from luoshu import Position, best_moves, solve
    from luoshu.rules import reachable_positions
    from luoshu.solver import forget, positions_solved

    def cold() -> None:
        """Empty every cache the solver keeps, and the symmetries it finds."""
        forget()

    baseline = timed(textbook.first_move, lambda: None, args.baseline_repeat)
    baseline_nodes = textbook.Counter.nodes
    first = timed(lambda: best_moves(Position()), cold, args.repeat)

    positions = reachable_positions()
    complete = timed(lambda: [solve(p) for p in positions], cold, args.repeat)
    evaluated = positions_solved()
    unfinished = sum(not p.is_over for p in positions)

    report = {
        "machine": {
            "python": platform.python_version(),
            "system": f"{platform.system()} {platform.machine()}",
            "cpus": os.cpu_count(),
            "processor": platform.processor() or platform.machine(),
        },
        "first_move": {
            "luoshu": asdict(first),
            "baseline": asdict(baseline),
            "baseline_nodes": baseline_nodes,
            "speedup_wall": baseline.wall / first.wall,
            "speedup_cpu": baseline.cpu / first.cpu if first.cpu else None,
            "target": 500,
        },
        "complete_solution": {
            **asdict(complete),
            "positions": len(positions),
            "unfinished_positions": unfinished,
            "positions_evaluated": evaluated,
            "fraction_of_baseline_move": complete.wall / baseline.wall,
            "target": 1 / 100,
        },
        "processes": {
            name: {
                **asdict(result),
                "wall_ratio": result.wall / floor.wall,
                "cpu_ratio": result.cpu / floor.cpu if floor.cpu else None,
                "memory_ratio": result.peak_kib / floor.peak_kib,
                "target": targets.get(name),
            }
            for name, result in processes.items()
        },
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print_table(report)


def verdict(ok: bool) -> str:
    return "met" if ok else "MISSED"


def print_table(report: dict) -> None:  # type: ignore[type-arg]
    machine = report["machine"]
    print(f"luoshu benchmark: Python {machine['python']}, {machine['system']}, {machine['cpus']} CPUs\n")
    move = report["first_move"]
    print("1. First computer move from the empty board, cold (median)")
    print(
        f"   textbook minimax, no memory   {move['baseline']['wall'] * 1e3:9.1f} ms wall "
        f"{move['baseline']['cpu'] * 1e3:9.1f} ms CPU   ({move['baseline_nodes']:,} nodes)"
    )
    print(
        f"   luoshu                        {move['luoshu']['wall'] * 1e3:9.2f} ms wall "
        f"{move['luoshu']['cpu'] * 1e3:9.2f} ms CPU"
    )
    print(
        f"   speed-up {move['speedup_wall']:,.0f}x wall, {move['speedup_cpu'] or 0:,.0f}x CPU"
        f"   (target >= {move['target']}x: {verdict(move['speedup_wall'] >= move['target'])})\n"
    )
    full = report["complete_solution"]
    print("2. Complete solution: the verdict of every reachable position, cold (median)")
    print(
        f"   {full['positions']:,} positions ({full['unfinished_positions']:,} unfinished), "
        f"{full['positions_evaluated']:,} evaluated by the solver, each once"
    )
    print(
        f"   {full['wall'] * 1e3:.2f} ms wall, {full['cpu'] * 1e3:.2f} ms CPU = "
        f"1/{1 / full['fraction_of_baseline_move']:,.0f} of the baseline's one move"
        f"   (target <= 1/100: {verdict(full['fraction_of_baseline_move'] <= full['target'])})\n"
    )
    print("3-4. Whole processes (median wall and CPU, largest peak memory), as ratios to the import floor")
    print(f"   {'command':<30}{'wall ms':>9}{'ratio':>7}{'CPU ms':>9}{'ratio':>7}{'peak MiB':>10}{'ratio':>7}  target")
    for name, p in report["processes"].items():
        target = p["target"]
        marks = ""
        if target is not None:
            marks = (
                f"wall <= {target}x {verdict(p['wall_ratio'] <= target)}, "
                f"memory <= 1.5x {verdict(p['memory_ratio'] <= 1.5)}"
            )
        print(
            f"   {name:<30}{p['wall'] * 1e3:9.1f}{p['wall_ratio']:7.2f}{p['cpu'] * 1e3:9.1f}"
            f"{p['cpu_ratio'] or 0:7.2f}{p['peak_kib'] / 1024:10.1f}{p['memory_ratio']:7.2f}  {marks}"
        )


if __name__ == "__main__":
    main()
