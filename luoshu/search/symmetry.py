"""The symmetries of the number game, listed, for the searches that use them: found over the numbers alone.

A symmetry is a permutation of 1..N that maps the set of winning sets onto itself, so it maps every
position to one that plays the same. They are found by the one engine for isomorphisms and symmetries
(``luoshu.search.isomorphism``), knowing nothing of any grid; the grid view shows Pick Fifteen's to be the
rotations and reflections of the square. This module keeps each game's, as the solver asks for them at every
move.

>>> len(symmetries())
8
>>> cycles(symmetries()[3])
[(1, 3, 9, 7), (2, 6, 8, 4)]
>>> [cycles(p) for p in symmetries(Rules.order(4))][1][:2]  # n <-> 17 - n is one of the order-4 game's
[(1, 16), (2, 15)]
"""

from __future__ import annotations

from dataclasses import replace

from ..rules import PICK_FIFTEEN, Rules
from .engine import SearchBudgetError
from .isomorphism import Group, symmetry_group

__all__ = [
    "Permutation",
    "cycles",
    "forget_symmetries",
    "symmetries",
    "symmetries_within",
]

Permutation = tuple[int, ...]
"""A permutation of 1..N as a tuple ``p`` with ``p[n]`` the image of ``n``; ``p[0]`` is 0."""

# The groups found, per game's winning sets (misère shares them), and those listed: one store for both ways
# of asking, so the search is done once whichever asks first. A game whose group the search could not find
# within its budget is kept as None.
_groups: dict[Rules, tuple[Rules, Group | None]] = {}
_listed: dict[Rules, tuple[Permutation, ...]] = {}


def _group(rules: Rules) -> tuple[Rules, Group | None]:
    """The game's group (None if the search ran past its budget), and the rules it is kept under."""
    found = _groups.get(rules)  # asked for at every position the solver analyses: a look-up
    if found is None:
        key = replace(rules, misere=False)  # misère has the same winning sets, so the same symmetries
        found = _groups.get(key)
        if found is None:
            try:
                found = (key, symmetry_group(key))
            except SearchBudgetError:
                found = (key, None)
            _groups[key] = found
        _groups[rules] = found
    return found


def _listed_group(key: Rules, group: Group | None) -> tuple[Permutation, ...]:
    found = _listed.get(key)
    if found is None:
        found = _listed[key] = (group or symmetry_group(key)).listed()  # without a group, the search's own error
    return found


def symmetries(rules: Rules = PICK_FIFTEEN) -> tuple[Permutation, ...]:
    """Every permutation of 1..N that maps winning sets onto winning sets, in lexicographic order.

    Misère play has the same winning sets, so the same symmetries.
    """
    return _listed_group(*_group(rules))


def symmetries_within(rules: Rules, most: int) -> tuple[Permutation, ...] | None:
    """The symmetries if there are at most ``most`` of them, else None: the group's order is counted first, so
    a large group is never listed (and a group the search cannot find within its budget counts as large).

    A game of few winning sets leaves many numbers alike and has a huge group (picking the number 3 out of
    1-11 has 10! symmetries): callers that only want a small group ask this way.

    >>> len(symmetries_within(PICK_FIFTEEN, 8)), symmetries_within(Rules(11, 1, 3), 1000)
    (8, None)
    """
    key, group = _group(rules)
    return _listed_group(key, group) if group is not None and group.order <= most else None


def forget_symmetries() -> None:
    """Empty the symmetries kept for every game."""
    _groups.clear()
    _listed.clear()


def cycles(permutation: Permutation) -> list[tuple[int, ...]]:
    """The permutation in cycle notation, fixed points left out.

    >>> cycles((0, 1, 2, 3, 4, 5, 6, 7, 8, 9))
    []
    """
    seen: set[int] = set()
    result = []
    for start in range(1, len(permutation)):
        if start in seen or permutation[start] == start:
            continue
        cycle = [start]
        seen.add(start)
        n = permutation[start]
        while n != start:
            cycle.append(n)
            seen.add(n)
            n = permutation[n]
        result.append(tuple(cycle))
    return result
