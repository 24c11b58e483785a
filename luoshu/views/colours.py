"""The colours luoshu draws with, in the window and in SVG pictures alike.

X's red-orange and O's dark blue are told apart by red-green colour-blind people and differ in lightness (about
2.1:1), so that they stay apart in greyscale; the marks' shapes and the words say the same without any colour.
Hints are blue, grey and orange (Okabe and Ito), each also with a sign (``luoshu.views.text.SIGN``). Every text colour
has a contrast of at least 4.5:1 on every fill (the window's tests compute it).
"""

from __future__ import annotations

from ..rules import Player
from ..search.solver import Outcome

__all__ = ["BACKGROUND", "EDGE", "HINT", "HOVER", "INK", "LABEL", "LAST", "LINE", "MARK", "PAPER"]

BACKGROUND = "#ffffff"
PAPER = "#fbfaf5"  # a box with nothing to say
HOVER = "#c8ecd8"  # the box under the mouse and its partners in the other views
LINE = "#ffe066"  # the set that ended the game
HINT = {Outcome.WIN: "#bcd9f5", Outcome.DRAW: "#e8e8e8", Outcome.LOSS: "#fdd3a6"}
INK = "#1a1a1a"  # numbers, items, captions
LABEL = "#4d4d4d"  # the small numbers and names in the corners, the row and column labels
MARK: dict[Player, str] = {"X": "#a33600", "O": "#0b2560"}
EDGE = "#4a4a4a"
LAST = "#000000"  # the thick outline of the last move
