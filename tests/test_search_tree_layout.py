"""The search tree under a move is read whole on a laptop (1280x800, the tree beside the boards) and on a phone
(360x640, the tree under them), in both Chinese scripts: its box as tall as the screen leaves it, no cell cut
and no column off the box's right edge (a narrow tree shows each node as a few lines, each cell after its
column's title), every cell as the server gave it. In Debian's Chromium driven by Playwright against ``luoshu
serve``. Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

LOOKS = """() => {
    const box = document.querySelector('.tree-scroll'), edge = box.getBoundingClientRect();
    const cells = [...document.querySelectorAll('#tree-body tr:not([hidden]) td')]
        .filter((td) => td.getClientRects().length);  // a cell on show (an empty one is not, in a narrow tree)
    return {
        boxHeight: box.clientHeight, boxWidth: box.clientWidth, boxScrollWidth: box.scrollWidth,
        treeBottom: document.getElementById('tree').getBoundingClientRect().bottom,
        pageWidth: document.documentElement.scrollWidth,
        // a cell whose text spills out of it, or that reaches past the box's left or right edge
        cut: cells.filter((td) => {
            const r = td.getBoundingClientRect();
            return td.scrollWidth > td.clientWidth + 1 || r.left < edge.left - 1 || r.right > edge.right + 1;
        }).map((td) => td.dataset.key + ': ' + td.textContent),
        rows: [...document.querySelectorAll('#tree-body tr:not([hidden])')].map((tr) =>  // empty cells too
            [...tr.cells].map((td) => td.textContent)),
        // what each cell shows before its text: its column's title where the tree is narrow
        titled: cells.filter((td) => getComputedStyle(td, '::before').content.includes(td.dataset.column))
            .map((td) => td.dataset.key),
        // the window's cells on one line each: "[−∞, +∞]" whole, never "[−∞," alone
        windows: cells.filter((td) => td.dataset.key === 'window' && td.textContent).map((td) => {
            const text = document.createRange();
            text.selectNodeContents(td);
            return new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size === 1;
        }),
    };
}"""


@pytest.mark.parametrize(
    ("tag", "width", "height"), [("zh-CN", 1280, 800), ("zh-TW", 1280, 800), ("zh-CN", 360, 640), ("zh-TW", 360, 640)]
)
def test_the_tree_is_read_whole_at_a_laptops_and_a_phones_width(
    browser: Any, server: Server, tmp_path: Path, tag: str, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "fifteen"}).json()
    page = Page(browser, server, width, height, language=tag)
    page.holding(made)
    page.page.locator('.tile[data-pick="1"]').hover()
    page.page.wait_for_function(
        "() => !document.getElementById('tree').hidden && document.querySelectorAll('#tree-body tr').length > 1",
        timeout=8000,
    )
    page.page.wait_for_timeout(300)
    tree = httpx.get(f"{server.url}/api/games/{made['id']}/tree?pick=1", cookies={"lang": tag}, timeout=60).json()
    looks: dict[str, Any] = page.page.evaluate(LOOKS)
    assert looks["rows"] == [row["shown"] for row in tree["tree_rows"]]  # every cell as the server gave it
    assert looks["pageWidth"] <= width
    assert looks["boxScrollWidth"] <= looks["boxWidth"], looks  # no column off the box's right edge
    assert looks["cut"] == []
    assert all(looks["windows"]), looks["windows"]
    # the box takes the height the screen leaves it: more than half the screen (it was 128 px at 1280x800)
    assert looks["boxHeight"] >= height / 2, looks["boxHeight"]
    if width == 1280:  # beside the boards, all of it in sight
        assert looks["treeBottom"] <= height
    # A narrow tree: each cell after the first four (move, turn, score, value) after its column's title.
    keys = tree["tree_column_keys"]
    assert keys == ["move", "turn", "score", "value", "chooses", "window", "cut", "nodes", "position"]
    if width == 360:
        titled = set(looks["titled"])
        assert titled == {"chooses", "window", "cut", "nodes", "position"}, titled
    page.page.locator("#tree").evaluate("el => el.scrollIntoView()")
    page.shot(tmp_path, f"tree-layout-{tag}-{width}x{height}")
    page.close()


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (360, 640)])
def test_a_step_lights_its_row_in_sight_below_the_columns_titles(
    browser: Any, server: Server, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "fifteen"}).json()
    page = Page(browser, server, width, height, language="zh-CN")
    page.holding(made)
    page.page.locator('.tile[data-pick="1"]').hover()
    page.page.wait_for_function("() => !document.getElementById('tree').hidden", timeout=8000)
    page.page.locator("#step").focus()
    page.page.keyboard.press("Home")
    for _ in range(40):  # down the tree, past what the box shows at first
        page.page.keyboard.press("ArrowRight")
    page.page.wait_for_timeout(300)
    seen = page.page.evaluate(
        """() => {
            const box = document.querySelector('.tree-scroll').getBoundingClientRect();
            const head = document.querySelector('#tree-head').getBoundingClientRect();
            const lit = document.querySelector('#tree-body tr.visiting').getBoundingClientRect();
            const top = head.height > 0 ? Math.max(box.top, head.bottom) : box.top;  // the titles held at the top
            return lit.top >= top - 1 && lit.bottom <= box.bottom + 1;
        }"""
    )
    assert seen
    page.close()
