"""A signal to a command that runs a program of the user's as a player ends the program's processes: the program
lives inside a ``with`` block (``luoshu.cli.players.ended``, around every such command), and the command ends every
process it started, also when luoshu is ended by a signal. Each signal once, each with its own command: SIGHUP (a
terminal closed) to ``play``, SIGTERM (``kill``, ``timeout``) to ``match``.
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
