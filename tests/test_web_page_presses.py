"""What the page sends when a player presses: Undo only when there is a pick to take back (the server says so), one
Next puzzle however fast it is pressed twice, and one hints request however often H is pressed while it is on its
way. Debian's Chromium through Playwright, against ``luoshu serve``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")
pytest.importorskip("playwright.sync_api")

from browsing import Page
from serving import Server


def sent(page: Page, method: str, ending: str) -> list[str]:
    return [r for r in page.requests if r.startswith(method + " ") and r.split("?")[0].endswith(ending)]


@pytest.mark.parametrize("first", ["human", "computer"])
def test_undo_is_on_only_with_a_pick_to_take_back(browser: Any, server: Server, first: str) -> None:
    made = server.call("POST", "/api/games", {"first": first}).json()
    page = Page(browser, server, 1280, 800)
    page.holding(made)
    assert page.page.is_disabled("#undo")  # nothing of the player's yet (the computer's opening is not theirs)
    page.page.keyboard.press("u")
    assert sent(page, "POST", "/undo") == []
    assert page.text("#notice") == ""
    free = next(n for n in range(1, 10) if n not in made["game"]["picks"])
    page.page.click(f".tile[data-pick='{free}']")
    page.wait_for_picks(len(made["game"]["picks"]) + 2)
    page.page.wait_for_function("() => !document.getElementById('undo').disabled")
    page.page.click("#undo")
    page.page.wait_for_function(
        "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length === n", arg=len(made["game"]["picks"])
    )
    assert page.page.is_disabled("#undo")  # taken back to where it began: nothing more to take back
    assert page.text("#notice") == ""
    page.close()


def test_next_puzzle_pressed_twice_at_once_makes_one_game(browser: Any, server: Server, tmp_path: Path) -> None:
    made = server.call("POST", "/api/games", {"puzzle": "easy"}).json()
    page = Page(browser, server, 1280, 800)
    page.holding(made)
    free = next(n for n in range(1, 10) if n not in made["game"]["picks"])
    page.page.click(f".tile[data-pick='{free}']")  # answered, right or not: Next is there
    page.page.wait_for_selector("#round-next:not([hidden])")
    page.page.evaluate("() => { const next = document.getElementById('round-next'); next.click(); next.click(); }")
    page.page.wait_for_function("id => !location.hash.includes(id)", arg=made["id"])
    page.page.wait_for_selector(".box")
    assert len(sent(page, "POST", "/next")) == 1
    again = server.call("POST", f"/api/games/{made['id']}/next", {}, made["token"])
    assert again.status_code == 409  # and the server makes no second game for the puzzle either
    page.shot(tmp_path, "next-puzzle-once")
    page.close()


def test_h_pressed_again_while_the_hints_are_on_their_way_sends_nothing(browser: Any, server: Server) -> None:
    made = server.call("POST", "/api/games", {"rules": {"order": 4, "misere": True}}).json()
    page = Page(browser, server, 1280, 800)
    page.holding(made)
    page.page.evaluate(
        "() => { for (let i = 0; i < 6; i++) document.dispatchEvent(new KeyboardEvent('keydown', {key: 'h'})); }"
    )
    page.page.wait_for_function("() => document.getElementById('notice').textContent !== ''", timeout=60000)
    assert "too big for hints" in page.text("#notice")
    assert len(sent(page, "GET", "/hints")) == 1
    page.close()
