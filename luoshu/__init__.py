"""Pick Fifteen, the number game that is tic-tac-toe in disguise, and the family of games around it.

Two players take turns picking distinct numbers 1-9; the first to hold three that sum to 15 wins.
Through the Luo Shu magic square the eight 15-triples are its rows, columns and diagonals. Other rules
(misère, other targets and ranges, the order-n magic-square games) are values of ``Rules``.

The packages, each on the layer above the last: ``rules`` (the number game), ``search`` (perfect play,
symmetries), ``views`` (the Luo Shu grid, magic squares, dresses, text, JSON), ``teach`` (explanations, the
strategy, puzzles, the explore computations), ``svg`` (pictures), ``session`` (a game in progress), and the
faces, ``cli`` and ``window``. The names below are the library's face.

>>> from luoshu import Position, Rules, solve, best_moves, cell_of
>>> p = Position.from_moves([5, 1, 4])
>>> str(solve(p)), best_moves(p), cell_of(6)
('loss in 4', [6], 'C3')
>>> str(solve(Position(rules=Rules.order(4))))
'win in 9'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy import attach

__version__ = "0.2.0"

_HOMES = {
    "MISERE_FIFTEEN": ".rules",
    "NUMBERS": ".rules",
    "PICK_FIFTEEN": ".rules",
    "TARGET": ".rules",
    "IllegalMoveError": ".rules",
    "InvalidPositionError": ".rules",
    "Player": ".rules",
    "Position": ".rules",
    "Rules": ".rules",
    "RulesError": ".rules",
    "opponent": ".rules",
    "reachable_positions": ".rules",
    "winning_set": ".rules",
    "winning_triple": ".rules",
    "wins": ".rules",
    "Outcome": ".search.solver",
    "SearchBudgetError": ".search.solver",
    "Solution": ".search.solver",
    "Verdict": ".search.solver",
    "analyse": ".search.solver",
    "best_moves": ".search.solver",
    "outcome": ".search.solver",
    "solve": ".search.solver",
    "solve_all": ".search.solver",
    "value": ".search.solver",
    "LEVELS": ".session.players",
    "Level": ".session.players",
    "choose_move": ".session.players",
    "CELLS": ".views.squares.grid",
    "LINES": ".views.squares.grid",
    "LUO_SHU": ".views.squares.grid",
    "UnknownCellError": ".views.squares.grid",
    "cell_of": ".views.squares.grid",
    "line_of": ".views.squares.grid",
    "number_at": ".views.squares.grid",
    "render": ".views.text",
    "render_numbers": ".views.text",
}
"""Each public name and the module it lives in (``attach`` imports it when it is first asked for); the
type-checking imports below say the same to the type checker."""

if TYPE_CHECKING:
    # The names of _HOMES, for the type checker (tests/test_layers.py keeps the two alike); ``attach``
    # (luoshu.lazy) imports each when it is first asked for, so that ``import luoshu`` costs next to nothing.
    from .rules import MISERE_FIFTEEN as MISERE_FIFTEEN
    from .rules import NUMBERS as NUMBERS
    from .rules import PICK_FIFTEEN as PICK_FIFTEEN
    from .rules import TARGET as TARGET
    from .rules import IllegalMoveError as IllegalMoveError
    from .rules import InvalidPositionError as InvalidPositionError
    from .rules import Player as Player
    from .rules import Position as Position
    from .rules import Rules as Rules
    from .rules import RulesError as RulesError
    from .rules import opponent as opponent
    from .rules import reachable_positions as reachable_positions
    from .rules import winning_set as winning_set
    from .rules import winning_triple as winning_triple
    from .rules import wins as wins
    from .search.solver import Outcome as Outcome
    from .search.solver import SearchBudgetError as SearchBudgetError
    from .search.solver import Solution as Solution
    from .search.solver import Verdict as Verdict
    from .search.solver import analyse as analyse
    from .search.solver import best_moves as best_moves
    from .search.solver import outcome as outcome
    from .search.solver import solve as solve
    from .search.solver import solve_all as solve_all
    from .search.solver import value as value
    from .session.players import LEVELS as LEVELS
    from .session.players import Level as Level
    from .session.players import choose_move as choose_move
    from .views.squares.grid import CELLS as CELLS
    from .views.squares.grid import LINES as LINES
    from .views.squares.grid import LUO_SHU as LUO_SHU
    from .views.squares.grid import UnknownCellError as UnknownCellError
    from .views.squares.grid import cell_of as cell_of
    from .views.squares.grid import line_of as line_of
    from .views.squares.grid import number_at as number_at
    from .views.text import render as render
    from .views.text import render_numbers as render_numbers


__getattr__, __all__ = attach(globals(), _HOMES)


def __dir__() -> list[str]:
    return sorted({*__all__, "__version__"})
