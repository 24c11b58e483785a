"""The JSON vocabulary: how every command and the web API write the game's values, so that a key has one
meaning and one shape everywhere (docs/json.md's table lists them all).

The grammar: a plural noun is a list of those things; a count of things ends in ``_count``; a verdict is
always ``{"outcome", "plies"}``; numbers are numbers, never strings. Inside ``rules`` (and only there),
``numbers`` is N, the largest number, and ``count`` K, how many numbers make a set.

>>> position_json(Position.from_moves([5, 1]))  # doctest: +NORMALIZE_WHITESPACE
{'rules': {'numbers': 9, 'count': 3, 'target': 15, 'misere': False},
 'x': [5], 'o': [1], 'to_move': 'X', 'winner': None, 'over': False}
>>> from luoshu.search.solver import Outcome
>>> verdict_json(Verdict(Outcome.WIN, 5))
{'outcome': 'win', 'plies': 5}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from ..rules import Position, Rules
from ..search.solver import Verdict
from .squares.fit import on_grid
from .squares.grid import cell_of

__all__ = ["cell_json", "item_json", "moves_json", "position_json", "rules_json", "verdict_json"]


@cache
def _rules(rules: Rules) -> dict[str, object]:
    if rules.sets is None:
        return {"numbers": rules.numbers, "count": rules.count, "target": rules.target, "misere": rules.misere}
    listed = [list(each) for each in rules.sets]
    return {"numbers": rules.numbers, "count": None, "target": None, "misere": rules.misere, "sets": listed}


def rules_json(rules: Rules) -> dict[str, object]:
    """The rules: ``{"numbers", "count", "target", "misere"}``, and for a game given as sets its ``sets`` (its
    count and target null).

    >>> rules_json(Rules.order(4))
    {'numbers': 16, 'count': 4, 'target': 34, 'misere': False}
    >>> rules_json(Rules.listed(4, [(1, 2), (3, 4)]))
    {'numbers': 4, 'count': None, 'target': None, 'misere': False, 'sets': [[1, 2], [3, 4]]}
    """
    return dict(_rules(rules))


def verdict_json(verdict: Verdict | None) -> dict[str, object] | None:
    """A verdict for the player to move: ``{"outcome": "win" | "draw" | "loss", "plies"}``, or None."""
    if verdict is None:
        return None
    return {"outcome": verdict.outcome.value, "plies": verdict.plies}


def cell_json(number: int, rules: Rules) -> str | None:
    """The cell of a number on the Luo Shu grid, for a game that is tic-tac-toe; None for any other game."""
    return cell_of(number) if on_grid(rules) else None


def position_json(position: Position, items: Sequence[str] | None = None) -> dict[str, object]:
    """A position: its rules, each player's numbers (ascending), whose turn it is (None when it is over), who
    has won (None while it goes on, or for a draw) and whether it is over; for a game with named items, its
    ``items`` too, in the order of their numbers (the item of number n is ``items[n - 1]``)."""
    named: dict[str, object] = {} if items is None else {"items": list(items)}
    return {
        "rules": rules_json(position.rules),
        "x": sorted(position.x),
        "o": sorted(position.o),
        "to_move": None if position.is_over else position.to_move,
        "winner": position.winner,
        "over": position.is_over,
        **named,
    }


def item_json(number: int, items: Sequence[str] | None) -> dict[str, object]:
    """``{"item": name}`` for a number of a game with named items, else nothing.

    >>> item_json(2, ["Mill Lane", "High Street"]), item_json(2, None)
    ({'item': 'High Street'}, {})
    """
    return {} if items is None else {"item": items[number - 1]}


def moves_json(
    verdicts: Mapping[int, Verdict], rules: Rules, items: Sequence[str] | None = None
) -> list[dict[str, object]]:
    """Every free pick's verdict for the mover (its plies include the pick), ascending by number:
    ``[{"pick", "cell", "verdict"}]``, and each pick's ``item`` for a game with named items.

    >>> from luoshu.search.solver import Outcome
    >>> moves_json({4: Verdict(Outcome.DRAW, 6)}, Rules())
    [{'pick': 4, 'cell': 'A1', 'verdict': {'outcome': 'draw', 'plies': 6}}]
    """
    grid = on_grid(rules)
    return [
        {"pick": n, **item_json(n, items), "cell": cell_of(n) if grid else None, "verdict": verdict_json(verdicts[n])}
        for n in sorted(verdicts)
    ]
