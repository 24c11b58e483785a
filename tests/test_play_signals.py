"""A signal to a command that runs a program of the user's as a player ends the program's processes: the program
lives inside a ``with`` block (``luoshu.cli.players.ended``, around every such command), and the command ends every
process it started, also when luoshu is ended by a signal. Each signal once, each with its own command: SIGHUP (a
terminal closed) to ``play``, SIGTERM (``kill``, ``timeout``) to ``match``; and SIGKILL (``kill -9``), which lets
luoshu end nothing, to ``learn check``, whose ``python:`` runner then ends itself.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


def _alive(marker: str) -> str:
    return subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()


def _wait_for(marker: str) -> None:
    deadline = time.monotonic() + 20
    while not _alive(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _alive(marker), f"{marker!r} never started"


@pytest.mark.parametrize(
    ("command", "received"),
    [
        (["play", "--first", "computer", "--opponent"], signal.SIGHUP),
        (["match", "random", "--move-time", "60"], signal.SIGTERM),
    ],
    ids=["play SIGHUP", "match SIGTERM"],
)
def test_a_signal_ends_the_players_processes(tmp_path: Path, command: list[str], received: signal.Signals) -> None:
    marker = f"sleep 1013 # {tmp_path} {received.name}"
    hang = tmp_path / "hang.sh"
    hang.write_text(f"#!/bin/sh\nread line\nsh -c '{marker}'\n")  # a command line that names the marker
    hang.chmod(0o755)
    # The program is the opponent of play (which moves first), the first player of match.
    player = f"cmd:{hang}"
    args = [*command, player] if command[0] == "play" else [command[0], player, *command[1:]]
    luoshu = subprocess.Popen(
        [sys.executable, "-m", "luoshu", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(marker)
        luoshu.send_signal(received)
        assert luoshu.wait(timeout=20) == 128 + received
    finally:
        luoshu.kill()
        luoshu.wait()
    deadline = time.monotonic() + 10  # killed a moment ago: gone at once, or soon
    while _alive(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _alive(marker) == ""


@pytest.mark.parametrize("when", ["at its start", "in choose"])
def test_kill_9_of_luoshu_ends_a_python_players_runner(tmp_path: Path, when: str) -> None:
    """A ``python:`` module whose ``choose`` never returns, checked by ``learn check``; luoshu killed with SIGKILL,
    as soon as the runner is started or once it is in ``choose``: the runner sees its parent gone and ends
    (luoshu.cli.lifetime), the module's endless loop with it."""
    stuck = tmp_path / "stuck_for_ever.py"
    stuck.write_text("def choose(position):\n    open(__file__ + '.in', 'w').close()\n    while True:\n        pass\n")
    marker = f"luoshu.cli.pybot {stuck}"  # the runner's command line, not luoshu's
    luoshu = subprocess.Popen(
        [sys.executable, "-m", "luoshu", "learn", "check", str(stuck), "--move-time", "60", "--target", "15"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(marker)
        if when == "in choose":
            deadline = time.monotonic() + 20
            while not Path(f"{stuck}.in").exists() and time.monotonic() < deadline:
                time.sleep(0.02)
            assert Path(f"{stuck}.in").exists()
        luoshu.kill()
        assert luoshu.wait(timeout=20) == -signal.SIGKILL
    finally:
        luoshu.kill()
        luoshu.wait()
    deadline = time.monotonic() + 10  # it looks twice a second
    while _alive(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _alive(marker) == ""
