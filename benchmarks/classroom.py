"""A class of thirty against a real ``luoshu serve`` on 127.0.0.1: one device presses hints on a 16-number game
throughout, while the other 29 play as a class does; afterwards the server is stopped, started again on its
database, and every game of the class is read back.

Every student is a device of its own: a keep-alive connection for its requests and an event stream for the game
on show, as the page keeps one (standard library only: asyncio streams, so that the client costs the shared
machine as little as it can).

- The hinter plays misère on the order-4 game against the computer (16 numbers: searches too big for the
  server's budget) and presses Hint four times at once, then Why?, over and over, a move now and then.
- 25 students play whole games, thinking 0.5 to 2 seconds before each move: every dress, every level of the
  computer but the lessons' players, either side first; now and then a hint, an explanation or an undo.
- 2 students play against the lessons' own players (``lesson:2`` and ``lesson:4``, plain minimax: their own moves
  take seconds), the computer opening each game.
- 2 students play rounds of puzzles, Next after each answer.

Reported: the latency of the other students' moves (the pick, the computer's reply, both stored) at the 50th and
99th percentile and the most, apart from the moves against the lessons' players, whose own search is the
time they take; the latency of new games, next puzzles and the hinter's presses by status; every error (a 5xx,
or an answer no student should get); the tracebacks in the server's log; and how many of the class's games read
back after the restart, with their saves.

    python benchmarks/classroom.py [--seconds 1200] [--students 30]

Timings measure the machine as it is: on a machine shared with other work they are noisy, and only a quiet
machine's say what the server does.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from load import HOST, THINK, Connection, free_port, started, stopped

TARGET_P99_MS = 300.0
"""The other devices' moves, at the 99th percentile, while one device presses hints on a 16-number game."""
HINTER_RULES = {"order": 4, "misere": True}
"""The hinter's game: misère on the order-4 game, whose hints are too big for the server's budget for most of it."""
DRESSES = ("fifteen", "grid", "jam", "words", "product")
LEVELS = ("perfect", "casual", "random", "skill:0.7", "menace")
LESSON_LEVELS = ("lesson:2", "lesson:4")
PRESS_PAUSE = 0.3
"""Seconds between the hinter's bursts of presses: a person pressing as fast as a hand can."""


@dataclass
class Figures:
    """What the class measured, in seconds."""

    moves: list[float] = field(default_factory=list)  # the other students' moves, against quick players
    by_level: dict[str, list[float]] = field(default_factory=dict)  # the same, by the computer's level
    lesson_moves: list[float] = field(default_factory=list)  # moves against the lessons' players
    creates: list[float] = field(default_factory=list)
    lesson_creates: list[float] = field(default_factory=list)  # new games the lessons' players open
    nexts: list[float] = field(default_factory=list)
    asks: list[float] = field(default_factory=list)  # the other students' hints, explanations and undos
    presses: dict[int, list[float]] = field(default_factory=dict)  # the hinter's, by status
    errors: list[str] = field(default_factory=list)
    games: set[str] = field(default_factory=set)
    events: int = 0

    def error(self, what: str, status: int, answer: Any) -> None:
        self.errors.append(f"{what}: {status} {str(answer)[:200]}")


async def timed(
    connection: Connection, method: str, path: str, body: Any = None, token: str | None = None
) -> tuple[int, Any, float]:
    start = time.perf_counter()
    status, answer = await connection.call(method, path, body, token)
    return status, answer, time.perf_counter() - start


async def watch(port: int, game: str, figures: Figures) -> None:
    """The game's event stream, read as the page reads it, until cancelled."""
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(f"GET /api/games/{game}/events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        await writer.drain()
        while line := await reader.readline():
            if line.startswith(b"data: "):
                figures.events += 1
    finally:
        writer.close()


class Device:
    """A student's device: its connection, the game on show and its event stream."""

    def __init__(self, port: int, connection: Connection, figures: Figures) -> None:
        self.port, self.connection, self.figures = port, connection, figures
        self.watching: asyncio.Task[None] | None = None

    def show(self, game: str) -> None:
        if self.watching is not None:
            self.watching.cancel()
        self.watching = asyncio.ensure_future(watch(self.port, game, self.figures))
        self.figures.games.add(game)

    def close(self) -> None:
        if self.watching is not None:
            self.watching.cancel()
        self.connection.close()


async def play(
    device: Device, made: dict[str, Any], rng: random.Random, deadline: float, lesson: bool, think: tuple[float, float]
) -> None:
    """The game ``made`` to its end (or the class's), thinking ``think`` seconds before each move; a hint, a why or
    an undo now and then."""
    figures, connection = device.figures, device.connection
    game, token, path = made["game"], made["token"], f"/api/games/{made['id']}"
    while not game["over"] and time.monotonic() < deadline:
        await asyncio.sleep(rng.uniform(*think))
        if not lesson and rng.random() < 0.15:
            ask = rng.choice(["hints", "why", "undo"])
            if ask == "undo":
                status, answer, seconds = await timed(connection, "POST", path + "/undo", {}, token)
                ok = status in (200, 409)  # 409: nothing of this seat's to take back yet
            else:
                status, answer, seconds = await timed(connection, "GET", f"{path}/{ask}")
                ok = status == 200 or (ask == "why" and status == 409)  # why before any pick
            figures.asks.append(seconds)
            if not ok:
                figures.error(ask, status, answer)
            if ask == "undo" and status == 200:
                game = answer["game"]
            continue
        free = [n for n in range(1, len(made["board"]["tiles"]) + 1) if n not in game["picks"]]
        move = {"pick": rng.choice(free), "picks": game["picks"]}
        status, answer, seconds = await timed(connection, "POST", path + "/moves", move, token)
        (figures.lesson_moves if lesson else figures.moves).append(seconds)
        figures.by_level.setdefault(str(game["computer_level"]), []).append(seconds)
        if status != 200:
            figures.error("move", status, answer)
            return
        game = answer["game"]
    if game["over"]:
        status, answer, _ = await timed(connection, "GET", path + "/save")
        if status != 200:
            figures.error("save", status, answer)


async def student(
    port: int, number: int, deadline: float, figures: Figures, lesson: bool = False, think: tuple[float, float] = THINK
) -> None:
    """A student who plays whole games as a class does, in every dress and at every quick level; or (``lesson``)
    against a lesson's own player, the computer opening each game."""
    rng = random.Random(number)
    device = Device(port, await Connection.open(port), figures)
    creates = figures.lesson_creates if lesson else figures.creates
    try:
        while time.monotonic() < deadline:
            if lesson:
                asked = {"level": LESSON_LEVELS[number % len(LESSON_LEVELS)], "first": "computer"}
            else:
                asked = {
                    "dress": rng.choice(DRESSES),
                    "level": rng.choice(LEVELS),
                    "first": rng.choice(["human", "computer"]),
                }
            status, made, seconds = await timed(device.connection, "POST", "/api/games", asked)
            creates.append(seconds)
            if status != 201:
                figures.error(f"create {asked}", status, made)
                await asyncio.sleep(1)
                continue
            device.show(made["id"])
            await play(device, made, rng, deadline, lesson, think)
    finally:
        device.close()


async def puzzler(
    port: int, number: int, deadline: float, figures: Figures, think: tuple[float, float] = THINK
) -> None:
    """A student who plays rounds of puzzles: an answer, then Next."""
    rng = random.Random(number)
    device = Device(port, await Connection.open(port), figures)
    try:
        asked = {"puzzle": rng.choice(["easy", "medium", "hard"]), "dress": rng.choice(DRESSES)}
        status, made, seconds = await timed(device.connection, "POST", "/api/games", asked)
        figures.creates.append(seconds)
        if status != 201:
            figures.error(f"create {asked}", status, made)
            return
        while time.monotonic() < deadline:
            device.show(made["id"])
            await asyncio.sleep(rng.uniform(*think))
            game, path = made["game"], f"/api/games/{made['id']}"
            free = [n for n in range(1, len(made["board"]["tiles"]) + 1) if n not in game["picks"]]
            move = {"pick": rng.choice(free), "picks": game["picks"]}
            status, answer, seconds = await timed(device.connection, "POST", path + "/moves", move, made["token"])
            figures.moves.append(seconds)
            if status != 200:
                figures.error("puzzle answer", status, answer)
                return
            await asyncio.sleep(rng.uniform(*think))
            status, answer, seconds = await timed(device.connection, "POST", path + "/next", {}, made["token"])
            figures.nexts.append(seconds)
            if status != 201:
                figures.error("next puzzle", status, answer)
                return
            made = answer
    finally:
        device.close()


async def hinter(port: int, deadline: float, figures: Figures) -> None:
    """The device that presses Hint four times at once, then Why?, over and over, on misère's order-4 game; a
    move every fifth burst, a new game at the end of one."""
    rng = random.Random(-1)
    connections = [await Connection.open(port) for _ in range(5)]  # four for Hint, one for Why?
    device = Device(port, connections[0], figures)
    try:
        while time.monotonic() < deadline:
            status, made, _ = await timed(device.connection, "POST", "/api/games", {"rules": HINTER_RULES})
            if status != 201:
                figures.error("hinter's game", status, made)
                return
            device.show(made["id"])
            game, path, burst = made["game"], f"/api/games/{made['id']}", 0
            while not game["over"] and time.monotonic() < deadline:
                presses = [timed(each, "GET", path + "/hints") for each in connections[:4]]
                presses.append(timed(connections[4], "GET", path + "/why"))
                for status, answer, seconds in await asyncio.gather(*presses):
                    figures.presses.setdefault(status, []).append(seconds)
                    if status >= 500:
                        figures.error("hinter", status, answer)
                burst += 1
                await asyncio.sleep(PRESS_PAUSE)
                if burst % 5 == 0:
                    free = [n for n in range(1, 17) if n not in game["picks"]]
                    move = {"pick": rng.choice(free), "picks": game["picks"]}
                    status, answer, _ = await timed(device.connection, "POST", path + "/moves", move, made["token"])
                    if status != 200:
                        figures.error("hinter's move", status, answer)
                        break
                    game = answer["game"]
    finally:
        device.close()
        for each in connections[1:]:
            each.close()


async def class_of(port: int, students: int, seconds: float, think: tuple[float, float] = THINK) -> Figures:
    figures = Figures()
    deadline = time.monotonic() + seconds
    lessons, puzzlers = 2, 2
    plain = max(0, students - 1 - lessons - puzzlers)
    await asyncio.gather(
        hinter(port, deadline, figures),
        *(student(port, n, deadline, figures, think=think) for n in range(plain)),
        *(student(port, plain + n, deadline, figures, lesson=True, think=think) for n in range(lessons)),
        *(puzzler(port, plain + lessons + n, deadline, figures, think) for n in range(puzzlers)),
    )
    return figures


async def read_back(port: int, games: set[str]) -> list[str]:
    """Every game of the class, read again with its save after the restart: what failed."""
    connection = await Connection.open(port)
    failed = []
    try:
        for game in sorted(games):
            for path in (f"/api/games/{game}", f"/api/games/{game}/save"):
                status, answer = await connection.call("GET", path)
                if status != 200:
                    failed.append(f"{path}: {status} {str(answer)[:200]}")
    finally:
        connection.close()
    return failed


def percentiles(seconds: list[float]) -> dict[str, Any]:
    if not seconds:
        return {"count": 0}
    ordered = sorted(seconds)
    return {
        "count": len(ordered),
        "p50_ms": round(statistics.median(ordered) * 1e3, 1),
        "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1e3, 1),
        "max_ms": round(ordered[-1] * 1e3, 1),
    }


def measure(seconds: float, students: int, think: tuple[float, float] = THINK) -> dict[str, Any]:
    """Start a server of the installed luoshu, hold the class (its students thinking ``think`` seconds before a
    move), restart it, read every game back; the figures."""
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        return {"skipped": "the web extra is not installed: pip install '.[web]'"}
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "class.sqlite3")
        port = free_port()
        server = started(port, db, folder)
        if server is None:
            return {"skipped": "the server did not start"}
        try:
            start = time.perf_counter()
            figures = asyncio.run(class_of(port, students, seconds, think))
            wall = time.perf_counter() - start
        finally:
            log = stopped(server)
        again = started(port, db, folder)
        if again is None:
            return {"skipped": "the server did not start again"}
        try:
            failed = asyncio.run(read_back(port, figures.games))
        finally:
            log += stopped(again)
    moves = percentiles(figures.moves)
    return {
        "students": students,
        "seconds": round(wall, 1),
        "cpus": os.cpu_count(),
        "moves": moves,
        "target_p99_ms": TARGET_P99_MS,
        "met": bool(moves.get("p99_ms", 0) <= TARGET_P99_MS and not figures.errors and not failed)
        and "Traceback" not in log,
        "lesson_moves": percentiles(figures.lesson_moves),
        "moves_by_level": {level: percentiles(times) for level, times in sorted(figures.by_level.items())},
        "new_games": percentiles(figures.creates),
        "lesson_openings": percentiles(figures.lesson_creates),
        "next_puzzles": percentiles(figures.nexts),
        "asks": percentiles(figures.asks),
        "hinter": {str(status): percentiles(times) for status, times in sorted(figures.presses.items())},
        "events": figures.events,
        "errors": figures.errors[:10],
        "error_count": len(figures.errors),
        "statuses_5xx": sum(len(t) for s, t in figures.presses.items() if s >= 500),
        "server_tracebacks": log.count("Traceback"),
        "server_errors": [line for line in log.splitlines() if "internal error" in line.lower()][:5],
        "games": len(figures.games),
        "games_not_read_back": len(failed),
        "not_read_back": failed[:5],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1200, help="how long the class plays (default 1200)")
    parser.add_argument("--students", type=int, default=30, help="devices, the hinter among them (default 30)")
    args = parser.parse_args()
    print(json.dumps(measure(args.seconds, args.students), indent=2))


if __name__ == "__main__":
    main()
