"""A game in progress for any face: who sits where, the picks, undo, hints, the computer's moves and every
sentence said about the game (``game``); the board, hints and explanations as text (``shown``); typed lines
that drive it (``typed``); seats and how the computer plays (``players``); saves as JSON (``saves``) and the
careful reading and writing of files (``files``).

Layer: above the teaching (``luoshu.teach``), below the faces. Data flows one way: ``players`` and ``files``
<- ``saves`` <- ``game`` <- ``shown`` <- ``typed``. Only ``files`` touches files.

>>> game = Session(x="human", o="human")
>>> enter(game, "5").text, game.picks
('', (5,))
>>> print(board(game).splitlines()[1])
        X
"""

from .game import COMPUTER_BUDGET, VIEWS, MoveRefused, Session, View
from .players import SEATS, Seat
from .saves import FORMAT, VERSION, SaveFileError
from .shown import board, hint_text, reveal, why
from .typed import Reply, enter, help_text, save_over

__all__ = [
    "COMPUTER_BUDGET",
    "FORMAT",
    "SEATS",
    "VERSION",
    "VIEWS",
    "MoveRefused",
    "Reply",
    "SaveFileError",
    "Seat",
    "Session",
    "View",
    "board",
    "enter",
    "help_text",
    "hint_text",
    "reveal",
    "save_over",
    "why",
]
