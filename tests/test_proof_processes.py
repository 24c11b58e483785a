"""The few real processes a proof needs: its workers end with the command that started them, whatever signal
ends it; Ctrl-C on workers stops at once keeping a checkpoint; a proof on a local Ray cluster writes a certificate
that holds; and where no Ray cluster answers, ``prove --ray`` is refused in one line within a bound, or stopped by
a signal while it waits (Ray itself retries for ever, deaf to both).

``luoshu prove`` is started with two workers, in a session of its own, and once it is searching its process
gets SIGTERM (what ``timeout`` sends) or SIGKILL; or the whole group gets SIGTERM, as ``timeout`` sends it. Then
every process of the session is looked for (read from /proc, the kernel's own list), with a bounded wait for them
to go: none may be left. A signal it can catch stops the proof with its checkpoint kept and the conventional exit
status. (SIGHUP is the same handler as SIGTERM; SIGINT is the Ctrl-C test's.) Each command is waited for within a
bound: on the code before, some ran for ever.
"""

from __future__ import annotations

import errno
import json
import os
import select
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from checker import own_check
from click.testing import CliRunner

from luoshu.cli import cli

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
    [("SIGTERM", 143), ("SIGKILL", -9)],
)
def test_no_process_outlives_the_proof_whatever_signal_ends_it(tmp_path: Path, name: str, status: int) -> None:
    proving, out, told = started(tmp_path)
    os.kill(proving.pid, getattr(signal, name))
    said = ended(proving, told, status)
    checkpoint = Path(str(out) + ".checkpoint")
    if name == "SIGKILL":
        return  # no time to say anything or keep anything
    assert "stopped by " + name in said, said
    kept = json.loads(checkpoint.read_text())
    assert kept["checkpoint"] == 1
    assert "digest" in kept
    assert not out.exists()
    if name == "SIGTERM":  # the same command takes it up (and stops at once, at a budget), in this process
        again = CliRunner().invoke(cli, [*PROVE, "--out", str(out), "--budget", "1000"])
        assert again.exit_code == 1, again.output
        assert "not proved within the budget of 1,000 nodes" in again.stderr, again.stderr


def test_a_signal_to_the_whole_group_stops_the_proof_once(tmp_path: Path) -> None:
    # ``timeout`` sends SIGTERM to the command, then to its whole group: the workers leave it to the proof.
    proving, out, told = started(tmp_path)
    os.killpg(proving.pid, signal.SIGTERM)
    said = ended(proving, told, 143)
    assert "stopped by SIGTERM" in said, said
    assert json.loads(Path(str(out) + ".checkpoint").read_text())["checkpoint"] == 1


def test_ctrl_c_on_workers_stops_at_once_with_no_traceback_and_keeps_a_checkpoint(tmp_path: Path) -> None:
    out = tmp_path / "five.jsonl"
    # A terminal's Ctrl-C reaches every process of the foreground group: the workers as well as prove. (The proof
    # the signal tests stop: its workers search within a second of the start, where the order-6 game's take three.)
    command = [sys.executable, "-m", "luoshu", *PROVE]
    process = subprocess.Popen([*command, "--out", str(out)], stderr=subprocess.PIPE, text=True, start_new_session=True)
    assert process.stderr is not None
    first = process.stderr.readline()  # progress comes once the workers have started and the search runs
    assert "on workers:" in first, first
    time.sleep(0.3)  # the sub-proofs under way on both workers (three processes searching: each second costs three)
    os.killpg(process.pid, signal.SIGINT)
    began = time.monotonic()
    try:
        _out, rest = process.communicate(timeout=30)  # a proof that hangs fails here, not the suite
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    told = first + rest
    code = process.returncode
    assert time.monotonic() - began < 20  # the sub-proofs still running stopped, not waited for
    assert code == 130, told
    assert "Traceback" not in told, told
    assert told.strip().splitlines()[-1].startswith("luoshu: interrupted;"), told
    assert not out.exists()
    assert json.loads(Path(str(out) + ".checkpoint").read_text())["checkpoint"] == 1
    assert [path.name for path in tmp_path.iterdir()] == ["five.jsonl.checkpoint"]  # nothing half-written


# Ray: a local cluster, and addresses where none answers ----------------------------------------------------------


@pytest.mark.slow
def test_a_proof_on_a_local_ray_writes_a_certificate_that_holds(tmp_path: Path) -> None:
    """The suite's only Ray start-up, on Pick Fifteen (the smallest game whose proof splits)."""
    out = tmp_path / "ray.jsonl"
    done = CliRunner().invoke(cli, ["prove", "--ray", "local", "--out", str(out)])
    assert done.exit_code == 0, done.output
    assert own_check(out.read_text()) == [("X", "not_lose", None), ("O", "not_lose", None)]


def free_port() -> int:
    """A port of 127.0.0.1 where nothing listens (one the system just gave out and took back)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


@pytest.fixture
def silent() -> Iterator[socket.socket]:
    """A socket listening on 127.0.0.1 that takes connections and never says a word: no Ray cluster, yet not
    refused."""
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    listening.listen(64)
    try:
        yield listening
    finally:
        listening.close()


def test_an_address_where_nothing_listens_or_that_is_no_address_is_refused_in_one_line() -> None:
    # Both in this process: nothing is started and no joining thread is left behind (the address is refused before
    # Ray is asked to join it; "nowhere" before Ray is loaded).
    port = free_port()
    done = CliRunner().invoke(cli, ["prove", "--order", "4", "--ray", f"127.0.0.1:{port}"])
    assert done.exit_code == 1, done.output
    said = [line for line in done.stderr.splitlines() if line.startswith("Error")]
    assert said == [f"Error: no Ray cluster at 127.0.0.1:{port}: {os.strerror(errno.ECONNREFUSED)}"], done.stderr
    assert "Traceback" not in done.output
    nowhere = CliRunner().invoke(cli, ["prove", "--order", "4", "--ray", "nowhere"])
    assert nowhere.exit_code == 2
    assert "Error: Invalid value for --ray: nowhere is no Ray address: HOST:PORT, ray://HOST:PORT, or local" in (
        nowhere.stderr
    )


def test_the_wait_for_a_silent_cluster_stops_at_a_signal(silent: socket.socket) -> None:
    port = silent.getsockname()[1]
    joining = subprocess.Popen(
        [sys.executable, "-m", "luoshu", "prove", "--order", "4", "--ray", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert joining.stderr is not None
    said: list[str] = []
    try:
        # Ray loaded, and trying to join: it says so as it starts to connect (and then retries for ever).
        until = time.monotonic() + WAIT
        while not any("Connecting to existing Ray cluster" in line for line in said):
            ready, _, _ = select.select([joining.stderr], [], [], max(0.0, until - time.monotonic()))
            assert ready, f"the proof never tried to join: {said}"
            assert joining.poll() is None, said
            said.append(joining.stderr.readline())
        os.kill(joining.pid, signal.SIGTERM)
        assert joining.wait(timeout=WAIT * 2) == 143
    finally:
        if joining.poll() is None:
            os.killpg(joining.pid, signal.SIGKILL)
            joining.wait()
    assert "Traceback" not in "".join(said) + joining.stderr.read()


def test_a_silent_cluster_is_refused_after_its_time(silent: socket.socket) -> None:
    port = silent.getsockname()[1]
    # The time given, shortened for the test: the module's own constant, set before the command runs.
    command = (
        "import sys; import luoshu.cli.prove_workers as workers; workers.RAY_START_SECONDS = 1.0; "
        "from luoshu.__main__ import run; sys.argv[0] = 'luoshu'; run()"
    )
    done = subprocess.run(
        [sys.executable, "-c", command, "prove", "--order", "4", "--ray", f"127.0.0.1:{port}"],
        capture_output=True,
        text=True,
        timeout=WAIT * 2,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert f"Error: no Ray cluster answered at 127.0.0.1:{port} within 1 s" in done.stderr
