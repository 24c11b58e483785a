"""A proof split across processes or machines: the other player's replies near the start, each an independent
sub-proof handed to an executor (``concurrent.futures``: a process pool, or Ray's tasks through the same face).

At the start, if the prover is to move, their picks are tried in the order df-pn would try them; for each, every
reply of the other player (one per class of replies alike under the symmetries) is proved by a worker from the
position it reaches, and the pick is proved when every one of them is. The certificate is the pick and the
sub-proofs' certificates together.

>>> from concurrent.futures import ThreadPoolExecutor
>>> from luoshu.rules import Rules
>>> with ThreadPoolExecutor(2) as pool:
...     split = SplitProof(Position(rules=Rules.order(4)), Goal("X", "win", 9), pool)
...     split.run(), split.certificate().plies
(True, 9)
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Executor, Future, wait
from typing import Any

from ..rules import Position, Rules
from ..words.language import _
from .engine import SearchBudgetError, numbers_of
from .proof import REPORT_EVERY, Certificate, Figures, Goal, Progress, Proof, prepare

__all__ = ["SplitProof", "WorkersLost", "sub_proof", "worker_ready"]

_worker: dict[str, Any] = {}
"""In a pool's worker: its ``stop`` flag (a shared byte the proof's process sets), and where it counts the nodes its
sub-proofs searched (a shared array and its own slot in it), if given."""
LEFT_TO_THE_PROOF = ("SIGINT", "SIGTERM", "SIGHUP")
"""The signals a worker leaves to the proof's process: Ctrl-C, ``timeout`` and a closed terminal reach every
process of the group, and the proof's process, which gets them too, stops the workers (keeping what they finished)
and writes the checkpoint. A worker that died of one would break the pool, and say so in a traceback."""


class WorkersLost(RuntimeError):
    """A worker ended in the middle of a split proof (killed, or out of memory): the pool is broken."""


def worker_ready(stop: Any, rules: Rules, counted: tuple[Any, int] | None = None) -> None:
    """A pool's worker, as it starts: the signals of LEFT_TO_THE_PROOF are the proof's own process's to handle;
    that process sets ``stop`` (a shared byte) instead, which the sub-proofs ask now and then. The sub-proofs add
    their nodes to ``counted`` (a shared array, and this worker's slot in it) as they go, for the progress. And the
    game's facts are built, as set-up."""
    for name in LEFT_TO_THE_PROOF:
        if hasattr(signal, name):  # SIGHUP is not on every system
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    _worker["stop"] = stop
    _worker["counted"] = counted
    prepare(rules)


SubResult = tuple[bool | None, dict[tuple[int, int], int], int, int]
"""A sub-proof's answer: proved (None: stopped by its budget), the certificate's picks, its longest line in plies
(from its own start), nodes."""


def sub_proof(
    rules: Rules,
    x: list[int],
    o: list[int],
    goal: Goal,
    symmetries: tuple[tuple[int, ...], ...],
    budget: int | None,
    seconds: float | None,
    deadline: float | None = None,
) -> SubResult:
    """Prove ``goal`` from the position (run in a worker): whether it holds, and if so its certificate's picks.
    ``deadline`` (the clock's time, ``time.time()``) cuts ``seconds`` short: a sub-proof that waited for a worker
    gets the whole proof's time left."""
    if deadline is not None and seconds is not None:
        seconds = deadline - time.time()
        if seconds <= 0:
            return None, {}, 0, 0
    stop, counted = _worker.get("stop"), _worker.get("counted")
    told = [0]  # the nodes added to ``counted`` so far

    def count() -> None:
        if counted is not None:
            shared, slot = counted
            shared[slot] += proof.nodes - told[0]  # this worker's slot: no other process writes it
            told[0] = proof.nodes

    def stopping() -> bool:
        count()
        return stop is not None and bool(stop.value)

    # Its clock begins once it is made: a worker's first sub-proof builds the game's facts first (set-up).
    proof = Proof(Position(x, o, rules), goal, budget, seconds, stopping=stopping)
    try:
        proved = proof.run()
    except (SearchBudgetError, KeyboardInterrupt):  # said as an answer, so that the nodes it took are counted
        count()
        return None, {}, 0, proof.nodes
    count()
    if not proved:
        return False, {}, 0, proof.nodes
    certificate = proof.certificate(symmetries)
    return True, certificate.picks, certificate.plies or 0, proof.nodes


class SplitProof(Proof):
    """A proof whose sub-proofs below the start's first pick and reply run on ``executor``.

    ``budget`` holds for each sub-proof, ``seconds`` for the whole (a sub-proof gets the time left), from
    ``began`` (``time.monotonic()``; by default once the proof is made) as in ``Proof``. ``progress`` hears of
    the sub-proofs handed out and finished (``Figures``' ``handed``) as they finish, and twice a second. ``known``
    holds sub-proofs finished before (a checkpoint's), by their position (X's numbers, O's as bits): they are not
    handed out again. ``finished`` holds every sub-proof's answer as it comes, to be kept when the proof stops.
    """

    def __init__(
        self,
        start: Position,
        goal: Goal,
        executor: Executor,
        symmetries: tuple[tuple[int, ...], ...] = (),
        budget: int | None = None,
        seconds: float | None = None,
        known: dict[tuple[int, int], SubResult] | None = None,
        began: float | None = None,
        progress: Progress | None = None,
        searched: Callable[[], int] | None = None,
    ) -> None:
        super().__init__(start, goal, budget, seconds, progress=progress, began=began)
        self.executor, self.symmetries = executor, symmetries
        self.searched = searched
        """The nodes the workers have searched so far, the running sub-proofs' too (for the progress), if known."""
        self.total: int | None = None
        """The most nodes the whole split proof may take (``limit``), apart from ``budget``, each sub-proof's."""
        self.found: Certificate | None = None
        self.finished: dict[tuple[int, int], SubResult] = dict(known or {})
        self.resumed = len(self.finished)
        """How many sub-proofs came from ``known``: not searched again."""
        self.handed = 0
        """Sub-proofs handed to the executor so far."""
        # The workers' clock is the wall's (time.time()): the same in every process of one machine.
        self._deadline = None if seconds is None else time.time() + seconds - (time.monotonic() - self._began)

    def run(self) -> bool:
        self.result = self._run()
        return self.result

    def _run(self) -> bool:
        self._in_time()
        mine, theirs = self.root
        found = Certificate(self.rules, self.start, self.goal, symmetries=self.symmetries)
        longest = [0]
        if self._ours(mine, theirs):
            expanded = self.expand(mine, theirs)
            if isinstance(expanded, bool):
                return self._alone()
            seen = set()
            for pick in expanded[1]:
                child = self._canonical(*self._as_xo(mine | pick, theirs), self.symmetries)
                if child in seen:
                    continue
                seen.add(child)
                if self._replies(mine | pick, theirs, found, longest):
                    found.picks[self._as_xo(mine, theirs)] = pick.bit_length() - 1
                    self._keep(found, longest)
                    return True
            return False
        if self._replies(mine, theirs, found, longest):
            self._keep(found, longest)
            return True
        return False

    def _alone(self) -> bool:
        """A start decided at once: proved here, in one process."""
        proof = Proof(self.start, self.goal)
        if not proof.run():
            return False
        self.found = proof.certificate(self.symmetries)
        self.nodes += proof.nodes
        return True

    def _keep(self, found: Certificate, longest: list[int]) -> None:
        if self.win:
            found.plies = longest[0]
        self.found = found

    def _replies(self, mine: int, theirs: int, found: Certificate, longest: list[int]) -> bool:
        """Whether the goal holds after every reply of the other player's (they are to move): each proved by a
        worker (or known from before); the first that fails cancels the rest."""
        expanded = self.expand(mine, theirs)
        depth = (mine | theirs).bit_count() + 1 - self.start_picks
        if isinstance(expanded, bool) and not expanded:
            return False
        free = self.full ^ (mine | theirs)
        poison = self.search.completing(theirs) & free
        futures: dict[Future[SubResult], tuple[int, int]] = {}
        seen = set()
        for reply in numbers_of(free):
            if poison >> reply & 1:  # the reply completes the other's set: a proof lets that happen only in misère
                if not self.misere:
                    return False
                longest[0] = max(longest[0], depth)
                continue
            after = theirs | 1 << reply
            x, o = self._as_xo(mine, after)
            key = self._canonical(x, o, self.symmetries)
            if key in seen:
                continue
            seen.add(key)
            plies = None if self.goal.plies is None else self.goal.plies - depth
            goal = Goal(self.goal.prover, self.goal.claim, plies)
            if plies is not None and plies < 0:
                return False
            if (x, o) in self.finished:  # known from before: a refuted one settles it without waiting
                if not self._take(self.finished[x, o], depth, found, longest):
                    _cancel(set(futures))
                    return False
                continue
            arguments = (self.rules, numbers_of(x), numbers_of(o), goal, self.symmetries, self.budget, self.seconds)
            futures[self.executor.submit(sub_proof, *arguments, self._deadline)] = (x, o)
            self.handed += 1
        pending = set(futures)
        try:
            while pending:
                done, pending = wait(pending, timeout=REPORT_EVERY, return_when=FIRST_COMPLETED)
                self._report()
                for future in done:
                    try:
                        answer = future.result()
                    except BrokenExecutor:
                        raise WorkersLost from None
                    self.nodes += answer[3]
                    if answer[0] is None or (self.total is not None and self.nodes > self.total):
                        self._stopped(futures, pending)
                    self.finished[futures[future]] = answer
                    if not self._take(answer, depth, found, longest):
                        return False
        finally:
            _cancel(pending)
        return True

    def limit(self, nodes: int) -> None:
        """Stop (SearchBudgetError) once the sub-proofs finished have taken more than ``nodes`` nodes; each is
        given no more."""
        super().limit(nodes)
        self.total = nodes

    def figures(self) -> Figures:
        answers = [answer[0] for answer in self.finished.values()]
        seconds = time.monotonic() - self._began
        nodes = self.nodes if self.searched is None else max(self.nodes, self.searched())
        return Figures(nodes, answers.count(True), answers.count(False), 0, seconds, self.handed)

    def _report(self) -> None:
        if self.progress is not None:
            self.progress(self.figures())

    def _stopped(self, futures: dict[Future[SubResult], tuple[int, int]], pending: set[Future[SubResult]]) -> None:
        """A budget spent in a sub-proof: the others already running finish (the pool waits for them in any case),
        and what they decide is kept; then SearchBudgetError says which budget."""
        _cancel(pending)
        for future in pending:
            if not future.cancelled() and future.exception() is None:
                answer = future.result()
                self.nodes += answer[3]
                if answer[0] is not None:
                    self.finished[futures[future]] = answer
        if self._deadline is not None and self.seconds is not None and time.time() >= self._deadline - 0.5:
            raise SearchBudgetError(round(self.seconds), "seconds", "proved")
        raise SearchBudgetError(self.budget or 0, "nodes", "proved")

    def _take(self, answer: SubResult, depth: int, found: Certificate, longest: list[int]) -> bool:
        """One sub-proof's answer into the certificate; whether it proved its goal."""
        proved, picks, plies, _ = answer
        if not proved:
            return False
        found.picks.update(picks)
        longest[0] = max(longest[0], depth + plies)
        return True

    def certificate(self, symmetries: tuple[tuple[int, ...], ...] = ()) -> Certificate:
        if self.found is None:
            raise ValueError(_("the goal is not proved: {goal}").format(goal=str(self.goal)))
        return self.found


def _cancel(pending: set[Future[SubResult]]) -> None:
    """Cancel the sub-proofs not yet started (those running finish in their worker)."""
    for future in pending:
        future.cancel()
