"""How a game ended, in the words of its dress: the sets that won it, a draw with nothing given away of a disguise,
and against the computer whether you won.

>>> one_and_another(["2 + 5 + 8 = 15", "4 + 5 + 6 = 15"])
'2 + 5 + 8 = 15 and 4 + 5 + 6 = 15'
>>> draw("nine", "road", "every road through a town")
'Draw: all nine roads are claimed and nobody holds every road through a town.'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from ..language import _
from ..terms import counted, line_said

__all__ = [
    "computer_wins",
    "draw",
    "goes_on",
    "in_a_row",
    "one_and_another",
    "set_and_items",
    "sum_on_the_grid",
    "you_win",
]


def one_and_another(parts: Sequence[str]) -> str:
    """The sets that won, one after another."""
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), parts)


def sum_on_the_grid(sums: str, line: str, cells: str) -> str:
    """A set that won on the grid: its sum, its line and its cells."""
    return _("{sums} ({line}: {cells})").format(sums=sums, line=line_said(line), cells=cells)


def set_and_items(words: str, items: str) -> str:
    """A disguise's set that won, in its words, and its items where the words do not name them."""
    return _("{words} ({items})").format(words=words, items=items)


def goes_on() -> str:
    return _("The game goes on.")


def in_a_row() -> str:
    """What nobody holds in a draw on the grid."""
    return _("three in a row, column or diagonal")


def draw(count: str, noun: str, held: str) -> str:
    """A draw in a disguise or on the grid: every item (``count``, as a word, of the dress's ``noun``) taken in the
    dress's own verb, and nobody holds ``held``.

    >>> draw("nine", "cell", "three in a row, column or diagonal")
    'Draw: all nine cells are taken and nobody holds three in a row, column or diagonal.'
    """
    said = {
        "cell": _("Draw: all {count} cells are taken and nobody holds {held}."),
        "road": _("Draw: all {count} roads are claimed and nobody holds {held}."),
        "word": _("Draw: all {count} words are claimed and nobody holds {held}."),
        "item": _("Draw: all {count} items are claimed and nobody holds {held}."),
    }.get(noun) or _("Draw: all {count} numbers are picked and nobody holds {held}.")
    return said.format(count=count, noun=counted(noun), held=held)


def you_win() -> str:
    return _("You win!")


def computer_wins() -> str:
    return _("The computer wins.")
