"""Issue 26, the puzzles and the classroom page: a puzzle is solved by its first answer alone and no hint gives
its answer away (on the page and in the terminal); the second player finds their game again; a bad game link
says so; the product game shows one numbering at a time; Why? asks of any free move; the boards scale from a
phone to a projector; and the New game dialog's smaller faults.

The API in process (Starlette's test client), the terminal through click's runner, and the page in Debian's
Chromium driven by Playwright against ``luoshu serve`` on 127.0.0.1 (as ``test_web_browser.py`` does). Every
answer is checked against the oracle's own game of Pick Fifteen.
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
from serving import Server, with_picks  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}", "content-type": "application/json"}


def answers(game: dict[str, Any]) -> tuple[int, int]:
    """The puzzle's one right answer and a wrong one, by the oracle: the only winning pick (or the only one that
    does not lose), and a pick that is worse."""
    x, o = frozenset(game["x"]), frozenset(game["o"])
    verdicts = FIFTEEN.pick_verdicts(x, o)
    kind = game["puzzle"]["kind"]
    good = [n for n, v in verdicts.items() if (v[0] == "win" if kind == "win" else v[0] != "loss")]
    assert len(good) == 1
    return good[0], next(n for n in verdicts if n != good[0])


# The API -------------------------------------------------------------------------------------------------------


def test_a_puzzle_answered_wrong_undone_and_answered_right_is_not_solved(client: TestClient) -> None:
    made = client.post("/api/games", json={"puzzle": "easy"}).json()
    gid, token = made["id"], made["token"]
    right, wrong = answers(made["game"])
    assert made["game"]["puzzle"]["said"] is None
    tried = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": wrong}), headers=bearer(token)
    ).json()["game"]
    assert tried["puzzle"]["solved"] is False
    said = tried["puzzle"]["said"]
    assert said.startswith(f"Not {wrong}:")  # explained as the terminal explains it
    assert said.endswith("Undo and try again.")
    assert "Best:" not in said  # and the right answer is not named
    client.post(f"/api/games/{gid}/undo", headers=bearer(token))
    again = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": right}), headers=bearer(token)
    ).json()["game"]
    assert again["puzzle"]["solved"] is False  # the first answer was wrong: right at the second try solves nothing
    assert again["puzzle"]["said"].startswith(f"Right: {right} is the only")
    assert "Solved" not in again["puzzle"]["said"]
    assert client.get(f"/api/games/{gid}").json()["game"]["puzzle"]["solved"] is False

    first = client.post("/api/games", json={"puzzle": "easy"}).json()
    right, _ = answers(first["game"])
    solved = client.post(
        f"/api/games/{first['id']}/moves",
        json=with_picks(client, first["id"], {"pick": right}),
        headers=bearer(first["token"]),
    )
    assert solved.json()["game"]["puzzle"]["solved"] is True
    assert solved.json()["game"]["puzzle"]["said"].startswith(f"Solved: {right} is the only")


def test_hints_and_why_are_refused_at_a_puzzles_own_position(client: TestClient) -> None:
    made = client.post("/api/games", json={"puzzle": "medium"}).json()
    gid = made["id"]
    right, wrong = answers(made["game"])
    for path in ("hints", "why", f"why?move={right}", f"why?move={wrong}"):
        refused = client.get(f"/api/games/{gid}/{path}")
        assert refused.status_code == 409, path
        assert "answer the puzzle first" in refused.json()["error"]
        assert str(right) not in refused.json()["error"]
    played = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": wrong}), headers=bearer(made["token"])
    ).json()
    if not played["game"]["over"]:
        assert client.get(f"/api/games/{gid}/hints").status_code == 200  # the puzzle answered, the game goes on


def test_the_product_game_keeps_pick_fifteens_numbers_for_the_end(client: TestClient) -> None:
    made = client.post("/api/games", json={"dress": "product"}).json()
    gid, token, board = made["id"], made["token"], made["board"]
    assert "tiles" not in board["views"]  # the numbers 1-9 are the reveal
    assert {"grid", "panel"} <= set(board["views"])
    assert "tile" not in board["status"]
    assert "its number" not in board["footer"]
    game = made["game"]
    while not game["over"]:
        free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        played = client.post(
            f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": free[0]}), headers=bearer(token)
        ).json()
        game, board = played["game"], played["board"]
    assert "tiles" in board["views"]
    jam = client.post("/api/games", json={"dress": "jam"}).json()["board"]
    assert "tiles" in jam["views"]  # roads are no numbers: Pick Fifteen's stand beside them


# The page ------------------------------------------------------------------------------------------------------


def test_a_puzzle_on_the_page_is_explained_and_not_solved_by_a_second_try(browser: Any, server: Server) -> None:
    made = server.call("POST", "/api/games", {"puzzle": "easy"}).json()
    right, wrong = answers(made["game"])
    page = Page(browser, server)
    page.holding(made)
    page.page.click("#hint")  # refused, with the server's reason
    page.page.wait_for_function("() => document.getElementById('notice').textContent.includes('answer the puzzle')")
    assert page.page.locator(".hint-win, .hint-draw, .hint-loss").count() == 0
    page.page.click(f".tile[data-pick='{wrong}']")
    page.page.wait_for_function("() => document.getElementById('puzzle-said').textContent.length > 0")
    game = page.game()
    assert page.page.inner_text("#puzzle-said").strip() == game["puzzle"]["said"].strip()
    assert page.text("#puzzle-said").startswith(f"Not {wrong}:")
    page.page.keyboard.press("u")
    page.page.wait_for_function("() => document.getElementById('puzzle-said').textContent === ''")
    page.page.click(f".tile[data-pick='{right}']")
    page.page.wait_for_function("() => document.getElementById('puzzle-said').textContent.startsWith('Right')")
    assert "Solved" not in page.text("#puzzle") + page.text("#puzzle-said")
    page.close()


def test_the_second_player_comes_back_to_their_game_from_the_servers_address(browser: Any, server: Server) -> None:
    host = Page(browser, server)
    host.open()
    host.page.keyboard.press("n")
    host.page.select_option("#new-form [name=opponent]", "human")
    host.page.click("#new-form button[value=play]")
    host.page.wait_for_selector("#invite-link:not([hidden])")
    link = host.page.get_attribute("#invite-link", "href")
    assert link
    guest = Page(browser, server)
    guest.page.goto(link)
    guest.page.wait_for_function("() => document.getElementById('caption').textContent.includes('you are O')")
    joined = guest.game_id()
    guest.open("/")  # later, the server's address alone
    guest.page.wait_for_function("() => document.getElementById('caption').textContent.includes('you are O')")
    assert guest.game_id() == joined
    assert not any(r.startswith("POST ") and r.endswith("/api/games") for r in guest.requests)  # no game made
    host.close()
    guest.close()


def test_a_link_to_no_game_says_so_and_makes_none(browser: Any, server: Server) -> None:
    reason = server.call("GET", "/api/games/doesnotexist").json()["error"]
    page = Page(browser, server)
    page.page.goto(server.url + "/#g=doesnotexist")
    page.page.wait_for_function("r => document.getElementById('caption').textContent === r", arg=reason)
    assert page.page.is_hidden("#boards")
    assert not any(r.startswith("POST ") for r in page.requests)
    page.close()


def test_the_product_game_shows_and_types_its_own_numbers(browser: Any, server: Server) -> None:
    made = server.call("POST", "/api/games", {"dress": "product"}).json()
    items = made["game"]["items"]
    page = Page(browser, server)
    page.holding(made)
    assert page.page.is_hidden(".tile >> nth=0")  # Pick Fifteen's numbers wait for the end
    for cell in page.page.query_selector_all(".cell"):
        pick = int(cell.get_attribute("data-pick") or 0)
        assert (cell.query_selector(".name").text_content() or "") == items[pick - 1]
    page.page.keyboard.press("3")
    page.page.wait_for_function("() => document.querySelectorAll('.cell.held-X').length === 1")
    x = page.game()["x"]
    assert [items[n - 1] for n in x] == ["3"]  # the product's 3, as the cell labelled 3 says
    assert page.text(".cell.held-X .name") == "3"
    page.close()


def test_why_asks_of_any_free_move_before_any_pick(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    first = page.game_id()
    page.page.keyboard.press("n")
    page.page.click("#new-form button[value=play]")
    # The new game on show (its address and its empty board), not the first one, before Why? is asked.
    page.page.wait_for_function("old => !location.hash.includes(old)", arg=first)
    page.page.wait_for_function("() => document.querySelectorAll('.held-X, .held-O').length === 0")
    gid = page.game_id()
    page.server.call("GET", f"/api/games/{gid}")  # the game the page shows is there
    page.page.wait_for_function("() => !document.getElementById('why').disabled")
    page.page.click("#why")
    prompt = page.server.call("GET", f"/api/games/{gid}").json()["board"]["why_prompt"]
    assert prompt
    page.page.wait_for_function("p => document.getElementById('status').textContent === p", arg=prompt)
    assert "why?move" not in page.text("#notice")
    page.page.click(".cell[data-pick='2']")
    expected = page.server.call("GET", f"/api/games/{gid}/why?move=2").json()["text"]
    page.page.wait_for_function("() => document.getElementById('said').textContent.length > 0")
    assert page.page.inner_text("#said").strip() == expected.strip()
    assert page.game()["picks"] == []  # asked, not played
    page.page.click(".cell[data-pick='2']")  # one question per Why?: the next click plays
    page.page.wait_for_function("() => document.querySelectorAll('.cell.held-X').length === 1")
    page.close()


@pytest.mark.parametrize(("width", "height"), [(360, 640), (1280, 800), (1920, 1080)])
def test_the_boards_scale_from_a_phone_to_a_projector(
    browser: Any, server: Server, tmp_path: Path, width: int, height: int
) -> None:
    page = Page(browser, server, width, height)
    page.open()
    grid = page.page.locator("#grid").bounding_box()
    assert grid is not None
    assert grid["width"] >= min(width, height) * 0.4  # about half the short side of the screen, or more
    status = page.page.locator("#status").bounding_box()
    assert status is not None
    assert status["y"] + status["height"] <= height  # above the fold
    assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot(tmp_path, f"page-{width}x{height}-playing")
    while not page.game()["over"]:  # to the end: the reveal
        game = page.game()
        free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        page.page.click(f".tile[data-pick='{free[0]}']")
        page.page.wait_for_function(
            "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length > n", arg=len(game["picks"])
        )
    page.page.wait_for_function("() => document.getElementById('said').textContent.includes('Luo Shu')")
    page.page.wait_for_timeout(300)
    drawn = [line for line in page.text("#said").split("\n") if "|" in line]
    assert drawn
    # Each drawn line of the reveal (the grid's rows and rules) is one line on the screen, never wrapped.
    heights = page.page.evaluate(
        """() => {
            const pre = document.getElementById('said');
            const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
            const found = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                let start = 0;
                for (const line of node.textContent.split('\\n')) {
                    if (line.includes('|')) {
                        const range = document.createRange();
                        range.setStart(node, start);
                        range.setEnd(node, start + line.length);
                        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
                        found.push(tops.size);
                    }
                    start += line.length + 1;
                }
            }
            return found;
        }"""
    )
    assert heights
    assert all(rows == 1 for rows in heights), heights
    page.shot(tmp_path, f"page-{width}x{height}-over")
    page.close()


def test_the_new_game_dialog_starts_each_kind_afresh_and_plays_on_enter(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    before = page.page.url
    page.page.keyboard.press("n")
    page.page.fill("#new-form [name=numbers]", "13")
    page.page.select_option("#new-form [name=order]", "4")
    page.page.select_option("#new-form [name=dress]", "product")
    assert page.page.input_value("#new-form [name=numbers]") == ""
    assert page.page.input_value("#new-form [name=order]") == ""
    page.page.focus("#new-form [name=dress]")
    page.page.keyboard.press("Enter")
    page.page.wait_for_function("url => location.href !== url", arg=before)
    assert page.page.is_hidden("#new-game")
    assert page.game()["dress"] == "product"
    page.close()


def test_a_screen_reader_hears_a_cell_named_once(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    page.new_game(dress="grid")  # waits for the new game's address: the old board's labels are gone
    assert page.game()["dress"] == "grid"
    page.page.wait_for_function(
        "() => (document.querySelector('.cell[data-pick=\"4\"]').getAttribute('aria-label') || '').includes('A1')"
    )
    label = page.page.get_attribute(".cell[data-pick='4']", "aria-label") or ""
    assert label.count("A1") == 1, label
    assert label == "A1: free"
    page.close()
