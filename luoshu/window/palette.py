"""The window's look: colours, fonts, sizes and keys, in one place so that a test can check them all.

Hints are blue, grey and orange (Okabe and Ito), which red-green colour-blind people tell apart, and each also
carries a sign (``luoshu.text.SIGN``); every text colour has a contrast of at least 4.5:1 on every fill
(tests/test_window.py computes it).
"""

from __future__ import annotations

from ..solver import Outcome

BACKGROUND = "#ffffff"
PAPER = "#fbfaf5"  # a box with nothing to say
HOVER = "#c8ecd8"  # the box under the mouse and its partners in the other views
LINE = "#ffe066"  # the set that ended the game
HINT = {Outcome.WIN: "#bcd9f5", Outcome.DRAW: "#e8e8e8", Outcome.LOSS: "#fdd3a6"}
BOX_FILLS = (PAPER, HOVER, LINE, *HINT.values())
INK = "#1a1a1a"  # the numbers on the tiles, the disguise's items, hints, captions
LABEL = "#4d4d4d"  # the small numbers and names in the corners, the row and column labels, the towns
MARK = {"X": "#a33600", "O": "#1f5aa0"}
TEXT_COLOURS = (INK, LABEL, *MARK.values())
EDGE = "#4a4a4a"
LAST = "#000000"  # the thick outline of the last move, in every view

FAMILY = "Helvetica"
SMALLEST_FONT = 9  # pixels: below this the small labels cannot be read
MARGIN = 10
SIZE = (900, 580)  # the window at the start
MIN_SIZE = (560, 380)  # the smallest window: the boards shrink, the status line and the buttons stay
DISGUISE_SIZE = (1000, 560)  # a disguise adds a third panel beside the grid and the tiles
DISGUISE_MIN_SIZE = (780, 430)
REPLY_DELAY_MS = 350  # a short pause, so that the person sees their own move before the reply
SAVE_TYPES = [("luoshu saves", "*.json"), ("All files", "*")]
KEYS = (
    ("1-9", "pick that number"),
    ("H", "show or hide the hint"),
    ("Ctrl+Z", "take back your last move"),
    ("Ctrl+N", "a new game"),
    ("Ctrl+S", "save the game"),
    ("Ctrl+O", "open a saved game"),
    ("Ctrl+Q", "quit"),
    ("F1", "this help"),
)
CONTROL = 0x4  # the Control bit of a Tk key event's state
