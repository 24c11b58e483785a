"""docs/web.md says the server's bounds as the server keeps them: each figure read from the code, found in the page."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("starlette")

from luoshu.web.games import IN_MEMORY, LARGEST_GAME, QUICK_NUMBERS, WEB_BUDGET, WEB_NUMBERS, positions_under

PAGE = " ".join((Path(__file__).parent.parent / "docs" / "web.md").read_text().split())


def test_the_page_says_how_long_a_game_can_be() -> None:
    assert f"A game takes at most {LARGEST_GAME} moves and undos (then 422" in PAGE
    assert f"a game past {LARGEST_GAME} moves and undos" in PAGE  # among the 422s


def test_the_page_says_which_searches_run_on_the_servers_own_thread() -> None:
    words = {9: "nine"}
    assert f"a game of up to {words[QUICK_NUMBERS]} numbers (at most {positions_under(QUICK_NUMBERS):,}" in PAGE
    assert f"in a game of more than {words[QUICK_NUMBERS]} numbers" in PAGE
    assert f"keeps at most {WEB_BUDGET:,} positions" in PAGE
    assert f"games of up to {WEB_NUMBERS} numbers" in PAGE
    assert f"keeps the {IN_MEMORY:,} games used last in memory" in PAGE
