"""Running ``luoshu serve`` in the tests: a real server on a free port of 127.0.0.1, in a process of its own."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


class Server:
    """``luoshu serve`` on a free port of 127.0.0.1, its database and log in ``folder``."""

    def __init__(self, folder: Path, port: int | None = None, *extra: str, prelude: str = "") -> None:
        """``prelude``, Python run before the command line (``luoshu.cli.main``), may set a bound of the server's to
        what a test can wait for: ``"import luoshu.cli.serve as s; s.HEADER_SECONDS = 2"``."""
        self.folder, self.port = folder, port or free_port()
        self.db = folder / "games.sqlite3"
        self.log = folder / f"server-{self.port}-{time.monotonic_ns()}.log"
        self.url = f"http://{HOST}:{self.port}"
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                [*_luoshu(prelude), "serve", "--port", str(self.port), "--db", str(self.db), *extra],
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(self.url + "/", timeout=1)
                break
            except httpx.TransportError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("the server did not start: " + self.log.read_text()) from None
                time.sleep(0.05)

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> httpx.Response:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        return httpx.request(method, self.url + path, json=body, headers=headers, timeout=60)

    def picks(self, game: str) -> list[int]:
        """The game's picks so far, as the server says them now: what a move names as its position."""
        picks: list[int] = self.call("GET", f"/api/games/{game}").json()["game"]["picks"]
        return picks

    def stop(self, how: int = signal.SIGINT) -> int:
        self.process.send_signal(how)
        return self.process.wait(timeout=20)


def _luoshu(prelude: str) -> list[str]:
    """The command that runs luoshu's command line, after ``prelude`` if there is one."""
    if not prelude:
        return [sys.executable, "-m", "luoshu"]
    return [sys.executable, "-c", f"{prelude}\nfrom luoshu.cli import main\nmain()"]


def with_picks(client: Any, game: str, move: dict[str, Any]) -> dict[str, Any]:
    """``move`` as the page sends it, naming the position it is for: the game's picks so far, as ``client`` (a
    TestClient, or an httpx client of a server) reads them now."""
    return {**move, "picks": client.get(f"/api/games/{game}").json()["game"]["picks"]}


def serving(folder: Path) -> Iterator[Server]:
    """A server for a test's fixture; afterwards it is stopped (if a test left it running) and its log holds no
    traceback."""
    running = Server(folder)
    yield running
    if running.process.poll() is None:
        running.stop()
    log = running.log.read_text()
    assert "Traceback" not in log, log[log.index("Traceback") :][-3000:]
