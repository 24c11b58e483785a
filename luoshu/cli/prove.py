"""``luoshu prove``: a game's value proved by df-pn, and written as a certificate that ``luoshu check`` (or anyone's
own checker) verifies with the rules alone.

The certificate is written all at once (a temporary file renamed over the target), so a file of that name is
always a whole certificate. Ctrl-C, or a budget spent, keeps what was decided in a checkpoint that the next
``prove`` of the same game and start resumes from.
"""

from __future__ import annotations

import contextlib
import json
import os
import resource
import sys
import tempfile
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeAlias

import click

from ..rules import MAX_STATED, Position, Rules
from ..rules.certificate import rules_json
from ..search.engine import SearchBudgetError
from ..search.proof import Certificate, Figures, Goal, NoWinWithin, Proof, Settled, group_of, prepare, settle_value
from ..session.notations import Notation, RecordError, moves_from, record_tokens
from ..views.wrapping import fitted
from ..words.commands import prove as words
from .files import reason_of
from .games import game_from, sets_option
from .options import Whole, json_option, notation_option, stated_rules_options
from .terminal import RewrittenLine

if TYPE_CHECKING:
    from ..search.split import SubResult

__all__ = ["prove"]

SPLIT_FROM = 17
"""Without --workers, games of fewer numbers are proved in one process: they take a second or less, less than
starting the workers."""
BYTES_PER_ENTRY = 200
"""About what one position of the table costs in memory (a dict entry, its key and its pair of numbers)."""


def peak_mib() -> float:
    """This process's peak resident memory, MiB (the children's, with --workers, are their own)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class _Shown:
    """The progress of the proofs on standard error: a line rewritten on a terminal, a line every 10 s elsewhere."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()
        self.goal = ""
        self.last = 0.0
        self.line = RewrittenLine()

    def __call__(self, figures: Figures) -> None:
        now = time.monotonic()
        if figures.handed is not None:  # a split proof: its sub-proofs
            text = words.split_progress_line(
                self.goal, figures.handed, figures.proved, figures.disproved, figures.nodes, peak_mib(), figures.seconds
            )
        else:
            text = words.progress_line(
                self.goal, figures.nodes, figures.proved, figures.disproved, figures.table, peak_mib(), figures.seconds
            )
        if self.tty:
            self.line.show(text)
        elif now - self.last >= 10:
            self.last = now
            click.echo(words.progress_said(text), err=True)

    def done(self) -> None:
        self.line.wipe()


def _goal_key(goal: Goal) -> str:
    return f"{goal.prover} {goal.claim} {goal.plies}"


Kept: TypeAlias = "dict[str, dict[int, bool]]"
"""A checkpoint's decided positions, by goal (``_goal_key``): proved (True) or refuted (False), by table key."""
KeptSplit: TypeAlias = "dict[str, dict[tuple[int, int], SubResult]]"
"""A checkpoint's finished sub-proofs of split proofs, by goal, then by position (X's numbers, O's as bits)."""


def _read_checkpoint(path: str, rules: Rules, start: Position) -> tuple[Kept, KeptSplit]:
    """What a checkpoint of this game and start keeps, by goal; nothing if there is none or it is another's."""
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
    except FileNotFoundError:
        return {}, {}
    except (OSError, ValueError) as error:
        raise click.ClickException(words.checkpoint_unreadable(path, str(error))) from None
    if not isinstance(data, dict) or data.get("checkpoint") != 1:
        raise click.ClickException(words.not_a_checkpoint(path))
    if data.get("rules") != rules_json(rules) or data.get("x") != sorted(start.x) or data.get("o") != sorted(start.o):
        raise click.ClickException(words.checkpoint_of_another(path))
    goals = data.get("goals", {})
    try:
        known: Kept = {
            key: {int(k): True for k in kept["proved"]} | {int(k): False for k in kept["refuted"]}
            for key, kept in goals.items()
        }
        split: KeptSplit = {
            key: {
                (int(x), int(o)): (bool(proved), {(int(a), int(b)): int(pick) for a, b, pick in picks}, int(plies), 0)
                for x, o, proved, plies, picks in kept.get("sub_proofs", [])
            }
            for key, kept in goals.items()
        }
    except (KeyError, TypeError, ValueError, AttributeError):
        raise click.ClickException(words.not_a_checkpoint(path)) from None
    return known, split


def _write_checkpoint(path: str, rules: Rules, start: Position, proofs: list[Proof]) -> tuple[int, int]:
    """Keep every decided position of the proofs made so far, and every finished sub-proof of a split one, with
    what the checkpoint kept before of goals not reached this time (or reached in the other way, split or not);
    returns how many positions and sub-proofs it keeps."""
    from ..search.split import SplitProof

    data = {"checkpoint": 1, "rules": rules_json(rules), "x": sorted(start.x), "o": sorted(start.o)}
    goals: dict[str, dict[str, list[Any]]] = {}
    with contextlib.suppress(OSError, ValueError):
        with open(path, encoding="utf-8") as stream:
            before = json.load(stream)
        if isinstance(before, dict) and all(before.get(key) == value for key, value in data.items()):
            goals = before.get("goals", {})
    for proof in proofs:
        decided = proof.decided()
        kept = goals.setdefault(_goal_key(proof.goal), {})
        if decided or not isinstance(proof, SplitProof):  # a split proof's own table is empty: keep the one before
            kept["proved"] = [key for key, proved in decided.items() if proved]
            kept["refuted"] = [key for key, proved in decided.items() if not proved]
        if isinstance(proof, SplitProof):
            kept["sub_proofs"] = [
                [x, o, proved, plies, [[a, b, pick] for (a, b), pick in picks.items()]]
                for (x, o), (proved, picks, plies, _) in proof.finished.items()
            ]
    for kept in goals.values():
        kept.setdefault("proved", [])
        kept.setdefault("refuted", [])
    data["goals"] = goals
    _write_atomically(path, [json.dumps(data, separators=(",", ":"))], lambda first: first.startswith('{"checkpoint"'))
    positions = sum(len(kept["proved"]) + len(kept["refuted"]) for kept in goals.values())
    return positions, sum(len(kept.get("sub_proofs", [])) for kept in goals.values())


def _write_atomically(path: str, lines: list[str], ours: Any) -> int:
    """Write the lines to ``path`` all at once: a temporary file beside it, renamed over it once on disk. An
    existing file is replaced only if ``ours(its first line)``. Returns the bytes written."""
    try:
        with open(path, encoding="utf-8", errors="replace") as stream:
            first = stream.readline(4096)
        if not ours(first):
            raise click.ClickException(words.not_ours(path))
    except (FileNotFoundError, IsADirectoryError):
        pass
    except OSError as error:
        raise click.ClickException(words.cannot_write(path, reason_of(error))) from None
    text = "".join(line + "\n" for line in lines)
    folder = os.path.dirname(os.path.abspath(path))
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".luoshu-prove-", suffix=".tmp")
    except OSError as error:
        raise click.ClickException(words.cannot_write(path, reason_of(error))) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise click.ClickException(words.cannot_write(path, reason_of(error))) from None
        raise
    return len(text.encode())


def _is_certificate(first: str) -> bool:
    with contextlib.suppress(ValueError):
        data = json.loads(first)
        return isinstance(data, dict) and "rules" in data and "prover" in data
    return False


@contextlib.contextmanager
def _executor(workers: int, ray_address: str | None, rules: Rules) -> Iterator[Any]:
    """The engine the split proofs are handed to: a process pool, or a Ray cluster; None for one process. Its
    workers are started, and have built the game's facts, before it is handed over: that is set-up, not search."""
    if ray_address is not None:
        try:
            import ray  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            raise click.UsageError(words.ray_missing()) from None
        from concurrent.futures import Executor, Future

        ray.init(address=None if ray_address == "local" else ray_address, ignore_reinit_error=True)

        class RayExecutor(Executor):
            """Hands each call to Ray as a task; its result comes back as a future."""

            def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
                future: Future[Any] = ray.remote(fn).remote(*args, **kwargs).future()
                return future

        try:
            executor = RayExecutor()
            _warm(executor, workers, rules)
            yield executor
        finally:
            ray.shutdown()
        return
    if workers <= 1:
        yield None
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from ..search.split import worker_ready

    context = multiprocessing.get_context()
    stop = context.Event()
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=worker_ready, initargs=(stop, rules))
    try:
        _warm(pool, workers, rules)
        yield pool
    finally:
        # The workers leave Ctrl-C to this process: told to stop, the sub-proofs still running stop at once.
        stop.set()
        pool.shutdown(wait=True, cancel_futures=True)


def _warm(executor: Any, workers: int, rules: Rules) -> None:
    """Start the workers, each building the game's facts (a process forked after they were built here has them)."""
    for _ in executor.map(prepare, [rules] * max(workers, 1)):
        pass


@click.command(short_help=words.PROVE_SHORT_HELP, help=words.PROVE_HELP)
@click.argument("moves", nargs=-1)
@notation_option
@click.option("--out", "out", metavar="FILE", help=words.OUT_HELP)
@click.option("--plies", type=Whole(1, 64), help=words.PLIES_HELP)
@click.option("--fastest", is_flag=True, help=words.FASTEST_HELP)
@click.option(
    "--budget",
    type=Whole(1000, 10**12),
    default=10**9,
    show_default=True,
    metavar="NODES",
    help=words.BUDGET_HELP,
)
@click.option("--seconds", type=Whole(1, 10**7), help=words.SECONDS_HELP)
@click.option(
    "--memory",
    type=Whole(16, 10**7),
    metavar="MIB",
    help=words.MEMORY_HELP,
)
@click.option(
    "--checkpoint",
    metavar="FILE",
    help=words.CHECKPOINT_HELP,
)
@click.option(
    "--workers",
    type=Whole(1, 1024),
    help=words.WORKERS_HELP,
)
@click.option(
    "--ray",
    "ray_address",
    metavar="ADDRESS",
    help=words.RAY_HELP,
)
@json_option(words.JSON_HELP)
@sets_option
@stated_rules_options
@click.pass_context
def prove(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: Notation,
    out: str | None,
    plies: int | None,
    fastest: bool,
    budget: int,
    seconds: int | None,
    memory: int | None,
    checkpoint: str | None,
    workers: int | None,
    ray_address: str | None,
    as_json: bool,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """``luoshu prove``: its help is ``words.commands.prove.PROVE_HELP``."""
    started = time.monotonic()  # the set-up (the game's sets and symmetries, the workers) counts from here
    rules, dress = game_from(ctx, sets_file, rules, MAX_STATED)
    if plies is not None and fastest:
        raise click.UsageError(words.plies_or_fastest())
    try:
        tokens = record_tokens(moves, dress) if dress is None else list(moves)
        picks = moves_from(tokens, notation, rules, dress.number if dress is not None else None)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    start = Position.from_moves(picks, rules)
    if start.is_over:
        raise click.UsageError(words.over_already())
    if checkpoint is None and out is not None:
        checkpoint = out + ".checkpoint"
    known, known_split = _read_checkpoint(checkpoint, rules, start) if checkpoint is not None else ({}, {})
    resumed = (sum(map(len, known.values())), sum(map(len, known_split.values())))
    if any(resumed):
        _said(words.resuming(*resumed, str(checkpoint)), err=True, path=checkpoint)
    if workers is None:
        workers = (os.cpu_count() or 1) if rules.numbers >= SPLIT_FROM else 1
    shown = _Shown()
    made: list[Proof] = []
    table_limit = None if memory is None else memory * 1024 * 1024 // BYTES_PER_ENTRY
    symmetries = group_of(rules)
    prepare(rules)

    with _executor(workers, ray_address, rules) as executor:
        # The search's clock begins here: --seconds bounds every goal's search together, and the set-up is said apart.
        searching = time.monotonic()
        setup = searching - started

        def make(position: Position, goal: Goal) -> Proof:
            shown.goal = str(goal)
            key = _goal_key(goal)
            if executor is not None:
                from ..search.split import SplitProof

                proof: Proof = SplitProof(
                    position, goal, executor, symmetries, budget, seconds, known_split.get(key), searching, shown
                )
            else:
                proof = Proof(position, goal, budget, seconds, table_limit, shown, known.get(key), searching)
            made.append(proof)
            return proof

        try:
            settled = settle_value(start, plies, fastest, make)
            certificates = [proof.certificate(symmetries) for proof in settled.proofs]
        except (KeyboardInterrupt, SearchBudgetError) as stop:
            shown.done()
            interrupted = isinstance(stop, KeyboardInterrupt)
            reason = words.interrupted() if interrupted else str(stop)
            kept = _write_checkpoint(checkpoint, rules, start, made) if checkpoint is not None else None
            elapsed = time.monotonic() - searching
            if not as_json:
                _said(words.search_line(sum(proof.nodes for proof in made), elapsed, setup, peak_mib()), err=True)
            if kept is None:
                _said(words.stopped_and_lost(reason), err=True)
            elif executor is None:
                _said(words.stopped_and_kept(reason, kept[0], str(checkpoint)), err=True, path=checkpoint)
            else:
                _said(words.stopped_and_kept_split(reason, kept[1], str(checkpoint)), err=True, path=checkpoint)
            if as_json:
                stopped = "interrupted" if interrupted else getattr(stop, "unit", "nodes")
                timing = (elapsed, setup)
                _say_stopped(rules, start, made, stopped, timing, checkpoint if kept else None, reason)
            ctx.exit(130 if interrupted else 1)
        except NoWinWithin as refuted:  # no win within --plies: proved too, but there is no certificate of it
            shown.done()
            if checkpoint is not None:
                with contextlib.suppress(FileNotFoundError):
                    os.remove(checkpoint)
            elapsed = time.monotonic() - searching
            reason = words.no_win_within(str(rules), str(refuted))
            if as_json:
                _say_stopped(rules, start, made, "refuted", (elapsed, setup), None, reason)
            else:
                _said(reason)
                _said(words.search_line(refuted.nodes, elapsed, setup, peak_mib()))
            ctx.exit(1)
    shown.done()
    elapsed = time.monotonic() - searching
    lines = [line for certificate in certificates for line in certificate.lines()]
    size = len("".join(line + "\n" for line in lines).encode())
    if out is not None:
        _write_atomically(out, lines, _is_certificate)
        if checkpoint is not None:
            with contextlib.suppress(FileNotFoundError):
                os.remove(checkpoint)
    _say(rules, start, settled, certificates, (elapsed, setup), size, len(lines), out, as_json)


def _say(
    rules: Rules,
    start: Position,
    settled: Settled,
    certificates: list[Certificate],
    timing: tuple[float, float],
    size: int,
    lines: int,
    out: str | None,
    as_json: bool,
) -> None:
    if as_json:
        data = {
            "rules": rules_json(rules),
            "x": sorted(start.x),
            "o": sorted(start.o),
            "outcome": settled.outcome,
            "proved": [
                {"prover": c.goal.prover, "claim": c.goal.claim, "plies": c.plies, "positions": len(c.picks)}
                for c in certificates
            ],
            "nodes": settled.nodes,
            "seconds": round(timing[0], 3),
            "setup_seconds": round(timing[1], 3),
            "peak_mib": round(peak_mib(), 1),
            "certificate_bytes": size,
            "certificate_lines": lines,
            "out": out,
        }
        click.echo(json.dumps(data))
        return
    where = words.empty_board() if not start.pick_count else words.held(str(sorted(start.x)), str(sorted(start.o)))
    _said(words.proved_line(str(rules), where, *[_proved_words(certificate) for certificate in certificates]))
    _said(words.search_line(settled.nodes, *timing, peak_mib()))
    _said(words.certificate_line(lines, size, out), path=out)


def _goal_json(goal: Goal) -> dict[str, Any]:
    return {"prover": goal.prover, "claim": goal.claim, "plies": goal.plies}


def _say_stopped(
    rules: Rules,
    start: Position,
    made: list[Proof],
    stopped: str,
    timing: tuple[float, float],
    checkpoint: str | None,
    reason: str,
) -> None:
    """A proof stopped before its end, as JSON: the goals proved and refuted so far, the one left unproved, how
    far its search got, and the checkpoint that keeps it; or ("refuted") a bound in plies that no win fits, its
    two goals refuted. ``timing``: the search's seconds and the set-up's."""
    from ..search.split import SplitProof

    unfinished = [proof for proof in made if proof.result is None]
    data: dict[str, Any] = {
        "rules": rules_json(rules),
        "x": sorted(start.x),
        "o": sorted(start.o),
        "outcome": None,
        "proved": [_goal_json(proof.goal) for proof in made if proof.result is True],
        "refuted": [_goal_json(proof.goal) for proof in made if proof.result is False],
        "unproved": [_goal_json(proof.goal) for proof in unfinished],
        "stopped": stopped,
        "reason": reason,
        "nodes": sum(proof.nodes for proof in made),
        "seconds": round(timing[0], 3),
        "setup_seconds": round(timing[1], 3),
        "peak_mib": round(peak_mib(), 1),
        "checkpoint": checkpoint,
    }
    sub_goals_proved = sub_goals_refuted = 0
    for proof in unfinished:
        if isinstance(proof, SplitProof):
            answers = [answer[0] for answer in proof.finished.values()]
            sub_goals_proved += answers.count(True)
            sub_goals_refuted += answers.count(False)
        else:
            figures = proof.figures()
            sub_goals_proved += figures.proved
            sub_goals_refuted += figures.disproved
    data["sub_goals_proved"], data["sub_goals_refuted"] = sub_goals_proved, sub_goals_refuted
    click.echo(json.dumps(data))


def _proved_words(certificate: Certificate) -> str:
    goal = certificate.goal
    if goal.claim == "not_lose":
        return words.does_not_lose(goal.prover)
    return words.wins_within(goal.prover, certificate.plies)


def _said(line: str, err: bool = False, path: str | None = None) -> None:
    """A line of what was proved, or why not: on a terminal within 80 columns, going on two columns in, a file's
    ``path`` never broken; elsewhere one line, as a script that reads it back expects (``--json`` is the
    script's own)."""
    terminal = (sys.stderr if err else sys.stdout).isatty()
    click.echo(fitted(line, whole=(path,) if path else (), hanging=True) if terminal else line, err=err)
