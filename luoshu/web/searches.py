"""The server's searches, away from its game thread: a few processes of their own that think while every other
game is answered.

A search (the computer's move in a big game or by a lesson's player, the hints and explanations of a big game, a
tree under a move, a puzzle found) takes from a few tenths of a second to a few seconds. Run on the one thread
that changes the games, it would hold every game of the room for that long; run in another thread, it would still
hold the interpreter's lock. So each runs in a process of the pool (``Searches``), at a lower priority than the
server's own, so that on a machine of two cores the server answers the class first; the game thread only hands
it a game's save and reads back what it found (``luoshu.web.games``: ``Pending``).

The pool's processes are forked from a clean server of processes (``forkserver``), never from the server with its
threads, and each ends when the server does, however it ended: Ctrl-C, ``kill``, ``kill -9``.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from ..words.language import speaking

__all__ = ["SEARCHERS", "Searches", "in_language"]

T = TypeVar("T")

SEARCHERS = max(4, min(16, 4 * (os.cpu_count() or 1)))
"""Processes that search at once: four times the cores (eight on a machine of two), so that a search seldom waits
for another game's to end: the searches share the cores instead, and a short one (MENACE's pick) is done in its
share while a long one (a lesson's player, a big game's hints) goes on. Beyond them a search waits for one to
finish."""
_QUIET_TRACKER = "ignore:resource_tracker:UserWarning"
"""A warnings filter (as ``-W`` takes it) for the resource tracker's note of what it cleaned up."""
TASKS = 200
"""Searches a process makes before another takes its place: what its searches keep (the positions of every game
it searched) is let go now and then."""
NICENESS = 10
"""How much lower the searches' priority is than the server's: the class's moves and pages come first."""
WATCH_SECONDS = 1.0
"""How often a search process looks whether the server is still there."""


def in_language(language: str, work: Callable[..., T], *args: Any) -> T:
    """``work(*args)`` in ``language``: a search process says its sentences in the language of the request."""
    with speaking(language):
        return work(*args)


class Searches:
    """The pool of search processes, started when first needed."""

    def __init__(self, processes: int = SEARCHERS) -> None:
        self.processes = processes
        self._pool: ProcessPoolExecutor | None = None

    def _started(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # The pool's semaphores are watched by multiprocessing's resource tracker, a process of its own: after a
            # kill -9 of the server it cleans them up and warns of them on the server's terminal, noise to whoever
            # ran luoshu serve. It is started with the interpreter's -W options, so this one silences it there.
            if _QUIET_TRACKER not in sys.warnoptions:
                sys.warnoptions.append(_QUIET_TRACKER)
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["luoshu.web.games"])  # each search process starts with it loaded
            self._pool = ProcessPoolExecutor(
                self.processes,
                mp_context=context,
                initializer=_searching,
                initargs=(os.getpid(),),
                max_tasks_per_child=TASKS,
            )
        return self._pool

    async def run(self, work: Callable[[], T]) -> T:
        """What ``work`` (a function the pool can send: a ``functools.partial`` of a module's function) returns,
        found in a search process; the event loop and the game thread go on meanwhile. A pool that broke (a
        process killed from outside) is started again for the next search, and this one raises."""
        pool = self._started()
        try:
            return await asyncio.wrap_future(pool.submit(work))
        except BrokenProcessPool:
            if self._pool is pool:
                self._pool = None
                pool.shutdown(wait=False, cancel_futures=True)
            raise

    def stop(self) -> None:
        """End every search process now: a search under way is not waited for (its request is answered by the
        server's stopping)."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list(getattr(pool, "_processes", {}).values())  # the pool names no public way to end them
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.kill()
        for process in processes:
            with contextlib.suppress(OSError, ValueError, AttributeError, AssertionError):
                process.join(5)


def _searching(server: int) -> None:
    """A search process's start: a lower priority than the server's, Ctrl-C left to the server (which ends the
    pool), and an end of its own once the server is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(OSError):
        os.nice(NICENESS)
    threading.Thread(target=_watch, args=(server,), name="luoshu-server-watch", daemon=True).start()


def _watch(server: int) -> None:
    """End this process once the server that started it has ended (even by ``kill -9``, which lets it clean
    nothing up): a search process never outlives the server."""
    parent = os.getppid()
    while True:
        time.sleep(WATCH_SECONDS)
        if os.getppid() != parent or not _alive(server):
            os._exit(0)


def _alive(process: int) -> bool:
    try:
        os.kill(process, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
