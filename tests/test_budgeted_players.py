"""The computer past its search's budget, in every face: a player of its side that searches (``skill:P``) keeps the
session's budget as the levels do, and plays by rule of thumb past it; a game it so played is called "best within
budget" while it goes on, and its save (the terminal's, the window's, the page's) holds the level it plays at, which
loads again, in the terminal too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from luoshu.rules import Rules
from luoshu.search.solver import forget
from luoshu.session import Session

MISERE_FOUR = Rules.order(4, True)
"""Misère on the order-4 game: its first pick's search keeps far more than a thousand positions."""


def test_a_game_played_past_the_budget_saves_and_loads_again(tmp_path: Path) -> None:
    forget(MISERE_FOUR)
    game = Session("computer", "human", rules=MISERE_FOUR, seed=1)
    game.set_budget(1_000)
    game.computer_pick()
    assert game.outran
    assert game.player == "best within budget"  # what it is called while the game goes on
    saved = game.to_json()
    assert json.loads(saved)["level"] == "perfect"  # the level it plays at: a name a save can hold
    again = Session.from_json(saved)
    assert again.picks == game.picks
    assert again.level == "perfect"
    path = tmp_path / "game.json"
    path.write_text(saved)
    played = subprocess.run(
        [sys.executable, "-m", "luoshu", "play", "--load", str(path)],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "Traceback" not in played.stderr
    assert "Error" not in played.stderr, played.stderr
