"""The command group: subcommands imported only when first needed, and every way a command can end handled
once. Ctrl-C exits 130; output that cannot be written (a full disk, a closed output) gives one line on standard
error and exit 1; a broken pipe exits 1 quietly; anything else unforeseen is one line and exit 70, never a
traceback (``LUOSHU_DEBUG=1`` shows it)."""

from __future__ import annotations

import contextlib
import errno
import importlib
import io
import os
import re
import sys
from collections.abc import Sequence
from typing import Any

import click

from ..words.language import N_, _
from .click_words import as_written, in_the_language_spoken, speak_as_asked

__all__ = ["LUOSHU_HELP", "OUTPUT_ERRORS", "VERSION_HELP", "LazyGroup", "version"]


LUOSHU_HELP = N_(
    """Pick Fifteen: the number game that is tic-tac-toe in disguise.

    Two players take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
    Start a game with:

        luoshu play fifteen     (or: luoshu play grid)
    """
)
"""The help of ``luoshu`` itself."""

VERSION_HELP = N_("Show the version and exit.")
"""The help of ``--version`` (click's own words, in its catalogue beside luoshu's)."""


def version(version: str) -> str:
    """What ``luoshu --version`` prints, in click's own words.

    >>> version("1.0")
    'luoshu, version 1.0'
    """
    return _("%(prog)s, version %(version)s") % {"prog": "luoshu", "version": version}


OUTPUT_ERRORS = {errno.ENOSPC, errno.EBADF, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}
"""The errors of writing to an output that is full, closed or broken; the commands handle their own files."""


class _ClosedOutput(io.TextIOBase):
    """Stands in for a closed standard output: writing to it fails, with a reason."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, _("standard output is closed"))

    def isatty(self) -> bool:
        return False


class LazyGroup(click.Group):
    """The luoshu group: subcommands imported when first needed, and every way of ending handled once."""

    def __init__(self, *args: Any, lazy: dict[str, tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.lazy:
            found = super().get_command(ctx, cmd_name)
            return None if found is None else in_the_language_spoken(found)
        module, attribute = self.lazy[cmd_name]
        command = getattr(importlib.import_module(module), attribute)
        assert isinstance(command, click.Command)
        return in_the_language_spoken(command)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        # click suggests a near name only among the commands it has loaded: here, none until asked for.
        name = args[0] if args else ""
        if name and not name.startswith("-") and not ctx.resilient_parsing and self.get_command(ctx, name) is None:
            import difflib

            close = difflib.get_close_matches(name, self.list_commands(ctx), n=1)
            ctx.fail(_no_such_command(repr(name[:40]), repr(close[0]) if close else None))
        return super().resolve_command(ctx, args)

    def main(  # type: ignore[override]
        self, args: Sequence[str] | None = None, prog_name: str | None = None, **extra: Any
    ) -> Any:
        if not extra.pop("standalone_mode", True):
            return super().main(args, prog_name, standalone_mode=False, **extra)
        if sys.stdout is None:
            sys.stdout = _ClosedOutput()
        if sys.stdin is None:
            sys.stdin = io.StringIO()  # a closed input reads as the end of input
        # The language first: click makes some of its messages (--help's own help) before it reads any option.
        named = os.environ.get("LANGUAGE")  # named again for click's gettext below, and as it was when done
        speak_as_asked(list(args) if args is not None else sys.argv[1:], os.environ)
        in_the_language_spoken(self)
        code = 0
        try:
            result = super().main(args, prog_name, standalone_mode=False, **extra)
            code = result if isinstance(result, int) and not isinstance(result, bool) else 0
            sys.stdout.flush()  # a full disk shows here, not as a traceback at exit
        except click.ClickException as error:
            # click's own messages quote what was typed: a giant token must not become a giant line.
            setattr(error, "message", re.sub(r"\S{200,}", lambda m: m.group()[:40] + "...", error.message))  # noqa: B010
            # ... and in the language's own marks (click glues its quotes and spaces itself).
            said = error.format_message
            setattr(error, "format_message", lambda: as_written(said()))  # noqa: B010
            error.show()
            code = error.exit_code
        except click.Abort as abort:
            code = _abort_code(abort)
        except KeyboardInterrupt:
            _say("\n" + _("Interrupted."))
            code = 130
        except OSError as error:
            code = _output_failed(error)
        except Exception as error:
            # A bug: say so in one line, not a traceback (LUOSHU_DEBUG=1 shows it).
            if os.environ.get("LUOSHU_DEBUG"):
                raise
            _say(
                _("luoshu: internal error: {kind}: {error}. Please report it.").format(
                    kind=type(error).__name__, error=str(error)
                )
            )
            code = 70  # EX_SOFTWARE
        if named is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = named
        sys.exit(code)


def _abort_code(abort: click.Abort) -> int:
    if isinstance(abort.__cause__, EOFError) or isinstance(abort.__context__, EOFError):
        _say(_("End of input."))
        return 1
    _say(_("Interrupted."))
    return 130


def _say(message: str) -> None:
    # If standard error is gone too, or Ctrl-C comes again, the exit status says it all.
    with contextlib.suppress(OSError, KeyboardInterrupt):
        click.echo(message, err=True)


def _output_failed(error: OSError) -> int:
    """Report output that could not be written, once, and make sure nothing more is tried at exit."""
    from ..files import reason_of  # only when it failed: start-up stays light

    try:
        if sys.stdout is not None and not isinstance(sys.stdout, _ClosedOutput):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass
    if error.errno == errno.EPIPE:
        return 1  # a reader that went away needs no message
    if error.errno in OUTPUT_ERRORS:
        _say(_("luoshu: cannot write the output: {reason}").format(reason=reason_of(error)))
    else:
        _say(_("luoshu: {reason}").format(reason=reason_of(error)))
    return 1


def _no_such_command(name: str, close: str | None) -> str:
    """A command name that names no command (``name`` quoted as typed), and the nearest one, if any is near."""
    if close is None:
        return _("No such command {name}.").format(name=name)
    return _("No such command {name}. Did you mean {close}?").format(name=name, close=close)
