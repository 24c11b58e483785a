"""Pick Fifteen, the number game that is tic-tac-toe in disguise.

Two players take turns picking distinct numbers 1-9; the first to hold three that sum to 15 wins.
Through the Luo Shu magic square the eight 15-triples are its rows, columns and diagonals.

>>> from luoshu import Position, solve, best_moves, cell_of
>>> p = Position.from_moves([5, 1, 4])
>>> str(solve(p)), best_moves(p), cell_of(6)
('loss in 4', [6], 'C3')
"""

from .grid import (
    CELLS,
    LINES,
    LUO_SHU,
    UnknownCellError,
    cell_of,
    line_of,
    number_at,
    render,
    render_numbers,
)
from .rules import (
    NUMBERS,
    TARGET,
    IllegalMoveError,
    InvalidPositionError,
    Player,
    Position,
    winning_triple,
    wins,
)
from .solver import (
    LEVELS,
    Level,
    Outcome,
    Verdict,
    analyse,
    best_moves,
    choose_move,
    solve,
)

__version__ = "0.1.0"

__all__ = [
    "CELLS",
    "LEVELS",
    "LINES",
    "LUO_SHU",
    "NUMBERS",
    "TARGET",
    "IllegalMoveError",
    "InvalidPositionError",
    "Level",
    "Outcome",
    "Player",
    "Position",
    "UnknownCellError",
    "Verdict",
    "analyse",
    "best_moves",
    "cell_of",
    "choose_move",
    "line_of",
    "number_at",
    "render",
    "render_numbers",
    "solve",
    "winning_triple",
    "wins",
]
