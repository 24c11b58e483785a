"""``luoshu prove --ray ADDRESS`` where no Ray cluster answers: refused in one line within a bound, and stopped by
Ctrl-C or SIGTERM at any moment of the wait (Ray itself retries for ever, deaf to both).

Each command runs as its own process, waited for within a bound: on the code before, each ran for ever.
"""

from __future__ import annotations

import errno
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

WAIT = 120.0
"""Seconds a command is waited for: minutes more than it takes."""


def free_port() -> int:
    """A port of 127.0.0.1 where nothing listens (one the system just gave out and took back)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture
def silent() -> Iterator[int]:
    """A port of 127.0.0.1 that takes connections and never says a word: no Ray cluster, yet not refused."""
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    listening.listen(64)
    try:
        yield listening.getsockname()[1]
    finally:
        listening.close()


def test_an_address_where_nothing_listens_is_refused_in_one_line() -> None:
    port = free_port()
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", "prove", "--order", "4", "--ray", f"127.0.0.1:{port}"],
        capture_output=True,
        text=True,
        timeout=WAIT,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    said = [line for line in done.stderr.splitlines() if line.startswith("Error")]
    assert said == [f"Error: no Ray cluster at 127.0.0.1:{port}: {os.strerror(errno.ECONNREFUSED)}"], done.stderr


def test_an_address_that_is_no_address_is_refused() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", "prove", "--order", "4", "--ray", "nowhere"],
        capture_output=True,
        text=True,
        timeout=WAIT,
        check=False,
    )
    assert done.returncode == 2
    assert "Error: Invalid value for --ray: nowhere is no Ray address: HOST:PORT, ray://HOST:PORT, or local" in (
        done.stderr
    )


@pytest.mark.parametrize(("name", "status"), [("SIGTERM", 143), ("SIGINT", 130)])
def test_the_wait_for_a_silent_cluster_stops_at_a_signal(silent: int, name: str, status: int) -> None:
    joining = subprocess.Popen(
        [sys.executable, "-m", "luoshu", "prove", "--order", "4", "--ray", f"127.0.0.1:{silent}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        time.sleep(5)  # Ray loaded, and trying to join
        assert joining.poll() is None
        os.kill(joining.pid, getattr(signal, name))
        assert joining.wait(timeout=WAIT) == status
    finally:
        if joining.poll() is None:
            os.killpg(joining.pid, signal.SIGKILL)
            joining.wait()
    assert b"Traceback" not in joining.stderr.read() if joining.stderr else True


def test_a_silent_cluster_is_refused_after_its_time(silent: int) -> None:
    # The time given, shortened for the test: the module's own constant, set before the command runs.
    command = (
        "import sys; import luoshu.cli.prove_workers as workers; workers.RAY_START_SECONDS = 3.0; "
        "from luoshu.__main__ import run; sys.argv[0] = 'luoshu'; run()"
    )
    done = subprocess.run(
        [sys.executable, "-c", command, "prove", "--order", "4", "--ray", f"127.0.0.1:{silent}"],
        capture_output=True,
        text=True,
        timeout=WAIT,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert f"Error: no Ray cluster answered at 127.0.0.1:{silent} within 3 s" in done.stderr
