"""An independent oracle for checking luoshu against.

Nothing here imports luoshu or shares code with it. Plain code that is easy to believe, in three parts:

* number games by brute force: ``winning_sets`` and ``Game``, solved by a memoised minimax with no pruning;
* tic-tac-toe on cells: lines from the 3x3 layout by index arithmetic, boards as pairs of cell bitmasks;
* a bounded AND/OR search on bitmasks, ``forces_win_within``, for games too big for the plain minimax
  (the order-four game: numbers 1-16, four of them summing to 34).

A verdict for the player to move is ``(outcome, plies)``: outcome "win", "draw" or "loss", and plies the number
of picks to the end of the game under perfect play, the mover's own pick counting as one. Winners win as fast as
they can and losers lose as slowly as they can; a draw lasts until the board is full.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import combinations, permutations
from typing import Any, NamedTuple, Protocol

Verdict = tuple[str, int]
Position = tuple[frozenset[int], frozenset[int]]

FLIPPED = {"win": "loss", "draw": "draw", "loss": "win"}


def rank(verdict: Verdict) -> tuple[int, int]:
    """A sort key, larger is better for the mover: any win, then any draw, then any loss; fast wins, slow losses."""
    outcome, plies = verdict
    if outcome == "win":
        return 2, -plies
    if outcome == "draw":
        return 1, 0
    return 0, plies


# Number games by brute force ---------------------------------------------------------------------------------------


def winning_sets(numbers: int, count: int, target: int) -> list[frozenset[int]]:
    """Every ``count``-subset of 1..``numbers`` that sums to ``target``."""
    return [frozenset(c) for c in combinations(range(1, numbers + 1), count) if sum(c) == target]


@dataclass(frozen=True)
class Game:
    """Numbers 1..numbers; holding ``count`` of them that sum to ``target`` wins (or, misère, loses).

    Asked with sets of numbers; inside, the minimax holds each player's numbers as a bitmask (bit n for number n),
    which makes a child position with one ``|`` and keys the memo by two ints."""

    numbers: int
    count: int
    target: int
    misere: bool = False
    _memo: dict[tuple[int, int], Verdict] = field(default_factory=dict, init=False, repr=False, compare=False)
    _pick_memo: dict[tuple[int, int], dict[int, Verdict]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _completed_memo: dict[frozenset[int], bool] = field(default_factory=dict, init=False, repr=False, compare=False)
    _completed_masks: dict[int, bool] = field(default_factory=dict, init=False, repr=False, compare=False)

    @cached_property
    def sets(self) -> list[frozenset[int]]:
        """The winning sets."""
        return winning_sets(self.numbers, self.count, self.target)

    @cached_property
    def set_masks(self) -> list[int]:
        """The winning sets as bitmasks."""
        return [_mask(s) for s in self.sets]

    def completed(self, held: frozenset[int]) -> bool:
        """Does ``held`` contain a whole winning set?"""
        found = self._completed_memo.get(held)
        if found is None:
            found = self._completed_memo[held] = any(s <= held for s in self.sets)
        return found

    def _completed(self, held: int) -> bool:
        """``completed`` for numbers held as a bitmask."""
        found = self._completed_masks.get(held)
        if found is None:
            found = self._completed_masks[held] = any(held & s == s for s in self.set_masks)
        return found

    def free(self, x: frozenset[int], o: frozenset[int]) -> list[int]:
        """The numbers nobody holds, ascending."""
        return [n for n in range(1, self.numbers + 1) if n not in x and n not in o]

    def play(self, x: frozenset[int], o: frozenset[int], pick: int) -> Position:
        """The position after the player to move picks ``pick``."""
        return (x | {pick}, o) if len(x) == len(o) else (x, o | {pick})

    def finished(self, x: frozenset[int], o: frozenset[int]) -> Verdict | None:
        """The verdict for the player to move if the game is over, else None."""
        last_mover = o if len(x) == len(o) else x
        if self.completed(last_mover):
            return ("win", 0) if self.misere else ("loss", 0)
        if len(x) + len(o) == self.numbers:
            return "draw", 0
        return None

    def _finished(self, x: int, o: int) -> Verdict | None:
        """``finished`` for a position held as bitmasks."""
        last_mover = o if x.bit_count() == o.bit_count() else x
        if self._completed(last_mover):
            return ("win", 0) if self.misere else ("loss", 0)
        if (x | o).bit_count() == self.numbers:
            return "draw", 0
        return None

    def verdict(self, x: frozenset[int], o: frozenset[int]) -> Verdict:
        """The exact verdict for the player to move, by plain minimax over every free number."""
        return self._verdict(_mask(x), _mask(o))

    def _verdict(self, x: int, o: int) -> Verdict:
        key = (x, o)
        found = self._memo.get(key)
        if found is None:
            found = self._finished(x, o)
            if found is None:
                found = max(self._pick_verdicts(x, o).values(), key=rank)
            self._memo[key] = found
        return found

    def pick_verdicts(self, x: frozenset[int], o: frozenset[int]) -> dict[int, Verdict]:
        """For each free number, the mover's verdict if they pick it (the pick counts as a ply)."""
        if self.finished(x, o) is not None:
            raise ValueError(f"the game is over: x={sorted(x)} o={sorted(o)}")
        return dict(self._pick_verdicts(_mask(x), _mask(o)))  # a copy: the caller may change it

    def _pick_verdicts(self, x: int, o: int) -> dict[int, Verdict]:
        key = (x, o)
        found = self._pick_memo.get(key)
        if found is None:
            found = {}
            x_moves = x.bit_count() == o.bit_count()
            for pick in range(1, self.numbers + 1):  # every free number, ascending
                bit = 1 << pick
                if not (x | o) & bit:
                    outcome, plies = self._verdict(x | bit, o) if x_moves else self._verdict(x, o | bit)
                    found[pick] = (FLIPPED[outcome], plies + 1)
            self._pick_memo[key] = found
        return found

    def best_picks(self, x: frozenset[int], o: frozenset[int]) -> list[int]:
        """The picks with the best verdict, ascending."""
        verdicts = self.pick_verdicts(x, o)
        best = max(verdicts.values(), key=rank)
        return sorted(pick for pick, verdict in verdicts.items() if verdict == best)

    def reachable(self) -> set[Position]:
        """Every position legal play can reach from the empty board, finished ones included.

        Walked on bitmasks (a child is one ``|``, a pair of ints hashes fast); each mask becomes a set once, at the
        end."""
        every = range(1, self.numbers + 1)
        picks = [1 << n for n in every]
        finished = self._finished
        seen = {(0, 0)}
        frontier = [(0, 0)]
        while frontier:
            x, o = frontier.pop()
            if finished(x, o) is not None:
                continue
            x_moves = x.bit_count() == o.bit_count()
            taken = x | o
            for bit in picks:
                if not taken & bit:
                    child = (x | bit, o) if x_moves else (x, o | bit)
                    if child not in seen:
                        seen.add(child)
                        frontier.append(child)
        as_set: dict[int, frozenset[int]] = {}
        for x, o in seen:
            for mask in (x, o):
                if mask not in as_set:
                    as_set[mask] = frozenset(n for n in every if mask >> n & 1)
        return {(as_set[x], as_set[o]) for x, o in seen}


@dataclass(frozen=True)
class ListedGame(Game):
    """A game whose winning sets are listed rather than summed: holding all of one of ``listed`` wins (misère:
    loses). ``count`` and ``target`` mean nothing here."""

    listed: tuple[frozenset[int], ...] = ()

    @cached_property
    def sets(self) -> list[frozenset[int]]:
        return list(self.listed)


def listed_game(numbers: int, sets: Iterable[Iterable[int]], misere: bool = False) -> ListedGame:
    """The game of picking from 1..``numbers`` where holding all of one of ``sets`` wins."""
    return ListedGame(numbers, 0, 0, misere, listed=tuple({frozenset(s) for s in sets}))


# Isomorphism by brute force: every permutation of the items tried ---------------------------------------------------


def renamings(
    numbers: int, sets_a: Iterable[Iterable[int]], sets_b: Iterable[Iterable[int]]
) -> Iterator[dict[int, int]]:
    """Every renaming of 1..``numbers`` that turns the sets of a into exactly the sets of b, by trying all of them."""
    a = {frozenset(s) for s in sets_a}
    b = {frozenset(s) for s in sets_b}
    if len(a) != len(b):
        return
    for images in permutations(range(1, numbers + 1)):
        mapping = dict(zip(range(1, numbers + 1), images, strict=True))
        if {frozenset(mapping[n] for n in s) for s in a} == b:
            yield mapping


def orbits_of(numbers: int, symmetries: Iterable[dict[int, int]]) -> set[frozenset[int]]:
    """The orbits of 1..``numbers`` under a whole group, listed."""
    group = list(symmetries)
    return {frozenset(g[n] for g in group) for n in range(1, numbers + 1)}


class Rules(Protocol):
    """What the oracle reads of a game's rules (luoshu's Rules has it): it imports nothing of luoshu."""

    @property
    def numbers(self) -> int: ...
    @property
    def count(self) -> int: ...
    @property
    def target(self) -> int: ...
    @property
    def misere(self) -> bool: ...


@cache
def game_like(rules: Rules) -> Game:
    """The oracle's game with these rules: one per rules, so that its memo serves every test that asks (a game
    given as sets: its listed sets, read off the rules as plain numbers)."""
    listed = getattr(rules, "sets", None)
    if listed is not None:
        return listed_game(rules.numbers, listed, rules.misere)
    return Game(rules.numbers, rules.count, rules.target, rules.misere)


# Tic-tac-toe on cells ----------------------------------------------------------------------------------------------
#
# Cell 3 * row + column is bit 3 * row + column of a mask; a board is (x mask, o mask).

LUO_SHU = [[4, 9, 2], [3, 5, 7], [8, 1, 6]]

GRID_LINES: list[list[tuple[int, int]]] = (
    [[(r, c) for c in range(3)] for r in range(3)]  # rows
    + [[(r, c) for r in range(3)] for c in range(3)]  # columns
    + [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]  # diagonals
)
GRID_LINE_MASKS = [sum(1 << (3 * r + c) for r, c in line) for line in GRID_LINES]
GRID_FULL = (1 << 9) - 1


@cache
def all_permutations_facts() -> tuple[list[list[list[int]]], list[tuple[int, ...]]]:
    """By brute force over all 9! arrangements: every 3x3 magic square, and every triple-keeping permutation."""
    triples = {frozenset(t) for t in combinations(range(1, 10), 3) if sum(t) == 15}
    squares, keeping = [], []
    for p in permutations(range(1, 10)):
        rows = [list(p[0:3]), list(p[3:6]), list(p[6:9])]
        if all(sum(rows[r][c] for r, c in line) == 15 for line in GRID_LINES):
            squares.append(rows)
        image = (0, *p)
        if all(frozenset(image[n] for n in t) in triples for t in triples):
            keeping.append(image)
    return squares, keeping


def puzzle_answers(game: Mapping[str, Any]) -> tuple[int, int]:
    """A puzzle's one right answer and a wrong one (``game``: as the web API gives it, with its ``x``, ``o`` and
    ``puzzle``), by minimax over Pick Fifteen: the only winning pick (or the only one that does not lose), and a
    pick that is worse."""
    x, o = frozenset(game["x"]), frozenset(game["o"])
    verdicts = Game(9, 3, 15).pick_verdicts(x, o)
    kind = game["puzzle"]["kind"]
    good = [n for n, v in verdicts.items() if (v[0] == "win" if kind == "win" else v[0] != "loss")]
    assert len(good) == 1
    return good[0], next(n for n in verdicts if n != good[0])


def grid_motions(square: list[list[int]] = LUO_SHU) -> list[dict[int, int]]:
    """The eight motions of the 3x3 grid (four turns, each with and without a flip), as maps of the numbers
    written on ``square``, by index arithmetic."""
    motions = []
    for turn in range(4):
        for flip in (False, True):
            images = {}
            for r in range(3):
                for c in range(3):
                    rr, cc = r, c
                    for _ in range(turn):
                        rr, cc = cc, 2 - rr
                    images[square[r][c]] = square[rr][2 - cc if flip else cc]
            motions.append(images)
    return motions


def grid_has_line(mask: int) -> bool:
    """Does the mask hold a whole row, column or diagonal?"""
    return any(mask & line == line for line in GRID_LINE_MASKS)


def grid_to_move(x: int, o: int) -> str:
    """Whose turn it is: "X" or "O"."""
    return "X" if x.bit_count() == o.bit_count() else "O"


def grid_reachable() -> Iterator[tuple[int, int]]:
    """Every board a game of tic-tac-toe can reach, as (x mask, o mask)."""
    seen = {(0, 0)}
    frontier = [(0, 0)]
    while frontier:
        x, o = frontier.pop()
        yield x, o
        if grid_has_line(x) or grid_has_line(o):
            continue
        for cell in range(9):
            bit = 1 << cell
            if (x | o) & bit:
                continue
            child = (x | bit, o) if grid_to_move(x, o) == "X" else (x, o | bit)
            if child not in seen:
                seen.add(child)
                frontier.append(child)


@cache
def grid_minimax(mine: int, theirs: int, misere: bool = False) -> tuple[int, int]:
    """(value, plies) for the player to move holding ``mine``: value 1 win, 0 draw, -1 loss.

    Faster wins and slower losses are better. In misère tic-tac-toe, making three in a line loses.
    """
    if grid_has_line(theirs):
        return (1, 0) if misere else (-1, 0)
    if mine | theirs == GRID_FULL:
        return 0, 0
    best: tuple[int, int] | None = None
    for cell in range(9):
        bit = 1 << cell
        if (mine | theirs) & bit:
            continue
        value, plies = grid_minimax(theirs, mine | bit, misere)
        candidate = (-value, plies + 1)
        if best is None or grid_rank(candidate) > grid_rank(best):
            best = candidate
    assert best is not None
    return best


def grid_rank(verdict: tuple[int, int]) -> tuple[int, int]:
    """A sort key for a (value, plies) verdict, larger is better for the mover."""
    value, plies = verdict
    return (value, -plies) if value == 1 else (value, plies) if value == -1 else (0, 0)


def cells_to_numbers(mask: int, square: list[list[int]]) -> frozenset[int]:
    """The numbers written in the cells of ``mask`` on a 3x3 ``square``."""
    return frozenset(square[cell // 3][cell % 3] for cell in range(9) if mask >> cell & 1)


CELL_NAMES = {LUO_SHU[r][c]: "ABC"[r] + "123"[c] for r in range(3) for c in range(3)}
"""Each number's cell on the Luo Shu, named like a battleship board (row A-C, column 1-3)."""
LINES_AS_NUMBERS = {frozenset(LUO_SHU[r][c] for r, c in line) for line in GRID_LINES}
"""The numbers on each line of the Luo Shu, found from the layout."""


def grid_value(picks: list[int], misere: bool = False) -> tuple[int, int]:
    """(value, plies) on the grid for the player to move after ``picks`` (numbers, X first)."""
    cell = {LUO_SHU[r][c]: 3 * r + c for r in range(3) for c in range(3)}
    x = sum(1 << cell[n] for n in picks[0::2])
    o = sum(1 << cell[n] for n in picks[1::2])
    return grid_minimax(x, o, misere) if len(picks) % 2 == 0 else grid_minimax(o, x, misere)


def legal_prefix(order: Iterable[int], length: int, game: Game | None = None) -> list[int]:
    """The first ``length`` picks of ``order``, stopping early where a pick ends the game."""
    game = game or Game(9, 3, 15)
    x: frozenset[int] = frozenset()
    o: frozenset[int] = frozenset()
    picks: list[int] = []
    for n in list(order)[:length]:
        picks.append(n)
        x, o = game.play(x, o, n)
        if game.finished(x, o) is not None:
            break
    return picks


def a_record(x: frozenset[int], o: frozenset[int]) -> list[int]:
    """One order of picks that reaches the position (x, o): X's and O's numbers interleaved."""
    xs, os = sorted(x), sorted(o)
    return [n for i in range(len(xs)) for n in (xs[i], *os[i : i + 1])]


# A bounded AND/OR search, for the order-four game ------------------------------------------------------------------
#
# Number n is bit n of a mask. The only facts used: a player who completes a set ends the game (winning it, or in
# misère losing it); with fewer than one ply left nothing can be forced; and to force a win the mover needs one pick
# that works against every reply.


def _mask(numbers: Iterable[int]) -> int:
    mask = 0
    for n in numbers:
        mask |= 1 << n
    return mask


class OrderFourCheck:
    """Can the player to move force a win within a number of plies? Two predicates on (mover's mask, other's
    mask): ``forces`` (the mover can force a win) and ``loses`` (every pick of the mover's loses). Each is memoised
    with bounds: a win forced within p plies is forced within any more, and one not forced within p is not forced
    within any fewer, so each position keeps the most plies known too few and the fewest known enough.

    (Each predicate reads and writes its own bounds in its own body, rather than through a shared helper: the
    searches make millions of calls, and a call saved on each is most of their time.)"""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.misere = game.misere
        self.set_masks = [_mask(s) for s in game.sets]
        # Picks in the fewest winning sets first in misère (they build the least), in the most first in normal play:
        # only the order in which the search tries them, which changes no answer.
        sets = game.sets
        degree = {n: sum(n in s for s in sets) for n in range(1, game.numbers + 1)}
        order = sorted(degree, key=lambda n: (degree[n] if game.misere else -degree[n], n))
        self.bits = [1 << n for n in order]
        self.full = _mask(range(1, game.numbers + 1))
        # Keyed by the mover's mask above the other's (one int hashes faster than a pair); the bounds are (most
        # plies known too few, fewest known enough).
        self.shift = game.numbers + 1
        self.win_bounds: dict[int, tuple[int, int]] = {}
        self.loss_bounds: dict[int, tuple[int, int]] = {}
        self.completers_memo: dict[int, int] = {}

    def completers(self, held: int) -> int:
        """The mask of the numbers that would complete a winning set if added to ``held``."""
        found = self.completers_memo.get(held)
        if found is None:
            found = 0
            for s in self.set_masks:
                missing = s & ~held
                if missing & (missing - 1) == 0:
                    found |= missing
            self.completers_memo[held] = found
        return found

    def forces(self, mine: int, theirs: int, plies: int) -> bool:
        """Can the mover (holding ``mine``, no set completed yet) make the game end in a win within ``plies``?"""
        key = mine << self.shift | theirs
        too_few, enough = self.win_bounds.get(key, _NO_BOUNDS)
        if plies <= too_few:
            return False
        if plies >= enough:
            return True
        found = False
        free = self.full & ~(mine | theirs)
        if plies >= 1 and free:  # else nothing is left to force with, or the board is full: a draw
            completing = self.completers(mine) & free
            if completing and not self.misere:
                found = True  # completing a set now wins in one ply
            elif plies >= 2:  # any other win takes a pick of the other player's too
                loses = self.loses
                candidates = free & ~completing
                for bit in self.bits:
                    if candidates & bit and loses(theirs, mine | bit, plies - 1):
                        found = True
                        break
        # A claim true within p plies is true within more; one false within p is false within fewer.
        self.win_bounds[key] = (too_few, plies) if found else (plies, enough)
        return found

    def loses(self, mover: int, other: int, plies: int) -> bool:
        """Does every pick of the mover's (holding ``mover``) lose within ``plies`` picks, theirs first?"""
        key = mover << self.shift | other
        too_few, enough = self.loss_bounds.get(key, _NO_BOUNDS)
        if plies <= too_few:
            return False
        if plies >= enough:
            return True
        found = False
        free = self.full & ~(mover | other)
        if plies >= 1 and free:  # else the loss cannot come in time, or the board is full: a draw
            completing = self.completers(mover) & free
            if not completing or self.misere:  # in normal play, the mover completes a set and wins
                # Misère: a pick that completes a set of the mover's loses at once, within the one ply left at least.
                found = True
                forces = self.forces
                candidates = free & ~completing
                for bit in self.bits:
                    if candidates & bit and not forces(other, mover | bit, plies - 1):
                        found = False
                        break
        self.loss_bounds[key] = (too_few, plies) if found else (plies, enough)
        return found


_NO_BOUNDS = (-1, 1 << 30)
"""A position's bounds before any search: no plies known too few, none known enough."""


@cache
def order_four_check(game: Game) -> OrderFourCheck:
    """One shared search (and memo) per game."""
    return OrderFourCheck(game)


def _mover_masks(game: Game, x: frozenset[int], o: frozenset[int]) -> tuple[int, int]:
    if game.finished(x, o) is not None:
        raise ValueError(f"the game is over: x={sorted(x)} o={sorted(o)}")
    return (_mask(x), _mask(o)) if len(x) == len(o) else (_mask(o), _mask(x))


def forces_win_within(game: Game, x: frozenset[int], o: frozenset[int], plies: int) -> bool:
    """Can the player to move force the game to end in a win for them within ``plies`` picks?"""
    mine, theirs = _mover_masks(game, x, o)
    return order_four_check(game).forces(mine, theirs, plies)


def exact_win_plies(game: Game, x: frozenset[int], o: frozenset[int], limit: int) -> int | None:
    """The fewest plies in which the player to move forces a win, or None if not within ``limit``.

    A normal-play win comes on the winner's own pick (an odd ply), a misère win on the loser's (an even ply).
    """
    mine, theirs = _mover_masks(game, x, o)
    check = order_four_check(game)
    for plies in range(2 if game.misere else 1, limit + 1, 2):
        if check.forces(mine, theirs, plies):
            return plies
    return None


def exact_loss_plies(game: Game, x: frozenset[int], o: frozenset[int], limit: int) -> int | None:
    """If every pick loses for the player to move, within ``limit`` plies: the most plies they can last, else None."""
    if game.finished(x, o) is not None:
        raise ValueError(f"the game is over: x={sorted(x)} o={sorted(o)}")
    longest = 0
    for pick in game.free(x, o):
        child = game.play(x, o, pick)
        over = game.finished(*child)  # from the opponent's side
        if over == ("win", 0):
            plies = 1  # misère: the pick completed a set and lost
        elif over is not None:
            return None  # the pick completed a set and won, or filled the board for a draw
        else:
            opponent = exact_win_plies(game, *child, limit - 1)
            if opponent is None:
                return None
            plies = opponent + 1
        longest = max(longest, plies)
    return longest


class OrderFour(NamedTuple):
    """The order-4 game from the empty board, by the bounded search."""

    value: tuple[str, int | None]  # X's: ("win", fewest plies) or ("loss", most plies)
    win_within_7: int | None  # X's fastest forced win within 7 plies, if any
    after_first: dict[int, int | None]  # after each first pick of X's: O's slowest loss, or in misère fastest win


@cache
def order_four(*, misere: bool) -> OrderFour:  # keyword-only: one cache key per game
    """The order-4 game's answers, searched once per process (the slowest oracle the tests use, asked by several
    of them); the search's large memo is freed once they are found."""
    game = Game(16, 4, 34, misere)
    empty: frozenset[int] = frozenset()
    # n <-> 17 - n turns four numbers summing to 34 into four summing to 4 * 17 - 34 = 34: it maps the winning sets
    # onto themselves (checked here, not assumed), so a first pick and its mirror play alike and each pair is
    # searched once.
    mirror = {n: 17 - n for n in range(1, 17)}
    assert {frozenset(mirror[n] for n in s) for s in game.sets} == set(game.sets)
    reply = exact_win_plies if misere else exact_loss_plies
    after_first = {pick: reply(game, frozenset({pick}), empty, 15) for pick in range(1, 9)}
    after_first.update({mirror[pick]: plies for pick, plies in list(after_first.items())})
    after_first = dict(sorted(after_first.items()))
    won = exact_win_plies(game, empty, empty, 16)
    if won:
        value: tuple[str, int | None] = ("win", won)
    elif misere and None not in after_first.values():
        # Every first pick loses (in misère no first pick completes a set): X lasts as long as the slowest of O's
        # fastest wins, plus X's own pick.
        value = ("loss", max(plies for plies in after_first.values() if plies is not None) + 1)
    else:
        value = ("loss", exact_loss_plies(game, empty, empty, 16))
    within_7 = exact_win_plies(game, empty, empty, 7)
    order_four_check.cache_clear()
    return OrderFour(value, within_7, after_first)


# Self-test ----------------------------------------------------------------------------------------------------------


def _self_test(order_four: bool) -> None:
    empty: frozenset[int] = frozenset()
    outcome_of_value = {1: "win", 0: "draw", -1: "loss"}
    for misere in (False, True):
        game = Game(9, 3, 15, misere)
        reachable = game.reachable()
        name = "misère Pick Fifteen" if misere else "Pick Fifteen"
        print(f"{name}: empty board {game.verdict(empty, empty)}, {len(reachable)} reachable positions")
        if misere:
            print(f"{name}: after X picks 5, O to move: {game.verdict(frozenset({5}), empty)}")

        grid_positions = set()
        for xm, om in grid_reachable():
            x, o = cells_to_numbers(xm, LUO_SHU), cells_to_numbers(om, LUO_SHU)
            grid_positions.add((x, o))
            mine, theirs = (xm, om) if grid_to_move(xm, om) == "X" else (om, xm)
            value, plies = grid_minimax(mine, theirs, misere)
            assert game.verdict(x, o) == (outcome_of_value[value], plies), (sorted(x), sorted(o))
        assert grid_positions == reachable
        print(f"{name}: agrees with the grid minimax on all {len(grid_positions)} reachable positions")

        unfinished = [(x, o) for x, o in reachable if game.finished(x, o) is None]
        for x, o in unfinished:
            outcome, plies = game.verdict(x, o)
            free = len(game.free(x, o))
            assert exact_win_plies(game, x, o, free) == (plies if outcome == "win" else None), (sorted(x), sorted(o))
            assert exact_loss_plies(game, x, o, free) == (plies if outcome == "loss" else None), (sorted(x), sorted(o))
        print(f"{name}: the AND/OR search agrees on all {len(unfinished)} unfinished reachable positions")

    if order_four:
        started = time.perf_counter()
        game = Game(16, 4, 34)
        print(f"order four: {len(game.sets)} winning sets")
        print(f"order four: empty board, X wins in {exact_win_plies(game, empty, empty, 16)}")
        firsts = {n: exact_loss_plies(game, frozenset({n}), empty, 15) for n in range(1, 17)}
        print(f"order four: after X's first pick, O loses in {firsts}")
        print(f"order four: {time.perf_counter() - started:.1f}s")

        started = time.perf_counter()
        game = Game(16, 4, 34, misere=True)
        print(f"misère order four: empty board, X loses in {exact_loss_plies(game, empty, empty, 16)}")
        firsts = {n: exact_win_plies(game, frozenset({n}), empty, 15) for n in range(1, 17)}
        print(f"misère order four: after X's first pick, O wins in {firsts}")
        print(f"misère order four: {time.perf_counter() - started:.1f}s")


if __name__ == "__main__":
    _self_test(order_four="--order-four" in sys.argv)
