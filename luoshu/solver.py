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
from .symmetry import symmetries

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

    def __str__(self) -> str:
        if self.outcome is Outcome.DRAW:
            return "draw"
        return f"{self.outcome.value} in {self.plies}"


# Inside the search a verdict is one small integer, the score for the player to move: win in p plies is
# 10 - p, loss in p plies is p - 10, a draw 0. Bigger is better, and max() over ints is cheap.
WIN_NOW = 9
WIN_IN_THREE = 7  # the best there is without a win at once
LOST = -10


def _after_pick(score: int) -> int:
    """The picker's score, given the score of the opponent who moves next: one ply further from the end."""
    return 1 - score if score > 0 else -1 - score if score < 0 else 0


@cache
def _verdict(score: int, free: int) -> Verdict:
    """A score as a verdict; ``free`` numbers remain, which is how long a draw lasts."""
    if score > 0:
        return Verdict(Outcome.WIN, 10 - score)
    if score < 0:
        return Verdict(Outcome.LOSS, 10 + score)
    return Verdict(Outcome.DRAW, free)


@cache
def _completing(numbers: frozenset[int]) -> frozenset[int]:
    """The numbers that would complete a 15-triple for a player holding ``numbers`` (taken or not).

    Found with the two-pointer check, once per set: many positions share each player's set.
    """
    ascending = sorted(numbers)
    return frozenset(pick for pick in NUMBERS - numbers if completes(ascending, pick))


@cache
def _score(mine: frozenset[int], theirs: frozenset[int]) -> int:
    """Score for the player holding ``mine``, to move, where nobody has won yet."""
    free = NUMBERS - mine - theirs
    if _completing(mine) & free:
        return WIN_NOW  # nothing beats winning at once
    threats = _completing(theirs) & free
    if len(threats) > 1:
        return _after_pick(WIN_NOW)  # one pick cannot block two numbers: lost in two plies
    if len(free) == 1:
        return 0  # the last pick fills the board
    # With one threat, blocking it is the only pick that does not lose in two plies.
    best = LOST
    for pick in threats or free:
        score = _score(theirs, mine | {pick})
        score = 1 - score if score > 0 else -1 - score if score < 0 else 0  # _after_pick, inlined: the hot loop
        if score > best:
            best = score
            if best == WIN_IN_THREE:
                break  # without a win at once, nothing is faster
    return best


@cache
def _outcome(mine: frozenset[int], theirs: frozenset[int]) -> int:
    """Just the outcome (1 win, 0 draw, -1 loss) for the player holding ``mine``, to move: cheaper than the
    score, since any winning reply settles it."""
    free = NUMBERS - mine - theirs
    if _completing(mine) & free:
        return 1
    threats = _completing(theirs) & free
    if len(threats) > 1:
        return -1
    if len(free) == 1:
        return 0
    best = -1
    for pick in threats or free:
        outcome = -_outcome(theirs, mine | {pick})
        if outcome > best:
            best = outcome
            if best == 1:
                break
    return best


def _score_of_pick(mine: frozenset[int], theirs: frozenset[int], pick: int, free: frozenset[int]) -> int:
    if pick in _completing(mine):
        return WIN_NOW
    if len(free) == 1:
        return 0
    return _after_pick(_score(theirs, mine | {pick}))


def _outcome_of_pick(mine: frozenset[int], theirs: frozenset[int], pick: int, free: frozenset[int]) -> int:
    if pick in _completing(mine):
        return 1
    if len(free) == 1:
        return 0
    return -_outcome(theirs, mine | {pick})


def _alike_picks(position: Position) -> dict[int, list[int]]:
    """The free picks grouped by the symmetries that keep the position: each group's picks play alike.

    >>> _alike_picks(Position())
    {1: [1, 3, 7, 9], 2: [2, 4, 6, 8], 5: [5]}
    """
    keeping = [
        p
        for p in symmetries()
        if all(p[n] in position.x for n in position.x) and all(p[n] in position.o for n in position.o)
    ]
    groups: dict[int, list[int]] = {}
    for pick in sorted(position.free):
        first = min(p[pick] for p in keeping)
        groups.setdefault(first, []).append(pick)
    return groups


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
        return _verdict(LOST, 0)
    x, o = position.x, position.o
    free = 9 - len(x) - len(o)
    if not free:
        return _verdict(0, 0)
    return _verdict(_score(x, o) if len(x) == len(o) else _score(o, x), free)


def analyse(position: Position) -> dict[int, Verdict]:
    """For every free number, the mover's verdict if they pick it (plies include the pick).

    >>> {n: str(v) for n, v in analyse(Position.from_moves([5, 2, 8])).items()}
    {1: 'loss in 4', 3: 'loss in 4', 4: 'draw', 6: 'draw', 7: 'loss in 4', 9: 'loss in 4'}
    """
    if position.is_over:
        return {}
    mine, theirs = _sides(position)
    free = position.free
    verdicts = {}
    for first, picks in _alike_picks(position).items():
        verdict = _verdict(_score_of_pick(mine, theirs, first, free), len(free))
        verdicts.update(dict.fromkeys(picks, verdict))
    return dict(sorted(verdicts.items()))


def best_moves(position: Position) -> list[int]:
    """Every optimal pick, ascending: the same outcome and the same plies as the best.

    >>> best_moves(Position())
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    if position.is_over:
        return []
    mine, theirs = _sides(position)
    free = position.free
    groups = _alike_picks(position)
    # Outcomes first: cheap, and enough when the best is a draw, as every draw lasts until the board is full.
    outcomes = {first: _outcome_of_pick(mine, theirs, first, free) for first in groups}
    best = max(outcomes.values())
    firsts = [first for first, outcome in outcomes.items() if outcome == best]
    if best != 0:
        # Wins and losses differ in length: keep the fastest wins, or the slowest losses.
        scores = {first: _score_of_pick(mine, theirs, first, free) for first in firsts}
        fastest = max(scores.values())
        firsts = [first for first, score in scores.items() if score == fastest]
    return sorted(pick for first in firsts for pick in groups[first])


def forget() -> None:
    """Empty the solver's memory, so that the next search starts cold (for benchmarks)."""
    _score.cache_clear()
    _outcome.cache_clear()
    _completing.cache_clear()


def positions_solved() -> int:
    """How many positions the solver has evaluated since it last forgot."""
    return _score.cache_info().currsize


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
