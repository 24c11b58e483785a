"""Issue 29 on the page: the search tree that opens under a move the player hovers (mouse) or focuses (keyboard),
and its step-through (previous, next and a slider over the search's visits), in Debian's Chromium driven by
Playwright against ``luoshu serve`` on 127.0.0.1, at a person's pace. Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)
PACE = 250  # milliseconds between a person's actions


def shown_rows(page: Page) -> list[list[str]]:
    rows: list[list[str]] = page.page.evaluate(
        "() => [...document.querySelectorAll('#tree-body tr')].filter((tr) => !tr.hidden)"
        ".map((tr) => [...tr.cells].map((td) => td.textContent))"
    )
    return rows


def wait_for_tree_under(page: Page, item: str) -> None:
    page.page.wait_for_function(
        "item => !document.getElementById('tree').hidden && document.getElementById('tree-title').textContent"
        ".includes(item)",
        arg=item,
        timeout=5000,
    )


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (360, 640)])
def test_the_tree_opens_under_a_move_hovered_or_focused_and_steps_through_the_search(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "grid"}).json()
    page = Page(browser, server, width, height)
    page.holding(made)
    game = made["game"]
    # By mouse: the tree under the cell hovered, as the server gives it.
    first = page.page.locator('.cell[data-pick="2"]')
    first.hover()
    wait_for_tree_under(page, "A3")
    asked = server.call("GET", f"/api/games/{made['id']}/tree?pick=2").json()
    assert shown_rows(page) == [row["shown"] for row in asked["tree_rows"]]
    # the move the search under A3 chooses for O is one of the oracle's best replies
    assert asked["pick"] in FIFTEEN.best_picks(frozenset({2}), frozenset())
    page.shot(tmp_path, f"tree-hovered-{width}x{height}")
    # By keyboard: focus another cell (Tab into the grid, arrows across it): its tree replaces the first.
    page.page.mouse.move(0, 0)
    page.page.locator('.cell[data-pick="2"]').focus()
    page.page.wait_for_timeout(PACE)
    page.page.keyboard.press("ArrowLeft")  # A3 -> A2, the cell of 9
    wait_for_tree_under(page, "A2")
    under_nine = server.call("GET", f"/api/games/{made['id']}/tree?pick=9").json()
    assert shown_rows(page) == [row["shown"] for row in under_nine["tree_rows"]]
    # Step through: back to the start, then one visit at a time.
    steps = under_nine["steps"]
    page.page.locator("#step").focus()
    page.page.keyboard.press("Home")
    page.page.wait_for_timeout(PACE)
    assert shown_rows(page) == []
    assert page.page.is_disabled("#step-back")
    for k in range(1, 6):
        page.page.click("#step-next")
        page.page.wait_for_timeout(PACE // 2)
        assert page.text("#step-said") == steps[k - 1]["text"]
        arrived = sorted({step["row"] for step in steps[:k] if not step["leaving"]})
        rows = under_nine["tree_rows"]
        left = {step["row"] for step in steps[:k] if step["leaving"]}
        assert shown_rows(page) == [rows[i]["shown"] if i in left else rows[i]["arriving"] for i in arrived]
    # the slider's end: the whole tree, every value backed up to the root, the cut-offs marked
    page.page.locator("#step").focus()
    page.page.keyboard.press("End")
    page.page.wait_for_timeout(PACE)
    assert shown_rows(page) == [row["shown"] for row in under_nine["tree_rows"]]
    assert page.page.locator("#tree-body tr.cut").count() == sum(1 for row in under_nine["tree_rows"] if row["cut"])
    page.page.click("#step-back")
    page.page.wait_for_timeout(PACE)
    assert page.text("#step-said") == steps[-2]["text"]
    page.page.locator("#tree").scroll_into_view_if_needed()
    page.shot(tmp_path, f"tree-stepping-{width}x{height}")
    # A move played: the tree of the old position goes.
    page.page.click('.cell[data-pick="5"]')
    page.wait_for_picks(len(game["picks"]) + 2)
    page.page.wait_for_function("() => document.getElementById('tree').hidden", timeout=5000)
    page.close()


def test_the_new_game_dialog_gives_a_lesson_player_and_the_teachers_switches(
    browser: Any, server: Server, tmp_path: Path
) -> None:
    page = Page(browser, server)
    page.open()
    # A lesson's player as the computer, opening as its lesson does: the first cell in reading order, A1 (4).
    page.new_game(level="lesson:1", first="computer")
    assert page.wait_for_picks(1)["picks"] == [oracle.LUO_SHU[0][0]]
    # The teacher turns hints, undo and the tree off: their buttons go, why stays, and no tree opens.
    page.page.keyboard.press("n")
    page.page.wait_for_timeout(PACE)
    for key in ("hints", "undo", "tree"):
        page.page.check(f'#new-form [name=turned_off][value="{key}"]')
        page.page.wait_for_timeout(PACE // 2)
    before = page.page.url
    page.page.click("#new-form button[value=play]")
    page.page.wait_for_function("url => location.href !== url", arg=before)
    page.page.wait_for_selector(".box")
    assert page.game()["turned_off"] == ["hints", "undo", "tree"]
    assert page.page.is_hidden("#hint")
    assert page.page.is_hidden("#undo")
    assert page.page.is_visible("#why")
    page.page.keyboard.press("h")  # the key of a button turned off does nothing
    page.page.locator('.tile[data-pick="5"]').hover()
    page.page.wait_for_timeout(4 * PACE)
    assert page.page.is_hidden("#tree")
    assert page.text("#notice") == ""
    page.shot(tmp_path, "classroom")
    page.close()


def test_a_game_too_big_for_a_tree_is_asked_once_and_shows_none(browser: Any, server: Server) -> None:
    made = server.call("POST", "/api/games", {"rules": {"order": 4}}).json()
    page = Page(browser, server)
    page.holding(made)
    # The first refusal is awaited, however long a loaded machine takes to give it; after it, no pick of that
    # position is asked for again.
    with page.page.expect_response(lambda response: "/tree?" in response.url, timeout=60_000):
        page.page.locator('.tile[data-pick="1"]').hover()
    for pick in (2, 3):
        page.page.locator(f'.tile[data-pick="{pick}"]').hover()
        page.page.wait_for_timeout(4 * PACE)
    asked = [request for request in page.requests if "/tree?" in request]
    assert len(asked) == 1
    assert page.page.is_hidden("#tree")
    page.close()
