"""Issue 26, the web server: a move names its position, a failure inside a move leaves the game as stored, a page
opened does not fill the server, games in memory are bounded, slow headers are timed out, and the small things
(``--db`` with no port, the level refusal).

The API through Starlette's TestClient; the server as a real uvicorn on 127.0.0.1 (``serving.Server``, or the
application served in a thread where a bound of its must be made small); the page through Playwright."""

from __future__ import annotations

import gc
import json
import os
import select
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

import httpx
import uvicorn
from browsing import ARGS, CHROMIUM
from serving import HOST, Server, free_port, serving, with_picks
from starlette.testclient import TestClient

from luoshu.web import games as tables_module
from luoshu.web.app import make_app
from luoshu.web.games import Table, Tables, finished
from luoshu.web.store import Store, StoreError

FIFTEEN = oracle.Game(9, 3, 15)


@pytest.fixture
def local_client(tmp_path: Path) -> Iterator[TestClient]:
    """A client on the server's own machine (127.0.0.1), which the limit of one device does not hold."""
    with TestClient(make_app(str(tmp_path / "games.sqlite3")), client=(HOST, 50000)) as test_client:
        yield test_client


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from serving(tmp_path)


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def create(client: TestClient | Server, asked: dict[str, Any] | None = None) -> dict[str, Any]:
    if isinstance(client, Server):
        answer = client.call("POST", "/api/games", asked or {})
    else:
        answer = client.post("/api/games", json=asked or {})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def free_of(picks: list[int]) -> list[int]:
    return FIFTEEN.free(frozenset(picks[0::2]), frozenset(picks[1::2]))


def picks_of(client: TestClient, game: str) -> list[int]:
    found: list[int] = client.get(f"/api/games/{game}").json()["game"]["picks"]
    return found


# 1. A move names the position it is for.


def test_a_move_for_a_position_the_game_has_left_is_refused_and_changes_nothing(client: TestClient) -> None:
    made = create(client)
    first = client.post(f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert first.status_code == 200, first.text
    after = first.json()["game"]["picks"]
    assert after[0] == 5
    assert len(after) == 2
    # The second click of a double click, chosen on the empty board: refused, and nothing changes.
    stale = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": free_of(after)[0], "picks": []}, headers=bearer(made["token"])
    )
    assert stale.status_code == 409, stale.text
    assert picks_of(client, made["id"]) == after
    again = client.post(
        f"/api/games/{made['id']}/moves",
        json={"pick": free_of(after)[0], "picks": after},
        headers=bearer(made["token"]),
    )
    assert again.status_code == 200, again.text
    assert again.json()["game"]["picks"][:3] == [*after, free_of(after)[0]]
    for wrong in ("5 1", [5, "1"], {"x": 1}, [True]):
        answer = client.post(
            f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": wrong}, headers=bearer(made["token"])
        )
        assert answer.status_code == 422, (wrong, answer.text)
        assert "\n" not in answer.json()["error"]


def test_between_two_people_a_stale_move_is_refused_too(client: TestClient) -> None:
    made = create(client, {"opponent": "human"})
    joined = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()
    moved = client.post(f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert moved.status_code == 200
    stale = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": []}, headers=bearer(joined["token"])
    )
    assert stale.status_code == 409
    assert picks_of(client, made["id"]) == [5]
    fresh = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": [5]}, headers=bearer(joined["token"])
    )
    assert fresh.status_code == 200
    assert picks_of(client, made["id"]) == [5, 1]


def test_two_moves_sent_at_once_against_the_computer_never_both_land(server: Server) -> None:
    for pair in range(10):
        made = create(server)
        results: list[int] = []
        start = threading.Barrier(2)

        def move(pick: int, game: dict[str, Any] = made, start: Any = start, results: list[int] = results) -> None:
            start.wait()
            answer = server.call("POST", f"/api/games/{game['id']}/moves", {"pick": pick, "picks": []}, game["token"])
            results.append(answer.status_code)

        threads = [threading.Thread(target=move, args=(pick,)) for pick in (5, 1 + pair % 4 * 2)]  # 5 and an edge
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(20)
        assert sorted(results) == [200, 409]
        picks = server.call("GET", f"/api/games/{made['id']}").json()["game"]["picks"]
        assert len(picks) == 2
        assert picks[1] in free_of(picks[:1])


def browser_page(playwright: Any) -> Any:
    assert os.path.exists(CHROMIUM), "Debian's Chromium: apt-get install chromium"
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    return browser.new_page()


def test_the_page_sends_no_second_move_while_one_is_on_its_way(server: Server) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        page = browser_page(playwright)
        sent: list[str] = []
        page.on("request", lambda request: sent.append(request.url) if request.url.endswith("/moves") else None)
        page.goto(server.url + "/")
        page.wait_for_selector(".tile")
        # A quick double click, and more: five tiles clicked before the first answer can come.
        page.evaluate("[5, 1, 3, 7, 9].forEach((n) => document.querySelector(`.tile[data-pick='${n}']`).click())")
        page.wait_for_function("() => document.querySelectorAll('.tile.held-X, .tile.held-O').length >= 2")
        time.sleep(1)  # time for any other move to have landed
        game = page.evaluate("location.hash").removeprefix("#g=")
        picks = server.call("GET", f"/api/games/{game}").json()["game"]["picks"]
        assert len(sent) == 1
        assert picks[0] == 5
        assert len(picks) == 2
        page.context.browser.close()


# 2. MENACE in a big game; a failure inside a move.


def test_menace_in_a_game_of_more_than_nine_numbers_is_refused_when_made(client: TestClient) -> None:
    for asked in ({"order": 4}, {"numbers": 11}, {"numbers": 13, "count": 3, "target": 21}):
        answer = client.post("/api/games", json={"level": "menace", "rules": asked})
        assert answer.status_code == 422, (asked, answer.text)
        reason = answer.json()["error"]
        assert "MENACE" in reason
        assert "\n" not in reason
    # Nine numbers are MENACE's game: it is made, and plays.
    made = create(client, {"level": "menace"})
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": 5}),
        headers=bearer(made["token"]),
    )
    assert moved.status_code == 200, moved.text
    assert len(moved.json()["game"]["picks"]) == 2


def test_a_failure_inside_a_move_leaves_the_game_exactly_as_stored(
    client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from luoshu.session.game import Session

    made = create(client)
    reply = Session.computer_pick

    def failing(self: Session, number: int | None = None) -> int:
        raise RuntimeError("the computer's reply failed")

    monkeypatch.setattr(Session, "computer_pick", failing)
    assert (
        client.post(
            f"/api/games/{made['id']}/moves",
            json=with_picks(client, made["id"], {"pick": 5}),
            headers=bearer(made["token"]),
        ).status_code
        == 500
    )
    stored = json.loads(Store(str(tmp_path / "games.sqlite3")).row(made["id"]).save)  # type: ignore[union-attr]
    assert stored["picks"] == []
    assert picks_of(client, made["id"]) == []  # not the pick kept in memory alone
    monkeypatch.setattr(Session, "computer_pick", reply)
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": 5}),
        headers=bearer(made["token"]),
    )
    assert moved.status_code == 200, moved.text  # not wedged: the person's turn, as stored
    picks = moved.json()["game"]["picks"]
    assert len(picks) == 2

    # The disk fails as a move or an undo is stored: the game stays as it was stored before.
    def full(self: Store, *args: Any) -> None:
        raise StoreError("games.sqlite3: database or disk is full")

    monkeypatch.setattr(Store, "update", full)
    move = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": free_of(picks)[0]}),
        headers=bearer(made["token"]),
    )
    assert move.status_code == 500
    assert picks_of(client, made["id"]) == picks
    assert client.post(f"/api/games/{made['id']}/undo", json={}, headers=bearer(made["token"])).status_code == 500
    assert picks_of(client, made["id"]) == picks


# 3. One device cannot lock a class out.


def test_pages_opened_and_left_do_not_fill_the_server_and_idle_games_stop_counting(
    local_client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = local_client
    monkeypatch.setattr(tables_module, "OPEN_GAMES", 5)
    for _ in range(40):  # many times the games the server holds in play, as quick as they come
        create(client)
    played = [create(client) for _ in range(5)]
    for made in played:
        assert (
            client.post(
                f"/api/games/{made['id']}/moves",
                json=with_picks(client, made["id"], {"pick": 5}),
                headers=bearer(made["token"]),
            ).status_code
            == 200
        )
    full = client.post("/api/games", json={})
    assert full.status_code == 429
    assert ". " not in full.json()["error"]  # one sentence, for the page to show
    assert "\n" not in full.json()["error"]
    # Nobody has moved in them for longer than the idle time: they stop counting.
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:
        idle = tables_module.IDLE_SECONDS + 1
        db.execute("UPDATE games SET created = created - ?, updated = updated - ?", (idle, idle))
    assert tables_module.IDLE_SECONDS <= 30 * 60  # not the hour it was: a lesson's pause, not the lesson
    create(client)


def test_a_full_server_says_so_on_the_page(tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    tables = Tables(Store(str(tmp_path / "games.sqlite3")))
    for _ in range(tables_module.OPEN_GAMES):  # a class's games, each in play
        made = finished(tables.create({"opponent": "human"}))
        finished(tables.move(made["id"], made["token"], {"pick": 5, "picks": []}))
    tables.store.close()
    server = Server(tmp_path)
    try:
        refused = server.call("POST", "/api/games", {})
        assert refused.status_code == 429
        with sync_api.sync_playwright() as playwright:
            page = browser_page(playwright)
            page.goto(server.url + "/")
            page.wait_for_function(
                "() => document.getElementById('caption').textContent !== 'Loading...'", timeout=10000
            )
            assert page.text_content("#caption") == refused.json()["error"]
            page.context.browser.close()
    finally:
        server.stop()


# 4. A bounded number of games in memory.


def test_games_in_memory_are_bounded_and_one_let_go_is_read_again_with_its_events(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables_module, "IN_MEMORY", 2)
    port = free_port()
    served = uvicorn.Server(
        uvicorn.Config(make_app(str(tmp_path / "games.sqlite3")), host=HOST, port=port, log_level="warning")
    )
    thread = threading.Thread(target=served.run, daemon=True)
    thread.start()
    url = f"http://{HOST}:{port}"
    deadline = time.monotonic() + 20
    while not served.started:
        assert time.monotonic() < deadline, "the server did not start"
        assert thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    try:
        first = httpx.post(url + "/api/games", json={"opponent": "human"}).json()
        heard: list[tuple[list[int], str | None]] = []
        listening = threading.Event()

        def watch() -> None:
            with httpx.stream("GET", f"{url}/api/games/{first['id']}/events", timeout=20) as events:
                for line in events.iter_lines():
                    if line.startswith("data: "):
                        game = json.loads(line[6:])["game"]
                        heard.append((game["picks"], game["open_seat"]))
                        listening.set()
                        if len(game["picks"]) == 2:
                            return

        watcher = threading.Thread(target=watch)
        watcher.start()
        assert listening.wait(10)
        moves = url + f"/api/games/{first['id']}/moves"
        assert httpx.post(moves, json={"pick": 5, "picks": []}, headers=bearer(first["token"])).status_code == 200
        others = [httpx.post(url + "/api/games", json={}).json() for _ in range(6)]  # the first game is let go
        gc.collect()
        assert sum(isinstance(thing, Table) for thing in gc.get_objects()) <= 2
        # Read again from the store, it plays on, and the page watching it hears the move.
        assert httpx.get(f"{url}/api/games/{first['id']}").json()["game"]["picks"] == [5]
        for made in others:  # let it go once more
            httpx.get(f"{url}/api/games/{made['id']}")
        mover = {"pick": 1, "picks": [5]}
        assert httpx.post(moves, json=mover, headers=bearer(first["token"])).status_code == 409  # O's turn
        # The invite takes O's seat in the game read again from the store; O moves: the page hears both.
        joined = httpx.post(f"{url}/api/games/{first['id']}/join", json={"invite": first["invite"]}).json()
        assert httpx.post(moves, json=mover, headers=bearer(joined["token"])).status_code == 200
        watcher.join(10)
        assert heard == [([], "O"), ([5], "O"), ([5], None), ([5, 1], None)]
    finally:
        served.should_exit = True
        thread.join(20)


# 5. Slow headers.


def test_slow_headers_are_timed_out(server: Server) -> None:
    from luoshu.cli.serve import HEADER_SECONDS

    request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 10_000
    slow = [socket.create_connection((HOST, server.port)) for _ in range(20)]
    # One more that asks a whole question first, and then trickles its next one on the same connection.
    kept = socket.create_connection((HOST, server.port))
    kept.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    kept.settimeout(5)
    assert kept.recv(100).startswith(b"HTTP/1.1 200")
    kept.setblocking(False)
    while True:  # the rest of the page, until the connection is quiet
        ready, _, _ = select.select([kept], [], [], 0.5)
        if not ready or not kept.recv(1 << 16):
            break
    slow.append(kept)
    began = time.monotonic()
    closed: dict[int, float] = {}
    answers: dict[int, bytes] = {}
    sent = 0
    try:
        while len(closed) < len(slow) and time.monotonic() < began + HEADER_SECONDS + 8:  # bounded
            for number, connection in enumerate(slow):
                if number in closed:
                    continue
                try:
                    connection.send(request[sent : sent + 1])
                except OSError:
                    closed[number] = time.monotonic() - began
                    continue
                ready, _, _ = select.select([connection], [], [], 0)
                if ready:  # the server has answered (408) or closed: either way it let the connection go
                    try:
                        answers[number] = connection.recv(1000)
                    except OSError:
                        answers[number] = b""
                    closed[number] = time.monotonic() - began
            sent += 1
            # The server answers others meanwhile.
            assert httpx.get(server.url + "/", timeout=5).status_code == 200
            time.sleep(0.5)
    finally:
        for connection in slow:
            connection.close()
    assert len(closed) == len(slow), f"{len(slow) - len(closed)} of {len(slow)} slow connections still held"
    assert min(closed.values()) >= HEADER_SECONDS - 1
    assert sum(answer.startswith(b"HTTP/1.1 408") for answer in answers.values()) >= len(slow) // 2, answers


# 6. Smaller.


def test_a_server_that_cannot_take_its_port_makes_no_database(server: Server, tmp_path: Path) -> None:
    db = tmp_path / "new" / "games.sqlite3"
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", "serve", "--port", str(server.port), "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 1
    assert len(done.stderr.strip().splitlines()) == 1
    assert not db.exists()
    assert not db.parent.exists()


def test_the_level_refusal_names_every_level(client: TestClient) -> None:
    answer = client.post("/api/games", json={"level": "best"})
    assert answer.status_code == 422
    reason = answer.json()["error"]
    named = reason.rsplit("not one of ", 1)[1].split(", ")
    assert {"perfect", "casual", "random", "menace"} <= set(named)
    assert any(n.startswith("skill:") for n in named)
    for level in named:  # each one named is taken, skill:P with a chance for P
        asked = level.replace("skill:P", "skill:0.5")
        assert client.post("/api/games", json={"level": asked}).status_code == 201, level
