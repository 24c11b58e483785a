"""A round of puzzles on the page: the score after each puzzle, the Next button's label, and why a round or its
next puzzle is refused.

>>> score(2, 5, 1, 2)
'Puzzle 2 of 5. Solved at the first try: 1 of 2.'
>>> over(4, 5)
'The round is over: 4 of 5 puzzles solved at the first try.'
"""

from __future__ import annotations

from ..language import N_, _, ngettext

__all__ = [
    "AGAIN",
    "NEXT",
    "answer_first",
    "no_round",
    "over",
    "round_needs_a_puzzle",
    "round_size",
    "score",
]

NEXT = N_("Next puzzle")
"""The label of the button that brings the round's next puzzle."""
AGAIN = N_("A new round")
"""The label of the button that starts a new round once one is over."""


def score(number: int, count: int, solved: int, tried: int) -> str:
    """Where the round stands: the puzzle on show (``number`` of ``count``), and how many of those answered
    (``tried``) were solved at the first try."""
    return _("Puzzle {number} of {count}. Solved at the first try: {solved} of {tried}.").format(
        number=number, count=count, solved=solved, tried=tried
    )


def over(solved: int, count: int) -> str:
    """A round whose last puzzle is answered: how many of its ``count`` puzzles were solved at the first try."""
    return ngettext(
        "The round is over: {solved} of {count} puzzle solved at the first try.",
        "The round is over: {solved} of {count} puzzles solved at the first try.",
        count,
    ).format(solved=solved, count=count)


def answer_first() -> str:
    """Next asked for before the puzzle on show was answered."""
    return _("answer this puzzle first: the next one comes after an answer")


def no_round() -> str:
    """Next asked for in a game that is no puzzle round."""
    return _("this game is not a round of puzzles: start one with a puzzle level in New game")


def round_needs_a_puzzle() -> str:
    """A new game's ``round`` asked for without a ``puzzle``."""
    return _("round is the number of puzzles in a round, and needs a puzzle level")


def round_size(most: int) -> str:
    """A new game's ``round`` that is no whole number of puzzles up to ``most``."""
    return _("round is a whole number of puzzles from 1 to {most}").format(most=most)
