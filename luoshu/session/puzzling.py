"""Puzzles for a face: mined from the solved game (``mine``, ``choose``, ``by_id``), set in a dress, answered
(``answer_text``) and explained (``explained_answer``), and written as JSON (``puzzle_json``).

The faces reach the puzzles through the session: the teaching's own, handed on, with what a face shows of them.

>>> puzzle = by_id("1.2-7.9")
>>> puzzle_json(puzzle)["answer"] == puzzle.answer, puzzle.kind
(True, 'win')
>>> game_title(puzzle.rules)
'Pick Fifteen'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..teach.puzzles import BIG_GAME_PICKS, PUZZLE_LEVELS, Puzzle, answer_text, by_id, choose, mine
from ..views.text import game_title
from ..views.vocabulary import position_json, verdict_json
from ..views.widths import ljust
from ..words.commands import puzzle as words

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress

__all__ = [
    "BIG_GAME_PICKS",
    "PUZZLE_LEVELS",
    "Puzzle",
    "answer_text",
    "by_id",
    "choose",
    "explained_answer",
    "game_title",
    "listed_row",
    "mine",
    "puzzle_json",
]


def puzzle_json(puzzle: Puzzle, items: Sequence[str] | None = None) -> dict[str, object]:
    """A puzzle: its id, the position, the answer, its kind and level, and what the level rests on (``items``:
    the names of a game's items, written beside its numbers)."""
    return {
        "id": puzzle.id,
        **position_json(puzzle.position, items),
        "answer": puzzle.answer,
        "kind": puzzle.kind,
        "verdict": verdict_json(puzzle.verdict),
        "level": puzzle.level,
        "depth": puzzle.depth,
        "pair_count": puzzle.sums,
    }


def explained_answer(puzzle: Puzzle, dress: Dress | None = None) -> str:
    """The puzzle's answer explained, with the line that follows it, in the ``dress`` (and in numbers)."""
    from ..teach.explain import explain, explanation_text

    return explanation_text(explain(puzzle.position, puzzle.answer), dress)


def listed_row(puzzle: Puzzle) -> str:
    """A puzzle's row in the list: its id, kind, level and who is to move, in columns counted on a terminal (a
    Chinese word takes two columns a character)."""
    kind, level = (ljust(words.puzzle_word(name), width) for name, width in ((puzzle.kind, 8), (puzzle.level, 7)))
    return f"  {puzzle.id:<14} {kind} {level} {puzzle.to_move}"
