"""What ``luoshu prove`` needs of the views to read its start: a record's moves, in a notation, read into picks.

The command line reads a record with these and draws nothing of the views itself.

>>> moves_from(["5", "2"], "numbers")
[5, 2]
"""

from __future__ import annotations

from ..views.notation import Notation, RecordError, moves_from

__all__ = ["Notation", "RecordError", "moves_from"]
