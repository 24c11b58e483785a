"""How a face reads the moves typed to it: the notations (numbers, cells A1-C3, or either), a record split into its
moves, and the picks or the position it stands for; a ``RecordError`` with the reason for one that cannot be read.

The faces read records through the session, never the views themselves: these are the views' readers, handed on.

>>> moves_from(split_record("B2, a3 C1"))
[5, 2, 8]
>>> notation_of(["B2"]), "grid" in NOTATIONS
('grid', True)
"""

from __future__ import annotations

from ..views.notation import (
    NOTATIONS,
    Notation,
    Reader,
    RecordError,
    cell_from,
    moves_from,
    notation_of,
    number_from,
    position_from,
    split_record,
)

__all__ = [
    "NOTATIONS",
    "Notation",
    "Reader",
    "RecordError",
    "cell_from",
    "moves_from",
    "notation_of",
    "number_from",
    "position_from",
    "split_record",
]
