"""The page in a real browser: Playwright driving Debian's Chromium against ``luoshu serve`` on 127.0.0.1.

Whole games against the computer in every dress, by clicking and by keyboard; two browsers playing each other
through an invite link; the page at a phone's size and at a laptop's, checked from screenshots; and not one
request to any address but the server's. Chromium is needed (``.ci/run`` installs it).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)
DRESSES = ["fifteen", "grid", "jam", "words", "product"]


def free_of(game: dict[str, Any]) -> list[int]:
    return FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))


@pytest.mark.parametrize("dress", DRESSES)
def test_a_whole_game_by_clicking_in_every_dress(browser: Any, server: Server, dress: str) -> None:
    page = Page(browser, server)
    page.open()
    page.new_game(dress=dress)
    game = page.game()
    assert game["dress"] == dress
    kind = {"fifteen": ".tile", "grid": ".cell", "jam": ".entry", "words": ".entry", "product": ".entry"}[dress]
    while not game["over"]:
        pick = free_of(game)[0]
        page.page.click(f"{kind}[data-pick='{pick}']")
        game = page.wait_for_picks(len(game["picks"]) + (1 if len(game["picks"]) == 8 else 2))
        game = page.game()
    assert game["winner"] != "X"  # the computer never loses
    caption = page.page.text_content("#caption") or ""
    assert caption in ("Draw", "The computer wins.")
    if dress == "fifteen":
        assert "Luo Shu" in (page.page.text_content("#said") or "")  # the reveal
    page.close()


def test_the_keyboard_alone_plays_hints_undoes_and_starts_again(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    page.new_game(dress="grid")
    page.page.focus(".cell[data-pick='4']")  # A1
    page.page.keyboard.press("ArrowDown")  # B1: 3
    page.page.keyboard.press("ArrowRight")  # B2: 5
    assert page.page.evaluate("document.activeElement.dataset.pick") == "5"
    page.page.keyboard.press("Enter")
    game = page.wait_for_picks(2)
    assert game["picks"][0] == 5
    page.page.keyboard.press("h")
    page.page.wait_for_selector(".tile.hint-draw, .tile.hint-win, .tile.hint-loss")
    hinted = {
        int(el.get_attribute("data-pick")): el.get_attribute("class") for el in page.page.query_selector_all(".tile")
    }
    verdicts = FIFTEEN.pick_verdicts(frozenset(game["x"]), frozenset(game["o"]))
    for pick, verdict in verdicts.items():
        assert f"hint-{verdict[0]}" in (hinted[pick] or "")
    free = free_of(game)[0]
    page.page.keyboard.press(str(free))
    game = page.wait_for_picks(4)
    assert game["picks"][2] == free
    page.page.keyboard.press("u")
    page.page.wait_for_function("() => document.querySelectorAll('.tile.held-X, .tile.held-O').length === 2")
    assert page.game()["picks"] == game["picks"][:2]
    labels = [el.get_attribute("aria-label") or "" for el in page.page.query_selector_all(".cell")]
    assert any(label.startswith("B2: ") and "held by X" in label for label in labels)
    page.close()


def test_two_browsers_play_each_other_through_an_invite(browser: Any, server: Server) -> None:
    host = Page(browser, server)
    host.open()
    host.new_game(opponent="human")
    link = host.page.get_attribute("#invite-link", "href")
    assert link
    assert "#join=" in link
    guest = Page(browser, server)
    guest.page.goto(link)
    guest.page.wait_for_selector(".tile")
    assert "you are O" in (guest.page.text_content("#caption") or "")
    host.page.click(".tile[data-pick='5']")
    guest.page.wait_for_selector(
        ".tile.held-X[data-pick='5']", timeout=3000
    )  # pushed, no reload (3 s: a slow, loaded machine)
    guest.page.click(".tile[data-pick='2']")
    host.page.wait_for_selector(".tile.held-O[data-pick='2']", timeout=3000)
    host.page.click(".tile[data-pick='2']")  # taken: refused with a reason, nothing changes
    host.page.wait_for_function("() => document.getElementById('notice').textContent.includes('taken')")
    guest.page.click(".tile[data-pick='8']")  # not O's turn
    guest.page.wait_for_function("() => document.getElementById('notice').textContent.length > 0")
    assert host.game()["picks"] == [5, 2]
    assert host.page.is_hidden("#invite")  # the seat is taken
    host.close()
    guest.close()


@pytest.mark.parametrize(("width", "height"), [(360, 640), (1280, 800)])
def test_the_page_fits_a_phone_and_a_laptop(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    page = Page(browser, server, width, height)
    page.open()
    page.page.keyboard.press("5")
    page.wait_for_picks(2)
    shot = tmp_path / f"page-{width}x{height}.png"
    page.page.screenshot(path=str(shot))
    assert shot.stat().st_size > 5000
    assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # no sideways scroll
    for selector in ("#caption", "#hint", "#undo", "#new", "#save", ".cell[data-pick='5']"):
        box = page.page.locator(selector).bounding_box()
        assert box is not None, selector
        assert box["x"] >= 0, selector
        assert box["x"] + box["width"] <= width, selector
    # The status is drawn: its part of the screenshot is not blank.
    caption = page.page.locator("#caption").bounding_box()
    assert caption is not None
    assert caption["y"] + caption["height"] <= height
    drawn = page.page.screenshot(clip=caption)
    blank = page.page.screenshot(clip={**caption, "y": height - caption["height"] - 1, "x": 0})
    assert drawn != blank
    page.close()


def parse_colour(text: str) -> tuple[float, float, float]:
    return tuple(int(text[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def luminance(colour: str) -> float:
    """WCAG relative luminance."""
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in parse_colour(colour)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_every_text_colour_has_a_contrast_of_at_least_4_5() -> None:
    css = (Path(__file__).parent.parent / "luoshu" / "web" / "static" / "style.css").read_text()
    colours = dict(re.findall(r"--([a-z]+): (#[0-9a-f]{6})", css))
    texts = ["ink", "label", "x", "o"]
    backgrounds = ["paper", "hover", "partner", "won", "win", "draw", "loss"]
    for text in texts:
        for background in [*backgrounds, "white"]:
            pair = [luminance(colours.get(text, "#ffffff")), luminance(colours.get(background, "#ffffff"))]
            ratio = (max(pair) + 0.05) / (min(pair) + 0.05)
            assert ratio >= 4.5, (text, background, round(ratio, 2))
    notice = re.search(r"\.notice \{ color: (#[0-9a-f]{6})", css)
    assert notice is not None
    assert (1.05) / (luminance(notice.group(1)) + 0.05) >= 4.5


def test_two_participants_take_a_study_at_once_and_a_kill_9_loses_no_answer(browser: Any, tmp_path: Path) -> None:
    server = Server(tmp_path)
    made = server.call("POST", "/api/studies", {"dresses": ["numbers", "grid"], "trials": 2}).json()
    pages = [Page(browser, server), Page(browser, server)]
    for page in pages:
        page.page.goto(f"{server.url}/#study={made['id']}")
        page.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Puzzle 1 of 4')")
        assert page.page.is_hidden("#hint")  # no hints, no undo in a study
    for place in (1, 2):  # both answer two puzzles by clicking a free box of the one view on show
        pages[0].page.wait_for_timeout(400)  # as a person would: an answer faster than reading is refused
        for page in pages:
            page.page.locator(".box:visible:not(.held-X):not(.held-O)").first.click()
        for page in pages:
            page.page.wait_for_function(
                "n => document.getElementById('caption').textContent.startsWith('Puzzle ' + n)", arg=place + 1
            )
    server.process.kill()  # kill -9 in the middle of the study
    server.process.wait()
    again = Server(tmp_path, server.port)
    report = again.call("GET", f"/api/studies/{made['id']}/report?token={made['token']}").json()
    assert sum(d["trial_count"] for d in report["dress_results"]) == 4  # every answer acknowledged is there
    # Each goes on where they stopped, in the second block: the Latin square gave the first participant numbers then
    # the grid, and the second the grid then numbers; each dress is shown alone.
    for page, shown, hidden in ((pages[0], "#grid", "#tiles"), (pages[1], "#tiles", "#grid")):
        page.page.reload()
        page.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Puzzle 3 of 4')")
        assert page.page.is_visible(shown)
        assert page.page.is_hidden(hidden)
    pages[0].page.wait_for_timeout(400)  # a person's time to read (a quicker answer is refused for that)
    pages[0].page.keyboard.press("5")  # a number is no move of the grid: refused, the puzzle stays
    pages[0].page.wait_for_function("() => document.getElementById('notice').textContent.includes('cell')")
    assert pages[0].page.text_content("#caption") == "Puzzle 3 of 4"
    for page in pages:
        page.close()
    again.stop()
    assert "Traceback" not in again.log.read_text()
