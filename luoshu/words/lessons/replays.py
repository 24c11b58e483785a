"""What was wrong with a pick of a replayed game, in a word or three.

>>> mistake(), slower_win(), faster_loss()
('mistake', 'a slower win', 'a faster loss')
"""

from __future__ import annotations

from luoshu.words.language import _


def mistake() -> str:
    """A pick that made its mover's outcome worse."""
    return _("mistake")


def slower_win() -> str:
    """A pick that still wins, later than the best pick."""
    return _("a slower win")


def faster_loss() -> str:
    """A pick that still loses, sooner than the best pick."""
    return _("a faster loss")
