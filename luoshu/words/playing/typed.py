"""What the session says back to a typed line: a line that asks for nothing, a command given something it does
not take, a move refused as typed, an undo, and quitting.

``what`` is what a move is typed as, in the dress's words ("a number 1-9", "a free road").

>>> nothing_typed("a number 1-9")
'Type a number 1-9, or help for the commands.'
>>> grid_game("'10' is not a cell")
"'10' is not a cell: this is the grid game, name a cell such as B2."
"""

from __future__ import annotations

from ..language import _

__all__ = [
    "grid_game",
    "nothing_to_undo",
    "nothing_typed",
    "one_move_at_a_time",
    "or_a_command",
    "quitting",
    "takes_nothing",
    "took_back",
    "unreadable",
    "why_takes_one",
]


def nothing_typed(what: str) -> str:
    """An empty line."""
    return _("Type {what}, or help for the commands.").format(what=what)


def why_takes_one() -> str:
    return _("why takes one move.")


def takes_nothing(command: str) -> str:
    """A command given words it does not take."""
    return _("{command} takes nothing after it.").format(command=command)


def took_back(names: str) -> str:
    """The moves taken back by an undo, named."""
    return _("Took back {names}.").format(names=names)


def nothing_to_undo() -> str:
    return _("Nothing to undo yet.")


def quitting() -> str:
    return _("Game over: you quit.")


def one_move_at_a_time(what: str) -> str:
    return _("One move at a time: type {what}.").format(what=what)


def grid_game(reason: str) -> str:
    """A number typed in the grid game, whose moves are cells (``reason``: why it is no move)."""
    return _("{reason}: this is the grid game, name a cell such as B2.").format(reason=reason)


def or_a_command(reason: str) -> str:
    """A word typed in a game of numbers: no move, and no command either."""
    return _("{reason} or a command (type help).").format(reason=reason)


def unreadable(reason: str) -> str:
    """A typed move that is no move, and why."""
    return _("{reason}.").format(reason=reason)
