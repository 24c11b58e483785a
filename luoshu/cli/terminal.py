"""What the command line says and asks while it works: a line from the player, and what a long search says
while it runs (on a terminal a counting line; elsewhere a line of its own on standard error)."""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Iterator
from typing import Protocol

import click

from ..views.quoting import visible
from ..words.commands import terminal as words

__all__ = ["LONG_SEARCH", "REPORT_EVERY", "Show", "ask", "progress"]


class Show(Protocol):
    """What ``progress`` hands a long search: called with the positions done, and their total where known."""

    def __call__(self, positions: int, total: int | None = None, /) -> None: ...


REPORT_EVERY = 10.0
"""Seconds between two lines about a long search on standard error, away from a terminal."""
LONG_SEARCH = 1 << 18
"""Positions: a search that keeps this many is a long one (Pick Fifteen has 5,478 in all; it takes a second or
more)."""


@contextlib.contextmanager
def progress(label: str, notice: str | None = None, unit: str = words.POSITIONS) -> Iterator[Show]:
    """What a long search says while it runs, on standard error.

    On a terminal, a line that counts its positions, wiped when it ends. Elsewhere (a pipe, a file), a line of its
    own once the search turns out long (``LONG_SEARCH`` positions, or ``REPORT_EVERY`` seconds), then one every
    ``REPORT_EVERY`` seconds, so that whoever waits on it knows why; ``notice`` is said at once, for a search
    known to be long before it starts. ``unit`` names what is counted.
    """
    if not sys.stderr.isatty():
        start = time.monotonic()
        said: list[float | None] = [None]
        if notice is not None:
            click.echo(words.long_search(notice), err=True)
            said[0] = start

        def report(positions: int, total: int | None = None, /) -> None:
            now, last = time.monotonic(), said[0]
            long = (total is None and positions >= LONG_SEARCH) or now - start >= REPORT_EVERY
            if (last is None and long) or (last is not None and now - last >= REPORT_EVERY):
                said[0] = now
                click.echo(words.so_far(label, positions, total, unit), err=True)

        yield report
        return
    shown = [0]

    def show(positions: int, total: int | None = None, /) -> None:
        text = words.counting(label, positions, total, unit)
        shown[0] = max(shown[0], len(text))
        click.echo(text, nl=False, err=True)

    try:
        yield show
    finally:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", nl=False, err=True)


LONGEST_ECHO = 200
"""Characters of a piped line echoed back, at most."""


def ask(prompt: str, interactive: bool) -> str | None:
    """A line from the player, or None at the end of input. Ctrl-C raises KeyboardInterrupt."""
    try:
        line: str = click.prompt(prompt, default="", show_default=False, prompt_suffix=words.after_prompt())
    except click.Abort as abort:
        # click folds both end of input and Ctrl-C into Abort; the original is kept as the context.
        if isinstance(abort.__context__, EOFError):
            click.echo()
            return None
        raise KeyboardInterrupt from None
    if not interactive:
        # Piped input: show what was read, so the transcript reads like a session - but never a control
        # character, which a terminal showing the transcript would obey (a title change, say), and never more
        # than a line's worth: a line of megabytes is no move, and its echo would bury the answer.
        seen = visible(line)
        click.echo(seen if len(seen) <= LONGEST_ECHO else words.cut_short(seen[:LONGEST_ECHO], len(line)))
    return line
