"""The rules value: which game of the family is played.

Glossary:
    rules     which game: pick from the numbers 1..N; a player who holds K numbers summing to T wins
              (misère: that player loses). Pick Fifteen is N=9, K=3, T=15, and is the default everywhere.

>>> Rules.order(4), str(Rules(misere=True))
(Rules(numbers=16, count=4, target=34, misere=False), 'misère Pick Fifteen')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from .sums import TARGET, completes, sets_summing_to, winning_picks, winning_set, wins

__all__ = [
    "MAX_NUMBERS",
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
"""The largest N the solver takes on: the order-5 game picks from 1-25."""

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

    def sets_in(self, numbers: Iterable[int]) -> list[tuple[int, ...]]:
        """Every set among ``numbers`` that sums to the target, each ascending, in ascending order.

        >>> Rules().sets_in([1, 4, 5, 6, 9])
        [(1, 5, 9), (4, 5, 6)]
        """
        return list(sets_summing_to(sorted(set(numbers)), self.count, self.target))

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
        name = f"the order-{order} game ({terms})" if order is not None and order != 3 else terms
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
    return tuple(sets_summing_to(range(1, rules.numbers + 1), rules.count, rules.target))
