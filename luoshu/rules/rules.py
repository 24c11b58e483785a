"""The rules value: which game of the family is played.

Glossary:
    rules     which game: pick from the numbers 1..N; a player who holds all of a winning set wins (misère:
              that player loses). The winning sets are the K numbers summing to T, found by the sorted
              two-pointer (Pick Fifteen is N=9, K=3, T=15, and is the default everywhere), or listed (a game
              given as sets: ``Rules.listed``).

>>> Rules.order(4), str(Rules(misere=True))
(Rules(numbers=16, count=4, target=34, misere=False), 'misère Pick Fifteen')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from ..words.language import _, ngettext
from ..words.terms import listed
from .sums import TARGET, completes, sets_summing_to, winning_picks, winning_set, wins

__all__ = [
    "MAX_NUMBERS",
    "MAX_SETS",
    "MAX_STATED",
    "MISERE_FIFTEEN",
    "NUMBERS",
    "PICK_FIFTEEN",
    "Player",
    "Rules",
    "RulesError",
    "opponent",
    "winning_sets",
]

NUMBERS: frozenset[int] = frozenset(range(1, 10))
"""The numbers of Pick Fifteen."""
MAX_NUMBERS = 25
"""The largest N the solver (and so play) takes on: the order-5 game picks from 1-25."""
MAX_STATED = 64
"""The largest N a game may have to be stated, proved (``luoshu prove``) and checked: Qubic's 64 cells, the
order-6 game's 1-36. Past MAX_NUMBERS a game is for proofs only: its exact solution is out of the solver's reach."""
MAX_SETS = 10_000
"""The most winning sets a game given as sets may list (the order-5 game has 1,394)."""

Player = Literal["X", "O"]


def opponent(player: Player) -> Player:
    """The other player.

    >>> opponent("X")
    'O'
    """
    return "O" if player == "X" else "X"


class RulesError(ValueError):
    """Raised for rules that make no game: a count above the numbers, a target out of reach, too many numbers."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Which number game is played: pick from 1..``numbers``; ``count`` of a player's numbers summing to
    ``target`` win, or with ``misere`` lose. All numbers taken without that is a draw.

    >>> Rules()
    Rules(numbers=9, count=3, target=15, misere=False)
    >>> str(Rules()), str(Rules.order(4)), str(Rules(target=14, misere=True))
    ('Pick Fifteen', 'the order-4 game (4 of 1-16 summing to 34)', 'misère: 3 of 1-9 summing to 14')
    >>> Rules(numbers=9, count=4, target=40)
    Traceback (most recent call last):
    ...
    luoshu.rules.RulesError: 4 different numbers of 1-9 sum to 10-30, so a target of 40 is out of reach
    """

    numbers: int = 9
    count: int = 3
    target: int = TARGET
    misere: bool = False
    sets: tuple[tuple[int, ...], ...] | None = field(default=None, repr=False)
    """The winning sets, listed (each ascending, the list sorted), for a game given as sets; None when they are
    the K numbers summing to T. A listed game's ``count`` is its largest set's size and its ``target`` 0."""

    def __post_init__(self) -> None:
        if self.sets is not None:
            self._check_listed()
            return
        for name in ("numbers", "count", "target"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(_("{name} must be a whole number, not {value}").format(name=name, value=repr(value)))
        if not isinstance(self.misere, bool):
            raise RulesError(_("misere must be True or False, not {value}").format(value=repr(self.misere)))
        if not 1 <= self.numbers <= MAX_STATED:
            raise RulesError(
                _("the numbers run 1..N with N from 1 to {most}, not {numbers}").format(
                    most=MAX_STATED, numbers=self.numbers
                )
            )
        if not 1 <= self.count <= self.numbers:
            raise RulesError(
                _("a player cannot hold {count} different numbers of 1-{numbers}").format(
                    count=self.count, numbers=self.numbers
                )
            )
        low, high = self.sum_range
        if not low <= self.target <= high:
            raise RulesError(
                _(
                    "{count} different numbers of 1-{numbers} sum to {low}-{high}, so a target of {target} is "
                    "out of reach"
                ).format(count=self.count, numbers=self.numbers, low=low, high=high, target=self.target)
            )

    def _check_listed(self) -> None:
        if isinstance(self.numbers, bool) or not isinstance(self.numbers, int):
            raise RulesError(
                _("{name} must be a whole number, not {value}").format(name="numbers", value=repr(self.numbers))
            )
        if not 1 <= self.numbers <= MAX_STATED:
            raise RulesError(
                _("the numbers run 1..N with N from 1 to {most}, not {numbers}").format(
                    most=MAX_STATED, numbers=self.numbers
                )
            )
        if not isinstance(self.misere, bool):
            raise RulesError(_("misere must be True or False, not {value}").format(value=repr(self.misere)))
        sets = self.sets
        if not isinstance(sets, tuple) or not sets:
            raise RulesError(_("a game given as sets needs at least one winning set"))
        if len(sets) > MAX_SETS:
            raise RulesError(
                _("a game may list at most {most:,} winning sets, not {count:,}").format(most=MAX_SETS, count=len(sets))
            )
        for each in sets:
            if not isinstance(each, tuple) or not each:
                raise RulesError(_("a winning set holds at least one number"))
            if list(each) != sorted(set(each)) or not all(
                isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= self.numbers for n in each
            ):
                raise RulesError(
                    _("a winning set is distinct numbers of 1-{numbers}, ascending, not {each}").format(
                        numbers=self.numbers, each=repr(each)
                    )
                )
        if list(sets) != sorted(set(sets)):
            raise RulesError(_("the winning sets are listed once each, in ascending order"))
        if self.count != max(map(len, sets)) or self.target != 0:
            raise RulesError(_("a game given as sets has its largest set's size as count and 0 as target"))

    @classmethod
    def listed(cls, numbers: int, sets: Iterable[Iterable[int]], misere: bool = False) -> Rules:
        """The game of picking from 1..``numbers`` whose winning sets are ``sets``: a game given as sets.

        >>> tiny = Rules.listed(4, [(1, 2), (3, 4), (1, 4)])
        >>> tiny.sets, tiny.count, str(tiny)
        (((1, 2), (1, 4), (3, 4)), 2, 'a game of 3 winning sets on the numbers 1-4')
        >>> Rules.listed(4, [(1, 5)])
        Traceback (most recent call last):
        ...
        luoshu.rules.RulesError: a winning set is distinct numbers of 1-4, ascending, not (1, 5)
        """
        try:
            found = tuple(sorted({tuple(sorted(set(each))) for each in sets}))
        except TypeError:
            raise RulesError(_("a winning set is a list of numbers")) from None
        count = max(map(len, found)) if found else 0
        return cls(numbers, count, 0, misere, found)

    @property
    def is_listed(self) -> bool:
        """Whether the winning sets are listed (a game given as sets) rather than the numbers summing to T."""
        return self.sets is not None

    @classmethod
    def order(cls, n: int, misere: bool = False) -> Rules:
        """The order-n magic-square game: pick n of 1..n² summing to n(n²+1)/2, the magic constant.

        >>> Rules.order(3) == Rules(), Rules.order(4)
        (True, Rules(numbers=16, count=4, target=34, misere=False))
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise RulesError(
                _("the order of a magic square is a whole number from 1, not {order}").format(order=repr(n))
            )
        return cls(n * n, n, n * (n * n + 1) // 2, misere)

    @classmethod
    def asked(
        cls,
        numbers: int | None = None,
        count: int | None = None,
        target: int | None = None,
        misere: bool = False,
        order: int | None = None,
        prefix: str = "",
    ) -> Rules:
        """The rules a player asks for, each part optional as on the command line and the web page: N 9, K 3 and
        T K(N+1)/2 by default, or the order-n game. RulesError with the reason (naming each part with ``prefix``,
        "--" for options) if they make no game, or one nobody could ever win a set in.

        >>> Rules.asked(numbers=7), Rules.asked(order=4) == Rules.order(4)
        (Rules(numbers=7, count=3, target=12, misere=False), True)
        >>> Rules.asked(numbers=10)
        Traceback (most recent call last):
        ...
        luoshu.rules.RulesError: target is needed: 3 x (10 + 1) / 2 is not whole, so there is no default
        """
        if order is not None:
            parts = (("numbers", numbers), ("count", count), ("target", target))
            fixed = [f"{prefix}{name}" for name, value in parts if value]
            if fixed:
                raise RulesError(
                    _("{order} sets the numbers, count and target: drop {fixed}").format(
                        order=f"{prefix}order", fixed=listed(fixed)
                    )
                )
            return cls.order(order, misere)
        numbers = 9 if numbers is None else numbers
        count = 3 if count is None else count
        if target is None:
            target = cls.default_target(numbers, count)
            if target is None:
                raise RulesError(
                    _("{target} is needed: {count} x ({numbers} + 1) / 2 is not whole, so there is no default").format(
                        target=f"{prefix}target", count=count, numbers=numbers
                    )
                )
        most = (numbers + 1) // 2  # X's picks when the board is full
        if most < count <= numbers:
            raise RulesError(
                _(
                    "{count} {value}: a player holds at most {most} of the numbers 1-{numbers}, so nobody could "
                    "ever make a set"
                ).format(count=f"{prefix}count", value=count, most=most, numbers=numbers)
            )
        return cls(numbers, count, target, misere)

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
        listed = self.sets is not None
        return n if not listed and self.numbers == n * n and self.target == n * (n * n + 1) // 2 else None

    def wins(self, numbers: Iterable[int]) -> bool:
        """Whether ``numbers`` hold a whole winning set (whoever that makes the winner)."""
        if self.sets is None:
            return wins(numbers, self.target, self.count)
        return self.winning_set(numbers) is not None

    def winning_set(self, numbers: Iterable[int]) -> tuple[int, ...] | None:
        """The first winning set among ``numbers``, ascending."""
        if self.sets is None:
            return winning_set(numbers, self.target, self.count)
        held = _mask(numbers)
        return next((each for each, mask in _listed(self.sets)[0] if held & mask == mask), None)

    def sets_in(self, numbers: Iterable[int]) -> list[tuple[int, ...]]:
        """Every winning set among ``numbers``, each ascending, in ascending order.

        >>> Rules().sets_in([1, 4, 5, 6, 9])
        [(1, 5, 9), (4, 5, 6)]
        """
        if self.sets is None:
            return list(sets_summing_to(sorted(set(numbers)), self.count, self.target))
        held = _mask(numbers)
        return [each for each, mask in _listed(self.sets)[0] if held & mask == mask]

    def completes(self, ascending: Sequence[int], pick: int) -> bool:
        """Whether ``pick`` completes a winning set with the sorted ``ascending``."""
        if self.sets is None:
            return completes(ascending, pick, self.target, self.count)
        held = _mask(ascending) | 1 << pick
        return any(held & mask == mask for mask in _listed(self.sets)[1].get(pick, ()))

    def winning_picks(self, numbers: Iterable[int], free: Iterable[int]) -> list[int]:
        """The free numbers that would complete a winning set for a player holding ``numbers``."""
        if self.sets is None:
            return winning_picks(numbers, free, self.target, self.count)
        ascending = sorted(numbers)
        return sorted(n for n in free if self.completes(ascending, n))

    def __repr__(self) -> str:
        fields = f"numbers={self.numbers}, count={self.count}, target={self.target}, misere={self.misere}"
        if self.sets is None:
            return f"Rules({fields})"
        return f"Rules.listed({self.numbers}, {list(self.sets)!r}, misere={self.misere})"

    def __str__(self) -> str:
        """The name of the game: Pick Fifteen, a game of winning sets given as sets, the order-N game (a magic
        square's other than 3), or its numbers, count and target; misère or not.

        >>> str(Rules(9, 3, 14, misere=True)), str(Rules.listed(4, [[1, 2], [2, 4], [3]]))
        ('misère: 3 of 1-9 summing to 14', 'a game of 3 winning sets on the numbers 1-4')
        """
        order = self.magic_order
        if self.sets is not None:
            name = ngettext(
                "a game of {count:,} winning set on the numbers 1-{numbers}",
                "a game of {count:,} winning sets on the numbers 1-{numbers}",
                len(self.sets),
            ).format(count=len(self.sets), numbers=self.numbers)
        elif self in (PICK_FIFTEEN, MISERE_FIFTEEN):
            return _("misère Pick Fifteen") if self.misere else _("Pick Fifteen")
        elif order is not None and order != 3:
            name = _("the order-{order} game ({count} of 1-{numbers} summing to {target})").format(
                order=order, count=self.count, numbers=self.numbers, target=self.target
            )
        else:
            name = _("{count} of 1-{numbers} summing to {target}").format(
                count=self.count, numbers=self.numbers, target=self.target
            )
        return _("misère: {name}").format(name=name) if self.misere else name


PICK_FIFTEEN = Rules()
"""The default rules: pick from 1-9; three that sum to 15 win."""
MISERE_FIFTEEN = Rules(misere=True)
"""Misère Pick Fifteen: the first to hold three that sum to 15 loses."""


def _mask(numbers: Iterable[int]) -> int:
    found = 0
    for n in numbers:
        found |= 1 << n
    return found


@cache
def _listed(sets: tuple[tuple[int, ...], ...]) -> tuple[list[tuple[tuple[int, ...], int]], dict[int, list[int]]]:
    """A listed game's sets with their bitmasks, and the bitmasks of the sets through each number."""
    masks = [(each, _mask(each)) for each in sets]
    through: dict[int, list[int]] = {}
    for each, mask in masks:
        for n in each:
            through.setdefault(n, []).append(mask)
    return masks, through


@cache
def winning_sets(rules: Rules = PICK_FIFTEEN) -> tuple[tuple[int, ...], ...]:
    """Every winning set, ascending, in ascending order: the sets of ``count`` numbers of 1..N that sum to the
    target, by the two-pointer, or a listed game's own.

    >>> winning_sets()[:3], len(winning_sets()), len(winning_sets(Rules.order(4)))
    (((1, 5, 9), (1, 6, 8), (2, 4, 9)), 8, 86)
    """
    if rules.sets is not None:
        return rules.sets
    return tuple(sets_summing_to(range(1, rules.numbers + 1), rules.count, rules.target))
