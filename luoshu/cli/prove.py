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

from ..files import SaveError, not_a_file, open_regular, reason_of
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
from ..views.notation import Notation, RecordError, moves_from, record_tokens
from ..views.wrapping import fitted
from ..words.language import N_, _, ngettext
from .games import game_from, sets_option
from .options import Whole, json_option, notation_option, stated_rules_options
from .prove_workers import Workers, workers_started
from .terminal import RewrittenLine

PROVE_SHORT_HELP = N_("Prove a game's value, and write a certificate anyone can check.")
PROVE_HELP = N_(
    "Prove the value of a position given as its picks (none: the empty board) with df-pn, and write the proof as\n"
    "a certificate: a win as the winner's strategy, a draw as two, each player's not_lose. A win is then proved\n"
    "in as few plies as a search within a budget finds (--fastest: the fewest, with no budget).\n"
    "\n"
    "Says what is proved, the search's nodes, time and peak memory, and the certificate's size. Check it with\n"
    "luoshu check FILE."
)
OUT_HELP = N_("Write the certificate(s) to FILE (JSON Lines; see docs/proofs.md).")
PLIES_HELP = N_("Prove a win within N plies of the start (else the value, then as fast a win as a budget finds).")
FASTEST_HELP = N_("Prove the fastest win: each bound in plies tried in turn, with no budget.")
BUDGET_HELP = N_("Stop after this many nodes.")
SECONDS_HELP = N_("Stop after this many seconds of search (the set-up apart), every goal's together.")
MEMORY_HELP = N_("Keep the table within about MIB MiB: past it, it drops positions.")
CHECKPOINT_HELP = N_(
    "Where Ctrl-C, SIGTERM, SIGHUP or a spent budget keep what is decided (default: FILE of --out, .checkpoint "
    "added); resumed from when it exists."
)
CHECKPOINT_FILE = N_("prove checkpoint")
"""What a checkpoint is, as a refusal names it ("... is a FIFO, not a prove checkpoint")."""
WORKERS_HELP = N_("Processes to split the proof across (default: every core, for games of 17 numbers or more).")
RAY_HELP = N_("Split the proof across a Ray cluster (local: a Ray on this machine).")
JSON_HELP = N_("Print what was proved as JSON.")


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
            text = _(
                "proving {goal} on workers: {handed:,} sub-proofs handed out, {proved:,} proved, {refuted:,} refuted; "
                "{nodes:,} nodes, {rate:,.0f} a second per worker; {mib:,.0f} MiB, {seconds:,.0f} s"
            ).format(
                goal=self.goal,
                handed=figures.handed,
                proved=figures.proved,
                refuted=figures.disproved,
                nodes=figures.nodes,
                rate=rate,
                mib=peak_mib(),
                seconds=figures.seconds,
            )
        else:
            text = _(
                "proving {goal}: {nodes:,} nodes ({rate:,.0f} a second), {proved:,} proved, {refuted:,} refuted, "
                "table {table:,}, {mib:,.0f} MiB, {seconds:,.0f} s"
            ).format(
                goal=self.goal,
                nodes=figures.nodes,
                rate=rate,
                proved=figures.proved,
                refuted=figures.disproved,
                table=figures.table,
                mib=peak_mib(),
                seconds=figures.seconds,
            )
        if self.tty:
            self.line.show(text)
        elif now - self.last >= 10:
            self.last = now
            click.echo(_("luoshu: {text}").format(text=text), err=True)

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
        with open_regular(path, CHECKPOINT_FILE, LARGEST_CHECKPOINT) as stream:
            data = json.load(stream)
    except SaveError as error:
        if not os.path.lexists(path):
            return None
        raise click.ClickException(str(error)) from None
    except (OSError, ValueError, RecursionError) as error:
        raise click.ClickException(
            _("the checkpoint {path} cannot be read: {error}").format(path=path, error=_one_line(error))
        ) from None
    if not isinstance(data, dict) or data.get("checkpoint") != 1:
        raise click.ClickException(_("{path} is not a luoshu prove checkpoint: it was left alone").format(path=path))
    if data.get("digest") != _digest(data):
        raise click.ClickException(
            _(
                "the checkpoint {path} was changed since prove wrote it (or an older luoshu wrote it): "
                "remove it, or name another"
            ).format(path=path)
        )
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
        raise click.ClickException(
            _("the checkpoint {path} is of another game or start: remove it, or name another").format(path=path)
        )
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
        raise click.ClickException(
            _("{path} is not a luoshu prove checkpoint: it was left alone").format(path=path)
        ) from None
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
                for (x, o), (proved, picks, plies, _digest) in proof.finished.items()
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
        raise click.ClickException(_("cannot write {path}: {reason}").format(path=path, reason=refused))
    try:
        with open_regular(path) as stream:
            first = stream.readline(4096)
        if not ours(first):
            raise click.ClickException(
                _("{path} exists and is not what luoshu prove writes: it was left alone").format(path=path)
            )
    except SaveError as error:
        if os.path.lexists(path):  # there, and not to be read
            raise click.ClickException(str(error)) from None
    except UnicodeDecodeError:  # not text: not ours either
        raise click.ClickException(
            _("{path} exists and is not what luoshu prove writes: it was left alone").format(path=path)
        ) from None
    except OSError as error:
        raise click.ClickException(
            _("cannot write {path}: {reason}").format(path=path, reason=reason_of(error))
        ) from None
    text = "".join(line + "\n" for line in lines)
    folder = os.path.dirname(os.path.abspath(path))
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".luoshu-prove-", suffix=".tmp")
    except OSError as error:
        raise click.ClickException(
            _("cannot write {path}: {reason}").format(path=path, reason=reason_of(error))
        ) from None
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
            raise click.ClickException(
                _("cannot write {path}: {reason}").format(path=path, reason=reason_of(error))
            ) from None
        raise
    return len(text.encode())


def _is_certificate(first: str) -> bool:
    with contextlib.suppress(ValueError):
        data = json.loads(first)
        return isinstance(data, dict) and "rules" in data and "prover" in data
    return False


@click.command(short_help=PROVE_SHORT_HELP, help=PROVE_HELP)
@click.argument("moves", nargs=-1)
@notation_option
@click.option("--out", "out", metavar="FILE", help=OUT_HELP)
@click.option("--plies", type=Whole(1, 64), help=PLIES_HELP)
@click.option("--fastest", is_flag=True, help=FASTEST_HELP)
@click.option(
    "--budget",
    type=Whole(1000, 10**12),
    default=10**9,
    show_default=True,
    metavar="NODES",
    help=BUDGET_HELP,
)
@click.option("--seconds", type=Whole(1, 10**7), help=SECONDS_HELP)
@click.option(
    "--memory",
    type=Whole(16, 10**7),
    metavar="MIB",
    help=MEMORY_HELP,
)
@click.option(
    "--checkpoint",
    metavar="FILE",
    help=CHECKPOINT_HELP,
)
@click.option(
    "--workers",
    type=Whole(1, 1024),
    help=WORKERS_HELP,
)
@click.option(
    "--ray",
    "ray_address",
    metavar="ADDRESS",
    help=RAY_HELP,
)
@json_option(JSON_HELP)
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
    """``luoshu prove``: its help is ``PROVE_HELP``."""
    with _stopping() as signals:
        try:
            _prove(ctx, signals, moves, notation, out, plies, fastest, budget, seconds, memory, checkpoint, workers,
                   ray_address, as_json, sets_file, rules)  # fmt: skip
        except Stopped as stop:  # a signal before the search began, or after it ended: no proof to keep
            _said(_("stopped by {signal}").format(signal=signal.Signals(stop.number).name), err=True)
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
        raise click.UsageError(_("--plies asks for one bound and --fastest for the least: give one"))
    try:
        tokens = record_tokens(moves, dress) if dress is None else list(moves)
        picks = moves_from(tokens, notation, rules, dress.number if dress is not None else None)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    start = Position.from_moves(picks, rules)
    if start.is_over:
        raise click.UsageError(_("the game is over there: there is nothing to prove"))
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
        _said(
            _(
                "luoshu: resuming from {checkpoint}: {positions:,} decided positions and "
                "{sub_proofs:,} finished sub-proofs are not searched again."
            ).format(checkpoint=str(checkpoint), positions=resumed[0], sub_proofs=resumed[1]),
            err=True,
            path=checkpoint,
        )
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
            reason = _(
                "{rules}: {error} (no certificate: it would be the other side's not_lose, given no bound)."
            ).format(rules=str(rules), error=str(refuted))
            if as_json:
                data = _stopped_json(rules, start, made, "refuted", (elapsed, setup), count, None, reason)
                click.echo(json.dumps(data))
            else:
                _said(reason)
                _said(_search_line(refuted.nodes, elapsed, setup, count))
            ctx.exit(signals.status(1))
        except Unsound:
            if not any(resumed):
                raise  # a table the search made itself is sound: this is a bug, said as one
            raise click.ClickException(
                _(
                    "the checkpoint {path} holds positions decided wrongly: the proof made from it "
                    "does not hold; remove it and prove again"
                ).format(path=str(checkpoint))
            ) from None
    shown.done()
    elapsed = time.monotonic() - searching
    lines = [line for certificate in certificates for line in certificate.lines()]
    if any(resumed):
        # Made from what a checkpoint kept: written and said only once the checker has it hold.
        try:
            check_lines(lines, rules)
        except CertificateError as error:
            if error.past_limits:
                raise click.ClickException(
                    _(
                        "the proof resumed from the checkpoint {path} cannot be checked "
                        "({reason}): remove the checkpoint and prove again"
                    ).format(path=str(checkpoint), reason=error.reason)
                ) from None
            raise click.ClickException(
                _(
                    "the checkpoint {path} holds positions decided wrongly: the proof made from it "
                    "does not hold; remove it and prove again"
                ).format(path=str(checkpoint))
            ) from None
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
        reason = _("stopped by {signal}").format(signal=signal.Signals(stop.number).name)
    elif isinstance(stop, WorkersLost):
        reason = _("a worker ended in the middle of its sub-proof (killed, or out of memory)")
    else:
        reason = _("interrupted") if interrupted else str(stop)
    searching, setup = clock
    elapsed = time.monotonic() - searching
    nodes = _nodes(made, split)
    rate = per_worker(nodes, elapsed, count)
    if not as_json:
        _said(_search_line(nodes, elapsed, setup, count), err=True)
    if checkpoint is not None and kept is None:
        _said(
            _(
                "luoshu: {reason}; nothing kept: {checkpoint} is no longer this proof's checkpoint, and was left alone."
            ).format(reason=reason, checkpoint=str(checkpoint)),
            err=True,
            path=checkpoint,
        )
    elif kept is None:
        _said(
            _("luoshu: {reason}; nothing kept (--checkpoint FILE or --out FILE keeps what is decided).").format(
                reason=reason
            ),
            err=True,
        )
    elif split is None:
        _said(
            _(
                "luoshu: {reason}; {kept:,} decided positions kept in {checkpoint}: run the same command to resume."
            ).format(reason=reason, kept=kept[0], checkpoint=str(checkpoint)),
            err=True,
            path=checkpoint,
        )
    else:
        _said(
            ngettext(
                "luoshu: {reason}; {count:,} finished sub-proof kept in {checkpoint}: run the same command to resume, "
                "without searching it again.",
                "luoshu: {reason}; {count:,} finished sub-proofs kept in {checkpoint}: run the same command to resume, "
                "without searching them again.",
                kept[1],
            ).format(reason=reason, count=kept[1], checkpoint=str(checkpoint)),
            err=True,
            path=checkpoint,
        )
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
    where = (
        _("the empty board")
        if not start.pick_count
        else _("x={x} o={o}").format(x=str(sorted(start.x)), o=str(sorted(start.o)))
    )
    claims = [_proved_words(certificate, settled.fastest) for certificate in certificates]
    _said(_proved_line(str(rules), where, *claims))
    _said(_search_line(settled.nodes, *timing, count))
    _said(_certificate_line(lines, size, out), path=out)


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
        return _("{prover} does not lose").format(prover=goal.prover)
    plies = certificate.plies or 0
    if fastest is None:  # a bound asked for (--plies): the claim is within it, fewer not looked for
        return _("{prover} wins within {plies} plies").format(prover=goal.prover, plies=plies)
    if fastest:  # every fewer bound refuted: the game's value, said whole
        return ngettext(
            "{prover} wins within {plies} ply, and no sooner",
            "{prover} wins within {plies} plies, and no sooner",
            plies,
        ).format(prover=goal.prover, plies=plies)
    return ngettext(  # the fewer bounds not all settled within the search's budget
        "{prover} wins within {plies} ply (sooner not settled within the budget: --fastest settles it)",
        "{prover} wins within {plies} plies (sooner not settled within the budget: --fastest settles it)",
        plies,
    ).format(prover=goal.prover, plies=plies)


def _said(line: str, err: bool = False, path: str | None = None) -> None:
    """A line of what was proved, or why not: on a terminal within 80 columns, going on two columns in, a file's
    ``path`` never broken; elsewhere one line, as a script that reads it back expects (``--json`` is the
    script's own)."""
    terminal = (sys.stderr if err else sys.stdout).isatty()
    click.echo(fitted(line, whole=(path,) if path else (), hanging=True) if terminal else line, err=err)


def _search_line(nodes: int, seconds: float, setup: float, workers: int) -> str:
    """How far the search went: its nodes and time, the set-up before it (the game's sets and symmetries built,
    the workers started), the nodes a second each worker searched, and the peak memory so far."""
    rate = per_worker(nodes, seconds, workers)
    return ngettext(
        "Search: {nodes:,} nodes in {seconds:.2f} s (after {setup:.2f} s of set-up), {rate:,.0f} a second on "
        "{workers} worker, peak memory {mib:,.0f} MiB.",
        "Search: {nodes:,} nodes in {seconds:.2f} s (after {setup:.2f} s of set-up), {rate:,.0f} a second per "
        "worker on {workers} workers, peak memory {mib:,.0f} MiB.",
        workers,
    ).format(nodes=nodes, seconds=seconds, setup=setup, workers=workers, rate=rate, mib=peak_mib())


def _proved_line(rules: str, start: str, claim: str, other: str | None = None) -> str:
    """What was proved: one claim (``_proved_words``), or two (a draw: each side's).

    >>> _proved_line("Pick Fifteen", "the empty board", "X does not lose", "O does not lose")
    'Pick Fifteen, from the empty board: proved that X does not lose and O does not lose.'
    """
    if other is None:
        return _("{rules}, from {start}: proved that {claim}.").format(rules=rules, start=start, claim=claim)
    return _("{rules}, from {start}: proved that {claim} and {other}.").format(
        rules=rules, start=start, claim=claim, other=other
    )


def _certificate_line(lines: int, size: int, out: str | None) -> str:
    """The certificate's size, and where it was written (or that it was not)."""
    if out is None:
        return _("Certificate: {lines:,} lines, {size:,} bytes, not written (--out FILE writes it).").format(
            lines=lines, size=size
        )
    return _("Certificate: {lines:,} lines, {size:,} bytes, written to {out}.").format(lines=lines, size=size, out=out)
