"""A puzzle on a board: its task, and what is said of an answer in a game too big to explain it.

>>> task("easy", "X", "win at once.")
'Puzzle (easy): X to move: win at once.'
>>> from luoshu.words.language import speaking
>>> with speaking("zh_CN"):
...     task("easy", "X", "哪一步能赢？")
'谜题（简单），轮到 X 走：哪一步能赢？'
>>> too_big(False, "4", "1,000")
'Not: 4. (Too big to explain within 1,000 positions.)'
"""

from __future__ import annotations

from ..language import _
from ..terms import puzzle_word

__all__ = ["task", "too_big", "try_again"]


def task(level: str, player: str, said: str) -> str:
    """The puzzle's level (its identifier, ``easy``: said in the language spoken), who is to move and what they are
    to do (``said``)."""
    return _("Puzzle ({level}): {player} to move: {task}").format(level=puzzle_word(level), player=player, task=said)


def too_big(right: bool, name: str, budget: str) -> str:
    """An answer (``name``) right or not, in a game too big to explain it within ``budget`` positions."""
    if right:
        return _("Right: {name}. (Too big to explain within {budget} positions.)").format(name=name, budget=budget)
    return _("Not: {name}. (Too big to explain within {budget} positions.)").format(name=name, budget=budget)


def try_again(said: str) -> str:
    """What is said of a wrong answer, and what to do next."""
    return _("{said}\nUndo and try again.").format(said=said)
