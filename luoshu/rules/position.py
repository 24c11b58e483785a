"""Positions of the number game: the rules and the numbers each player holds, and every position a game
can reach.

Glossary:
    pick      a number taken by a player; X picks first.
    position  the rules and the two players' numbers, ``x`` and ``o``.
    free      the numbers nobody has picked yet.

>>> p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
>>> p.winner, p.completed
('O', (3, 4, 8))
>>> Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True)).winner  # X made 15, and in misère loses
'O'
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..words.language import _, ngettext
from ..words.terms import listed
from .rules import PICK_FIFTEEN, Player, Rules, opponent

__all__ = ["LISTED_UP_TO", "IllegalMoveError", "InvalidPositionError", "Position", "reachable_positions"]

LISTED_UP_TO = 12
"""Games of up to this many numbers can have every position (and the whole game tree) listed; bigger ones are
walked only as far as asked."""


class InvalidPositionError(ValueError):
    """Raised for a pair of number sets that no game under the rules can reach."""


class IllegalMoveError(ValueError):
    """Raised for a pick that the rules forbid: taken, not one of the numbers, or made after the game ended."""


def _as_numbers(values: Iterable[int], who: str, rules: Rules) -> frozenset[int]:
    numbers: list[int] = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidPositionError(
                _("{who} holds {value}, which is not a whole number 1-{numbers}").format(
                    who=who, value=repr(value), numbers=rules.numbers
                )
            )
        if not 1 <= value <= rules.numbers:
            raise InvalidPositionError(
                _("{who} holds {value}, which is not 1-{numbers}").format(who=who, value=value, numbers=rules.numbers)
            )
        if value in numbers:
            raise InvalidPositionError(_("{who} holds {value} twice").format(who=who, value=value))
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
    """How a message names a set: "a triple summing to 15" (a game given as sets: "a winning set").

    >>> _a_set(Rules(3, 1, 3)), _a_set(Rules(16, 4, 34))
    ('the number 3', '4 numbers summing to 34')
    """
    if rules.sets is not None:
        return _("a winning set")
    if rules.count == 1:
        return _("the number {target}").format(target=rules.target)
    if rules.count == 2:
        return _("a pair summing to {target}").format(target=rules.target)
    if rules.count == 3:
        return _("a triple summing to {target}").format(target=rules.target)
    return _("{count} numbers summing to {target}").format(count=rules.count, target=rules.target)


def _picked_after_the_end(player: str, other: str, misere: bool) -> str:
    """The ``other`` player picked after ``player`` completed a set (and so won, or in misère lost)."""
    if misere:
        return _("{player} has lost, so {other} cannot have picked again").format(player=player, other=other)
    return _("{player} has won, so {other} cannot have picked again").format(player=player, other=other)


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
            raise TypeError(_("rules must be a Rules value, not {value}").format(value=repr(rules)))
        xs, os = _as_numbers(x, "X", rules), _as_numbers(o, "O", rules)
        if xs & os:
            raise InvalidPositionError(
                _("both players hold {numbers}").format(numbers=listed(map(str, sorted(xs & os))))
            )
        if len(xs) - len(os) not in (0, 1):
            raise InvalidPositionError(
                ngettext(
                    "X holds {x} number and O {o}: X must hold as many as O or one more",
                    "X holds {x} numbers and O {o}: X must hold as many as O or one more",
                    len(xs),
                ).format(x=len(xs), o=len(os))
            )
        x_made, o_made = rules.wins(xs), rules.wins(os)
        if x_made and o_made:
            raise InvalidPositionError(_("both players hold {held}").format(held=_a_set(rules)))
        if x_made and len(xs) == len(os):
            raise InvalidPositionError(_picked_after_the_end(player="X", other="O", misere=rules.misere))
        if o_made and len(xs) != len(os):
            raise InvalidPositionError(_picked_after_the_end(player="O", other="X", misere=rules.misere))
        made: Player | None = "X" if x_made else "O" if o_made else None
        if made and not _made_by_last_pick(xs if made == "X" else os, rules):
            # Two sets that share no number: whichever came second, the game had already ended.
            raise InvalidPositionError(
                _("{player} holds {held} without the last pick, so the game ended earlier").format(
                    player=made, held=_a_set(rules)
                )
            )
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
        raise AttributeError(_("Position is immutable"))

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
    def pick_count(self) -> int:
        """How many numbers have been picked.

        >>> Position.from_moves([5, 1, 4]).pick_count
        3
        """
        return len(self._x) + len(self._o)

    @property
    def picks(self) -> int:
        """How many numbers have been picked: deprecated, the old name of ``pick_count``."""
        import warnings  # only for a caller of the old name

        warnings.warn(_("Position.picks is deprecated: use Position.pick_count"), DeprecationWarning, stacklevel=2)
        return self.pick_count

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
    def completed_sets(self) -> list[tuple[int, ...]]:
        """Every set the last pick completed, ascending: one pick can complete two at once (a set held
        without the last pick would have ended the game before it).

        >>> Position.from_moves([1, 2, 4, 3, 6, 7, 9, 8, 5]).completed_sets
        [(1, 5, 9), (4, 5, 6)]
        """
        if self._completed_by is None:
            return []
        return self._rules.sets_in(self.numbers_of(self._completed_by))

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
            raise IllegalMoveError(
                _("{number} is not a number 1-{numbers}").format(number=repr(number), numbers=rules.numbers)
            )
        if number in self._x or number in self._o:
            raise IllegalMoveError(_("{number} is taken").format(number=str(number)))
        if self._completed_by is not None:
            raise IllegalMoveError(_("the game is over: {winner} has won").format(winner=str(self.winner)))
        mover = self.to_move
        numbers = self._x if mover == "X" else self._o
        # Only a set through the new number can be new: the incremental form of the check.
        made = mover if rules.completes(sorted(numbers), number) else None
        if mover == "X":
            return Position._unchecked(self._x | {number}, self._o, made, rules)
        return Position._unchecked(self._x, self._o | {number}, made, rules)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._x == other._x and self._o == other._o and self._rules == other._rules

    def __hash__(self) -> int:
        return hash((self._x, self._o, self._rules))

    def _repr_svg_(self) -> str:
        """The position as a picture: Jupyter shows a position so, as it shows a python-chess board."""
        from ..svg import position_svg  # the pictures are drawn layers above, and imported only when asked for

        return position_svg(self)

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
    if rules.numbers > LISTED_UP_TO:
        raise ValueError(
            _("listing every position is practical for up to {most} numbers, not {numbers}").format(
                most=LISTED_UP_TO, numbers=rules.numbers
            )
        )
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
