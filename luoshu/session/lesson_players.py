"""The minimax lessons' own programs as players, ``lesson:1`` to ``lesson:4``, each searching as its lesson
writes it (``luoshu.search.lessons``): they play in ``play``, ``match`` and ``grade`` like any other player.

Lessons 1, 3 and 4 try the cells in reading order, A1, A2, ... C3 (a game that is not tic-tac-toe: its numbers
ascending); lesson 2, the set-based minimax on the Luo Shu, tries the numbers ascending.

>>> import random
>>> bot = lesson_bot("lesson:1", random.Random(1))
>>> bot.name, bot.choose(Position.from_moves([5, 1, 4]))  # -10 whatever it picks: the first, not the block
('lesson:1', 9)
>>> bot.searched
345
>>> lesson_bot("lesson:5", random.Random(1))
Traceback (most recent call last):
...
ValueError: lesson:5 is not a lesson's player: lesson:1 to lesson:4
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Position, Rules
from ..search.counted import COUNTED_BUDGET
from ..search.lessons import LESSONS, lesson_pick
from ..views.dresses.dress import dress_for
from ..words.searching import refusals

if TYPE_CHECKING:
    import random

__all__ = ["LESSON_PREFIX", "LessonBot", "lesson_bot", "lesson_names", "lesson_order"]

LESSON_PREFIX = "lesson:"
"""How a lesson's player is named: lesson:1 to lesson:4."""


def lesson_names() -> tuple[str, ...]:
    """The lessons' players, one for each lesson ``luoshu.search.lessons`` holds.

    >>> lesson_names()[0]
    'lesson:1'
    """
    return tuple(f"{LESSON_PREFIX}{lesson}" for lesson in sorted(LESSONS))


def lesson_order(lesson: int, rules: Rules) -> list[int]:
    """The order lesson ``lesson`` tries the picks in: the cells in reading order where the game is tic-tac-toe on
    the Luo Shu (lesson 2: always the numbers ascending).

    >>> lesson_order(1, Rules()), lesson_order(2, Rules())
    ([4, 9, 2, 3, 5, 7, 8, 1, 6], [1, 2, 3, 4, 5, 6, 7, 8, 9])
    """
    if lesson != 2:
        try:
            return dress_for("grid", rules).sorted_numbers
        except ValueError:
            pass  # not tic-tac-toe: no cells to read in order
    return list(range(1, rules.numbers + 1))


class LessonBot:
    """A lesson's program at the table; ``searched`` is the nodes its last pick searched."""

    def __init__(self, lesson: int, rng: random.Random, budget: int | None = None) -> None:
        self.name = f"{LESSON_PREFIX}{lesson}"
        self.lesson = lesson
        self.searched = 0
        self._rng, self._budget = rng, budget or COUNTED_BUDGET

    def choose(self, position: Position) -> int:
        order = lesson_order(self.lesson, position.rules)
        found = lesson_pick(self.lesson, position, order, self._rng, self._budget)
        self.searched = found.nodes
        return found.pick


def lesson_bot(spec: str, rng: random.Random, budget: int | None = None) -> LessonBot:
    """The player ``spec`` names (lesson:1 to lesson:4); ValueError with the reason for any other."""
    text = spec.removeprefix(LESSON_PREFIX)
    if not (text.isascii() and text.isdigit()) or int(text) not in LESSONS:
        raise ValueError(refusals.not_a_lesson(spec, len(LESSONS)))
    return LessonBot(int(text), rng, budget)
