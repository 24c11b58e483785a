"""The studies the server holds (``luoshu study`` as a page): a teacher starts one, each participant opens its link
and gets a code, the puzzles in their order and their dresses, one at a time; each answer is stored before the
page hears it was recorded, with the time the page measured.

In a study a dress is shown alone (the numbers, the grid, or Jam's or the words' own board), with no partners lit
and no hints: the point is to see how hard each is by itself.

>>> import tempfile, pathlib
>>> from luoshu.web.store import Store
>>> studies = Studies(Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3")))
>>> made = studies.create({"dresses": ["numbers", "grid"], "trials": 2})
>>> joined = studies.join(made["id"])
>>> trial = studies.trial(made["id"], joined["token"])
>>> trial["place"], trial["trial_count"], trial["dress"]
(1, 4, 'numbers')
"""

from __future__ import annotations

import csv
import hmac
import io
import secrets
from typing import Any

from ..session.trials import (
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    Planned,
    Record,
    StudyError,
    answer_status,
    csv_row,
    done_json,
    participant_code,
    right_answer,
    study_plan,
    study_report_json,
    trial_json,
    trial_session,
)
from ..words.language import _
from ..words.terms import dress_name, listed
from .games import Refused, digest
from .store import Store

__all__ = ["FASTEST_ANSWER", "Studies"]


ANSWER_KEY = {"numbers": "pick", "grid": "cell", "jam": "item", "words": "item"}
"""How an answer names its move in each dress: a number, a cell, or an item (a road, a word)."""


class Studies:
    """The studies in the database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, asked: object) -> dict[str, Any]:
        """A new study: ``{"dresses", "trials", "seed"}``, each optional; its id and the owner's token (which reads
        the report)."""
        if not isinstance(asked, dict) or set(asked) - {"dresses", "trials", "seed"}:
            raise Refused(422, _('a study is {"dresses": [...], "trials": N, "seed": S}, each optional'))
        dresses = asked.get("dresses", list(STUDY_DRESSES))
        trials, seed = asked.get("trials", 6), asked.get("seed", 0)
        if not isinstance(dresses, list) or not all(isinstance(d, str) for d in dresses):
            raise Refused(422, _("dresses is a list of some of {dresses}").format(dresses=listed(STUDY_DRESSES)))
        if type(trials) is not int or type(seed) is not int or not 1 <= trials <= 25 or not 0 <= seed < 2**31:
            raise Refused(422, _("trials is a whole number from 1 to 25, and seed one from 0"))
        try:
            study_plan(0, dresses, trials, seed)
        except StudyError as error:
            raise Refused(422, str(error)) from None
        study, owner = secrets.token_urlsafe(9), secrets.token_urlsafe(24)
        self.store.add_study(study, ",".join(dresses), trials, seed, digest(owner))
        return {"id": study, "token": owner, "dresses": dresses, "trial_count": trials * len(dresses)}

    def _study(self, study: str) -> tuple[list[str], int, int, str]:
        found = self.store.study(study) if isinstance(study, str) and len(study) <= 64 else None
        if found is None:
            raise Refused(404, _("no such study"))
        dresses, trials, seed, owner = found
        return dresses.split(","), trials, seed, owner

    def join(self, study: str) -> dict[str, Any]:
        """A new participant: their code (never a name) and the token that answers for them."""
        self._study(study)
        code = participant_code()
        token = secrets.token_urlsafe(24)
        number = self.store.add_participant(study, code, digest(token))
        return {"id": study, "participant": code, "token": token, "number": number}

    def _participant(self, study: str, token: str | None) -> tuple[str, list[Planned], set[int]]:
        """The participant a token answers for: their code, their plan, the places they have taken."""
        dresses, trials, seed, _owner = self._study(study)
        if not token:
            raise Refused(401, _("a participant's token is needed: Authorization: Bearer TOKEN"))
        for code, number, stored in self.store.participants(study):
            if hmac.compare_digest(stored, digest(token)):
                plan = study_plan(number, dresses, trials, seed)
                taken = {int(t[1]) for t in self.store.trials(study, code)}
                return code, plan, taken
        raise Refused(403, _("that token is no participant's of this study"))

    def trial(self, study: str, token: str | None) -> dict[str, Any]:
        """The participant's next trial, drawn in its dress alone; or, when they are done, their results."""
        code, plan, taken = self._participant(study, token)
        left = [t for t in plan if t.index not in taken]
        if not left:
            return done_json(code, self.records(study, code))
        return trial_json(study, left[0], len(plan), code)

    def answer(self, study: str, token: str | None, asked: object) -> dict[str, Any]:
        """Record the answer to the participant's next trial: ``{"place", "seconds"}`` and the move in the dress's
        own terms (``pick`` for numbers, ``cell`` for the grid, ``item`` for Jam and words). A move of another
        dress, or a taken one, is refused (422, 409) and does not count: the trial goes on."""
        code, plan, taken = self._participant(study, token)
        left = [t for t in plan if t.index not in taken]
        if not isinstance(asked, dict):
            raise Refused(422, _('an answer is {"place", "seconds", and "pick", "cell" or "item"}'))
        if not left:
            raise Refused(409, _("every trial is taken"))
        trial = left[0]
        if asked.get("place") != trial.index:
            raise Refused(409, _("the trial to answer is number {number}").format(number=trial.index))
        seconds: Any = asked.get("seconds")
        if type(seconds) not in (int, float) or not 0 < seconds < 3600:
            raise Refused(422, _("seconds is the time the page measured, more than 0 and under an hour"))
        if seconds < FASTEST_ANSWER:
            raise Refused(
                422,
                _("an answer in {seconds:.3g} s is faster than anyone reads a puzzle (at least {fastest} s)").format(
                    seconds=seconds, fastest=FASTEST_ANSWER
                ),
            )
        key = ANSWER_KEY[trial.dress]
        moves = set(asked) - {"place", "seconds"}
        if moves != {key}:
            dress = dress_name(trial.dress)  # what an answer is in the dress, by the key that names its move
            if key == "pick":
                wanted = _("in the {dress} dress an answer is a number").format(dress=dress)
            elif key == "cell":
                wanted = _("in the {dress} dress an answer is a cell of the grid").format(dress=dress)
            else:
                wanted = _("in the {dress} dress an answer is one of its own items").format(dress=dress)
            raise Refused(422, wanted)
        session = trial_session(trial)
        text = asked[key]
        if not isinstance(text, (str, int)) or isinstance(text, bool):
            raise Refused(
                422, _("{key} is a number").format(key=key) if key == "pick" else _("{key} is text").format(key=key)
            )
        try:
            pick = session.dress.number(str(text))
        except ValueError as error:
            raise Refused(422, str(error)) from None
        if key == "item" and str(text).casefold() != session.dress.item(pick).casefold():
            raise Refused(
                422,
                _("an answer is a whole {noun}: {item}, if you mean it").format(
                    noun=_(session.dress.noun), item=session.dress.item(pick)
                ),
            )
        if session.position.holder(pick) is not None:
            raise Refused(
                409,
                _("{item} is taken by {holder}").format(
                    item=session.dress.item(pick), holder=str(session.position.holder(pick))
                ),
            )
        right = right_answer(trial.puzzle, pick)
        row = (
            code,
            trial.index,
            trial.dress,
            trial.puzzle.id,
            trial.puzzle.level,
            str(text),
            pick,
            int(right),
            float(seconds),
        )
        self.store.add_trial(study, row)
        answer = trial.puzzle.answer
        item = session.dress.item(answer)
        said = answer_status(right, item, float(seconds))
        return {"right": right, "place": trial.index, "answer": answer, "item": item, "status": said}

    def records(self, study: str, participant: str | None = None) -> list[Record]:
        """The trials taken in a study, every participant's or ``participant``'s alone."""
        return [
            Record(str(p), int(i), str(d), str(z), str(lv), str(a), int(n), bool(r), float(s))
            for p, i, d, z, lv, a, n, r, s in self.store.trials(study, participant)
        ]

    def owned(self, study: str, token: str | None) -> list[Record]:
        """The study's trials, for its owner alone: Refused 403 for any other token."""
        *_made, owner = self._study(study)
        if not token or not hmac.compare_digest(owner, digest(token)):
            raise Refused(403, _("the report is for the study's owner: their token"))
        return self.records(study)

    def report(self, study: str, token: str | None) -> dict[str, Any]:
        """The whole study's results, for its owner, with its dresses (which name it)."""
        records = self.owned(study, token)
        dresses = self._study(study)[0]
        return study_report_json(records, dresses)

    def csv_text(self, study: str, token: str | None) -> str:
        """The study's trials as CSV, in ``luoshu study``'s own columns (``luoshu study --report`` reads it)."""
        records = self.owned(study, token)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(FIELDS)
        writer.writerows(csv_row(record) for record in records)
        return out.getvalue()
