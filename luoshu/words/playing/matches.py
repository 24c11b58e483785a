"""Bots at the table: why a bot's pick is refused (the reason it loses the game it failed in), what is said when
the computer's side plays on without a player that failed, and a grade too big to play.

>>> picked_held(5, "X"), picked_nothing_free("'ten'", 9)
('it picked 5, which X holds', "it picked 'ten', not a free number of 1-9")
"""

from __future__ import annotations

from ..language import _

__all__ = ["failed_and_replaced", "picked_held", "picked_not_free", "picked_nothing_free", "too_many_lines"]


def picked_held(pick: int, holder: str) -> str:
    """A bot's pick that a player holds already."""
    return _("it picked {pick}, which {holder} holds").format(pick=pick, holder=holder)


def picked_nothing_free(pick: str, numbers: int) -> str:
    """A bot's pick that is no free number (``pick`` as given, cut short)."""
    return _("it picked {pick}, not a free number of 1-{numbers}").format(pick=pick, numbers=numbers)


def picked_not_free(pick: str) -> str:
    """The computer's player picked what is not free (``pick`` as Python writes it)."""
    return _("it picked {pick}, not a free number").format(pick=pick)


def failed_and_replaced(player: str, error: str, level: str) -> str:
    """The player of the computer's side failed, and the computer plays on at its level."""
    return _("{player} failed: {error}; the computer plays on at {level}").format(
        player=player, error=error, level=level
    )


def too_many_lines(rules: str, most: str) -> str:
    """A grade of more lines than may be played (``most`` written out)."""
    return _("{rules} has more than {most} lines to grade").format(rules=rules, most=most)
