"""The minimax lessons' own programs as players, ``lesson:1`` to ``lesson:4``, each picking as its program does
(``luoshu.search.lessons``), and the ``depth-blind`` player, which scores a win +10 whatever its depth: they play
in ``play``, ``match`` and ``grade`` like any other player.

Each tries the cells in reading order, A1, A2, ... C3, which on the Luo Shu are the numbers 4 9 2 3 5 7 8 1 6
(lesson 2's ``MAGIC_SQUARE``); in a game that is not tic-tac-toe, the numbers ascending
(``luoshu.teach.lesson_programs``). A budget of nodes bounds each pick's search: past it, the pick raises
NodeBudgetError, as any search past its budget does.

>>> import random
>>> bot = lesson_bot("lesson:1", random.Random(1))
>>> bot.name, bot.choose(Position.from_moves([5, 1, 4]))  # 10 - depth: it blocks 4 + 5 + 6, the slowest loss
('lesson:1', 6)
>>> blind = depth_blind_bot()
>>> blind.name, blind.choose(Position.from_moves([5, 1, 4]))  # -10 whatever it picks: the first, not the block
('depth-blind', 9)
>>> blind.searched
345
>>> lesson_bot("lesson:5", random.Random(1))
Traceback (most recent call last):
...
ValueError: lesson:5 is not a lesson's player: lesson:1 to lesson:4
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Position
from ..search.counted import COUNTED_BUDGET
from ..search.lessons import DEPTH_BLIND, LESSONS, depth_blind_pick, lesson_pick
from ..teach.lesson_programs import reading_order
from ..words.language import _

if TYPE_CHECKING:
    import random

__all__ = [
    "DEPTH_BLIND",
    "LESSON_PREFIX",
    "DepthBlindBot",
    "LessonBot",
    "depth_blind_bot",
    "lesson_bot",
    "lesson_names",
]

LESSON_PREFIX = "lesson:"
"""How a lesson's player is named: lesson:1 to lesson:4."""


def lesson_names() -> tuple[str, ...]:
    """The lessons' players, one for each lesson ``luoshu.search.lessons`` holds.

    >>> lesson_names()[0]
    'lesson:1'
    """
    return tuple(f"{LESSON_PREFIX}{lesson}" for lesson in sorted(LESSONS))


class LessonBot:
    """A lesson's program at the table; ``searched`` is the nodes its last pick searched."""

    def __init__(self, lesson: int, rng: random.Random, budget: int | None = None) -> None:
        self.name = f"{LESSON_PREFIX}{lesson}"
        self.lesson = lesson
        self.searched = 0
        self._rng, self._budget = rng, budget or COUNTED_BUDGET

    def choose(self, position: Position) -> int:
        found = lesson_pick(self.lesson, position, reading_order(position.rules), self._rng, self._budget)
        self.searched = found.nodes
        return found.pick


class DepthBlindBot:
    """The depth-blind player at the table: alpha-beta, a win +10 and a loss -10 whatever the depth, the first
    best kept; ``searched`` is the nodes its last pick searched."""

    def __init__(self, budget: int | None = None) -> None:
        self.name = DEPTH_BLIND
        self.searched = 0
        self._budget = budget or COUNTED_BUDGET

    def choose(self, position: Position) -> int:
        found = depth_blind_pick(position, reading_order(position.rules), self._budget)
        self.searched = found.nodes
        return found.pick


def lesson_bot(spec: str, rng: random.Random, budget: int | None = None) -> LessonBot:
    """The player ``spec`` names (lesson:1 to lesson:4), searching within ``budget`` nodes a pick; ValueError with
    the reason for any other."""
    text = spec.removeprefix(LESSON_PREFIX)
    if not (text.isascii() and text.isdigit()) or int(text) not in LESSONS:
        raise ValueError(
            _("{text} is not a lesson's player: lesson:1 to lesson:{lessons}").format(
                text=spec[:20], lessons=len(LESSONS)
            )
        )
    return LessonBot(int(text), rng, budget)


def depth_blind_bot(budget: int | None = None) -> DepthBlindBot:
    """The depth-blind player, searching within ``budget`` nodes a pick."""
    return DepthBlindBot(budget)
