"""What the tests share: the oracle beside them, and the oracle's slowest answers, searched once per run.

The tests run on every core (pytest-xdist), each worker a process of its own. The order-4 oracle's searches take
seconds, so the first worker to ask does them and writes the answers to a file in the run's own temporary folder;
the others wait on a lock and read them. (Computed in this run, for this run: nothing is stored between runs.)
"""

from __future__ import annotations

import fcntl
import json
import os
import select
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

# The independent oracle lives beside the tests.
sys.path.insert(0, str(Path(__file__).parent))

import oracle

# Hypothesis's 200 ms deadline per example measures the machine, not the code: a loaded CI machine, or a first
# example that imports a module, passes it. Speed is the benchmark's to measure (benchmarks/), never a test's.
settings.register_profile("luoshu", deadline=None)
settings.load_profile("luoshu")

# A run started in the background (a shell's "cmd &") ignores Ctrl-C, and so would every program the tests start,
# which inherits that: the tests press Ctrl-C on their programs' terminals as a person does at a terminal, where it
# is never ignored.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

# The tests read English unless one asks for another language: luoshu speaks what the environment names, and a
# developer's own may be Chinese. (The language tests set theirs, and the programs they start inherit this.)
for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(name, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(scope="session", autouse=True)
def a_folder_of_the_runs_own(tmp_path_factory: pytest.TempPathFactory) -> None:
    """luoshu's folder of the user (click's ``get_app_dir``: a learner's progress, the games' database) in the
    run's own temporary folder: no test writes the developer's own."""
    os.environ["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))


@pytest.fixture(autouse=True)
def english_again() -> Generator[None, None, None]:
    """Each test starts in English, and a test that made the process speak another leaves it in English: luoshu's
    language, and the ``LANGUAGE`` the command line names for click's gettext."""
    from luoshu.words import language

    os.environ.pop("LANGUAGE", None)
    language.speak("en")
    yield
    os.environ.pop("LANGUAGE", None)
    language.speak("en")


@pytest.fixture(scope="session")
def order_four(tmp_path_factory: pytest.TempPathFactory) -> Callable[[bool], oracle.OrderFour]:
    """The oracle's answers for the order-4 game, normal or misère, searched once in the whole run."""
    # Under xdist every worker has a folder of its own below one shared for the run; alone, the run's folder.
    shared = tmp_path_factory.getbasetemp()
    if shared.name.startswith("popen-gw"):
        shared = shared.parent

    def answers(misere: bool) -> oracle.OrderFour:
        path = shared / f"order-four-{'misere' if misere else 'normal'}.json"
        # One lock for each rules: one worker searches; the others wait, then read (a worker that wants the other
        # rules' answers searches them meanwhile).
        with open(shared / f"{path.stem}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                if not path.exists():
                    found = oracle.order_four(misere=misere)
                    path.write_text(json.dumps(found._asdict()))
                data = json.loads(path.read_text())
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
        value, within, after = data["value"], data["win_within_7"], data["after_first"]
        return oracle.OrderFour((value[0], value[1]), within, {int(n): plies for n, plies in after.items()})

    return answers


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slowest tests (marked ``slow``) first, so that the workers share out the rest while they run rather
    than wait for one of them at the end. (The order changes nothing a test asserts.)"""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.hookimpl(optionalhook=True)  # xdist's hook: a run without xdist knows no such hook
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Two workers for each core (``-n auto``): a worker spends much of its time waiting, on Chromium, a server, a
    program it started or a page's timer, and a second worker uses the core meanwhile (on 2 cores, runs taken in
    turn: 159-178 s with 4 workers, 181-198 s with 2)."""
    return 2 * (os.cpu_count() or 1)


IN_CI = os.environ.get("CI", "").lower() in ("true", "1", "yes")
"""Whether the tests run in CI, where a skip is a failure: a green run must not hide tests that never ran."""


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """In CI, a test that skipped (a tool or a package missing) fails, with the reason it gave."""
    report: pytest.TestReport = yield
    if IN_CI and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {_reason(report.longrepr)}"
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    """In CI, a module that skipped whole (``importorskip``, a missing browser) fails, with its reason."""
    report: pytest.CollectReport = yield
    if IN_CI and report.skipped:
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where every test must run: {_reason(report.longrepr)}"
    return report


def _reason(longrepr: object) -> str:
    """A skip's reason: pytest keeps it as (file, line, reason)."""
    return str(longrepr[2]) if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)


class _ReadingClock:
    """The terminal study's clock in a test that types its answers at once: each reading a second after the last,
    as a participant reads before answering (an answer faster than anyone reads is refused, as on the page)."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture(autouse=True)
def reading_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Typed answers in the tests' own process take a reader's time (a study in a process of its own, or in a
    terminal, keeps the real clock)."""
    import luoshu.cli.study

    monkeypatch.setattr(luoshu.cli.study, "time", _ReadingClock())


@pytest.fixture(scope="session")
def display() -> Iterator[str]:
    """One virtual screen for the process (each worker of a parallel run has its own), shared by every module of
    window tests: Tk keeps its connection to a display for the life of the process, so the screen must outlive
    every window test the process runs, whatever other tests come between them (a second screen, started and
    stopped by one module, took the process down with it)."""
    missing = [tool for tool in ("Xvfb", "xdotool", "fc-list") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (.ci/run installs them)")
    # Xvfb picks a free display number itself and writes it to the pipe once it is ready for clients.
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        ready, _, _ = select.select([pipe], [], [], 10)
        number = pipe.readline().strip() if ready else ""
    if not number.isdigit():
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start in time")
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv("DISPLAY", f":{number}")
        yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture
def window(display: str) -> Iterator[Callable[[Any], Any]]:
    """Opens windows onto sessions (``window(session)``) on the process's virtual screen; destroys them after."""
    from windowing import opened_windows  # here, not above: the window tests' helpers import luoshu's session

    yield from opened_windows()


# The web face's fixtures, shared by every module that tests it (each imports what it needs when first asked for).


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One ``luoshu serve`` for the worker's whole run, on 127.0.0.1 (tests/serving.py), with a fresh database:
    each test makes games of its own on it. (A test that stops, fills or restarts a server starts its own.)"""
    from serving import serving

    yield from serving(tmp_path_factory.mktemp("web"))


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, driven by Playwright (tests/browsing.py), one for the worker's whole run: each test opens
    a browser context of its own (``browsing.Page``), sharing nothing with the others."""
    from browsing import chromium

    yield from chromium()


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Any]:
    """The web face in this process, through Starlette's test client, on a database of the test's own."""
    from starlette.testclient import TestClient

    from luoshu.web.app import make_app

    with TestClient(make_app(str(tmp_path / "games.sqlite3"))) as test_client:
        yield test_client
