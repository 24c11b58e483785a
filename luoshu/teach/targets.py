"""Why 15? Every target that K numbers of 1..N can make, and the game each one gives: how many winning sets,
whether it is tic-tac-toe in disguise, and who wins from the empty board, with the best first picks.

>>> [game.target for game in target_games() if game.tictactoe]
[15]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..rules import Position, Rules, winning_sets
from ..search.isomorphism import Family, isomorphisms
from ..search.solver import SearchBudgetError, Verdict, best_moves, forget, value
from ..views.squares.grid import CELLS, LINES

__all__ = ["TARGET_BUDGET", "TargetGame", "target_games", "tictactoe_in_disguise"]

TARGET_BUDGET = 2_000_000
"""How many positions one target's game may keep before its value is given up."""


class TargetGame(NamedTuple):
    """The game one target gives; its verdict is the first player's (a draw's plies are N)."""

    target: int
    sets: int
    tictactoe: bool
    verdict: Verdict | None  # None when not solved within the budget
    best: list[int]


def tictactoe_in_disguise(rules: Rules) -> bool:
    """Whether some placing of the numbers on the 3x3 grid turns the winning sets into exactly its lines (the
    cells numbered in reading order, so that the grid brings no numbers of its own).

    >>> tictactoe_in_disguise(Rules()), tictactoe_in_disguise(Rules(target=14))
    (True, False)
    """
    place = {cell: n for n, cell in enumerate(CELLS, start=1)}
    grid = Family(len(CELLS), tuple(sorted(tuple(sorted(place[cell] for cell in line)) for line in LINES.values())))
    return bool(isomorphisms(rules, grid))


def target_games(
    numbers: int = 9,
    count: int = 3,
    misere: bool = False,
    budget: int = TARGET_BUDGET,
    progress: Callable[[int], None] | None = None,
    each: Callable[[int, int], None] | None = None,
) -> list[TargetGame]:
    """The game of every target from the smallest sum of ``count`` numbers of 1..``numbers`` to the largest;
    ``progress(positions)`` is called now and then during a long search, ``each(done, total)`` after every
    target."""
    low, high = Rules(numbers, count, count * (count + 1) // 2, misere).sum_range
    games = []
    for target in range(low, high + 1):
        rules = Rules(numbers, count, target, misere)
        start = Position(rules=rules)
        try:
            verdict = value(start, budget=budget, progress=progress)
            best = best_moves(start, budget=budget, progress=progress)
        except SearchBudgetError:
            verdict, best = None, []
        forget(rules)  # each game's positions are of no use to the next one
        if each is not None:
            each(target - low + 1, high - low + 1)
        games.append(
            TargetGame(
                target,
                len(winning_sets(rules)),
                tictactoe_in_disguise(rules),
                verdict,
                best,
            )
        )
    return games
