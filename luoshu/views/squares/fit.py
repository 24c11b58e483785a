"""Whether a game is tic-tac-toe on the Luo Shu grid: its winning sets are exactly the grid's lines.

Only such a game can be shown on the grid (or worn by a disguise, which is the grid in other names); any
other is shown as numbers, and ``grid_misfit`` says why.

>>> on_grid(Rules()), on_grid(Rules(misere=True)), on_grid(Rules(target=14))
(True, True, False)
>>> misfit = grid_misfit(Rules(target=14))
>>> misfit.summary
'its 8 winning sets are not the lines of a 3x3 grid'
>>> str(misfit)[:45]
'3 of 1-9 summing to 14 is not tic-tac-toe: it'
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import NamedTuple

from ...rules import Rules, winning_sets
from ...search.isomorphism import sets_per_item
from ...words.language import _, ngettext
from .grid import LINES, lines_as_numbers

__all__ = ["ON_THE_GRID", "Misfit", "grid_misfit", "not_tictactoe", "on_grid", "on_the_grid"]


def on_the_grid() -> str:
    """How many lines the centre, a corner and an edge lie in, counted on the grid's lines (4, 3 and 2): what a
    game's items or numbers must match to be tic-tac-toe."""
    lying = Counter(cell for line in LINES.values() for cell in line)
    return _("on the grid the centre lies in {centre} lines, the corners in {corner} and the edges in {edge}").format(
        centre=lying["B2"], corner=lying["A1"], edge=lying["A2"]
    )


ON_THE_GRID = on_the_grid()
"""``on_the_grid()`` as the package loaded: said where it is shown by ``on_the_grid``, in the language then."""


class Misfit(NamedTuple):
    """Why a game is not tic-tac-toe: in short, and the detail behind it."""

    rules: Rules
    summary: str  # "its 8 winning sets are not the lines of a 3x3 grid"
    detail: str | None  # how its numbers lie in its sets, against the grid's 4, 3 and 2

    def __str__(self) -> str:
        return not_tictactoe(str(self.rules), self.summary, self.detail)


def not_tictactoe(rules: str, summary: str, detail: str | None = None) -> str:
    """Why a game (``rules``, its name) is not tic-tac-toe: in short, and the ``detail`` behind it if any.

    >>> not_tictactoe("Pick Fifteen", "its 8 winning sets are not the lines of a 3x3 grid")
    'Pick Fifteen is not tic-tac-toe: its 8 winning sets are not the lines of a 3x3 grid'
    """
    if detail:
        return _("{rules} is not tic-tac-toe: {summary} ({detail})").format(rules=rules, summary=summary, detail=detail)
    return _("{rules} is not tic-tac-toe: {summary}").format(rules=rules, summary=summary)


@cache
def on_grid(rules: Rules) -> bool:
    """Whether the game's winning sets are the lines of the Luo Shu (asked at every redraw: kept)."""
    return rules.numbers == 9 and {frozenset(s) for s in winning_sets(rules)} == lines_as_numbers()


def grid_misfit(rules: Rules) -> Misfit | None:
    """Why a game is not tic-tac-toe on the Luo Shu grid, or None if its winning sets are the grid's lines.

    >>> grid_misfit(Rules()) is None, grid_misfit(Rules(misere=True)) is None
    (True, True)
    >>> grid_misfit(Rules.order(4)).summary
    'the grid has 9 cells, and these rules pick from 1-16'
    """
    if on_grid(rules):
        return None
    if rules.numbers != 9:
        return Misfit(
            rules, _("the grid has 9 cells, and these rules pick from 1-{numbers}").format(numbers=rules.numbers), None
        )
    sets = winning_sets(rules)
    degrees = sets_per_item(rules)
    return Misfit(
        rules,
        ngettext(
            "its {count} winning set is not the lines of a 3x3 grid",
            "its {count} winning sets are not the lines of a 3x3 grid",
            len(sets),
        ).format(count=len(sets)),
        _("its numbers lie in {degrees} of them; {grid}").format(
            degrees=" ".join(map(str, degrees)), grid=on_the_grid()
        ),
    )
