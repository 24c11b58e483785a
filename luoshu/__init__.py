"""Pick Fifteen, the number game that is tic-tac-toe in disguise, and the family of games around it.

Two players take turns picking distinct numbers 1-9; the first to hold three that sum to 15 wins.
Through the Luo Shu magic square the eight 15-triples are its rows, columns and diagonals. Other rules
(misère, other targets and ranges, the order-n magic-square games) are values of ``Rules``.

>>> from luoshu import Position, Rules, solve, best_moves, cell_of
>>> p = Position.from_moves([5, 1, 4])
>>> str(solve(p)), best_moves(p), cell_of(6)
('loss in 4', [6], 'C3')
>>> str(solve(Position(rules=Rules.order(4))))
'win in 9'
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .grid import CELLS, LINES, LUO_SHU, UnknownCellError, cell_of, line_of, number_at
    from .players import LEVELS, Level, choose_move
    from .rules import (
        MISERE_FIFTEEN,
        NUMBERS,
        PICK_FIFTEEN,
        TARGET,
        IllegalMoveError,
        InvalidPositionError,
        Player,
        Position,
        Rules,
        RulesError,
        opponent,
        reachable_positions,
        winning_set,
        winning_triple,
        wins,
    )
    from .solver import (
        Outcome,
        SearchBudgetError,
        Solution,
        Verdict,
        analyse,
        best_moves,
        outcome,
        solve,
        solve_all,
        value,
    )
    from .text import render, render_numbers

# Each name and the module it lives in: a module is imported when one of its names is first asked for, so that
# ``import luoshu`` costs next to nothing and a command pays only for what it uses.
_HOMES = {
    **dict.fromkeys(("CELLS", "LINES", "LUO_SHU", "UnknownCellError", "cell_of", "line_of", "number_at"), "grid"),
    **dict.fromkeys(
        (
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
            "opponent",
            "reachable_positions",
            "winning_set",
            "winning_triple",
            "wins",
        ),
        "rules",
    ),
    **dict.fromkeys(("LEVELS", "Level", "choose_move"), "players"),
    **dict.fromkeys(
        (
            "Outcome",
            "SearchBudgetError",
            "Solution",
            "Verdict",
            "analyse",
            "best_moves",
            "outcome",
            "solve",
            "solve_all",
            "value",
        ),
        "solver",
    ),
    **dict.fromkeys(("render", "render_numbers"), "text"),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'luoshu' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # found once: the next look-up is an ordinary one
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


__version__ = "0.2.0"

__all__ = [
    "CELLS",
    "LEVELS",
    "LINES",
    "LUO_SHU",
    "MISERE_FIFTEEN",
    "NUMBERS",
    "PICK_FIFTEEN",
    "TARGET",
    "IllegalMoveError",
    "InvalidPositionError",
    "Level",
    "Outcome",
    "Player",
    "Position",
    "Rules",
    "RulesError",
    "SearchBudgetError",
    "Solution",
    "UnknownCellError",
    "Verdict",
    "analyse",
    "best_moves",
    "cell_of",
    "choose_move",
    "line_of",
    "number_at",
    "opponent",
    "outcome",
    "reachable_positions",
    "render",
    "render_numbers",
    "solve",
    "solve_all",
    "value",
    "winning_set",
    "winning_triple",
    "wins",
]
