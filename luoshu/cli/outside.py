"""Players that are programs of the user's: ``cmd:COMMAND`` (any program, any language) and ``python:FILE`` (a
module with ``choose(position) -> int``), each run as a process of its own and never trusted.

The protocol: for every turn luoshu writes one line of JSON, ``{"rules", "x", "o", "to_move", "free"}``, and
reads back one line: the pick, as a number (``5``) or ``{"pick": 5}`` (``{"pick": 5, "nodes": 1234}``: with the
nodes its search visited). What it writes on standard error is shown
as it comes, each line after the program's name (its debugging, as a person would read it). A program that
crashes, hangs past the time for a move, answers with anything but a free number, or floods its output, fails
(``BotFailed``, with the reason and the last of what it wrote on standard error) and loses the game; its process
is ended, and a new one is started for the next game. A ``python:`` file runs under ``python -m luoshu.cli.pybot``,
which imports it and reports its traceback as the bot's.

A bot's process lives inside a ``with`` block, as python-chess runs its engines: it is started when first asked for
a pick and ended, with every process it started (its process group), when the block ends, however it ends. Nothing
process-wide is installed for it: the command that runs bots ends them (``luoshu.cli.players.ended``).

>>> with command_bot("true", move_time=1) as bot:
...     bot.name
'cmd:true'
"""

from __future__ import annotations

import contextlib
import json
import os
import selectors
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from typing import IO

import click

from ..files import reason_of
from ..rules import Position
from ..session.bots import BotFailed
from ..session.protocol import turn_json
from ..views.quoting import visible, visible_path
from ..words.language import _

__all__ = ["LONGEST_LINE", "OutsideBot", "command_bot", "python_bot"]

LONGEST_LINE = 4096
"""Bytes in one answer, at most: a pick is a few."""
RUNNER = "luoshu.cli.pybot"
"""The module that runs a ``python:`` file."""
KEPT_ERRORS = 2000
"""The last bytes of a program's standard error kept, to say why it failed."""
LONGEST_SHOWN = 500
"""Characters of one line of a program's standard error shown as it comes; the rest of a longer line is cut."""


class OutsideBot:
    """A program that picks, started when first asked and ended when it fails or the ``with`` block that holds it
    ends (``close``)."""

    def __init__(self, argv: list[str], name: str, move_time: float = 5.0) -> None:
        self.argv, self.name, self.move_time = argv, name, move_time
        self._process: subprocess.Popen[bytes] | None = None
        self._errors = bytearray()
        self._pending = b""
        self._drainer: threading.Thread | None = None
        self.nodes: int | None = None  # the nodes its last answer said it searched, if it said

    def __enter__(self) -> OutsideBot:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def _start(self) -> subprocess.Popen[bytes]:
        if self._process is None or self._process.poll() is not None:
            self.close()
            try:
                # luoshu's runner is told who started it: it ends once that process is gone, even if it is gone
                # before the runner first looks (a kill -9 at once would otherwise leave it its new parent to watch).
                runner = self.argv[1:3] == ["-m", RUNNER]
                self._process = subprocess.Popen(
                    [*self.argv, str(os.getpid())] if runner else self.argv,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    start_new_session=True,  # its own process group: ended whole, children included
                )
            except OSError as error:
                raise BotFailed(_("it could not be started: {reason}").format(reason=reason_of(error))) from None
            self._errors, self._pending = bytearray(), b""
            assert self._process.stderr is not None
            self._drainer = threading.Thread(target=self._drain, args=(self._process.stderr,), daemon=True)
            self._drainer.start()
        return self._process

    def _drain(self, stream: IO[bytes]) -> None:
        # Standard error is read as it comes, so that a chatty program never blocks on it: each line is shown at
        # once, after the program's name, and the last of it is kept to say why it failed.
        errors, line = self._errors, bytearray()
        with contextlib.suppress(OSError, ValueError):  # the stream closed under it: the program has ended
            for chunk in iter(lambda: os.read(stream.fileno(), 4096), b""):
                errors.extend(chunk)
                del errors[:-KEPT_ERRORS]
                line.extend(chunk)
                *whole, rest = line.split(b"\n")
                for each in whole:
                    self._show(each)
                line[:] = rest[: LONGEST_SHOWN * 4 + 1]  # a line that never ends is cut, never kept whole
        if line:
            self._show(line)

    def _show(self, line: bytes | bytearray) -> None:
        """One line of the program's standard error, after its name; as a terminal may show it, no control
        sequence to obey and no byte that is not UTF-8, and a very long line cut."""
        said = visible(line.decode("utf-8", "replace").rstrip("\r"))
        if len(said) > LONGEST_SHOWN:
            said = said[:LONGEST_SHOWN] + "..."
        with contextlib.suppress(OSError, ValueError):  # luoshu's own standard error closed: nothing to show it on
            click.echo(_("{name}: {line}").format(name=visible_path(self.name), line=said), err=True)

    def _fail(self, reason: str) -> BotFailed:
        time.sleep(0.05)  # let the last of its standard error arrive
        said = bytes(self._errors).decode("utf-8", "replace").strip()
        self.close()
        told = _("{reason}; it said: {said}").format(reason=reason, said=said) if said else reason
        # Its words, as a terminal may show them: no control sequence to obey, no byte that is not UTF-8.
        return BotFailed("\n".join(visible(line) for line in told.encode("utf-8", "replace").decode().splitlines()))

    def choose(self, position: Position) -> int:
        process = self._start()
        assert process.stdin is not None
        assert process.stdout is not None
        try:
            process.stdin.write((json.dumps(turn_json(position)) + "\n").encode())
            process.stdin.flush()
        except OSError:
            status = self._ended(process)  # a program that ended is said to have ended, however the race went
            if status is None:
                raise self._fail(_("it stopped reading its input")) from None
            raise self._fail(_ended_without_answering(status)) from None
        line = self._line(process)
        return self._pick(line, position)

    def _line(self, process: subprocess.Popen[bytes]) -> bytes:
        assert process.stdout is not None
        deadline = time.monotonic() + self.move_time
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            while b"\n" not in self._pending:
                if len(self._pending) > LONGEST_LINE:
                    raise self._fail(
                        _("it wrote more than {most:,} bytes without ending a line").format(most=LONGEST_LINE)
                    )
                left = deadline - time.monotonic()
                if left <= 0:
                    raise self._fail(_no_answer_within(self.move_time))
                if not selector.select(min(left, 0.1)):
                    if process.poll() is not None:  # ended, though a child of its may still hold its output
                        raise self._fail(_ended_without_answering(process.wait()))
                    continue
                chunk = os.read(process.stdout.fileno(), 65536)
                if not chunk:
                    status = self._ended(process)
                    if status is None:
                        raise self._fail(_("it closed its output without answering"))
                    raise self._fail(_ended_without_answering(status))
                self._pending += chunk
        line, _newline, self._pending = self._pending.partition(b"\n")
        if len(line) > LONGEST_LINE:
            raise self._fail(_("it wrote more than {most:,} bytes in one line").format(most=LONGEST_LINE))
        return line

    def _pick(self, line: bytes, position: Position) -> int:
        text = line.decode("utf-8", "replace").strip()
        try:
            said = json.loads(text)
        except (ValueError, RecursionError):
            raise self._fail(_("it answered {text}, not a number").format(text=repr(text[:40]))) from None
        if isinstance(said, dict) and isinstance(said.get("error"), str):
            raise self._fail(_("it raised an error:\n{error}").format(error=said["error"].rstrip()))
        if isinstance(said, dict) and isinstance(said.get("returned"), str) and self.argv[1:3] == ["-m", RUNNER]:
            # luoshu's runner says so
            raise self._fail(_("its choose returned {what}, not a whole number").format(what=said["returned"]))
        self.nodes = None
        if isinstance(said, dict) and "pick" in said and set(said) <= {"pick", "nodes"}:
            nodes = said.get("nodes")
            self.nodes = nodes if type(nodes) is int and nodes >= 0 else None
            said = said["pick"]
        if type(said) is not int:
            raise self._fail(_("it answered {text}, not a number").format(text=repr(text[:40])))
        if said not in position.free:
            holder = position.holder(said) if 1 <= said <= position.rules.numbers else None
            if holder:
                raise self._fail(_("it picked {pick}, which {holder} holds").format(pick=said, holder=holder))
            raise self._fail(
                _("it picked {pick}, not a number of 1-{numbers}").format(pick=said, numbers=position.rules.numbers)
            )
        return said

    @staticmethod
    def _ended(process: subprocess.Popen[bytes]) -> int | None:
        """The program's exit status (negative: the signal that killed it), or None if it is still running."""
        try:
            return process.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            return None

    def close(self) -> None:
        """End the program's process, and every process it started."""
        process, self._process = self._process, None
        if process is None:
            return
        # Its whole process group, always: a program that has ended may have left children running.
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
        if process.poll() is None:
            with contextlib.suppress(OSError):
                process.kill()
        process.wait()
        if self._drainer is not None and self._drainer is not threading.current_thread():
            self._drainer.join(timeout=1.0)  # the last lines it wrote are shown, not lost when the stream closes
        for stream in (process.stdin, process.stdout, process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def command_bot(command: str, move_time: float) -> OutsideBot:
    """``cmd:COMMAND``: the command split as a shell would (no shell runs it); ValueError if it is empty."""
    try:
        argv = shlex.split(command)
    except ValueError as error:
        raise ValueError(
            _("cmd:{command} cannot be read as a command: {error}").format(command=command[:30], error=str(error))
        ) from None
    if not argv:
        raise ValueError(_("cmd: needs a command, such as cmd:'python3 my_bot.py'"))
    if shutil.which(argv[0]) is None:
        raise ValueError(
            _("cmd:{command}: there is no program {program} to run").format(
                command=command[:30], program=repr(argv[0][:40])
            )
        )
    return OutsideBot(argv, f"cmd:{command}", move_time)


def python_bot(path: str, move_time: float) -> OutsideBot:
    """``python:FILE``: the file run by luoshu's own runner, in this Python."""
    if not os.path.isfile(path):
        # A device or a pipe is there but is no module: reading it would never end, or end in nonsense.
        shown = visible_path(path, 40)
        if os.path.isdir(path):
            raise ValueError(_("python:{path}: it is a folder, not a file").format(path=shown))
        if os.path.exists(path):
            raise ValueError(_("python:{path}: it is not a regular file").format(path=shown))
        raise ValueError(_("python:{path}: there is no such file").format(path=shown))
    return OutsideBot([sys.executable, "-m", RUNNER, os.path.abspath(path)], f"python:{path}", move_time)


def _ended_without_answering(status: int) -> str:
    """A program that ended before it answered: its exit status, or (negative) the signal that killed it.

    >>> _ended_without_answering(-9)
    'it ended without answering (killed by signal 9)'
    """
    if status >= 0:
        return _("it ended without answering (status {status})").format(status=status)
    return _("it ended without answering (killed by signal {signal})").format(signal=-status)


def _no_answer_within(seconds: float) -> str:
    """A program that took more than the time for a move (``seconds``, not always whole).

    >>> _no_answer_within(1.0), _no_answer_within(0.5)
    ('it did not answer within 1 second', 'it did not answer within 0.5 seconds')
    """
    if seconds == 1:
        return _("it did not answer within {seconds:g} second").format(seconds=seconds)
    return _("it did not answer within {seconds:g} seconds").format(seconds=seconds)
