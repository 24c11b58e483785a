"""A game replayed ply by ply, each pick judged by the solver.

>>> [p.mistake for p in replay([5, 1, 4])]
[False, True, False]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..rules import PICK_FIFTEEN, Player, Position, Rules
from ..solver import Outcome, Verdict, analyse, best_moves, solve


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


def replay(moves: Sequence[int], rules: Rules = PICK_FIFTEEN) -> list[Ply]:
    """The game ply by ply with the solver's judgement of each pick."""
    plies = []
    position = Position(rules=rules)
    for index, number in enumerate(moves, start=1):
        before, verdicts, best = solve(position), analyse(position), best_moves(position)
        mover = position.to_move
        position = position.play(number)
        plies.append(Ply(index, mover, number, before, verdicts[number], best, position))
    return plies
