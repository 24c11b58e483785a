"""The rules of the number game: the rules value, positions and the two-pointer win check.

Glossary:
    rules     which game: pick from the numbers 1..N; a player who holds K numbers summing to T wins
              (misère: that player loses). Pick Fifteen is N=9, K=3, T=15, and is the default everywhere.
    pick      a number taken by a player; X picks first.
    set       K of one player's numbers; a set summing to the target ends the game.
    position  the rules and the two players' numbers, ``x`` and ``o``.
    free      the numbers nobody has picked yet.

This module knows nothing of grids or magic squares: the game is purely the number game.

>>> p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
>>> p.winner, p.completed
('O', (3, 4, 8))
>>> Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True)).winner  # X made 15, and in misère loses
'O'
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Literal

__all__ = [
    "MAX_NUMBERS",
    "MISERE_FIFTEEN",
    "NUMBERS",
    "PICK_FIFTEEN",
    "TARGET",
    "IllegalMoveError",
    "InvalidPositionError",
    "Player",
    "Position",
    "Rules",
    "RulesError",
    "completes",
    "opponent",
    "reachable_positions",
    "winning_picks",
    "winning_set",
    "winning_sets",
    "winning_triple",
    "wins",
]

NUMBERS: frozenset[int] = frozenset(range(1, 10))
"""The numbers of Pick Fifteen."""
TARGET = 15
"""The target of Pick Fifteen."""
MAX_NUMBERS = 25
"""The largest N the solver takes on: the order-5 game picks from 1-25."""

Player = Literal["X", "O"]


def opponent(player: Player) -> Player:
    """The other player.

    >>> opponent("X")
    'O'
    """
    return "O" if player == "X" else "X"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


# The win check --------------------------------------------------------------------------------------------


def _pair_summing_to(ascending: Sequence[int], total: int, start: int = 0) -> tuple[int, int] | None:
    """Two distinct entries of ``ascending[start:]`` that add up to ``total``, found by two pointers."""
    left, right = start, len(ascending) - 1
    while left < right:
        pair_sum = ascending[left] + ascending[right]
        if pair_sum == total:
            return ascending[left], ascending[right]
        if pair_sum < total:
            left += 1
        else:
            right -= 1
    return None


def _set_summing_to(ascending: Sequence[int], count: int, total: int, start: int = 0) -> tuple[int, ...] | None:
    """The first ``count`` distinct entries of ``ascending[start:]`` (ascending) that add up to ``total``.

    The sorted two-pointer, generalised: fix the smallest ``count - 2`` numbers one at a time, then move a
    left and a right pointer inward over the larger ones. For three numbers this is the classic three-sum.
    """
    if count == 2:
        return _pair_summing_to(ascending, total, start)
    if count == 1:
        at = bisect_left(ascending, total, start)
        return (total,) if at < len(ascending) and ascending[at] == total else None
    if count <= 0:
        return () if count == 0 and total == 0 else None
    for i in range(start, len(ascending) - count + 1):
        smallest = ascending[i]
        # The smallest ``count`` distinct numbers from here on sum to at least this: none can fit any more.
        if count * smallest + count * (count - 1) // 2 > total:
            break
        rest = _set_summing_to(ascending, count - 1, total - smallest, i + 1)
        if rest is not None:
            return (smallest, *rest)
    return None


def _sets_summing_to(ascending: Sequence[int], count: int, total: int, start: int = 0) -> Iterator[tuple[int, ...]]:
    """Every ``count`` distinct entries of ``ascending[start:]`` summing to ``total``, in ascending order."""
    if count == 2:
        left, right = start, len(ascending) - 1
        while left < right:
            pair_sum = ascending[left] + ascending[right]
            if pair_sum == total:
                yield ascending[left], ascending[right]
                left, right = left + 1, right - 1
            elif pair_sum < total:
                left += 1
            else:
                right -= 1
        return
    if count < 2:
        found = _set_summing_to(ascending, count, total, start)
        if found is not None:
            yield found
        return
    for i in range(start, len(ascending) - count + 1):
        smallest = ascending[i]
        if count * smallest + count * (count - 1) // 2 > total:
            break
        for rest in _sets_summing_to(ascending, count - 1, total - smallest, i + 1):
            yield (smallest, *rest)


def winning_set(numbers: Iterable[int], target: int = TARGET, count: int = 3) -> tuple[int, ...] | None:
    """The first ``count`` of ``numbers`` (ascending) that sum to ``target``, or None.

    >>> winning_set([8, 3, 1, 4]), winning_set([16, 1, 2, 15, 3], target=34, count=4)
    ((3, 4, 8), (1, 2, 15, 16))
    """
    return _set_summing_to(sorted(set(numbers)), count, target)


def winning_triple(numbers: Iterable[int], target: int = TARGET) -> tuple[int, int, int] | None:
    """The smallest triple (ascending) among ``numbers`` that sums to ``target``, or None.

    >>> winning_triple([8, 3, 1, 4])
    (3, 4, 8)
    >>> winning_triple({1, 2, 3}) is None
    True
    """
    found = winning_set(numbers, target, 3)
    return None if found is None else (found[0], found[1], found[2])


def wins(numbers: Iterable[int], target: int = TARGET, count: int = 3) -> bool:
    """Whether ``count`` of ``numbers`` sum to ``target``.

    >>> wins([2, 6, 7]), wins([1, 2, 3, 4]), wins([1, 2, 3, 4], target=10, count=4)
    (True, False, True)
    """
    return winning_set(numbers, target, count) is not None


def completes(ascending: Sequence[int], pick: int, target: int = TARGET, count: int = 3) -> bool:
    """Whether ``pick`` with ``count - 1`` of the (sorted, distinct) numbers ``ascending`` makes ``target``.

    The incremental form of the check: only sets through the new number can be new wins.

    >>> completes([2, 4], 9), completes([2, 4], 1)
    (True, False)
    """
    return _set_summing_to(ascending, count - 1, target - pick) is not None


def winning_picks(numbers: Iterable[int], free: Iterable[int], target: int = TARGET, count: int = 3) -> list[int]:
    """The free numbers that would complete a set for a player holding ``numbers``, ascending.

    >>> winning_picks({5, 8}, {1, 2, 3, 4, 6, 7})
    [2]
    """
    ascending = sorted(numbers)
    return sorted(n for n in free if completes(ascending, n, target, count))


# The rules ------------------------------------------------------------------------------------------------


class RulesError(ValueError):
    """Raised for rules that make no game: a count above the numbers, a target out of reach, too many numbers."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Which number game is played: pick from 1..``numbers``; ``count`` of a player's numbers summing to
    ``target`` win, or with ``misere`` lose. All numbers taken without that is a draw.

    >>> Rules()
    Rules(numbers=9, count=3, target=15, misere=False)
    >>> str(Rules()), str(Rules.order(4)), str(Rules(target=14, misere=True))
    ('Pick Fifteen', 'the order-4 game: 4 of 1-16 summing to 34', 'misère: 3 of 1-9 summing to 14')
    >>> Rules(numbers=9, count=4, target=40)
    Traceback (most recent call last):
    ...
    luoshu.rules.RulesError: 4 different numbers of 1-9 sum to 10-30, so a target of 40 is out of reach
    """

    numbers: int = 9
    count: int = 3
    target: int = TARGET
    misere: bool = False

    def __post_init__(self) -> None:
        for name in ("numbers", "count", "target"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"{name} must be a whole number, not {value!r}")
        if not isinstance(self.misere, bool):
            raise RulesError(f"misere must be True or False, not {self.misere!r}")
        if not 1 <= self.numbers <= MAX_NUMBERS:
            raise RulesError(f"the numbers run 1..N with N from 1 to {MAX_NUMBERS}, not {self.numbers}")
        if not 1 <= self.count <= self.numbers:
            raise RulesError(f"a player cannot hold {self.count} different numbers of 1-{self.numbers}")
        low, high = self.sum_range
        if not low <= self.target <= high:
            raise RulesError(
                f"{self.count} different numbers of 1-{self.numbers} sum to {low}-{high}, "
                f"so a target of {self.target} is out of reach"
            )

    @classmethod
    def order(cls, n: int, misere: bool = False) -> Rules:
        """The order-n magic-square game: pick n of 1..n² summing to n(n²+1)/2, the magic constant.

        >>> Rules.order(3) == Rules(), Rules.order(4)
        (True, Rules(numbers=16, count=4, target=34, misere=False))
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise RulesError(f"the order of a magic square is a whole number from 1, not {n!r}")
        return cls(n * n, n, n * (n * n + 1) // 2, misere)

    @staticmethod
    def default_target(numbers: int, count: int) -> int | None:
        """K(N+1)/2, the target that a set of average numbers makes, when it is whole.

        >>> Rules.default_target(9, 3), Rules.default_target(10, 3)
        (15, None)
        """
        total = count * (numbers + 1)
        return total // 2 if total % 2 == 0 else None

    @property
    def sum_range(self) -> tuple[int, int]:
        """The smallest and the largest sum of ``count`` different numbers of 1..``numbers``."""
        k, n = self.count, self.numbers
        return k * (k + 1) // 2, k * (2 * n - k + 1) // 2

    @property
    def all_numbers(self) -> frozenset[int]:
        """The numbers 1..N."""
        return frozenset(range(1, self.numbers + 1))

    @property
    def magic_order(self) -> int | None:
        """n if these are the rules of the order-n magic-square game (normal or misère), else None."""
        n = self.count
        return n if self.numbers == n * n and self.target == n * (n * n + 1) // 2 else None

    def wins(self, numbers: Iterable[int]) -> bool:
        """Whether ``count`` of ``numbers`` sum to the target (whoever that makes the winner)."""
        return wins(numbers, self.target, self.count)

    def winning_set(self, numbers: Iterable[int]) -> tuple[int, ...] | None:
        """The first set among ``numbers`` that sums to the target, ascending."""
        return winning_set(numbers, self.target, self.count)

    def completes(self, ascending: Sequence[int], pick: int) -> bool:
        """Whether ``pick`` completes a set with the sorted ``ascending``."""
        return completes(ascending, pick, self.target, self.count)

    def winning_picks(self, numbers: Iterable[int], free: Iterable[int]) -> list[int]:
        """The free numbers that would complete a set for a player holding ``numbers``."""
        return winning_picks(numbers, free, self.target, self.count)

    def __str__(self) -> str:
        if self == PICK_FIFTEEN:
            return "Pick Fifteen"
        if self == MISERE_FIFTEEN:
            return "misère Pick Fifteen"
        terms = f"{self.count} of 1-{self.numbers} summing to {self.target}"
        order = self.magic_order
        name = f"the order-{order} game: {terms}" if order is not None and order != 3 else terms
        return f"misère: {name}" if self.misere else name


PICK_FIFTEEN = Rules()
"""The default rules: pick from 1-9; three that sum to 15 win."""
MISERE_FIFTEEN = Rules(misere=True)
"""Misère Pick Fifteen: the first to hold three that sum to 15 loses."""


@cache
def winning_sets(rules: Rules = PICK_FIFTEEN) -> tuple[tuple[int, ...], ...]:
    """Every set of ``count`` numbers of 1..N that sums to the target, in ascending order, by the two-pointer.

    >>> winning_sets()[:3], len(winning_sets()), len(winning_sets(Rules.order(4)))
    (((1, 5, 9), (1, 6, 8), (2, 4, 9)), 8, 86)
    """
    return tuple(_sets_summing_to(range(1, rules.numbers + 1), rules.count, rules.target))


# Positions ------------------------------------------------------------------------------------------------


class InvalidPositionError(ValueError):
    """Raised for a pair of number sets that no game under the rules can reach."""


class IllegalMoveError(ValueError):
    """Raised for a pick that the rules forbid: taken, not one of the numbers, or made after the game ended."""


def _as_numbers(values: Iterable[int], who: str, rules: Rules) -> frozenset[int]:
    numbers: list[int] = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidPositionError(f"{who} holds {value!r}, which is not a whole number 1-{rules.numbers}")
        if not 1 <= value <= rules.numbers:
            raise InvalidPositionError(f"{who} holds {value}, which is not 1-{rules.numbers}")
        if value in numbers:
            raise InvalidPositionError(f"{who} holds {value} twice")
        numbers.append(value)
    return frozenset(numbers)


def _made_by_last_pick(numbers: frozenset[int], rules: Rules) -> bool:
    """Whether some one pick of the winner's could have been the last: without it, no set is held.

    >>> _made_by_last_pick(frozenset({2, 8, 4, 6}), Rules(9, 2, 10))
    False
    >>> _made_by_last_pick(frozenset({2, 8, 4}), Rules(9, 2, 10))
    True
    """
    return any(not rules.wins(numbers - {n}) for n in numbers)


def _a_set(rules: Rules) -> str:
    """How a message names a set: "a triple summing to 15"."""
    kind = {1: "the number", 2: "a pair summing to", 3: "a triple summing to"}
    return f"{kind.get(rules.count, f'{rules.count} numbers summing to')} {rules.target}"


class Position:
    """A position of the number game: the rules, the numbers X holds and the numbers O holds.

    Immutable and hashable; whose turn it is, what is free and who has won are all derived.

    >>> p = Position().play(5).play(2)
    >>> p
    Position(x={5}, o={2})
    >>> p.to_move, sorted(p.free), p.holder(5)
    ('X', [1, 3, 4, 6, 7, 8, 9], 'X')
    >>> Position({1, 2, 3}, {4})
    Traceback (most recent call last):
    ...
    luoshu.rules.InvalidPositionError: X holds 3 numbers and O 1: X must hold as many as O or one more
    """

    __slots__ = ("_completed_by", "_free", "_o", "_rules", "_x")
    _x: frozenset[int]
    _o: frozenset[int]
    _rules: Rules
    _completed_by: Player | None  # who holds a set summing to the target: found once, when the position is made
    _free: frozenset[int] | None  # found when first asked for

    def __init__(self, x: Iterable[int] = (), o: Iterable[int] = (), rules: Rules = PICK_FIFTEEN) -> None:
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {rules!r}")
        xs, os = _as_numbers(x, "X", rules), _as_numbers(o, "O", rules)
        if xs & os:
            raise InvalidPositionError(f"both players hold {', '.join(map(str, sorted(xs & os)))}")
        if len(xs) - len(os) not in (0, 1):
            raise InvalidPositionError(
                f"X holds {_plural(len(xs), 'number')} and O {len(os)}: X must hold as many as O or one more"
            )
        x_made, o_made = rules.wins(xs), rules.wins(os)
        result = "lost" if rules.misere else "won"
        if x_made and o_made:
            raise InvalidPositionError(f"both players hold {_a_set(rules)}")
        if x_made and len(xs) == len(os):
            raise InvalidPositionError(f"X has {result}, so O cannot have picked again")
        if o_made and len(xs) != len(os):
            raise InvalidPositionError(f"O has {result}, so X cannot have picked again")
        made: Player | None = "X" if x_made else "O" if o_made else None
        if made and not _made_by_last_pick(xs if made == "X" else os, rules):
            # Two sets that share no number: whichever came second, the game had already ended.
            raise InvalidPositionError(f"{made} holds {_a_set(rules)} without the last pick, so the game ended earlier")
        for name, value in (("_x", xs), ("_o", os), ("_rules", rules), ("_completed_by", made), ("_free", None)):
            object.__setattr__(self, name, value)

    @classmethod
    def _unchecked(
        cls, x: frozenset[int], o: frozenset[int], completed_by: Player | None, rules: Rules = PICK_FIFTEEN
    ) -> Position:
        # For callers that have just made a legal pick and know who, if anyone, holds a set: no validation.
        position = object.__new__(cls)
        setattr_ = object.__setattr__
        setattr_(position, "_x", x)
        setattr_(position, "_o", o)
        setattr_(position, "_rules", rules)
        setattr_(position, "_completed_by", completed_by)
        setattr_(position, "_free", None)
        return position

    @classmethod
    def from_moves(cls, moves: Iterable[int], rules: Rules = PICK_FIFTEEN) -> Position:
        """Replay picks in order, X first.

        >>> Position.from_moves([5, 2, 8])
        Position(x={5, 8}, o={2})
        >>> Position.from_moves([5, 5])
        Traceback (most recent call last):
        ...
        luoshu.rules.IllegalMoveError: 5 is taken
        """
        position = cls(rules=rules)
        for move in moves:
            position = position.play(move)
        return position

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Position is immutable")

    @property
    def rules(self) -> Rules:
        """The rules this position is played under."""
        return self._rules

    @property
    def x(self) -> frozenset[int]:
        """The numbers X holds."""
        return self._x

    @property
    def o(self) -> frozenset[int]:
        """The numbers O holds."""
        return self._o

    def numbers_of(self, player: Player) -> frozenset[int]:
        """The numbers ``player`` holds."""
        return self._x if player == "X" else self._o

    def holder(self, number: int) -> Player | None:
        """Who holds ``number``, if anyone."""
        return "X" if number in self._x else "O" if number in self._o else None

    @property
    def to_move(self) -> Player:
        """Whose turn it is, derived from the counts: X when both hold as many."""
        return "X" if len(self._x) == len(self._o) else "O"

    @property
    def sides(self) -> tuple[frozenset[int], frozenset[int]]:
        """(the numbers of the player to move, the numbers of the other player)."""
        return (self._x, self._o) if len(self._x) == len(self._o) else (self._o, self._x)

    @property
    def picks(self) -> int:
        """How many numbers have been picked."""
        return len(self._x) + len(self._o)

    @property
    def free(self) -> frozenset[int]:
        """The numbers nobody holds."""
        if self._free is None:
            object.__setattr__(self, "_free", self._rules.all_numbers - self._x - self._o)
        assert self._free is not None
        return self._free

    @property
    def completed_by(self) -> Player | None:
        """The player who holds a set summing to the target (it ended the game), if any."""
        return self._completed_by

    @property
    def completed(self) -> tuple[int, ...] | None:
        """The set that ended the game, ascending: the winner's, or in misère the loser's."""
        if self._completed_by is None:
            return None
        return self._rules.winning_set(self.numbers_of(self._completed_by))

    @property
    def winner(self) -> Player | None:
        """The player who has won: who completed a set, or in misère the other player."""
        if self._completed_by is None:
            return None
        return opponent(self._completed_by) if self._rules.misere else self._completed_by

    @property
    def is_over(self) -> bool:
        """Whether someone has completed a set or all the numbers are taken."""
        return self._completed_by is not None or len(self._x) + len(self._o) == self._rules.numbers

    def play(self, number: int) -> Position:
        """The position after the player to move picks ``number``.

        >>> Position().play(10)
        Traceback (most recent call last):
        ...
        luoshu.rules.IllegalMoveError: 10 is not a number 1-9
        """
        rules = self._rules
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= rules.numbers:
            raise IllegalMoveError(f"{number!r} is not a number 1-{rules.numbers}")
        if number in self._x or number in self._o:
            raise IllegalMoveError(f"{number} is taken")
        if self._completed_by is not None:
            raise IllegalMoveError(f"the game is over: {self.winner} has won")
        mover = self.to_move
        numbers = self._x if mover == "X" else self._o
        # Only a set through the new number can be new: the incremental form of the check.
        made = mover if completes(sorted(numbers), number, rules.target, rules.count) else None
        if mover == "X":
            return Position._unchecked(self._x | {number}, self._o, made, rules)
        return Position._unchecked(self._x, self._o | {number}, made, rules)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._x == other._x and self._o == other._o and self._rules == other._rules

    def __hash__(self) -> int:
        return hash((self._x, self._o, self._rules))

    def __repr__(self) -> str:
        def braces(numbers: frozenset[int]) -> str:
            return "{" + ", ".join(map(str, sorted(numbers))) + "}" if numbers else "()"

        parts = [f"x={braces(self._x)}", f"o={braces(self._o)}"] if self._x or self._o else []
        if self._rules != PICK_FIFTEEN:
            parts.append(f"rules={self._rules!r}")
        return f"Position({', '.join(parts)})"


def reachable_positions(rules: Rules = PICK_FIFTEEN) -> list[Position]:
    """Every position a game can reach, finished ones included, in order of the number of picks.

    Each pair of sets with the right counts is a position unless a set was made too early: X's set is only
    reachable with X one pick ahead, O's with the counts equal, never both, and only if some one pick of the
    winner's was needed for it (two sets with no number in common mean the game had already ended).
    Practical for small games.

    >>> positions = reachable_positions()
    >>> len(positions), sum(p.is_over for p in positions)
    (5478, 958)
    """
    if rules.numbers > 12:
        raise ValueError(f"listing every position is practical for up to 12 numbers, not {rules.numbers}")
    numbers = range(1, rules.numbers + 1)
    # Each player's set is checked once, with the two-pointer.
    most = (rules.numbers + 1) // 2
    made = {frozenset(s): rules.wins(s) for k in range(most + 1) for s in combinations(numbers, k)}
    # A set held is reachable only if some one pick completed it; otherwise the game ended before.
    stale = {s for s, won in made.items() if won and all(made[s - {n}] for n in s)}
    unchecked = Position._unchecked
    positions = []
    for picks in range(rules.numbers + 1):
        x_ahead = picks % 2 == 1
        for x_tuple in combinations(numbers, (picks + 1) // 2):
            x = frozenset(x_tuple)
            x_made = made[x]
            if x_made and (not x_ahead or x in stale):
                continue
            for o_tuple in combinations([n for n in numbers if n not in x], picks // 2):
                o = frozenset(o_tuple)
                if made[o]:
                    if x_made or x_ahead or o in stale:
                        continue
                    positions.append(unchecked(x, o, "O", rules))
                else:
                    positions.append(unchecked(x, o, "X" if x_made else None, rules))
    return positions
