"""The minimax lessons' own programs, each choosing a pick as its program does, and the depth-blind player.

Each program tries the picks in its lesson's order (the cells in reading order A1, A2, ... C3, which on the Luo Shu
are the numbers 4 9 2 3 5 7 8 1 6: given by the caller, who knows the grid), keeps the first best pick and
replaces it only with a strictly better one:

    1  alpha-beta, a win 10 - depth and a loss depth - 10, depth 0 just below the root; each move at the root
       searched with a fresh window (-inf, +inf), not the window the root has narrowed so far
    2  plain minimax on two lists of the Luo Shu's numbers with its two-pointer win check: the same scores
    3  plain minimax "to win in the fewest moves": a win +(empty cells + 1), a loss -(empty cells + 1) where the
       game ends; the first pick on an empty board at random, with no search
    4  plain minimax, a win 10 - depth and a loss depth - 10, depth 0 just below the root

Every program's scores are depth scores (``luoshu.search.counted``) with their own win at the root: 10 - depth
counted from just below the root is 11 - depth counted from the root, and lesson 3's empty cells + 1 at the end are
(the free numbers at the root + 1) - depth. Where the game has more than nine numbers, 10 is read as B, one more
than the numbers, as the program would need to keep every win above a draw.

The depth-blind player is none of them: alpha-beta scoring a win +10 and a loss -10 whatever the depth, the first
best kept. Every winning pick is as good to it, so it may dawdle in a won game, and every losing one as bad.

>>> lost = Position.from_moves([5, 1, 4])  # O to move: X wins whatever O does
>>> order = [4, 9, 2, 3, 5, 7, 8, 1, 6]
>>> depth_blind_pick(lost, order)  # -10 whatever the depth: every pick as bad, so the first, not the block
LessonPick(pick=9, score=-10, nodes=345)
>>> lesson_pick(4, lost, order)  # 10 - depth: the slowest loss, the block; X's win 4 plies on, at the lesson's depth 3
LessonPick(pick=6, score=-7, nodes=837)
>>> lesson_pick(1, Position.from_moves([5]), order).nodes  # a fresh window for each of O's eight moves
8466
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..rules import Position
from ..words.language import _
from .counted import COUNTED_BUDGET, Algorithm, CountedRun, counted_search, score_base

if TYPE_CHECKING:
    import random

__all__ = [
    "DEPTH_BLIND",
    "LESSONS",
    "LessonPick",
    "OpensAtRandom",
    "Program",
    "depth_blind_pick",
    "lesson_pick",
    "lesson_search",
]


@dataclass(frozen=True, slots=True)
class Program:
    """How a lesson's program searches: its algorithm; whether each move at the root has a fresh window; whether
    its scores count the empty cells at the end (lesson 3) rather than the depth below the root; whether its
    first pick on an empty board is at random."""

    algorithm: Algorithm
    fresh: bool = False
    empty_cells: bool = False
    opens_at_random: bool = False


LESSONS: dict[int, Program] = {
    1: Program("alphabeta", fresh=True),
    2: Program("minimax"),
    3: Program("minimax", empty_cells=True, opens_at_random=True),
    4: Program("minimax"),
}
"""Each lesson's program, by the lesson's number."""


class OpensAtRandom(ValueError):
    """A lesson's program asked to search from where it picks at random without searching (lesson 3, the empty
    board): the lesson asked for, not the depth nor the picks, is what cannot be shown."""


DEPTH_BLIND = "depth-blind"
"""The player that scores +10 and -10 whatever the depth, by its name."""


@dataclass(frozen=True, slots=True)
class LessonPick:
    """A program's pick, the score it gave it and the nodes it searched to find it (none for a pick at random)."""

    pick: int
    score: int | None
    nodes: int


def _program(lesson: int) -> Program:
    """Lesson ``lesson``'s program; ValueError with the reason for a lesson not known.

    >>> _program(5)
    Traceback (most recent call last):
    ...
    ValueError: lesson:5 is not a lesson's player: lesson:1 to lesson:4
    """
    program = LESSONS.get(lesson)
    if program is None:
        raise ValueError(
            _("{text} is not a lesson's player: lesson:1 to lesson:{lessons}").format(
                text=f"lesson:{lesson}"[:20], lessons=len(LESSONS)
            )
        )
    return program


def lesson_win(lesson: int, position: Position) -> int:
    """The win lesson ``lesson``'s scores give at the root, as a depth score counts it (a win ``d`` plies below
    the root scores this less ``d``).

    >>> lesson_win(1, Position.from_moves([5])), lesson_win(3, Position.from_moves([5]))  # 10 - (d - 1); 8 - d + 1
    (11, 9)
    """
    if LESSONS[lesson].empty_cells:
        return position.rules.numbers - position.pick_count + 1
    return score_base(position.rules) + 1


def lesson_search(
    lesson: int,
    position: Position,
    order: Sequence[int],
    shown: int = 0,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> CountedRun:
    """Lesson ``lesson``'s program searching from ``position``, counted as ``counted_search`` counts: its picks
    tried in ``order``, its tree recorded ``shown`` plies deep. ValueError with the reason for a lesson not known,
    OpensAtRandom for a position from which the program does not search (lesson 3's first pick); NodeBudgetError
    past ``budget`` nodes.

    >>> run = lesson_search(4, Position.from_moves([5, 1]), [4, 9, 2, 3, 5, 7, 8, 1, 6])
    >>> run.best, run.value, run.nodes, run.lesson  # X wins in 5 plies: 10 - 4, the fifth pick at depth 4
    (4, 6, 7064, 4)
    """
    program = _program(lesson)
    if program.opens_at_random and position.pick_count == 0:
        # A whole line on its own after "Error: ", in 80 columns.
        raise OpensAtRandom(
            _("lesson {lesson}'s program opens at random; give a move or more to see it search").format(lesson=lesson)
        )
    run = counted_search(
        position,
        program.algorithm,
        "depth",
        order,
        shown=shown,
        budget=budget,
        progress=progress,
        fresh=program.fresh,
        win=lesson_win(lesson, position),
    )
    return replace(run, lesson=lesson)


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
    program = _program(lesson)
    if position.is_over:
        raise ValueError(position)
    if program.opens_at_random and position.pick_count == 0:
        if rng is None:
            import random

            rng = random.Random()
        return LessonPick(rng.choice([n for n in order if n in position.free]), None, 0)
    run = lesson_search(lesson, position, order, budget=budget)
    assert run.best is not None
    return LessonPick(run.best, run.value, run.nodes)


def depth_blind_pick(position: Position, order: Sequence[int], budget: int = COUNTED_BUDGET) -> LessonPick:
    """The depth-blind player's pick in ``position``: alpha-beta, +10 and -10 whatever the depth, picks tried in
    ``order``, the first best kept. ValueError for a finished game; NodeBudgetError past ``budget`` nodes."""
    if position.is_over:
        raise ValueError(position)
    run = counted_search(position, "alphabeta", "ten", order, budget=budget)
    assert run.best is not None
    return LessonPick(run.best, run.value, run.nodes)
