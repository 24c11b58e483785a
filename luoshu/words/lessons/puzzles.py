"""What a puzzle says: the question it asks, what an answer gets (solved, right, or not), and why an id names no
puzzle.

>>> task(win=True, numbers=True), task(win=False, numbers=False)
('which pick wins?', 'which is the only move that does not lose?')
>>> solved("5", win=False, move="pick", first=True)
'Solved: 5 is the only defence, found at the first try.'
"""

from __future__ import annotations

from luoshu.words.language import _


def task(win: bool, numbers: bool) -> str:
    """What the puzzle asks: which number to pick (``numbers``), or which move to make in a dress. Each question
    is a sentence of its own, since a language may ask them differently (取哪个数, 哪一步)."""
    if win:
        return _("which pick wins?") if numbers else _("which move wins?")
    if numbers:
        return _("which is the only pick that does not lose?")
    return _("which is the only move that does not lose?")


def solved(answer: str, win: bool, move: str, first: bool) -> str:
    """A right answer: "Solved: ..." at the first try, "Right: ..." after a wrong one (it does not solve it)."""
    if win and first:
        return _("Solved: {answer} is the only winning {move}, found at the first try.").format(
            answer=answer, move=move
        )
    if win:
        return _("Right: {answer} is the only winning {move}, though not at the first try.").format(
            answer=answer, move=move
        )
    if first:
        return _("Solved: {answer} is the only defence, found at the first try.").format(answer=answer)
    return _("Right: {answer} is the only defence, though not at the first try.").format(answer=answer)


def not_it(answer: str) -> str:
    """A wrong answer, before the line that refutes it: "Not 6:"."""
    return _("Not {answer}:").format(answer=answer)


def not_an_id(typed: str) -> str:
    """An id that is not written as one (``typed`` as the person typed it, quoted)."""
    return _("{typed} is not a puzzle id: X's numbers - O's numbers, as 1.2-5.9").format(typed=typed)


def not_a_puzzle(typed: str, rules: str) -> str:
    """An id of no puzzle of the game (``typed`` quoted)."""
    return _("{typed} is not a puzzle of {rules}: see luoshu puzzle --list").format(typed=typed, rules=rules)
