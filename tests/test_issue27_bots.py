"""Issue 27, the bots: a program of the user's lives inside a ``with`` block, as python-chess runs its engines;
making one installs nothing process-wide (no exit hook, no signal handler), and the commands still end every
process it started, also when luoshu is ended by a signal."""

from __future__ import annotations

import atexit
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from running import run

from luoshu.cli.outside import command_bot, python_bot
from luoshu.rules import Position

SIGNALS = [number for number in signal.Signals if number not in (signal.SIGKILL, signal.SIGSTOP)]


def _handlers() -> dict[signal.Signals, Any]:
    return {number: signal.getsignal(number) for number in SIGNALS}


def _alive(marker: str) -> str:
    return subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()


def _wait_for(marker: str) -> None:
    deadline = time.monotonic() + 20
    while not _alive(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _alive(marker), f"{marker!r} never started"


def test_making_a_bot_installs_no_exit_hook_and_no_signal_handler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hooks: list[object] = []
    monkeypatch.setattr(atexit, "register", lambda function, *args, **kwargs: hooks.append(function))
    bot_file = tmp_path / "bot.py"
    bot_file.write_text("def choose(position):\n    return min(position.free)\n")
    before = _handlers()
    bots = [command_bot(f"{sys.executable} -c pass", 1.0), python_bot(str(bot_file), 1.0)]
    assert hooks == []
    assert _handlers() == before
    with bots[1] as bot:  # asked for a pick, it starts its process: still nothing process-wide
        assert bot.choose(Position()) == 1
    assert hooks == []
    assert _handlers() == before


def test_the_with_block_ends_the_bot_and_every_process_it_started(tmp_path: Path) -> None:
    marker = f"sleep 1011 # {tmp_path}"
    bot_file = tmp_path / "bot.py"
    bot_file.write_text(
        f"import subprocess\nsubprocess.Popen(['sh', '-c', {marker!r}])\n"
        "def choose(position):\n    return min(position.free)\n"
    )
    with python_bot(str(bot_file), 5.0) as bot:
        assert bot.choose(Position()) == 1
        assert _alive(marker)
    time.sleep(0.3)
    assert _alive(marker) == ""


def test_a_command_leaves_no_signal_handler_behind(tmp_path: Path) -> None:
    bot_file = tmp_path / "bot.py"
    bot_file.write_text("def choose(position):\n    return min(position.free)\n")
    before = _handlers()
    result = run("match", f"python:{bot_file}", "random", "--games", "2", "--json")
    assert result.exit_code == 0, result.output
    assert _handlers() == before


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
