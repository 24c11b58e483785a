"""Why? waits for a move within one game only: pressed in one game, it is off in the next (a new game from the
dialog, a puzzle), whose first click is a move, a puzzle's answer; and the server says when Why? can wait at all
(its ``why_prompt``: none on a puzzle's own position, where an explanation would give the answer away). The
page in Debian's Chromium driven by Playwright against ``luoshu serve``; the server through Starlette's client.
Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

import oracle  # noqa: E402
from browsing import Page  # noqa: E402
from serving import Server, with_picks  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)


def test_a_puzzles_own_position_has_no_why_prompt_until_it_is_answered(client: Any) -> None:
    made = client.post("/api/games", json={"puzzle": "easy"}).json()
    game, board = made["game"], made["board"]
    assert game["puzzle"]["solved"] is None
    assert board["why_prompt"] is None  # Why? would be refused here: it waits for nothing
    assert client.get(f"/api/games/{made['id']}/why").status_code == 409
    free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
    answered = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": free[0]}),
        headers={"authorization": f"Bearer {made['token']}"},
    ).json()
    assert answered["game"]["puzzle"]["solved"] is not None
    if not answered["game"]["over"]:  # answered, the game goes on, and Why? can wait for a move again
        assert answered["board"]["why_prompt"]
        assert client.get(f"/api/games/{made['id']}/why").status_code == 200
    # A whole game has a prompt from its first move to its last.
    whole = client.post("/api/games", json={}).json()
    assert whole["board"]["why_prompt"]


@pytest.mark.parametrize(("tag", "width", "height"), [("zh-CN", 1280, 800), ("zh-TW", 360, 640)])
def test_why_pressed_in_one_game_is_off_in_the_next_puzzle_and_its_first_click_answers(
    browser: Any, server: Server, tmp_path: Path, tag: str, width: int, height: int
) -> None:
    page = Page(browser, server, width, height, language=tag)
    page.open()
    page.page.click(".tile[data-pick='5']")
    page.wait_for_picks(2)  # the computer's reply
    page.page.click("#why")
    page.page.wait_for_function("() => document.getElementById('why').getAttribute('aria-pressed') === 'true'")
    first = page.game_id()
    page.new_game(puzzle="easy")
    assert page.game_id() != first
    puzzle = page.game()
    # the board as the server says it in the page's language
    board = page.page.evaluate("id => fetch('/api/games/' + id).then((r) => r.json())", page.game_id())["board"]
    assert page.page.get_attribute("#why", "aria-pressed") == "false"
    assert not page.page.evaluate("document.body.classList.contains('asking')")
    page.page.wait_for_function("s => document.getElementById('status').textContent === s", arg=board["status"])
    page.shot(tmp_path, f"why-off-in-the-puzzle-{tag}-{width}x{height}")
    free = FIFTEEN.free(frozenset(puzzle["x"]), frozenset(puzzle["o"]))
    page.page.click(f".tile[data-pick='{free[0]}']")  # the first click: the puzzle's answer, not a question
    page.page.wait_for_function(
        "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length > n", arg=len(puzzle["picks"])
    )
    answered = page.game()
    assert answered["picks"][: len(puzzle["picks"]) + 1] == [*puzzle["picks"], free[0]]
    assert answered["puzzle"]["solved"] is not None
    assert page.text("#notice") == ""  # no refusal ("answer the puzzle first")
    page.close()
