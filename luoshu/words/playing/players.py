"""Who plays a side, and how the computer plays: what each level does, the name of the perfect level past its
budget, and why a seat, a level or a player named is refused.

>>> not_a_seat("'robot'", ("human", "computer"))
"'robot' is not a seat: human or computer"
>>> not_a_chance("x")
'skill:x is not a chance: skill:P takes P from 0 to 1, such as skill:0.8'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import N_, _

__all__ = [
    "BUDGETED",
    "CASUAL_HELP",
    "PERFECT_HELP",
    "RANDOM_HELP",
    "both_computer",
    "computer_cannot_open",
    "game_over_no_move",
    "not_a_chance",
    "not_a_level",
    "not_a_player",
    "not_a_seat",
    "runs_a_program",
    "skill_out_of_range",
]

BUDGETED = N_("best within budget")
"""What the perfect level is called in a game once a pick was made by rule of thumb, past the search's budget
(a name a save and the JSON keep as it is)."""

PERFECT_HELP = N_(
    "never loses, and varies among equally good moves (in a game too big to search within the budget, it picks "
    "by rule of thumb, taking a win and blocking a loss at once, and is called 'best within budget')"
)
CASUAL_HELP = N_(
    "takes a win and blocks a threat it sees (misère: never completes its own set when it need not), otherwise "
    "plays a best move two times in three and any other the third"
)
RANDOM_HELP = N_("picks any free number")


def both_computer() -> str:
    return _("both sides are the computer: someone has to play")


def computer_cannot_open() -> str:
    return _("the computer cannot open a game it does not play")


def not_a_seat(seat: str, seats: Sequence[str]) -> str:
    """A seat that is none of the two (``seat`` quoted)."""
    first, second = seats
    return _("{seat} is not a seat: {first} or {second}").format(seat=seat, first=first, second=second)


def game_over_no_move() -> str:
    return _("the game is over: there is no move to choose")


def not_a_level(level: str, levels: str) -> str:
    """A level that is none of the computer's (``level`` quoted, ``levels`` listed)."""
    return _("{level} is not a level: {levels}").format(level=level, levels=levels)


def skill_out_of_range(skill: str) -> str:
    """A skill that is no chance (``skill`` written out)."""
    return _("a skill is a chance from 0 to 1, not {skill}").format(skill=skill)


def not_a_chance(text: str) -> str:
    """``skill:P`` with a P that is no chance."""
    return _("skill:{text} is not a chance: skill:P takes P from 0 to 1, such as skill:0.8").format(text=text)


def runs_a_program(spec: str) -> str:
    """A player that runs a program of the user's, asked of the session, which starts none."""
    return _("{spec} runs a program of yours: the command line starts it").format(spec=spec)


def not_a_player(spec: str, players: str) -> str:
    """A name that is no player (``spec`` quoted, ``players`` the built-in ones listed)."""
    return _("{spec} is not a player: {players}, python:FILE or cmd:COMMAND").format(spec=spec, players=players)
