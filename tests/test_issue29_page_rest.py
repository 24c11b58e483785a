"""Issue 29 on the page, the rest: a round of puzzles with its Next button and score, a finished game's value
history stepped through pick by pick, and the search tree in sight beside the boards on a laptop's screen; by mouse
and by keyboard, in Debian's Chromium driven by Playwright against ``luoshu serve`` on 127.0.0.1, at 1280x800 and
360x640. Screenshots go to LUOSHU_SHOTS=folder."""

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
SIZES = [(1280, 800), (360, 640)]


def the_answer(game: dict[str, Any]) -> int:
    """A puzzle's answer by brute force: the only pick that wins, else the only one that does not lose."""
    verdicts = FIFTEEN.pick_verdicts(frozenset(game["x"]), frozenset(game["o"]))
    wins = [n for n, (outcome, _) in verdicts.items() if outcome == "win"]
    return (wins or [n for n, (outcome, _) in verdicts.items() if outcome != "loss"])[0]


def round_shown(page: Page) -> dict[str, Any]:
    shown: dict[str, Any] = page.page.evaluate(
        """() => ({text: document.getElementById('round-text').textContent,
                   next: document.getElementById('round-next').hidden ? null
                         : document.getElementById('round-next').textContent,
                   focused: document.activeElement && document.activeElement.id})"""
    )
    return shown


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_round_of_puzzles_by_keyboard_and_by_mouse(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    page = Page(browser, server, width, height)
    page.open()
    page.new_game(puzzle="easy")  # the dialog, by the key n
    first = page.game()
    assert first["round"]["puzzle_number"] == 1
    assert round_shown(page) == {**round_shown(page), "text": first["round"]["text"], "next": None}
    # By keyboard: the answer's number, then Enter on the Next button, which the answer brought into focus.
    page.page.keyboard.press(str(the_answer(first)))
    page.page.wait_for_function("() => !document.getElementById('round-next').hidden")
    answered = page.game()
    assert answered["puzzle"]["solved"] is True
    answered_round = answered["round"]
    shown = round_shown(page)
    assert shown == {"text": answered_round["text"], "next": answered_round["next"], "focused": "round-next"}
    page.shot(tmp_path, f"round-answered-{width}x{height}")
    before = page.game_id()
    page.page.keyboard.press("Enter")
    page.page.wait_for_function("id => !location.hash.includes(id)", arg=before)
    page.page.wait_for_selector(".box")
    second = page.game()
    assert second["round"]["puzzle_number"] == 2
    assert (second["round"]["solved_count"], second["round"]["tried_count"]) == (1, 1)
    page.page.wait_for_function(
        "text => document.getElementById('round-text').textContent === text", arg=second["round"]["text"]
    )
    # By mouse: a wrong answer's tile, then the Next button.
    wrong = next(n for n in FIFTEEN.free(frozenset(second["x"]), frozenset(second["o"])) if n != the_answer(second))
    page.page.click(f".tile[data-pick='{wrong}']")
    page.page.wait_for_function("() => !document.getElementById('round-next').hidden")
    third_round = page.game()["round"]
    assert (third_round["solved_count"], third_round["tried_count"]) == (1, 2)
    assert round_shown(page)["text"] == third_round["text"]
    page.shot(tmp_path, f"round-wrong-{width}x{height}")
    before = page.game_id()
    page.page.click("#round-next")
    page.page.wait_for_function("id => !location.hash.includes(id)", arg=before)
    assert page.game()["round"]["puzzle_number"] == 3
    page.close()


def test_the_dialog_chooses_the_rounds_length(browser: Any, server: Server) -> None:
    from luoshu.session.rounds import LARGEST_ROUND, ROUND_PUZZLES

    page = Page(browser, server, 1280, 800)
    page.open()
    page.page.keyboard.press("n")
    field = page.page.locator("#new-form [name=round]")
    assert (field.input_value(), field.get_attribute("max")) == (str(ROUND_PUZZLES), str(LARGEST_ROUND))
    page.page.keyboard.press("Escape")
    page.new_game(puzzle="medium", round="2")
    first = page.game()
    assert (first["round"]["puzzle_number"], first["round"]["puzzle_count"]) == (1, 2)
    page.page.keyboard.press(str(the_answer(first)))
    page.page.wait_for_function("() => !document.getElementById('round-next').hidden")
    page.page.click("#round-next")
    page.page.wait_for_function("() => document.getElementById('round-next').hidden")
    second = page.game()["round"]
    assert (second["puzzle_number"], second["puzzle_count"]) == (2, 2)
    page.page.wait_for_function("t => document.getElementById('round-text').textContent === t", arg=second["text"])
    # A whole game asks for no round, whatever the field holds.
    page.new_game(puzzle="", round="3")
    assert page.game()["round"] is None
    page.close()


def finished_game(server: Server, picks: list[int]) -> dict[str, Any]:
    """A game between two people, played to its end through the API."""
    made = server.call("POST", "/api/games", {"opponent": "human", "dress": "grid"}).json()
    other = server.call("POST", f"/api/games/{made['id']}/join", {"invite": made["invite"]}).json()
    for ply, pick in enumerate(picks):
        token = (made if ply % 2 == 0 else other)["token"]
        server.call("POST", f"/api/games/{made['id']}/moves", {"pick": pick, "picks": picks[:ply]}, token)
    return dict(made)


def step_shown(page: Page) -> dict[str, Any]:
    shown: dict[str, Any] = page.page.evaluate(
        """() => ({step: Number(document.getElementById('history-step').value),
                   said: [...document.querySelectorAll("#history-said .line")]
                         .map((l) => l.textContent).join("\\n")})"""
    )
    return shown


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_finished_games_value_history_steps_pick_by_pick(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    picks = [5, 1, 4, 6, 3, 7, 8]  # mistakes: O's 1, X's 3 (O could win with 8), O's 7; X wins with 3 + 4 + 8
    made = finished_game(server, picks)
    history = server.call("GET", f"/api/games/{made['id']}/history").json()["history"]
    page = Page(browser, server, width, height)
    page.holding(made)
    page.page.click("#history")
    page.page.wait_for_function("() => !document.getElementById('history-steps').hidden")
    assert step_shown(page) == {"step": 1, "said": history[0]["text"]}
    # each step's value for X is the oracle's minimax value of the position after that pick
    for ply, step in enumerate(history, start=1):
        x, o = frozenset(picks[:ply][0::2]), frozenset(picks[:ply][1::2])
        outcome, plies = FIFTEEN.verdict(x, o)
        x_view = outcome if len(x) == len(o) else oracle.FLIPPED[outcome]
        assert step["x_value"] == {"outcome": x_view, "plies": plies}
    assert page.page.locator("#history-steps").is_visible()
    steps_box = page.page.locator("#history-steps").bounding_box()
    assert steps_box is not None
    assert steps_box["y"] + steps_box["height"] <= height + 1 or steps_box["y"] <= 0  # in sight, as far as fits
    page.shot(tmp_path, f"history-step-1-{width}x{height}")
    # By mouse: the next pick, twice, and back once.
    page.page.click("#history-next")
    page.page.click("#history-next")
    page.page.click("#history-back")
    assert step_shown(page) == {"step": 2, "said": history[1]["text"]}
    # the chart marks the pick the step is on: the server draws it, asked for that step
    page.page.wait_for_function("() => document.getElementById('chart-img').src.endsWith('&step=2')")
    page.page.wait_for_function("() => document.getElementById('chart-img').complete")
    # By keyboard: the slider, End to the last pick, an arrow back.
    page.page.focus("#history-step")
    page.page.keyboard.press("End")
    assert step_shown(page) == {"step": len(picks), "said": history[-1]["text"]}
    assert page.page.is_disabled("#history-next")
    page.page.keyboard.press("ArrowLeft")
    assert step_shown(page) == {"step": len(picks) - 1, "said": history[-2]["text"]}
    page.page.focus("#history-step")
    page.page.keyboard.press("End")
    page.page.locator("#history-steps").scroll_into_view_if_needed()
    page.shot(tmp_path, f"history-step-last-{width}x{height}")
    page.close()


def test_the_tree_opens_beside_the_boards_in_sight_at_1280x800(browser: Any, server: Server, tmp_path: Path) -> None:
    made = server.call("POST", "/api/games", {"dress": "grid"}).json()
    page = Page(browser, server, 1280, 800)
    page.holding(made)
    page.page.locator('.cell[data-pick="2"]').hover()
    page.page.wait_for_function("() => !document.getElementById('tree').hidden", timeout=8000)
    page.page.wait_for_timeout(300)
    assert page.page.evaluate("window.scrollY") == 0  # nothing scrolled
    tree = page.page.locator("#tree").bounding_box()
    numbers = page.page.locator("#tiles-board").bounding_box()
    grid = page.page.locator("#grid").bounding_box()
    assert tree is not None
    assert numbers is not None
    assert grid is not None
    assert tree["x"] >= numbers["x"] + numbers["width"]  # beside the boards, not below them
    assert tree["x"] + tree["width"] <= 1280
    assert tree["y"] + tree["height"] <= 800  # all of it in sight: its table scrolls within it
    rows = page.page.locator("#tree-body tr:not([hidden])").first.bounding_box()
    assert rows is not None
    assert rows["y"] + rows["height"] <= 800
    assert grid["width"] >= 800 * 0.4  # the boards still about half the short side of the screen
    assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot(tmp_path, "tree-beside-1280x800")
    # By keyboard: focusing another cell opens its tree in the same place; the boards do not move.
    before = page.page.locator('.cell[data-pick="9"]').bounding_box()
    page.page.locator('.cell[data-pick="9"]').focus()
    page.page.wait_for_function("() => document.getElementById('tree-title').textContent.includes('A2')", timeout=8000)
    assert page.page.locator('.cell[data-pick="9"]').bounding_box() == before
    page.close()
