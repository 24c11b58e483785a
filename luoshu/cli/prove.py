"""``luoshu prove``: a game's value proved by df-pn, and written as a certificate that ``luoshu check`` (or anyone's
own checker) verifies with the rules alone.

The certificate is written all at once (a temporary file renamed over the target), so a file of that name is
always a whole certificate. Ctrl-C, SIGTERM, SIGHUP, or a budget spent, keep what was decided in a checkpoint that
the next ``prove`` of the same game and start resumes from; the workers of a split proof end with it, however it
ends (``luoshu.cli.prove_workers``).

A checkpoint carries a digest of what it keeps: one changed by hand is refused, and what a resumed proof makes
is checked with the checker (``luoshu.rules.certificate``) before it is written or said.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import resource
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from types import FrameType
from typing import TYPE_CHECKING, Any, TypeAlias

import click

from ..rules import MAX_STATED, Position, Rules
from ..rules.certificate import CertificateError, rules_json
from ..rules.certificate import check as check_lines
from ..search.engine import SearchBudgetError
from ..search.proof import (
    Certificate,
    Figures,
    Goal,
    NoWinWithin,
    Proof,
    Settled,
    Unsound,
    group_of,
    prepare,
    settle_value,
)
from ..search.split import WorkersLost
from ..session.notations import Notation, RecordError, moves_from, record_tokens
from ..views.wrapping import fitted
from ..words.commands import prove as words
from .files import SaveError, not_a_file, open_regular, reason_of
from .games import game_from, sets_option
from .options import Whole, json_option, notation_option, stated_rules_options
from .prove_workers import Workers, workers_started
from .terminal import RewrittenLine

if TYPE_CHECKING:
    from ..search.split import SubResult

__all__ = ["prove"]

SPLIT_FROM = 17
"""Without --workers, games of fewer numbers are proved in one process: they take a second or less, less than
starting the workers."""
BYTES_PER_ENTRY = 200
"""About what one position of the table costs in memory (a dict entry, its key and its pair of numbers)."""
LARGEST_CHECKPOINT = 4 * 1024**3
"""Bytes: a checkpoint keeps about 10 bytes a decided position; past this it is no checkpoint prove wrote."""
STOPPING = ("SIGINT", "SIGTERM", "SIGHUP")
"""The signals that stop a proof: Ctrl-C, and as it does SIGTERM (what ``timeout`` sends) and SIGHUP (a terminal
closed)."""


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where Ctrl-C raises KeyboardInterrupt, so that the same path stops the proof
    and keeps its checkpoint; the exit status is then 128 + the signal's number, as a shell's is."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


class _Signals:
    """The signals of STOPPING for the length of a proof (``_stopping``): the first raises KeyboardInterrupt (for
    Ctrl-C) or Stopped, unless the proof is past stopping (``hold``: writing its checkpoint or its certificate),
    when it is only noted, so that what is written is written whole. ``received`` is the first one's number."""

    def __init__(self) -> None:
        self.received: int | None = None
        self.held = False

    def __call__(self, number: int, frame: FrameType | None) -> None:
        if self.received is None:
            self.received = number
        if not self.held:
            self.held = True
            if number == signal.SIGINT:
                raise KeyboardInterrupt
            raise Stopped(number)

    def hold(self) -> None:
        self.held = True

    def status(self, otherwise: int) -> int:
        """The exit status: the signal's, if one came, else ``otherwise``."""
        return otherwise if self.received is None else 128 + self.received


@contextlib.contextmanager
def _stopping() -> Iterator[_Signals]:
    """The signals of STOPPING stop the proof (``_Signals``) while it runs; the handlers before are put back
    after. Only the main thread may set handlers: elsewhere nothing is set."""
    signals = _Signals()
    numbers = [getattr(signal, name) for name in STOPPING if hasattr(signal, name)]
    if threading.current_thread() is not threading.main_thread():
        yield signals
        return
    kept = {number: signal.getsignal(number) for number in numbers}
    for number in numbers:
        signal.signal(number, signals)
    try:
        yield signals
    finally:
        for number, handler in kept.items():
            # None: a handler set in C, which Python cannot set again; the default then.
            signal.signal(number, signal.SIG_DFL if handler is None else handler)


def per_worker(nodes: int, seconds: float, count: int) -> float:
    """Nodes a second per worker: the search's nodes over its seconds and its workers. Alike for one worker and
    for many, the workers each search as fast as one process does: the gain of a split is seen apart from the
    nodes it saves or costs by searching in another order.

    >>> per_worker(1000, 2.0, 2)
    250.0
    """
    return nodes / seconds / max(count, 1) if seconds > 0 else 0.0


def peak_mib() -> float:
    """This process's peak resident memory, MiB (the children's, with --workers, are their own)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class _Shown:
    """The progress of the proofs on standard error: a line rewritten on a terminal, a line every 10 s elsewhere."""

    def __init__(self, count: int = 1) -> None:
        self.tty = sys.stderr.isatty()
        self.goal = ""
        self.last = 0.0
        self.line = RewrittenLine()
        self.count = count
        """The workers, for the nodes a second per worker."""

    def __call__(self, figures: Figures) -> None:
        now = time.monotonic()
        rate = per_worker(figures.nodes, figures.seconds, self.count)
        if figures.handed is not None:  # a split proof: its sub-proofs
            text = words.split_progress_line(
                self.goal,
                figures.handed,
                figures.proved,
                figures.disproved,
                figures.nodes,
                rate,
                peak_mib(),
                figures.seconds,
            )
        else:
            text = words.progress_line(
                self.goal,
                figures.nodes,
                rate,
                figures.proved,
                figures.disproved,
                figures.table,
                peak_mib(),
                figures.seconds,
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


def _digest(data: dict[str, Any]) -> str:
    """The digest a checkpoint carries of what it keeps (every key but the digest, as written)."""
    kept = json.dumps({key: value for key, value in data.items() if key != "digest"}, separators=(",", ":"))
    return hashlib.sha256(kept.encode()).hexdigest()


def _load_checkpoint(path: str) -> dict[str, Any] | None:
    """A checkpoint's object, None if there is no file; a one-line ClickException if the file is not a checkpoint
    prove wrote as it is now: no regular file (a FIFO would wait, a device be read for ever), not JSON, not ours,
    or changed since (its digest)."""
    try:
        with open_regular(path, words.CHECKPOINT_FILE, LARGEST_CHECKPOINT) as stream:
            data = json.load(stream)
    except SaveError as error:
        if not os.path.lexists(path):
            return None
        raise click.ClickException(str(error)) from None
    except (OSError, ValueError, RecursionError) as error:
        raise click.ClickException(words.checkpoint_unreadable(path, _one_line(error))) from None
    if not isinstance(data, dict) or data.get("checkpoint") != 1:
        raise click.ClickException(words.not_a_checkpoint(path))
    if data.get("digest") != _digest(data):
        raise click.ClickException(words.checkpoint_changed(path))
    return data


def _one_line(error: BaseException) -> str:
    said = str(error).strip().splitlines()
    return said[0] if said else type(error).__name__


def _read_checkpoint(path: str, rules: Rules, start: Position) -> tuple[Kept, KeptSplit]:
    """What a checkpoint of this game and start keeps, by goal; nothing if there is none. Another's, or one
    changed or malformed, is refused in one line."""
    data = _load_checkpoint(path)
    if data is None:
        return {}, {}
    if data.get("rules") != rules_json(rules) or data.get("x") != sorted(start.x) or data.get("o") != sorted(start.o):
        raise click.ClickException(words.checkpoint_of_another(path))
    try:
        known: Kept = {}
        split: KeptSplit = {}
        for key, kept in _goals(data).items():
            known[key] = {_whole(k): True for k in kept["proved"]} | {_whole(k): False for k in kept["refuted"]}
            split[key] = {
                (_whole(x), _whole(o)): (
                    _flag(proved),
                    {(_whole(a), _whole(b)): _whole(pick) for a, b, pick in picks},
                    _whole(plies),
                    0,
                )
                for x, o, proved, plies, picks in kept.get("sub_proofs", [])
            }
    except (KeyError, TypeError, ValueError, AttributeError):
        raise click.ClickException(words.not_a_checkpoint(path)) from None
    return known, split


def _goals(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A checkpoint's goals, each named as ``_goal_key`` names them; ValueError if they are not."""
    goals = data.get("goals")
    if not isinstance(goals, dict):
        raise ValueError
    for key, kept in goals.items():
        prover, claim, plies = key.split(" ")
        if prover not in ("X", "O") or claim not in ("win", "not_lose") or not (plies == "None" or plies.isdigit()):
            raise ValueError
        if not isinstance(kept, dict) or not isinstance(kept.get("proved"), list):
            raise ValueError
    return goals


def _whole(value: object) -> int:
    """A whole number kept in a checkpoint; ValueError for anything else (a bool, a float, a string)."""
    if type(value) is not int or value < 0:
        raise ValueError
    return value


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError
    return value


def _write_checkpoint(path: str, rules: Rules, start: Position, proofs: list[Proof]) -> tuple[int, int] | None:
    """Keep every decided position of the proofs made so far, and every finished sub-proof of a split one, with
    what the checkpoint kept before of goals not reached this time (or reached in the other way, split or not);
    returns how many positions and sub-proofs it keeps. None, and nothing written, if the file there now is not
    this proof's checkpoint (another proof's, written meanwhile): a checkpoint is never overwritten by another's."""
    from ..search.split import SplitProof

    data: dict[str, Any] = {"checkpoint": 1, "rules": rules_json(rules), "x": sorted(start.x), "o": sorted(start.o)}
    goals: dict[str, dict[str, list[Any]]] = {}
    try:
        before = _load_checkpoint(path)
    except click.ClickException:
        return None
    if before is not None:
        if any(before.get(key) != value for key, value in data.items()):
            return None
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
    data["digest"] = _digest(data)
    _write_atomically(path, [json.dumps(data, separators=(",", ":"))], lambda first: first.startswith('{"checkpoint"'))
    positions = sum(len(kept["proved"]) + len(kept["refuted"]) for kept in goals.values())
    return positions, sum(len(kept.get("sub_proofs", [])) for kept in goals.values())


def _remove_checkpoint(path: str, rules: Rules, start: Position) -> None:
    """Remove the checkpoint once its proof is written: only this proof's (not one another proof wrote there)."""
    with contextlib.suppress(click.ClickException, OSError):
        data = _load_checkpoint(path)
        ours = {"rules": rules_json(rules), "x": sorted(start.x), "o": sorted(start.o)}
        if data is not None and all(data.get(key) == value for key, value in ours.items()):
            os.remove(path)


def _write_atomically(path: str, lines: list[str], ours: Any) -> int:
    """Write the lines to ``path`` all at once: a temporary file beside it, renamed over it once on disk. An
    existing file is replaced only if ``ours(its first line)``. Returns the bytes written."""
    refused = not_a_file(path)  # a FIFO would wait for a reader, a device take what is written
    if refused is not None:
        raise click.ClickException(words.cannot_write(path, refused))
    try:
        with open_regular(path) as stream:
            first = stream.readline(4096)
        if not ours(first):
            raise click.ClickException(words.not_ours(path))
    except SaveError as error:
        if os.path.lexists(path):  # there, and not to be read
            raise click.ClickException(str(error)) from None
    except UnicodeDecodeError:  # not text: not ours either
        raise click.ClickException(words.not_ours(path)) from None
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
    with _stopping() as signals:
        try:
            _prove(ctx, signals, moves, notation, out, plies, fastest, budget, seconds, memory, checkpoint, workers,
                   ray_address, as_json, sets_file, rules)  # fmt: skip
        except Stopped as stop:  # a signal before the search began, or after it ended: no proof to keep
            _said(words.stopped_by(signal.Signals(stop.number).name), err=True)
            ctx.exit(128 + stop.number)
        ctx.exit(signals.status(0))


def _prove(
    ctx: click.Context,
    signals: _Signals,
    moves: tuple[str, ...],
    notation: Notation,
    out: str | None,
    plies: int | None,
    fastest: bool,
    budget: int,
    seconds: int | None,
    memory: int | None,
    checkpoint: str | None,
    count: int | None,
    ray_address: str | None,
    as_json: bool,
    sets_file: str | None,
    rules: Rules,
) -> None:
    started = time.monotonic()  # the set-up (the game's sets and symmetries, the workers) counts from here
    # A game of sets is numbered in its file's order, even tic-tac-toe: the certificate is for the game in the file.
    rules, dress = game_from(ctx, sets_file, rules, MAX_STATED, numbered=True)
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
    # Before any search: a file that could never be written (a FIFO, a device, a folder) is refused now.
    for path, option in ((out, "--out"), (checkpoint, "--checkpoint")):
        refused = None if path is None else not_a_file(path)
        if refused is not None:
            raise click.BadParameter(refused, param_hint=option)
    known, known_split = _read_checkpoint(checkpoint, rules, start) if checkpoint is not None else ({}, {})
    resumed = (sum(map(len, known.values())), sum(map(len, known_split.values())))
    if any(resumed):
        _said(words.resuming(*resumed, str(checkpoint)), err=True, path=checkpoint)
    if count is None:
        count = (os.cpu_count() or 1) if rules.numbers >= SPLIT_FROM else 1
    count = max(count, 1)
    shown = _Shown(count)
    made: list[Proof] = []
    table_limit = None if memory is None else memory * 1024 * 1024 // BYTES_PER_ENTRY
    symmetries = group_of(rules)
    prepare(rules)

    with workers_started(count, ray_address, rules) as split:
        if split is None:
            count = shown.count = 1
        # The search's clock begins here: --seconds bounds every goal's search together, and the set-up is said apart.
        searching = time.monotonic()
        setup = searching - started
        make = _maker(split, symmetries, budget, seconds, table_limit, shown, known, known_split, searching, made)
        try:
            settled = settle_value(start, plies, fastest, make, faster=True)
            signals.hold()  # proved: what follows is written whole, whatever comes
            certificates = [proof.certificate(symmetries) for proof in settled.proofs]
        except (KeyboardInterrupt, SearchBudgetError, WorkersLost) as stop:
            signals.hold()
            # The checkpoint first: after SIGHUP the terminal may be gone, and saying anything fail.
            kept = _write_checkpoint(checkpoint, rules, start, made) if checkpoint is not None else None
            with contextlib.suppress(OSError):
                shown.done()
                _say_stop(stop, kept, checkpoint, split, made, rules, start, count, (searching, setup), as_json)
            interrupted = isinstance(stop, KeyboardInterrupt)
            ctx.exit(128 + stop.number if isinstance(stop, Stopped) else 130 if interrupted else signals.status(1))
        except NoWinWithin as refuted:  # no win within --plies: proved too, but there is no certificate of it
            signals.hold()
            shown.done()
            if checkpoint is not None:
                _remove_checkpoint(checkpoint, rules, start)
            elapsed = time.monotonic() - searching
            reason = words.no_win_within(str(rules), str(refuted))
            if as_json:
                data = _stopped_json(rules, start, made, "refuted", (elapsed, setup), count, None, reason)
                click.echo(json.dumps(data))
            else:
                _said(reason)
                rate = per_worker(refuted.nodes, elapsed, count)
                _said(words.search_line(refuted.nodes, elapsed, setup, count, rate, peak_mib()))
            ctx.exit(signals.status(1))
        except Unsound:
            if not any(resumed):
                raise  # a table the search made itself is sound: this is a bug, said as one
            raise click.ClickException(words.checkpoint_wrong(str(checkpoint))) from None
    shown.done()
    elapsed = time.monotonic() - searching
    lines = [line for certificate in certificates for line in certificate.lines()]
    if any(resumed):
        # Made from what a checkpoint kept: written and said only once the checker has it hold.
        try:
            check_lines(lines, rules)
        except CertificateError as error:
            if error.past_limits:
                raise click.ClickException(words.checkpoint_unchecked(str(checkpoint), error.reason)) from None
            raise click.ClickException(words.checkpoint_wrong(str(checkpoint))) from None
    size = len("".join(line + "\n" for line in lines).encode())
    if out is not None:
        _write_atomically(out, lines, _is_certificate)
        if checkpoint is not None:
            _remove_checkpoint(checkpoint, rules, start)
    _say(rules, start, settled, certificates, (elapsed, setup), count, size, len(lines), out, as_json)


def _say_stop(
    stop: BaseException,
    kept: tuple[int, int] | None,
    checkpoint: str | None,
    split: Workers | None,
    made: list[Proof],
    rules: Rules,
    start: Position,
    count: int,
    clock: tuple[float, float],
    as_json: bool,
) -> None:
    """What a proof stopped before its end says: why, how far its search got, and what its checkpoint keeps (or
    its JSON). ``clock``: when the search began, and the set-up's seconds."""
    interrupted = isinstance(stop, KeyboardInterrupt)
    if isinstance(stop, Stopped):
        reason = words.stopped_by(signal.Signals(stop.number).name)
    elif isinstance(stop, WorkersLost):
        reason = words.workers_lost()
    else:
        reason = words.interrupted() if interrupted else str(stop)
    searching, setup = clock
    elapsed = time.monotonic() - searching
    nodes = _nodes(made, split)
    rate = per_worker(nodes, elapsed, count)
    if not as_json:
        _said(words.search_line(nodes, elapsed, setup, count, rate, peak_mib()), err=True)
    if checkpoint is not None and kept is None:
        _said(words.stopped_not_kept(reason, str(checkpoint)), err=True, path=checkpoint)
    elif kept is None:
        _said(words.stopped_and_lost(reason), err=True)
    elif split is None:
        _said(words.stopped_and_kept(reason, kept[0], str(checkpoint)), err=True, path=checkpoint)
    else:
        _said(words.stopped_and_kept_split(reason, kept[1], str(checkpoint)), err=True, path=checkpoint)
    if as_json:
        if interrupted:
            stopped = "interrupted"
        elif isinstance(stop, WorkersLost):
            stopped = "workers"
        else:
            stopped = getattr(stop, "unit", "nodes")
        data = _stopped_json(rules, start, made, stopped, (elapsed, setup), count, checkpoint if kept else None, reason)
        data["nodes"] = nodes
        data["nodes_per_second_per_worker"] = round(rate, 1)
        click.echo(json.dumps(data))


def _nodes(made: list[Proof], split: Workers | None) -> int:
    """The nodes the proofs made have searched: a split proof's workers say how many, the running sub-proofs'
    too (a stopped proof's were never handed back)."""
    counted = sum(proof.nodes for proof in made)
    return counted if split is None or split.searched is None else max(counted, split.searched())


def _maker(
    split: Workers | None,
    symmetries: tuple[tuple[int, ...], ...],
    budget: int,
    seconds: int | None,
    table_limit: int | None,
    shown: _Shown,
    known: Kept,
    known_split: KeptSplit,
    searching: float,
    made: list[Proof],
) -> Callable[[Position, Goal], Proof]:
    """How each goal's proof is made: on the workers, or in this process; each kept in ``made``."""

    def make(position: Position, goal: Goal) -> Proof:
        shown.goal = str(goal)
        key = _goal_key(goal)
        if split is not None:
            from ..search.split import SplitProof

            proof: Proof = SplitProof(
                position,
                goal,
                split.executor,
                symmetries,
                budget,
                seconds,
                known_split.get(key),
                searching,
                shown,
                split.searched,
            )
        else:
            proof = Proof(position, goal, budget, seconds, table_limit, shown, known.get(key), searching)
        made.append(proof)
        return proof

    return make


def _say(
    rules: Rules,
    start: Position,
    settled: Settled,
    certificates: list[Certificate],
    timing: tuple[float, float],
    count: int,
    size: int,
    lines: int,
    out: str | None,
    as_json: bool,
) -> None:
    rate = per_worker(settled.nodes, timing[0], count)
    if as_json:
        data = {
            "rules": rules_json(rules),
            "x": sorted(start.x),
            "o": sorted(start.o),
            "outcome": settled.outcome,
            "proved": [
                {
                    "prover": c.goal.prover,
                    "claim": c.goal.claim,
                    "plies": c.plies,
                    "fastest": settled.fastest if c.goal.claim == "win" else None,
                    "positions": len(c.picks),
                }
                for c in certificates
            ],
            "nodes": settled.nodes,
            "seconds": round(timing[0], 3),
            "setup_seconds": round(timing[1], 3),
            "workers": count,
            "nodes_per_second_per_worker": round(rate, 1),
            "peak_mib": round(peak_mib(), 1),
            "certificate_bytes": size,
            "certificate_lines": lines,
            "out": out,
        }
        click.echo(json.dumps(data))
        return
    where = words.empty_board() if not start.pick_count else words.held(str(sorted(start.x)), str(sorted(start.o)))
    claims = [_proved_words(certificate, settled.fastest) for certificate in certificates]
    _said(words.proved_line(str(rules), where, *claims))
    _said(words.search_line(settled.nodes, *timing, count, rate, peak_mib()))
    _said(words.certificate_line(lines, size, out), path=out)


def _goal_json(goal: Goal) -> dict[str, Any]:
    return {"prover": goal.prover, "claim": goal.claim, "plies": goal.plies}


def _stopped_json(
    rules: Rules,
    start: Position,
    made: list[Proof],
    stopped: str,
    timing: tuple[float, float],
    count: int,
    checkpoint: str | None,
    reason: str,
) -> dict[str, Any]:
    """A proof stopped before its end, as JSON: the goals proved and refuted so far, the one left unproved, how
    far its search got, and the checkpoint that keeps it; or ("refuted") a bound in plies that no win fits, its
    two goals refuted. ``timing``: the search's seconds and the set-up's."""
    from ..search.split import SplitProof

    unfinished = [proof for proof in made if proof.result is None]
    nodes = sum(proof.nodes for proof in made)
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
        "nodes": nodes,
        "seconds": round(timing[0], 3),
        "setup_seconds": round(timing[1], 3),
        "workers": count,
        "nodes_per_second_per_worker": round(per_worker(nodes, timing[0], count), 1),
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
    return data


def _proved_words(certificate: Certificate, fastest: bool | None) -> str:
    goal = certificate.goal
    if goal.claim == "not_lose":
        return words.does_not_lose(goal.prover)
    plies = certificate.plies or 0
    if fastest is None:  # a bound asked for (--plies): the claim is within it, fewer not looked for
        return words.wins_within(goal.prover, plies)
    return words.wins_fastest(goal.prover, plies) if fastest else words.wins_maybe_sooner(goal.prover, plies)


def _said(line: str, err: bool = False, path: str | None = None) -> None:
    """A line of what was proved, or why not: on a terminal within 80 columns, going on two columns in, a file's
    ``path`` never broken; elsewhere one line, as a script that reads it back expects (``--json`` is the
    script's own)."""
    terminal = (sys.stderr if err else sys.stdout).isatty()
    click.echo(fitted(line, whole=(path,) if path else (), hanging=True) if terminal else line, err=err)
