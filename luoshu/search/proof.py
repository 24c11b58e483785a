"""Proofs by depth-first proof-number search (df-pn, Nagai 2002), and the certificates they write.

Glossary:
    goal          what is to be proved: the prover, the claim ("win" or "not_lose") and, for a win, the most
                  plies it may take from the start (None: any).
    proof number  (pn) how many positions at least must still be proved to prove the goal here; 0 once it is.
    disproof number (dn) the same for refuting it; 0 once it is refuted. A position is decided when either is 0.
    table         the transposition table: every position's (pn, dn), keyed by the two players' numbers as bits.
    threat        a free number that completes a set for the player holding the rest of it.

df-pn walks the tree depth first, always into the most-proving child, and comes back up only when the child's
numbers pass thresholds set from its siblings (with the 1 + epsilon widening of Pawlewicz and Lew, which cuts
the re-expansions). The game has no cycles (every pick adds a number), so the table needs no care for them.

Threat handling, sound in every case (normal play): a player who can complete a set does; a player facing two
threats loses; a player facing one threat must block it, so it is their only child. In misère the picks that
complete the mover's own set are never made (they lose at once). A position where no set is open to one side is
decided at once: that side can never complete a set.

>>> proof = Proof(Position(), Goal("X", "not_lose"))
>>> proof.run(), proof.nodes > 0
(True, True)
>>> Proof(Position(), Goal("X", "win")).run()
False
>>> proof = Proof(Position(rules=Rules.order(4)), Goal("X", "win", plies=9))
>>> proof.run(), proof.certificate().plies
(True, 9)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Literal

from ..rules import Player, Position, Rules, opponent
from ..rules.certificate import Claim, header_line, position_line
from ..words.language import _
from .engine import Search, SearchBudgetError, bits, numbers_of

__all__ = [
    "INFINITE",
    "TIGHTEN_LEAST",
    "Certificate",
    "Figures",
    "Goal",
    "NoWinWithin",
    "Proof",
    "Settled",
    "Unsound",
    "group_of",
    "prepare",
    "settle_value",
    "value_goals",
]

INFINITE = 1 << 60
"""A proof or disproof number that cannot be reached: the goal is refuted, or proved."""
EPSILON = 0.25
"""The 1 + epsilon widening of a child's threshold."""
CHECK_EVERY = 1 << 12
"""Nodes between two looks at the clock, the budget and the table's size."""
WEAK = True
"""Whether the side that needs every child sums them as weak proof numbers (the largest, plus one per other)."""
REPORT_EVERY = 0.5
"""Seconds between two progress reports (each counts the table)."""


class Unsound(ValueError):
    """A position the table holds as proved or refuted that is not: only a table seeded from outside (a
    checkpoint's decided positions) can hold one, and what is made from it is refused, never written."""


@dataclass(frozen=True)
class Goal:
    """What a proof is to show: ``prover`` wins (``claim`` "win", within ``plies`` plies of the start if given)
    or does not lose ("not_lose").

    >>> str(Goal("X", "win", 9)), str(Goal("O", "not_lose"))
    ('X wins within 9 plies', 'O does not lose')
    """

    prover: Player
    claim: Claim
    plies: int | None = None

    def __post_init__(self) -> None:
        if self.plies is not None and self.claim != "win":
            raise ValueError(_("a bound in plies is for a win"))

    def __str__(self) -> str:
        """What the proof is to show: the prover wins (within the plies if given) or does not lose.

        >>> str(Goal("X", "win", 9)), str(Goal("O", "not_lose"))
        ('X wins within 9 plies', 'O does not lose')
        """
        if self.claim == "not_lose":
            return _("{prover} does not lose").format(prover=self.prover)
        if self.plies is None:
            return _("{prover} wins").format(prover=self.prover)
        return _("{prover} wins within {plies} plies").format(prover=self.prover, plies=self.plies)


@dataclass(frozen=True)
class Figures:
    """How far a proof has got: nodes expanded, positions proved and refuted in the table, its size, seconds. A
    proof split across workers counts its sub-proofs instead: ``proved`` and ``disproved`` those finished,
    ``handed`` those handed out, ``nodes`` the finished ones' nodes, and ``table`` 0."""

    nodes: int
    proved: int
    disproved: int
    table: int
    seconds: float
    handed: int | None = None


Progress = Callable[[Figures], None]


@dataclass
class Certificate:
    """A proof written out: the prover's pick in each position of their strategy (their numbers' owner to move)."""

    rules: Rules
    start: Position
    goal: Goal
    picks: dict[tuple[int, int], int] = field(default_factory=dict)
    """By (X's numbers, O's numbers) as bits: the prover's pick."""
    plies: int | None = None
    """A win's longest line, in plies from the start (what the header claims); None for not_lose."""
    symmetries: tuple[tuple[int, ...], ...] = ()
    """Permutations (``p[n]`` the image of n, ``p[0]`` 0) under which listed positions stand for their images."""

    def lines(self) -> Iterator[str]:
        """The certificate as JSON Lines: the header, then one line per position, in the order of their picks."""
        yield header_line(
            self.rules, self.start, self.goal.prover, self.goal.claim, self.plies, [p[1:] for p in self.symmetries]
        )
        for (x, o), pick in sorted(self.picks.items(), key=lambda item: (item[0][0] | item[0][1]).bit_count()):
            yield position_line(numbers_of(x), numbers_of(o), pick)


def group_of(rules: Rules, most: int = 2_000) -> tuple[tuple[int, ...], ...]:
    """The game's symmetries other than the identity if there are at most ``most`` (each ``p[n]`` the image of
    n), else none: a listed position then stands for its images.

    >>> len(group_of(Rules()))
    7
    """
    from .isomorphism import symmetry_group

    try:
        generators = symmetry_group(rules).generators
    except SearchBudgetError:
        return ()
    n = rules.numbers
    identity = tuple(range(n + 1))
    group, frontier = {identity}, [identity]
    while frontier:
        g = frontier.pop()
        for h in generators:
            composed = tuple(h[g[k]] for k in range(n + 1))
            if composed not in group:
                if len(group) >= most:
                    return ()
                group.add(composed)
                frontier.append(composed)
    return tuple(sorted(group - {identity}))


def prepare(rules: Rules) -> None:
    """Build once the facts a proof of the game needs (its winning sets, as bits): the set-up, which takes
    seconds for the order-6 game's 32,134 sets and which a proof's clock does not count."""
    _facts(rules)


class Proof:
    """A df-pn search for one goal from one start position.

    ``run`` proves or refutes the goal (SearchBudgetError past ``budget`` nodes or ``seconds``); ``certificate``
    then writes the proof. ``table_limit`` bounds the table: past it, undecided positions are dropped (they can
    be found again), then decided ones. ``known`` seeds the table with decided positions (a checkpoint's).
    ``began`` (``time.monotonic()``) is when the ``seconds`` began: by default once the proof is made, after the
    game's facts are built; the proofs of one value share it, so that ``seconds`` bound their searches together.
    ``stopping``, asked now and then, stops the search with KeyboardInterrupt once it says so (a worker's Ctrl-C).
    """

    def __init__(
        self,
        start: Position,
        goal: Goal,
        budget: int | None = None,
        seconds: float | None = None,
        table_limit: int | None = None,
        progress: Progress | None = None,
        known: dict[int, bool] | None = None,
        began: float | None = None,
        stopping: Callable[[], bool] | None = None,
    ) -> None:
        self.start, self.goal, self.rules = start, goal, start.rules
        self.stopping = stopping
        self.search = _facts(self.rules)
        self.shift = self.search.shift
        self.full = self.search.all
        self.misere = self.rules.misere
        self.win = goal.claim == "win"
        self.prover_is_x = goal.prover == "X"
        self.start_picks = start.pick_count
        self.budget, self.seconds, self.table_limit, self.progress = budget, seconds, table_limit, progress
        self.table: dict[int, tuple[int, int]] = {}
        for key, proved in (known or {}).items():
            self.table[key] = (0, INFINITE) if proved else (INFINITE, 0)
        self.nodes = 0
        self.shrinks = 0
        self.result: bool | None = None
        """Once ``run`` has finished: whether it proved the goal (None while it has not, or was stopped)."""
        self._began = time.monotonic() if began is None else began
        # A small table is looked at more often, so that it never grows far past its limit.
        self._most_every = CHECK_EVERY if table_limit is None else max(16, min(CHECK_EVERY, table_limit // 8))
        self._every = min(64, self._most_every)  # doubled up to the most while nodes come fast (see _check)
        self._next_check = self._every if budget is None else min(self._every, budget + 1)
        self._last_check = time.monotonic()
        self._reported = 0.0
        self._ordered = self.rules.numbers > 9
        self.weak = WEAK

    # The game, as the prover's numbers and the other player's.

    @property
    def root(self) -> tuple[int, int]:
        x, o = bits(self.start.x), bits(self.start.o)
        return (x, o) if self.prover_is_x else (o, x)

    def _ours(self, mine: int, theirs: int) -> bool:
        """Whether the prover is to move."""
        held, other = mine.bit_count(), theirs.bit_count()
        return held == other if self.prover_is_x else other > held

    def _open(self, holder: int, other: int) -> bool:
        """Whether some winning set is still open to the player holding ``holder``: none of it is ``other``'s."""
        return bool(self.search.every_set & ~self.search.touched(other))

    def expand(self, mine: int, theirs: int) -> bool | tuple[bool, list[int]]:
        """True or False if the position is decided at once (the goal proved or refuted); otherwise whether the
        prover is to move, and the picks (as bits) worth trying, the likeliest first."""
        search = self.search
        free = self.full ^ (mine | theirs)
        left = None if self.goal.plies is None else self.goal.plies - ((mine | theirs).bit_count() - self.start_picks)
        ours = self._ours(mine, theirs)
        if not free:
            return not self.win  # a full board without a set: a draw
        mover, other = (mine, theirs) if ours else (theirs, mine)
        own = search.completing(mover) & free
        if self.misere:
            picks = free & ~own
            if not picks:  # every pick completes the mover's set: the mover loses on this ply
                return not ours and (left is None or left >= 1)
        else:
            if own:  # the mover completes a set now
                return ours and (left is None or left >= 1)
            threats = search.completing(other) & free
            if threats & (threats - 1):  # two threats: the mover blocks one, the other is completed next
                return not ours and (left is None or left >= 2)
            picks = threats or free
        # Neither side completes a set on this ply. Can the one who must, still?
        needs, fears = (
            (mine, theirs) if not self.misere else (theirs, mine)
        )  # who completes for the prover, who against
        if self.win:
            if not self._open(needs, fears):
                return False
            if left is not None:
                # The soonest a win can now come: the prover's own pick, or in misère the other's.
                soonest = (3 if ours else 2) if not self.misere else (2 if ours else 3)
                if left < soonest:
                    return False
                if not self.misere:
                    within = (left + (1 if ours else 0)) // 2  # the prover's picks within the plies left
                    if not search.within_reach(mine, theirs, within):
                        return False
        elif not self._open(fears, needs):
            return True  # the prover can never lose: the one who would have to complete a set against them cannot
        if self._ordered and not self.misere:
            return ours, search.ordered_picks(mover, other, picks)
        return ours, [1 << n for n in numbers_of(picks)]

    # The search.

    def run(self) -> bool:
        """Prove (True) or refute (False) the goal from the start."""
        self._in_time()
        mine, theirs = self.root
        pn, dn = self._mid(mine, theirs, INFINITE, INFINITE)
        assert pn == 0 or dn == 0, _("with infinite thresholds the search ends only when the start is decided")
        self.result = pn == 0
        return self.result

    def settle(self, mine: int, theirs: int) -> bool:
        """Whether the goal holds from this position (prover's numbers, other's), searched if not decided."""
        known = self.table.get(mine << self.shift | theirs)
        if known is not None and (known[0] == 0 or known[1] == 0):
            return known[0] == 0
        pn, _ = self._mid(mine, theirs, INFINITE, INFINITE)
        return pn == 0

    def _mid(self, mine: int, theirs: int, th_pn: int, th_dn: int) -> tuple[int, int]:
        shift, table = self.shift, self.table
        key = mine << shift | theirs
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._check()
        expanded = self.expand(mine, theirs)
        if isinstance(expanded, bool):
            found = (0, INFINITE) if expanded else (INFINITE, 0)
            table[key] = found
            return found
        ours, picks = expanded
        children = [((mine | pick) << shift | theirs) if ours else (mine << shift | theirs | pick) for pick in picks]
        get = table.get
        unknown = (1, 1)
        weak = self.weak
        while True:
            best = -1
            first = second = INFINITE
            total = 0
            best_other = 0
            # At the prover's turn a child proves the position and every child must refute it; at the other's,
            # the other way round. ``first`` is the smallest number of the side that needs one child.
            unsolved = 0
            for index, child in enumerate(children):
                pn, dn = get(child, unknown)
                one, every = (pn, dn) if ours else (dn, pn)
                if weak:
                    # Weak proof numbers (Ueda et al. 2008): the largest child and one for each other unsolved child.
                    # Picks come in any order, so sums count a shared grandchild once per path, wildly.
                    if every:
                        unsolved += 1
                        if every > total:
                            total = every
                else:
                    total += every
                if one < first:
                    second, first, best, best_other = first, one, index, every
                elif one < second:
                    second = one
            if weak and unsolved > 1 and total < INFINITE:
                total += unsolved - 1
            if total > INFINITE:
                total = INFINITE
            pn, dn = (first, total) if ours else (total, first)
            if pn >= th_pn or dn >= th_dn:
                break
            th_one, th_every = (th_pn, th_dn) if ours else (th_dn, th_pn)
            child_one = min(th_one, int(second * (1 + EPSILON)) + 1) if second < INFINITE else th_one
            child_every = th_every - total + best_other
            if child_every > INFINITE:
                child_every = INFINITE
            child = children[best]
            child_mine, child_theirs = child >> shift, child & ((1 << shift) - 1)
            if ours:
                self._mid(child_mine, child_theirs, child_one, child_every)
            else:
                self._mid(child_mine, child_theirs, child_every, child_one)
        table[key] = (pn, dn)
        return pn, dn

    def _check(self) -> None:
        """Now and then: the budget, the clock, the table's size, and a progress report."""
        # Nodes of a big game (the order-6 game's 32,134 sets, Qubic's 64 cells) cost milliseconds: look every
        # tenth of a second or so, so that --seconds stops on time and progress comes steadily.
        now = time.monotonic()
        took, self._last_check = now - self._last_check, now
        if took > 0.2 and self._every > 16:
            self._every //= 2
        elif took < 0.05 and self._every < self._most_every:
            self._every *= 2
        self._next_check = self.nodes + self._every
        if self.budget is not None:
            self._next_check = min(self._next_check, self.budget + 1)
        if self.budget is not None and self.nodes > self.budget:
            raise SearchBudgetError(self.budget, "nodes", "proved")
        if self.stopping is not None and self.stopping():
            raise KeyboardInterrupt
        elapsed = self._in_time(now)
        if self.table_limit is not None and len(self.table) > self.table_limit:
            self.shrink()
        if self.progress is not None and elapsed - self._reported >= REPORT_EVERY:
            self._reported = elapsed
            self.progress(self.figures())

    def limit(self, nodes: int) -> None:
        """Stop (SearchBudgetError) past ``nodes`` nodes, or the budget given, whichever is fewer."""
        self.budget = nodes if self.budget is None else min(self.budget, nodes)
        self._next_check = min(self._next_check, self.budget + 1)

    def _in_time(self, now: float | None = None) -> float:
        """The seconds since the clock began; SearchBudgetError once they pass ``seconds``."""
        elapsed = (time.monotonic() if now is None else now) - self._began
        if self.seconds is not None and elapsed > self.seconds:
            raise SearchBudgetError(round(self.seconds), "seconds", "proved")
        return elapsed

    def shrink(self) -> None:
        """Make room in the table: drop the undecided positions, and if that is not enough the refuted ones, then
        the proved. What is dropped is searched again when it is needed."""
        limit = self.table_limit or 0
        self.shrinks += 1
        table = self.table
        for keep in (lambda pn, dn: pn == 0 or dn == 0, lambda pn, dn: pn == 0, lambda pn, dn: False):
            kept = {key: value for key, value in table.items() if keep(*value)}
            if len(kept) <= limit * 3 // 4:
                break
        table.clear()
        table.update(kept)

    def figures(self) -> Figures:
        proved = sum(1 for pn, _ in self.table.values() if pn == 0)
        disproved = sum(1 for _, dn in self.table.values() if dn == 0)
        return Figures(self.nodes, proved, disproved, len(self.table), time.monotonic() - self._began)

    def decided(self) -> dict[int, bool]:
        """The table's decided positions: proved (True) or refuted (False), by key; what a checkpoint keeps."""
        return {key: pn == 0 for key, (pn, dn) in self.table.items() if pn == 0 or dn == 0}

    # The certificate.

    def certificate(self, symmetries: tuple[tuple[int, ...], ...] = ()) -> Certificate:
        """The proof written out, once ``run`` has proved the goal: the prover's pick in every position of a
        winning (or not-losing) strategy, a position standing for its images under ``symmetries``."""
        found = Certificate(self.rules, self.start, self.goal, symmetries=symmetries)
        seen: set[tuple[int, int]] = set()
        longest = [0]
        mine, theirs = self.root
        if not self.settle(mine, theirs):
            raise ValueError(_("the goal is not proved: {goal}").format(goal=str(self.goal)))
        self._write(mine, theirs, found, seen, longest)
        if self.win:
            found.plies = longest[0]
        return found

    def _as_xo(self, mine: int, theirs: int) -> tuple[int, int]:
        return (mine, theirs) if self.prover_is_x else (theirs, mine)

    def _canonical(self, x: int, o: int, symmetries: tuple[tuple[int, ...], ...]) -> tuple[int, int]:
        best = (x, o)
        xs, os = numbers_of(x), numbers_of(o)
        for p in symmetries:
            image = (sum(1 << p[n] for n in xs), sum(1 << p[n] for n in os))
            if image < best:
                best = image
        return best

    def _write(
        self, mine: int, theirs: int, found: Certificate, seen: set[tuple[int, int]], longest: list[int]
    ) -> None:
        """Write the strategy from a position the goal holds in (the prover's numbers, the other's)."""
        free = self.full ^ (mine | theirs)
        depth = (mine | theirs).bit_count() - self.start_picks
        if not free:
            longest[0] = max(longest[0], depth)
            return
        search = self.search
        if not self._ours(mine, theirs):
            poison = search.completing(theirs) & free
            for n in numbers_of(free):
                if poison >> n & 1:  # the other completes a set: in misère they lose; a proof never lets it happen else
                    if not self.misere:
                        raise Unsound(_("a proved position lets no reply complete the other's set"))
                    longest[0] = max(longest[0], depth + 1)
                    continue
                self._write(mine, theirs | 1 << n, found, seen, longest)
            return
        own = search.completing(mine) & free
        if own and not self.misere:
            longest[0] = max(longest[0], depth + 1)  # the checker finds the completing pick itself
            return
        key = self._canonical(*self._as_xo(mine, theirs), found.symmetries)
        if key in seen:
            return
        seen.add(key)
        expanded = self.expand(mine, theirs)
        if isinstance(expanded, bool):
            # Decided by a rule: the other player can never complete a set against the prover. Any safe pick keeps it.
            if not expanded:
                raise Unsound(_("a proved position"))
            pick = (free & ~own) & -(free & ~own)
        else:
            picks = expanded[1]
            get, shift = self.table.get, self.shift
            # A pick the table knows proved first: settling an unknown one may cost a search.
            known = [pick for pick in picks if get((mine | pick) << shift | theirs, (1, 1))[0] == 0]
            pick = next((pick for pick in known + picks if self.settle(mine | pick, theirs)), 0)
            if not pick:  # the position was held proved, and no pick proves it
                raise Unsound(_("a proved position"))
        found.picks[self._as_xo(mine, theirs)] = pick.bit_length() - 1
        after = mine | pick
        if search.completing(mine) & pick:  # a misère proof never picks this; a normal one stops above
            raise Unsound(_("a proved strategy never completes its own set in misère"))
        self._write(after, theirs, found, seen, longest)


_searches: dict[Rules, Search] = {}


def _facts(rules: Rules) -> Search:
    """A search of the engine's for its facts about the sets (what completes one, what is still open), made once
    per game: the proofs use those, never its memos of values."""
    found = _searches.get(rules)
    if found is None:
        found = _searches[rules] = Search(rules)
    return found


def value_goals(position: Position) -> list[Goal]:
    """The goals tried, in order, to find a position's value: the mover wins; the other wins; else both not lose.

    >>> [str(goal) for goal in value_goals(Position())]
    ['X wins', 'O wins', 'X does not lose', 'O does not lose']
    """
    mover = position.to_move
    return [
        Goal(mover, "win"),
        Goal(opponent(mover), "win"),
        Goal(mover, "not_lose"),
        Goal(opponent(mover), "not_lose"),
    ]


Make = Callable[[Position, Goal], "Proof"]
"""How the goals' proofs are made: ``Proof`` itself, or one with a budget, a progress report, workers."""


class NoWinWithin(ValueError):
    """Neither player wins within the plies asked: both wins refuted, by ``proofs``, which took ``nodes``."""

    def __init__(self, plies: int, proofs: list[Proof], nodes: int) -> None:
        super().__init__(_("neither player forces a win within {plies} plies").format(plies=plies))
        self.plies, self.proofs, self.nodes = plies, proofs, nodes


TIGHTEN_LEAST = 20_000
"""The fewest nodes a search for a faster win is given, without --fastest (else as many as the value's proof)."""


@dataclass
class Settled:
    """A position's value proved: the outcome for the player to move, and the proofs that show it (one for a win
    or a loss, the two players' not_lose for a draw); ``nodes`` counts every proof tried, the failed ones too.
    ``fastest``, for a win looked at for a faster one: whether none comes sooner than its certificate's plies
    (every fewer bound refuted); None where none was looked for (a bound asked for) or for a draw."""

    outcome: Literal["win", "draw", "loss"]
    proofs: list[Proof]
    nodes: int
    fastest: bool | None = None


def settle_value(
    position: Position, plies: int | None = None, fastest: bool = False, make: Make = Proof, faster: bool = False
) -> Settled:
    """Prove the value of ``position``: a win for one player (within ``plies`` if given) or a draw. With ``plies``
    and no win within them, NoWinWithin says so. Without ``plies``, a win's proof is then made as fast as it can
    be: with ``fastest``, the fewest plies, found by trying each bound in turn from the soonest a win could come;
    with ``faster``, the same within a budget: each bound gets as many nodes as the value's own proof took (at
    least TIGHTEN_LEAST), and one not settled within them is passed over, the next proved with twice as many.

    >>> settled = settle_value(Position.from_moves([5, 1]), fastest=True)
    >>> settled.outcome, [proof.certificate().plies for proof in settled.proofs], settled.fastest
    ('win', [5], True)
    >>> settle_value(Position(rules=Rules.order(4)), faster=True).proofs[0].certificate().plies
    9
    """
    if position.is_over:
        raise ValueError(_("the game is over: there is nothing to prove"))
    nodes = 0
    goals = value_goals(position)
    refuted = []
    for goal in goals[:2]:
        proof = make(position, Goal(goal.prover, "win", plies))
        found = proof.run()
        nodes += proof.nodes
        if not found:
            refuted.append(proof)
            continue
        outcome: Literal["win", "loss"] = "win" if goal.prover == position.to_move else "loss"
        if plies is None and (fastest or faster):
            share = None if fastest else max(proof.nodes, TIGHTEN_LEAST)
            proof, tried, known = _fastest(position, goal.prover, make, proof, share)
            return Settled(outcome, [proof], nodes + tried, known)
        return Settled(outcome, [proof], nodes)  # a bound asked for: fewer plies not looked for
    if plies is not None:
        raise NoWinWithin(plies, refuted, nodes)
    proofs = []
    for goal in goals[2:]:
        proof = make(position, goal)
        if not proof.run():  # neither wins, so each keeps the draw: unless the table was told otherwise
            raise Unsound(_("neither player can force a win, so each can keep the draw"))
        nodes += proof.nodes
        proofs.append(proof)
    return Settled("draw", proofs, nodes)


def _fastest(
    position: Position, winner: Player, make: Make, value: Proof, share: int | None
) -> tuple[Proof, int, bool]:
    """The proof of ``winner``'s fastest win, each bound tried from the soonest a win can come, up to the plies of
    ``value`` (the win proved with no bound); the nodes tried; whether every fewer bound was refuted.

    With a ``share`` of nodes, each bound is given that many: one not settled within them is passed over, and
    the next is given twice as many, once; past that (or past the proof's own --budget or --seconds), ``value``
    or the last bound proved stands."""
    completer = winner if not position.rules.misere else opponent(winner)
    plies = 1 if completer == position.to_move else 2  # a set is completed on the completer's own pick
    best, best_plies = value, value.certificate().plies
    refuted_to = plies - 2  # every bound up to this one refuted
    nodes = 0
    passed = False  # a bound passed over, its budget spent
    while best_plies is None or plies < best_plies:
        proof = make(position, Goal(winner, "win", plies))
        if share is not None:
            proof.limit(2 * share if passed else share)
        try:
            found = proof.run()
        except SearchBudgetError as spent:
            nodes += proof.nodes
            if share is None:
                raise
            if spent.unit != "nodes" or passed:
                break
            passed = True
            plies += 2
            continue
        nodes += proof.nodes
        if found:
            best, best_plies = proof, proof.certificate().plies
            break
        if not passed:
            refuted_to = plies
        plies += 2
    return best, nodes, best_plies is not None and best_plies - 2 <= refuted_to
