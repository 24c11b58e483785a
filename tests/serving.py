"""Running ``luoshu serve`` in the tests: a real server on a free port of 127.0.0.1, in a process of its own; and
the web face in the tests' own process (``InProcess``), for what needs no server of its own."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, MutableMapping
from pathlib import Path
from typing import Any

import httpx

HOST = "127.0.0.1"
HTTP = httpx.Client(timeout=60, limits=httpx.Limits(max_keepalive_connections=0))
"""The client of every request the tests make of a real server. ``httpx.get`` and its kind make a client for each
request, and with it an SSL context: a thirtieth of a second of a core, each time. A new connection for each
request still, as theirs were: none is kept open to a server that a test stops, kills or starts again."""


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
                HTTP.get(self.url + "/", timeout=1)
                break
            except httpx.TransportError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("the server did not start: " + self.log.read_text()) from None
                time.sleep(0.05)

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> httpx.Response:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        return HTTP.request(method, self.url + path, json=body, headers=headers)

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
    client in this process, or an httpx client of a server) reads them now."""
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


class InProcess(httpx.Client):
    """The web face in this process, each request run to its end on an event loop of the calling thread.

    What Starlette's test client does, without the second thread it runs the application on: each of its requests
    crosses to that thread and back, a few milliseconds of a core each, which a test of a thousand requests feels.
    The application opens as the client does and closes with it (its lifespan). Its requests come from no address
    of this machine, as the test client's do (``testclient``): the limits on one device hold. One thread at a time
    (the loop is the caller's): a test whose requests wait on each other uses Starlette's test client."""

    def __init__(self, app: Any, address: tuple[str, int] = ("testclient", 50000)) -> None:
        self._loop = asyncio.new_event_loop()
        self._inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._outbox: asyncio.Queue[MutableMapping[str, Any]] = asyncio.Queue()
        scope = {"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}
        self._lifespan = self._loop.create_task(app(scope, self._inbox.get, self._outbox.put))
        self._said("lifespan.startup")
        super().__init__(
            transport=_OnLoop(self._loop, app, address),
            base_url="http://testserver",
            follow_redirects=True,  # as the test client does
        )

    def _said(self, asked: str) -> None:
        """Ask the application's lifespan to start or stop, and wait until it has."""
        self._inbox.put_nowait({"type": asked})
        answer = self._loop.run_until_complete(self._outbox.get())
        assert answer["type"] == f"{asked}.complete", answer

    def close(self) -> None:
        super().close()
        if not self._loop.is_closed():
            self._said("lifespan.shutdown")
            self._loop.run_until_complete(self._lifespan)
            self._loop.close()

    def __exit__(self, *exception: Any) -> None:
        self.close()


class _OnLoop(httpx.BaseTransport):
    """A request to the application, run on ``loop`` until its whole answer is read: what httpx's ASGITransport
    does, less its looking for trio at every request (a search of the import path for a module not installed)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, app: Any, address: tuple[str, int]) -> None:
        self.loop, self.app, self.address = loop, app, address

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        body = request.read()
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": request.method,
            "headers": [(key.lower(), value) for key, value in request.headers.raw],
            "scheme": request.url.scheme,
            "path": request.url.path,
            "raw_path": request.url.raw_path.split(b"?")[0],
            "query_string": request.url.query,
            "server": (request.url.host, request.url.port),
            "client": self.address,
            "root_path": "",
        }
        status: list[int] = []
        headers: list[tuple[bytes, bytes]] = []
        parts: list[bytes] = []

        async def answered() -> None:
            whole = asyncio.Event()
            received = False

            async def receive() -> dict[str, Any]:
                nonlocal received
                if received:  # the body was read: the client stays until the answer is whole
                    await whole.wait()
                    return {"type": "http.disconnect"}
                received = True
                return {"type": "http.request", "body": body, "more_body": False}

            async def send(message: MutableMapping[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    status.append(message["status"])
                    headers.extend(message.get("headers", []))
                elif message["type"] == "http.response.body":
                    if request.method != "HEAD":
                        parts.append(message.get("body", b""))
                    if not message.get("more_body", False):
                        whole.set()

            await self.app(scope, receive, send)

        self.loop.run_until_complete(answered())
        assert status, "the application answered nothing"
        return httpx.Response(status[0], headers=headers, content=b"".join(parts))


def in_process(folder: Path) -> Iterator[InProcess]:
    """The web face in this process (``InProcess``) on a database of its own in ``folder``, for a test's fixture."""
    from luoshu.web.app import make_app

    with InProcess(make_app(str(folder / "games.sqlite3"))) as client:
        yield client
