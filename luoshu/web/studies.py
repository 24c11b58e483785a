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

from ..session import Session
from ..teach.study import (
    DRESS_OF,
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    Planned,
    Record,
    StudyError,
    csv_row,
    participant_code,
    report,
    right_answer,
    study_json,
    study_plan,
)
from .shapes import game_json
from .store import Store
from .tables import Refused, digest

__all__ = ["FASTEST_ANSWER", "Studies", "report_json"]


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
            raise Refused(422, 'a study is {"dresses": [...], "trials": N, "seed": S}, each optional')
        dresses = asked.get("dresses", list(STUDY_DRESSES))
        trials, seed = asked.get("trials", 6), asked.get("seed", 0)
        if not isinstance(dresses, list) or not all(isinstance(d, str) for d in dresses):
            raise Refused(422, f"dresses is a list of some of {', '.join(STUDY_DRESSES)}")
        if type(trials) is not int or type(seed) is not int or not 1 <= trials <= 25 or not 0 <= seed < 2**31:
            raise Refused(422, "trials is a whole number from 1 to 25, and seed one from 0")
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
            raise Refused(404, "no such study")
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
        dresses, trials, seed, _ = self._study(study)
        if not token:
            raise Refused(401, "a participant's token is needed: Authorization: Bearer TOKEN")
        for code, number, stored in self.store.participants(study):
            if hmac.compare_digest(stored, digest(token)):
                plan = study_plan(number, dresses, trials, seed)
                taken = {int(t[1]) for t in self.store.trials(study, code)}
                return code, plan, taken
        raise Refused(403, "that token is no participant's of this study")

    def trial(self, study: str, token: str | None) -> dict[str, Any]:
        """The participant's next trial, drawn in its dress alone; or, when they are done, their results."""
        code, plan, taken = self._participant(study, token)
        left = [t for t in plan if t.index not in taken]
        if not left:
            return {"done": True, "participant": code, **report_json(self.records(study, code))}
        trial = left[0]
        session = _session(trial)
        shown = game_json(f"{study}-{trial.index}", session, None)
        for tile in shown["board"]["tiles"]:
            tile["partners"] = []  # no partner lights up: that would be a hint
        alone = {"numbers": "tiles", "grid": "grid", "jam": "panel", "words": "panel"}[trial.dress]
        puzzle = trial.puzzle
        return {
            "done": False,
            "participant": code,
            "place": trial.index,
            "trial_count": len(plan),
            "dress": trial.dress,
            "task": f"{puzzle.to_move} to move: {puzzle.task(session.dress.noun)}",
            "views": [alone],
            **shown,
        }

    def answer(self, study: str, token: str | None, asked: object) -> dict[str, Any]:
        """Record the answer to the participant's next trial: ``{"place", "seconds"}`` and the move in the dress's
        own terms (``pick`` for numbers, ``cell`` for the grid, ``item`` for Jam and words). A move of another
        dress, or a taken one, is refused (422, 409) and does not count: the trial goes on."""
        code, plan, taken = self._participant(study, token)
        left = [t for t in plan if t.index not in taken]
        if not isinstance(asked, dict):
            raise Refused(422, 'an answer is {"place", "seconds", and "pick", "cell" or "item"}')
        if not left:
            raise Refused(409, "every trial is taken")
        trial = left[0]
        if asked.get("place") != trial.index:
            raise Refused(409, f"the trial to answer is number {trial.index}")
        seconds: Any = asked.get("seconds")
        if type(seconds) not in (int, float) or not 0 < seconds < 3600:
            raise Refused(422, "seconds is the time the page measured, more than 0 and under an hour")
        if seconds < FASTEST_ANSWER:
            raise Refused(
                422, f"an answer in {seconds:.3g} s is faster than anyone reads a puzzle (at least {FASTEST_ANSWER} s)"
            )
        key = ANSWER_KEY[trial.dress]
        moves = set(asked) - {"place", "seconds"}
        if moves != {key}:
            what = {"pick": "a number", "cell": "a cell of the grid", "item": "one of its own items"}[key]
            raise Refused(422, f"in the {trial.dress} dress an answer is {what}")
        session = _session(trial)
        text = asked[key]
        if not isinstance(text, (str, int)) or isinstance(text, bool):
            raise Refused(422, f"{key} is {'a number' if key == 'pick' else 'text'}")
        try:
            pick = session.dress.number(str(text))
        except ValueError as error:
            raise Refused(422, str(error)) from None
        if key == "item" and str(text).casefold() != session.dress.item(pick).casefold():
            raise Refused(422, f"an answer is a whole {session.dress.noun}: {session.dress.item(pick)}, if you mean it")
        if session.position.holder(pick) is not None:
            raise Refused(409, f"{session.dress.item(pick)} is taken by {session.position.holder(pick)}")
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
        return {"right": right, "place": trial.index, "answer": answer, "item": session.dress.item(answer)}

    def records(self, study: str, participant: str | None = None) -> list[Record]:
        return [
            Record(str(p), int(i), str(d), str(z), str(lv), str(a), int(n), bool(r), float(s))
            for p, i, d, z, lv, a, n, r, s in self.store.trials(study, participant)
        ]

    def owned(self, study: str, token: str | None) -> list[Record]:
        """The study's trials, for its owner alone: Refused 403 for any other token."""
        _, _, _, owner = self._study(study)
        if not token or not hmac.compare_digest(owner, digest(token)):
            raise Refused(403, "the report is for the study's owner: their token")
        return self.records(study)

    def report(self, study: str, token: str | None) -> dict[str, Any]:
        """The whole study's results, for its owner, with its dresses (which name it)."""
        records = self.owned(study, token)
        dresses = {"dresses": self._study(study)[0]}
        if not records:
            return {"participant_count": 0, "dress_results": [], "places": [], **dresses}
        return {**report_json(records), **dresses}

    def csv_text(self, study: str, token: str | None) -> str:
        """The study's trials as CSV, in ``luoshu study``'s own columns (``luoshu study --report`` reads it)."""
        records = self.owned(study, token)
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(FIELDS)
        writer.writerows(csv_row(record) for record in records)
        return out.getvalue()


def _session(trial: Planned) -> Session:
    puzzle = trial.puzzle
    return Session(x="human", o="human", rules=puzzle.rules, dress=DRESS_OF[trial.dress], picks=puzzle.record)


def report_json(records: list[Record]) -> dict[str, Any]:
    return study_json(report(records))
