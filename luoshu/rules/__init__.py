"""The rules of the number game: the rules value (``rules``), positions (``position``) and the two-pointer win
check (``sums``).

This package knows nothing of grids or magic squares: the game is purely the number game.

Layer: the bottom; imports nothing else of luoshu.

>>> p = Position.from_moves([1, 6, 7, 8, 5, 3, 2, 4])
>>> p.winner, p.completed
('O', (3, 4, 8))
"""

from .position import LISTED_UP_TO, IllegalMoveError, InvalidPositionError, Position, reachable_positions
from .rules import (
    MAX_NUMBERS,
    MAX_SETS,
    MAX_STATED,
    MISERE_FIFTEEN,
    NUMBERS,
    PICK_FIFTEEN,
    Player,
    Rules,
    RulesError,
    opponent,
    winning_sets,
)
from .sums import TARGET, completes, winning_picks, winning_set, winning_triple, wins

__all__ = [
    "LISTED_UP_TO",
    "MAX_NUMBERS",
    "MAX_SETS",
    "MAX_STATED",
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

# The errors are the package's: their messages and doctests name them luoshu.rules.RulesError and so on.
for _error in (RulesError, IllegalMoveError, InvalidPositionError):
    _error.__module__ = __name__
