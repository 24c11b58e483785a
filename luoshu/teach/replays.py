"""A game replayed ply by ply, each pick judged by the solver.

>>> [p.mistake for p in replay([5, 1, 4])]
[False, True, False]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..rules import PICK_FIFTEEN, Player, Position, Rules
from ..search.solver import Outcome, Verdict, analyse, best_moves, solve
from ..words.lessons import replays as said


class Ply(NamedTuple):
    """One pick of a replayed game, judged by the solver."""

    ply: int
    player: Player
    number: int
    before: Verdict  # the mover's verdict before the pick
    after: Verdict  # the mover's verdict once this pick is made
    best: list[int]
    position: Position  # the position after the pick

    @property
    def mistake(self) -> bool:
        """The pick made the mover's outcome worse: win to draw or loss, draw to loss."""
        return self.after.rank[0] < self.before.rank[0]

    @property
    def slower_win(self) -> bool:
        """Still a win, but a slower one than the best pick."""
        return self.after.outcome is Outcome.WIN and self.after.plies > self.before.plies

    @property
    def faster_loss(self) -> bool:
        """Still a loss, but a faster one than the best pick (which holds out longest)."""
        return self.before.outcome is self.after.outcome is Outcome.LOSS and self.after.plies < self.before.plies

    @property
    def note(self) -> str | None:
        """What was wrong with the pick, in a word or three: a mistake (the outcome got worse), a slower win or
        a faster loss (the same outcome, later or sooner than the best pick gives it); None for a best pick.

        >>> [p.note for p in replay([1, 2, 5, 3, 4])], [p.note for p in replay([5, 1, 4, 9])]
        ([None, 'mistake', 'mistake', 'mistake', 'a slower win'], [None, 'mistake', None, 'a faster loss'])
        """
        if self.mistake:
            return said.mistake()
        return said.slower_win() if self.slower_win else said.faster_loss() if self.faster_loss else None


class Replay(list[Ply]):
    """A replayed game: its plies, in order; in a notebook, its picture."""

    def _repr_svg_(self) -> str | None:
        from ..svg import replay_svg  # the pictures are drawn a layer above, and imported only when asked for

        return replay_svg(self) if self else None


def replay(moves: Sequence[int], rules: Rules = PICK_FIFTEEN) -> Replay:
    """The game ply by ply with the solver's judgement of each pick."""
    plies = Replay()
    position = Position(rules=rules)
    for index, number in enumerate(moves, start=1):
        before, verdicts, best = solve(position), analyse(position), best_moves(position)
        mover = position.to_move
        position = position.play(number)
        plies.append(Ply(index, mover, number, before, verdicts[number], best, position))
    return plies
