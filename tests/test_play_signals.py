"""A signal to ``luoshu play`` ends its opponents' processes: a program of the user's lives inside a ``with``
block, and the command ends every process it started, also when luoshu is ended by a signal."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

SIGNALS = [number for number in signal.Signals if number not in (signal.SIGKILL, signal.SIGSTOP)]


def _alive(marker: str) -> str:
    return subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()


def _wait_for(marker: str) -> None:
    deadline = time.monotonic() + 20
    while not _alive(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _alive(marker), f"{marker!r} never started"


@pytest.mark.parametrize("received", [signal.SIGHUP, signal.SIGTERM])
def test_a_signal_to_play_ends_its_opponents_processes(tmp_path: Path, received: signal.Signals) -> None:
    marker = f"sleep 1013 # {tmp_path} {received.name}"
    hang = tmp_path / "hang.sh"
    hang.write_text(f"#!/bin/sh\nread line\nsh -c '{marker}'\n")  # a command line that names the marker
    hang.chmod(0o755)
    luoshu = subprocess.Popen(
        [sys.executable, "-m", "luoshu", "play", "--opponent", f"cmd:{hang}", "--first", "computer"],
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
    time.sleep(0.3)
    assert _alive(marker) == ""
