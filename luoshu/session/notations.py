"""How a face reads the moves typed to it: the notations (numbers, cells A1-C3, or either), a record split into its
moves (``record_tokens``), and the picks or the position it stands for; a ``RecordError`` with the reason for one
that cannot be read.

The faces read records through the session, never the views themselves: these are the views' readers, handed on.

>>> moves_from(split_record("B2, a3 C1"))
[5, 2, 8]
>>> notation_of(["B2"]), "grid" in NOTATIONS
('grid', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

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

if TYPE_CHECKING:  # a dress is a game's with named items: its module, and all it imports, only where one is read
    from ..views.dresses.dress import Dress

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
    "record_tokens",
    "split_record",
]


def record_tokens(words: Sequence[str], dress: Dress | None) -> list[str]:
    """The moves of a record given on the command line or on a line of input: separated by spaces or commas, or,
    for a game whose items' names have spaces, by commas alone (on the command line, each word is a move).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> record_tokens(["5 2,8"], None)
    ['5', '2', '8']
    >>> record_tokens(["Mill Lane, High Street"], dress_for("jam"))
    ['Mill Lane', 'High Street']
    """
    if dress is None or not dress.spaced:
        return [token for word in words for token in split_record(word)]
    return [token.strip() for word in words for token in word.split(",") if token.strip()]
