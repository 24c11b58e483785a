"""A move, said after it is made, and why a move or a setting of the game is refused: the computer's move
(and how it chose, when it had to choose by rule of thumb), the last move, a pick refused, a level, a budget or
a view that is none.

A dress's own words come in as given: ``verb`` ("picks", "claims") and ``did`` ("picked", "claimed"); a move's
name as the dress and the view name it ("8 (C1)", "Mill Lane").

>>> computer_moved("O", "picks", "8 (C1)")
'The computer (O) picks 8 (C1).'
>>> taken("Mill Lane", "X")
'Mill Lane is taken by X; choose a free one.'
"""

from __future__ import annotations

from ..language import _

__all__ = [
    "budget_is_whole",
    "by_rule_of_thumb",
    "computer_did",
    "computer_moved",
    "computers_turn",
    "game_over",
    "grid_shows_cells",
    "not_a_view",
    "not_computers_turn",
    "person_did",
    "player_failed",
    "refused_by_the_rules",
    "taken",
    "you_did",
]


def computer_moved(player: str, verb: str, name: str) -> str:
    """The computer's move, as it is made."""
    return _("The computer ({player}) {verb} {name}.").format(player=player, verb=_(verb), name=name)


def player_failed(failure: str) -> str:
    """Said after the computer's move when the player of its side failed (``failure``: who, why, and how the
    computer plays on)."""
    return _("(The player {failure}.)").format(failure=failure)


def by_rule_of_thumb(budget: str) -> str:
    """Said after the computer's move in a game too big to search (``budget``: the positions, written out)."""
    return _("(By rule of thumb: this game is too big to search within {budget} positions.)").format(budget=budget)


def computer_did(player: str, did: str, name: str) -> str:
    """The last move, the computer's."""
    return _("The computer ({player}) {did} {name}.").format(player=player, did=_(did), name=name)


def you_did(player: str, did: str, name: str) -> str:
    """The last move, the person's who plays the computer."""
    return _("You ({player}) {did} {name}.").format(player=player, did=_(did), name=name)


def person_did(player: str, did: str, name: str) -> str:
    """The last move, between two people."""
    return _("{player} {did} {name}.").format(player=player, did=_(did), name=name)


def game_over(result: str) -> str:
    """A pick refused: the game is over, and how it ended (``result``)."""
    return _("The game is over. {result}").format(result=result)


def computers_turn() -> str:
    return _("It is the computer's turn.")


def not_computers_turn() -> str:
    return _("It is not the computer's turn.")


def taken(item: str, holder: str) -> str:
    return _("{item} is taken by {holder}; choose a free one.").format(item=item, holder=holder)


def refused_by_the_rules(reason: str) -> str:
    """A pick the rules refuse, and their reason, as a sentence.

    >>> refused_by_the_rules("10 is not a number of 1-9")
    '10 is not a number of 1-9.'
    """
    return _("{reason}.").format(reason=reason[:1].upper() + reason[1:])


def budget_is_whole(budget: str) -> str:
    """A budget that is no whole number of positions (``budget`` as Python writes it)."""
    return _("a budget is a whole number of positions, not {budget}").format(budget=budget)


def not_a_view(view: str, views: str) -> str:
    """A view that is none of the terminal's (``view`` quoted, ``views`` listed)."""
    return _("{view} is not a view: {views}").format(view=view, views=views)


def grid_shows_cells() -> str:
    return _("the grid game's moves are cells, so it shows the grid: view grid or both")
