"""A study's trials as a face shows them (``luoshu study`` on the terminal, the study on the page): the plan of
each participant, a trial drawn in its dress alone, what is said of an answer, and the report, as JSON and as
its table.

>>> plan = study_plan(0, ["numbers", "grid"], 1, seed=0)
>>> shown = trial_json("s", plan[0], len(plan))
>>> shown["caption"], shown["views"], shown["board"]["tiles"][0]["partners"]
('Puzzle 1 of 2', ['tiles'], [])
>>> answer_status(False, "Mill Lane", 2.04)
'Not the best: Mill Lane was. (2.0 s)'
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
    StudyReport,
    csv_row,
    participant_code,
    report,
    right_answer,
    study_json,
    study_plan,
)
from ..views.widths import ljust, rjust, width
from ..words.playing import trials as said
from ..words.terms import dress_name
from .game import Session
from .screen import game_json

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
    "report_json",
    "report_table",
    "right_answer",
    "study_chart",
    "study_plan",
    "study_title",
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
        "task": said.task(puzzle.to_move, puzzle.task(session.dress.noun)),
        "views": views,
        **game_json(f"{study}-{trial.index}", session, None, study=views),
        "caption": said.place(trial.index, trial_count),
        "status": said.how_to_answer(),
    }


def answer_status(right: bool, item: str, seconds: float) -> str:
    """What the page says of an answer: right or not (and the best), and how long it took."""
    return said.answer(right, item, f"{seconds:.1f}")


def report_json(records: list[Record]) -> dict[str, Any]:
    """The results of these trials as JSON (``study --report --json``'s keys), and as the table the terminal
    prints (``text``)."""
    if not records:
        return {"participant_count": 0, "dress_results": [], "places": [], "text": said.no_trials()}
    result = report(records)
    return {**study_json(result), "text": report_table(result)}


def done_json(participant: str, records: list[Record]) -> dict[str, Any]:
    """What a participant sees when every trial is taken: thanks, their code, and their results."""
    return {
        "done": True,
        "participant": participant,
        **report_json(records),
        "caption": said.done(),
        "under": said.your_results(participant),
    }


def study_title(dresses: list[str]) -> str:
    """The title of a study's report: its dresses."""
    return said.study_title(dresses)


def report_table(result: StudyReport) -> str:
    """The results as a table: each dress's trials, errors and median time, then the learning curve."""
    # Padded in display columns (a Chinese head is two a character), at least as wide as in English: 10, 7, 8.
    heads = said.columns()
    rows = [(dress_name(d.dress), str(d.trial_count), str(d.error_count)) for d in result.dresses]
    dress = max(10, *(width(row[0]) + 1 for row in [heads, *rows]))
    trials = max(7, *(width(row[1]) + 1 for row in [heads, *rows]))
    errors = max(8, *(width(row[2]) + 1 for row in [heads, *rows]))

    def cells(row: tuple[str, str, str]) -> tuple[str, str, str]:
        return ljust(row[0], dress), rjust(row[1], trials), rjust(row[2], errors)

    lines = [said.participants(result.participant_count), said.header(*cells(heads))]
    for d, row in zip(result.dresses, rows, strict=True):
        median, low, high = (f"{seconds:.1f}" for seconds in (d.median_seconds, d.low_seconds, d.high_seconds))
        lines.append(said.dress_row(*cells(row), median, low, high))
    lines.append(said.curve(" ".join(f"{seconds:.1f}" for _place, seconds, _count in result.curve)))
    return "\n".join(lines)


def study_chart(records: list[Record]) -> str:
    """The study's chart, as SVG."""
    from ..svg.chart import study_svg

    return study_svg(report(records))
