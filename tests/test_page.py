"""What only a browser shows: the page in Debian's Chromium, driven by Playwright against ``luoshu serve`` on
127.0.0.1 (tests/browsing.py, tests/serving.py), one server and one browser for the whole run of a worker, each test
in a browser context of its own. Games played by clicks and by the keyboard alone, two browsers through an invite,
the layout from a phone to a projector, the language switch, Why?, rounds of puzzles, the search tree under a
move (by mouse and by touch), a finished game's value history, studies, and the course.

Everything that is logic rather than what a browser shows is tested in process: test_web_games, test_web_puzzles,
test_web_trees, test_web_languages.
"""

# ruff: noqa: E402

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest
from catalogue import TOKENS, latin_words, said_in
from serving import Server

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")
sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("starlette")
pytest.importorskip("playwright.sync_api")

from browsing import _CLIENT, Page, Pages, call

from luoshu.teach.course import CHAPTERS, exercises_of
from luoshu.teach.study import FASTEST_ANSWER
from luoshu.web.page import page_words
from luoshu.words.language import speaking

FIFTEEN = oracle.Game(9, 3, 15)


@pytest.fixture(scope="module")
def pages(browser: Any) -> Iterator[Pages]:
    """The module's browser contexts, each lent to one test at a time, as a new one (browsing.Pages)."""
    lent = Pages(browser)
    yield lent
    lent.close()


DRESSES = ["fifteen", "grid", "jam", "words", "product"]


def free_of(game: dict[str, Any]) -> list[int]:
    return FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))


SIZES = [(360, 640), (1920, 1080)]  # a phone and a projector: a laptop is what the other tests see


GAME_BUTTONS = ["#hint", "#why", "#undo", "#history"]


def play_to_the_end(server: Server, made: dict[str, Any]) -> None:
    """Play the lowest free number for the creator until the game is over (the computer answers each)."""
    game = made["game"]
    while not game["over"]:
        free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        game = call(
            server, "POST", f"/api/games/{made['id']}/moves", {"pick": free[0], "picks": game["picks"]}, made["token"]
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
    start = len(page.requests)
    for button in GAME_BUTTONS:
        page.page.dispatch_event(button, "click")  # as a click that reached it anyway
    a_turn_of_the_page(page)
    assert sent(page, "GET", "", start) + sent(page, "POST", "", start) == []
    start = len(page.requests)
    for key in "hu5":
        page.page.keyboard.press(key)
    a_turn_of_the_page(page)
    assert sent(page, "GET", "", start) + sent(page, "POST", "", start) == []  # nothing asked of the server
    assert page.page.is_hidden("#chart")
    assert page.text("#notice") == ""
    assert page.text("#caption") == reason


def hinted(page: Page, server: Server, dress: str) -> None:
    """A game in ``dress`` after one move of each side, its hints on show, in the page as it is (size, language)."""
    made = call(server, "POST", "/api/games", {"dress": dress}).json()
    moved = call(server, "POST", f"/api/games/{made['id']}/moves", {"pick": 5, "picks": []}, made["token"])
    assert moved.status_code == 200
    page.holding(made)
    page.page.wait_for_function("n => document.querySelectorAll('.box.held-X, .box.held-O').length >= n", arg=2)
    page.page.click("#hint")
    page.page.wait_for_selector(".box .sign")


def boards_top(page: Page) -> float:
    top: float = page.page.evaluate("() => document.getElementById('boards').getBoundingClientRect().top")
    return top


def sent(page: Page, method: str, ending: str, since: int = 0) -> list[str]:
    """The page's requests of ``method`` to an address ending so, from its ``since``-th request on."""
    return [r for r in page.requests[since:] if r.startswith(method + " ") and r.split("?")[0].endswith(ending)]


TREE_WAIT = 300
"""The page's pause, in milliseconds, between a move pointed at and its tree asked for (app.js, ``treeSoon``)."""


def a_turn_of_the_page(page: Page) -> None:
    """What the page's handlers of the last input set going at once (a task, a promise) done: a timer's turn in the
    page."""
    page.page.evaluate("() => new Promise((done) => setTimeout(done, 0))")


def a_readers_pause(page: Page) -> None:
    """Longer than the quickest answer a study takes (``FASTEST_ANSWER``), by the page's own clock, which times the
    answer: an answer any sooner is refused as quicker than anyone reads."""
    page.page.evaluate("ms => new Promise((done) => setTimeout(done, ms))", FASTEST_ANSWER * 1000 + 50)


def past_the_trees_wait(page: Page) -> None:
    """A pause longer than the page's before it asks for a tree, timed by the page's own clock: a tree the page
    meant to ask for has been asked for by its end (its timer, set first and shorter, has fired), however slowly a
    loaded machine runs the page."""
    page.page.evaluate("ms => new Promise((done) => setTimeout(done, ms))", TREE_WAIT + 50)


def shown_rows(page: Page) -> list[list[str]]:
    rows: list[list[str]] = page.page.evaluate(
        "() => [...document.querySelectorAll('#tree-body tr')].filter((tr) => !tr.hidden)"
        ".map((tr) => [...tr.cells].map((td) => td.textContent))"
    )
    return rows


SAID = "t => document.getElementById('step-said').textContent === t"
"""The search's step says ``t``: the wait for a step's drawing, rather than a fixed pause (it fails on a timeout)."""


def wait_for_tree_under(page: Page, item: str) -> None:
    page.page.wait_for_function(
        "item => !document.getElementById('tree').hidden && document.getElementById('tree-title').textContent"
        ".includes(item)",
        arg=item,
        timeout=5000,
    )


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


def finished_game(server: Server, picks: list[int]) -> dict[str, Any]:
    """A game between two people, played to its end through the API."""
    made = call(server, "POST", "/api/games", {"opponent": "human", "dress": "grid"}).json()
    other = call(server, "POST", f"/api/games/{made['id']}/join", {"invite": made["invite"]}).json()
    for ply, pick in enumerate(picks):
        token = (made if ply % 2 == 0 else other)["token"]
        call(server, "POST", f"/api/games/{made['id']}/moves", {"pick": pick, "picks": picks[:ply]}, token)
    return dict(made)


def step_shown(page: Page) -> dict[str, Any]:
    shown: dict[str, Any] = page.page.evaluate(
        """() => ({step: Number(document.getElementById('history-step').value),
                   said: [...document.querySelectorAll("#history-said .line")]
                         .map((l) => l.textContent).join("\\n")})"""
    )
    return shown


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


OUTCOMES = {"rgb(188, 217, 245)", "rgb(232, 232, 232)", "rgb(253, 211, 166)"}  # the page's --win, --draw, --loss


GAMES_LINES = ("#puzzle", "#round", "#invite", "#status", "#footer", "#puzzle-said", "#said", "#notice")


def words_in(language: str) -> dict[str, str]:
    with speaking(language):
        return page_words()


SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样还没结记录档错误语词轮谁从无题标与种简体"
    "国会长发现问学书级尽"
)


def visible_text(page: Page) -> str:
    """What a person sees on the page (the language switch apart), and what a screen reader says of its boxes."""
    text: str = page.page.evaluate(
        """() => {
            const switcher = document.getElementById('languages');
            switcher.hidden = true;
            const seen = document.body.innerText;
            switcher.hidden = false;
            const named = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
            return seen + '\\n' + named.join('\\n');
        }"""
    )
    return text


CUT = """() => {
    // Every box, button, label and heading on show whose text is wider than its box (it spills over its
    // neighbours, or is cut), or taller where the box cuts what overflows it; and the page wider than the screen.
    // (A Chinese font's lines are taller than their line height, its glyphs no taller than the font's size: a
    // box as tall as its line height cuts nothing of them.)
    const found = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
        // named by the innermost boxes that reach past the screen's right edge, so that a failure says what
        const past = [...document.body.querySelectorAll('*')].filter((el) =>
            el.getClientRects().length > 0 && el.getBoundingClientRect().right > window.innerWidth + 1
            && ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1));
        found.push('the page is wider than the screen: ' + past.slice(0, 4).map((el) =>
            (el.id || el.className || el.tagName) + ' ' + (el.textContent || '').trim().slice(0, 30)).join('; '));
    }
    const seen = (el) => el.getClientRects().length > 0;
    for (const el of document.querySelectorAll(
        'button, .button, label, legend, h1, h2, .caption, .box, .box span, .languages, select, option'
    )) {
        if (!seen(el) || el.closest('.tree-scroll')) continue;
        const style = getComputedStyle(el);
        const clips = style.overflowY !== 'visible';
        const taller = el.scrollHeight - el.clientHeight > parseFloat(style.fontSize) / 2;
        if (el.scrollWidth > el.clientWidth + 1 || (clips && taller)) {
            found.push((el.id || el.className || el.tagName) + ': ' + el.textContent.trim().slice(0, 40));
        }
    }
    return found;
}"""


def free_pick(page: Page) -> int:
    game = page.game()
    free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
    return int(free[0])


HELD = "document.querySelectorAll('.tile.held-X, .tile.held-O').length"


def over(page: Page) -> None:
    """Play the game on show to its end, a free pick at a time, each move's answer (the computer's reply comes with
    it) on show before the next."""
    game = page.game()
    while not game["over"]:
        page.page.click(f".tile[data-pick='{free_of(game)[0]}']")
        page.page.wait_for_function(f"n => {HELD} > n", arg=len(game["picks"]))
        game = page.game()
        page.page.wait_for_function(f"n => {HELD} === n", arg=len(game["picks"]))


def long_press(page: Page, selector: str) -> None:
    """A finger held on the element until the page takes it as held (it asks for the move's tree, after a phone's
    long press), then lifted: as a phone's touch screen sends it (touch events, not a mouse's)."""
    target = page.page.locator(selector)
    target.wait_for()
    box = target.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = page.context.new_cdp_session(page.page)
    with page.page.expect_request(lambda request: "/tree?" in request.url, timeout=8000):
        touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def every_dress_played_by_clicks(page: Page) -> None:
    """A new game from the dialog in each dress in turn, each played to its end by clicks."""
    for dress in DRESSES:
        page.new_game(dress=dress)
        game = page.game()
        assert game["dress"] == dress
        kind = {"fifteen": ".tile", "grid": ".cell", "jam": ".entry", "words": ".entry", "product": ".entry"}[dress]
        while not game["over"]:
            pick = free_of(game)[0]
            page.page.click(f"{kind}[data-pick='{pick}']")
            game = page.wait_for_picks(len(game["picks"]) + (1 if len(game["picks"]) == 8 else 2))
        assert game["winner"] != "X", dress  # the computer never loses
        caption = page.page.text_content("#caption") or ""
        assert caption in ("Draw", "The computer wins."), dress
        if dress == "fifteen":
            assert "Luo Shu" in (page.page.text_content("#said") or "")  # the reveal


def the_keyboard_alone_plays_hints_and_undoes(page: Page) -> None:
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
        int(pick): classes
        for pick, classes in page.page.evaluate(
            "() => [...document.querySelectorAll('.tile')].map((el) => [el.dataset.pick, el.className])"
        )
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
    labels = page.page.evaluate(
        "() => [...document.querySelectorAll('.cell')].map((el) => el.getAttribute('aria-label') || '')"
    )
    assert any(label.startswith("B2: ") and "held by X" in label for label in labels)


def test_two_browsers_play_each_other_through_an_invite(pages: Pages, server: Server) -> None:
    """Also: the second player comes back to their game from the server's address alone, making none. The guest's
    browser has a touch screen (a finger its only pointer, a tap a click), as the other browser of each test that
    has two does: the one context the finger's test is lent too, where a third would have been started."""
    with pages.page(server) as host, pages.page(server, touch=True) as guest:
        host.open()
        host.new_game(opponent="human")
        host.page.wait_for_selector("#invite-link:not([hidden])")
        link = host.page.get_attribute("#invite-link", "href")
        assert link
        assert "#join=" in link
        guest.load(link)
        guest.page.wait_for_selector(".tile")
        guest.page.wait_for_function("() => document.getElementById('caption').textContent.includes('you are O')")
        joined = guest.game_id()
        guest.open("/")  # later, the server's address alone
        guest.page.wait_for_function("() => document.getElementById('caption').textContent.includes('you are O')")
        assert guest.game_id() == joined
        assert not any(r.startswith("POST ") and r.endswith("/api/games") for r in guest.requests)  # no game made
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


def the_page_fits(page: Page, width: int, height: int) -> None:
    """After the first move: no sideways scroll, the buttons on the screen, and the status drawn."""
    page.shot(f"page-{width}x{height}")
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


FULL_AT = 2
"""Games in play that fill a server of a test's own: its bound (``OPEN_GAMES``, a thousand) set so low in its process,
the refusal the page shows being the same (the bound itself: test_web_games, in process)."""
FILLED_AT = f"import luoshu.web.games as tables; tables.OPEN_GAMES = {FULL_AT}"


def test_a_server_of_its_own_loses_no_study_answer_to_a_kill_9_and_full_says_so_once(
    pages: Pages, tmp_path: Path
) -> None:
    """Two participants take a study at once, and a kill -9 of the server loses no answer it acknowledged. Then the
    server started again, full, says so once with the game's buttons off: the caption is the server's refusal word
    for word (test_issue26_web_server's full server test, dropped: this makes a full server and checks the same
    caption, and more). One server of the test's own for both: a server's start costs more than either's checks."""
    server = Server(tmp_path, prelude=FILLED_AT)
    servers = [server]  # the one killed, then the one started again: neither left running, whatever fails
    try:
        made = call(server, "POST", "/api/studies", {"dresses": ["numbers", "grid"], "trials": 2}).json()
        with pages.page(server) as one, pages.page(server, touch=True) as other:  # the other on a touch screen
            both = [one, other]
            for page in both:
                page.load(f"/#study={made['id']}")
                page.page.wait_for_function(
                    "() => document.getElementById('caption').textContent.startsWith('Puzzle 1 of 4')"
                )
                assert page.page.is_hidden("#hint")  # no hints, no undo in a study
            for place in (1, 2):  # both answer two puzzles by clicking a free box of the one view on show
                a_readers_pause(both[0])  # as a person would: an answer faster than reading is refused
                for page in both:
                    page.page.locator(".box:visible:not(.held-X):not(.held-O)").first.click()
                for page in both:
                    page.page.wait_for_function(
                        "n => document.getElementById('caption').textContent.startsWith('Puzzle ' + n)", arg=place + 1
                    )
            server.process.kill()  # kill -9 in the middle of the study
            server.process.wait()
            servers.append(again := Server(tmp_path, server.port, prelude=FILLED_AT))
            report = call(again, "GET", f"/api/studies/{made['id']}/report?token={made['token']}").json()
            assert sum(d["trial_count"] for d in report["dress_results"]) == 4  # every answer acknowledged is there
            # Each goes on where they stopped, in the second block: the Latin square gave the first participant
            # numbers then the grid, and the second the grid then numbers; each dress is shown alone.
            for page, shown, hidden in ((both[0], "#grid", "#tiles"), (both[1], "#tiles", "#grid")):
                page.page.reload()
                page.page.wait_for_function(
                    "() => document.getElementById('caption').textContent.startsWith('Puzzle 3 of 4')"
                )
                assert page.page.is_visible(shown)
                assert page.page.is_hidden(hidden)
            a_readers_pause(both[0])  # a person's time to read (a quicker answer is refused for that)
            both[0].page.keyboard.press("5")  # a number is no move of the grid: refused, the puzzle stays
            both[0].page.wait_for_function("() => document.getElementById('notice').textContent.includes('cell')")
            assert both[0].page.text_content("#caption") == "Puzzle 3 of 4"
            # Full: a class's games, each in play.
            for _ in range(FULL_AT):
                game = call(again, "POST", "/api/games", {"opponent": "human"}).json()
                moved = call(again, "POST", f"/api/games/{game['id']}/moves", {"pick": 5, "picks": []}, game["token"])
                assert moved.status_code == 200
            refused = call(again, "POST", "/api/games", {})
            assert refused.status_code == 429
            both[1].blank()
            both[1].load("/")
            no_game_checked(both[1], refused.json()["error"])
        again.stop()
        assert "Traceback" not in again.log.read_text()
    finally:
        for each in servers:
            if each.process.poll() is None:
                each.process.kill()
                each.process.wait()


def a_puzzle_is_explained_and_not_solved_by_a_second_try(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/games", {"puzzle": "easy"}).json()
    right, wrong = oracle.puzzle_answers(made["game"])
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


def the_product_game_shows_and_types_its_own_numbers(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/games", {"dress": "product"}).json()
    items = made["game"]["items"]
    page.holding(made)
    assert page.page.is_hidden(".tile >> nth=0")  # Pick Fifteen's numbers wait for the end
    named = page.page.evaluate(
        "() => [...document.querySelectorAll('.cell')].map((cell) => [cell.dataset.pick, "
        "cell.querySelector('.name').textContent])"
    )
    assert len(named) == 9
    for pick, name in named:
        assert name == items[int(pick) - 1]
    page.page.keyboard.press("3")
    page.page.wait_for_function("() => document.querySelectorAll('.cell.held-X').length === 1")
    x = page.game()["x"]
    assert [items[n - 1] for n in x] == ["3"]  # the product's 3, as the cell labelled 3 says
    assert page.text(".cell.held-X .name") == "3"


def why_asks_of_any_free_move_before_any_pick(page: Page) -> None:
    first = page.game_id()
    page.page.keyboard.press("n")
    page.page.click("#new-form button[value=play]")
    # The new game on show (its address and its empty board), not the first one, before Why? is asked.
    page.page.wait_for_function("old => !location.hash.includes(old)", arg=first)
    page.page.wait_for_function("() => document.querySelectorAll('.held-X, .held-O').length === 0")
    gid = page.game_id()
    call(page.server, "GET", f"/api/games/{gid}")  # the game the page shows is there
    page.page.wait_for_function("() => !document.getElementById('why').disabled")
    page.page.click("#why")
    prompt = call(page.server, "GET", f"/api/games/{gid}").json()["board"]["why_prompt"]
    assert prompt
    page.page.wait_for_function("p => document.getElementById('status').textContent === p", arg=prompt)
    assert "why?move" not in page.text("#notice")
    page.page.click(".cell[data-pick='2']")
    expected = call(page.server, "GET", f"/api/games/{gid}/why?move=2").json()["text"]
    page.page.wait_for_function("() => document.getElementById('said').textContent.length > 0")
    assert page.page.inner_text("#said").strip() == expected.strip()
    assert page.game()["picks"] == []  # asked, not played
    page.page.click(".cell[data-pick='2']")  # one question per Why?: the next click plays
    page.page.wait_for_function("() => document.querySelectorAll('.cell.held-X').length === 1")


def the_boards_scale(page: Page, width: int, height: int) -> None:
    """Before the first move: the grid about half the screen's short side, the status above the fold."""
    grid = page.page.locator("#grid").bounding_box()
    assert grid is not None
    assert grid["width"] >= min(width, height) * 0.4  # about half the short side of the screen, or more
    status = page.page.locator("#status").bounding_box()
    assert status is not None
    assert status["y"] + status["height"] <= height  # above the fold
    assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.shot(f"page-{width}x{height}-playing")


def the_reveal_is_unwrapped(page: Page, width: int, height: int) -> None:
    """At the end: each drawn line of the reveal is one line on the screen."""
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
    page.shot(f"page-{width}x{height}-over")


def the_new_game_dialog_starts_each_kind_afresh_and_plays_on_enter(page: Page) -> None:
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


def a_screen_reader_hears_a_cell_named_once(page: Page) -> None:
    page.new_game(dress="grid")  # waits for the new game's address: the old board's labels are gone
    assert page.game()["dress"] == "grid"
    page.page.wait_for_function(
        "() => (document.querySelector('.cell[data-pick=\"4\"]').getAttribute('aria-label') || '').includes('A1')"
    )
    label = page.page.get_attribute(".cell[data-pick='4']", "aria-label") or ""
    assert label.count("A1") == 1, label
    assert label == "A1: free"


def the_studys_last_page_says_no_game_sentence(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/studies", {"dresses": ["jam"], "trials": 1}).json()
    page.load(f"/#study={made['id']}")
    page.page.wait_for_selector(".entry")
    a_readers_pause(page)  # no answer is faster than reading the puzzle
    free = page.page.locator(".entry:not(.held-X):not(.held-O)").first
    free.focus()
    free.click()
    page.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Done')")
    free.evaluate("el => el.dispatchEvent(new MouseEvent('mouseleave'))")  # the pointer leaves it
    page.page.evaluate("() => document.activeElement.blur()")
    page.page.mouse.move(5, 5)
    a_turn_of_the_page(page)
    assert page.text("#status") == ""
    text = page.page.inner_text("body")
    assert "turn" not in text, text
    assert "claimed" not in text, text


def a_link_to_no_game_turns_the_games_buttons_off(page: Page, server: Server) -> None:
    """The reason said, the boards hidden, the buttons off; and no game made (test_a_link_to_no_game_says_so_and_
    makes_none's checks, merged here: the same link, the same caption, the boards hidden and no POST)."""
    reason = call(server, "GET", "/api/games/doesnotexist").json()["error"]
    page.blank()
    start = len(page.requests)
    page.load("/#g=doesnotexist")
    for width, height in SIZES:  # the same page on each screen
        page.resize(width, height)
        no_game_checked(page, reason)
        assert page.page.evaluate(CUT) == []  # the caption, the buttons and the rest whole, on the screen
        page.shot(f"page2-{width}x{height}-bad-link")
    assert not any(r.startswith("POST ") for r in page.requests[start:])


def hint_marks_are_whole_on_every_screen(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/games", {}).json()
    page.holding(made)
    for turn in range(2):
        page.page.click("#hint")
        page.page.wait_for_selector(".tile .sign")
        for width, height in SIZES:
            page.resize(width, height)
            marks = page.page.locator(".tile .sign").all_text_contents()
            game = page.game()
            expected = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
            assert len(marks) == len(expected)  # a mark on every free tile
            assert outside(page, ".sign") == []
            page.shot(f"page2-{width}x{height}-fifteen-hints-{turn + 1}")
        if turn == 0:
            page.page.click(".tile[data-pick='1']")  # an edge: the computer's reply leaves wins and losses to mark
            page.page.wait_for_function("() => document.querySelectorAll('.tile.held-O').length === 1")


def jams_labels_are_whole_and_its_three_boards_side_by_side(
    page: Page, made: dict[str, Any], width: int, height: int
) -> None:
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
    page.shot(f"page2-{width}x{height}-jam")


def the_product_games_numbers_are_tiles(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/games", {"dress": "product"}).json()
    page.holding(made)
    for width, height in SIZES:
        page.resize(width, height)
        entries: list[dict[str, float]] = page.page.evaluate(
            "() => [...document.querySelectorAll('.entry')].filter((el) => el.offsetParent)"
            ".map((el) => el.getBoundingClientRect().toJSON())"
        )
        assert len(entries) == len(made["game"]["items"])
        cell = page.page.locator(".cell").first.bounding_box()
        assert cell is not None
        widths = [box["width"] for box in entries]
        heights = [box["height"] for box in entries]
        assert max(widths) - min(widths) <= 1, widths  # as even as tiles
        assert min(widths) >= cell["width"] * 0.75, (widths, cell)  # and as large: a tile is 0.82 of a cell
        assert min(heights) >= cell["height"] * 0.75, (heights, cell)
        page.shot(f"page2-{width}x{height}-product")
    play_to_the_end(server, made)
    page.page.wait_for_function("() => document.getElementById('said').textContent.includes('Luo Shu')")
    for width, height in SIZES:
        page.resize(width, height)
        assert page.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.shot(f"page2-{width}x{height}-product-over")


def a_projector_fills_most_of_its_height(page: Page) -> None:
    height = 1080
    grid = page.page.locator("#grid").bounding_box()
    status = page.page.locator("#status").bounding_box()
    assert grid is not None
    assert status is not None
    assert grid["y"] + grid["height"] >= height * 0.75  # the boards reach down three quarters of it, or more
    assert status["y"] + status["height"] <= height  # and whose turn it is still shows


def pointing_on_a_phone_never_moves_the_boards(page: Page, dress: str, language: str) -> None:
    before = boards_top(page)
    said = {page.text("#status")}
    boxes: list[dict[str, Any]] = page.page.evaluate(
        """() => [...document.querySelectorAll('.box:not(.held-X):not(.held-O)')].filter((el) => el.offsetParent)
            .map((el) => {
                const r = el.getBoundingClientRect();
                return {pick: el.dataset.pick, x: r.x + r.width / 2, y: r.y + r.height / 2, bottom: r.bottom};
            })"""
    )
    for box in boxes:
        if box["bottom"] > 640:
            continue  # below the fold: a phone scrolls to it
        page.page.mouse.move(box["x"], box["y"])
        seen = page.page.evaluate(
            """([x, y]) => ({status: document.getElementById('status').textContent,
                             top: document.getElementById('boards').getBoundingClientRect().top,
                             under: document.elementFromPoint(x, y).closest('.box').dataset.pick})""",
            [box["x"], box["y"]],
        )
        said.add(seen["status"])
        assert seen["top"] == before  # the status line changed its words, not its height
        assert seen["under"] == box["pick"]  # the pointer is still on the box it pointed at
    assert len(said) >= 3  # the status said each box's hint: pointing changed its words
    page.shot(f"phone-pointing-{dress}-{language}")


def jams_hint_marks_never_cover_its_roads_names_on_a_phone(page: Page, language: str) -> None:
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
    page.shot(f"phone-jam-hints-{language}")


def a_projectors_boards_fill_three_quarters_of_its_height(page: Page, dress: str) -> None:
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
    page.shot(f"projector-{dress}-en")


def undo_is_on_only_with_a_pick_to_take_back(page: Page, server: Server, first: str) -> None:
    made = call(server, "POST", "/api/games", {"first": first}).json()
    page.holding(made)
    start = len(page.requests)
    assert page.page.is_disabled("#undo")  # nothing of the player's yet (the computer's opening is not theirs)
    page.page.keyboard.press("u")
    assert sent(page, "POST", "/undo", start) == []
    assert page.text("#notice") == ""
    free = next(n for n in range(1, 10) if n not in made["game"]["picks"])
    page.page.click(f".tile[data-pick='{free}']")
    page.wait_for_picks(len(made["game"]["picks"]) + 2)
    page.page.wait_for_function("() => !document.getElementById('undo').disabled")
    page.page.click("#undo")
    page.page.wait_for_function(
        "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length === n", arg=len(made["game"]["picks"])
    )
    assert page.page.is_disabled("#undo")  # taken back to where it began: nothing more to take back
    assert page.text("#notice") == ""


def next_puzzle_pressed_twice_at_once_makes_one_game(page: Page) -> None:
    """A puzzle on show, answered (``a_puzzle_is_explained_and_not_solved_by_a_second_try``): Next is there."""
    answered = page.game_id()
    start = len(page.requests)
    page.page.wait_for_selector("#round-next:not([hidden])")
    page.page.evaluate("() => { const next = document.getElementById('round-next'); next.click(); next.click(); }")
    page.page.wait_for_function("id => !location.hash.includes(id)", arg=answered)
    page.page.wait_for_selector(".box")
    assert len(sent(page, "POST", "/next", start)) == 1  # (the server's own 409 for a second: test_web_searches)
    page.shot("next-puzzle-once")


def h_pressed_again_while_the_hints_are_on_their_way_sends_nothing(page: Page) -> None:
    """A game of the page's at its start, no hints on show (``undo_is_on_only_with_a_pick_to_take_back``'s)."""
    assert page.game()["picks"] == []
    assert page.page.locator(".tile .sign").count() == 0
    start = len(page.requests)
    # Six presses in one task of the page's: the five after the first come before any answer can.
    page.page.evaluate(
        "() => { for (let i = 0; i < 6; i++) document.dispatchEvent(new KeyboardEvent('keydown', {key: 'h'})); }"
    )
    page.page.wait_for_selector(".tile .sign")  # the hints came
    assert len(sent(page, "GET", "/hints", start)) == 1


def the_tree_opens_under_a_move_hovered_or_focused_and_steps_through_the_search(
    page: Page, server: Server, width: int, height: int
) -> None:
    made = call(server, "POST", "/api/games", {"dress": "grid"}).json()
    page.holding(made)
    game = made["game"]
    # By mouse: the tree under the cell hovered, as the server gives it.
    first = page.page.locator('.cell[data-pick="2"]')
    first.hover()
    wait_for_tree_under(page, "A3")
    asked = call(server, "GET", f"/api/games/{made['id']}/tree?pick=2").json()
    assert shown_rows(page) == [row["shown"] for row in asked["tree_rows"]]
    # the move the search under A3 chooses for O is one of the oracle's best replies
    assert asked["pick"] in FIFTEEN.best_picks(frozenset({2}), frozenset())
    if width == 1280:
        the_tree_opens_beside_the_boards_in_sight_at_1280x800(page)
    a_bound_row_is_hatched_and_no_row_wears_an_outcome(page, asked, width, height)
    page.shot(f"tree-hovered-{width}x{height}")
    # By keyboard: focus another cell (Tab into the grid, arrows across it): its tree replaces the first, in the
    # same place, the boards not moved.
    page.page.mouse.move(0, 0)
    page.page.locator('.cell[data-pick="2"]').focus()
    before = page.page.locator('.cell[data-pick="9"]').bounding_box()
    page.page.keyboard.press("ArrowLeft")  # A3 -> A2, the cell of 9
    wait_for_tree_under(page, "A2")
    if width == 1280:  # beside the boards (a phone's is under them, brought into sight)
        assert page.page.locator('.cell[data-pick="9"]').bounding_box() == before
    under_nine = call(server, "GET", f"/api/games/{made['id']}/tree?pick=9").json()
    assert shown_rows(page) == [row["shown"] for row in under_nine["tree_rows"]]
    # Step through: back to the start, then one visit at a time.
    steps = under_nine["steps"]
    page.page.locator("#step").focus()
    page.page.keyboard.press("Home")
    page.page.wait_for_function("() => document.getElementById('step').value === '0'")
    assert shown_rows(page) == []
    assert page.page.is_disabled("#step-back")
    for k in range(1, 6):
        page.page.click("#step-next")
        page.page.wait_for_function(SAID, arg=steps[k - 1]["text"])
        arrived = sorted({step["row"] for step in steps[:k] if not step["leaving"]})
        rows = under_nine["tree_rows"]
        left = {step["row"] for step in steps[:k] if step["leaving"]}
        assert shown_rows(page) == [rows[i]["shown"] if i in left else rows[i]["arriving"] for i in arrived]
    # the slider's end: the whole tree, every value backed up to the root, the cut-offs marked
    page.page.locator("#step").focus()
    page.page.keyboard.press("End")
    page.page.wait_for_function("() => document.getElementById('step').value === document.getElementById('step').max")
    assert shown_rows(page) == [row["shown"] for row in under_nine["tree_rows"]]
    assert page.page.locator("#tree-body tr.cut").count() == sum(1 for row in under_nine["tree_rows"] if row["cut"])
    page.page.click("#step-back")
    page.page.wait_for_function(SAID, arg=steps[-2]["text"])
    page.page.locator("#tree").scroll_into_view_if_needed()
    page.shot(f"tree-stepping-{width}x{height}")
    # A move played: the tree of the old position goes.
    page.page.click('.cell[data-pick="5"]')
    page.wait_for_picks(len(game["picks"]) + 2)
    page.page.wait_for_function("() => document.getElementById('tree').hidden", timeout=5000)


def the_new_game_dialog_gives_a_lesson_player_and_the_teachers_switches(page: Page) -> None:
    # A lesson's player as the computer, opening as its lesson does: the first cell in reading order, A1 (4).
    page.new_game(level="lesson:1", first="computer")
    assert page.wait_for_picks(1)["picks"] == [oracle.LUO_SHU[0][0]]
    # The teacher turns hints, undo and the tree off: their buttons go, why stays, and no tree opens.
    page.page.keyboard.press("n")
    page.page.wait_for_selector("#new-game[open]")
    for key in ("hints", "undo", "tree"):
        page.page.check(f'#new-form [name=turned_off][value="{key}"]')  # waits until it is checked
    before = page.page.url
    page.page.click("#new-form button[value=play]")
    page.page.wait_for_function("url => location.href !== url", arg=before)
    page.page.wait_for_selector(".box")
    assert page.game()["turned_off"] == ["hints", "undo", "tree"]
    assert page.page.is_hidden("#hint")
    assert page.page.is_hidden("#undo")
    assert page.page.is_visible("#why")
    start = len(page.requests)
    page.page.keyboard.press("h")  # the key of a button turned off does nothing
    page.page.locator('.tile[data-pick="5"]').hover()
    past_the_trees_wait(page)
    assert [r for r in page.requests[start:] if "/tree?" in r or "/hints" in r] == []  # nothing asked
    assert page.page.is_hidden("#tree")
    assert page.text("#notice") == ""
    page.shot("classroom")


def a_game_too_big_for_a_tree_is_asked_once_and_shows_none(page: Page, server: Server) -> None:
    made = call(server, "POST", "/api/games", {"rules": {"order": 4}}).json()
    page.holding(made)
    start = len(page.requests)
    # The first refusal is awaited, however long a loaded machine takes to give it; after it, no pick of that
    # position is asked for again.
    with page.page.expect_response(lambda response: "/tree?" in response.url, timeout=60_000):
        page.page.locator('.tile[data-pick="1"]').hover()
    for pick in (2, 3):
        page.page.locator(f'.tile[data-pick="{pick}"]').hover()
        past_the_trees_wait(page)
    asked = [request for request in page.requests[start:] if "/tree?" in request]
    assert len(asked) == 1
    assert page.page.is_hidden("#tree")


def a_round_of_puzzles_by_keyboard_and_by_mouse(page: Page) -> None:
    width, height = 1280, 800  # a phone's is the same page, laid out
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
    page.shot(f"round-answered-{width}x{height}")
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
    page.shot(f"round-wrong-{width}x{height}")
    before = page.game_id()
    page.page.click("#round-next")
    page.page.wait_for_function("id => !location.hash.includes(id)", arg=before)
    assert page.game()["round"]["puzzle_number"] == 3


def the_dialog_chooses_the_rounds_length(page: Page) -> None:
    from luoshu.session.rounds import LARGEST_ROUND, ROUND_PUZZLES

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


def a_finished_games_value_history_steps_pick_by_pick(page: Page, server: Server) -> None:
    width, height = 1280, 800  # a phone's is the same page, laid out
    picks = [5, 1, 4, 6, 3, 7, 8]  # mistakes: O's 1, X's 3 (O could win with 8), O's 7; X wins with 3 + 4 + 8
    made = finished_game(server, picks)
    history = call(server, "GET", f"/api/games/{made['id']}/history").json()["history"]
    page.holding(made)
    page.page.click("#history")
    page.page.wait_for_function("() => !document.getElementById('history-steps').hidden")
    assert step_shown(page) == {"step": 1, "said": history[0]["text"]}
    # (each step's value for X, this very game's among them, is minimax's: test_web_trees, in process)
    assert page.page.locator("#history-steps").is_visible()
    steps_box = page.page.locator("#history-steps").bounding_box()
    assert steps_box is not None
    assert steps_box["y"] + steps_box["height"] <= height + 1 or steps_box["y"] <= 0  # in sight, as far as fits
    page.shot(f"history-step-1-{width}x{height}")
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
    page.shot(f"history-step-last-{width}x{height}")


def the_tree_opens_beside_the_boards_in_sight_at_1280x800(page: Page) -> None:
    """A new game's tree under a move just opened by the pointer (``the_tree_opens_under_a_move...``)."""
    a_turn_of_the_page(page)
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
    page.shot("tree-beside-1280x800")


def the_tree_under_one(page: Page, server: Server) -> dict[str, Any]:
    """A new game of Pick Fifteen, the tree under 1 opened by the pointer and drawn whole; then the pointer off the
    boards (the tree stays, whatever another screen's size would put under the pointer). The tree, as the server
    gives it."""
    made = call(server, "POST", "/api/games", {"dress": "fifteen"}).json()
    page.holding(made)
    return the_tree_under_one_again(page)


def the_tree_under_one_again(page: Page) -> dict[str, Any]:
    """``the_tree_under_one`` of the game on show (no pick yet), no tree open, the pointer off the boards."""
    page.page.locator('.tile[data-pick="1"]').hover()
    tree: dict[str, Any] = page.page.evaluate(
        "id => fetch('/api/games/' + id + '/tree?pick=1').then((r) => r.json())", page.game_id()
    )
    page.page.wait_for_function(  # the whole tree drawn, every row of it
        "n => !document.getElementById('tree').hidden"
        " && document.querySelectorAll('#tree-body tr:not([hidden])').length === n",
        arg=len(tree["tree_rows"]),
        timeout=8000,
    )
    page.page.mouse.move(0, 0)
    return tree


def the_tree_is_read_whole(page: Page, tree: dict[str, Any], tag: str, width: int, height: int) -> None:
    """The tree under 1 (``the_tree_under_one``), at this screen's size."""
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
    page.shot(f"tree-layout-{tag}-{width}x{height}")


def a_step_lights_its_row_in_sight_below_the_columns_titles(page: Page) -> None:
    """The tree under 1 (``the_tree_under_one``) stepped down past what its box shows at first; then at its end
    again, whole."""
    page.page.locator("#step").focus()
    page.page.keyboard.press("Home")
    for _ in range(40):  # down the tree, past what the box shows at first
        page.page.keyboard.press("ArrowRight")
    page.page.wait_for_function("() => document.getElementById('step').value === '40'")
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
    page.page.keyboard.press("End")
    page.page.wait_for_function("() => document.getElementById('step').value === document.getElementById('step').max")


def a_bound_row_is_hatched_and_no_row_wears_an_outcome(
    page: Page, tree: dict[str, Any], width: int, height: int
) -> None:
    """The tree under A3 of a new game on show, whole: O's replies, alpha-beta two plies deep (``tree``, as the
    server gives it)."""
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
    page.shot(f"tree-bounds-{width}x{height}")


def a_studys_report_shows_nothing_of_the_game_played_before_it(shown: Page) -> None:
    shown.speak(None, accept="zh-CN")
    shown.blank()
    page = shown.page
    shown.load("/")
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
    lines = {line: page.is_visible(line) and (page.text_content(line) or "").strip() for line in GAMES_LINES}
    assert not any(lines.values()), lines
    assert page.text_content("#report-table") == "还没有作答记录。"
    assert "测试题" not in (page.text_content("body") or "")


def switched(page: Page, tag: str) -> None:
    """The page switched to ``tag``'s language by its own switch, and done: its words all said again, the notice
    cleared (as the switch ends)."""
    page.page.click(f"#languages [data-lang='{tag}']")
    page.page.wait_for_function(
        "tag => document.documentElement.lang === tag && !document.getElementById('notice').textContent", arg=tag
    )


def a_refusal_is_said_as_a_sentence(page: Page, tag: str) -> None:
    """A puzzle at its own position on show (not answered yet), the page speaking ``tag``'s language."""
    # Why? on the puzzle's own position: refused, an explanation would give the answer away
    refused = page.page.evaluate("id => fetch('/api/games/' + id + '/why').then((r) => r.json())", page.game_id())
    refused = refused["error"]
    page.page.click("#why")
    page.page.wait_for_function("() => document.getElementById('notice').textContent.length > 0")
    stop = "." if tag == "en" else "。"
    assert page.text("#notice") == refused + stop
    assert not refused.endswith(stop)  # the reason is the server's; the sentence, the page's words around it
    first = page.page.evaluate("getComputedStyle(document.getElementById('notice'), '::first-letter').textTransform")
    assert first == "uppercase"  # "Answer the puzzle first: ...", as a sentence begins
    page.shot(f"refusal-as-a-sentence-{tag}")


def a_studys_report_has_one_heading(page: Page, tag: str, width: int, height: int) -> None:
    """A new study's report on show (``the_page_in_chinese_holds``' last look), at this size."""
    headings: list[str] = page.page.evaluate(
        "() => [...document.querySelectorAll('h2, .caption')].filter((el) => el.getClientRects().length > 0)"
        ".map((el) => el.textContent)"
    )
    words = words_in(tag.replace("-", "_"))
    assert headings == [words["report-title"]]  # one heading: the caption, "Your study"
    page.shot(f"study-report-{tag}-{width}x{height}")


def a_chinese_browser_gets_the_page_in_its_language(page: Page, tag: str) -> None:
    """A new game of a browser asking for ``tag``'s language, after a move and its reply, its hints on show
    (``the_page_in_chinese_holds``), at a laptop's size."""
    language = tag.replace("-", "_")
    assert page.page.evaluate("document.documentElement.lang") == tag
    page.page.hover(".tile:not(.held-X):not(.held-O)")
    page.page.wait_for_function(  # the status of the hint on the tile pointed at, and the search tree under it
        "() => !document.getElementById('tree').hidden && document.querySelectorAll('#tree-body tr').length > 1"
    )
    text = visible_text(page)
    assert said_in(language, "Hint") in text
    assert latin_words(text) <= TOKENS, latin_words(text) - TOKENS
    if tag == "zh-TW":
        assert not SIMPLIFIED_ONLY & set(text), sorted(SIMPLIFIED_ONLY & set(text))
    assert page.page.title().startswith(said_in(language, "luoshu: {title}").split("{")[0])


def the_switch_asks_why_again_in_the_new_language(page: Page, server: Server) -> None:
    page.new_game()  # from the dialog, on the page as the last check left it (in English)
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    game = page.wait_for_picks(2)
    page.page.click("#why")
    english = _CLIENT.get(f"{server.url}/api/games/{game['id']}/why", headers={"cookie": "lang=en"}).json()["text"]
    shown = "() => [...document.querySelectorAll('#said .line')].map((l) => l.textContent).join('\\n')"
    page.page.wait_for_function(f"t => ({shown})() === t", arg=english)
    page.page.click("#languages [data-lang='zh-TW']")
    page.page.wait_for_function("() => document.documentElement.lang === 'zh-TW'")
    chinese = _CLIENT.get(f"{server.url}/api/games/{game['id']}/why", headers={"cookie": "lang=zh-TW"}).json()["text"]
    assert chinese != english
    page.page.wait_for_function(f"t => ({shown})() === t", arg=chinese)  # the same explanation, not the hints


def the_switch_changes_the_language_in_place_and_is_remembered(page: Page) -> None:
    page.fresh()
    assert page.page.evaluate("document.documentElement.lang") == "en"
    pick = free_pick(page)
    page.page.click(f".tile[data-pick='{pick}']")
    before = page.wait_for_picks(2)
    page.page.click("#hint")
    page.page.wait_for_selector(".sign")
    page.page.evaluate("window.stillHere = true")  # gone if the page were loaded again
    english_title = page.text("#grid-title")
    assert english_title == "The Luo Shu grid"

    page.page.click("#languages [data-lang='zh-TW']")
    page.page.wait_for_function("() => document.documentElement.lang === 'zh-TW'")
    traditional = said_in("zh_TW", "The Luo Shu grid")
    page.page.wait_for_function("t => document.getElementById('grid-title').textContent === t", arg=traditional)
    page.page.wait_for_function("() => document.querySelectorAll('.sign').length > 0")  # the hints asked again
    assert page.page.evaluate("window.stillHere") is True
    assert page.game_id() == before["id"]
    assert page.game()["picks"] == before["picks"]
    assert page.text("#hint") == f"{said_in('zh_TW', 'Hint')}(H)"
    assert page.page.get_attribute("#languages [data-lang='zh-TW']", "aria-pressed") == "true"
    text = visible_text(page)
    assert latin_words(text) <= TOKENS, latin_words(text) - TOKENS
    assert not SIMPLIFIED_ONLY & set(text), sorted(SIMPLIFIED_ONLY & set(text))
    page.page.wait_for_function("t => document.title.includes(t)", arg=said_in("zh_TW", "Pick Fifteen"))
    # A move after the switch: the game's event stream, too, speaks the new language.
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    page.wait_for_picks(4)
    page.page.wait_for_timeout(500)
    assert latin_words(visible_text(page)) <= TOKENS

    page.page.reload()  # remembered
    page.page.wait_for_selector(".box")
    assert page.page.evaluate("document.documentElement.lang") == "zh-TW"
    assert page.game_id() == before["id"]
    assert page.text("#grid-title") == traditional

    page.page.click("#languages [data-lang='en']")
    page.page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.page.wait_for_function("() => document.getElementById('grid-title').textContent === 'The Luo Shu grid'")
    assert page.text("#hint") == "Hint"


def the_page_in_chinese_holds(page: Page, tag: str, width: int, height: int, tmp_path: Path) -> None:
    """A browser asking for ``tag``'s language, the page at this size: nothing cut, at each step of a game and in
    each dialog; and at a laptop's size what a person reads is all in the language (``a_chinese_browser_gets_the_
    page_in_its_language``), the games file chooser too."""
    name = f"{tag}-{width}x{height}"

    def looked(shot: str) -> None:
        cut = page.page.evaluate(CUT)
        assert cut == [], (shot, cut)
        page.shot(f"{name}-{shot}")

    page.fresh()
    looked("start")
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    page.wait_for_picks(2)
    page.page.click("#hint")
    page.page.wait_for_selector(".sign")
    page.page.hover(".cell:not(.held-X):not(.held-O)")
    # the status of the hint on the cell hovered, and the search tree under it
    page.page.wait_for_function(
        "() => !document.getElementById('tree').hidden && document.querySelectorAll('#tree-body tr').length > 1"
    )
    looked("hint")
    if width != 1280:
        page.resize(1280, 800)
    a_chinese_browser_gets_the_page_in_its_language(page, tag)
    page.resize(width, height)
    over(page)
    page.page.mouse.move(1, 1)
    looked("over")
    page.page.keyboard.press("n")
    page.page.wait_for_selector("#new-game[open]")
    looked("new-game")
    the_games_file_chooser_speaks_the_pages_language(page, tag, tmp_path)
    page.page.keyboard.press("Escape")
    page.page.click("#new-study")
    page.page.wait_for_selector("#study-dialog[open]")
    looked("new-study")
    page.page.click("#study-form button[value=start]")
    page.page.wait_for_selector("#study-report:not([hidden])")
    page.page.wait_for_function("() => document.getElementById('report-table').textContent !== ''")
    looked("study")


def the_games_file_chooser_speaks_the_pages_language(page: Page, tag: str, tmp_path: Path) -> None:
    """The new game's dialog open (``the_page_in_chinese_holds``)."""
    # Chromium's own file input says "Choose File" and "No file chosen" in the browser's language, whatever the
    # page's: the page draws its own button and says what was chosen.
    language = tag.replace("-", "_")
    row = page.page.locator("label:has(input[name=file])")
    row.scroll_into_view_if_needed()
    assert row.is_visible()
    shown = row.inner_text()
    assert said_in(language, "Choose a file…") in shown, shown
    assert said_in(language, "no file chosen") in shown, shown
    assert latin_words(shown) == set(), shown
    games = tmp_path / "cards.json"
    games.write_text(json.dumps({"items": list("abcdefghi"), "wins": [["a", "b", "c"]]}))
    page.page.set_input_files("input[name=file]", str(games))
    page.page.wait_for_function("() => document.getElementById('file-chosen').textContent === 'cards.json'")
    assert said_in(language, "Choose a file…") in row.inner_text()


def a_finger_held_on_a_move_opens_its_tree_and_a_tap_plays(page: Page, server: Server, tag: str) -> None:
    made = call(server, "POST", "/api/games", {"dress": "fifteen"}).json()
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
    page.shot(f"tree-held-{tag}-360x640")
    page.page.locator('.tile[data-pick="5"]').tap()  # a tap plays, as ever
    page.wait_for_picks(2)
    assert page.game()["picks"][0] == 5


def why_pressed_in_one_game_is_off_in_the_next_puzzle_and_its_first_click_answers(
    page: Page, tag: str, width: int, height: int
) -> None:
    page.new_game()  # from the dialog, on the page as the last check left it
    page.page.click(".tile[data-pick='5']")
    page.wait_for_picks(2)  # the computer's reply
    page.page.click("#why")
    page.page.wait_for_function("() => document.getElementById('why').getAttribute('aria-pressed') === 'true'")
    first = page.game_id()
    page.new_game(puzzle="easy")
    assert page.game_id() != first
    puzzle = page.game()
    # the board as the server says it in the page's language
    board = page.page.evaluate("id => fetch('/api/games/' + id).then((r) => r.json())", page.game_id())["board"]
    assert page.page.get_attribute("#why", "aria-pressed") == "false"
    assert not page.page.evaluate("document.body.classList.contains('asking')")
    page.page.wait_for_function("s => document.getElementById('status').textContent === s", arg=board["status"])
    page.shot(f"why-off-in-the-puzzle-{tag}-{width}x{height}")
    free = FIFTEEN.free(frozenset(puzzle["x"]), frozenset(puzzle["o"]))
    page.page.click(f".tile[data-pick='{free[0]}']")  # the first click: the puzzle's answer, not a question
    page.page.wait_for_function(
        "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length > n", arg=len(puzzle["picks"])
    )
    answered = page.game()
    assert answered["picks"][: len(puzzle["picks"]) + 1] == [*puzzle["picks"], free[0]]
    assert answered["puzzle"]["solved"] is not None
    assert page.text("#notice") == ""  # no refusal ("answer the puzzle first")


def the_page_sends_no_second_move_while_one_is_on_its_way(shown: Page, server: Server) -> None:
    """A game of the page's at its start (``h_pressed_again...``'s, its hints on show)."""
    assert shown.game()["picks"] == []
    start = len(shown.requests)
    page = shown.page
    # A quick double click, and more: five tiles clicked before the first answer can come.
    page.evaluate("[5, 1, 3, 7, 9].forEach((n) => document.querySelector(`.tile[data-pick='${n}']`).click())")
    page.wait_for_function("() => document.querySelectorAll('.tile.held-X, .tile.held-O').length >= 2")
    page.wait_for_timeout(1000)  # time for any other move to have landed
    game = page.evaluate("location.hash").removeprefix("#g=")
    picks = call(server, "GET", f"/api/games/{game}").json()["game"]["picks"]
    assert len(sent(shown, "POST", "/moves", start)) == 1
    assert picks[0] == 5
    assert len(picks) == 2


def the_report_link_opens_the_report_in_another_browser(pages: Pages, shown: Page, server: Server) -> None:
    shown.speak(None)
    shown.blank()
    teacher = shown.page
    shown.load("/")
    teacher.click("#new-study")
    teacher.click("#study-form button[value=start]")
    teacher.wait_for_function("() => location.hash.startsWith('#report=')")
    study = teacher.evaluate("() => location.hash.slice('#report='.length)")
    teacher.wait_for_function("() => document.getElementById('report-table').textContent === 'No trials yet.'")
    link = teacher.get_attribute("#report-link", "href")
    assert link is not None
    assert link.startswith(f"{server.url}/#report={study}~")
    secret = link.split("~", 1)[1]
    # A participant answers one puzzle through the API.
    joined = _CLIENT.post(f"{server.url}/api/studies/{study}/participants", json={}).json()
    token = {"authorization": f"Bearer {joined['token']}"}
    trial = _CLIENT.get(f"{server.url}/api/studies/{study}/trial", headers=token).json()
    pick = min(FIFTEEN.free(frozenset(trial["game"]["x"]), frozenset(trial["game"]["o"])))
    answer = {"place": 1, "seconds": 2.0, "pick": pick}
    assert _CLIENT.post(f"{server.url}/api/studies/{study}/answers", json=answer, headers=token).status_code == 200
    with pages.page(server, touch=True) as other:  # another browser (a touch screen's): it shares nothing
        # The bare report address is refused...
        another = other.page
        other.load(f"/#report={study}")
        another.wait_for_function("() => document.getElementById('notice').textContent.includes('did not start')")
        assert another.is_hidden("#study-report")
        # ... and the report link opens it, named for the study, its secret gone from the address bar. (The same
        # browser: the refusal kept nothing; the link is loaded afresh, not as a change of the address's #.)
        other.load(link)
        another.wait_for_function("() => document.getElementById('report-table').textContent.includes('participant')")
        assert (another.text_content("#report-table") or "").startswith("1 participant")
        assert another.text_content("#title") == "A study of numbers, grid, jam, words"
        assert "Pick Fifteen" not in another.title()
        assert secret not in another.url
        assert another.text_content("#notice") == ""
        csv_link = another.get_attribute("#report-csv", "href")
        assert csv_link is not None
        assert secret in csv_link


# The tests: each one browser context (a new one costs a renderer's start, several times a page's load), and in it
# the checks that share its setup, one after another; another screen is the same page resized, another language
# the same context with its cookie or its Accept-Language changed.


def test_games_from_the_dialog_by_mouse_and_by_keyboard(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        page.open()
        the_new_game_dialog_starts_each_kind_afresh_and_plays_on_enter(page)
        every_dress_played_by_clicks(page)  # each game from the dialog: no page loaded between them
        a_screen_reader_hears_a_cell_named_once(page)
        the_keyboard_alone_plays_hints_and_undoes(page)
        the_product_game_shows_and_types_its_own_numbers(page, server)


def test_why_rounds_and_lessons_from_the_dialog(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        page.open()
        # Each step's game from the dialog, one after another on the one page, as a class goes from one to the next
        why_asks_of_any_free_move_before_any_pick(page)
        a_round_of_puzzles_by_keyboard_and_by_mouse(page)
        the_dialog_chooses_the_rounds_length(page)
        the_new_game_dialog_gives_a_lesson_player_and_the_teachers_switches(page)


def test_puzzles_undo_and_what_the_page_refuses_to_send(pages: Pages, server: Server) -> None:
    """Checks that follow one another on one game share its load: the puzzle explained is the one whose Next is
    pressed twice; the round's next puzzle the one whose Why? is refused in each language, switched on the page;
    the game taken back to its start by undo the one whose hints are asked for six times at once, and whose tiles
    are then clicked five at once."""
    with pages.page(server) as page:
        a_puzzle_is_explained_and_not_solved_by_a_second_try(page, server)
        next_puzzle_pressed_twice_at_once_makes_one_game(page)
        page.resize(360, 640)
        for tag in ("zh-CN", "zh-TW", "en"):
            switched(page, tag)
            a_refusal_is_said_as_a_sentence(page, tag)
        page.resize(1280, 800)
        for first in ("computer", "human"):
            undo_is_on_only_with_a_pick_to_take_back(page, server, first)
        h_pressed_again_while_the_hints_are_on_their_way_sends_nothing(page)
        the_page_sends_no_second_move_while_one_is_on_its_way(page, server)
        a_game_too_big_for_a_tree_is_asked_once_and_shows_none(page, server)
        a_link_to_no_game_turns_the_games_buttons_off(page, server)


def test_a_game_of_fifteen_fits_a_phone_a_laptop_and_a_projector(pages: Pages, server: Server) -> None:
    """One game, its start, its first move and its end looked at on each screen; then the hints on each."""
    with pages.page(server, 360, 640) as page:
        page.open()
        for width, height in SIZES:
            page.resize(width, height)
            the_boards_scale(page, width, height)
        page.resize(1920, 1080)
        a_projector_fills_most_of_its_height(page)
        page.page.keyboard.press("5")
        page.wait_for_picks(2)
        for width, height in ((360, 640), (1280, 800)):
            page.resize(width, height)
            the_page_fits(page, width, height)
        over(page)  # to the end: the reveal
        page.page.wait_for_function("() => document.getElementById('said').textContent.includes('Luo Shu')")
        for width, height in SIZES:
            page.resize(width, height)
            the_reveal_is_unwrapped(page, width, height)
        hint_marks_are_whole_on_every_screen(page, server)


def test_the_other_dresses_fit_a_phone_and_a_projector(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        made = call(server, "POST", "/api/games", {"dress": "jam"}).json()
        page.holding(made)
        for width, height in SIZES:
            page.resize(width, height)
            jams_labels_are_whole_and_its_three_boards_side_by_side(page, made, width, height)
        the_product_games_numbers_are_tiles(page, server)
        for dress in ("fifteen", "grid", "words", "jam"):  # Jam last: its phone page goes on to the Chinese Jam
            page.resize(1920, 1080)
            hinted(page, server, dress)
            a_projectors_boards_fill_three_quarters_of_its_height(page, dress)
            if dress in ("fifteen", "jam"):  # the same game on a phone, the pointer off the boards
                page.page.mouse.move(0, 0)
                page.resize(360, 640)
                if dress == "jam":
                    jams_hint_marks_never_cover_its_roads_names_on_a_phone(page, "en")
                # the language changes no geometry the Chinese page's own test does not check
                pointing_on_a_phone_never_moves_the_boards(page, dress, "en")
        # Chinese road names are wider: a Jam game made in Chinese (its roads are named in its maker's language),
        # from the dialog of the phone's page switched to Chinese, after a move and its reply, its hints on show.
        # (This ran on a game made through the API in no language, its roads in English, on the words' projector.)
        page.page.mouse.move(0, 0)
        switched(page, "zh-CN")
        page.new_game(dress="jam")
        page.page.click(".cell[data-pick='5']")
        page.wait_for_picks(2)
        page.page.click("#hint")
        names = page.page.eval_on_selector_all(".cell .name", "names => names.map((name) => name.textContent)")
        assert len(names) == 9
        assert latin_words(" ".join(names)) == set(), names  # the roads' names in Chinese
        page.page.wait_for_function("() => document.querySelectorAll('.cell .sign').length === 7")
        jams_hint_marks_never_cover_its_roads_names_on_a_phone(page, "zh-CN")


def test_the_search_tree_under_a_move_and_a_finished_games_history(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        a_finished_games_value_history_steps_pick_by_pick(page, server)
        for width, height in ((1280, 800), (360, 640)):
            page.resize(width, height)
            the_tree_opens_under_a_move_hovered_or_focused_and_steps_through_the_search(page, server, width, height)


def test_the_search_tree_in_chinese_at_a_laptops_and_a_phones_width(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        page.speak("zh-CN")
        for tag in ("zh-CN", "zh-TW"):
            page.resize(1280, 800)
            if tag == "zh-CN":
                tree = the_tree_under_one(page, server)
            else:  # the same game, switched on the page (which closes the tree), its tree opened again
                switched(page, tag)
                tree = the_tree_under_one_again(page)
            for width, height in ((1280, 800), (360, 640)):  # the same page on each screen
                page.resize(width, height)
                the_tree_is_read_whole(page, tree, tag, width, height)
                if tag == "zh-CN":
                    a_step_lights_its_row_in_sight_below_the_columns_titles(page)


def test_a_finger_held_on_a_move_opens_its_tree_and_a_tap_plays(pages: Pages, server: Server) -> None:
    with pages.page(server, 360, 640, touch=True) as page:
        for tag in ("zh-TW", "zh-CN"):
            page.speak(tag)
            a_finger_held_on_a_move_opens_its_tree_and_a_tap_plays(page, server, tag)


def test_the_page_in_chinese_holds_at_a_laptops_and_a_phones_size(pages: Pages, server: Server, tmp_path: Path) -> None:
    """(test_a_chinese_browser_gets_the_page_and_its_file_chooser_in_its_language merged here: its page was this
    test's new game at the same step, its hints on show, each read at a laptop's size; the file chooser is read in
    the dialog this test opens.)"""
    with pages.page(server) as page:
        for tag, (width, height), other in (("zh-CN", (360, 640), (1280, 800)), ("zh-TW", (1280, 800), (360, 640))):
            page.resize(width, height)
            page.speak(None, accept=tag)
            the_page_in_chinese_holds(page, tag, width, height, tmp_path)
            page.resize(*other)  # the study's report it ends on, on the other screen
            a_studys_report_has_one_heading(page, tag, *other)


def test_the_language_switch(pages: Pages, server: Server) -> None:
    with pages.page(server) as page:
        the_switch_changes_the_language_in_place_and_is_remembered(page)
        the_switch_asks_why_again_in_the_new_language(page, server)
        for tag, width, height in (("zh-CN", 1280, 800), ("zh-TW", 360, 640)):
            page.resize(width, height)
            switched(page, tag)
            why_pressed_in_one_game_is_off_in_the_next_puzzle_and_its_first_click_answers(page, tag, width, height)


def test_studies_on_the_page_and_their_reports(pages: Pages, server: Server) -> None:
    with pages.page(server, 360, 640) as page:
        the_studys_last_page_says_no_game_sentence(page, server)
        page.resize(1280, 800)
        the_report_link_opens_the_report_in_another_browser(pages, page, server)
        a_studys_report_shows_nothing_of_the_game_played_before_it(page)


def answered_on_the_page(page: Page, typed: str, taken: bool = True) -> str:
    """Type an answer to the exercise on show and press Enter: what the page says of it, once it is taken in (or,
    not ``taken``, once it is asked again)."""
    with page.page.expect_response(lambda response: response.url.endswith("/api/learners/answers")):
        page.page.fill("#learn-answer input", typed)
        page.page.press("#learn-answer input", "Enter")
    if taken:
        page.page.wait_for_selector("#learn-answer input:disabled")
    page.page.wait_for_function("() => document.getElementById('learn-said').textContent !== ''")
    return page.text("#learn-said")


def test_the_course_on_a_phone_then_on_another_device_by_its_code(pages: Pages, server: Server) -> None:
    with pages.page(server, 360, 640) as page:
        page.fresh()  # a game on show first: Learn leaves it for the course
        page.page.click("#learn")
        page.page.wait_for_selector("#learn-room:not([hidden])")
        code = page.text("#learn-code")
        assert page.page.evaluate("() => localStorage.getItem('luoshu:learner')") == code
        seed = call(server, "GET", "/api/learners/progress", token=code).json()["seed"]
        exercises = exercises_of(CHAPTERS[0], seed)
        chapter = call(server, "GET", "/api/learners/chapters/1", token=code).json()
        assert page.text("#caption") == chapter["caption"]
        assert page.text("#learn-explanation") == chapter["explanation"]
        assert page.text("#learn-question") == exercises[0].question
        assert page.page.is_hidden("#boards")
        assert page.page.is_hidden("#hint")
        assert page.page.evaluate(CUT) == []
        page.shot("learn-360x640-en")
        # Nothing typed: nothing sent. Words where numbers are asked: asked again, nothing counted.
        before = len(page.requests)
        page.page.click("#learn-check")
        assert not any(r.endswith("/answers") for r in page.requests[before:])
        assert "such as 4 9 2" in answered_on_the_page(page, "hello", taken=False)
        assert page.page.is_enabled("#learn-answer input")
        assert page.page.is_hidden("#learn-next")
        assert answered_on_the_page(page, "99").startswith("Not quite")  # a wrong answer: the answer and why
        assert page.page.evaluate("() => document.activeElement.id") == "learn-next"
        page.page.keyboard.press("Enter")  # the next exercise, by the keyboard
        page.page.wait_for_function("() => document.getElementById('learn-said').textContent === ''")
        assert page.text("#learn-place") == "Exercise 2 of 3"
        assert page.text("#learn-question") == exercises[1].question
        assert answered_on_the_page(page, " ".join(map(str, exercises[1].answer))) == "Right."
        assert (
            page.text("#learn-line")
            == "Chapter 1: The game and its secret: 2 of 3 exercises done, 1 right at the first try."
        )
        # A code mistyped leaves this browser's course as it was, and says why.
        page.page.fill("#learn-resume input", "AAAAA-AAAA2" if code != "AAAAA-AAAA2" else "BBBBB-BBBB2")
        page.page.press("#learn-resume input", "Enter")
        page.page.wait_for_function("() => document.getElementById('notice').textContent !== ''")
        assert "no learner has that code" in page.text("#notice").lower()
        assert page.text("#learn-code") == code
    with pages.page(server, 1280, 800, language="zh-CN") as other:
        other.blank()
        other.load("/#learn=" + code.lower())  # the course's link, or the code as typed: any case
        other.page.wait_for_selector("#learn-room:not([hidden])")
        other.page.wait_for_function("() => document.getElementById('learn-question').textContent !== ''")
        assert other.text("#learn-code") == code
        assert other.page.url.endswith("/#learn")
        with speaking("zh_CN"):
            third = exercises_of(CHAPTERS[0], seed)[2]
        assert other.text("#learn-place") == "第 3 题，共 3 题"
        assert other.text("#learn-question") == third.question
        assert other.page.evaluate(CUT) == []
        other.shot("learn-1280x800-zh-CN")
        other.page.click("#languages button[data-lang=en]")
        other.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Chapter 1')")
        other.page.wait_for_function(
            "q => document.getElementById('learn-question').textContent === q", arg=exercises[2].question
        )
        other.page.click("#learn-chapters button:nth-child(4)")  # another chapter, by its button: the learner's own
        other.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Chapter 4')")
        assert other.text("#learn-program") == "Your program has not been checked yet."
        assert other.text("#learn-command") == f"luoshu learn check minimax.py --report '{server.url}/#learn={code}'"
        other.page.click("#new")  # and back to a game
        other.page.click("#new-form button[value=play]")
        other.page.wait_for_selector(".box")
        assert other.page.is_hidden("#learn-room")
        assert other.page.is_visible("#hint")


def test_a_class_joined_by_the_code_on_the_projector_paired_then_given_puzzles_and_a_chapter(
    pages: Pages, server: Server
) -> None:
    with pages.page(server, 1920, 1080) as teacher, pages.page(server, 360, 640) as li:
        teacher.blank()
        teacher.load("/#learn")  # any page: the class starts from its button
        teacher.page.wait_for_selector("#learn-room:not([hidden])")
        teacher.page.click("#new-class")
        teacher.page.wait_for_selector("#class-room:not([hidden])")
        code = teacher.page.url.split("#teach=")[1]
        token = teacher.page.evaluate("code => localStorage.getItem('luoshu:class-owner:' + code)", code)
        teacher.page.goto(server.url + "/#projector=" + code)  # the projector's page, in the teacher's browser
        teacher.page.wait_for_selector("#projector:not([hidden])")
        teacher.page.wait_for_function("() => document.getElementById('projector-code').textContent !== ''")
        shown = teacher.text("#projector-code")
        assert shown == code
        assert "--host 0.0.0.0" in teacher.text("#projector-link")  # this test's server listens on 127.0.0.1 only
        assert teacher.page.evaluate(CUT) == []
        teacher.shot("class-projector-1920x1080")
        with pages.page(server, 1280, 800, language="zh-CN") as wang:
            for student, name in ((li, "Li"), (wang, "王")):  # the address typed, then Join a class and the code
                student.blank()
                student.load("/")
                student.page.wait_for_selector(".box")
                student.page.click("#join-class")
                student.page.wait_for_selector("#class-join:not([hidden])")
                assert student.text("#notice") == ""
                student.page.fill("#class-join input[name=code]", shown.lower())  # as typed
                student.page.fill("#class-join input[name=name]", name)
                student.page.press("#class-join input[name=name]", "Enter")
                student.page.wait_for_function("() => document.getElementById('under').textContent !== ''")
            assert li.text("#caption") == f"Li, in class {code}"
            assert wang.text("#caption") == f"王（班级 {code}）"
            teacher.page.wait_for_function(
                "() => document.getElementById('projector-names').textContent.includes('王')"
            )
            teacher.page.goto(server.url + "/#teach=" + code)
            teacher.page.wait_for_selector("#class-room:not([hidden])")
            teacher.page.click("#hand-pairs")
            for student in (li, wang):  # each page opens its game by itself
                student.page.wait_for_selector(".box", timeout=10000)
            game = li.game()
            assert game["id"] == wang.game()["id"]
            assert {s["plays"] for s in game["seats"]} == {"human"}
            assert game["open_seat"] is None
            seats = "id => Object.keys(JSON.parse(localStorage.getItem('luoshu:' + id)))"
            mover, other = (li, wang) if li.page.evaluate(seats, game["id"]) == ["X"] else (wang, li)
            mover.page.click(".tile[data-pick='5']")
            other.page.wait_for_selector(".tile.held-X[data-pick='5']")
            assert other.page.is_hidden("#invite")  # a classmate, not an invite, takes the other seat
            playing = (
                "() => [...document.querySelectorAll('#class-students td')].some((td) => td.textContent === 'playing')"
            )
            teacher.page.wait_for_function(playing.replace("=== 'playing'", ".startsWith('playing')"))
            view = call(server, "GET", f"/api/classes/{code}", token=token).json()
            rows = teacher.page.evaluate(
                "() => [...document.querySelectorAll('#class-students tbody tr')].map((tr) => tr.cells[1].textContent)"
            )
            assert rows == [student["status"] for student in view["students"]]
            assert teacher.page.evaluate(CUT) == []
            teacher.shot("class-view-1920x1080")
            teacher.page.click("#hand-puzzles")
            for student in (li, wang):
                student.page.wait_for_selector("#puzzle:not([hidden])", timeout=15000)
            teacher.page.select_option("#hand-chapter-number", "2")
            teacher.page.click("#hand-chapter")
            for student in (li, wang):
                student.page.wait_for_selector("#learn-room:not([hidden])", timeout=10000)
            li.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Chapter 2')")
            wang.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('第 2 章')")
            li.load("/")  # the address opened again: the chapter handed out, again
            li.page.wait_for_function("() => document.getElementById('caption').textContent.startsWith('Chapter 2')")
            assert li.text("#class-line").startswith(f"Li, in class {code}")
            assert li.page.evaluate(CUT) == []
            li.shot("class-chapter-360x640")
