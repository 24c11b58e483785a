"""A proof's processes end with the command that started them, whatever signal ends it.

``luoshu prove`` is started with two workers, in a session of its own, and once it is searching its process
gets SIGTERM (what ``timeout`` sends), SIGHUP (a closed terminal), SIGINT (Ctrl-C) or SIGKILL; or the whole group
gets SIGTERM, as ``timeout`` sends it. Then every process of the session is looked for (read from /proc, the
kernel's own list), with a bounded wait for them to go: none may be left. A signal it can catch stops the proof
with its checkpoint kept and the conventional exit status.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

WAIT = 60.0
"""Seconds waited for a process to start searching, to end, or for its workers to go: far more than it takes."""
PROVE = ["prove", "--order", "5", "--plies", "9", "--workers", "2"]
"""A proof that takes minutes (no win within 9 plies takes some 500,000 nodes), on two workers."""


def session_processes(session: int) -> dict[int, str]:
    """The processes of a session, by id: their command lines (from /proc)."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as line:
                command = line.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # gone meanwhile
            continue
        state, session_id = fields[0], int(fields[3])
        if session_id == session and state != "Z":  # a zombie has ended: only its parent's wait is left
            found[int(entry)] = command
    return found


def waited_for(condition: object, what: str) -> None:
    """Wait, at most WAIT seconds, until ``condition()`` holds; fail saying ``what`` otherwise."""
    assert callable(condition)
    until = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < until, what
        time.sleep(0.1)


def started(tmp_path: Path) -> tuple[subprocess.Popen[bytes], Path, Path]:
    """``luoshu prove`` searching on its workers, in a session of its own; its stderr's file, its output."""
    out, told = tmp_path / "five.jsonl", tmp_path / "stderr.txt"
    with open(told, "wb") as stderr:
        proving = subprocess.Popen(
            [sys.executable, "-m", "luoshu", *PROVE, "--out", str(out)],
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            start_new_session=True,
        )
    # Searching once it says so (a progress line), with its workers started.
    waited_for(lambda: b"proving" in told.read_bytes() or proving.poll() is not None, "no progress said")
    assert proving.poll() is None, told.read_text()
    workers = {pid for pid in session_processes(proving.pid) if pid != proving.pid}
    assert len(workers) >= 2, session_processes(proving.pid)
    return proving, out, told


def ended(proving: subprocess.Popen[bytes], told: Path, status: int) -> str:
    """What the proof said once it ended with ``status``, every process of its session gone, with no traceback."""
    try:
        assert proving.wait(timeout=WAIT) == status, told.read_text()
    finally:
        if proving.poll() is None:
            proving.kill()
    waited_for(lambda: not session_processes(proving.pid), f"left running: {session_processes(proving.pid)}")
    said = told.read_text()
    assert "Traceback" not in said
    return said


@pytest.mark.parametrize(
    ("name", "status"),
    [("SIGTERM", 143), ("SIGHUP", 129), ("SIGINT", 130), ("SIGKILL", -9)],
)
def test_no_process_outlives_the_proof_whatever_signal_ends_it(tmp_path: Path, name: str, status: int) -> None:
    proving, out, told = started(tmp_path)
    os.kill(proving.pid, getattr(signal, name))
    said = ended(proving, told, status)
    checkpoint = Path(str(out) + ".checkpoint")
    if name == "SIGKILL":
        return  # no time to say anything or keep anything
    assert "stopped by " + name in said if name != "SIGINT" else "interrupted" in said, said
    kept = json.loads(checkpoint.read_text())
    assert kept["checkpoint"] == 1
    assert "digest" in kept
    assert not out.exists()
    if name == "SIGTERM":  # the same command takes it up (and stops at once, at a budget)
        again = subprocess.run(
            [sys.executable, "-m", "luoshu", *PROVE, "--out", str(out), "--budget", "1000"],
            capture_output=True,
            text=True,
            timeout=WAIT,
            check=False,
        )
        assert again.returncode == 1, again.stderr
        assert "not proved within the budget of 1,000 nodes" in again.stderr, again.stderr


def test_a_signal_to_the_whole_group_stops_the_proof_once(tmp_path: Path) -> None:
    # ``timeout`` sends SIGTERM to the command, then to its whole group: the workers leave it to the proof.
    proving, out, told = started(tmp_path)
    os.killpg(proving.pid, signal.SIGTERM)
    said = ended(proving, told, 143)
    assert "stopped by SIGTERM" in said, said
    assert json.loads(Path(str(out) + ".checkpoint").read_text())["checkpoint"] == 1
