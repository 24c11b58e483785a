"""At the end of a game played as numbers or in a disguise, the disguise taken off: the same game on the Luo Shu.

>>> game_kind(misere=True)
'misère tic-tac-toe'
"""

from __future__ import annotations

from ..language import _
from ..terms import counted

__all__ = ["disguise_revealed", "game_kind", "no_picks", "numbers_revealed"]


def game_kind(misere: bool) -> str:
    """What the game was, on the grid."""
    return _("misère tic-tac-toe") if misere else _("tic-tac-toe")


def no_picks() -> str:
    """The numbers of a game with none picked."""
    return _("no picks")


def disguise_revealed(noun: str, layout: str, numbers: str, named: str, kind: str, grid: str) -> str:
    """A disguise taken off: what its items stand for, laid out on the Luo Shu (``layout``), the game's picks as
    ``numbers`` and as items (``named``), and the game on the grid (``kind``: as ``game_kind`` says it)."""
    return _(
        "The disguise: each {noun} stands for a number 1-9, and the {noun}s of every winning set are three numbers "
        "that sum to 15. Laid out on the Luo Shu:\n{layout}\nYour game, as numbers: {numbers} - that is "
        "{named}.\nIt was {kind}:\n{grid}"
    ).format(noun=counted(noun), layout=layout, numbers=numbers, named=named, kind=kind, grid=grid)


def numbers_revealed(square: str, kind: str, grid: str, picks: str, cells: str) -> str:
    """A game played as numbers, on the Luo Shu magic square (``square``): the game on the grid, and its picks
    as cells."""
    return _(
        "The disguise: write 1-9 into the Luo Shu magic square,\n{square}\nand every three numbers that sum to 15 "
        "form a line. Your game was {kind}:\n{grid}\nPicks {picks} are the cells {cells}."
    ).format(square=square, kind=kind, grid=grid, picks=picks, cells=cells)
