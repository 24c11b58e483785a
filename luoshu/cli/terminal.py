"""What the command line says and asks while it works: a line from the player, and what a long search says
while it runs (on a terminal a counting line; elsewhere a line of its own on standard error)."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from typing import Protocol

import click

from ..views.quoting import visible
from ..views.widths import ljust, width
from ..views.wrapping import TERMINAL
from ..words.language import N_, _

POSITIONS = N_("positions")
"""What a search counts, unless it says otherwise."""

__all__ = ["LONG_SEARCH", "REPORT_EVERY", "RewrittenLine", "Show", "ask", "progress", "within"]


class Show(Protocol):
    """What ``progress`` hands a long search: called with the positions done, and their total where known."""

    def __call__(self, positions: int, total: int | None = None, /) -> None: ...


REPORT_EVERY = 10.0
"""Seconds between two lines about a long search on standard error, away from a terminal."""
LONG_SEARCH = 1 << 18
"""Positions: a search that keeps this many is a long one (Pick Fifteen has 5,478 in all; it takes a second or
more)."""


@contextlib.contextmanager
def progress(label: str, notice: str | None = None, unit: str = POSITIONS) -> Iterator[Show]:
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
            click.echo(_("luoshu: {notice}").format(notice=notice), err=True)
            said[0] = start

        def report(positions: int, total: int | None = None, /) -> None:
            now, last = time.monotonic(), said[0]
            long = (total is None and positions >= LONG_SEARCH) or now - start >= REPORT_EVERY
            if (last is None and long) or (last is not None and now - last >= REPORT_EVERY):
                said[0] = now
                click.echo(_so_far(label, positions, total, unit), err=True)

        yield report
        return
    line = RewrittenLine()

    def show(positions: int, total: int | None = None, /) -> None:
        line.show(_counting(label, positions, total, unit))

    try:
        yield show
    finally:
        line.wipe()


class RewrittenLine:
    """A line on a terminal (standard error, or with ``err`` False standard output) rewritten in place: each text
    over the last, then wiped. Measured in display columns, as the terminal shows it (a Chinese character takes
    two): a text shorter than the last is padded over what would be left of it, and a text is cut to the
    terminal's width, since a line that wrapped could not be rewritten from its start.
    """

    def __init__(self, err: bool = True) -> None:
        self.err = err
        self.widest = 0

    def show(self, text: str) -> None:
        """Write ``text`` over the line's last text."""
        shown = within(text, self._columns() - 1)  # the last column left free: some terminals wrap at it
        self.widest = max(self.widest, width(shown))
        click.echo("\r" + ljust(shown, self.widest), nl=False, err=self.err)

    def wipe(self) -> None:
        """Clear the line, the cursor back at its start; two columns more for the "^C" a terminal echoes after
        it when Ctrl-C stops the search. Nothing if nothing was shown."""
        if self.widest:
            click.echo("\r" + " " * min(self.widest + 2, self._columns() - 1) + "\r", nl=False, err=self.err)
            self.widest = 0

    def _columns(self) -> int:
        """The columns of the terminal the line is written to (80 where it cannot say)."""
        try:
            return os.get_terminal_size((sys.stderr if self.err else sys.stdout).fileno()).columns or TERMINAL
        except (OSError, ValueError, AttributeError):  # no terminal, or a stream with no file behind it (a test's)
            return TERMINAL


def within(text: str, columns: int) -> str:
    """``text`` cut to ``columns`` display columns, where it is wider: a whole character at most.

    >>> within("求解：12 个局面……", 9), within("solving", 9)
    ('求解：12 ', 'solving')
    """
    if width(text) <= columns:
        return text
    kept = ""
    for character in text:
        if width(kept + character) > columns:
            break
        kept += character
    return kept


LONGEST_ECHO = 200
"""Characters of a piped line echoed back, at most."""


def ask(prompt: str, interactive: bool) -> str | None:
    """A line from the player, or None at the end of input. Ctrl-C raises KeyboardInterrupt."""
    try:
        asked = _("{prompt}:").format(
            prompt=prompt
        )  # its colon as the language writes it: a full-width one takes no space after
        asked += "" if width(asked[-1:]) == 2 else " "
        line: str = click.prompt(asked, default="", show_default=False, prompt_suffix="")
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
        click.echo(
            seen
            if len(seen) <= LONGEST_ECHO
            else _("{seen}... ({characters:,} characters)").format(seen=seen[:LONGEST_ECHO], characters=len(line))
        )
    return line


def _so_far(label: str, positions: int, total: int | None, unit: str) -> str:
    """A line of its own on standard error, now and then, about a long search (``total``: how many, if known).

    >>> _so_far("solving", 300000, None, "positions")
    'luoshu: solving: 300,000 positions so far...'
    """
    if total is None:
        return _("luoshu: {label}: {positions:,} {unit} so far...").format(
            label=label, positions=positions, unit=_(unit)
        )
    return _("luoshu: {label}: {positions:,} of {total:,} {unit} so far...").format(
        label=label, positions=positions, total=total, unit=_(unit)
    )


def _counting(label: str, positions: int, total: int | None, unit: str) -> str:
    """The counting line of a long search on a terminal (the face writes each over the last).

    >>> _counting("solving", 12, 40, "positions")
    'solving: 12 of 40 positions...'
    """
    if total is None:
        return _("{label}: {positions:,} {unit}...").format(label=label, positions=positions, unit=_(unit))
    return _("{label}: {positions:,} of {total:,} {unit}...").format(
        label=label, positions=positions, total=total, unit=_(unit)
    )
