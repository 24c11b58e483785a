"""The rules of Pick Fifteen: numbers, positions and the two-pointer win check.

Glossary:
    pick      a number 1-9 taken by a player; X picks first.
    triple    three of one player's numbers; a triple summing to 15 wins.
    position  the two players' sets of numbers, ``x`` and ``o``.
    free      the numbers nobody has picked yet.

This module knows nothing of grids or magic squares: the game is purely the number game.

>>> p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
>>> p.winner, winning_triple(p.o)
('O', (3, 4, 8))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Literal

__all__ = [
    "NUMBERS",
    "TARGET",
    "IllegalMoveError",
    "InvalidPositionError",
    "Player",
    "Position",
    "completes",
    "opponent",
    "reachable_positions",
    "winning_picks",
    "winning_triple",
    "wins",
]

NUMBERS: frozenset[int] = frozenset(range(1, 10))
TARGET = 15

Player = Literal["X", "O"]


def opponent(player: Player) -> Player:
    """The other player.

    >>> opponent("X")
    'O'
    """
    return "O" if player == "X" else "X"


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


def winning_triple(numbers: Iterable[int], target: int = TARGET) -> tuple[int, int, int] | None:
    """The smallest triple (ascending) among ``numbers`` that sums to ``target``, or None.

    A sorted two-pointer three-sum: fix the smallest number, then move a left and a right pointer
    inward over the larger ones.

    >>> winning_triple([8, 3, 1, 4])
    (3, 4, 8)
    >>> winning_triple({1, 2, 3}) is None
    True
    """
    ascending = sorted(set(numbers))
    for i, smallest in enumerate(ascending[:-2]):
        pair = _pair_summing_to(ascending, target - smallest, i + 1)
        if pair is not None:
            return smallest, pair[0], pair[1]
    return None


def wins(numbers: Iterable[int], target: int = TARGET) -> bool:
    """Whether three of ``numbers`` sum to ``target``.

    >>> wins([2, 6, 7])
    True
    >>> wins([1, 2, 3, 4])
    False
    """
    return winning_triple(numbers, target) is not None


def completes(ascending: Sequence[int], pick: int, target: int = TARGET) -> bool:
    """Whether ``pick`` with two of the (sorted, distinct) numbers ``ascending`` makes ``target``.

    The incremental form of the check: only triples through the new number can be new wins.

    >>> completes([2, 4], 9)
    True
    >>> completes([2, 4], 1)
    False
    """
    return _pair_summing_to(ascending, target - pick) is not None


def winning_picks(numbers: Iterable[int], free: Iterable[int], target: int = TARGET) -> list[int]:
    """The free numbers that would complete a triple for a player holding ``numbers``, ascending.

    >>> winning_picks({5, 8}, {1, 2, 3, 4, 6, 7})
    [2]
    """
    ascending = sorted(numbers)
    return sorted(n for n in free if completes(ascending, n, target))


class InvalidPositionError(ValueError):
    """Raised for a pair of number sets that no game of Pick Fifteen can reach."""


class IllegalMoveError(ValueError):
    """Raised for a pick that the rules forbid: taken, not 1-9, or made after the game ended."""


def _as_numbers(values: Iterable[int], who: str) -> frozenset[int]:
    numbers: list[int] = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidPositionError(f"{who} holds {value!r}, which is not a whole number 1-9")
        if value not in NUMBERS:
            raise InvalidPositionError(f"{who} holds {value}, which is not 1-9")
        if value in numbers:
            raise InvalidPositionError(f"{who} holds {value} twice")
        numbers.append(value)
    return frozenset(numbers)


class Position:
    """A position of Pick Fifteen: the numbers X holds and the numbers O holds.

    Immutable and hashable; whose turn it is, what is free and who has won are all derived.

    >>> p = Position().play(5).play(2)
    >>> p
    Position(x={5}, o={2})
    >>> p.to_move, sorted(p.free)
    ('X', [1, 3, 4, 6, 7, 8, 9])
    >>> Position({1, 2, 3}, {4})
    Traceback (most recent call last):
    ...
    luoshu.rules.InvalidPositionError: X holds 3 numbers and O 1: X must hold as many as O or one more
    """

    __slots__ = ("_free", "_o", "_winner", "_x")
    _x: frozenset[int]
    _o: frozenset[int]
    _winner: Player | None  # found once, when the position is made
    _free: frozenset[int] | None  # found when first asked for

    def __init__(self, x: Iterable[int] = (), o: Iterable[int] = ()) -> None:
        xs, os = _as_numbers(x, "X"), _as_numbers(o, "O")
        if xs & os:
            raise InvalidPositionError(f"both players hold {', '.join(map(str, sorted(xs & os)))}")
        if len(xs) - len(os) not in (0, 1):
            raise InvalidPositionError(
                f"X holds {len(xs)} numbers and O {len(os)}: X must hold as many as O or one more"
            )
        x_won, o_won = wins(xs), wins(os)
        if x_won and o_won:
            raise InvalidPositionError("both players hold a triple summing to 15")
        if x_won and len(xs) == len(os):
            raise InvalidPositionError("X has won, so O cannot have picked again")
        if o_won and len(xs) != len(os):
            raise InvalidPositionError("O has won, so X cannot have picked again")
        winner: Player | None = "X" if x_won else "O" if o_won else None
        for name, value in (("_x", xs), ("_o", os), ("_winner", winner), ("_free", None)):
            object.__setattr__(self, name, value)

    @classmethod
    def _unchecked(cls, x: frozenset[int], o: frozenset[int], winner: Player | None) -> Position:
        # For callers that have just made a legal pick and know who, if anyone, has won: no validation.
        position = object.__new__(cls)
        setattr_ = object.__setattr__
        setattr_(position, "_x", x)
        setattr_(position, "_o", o)
        setattr_(position, "_winner", winner)
        setattr_(position, "_free", None)
        return position

    @classmethod
    def from_moves(cls, moves: Iterable[int]) -> Position:
        """Replay picks in order, X first.

        >>> Position.from_moves([5, 2, 8])
        Position(x={5, 8}, o={2})
        >>> Position.from_moves([5, 5])
        Traceback (most recent call last):
        ...
        luoshu.rules.IllegalMoveError: 5 is taken
        """
        position = cls()
        for move in moves:
            position = position.play(move)
        return position

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Position is immutable")

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

    @property
    def to_move(self) -> Player:
        """Whose turn it is, derived from the counts: X when both hold as many."""
        return "X" if len(self._x) == len(self._o) else "O"

    @property
    def free(self) -> frozenset[int]:
        """The numbers nobody holds."""
        if self._free is None:
            object.__setattr__(self, "_free", NUMBERS - self._x - self._o)
        assert self._free is not None
        return self._free

    @property
    def winner(self) -> Player | None:
        """``"X"`` or ``"O"`` if that player holds a 15-triple, else None."""
        return self._winner

    @property
    def is_over(self) -> bool:
        """Whether someone has won or all nine numbers are taken."""
        return len(self._x) + len(self._o) == 9 or self.winner is not None

    def play(self, number: int) -> Position:
        """The position after the player to move picks ``number``.

        >>> Position().play(10)
        Traceback (most recent call last):
        ...
        luoshu.rules.IllegalMoveError: 10 is not a number 1-9
        """
        if isinstance(number, bool) or not isinstance(number, int) or number not in NUMBERS:
            raise IllegalMoveError(f"{number!r} is not a number 1-9")
        if number in self._x or number in self._o:
            raise IllegalMoveError(f"{number} is taken")
        if self._winner is not None:
            raise IllegalMoveError(f"the game is over: {self._winner} has won")
        mover = self.to_move
        numbers = self._x if mover == "X" else self._o
        # Only a triple through the new number can be new: the incremental form of the check.
        winner = mover if completes(sorted(numbers), number) else None
        if mover == "X":
            return Position._unchecked(self._x | {number}, self._o, winner)
        return Position._unchecked(self._x, self._o | {number}, winner)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._x == other._x and self._o == other._o

    def __hash__(self) -> int:
        return hash((self._x, self._o))

    def __repr__(self) -> str:
        if not self._x and not self._o:
            return "Position()"

        def braces(numbers: frozenset[int]) -> str:
            return "{" + ", ".join(map(str, sorted(numbers))) + "}" if numbers else "()"

        return f"Position(x={braces(self._x)}, o={braces(self._o)})"


def reachable_positions() -> list[Position]:
    """Every position a game can reach, finished ones included, in order of the number of picks.

    Each pair of sets with the right counts is a position unless someone has won too early: X's win is
    only reachable with X one pick ahead, O's with the counts equal, and never both.

    >>> positions = reachable_positions()
    >>> len(positions), sum(p.is_over for p in positions)
    (5478, 958)
    """
    numbers = sorted(NUMBERS)
    # Each player's set is checked once, with the two-pointer: sets of up to five numbers.
    won = {frozenset(s): wins(s) for k in range(6) for s in combinations(numbers, k)}
    unchecked = Position._unchecked
    positions = []
    for picks in range(10):
        x_ahead = picks % 2 == 1
        for x_tuple in combinations(numbers, (picks + 1) // 2):
            x = frozenset(x_tuple)
            x_won = won[x]
            if x_won and not x_ahead:
                continue
            for o_tuple in combinations([n for n in numbers if n not in x], picks // 2):
                o = frozenset(o_tuple)
                if won[o]:
                    if x_won or x_ahead:
                        continue
                    positions.append(unchecked(x, o, "O"))
                else:
                    positions.append(unchecked(x, o, "X" if x_won else None))
    return positions
