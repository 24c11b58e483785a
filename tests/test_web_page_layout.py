"""The page's layout where a class sees it: on a phone with hints on, pointing at a box never moves the boards under
the pointer, and Jam's hint marks never cover its roads' names; on a projector (1920x1080) the boards fill three
quarters of its height or more in every dress, the status still in sight. Debian's Chromium through Playwright,
against ``luoshu serve``, in English and in Simplified Chinese; each screen is saved as a screenshot to be looked
at (``LUOSHU_SHOTS``).
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

LANGUAGES = ["en", "zh-CN"]


def hinted(browser: Any, server: Server, dress: str, language: str, width: int, height: int) -> Page:
    """A game in ``dress`` after one move of each side, its hints on show, in a browser of that size and language."""
    page = Page(browser, server, width, height, language=language)
    made = server.call("POST", "/api/games", {"dress": dress}).json()
    moved = server.call("POST", f"/api/games/{made['id']}/moves", {"pick": 5, "picks": []}, made["token"])
    assert moved.status_code == 200
    page.holding(made)
    page.page.wait_for_function("n => document.querySelectorAll('.box.held-X, .box.held-O').length >= n", arg=2)
    page.page.click("#hint")
    page.page.wait_for_selector(".box .sign")
    return page


def boards_top(page: Page) -> float:
    top: float = page.page.evaluate("() => document.getElementById('boards').getBoundingClientRect().top")
    return top


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", ["fifteen", "jam"])
def test_pointing_on_a_phone_never_moves_the_boards(
    browser: Any, server: Server, tmp_path: Path, dress: str, language: str
) -> None:
    page = hinted(browser, server, dress, language, 360, 640)
    before = boards_top(page)
    said = {page.text("#status")}
    for box in page.page.query_selector_all(".box:not(.held-X):not(.held-O)"):
        found = box.bounding_box()
        if found is None or found["y"] + found["height"] > 640:
            continue  # below the fold: a phone scrolls to it
        middle = [found["x"] + found["width"] / 2, found["y"] + found["height"] / 2]
        page.page.mouse.move(*middle)
        said.add(page.text("#status"))
        assert boards_top(page) == before  # the status line changed its words, not its height
        under = page.page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('.box').dataset.pick", middle)
        assert under == box.get_attribute("data-pick")  # the pointer is still on the box it pointed at
    assert len(said) >= 3  # the status said each box's hint: pointing changed its words
    page.shot(tmp_path, f"phone-pointing-{dress}-{language}")
    page.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_jams_hint_marks_never_cover_its_roads_names_on_a_phone(
    browser: Any, server: Server, tmp_path: Path, language: str
) -> None:
    page = hinted(browser, server, "jam", language, 360, 640)
    overlaps = page.page.evaluate(
        """() => [...document.querySelectorAll('.cell')].filter((cell) => cell.querySelector('.sign')).map((cell) => {
             const sign = cell.querySelector('.sign').getBoundingClientRect();
             const name = cell.querySelector('.name').getBoundingClientRect();
             const inside = cell.getBoundingClientRect();
             return {
               over: Math.max(0, Math.min(sign.bottom, name.bottom) - Math.max(sign.top, name.top))
                 * Math.max(0, Math.min(sign.right, name.right) - Math.max(sign.left, name.left)),
               out: sign.bottom > inside.bottom + 0.5 || name.bottom > inside.bottom + 0.5,
             };
           })"""
    )
    assert len(overlaps) == 7  # every free cell is hinted
    assert all(each["over"] == 0 and not each["out"] for each in overlaps), overlaps
    page.shot(tmp_path, f"phone-jam-hints-{language}")
    page.close()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", ["fifteen", "grid", "jam", "words"])
def test_a_projectors_boards_fill_three_quarters_of_its_height(
    browser: Any, server: Server, tmp_path: Path, dress: str, language: str
) -> None:
    page = hinted(browser, server, dress, language, 1920, 1080)
    found = page.page.evaluate(
        """() => {
             const boxes = [...document.querySelectorAll('#boards .box')].map((b) => b.getBoundingClientRect())
               .filter((r) => r.height > 0);
             return {
               top: Math.min(...boxes.map((r) => r.top)), bottom: Math.max(...boxes.map((r) => r.bottom)),
               status: document.getElementById('status').getBoundingClientRect().bottom,
               wide: document.documentElement.scrollWidth,
             };
           }"""
    )
    assert (found["bottom"] - found["top"]) / 1080 >= 0.75, found
    assert found["status"] <= 1080, found  # the status line in sight
    assert found["wide"] <= 1920, found  # nothing wider than the screen
    page.shot(tmp_path, f"projector-{dress}-{language}")
    page.close()
