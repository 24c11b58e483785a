"""``luoshu serve`` as a real uvicorn on 127.0.0.1, in a process of its own: hostile clients, races, ``kill -9`` and a
restart, Ctrl-C, and a server log with no traceback in it."""

from __future__ import annotations

import json
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

import httpx
from serving import HOST, Server, free_port, serving


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    yield from serving(tmp_path)


def test_ctrl_c_stops_it_cleanly_and_kill_9_loses_no_acknowledged_move(tmp_path: Path) -> None:
    first = Server(tmp_path)
    made = first.call("POST", "/api/games", {}).json()
    for pick in (5, 1):
        answer = first.call(
            "POST", f"/api/games/{made['id']}/moves", {"pick": pick, "picks": first.picks(made["id"])}, made["token"]
        )
        if answer.status_code == 409:  # the number was the computer's reply: any other free one
            free = [n for n in range(1, 10) if n not in answer.json().get("game", {}).get("picks", [])]
            answer = first.call(
                "POST",
                f"/api/games/{made['id']}/moves",
                {"pick": free[0], "picks": first.picks(made["id"])},
                made["token"],
            )
        assert answer.status_code == 200
    acknowledged = answer.json()["game"]["picks"]
    first.process.kill()  # kill -9: no chance to tidy up
    first.process.wait()
    second = Server(tmp_path, first.port)
    assert second.call("GET", f"/api/games/{made['id']}").json()["game"]["picks"] == acknowledged
    free = [n for n in range(1, 10) if n not in acknowledged]
    assert (
        second.call(
            "POST",
            f"/api/games/{made['id']}/moves",
            {"pick": free[0], "picks": second.picks(made["id"])},
            made["token"],
        ).status_code
        == 200
    )
    # A page still watching the game when Ctrl-C comes: its stream ends, and nothing is cut off with a traceback.
    ended = threading.Event()

    def watch() -> None:
        with httpx.stream("GET", f"{second.url}/api/games/{made['id']}/events", timeout=20) as events:
            for _ in events.iter_lines():
                pass
        ended.set()

    threading.Thread(target=watch, daemon=True).start()
    time.sleep(0.5)
    assert second.stop(signal.SIGINT) == 130
    assert ended.wait(5)
    log = second.log.read_text()
    assert "Traceback" not in log
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
        with httpx.stream("GET", f"{server.url}/api/games/{made['id']}/events", timeout=10) as events:
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


def test_a_server_that_stops_does_not_wait_for_slow_bodies(tmp_path: Path) -> None:
    running = Server(tmp_path)
    slow = socket.create_connection((HOST, running.port))
    slow.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
    time.sleep(0.3)
    began = time.monotonic()
    assert running.stop() == 130
    assert time.monotonic() - began < 8
    slow.close()
    assert "Traceback" not in running.log.read_text()


def test_a_body_that_never_ends_is_refused_in_time(tmp_path: Path) -> None:
    # The application with a short body timeout, on a real uvicorn.
    port = free_port()
    code = (
        "import sys, uvicorn; from luoshu.web import app; app.BODY_SECONDS = 1.0; "
        f"uvicorn.run(app.make_app({str(tmp_path / 'g.sqlite3')!r}), host='{HOST}', port={port}, log_level='warning')"
    )
    log = tmp_path / "log"
    with open(log, "wb") as out:
        process = subprocess.Popen([sys.executable, "-c", code], stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection((HOST, port)).close()
                break
            except OSError:
                assert time.monotonic() < deadline, log.read_text()
                assert process.poll() is None, log.read_text()
                time.sleep(0.05)
        with socket.create_connection((HOST, port)) as slow:
            slow.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n")
            slow.sendall(b"Content-Length: 1000\r\n\r\n{")
            slow.settimeout(10)
            began = time.monotonic()
            answer = b""
            while b"seconds to arrive" not in answer and time.monotonic() - began < 5:
                answer += slow.recv(4000)
            assert answer.startswith(b"HTTP/1.1 408")
            assert b"seconds to arrive" in answer
            assert time.monotonic() - began < 8
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
    assert "Traceback" not in log.read_text()


def test_the_database_is_its_own_and_nothing_else_is_touched(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE accounts (name TEXT)")
    saved = other.read_bytes()
    for path, said in ((notes, "not a SQLite database"), (other, "a database of something else"), (tmp_path, "folder")):
        done = subprocess.run(
            [sys.executable, "-m", "luoshu", "serve", "--db", str(path), "--port", str(free_port())],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert done.returncode == 2
        assert said in done.stderr
        assert "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert notes.read_text() == "my notes"
    assert other.read_bytes() == saved


def test_a_port_in_use_and_no_web_extra_are_one_line_each(server: Server, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", "serve", "--port", str(server.port), "--db", str(tmp_path / "x.sqlite3")],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 1
    assert f"port {server.port} is in use" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    blocked = (
        "import sys; sys.modules['uvicorn'] = None; from luoshu.cli import main; sys.argv = ['luoshu', 'serve']; main()"
    )
    done = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True, timeout=30)
    assert done.returncode == 1
    assert "pip install 'luoshu[web]'" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr
