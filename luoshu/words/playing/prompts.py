"""Whose turn it is and what to do: the game introduced (who plays which side), the turn, the prompt, what to
type, and the status line of a game going on.

A dress's own words come in as given: its ``verb`` ("pick", "claim"), its ``noun`` ("number", "road") and its
title.

>>> whose_turn("X", against_computer=True), whose_turn("O", against_computer=False)
('Your turn (X)', "O's turn")
>>> to_type("road", 9)
'a free road'
"""

from __future__ import annotations

from ..language import _

__all__ = [
    "computer_seat",
    "computer_thinking",
    "introduction",
    "person_seat",
    "prompt",
    "to_play",
    "to_type",
    "turn_line",
    "whose_turn",
]


def person_seat(player: str, against_computer: bool) -> str:
    """A side a person plays, as the other seat would say it: you, or between two people player X."""
    if against_computer:
        return _("you")
    return _("player {player}").format(player=player)


def computer_seat(level: str) -> str:
    """The computer's side, with the level (or player) it plays at."""
    return _("the computer ({level})").format(level=level)


def introduction(title: str, rule: str, x: str | None = None, o: str | None = None) -> str:
    """Which game, who plays which side (``x``, ``o``: as ``person_seat`` and ``computer_seat`` say them; none
    between two people), and the rules.

    >>> print(introduction("Pick Fifteen", "Take turns."))
    Pick Fifteen: two players, X and O; X moves first.
    Take turns.
    """
    if x is None or o is None:
        return _("{title}: two players, X and O; X moves first.\n{rule}").format(title=title, rule=rule)
    return _("{title}: X is {x}, O is {o}. X moves first.\n{rule}").format(title=title, x=x, o=o, rule=rule)


def whose_turn(player: str, against_computer: bool) -> str:
    """ "Your turn (X)", or between two people "X's turn"."""
    if against_computer:
        return _("Your turn ({player})").format(player=player)
    return _("{player}'s turn").format(player=player)


def turn_line(turn: str, free: str) -> str:
    """Whose turn it is (``turn``, as ``whose_turn`` says it) and what is free, listed."""
    return _("{turn}. Free: {free}").format(turn=turn, free=free)


def prompt(player: str, against_computer: bool) -> str:
    """What a typed move is asked with."""
    if against_computer:
        return _("Your move")
    return _("{player}'s move").format(player=player)


def to_type(noun: str, numbers: int) -> str:
    """What a move is typed as, in the dress's ``noun``: a number of the game, a cell, or a free item."""
    if noun == "number":
        return _("a number 1-{numbers}").format(numbers=numbers)
    if noun == "cell":
        return _("a cell such as B2")
    # Each dress's item said with its own measure word and verb in Chinese (一条还没被占的道路, 一个还没被选的词).
    said = {"road": _("a free road"), "word": _("a free word"), "item": _("a free item")}.get(noun)
    return said if said is not None else _("a free {noun}").format(noun=_(noun))


def computer_thinking(player: str, level: str) -> str:
    """The status line while the computer (``player``) searches at ``level``."""
    return _("The computer ({player}, {level}) is thinking...").format(player=player, level=level)


def to_play(turn: str, verb: str, what: str) -> str:
    """The status line while a person is to move: whose turn (``turn``), and what to ``verb`` (``what``, as
    ``to_type`` says it)."""
    return _("{turn}: {verb} {what}.").format(turn=turn, verb=_(verb), what=what)
