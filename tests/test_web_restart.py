"""Every game a server stored loads again once it is started again, after Ctrl-C or ``kill -9``: one the computer
played past its search's budget (whose player an older server stored by the name it is then called, "best within
budget"), and one stored in a form this luoshu cannot read (a clear refusal, never a 500). No search process
outlives the server, however it ends.

Each test runs ``luoshu serve`` in a process of its own (``tests/serving.py``), as a class's server runs.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

import httpx
from serving import Server

from luoshu.session import Session

BIG_OPENING = {"rules": {"order": 4, "misere": True}, "first": "computer"}
"""The computer opens misère on the order-4 game: its first pick's search runs past the server's budget, so it picks
by rule of thumb, and is called "best within budget" from then on."""


def first_event(server: Server, game: str) -> dict[str, Any]:
    """The game as a page watching it first hears it."""
    with httpx.stream("GET", f"{server.url}/api/games/{game}/events", timeout=60) as events:
        assert events.status_code == 200
        for line in events.iter_lines():
            if line.startswith("data: "):
                found: dict[str, Any] = json.loads(line[6:])
                return found
    raise AssertionError("the stream ended without the game")


def free(picks: list[int], numbers: int = 16) -> int:
    return next(n for n in range(1, numbers + 1) if n not in picks)


def loads_whole(server: Server, made: dict[str, Any], picks: list[int], level: str, saved: str = "perfect") -> None:
    """The game reads back as it was: its picks and player, its save (which the terminal loads too), its event
    stream; and it goes on."""
    read = server.call("GET", f"/api/games/{made['id']}")
    assert read.status_code == 200, read.text
    assert read.json()["game"]["picks"] == picks
    assert read.json()["game"]["computer_level"] == level
    save = server.call("GET", f"/api/games/{made['id']}/save")
    assert save.status_code == 200, save.text
    assert list(Session.from_json(save.text).picks) == picks
    assert json.loads(save.text)["level"] == saved  # the player it is, not what it is called
    assert first_event(server, made["id"])["game"]["picks"] == picks
    moved = server.call("POST", f"/api/games/{made['id']}/moves", {"pick": free(picks), "picks": picks}, made["token"])
    assert moved.status_code == 200, moved.text


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGKILL])
def test_a_game_played_past_the_budget_loads_after_a_restart(tmp_path: Path, stop: int) -> None:
    first = Server(tmp_path)
    try:
        made = first.call("POST", "/api/games", BIG_OPENING).json()
        assert made["game"]["computer_level"] == "best within budget"
        picks = made["game"]["picks"]
        moving = {"pick": free(picks), "picks": picks}
        moved = first.call("POST", f"/api/games/{made['id']}/moves", moving, made["token"])
        assert moved.status_code == 200, moved.text
        acknowledged = moved.json()["game"]["picks"]
    finally:
        first.stop(stop)
    second = Server(tmp_path, first.port)
    try:
        loads_whole(second, made, acknowledged, "best within budget")
    finally:
        second.stop()
    for server in (first, second):
        assert "Traceback" not in server.log.read_text()


def stored_again(db: Path, game: str, change: Any) -> None:
    """Change the row of ``game`` as another server might have stored it: ``change(save, extra)`` gives both anew."""
    with sqlite3.connect(db) as connection:
        save, extra = connection.execute("SELECT save, extra FROM games WHERE id = ?", (game,)).fetchone()
        save, extra = change(json.loads(save), json.loads(extra))
        connection.execute(
            "UPDATE games SET save = ?, extra = ? WHERE id = ?", (json.dumps(save), json.dumps(extra), game)
        )


def test_games_stored_by_an_older_server_load_and_one_unreadable_is_refused_clearly(tmp_path: Path) -> None:
    first = Server(tmp_path)
    older = first.call("POST", "/api/games", BIG_OPENING).json()
    stranger = first.call("POST", "/api/games", {"level": "skill:0.5"}).json()
    unreadable = first.call("POST", "/api/games", {}).json()
    first.stop()

    def as_older(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        extra.pop("outran", None)
        return save, {**extra, "player": "best within budget"}  # as the server before this one stored it

    def unknown_player(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return save, {**extra, "player": "robot"}

    def unknown_level(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return {**save, "level": "lesson:99"}, extra

    stored_again(first.db, older["id"], as_older)
    stored_again(first.db, stranger["id"], unknown_player)
    stored_again(first.db, unreadable["id"], unknown_level)
    second = Server(tmp_path, first.port)
    try:
        loads_whole(second, older, older["game"]["picks"], "best within budget")
        loads_whole(
            second, stranger, [], "skill:0.5", "skill:0.5"
        )  # the save's player: the stored name it did not know is let be
        for path in ("", "/save", "/events", "/hints"):
            refused = second.call("GET", f"/api/games/{unreadable['id']}{path}")
            assert refused.status_code == 409, refused.text
            assert refused.json()["error"].startswith("this game is stored in a form this luoshu cannot read: ")
            assert "lesson:99" in refused.json()["error"]
    finally:
        second.stop()
    assert "Traceback" not in second.log.read_text()
    assert "internal error" not in second.log.read_text()


def descendants(pid: int) -> set[int]:
    """Every process below ``pid``, as /proc says now."""
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` still runs (a zombie has ended: only its exit status is left for its parent to read)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the processes in /proc")
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_no_search_process_outlives_the_server(tmp_path: Path, stop: int) -> None:
    server = Server(tmp_path)
    try:
        made = server.call("POST", "/api/games", {"rules": {"order": 4}}).json()
        assert server.call("GET", f"/api/games/{made['id']}/hints").status_code == 200  # searched in a search process
        opened = server.call("POST", "/api/games", {"first": "computer", "level": "lesson:2"})  # and another
        assert opened.status_code == 201
        below = descendants(server.process.pid)
        assert below, "the searches ran in no process of the server's"
    finally:
        server.stop(stop)
    deadline = time.monotonic() + 60  # a search process looks for its server every second
    while any(running(pid) for pid in below):
        assert time.monotonic() < deadline, [pid for pid in below if running(pid)]
        time.sleep(0.2)
    log = server.log.read_text()
    assert "Traceback" not in log
    assert "resource_tracker" not in log, log  # kill -9 left Python's note of semaphores it cleaned up
