"""A learner's own program checked as a teacher checks it (``luoshu learn check``): asked for its pick in every
position of the game where someone is to move, each pick judged against the solver, and the whole given a mark.

What it says: whether the program ever made its outcome worse (a won game lost or drawn, a drawn game lost), the
first such position with the line that refutes its pick; whether it wins as fast as it can (and loses as slowly);
its time per move; and, when it counts them (a module-level ``nodes`` in a ``python:`` file), the nodes it
searched from the openings against plain minimax and alpha-beta. A program that crashes, hangs or answers
nonsense is stopped there: the check says where, and why, and gives no mark.

The mark, out of 100: a program that never made its outcome worse has 60, and 30 more for the share of positions
in which it made a best pick (the fastest win, the slowest loss), and 10 more if no move took longer than
``SLOW_MOVE``; one that did has the share of positions in which it kept its outcome, of 60, and at most 59.

>>> import random
>>> from luoshu.session.bots import builtin_bot
>>> checked = check_program(builtin_bot("perfect", random.Random(1)), Rules(7, 2, 7))
>>> checked.position_count, len(checked.mistakes), checked.slower_count, checked.points, checked.judgement
(460, 0, 0, 100, 'right')
>>> print(program_check_text([checked]).splitlines()[0])
perfect, 2 of 1-7 summing to 7: asked in 460 positions; 100 points of 100: right.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ..rules import Position, Rules, reachable_positions
from ..search.counted import COUNTED_BUDGET, counted_search
from ..search.solver import SearchBudgetError, analyse
from ..teach.explain import explain, explanation_text
from ..views.vocabulary import rules_json
from ..words.language import _, ngettext, pgettext
from ..words.terms import player_name
from .bots import Bot, BotFailed
from .grading import mistake_json
from .matches import Mistake, not_free

__all__ = [
    "ProgramCheck",
    "check_program",
    "judgement_word",
    "program_check_json",
    "program_check_text",
    "program_mark_json",
]

SLOW_MOVE = 1.0
"""Seconds: a move that takes longer keeps a person waiting."""
MOST_POSITIONS = 100_000
"""Positions in one check, at most: past them, a check would take hours."""
OPENINGS = 1
"""The positions whose nodes are compared: those with at most this many picks (the empty board and every first
pick), where the searches are biggest."""

Judgement = Literal["right", "dawdles", "slow", "wrong", "failed"]


@dataclass
class ProgramCheck:
    """What a check found of one program under one game's rules."""

    name: str
    rules: Rules
    position_count: int = 0  # positions where someone is to move: each is asked once
    asked_count: int = 0  # positions it answered in (all of them, unless it failed)
    mistakes: list[Mistake] = field(default_factory=list)  # picks that made its outcome worse
    slower_count: int = 0  # picks that kept the outcome but not the best speed
    failure: tuple[Position, str] | None = None  # where it failed, and why: the check stopped there
    seconds: list[float] = field(default_factory=list)  # each answer's time
    node_count: int | None = None  # the nodes it said it searched from the openings (None: it did not say)
    plain_node_count: int | None = 0  # plain minimax's from the same openings (None: past its budget)
    alphabeta_node_count: int | None = 0  # alpha-beta's

    @property
    def best_count(self) -> int:
        return self.asked_count - len(self.mistakes) - self.slower_count

    @property
    def slowest(self) -> float:
        return max(self.seconds, default=0.0)

    @property
    def points(self) -> int:
        """The mark out of 100 (0 for a program that failed)."""
        if self.failure is not None or not self.asked_count:
            return 0
        if self.mistakes:  # a game thrown away fails, however rare: at most 59
            return min(59, math.floor(60 * (1 - len(self.mistakes) / self.asked_count)))
        return 60 + math.floor(30 * self.best_count / self.asked_count) + 10 * (self.slowest <= SLOW_MOVE)

    @property
    def judgement(self) -> Judgement:
        if self.failure is not None:
            return "failed"
        if self.mistakes:
            return "wrong"
        if self.slowest > SLOW_MOVE:
            return "slow"
        return "dawdles" if self.slower_count else "right"


def check_program(
    bot: Bot, rules: Rules, progress: Callable[[int], None] | None = None, budget: int = COUNTED_BUDGET
) -> ProgramCheck:
    """Ask ``bot`` in every position of ``rules`` where someone is to move (the fewest picks first, so the first
    mistake found is the earliest in a game), judging each pick; ``progress(positions)`` after each. The searches
    its nodes are compared with each stop past ``budget`` nodes (then none is compared). ValueError with the
    reason for a game with too many positions to ask."""
    positions = [p for p in reachable_positions(rules) if not p.is_over]
    if len(positions) > MOST_POSITIONS:
        raise ValueError(
            _("{rules} has more than {most} positions to ask in").format(rules=str(rules), most=f"{MOST_POSITIONS:,}")
        )
    checked = ProgramCheck(bot.name, rules, len(positions))
    counted: list[int] = []
    openings: list[Position] = []
    for done, position in enumerate(positions, start=1):
        start = time.perf_counter()
        try:
            pick = bot.choose(position)
            if pick not in position.free:
                raise BotFailed(not_free(pick, position))
        except BotFailed as error:
            checked.failure = (position, str(error))
            break
        checked.seconds.append(time.perf_counter() - start)
        checked.asked_count += 1
        if position.pick_count <= OPENINGS:
            said = getattr(bot, "nodes", None)
            counted.append(said if isinstance(said, int) else -1)
            openings.append(position)
        verdicts = analyse(position)
        best = max(verdicts.values())
        if verdicts[pick].rank[0] < best.rank[0]:
            checked.mistakes.append(Mistake(position, pick, best, verdicts[pick]))
        elif verdicts[pick] != best:  # a best pick is one as good as the best (best_moves, from the verdicts here)
            checked.slower_count += 1
        if progress is not None:
            progress(done)
    if counted and min(counted) >= 0:
        checked.node_count = sum(counted)
    try:  # what the searches the lessons teach visit from the same openings, where they finish within their budget
        checked.plain_node_count = sum(counted_search(p, budget=budget).nodes for p in openings)
        checked.alphabeta_node_count = sum(counted_search(p, "alphabeta", budget=budget).nodes for p in openings)
    except SearchBudgetError:
        checked.plain_node_count = checked.alphabeta_node_count = None
    return checked


def program_check_text(checks: Sequence[ProgramCheck]) -> str:
    """Each game's check as a teacher would say it: the mark, the outcome kept or not, the speed of its wins, its
    time, its nodes, then its first mistake explained, or where it failed."""
    parts = []
    for checked in checks:
        lines = [_headline(checked)]
        if checked.failure is not None:
            position, reason = checked.failure
            lines.append(
                _("It failed in this position ({position}), and was asked nothing more: {reason}").format(
                    position=_position_words(position), reason=reason
                )
                if checked.asked_count
                else _("It failed before it answered once, and was asked nothing more: {reason}").format(reason=reason)
            )
            parts.append("\n".join(lines))
            continue
        if checked.mistakes:
            lines.append(
                ngettext(
                    "It made its outcome worse in {count:,} position of {total:,} (a won game lost or drawn, or a "
                    "drawn game lost).",
                    "It made its outcome worse in {count:,} positions of {total:,} (a won game lost or drawn, or a "
                    "drawn game lost).",
                    len(checked.mistakes),
                ).format(count=len(checked.mistakes), total=checked.asked_count)
            )
        else:
            lines.append(_("It never made its outcome worse."))
        if checked.slower_count:
            lines.append(
                ngettext(
                    "In {count:,} position it kept its outcome but not at the best speed (a slower win, or a faster "
                    "loss): does it score a win sooner above a win later?",
                    "In {count:,} positions it kept its outcome but not at the best speed (a slower win, or a faster "
                    "loss): does it score a win sooner above a win later?",
                    checked.slower_count,
                ).format(count=checked.slower_count)
            )
        elif not checked.mistakes:
            lines.append(_("It wins as fast as it can, and loses as slowly, everywhere."))
        lines.append(
            _("Time per move: {mean} on average, {slowest} at the slowest.").format(
                mean=_seconds(sum(checked.seconds) / len(checked.seconds)), slowest=_seconds(checked.slowest)
            )
        )
        if checked.slowest > SLOW_MOVE:
            lines.append(
                _(
                    "A move that takes more than a second keeps a person waiting: is each position searched "
                    "afresh, or each remembered once?"
                )
            )
        if checked.node_count == 0:
            lines.append(_("Its nodes stayed 0: add 1 to nodes for each position your search visits, to compare them."))
        elif checked.node_count is not None and checked.plain_node_count is not None:
            lines.append(
                _(
                    "Nodes from the empty board and after each first pick: {nodes:,}; plain minimax {plain:,}, "
                    "alpha-beta {alphabeta:,} (numbers tried in ascending order)."
                ).format(
                    nodes=checked.node_count, plain=checked.plain_node_count, alphabeta=checked.alphabeta_node_count
                )
            )
        if checked.mistakes:
            first = checked.mistakes[0]
            lines.append("")
            lines.append(_("The first mistake, in {position}:").format(position=_position_words(first.position)))
            lines.append(explanation_text(explain(first.position, first.pick)))
            tree = _tree(first.position)
            if tree is not None:
                lines += ["", tree]
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def program_check_json(checks: Sequence[ProgramCheck]) -> dict[str, object]:
    """The checks in the JSON vocabulary: each game's counts, its mistakes as ``grade`` gives them, its failure,
    times, nodes and points."""
    return {
        "name": checks[0].name if checks else None,
        "checked": [
            {
                "rules": rules_json(c.rules),
                "position_count": c.position_count,
                "asked_count": c.asked_count,
                "mistakes": [mistake_json(m) for m in c.mistakes],
                "slower_count": c.slower_count,
                "failure": None
                if c.failure is None
                else {"x": sorted(c.failure[0].x), "o": sorted(c.failure[0].o), "reason": c.failure[1]},
                "move_seconds": sum(c.seconds) / len(c.seconds) if c.seconds else None,
                "slowest_seconds": c.slowest,
                "node_count": c.node_count,
                "plain_node_count": c.plain_node_count,
                "alphabeta_node_count": c.alphabeta_node_count,
                "points": c.points,
                "judgement": c.judgement,
            }
            for c in checks
        ],
    }


def program_mark_json(checks: Sequence[ProgramCheck]) -> dict[str, Any]:
    """The checks' marks alone, ``{"checked": [{"rules", "points", "judgement"}, ...]}``: what a learner's machine
    reports to their course on a page (``learn check --report``), a few hundred bytes however many mistakes."""
    return {"checked": [{"rules": rules_json(c.rules), "points": c.points, "judgement": c.judgement} for c in checks]}


def judgement_word(judgement: str) -> str:
    """A check's judgement, as a teacher says it.

    >>> judgement_word("dawdles")
    'right, but not the fastest wins'
    """
    return {
        "right": pgettext("a program's check", "right"),
        "dawdles": pgettext("a program's check", "right, but not the fastest wins"),
        "slow": pgettext("a program's check", "right, but slow"),
        "wrong": pgettext("a program's check", "wrong"),
        "failed": pgettext("a program's check", "failed"),
    }[judgement]


def _headline(checked: ProgramCheck) -> str:
    if checked.failure is not None:
        return _("{name}, {rules}: it failed after {asked:,} of {total:,} positions; no mark.").format(
            name=player_name(checked.name),
            rules=str(checked.rules),
            asked=checked.asked_count,
            total=checked.position_count,
        )
    said = judgement_word(checked.judgement)
    return ngettext(
        "{name}, {rules}: asked in {total:,} position; {points} points of 100: {judgement}.",
        "{name}, {rules}: asked in {total:,} positions; {points} points of 100: {judgement}.",
        checked.position_count,
    ).format(
        name=player_name(checked.name),
        rules=str(checked.rules),
        total=checked.position_count,
        points=checked.points,
        judgement=said,
    )


def _tree(position: Position) -> str | None:
    """The position's search tree one ply deep, as ``explore search`` shows it: plain minimax scoring the fastest
    win, each pick's score beside it, so that the pick the program made is seen among the others; None where the
    search is past its budget (a game of many numbers: the refutation above says it all the same)."""
    from ..teach import searches  # only here: a check with no mistake draws no tree
    from ..views.dresses.dress import dress_for

    dress = dress_for("fifteen", position.rules)
    try:
        return searches.tree_text(searches.search(position, dress, "minimax", "depth", shown=1), dress)
    except (SearchBudgetError, ValueError):
        return None


def _position_words(position: Position) -> str:
    """A position as each side's numbers.

    >>> _position_words(Position.from_moves([5, 1, 2])), _position_words(Position())
    ('X holds 2 5, O holds 1', 'the empty board')
    """
    if not position.x and not position.o:
        return _("the empty board")
    x, o = (" ".join(map(str, sorted(numbers))) for numbers in (position.x, position.o))
    if not o:
        return _("X holds {x}, O holds nothing yet").format(x=x)
    return _("X holds {x}, O holds {o}").format(x=x, o=o)


def _seconds(seconds: float) -> str:
    """A time as a person reads it: milliseconds under a second.

    >>> _seconds(0.00042), _seconds(1.25)
    ('0.4 ms', '1.25 s')
    """
    if seconds < 1:
        return _("{ms:.1f} ms").format(ms=seconds * 1000)
    return _("{s:.2f} s").format(s=seconds)
