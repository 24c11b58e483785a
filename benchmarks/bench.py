"""How fast is luoshu? Ratios from one run, side by side, each the median CPU time of repeated runs.

Every luoshu figure is taken in a fresh process, from just after its imports to the answer, one-time work
(the symmetry search, every cache) included; the baseline is the classic memory-less minimax as the exercise
writes it (``benchmarks/textbook.py``), and the peer is easyAI's TicTacToe with its strongest solver (Negamax
with a transposition table), when ``pip install '.[bench]'`` has installed it.

    1. the first move from the empty board            against the baseline's same move
    2. a complete solution: every reachable position   with the number of positions evaluated
    3. a batch: solve --json - over 100,000 lines      the whole process
    4. the order-4 game solved, normal and misère      verdict, plies and every first pick's verdict
       4x4 tic-tac-toe solved through a --sets file    its 16 cells and 10 lines: verdict and every first pick's
    5. the order-5 game's value                        who wins, and in how many plies
       which game a file is (explore isomorph)         the order-5 game's 1,394 sets shuffled and renamed, and
                                                       a game of 36 items and 1,000 random sets
    6. whole processes                                 as ratios to python -c "import click, more_itertools"
    7. a scaling table                                 positions, time and peak memory as the games grow
    8. a player graded exhaustively, as X and as O   every line of the other side's picks, against the baseline
    9. the web face under load (benchmarks/load.py)    200 games at once against a real luoshu serve: moves
                                                       per second, and a move's latency at p50 and p99
   10. proofs (luoshu prove, luoshu check)             Pick Fifteen's draw, the order-4 win in 9 and its misère's
                                                       loss in 15, the order-5 win in 11, 4x4 tic-tac-toe's draw:
                                                       wall time to prove and to check, certificate sizes,
                                                       --workers 2 over 1 on the order-5
                                                       game; the order-6 game and Qubic, each given
                                                       --proof-seconds (20): how far the proof got

Run it as ``python benchmarks/bench.py`` (``--json`` for a machine form). Standard library only. ``--quick``
measures the smallest game of each kind in place of each workload, once, under the same names (the load's players
thinking hundredths of a second): the same code paths in seconds, for the test that the script runs and reports
every figure (its figures mean nothing).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent


@dataclass
class Run:
    """What a child process reported, and what the system measured of it."""

    cpu: float  # seconds of CPU the child spent on the measured work (or the whole process)
    peak_mib: float  # the child's peak resident memory
    details: dict[str, object]


def child(code: str) -> Run:
    """Run ``code`` in a fresh Python; it prints one JSON object with the "cpu" of its measured work. Peak memory
    comes from the system."""
    with open(os.devnull) as source:
        running = subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=source,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=HERE,  # never the checkout's root, whose luoshu/ would shadow the installed, compiled one
        )
        # The child prints one short line, which the pipe holds: wait for it first, to have its usage.
        _, status, usage = os.wait4(running.pid, 0)
        assert running.stdout is not None
        assert running.stderr is not None
        out, err = running.stdout.read(), running.stderr.read()
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"a measurement failed:\n{code}\n{err}")
    details = json.loads(out.strip().splitlines()[-1]) if out.strip() else {}
    return Run(float(details.pop("cpu", 0.0)), usage.ru_maxrss / 1024, details)


SPEAKING = {"en": "C.UTF-8", "zh_CN": "zh_CN.UTF-8"}
"""The locale a whole process is run in, by the language luoshu then speaks (LANG; the variables gettext reads
before it are cleared)."""


def speaking(language: str) -> dict[str, str]:
    """The environment of a process that speaks ``language``."""
    cleared = dict.fromkeys(("LANGUAGE", "LC_ALL", "LC_MESSAGES"), "")
    return {**os.environ, **cleared, "LANG": SPEAKING[language]}


def process(command: list[str], stdin: Path | None = None, language: str = "en") -> Run:
    """A whole process, speaking ``language``: its CPU time and peak memory, from the system."""
    with open(stdin) if stdin else open(os.devnull) as source:
        start = subprocess.Popen(
            command,
            stdin=source,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=HERE,
            env=speaking(language),
        )
        _, status, usage = os.wait4(start.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0,):
        raise SystemExit(f"{' '.join(command)} exited {os.waitstatus_to_exitcode(status)}")
    return Run(usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, {})


def median(runs: list[Run]) -> Run:
    """The run of median CPU time, with the largest peak memory of all."""
    ordered = sorted(runs, key=lambda run: run.cpu)
    middle = ordered[len(ordered) // 2]
    return Run(statistics.median(run.cpu for run in runs), max(run.peak_mib for run in runs), middle.details)


# What each child does. Each imports what it uses, then times only the work, with the process's CPU clock.
TIMED = """
import json, time
{imports}
start = time.process_time()
{work}
cpu = time.process_time() - start
print(json.dumps({{"cpu": cpu, **details}}))
"""

FIRST_MOVE = TIMED.format(
    imports="from luoshu import Position, best_moves\nfrom luoshu.search import solver, symmetry",
    work="""
symmetry.symmetries()  # the one-time symmetry search, timed apart to say where the time goes
found = time.process_time()
move = best_moves(Position())
details = {"best": move, "symmetries_s": found - start, "positions": solver.positions_kept()}
""",
)

WARM_FIRST_MOVE = TIMED.format(
    imports="from luoshu import Position, best_moves\nfrom luoshu.search import solver",
    work="""
times = []
for _ in range(15):
    solver.forget()
    begin = time.process_time()
    best_moves(Position())
    times.append(time.process_time() - begin)
times.sort()
details = {"warm": times[len(times) // 2]}
""",
)

COMPLETE = TIMED.format(
    imports="from luoshu.search import solver",
    work="""
solution = solver.solve_all()
details = {"positions": len(solution), "unfinished": len(solution._unfinished)}
""",
)


def grade_code(player: str) -> str:
    """The perfect player graded exhaustively as ``player``: every line of the other side's picks."""
    return TIMED.format(
        imports="import random\nfrom luoshu.session.bots import builtin_bot\nfrom luoshu.session.matches import grade",
        work=f"""
found = grade(builtin_bot("perfect", random.Random(1)), "{player}")
details = {{"games": found.game_count, "decisions": found.decision_count, "losses": found.loss_count}}
""",
    )


def order_code(order: int, misere: bool) -> str:
    """The order-n game solved from the empty board: its verdict, and every first pick's verdict."""
    return TIMED.format(
        imports="from luoshu import Position, Rules, analyse, solve\nfrom luoshu.search import solver",
        work=f"""
start_position = Position(rules=Rules.order({order}, misere={misere}))
verdict = solve(start_position)
firsts = analyse(start_position)
details = {{"verdict": str(verdict), "firsts": sorted({{str(v) for v in firsts.values()}}),
           "positions": solver.positions_kept(start_position.rules)}}
""",
    )


def order_value_code(order: int, misere: bool) -> str:
    """The order-n game's value, as ``explore order n --solve`` finds it."""
    return TIMED.format(
        imports="from luoshu import Rules\nfrom luoshu.teach import order",
        work=f"""
found = order.order_value({order}, {misere})
details = {{
    "game": str(Rules.order({order}, misere={misere})),
    "verdict": str(found.verdict) if found.verdict else found.reason,
    "positions": found.positions,
}}
""",
    )


def sets_code(path: Path) -> str:
    """A game given as a --sets file, read, dressed and solved from the empty board, every first pick too."""
    return TIMED.format(
        imports="from luoshu import Position, analyse, solve\nfrom luoshu.search import solver\n"
        "from luoshu.views.dresses.dress import game_dress\nfrom luoshu.views.dresses.games import sets_game",
        work=f"""
rules, dress = game_dress(sets_game(json.loads(open({str(path)!r}).read())))
start_position = Position(rules=rules)
verdict = solve(start_position)
firsts = analyse(start_position)
details = {{"verdict": str(verdict), "firsts": sorted({{str(v) for v in firsts.values()}}),
           "positions": solver.positions_kept(rules), "sets": len(rules.sets or ())}}
""",
    )


def tic_tac_toe(folder: Path, n: int = 4) -> Path:
    """n x n tic-tac-toe as a games file (4x4: cells a1-d4): its rows, columns and diagonals."""
    rows, columns = "abcdefgh"[:n], "12345678"[:n]
    lines = [[r + c for c in columns] for r in rows] + [[r + c for r in rows] for c in columns]
    lines += [[r + columns[i] for i, r in enumerate(rows)], [r + columns[n - 1 - i] for i, r in enumerate(rows)]]
    path = folder / f"{n}x{n}.json"
    path.write_text(json.dumps({"name": f"{n}x{n}", "items": [r + c for r in rows for c in columns], "wins": lines}))
    return path


def shuffled_game(folder: Path, name: str, items: int, sets: list[list[int]], seed: int) -> Path:
    """A game of numbered sets written as a file with its items renamed and everything shuffled."""
    rng = random.Random(seed)
    names = [f"{rng.choice('bcdfghklmnprst')}{rng.choice('aeiou')}{n}" for n in range(items)]
    rng.shuffle(names)
    wins = [[names[n - 1] for n in s] for s in sets]
    rng.shuffle(wins)
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"name": name, "items": names, "wins": wins}))
    return path


def order_sets(order: int = 5) -> list[list[int]]:
    """Every ``order`` of 1-``order``² summing to the magic sum (5 of 1-25 summing to 65), by brute force over the
    choices in ascending order (pruned by the sum)."""
    found: list[list[int]] = []
    numbers = order * order

    def extend(chosen: list[int], low: int, left: int) -> None:
        if len(chosen) == order:
            if left == 0:
                found.append(list(chosen))
            return
        for n in range(low, numbers + 1):
            if n > left:
                break
            extend([*chosen, n], n + 1, left - n)

    extend([], 1, order * (numbers + 1) // 2)
    return found


def random_sets(items: int, count: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    found: set[tuple[int, ...]] = set()
    while len(found) < count:
        found.add(tuple(sorted(rng.sample(range(1, items + 1), rng.randint(2, 5)))))
    return [list(s) for s in sorted(found)]


def scaling_code(n: int, magic: bool) -> str:
    """The value of the empty board: the order-n game, or three of 1..n summing to the default target."""
    game = f"Rules.order({n})" if magic else f"Rules({n}, 3, Rules.default_target({n}, 3) or ({n} + 1) * 3 // 2)"
    return TIMED.format(
        imports="from luoshu import Position, Rules\nfrom luoshu.search import solver",
        work=f"""
rules = {game}
verdict = solver.value(Position(rules=rules))
details = {{"game": str(rules), "verdict": str(verdict), "positions": solver.positions_kept(rules)}}
""",
    )


PEER = TIMED.format(
    imports="""
from easyAI import AI_Player, Negamax
from easyAI.AI.TranspositionTable import TranspositionTable
from easyAI.games.TicTacToe import TicTacToe

class Keyed(TicTacToe):
    def ttentry(self):  # the key easyAI's transposition table asks a game for
        return "".join(map(str, self.board)) + str(self.current_player)
""",
    work="""
ai = Negamax(9, tt=TranspositionTable())
move = ai(Keyed([AI_Player(ai), AI_Player(ai)]))
details = {"move": move}
""",
)


def peer_available() -> bool:
    return subprocess.run([sys.executable, "-c", "import easyAI"], capture_output=True).returncode == 0


def batch_input(folder: Path, lines: int = 100_000) -> Path:
    """Every reachable position of Pick Fifteen as a record of its picks, repeated and shuffled."""
    sys.path.insert(0, str(HERE.parent))
    from luoshu import Position  # only here: the parent process stays small for the memory figures

    records: dict[Position, list[int]] = {Position(): []}
    frontier = [Position()]
    while frontier:
        position = frontier.pop()
        if position.is_over:
            continue
        for pick in sorted(position.free):
            after = position.play(pick)
            if after not in records:
                records[after] = [*records[position], pick]
                frontier.append(after)
    texts = [" ".join(map(str, record)) for record in records.values()]
    rows = (texts * (lines // len(texts) + 1))[:lines]
    random.Random(15).shuffle(rows)
    path = folder / "positions.txt"
    path.write_text("\n".join(rows) + "\n")
    return path


def luoshu_command() -> list[str]:
    script = Path(sys.executable).with_name("luoshu")
    return [str(script)] if script.exists() else [sys.executable, "-m", "luoshu"]


TARGETS = {
    "first_move": 600,  # at least this many times the baseline's speed
    "complete": 1 / 100,  # at most this fraction of the baseline's move
    "batch": 0.5,
    "order4": 3.0,
    "order4_misere": 10.0,
    "order5": 60.0,
    "4x4": 15.0,
    "isomorph": 25.0,  # which game a file is: the whole process, at most this many baseline moves
    "import luoshu": 0.8,  # whole processes: at most this ratio to the import floor
    "luoshu --version": 1.05,
    "luoshu solve --json": 1.1,
    "luoshu solve --json, zh_CN": 1.3,  # the bound in every language: reading a catalogue costs a little
    "luoshu explore stats --json": 1.3,
    "luoshu explore verify": 1.5,
    "load p99 ms": 100.0,  # a move against the computer, 200 games at once, players who think
}


PROOFS = {
    "Pick Fifteen, a draw": [],
    "order 4, win in 9": ["--order", "4", "--plies", "9"],
    "order 4 misere, loss in 15": ["--order", "4", "--misere", "--plies", "15"],
    "order 5, win in 11": ["--order", "5", "--plies", "11", "--workers", "1"],
    "order 5, win in 11, 2 workers": ["--order", "5", "--plies", "11", "--workers", "2"],
    "4x4 tic-tac-toe, a draw": ["--sets", "{grid}"],
}
"""The proofs proved and checked: each command's options ({grid}: the games file ``tic_tac_toe`` writes)."""
ATTEMPTS = {
    "order 6": ["--order", "6"],
    "Qubic": ["--sets", "{qubic}"],
}
"""The games nobody has settled here, each tried for a few seconds: how far the search gets ({qubic}: the games
file examples/qubic.py writes)."""
PROOF_SECONDS = 20
"""The seconds each of ATTEMPTS is given (--proof-seconds)."""


@dataclass(frozen=True)
class Scale:
    """The games the figures are measured on: the benchmark's own, or --quick's, the smallest of each kind."""

    batch_lines: int  # the lines of the batch
    order: int  # the game of the "order4" figures
    order_five: int  # the game of the "order5" figure
    grid: int  # the n x n tic-tac-toe of the "4x4" figure
    scaling: tuple[tuple[int, bool, str], ...]  # (n, the order-n game or 3 of 1-n, label)
    proofs: dict[str, list[str]]
    workers: tuple[str, str]  # the proof of PROOFS on 1 worker and on 2, compared
    isomorph_order: int = 5  # the order-n game of the "order 5, shuffled and renamed" figure
    isomorph_random: tuple[int, int] = (36, 1000)  # the items and sets of the "36 items, 1,000 random sets" one
    think: tuple[float, float] | None = None  # the load's players think this long (None: load.py's 0.5 to 2 s)
    attempts: dict[str, list[str]] = field(default_factory=lambda: ATTEMPTS)  # the unsettled games tried


FULL = Scale(
    100_000,
    4,
    5,
    4,
    (
        (3, True, "order 3 = N 9"),
        (4, True, "order 4"),
        (5, True, "order 5"),
        (11, False, "N 11"),
        (13, False, "N 13"),
        (15, False, "N 15"),
    ),
    PROOFS,
    ("order 5, win in 11", "order 5, win in 11, 2 workers"),
)
QUICK = Scale(
    2_000,
    3,
    3,
    3,
    ((3, True, "order 3 = N 9"), (11, False, "N 11")),
    {
        "Pick Fifteen, a draw": [],
        "Pick Fifteen, a draw, 2 workers": ["--workers", "2"],
        "3x3 tic-tac-toe, a draw": ["--sets", "{grid}"],
    },
    ("Pick Fifteen, a draw", "Pick Fifteen, a draw, 2 workers"),
    isomorph_order=3,
    isomorph_random=(9, 20),
    think=(0.01, 0.05),
    attempts={"order 6": ["--order", "5", "--workers", "1"], "Qubic": [*ATTEMPTS["Qubic"], "--workers", "1"]},
)
"""--quick: every part on the smallest game of its kind (Pick Fifteen for the orders, 3x3 for 4x4, 9 items and 20
sets for the random game, the order-5 game for the order-6 game's attempt, whose set-up alone takes seconds),
once; the unsettled games' attempts on one worker (a second of search costs a second of CPU, not one for each of
the machine's cores: the workers' proofs are Pick Fifteen's); the load's players think for a few hundredths of a
second, not seconds."""


def proof_figures(baseline: float, seconds: int = PROOF_SECONDS, scale: Scale = FULL) -> dict[str, object]:
    """Each proof in PROOFS proved and its certificate checked, by the commands, in wall time (a split proof's
    work is in other processes); ratios to the baseline move. Then each game of ATTEMPTS (``scale``'s own) given
    ``seconds``: how far its proof got, from what ``prove --json`` says when it stops (nodes, goals and sub-goals
    decided)."""
    figures: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as folder:
        files = {"grid": str(tic_tac_toe(Path(folder), scale.grid)), "qubic": str(Path(folder) / "qubic.json")}
        qubic = subprocess.run([sys.executable, str(HERE.parent / "examples" / "qubic.py")], capture_output=True)
        Path(files["qubic"]).write_bytes(qubic.stdout)
        for label, options in scale.proofs.items():
            options = [option.format(**files) for option in options]
            out = Path(folder) / "proof.jsonl"
            start = time.perf_counter()
            done = subprocess.run(
                [*luoshu_command(), "prove", *options, "--json", "--out", str(out)],
                capture_output=True,
                text=True,
                check=True,
                cwd=HERE,
            )
            proved = time.perf_counter() - start
            said = json.loads(done.stdout)
            start = time.perf_counter()
            sets = [option for option in options if option.endswith(".json")]
            check = [*luoshu_command(), "check", *(["--sets", sets[0]] if sets else []), str(out)]
            subprocess.run(check, capture_output=True, check=True, cwd=HERE)
            checked = time.perf_counter() - start
            figures[label] = {
                "prove_s": proved,
                "check_s": checked,
                "prove_ratio": proved / baseline,
                "check_ratio": checked / baseline,
                "nodes": said["nodes"],
                "search_s": said["seconds"],
                "setup_s": said["setup_seconds"],
                "certificate_bytes": said["certificate_bytes"],
                "certificate_lines": said["certificate_lines"],
                "proved": said["proved"],
            }
        attempts: dict[str, object] = {}
        for label, options in scale.attempts.items():
            options = [option.format(**files) for option in options]
            command = [*luoshu_command(), "prove", *options, "--seconds", str(seconds), "--json"]
            start = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, cwd=HERE)
            said = json.loads(done.stdout)
            attempts[label] = {
                "seconds_given": seconds,
                "wall_s": time.perf_counter() - start,
                "settled": said["outcome"] is not None,
                "outcome": said["outcome"],
                "stopped": said.get("stopped"),
                "nodes": said["nodes"],
                "search_s": said["seconds"],
                "setup_s": said["setup_seconds"],
                "peak_mib": said["peak_mib"],
                "proved": said["proved"],
                "refuted": said.get("refuted", []),
                "unproved": said.get("unproved", []),
                "sub_goals_proved": said.get("sub_goals_proved", 0),
                "sub_goals_refuted": said.get("sub_goals_refuted", 0),
            }
        figures["attempts"] = attempts
    one, two = (figures[label] for label in scale.workers)
    figures["workers"] = list(scale.workers)
    figures["workers_2_speedup"] = one["prove_s"] / two["prove_s"]  # type: ignore[index]
    return figures


def measure(
    repeat: int, baseline_repeat: int, games: int = 200, proof_seconds: int = PROOF_SECONDS, scale: Scale = FULL
) -> dict[str, object]:
    report: dict[str, object] = {
        "quick": scale is QUICK,
        "machine": {
            "python": platform.python_version(),
            "system": f"{platform.system()} {platform.machine()}",
            "cpus": os.cpu_count(),
            "processor": platform.processor() or platform.machine(),
        },
    }
    # Whole processes first, while this parent is small: a child's peak memory counts what it was forked from.
    floor_command = [sys.executable, "-c", "import click, more_itertools"]
    commands = {
        "import floor": floor_command,
        "import luoshu": [sys.executable, "-c", "import luoshu"],
        "luoshu --version": [*luoshu_command(), "--version"],
        "luoshu solve --json": [*luoshu_command(), "solve", "--json"],
        "luoshu solve --json, zh_CN": [*luoshu_command(), "solve", "--json"],
        "luoshu explore stats --json": [*luoshu_command(), "explore", "stats", "--json"],
        "luoshu explore verify": [*luoshu_command(), "explore", "verify"],
    }
    process(floor_command)  # warm the file cache before measuring anything
    # Round robin: each round runs every command once, so a machine that slows down mid-run (a shared one
    # does) slows the floor and the commands alike, and their ratios hold.
    runs: dict[str, list[Run]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, command in commands.items():
            runs[name].append(process(command, language="zh_CN" if name.endswith("zh_CN") else "en"))
    processes = {name: median(found) for name, found in runs.items()}

    sys.path.insert(0, str(HERE))
    import textbook

    # The baseline and what is measured against it (the first move, the complete solution, the batch) take
    # turns, for the same reason.
    times: list[float] = []
    firsts: list[Run] = []
    completes: list[Run] = []
    batches: list[Run] = []
    with tempfile.TemporaryDirectory() as folder:
        lines = batch_input(Path(folder), scale.batch_lines)
        for _ in range(baseline_repeat):
            start = time.process_time()
            textbook.first_move()
            times.append(time.process_time() - start)
            for _ in range(-(-repeat // baseline_repeat)):
                firsts.append(child(FIRST_MOVE))
                completes.append(child(COMPLETE))
            batches.append(process([*luoshu_command(), "solve", "--json", "-"], lines))
    baseline = statistics.median(times)
    report["baseline"] = {"cpu": baseline, "nodes": textbook.Counter.nodes, "what": "memory-less minimax, one move"}

    first = median(firsts)
    warm = child(WARM_FIRST_MOVE)
    report["first_move"] = {
        **asdict(first),
        "warm": warm.details["warm"],
        "speedup": baseline / first.cpu,
        "target": TARGETS["first_move"],
        "met": baseline / first.cpu >= TARGETS["first_move"],
        "where": f"the symmetry search {float(first.details['symmetries_s']) * 1e3:.2f} ms; alpha-beta on "
        f"outcomes over {first.details['positions']:,} positions, picks in order of their sets",
    }
    if peer_available():
        peer = median([child(PEER) for _ in range(min(5, repeat))])
        report["peer"] = {
            **asdict(peer),
            "name": "easyAI TicTacToe, Negamax(9) with a transposition table",
            "luoshu_faster": peer.cpu / first.cpu,
        }
    else:
        report["peer"] = {"skipped": "easyAI is not installed: pip install '.[bench]'"}

    complete = median(completes)
    report["complete"] = {
        **asdict(complete),
        "fraction": complete.cpu / baseline,
        "target": TARGETS["complete"],
        "met": complete.cpu / baseline <= TARGETS["complete"],
        "where": f"one walk of the whole game from nothing: {complete.details['positions']:,} positions, "
        f"{complete.details['unfinished']:,} of them unfinished and each scored once",
    }

    batch = median(batches)
    report["batch"] = {
        **asdict(batch),
        "lines": scale.batch_lines,
        "ratio": batch.cpu / baseline,
        "target": TARGETS["batch"],
        "met": batch.cpu / baseline <= TARGETS["batch"],
        "where": "5,478 distinct records among the lines: each replayed once (from the record one pick shorter "
        "where there is one) and answered from the whole game solved at once; output in blocks",
    }

    for name, misere in (("order4", False), ("order4_misere", True)):
        run = median([child(order_code(scale.order, misere)) for _ in range(min(3, repeat))])
        limit = TARGETS[name]
        report[name] = {
            **asdict(run),
            "ratio": run.cpu / baseline,
            "target": limit,
            "met": run.cpu / baseline <= limit and run.peak_mib < 1024,
            "where": f"outcome first (alpha-beta on win, draw, loss), then the fastest forced win by searches bounded "
            f"in plies; {run.details['positions']:,} positions kept",
        }
    with tempfile.TemporaryDirectory() as folder:
        four = median([child(sets_code(tic_tac_toe(Path(folder), scale.grid))) for _ in range(min(3, repeat))])
        report["4x4"] = {
            **asdict(four),
            "ratio": four.cpu / baseline,
            "target": TARGETS["4x4"],
            "met": four.cpu / baseline <= TARGETS["4x4"] and four.peak_mib < 2048,
            "where": f"the file read and dressed, then the search of the order-4 game on its own sets (found by "
            f"what completes a set, the 32 symmetries at the root); {four.details['positions']:,} positions kept",
        }
        order, (items, count) = scale.isomorph_order, scale.isomorph_random
        files = {
            "order 5, shuffled and renamed": shuffled_game(Path(folder), "order5", order**2, order_sets(order), order),
            "36 items, 1,000 random sets": shuffled_game(
                Path(folder), "random36", items, random_sets(items, count, items), items
            ),
        }
        report["isomorph"] = {}
        for label, path in files.items():
            command = [*luoshu_command(), "explore", "isomorph", str(path), "--json"]
            run = median([process(command) for _ in range(min(3, repeat))])
            report["isomorph"][label] = {  # type: ignore[index]
                **asdict(run),
                "ratio": run.cpu / baseline,
                "target": TARGETS["isomorph"],
                "met": run.cpu / baseline <= TARGETS["isomorph"],
            }
    five = child(order_value_code(scale.order_five, False))
    report["order5"] = {
        **asdict(five),
        "ratio": five.cpu / baseline,
        "target": TARGETS["order5"],
        "met": five.cpu / baseline <= TARGETS["order5"] and five.peak_mib < 2048,
        "where": f"who wins, by an ordered outcome search, then no win in 9 plies and a win in 11 proved; "
        f"{five.details['positions']:,} positions kept",
    }

    floor = processes["import floor"]
    report["processes"] = {
        name: {
            **asdict(run),
            "ratio": run.cpu / floor.cpu,
            "target": TARGETS.get(name),
            "met": None if name not in TARGETS else run.cpu / floor.cpu <= TARGETS[name],
        }
        for name, run in processes.items()
    }
    # The order-3 game and three of 1-9 summing to 15 are one game, Pick Fifteen: it is measured once. The
    # order-5 game's value is the one measured above: it is not searched again.
    report["scaling"] = [
        {**asdict(five if (n, magic) == (scale.order_five, True) else child(scaling_code(n, magic))), "label": label}
        for n, magic, label in scale.scaling
    ]
    report["grade"] = {}
    for player in ("X", "O"):
        run = median([child(grade_code(player)) for _ in range(min(5, repeat))])
        report["grade"][player] = {**asdict(run), "ratio": run.cpu / baseline}  # type: ignore[index]

    report["proofs"] = proof_figures(baseline, proof_seconds, scale)

    import load

    figures = load.measure(games) if scale.think is None else load.measure(games, scale.think)
    if "thinking" in figures:
        figures["target_p99_ms"] = TARGETS["load p99 ms"]
        figures["met"] = (
            figures["thinking"]["p99_ms"] <= TARGETS["load p99 ms"]
            and figures["thinking"]["error_count"] == figures["no_thinking"]["error_count"] == 0
            and figures["server_tracebacks"] == 0
        )
    report["load"] = figures
    return report


def quick(games: int = 10, proof_seconds: int = 1) -> dict[str, object]:
    """--quick: every figure measured once, on QUICK's games (the test runs it in its own process, as this)."""
    return measure(1, 1, games, proof_seconds, QUICK)


def print_table(report: dict) -> None:  # type: ignore[type-arg]
    machine = report["machine"]
    print(
        f"luoshu benchmark: Python {machine['python']}, {machine['system']}, {machine['cpus']} CPUs "
        f"({machine['processor']}); CPU time, medians\n"
    )
    base = report["baseline"]
    print(f"baseline: {base['what']}: {base['cpu'] * 1e3:.1f} ms ({base['nodes']:,} nodes)\n")

    def line(label: str, figure: str, target: str, met: bool | None, where: str | None = None) -> None:
        mark = "" if met is None else ("met" if met else "MISSED")
        print(f"  {label:<37}{figure:<34}{target:<22}{mark}")
        if where:
            print(f"  {'':<37}where the time goes: {where}")

    first = report["first_move"]
    line(
        "1. first move, empty board",
        f"{first['cpu'] * 1e3:.2f} ms = {first['speedup']:,.0f}x faster",
        f"target >= {first['target']}x",
        first["met"],
        first["where"],
    )
    print(f"  {'':<37}warm (after the first search, caches emptied): {first['warm'] * 1e3:.2f} ms")
    peer = report["peer"]
    if "skipped" in peer:
        print(f"  {'':<37}peer: {peer['skipped']}")
    else:
        print(f"  {'':<37}peer: {peer['name']}: {peer['cpu'] * 1e3:.1f} ms, luoshu {peer['luoshu_faster']:.0f}x faster")
    full = report["complete"]
    line(
        "2. complete solution, from nothing",
        f"{full['cpu'] * 1e3:.2f} ms = 1/{1 / full['fraction']:,.0f} of it",
        "target <= 1/100",
        full["met"],
        full["where"],
    )
    batch = report["batch"]
    line(
        "3. solve --json - , 100,000 lines",
        f"{batch['cpu'] * 1e3:.0f} ms = {batch['ratio']:.2f}x it",
        f"target <= {batch['target']}x",
        batch["met"],
        batch["where"],
    )
    for key, label in (("order4", "4. order 4 solved"), ("order4_misere", "   order 4 misère solved")):
        run = report[key]
        figure = f"{run['cpu']:.2f} s = {run['ratio']:.1f}x, {run['peak_mib']:.0f} MiB"
        line(label, figure, f"<= {run['target']:.0f}x, < 1 GiB", run["met"], run["where"])
        print(
            f"  {'':<37}{run['details']['verdict']} from the empty board; first picks: "
            f"{', '.join(run['details']['firsts'])}"
        )
    four = report["4x4"]
    line(
        "   4x4 tic-tac-toe via --sets",
        f"{four['cpu']:.2f} s = {four['ratio']:.1f}x, {four['peak_mib']:.0f} MiB",
        f"<= {four['target']:.0f}x, < 2 GiB",
        four["met"],
        four["where"],
    )
    firsts = ", ".join(four["details"]["firsts"])
    print(f"  {'':<37}{four['details']['verdict']} from the empty board; first picks: {firsts}")
    five = report["order5"]
    line(
        "5. order 5 value",
        f"{five['cpu']:.2f} s = {five['ratio']:.1f}x, {five['peak_mib']:.0f} MiB",
        f"<= {five['target']:.0f}x, < 2 GiB",
        five["met"],
        five["where"],
    )
    print(f"  {'':<37}{five['details']['verdict']} for the first player")
    for label, run in report["isomorph"].items():
        line(
            f"   isomorph: {label}",
            f"{run['cpu']:.2f} s = {run['ratio']:.1f}x, {run['peak_mib']:.0f} MiB",
            f"<= {run['target']:.0f}x",
            run["met"],
        )
    print("\n6. whole processes: CPU as a ratio to the import floor (python -c 'import click, more_itertools')")
    for name, run in report["processes"].items():
        target = "" if run["target"] is None else f"target <= {run['target']}x"
        line(
            f"   {name}",
            f"{run['cpu'] * 1e3:6.1f} ms = {run['ratio']:.2f}x, {run['peak_mib']:.0f} MiB",
            target,
            run["met"],
        )
    print("\n7. scaling: the value of the empty board, in a fresh process each")
    print(f"   {'':<14}{'game':<44}{'value':<12}{'positions':>10}{'CPU':>11}{'peak':>9}")
    for row in report["scaling"]:
        details = row["details"]
        print(
            f"   {row['label']:<14}{details['game']:<44}{details['verdict']:<12}{details['positions']:>10,}"
            f"{row['cpu'] * 1e3:>9.1f}ms{row['peak_mib']:>6.0f}MiB"
        )
    print("\n8. the perfect player graded exhaustively: every line of the other side's picks")
    for player, run in report["grade"].items():
        details = run["details"]
        line(
            f"   as {player}",
            f"{run['cpu'] * 1e3:.0f} ms = {run['ratio']:.2f}x the baseline",
            "",
            None,
            f"{details['games']:,} games, {details['decisions']:,} positions it picked in, {details['losses']} lost",
        )
    print_load(report["load"], line)
    print_proofs(report["proofs"])


def print_proofs(figures: dict) -> None:  # type: ignore[type-arg]
    print("\n10. proofs: luoshu prove, then luoshu check (wall time, ratio to the baseline move)")
    for label, run in figures.items():
        if isinstance(run, dict) and label != "attempts":
            print(
                f"  {label:<35}prove {run['prove_s']:.2f} s = {run['prove_ratio']:.1f}x, check {run['check_s']:.2f} s "
                f"= {run['check_ratio']:.1f}x; {run['nodes']:,} nodes; certificate {run['certificate_lines']:,} lines, "
                f"{run['certificate_bytes']:,} bytes"
            )
    print(f"  --workers 2 over 1 on the proof of {figures['workers'][0]}: {figures['workers_2_speedup']:.2f}x")
    for label, run in figures["attempts"].items():
        if run["settled"]:
            print(
                f"  {label:<35}settled within {run['seconds_given']} s: {run['outcome']}; {run['nodes']:,} nodes "
                f"(set-up {run['setup_s']:.2f} s apart)"
            )
            continue
        goals = ", ".join(f"{g['prover']} {g['claim']}" for g in run["unproved"])
        refuted = "".join(f"; refuted: {g['prover']} {g['claim']}" for g in run["refuted"])
        print(
            f"  {label:<35}not settled within {run['seconds_given']} s of search ({run['stopped']}; set-up "
            f"{run['setup_s']:.2f} s apart): {run['nodes']:,} nodes, "
            f"{run['sub_goals_proved']:,} sub-goals proved and {run['sub_goals_refuted']:,} refuted towards "
            f"{goals}{refuted}; peak {run['peak_mib']:.0f} MiB"
        )


def print_load(figures: dict, line: Any) -> None:  # type: ignore[type-arg]
    print(f"\n9. the web face: {figures.get('thinking', {}).get('games', '')} games at once against luoshu serve")
    if "skipped" in figures:
        print(f"   skipped: {figures['skipped']}")
        return
    for key, what in (("thinking", "players who think 0.5-2 s"), ("no_thinking", "players who never wait")):
        run = figures[key]
        line(
            f"   {what}",
            f"p50 {run['p50_ms']:.1f} ms, p99 {run['p99_ms']:.1f} ms",
            f"p99 <= {figures['target_p99_ms']:.0f} ms" if key == "thinking" else "",
            figures["met"] if key == "thinking" else None,
        )
        print(
            f"  {'':<37}{run['moves_per_second']:.0f} moves a second: {run['moves']:,} moves in "
            f"{run['seconds']:.1f} s, {run['error_count']} errors"
        )
    print(f"  {'':<37}tracebacks in the server's log: {figures['server_tracebacks']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--repeat", type=int, default=15, help="runs of each fast measurement (default 15)")
    parser.add_argument(
        "--baseline-repeat", type=int, default=5, help="runs of the slow baseline, and of the batch (default 5)"
    )
    parser.add_argument("--games", type=int, default=200, help="games at once in the web face's load (default 200)")
    parser.add_argument(
        "--proof-seconds",
        type=int,
        default=PROOF_SECONDS,
        help=f"seconds given to each unsettled game's proof, order 6 and Qubic (default {PROOF_SECONDS})",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="the smallest game of each kind in place of each workload, once (for the tests: the figures mean nothing)",
    )
    args = parser.parse_args()
    if args.quick:
        report = quick(min(args.games, 10), min(args.proof_seconds, 1))
    else:
        report = measure(args.repeat, args.baseline_repeat, args.games, args.proof_seconds)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_table(report)


if __name__ == "__main__":
    main()
