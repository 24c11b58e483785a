"""Issue 26, the page's second trial: a study's last page says no game's sentence; a page with no game (a bad link,
a full server) says its reason once, with the game's buttons off and no error; and the layout from a phone to a
projector: hint marks and Jam's labels whole, the product game's numbers as large and as even as tiles, and the
boards filling most of a projector's height.

The page in Debian's Chromium driven by Playwright against ``luoshu serve`` on 127.0.0.1 (as
``test_issue26_page.py`` does). Screenshots go to LUOSHU_SHOTS=folder, to be looked at.
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

from luoshu.web import games as tables_module  # noqa: E402
from luoshu.web.games import Tables, finished  # noqa: E402
from luoshu.web.store import Store  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)
SIZES = [(360, 640), (1280, 800), (1920, 1080)]
GAME_BUTTONS = ["#hint", "#why", "#undo", "#history"]


def holding(browser: Any, server: Server, made: dict[str, Any], width: int, height: int) -> Page:
    page = Page(browser, server, width, height)
    page.holding(made)
    return page


def play_to_the_end(server: Server, made: dict[str, Any]) -> None:
    """Play the lowest free number for the creator until the game is over (the computer answers each)."""
    game = made["game"]
    while not game["over"]:
        free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        game = server.call(
            "POST", f"/api/games/{made['id']}/moves", {"pick": free[0], "picks": game["picks"]}, made["token"]
        ).json()["game"]


def outside(page: Page, selector: str) -> list[str]:
    """The boxes' parts matched by ``selector`` that do not fit: cut within themselves (more text than shows) or
    reaching outside their box."""
    found: list[str] = page.page.evaluate(
        """selector => [...document.querySelectorAll(selector)].filter((el) => el.offsetParent).filter((el) => {
            const own = el.getBoundingClientRect(), box = el.closest('.box').getBoundingClientRect();
            return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
                || own.left < box.left || own.right > box.right || own.top < box.top || own.bottom > box.bottom;
        }).map((el) => el.closest('.box').dataset.pick + ': ' + el.textContent)""",
        selector,
    )
    return found


# 3. The study's last page ---------------------------------------------------------------------------------------


def test_the_studys_last_page_says_no_game_sentence(browser: Any, server: Server) -> None:
    made = server.call("POST", "/api/studies", {"dresses": ["jam"], "trials": 1}).json()
    page = Page(browser, server, 360, 640)
    page.page.goto(f"{server.url}/#study={made['id']}")
    page.page.wait_for_selector(".entry")
    page.page.wait_for_timeout(400)  # no answer is faster than reading the puzzle
    free = page.page.locator(".entry:not(.held-X):not(.held-O)").first
    free.focus()
    free.click()
    page.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Done')")
    page.page.wait_for_timeout(300)
    free.evaluate("el => el.dispatchEvent(new MouseEvent('mouseleave'))")  # the pointer leaves it
    page.page.evaluate("() => document.activeElement.blur()")
    page.page.mouse.move(5, 5)
    page.page.wait_for_timeout(300)
    assert page.text("#status") == ""
    text = page.page.inner_text("body")
    assert "turn" not in text, text
    assert "claimed" not in text, text
    page.close()


# 5. A page with no game -----------------------------------------------------------------------------------------


def no_game_checked(page: Page, reason: str) -> None:
    """The reason said once, as the caption; the game's buttons off and Save gone; no boards' titles; and the
    buttons and keys of a game do nothing, with no error."""
    page.page.wait_for_function("r => document.getElementById('caption').textContent === r", arg=reason)
    page.page.wait_for_timeout(300)
    text = page.page.inner_text("body")
    assert text.lower().count(reason.lower()) == 1, text  # the caption shows its first letter as a capital
    assert page.text("#notice") == ""
    for button in GAME_BUTTONS:
        assert page.page.is_disabled(button), button
    assert page.page.is_hidden("#save")
    assert page.page.is_hidden("#boards")
    for title in ("#grid-title", "#tiles-title", "#panel-title"):
        assert page.page.is_hidden(title)
    for button in GAME_BUTTONS:
        page.page.dispatch_event(button, "click")  # as a click that reached it anyway
    for key in "hu5":
        page.page.keyboard.press(key)
    page.page.wait_for_timeout(300)
    assert page.page.is_hidden("#chart")
    assert page.text("#notice") == ""
    assert page.text("#caption") == reason


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_link_to_no_game_turns_the_games_buttons_off(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    reason = server.call("GET", "/api/games/doesnotexist").json()["error"]
    page = Page(browser, server, width, height)
    page.page.goto(server.url + "/#g=doesnotexist")
    no_game_checked(page, reason)
    page.shot(tmp_path, f"page2-{width}x{height}-bad-link")
    assert not any(r.startswith("POST ") for r in page.requests)
    page.close()  # no page error, no console error


def test_a_full_server_says_so_once_with_the_games_buttons_off(browser: Any, tmp_path: Path) -> None:
    tables = Tables(Store(str(tmp_path / "games.sqlite3")))
    for _ in range(tables_module.OPEN_GAMES):  # a class's games, each in play
        made = finished(tables.create({"opponent": "human"}))
        finished(tables.move(made["id"], made["token"], {"pick": 5, "picks": []}))
    tables.store.close()
    full = Server(tmp_path)
    try:
        refused = full.call("POST", "/api/games", {})
        assert refused.status_code == 429
        page = Page(browser, full, 1280, 800)
        page.page.goto(full.url + "/")
        no_game_checked(page, refused.json()["error"])
        page.close()
    finally:
        full.stop()


# 9. The layout --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_hint_marks_are_whole_on_every_screen(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {}).json()
    page = holding(browser, server, made, width, height)
    for turn in range(2):
        page.page.click("#hint")
        page.page.wait_for_selector(".tile .sign")
        marks = page.page.locator(".tile .sign").all_text_contents()
        game = page.game()
        expected = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        assert len(marks) == len(expected)  # a mark on every free tile
        assert outside(page, ".sign") == []
        page.shot(tmp_path, f"page2-{width}x{height}-fifteen-hints-{turn + 1}")
        if turn == 0:
            page.page.click(".tile[data-pick='1']")  # an edge: the computer's reply leaves wins and losses to mark
            page.page.wait_for_function("() => document.querySelectorAll('.tile.held-O').length === 1")
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_jams_labels_are_whole_and_its_three_boards_side_by_side(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "jam"}).json()
    page = holding(browser, server, made, width, height)
    items = made["game"]["items"]
    shown = page.page.evaluate(
        "() => [...document.querySelectorAll('.tile .item')]"
        ".filter((el) => el.offsetParent).map((el) => el.textContent)"
    )
    assert shown == ([] if width < 480 else items)  # a phone leaves them to the grid and the roads
    assert outside(page, ".item") == []
    assert outside(page, ".name") == []
    if width >= 1280:
        tops = [page.page.locator(f"#{board}").bounding_box() for board in ("grid-board", "tiles-board", "panel-board")]
        assert all(top is not None for top in tops)
        grid, tiles, panel = (round(top["y"]) for top in tops if top)
        assert panel == grid  # the towns beside the grid, not under it
        # A laptop has the three side by side; a projector the numbers under the grid, each board taller.
        assert tiles == grid if height < 900 else tiles > grid
        assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot(tmp_path, f"page2-{width}x{height}-jam")
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_product_games_numbers_are_tiles(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "product"}).json()
    page = holding(browser, server, made, width, height)
    entries = [page.page.locator(".entry").nth(i).bounding_box() for i in range(len(made["game"]["items"]))]
    cell = page.page.locator(".cell").first.bounding_box()
    assert cell is not None
    widths = [box["width"] for box in entries if box]
    heights = [box["height"] for box in entries if box]
    assert max(widths) - min(widths) <= 1, widths  # as even as tiles
    assert min(widths) >= cell["width"] * 0.75, (widths, cell)  # and as large: a tile is 0.82 of a cell
    assert min(heights) >= cell["height"] * 0.75, (heights, cell)
    page.shot(tmp_path, f"page2-{width}x{height}-product")
    play_to_the_end(server, made)
    page.page.wait_for_function("() => document.getElementById('said').textContent.includes('Luo Shu')")
    page.page.wait_for_timeout(300)
    assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot(tmp_path, f"page2-{width}x{height}-product-over")
    page.close()


def test_a_projector_fills_most_of_its_height(browser: Any, server: Server, tmp_path: Path) -> None:
    height = 1080
    page = Page(browser, server, 1920, height)
    page.open()
    grid = page.page.locator("#grid").bounding_box()
    status = page.page.locator("#status").bounding_box()
    assert grid is not None
    assert status is not None
    assert grid["y"] + grid["height"] >= height * 0.75  # the boards reach down three quarters of it, or more
    assert status["y"] + status["height"] <= height  # and whose turn it is still shows
    page.close()
