"""A study's report on the page shows the study alone: nothing of a game played before it in that page (a puzzle's
task, a round's score, the refusal of its last move), in any language, and in Chinese it says 作答 for its trials,
as the rest of the page says 谜题 for a puzzle (never 测试题).

In Debian's Chromium against a real ``luoshu serve``, as a teacher meets it: a puzzle tried, then a study started."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright
from serving import Server

GAMES_LINES = ("#puzzle", "#round", "#invite", "#status", "#footer", "#puzzle-said", "#said", "#notice")
"""What the page shows of a game: none of it shows on a study's report."""


def test_a_studys_report_shows_nothing_of_the_game_played_before_it(tmp_path: Path) -> None:
    server = Server(tmp_path)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path="/usr/bin/chromium", args=["--headless=new", "--no-sandbox", "--disable-gpu"]
            )
            page = browser.new_context(locale="zh-CN", extra_http_headers={"Accept-Language": "zh-CN"}).new_page()
            page.goto(server.url + "/")
            page.wait_for_function("() => document.querySelectorAll('.tile').length > 0")
            page.click("#new")
            page.select_option("select[name=puzzle]", "easy")
            page.click("#play")
            page.wait_for_function("() => !document.getElementById('puzzle').hidden")
            page.locator(".tile.held-X").first.click()  # a number X holds: the page refuses it
            page.wait_for_function("() => document.getElementById('notice').textContent !== ''")
            assert page.is_visible("#puzzle")
            assert page.is_visible("#round")
            page.click("#new-study")
            page.click("#study-form button[value=start]")
            page.wait_for_function("() => location.hash.startsWith('#report=')")
            page.wait_for_function("() => document.getElementById('report-table').textContent !== ''")
            shown = {line: page.is_visible(line) and (page.text_content(line) or "").strip() for line in GAMES_LINES}
            assert not any(shown.values()), shown
            assert page.text_content("#report-table") == "还没有作答记录。"
            assert "测试题" not in (page.text_content("body") or "")
            browser.close()
    finally:
        server.stop()
