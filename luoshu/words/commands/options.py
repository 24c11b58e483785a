"""What the options several commands share say: their help, and why a value given them is refused.

>>> not_a_whole_number("'x'", 1, 9)
"'x' is not a whole number from 1 to 9"
>>> out_of_range(0, 1, None)
'0 is not of at least 1'
>>> out_of_range(7, None, None)
'7 is not allowed'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import N_, _
from ..terms import clauses, listed

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


def level_help(levels: Sequence[tuple[str, str]]) -> str:
    """The help of --level: each level with what it does (``levels``), then the built-in players.

    >>> print(level_help([("random", "picks any free number")]))
    random picks any free number; skill:P a best pick with probability P, any other otherwise; lesson:N the program minimax lesson N builds (1 to 4); depth-blind alpha-beta scoring any win +10; menace Michie's matchbox learner.
    """  # noqa: E501
    parts = [_("{level} {does}").format(level=level, does=_(does)) for level, does in levels]
    parts.append(_("skill:P a best pick with probability P, any other otherwise"))
    parts.append(_("lesson:N the program minimax lesson N builds (1 to 4)"))
    parts.append(_("depth-blind alpha-beta scoring any win +10"))
    parts.append(_("menace Michie's matchbox learner."))
    return clauses(parts)  # "; " in English, "；" in Chinese


def not_a_whole_number(typed: str, low: int | None, high: int | None) -> str:
    """A value that is no whole number (``typed``, quoted), and the range one must be in."""
    if low is not None and high is not None:
        return _("{typed} is not a whole number from {low} to {high}").format(typed=typed, low=low, high=high)
    if low is not None:
        return _("{typed} is not a whole number of at least {low}").format(typed=typed, low=low)
    return _("{typed} is not a whole number").format(typed=typed)


def out_of_range(number: int, low: int | None, high: int | None) -> str:
    """A whole number out of its range."""
    if low is not None and high is not None:
        return _("{number} is not from {low} to {high}").format(number=number, low=low, high=high)
    if low is not None:
        return _("{number} is not of at least {low}").format(number=number, low=low)
    return _("{number} is not allowed").format(number=number)


def not_an_opponent(typed: str) -> str:
    """An --opponent that names no one (``typed``, quoted)."""
    return _("{typed} is not computer, human or a player (perfect, skill:0.8, menace, python:FILE, ...)").format(
        typed=typed
    )


def not_a_level(typed: str, levels: Sequence[str]) -> str:
    """A --level that is none (``typed``, quoted)."""
    return _("{typed} is not a level: {levels} (skill:P takes P from 0 to 1)").format(
        typed=typed, levels=listed(levels)
    )


def computer_first_needs_the_computer() -> str:
    return _("--first computer needs the computer as the opponent.")


def no_computer_for_level() -> str:
    return _("--level is how the computer plays, and with --opponent human there is none.")


def no_computer_for_seed() -> str:
    return _("--seed replays the computer's choices, and with --opponent human there is none.")


def player_and_level(player: str, level: str) -> str:
    """--opponent and --level both name the computer's player."""
    return _("--opponent {player} names the computer's player: drop --level {level}").format(player=player, level=level)


def from_with_sets() -> str:
    """--from given for a --sets game."""
    return _("--from says how numbers are written, and the moves of a --sets game are its items")


def no_game(reason: str) -> str:
    """Rules options that make no game, and the rules' reason."""
    return _("these rules make no game: {reason}").format(reason=reason)
