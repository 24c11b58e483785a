"""How the number game is dressed: shown and typed as its own numbers, or as cells of the Luo Shu grid.

Glossary:
    dress   a view of the number game that names each number by an item of its own (a cell, a road, a
            word) and reads those names back. A dress never models the game: the picks stay numbers.

>>> grid = dress_for("grid")
>>> grid.item(5), grid.number("c1")
('B2', 8)
>>> reason = grid_misfit(Rules(target=14))
>>> reason[:60], reason[reason.index("(") :][:45]
('3 of 1-9 summing to 14 is not tic-tac-toe: its 8 winning set', '(its numbers lie in 3 3 3 3 3 3 2 2 2 of them')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, get_args

from .grid import CELLS, lines_as_numbers, number_at
from .record import cell_from, number_from, shown
from .rules import PICK_FIFTEEN, Rules, winning_sets

__all__ = ["DRESSES", "Dress", "DressName", "dress_for", "grid_misfit"]

DressName = Literal["fifteen", "grid"]
DRESSES: tuple[DressName, ...] = get_args(DressName)
"""The dresses by name: ``fifteen`` is the numbers themselves, ``grid`` the cells of the Luo Shu."""


@dataclass(frozen=True)
class Dress:
    """A way of naming the numbers 1..N and reading the names back."""

    name: str
    title: str
    noun: str  # what one item is called: "number", "cell"
    names: tuple[str, ...]  # names[n - 1] names the number n
    reader: Callable[[str], int] = field(repr=False, compare=False)

    def item(self, number: int) -> str:
        """The name of a number in this dress."""
        return self.names[number - 1]

    def number(self, token: str) -> int:
        """The number a typed name stands for; RecordError with the reason if it names none."""
        return self.reader(token)

    @property
    def sorted_numbers(self) -> list[int]:
        """The numbers in the order their names are listed."""
        return sorted(range(1, len(self.names) + 1), key=self.item if self.noun == "cell" else int)


def grid_misfit(rules: Rules) -> str | None:
    """Why a game is not tic-tac-toe on the Luo Shu grid, or None if its winning sets are the grid's lines.

    >>> grid_misfit(Rules()) is None, grid_misfit(Rules(misere=True)) is None
    (True, True)
    """
    sets = [frozenset(s) for s in winning_sets(rules)]
    if rules.numbers != 9:
        return f"{rules} is not tic-tac-toe: the grid has 9 cells, and these rules pick from 1-{rules.numbers}"
    if set(sets) == lines_as_numbers():
        return None
    degrees = sorted((sum(n in s for s in sets) for n in range(1, 10)), reverse=True)
    occurs = " ".join(map(str, degrees))
    plural = "set is" if len(sets) == 1 else "sets are"
    return (
        f"{rules} is not tic-tac-toe: its {len(sets)} winning {plural} not the lines of a 3x3 grid (its numbers "
        f"lie in {occurs} of them; on the grid the centre lies in 4 lines, the corners in 3 and the edges in 2)"
    )


def dress_for(name: str, rules: Rules = PICK_FIFTEEN) -> Dress:
    """The dress of this name for these rules; ValueError with the reason if the game cannot wear it."""
    if name == "fifteen":
        names = tuple(str(n) for n in range(1, rules.numbers + 1))
        title = "Pick Fifteen" if rules == PICK_FIFTEEN else str(rules)
        return Dress("fifteen", title[:1].upper() + title[1:], "number", names, lambda token: number_from(token, rules))
    if name == "grid":
        misfit = grid_misfit(rules)
        if misfit is not None:
            raise ValueError(f"{misfit}, so it is played as numbers only")
        title = "Misère tic-tac-toe on the Luo Shu grid" if rules.misere else "Tic-tac-toe on the Luo Shu grid"
        names = tuple(sorted(CELLS, key=number_at))
        return Dress("grid", title, "cell", names, cell_from)
    raise ValueError(f"{shown(name)} is not a dress: {', '.join(DRESSES)}")
