"""The help: how to play, for a face that draws the boards (the window, the page), and the commands a typed line
may give (the terminal).

A dress's own words come in as given: its ``noun`` ("road"), ``verb`` ("claim"), ``doing`` ("claiming"), its
winning sets as the subject of a sentence ("the roads through a town").

>>> print(commands("a number 1-9", "pick", "picking", "N", against_computer=True).splitlines()[3])
  why N       what picking N now would do
"""

from __future__ import annotations

from ..language import _

__all__ = ["commands", "hints_explained", "how_in_disguise", "how_on_the_grid", "how_with_items", "how_with_numbers"]


def how_with_items(noun: str, about: str) -> str:
    """How to play a game of its own items, not tic-tac-toe (``about``: its items and winning sets)."""
    return _(
        "Click a free {noun} to claim it, or type the number in its corner. {about} The tiles of the set that ends "
        "the game light up."
    ).format(noun=_(noun), about=about)


def how_in_disguise(noun: str, sets: str, count: str, target: int) -> str:
    """How to play a disguise of tic-tac-toe: its items, the grid and the tiles (``count``: how many numbers make
    a winning set, as a word)."""
    return _(
        "The {noun}s, the grid and the tiles are one game: each {noun} stands for a number, and {sets} are {count} "
        "numbers that sum to {target}, a line of the Luo Shu. Click a free {noun}, cell or tile, or press its "
        "number: all three views move together, and at the end each shows what it stands for."
    ).format(noun=_(noun), sets=sets, count=count, target=target)


def how_on_the_grid(a_set: str) -> str:
    """How to play a game that is tic-tac-toe: the grid and the tiles (``a_set``: "three that sum to 15")."""
    return _(
        "The grid and the tiles are one game: the Luo Shu puts each number in a cell, and the sets of {a_set} are "
        "exactly its lines. Click a free cell or a free tile, or press its number: both views move together."
    ).format(a_set=a_set)


def how_with_numbers(no_grid: str) -> str:
    """How to play a game that is not tic-tac-toe: its numbers alone (``no_grid``: why there is no grid)."""
    return _("Click a free number to pick it. {no_grid}").format(no_grid=no_grid)


def hints_explained() -> str:
    """What a hint shows, after how to play."""
    return _(
        "A hint marks every free move with its verdict under perfect play: + a win (blue), = a draw (grey), "
        "\u2212 a loss (orange), counted in moves of yours, this one included."
    )


def commands(what: str, verb: str, doing: str, example: str, against_computer: bool) -> str:
    """The commands a typed line may give: a move (``what``, as the dress types it, to ``verb``), then each
    command, ``why`` with an ``example`` of a move (``doing``: the dress's word for making it)."""
    if against_computer:
        undo = _("take back your last move (and the computer's reply)")
    else:
        undo = _("take back the last move")
    return _(
        "Type {what} to {verb} it, or a command:\n"
        "  hint        every free move with its verdict under perfect play, and what it costs\n"
        "  why         why the last move was good or bad, and the line that follows it\n"
        "  why {padded} what {doing} {example} now would do\n"
        "  undo, u     {undo}\n"
        "  save FILE   save the game as JSON, to go on later with --load FILE\n"
        "  help, h, ?  this list\n"
        "  quit, q     stop playing"
    ).format(what=what, verb=_(verb), padded=f"{example:<7}", doing=_(doing), example=example, undo=undo)
