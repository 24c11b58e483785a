"""A round of puzzles: puzzle after puzzle at one level, in one dress, with a score, for a face that shows one
puzzle at a time (the page's Next button).

A puzzle counts as tried once it is answered, and as solved if its first answer was right (the puzzle's own rule:
a right answer after a wrong one is right, but not solved). The next puzzle comes after an answer; after the last,
Next starts a new round. A round gives no puzzle twice while the level has another it has not given.

>>> first = Round("easy", 3)
>>> first.json(None)["text"]
'Puzzle 1 of 3. Solved at the first try: 0 of 0.'
>>> second = first.following(True)
>>> second.json(False)["text"], second.json(False)["next"]
('Puzzle 2 of 3. Solved at the first try: 1 of 2.', 'Next puzzle')
>>> last = second.following(False).following(True)
Traceback (most recent call last):
...
ValueError: 3
>>> Round("easy", 3, 3, 1, 2).json(True)["text"]
'The round is over: 2 of 3 puzzles solved at the first try.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..words.language import N_, _, ngettext
from .new_game import NewGame, Puzzle

if TYPE_CHECKING:
    from ..rules import Rules
    from ..views.dresses.dress import Dress
    from .game import Session

__all__ = ["LARGEST_ROUND", "ROUND_PUZZLES", "Round"]

ROUND_PUZZLES = 5
"""Puzzles in a round unless the new game asks for another count: a few minutes of a lesson."""
LARGEST_ROUND = 25
"""Puzzles in a round, at most (the easy puzzles of Pick Fifteen are fewer: a longer round repeats them)."""
REMEMBERED = 50
"""Puzzle ids a round keeps to give none twice: the last ones given, across rounds."""
NEXT = N_("Next puzzle")
"""The label of the button that brings the round's next puzzle."""
AGAIN = N_("A new round")
"""The label of the button that starts a new round once one is over."""


@dataclass(frozen=True)
class Round:
    """Where a round stands: its ``level`` (a puzzle level, or "any"), its ``count`` of puzzles, the ``number``
    of the one on show, how many before it were ``solved`` at the first try and ``tried``, and the ids ``seen``."""

    level: str
    count: int = ROUND_PUZZLES
    number: int = 1
    solved: int = 0
    tried: int = 0
    seen: tuple[str, ...] = ()

    def json(self, solved: bool | None) -> dict[str, Any]:
        """The round as the page shows it, the puzzle on show counted once answered (``solved``: its first answer
        right or not, None before it): the score as a sentence, and the Next button's label (null before the
        answer)."""
        tried = self.tried + (solved is not None)
        right = self.solved + (solved is True)
        over = solved is not None and self.number == self.count
        label = None if solved is None else AGAIN if over else NEXT
        if over:  # how many of its puzzles were solved at the first try
            text = ngettext(
                "The round is over: {solved} of {count} puzzle solved at the first try.",
                "The round is over: {solved} of {count} puzzles solved at the first try.",
                self.count,
            ).format(solved=right, count=self.count)
        else:  # the puzzle on show, and how many of those answered were solved at the first try
            text = _("Puzzle {number} of {count}. Solved at the first try: {solved} of {tried}.").format(
                number=self.number, count=self.count, solved=right, tried=tried
            )
        return {
            "puzzle_number": self.number,
            "puzzle_count": self.count,
            "solved_count": right,
            "tried_count": tried,
            "text": text,
            "next": None if label is None else _(label),
        }

    def following(self, solved: bool) -> Round:
        """The round of the next puzzle, once the one on show was answered (``solved`` at the first try or not);
        after the last one, a new round at the same level and of the same count. ValueError for the last."""
        if self.number == self.count:
            raise ValueError(self.number)  # the last: what follows it is a new round (``again``)
        return replace(self, number=self.number + 1, solved=self.solved + solved, tried=self.tried + 1)

    def again(self) -> Round:
        """A new round like this one, its puzzles not those given last while others are left."""
        return Round(self.level, self.count, seen=self.seen)

    def next_game(self, solved: bool, rules: Rules, dress: Dress, budget: int) -> tuple[Round, Session, Puzzle]:
        """The next puzzle's round, game and puzzle (a new round's first after the last), in the same rules and
        dress, found within ``budget`` positions (Unreadable past it)."""
        following = self.again() if self.number == self.count else self.following(solved)
        new = NewGame(rules=rules, dress=dress, puzzle=self.level, avoid=following.seen)
        session, puzzle = new.started(budget)
        assert puzzle is not None  # asked for a puzzle, it is one (or Unreadable)
        return replace(following, seen=(*following.seen, puzzle.id)[-REMEMBERED:]), session, puzzle

    def stored(self) -> dict[str, Any]:
        """What the store keeps of the round."""
        return {
            "level": self.level,
            "count": self.count,
            "number": self.number,
            "solved": self.solved,
            "tried": self.tried,
            "seen": list(self.seen),
        }

    @classmethod
    def from_stored(cls, data: dict[str, Any]) -> Round:
        """The round the store kept (``stored``)."""
        return cls(
            str(data["level"]),
            int(data["count"]),
            int(data["number"]),
            int(data["solved"]),
            int(data["tried"]),
            tuple(str(seen) for seen in data["seen"]),
        )
