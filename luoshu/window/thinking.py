"""The computer thinking on a thread of its own, so that the window answers while it does (a big game's move can
take seconds): its pick is played back on the window's thread, and only if the game has not changed meanwhile."""

from __future__ import annotations

import contextvars
import threading

from ..session import Session

__all__ = ["Thinking"]


class Thinking(threading.Thread):
    """The computer choosing its pick for one position of one session, away from the window's own thread."""

    def __init__(self, session: Session, started: float) -> None:
        super().__init__(daemon=True)  # a window closed while the computer thinks does not wait for it
        self.session, self.position, self.started = session, session.position, started
        self.pick: int | None = None
        self.error: str | None = None
        self._context = contextvars.copy_context()  # a thread starts with none: it speaks the window's language

    def run(self) -> None:
        self._context.run(self._think)

    def _think(self) -> None:
        try:
            self.pick = self.session.computer_choice(self.position)
        except Exception as error:  # said on the status line (out of memory, say); the window goes on
            self.error = str(error) or type(error).__name__
