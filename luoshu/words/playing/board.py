"""The boards' own words: the title over each board, the caption of a person who holds one seat of two, and
what a screen reader says of a box (its name, its cell and number where another board shows them, who holds it,
its hint).

>>> titles(9, None, "number")
('The Luo Shu grid', 'The numbers 1-9', 'The numbers')
>>> box_label("A1", ["A1", "held by X"], on_the_grid=True)
'A1: A1, held by X'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import _
from ..terms import listed

__all__ = ["box_label", "cell", "free", "held_by", "hint", "number", "person_caption", "titles"]


def titles(numbers: int, panel: str | None, noun: str) -> tuple[str, str, str]:
    """The titles of the grid, the tiles and a disguise's panel (``panel``: the disguise's own title for it, if
    it has one; else named by its ``noun``)."""
    shown = panel if panel is not None else _("The {noun}s").format(noun=_(noun))
    return _("The Luo Shu grid"), _("The numbers 1-{numbers}").format(numbers=numbers), shown


def cell(name: str) -> str:
    """A box's cell, where another board shows it."""
    return _("cell {cell}").format(cell=name)


def number(value: int) -> str:
    """A box's number, where another board shows it."""
    return _("number {number}").format(number=value)


def held_by(holder: str, last: bool) -> str:
    """Who holds a box, and whether it was the last move."""
    if last:
        return _("held by {holder}, the last move").format(holder=holder)
    return _("held by {holder}").format(holder=holder)


def free() -> str:
    """A box nobody holds."""
    return _("free")


def hint(said: str) -> str:
    """A box's hint."""
    return _("hint: {hint}").format(hint=said)


def box_label(name: str, parts: Sequence[str], on_the_grid: bool) -> str:
    """What a screen reader says of a box: its ``parts`` (a cell's after its ``name``)."""
    said = listed(parts)
    if on_the_grid:
        return _("{cell}: {parts}").format(cell=name, parts=said)
    return said


def person_caption(caption: str, player: str) -> str:
    """The caption for a person who holds one seat of two."""
    return _("{caption} - you are {player}").format(caption=caption, player=player)
