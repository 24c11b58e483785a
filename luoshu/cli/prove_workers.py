"""The workers of a split proof (``luoshu prove --workers N`` or ``--ray ADDRESS``): started and warmed before the
search, and ended with the proof however the proof ends.

How a proof ends, and what ends its workers:

- it finishes, or stops (a budget, Ctrl-C, SIGTERM, SIGHUP): the proof's process sets the workers' ``stop`` flag,
  which their sub-proofs ask now and then, and shuts the pool down;
- its process is killed outright (SIGKILL, or dies of anything it cannot catch): it can tell no one, so each
  worker sees to it itself (``_end_with_the_proof``).

The workers ignore Ctrl-C, SIGTERM and SIGHUP (``search.split.LEFT_TO_THE_PROOF``): those often reach the whole
process group (a terminal's Ctrl-C, ``timeout``, a closed terminal), and the proof's process, which gets them too,
is the one that keeps what the workers finished.

A Ray cluster is reached within a bound: an address where nothing answers is refused in one line, and Ctrl-C or
SIGTERM stop the wait at any moment (Ray itself would retry for ever, deaf to both, in its own code).
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

import click

from ..files import reason_of
from ..rules import Rules
from ..search.proof import prepare
from ..search.split import worker_ready
from ..words.language import _
from .lifetime import watch_parent

__all__ = ["RAY_CONNECT_SECONDS", "RAY_START_SECONDS", "Workers", "workers_started"]

RAY_CONNECT_SECONDS = 10.0
"""How long the address of a Ray cluster is given to take a connection: nothing there is refused at once, an
address that does not answer after this."""
RAY_START_SECONDS = 60.0
"""How long a Ray cluster that takes the connection is given to let the proof join it."""
PR_SET_PDEATHSIG = 1
"""Linux's prctl option: the signal a process gets when its parent ends (linux/prctl.h)."""


@dataclass
class Workers:
    """Where a split proof's sub-proofs run: ``executor``, with ``count`` workers; ``searched()``, the nodes they
    have searched so far (the running sub-proofs' too), when the workers can say (a process pool)."""

    executor: Executor
    count: int
    searched: Callable[[], int] | None = None


@contextlib.contextmanager
def workers_started(count: int, ray_address: str | None, rules: Rules) -> Iterator[Workers | None]:
    """The workers the proofs are handed to: a process pool, or a Ray cluster; None for one process. They are
    started, and have built the game's facts, before they are handed over: that is set-up, not search."""
    if ray_address is not None:
        with _ray(ray_address, count, rules) as found:
            yield found
        return
    if count <= 1:
        yield None
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context()
    # Shared by no lock the proof's process takes: a Ctrl-C that came while it held one would leave the lock held
    # for ever, and every worker waiting on it (the proof's process then waiting on them). ``stop`` is one byte it
    # writes; ``counted`` a slot per worker, each written only by its worker (taking its slot is the workers' lock).
    stop = context.RawValue("b", 0)
    counted = context.RawArray("q", count)
    slots = context.Value("i", 0)
    arguments = (stop, rules, counted, slots, os.getpid(), context.get_start_method())
    pool = ProcessPoolExecutor(count, mp_context=context, initializer=_worker_starts, initargs=arguments)
    try:
        _warm(pool, count, rules)
        yield Workers(pool, count, lambda: sum(counted))
    finally:
        # Told to stop, the sub-proofs still running stop at once; the pool then waits for its workers to end.
        stop.value = 1
        pool.shutdown(wait=True, cancel_futures=True)


def _warm(executor: Executor, count: int, rules: Rules) -> None:
    """Start the workers, each building the game's facts (a process forked after they were built here has them)."""
    for _ready in executor.map(prepare, [rules] * max(count, 1)):
        pass


def _worker_starts(stop: Any, rules: Rules, counted: Any, slots: Any, proof: int, method: str) -> None:
    """A pool's worker, as it starts: it ends with the proof's process ``proof``, takes the next slot of
    ``counted`` for its nodes, and is then ready (the signals left to the proof, the game's facts built)."""
    _end_with_the_proof(proof, method)
    with slots.get_lock():
        slot = slots.value
        slots.value += 1
    worker_ready(stop, rules, (counted, slot))


def _end_with_the_proof(proof: int, method: str) -> None:
    """End this worker when its parent ends, however it ends: SIGKILL leaves the parent no time to tell it.

    Two ways, for robustness and reach. On Linux the kernel kills it at once (prctl PR_SET_PDEATHSIG, through
    ctypes): nothing in the worker needs to run, so a worker deep in a long step goes too. Everywhere, a thread of
    its own looks twice a second whether its parent is still the one it started with (a process whose parent ends
    is handed to init or a subreaper), and ends it if not. A pipe whose end closes with the parent would do as
    well, but needs every other worker to close its copy; the parent's id needs nothing. The parent is the proof's
    process, or with the "forkserver" start method the fork server, which ends with the proof's process.
    """
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if method != "forkserver" and parent != proof:
        os._exit(0)  # the proof's process ended before this worker could watch it
    watch_parent(parent, "luoshu-proof-watch")


# Ray ---------------------------------------------------------------------------------------------------------------


@contextlib.contextmanager
def _ray(address: str, count: int, rules: Rules) -> Iterator[Workers]:
    """A Ray cluster joined ("local": one started on this machine), its tasks handed the sub-proofs."""
    try:
        import ray  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise click.UsageError(_("--ray needs Ray: pip install 'luoshu[cluster]'")) from None

    class RayExecutor(Executor):
        """Hands each call to Ray as a task; its result comes back as a future."""

        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
            future: Future[Any] = ray.remote(fn).remote(*args, **kwargs).future()
            return future

    with _handlers_kept():
        if address == "local":
            # In this thread: Ray ties the processes it starts to the thread that starts them (they end with it).
            # No dashboard: nobody is told its address, and the cluster ends with the proof (it only slowed the start).
            ray.init(ignore_reinit_error=True, include_dashboard=False)
        else:
            _reachable(address)
            _joined(address, ray)
    try:
        executor = RayExecutor()
        _warm(executor, count, rules)
        yield Workers(executor, count)
    finally:
        ray.shutdown()


@contextlib.contextmanager
def _handlers_kept() -> Iterator[None]:
    """The signals' handlers as they were before Ray started: Ray's own (in its C++ core) would end the process
    at SIGTERM, with no checkpoint kept. Set again whatever Ray did, since Python cannot see a handler set in C."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    names = ("SIGINT", "SIGTERM", "SIGHUP")
    kept = {getattr(signal, name): signal.getsignal(getattr(signal, name)) for name in names if hasattr(signal, name)}
    try:
        yield
    finally:
        for number, handler in kept.items():
            if handler is not None:
                signal.signal(number, handler)


def _host_and_port(address: str) -> tuple[str, int]:
    """The host and port of a Ray address (``HOST:PORT``, ``ray://HOST:PORT``, ``[IPv6]:PORT``); a usage error
    naming --ray if it is none."""
    rest = address.removeprefix("ray://")
    host, _colon, port = rest.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise click.BadParameter(
            _("{address} is no Ray address: HOST:PORT, ray://HOST:PORT, or local").format(address=address),
            param_hint="--ray",
        )
    return host, int(port)


def _reachable(address: str) -> None:
    """A connection to the address, within RAY_CONNECT_SECONDS; one line saying why not if it is not taken (a
    signal's handler may stop the wait at any moment)."""
    host, port = _host_and_port(address)
    try:
        socket.create_connection((host, port), timeout=RAY_CONNECT_SECONDS).close()
    except TimeoutError:
        raise click.ClickException(
            _("no Ray cluster answered at {address} within {seconds:.0f} s").format(
                address=address, seconds=RAY_CONNECT_SECONDS
            )
        ) from None
    except OSError as error:
        reason = reason_of(error) if error.errno else str(error)
        raise click.ClickException(
            _("no Ray cluster at {address}: {reason}").format(address=address, reason=reason)
        ) from None


def _joined(address: str, ray: Any) -> None:
    """Join the cluster at ``address``, within RAY_START_SECONDS: Ray's own joining retries for ever, in code that
    holds off signals, so it runs in a thread of its own, and this thread waits for it in short steps, which Ctrl-C
    and SIGTERM interrupt. A cluster that does not let the proof in is refused in one line."""
    outcome: list[BaseException | None] = []

    def join() -> None:
        try:
            ray.init(address=address, ignore_reinit_error=True)
            outcome.append(None)
        except BaseException as error:
            outcome.append(error)

    joining = threading.Thread(target=join, name="luoshu-ray-join", daemon=True)
    joining.start()
    until = time.monotonic() + RAY_START_SECONDS
    while joining.is_alive() and time.monotonic() < until:
        joining.join(0.25)
    if not outcome:  # still trying: the thread is left to Ray, and ends with the process
        raise click.ClickException(
            _("no Ray cluster answered at {address} within {seconds:.0f} s").format(
                address=address, seconds=RAY_START_SECONDS
            )
        )
    if outcome[0] is not None:
        said = str(outcome[0]).strip().splitlines()
        raise click.ClickException(
            _("the Ray cluster at {address} did not take the proof: {reason}").format(
                address=address, reason=said[0] if said else type(outcome[0]).__name__
            )
        )
