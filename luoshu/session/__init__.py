"""A game in progress, for any front end (``game``), shown as text (``views``), driven by typed lines
(``typed``), and saved as JSON (``saves``).

>>> game = Session(x="human", o="human")
>>> game.enter("5").text, game.picks
('', (5,))
"""

from ..players import SEATS, Seat
from .game import COMPUTER_BUDGET, VIEWS, MoveRefused, Session, View
from .saves import FORMAT, VERSION, SaveFileError
from .typed import Reply

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
]
