"""The minimax lessons' own programs, each choosing a pick as its lesson writes it.

Each tries the picks in its lesson's order (the cells in reading order A1, A2, ... C3, or the numbers ascending
on the Luo Shu: given by the caller, who knows the grid), keeps the first best pick and replaces it only with a
strictly better one:

    1  minimax with alpha-beta pruning; a win +10, a loss -10, whatever its depth
    2  the set-based minimax on the Luo Shu: the same scores, no depth, no pruning; the two-pointer win check
    3  "win in the fewest moves": a win +(empty cells + 1), a loss -(empty cells + 1) where the game ends; the
       first pick on an empty board at random
    4  plain minimax with depth: a win 10 - depth, a loss depth - 10

Lesson 3's scores are lesson 4's less the picks made before the search began, wins and losses alike: the same
order of scores, so the same picks; both are searched with the depth scores (``luoshu.search.counted``).

>>> lost = Position.from_moves([5, 1, 4])  # O to move: X wins whatever O does
>>> lesson_pick(1, lost, range(1, 10))  # -10 whatever the depth: every pick as bad, so the first, not the block
LessonPick(pick=2, score=-10, nodes=176)
>>> lesson_pick(4, lost, range(1, 10))  # 10 - depth: the slowest loss, blocking 4 + 5 + 6
LessonPick(pick=6, score=-6, nodes=837)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import Position
from .counted import COUNTED_BUDGET, Algorithm, Scores, counted_search

if TYPE_CHECKING:
    import random

__all__ = ["LESSONS", "LessonPick", "lesson_pick"]

LESSONS: dict[int, tuple[Algorithm, Scores]] = {
    1: ("alphabeta", "ten"),
    2: ("minimax", "ten"),
    3: ("minimax", "depth"),
    4: ("minimax", "depth"),
}
"""Each lesson's search and scores."""


@dataclass(frozen=True, slots=True)
class LessonPick:
    """A lesson program's pick, the score it gave it and the nodes it searched to find it (none for a pick at
    random)."""

    pick: int
    score: int | None
    nodes: int


def lesson_pick(
    lesson: int,
    position: Position,
    order: Sequence[int],
    rng: random.Random | None = None,
    budget: int = COUNTED_BUDGET,
) -> LessonPick:
    """Lesson ``lesson``'s pick in ``position``, trying picks in ``order``. ValueError for a lesson not known or a
    finished game; NodeBudgetError past ``budget`` nodes (``luoshu.search.counted``).

    >>> import random
    >>> lesson_pick(3, Position(), range(1, 10), random.Random(2)).nodes  # its first pick: at random
    0
    """
    if lesson not in LESSONS:
        raise ValueError(lesson)
    if position.is_over:
        raise ValueError(position)
    if lesson == 3 and position.pick_count == 0:
        if rng is None:
            import random

            rng = random.Random()
        return LessonPick(rng.choice([n for n in order if n in position.free]), None, 0)
    algorithm, scores = LESSONS[lesson]
    run = counted_search(position, algorithm, scores, order, budget=budget)
    assert run.best is not None
    return LessonPick(run.best, run.value, run.nodes)
