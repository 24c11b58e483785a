"""The server's searches run away from its game thread: while one game's search is under way (held here on an event
until the test lets it go), every other game is answered; a device's press while its last question is searched is
answered at once; a search's answer, or its running out of budget, is kept; two Next presses make one game.

The application runs in this process (Starlette's test client), its searches in threads of this process, each
held on an event by ``Held`` in place of the search processes: a request that waited on another game's search
would never be answered before the event is set, so each "answered meanwhile" below holds by construction, with no
clock. ``test_the_search_processes_are_processes_of_their_own`` checks the real pool.
"""

from __future__ import annotations

import concurrent.futures
import functools
import os
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
anyio = pytest.importorskip("anyio")

from starlette.testclient import TestClient  # noqa: E402
from starlette.types import ASGIApp, Receive, Scope, Send  # noqa: E402

from luoshu.search.solver import forget  # noqa: E402
from luoshu.web import games as tables_module  # noqa: E402
from luoshu.web.app import ASKS, make_app  # noqa: E402
from luoshu.web.searches import NICENESS, Searches  # noqa: E402

MISERE_FOUR = {"order": 4, "misere": True}
"""Misère on the order-4 game: 16 numbers, its hints from the empty board far past the server's budget."""


class Held:
    """The search processes' stand-in: each search runs in a thread of this process, the next ``hold`` of them held
    until ``go`` is set. ``searched`` counts the searches asked for, ``held`` those held now."""

    def __init__(self) -> None:
        self.hold = 0
        self.held = 0
        self.holding = threading.Event()
        self.go = threading.Event()
        self.searched = 0

    async def run(self, work: Callable[[], Any]) -> Any:
        self.searched += 1
        if self.hold:
            self.hold -= 1
            self.held += 1
            self.holding.set()
            await anyio.to_thread.run_sync(self.go.wait)
        return await anyio.to_thread.run_sync(work)

    def stop(self) -> None:
        self.go.set()


def devices(app: ASGIApp) -> ASGIApp:
    """The application, each request from the device its ``x-device`` header names (as its client address)."""

    async def asgi(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            named = dict(scope["headers"]).get(b"x-device")
            if named:
                scope = {**scope, "client": (named.decode(), 1)}
        await app(scope, receive, send)

    return asgi


BUDGET = 20_000
"""The server's budget here, a fifth of its own (``WEB_BUDGET``): misère on the order-4 game runs out of it from
the empty board as it runs out of the server's, in a seventh of the search, and the order-4 game's hints fit in it
as they fit in the server's. (What is held and kept is the same whatever the budget; the server's own is said in
test_web_games' test_a_big_game_never_holds_the_others_up.)"""


@pytest.fixture
def held(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[TestClient, Held]]:
    forget()  # every search of these tests starts cold, whatever ran before in this process
    monkeypatch.setattr(tables_module, "WEB_BUDGET", BUDGET)
    app = make_app(str(tmp_path / "games.sqlite3"))
    with TestClient(devices(app)) as client:
        searches = Held()
        app.state.games.searches = searches
        yield client, searches
        searches.go.set()


def bearer(token: str, device: str = "10.0.0.1") -> dict[str, str]:
    return {"authorization": f"Bearer {token}", "x-device": device}


def made(client: TestClient, **asked: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json=asked, headers={"x-device": "10.0.0.1"})
    assert answer.status_code == 201, answer.text
    found: dict[str, Any] = answer.json()
    return found


def meanwhile(call: Callable[[], Any]) -> tuple[threading.Thread, list[Any]]:
    """``call`` in a thread of its own: its answer, once it has one."""
    answers: list[Any] = []
    thread = threading.Thread(target=lambda: answers.append(call()), daemon=True)
    thread.start()
    return thread, answers


def answered(thread: threading.Thread, answers: list[Any]) -> Any:
    thread.join(120)  # not a measure of speed: a request that never comes back fails here rather than hang
    assert answers, "the request was never answered"
    return answers[0]


def another_games_move(client: TestClient) -> None:
    """A move in a game of Pick Fifteen, the computer's reply with it: answered, whatever else is searched."""
    other = made(client)
    moved = client.post(
        f"/api/games/{other['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(other["token"])
    )
    assert moved.status_code == 200, moved.text
    assert len(moved.json()["game"]["picks"]) == 2


def test_hints_of_a_big_game_hold_no_other_game_and_their_refusal_is_kept(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    big = made(client, rules=MISERE_FOUR)
    path = f"/api/games/{big['id']}/hints"
    searches.hold = 1
    thread, answers = meanwhile(lambda: client.get(path, headers={"x-device": "10.0.0.1"}))
    assert searches.holding.wait(60)
    another_games_move(client)  # answered while the hints are searched
    again = client.get(path, headers={"x-device": "10.0.0.1"})  # the same device presses again: answered at once
    assert again.status_code == 429
    assert again.json()["error"] == "your last question about this game is still being searched: wait for its answer"
    assert not answers  # the first press still waits for its search
    joined, joining = meanwhile(lambda: client.get(path, headers={"x-device": "10.0.0.2"}))  # another device
    searches.go.set()
    first, second = answered(thread, answers), answered(joined, joining)
    assert first.status_code == second.status_code == 422
    assert (
        first.json()["error"]
        == f"misère: the order-4 game (4 of 1-16 summing to 34) is too big for hints within {BUDGET:,} positions"
    )
    assert searches.searched == 1  # the other device's press waited for the same search
    kept = client.get(path, headers={"x-device": "10.0.0.1"})
    assert (kept.status_code, kept.json()) == (422, first.json())
    assert searches.searched == 1  # kept: no search again
    # Another game of the same rules as far from its end: refused at once, its search known to run out.
    other = made(client, rules=MISERE_FOUR)
    assert client.get(f"/api/games/{other['id']}/hints").status_code == 422
    assert searches.searched == 1


def test_a_search_that_fits_is_kept_for_the_position(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    big = made(client, rules={"order": 4})  # normal play: a win for X, its hints within the budget
    first = client.get(f"/api/games/{big['id']}/hints")
    assert first.status_code == 200, first.text
    assert searches.searched == 1
    assert client.get(f"/api/games/{big['id']}/hints").json() == first.json()
    assert searches.searched == 1
    # In another language the words differ: searched again, in it.
    chinese = client.get(f"/api/games/{big['id']}/hints", headers={"accept-language": "zh-CN"})
    assert chinese.status_code == 200
    assert chinese.json()["text"] != first.json()["text"]
    assert searches.searched == 2
    assert [m["pick"] for m in chinese.json()["moves"]] == [m["pick"] for m in first.json()["moves"]]


def test_questions_searched_at_once_are_bounded(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    games = [made(client, rules={"order": 4}) for _ in range(ASKS + 1)]
    searches.hold = ASKS
    waiting = []
    for n, game in enumerate(games[:ASKS]):  # the room for questions, each from a device of its own
        ask = functools.partial(client.get, f"/api/games/{game['id']}/hints", headers={"x-device": f"10.0.0.{n}"})
        waiting.append(meanwhile(ask))
    while searches.held < ASKS:
        threading.Event().wait(0.01)  # each question has reached its search, held there
    full = client.get(f"/api/games/{games[ASKS]['id']}/hints", headers={"x-device": "10.0.0.99"})
    assert (full.status_code, full.json()["error"]) == (
        503,
        "the server is searching for others: ask again in a moment",
    )
    another_games_move(client)  # the computer's moves are not questions: searched whatever is asked
    searches.go.set()
    for thread, answers in waiting:
        assert answered(thread, answers).status_code == 200


def test_the_computers_reply_in_a_big_game_holds_no_other_game(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    big = made(client, rules=MISERE_FOUR)
    move = f"/api/games/{big['id']}/moves"
    searches.hold = 1
    thread, answers = meanwhile(lambda: client.post(move, json={"pick": 1, "picks": []}, headers=bearer(big["token"])))
    assert searches.holding.wait(60)
    another_games_move(client)
    # The same game's next move, or an undo, while the reply is found: refused at once, the game unchanged.
    second = client.post(move, json={"pick": 2, "picks": []}, headers=bearer(big["token"]))
    assert (second.status_code, second.json()["error"]) == (
        409,
        "the last move of this game is still being answered: wait for it",
    )
    undo = client.post(f"/api/games/{big['id']}/undo", headers=bearer(big["token"]))
    assert undo.status_code == 409
    assert client.get(f"/api/games/{big['id']}").json()["game"]["picks"] == []
    searches.go.set()
    reply = answered(thread, answers)
    assert reply.status_code == 200, reply.text
    picks = reply.json()["game"]["picks"]
    assert picks[0] == 1
    assert len(picks) == 2


def test_a_lesson_opening_holds_no_other_game(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    searches.hold = 1
    thread, answers = meanwhile(
        lambda: client.post(
            "/api/games", json={"first": "computer", "level": "lesson:1"}, headers={"x-device": "10.0.0.1"}
        )
    )
    assert searches.holding.wait(60)
    another_games_move(client)
    searches.go.set()
    opened = answered(thread, answers)
    assert opened.status_code == 201, opened.text
    assert len(opened.json()["game"]["picks"]) == 1
    assert opened.json()["game"]["computer_level"] == "lesson:1"  # alpha-beta: its opening a sixteenth of lesson 2's


def test_a_tree_holds_no_other_game(held: tuple[TestClient, Held]) -> None:
    client, searches = held
    small = made(client)
    searches.hold = 1
    thread, answers = meanwhile(lambda: client.get(f"/api/games/{small['id']}/tree?pick=5&algorithm=minimax"))
    assert searches.holding.wait(60)
    another_games_move(client)
    searches.go.set()
    tree = answered(thread, answers)
    assert tree.status_code == 200, tree.text
    assert tree.json()["move"] == "5"


def test_two_next_puzzles_at_once_make_one_game(held: tuple[TestClient, Held], tmp_path: Path) -> None:
    client, searches = held
    puzzle = made(client, puzzle="easy")
    game = puzzle["game"]
    # Any free pick answers the puzzle, right or not: then Next is there.
    answer = {"pick": next(n for n in range(1, 10) if n not in game["picks"]), "picks": game["picks"]}
    assert (
        client.post(f"/api/games/{puzzle['id']}/moves", json=answer, headers=bearer(puzzle["token"])).status_code == 200
    )
    path = f"/api/games/{puzzle['id']}/next"
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:
        before = db.execute("SELECT count(*) FROM games").fetchone()[0]
    searches.hold = 1
    thread, answers = meanwhile(lambda: client.post(path, headers=bearer(puzzle["token"])))
    assert searches.holding.wait(60)
    second = client.post(path, headers=bearer(puzzle["token"]))  # pressed again while the first is answered
    assert second.status_code == 409
    another_games_move(client)
    searches.go.set()
    first = answered(thread, answers)
    assert first.status_code == 201, first.text
    third = client.post(path, headers=bearer(puzzle["token"]))  # and after
    assert (third.status_code, third.json()["error"]) == (409, "the next puzzle of this round has been made already")
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:
        after = db.execute("SELECT count(*) FROM games").fetchone()[0]
    assert after == before + 2  # the next puzzle, and the other game's move's game: no second puzzle
    assert first.json()["game"]["round"]["puzzle_number"] == 2


def test_the_search_processes_are_processes_of_their_own() -> None:
    async def check() -> None:
        searches = Searches(2)
        try:
            pid = await searches.run(os.getpid)
            assert pid != os.getpid()
            niceness = await searches.run(functools.partial(os.nice, 0))
            assert niceness >= os.nice(0) + NICENESS or niceness == 19
        finally:
            searches.stop()
        assert not _alive(pid)

    # In a thread of its own: a worker that ran the page's tests holds Playwright's event loop in this thread.
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(anyio.run, check).result()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
