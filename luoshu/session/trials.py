"""A study's trials as a face shows them (``luoshu study`` on the terminal, the study on the page): a trial's
game, its board alone, what the page draws of a trial and says of an answer, and the report, as JSON and as its
chart (the study itself, its plans, checks and report, is ``luoshu.teach.study``'s; the page reaches it here).

>>> plan = study_plan(0, ["numbers", "grid"], 1, seed=0)
>>> shown = trial_json("s", plan[0], len(plan))
>>> shown["caption"], shown["views"], shown["board"]["tiles"][0]["partners"]
('Puzzle 1 of 2', ['tiles'], [])
>>> answer_status(False, "Mill Lane", 2.04)
'Not the best: Mill Lane was. (2.0 s)'
>>> board = trial_board(trial_session(study_plan(0, ("numbers", "jam"), 1, 0)[1]))
>>> board.splitlines()[-1].startswith("  Holt")  # the towns, and not what each player is building on
True
"""

from __future__ import annotations

from typing import Any

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
    report_json,
    right_answer,
    study_plan,
)
from ..words.language import _
from ..words.terms import dress_names
from .game import Session
from .screen import game_json
from .text import board

__all__ = [
    "FASTEST_ANSWER",
    "FIELDS",
    "STUDY_DRESSES",
    "Planned",
    "Record",
    "StudyError",
    "answer_status",
    "csv_row",
    "done_json",
    "participant_code",
    "right_answer",
    "study_chart",
    "study_plan",
    "study_report_json",
    "trial_board",
    "trial_json",
    "trial_session",
]

ALONE = {"numbers": "tiles", "grid": "grid", "jam": "panel", "words": "panel"}
"""The one board each study dress is shown on."""


def trial_session(trial: Planned) -> Session:
    """The trial's puzzle as a game between two people, in the trial's dress."""
    puzzle = trial.puzzle
    return Session(
        x="human",
        o="human",
        rules=puzzle.rules,
        dress=DRESS_OF[trial.dress],
        picks=puzzle.record,
        set_up=len(puzzle.record),
    )


def trial_board(session: Session) -> str:
    """A trial's board alone: a disguise's board ends with a line for each player saying what they are building on,
    which would help that dress and not the others, so it is left off."""
    shown = board(session)
    if not session.dress.disguise or session.view != "numbers":
        return shown
    return "\n".join(shown.splitlines()[:-2])


def trial_json(study: str, trial: Planned, trial_count: int, participant: str = "") -> dict[str, Any]:
    """A trial of ``participant``'s as the page draws it: its dress alone, with no partners lit and no hints, and
    its own caption (its place), line under it (the task) and status (how to answer)."""
    session = trial_session(trial)
    views = [ALONE[trial.dress]]
    puzzle = trial.puzzle
    return {
        "done": False,
        "participant": participant,
        "place": trial.index,
        "trial_count": trial_count,
        "dress": trial.dress,
        "task": _("{player} to move: {task}").format(player=puzzle.to_move, task=puzzle.task(session.dress.noun)),
        "views": views,
        **game_json(f"{study}-{trial.index}", session, None, study=views),
        "caption": _("Puzzle {index} of {count}").format(index=trial.index, count=trial_count),
        "status": _("Answer as fast as you can without mistakes: click your move."),
    }


def answer_status(right: bool, item: str, seconds: float) -> str:
    """What the page says of an answer: right or not (and the best, ``item``), and how long it took."""
    if right:
        return _("Right. ({seconds} s)").format(seconds=f"{seconds:.1f}")
    return _("Not the best: {item} was. ({seconds} s)").format(item=item, seconds=f"{seconds:.1f}")


def done_json(participant: str, records: list[Record]) -> dict[str, Any]:
    """What a participant sees when every trial is taken: thanks, their code, and their results."""
    return {
        "done": True,
        "participant": participant,
        **report_json(records),
        "caption": _("Done: thank you!"),
        "under": _("Participant {participant}. Your results:").format(participant=participant),
    }


def study_report_json(records: list[Record], dresses: list[str]) -> dict[str, Any]:
    """A whole study's results as its owner's page shows them: the report's JSON, the study's dresses (their
    identifiers), the report as a table (``text``) and its title, the dresses as a person reads them.

    >>> study_report_json([], ["numbers", "jam"])["title"]
    'A study of numbers, jam'
    """
    shown = report_json(records)
    text = shown.pop("text")
    title = _("A study of {dresses}").format(dresses=dress_names(dresses))
    return {**shown, "dresses": dresses, "text": text, "title": title}


def study_chart(records: list[Record]) -> str:
    """The study's chart, as SVG."""
    from ..svg.chart import study_svg

    return study_svg(report(records))
