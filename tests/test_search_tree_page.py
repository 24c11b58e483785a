"""The page's search tree under a move draws a bound as the SVG picture does: a node alpha-beta left early (its score
only ≥ or ≤) is hatched, and no row of the tree wears an outcome's colour (the page's tree colours no values), in
Debian's Chromium driven by Playwright against ``luoshu serve``. Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

OUTCOMES = {"rgb(188, 217, 245)", "rgb(232, 232, 232)", "rgb(253, 211, 166)"}  # the page's --win, --draw, --loss


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (360, 640)])
def test_a_bound_row_is_hatched_and_no_row_wears_an_outcome(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    made = server.call("POST", "/api/games", {"dress": "grid"}).json()
    page = Page(browser, server, width, height)
    page.holding(made)
    page.page.locator('.cell[data-pick="2"]').hover()  # A3: the tree of O's replies, alpha-beta two plies deep
    page.page.wait_for_function(
        "() => !document.getElementById('tree').hidden && document.querySelectorAll('#tree-body tr').length > 1",
        timeout=5000,
    )
    tree = server.call("GET", f"/api/games/{made['id']}/tree?pick=2").json()
    # The row is painted (a narrow tree lays its cells out as lines, not columns); its cells let it show through.
    looks: list[dict[str, str]] = page.page.evaluate(
        "() => [...document.querySelectorAll('#tree-body tr')].map((tr) => {"
        " const style = getComputedStyle(tr), inside = getComputedStyle(tr.cells[1]);"
        " return {image: style.backgroundImage, colour: style.backgroundColor,"
        " cell: inside.backgroundImage + ' ' + inside.backgroundColor}; })"
    )
    rows = tree["tree_rows"]
    assert len(looks) == len(rows)
    assert any(row["bound"] != "exact" for row in rows)
    for row, look in zip(rows, looks, strict=True):
        hatched = "repeating-linear-gradient" in look["image"]
        assert hatched == (row["bound"] != "exact"), (row["shown"], look)
        assert look["colour"] not in OUTCOMES, (row["shown"], look)
        assert look["cell"] == "none rgba(0, 0, 0, 0)", (row["shown"], look)  # the row's look, not hidden
    page.page.locator("#tree").scroll_into_view_if_needed()
    page.shot(tmp_path, f"tree-bounds-{width}x{height}")
    page.close()
