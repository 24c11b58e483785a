"""A game in progress for any face: who sits where, the picks, undo, hints, the computer's moves and every
sentence said about the game (``game``); the board, hints and explanations as text (``text``); the captions
and help of a face that draws the boards, the window or the web page (``captions``); typed lines that drive it
(``typed``); seats and how the computer plays (``players``); players that pick by themselves (``bots``), the
minimax lessons' programs among them (``lesson_players``), and what a program of the user's is told each turn
(``protocol``); games of bots against bots, and a player graded and its grade shown (``matches``, ``grading``);
saves as JSON text (``saves``). Nothing here touches a file: the faces read and write them (``luoshu.files``).
Each sentence is said where it is made, in the module that computes what it says.

For the page's game: a new game from its JSON (``new_game``), a move as a request names it (``asked``), what the
page shows of a game (``screen``), a round of puzzles (``rounds``), a study's trials (``trials``), the search
under a move (``move_tree``) and a finished game pick by pick (``history_steps``).

Layer: above the teaching (``luoshu.teach``), below the faces. Data flows one way: ``players`` <- ``bots`` <-
``matches``; ``players`` and ``bots`` <- ``saves`` <- ``game`` <- ``text``, ``captions`` <- ``typed``.

>>> from luoshu.session import Session, board, enter
>>> game = Session(x="human", o="human")
>>> enter(game, "5").text, game.picks
('', (5,))
>>> print(board(game).splitlines()[1])
        X
"""

from typing import TYPE_CHECKING

from ..lazy import attach

_HOMES = {
    "COMPUTER_BUDGET": ".game",
    "VIEWS": ".game",
    "MoveRefused": ".game",
    "Session": ".game",
    "View": ".game",
    "SEATS": ".players",
    "Seat": ".players",
    "FORMAT": ".saves",
    "VERSION": ".saves",
    "SaveFileError": ".saves",
    "board": ".text",
    "hint_text": ".text",
    "reveal": ".text",
    "why": ".text",
    "Reply": ".typed",
    "enter": ".typed",
    "commands_help": ".typed",
    "save_over": ".typed",
}
"""Each public name and the module it lives in (``attach`` imports it when it is first asked for); the
type-checking imports below say the same to the type checker."""

if TYPE_CHECKING:
    # The names of _HOMES, for the type checker: imported when first asked for (luoshu.lazy), so that importing
    # one module of the session (the players' levels, for the command line's options) does not import them all.
    from .game import COMPUTER_BUDGET as COMPUTER_BUDGET
    from .game import VIEWS as VIEWS
    from .game import MoveRefused as MoveRefused
    from .game import Session as Session
    from .game import View as View
    from .players import SEATS as SEATS
    from .players import Seat as Seat
    from .saves import FORMAT as FORMAT
    from .saves import VERSION as VERSION
    from .saves import SaveFileError as SaveFileError
    from .text import board as board
    from .text import hint_text as hint_text
    from .text import reveal as reveal
    from .text import why as why
    from .typed import Reply as Reply
    from .typed import commands_help as commands_help
    from .typed import enter as enter
    from .typed import save_over as save_over

__getattr__, __all__ = attach(globals(), _HOMES)
