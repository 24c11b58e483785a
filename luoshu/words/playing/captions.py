"""What a face that draws the boards says over and under them (the window and the web page): the caption, the line
under it, the line over a game shown without the grid, the line under a disguise's three views, the status line
(how to pick, the hints), and what a board says while it waits for a move to explain.

A dress's own words come in as given: its ``noun`` ("road"), its ``doing`` ("claiming"), its winning sets as the
subject of a sentence ("the roads through a town").

>>> caption_won("X"), computers_turn("O")
('X wins!', "The computer's turn (O)")
>>> one_move("road", numbers=True)
'A road, its cell and its number are one move: point at any of them to see the others.'
"""

from __future__ import annotations

from ..language import _, ngettext
from ..terms import counted, line_said

__all__ = [
    "caption_draw",
    "caption_won",
    "computers_turn",
    "hinted",
    "hints_best",
    "hints_even",
    "how_to_pick",
    "more_sets",
    "no_grid",
    "numbers_revealed",
    "on_the_grid",
    "one_move",
    "set_revealed",
    "sets_of",
    "to_pick",
    "why_prompt",
    "winning_sets",
]


def no_grid(summary: str | None) -> str:
    """Why a game is shown without the grid (``summary``: why its winning sets are not the grid's lines)."""
    if summary is None:
        return _("Not tic-tac-toe, so no Luo Shu grid: it is.")
    return _("Not tic-tac-toe, so no Luo Shu grid: {summary}.").format(summary=summary)


def more_sets(shown: str, more: int) -> str:
    """The winning sets listed by name (``shown``), and how many more there are."""
    return _("{shown} and {more} more").format(shown=shown, more=f"{more:,}")


def winning_sets(items: int, sets: str, count: int) -> str:
    """The line over a game of its own items: how many, and its ``count`` winning sets (``sets``, listed).

    >>> winning_sets(3, "(apple, pear) (fig)", 2)
    '3 items; the winning sets: (apple, pear) (fig).'
    """
    return ngettext(
        "{items} items; the winning set: {sets}.", "{items} items; the winning sets: {sets}.", count
    ).format(items=items, sets=sets)


def caption_draw() -> str:
    return _("Draw")


def caption_won(winner: str) -> str:
    return _("{winner} wins!").format(winner=winner)


def computers_turn(player: str) -> str:
    return _("The computer's turn ({player})").format(player=player)


def on_the_grid(result: str, line: str) -> str:
    """The result, and the line on the grid that won it."""
    return _("{result} On the grid: {line}.").format(result=result, line=line_said(line))


def why_prompt(noun: str, doing: str) -> str:
    """What a board says while it waits for the move to explain."""
    return _("Choose a free {noun} to hear what {doing} it would do.").format(noun=_(noun), doing=_(doing))


def one_move(noun: str, numbers: bool) -> str:
    """Under a disguise's views while the game goes on: its item and its cell (and its number, where the
    ``numbers`` are on show) are one move."""
    vowel, one = noun[:1] in "aeiou", counted(noun)
    if not numbers:
        if vowel:
            return _("An {noun} and its cell are one move: point at either to see the other.").format(noun=one)
        return _("A {noun} and its cell are one move: point at either to see the other.").format(noun=one)
    if vowel:
        return _("An {noun}, its cell and its number are one move: point at any of them to see the others.").format(
            noun=one
        )
    return _("A {noun}, its cell and its number are one move: point at any of them to see the others.").format(noun=one)


def numbers_revealed(noun: str, sets: str, count: str, target: int) -> str:
    """Under a disguise's views at the end: its items are numbers, and its winning ``sets`` (the subject of the
    sentence) the lines of the Luo Shu (``count``: how many numbers make one, as a word)."""
    return _(
        "Each {noun} stands for a number, and {sets} are {count} numbers that sum to {target}: the lines of the "
        "Luo Shu."
    ).format(noun=counted(noun), sets=sets, count=count, target=target)


def set_revealed(words: str, sums: str, line: str) -> str:
    """The set that won, in the disguise's ``words``, as numbers and as a line of the grid."""
    return _("{words}: {sums}, {line} of the grid.").format(
        words=words[:1].upper() + words[1:], sums=sums, line=line_said(line)
    )


def hinted(name: str, verdict: str) -> str:
    """The status line over a hinted move: its verdict in words."""
    return _("{name}: {verdict}.").format(name=name, verdict=verdict)


def hints_even(player: str) -> str:
    """The status line with the hints on show, every move as good as any other."""
    return _(
        "Hints for {player} under perfect play: + a win, = a draw, \u2212 a loss, counted in moves of yours. "
        "Every move is as good as any other."
    ).format(player=player)


def hints_best(player: str, best: str) -> str:
    """The status line with the hints on show, and the ``best`` moves listed."""
    return _(
        "Hints for {player} under perfect play: + a win, = a draw, \u2212 a loss, counted in moves of yours. "
        "Best: {best}."
    ).format(player=player, best=best)


def to_pick(turn: str, how: str) -> str:
    """The status line while a person is to move: whose turn (``turn``), and how to pick (``how_to_pick``)."""
    return _("{turn}: {how}.").format(turn=turn, how=how)


def how_to_pick(noun: str, board: str, press: bool) -> str:
    """How to pick on a board: ``board`` is "numbers" (the disguise's own numbers alone), "items" (a game of its
    own items), "disguise" (its items, cells and tiles), "grid" (cells and tiles) or the numbers alone (any
    other); ``press`` where a key press names a move (nine numbers or fewer).

    >>> how_to_pick("number", "plain", press=False)
    'click a free number, or type it'
    """
    if board == "numbers":
        return _("click a free {noun} or cell, or type it").format(noun=_(noun))
    if board == "items":
        if press:
            return _("click a free {noun}, or press its number").format(noun=_(noun))
        return _("click a free {noun}, or type its number").format(noun=_(noun))
    if board == "disguise":
        return _("click a free {noun}, cell or tile, or press its number").format(noun=_(noun))
    if board == "grid":
        return _("click a free cell or tile, or press its number")
    if press:
        return _("click a free number, or press it")
    return _("click a free number, or type it")


def sets_of(a_set: str) -> str:
    """Winning sets as the subject of a sentence, for a dress with no words of its own for them."""
    return _("the sets of {a_set}").format(a_set=a_set)
