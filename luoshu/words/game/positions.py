"""Positions and moves: what a position cannot be, what a pick cannot do, and who holds what.

A player is passed as "X" or "O"; a value the caller could not take, as its ``repr``.

>>> counts_wrong(x=3, o=1)
'X holds 3 numbers and O 1: X must hold as many as O or one more'
>>> taken(number="5"), game_over(winner="X")
('5 is taken', 'the game is over: X has won')
"""

from __future__ import annotations

from luoshu.words.language import _, ngettext


def holds_not_whole(who: str, value: str, numbers: int) -> str:
    """A player given something that is not a whole number; ``value`` as its repr."""
    return _("{who} holds {value}, which is not a whole number 1-{numbers}").format(
        who=who, value=value, numbers=numbers
    )


def holds_out_of_range(who: str, value: int, numbers: int) -> str:
    """A player given a number outside 1..``numbers``."""
    return _("{who} holds {value}, which is not 1-{numbers}").format(who=who, value=value, numbers=numbers)


def holds_twice(who: str, value: int) -> str:
    """A player given a number twice."""
    return _("{who} holds {value} twice").format(who=who, value=value)


def not_rules(value: str) -> str:
    """A position made under something that is not a rules value; ``value`` as its repr."""
    return _("rules must be a Rules value, not {value}").format(value=value)


def both_hold(numbers: str) -> str:
    """Numbers both players hold, listed."""
    return _("both players hold {numbers}").format(numbers=numbers)


def counts_wrong(x: int, o: int) -> str:
    """X holding neither as many numbers as O nor one more."""
    return ngettext(
        "X holds {x} number and O {o}: X must hold as many as O or one more",
        "X holds {x} numbers and O {o}: X must hold as many as O or one more",
        x,
    ).format(x=x, o=o)


def a_set(count: int, target: int, listed: bool) -> str:
    """How a refusal names a set: "a triple summing to 15" (a game given as sets: "a winning set").

    >>> a_set(count=1, target=3, listed=False), a_set(count=4, target=34, listed=False)
    ('the number 3', '4 numbers summing to 34')
    """
    if listed:
        return _("a winning set")
    if count == 1:
        return _("the number {target}").format(target=target)
    if count == 2:
        return _("a pair summing to {target}").format(target=target)
    if count == 3:
        return _("a triple summing to {target}").format(target=target)
    return _("{count} numbers summing to {target}").format(count=count, target=target)


def both_hold_a_set(held: str) -> str:
    """Both players holding a set (``held``: how a set is named, ``a_set``)."""
    return _("both players hold {held}").format(held=held)


def picked_after_the_end(player: str, other: str, misere: bool) -> str:
    """The ``other`` player picked after ``player`` completed a set (and so won, or in misère lost)."""
    if misere:
        return _("{player} has lost, so {other} cannot have picked again").format(player=player, other=other)
    return _("{player} has won, so {other} cannot have picked again").format(player=player, other=other)


def ended_earlier(player: str, held: str) -> str:
    """A set held without the last pick: the game ended before (``held``: how a set is named, ``a_set``)."""
    return _("{player} holds {held} without the last pick, so the game ended earlier").format(player=player, held=held)


def immutable() -> str:
    """An attempt to change a position."""
    return _("Position is immutable")


def picks_deprecated() -> str:
    """The old name of the pick count, asked for."""
    return _("Position.picks is deprecated: use Position.pick_count")


def not_a_number(number: str, numbers: int) -> str:
    """A pick that is not one of the numbers; ``number`` as its repr (or as typed)."""
    return _("{number} is not a number 1-{numbers}").format(number=number, numbers=numbers)


def taken(number: str) -> str:
    """A pick of a number (or an item, by name) that is taken."""
    return _("{number} is taken").format(number=number)


def game_over(winner: str) -> str:
    """A pick after the game has ended with ``winner`` winning."""
    return _("the game is over: {winner} has won").format(winner=winner)


def too_many_to_list(most: int, numbers: int) -> str:
    """Listing every position of a game too big for it."""
    return _("listing every position is practical for up to {most} numbers, not {numbers}").format(
        most=most, numbers=numbers
    )


def holding(player: str, numbers: str) -> str:
    """What a player holds, the numbers listed ("" for nothing).

    >>> holding(player="X", numbers="5 8"), holding(player="O", numbers="")
    ('X holds 5 8', 'O holds nothing')
    """
    if not numbers:
        return _("{player} holds nothing").format(player=player)
    return _("{player} holds {numbers}").format(player=player, numbers=numbers)
