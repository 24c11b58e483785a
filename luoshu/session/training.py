"""What a face needs to train MENACE (``luoshu.teach.menace``): the learner and its boxes as text, and the
dresses its first box may be named in.

>>> TRAINING_DRESSES[:2]
('fifteen', 'grid')
>>> dress_for("grid").item(5)
'B2'
"""

from __future__ import annotations

from ..teach.menace import Menace, MenaceError, is_menace_boxes
from ..views.dresses.dress import DRESSES, dress_for

__all__ = ["TRAINING_DRESSES", "Menace", "MenaceError", "dress_for", "is_menace_boxes"]

TRAINING_DRESSES = tuple(name for name in DRESSES if name != "sets")
"""The dresses MENACE's first box may be named in: every one but a --sets game's own."""
