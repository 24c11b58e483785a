"""Perfect play for the number game under any rules: a memoised negamax over the two players' numbers.

Glossary:
    verdict   the outcome for the player to move under perfect play, with the plies to the end.
    ply       one pick by one player.
    threat    a free number that would complete a set for the player holding the rest of it.
    poison    (misère) a free number that would complete a set for the player to move: taking it loses.

Perfect play wins as fast as possible and loses as slowly as possible. A position is solved at most once
per search (a memo on the two players' numbers), and the rules below prune the search without changing any
verdict. The search code lives in ``luoshu.search.engine``; this module turns its scores into verdicts.

>>> solve(Position())
Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9)
>>> str(solve(Position.from_moves([5, 1])))  # centre, then an edge: X wins
'win in 5'
>>> best_moves(Position.from_moves([5, 1, 4]))  # O must block 4 + 5 + 6
[6]
>>> str(solve(Position(rules=Rules(misere=True)))), best_moves(Position(rules=Rules(misere=True)))
('draw', [5])
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..rules import PICK_FIFTEEN, Position, Rules, winning_sets
from ..words.language import _
from . import engine
from .engine import Search, SearchBudgetError, bits, numbers_of
from .symmetry import forget_symmetries, symmetries_within

if TYPE_CHECKING:  # only named in hints: a command that never picks at random does not load it
    import random

__all__ = [
    "Outcome",
    "SearchBudgetError",
    "Solution",
    "Verdict",
    "analyse",
    "best_moves",
    "forget",
    "good_move",
    "limited",
    "outcome",
    "pick_outcomes",
    "positions_kept",
    "positions_solved",
    "solve",
    "solve_all",
    "value",
]


class Outcome(str, enum.Enum):
    """How the game ends for the player to move, under perfect play."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    def __str__(self) -> str:
        return self.value


_OUTCOME_RANK = {Outcome.LOSS: 0, Outcome.DRAW: 1, Outcome.WIN: 2}


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome for the player to move and the plies until the game ends.

    Verdicts are totally ordered by how good they are for the player to move: any win beats any draw beats
    any loss, a faster win beats a slower one, a slower loss beats a faster one, and a longer draw (more
    chances for the other player to go wrong) beats a shorter one.

    >>> Verdict(Outcome.WIN, 3) > Verdict(Outcome.WIN, 5) > Verdict(Outcome.DRAW, 4) > Verdict(Outcome.DRAW, 2)
    True
    >>> str(Verdict(Outcome.LOSS, 4)), str(Verdict(Outcome.DRAW, 7))
    ('loss in 4', 'draw')
    """

    outcome: Outcome
    plies: int

    @property
    def rank(self) -> tuple[int, int]:
        """Bigger is better for the player to move; equal ranks are equal verdicts."""
        rank = _OUTCOME_RANK[self.outcome]
        return rank, -self.plies if self.outcome is Outcome.WIN else self.plies

    def __lt__(self, other: Verdict) -> bool:
        return self.rank < other.rank

    def __le__(self, other: Verdict) -> bool:
        return self.rank <= other.rank

    def __gt__(self, other: Verdict) -> bool:
        return self.rank > other.rank

    def __ge__(self, other: Verdict) -> bool:
        return self.rank >= other.rank

    def __str__(self) -> str:
        """The verdict for the player to move, in plies: "win in 5", "loss in 4", "draw"."""
        if self.outcome.value == "draw":
            return _("draw")
        if self.outcome.value == "win":
            return _("win in {plies}").format(plies=self.plies)
        return _("loss in {plies}").format(plies=self.plies)

    @property
    def after_pick(self) -> Verdict:
        """The verdict one ply earlier, for the player who made the pick that leads here."""
        return _earlier(self.outcome, self.plies)


@cache
def _earlier(outcome: Outcome, plies: int) -> Verdict:
    """A verdict one ply earlier, for the other player: made once, as verdicts are immutable."""
    flipped = {Outcome.WIN: Outcome.LOSS, Outcome.LOSS: Outcome.WIN, Outcome.DRAW: Outcome.DRAW}
    return Verdict(flipped[outcome], plies + 1)


_searches: dict[Rules, Search] = {}
_latest: tuple[Rules | None, Search | None] = (None, None)
"""The rules last asked for and their search: the same rules object is asked for again and again (every call on
a position of one game), and hashing a Rules to look it up costs more than the rest of a memo hit."""


def _search(rules: Rules) -> Search:
    """The search for these rules, made once: it keeps every position it solves."""
    global _latest
    latest_rules, latest = _latest
    if rules is latest_rules and latest is not None:
        return latest
    found = _searches.get(rules)
    if found is None:
        found = _searches[rules] = Search(rules)
    _latest = (rules, found)
    return found


def _verdict(score: int, rules: Rules, free: int) -> Verdict:
    """A search score as a verdict; ``free`` numbers remain, which is how long a draw lasts."""
    return _verdict_of(score, rules.numbers + 1, free)


@cache
def _verdict_of(score: int, big: int, free: int) -> Verdict:
    """The verdict for a score, made once: verdicts are immutable, so every position with it shares one."""
    if score > 0:
        return Verdict(Outcome.WIN, big - score)
    if score < 0:
        return Verdict(Outcome.LOSS, big + score)
    return Verdict(Outcome.DRAW, free)


def _finished(position: Position) -> Verdict:
    if position.completed_by is None:
        return Verdict(Outcome.DRAW, 0)
    # The last mover completed a set: they have won, or in misère lost, and it is the other player's turn.
    return Verdict(Outcome.WIN if position.rules.misere else Outcome.LOSS, 0)


EXACT_UP_TO = 12
"""Games of up to this many numbers are solved exactly, each position once (cheapest when many positions are
asked for); bigger games outcome first (``value``), as an exact score for every position is out of reach."""


def solve(position: Position) -> Verdict:
    """The verdict for the player to move under perfect play.

    A finished board is a loss in 0 for the player to move if the last mover won, a win in 0 if the last
    mover lost (misère), else a draw in 0.

    >>> solve(Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4]))
    Verdict(outcome=<Outcome.LOSS: 'loss'>, plies=0)
    """
    if position.is_over:
        return _finished(position)
    rules = position.rules
    if rules.numbers > EXACT_UP_TO:
        return value(position)
    mine, theirs = position.sides
    return _verdict(_search(rules).score(bits(mine), bits(theirs)), rules, len(position.free))


class Solution(Mapping[Position, Verdict]):
    """Every reachable position of a game with its verdict, found at once by ``solve_all``.

    A read-only mapping: ``solution[position]`` is the verdict (KeyError for a position no game reaches),
    ``len(solution)`` how many positions the game has, and iterating gives every position.
    """

    def __init__(self, rules: Rules, scores: dict[int, int], finished: set[int], search: Search) -> None:
        self.rules = rules
        # The search's own memo: the walk put every unfinished position in it, so nothing new can come in.
        self._unfinished = scores
        self._finished = finished
        self._search = search

    def __getitem__(self, position: Position) -> Verdict:
        if not isinstance(position, Position) or position.rules != self.rules:
            raise KeyError(position)
        mine, theirs = position.sides
        key = bits(mine) << self._search.shift | bits(theirs)
        if key in self._finished:
            return _finished(position)
        return _verdict(self._unfinished[key], self.rules, len(position.free))

    def __len__(self) -> int:
        return len(self._unfinished) + len(self._finished)

    def moves(self, position: Position) -> dict[int, Verdict]:
        """Every free number's verdict for the player to move, as ``analyse`` gives it: here, look-ups."""
        if position.is_over:
            return {}
        mine, theirs = (bits(numbers) for numbers in position.sides)
        search, rules, free = self._search, self.rules, self.rules.numbers - position.pick_count
        return {pick: _verdict(search.score_of_pick(mine, theirs, pick), rules, free) for pick in sorted(position.free)}

    def __iter__(self) -> Iterator[Position]:
        shift = self._search.shift
        for key in (*self._unfinished, *self._finished):
            mine, theirs = numbers_of(key >> shift), numbers_of(key & ((1 << shift) - 1))
            x, o = (mine, theirs) if len(mine) == len(theirs) else (theirs, mine)
            yield Position(x, o, self.rules)


def solve_all(rules: Rules = PICK_FIFTEEN) -> Solution:
    """Every reachable position's verdict, from nothing: one walk of the whole game, each position once.

    For games of up to 12 numbers (the bigger ones have too many positions to list).

    >>> solution = solve_all()
    >>> len(solution), solution[Position.from_moves([5, 1])]
    (5478, Verdict(outcome=<Outcome.WIN: 'win'>, plies=5))
    """
    if rules.numbers > EXACT_UP_TO:
        raise ValueError(
            _("solving every position at once is for games of up to {most} numbers").format(most=EXACT_UP_TO)
        )
    search = _search(rules)
    scores, finished = search.every_score()
    return Solution(rules, scores, finished, search)


def outcome(position: Position) -> Outcome:
    """Just who wins under perfect play, for the player to move: cheaper than the verdict, since any
    winning pick settles a position.

    >>> outcome(Position(rules=Rules.order(4)))
    <Outcome.WIN: 'win'>
    """
    if position.is_over:
        return _finished(position).outcome
    mine, theirs = position.sides
    value = _search(position.rules).outcome(bits(mine), bits(theirs))
    return Outcome.WIN if value > 0 else Outcome.LOSS if value < 0 else Outcome.DRAW


GROUPING_LIMIT = 64
"""Symmetries are used to group picks only where they pay: a game with a larger group (a few winning sets, so
many numbers alike) is searched pick by pick, as filtering thousands of permutations costs more than it saves."""


Progress = Callable[[int], None]
"""Called now and then during a long search with how many positions it keeps."""


@contextmanager
def limited(rules: Rules, budget: int | None = None, progress: Progress | None = None) -> Iterator[Search]:
    """Every search under ``rules`` within ``budget`` positions, reporting to ``progress``, for the length of a
    ``with``: for a caller that asks the solver many questions about one game (an explanation, a line).
    SearchBudgetError when the searches together keep more than the budget.

    >>> forget(Rules.order(4))  # a fresh search: what an earlier one kept would answer at once
    >>> with limited(Rules.order(4), budget=1000):
    ...     solve(Position(rules=Rules.order(4)))
    Traceback (most recent call last):
    ...
    luoshu.search.engine.SearchBudgetError: not solved within the budget of 1,000 positions
    """
    with _limited(_search(rules), budget, progress) as search:
        yield search


def _bits_of(position: Position) -> tuple[int, int]:
    """The mover's numbers and the other player's, as the search holds them (bit sets).

    >>> _bits_of(Position.from_moves([5, 1, 4]))
    (2, 48)
    """
    held, other = position.sides
    return bits(held), bits(other)


_UNLIMITED = nullcontext()
"""What ``_limited`` amounts to with neither a budget nor a progress report: nothing (and it costs nothing)."""


def _limits(search: Search, budget: int | None, progress: Progress | None) -> AbstractContextManager[object]:
    """``_limited``, or nothing where it would change nothing: the solver's answers are asked for by the thousand."""
    return _UNLIMITED if budget is None and progress is None else _limited(search, budget, progress)


@contextmanager
def _limited(search: Search, budget: int | None, progress: Progress | None) -> Iterator[Search]:
    """The search with a budget and a progress report for the length of a call. A call made inside another
    keeps the outer one's limits unless it sets its own."""
    before = search.budget, search.progress, search.deadline
    search.budget = before[0] if budget is None else budget
    search.progress = before[1] if progress is None else progress
    if budget is not None and before[2] is None:  # a budget bounds the time too (``BUDGET_SECONDS``)
        search.deadline = time.monotonic() + engine.BUDGET_SECONDS
    try:
        yield search
    finally:
        search.budget, search.progress, search.deadline = before


def value(position: Position, budget: int | None = None, progress: Progress | None = None) -> Verdict:
    """The same verdict as ``solve``, found outcome first: who wins, then how fast the winner can force it.

    Cheaper than ``solve`` for the big games (the order-5 game), where an exact score for every position is
    out of reach. With ``budget``, a search whose memos together keep more positions than that stops with
    SearchBudgetError (what it found is kept for the next call); ``progress(positions)`` is called now and
    then during a long search.

    >>> value(Position(rules=Rules.order(4)))
    Verdict(outcome=<Outcome.WIN: 'win'>, plies=9)
    """
    if position.is_over:
        return _finished(position)
    if progress is not None:
        progress(0)  # at once: a game of many sets takes seconds to set up before the first position
    search = _search(position.rules)
    with _limits(search, budget, progress):
        mine, theirs = _bits_of(position)
        result = search.outcome(mine, theirs)
        if result > 0:
            return Verdict(Outcome.WIN, search.fastest_win(mine, theirs) or 0)
        if result == 0:
            return Verdict(Outcome.DRAW, len(position.free))
        # Every pick loses: the slowest loss is the pick after which the other player's fastest win is slowest.
        slowest = 0
        for pick in _alike_picks(position):
            if search.completing(mine) >> pick & 1:
                slowest = max(slowest, 1)  # misère: the pick completes a set and loses at once
                continue
            fastest = search.fastest_win(theirs, mine | 1 << pick)
            assert fastest is not None, _("a lost position loses after every pick")
            slowest = max(slowest, fastest + 1)
        return Verdict(Outcome.LOSS, slowest)


ROOT_ORBITS_BUDGET = 200_000
"""What the graph search may spend on the orbits at the root (well under a second): a game whose symmetries are
harder to find is searched pick by pick."""


def _root_orbits(rules: Rules) -> tuple[tuple[int, ...], ...] | None:
    """At the root every symmetry keeps the position, so the picks alike are the orbits, which the group's
    generators give (``luoshu.search.isomorphism``), if they are found within ``ROOT_ORBITS_BUDGET``."""
    from .isomorphism import symmetry_group

    try:
        return symmetry_group(rules, ROOT_ORBITS_BUDGET).orbits
    except SearchBudgetError:
        return None


def _alike_picks(position: Position) -> dict[int, list[int]]:
    """The free picks grouped by the symmetries that keep the position: each group's picks play alike.

    >>> _alike_picks(Position())
    {1: [1, 3, 7, 9], 2: [2, 4, 6, 8], 5: [5]}
    """
    x, o = position.x, position.o
    search = _search(position.rules)
    key = (x, o)
    found = search.alike.get(key)  # asked for again and again (analyse, best_moves, choose_move): kept
    if found is not None:
        return found
    group = symmetries_within(position.rules, GROUPING_LIMIT)
    groups: dict[int, list[int]] = {}
    orbits = _root_orbits(position.rules) if group is None and not x and not o else None
    if orbits is not None:
        groups = {orbit[0]: list(orbit) for orbit in orbits}
    elif group is None:
        groups = {pick: [pick] for pick in sorted(position.free)}
    else:
        # The symmetries mapping each player's numbers into their own (``issuperset`` over ``map``: no generator).
        keeping = [p for p in group if x.issuperset(map(p.__getitem__, x)) and o.issuperset(map(p.__getitem__, o))]
        for pick in sorted(position.free):
            groups.setdefault(min([p[pick] for p in keeping]), []).append(pick)
    search.alike[key] = groups
    return groups


def analyse(position: Position, budget: int | None = None, progress: Progress | None = None) -> dict[int, Verdict]:
    """For every free number, the mover's verdict if they pick it (plies include the pick). ``budget`` and
    ``progress`` as for ``value``.

    >>> {n: str(v) for n, v in analyse(Position.from_moves([5, 2, 8])).items()}
    {1: 'loss in 4', 3: 'loss in 4', 4: 'draw', 6: 'draw', 7: 'loss in 4', 9: 'loss in 4'}
    """
    if position.is_over:
        return {}
    if progress is not None:
        progress(0)  # at once: a game of many sets takes seconds to set up before the first position
    sides = _bits_of(position)
    verdicts = {}
    with _limits(_search(position.rules), budget, progress):
        for first, picks in _alike_picks(position).items():
            verdict = _pick_verdict(position, first, sides)
            for pick in picks:
                verdicts[pick] = verdict
    return dict(sorted(verdicts.items()))


def pick_outcomes(position: Position) -> dict[int, Outcome]:
    """For every free number, just who wins if the mover picks it: cheaper than ``analyse``, as any winning reply
    settles a position. (A search budget set around it with ``limited`` holds.)

    >>> {n: str(o) for n, o in pick_outcomes(Position.from_moves([5, 2, 8])).items()}
    {1: 'loss', 3: 'loss', 4: 'draw', 6: 'draw', 7: 'loss', 9: 'loss'}
    """
    if position.is_over:
        return {}
    mine, theirs = (bits(numbers) for numbers in position.sides)
    search = _search(position.rules)
    found: dict[int, Outcome] = {}
    for first, picks in _alike_picks(position).items():
        result = search.outcome_of_pick(mine, theirs, first)
        found.update(dict.fromkeys(picks, Outcome.WIN if result > 0 else Outcome.LOSS if result < 0 else Outcome.DRAW))
    return dict(sorted(found.items()))


def _pick_verdict(position: Position, pick: int, sides: tuple[int, ...] | None = None) -> Verdict:
    rules = position.rules
    if rules.numbers > EXACT_UP_TO:
        return value(position.play(pick)).after_pick
    mine, theirs = _bits_of(position) if sides is None else sides
    search = _search(rules)
    free = rules.numbers - position.pick_count
    # Outcome first: a draw lasts until the board is full, so only a win or a loss needs the exact search.
    if search.outcome_of_pick(mine, theirs, pick) == 0:
        return _verdict(0, rules, free)
    return _verdict(search.score_of_pick(mine, theirs, pick), rules, free)


def best_moves(position: Position, budget: int | None = None, progress: Progress | None = None) -> list[int]:
    """Every optimal pick, ascending: the same outcome and the same plies as the best. ``budget`` and
    ``progress`` as for ``value``.

    >>> best_moves(Position())
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    if position.is_over:
        return []
    mine, theirs = _bits_of(position)
    groups = _alike_picks(position)
    search = _search(position.rules)
    with _limits(search, budget, progress):
        # Outcomes first: cheap, and enough when the best is a draw, as every draw lasts until the board is full.
        outcomes = {first: search.outcome_of_pick(mine, theirs, first) for first in groups}
        best = max(outcomes.values())
        firsts = [first for first, result in outcomes.items() if result == best]
        if best != 0 and len(firsts) > 1:
            # Wins and losses differ in length: keep the fastest wins, or the slowest losses.
            verdicts = {first: _pick_verdict(position, first, (mine, theirs)) for first in firsts}
            fastest = max(verdicts.values())
            firsts = [first for first, verdict in verdicts.items() if verdict == fastest]
    return sorted(pick for first in firsts for pick in groups[first])


def forget(rules: Rules | None = None) -> None:
    """Empty what the solver keeps: the positions searched under ``rules``, or under every game along with
    the symmetries and winning sets. The next search starts cold.

    >>> _ = solve(Position(rules=Rules(7, 3, 12))); forget(Rules(7, 3, 12)); positions_solved(Rules(7, 3, 12))
    0
    """
    global _latest
    _latest = (None, None)
    if rules is not None:
        _searches.pop(rules, None)
        return
    _searches.clear()
    forget_symmetries()
    winning_sets.cache_clear()


def positions_solved(rules: Rules = PICK_FIFTEEN) -> int:
    """How many positions the exact search has evaluated under ``rules`` since the solver last forgot."""
    found = _searches.get(rules)
    return 0 if found is None else found.positions_solved


def positions_kept(rules: Rules = PICK_FIFTEEN) -> int:
    """How many positions the searches under ``rules`` keep, exact and outcome-first together."""
    found = _searches.get(rules)
    return 0 if found is None else found.positions_kept


def good_move(
    position: Position, rng: random.Random, budget: int | None = None, progress: Progress | None = None
) -> int:
    """One pick that perfect play would make, chosen at random among the equally good ones (``best_moves``: the
    fastest win, the slowest loss), in a game of any size: a pick that merely keeps a win can pass up a win in
    one, and one that merely keeps a loss can leave a set open that it could block. ``budget`` and ``progress``
    as for ``value``.

    >>> import random
    >>> good_move(Position.from_moves([5, 1, 4]), random.Random(1))
    6
    """
    if position.is_over:
        raise ValueError(_("the game is over: there is no move to choose"))
    return rng.choice(best_moves(position, budget, progress))
