"""A learner's course in progress (``luoshu learn`` in the terminal, the Learn section of the page): what they have
done of each chapter, kept as a progress file or in the server's database (the same text), each answer checked and
recorded, the code that reaches their progress on the page, and the progress and a chapter as JSON. The chapters and
their exercises are ``luoshu.teach.course``'s; a face reaches them here.

>>> progress = Progress(seed=1)
>>> chapter = chapter_numbered(1)
>>> progress.answer(chapter, exercise_named(chapter, progress.seed, "sets"), "8")
(True, 'Right.')
>>> progress_json(progress)["chapters"][0]["text"]
'Chapter 1: The game and its secret: 1 of 3 exercises done, 1 right at the first try.'
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TypeGuard

from ..teach.course import CHAPTERS, Chapter, Exercise, answered, chapter_heading, exercises_of
from ..teach.study import CODE_LETTERS
from ..words.language import _, ngettext, spoken
from .program_check import judgement_word

__all__ = [
    "Progress",
    "chapter_json",
    "chapter_line",
    "chapter_numbered",
    "checked_program",
    "exercise_named",
    "exercises_for",
    "is_progress",
    "learner_code",
    "program_line",
    "program_mark",
    "progress_json",
    "read_learner_code",
]


@lru_cache(maxsize=4096)
def _exercises(number: int, seed: int, language: str) -> tuple[Exercise, ...]:
    """A chapter's exercises for a seed, in a language, made once: a class's view and each learner's page ask for
    every chapter's of every learner again and again, and each making draws positions and words them anew."""
    return tuple(exercises_of(CHAPTERS[number - 1], seed))


def exercises_for(chapter: Chapter, seed: int) -> tuple[Exercise, ...]:
    """The chapter's exercises for ``seed`` (``exercises_of``), in the language spoken, made once for each."""
    return _exercises(chapter.number, seed, spoken())


def chapter_numbered(number: object) -> Chapter:
    """The chapter numbered ``number`` (a number, or its digits as an address gives them); LookupError for none.

    >>> chapter_numbered(3).title(), chapter_numbered("3").title()
    ('Minimax by hand', 'Minimax by hand')
    """
    if isinstance(number, str) and number.isdigit() and len(number) <= 2:
        number = int(number)
    if type(number) is not int or not 1 <= number <= len(CHAPTERS):
        raise LookupError(_("no such chapter: the chapters are 1 to {last}").format(last=len(CHAPTERS)))
    return CHAPTERS[number - 1]


def exercise_named(chapter: Chapter, seed: int, key: str) -> Exercise:
    """The chapter's exercise ``key`` for ``seed``; LookupError for none."""
    found = [exercise for exercise in exercises_for(chapter, seed) if exercise.key == key]
    if not found:
        raise LookupError(_("chapter {number} has no such exercise").format(number=chapter.number))
    return found[0]


CHECKED = "check"
"""What chapter 4 records as done: the learner's program checked (``luoshu learn check``) and never worse."""
PROGRESS_FORMAT = "luoshu-learn"
"""The ``format`` of a progress file: what says a file is one (and luoshu's to write over)."""


@dataclass
class Progress:
    """What a learner has done: the seed of their exercises, and by chapter the exercises done and those right
    at the first try.

    >>> progress = Progress(seed=7)
    >>> progress.record(1, "cell", True)
    >>> Progress.from_json(progress.to_json()) == progress
    True
    >>> progress.next_chapter()
    1
    """

    seed: int
    done: dict[int, list[str]] = field(default_factory=dict)
    first_try: dict[int, list[str]] = field(default_factory=dict)
    program: tuple[int, str] | None = None  # their program's last check: its mark and judgement (``checked``)

    def record_program(self, points: int, judgement: str, both: bool) -> None:
        """The learner's program checked (``luoshu learn check``): its mark and judgement, the worse of the games
        it was checked in (``both``: Pick Fifteen and its misère); one never worse in both has done chapter 4."""
        self.program = (points, judgement)
        if both and judgement not in ("wrong", "failed"):
            self.record_check()

    def record(self, chapter: int, key: str, right: bool) -> None:
        self.done.setdefault(chapter, []).append(key)
        if right:
            self.first_try.setdefault(chapter, []).append(key)

    def answer(self, chapter: Chapter, exercise: Exercise, typed: str) -> tuple[bool | None, str]:
        """``answered``, the answer recorded when it is the learner's first to the exercise (a line that reads as
        no answer is not one).

        >>> progress = Progress(seed=1)
        >>> exercise = exercises_of(CHAPTERS[0], 1)[2]
        >>> progress.answer(CHAPTERS[0], exercise, "9")[0], progress.answer(CHAPTERS[0], exercise, "8")[0]
        (False, True)
        >>> progress.done, progress.first_try
        ({1: ['sets']}, {})
        """
        right, said = answered(exercise, typed)
        if right is not None and exercise.key not in self.done.get(chapter.number, []):
            self.record(chapter.number, exercise.key, right)
        return right, said

    def left_in(self, chapter: Chapter) -> list[Exercise]:
        """The chapter's exercises not yet done."""
        return [e for e in exercises_for(chapter, self.seed) if e.key not in self.done.get(chapter.number, [])]

    def finished(self, chapter: Chapter) -> bool:
        if chapter.checked:
            return CHECKED in self.done.get(chapter.number, [])
        return chapter.number in self.done and not self.left_in(chapter)

    def record_check(self) -> None:
        """The learner's own program checked and never worse: chapter 4 done."""
        (chapter,) = [c for c in CHAPTERS if c.checked]
        if CHECKED not in self.done.get(chapter.number, []):
            self.done.setdefault(chapter.number, []).append(CHECKED)

    def going_on(self) -> int | None:
        """The chapter a page opens to go on: the first with exercises left, else the first not finished (chapter 4
        until the learner's program is checked), else None.

        >>> progress = Progress(seed=1)
        >>> for chapter in CHAPTERS[:3]:
        ...     for exercise in exercises_of(chapter, 1):
        ...         progress.record(chapter.number, exercise.key, True)
        >>> progress.next_chapter(), progress.going_on()
        (4, 5)
        """
        left = next((c.number for c in CHAPTERS if not c.checked and not self.finished(c)), None)
        return left if left is not None else self.next_chapter()

    def next_chapter(self) -> int | None:
        """The first chapter not finished, or None when every one is."""
        return next((c.number for c in CHAPTERS if not self.finished(c)), None)

    def to_json(self) -> str:
        return (
            json.dumps(
                {
                    "format": PROGRESS_FORMAT,
                    "seed": self.seed,
                    "done": {str(k): v for k, v in sorted(self.done.items())},
                    "first_try": {str(k): v for k, v in sorted(self.first_try.items())},
                    **(
                        {}
                        if self.program is None
                        else {"program": {"points": self.program[0], "judgement": self.program[1]}}
                    ),
                },
                indent=1,
            )
            + "\n"
        )

    @classmethod
    def from_json(cls, text: str) -> Progress:
        """A progress file read back; ValueError with the reason for anything else."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise ValueError(_("it is not JSON")) from None
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            raise ValueError(_("it is not a luoshu learn progress file"))
        seed, done, first = data.get("seed"), data.get("done"), data.get("first_try")
        chapters = {str(c.number) for c in CHAPTERS}

        def readable(kept: object) -> TypeGuard[dict[str, list[str]]]:
            return (
                isinstance(kept, dict)
                and set(kept) <= chapters
                and all(isinstance(keys, list) and all(isinstance(k, str) for k in keys) for keys in kept.values())
            )

        program = data.get("program")
        if program is not None:
            try:
                points, judgement, _both = checked_program({"checked": [program]})
            except ValueError:
                raise ValueError(_("its progress cannot be read")) from None
            program = (points, judgement)
        if type(seed) is not int or not readable(done) or not readable(first):
            raise ValueError(_("its progress cannot be read"))
        return cls(
            seed,
            {int(k): list(v) for k, v in done.items()},
            {int(k): list(v) for k, v in first.items()},
            program,
        )


JUDGEMENTS = ("failed", "wrong", "slow", "dawdles", "right")
"""A program check's judgements (``luoshu.session.program_check``), the worst first."""


def checked_program(report: object) -> tuple[int, str, bool]:
    """The mark and judgement of a program's check as ``luoshu learn check --json`` writes it (``{"checked": [...]}``,
    each game's ``points`` and ``judgement``): the lower mark and the worse judgement of the games checked, and
    whether they were Pick Fifteen and its misère both. ValueError with the reason for anything that is not such a
    check.

    >>> rules = {"numbers": 9, "count": 3, "target": 15}
    >>> checked_program({"checked": [{"rules": {**rules, "misere": m}, "points": p, "judgement": j}
    ...     for m, p, j in ((False, 100, "right"), (True, 96, "dawdles"))]})
    (96, 'dawdles', True)
    >>> checked_program({"checked": [{"rules": {**rules, "misere": False}, "points": 100, "judgement": "right"}]})
    (100, 'right', False)
    """
    checked = report.get("checked") if isinstance(report, dict) else None
    if not isinstance(checked, list) or not checked or len(checked) > 2:
        raise ValueError(_("a program's check is the JSON of luoshu learn check --json"))
    marks, judgements, played = [], [], set()
    for game in checked:
        points, judgement = (game.get("points"), game.get("judgement")) if isinstance(game, dict) else (None, None)
        if type(points) is not int or not 0 <= points <= 100 or judgement not in JUDGEMENTS:
            raise ValueError(_("a program's check is the JSON of luoshu learn check --json"))
        marks.append(points)
        judgements.append(judgement)
        rules = game.get("rules")
        if isinstance(rules, dict) and (rules.get("numbers"), rules.get("count"), rules.get("target")) == (9, 3, 15):
            played.add(rules.get("misere"))
    return min(marks), min(judgements, key=JUDGEMENTS.index), played == {False, True}


def chapter_line(chapter: Chapter, progress: Progress) -> str:
    """One line on what the learner has done of the chapter, as ``luoshu learn --list`` lists it.

    >>> chapter_line(CHAPTERS[0], Progress(seed=1))
    'Chapter 1: The game and its secret: 0 of 3 exercises done, 0 right at the first try.'
    """
    if chapter.checked:
        said = (
            _("your program checked: done.")
            if progress.finished(chapter)
            else _("done when luoshu learn check finds your program never worse.")
        )
        return _("Chapter {number}: {title}: {said}").format(number=chapter.number, title=chapter.title(), said=said)
    done, first = len(progress.done.get(chapter.number, [])), len(progress.first_try.get(chapter.number, []))
    total = done + len(progress.left_in(chapter))
    return ngettext(
        "Chapter {number}: {title}: {done} of {total} exercise done, {first} right at the first try.",
        "Chapter {number}: {title}: {done} of {total} exercises done, {first} right at the first try.",
        total,
    ).format(number=chapter.number, title=chapter.title(), done=done, total=total, first=first)


def program_line(progress: Progress) -> str:
    """What the learner's program's last check said: its mark and judgement, or that it has not been checked.

    >>> progress = Progress(seed=1)
    >>> program_line(progress)
    'Your program has not been checked yet.'
    >>> progress.record_program(96, "dawdles", both=True)
    >>> program_line(progress)
    "Your program's last check: 96 points of 100, right, but not the fastest wins."
    """
    if progress.program is None:
        return _("Your program has not been checked yet.")
    points, judgement = progress.program
    return _("Your program's last check: {points} points of 100, {judgement}.").format(
        points=points, judgement=judgement_word(judgement)
    )


def program_mark(progress: Progress) -> str | None:
    """The learner's program's last mark, short, as a class's page lists it (None: never checked).

    >>> progress = Progress(seed=1)
    >>> progress.record_program(59, "wrong", both=True)
    >>> program_mark(progress)
    '59 of 100, wrong'
    """
    if progress.program is None:
        return None
    points, judgement = progress.program
    return _("{points} of 100, {judgement}").format(points=points, judgement=judgement_word(judgement))


def progress_json(progress: Progress) -> dict[str, object]:
    """The learner's progress in the one JSON vocabulary: the seed, the chapter to go on with, and each chapter's
    title and line (``chapter_line``), with whether it is finished.

    >>> made = progress_json(Progress(seed=1))
    >>> made["next_chapter"], made["chapters"][3]["done_by_check"], made["chapters"][0]["exercise_count"]
    (1, True, 3)
    """
    chapters = []
    for chapter in CHAPTERS:
        done = progress.done.get(chapter.number, [])
        chapters.append(
            {
                "chapter": chapter.number,
                "title": chapter.title(),
                "lesson": chapter.lesson,
                "done_by_check": chapter.checked,
                "exercise_count": len(exercises_for(chapter, progress.seed)),
                "done_count": len([key for key in done if key != CHECKED]),
                "first_try_count": len(progress.first_try.get(chapter.number, [])),
                "finished": progress.finished(chapter),
                "text": chapter_line(chapter, progress),
            }
        )
    program = None if progress.program is None else {"points": progress.program[0], "judgement": progress.program[1]}
    return {"seed": progress.seed, "next_chapter": progress.going_on(), "chapters": chapters, "program": program}


def chapter_json(chapter: Chapter, progress: Progress) -> dict[str, object]:
    """A chapter as the page shows it: its heading (``caption``), its explanation, and its exercises, each with its
    question, what kind of answer it takes, and whether the learner has done it and got it right at the first try.

    >>> shown = chapter_json(CHAPTERS[0], Progress(seed=1))
    >>> shown["caption"]
    'Chapter 1: The game and its secret (after lesson 2, Pick Fifteen on the Luo Shu)'
    >>> [e["exercise"] for e in shown["exercises"]], shown["exercises"][0]["done"]
    (['cell', 'completes', 'sets'], False)
    """
    done, first = progress.done.get(chapter.number, []), progress.first_try.get(chapter.number, [])
    return {
        "chapter": chapter.number,
        "title": chapter.title(),
        "caption": chapter_heading(chapter),
        "explanation": chapter.text(),
        "lesson": chapter.lesson,
        "done_by_check": chapter.checked,
        "finished": progress.finished(chapter),
        "program_text": program_line(progress) if chapter.checked else None,
        "exercises": [
            {
                "exercise": exercise.key,
                "question": exercise.question,
                "answer_kind": exercise.kind,
                "done": exercise.key in done,
                "first_try": exercise.key in first,
            }
            for exercise in exercises_for(chapter, progress.seed)
        ],
    }


LEARNER_LETTERS = 10
"""Letters in a learner's code on the page (``learner_code``): what goes on with their course on another device."""


def learner_code() -> str:
    """A new learner's code: ten letters and digits that are never misread (no 0, O, 1 or I), in two groups of five,
    the only thing that reaches their progress on the page: never a name."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _letter in range(LEARNER_LETTERS))
    return f"{letters[:5]}-{letters[5:]}"


def read_learner_code(typed: str) -> str | None:
    """A code as a learner types it (any case, the dash or a space between its groups, or neither) as
    ``learner_code`` writes it; None for anything that cannot be one.

    >>> read_learner_code(" kp7mq 2xdr4 "), read_learner_code("KP7MQ2XDR4"), read_learner_code("KP0MQ-2XDR4")
    ('KP7MQ-2XDR4', 'KP7MQ-2XDR4', None)
    """
    letters = re.sub(r"[\s-]", "", typed.upper()) if len(typed) <= 4 * LEARNER_LETTERS else ""
    if len(letters) != LEARNER_LETTERS or any(letter not in CODE_LETTERS for letter in letters):
        return None
    return f"{letters[:5]}-{letters[5:]}"


def is_progress(text: str) -> bool:
    """Whether ``text`` is a progress file luoshu wrote (and so may write over)."""
    try:
        Progress.from_json(text)
    except ValueError:
        return False
    return True
