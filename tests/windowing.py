"""What the window tests share: opening a window onto a session on the run's virtual screen, and letting Tk work.

The screen itself is the ``display`` fixture in conftest (one per process); the ``window`` fixture there opens
windows with ``opened_windows`` below.
"""

from __future__ import annotations

import gc
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from luoshu.session import Session


def pump(root: Any, until: Callable[[], object], seconds: float = 10) -> None:
    """Let Tk handle events until ``until()`` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the window did not respond in time"
        root.update()
        time.sleep(0.01)


def opened_windows() -> Iterator[Callable[[Session], Any]]:
    """Opens windows onto sessions, shown and laid out; after the test, destroys them and lets go of Tk here."""
    import tkinter

    from luoshu.window import Window
    from luoshu.window.thinking import Thinking

    roots: list[Any] = []

    def open_window(session: Session) -> Any:
        # The pointer starts off the window, so that nothing is lit up by the last test's hovering.
        subprocess.run(["xdotool", "mousemove", "1270", "790"], check=True)
        root = tkinter.Tk()
        roots.append(root)
        shown = Window(session, root)
        pump(root, lambda: root.winfo_viewable() and shown.canvas.winfo_width() > 100)
        return shown

    yield open_window
    for root in roots:
        root.destroy()
    roots.clear()
    # A computer still thinking for a closed window searches on in the background: let it end here, so that it
    # never shares the solver's memory with the tests that follow in this process.
    for thread in threading.enumerate():
        if isinstance(thread, Thinking):
            thread.join()
    # A destroyed window's Tk interpreter must be freed on this thread, the one that made it: left to the garbage
    # collector, it may be freed on a later test's thinking thread, and Tcl aborts the process ("async handler
    # deleted by the wrong thread").
    gc.collect()
