"""The search behind the solver: exact scores and bare outcomes for any rules, normal play and misère.

Inside the search a player's numbers are one int with bit n set for number n, and a position is the pair
(the mover's numbers, the other player's numbers). Why: the order-4 games keep millions of positions, and an
int hashes, combines and compares far faster than a frozenset. The model stays the number game: the bits are
just the two sets of numbers, and whether a number completes a set is still decided by the sorted two-pointer
on a player's numbers (``completing``), once per set of numbers.

A score is one small int for the player to move: a win in p plies is B - p, a loss in p plies is p - B, a
draw 0, where B is one more than the numbers; bigger is better.

Sound pruning, normal play (completing a set wins):
  1. A player who can complete a set now does: nothing is faster.
  2. A player facing two threats loses in two plies: one pick blocks only one of them.
  3. A player facing one threat must block it: every other pick loses in two plies, and after the block the
     other player cannot complete a set at once (their only completing number is gone).
  4. The last free number, when it completes nothing, draws.
  5. When no winning set is open to either player (each holds a number of every set), a draw is certain.
  6. Without a win at once a win in three plies is the fastest, so the search of a position stops there.
  7. A win within p plies needs a winning set, open to the mover, that lacks no more numbers than the mover
     picks within them: without one, the bounded search stops at once.
Misère (completing a set loses), where "win now" and "block the threat" are wrong:
  1. A player for whom every free number is poison loses in one ply.
  2. Otherwise poison is never picked: it loses at once, while any other pick loses no sooner than three
     plies on (the other player's picks can only complete their own sets).
  3. The last free number, when it is not poison, draws.
  4. A certain draw as in normal play.
  5. The fastest win is in two plies (the other player is left only poison), so the search stops there.
Move order: normal-play outcome searches try first the picks that lie in the most sets still open to either
player; it only changes how soon a winning pick is found, never a verdict.

>>> search = Search(Rules())
>>> search.score(bits({5}), bits({1}))  # X holds 5, O 1, X to move: a win in 5 plies
5
>>> search.outcome(0, bits({5})), search.positions_solved > 0
(0, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import ClassVar

from ..rules import Rules, winning_sets
from ..rules.sums import set_summing_to
from ..words.language import _, ngettext

__all__ = ["Search", "SearchBudgetError", "bits", "numbers_of"]


def bits(numbers: Iterable[int]) -> int:
    """A set of numbers as the search keeps it: bit n for number n.

    >>> bits({1, 3})
    10
    """
    mask = 0
    for n in numbers:
        mask |= 1 << n
    return mask


def numbers_of(mask: int) -> list[int]:
    """The numbers in a mask, ascending.

    >>> numbers_of(10)
    [1, 3]
    """
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _over_budget(budget: int, unit: str = "positions", done: str = "solved", seconds: float | None = None) -> str:
    """A search that kept more than its ``budget`` of ``unit`` ("positions", "pairings", "nodes", "seconds")
    before its work was ``done`` ("solved", "decided", "proved"), or ran past ``seconds``.

    >>> _over_budget(budget=1_000, seconds=120.0)
    'not solved within the budget of 1,000 positions: it ran past 120 seconds'
    >>> _over_budget(budget=1, unit="seconds", done="proved")
    'not proved within the budget of 1 second'
    """
    if seconds is not None and (done, unit) == ("solved", "positions"):
        return _("not solved within the budget of {budget:,} positions: it ran past {seconds:g} seconds").format(
            budget=budget, seconds=seconds
        )
    known = {
        ("solved", "positions"): _("not solved within the budget of {budget:,} positions"),
        ("decided", "pairings"): _("not decided within the budget of {budget:,} pairings"),
        ("proved", "nodes"): _("not proved within the budget of {budget:,} nodes"),
        ("proved", "seconds"): ngettext(
            "not proved within the budget of {budget:,} second",
            "not proved within the budget of {budget:,} seconds",
            budget,
        ),
    }.get((done, unit))
    # A search of another kind says its own unit and what it does.
    said = (known or _("not {done} within the budget of {budget:,} {unit}")).format(budget=budget, done=done, unit=unit)
    if seconds is None:
        return said
    # A count of seconds may be a fraction: only exactly one is said in the singular.
    past = ngettext(
        "{said}: it ran past {seconds:g} second", "{said}: it ran past {seconds:g} seconds", 1 if seconds == 1 else 2
    )
    return past.format(said=said, seconds=seconds)


class SearchBudgetError(RuntimeError):
    """Raised when a search keeps more positions than its budget allows; says so in the words every command uses.

    >>> str(SearchBudgetError(2_000_000)), str(SearchBudgetError(10, "pairings", "decided"))
    ('not solved within the budget of 2,000,000 positions', 'not decided within the budget of 10 pairings')
    """

    def __init__(
        self, budget: int, unit: str = "positions", done: str = "solved", seconds: float | None = None
    ) -> None:
        super().__init__(_over_budget(budget, unit, done, seconds))
        self.budget, self.unit = budget, unit
        self._made = (budget, unit, done, seconds)

    def __reduce__(self) -> tuple[type[SearchBudgetError], tuple[int, str, str, float | None]]:
        """Made again from what made it: a proof's worker raises it in another process (pickle would otherwise
        pass the message as the budget, and the pool would break)."""
        return type(self), self._made


BUDGET_SECONDS = 120.0
"""How long a search with a budget may run, whatever it keeps: in a game whose sets are many (12 of 1-25 has half a
million), one position takes milliseconds, and a budget of positions alone would last an hour."""


class Search:
    """Every position one set of rules has solved, and the facts the search needs about those rules."""

    PROGRESS_EVERY: ClassVar[int] = 1 << 15
    """How many new positions between two calls of the progress hook."""
    PROGRESS_SECONDS: ClassVar[float] = 1.0
    """Or how many seconds, when positions come slowly."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        n = rules.numbers
        self.all = (1 << (n + 1)) - 2
        self.shift = n + 1
        self.big = n + 1
        self.count, self.target = rules.count, rules.target
        self.misere = rules.misere  # read at every position: one attribute, not two
        sets = winning_sets(rules)
        # through[n]: the winning sets holding n, one bit per set, to see which sets are still open.
        self.through = [0] * (n + 1)
        for index, numbers in enumerate(sets):
            for number in numbers:
                self.through[number] |= 1 << index
        self.set_bits = [bits(s) for s in sets]
        degree = [self.through[n].bit_count() for n in range(n + 1)]
        self.by_degree = [1 << k for k in sorted(range(1, n + 1), key=lambda k: (-degree[k], k))]
        self.ascending = [1 << k for k in range(1, n + 1)]  # every number's bit, in order
        self.every_set = (1 << len(sets)) - 1
        # Ordering pays in normal play with many numbers; for Pick Fifteen the plain order is cheaper, and in
        # misère building towards open sets is what a player avoids.
        self.ordered = n > 9 and not rules.misere
        # A listed game's sets through each number, as bits of numbers: what completes a set is read off them.
        self.listed = rules.sets is not None
        self.sets_through: list[list[int]] = [[] for _ in range(n + 1)]
        for numbers in sets:
            for number in numbers:
                self.sets_through[number].append(bits(numbers))
        singles = sum(bits(s) for s in sets if len(s) == 1)  # a set of one number: picking it completes it
        self._completing: dict[int, int] = {0: singles if self.listed else 1 << rules.target if rules.count == 1 else 0}
        # Every set of one size (the sum games' K, and most listed games): how far a player is from a set can be
        # read off the layers; otherwise set by set.
        self.uniform = len({len(s) for s in sets}) == 1
        self._layers: dict[int, tuple[int, ...]] = {0: (0,) * rules.count}
        self._touched: dict[int, int] = {0: 0}
        self.numbers = n
        self.scores: dict[int, int] = {}
        self.bounds: dict[int, int] = {}
        # Picks the symmetries keeping a position make alike, by position (kept by the solver, which finds them).
        self.alike: dict[tuple[frozenset[int], frozenset[int]], dict[int, list[int]]] = {}
        # For "can the mover force a win within d plies": the most plies proven too few, and the fewest
        # proven enough, per position.
        self.too_few: dict[int, int] = {}
        self.enough: dict[int, int] = {}
        self.layer_weights = [1, *(3 * 4 ** (k - 1) for k in range(1, rules.count))]
        self.budget: int | None = None
        self.deadline: float | None = None  # time.monotonic() past which a budgeted search stops
        self.progress: Callable[[int], None] | None = None
        self._next_report = self.PROGRESS_EVERY
        self._ticks = 0  # stores since the clock was last read: reading it every store would cost
        self._next_time = 0.0

    @property
    def positions_solved(self) -> int:
        """How many positions the exact search has evaluated."""
        return len(self.scores)

    # Facts about one player's numbers, each found once per set of numbers.

    def completing(self, mask: int) -> int:
        """The numbers (taken or not) that would complete a set for a player holding ``mask``.

        Incremental: a number completes a set for ``mask`` if it did without ``mask``'s largest number, or if
        it completes one through that number, found by the two-pointer on the rest.
        """
        found = self._completing.get(mask)
        if found is not None:
            return found
        high = 1 << (mask.bit_length() - 1)
        rest = mask ^ high
        newest = high.bit_length() - 1
        if self.listed:
            # A listed game: the sets through the newest number that now lack exactly one number.
            through = 0
            for members in self.sets_through[newest]:
                missing = members & ~mask
                if missing and not missing & (missing - 1):
                    through |= missing
            found = (self.completing(rest) & ~high) | through
            self._completing[mask] = found
            return found
        ascending = numbers_of(rest)
        need, count = self.target - newest, self.count - 2
        through = 0
        if count == 1:
            # Three numbers: the two-pointer's innermost case, one number of a given value, is a look-up in the
            # player's own numbers: n completes a set with the newest number and some m held where m + n = need.
            for held in ascending:
                n = need - held
                if 0 < n <= self.numbers and n != held and not mask >> n & 1:
                    through |= 1 << n
        else:
            for n in range(1, self.numbers + 1):
                if not mask >> n & 1 and set_summing_to(ascending, count, need - n) is not None:
                    through |= 1 << n
        found = (self.completing(rest) & ~high) | through
        self._completing[mask] = found
        return found

    def layers(self, mask: int) -> tuple[int, ...]:
        """The winning sets by how many of ``mask``'s numbers they hold: entry k (from 0) has one bit for each
        set holding more than k of them. Incremental: adding a number n, a set holds more than k numbers if
        it did already, or held more than k - 1 and holds n."""
        found = self._layers.get(mask)
        if found is None:
            high = 1 << (mask.bit_length() - 1)
            rest = self.layers(mask ^ high)
            through = self.through[high.bit_length() - 1]
            found = tuple(rest[k] | ((rest[k - 1] if k else self.every_set) & through) for k in range(self.count))
            self._layers[mask] = found
        return found

    def touched(self, mask: int) -> int:
        """The winning sets that hold any of ``mask``'s numbers: closed to the other player.

        (The first of ``layers``, kept apart: searches that do not order their picks need only this one.)
        """
        found = self._touched.get(mask)
        if found is None:
            high = 1 << (mask.bit_length() - 1)
            found = self._touched[mask] = self.touched(mask ^ high) | self.through[high.bit_length() - 1]
        return found

    def certain_draw(self, mine: int, theirs: int) -> bool:
        """Whether no winning set is open to either player: each holds a number of every set."""
        return not (self.every_set & ~self.touched(theirs)) and not (self.every_set & ~self.touched(mine))

    def _stored(self, memo: dict[int, int], key: int, value: int) -> int:
        memo[key] = value
        if self.budget is not None or len(memo) >= self._next_report:
            self._counted()
        return value

    def _counted(self) -> None:
        """Report progress now and then (every so many positions, or seconds), and stop a search whose memos
        together outgrow its budget, or that runs past its deadline."""
        kept = self.positions_kept
        by_count = kept >= self._next_report
        by_clock = False
        self._ticks += 1
        if self._ticks >= 64:  # the clock, now and then: a slow search stores a position in milliseconds
            self._ticks = 0
            now = time.monotonic()
            if self.deadline is not None and now > self.deadline:
                raise SearchBudgetError(self.budget or kept, seconds=BUDGET_SECONDS)
            # By the clock only when positions come slowly (fewer than an eighth of PROGRESS_EVERY since the last
            # round count): a fast search reports at its round counts alone.
            slow = kept - (self._next_report - self.PROGRESS_EVERY) < self.PROGRESS_EVERY // 8
            if not self._next_time:
                self._next_time = now + self.PROGRESS_SECONDS
            by_clock = slow and now >= self._next_time
            if by_clock:
                self._next_time = now + self.PROGRESS_SECONDS
        if by_count:
            self._next_report = kept + self.PROGRESS_EVERY
        if (by_count or by_clock) and self.progress is not None:
            self.progress(kept)
        if self.budget is not None and kept > self.budget:
            raise SearchBudgetError(self.budget)

    @property
    def positions_kept(self) -> int:
        """How many positions the searches keep, all kinds together."""
        return len(self.scores) + len(self.bounds) + len(self.too_few) + len(self.enough)

    def ordered_picks(self, mine: int, theirs: int, picks: int) -> list[int]:
        """The picks (as bits), the most promising first: those in the most sets still open to either player,
        a set counting more the more of it a player holds already, and building counting twice as much as
        blocking. (A set holding j of a player's numbers weighs 4^j: each layer adds 1, 3, 12, 48, ...)"""
        if not self.ordered:
            # Ascending, as numbers_of lists them, but filtered in one comprehension: asked at every position.
            return [bit for bit in self.ascending if picks & bit]
        open_to_me = self.every_set & ~self.touched(theirs)
        open_to_them = self.every_set & ~self.touched(mine)
        mine_by_layer = [open_to_me, *(open_to_me & layer for layer in self.layers(mine)[:-1])]
        theirs_by_layer = [open_to_them, *(open_to_them & layer for layer in self.layers(theirs)[:-1])]
        # A layer with no set in it adds nothing to any weight: only the others are counted (the same weights).
        counted = [
            (step, building, blocking)
            for step, building, blocking in zip(self.layer_weights, mine_by_layer, theirs_by_layer, strict=True)
            if building or blocking
        ]
        ranked = []
        for n in numbers_of(picks):
            through = self.through[n]
            weight = 0
            for step, building, blocking in counted:
                weight += step * (2 * (through & building).bit_count() + (through & blocking).bit_count())
            ranked.append((-weight, n))
        ranked.sort()
        return [1 << n for _, n in ranked]

    # Exact scores.

    def score(self, mine: int, theirs: int) -> int:
        """The exact score for the player to move holding ``mine``, in a position nobody has finished."""
        if self.misere:
            return self._misere_score(mine, theirs)
        return self._score(mine, theirs)

    def _score(self, mine: int, theirs: int) -> int:
        key = mine << self.shift | theirs
        found = self.scores.get(key)
        if found is not None:
            return found
        big = self.big
        free = self.all ^ (mine | theirs)
        # The memo of completing numbers read in place (a method call per look-up would cost more than the look-up).
        completing = self._completing.get
        own = completing(mine)
        if own is None:
            own = self.completing(mine)
        if own & free:
            return self._stored(self.scores, key, big - 1)
        threats = completing(theirs)
        if threats is None:
            threats = self.completing(theirs)
        threats &= free
        if threats & (threats - 1):
            return self._stored(self.scores, key, 2 - big)
        if not free & (free - 1) or self.certain_draw(mine, theirs):
            return self._stored(self.scores, key, 0)
        best, fastest = -big, big - 3
        picks = threats or free
        while picks:
            low = picks & -picks
            picks ^= low
            score = self._score(theirs, mine | low)
            score = 1 - score if score > 0 else -1 - score if score < 0 else 0  # one ply further from the end
            if score > best:
                best = score
                if best == fastest:
                    break
        return self._stored(self.scores, key, best)

    def _misere_score(self, mine: int, theirs: int) -> int:
        key = mine << self.shift | theirs
        found = self.scores.get(key)
        if found is not None:
            return found
        big = self.big
        free = self.all ^ (mine | theirs)
        own = self._completing.get(mine)
        if own is None:
            own = self.completing(mine)
        safe = free & ~own
        if not safe:
            return self._stored(self.scores, key, 1 - big)
        if not free & (free - 1) or self.certain_draw(mine, theirs):
            return self._stored(self.scores, key, 0)
        best, fastest = -big, big - 2
        picks = safe
        while picks:
            low = picks & -picks
            picks ^= low
            score = self._misere_score(theirs, mine | low)
            score = 1 - score if score > 0 else -1 - score if score < 0 else 0
            if score > best:
                best = score
                if best == fastest:
                    break
        return self._stored(self.scores, key, best)

    def score_of_pick(self, mine: int, theirs: int, pick: int) -> int:
        """The mover's exact score if they pick ``pick`` (a number), counting the pick."""
        low = 1 << pick
        free = self.all ^ (mine | theirs)
        own = self._completing.get(mine)
        if own is None:
            own = self.completing(mine)
        if own & low:
            return 1 - self.big if self.misere else self.big - 1
        if free == low:
            return 0
        score = self.score(theirs, mine | low)
        return 1 - score if score > 0 else -1 - score if score < 0 else 0

    # Bare outcomes: 1 a win, 0 a draw, -1 a loss for the player to move, by alpha-beta on those three values.
    # The memo keeps what is known of each position as a lower and an upper bound, packed in one small int
    # (3 * (lower + 1) + upper + 1): a search that only needs to know "at least a draw?" stops as soon as it
    # sees one, and what it learnt is kept for a later, wider question.

    def outcome(self, mine: int, theirs: int, alpha: int = -1, beta: int = 1) -> int:
        """Who wins from here, for the player to move; with a window (alpha, beta), fail-soft: a result at or
        below alpha is an upper bound, at or above beta a lower bound, in between exact."""
        key = mine << self.shift | theirs
        known = self.scores.get(key)
        if known is not None:
            return (known > 0) - (known < 0)
        packed = self.bounds.get(key)
        lower, upper = (-1, 1) if packed is None else (packed // 3 - 1, packed % 3 - 1)
        if lower == upper or lower >= beta:
            return lower
        if upper <= alpha:
            return upper
        free = self.all ^ (mine | theirs)
        completing = self._completing.get
        own = completing(mine)
        if own is None:
            own = self.completing(mine)
        if self.misere:
            safe = free & ~own
            if not safe:
                return self._known(key, -1)
            picks = safe
        else:
            if own & free:
                return self._known(key, 1)
            threats = completing(theirs)
            if threats is None:
                threats = self.completing(theirs)
            threats &= free
            if threats & (threats - 1):
                return self._known(key, -1)
            picks = threats or free
        if not free & (free - 1) or (self.numbers > 9 and self.certain_draw(mine, theirs)):
            return self._known(key, 0)
        low = alpha if alpha > lower else lower
        high = beta if beta < upper else upper
        best = -1
        # The numbers in most winning sets first (fixed once per game): cut-offs come sooner, at no cost; those not
        # free are passed over in the loop rather than filtered into a list first, as a cut-off often comes early.
        order = self.ordered_picks(mine, theirs, picks) if self.ordered else self.by_degree
        for pick in order:
            if not picks & pick:
                continue
            value = -self.outcome(theirs, mine | pick, -high, -low)
            if value > best:
                best = value
                if value > low:
                    low = value
                    if low >= high:
                        break
        if best <= (alpha if alpha > lower else lower):
            upper = best  # it failed low: no better than this
        elif best >= high:
            lower = best  # it failed high: at least this
        else:
            lower = upper = best
        self.bounds[key] = 3 * (lower + 1) + upper + 1
        if self.budget is not None or len(self.bounds) >= self._next_report:
            self._counted()
        return best

    def _known(self, key: int, value: int) -> int:
        self.bounds[key] = 4 * (value + 1)
        return value

    def outcome_of_pick(self, mine: int, theirs: int, pick: int) -> int:
        """Who wins if the mover picks ``pick`` (a number)."""
        low = 1 << pick
        own = self._completing.get(mine)
        if own is None:
            own = self.completing(mine)
        if own & low:
            return -1 if self.misere else 1
        if (self.all ^ (mine | theirs)) == low:
            return 0
        return -self.outcome(theirs, mine | low)

    # Forced wins within a number of plies: a search bounded in depth, for the fastest win of a big game.

    def forces_win(self, mine: int, theirs: int, plies: int) -> bool:
        """Whether the player to move can force a win within ``plies`` plies, whatever the other does."""
        key = mine << self.shift | theirs
        if plies <= self.too_few.get(key, -1):
            return False
        if plies >= self.enough.get(key, self.big + 1):
            return True
        return self._decide(mine, theirs, plies, key)

    def _decide(self, mine: int, theirs: int, plies: int, key: int) -> bool:
        """``forces_win`` for a position whose memo does not answer it yet: searched, and the answer kept."""
        found = self._misere_forces(mine, theirs, plies) if self.misere else self._forces(mine, theirs, plies)
        if found:
            self.enough[key] = min(plies, self.enough.get(key, plies))
        else:
            self.too_few[key] = max(plies, self.too_few.get(key, plies))
        if self.budget is not None or len(self.enough) + len(self.too_few) >= self._next_report:
            self._counted()
        return found

    def within_reach(self, mine: int, theirs: int, picks: int) -> bool:
        """Whether some winning set open to a player holding ``mine`` (none of its numbers ``theirs``) lacks at
        most ``picks`` numbers: without one, ``picks`` more picks of theirs cannot complete a set."""
        open_to_me = self.every_set & ~self.touched(theirs)
        if not self.uniform:  # sets of several sizes: set by set
            reach = [self.set_bits[index] for index in range(len(self.set_bits)) if open_to_me >> index & 1]
            return any((members & ~mine).bit_count() <= picks for members in reach)
        held = self.count - picks  # the set must hold at least this many of ``mine`` already
        return bool(open_to_me if held <= 0 else open_to_me & self.layers(mine)[held - 1])

    def _forces(self, mine: int, theirs: int, plies: int) -> bool:
        free = self.all ^ (mine | theirs)
        completing = self._completing.get  # the memo read in place, as in _score
        own = completing(mine)
        if own is None:
            own = self.completing(mine)
        if own & free:
            return plies >= 1
        threats = completing(theirs)
        if threats is None:
            threats = self.completing(theirs)
        threats &= free
        if plies < 3 or threats & (threats - 1) or not free & (free - 1):
            return False  # no win before the mover's next pick, two threats lose, one number left draws
        if not self.within_reach(mine, theirs, (plies + 1) // 2):
            return False  # the mover's picks within the plies cannot complete any set still open to them
        for low in self.ordered_picks(mine, theirs, threats or free):
            if self._every_reply_loses(theirs, mine | low, plies - 1):
                return True
        return False

    def _every_reply_loses(self, theirs: int, mine: int, plies: int) -> bool:
        """The other player to move, holding ``theirs``: does every reply lose within ``plies`` plies?"""
        free = self.all ^ (mine | theirs)
        completing = self._completing.get
        own = completing(theirs)
        if own is None:
            own = self.completing(theirs)
        if own & free or not free:
            return False  # they win at once, or the board is full
        threats = completing(mine)
        if threats is None:
            threats = self.completing(mine)
        threats &= free
        if threats & (threats - 1):
            return True  # they can block only one of two threats: the mover wins on the next ply
        if not self.within_reach(mine, theirs, plies // 2):
            return False  # the mover's picks within the plies cannot complete any set still open to them
        # Their likeliest defences first: a refutation found early ends the check.
        replies = self.ordered_picks(theirs, mine, threats or free)
        # ``forces_win`` inlined: this is the search's innermost step, run millions of times, and most replies
        # are answered by the memos (the same look-ups, in the same order; only unknown ones are searched).
        plies -= 1
        too_few, enough, decide = self.too_few.get, self.enough.get, self._decide
        above = mine << self.shift
        never = self.big + 1
        for low in replies:
            after = theirs | low
            key = above | after
            if plies <= too_few(key, -1):
                return False
            if plies < enough(key, never) and not decide(mine, after, plies, key):
                return False
        return True

    def _misere_forces(self, mine: int, theirs: int, plies: int) -> bool:
        free = self.all ^ (mine | theirs)
        own = self._completing.get(mine)
        if own is None:
            own = self.completing(mine)
        safe = free & ~own
        if plies < 2 or not safe or not free & (free - 1):
            return False  # the other player loses on their pick at the soonest; only poison loses; the last draws
        # Ascending, as ``ordered_picks`` gives them in misère (never ordered), taken bit by bit without a list.
        every_reply_loses = self._misere_every_reply_loses
        picks = safe
        while picks:
            low = picks & -picks
            picks ^= low
            if every_reply_loses(theirs, mine | low, plies - 1):
                return True
        return False

    def _misere_every_reply_loses(self, theirs: int, mine: int, plies: int) -> bool:
        free = self.all ^ (mine | theirs)
        if not free:
            return False
        own = self._completing.get(theirs)
        if own is None:
            own = self.completing(theirs)
        safe = free & ~own
        if not safe:
            return True  # every pick of theirs completes a set: they lose on this ply
        if plies < 3:
            return False
        # ``forces_win`` inlined, the picks ascending bit by bit: the innermost step, as above.
        plies -= 1
        too_few, enough, decide = self.too_few.get, self.enough.get, self._decide
        above = mine << self.shift
        never = self.big + 1
        picks = safe
        while picks:
            low = picks & -picks
            picks ^= low
            after = theirs | low
            key = above | after
            if plies <= too_few(key, -1):
                return False
            if plies < enough(key, never) and not decide(mine, after, plies, key):
                return False
        return True

    def fastest_win(self, mine: int, theirs: int) -> int | None:
        """The fewest plies in which the player to move forces a win, or None if they cannot force one."""
        if self.outcome(mine, theirs) <= 0:
            return None
        free = (self.all ^ (mine | theirs)).bit_count()
        # A normal-play win comes on the winner's own pick (an odd ply), a misère win on the loser's (even).
        for plies in range(2 if self.misere else 1, free + 1, 2):
            if self.forces_win(mine, theirs, plies):
                return plies
        raise AssertionError(_("a won position must have a forced win within the plies left"))

    # Every position at once.

    def every_score(self) -> tuple[dict[int, int], set[int]]:
        """Every reachable position's exact score, from nothing, by one walk of the whole game.

        No pruning: every position is visited, each once, and every unfinished one's score kept (also in
        ``scores``, so later questions are look-ups). Returns the scores by key (the mover's numbers shifted
        over the other player's) and the keys of the finished positions the walk reached.
        """
        scores: dict[int, int] = {}  # its own memo: a position another search solved may hide unvisited ones
        finished: set[int] = set()
        big, shift, full, misere = self.big, self.shift, self.all, self.misere
        completing = self._completing.get
        ends = 1 - big if misere else big - 1  # the mover completes a set: loses (misère) or wins in one ply

        def walk(mine: int, theirs: int, key: int) -> int:
            free = full ^ (mine | theirs)
            own = completing(mine)
            if own is None:
                own = self.completing(mine)
            best = -big
            picks = free
            while picks:
                pick = picks & -picks
                picks ^= pick
                if own & pick or free == pick:
                    finished.add(theirs << shift | mine | pick)
                    value = ends if own & pick else 0
                else:
                    child = theirs << shift | mine | pick
                    score = scores.get(child)  # looked up here: most children are known, and a call costs more
                    if score is None:
                        score = walk(theirs, mine | pick, child)
                    value = 1 - score if score > 0 else -1 - score if score < 0 else 0
                if value > best:
                    best = value
            scores[key] = best
            return best

        walk(0, 0, 0)
        self.scores.update(scores)
        return scores, finished
