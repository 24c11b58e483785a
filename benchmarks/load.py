"""The web face under load: many games at once, each played to its end against the computer by an async client,
against a real ``luoshu serve`` on 127.0.0.1 in a process of its own.

Each game is one keep-alive connection of its own, driven by asyncio streams (standard library only, so that the
client costs the shared machine as little as it can). Two runs: players who think between moves (0.5 to 2
seconds, as a class does: the load a classroom makes), and players who answer as soon as the computer has, so
that every game always has a request waiting (the most the server can do: its moves per second). Reported for
each: moves per second over the whole run, the latency of a move against the computer (the player's pick, the
computer's reply, both stored in SQLite before the answer) at the 50th and 99th percentile, and the errors.

    python benchmarks/load.py [--games 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"
THINK = (0.5, 2.0)
"""Seconds a player thinks before a move, at least and at most."""
TARGET_P99_MS = 100.0


IDLE_SECONDS = 4.0
"""How long a connection may rest before it is opened again: the server closes one idle for 5 seconds."""


class Connection:
    """One keep-alive HTTP/1.1 connection to the server, opened again after a rest the server would end."""

    def __init__(self, port: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.port, self.reader, self.writer = port, reader, writer
        self.used = time.monotonic()

    @classmethod
    async def open(cls, port: int) -> Connection:
        reader, writer = await asyncio.open_connection(HOST, port)
        return cls(port, reader, writer)

    async def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        if time.monotonic() - self.used > IDLE_SECONDS:
            self.writer.close()
            self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        try:
            return await self._call(method, path, body, token)
        finally:
            self.used = time.monotonic()

    async def _call(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: {len(data)}\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + data)
        await self.writer.drain()
        status_line = await self.reader.readline()
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode("latin-1").partition(":")
            if name.lower() == "content-length":
                length = int(value)
        answer = await self.reader.readexactly(length)
        return int(status_line.split()[1]), json.loads(answer) if answer else None

    def close(self) -> None:
        self.writer.close()


async def play_one(
    port: int, seed: int, latencies: list[float], errors: list[str], think: tuple[float, float] | None
) -> int:
    """One game against the perfect computer, to its end; the number of moves played."""
    rng = random.Random(seed)
    connection = await Connection.open(port)
    try:
        status, made = await connection.call("POST", "/api/games", {"first": rng.choice(["human", "computer"])})
        if status != 201:
            errors.append(f"create: {status}")
            return 0
        game, token, moves = made["game"], made["token"], 0
        while not game["over"]:
            if think is not None:
                await asyncio.sleep(rng.uniform(*think))
            free = [n for n in range(1, 10) if n not in game["picks"]]
            start = time.perf_counter()
            path = f"/api/games/{made['id']}/moves"
            move = {"pick": rng.choice(free), "picks": game["picks"]}  # a move names the position it is for
            status, answer = await connection.call("POST", path, move, token)
            latencies.append(time.perf_counter() - start)
            if status != 200:
                errors.append(f"move: {status} {answer}")
                return moves
            game, moves = answer["game"], moves + 1
        if game["winner"] == made["seat"]:
            errors.append("the computer lost a game")
        return moves
    finally:
        connection.close()


async def load(port: int, games: int, think: tuple[float, float] | None) -> dict[str, Any]:
    latencies: list[float] = []
    errors: list[str] = []
    start = time.perf_counter()
    moves = await asyncio.gather(*(play_one(port, seed, latencies, errors, think) for seed in range(games)))
    wall = time.perf_counter() - start
    ordered = sorted(latencies)
    return {
        "games": games,
        "moves": sum(moves),
        "seconds": wall,
        "moves_per_second": sum(moves) / wall,
        "p50_ms": statistics.median(ordered) * 1e3,
        "p99_ms": ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1e3,
        "errors": errors[:5],
        "error_count": len(errors),
    }


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def started(port: int, db: str, folder: str) -> subprocess.Popen[bytes] | None:
    """``luoshu serve`` of the installed luoshu on ``port`` with the database ``db``, once it answers; None if it
    did not start."""
    script = Path(sys.executable).with_name("luoshu")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "luoshu"]
    server = subprocess.Popen(
        [*command, "serve", "--port", str(port), "--db", db],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=folder,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection((HOST, port)).close()
            return server
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                server.communicate()
                return None
            time.sleep(0.05)


def stopped(server: subprocess.Popen[bytes]) -> str:
    """Stop the server as Ctrl-C does; its log."""
    server.send_signal(signal.SIGINT)
    _, errors = server.communicate(timeout=30)
    return errors.decode("utf-8", "replace")


def measure(games: int = 200, think: tuple[float, float] = THINK) -> dict[str, Any]:
    """Start a server of the installed luoshu, load it (the players who think, ``think`` seconds before each move),
    stop it; the figures (or why there are none)."""
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        return {"skipped": "the web extra is not installed: pip install '.[web]'"}
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = started(port, os.path.join(folder, "load.sqlite3"), folder)
        if server is None:
            return {"skipped": "the server did not start"}
        try:
            figures = {
                "thinking": asyncio.run(load(port, games, think)),
                "no_thinking": asyncio.run(load(port, games, None)),
            }
        finally:
            log = stopped(server)
        figures["server_tracebacks"] = log.count("Traceback")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games at once (default 200)")
    print(json.dumps(measure(parser.parse_args().games), indent=2))


if __name__ == "__main__":
    main()
