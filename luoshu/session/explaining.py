"""A position explained for a face: why the player to move should pick what, or what one pick costs, and the line
that follows (``explain``), as text (``explanation_text``) and as JSON (``explanation_json``); and what is said
instead of an explanation when a big game's search ran out of its budget (``unexplained``,
``unexplained_json``).

The faces reach the teaching through the session: these are the teaching's own, handed on, and the one sentence
the face made itself.

>>> from luoshu.rules import Position
>>> explanation_json(explain(Position.from_moves([5, 1])))["best"]
[2, 3, 4, 6, 7, 8]
>>> unexplained(Position.from_moves([5]), 1, "not solved within the budget")
'For O, picking 1: not solved within the budget.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules import Position
from ..teach.explain import Explanation, explain, explanation_json, explanation_text, unexplained_json
from ..words.language import _

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress

__all__ = ["Explanation", "explain", "explanation_json", "explanation_text", "unexplained", "unexplained_json"]


def unexplained(position: Position, pick: int | None, reason: str, dress: Dress | None = None) -> str:
    """What is said of a position (or of ``pick`` from it) that could not be explained, and ``reason`` why, naming
    the pick as ``dress`` does."""
    if pick is None:
        return _("{to_move} to move: {reason}.").format(to_move=position.to_move, reason=reason)
    named = str(pick) if dress is None else dress.item(pick)
    doing = _("picking") if dress is None else dress.said("doing")
    return _("For {to_move}, {doing} {pick}: {reason}.").format(
        to_move=position.to_move, doing=_(doing), pick=named, reason=reason
    )
