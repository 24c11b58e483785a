"""Perfect play for Pick Fifteen: a memoised, set-based negamax.

Glossary:
    verdict   the outcome for the player to move under perfect play, with the plies to the end.
    ply       one pick by one player.
    threat    a free number that would complete a 15-triple for the player holding the pair.

Perfect play wins as fast as possible and loses as slowly as possible. A position is solved at most
once (``functools.cache`` on the two number sets); threats prune the search without changing any
verdict: a player who can win now does, and a player facing one threat must block it, since every other
pick loses in two plies.

>>> solve(Position())
Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9)
>>> str(solve(Position.from_moves([5, 1])))  # centre, then an edge: X wins
'win in 5'
>>> best_moves(Position.from_moves([5, 1, 4]))  # O must block 4 + 5 + 6
[6]
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from functools import cache
from typing import Literal

from .rules import NUMBERS, Position, completes, winning_picks

__all__ = [
    "LEVELS",
    "Level",
    "Outcome",
    "Verdict",
    "analyse",
    "best_moves",
    "choose_move",
    "forget",
    "positions_solved",
    "solve",
]


class Outcome(str, enum.Enum):
    """How the game ends for the player to move, under perfect play."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    def __str__(self) -> str:
        return self.value


_FLIPPED = {Outcome.WIN: Outcome.LOSS, Outcome.DRAW: Outcome.DRAW, Outcome.LOSS: Outcome.WIN}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome for the player to move and the plies until the game ends.

    >>> Verdict(Outcome.WIN, 3) > Verdict(Outcome.WIN, 5) > Verdict(Outcome.DRAW, 4)
    True
    >>> str(Verdict(Outcome.LOSS, 4)), str(Verdict(Outcome.DRAW, 7))
    ('loss in 4', 'draw')
    """

    outcome: Outcome
    plies: int

    @property
    def rank(self) -> tuple[int, int]:
        """Bigger is better for the player to move: faster wins, slower losses."""
        if self.outcome is Outcome.WIN:
            return 2, -self.plies
        if self.outcome is Outcome.DRAW:
            return 1, 0
        return 0, self.plies

    def __lt__(self, other: Verdict) -> bool:
        return self.rank < other.rank

    def __gt__(self, other: Verdict) -> bool:
        return self.rank > other.rank

    def after_pick(self) -> Verdict:
        """The picker's verdict, given this verdict for the opponent who moves next."""
        return Verdict(_FLIPPED[self.outcome], self.plies + 1)

    def __str__(self) -> str:
        if self.outcome is Outcome.DRAW:
            return "draw"
        return f"{self.outcome.value} in {self.plies}"


_LOST = Verdict(Outcome.LOSS, 0)
_DRAWN = Verdict(Outcome.DRAW, 0)
_WIN_NOW = Verdict(Outcome.WIN, 1)
_LOSS_NEXT = Verdict(Outcome.LOSS, 2)


@cache
def _search(mine: frozenset[int], theirs: frozenset[int]) -> Verdict:
    """Verdict for the player holding ``mine``, to move, where nobody has won yet."""
    free = NUMBERS - mine - theirs
    if not free:
        return _DRAWN
    if winning_picks(mine, free):
        return _WIN_NOW
    threats = winning_picks(theirs, free)
    if len(threats) > 1:
        return _LOSS_NEXT  # one pick cannot block two numbers
    # With one threat, blocking it is the only pick that does not lose in two plies.
    return max(_verdict_of_pick(mine, theirs, pick, free) for pick in (threats or free))


def _verdict_of_pick(mine: frozenset[int], theirs: frozenset[int], pick: int, free: frozenset[int]) -> Verdict:
    if completes(sorted(mine), pick):
        return _WIN_NOW
    if len(free) == 1:
        return _DRAWN.after_pick()
    return _search(theirs, mine | {pick}).after_pick()


def _sides(position: Position) -> tuple[frozenset[int], frozenset[int]]:
    """(mover's numbers, opponent's numbers)."""
    if position.to_move == "X":
        return position.x, position.o
    return position.o, position.x


def solve(position: Position) -> Verdict:
    """The verdict for the player to move under perfect play.

    A finished board is a loss in 0 for the player to move if the last mover won, else a draw in 0.

    >>> solve(Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4]))
    Verdict(outcome=<Outcome.LOSS: 'loss'>, plies=0)
    """
    if position.winner is not None:
        return _LOST
    mine, theirs = _sides(position)
    return _search(mine, theirs)


def analyse(position: Position) -> dict[int, Verdict]:
    """For every free number, the mover's verdict if they pick it (plies include the pick).

    >>> {n: str(v) for n, v in analyse(Position.from_moves([5, 2, 8])).items()}
    {1: 'loss in 4', 3: 'loss in 4', 4: 'draw', 6: 'draw', 7: 'loss in 4', 9: 'loss in 4'}
    """
    if position.is_over:
        return {}
    mine, theirs = _sides(position)
    free = position.free
    return {pick: _verdict_of_pick(mine, theirs, pick, free) for pick in sorted(free)}


def best_moves(position: Position) -> list[int]:
    """Every optimal pick, ascending: the same outcome and the same plies as the best.

    >>> best_moves(Position())
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    verdicts = analyse(position)
    if not verdicts:
        return []
    best = max(verdicts.values())
    return [pick for pick, verdict in verdicts.items() if verdict == best]


def forget() -> None:
    """Empty the solver's memory, so that the next search starts cold (for benchmarks)."""
    _search.cache_clear()


def positions_solved() -> int:
    """How many positions the solver has evaluated since it last forgot."""
    return _search.cache_info().currsize


Level = Literal["perfect", "casual", "random"]
LEVELS: tuple[Level, ...] = ("perfect", "casual", "random")

CASUAL_SLIP = 1 / 3
"""How often the casual level, seeing no win or threat, plays any free number instead of a best one."""


def choose_move(position: Position, level: Level = "perfect", rng: random.Random | None = None) -> int:
    """A computer's pick at ``level``.

    - ``perfect`` never loses and picks at random among the equally good moves;
    - ``casual`` wins when it can win at once and blocks a single threat; otherwise it plays a best
      move two times in three and any free number the third time;
    - ``random`` picks any free number.

    >>> choose_move(Position.from_moves([5, 1, 4]), "perfect")
    6
    >>> choose_move(Position.from_moves([4, 5, 6, 3]), "casual")  # blocks 3 + 5 + 7
    7
    """
    rng = rng or random.Random()
    free = sorted(position.free)
    if not free or position.winner is not None:
        raise ValueError("the game is over: there is no move to choose")
    if level == "random":
        return rng.choice(free)
    if level == "casual":
        mine, theirs = _sides(position)
        seen = winning_picks(mine, free) or winning_picks(theirs, free)
        if seen:
            return rng.choice(seen)
        if rng.random() < CASUAL_SLIP:
            return rng.choice(free)
    return rng.choice(best_moves(position))
