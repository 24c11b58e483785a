"""A study of how hard one game is in different dresses: the same puzzles of Pick Fifteen, shown as numbers, on the
grid, as Jam or as the word game, timed and scored (as Zhang and Norman timed their tic-tac-toe isomorphs).

Glossary:
    participant  a person taking the study, known by a code, never a name.
    trial        one puzzle shown in one dress, and the participant's answer: right if it is a best pick.
    block        the trials of one dress, one after another. Each participant meets the dresses in the order of
                 a row of a balanced Latin square (Williams's), the row by their number, so that over a class
                 each dress comes first, second, ... equally often, and after each other dress equally often.
    matched      every block holds the same number of easy, medium and hard puzzles, so that no dress gets the
                 easier ones; no puzzle repeats within a participant, even up to symmetry (the puzzles are one
                 per class of positions, as ``luoshu puzzle`` mines them).

Everything here is values: the faces show the trials, time the answers and keep the records.

>>> plan = study_plan(0, ("numbers", "grid"), 3, seed=1)
>>> [(t.dress, t.puzzle.level) for t in plan]  # doctest: +NORMALIZE_WHITESPACE
[('numbers', 'easy'), ('numbers', 'medium'), ('numbers', 'hard'),
 ('grid', 'easy'), ('grid', 'medium'), ('grid', 'hard')]
>>> order_of(1, 4)
[1, 2, 0, 3]
"""

from __future__ import annotations

import math
import random
import secrets
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..rules import PICK_FIFTEEN, Position, Rules
from ..search.solver import best_moves
from ..views.widths import ljust, rjust, width
from ..words.language import LANGUAGES, _, ngettext, speaking, spoken
from ..words.terms import dress_name, listed
from .puzzles import PUZZLE_LEVELS, Puzzle, mine

__all__ = [
    "FASTEST_ANSWER",
    "FIELDS",
    "STUDY_DRESSES",
    "DressResult",
    "PlanCheck",
    "Planned",
    "Record",
    "StudyError",
    "StudyReport",
    "answered_pick",
    "csv_row",
    "most_trials",
    "order_of",
    "participant_code",
    "record_from_row",
    "report",
    "report_json",
    "report_table",
    "right_answer",
    "study_json",
    "study_plan",
    "trial_fault",
]

STUDY_DRESSES = ("numbers", "grid", "jam", "words")
"""The dresses a study shows (``numbers`` is Pick Fifteen's own)."""
DRESS_OF = {"numbers": "fifteen", "grid": "grid", "jam": "jam", "words": "words"}
"""The name of each study dress among the dresses (``luoshu.views.dresses``)."""


FIELDS = ("participant", "index", "dress", "puzzle", "level", "answer", "pick", "right", "seconds")
"""The columns of a study's results as CSV, a trial a row (the terminal's files and the page's download alike)."""
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread


def participant_code() -> str:
    """A new participant's code: P and five letters or digits, never a name."""
    return "P" + "".join(secrets.choice(CODE_LETTERS) for _letter in range(5))


def is_participant_code(text: str) -> bool:
    """Whether ``text`` is a code as ``participant_code`` makes them (any other, such as ``=cmd|calc``, is no
    trial of luoshu's, and a spreadsheet might run it).

    >>> is_participant_code("P2345A"), is_participant_code("=cmd|calc"), is_participant_code("P0000O")
    (True, False, False)
    """
    return len(text) == 6 and text[0] == "P" and all(letter in CODE_LETTERS for letter in text[1:])


FASTEST_ANSWER = 0.2
"""Seconds: no one reads a puzzle and answers it faster than a bare reaction to a light (about this long); a
quicker answer is a double click, a click meant for the last puzzle, or a script: every face refuses it, and a
report refuses a trial that claims one."""


class StudyError(ValueError):
    """A study that cannot be planned as asked, with the reason."""


@dataclass(frozen=True)
class Planned:
    """One trial of a participant's plan: its place, the dress and the puzzle."""

    index: int  # from 1
    dress: str
    puzzle: Puzzle

    @property
    def position(self) -> Position:
        return self.puzzle.position


@dataclass(frozen=True)
class Record:
    """One trial as taken: who, which, what they answered, whether it was right, and how long it took."""

    participant: str
    index: int
    dress: str
    puzzle: str  # the puzzle's id, as luoshu puzzle gives it
    level: str
    answer: str  # as typed in the dress
    pick: int  # the number it stands for
    right: bool
    seconds: float


def csv_row(record: Record) -> list[str]:
    """A trial as a row of ``FIELDS``: right as yes or no, seconds to the millisecond.

    >>> csv_row(Record("P2345A", 1, "grid", "1.2-7", "easy", "A2", 9, True, 3.2271))
    ['P2345A', '1', 'grid', '1.2-7', 'easy', 'A2', '9', 'yes', '3.227']
    """
    values = [str(getattr(record, name)) for name in FIELDS]
    values[FIELDS.index("right")] = "yes" if record.right else "no"
    values[FIELDS.index("seconds")] = f"{record.seconds:.3f}"
    return values


def record_from_row(row: Sequence[str]) -> Record:
    """A trial from a row of ``FIELDS`` as ``csv_row`` writes it; StudyError with the reason if it is none.

    >>> record_from_row(["P2345A", "1", "grid", "1.2-7", "easy", "A2", "9", "yes", "nan"])
    Traceback (most recent call last):
    ...
    luoshu.teach.study.StudyError: seconds nan is no time: a trial takes at least 0.2 s and under an hour
    """
    if len(row) != len(FIELDS):
        raise StudyError(_("{count} columns, not {expected}").format(count=len(row), expected=len(FIELDS)))
    participant, index, dress, puzzle, level, answer, pick, right, seconds = row
    if not is_participant_code(participant):
        raise StudyError(
            _("{typed} is not a participant's code (P and five letters or digits)").format(typed=repr(participant[:20]))
        )
    if not index.isdigit() or not 1 <= int(index) <= 1000:
        raise StudyError(
            _("index {typed} is not a place in a plan (a whole number from 1)").format(typed=repr(index[:20]))
        )
    if dress not in STUDY_DRESSES:
        raise StudyError(
            _("{typed} is not a dress of a study: {dresses}").format(
                typed=repr(dress[:20]), dresses=listed(STUDY_DRESSES)
            )
        )
    if not pick.isdigit() or not 1 <= int(pick) <= 25:
        raise StudyError(_("pick {typed} is not a number 1-25").format(typed=repr(pick[:20])))
    if right not in ("yes", "no"):
        raise StudyError(_("right is {typed}, not yes or no").format(typed=repr(right[:20])))
    try:
        time = float(seconds)
    except ValueError:
        time = math.nan
    if not FASTEST_ANSWER <= time < 3600:  # false for NaN too
        raise StudyError(
            _("seconds {seconds} is no time: a trial takes at least {fastest} s and under an hour").format(
                seconds=seconds[:20], fastest=FASTEST_ANSWER
            )
        )
    return Record(participant, int(index), dress, puzzle, level, answer, int(pick), right == "yes", time)


class PlanCheck:
    """Does each participant's trials fit a plan of ``study_plan``'s? Fed one trial at a time: some number of
    dresses and trials per dress for which each trial's place lies in the plan, its dress is its block's (a block
    per dress, each dress in one block), its level is its place's in the block, and no puzzle comes twice.

    >>> check = PlanCheck()
    >>> [check.fault(Record("P2345A", i, "numbers", p, "easy", "5", 5, True, 1.0)) for i, p in [(1, "a"), (1, "b")]]
    [None, 'participant P2345A has trial 1 twice']
    """

    def __init__(self, rules: Rules = PICK_FIFTEEN) -> None:
        self._rules = rules
        self._plans: dict[str, dict[tuple[int, int], dict[int, str]]] = {}  # (dresses, trials): each block's dress
        self._seen: dict[str, set[object]] = {}

    def fault(self, record: Record) -> str | None:
        """What keeps the participant's trials so far, with this one, from fitting any plan; None if they fit (and
        the trial is kept)."""
        who = record.participant
        if who not in self._plans:
            self._plans[who] = {
                (dresses, trials): {}
                for dresses in range(1, len(STUDY_DRESSES) + 1)
                for trials in range(1, most_trials(dresses, self._rules) + 1)
            }
            self._seen[who] = set()
        seen = self._seen[who]
        if record.index in seen:
            return _("participant {participant} has trial {index} twice").format(participant=who, index=record.index)
        if record.puzzle in seen:
            return _("participant {participant} has puzzle {puzzle} twice: a plan never repeats one").format(
                participant=who, puzzle=record.puzzle[:20]
            )
        fitting = {}
        for (dresses, trials), blocks in self._plans[who].items():
            block, place = divmod(record.index - 1, trials)
            if block >= dresses or _levels(trials, dresses, self._rules)[place] != record.level:
                continue
            if blocks.get(block, record.dress) != record.dress or (
                block not in blocks and record.dress in blocks.values()
            ):
                continue
            fitting[dresses, trials] = {**blocks, block: record.dress}
        if not fitting:
            return _("trial {index} of participant {participant} fits no plan with the trials before it").format(
                index=record.index, participant=who
            )
        self._plans[who] = fitting
        seen.update((record.index, record.puzzle))
        return None


@cache
def _puzzles(rules: Rules) -> tuple[Puzzle, ...]:
    return tuple(mine(rules))


def order_of(participant: int, count: int) -> list[int]:
    """The order of ``count`` dresses for a participant: a row of Williams's balanced Latin square (for an odd
    count, its rows and their mirror images), by the participant's number from 0.

    >>> [order_of(p, 4) for p in range(4)]
    [[0, 1, 3, 2], [1, 2, 0, 3], [2, 3, 1, 0], [3, 0, 2, 1]]
    """
    first = [0]
    low, high = 1, count - 1
    while len(first) < count:
        first.append(low)
        low += 1
        if len(first) < count:
            first.append(high)
            high -= 1
    rows = count if count % 2 == 0 else 2 * count
    row = participant % rows
    order = [(n + row) % count for n in first]
    return order[::-1] if row >= count else order


def most_trials(dresses: int, rules: Rules = PICK_FIFTEEN) -> int:
    """The most trials per dress a participant can take with no puzzle twice and every block matched in level.

    >>> most_trials(4), most_trials(2), most_trials(1)
    (6, 12, 25)
    """
    available = Counter(p.level for p in _puzzles(rules))
    return sum(available[level] // dresses for level in PUZZLE_LEVELS)


@cache
def _levels(trials: int, dresses: int, rules: Rules) -> tuple[str, ...]:
    """The levels of one block's puzzles: easy, medium and hard in turn, each as far as the puzzles allow every
    block the same."""
    available = Counter(p.level for p in _puzzles(rules))
    room = {level: available[level] // dresses for level in PUZZLE_LEVELS}
    levels: list[str] = []
    while len(levels) < trials:
        before = len(levels)
        for level in PUZZLE_LEVELS:
            if len(levels) < trials and room[level] > 0:
                levels.append(level)
                room[level] -= 1
        if len(levels) == before:
            raise StudyError(
                _(
                    "at most {most} trials per dress with {dresses} dresses: there are {puzzles} puzzles, and none "
                    "may come twice"
                ).format(most=most_trials(dresses, rules), dresses=dresses, puzzles=len(_puzzles(rules)))
            )
    return tuple(sorted(levels, key=PUZZLE_LEVELS.index))


def study_plan(
    participant: int, dresses: Sequence[str], trials: int, seed: int | None = None, rules: Rules = PICK_FIFTEEN
) -> list[Planned]:
    """A participant's trials: the dresses in their row of the Latin square, a block of ``trials`` puzzles for
    each, matched in level and never one twice. The same participant, dresses, trials and seed give the same
    plan: a participant who stopped can go on."""
    unknown = [d for d in dresses if d not in STUDY_DRESSES]
    if unknown or not dresses or len(set(dresses)) != len(dresses):
        raise StudyError(_("the dresses are some of {dresses}, each once").format(dresses=listed(STUDY_DRESSES)))
    if trials < 1:
        raise StudyError(_("a study has at least one trial per dress"))
    levels = _levels(trials, len(dresses), rules)
    rng = random.Random(f"{seed}-{participant}")
    pool: dict[str, list[Puzzle]] = {level: [p for p in _puzzles(rules) if p.level == level] for level in PUZZLE_LEVELS}
    for found in pool.values():
        rng.shuffle(found)
    plan: list[Planned] = []
    for block in order_of(participant, len(dresses)):
        chosen = [pool[level].pop() for level in levels]  # no puzzle twice: each is taken out of the pool
        for puzzle in chosen:
            plan.append(Planned(len(plan) + 1, dresses[block], puzzle))
    return plan


def right_answer(puzzle: Puzzle, pick: int) -> bool:
    """Whether ``pick`` is a best pick of the puzzle's position (the solver's, not the answer key's)."""
    return pick in best_moves(puzzle.position)


def trial_fault(record: Record, rules: Rules = PICK_FIFTEEN) -> str | None:
    """What is wrong with a trial read back from a file, checked against its puzzle: the puzzle and its level, the
    answer as the dress reads it, the pick free, and right only if it is a best pick; None if nothing is.

    >>> trial_fault(Record("P2345A", 1, "grid", "2-", "easy", "B2", 5, True, 3.2))
    'puzzle 2- is medium, not easy'
    >>> trial_fault(Record("P2345A", 1, "numbers", "1.2-7", "easy", "7", 7, True, 3.2))
    '7 is taken by O in puzzle 1.2-7'
    """
    puzzle = {p.id: p for p in _puzzles(rules)}.get(record.puzzle)
    if puzzle is None:
        return _("{typed} is no puzzle of {rules}").format(typed=repr(record.puzzle[:40]), rules=str(rules))
    if record.level != puzzle.level:
        return _("puzzle {puzzle} is {level}, not {said}").format(
            puzzle=puzzle.id, level=puzzle.level, said=record.level
        )
    named = answered_pick(record.dress, record.answer, rules)
    if named != record.pick:
        return _("the answer {typed} is not the pick {pick} in the {dress} dress").format(
            typed=repr(record.answer[:40]), pick=record.pick, dress=dress_name(record.dress)
        )
    holder = puzzle.position.holder(record.pick)
    if holder is not None:
        return _("{pick} is taken by {holder} in puzzle {puzzle}").format(
            pick=record.pick, holder=holder, puzzle=puzzle.id
        )
    if record.right != right_answer(puzzle, record.pick):
        if record.right:
            return _("it is marked right, but {pick} is not a best pick of puzzle {puzzle}").format(
                pick=record.pick, puzzle=puzzle.id
            )
        return _("it is marked wrong, but {pick} is a best pick of puzzle {puzzle}").format(
            pick=record.pick, puzzle=puzzle.id
        )
    return None


def answered_pick(dress: str, answer: str, rules: Rules = PICK_FIFTEEN) -> int | None:
    """The number a trial's answer names in its study dress, in whichever language it was typed (the language
    spoken first): a file of trials taken in Chinese is checked in English too, and Jam's roads and the word
    game's words stand for the same numbers in every language. None where no language reads it.

    >>> answered_pick("words", "来去自如"), answered_pick("jam", "Mill"), answered_pick("grid", "Z9")
    (5, 2, None)
    """
    from ..views.dresses.dress import dress_for

    typed = " ".join(answer.split())
    for language in sorted(LANGUAGES, key=lambda each: each != spoken()):
        with speaking(language):
            try:
                return dress_for(DRESS_OF[dress], rules).number(typed)
            except ValueError:
                continue
    return None


@dataclass(frozen=True)
class DressResult:
    """One dress's trials summed up: their count, the errors, and the median time with its 95% interval."""

    dress: str
    trial_count: int
    error_count: int
    median_seconds: float
    low_seconds: float
    high_seconds: float


@dataclass(frozen=True)
class StudyReport:
    """A study's results: per dress, and per place in the order (the learning curve)."""

    participant_count: int
    dresses: list[DressResult]
    curve: list[tuple[int, float, float]]  # each trial's place: the median time and the share of errors there


def _interval(groups: Sequence[Sequence[float]], rng: random.Random, resamples: int = 2000) -> tuple[float, float]:
    """A 95% percentile bootstrap interval of the median. With several participants they are resampled, each with
    all their trials (a cluster bootstrap: one person's trials are not independent of each other); with one, the
    trials are."""
    if len(groups) == 1:
        groups = [[t] for t in groups[0]]
    medians = []
    for _resample in range(resamples):
        drawn = [t for group in rng.choices(groups, k=len(groups)) for t in group]
        medians.append(statistics.median(drawn))
    medians.sort()
    return medians[int(0.025 * resamples)], medians[int(0.975 * resamples) - 1]


def report(records: Sequence[Record], seed: int = 0) -> StudyReport:
    """The results of the trials taken (one participant's, or a class's).

    >>> records = [Record("p", i, d, "1-", "easy", "5", 5, i % 3 > 0, 2.0 + i) for i, d in enumerate("aabb", 1)]
    >>> result = report(records)
    >>> [(r.dress, r.trial_count, r.error_count, r.median_seconds) for r in result.dresses]
    [('a', 2, 0, 3.5), ('b', 2, 1, 5.5)]
    """
    rng = random.Random(seed)
    dresses = list(dict.fromkeys(r.dress for r in records))
    results = []
    for dress in dresses:
        mine_ = [r for r in records if r.dress == dress]
        times = [r.seconds for r in mine_]
        people = list(dict.fromkeys(r.participant for r in mine_))
        low, high = _interval([[r.seconds for r in mine_ if r.participant == p] for p in people], rng)
        errors = sum(not r.right for r in mine_)
        results.append(DressResult(dress, len(mine_), errors, statistics.median(times), low, high))
    places = sorted({r.index for r in records})
    curve = []
    for place in places:
        here = [r for r in records if r.index == place]
        curve.append((place, statistics.median(r.seconds for r in here), sum(not r.right for r in here) / len(here)))
    return StudyReport(len({r.participant for r in records}), results, curve)


def study_json(result: StudyReport) -> dict[str, object]:
    """The report as JSON: ``{"participant_count", "dress_results", "places"}``, a dress ``{"dress", "trial_count",
    "error_count", "median_seconds", "low_seconds", "high_seconds"}``, a place ``{"place", "median_seconds",
    "error_share"}``."""
    return {
        "participant_count": result.participant_count,
        "dress_results": [
            {
                "dress": d.dress,
                "trial_count": d.trial_count,
                "error_count": d.error_count,
                "median_seconds": d.median_seconds,
                "low_seconds": d.low_seconds,
                "high_seconds": d.high_seconds,
            }
            for d in result.dresses
        ],
        "places": [{"place": p, "median_seconds": t, "error_share": e} for p, t, e in result.curve],
    }


def report_json(records: Sequence[Record]) -> dict[str, Any]:
    """The results of these trials as JSON (``study --report --json``'s keys), and as the table the terminal
    prints (``text``)."""
    if not records:
        return {"participant_count": 0, "dress_results": [], "places": [], "text": _("No trials yet.")}
    result = report(records)
    return {**study_json(result), "text": report_table(result)}


def report_table(result: StudyReport) -> str:
    """The results as a table: how many took part, each dress's trials, errors and median time with its interval,
    then the learning curve (the median seconds at each place).

    >>> records = [Record("p", i, d, "1-", "easy", "5", 5, i % 3 > 0, 2.0 + i) for i, d in enumerate("aabb", 1)]
    >>> print(report_table(report(records)))
    1 participant
    dress      trials  errors   median time (95% interval)
    a               2       0   3.5 s (3.0-4.0)
    b               2       1   5.5 s (5.0-6.0)
    Learning curve (median seconds at each place): 3.0 4.0 5.0 6.0
    """
    # The heads of the first three columns (the dress, its trials and its errors), padded in display columns (a
    # Chinese head is two a character), at least as wide as in English: 10, 7, 8.
    heads = (_("dress"), _("trials"), _("errors"))
    rows = [(dress_name(d.dress), str(d.trial_count), str(d.error_count)) for d in result.dresses]
    dress = max(10, *(width(row[0]) + 1 for row in [heads, *rows]))
    trials = max(7, *(width(row[1]) + 1 for row in [heads, *rows]))
    errors = max(8, *(width(row[2]) + 1 for row in [heads, *rows]))

    def cells(row: tuple[str, str, str]) -> dict[str, str]:
        return {"dress": ljust(row[0], dress), "trials": rjust(row[1], trials), "errors": rjust(row[2], errors)}

    count = result.participant_count
    # The level outside the sentence: gettext would read "% i" as a placeholder, and no translation could keep it.
    lines = [
        ngettext("{count} participant", "{count} participants", count).format(count=count),
        _("{dress}{trials}{errors}   median time ({level} interval)").format(**cells(heads), level="95%"),
    ]
    for d, row in zip(result.dresses, rows, strict=True):
        median, low, high = (f"{seconds:.1f}" for seconds in (d.median_seconds, d.low_seconds, d.high_seconds))
        lines.append(
            _("{dress}{trials}{errors}   {median} s ({low}-{high})").format(
                **cells(row), median=median, low=low, high=high
            )
        )
    times = " ".join(f"{seconds:.1f}" for _place, seconds, _count in result.curve)
    lines.append(_("Learning curve (median seconds at each place): {times}").format(times=times))
    return "\n".join(lines)
