"""What the window draws a game with, beside what the session says of it: whether a game is on the Luo Shu grid,
the grid's cells and the names of its rows and columns, a disguise's panel, a hint's mark and sign, and the
colours (shared with the pictures). The window takes these from here, and nothing from the views themselves.

>>> from luoshu.rules import Rules
>>> on_grid(Rules()), on_grid(Rules(target=14)), CELLS[:3], cell_of(5)
(True, False, ('A1', 'A2', 'A3'), 'B2')
"""

from __future__ import annotations

from ..views.colours import BACKGROUND, EDGE, HINT, HOVER, INK, LABEL, LAST, LINE, MARK, PAPER
from ..views.dresses.boards import Row, panel_rows
from ..views.dresses.dress import Dress
from ..views.squares.fit import on_grid
from ..views.squares.grid import CELLS, COLUMN_NAMES, ROW_NAMES, cell_of, number_at, row_and_column
from ..views.text import SIGN, verdict_mark

__all__ = [
    "BACKGROUND",
    "CELLS",
    "COLUMN_NAMES",
    "EDGE",
    "HINT",
    "HOVER",
    "INK",
    "LABEL",
    "LAST",
    "LINE",
    "MARK",
    "PAPER",
    "ROW_NAMES",
    "SIGN",
    "Dress",
    "Row",
    "cell_of",
    "number_at",
    "on_grid",
    "panel_rows",
    "row_and_column",
    "verdict_mark",
]
