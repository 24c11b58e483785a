"""The search tree under a move on a touch screen: a finger cannot point without tapping, and a tap plays, so a
finger opens a move's tree by holding it, and the tree's title says so in the server's words for a touch screen
(no mouse, no pointer, no hovering), in every language; a tap still plays. The words through Starlette's client;
the page in Debian's Chromium driven by Playwright as a phone (360x640, touch only) against ``luoshu serve``.
Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

from luoshu.web.page import page_words  # noqa: E402
from luoshu.words.language import speaking  # noqa: E402

POINTING = {
    "en": re.compile(r"\b(hover|mouse|point|pointer|cursor)", re.IGNORECASE),
    "zh_CN": re.compile("鼠标|指针|光标|悬停"),
    "zh_TW": re.compile("滑鼠|游標|指標|懸停"),
}
"""How a sentence names a mouse's pointing, in each language: what a finger on a touch screen cannot do."""
HOLDING = {"en": "touch and hold", "zh_CN": "按住", "zh_TW": "按住"}
"""How each language says a finger held on a move (Android's and iOS's own words for a long press)."""


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_page_has_a_title_for_a_finger_that_names_no_mouse(client: Any, language: str) -> None:
    with speaking(language):
        words = page_words()
    pointer, finger = words["tree-under"], words["tree-under-touch"]
    assert "{move}" in pointer
    assert "{move}" in finger
    assert POINTING[language].search(pointer), pointer  # a mouse points, or the keyboard focuses
    assert not POINTING[language].search(finger), finger
    assert HOLDING[language] in finger, finger
    # and the page the server sends in that language carries both, for the script to choose from
    tag = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}[language]
    client.cookies.set("lang", tag)
    html = client.get("/").text
    assert f'data-word="tree-under-touch">{finger}</span>' in html
    assert f'data-word="tree-under">{pointer}</span>' in html


def long_press(page: Page, selector: str, milliseconds: int = 900) -> None:
    """A finger held on the element, as a phone's touch screen sends it (touch events, not a mouse's)."""
    box = page.page.locator(selector).bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = page.context.new_cdp_session(page.page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.page.wait_for_timeout(milliseconds)
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@pytest.mark.parametrize("tag", ["zh-TW", "zh-CN"])
def test_a_finger_held_on_a_move_opens_its_tree_and_a_tap_plays(
    browser: Any, server: Server, tmp_path: Path, tag: str
) -> None:
    made = server.call("POST", "/api/games", {"dress": "fifteen"}).json()
    page = Page(browser, server, 360, 640, touch=True, language=tag)
    page.holding(made)
    assert page.page.evaluate("matchMedia('(hover: none)').matches")  # a phone: nothing hovers
    long_press(page, '.tile[data-pick="1"]')
    page.page.wait_for_function("() => !document.getElementById('tree').hidden", timeout=8000)
    with speaking(tag.replace("-", "_")):
        title = page_words()["tree-under-touch"].replace("{move}", "1")
    assert page.text("#tree-title") == title
    page.page.wait_for_timeout(500)
    assert page.game()["picks"] == []  # held, not played
    assert page.text("#notice") == ""
    top = page.page.locator("#tree").bounding_box()
    assert top is not None
    assert top["y"] < 640  # opened under the boards, and brought into sight
    page.shot(tmp_path, f"tree-held-{tag}-360x640")
    page.page.locator('.tile[data-pick="5"]').tap()  # a tap plays, as ever
    page.wait_for_picks(2)
    assert page.game()["picks"][0] == 5
    page.close()
