"""The games a face is asked for by name or by description: a built-in game in its dress (``dress_for``), the word
game of nine words of one's own (``words_game``), any game given as sets (``sets_game``, worn as ``game_dress``
gives it), and why a game is no tic-tac-toe to show on the grid (``grid_misfit``).

The faces reach the dresses and the games through the session, never the views themselves: these are the views'
own, handed on. A ``GameSpecError`` says why a description makes no game.

>>> game = words_game(["hot", "hear", "tied", "form", "wasp", "brim", "tank", "ship", "woes"])
>>> dress_for("words").title, folded(" Hot "), game.items[0]
('The word game', 'hot', 'hot')
"""

from __future__ import annotations

from ..views.dresses.disguises import words_game
from ..views.dresses.dress import DRESSES, Dress, dress_for, game_dress
from ..views.dresses.games import GameSpecError, SetsGame, folded, sets_game
from ..views.squares.fit import Misfit, grid_misfit

__all__ = [
    "DRESSES",
    "Dress",
    "GameSpecError",
    "Misfit",
    "SetsGame",
    "dress_for",
    "folded",
    "game_dress",
    "grid_misfit",
    "sets_game",
    "words_game",
]
