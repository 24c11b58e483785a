"""The window's look: colours (``luoshu.views.colours``, shared with the pictures), fonts, sizes and timings, in
one place so that a test can check them all (tests/test_window.py computes every contrast).
"""

from __future__ import annotations

from ..views.colours import BACKGROUND, EDGE, HINT, HOVER, INK, LABEL, LAST, LINE, MARK, PAPER

__all__ = [
    "BACKGROUND",
    "BOX_FILLS",
    "CONTROL",
    "DISGUISE_MIN_SIZE",
    "DISGUISE_SIZE",
    "EDGE",
    "FAMILY",
    "HINT",
    "HOVER",
    "INK",
    "LABEL",
    "LAST",
    "LINE",
    "MARGIN",
    "MARK",
    "MIN_SIZE",
    "PAPER",
    "POLL_MS",
    "REPLY_DELAY_MS",
    "SIZE",
    "SMALLEST_FONT",
    "TEXT_COLOURS",
    "TYPING_MS",
]

BOX_FILLS = (PAPER, HOVER, LINE, *HINT.values())
TEXT_COLOURS = (INK, LABEL, *MARK.values())

FAMILY = "Helvetica"
SMALLEST_FONT = 9  # pixels: below this the small labels cannot be read
MARGIN = 10
SIZE = (900, 580)  # the window at the start
MIN_SIZE = (560, 380)  # the smallest window: the boards shrink, the status line and the buttons stay
DISGUISE_SIZE = (1000, 560)  # a disguise adds a third panel beside the grid and the tiles
DISGUISE_MIN_SIZE = (780, 430)
REPLY_DELAY_MS = 350  # a short pause, so that the person sees their own move before the reply
POLL_MS = 50  # how often the window looks whether the computer has chosen
TYPING_MS = 900  # how long the window waits for a second digit (12 in a game of 1-16)
CONTROL = 0x4  # the Control bit of a Tk key event's state
