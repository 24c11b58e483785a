"""The options that several commands share, and how they are read: whole numbers in a range, how moves are
written, the seats and the level, the seed, the search budget, and the rules options handed on as one
``Rules``. A bad value is a usage error with the reason, never a traceback."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

import click

from ..rules import MAX_NUMBERS, Rules, RulesError
from ..session.players import LEVEL_HELP, LEVELS, SEATS, Level, Seat, seats
from ..views.notation import NOTATIONS
from ..views.quoting import quoted
from ..words.language import N_, _
from ..words.terms import clauses, listed
from .click_words import said_anew

NOTATION_HELP = N_(
    "How the moves are written: numbers or cells A1-C3 (auto: cells if the first starts with a letter and a digit)."
)
FIRST_HELP = N_("Who moves first, as X.")
OPPONENT_HELP = N_(
    "Play the computer, another person (human) taking turns with you, or a player of the computer's side: "
    "perfect, casual, random, skill:P, menace, lesson:N, depth-blind, python:FILE or cmd:COMMAND (luoshu match "
    "--help lists them)."
)
JSON_HELP = N_("Print JSON instead of text.")
SEED_HELP = N_("Seed for the computer's choices, to replay a game exactly.")
BUDGET_HELP = N_(
    "Stop a long search once it keeps this many positions, 1,000 to 50,000,000 (about 150 MiB a million), "
    'and say "not solved within the budget".'
)
NUMBERS_HELP = N_("Pick from the numbers 1..N (default 9).")
COUNT_HELP = N_("How many numbers make a set (default 3).")
TARGET_HELP = N_("What a set sums to (default COUNT(NUMBERS+1)/2 when whole).")
MISERE_HELP = N_("Misère: the first to hold a set summing to the target loses.")
ORDER_HELP = N_("The order-n magic-square game: pick n of 1..n² summing to n(n²+1)/2 (3 is Pick Fifteen).")


def _level_help(levels: Sequence[tuple[str, str]]) -> str:
    """The help of --level: each level with what it does (``levels``), then the built-in players.

    >>> print(_level_help([("random", "picks any free number")]))
    random picks any free number; skill:P a best pick with probability P, any other otherwise; lesson:N the program minimax lesson N builds (1 to 4); depth-blind alpha-beta scoring any win +10; menace Michie's matchbox learner.
    """  # noqa: E501
    parts = [_("{level} {does}").format(level=level, does=_(does)) for level, does in levels]
    parts.append(_("skill:P a best pick with probability P, any other otherwise"))
    parts.append(_("lesson:N the program minimax lesson N builds (1 to 4)"))
    parts.append(_("depth-blind alpha-beta scoring any win +10"))
    parts.append(_("menace Michie's matchbox learner."))
    return clauses(parts)  # "; " in English, "；" in Chinese


def _not_a_whole_number(typed: str, low: int | None, high: int | None) -> str:
    """A value that is no whole number (``typed``, quoted), and the range one must be in."""
    if low is not None and high is not None:
        return _("{typed} is not a whole number from {low} to {high}").format(typed=typed, low=low, high=high)
    if low is not None:
        return _("{typed} is not a whole number of at least {low}").format(typed=typed, low=low)
    return _("{typed} is not a whole number").format(typed=typed)


def _out_of_range(number: int, low: int | None, high: int | None) -> str:
    """A whole number out of its range."""
    if low is not None and high is not None:
        return _("{number} is not from {low} to {high}").format(number=number, low=low, high=high)
    if low is not None:
        return _("{number} is not of at least {low}").format(number=number, low=low)
    return _("{number} is not allowed").format(number=number)


if TYPE_CHECKING:
    from ..session.bots import Bot

__all__ = [
    "DEFAULT_BUDGET",
    "JSON_FLAG",
    "RULE_OPTIONS",
    "Whole",
    "budget_option",
    "first_option",
    "given",
    "json_option",
    "level_option",
    "notation_option",
    "opponent_option",
    "players_budget_option",
    "rules_from",
    "rules_options",
    "seats_from",
    "seed_option",
    "stated_rules_options",
]

F = TypeVar("F", bound=Callable[..., Any])


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
                self.fail(_not_a_whole_number(quoted(text), self.low, self.high), param, ctx)
            number = int(text)
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            self.fail(_out_of_range(number, self.low, self.high), param, ctx)
        return number

    def get_metavar(self, param: click.Parameter, *args: Any, **kwargs: Any) -> str | None:
        """A bounded option shows its range in the usage and the help: ``--order 1-5``."""
        if isinstance(param, click.Option) and self.low is not None and self.high is not None:
            return f"{self.low}-{self.high}"
        return None


notation_option = click.option(
    "--from",
    "notation",
    type=click.Choice(NOTATIONS),
    default="auto",
    show_default=True,
    help=NOTATION_HELP,
)
"""The --from option of the commands that read a game record."""

first_option = click.option("--first", type=click.Choice(SEATS), default="human", show_default=True, help=FIRST_HELP)


class Opponent(click.ParamType):  # type: ignore[type-arg]
    """computer, human, or a player (``luoshu.session.bots``) to play the computer's side."""

    name = "computer|human|PLAYER"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from ..session.bots import is_spec

        text = str(value)
        if text not in SEATS and not is_spec(text):
            self.fail(
                _("{typed} is not computer, human or a player (perfect, skill:0.8, menace, python:FILE, ...)").format(
                    typed=repr(text[:30])
                )
            )
        return text


class LevelOrPlayer(click.ParamType):  # type: ignore[type-arg]
    """A level of the computer's, or a built-in player: skill:P, menace, a lesson's player (lesson:N), depth-blind."""

    name = "|".join(LEVELS) + "|skill:P|menace|lesson:N|depth-blind"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if text not in (*LEVELS, "menace", "depth-blind") and not text.startswith(("skill:", "lesson:")):
            from ..session.bots import builtin_players

            self.fail(
                _("{typed} is not a level: {levels} (skill:P takes P from 0 to 1)").format(
                    typed=repr(text[:30]), levels=listed(builtin_players())
                )
            )
        return text


opponent_option = click.option(
    "--opponent",
    type=Opponent(),
    default="computer",
    show_default=True,
    help=OPPONENT_HELP,
)
level_option = click.option(
    "--level",
    type=LevelOrPlayer(),
    default="perfect",
    show_default=True,
    help=said_anew(lambda: _level_help(list(LEVEL_HELP.items()))),
)


JSON_FLAG = "--json"
"""The one name of the JSON option, for the messages that name it."""


def json_option(help: str = JSON_HELP) -> Callable[[F], F]:
    """The --json option, the same for every command that has one (handed on as ``as_json``); ``help`` says what
    this command prints."""
    return click.option(JSON_FLAG, "as_json", is_flag=True, help=help)


seed_option = click.option("--seed", type=Whole(), help=SEED_HELP)


def seats_from(first: str, opponent: str) -> tuple[Seat, Seat]:
    """The seats of X and O that --first and --opponent ask for (a player as the opponent is the computer's
    side); a usage error if they make no game, or if --level or --seed is given for a game with no computer in it
    (they would do nothing)."""
    opponent = opponent if opponent in SEATS else "computer"
    try:
        found = seats(first, opponent)
    except ValueError:
        raise click.UsageError(_("--first computer needs the computer as the opponent.")) from None
    ctx = click.get_current_context()
    if "computer" not in found:
        for name in ("level", "seed"):
            if given(ctx, name):
                raise click.UsageError(
                    _("--level is how the computer plays, and with --opponent human there is none.")
                    if name == "level"
                    else _("--seed replays the computer's choices, and with --opponent human there is none.")
                )
    return found


def computer_player(opponent: str, level: str, seed: int | None, move_time: float = 5.0) -> tuple[Level, Bot | None]:
    """The computer's level, and the player of its side that --opponent or --level names (None: the level's own
    play), a program of the user's given ``move_time`` seconds a pick; a usage error if both name one."""
    import random

    from .players import player_from

    player = opponent if opponent not in SEATS else None
    named_by = "--opponent"
    if player is not None and given(click.get_current_context(), "level"):
        raise click.UsageError(
            _("--opponent {player} names the computer's player: drop --level {level}").format(
                player=player[:30], level=level
            )
        )
    if player is None:
        if level in LEVELS:
            return level, None
        player, named_by = level, "--level"
    if player in LEVELS:
        return player, None
    return "perfect", player_from(player, random.Random(seed), move_time, named_by)


def given(ctx: click.Context, name: str) -> bool:
    """Whether the option ``name`` was given (on the command line or from the environment), not defaulted."""
    return ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT


DEFAULT_BUDGET = 2_000_000


def _budget_option(help: str) -> Callable[[F], F]:
    """The --budget option, the same for every command that has one; ``help`` says what it bounds there."""
    return click.option(
        "--budget",
        type=Whole(1000, 50_000_000),
        metavar="POSITIONS",
        default=DEFAULT_BUDGET,
        show_default=True,
        help=help,
    )


budget_option = _budget_option(BUDGET_HELP)
"""The --budget option of the commands that may search long."""
players_budget_option = _budget_option(
    N_(
        "Stop a long search once it keeps this many positions, 1,000 to 50,000,000 (about 150 MiB a million), and "
        'say "not solved within the budget"; a lesson\'s program or depth-blind stops a pick once it visits this many '
        "nodes."
    )
)
"""The --budget option of the commands that play players (grade, match): the positions a search may keep, and the
nodes a pick of a lesson's program or of the depth-blind player may visit."""


RULE_OPTIONS = ("numbers", "count", "target", "misere", "order")


MAX_ORDER = 5
"""The largest --order the commands that play or solve take: the order-5 game's 25 numbers (MAX_NUMBERS)."""
MAX_STATED_ORDER = 6
"""The largest --order ``prove`` and ``check`` take: the order-6 game, 6 of 1-36 summing to 111 (32,134 sets)."""


def rules_options(function: F) -> F:
    """The options that choose the game (--numbers, --count, --target, --misere and --order), handed to the
    command as one ``rules`` argument: a usage error with the reason if they make no game."""
    return _rules_options(function, MAX_ORDER)


def stated_rules_options(function: F) -> F:
    r"""The rules options of the commands that prove and check rather than play: --order goes to 6.

    >>> import click
    >>> from click.testing import CliRunner
    >>> command = click.command()(stated_rules_options(lambda rules: click.echo(rules.numbers)))
    >>> CliRunner().invoke(command, ["--order", "6"]).output
    '36\n'
    """
    return _rules_options(function, MAX_STATED_ORDER)


def _rules_options(function: F, largest_order: int) -> F:
    options = [
        click.option("--numbers", type=Whole(1, MAX_NUMBERS), help=NUMBERS_HELP),
        click.option("--count", type=Whole(1, MAX_NUMBERS), help=COUNT_HELP),
        click.option("--target", type=Whole(1, 10**6), help=TARGET_HELP),
        click.option("--misere", is_flag=True, help=MISERE_HELP),
        click.option(
            "--order",
            type=Whole(1, largest_order),
            help=ORDER_HELP,
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
        return Rules.asked(numbers, count, target, misere, order, prefix="--")
    except RulesError as error:
        said = str(error)
        if not said.startswith("--"):  # the rules themselves refused: say so
            said = _("these rules make no game: {reason}").format(reason=said)
        raise click.UsageError(said) from None
