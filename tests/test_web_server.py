"""What only a real ``luoshu serve`` shows, in a process of its own on 127.0.0.1 (tests/serving.py): two moves at
once never both land, a move reaches the other device at once, slow and broken clients hold nothing up, slow headers
and bodies that never end are cut off, Ctrl-C and kill -9 lose no acknowledged move, a restart loads the games, and
no search process outlives the server. What ``luoshu serve`` refuses before it serves is checked in this process.

Servers are few, since each start costs a second of a core: the worker's own (conftest's ``server``) for what needs
no server of its own, one restarted (after kill -9, then stopped by Ctrl-C), and one with short bounds (SIGTERM).
"""

from __future__ import annotations

import json
import os
import re
import select
import signal
import socket
import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from running import run

from luoshu.session import Session

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

from serving import HOST, HTTP, Server, free_port

BIG_OPENING = {"rules": {"order": 4, "misere": True}, "first": "computer"}


def first_event(server: Server, game: str) -> dict[str, Any]:
    """The game as a page watching it first hears it."""
    with HTTP.stream("GET", f"{server.url}/api/games/{game}/events") as events:
        assert events.status_code == 200
        for line in events.iter_lines():
            if line.startswith("data: "):
                found: dict[str, Any] = json.loads(line[6:])
                return found
    raise AssertionError("the stream ended without the game")


def free(picks: list[int], numbers: int = 16) -> int:
    return next(n for n in range(1, numbers + 1) if n not in picks)


def loads_whole(
    server: Server, made: dict[str, Any], picks: list[int], level: str, saved: str = "perfect", goes_on: bool = True
) -> None:
    """The game reads back as it was: its picks and player, its save (which the terminal loads too), its event
    stream; and (``goes_on``) it goes on."""
    read = server.call("GET", f"/api/games/{made['id']}")
    assert read.status_code == 200, read.text
    assert read.json()["game"]["picks"] == picks
    assert read.json()["game"]["computer_level"] == level
    save = server.call("GET", f"/api/games/{made['id']}/save")
    assert save.status_code == 200, save.text
    assert list(Session.from_json(save.text).picks) == picks
    assert json.loads(save.text)["level"] == saved  # the player it is, not what it is called
    assert first_event(server, made["id"])["game"]["picks"] == picks
    if goes_on:
        moved = server.call(
            "POST", f"/api/games/{made['id']}/moves", {"pick": free(picks), "picks": picks}, made["token"]
        )
        assert moved.status_code == 200, moved.text


def stored_again(db: Path, game: str, change: Any) -> None:
    """Change the row of ``game`` as another server might have stored it: ``change(save, extra)`` gives both anew."""
    with sqlite3.connect(db) as connection:
        save, extra = connection.execute("SELECT save, extra FROM games WHERE id = ?", (game,)).fetchone()
        save, extra = change(json.loads(save), json.loads(extra))
        connection.execute(
            "UPDATE games SET save = ?, extra = ? WHERE id = ?", (json.dumps(save), json.dumps(extra), game)
        )


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


def gone(below: set[int]) -> None:
    """Wait until none of ``below`` runs: a search process looks for its server every second."""
    deadline = time.monotonic() + 60
    while any(running(pid) for pid in below):
        assert time.monotonic() < deadline, [pid for pid in below if running(pid)]
        time.sleep(0.2)


def move_any(server: Server, made: dict[str, Any], pick: int) -> list[int]:
    """Pick ``pick`` in a game against the computer, or another free number if it was the computer's reply; the
    picks acknowledged."""
    picks = server.picks(made["id"])
    if pick in picks:
        pick = free(picks, 9)
    answer = server.call("POST", f"/api/games/{made['id']}/moves", {"pick": pick, "picks": picks}, made["token"])
    assert answer.status_code == 200, answer.text
    acknowledged: list[int] = answer.json()["game"]["picks"]
    return acknowledged


def as_older(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    extra.pop("outran", None)
    return save, {**extra, "player": "best within budget"}  # as the server before this one stored it


def unknown_player(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    return save, {**extra, "player": "robot"}


def unknown_level(save: dict[str, Any], extra: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    return {**save, "level": "lesson:99"}, extra


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the processes in /proc")
def a_class_under_way(server: Server) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A class with two students paired, the first move of their game made, and one answer in the course: the
    class as its teacher made it, and its students as they joined."""
    made = server.call("POST", "/api/classes", {"turned_off": ["undo"]}).json()
    students = [server.call("POST", f"/api/classes/{made['class']}/students", {"name": name}).json() for name in "AB"]
    server.call("POST", f"/api/classes/{made['class']}/handouts", {"handout_kind": "pairs"}, made["token"])
    seats = [server.call("POST", f"/api/classes/{made['class']}/seat", None, s["token"]).json() for s in students]
    mover = next(seat for seat in seats if seat["seat"] == "X")
    moved = server.call("POST", f"/api/games/{mover['id']}/moves", {"pick": 5, "picks": []}, mover["token"])
    assert moved.status_code == 200, moved.text
    chapter = server.call("GET", "/api/learners/chapters/1", None, students[0]["learner"]).json()
    answer = {"chapter": 1, "exercise": chapter["exercises"][0]["exercise"], "typed": "5"}
    assert server.call("POST", "/api/learners/answers", answer, students[0]["learner"]).status_code == 200
    return made, students


def test_kill_9_then_ctrl_c_lose_no_acknowledged_move_and_leave_no_search_process(tmp_path: Path) -> None:
    """One server killed with kill -9, its games (one as an older server stored it) and a class under way loaded by
    the next, which Ctrl-C stops cleanly with a page watching and a body half sent; no search process outlives
    either.

    Two searches in all, each past the budget (a second of a core): the big game's opening on the first server,
    and on the second the computer's reply in the older one, which shows that a game loaded goes on."""
    first = Server(tmp_path)
    try:
        small = first.call("POST", "/api/games", {}).json()
        move_any(first, small, 5)
        acknowledged = move_any(first, small, 1)
        big = first.call("POST", "/api/games", BIG_OPENING).json()  # past the budget: searched in a search process
        assert big["game"]["computer_level"] == "best within budget"
        big_acknowledged = big["game"]["picks"]  # the computer's opening, stored before it was answered
        assert len(big_acknowledged) == 1
        older = first.call("POST", "/api/games", {"rules": BIG_OPENING["rules"]}).json()  # the person first
        stranger = first.call("POST", "/api/games", {"level": "skill:0.5"}).json()
        unreadable = first.call("POST", "/api/games", {}).json()
        lesson, students = a_class_under_way(first)
        taught = first.call("GET", f"/api/classes/{lesson['class']}", None, lesson["token"]).json()
        below = descendants(first.process.pid)
        assert below, "the searches ran in no process of the server's"
    finally:
        first.process.kill()  # kill -9: no chance to tidy up
        first.process.wait()
    stored_again(first.db, older["id"], as_older)
    stored_again(first.db, stranger["id"], unknown_player)
    stored_again(first.db, unreadable["id"], unknown_level)

    second = Server(tmp_path, first.port)  # started while the first's search processes find it gone
    gone(below)
    log = first.log.read_text()
    assert "Traceback" not in log
    assert "resource_tracker" not in log, log  # kill -9 left Python's note of semaphores it cleaned up
    slow = socket.create_connection((HOST, second.port))
    try:
        assert second.picks(small["id"]) == acknowledged
        # The class: its view as it was (its students, their game with its move, the course's answer), each token
        # still its holder's.
        assert second.call("GET", f"/api/classes/{lesson['class']}", None, lesson["token"]).json() == taught
        assert taught["exercise_rates"][0]["done_count"] == 1
        assert second.picks(taught["students"][0]["games"][0]["id"]) == [5]
        assert [s["status"] for s in taught["students"]] == [
            "playing B as " + s["games"][0]["seat"] for s in taught["students"][:1]
        ] + ["playing A as " + taught["students"][1]["games"][0]["seat"]]
        for student in students:
            assert (
                second.call("GET", f"/api/classes/{lesson['class']}/me", None, student["token"]).json()["handout_kind"]
                == "pairs"
            )
        move_any(second, small, free(acknowledged, 9))
        loads_whole(second, big, big_acknowledged, "best within budget", goes_on=False)
        loads_whole(second, older, [], "best within budget")  # as the older server named it; and it goes on
        loads_whole(
            second, stranger, [], "skill:0.5", "skill:0.5"
        )  # the save's player: the stored name it did not know is let be
        for path in ("", "/save", "/events", "/hints"):
            refused = second.call("GET", f"/api/games/{unreadable['id']}{path}")
            assert refused.status_code == 409, refused.text
            assert refused.json()["error"].startswith("this game is stored in a form this luoshu cannot read: ")
            assert "lesson:99" in refused.json()["error"]
        below = descendants(second.process.pid)
        assert below, "the searches ran in no process of the server's"

        # A page still watching a game when Ctrl-C comes: its stream ends, and nothing is cut off with a traceback;
        # and a body half sent is not waited for (its own bound is 10 seconds).
        slow.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
        watching, ended = threading.Event(), threading.Event()

        def watch() -> None:
            with HTTP.stream("GET", f"{second.url}/api/games/{small['id']}/events", timeout=20) as events:
                for _ in events.iter_lines():
                    watching.set()
            ended.set()

        threading.Thread(target=watch, daemon=True).start()
        assert watching.wait(10)  # the page hears the game: the server holds its stream, and the half body
        began = time.monotonic()
        assert second.stop(signal.SIGINT) == 130
        assert time.monotonic() - began < 8
        assert ended.wait(5)
    finally:
        slow.close()
        if second.process.poll() is None:
            second.stop()
    gone(below)
    log = second.log.read_text()
    assert "Traceback" not in log
    assert "internal error" not in log
    assert "serving at" in log


def test_two_moves_at_once_never_both_land(server: Server) -> None:
    for _ in range(10):
        made = server.call("POST", "/api/games", {"opponent": "human"}).json()
        results: list[int] = []
        start = threading.Barrier(2)

        def move(pick: int, game: dict[str, Any] = made, start: Any = start, results: list[int] = results) -> None:
            start.wait()
            answer = server.call("POST", f"/api/games/{game['id']}/moves", {"pick": pick, "picks": []}, game["token"])
            results.append(answer.status_code)

        threads = [threading.Thread(target=move, args=(pick,)) for pick in (1, 2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(results) == [200, 409]
        assert len(server.call("GET", f"/api/games/{made['id']}").json()["game"]["picks"]) == 1


def test_a_move_reaches_the_other_device_at_once(server: Server) -> None:
    made = server.call("POST", "/api/games", {"opponent": "human"}).json()
    joined = server.call("POST", f"/api/games/{made['id']}/join", {"invite": made["invite"]}).json()
    heard: list[dict[str, Any]] = []
    opened = threading.Event()

    def watch() -> None:
        with HTTP.stream("GET", f"{server.url}/api/games/{made['id']}/events", timeout=10) as events:
            for line in events.iter_lines():
                if line.startswith("data: "):
                    heard.append(json.loads(line[6:]))
                    opened.set()
                    if len(heard) == 2:
                        return

    watcher = threading.Thread(target=watch)
    watcher.start()
    assert opened.wait(10)
    sent = time.monotonic()
    assert (
        server.call(
            "POST", f"/api/games/{made['id']}/moves", {"pick": 5, "picks": server.picks(made["id"])}, made["token"]
        ).status_code
        == 200
    )
    watcher.join(10)
    assert time.monotonic() - sent < 3.0  # pushed at once, not polled: generous for a slow, loaded machine
    assert [event["game"]["picks"] for event in heard] == [[], [5]]
    assert joined["seat"] == "O"


def test_slow_and_broken_clients_hold_nothing_up(server: Server) -> None:
    made = server.call("POST", "/api/games", {"opponent": "human"}).json()
    # Fifty connections that send half a request and then nothing: the server goes on answering.
    idle = [socket.create_connection((HOST, server.port)) for _ in range(50)]
    try:
        for connection in idle:
            connection.sendall(
                f"POST /api/games/{made['id']}/join HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{{".encode()
            )
        began = time.monotonic()
        assert (
            server.call(
                "POST", f"/api/games/{made['id']}/moves", {"pick": 5, "picks": server.picks(made["id"])}, made["token"]
            ).status_code
            == 200
        )
        assert time.monotonic() - began < 5
        # Bytes that are not HTTP.
        with socket.create_connection((HOST, server.port)) as rude:
            rude.sendall(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(256)))
            rude.settimeout(5)
            assert rude.recv(1000).startswith(b"HTTP/1.1 400")
    finally:
        for connection in idle:
            connection.close()
    answer = server.call("POST", "/api/games", {"rules": {"numbers": 10**30}})
    assert answer.status_code == 422


HEADER_SECONDS = 1.5
BODY_SECONDS = 1.0
SHORT_BOUNDS = (
    f"import luoshu.cli.serve as serve; serve.HEADER_SECONDS = {HEADER_SECONDS}\n"
    f"import luoshu.web.app as app; app.BODY_SECONDS = {BODY_SECONDS}"
)
"""The server's bounds on headers and bodies (10 seconds each) made short, so that the test waits for them."""


def whole_answer(connection: socket.socket) -> bytes:
    """An answer read to its end: its headers, and as many bytes after them as its Content-Length says."""
    connection.settimeout(5)
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += connection.recv(1 << 16)
    head, _, body = answer.partition(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1]) for line in head.lower().split(b"\r\n") if line.startswith(b"content-length:")
    )
    while len(body) < length:
        body += connection.recv(1 << 16)
    return answer


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads the processes in /proc")
def test_slow_headers_and_bodies_are_cut_off_and_sigterm_leaves_no_search_process(tmp_path: Path) -> None:
    """A body that never ends, and headers that trickle in a byte at a time, cut off once their time is up while
    the server answers others; then SIGTERM with a search process running. The body's time and the headers' run
    at once, and the search meanwhile."""
    server = Server(tmp_path, None, prelude=SHORT_BOUNDS)
    try:
        # A search in a search process (the 11-number game's hints: a tenth of a second), for SIGTERM to end.
        made = server.call("POST", "/api/games", {"rules": {"numbers": 11, "target": 18}}).json()
        hinted: list[int] = []
        hints = threading.Thread(
            target=lambda: hinted.append(server.call("GET", f"/api/games/{made['id']}/hints").status_code)
        )
        hints.start()

        # A body that never ends: 408, said once its time is up, not at the socket's.
        slow_body = socket.create_connection((HOST, server.port))
        slow_body.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n")
        slow_body.sendall(b"Content-Length: 1000\r\n\r\n{")
        body_sent = time.monotonic()
        body_answer = b""
        body_seconds: float | None = None

        def paced(wait: float) -> None:
            """``wait`` seconds (between two bytes of the headers), hearing the body's answer meanwhile: when it
            has said its time is up, or ended, is ``body_seconds`` after it was sent."""
            nonlocal body_answer, body_seconds
            until = time.monotonic() + wait
            while (left := until - time.monotonic()) > 0:
                if body_seconds is not None:
                    time.sleep(left)
                    return
                ready, _, _ = select.select([slow_body], [], [], left)
                if ready:
                    chunk = slow_body.recv(4000)
                    body_answer += chunk
                    if b"seconds to arrive" in body_answer or not chunk:
                        body_seconds = time.monotonic() - body_sent

        # Headers that trickle in a byte at a time, never ending, are cut off once their time is up.
        request = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"X-Slow: " + b"a" * 10_000
        opened: dict[int, float] = {}
        slow: list[socket.socket] = []
        for number in range(20):
            opened[number] = time.monotonic()  # the server's clock starts when it takes the connection, after
            slow.append(socket.create_connection((HOST, server.port)))
        # One more that asks a whole question first, and then trickles its next one on the same connection.
        kept = socket.create_connection((HOST, server.port))
        kept.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert whole_answer(kept).startswith(b"HTTP/1.1 200")
        kept.setblocking(False)
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
                    opened.setdefault(number, time.monotonic())  # the kept one's clock: from its next first byte
                    try:
                        connection.send(request[sent : sent + 1])
                    except OSError:
                        closed[number] = time.monotonic() - opened[number]
                        continue
                    ready, _, _ = select.select([connection], [], [], 0)
                    if ready:  # the server has answered (408) or closed: either way it let the connection go
                        try:
                            answers[number] = connection.recv(1000)
                        except OSError:
                            answers[number] = b""
                        closed[number] = time.monotonic() - opened[number]
                sent += 1
                # The server answers others meanwhile.
                assert HTTP.get(server.url + "/", timeout=5).status_code == 200
                paced(0.2)  # a fifth of a second between bytes
        finally:
            for connection in slow:
                connection.close()
        assert len(closed) == len(slow), f"{len(slow) - len(closed)} of {len(slow)} slow connections still held"
        assert min(closed.values()) >= HEADER_SECONDS - 0.1, closed  # not before their time (a timer's slack)
        assert sum(answer.startswith(b"HTTP/1.1 408") for answer in answers.values()) >= len(slow) // 2, answers

        while body_seconds is None and time.monotonic() < body_sent + BODY_SECONDS + 4:
            paced(0.1)
        slow_body.close()
        assert body_answer.startswith(b"HTTP/1.1 408"), body_answer
        assert f"{BODY_SECONDS:g} seconds to arrive".encode() in body_answer
        assert body_seconds is not None
        assert body_seconds < BODY_SECONDS + 4  # cut off once its time is up, not at the socket's

        # SIGTERM ends the searches too.
        hints.join(60)
        assert hinted == [200]  # searched in a search process
        below = descendants(server.process.pid)
        assert below, "the searches ran in no process of the server's"
    finally:
        server.stop(signal.SIGTERM)
    gone(below)
    log = server.log.read_text()
    assert "Traceback" not in log
    assert "resource_tracker" not in log, log


# Refused before anything is served: checked in this process (the command's code is the same; the server's process
# is the tests' above).


def test_the_database_is_its_own_and_nothing_else_is_touched(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE accounts (name TEXT)")
    saved = other.read_bytes()
    for path, said in ((notes, "not a SQLite database"), (other, "a database of something else"), (tmp_path, "folder")):
        refused = run("serve", "--db", str(path), "--port", str(free_port()))
        assert refused.exit_code == 2
        assert said in refused.stderr
        assert len(refused.output.strip().splitlines()) == 1, refused.output
    assert notes.read_text() == "my notes"
    assert other.read_bytes() == saved


def test_a_port_in_use_and_no_web_extra_are_one_line_each(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as held:
        held.bind((HOST, 0))
        held.listen()
        port = held.getsockname()[1]
        refused = run("serve", "--port", str(port), "--db", str(tmp_path / "x.sqlite3"))
    assert refused.exit_code == 1
    assert f"port {port} is in use" in refused.stderr
    assert len(refused.output.strip().splitlines()) == 1, refused.output
    assert not (tmp_path / "x.sqlite3").exists()  # a server that cannot listen makes no database
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if the web extra were not installed
    refused = run("serve", "--port", str(free_port()), "--db", str(tmp_path / "x.sqlite3"))
    assert refused.exit_code == 1
    assert "pip install 'luoshu[web]'" in refused.stderr
    assert len(refused.output.strip().splitlines()) == 1, refused.output


def test_serve_names_a_device_given_as_its_database(tmp_path: Path) -> None:
    refused = run("serve", "--db", "/dev/zero", "--port", "1")
    assert refused.exit_code == 2
    assert refused.output.strip().splitlines() == [
        "Error: Invalid value for --db: /dev/zero is a device, not a database file"
    ]


def test_serve_class_starts_a_class_and_prints_its_teachers_link(tmp_path: Path) -> None:
    """``luoshu serve --class``: a class made as the server starts, its page's link printed with the teacher's token
    in it (the page keeps it, as a study's report link), the class served by the server that printed it."""
    server = Server(tmp_path, None, "--class")
    try:
        said = re.search(
            r"Class (\w+) started\. Its page, for you alone:\n  (\S+)#teach=(\w+)~(\S+)", server.log.read_text()
        )
        assert said is not None, server.log.read_text()
        code, address, again, token = said.groups()
        assert (address, again) == (f"{server.url}/", code)
        view = server.call("GET", f"/api/classes/{code}", None, token)
        assert view.status_code == 200, view.text
        assert view.json()["students"] == []
        assert view.json()["join"] == []
    finally:
        assert server.stop(signal.SIGINT) == 130
