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
    from .rules import (
        NUMBERS,
        PICK_FIFTEEN,
        TARGET,
        IllegalMoveError,
        InvalidPositionError,
        Player,
        Position,
        Rules,
        RulesError,
        winning_set,
        winning_triple,
        wins,
    )
    from .solver import LEVELS, Level, Outcome, Verdict, analyse, best_moves, choose_move, outcome, solve
    from .text import render, render_numbers

# Each name and the module it lives in: a module is imported when one of its names is first asked for, so that
# ``import luoshu`` costs next to nothing and a command pays only for what it uses.
_HOMES = {
    **dict.fromkeys(("CELLS", "LINES", "LUO_SHU", "UnknownCellError", "cell_of", "line_of", "number_at"), "grid"),
    **dict.fromkeys(
        (
            "NUMBERS",
            "PICK_FIFTEEN",
            "TARGET",
            "IllegalMoveError",
            "InvalidPositionError",
            "Player",
            "Position",
            "Rules",
            "RulesError",
            "winning_set",
            "winning_triple",
            "wins",
        ),
        "rules",
    ),
    **dict.fromkeys(
        ("LEVELS", "Level", "Outcome", "Verdict", "analyse", "best_moves", "choose_move", "outcome", "solve"), "solver"
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


__version__ = "0.2.0"

__all__ = [
    "CELLS",
    "LEVELS",
    "LINES",
    "LUO_SHU",
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
    "UnknownCellError",
    "Verdict",
    "analyse",
    "best_moves",
    "cell_of",
    "choose_move",
    "line_of",
    "number_at",
    "outcome",
    "render",
    "render_numbers",
    "solve",
    "winning_set",
    "winning_triple",
    "wins",
]
