"""The moves of a game record given on the command line: the words of it, and the numbers they name.

>>> picks(record_words(("B2,A3", "C1"), None), "grid")
[5, 2, 8]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...rules import PICK_FIFTEEN, Rules
from ...views.notation import RecordError, moves_from, split_record

__all__ = ["RecordError", "picks", "record_words"]

Reader = Callable[[str], int]
"""How a dress reads a typed name back as the number it stands for (RecordError with the reason if it names none)."""


def record_words(tokens: Sequence[str], reader: Reader | None) -> list[str]:
    """The words of a record given as ``tokens``: numbers and cells split at spaces and commas, a game's items
    (read by ``reader``) one token each.

    >>> record_words(("5, 2", "8"), None)
    ['5', '2', '8']
    """
    return [t for token in tokens for t in split_record(token)] if reader is None else list(tokens)


def picks(words: Sequence[str], notation: str, rules: Rules = PICK_FIFTEEN, reader: Reader | None = None) -> list[int]:
    """The picks of a legal record, as numbers (``notation`` says how numbers are written: auto, numbers, grid);
    RecordError with the reason if a word names no free pick."""
    return moves_from(words, notation, rules, reader)  # type: ignore[arg-type]
