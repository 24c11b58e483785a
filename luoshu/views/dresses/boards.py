"""The boards of the disguises as text: Jam's towns with their roads, the word game's words and letters, any
sets game's items, each showing who holds what.

Like ``luoshu.views.text``, everything returns a string; ``style(text, role)`` colours the marks (roles "X", "O",
"last"), and without colour the last claim shows in parentheses.

>>> from luoshu.views.dresses.dress import dress_for
>>> print(disguise_board(dress_for("jam"), Position.from_moves([5, 2]), last=2).splitlines()[1])
  Ashford    Church Lane    -   Mill Lane     (O)  Old Road       -
"""

from __future__ import annotations

from ...rules import Player, Position, opponent
from ...words.language import _
from ...words.terms import listed, next_to, with_aside
from ..text import Style, draw, plain
from ..widths import ljust, width
from ..wrapping import TERMINAL, fill, unbroken
from .disguises import set_key, set_label
from .dress import Dress

__all__ = ["Row", "disguise_board", "panel_rows", "reveal_grid"]

INDENT = "  "
"""Before each line of a board of items."""

Row = tuple[str, tuple[int, ...]]
"""A line of a disguise's own board (a panel): its label (a town, or "" for none) and the numbers of its entries."""


def _board_heading() -> tuple[str, str]:
    """The heads of the columns of Jam's board: a town, and its roads."""
    return _("town"), _("the roads through it, and who holds each")


def _building_said(player: str, groups: str, sets: str) -> str:
    """The winning sets (``sets``, listed; "" for none) that ``player`` is building on, called ``groups``."""
    if not sets:
        return _("{player} is building on {groups}: none yet").format(player=player, groups=groups)
    return _("{player} is building on {groups}: {sets}").format(player=player, groups=groups, sets=sets)


def _claim(dress: Dress, position: Position, number: int, columns: int, last: int | None, style: Style) -> str:
    """An item and its mark in fixed columns (display columns: a Chinese name is twice as wide as its
    characters): "-" free, "X" or "O" held, "(X)" the last claim."""
    holder = position.holder(number)
    if holder is None:
        return ljust(dress.item(number), columns) + "  -  "
    mark = f"({holder})" if number == last else f" {holder} "
    return ljust(dress.item(number), columns) + " " + style(mark, "last" if number == last else holder) + " "


def _building(dress: Dress, position: Position, player: Player) -> str:
    """The winning sets a player holds part of while the other holds none: what they are building on."""
    assert dress.game is not None
    assert dress.vocabulary is not None
    mine, theirs = position.numbers_of(player), position.numbers_of(opponent(player))
    parts = []
    for win in dress.game.wins:
        numbers = {dress.number_of(item) for item in win}
        held = numbers & mine
        if held and not numbers & theirs and held != numbers:  # a set made is the result's to say
            label = set_label(dress.game, win)
            if dress.game.kind in ("sets", "product"):  # keep each set together
                # Translators: words kept together in brackets, such as a winning set in a list: （{text}） in Chinese.
                label = _("({text})").format(text=label)
            parts.append(next_to(label, f"{len(held)}/{len(numbers)}"))
    # A long line goes on between two sets, never inside one: (2 × 3 × 36) 1/3 stays whole.
    said = _building_said(
        player=player, groups=dress.vocabulary.groups, sets=listed(unbroken(p) for p in sorted(parts))
    )
    return fill(said, TERMINAL)


def disguise_board(dress: Dress, position: Position, last: int | None = None, style: Style = plain) -> str:
    """The position in the disguise's own terms."""
    assert dress.game is not None
    columns = max(map(width, dress.names))  # in display columns: an item may be a Chinese word
    lines: list[str] = []
    if dress.game.kind == "jam":
        town_head, roads_head = _board_heading()
        game = dress.game
        towns = max(10, width(town_head), *(width(set_label(game, win)) for win in game.wins))
        lines.append(f"  {ljust(town_head, towns)} {roads_head}")
        for win in sorted(game.wins, key=lambda w: set_key(game, w)):
            town = set_label(dress.game, win)
            roads = [
                _claim(dress, position, n, columns, last, style)
                for n in sorted(map(dress.number_of, win), key=dress.order_key)
            ]
            lines.append(f"  {ljust(town, towns)} " + " ".join(roads).rstrip())
    else:
        row = [_claim(dress, position, n, columns, last, style) for n in dress.sorted_numbers]
        # Long names three to a line, short ones five; fewer where the line would pass the terminal's width (a
        # claim is its name, its mark and a space: columns + 6).
        across = 3 if columns > 8 else 5
        across = max(1, min(across, (TERMINAL - len(INDENT) + 1) // (columns + 6)))
        lines.extend(INDENT + " ".join(row[start : start + across]).rstrip() for start in range(0, len(row), across))
    players: tuple[Player, Player] = ("X", "O")
    lines.extend(_building(dress, position, player) for player in players)
    return "\n".join(lines)


def reveal_grid(dress: Dress, square: tuple[tuple[int, ...], ...]) -> str:
    """The disguise's items laid out on the Luo Shu, each with its number."""
    return draw([[with_aside(dress.item(n), str(n)) for n in row] for row in square])


def panel_rows(dress: Dress) -> tuple[Row, ...]:
    """A disguise's panel, row by row: for Jam each town with its roads by name, else each item alone.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> words = dress_for("words")
    >>> [(label, [words.item(n) for n in numbers]) for label, numbers in panel_rows(words)][:2]
    [('', ['brim']), ('', ['form'])]
    """
    game = dress.game
    if game is None:
        return ()
    if dress.name != "jam":
        return tuple(("", (number,)) for number in dress.sorted_numbers)
    towns = sorted(game.wins, key=lambda win: set_key(game, win))
    return tuple((set_label(game, win), tuple(sorted(map(dress.number_of, win), key=dress.order_key))) for win in towns)
