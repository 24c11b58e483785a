"""The course on the page (``luoshu learn`` as a Learn section): a learner starts it and gets a code, the only thing
that reaches their progress (never a name); with it they go on from where they stopped, on another day or another
device. Each answer is checked and stored before the page hears of it, as ``luoshu learn`` writes its progress
file: the same progress, in the server's database.

Chapter 4, the learner's own program, is checked on their own machine (``luoshu learn check``): no learner's code
runs in the server.

>>> import tempfile, pathlib
>>> from luoshu.web.store import Store
>>> learners = Learners(Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3")))
>>> made = learners.create({"seed": 1})
>>> shown = learners.chapter(made["learner"], "1")
>>> [e["exercise"] for e in shown["exercises"]]
['cell', 'completes', 'sets']
>>> answer = learners.answer(made["learner"], {"chapter": 1, "exercise": "sets", "typed": "8"})
>>> answer["right"], learners.progress(made["learner"])["chapters"][0]["done_count"]
(True, 1)
"""

from __future__ import annotations

import random
from typing import Any

from ..session.learning import (
    Progress,
    chapter_json,
    chapter_numbered,
    checked_program,
    exercise_named,
    learner_code,
    progress_json,
    read_learner_code,
)
from ..words.language import _
from .games import Refused, digest
from .store import Store

__all__ = ["LONGEST_ANSWER", "Learners"]

LONGEST_ANSWER = 200
"""Characters in a typed answer, at most: the longest answer is a few numbers or a word."""


class Learners:
    """The course's learners in the database, each by the digest of their code."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, asked: object) -> dict[str, Any]:
        """A new learner: ``{"seed"}`` (optional: a class given one seed has the same exercises), their code and
        their progress, none yet."""
        if not isinstance(asked, dict) or set(asked) - {"seed"}:
            raise Refused(422, _('a new learner is {"seed": S}, or {} for a seed of their own'))
        seed = asked.get("seed", random.SystemRandom().randrange(10**6))
        if type(seed) is not int or not 0 <= seed < 2**31:
            raise Refused(422, _("seed is a whole number from 0 to 2147483647"))
        code, progress = learner_code(), Progress(seed)
        self.store.add_learner(digest(code), progress.to_json())
        return {"learner": code, **progress_json(progress)}

    def _progress(self, code: str | None) -> tuple[str, Progress]:
        """The learner a code is, and their progress: Refused 401 without a code, 403 for a code no learner has."""
        if not code:
            raise Refused(401, _("a learner's code is needed: Authorization: Bearer CODE"))
        read = read_learner_code(code)
        kept = None if read is None else self.store.learner(digest(read))
        if read is None or kept is None:
            raise Refused(403, _("no learner has that code"))
        return read, Progress.from_json(kept)

    def progress(self, code: str | None) -> dict[str, Any]:
        """What the learner has done of each chapter, and the chapter to go on with."""
        read, progress = self._progress(code)
        return {"learner": read, **progress_json(progress)}

    def report(self, code: str | None, asked: object) -> dict[str, Any]:
        """The learner's program as ``luoshu learn check --report`` checked it on their own machine: ``{"checked":
        [{"rules", "points", "judgement"}, ...]}``, its mark kept (chapter 4 done if it was never worse in Pick
        Fifteen and its misère). Their progress after it. (The server runs no learner's code: the mark is the
        learner's machine's word.)"""
        read, progress = self._progress(code)
        try:
            points, judgement, both = checked_program(asked)
        except ValueError as error:
            raise Refused(422, str(error)) from None
        progress.record_program(points, judgement, both)
        self.store.update_learner(digest(read), progress.to_json())
        return {"learner": read, **progress_json(progress)}

    def chapter(self, code: str | None, number: str, origin: str = "http://127.0.0.1:8015") -> dict[str, Any]:
        """A chapter as the learner sees it: its explanation and its exercises, which of them are done; in chapter
        4, the command that checks their program and reports its mark here (``origin``: this server, as the page
        reached it)."""
        read, progress = self._progress(code)
        try:
            chapter = chapter_numbered(number)
        except LookupError as error:
            raise Refused(404, str(error)) from None
        shown = chapter_json(chapter, progress)
        command = f"luoshu learn check minimax.py --report '{origin}/#learn={read}'"
        return {
            **shown,
            "report_command": command if chapter.checked else None,
            "next_chapter": progress.going_on(),
        }

    def answer(self, code: str | None, asked: object) -> dict[str, Any]:
        """Check an answer, ``{"chapter", "exercise", "typed"}``: whether it is right (null: what was typed reads as
        no answer, to ask again) and what to say, the chapter as it is now. A first answer to an exercise is stored
        before this returns; an exercise done is answered again as practice and nothing is stored."""
        read, progress = self._progress(code)
        if not isinstance(asked, dict) or set(asked) != {"chapter", "exercise", "typed"}:
            raise Refused(422, _('an answer is {"chapter", "exercise", "typed"}'))
        typed, key = asked["typed"], asked["exercise"]
        if not isinstance(typed, str) or len(typed) > LONGEST_ANSWER:
            raise Refused(422, _("typed is text of at most {longest} characters").format(longest=LONGEST_ANSWER))
        try:
            chapter = chapter_numbered(asked["chapter"])
        except LookupError as error:
            raise Refused(404, str(error)) from None
        try:
            exercise = exercise_named(chapter, progress.seed, key if isinstance(key, str) else "")
        except LookupError as error:
            raise Refused(422, str(error)) from None
        before = progress.to_json()
        right, said = progress.answer(chapter, exercise, typed)
        if progress.to_json() != before:
            self.store.update_learner(digest(read), progress.to_json())
        return {
            "right": right,
            "text": said,
            **chapter_json(chapter, progress),
            "next_chapter": progress.going_on(),
        }
