"""The pictures a notebook shows: a position, an explanation and a replay draw themselves as SVG in Jupyter
(``_repr_svg_``, as python-chess boards do), through the drawers the package's face registers here.

>>> from luoshu import Position
>>> Position.from_moves([5, 1])._repr_svg_().splitlines()[1][:4]
'<svg'
>>> from luoshu.teach.replays import replay
>>> "replayed: 5 (B2) 1 (C2) 4 (A1)" in replay([5, 1, 4])._repr_svg_()
True
"""

from __future__ import annotations

from ..rules import Position
from ..teach.explain import Explanation
from ..teach.replays import Replay
from ..words.lessons import pictures as said
from .pictures import explanation_svg, position_svg, replay_svg

__all__ = ["picture"]


def picture(thing: object) -> str:
    """The SVG picture of a position, an explanation (of its position, the pick's line drawn) or a replay."""
    if isinstance(thing, Position):
        return position_svg(thing)
    if isinstance(thing, Explanation):
        return explanation_svg(thing, Position(thing.x, thing.o, thing.rules))
    if isinstance(thing, Replay):
        return replay_svg(thing)
    raise TypeError(said.no_picture(type(thing).__name__))
