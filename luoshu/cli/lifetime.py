"""Processes luoshu starts that end with the process that started them, however it ends: a ``kill -9`` of luoshu
lets it clean nothing up, so a process of its own (a proof's worker, a ``python:`` player's runner) looks after
itself.

>>> import os
>>> watch_parent(os.getppid(), "luoshu-doctest-watch").daemon
True
"""

from __future__ import annotations

import os
import threading
import time

__all__ = ["PARENT_LOOKED_AT", "watch_parent"]

PARENT_LOOKED_AT = 0.5
"""Seconds between two looks at whether the parent is still there."""


def watch_parent(parent: int, name: str) -> threading.Thread:
    """A thread of this process's own (named ``name``) that ends the process once its parent is no longer
    ``parent``: a process whose parent ends is handed to init or a subreaper, so its parent's id changes. Nothing
    else in the process need cooperate; a daemon thread, it never keeps the process alive."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_LOOKED_AT)
        os._exit(0)

    thread = threading.Thread(target=watch, name=name, daemon=True)
    thread.start()
    return thread
