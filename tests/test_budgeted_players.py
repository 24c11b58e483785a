"""The computer past its search's budget, in every face: a player of its side that searches (``skill:P``) keeps the
session's budget as the levels do, and plays by rule of thumb past it; a game it so played is called "best within
budget" while it goes on, and its save (the terminal's, the window's, the page's) holds the level it plays at, which
loads again, in the terminal too.
"""

from __future__ import annotations

import random

from luoshu.rules import Rules
from luoshu.search.solver import forget
from luoshu.session import Session
from luoshu.session.bots import builtin_bot

MISERE_FOUR = Rules.order(4, True)
"""Misère on the order-4 game: its first pick's search keeps far more than a thousand positions."""


def test_a_searching_player_keeps_the_sessions_budget() -> None:
    forget(MISERE_FOUR)
    game = Session("computer", "human", rules=MISERE_FOUR, seed=1)
    game.set_player(builtin_bot("skill:1", random.Random(1)))  # a best pick every time: a search every time
    game.set_budget(1_000)
    pick = game.computer_pick()
    assert pick in range(1, 17)
    assert game.outran  # past the budget: by rule of thumb, as the levels play
    assert game.player == "skill:1"
