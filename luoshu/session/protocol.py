"""What a program of the user's that plays (``python:FILE``, ``cmd:COMMAND``) is told each turn: one line of JSON,
``{"rules", "x", "o", "to_move", "free"}``, in the JSON vocabulary of every command.

>>> from luoshu.rules import Position
>>> turn_json(Position([5], [2]))["free"]
[1, 3, 4, 6, 7, 8, 9]
"""

from __future__ import annotations

from typing import Any

from ..rules import Position
from ..views.vocabulary import rules_json

__all__ = ["turn_json"]


def turn_json(position: Position) -> dict[str, Any]:
    """The turn a program is asked to pick in: the game's rules, each side's numbers, who moves and what is free."""
    return {
        "rules": rules_json(position.rules),
        "x": sorted(position.x),
        "o": sorted(position.o),
        "to_move": position.to_move,
        "free": sorted(position.free),
    }
