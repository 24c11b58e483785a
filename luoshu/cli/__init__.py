"""The ``luoshu`` command line: a thin layer that parses, calls the library and echoes.

Subcommands live in their own modules and are imported only when run, so that a quick command such as
``luoshu solve`` does not pay for the others. Every command ends the same way whatever happens: Ctrl-C
exits 130, output that cannot be written (a full disk, a closed output) gives one line on standard error
and exit 1, a broken pipe exits 1 quietly, and nothing ends in a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import importlib
import io
import os
import re
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol, TypeVar, cast

import click

from .. import __version__
from ..players import LEVEL_HELP, LEVELS, SEATS, Seat, seats
from ..record import NOTATIONS, shown, visible
from ..rules import MAX_NUMBERS, Rules, RulesError

F = TypeVar("F", bound=Callable[..., Any])

# name -> (module, attribute); each module defines one click command.
SUBCOMMANDS = {
    "play": ("luoshu.cli.play", "play"),
    "solve": ("luoshu.cli.solve", "solve"),
    "explore": ("luoshu.cli.explore", "explore"),
    "explain": ("luoshu.cli.explain", "explain"),
    "puzzle": ("luoshu.cli.puzzle", "puzzle"),
    "gui": ("luoshu.cli.window", "gui"),
}


# click's ParamType takes different type parameters in different versions: none are given here.
class Whole(click.ParamType):  # type: ignore[type-arg]
    """A whole number in a range, read without converting a giant digit string (one short reason)."""

    name = "integer"

    def __init__(self, low: int | None = None, high: int | None = None, digits: int = 40) -> None:
        self.low, self.high, self.digits = low, high, digits

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            body = text.removeprefix("-").removeprefix("+")
            if not (body.isascii() and body.isdigit()) or len(body.lstrip("0")) > self.digits:
                self.fail(f"{shown(text)} is not a whole number{self._span()}", param, ctx)
            number = int(text)
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            self.fail(f"{number} is not{self._span() or ' allowed'}", param, ctx)
        return number

    def get_metavar(self, param: click.Parameter, *args: Any, **kwargs: Any) -> str | None:
        """A bounded option shows its range in the usage and the help: ``--order 1-5``."""
        if isinstance(param, click.Option) and self.low is not None and self.high is not None:
            return f"{self.low}-{self.high}"
        return None

    def _span(self) -> str:
        if self.low is not None and self.high is not None:
            return f" from {self.low} to {self.high}"
        if self.low is not None:
            return f" of at least {self.low}"
        return ""


notation_option = click.option(
    "--from",
    "notation",
    type=click.Choice(NOTATIONS),
    default="auto",
    show_default=True,
    help="How the moves are written: numbers or cells A1-C3 (auto: cells if the first starts with a letter).",
)
"""The --from option of the commands that read a game record."""

first_option = click.option(
    "--first", type=click.Choice(SEATS), default="human", show_default=True, help="Who moves first, as X."
)
opponent_option = click.option(
    "--opponent",
    type=click.Choice(SEATS),
    default="computer",
    show_default=True,
    help="Play the computer, or another person (human) taking turns with you.",
)
level_option = click.option(
    "--level",
    type=click.Choice(LEVELS),
    default="perfect",
    show_default=True,
    help="; ".join(f"{level} {words}" for level, words in LEVEL_HELP.items()) + ".",
)
seed_option = click.option("--seed", type=Whole(), help="Seed for the computer's choices, to replay a game exactly.")


def seats_from(first: str, opponent: str) -> tuple[Seat, Seat]:
    """The seats of X and O that --first and --opponent ask for; a usage error if they make no game, or if
    --level or --seed is given for a game with no computer in it (they would do nothing)."""
    try:
        found = seats(first, opponent)
    except ValueError:
        raise click.UsageError("--first computer needs the computer as the opponent.") from None
    ctx = click.get_current_context()
    if "computer" not in found:
        for name, what in (("level", "is how the computer plays"), ("seed", "replays the computer's choices")):
            if given(ctx, name):
                raise click.UsageError(f"--{name} {what}, and with --opponent human there is none.")
    return found


def given(ctx: click.Context, name: str) -> bool:
    """Whether the option ``name`` was given (on the command line or from the environment), not defaulted."""
    return ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT


class Show(Protocol):
    """What ``progress`` hands a long search: called with the positions done, and their total where known."""

    def __call__(self, positions: int, total: int | None = None, /) -> None: ...


REPORT_EVERY = 10.0
"""Seconds between two lines about a long search on standard error, away from a terminal."""
LONG_SEARCH = 1 << 15
"""Positions: a search that keeps this many is a long one (Pick Fifteen has 5,478 in all)."""


@contextlib.contextmanager
def progress(label: str, notice: str | None = None) -> Iterator[Show]:
    """What a long search says while it runs, on standard error.

    On a terminal, a line that counts its positions, wiped when it ends. Elsewhere (a pipe, a file), a line of its
    own once the search turns out long (``LONG_SEARCH`` positions, or ``REPORT_EVERY`` seconds), then one every
    ``REPORT_EVERY`` seconds, so that whoever waits on it knows why; ``notice`` is said at once, for a search
    known to be long before it starts.
    """
    if not sys.stderr.isatty():
        start = time.monotonic()
        said: list[float | None] = [None]
        if notice is not None:
            click.echo(f"luoshu: {notice}", err=True)
            said[0] = start

        def report(positions: int, total: int | None = None, /) -> None:
            now, last = time.monotonic(), said[0]
            long = (total is None and positions >= LONG_SEARCH) or now - start >= REPORT_EVERY
            if (last is None and long) or (last is not None and now - last >= REPORT_EVERY):
                said[0] = now
                counted = f"{positions:,}{'' if total is None else f' of {total:,}'}"
                click.echo(f"luoshu: {label}: {counted} positions so far...", err=True)

        yield report
        return
    shown = [0]

    def show(positions: int, total: int | None = None, /) -> None:
        text = f"\r{label}: {positions:,}{'' if total is None else f' of {total:,}'} positions..."
        shown[0] = max(shown[0], len(text))
        click.echo(text, nl=False, err=True)

    try:
        yield show
    finally:
        if shown[0]:
            click.echo("\r" + " " * shown[0] + "\r", nl=False, err=True)


DEFAULT_BUDGET = 2_000_000
budget_option = click.option(
    "--budget",
    type=Whole(1000, 50_000_000),
    metavar="POSITIONS",
    default=DEFAULT_BUDGET,
    show_default=True,
    help="Stop a long search once it keeps this many positions, 1,000 to 50,000,000 (about 150 MiB a million), "
    'and say "not solved within the budget".',
)
"""The --budget option of the commands that may search long."""


def ask(prompt: str, interactive: bool) -> str | None:
    """A line from the player, or None at the end of input. Ctrl-C raises KeyboardInterrupt."""
    try:
        line: str = click.prompt(prompt, default="", show_default=False, prompt_suffix=": ")
    except click.Abort as abort:
        # click folds both end of input and Ctrl-C into Abort; the original is kept as the context.
        if isinstance(abort.__context__, EOFError):
            click.echo()
            return None
        raise KeyboardInterrupt from None
    if not interactive:
        # Piped input: show what was read, so the transcript reads like a session - but never a control
        # character, which a terminal showing the transcript would obey (a title change, say).
        click.echo(visible(line))
    return line


RULE_OPTIONS = ("numbers", "count", "target", "misere", "order")


def rules_options(function: F) -> F:
    """The options that choose the game (--numbers, --count, --target, --misere and --order), handed to the
    command as one ``rules`` argument: a usage error with the reason if they make no game."""
    options = [
        click.option("--numbers", type=Whole(1, MAX_NUMBERS), help="Pick from the numbers 1..N (default 9)."),
        click.option("--count", type=Whole(1, MAX_NUMBERS), help="How many numbers make a set (default 3)."),
        click.option(
            "--target", type=Whole(1, 10**6), help="What a set sums to (default COUNT(NUMBERS+1)/2 when whole)."
        ),
        click.option("--misere", is_flag=True, help="Misère: the first to hold a set summing to the target loses."),
        click.option(
            "--order",
            type=Whole(1, 5),
            help="The order-n magic-square game: pick n of 1..n² summing to n(n²+1)/2 (3 is Pick Fifteen).",
        ),
    ]

    @functools.wraps(function)
    def with_rules(*args: Any, **kwargs: Any) -> Any:
        return function(*args, rules=rules_from(*(kwargs.pop(name) for name in RULE_OPTIONS)), **kwargs)

    # wraps shares the options already declared below this decorator: click finds them all on the wrapper.
    command: Any = with_rules
    for option in reversed(options):
        command = option(command)
    return cast(F, command)


def rules_from(numbers: int | None, count: int | None, target: int | None, misere: bool, order: int | None) -> Rules:
    """The rules the options ask for; a usage error with the reason if they make no game."""
    try:
        if order is not None:
            given = [
                name for name, value in (("--numbers", numbers), ("--count", count), ("--target", target)) if value
            ]
            if given:
                raise click.UsageError(f"--order sets the numbers, count and target: drop {', '.join(given)}")
            return Rules.order(order, misere)
        numbers = 9 if numbers is None else numbers
        count = 3 if count is None else count
        if target is None:
            target = Rules.default_target(numbers, count)
            if target is None:
                raise click.UsageError(
                    f"--target is needed: {count} x ({numbers} + 1) / 2 is not whole, so there is no default"
                )
        most = (numbers + 1) // 2  # X's picks when the board is full
        if count > most and count <= numbers:
            raise click.UsageError(
                f"--count {count}: a player holds at most {most} of the numbers 1-{numbers}, so nobody could ever "
                "make a set"
            )
        return Rules(numbers, count, target, misere)
    except RulesError as error:
        raise click.UsageError(f"these rules make no game: {error}") from None


OUTPUT_ERRORS = {errno.ENOSPC, errno.EBADF, errno.EIO, errno.EFBIG, getattr(errno, "EDQUOT", errno.ENOSPC)}
"""The errors of writing to an output that is full, closed or broken; the commands handle their own files."""


class _ClosedOutput(io.TextIOBase):
    """Stands in for a closed standard output: writing to it fails, with a reason."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

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
            return super().get_command(ctx, cmd_name)
        module, attribute = self.lazy[cmd_name]
        command = getattr(importlib.import_module(module), attribute)
        assert isinstance(command, click.Command)
        return command

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        # click suggests a near name only among the commands it has loaded: here, none until asked for.
        name = args[0] if args else ""
        if name and not name.startswith("-") and not ctx.resilient_parsing and self.get_command(ctx, name) is None:
            import difflib

            close = difflib.get_close_matches(name, self.list_commands(ctx), n=1)
            ctx.fail(f"No such command {name[:40]!r}." + (f" Did you mean {close[0]!r}?" if close else ""))
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
        code = 0
        try:
            result = super().main(args, prog_name, standalone_mode=False, **extra)
            code = result if isinstance(result, int) and not isinstance(result, bool) else 0
            sys.stdout.flush()  # a full disk shows here, not as a traceback at exit
        except click.ClickException as error:
            # click's own messages quote what was typed: a giant token must not become a giant line.
            setattr(error, "message", re.sub(r"\S{200,}", lambda m: m.group()[:40] + "...", error.message))  # noqa: B010
            error.show()
            code = error.exit_code
        except click.Abort as abort:
            code = _abort_code(abort)
        except KeyboardInterrupt:
            _say("\nInterrupted.")
            code = 130
        except OSError as error:
            code = _output_failed(error)
        except Exception as error:
            # A bug: say so in one line, not a traceback (LUOSHU_DEBUG=1 shows it).
            if os.environ.get("LUOSHU_DEBUG"):
                raise
            _say(f"luoshu: internal error: {type(error).__name__}: {error}. Please report it.")
            code = 70  # EX_SOFTWARE
        sys.exit(code)


def _abort_code(abort: click.Abort) -> int:
    if isinstance(abort.__cause__, EOFError) or isinstance(abort.__context__, EOFError):
        _say("End of input.")
        return 1
    _say("Interrupted.")
    return 130


def _say(message: str) -> None:
    # If standard error is gone too, or Ctrl-C comes again, the exit status says it all.
    with contextlib.suppress(OSError, KeyboardInterrupt):
        click.echo(message, err=True)


def _output_failed(error: OSError) -> int:
    """Report output that could not be written, once, and make sure nothing more is tried at exit."""
    try:
        if sys.stdout is not None and not isinstance(sys.stdout, _ClosedOutput):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass
    if error.errno == errno.EPIPE:
        return 1  # a reader that went away needs no message
    if error.errno in OUTPUT_ERRORS:
        _say(f"luoshu: cannot write the output: {error.strerror or error}")
    else:
        _say(f"luoshu: {error.strerror or error}")
    return 1


@click.group(
    cls=LazyGroup,
    lazy=SUBCOMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    invoke_without_command=True,
)
@click.version_option(__version__, prog_name="luoshu")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Pick Fifteen: the number game that is tic-tac-toe in disguise.

    Two players take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
    Start a game with:

        luoshu play fifteen     (or: luoshu play grid)
    """
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


def main() -> None:
    """Entry point of the ``luoshu`` console script."""
    cli(prog_name="luoshu")
