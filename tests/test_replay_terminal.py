"""A finished game's value history stepped through pick by pick in a real terminal (``explore replay --step`` in
tmux): on and back by keys."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from history_games import SAID, x_value


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux")
def test_the_terminal_steps_on_and_back_by_keys_in_tmux(tmp_path: Path) -> None:
    session = f"luoshu-steps-{os.getpid()}"
    command = f"{sys.executable} -m luoshu explore replay 5 1 4 6 3 7 2 --step; sleep 30"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "40", command], check=True)
    try:

        def screen() -> str:
            return subprocess.run(
                ["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True, check=True
            ).stdout

        def running() -> str:
            """The command the pane runs now: luoshu, then the shell's sleep once luoshu has ended."""
            return subprocess.run(
                ["tmux", "display-message", "-p", "-t", session, "#{pane_current_command}"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()

        def shows(text: str) -> str:
            deadline = time.monotonic() + 20
            while text not in screen():
                assert time.monotonic() < deadline, screen()
                time.sleep(0.1)
            return screen()

        first = shows("Pick 1 of 7")
        assert "The value for X now: a draw." in first
        for key, expected in (
            ("n", "Pick 2 of 7"),
            ("Space", "Pick 3 of 7"),
            ("p", "Pick 2 of 7"),
            ("Right", "Pick 3 of 7"),
        ):
            subprocess.run(["tmux", "send-keys", "-t", session, key], check=True)
            shown = shows(expected)
            ply = int(expected.split()[1])
            outcome, plies = x_value([5, 1, 4, 6, 3, 7, 2][:ply])
            assert f"The value for X now: {SAID[outcome].format(plies=plies)}." in shown
            assert len(re.findall(r"Pick \d of 7", shown)) == 1  # one pick on the screen at a time
        subprocess.run(["tmux", "send-keys", "-t", session, "q"], check=True)
        deadline = time.monotonic() + 20
        while running() != "sleep":  # luoshu has ended: the shell's sleep holds the pane
            assert time.monotonic() < deadline, running()
            time.sleep(0.05)
        assert "Pick 3 of 7" in screen()  # q stopped where it was
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], check=False)


# On the page's server ---------------------------------------------------------------------------------------
