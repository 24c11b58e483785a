"""The study for the command line: its plan, its trials checked and recorded (``Record``, ``PlanCheck``,
``trial_fault``), a trial's board shown alone (``trial_board``), and the report (``report``, ``study_json``).

The faces reach the study through the session: the teaching's own, handed on, with what a face shows of a trial.

>>> plan = study_plan(0, ("numbers", "jam"), 1, 0)
>>> [trial.dress for trial in plan], FIELDS[0]
(['numbers', 'jam'], 'participant')
>>> from luoshu.session.trials import trial_session
>>> board = trial_board(trial_session(plan[1]))
>>> board.splitlines()[-1].startswith("  Holt")  # the towns, and not what each player is building on
True
"""

from __future__ import annotations

from ..teach.study import (
    DRESS_OF,
    FASTEST_ANSWER,
    FIELDS,
    STUDY_DRESSES,
    PlanCheck,
    Planned,
    Record,
    StudyError,
    csv_row,
    participant_code,
    record_from_row,
    report,
    right_answer,
    study_json,
    study_plan,
    trial_fault,
)
from .game import Session
from .text import board

__all__ = [
    "DRESS_OF",
    "FASTEST_ANSWER",
    "FIELDS",
    "STUDY_DRESSES",
    "PlanCheck",
    "Planned",
    "Record",
    "StudyError",
    "csv_row",
    "participant_code",
    "record_from_row",
    "report",
    "right_answer",
    "study_json",
    "study_plan",
    "trial_board",
    "trial_fault",
]


def trial_board(session: Session) -> str:
    """A trial's board alone: a disguise's board ends with a line for each player saying what they are building on,
    which would help that dress and not the others, so it is left off."""
    shown = board(session)
    if not session.dress.disguise or session.view != "numbers":
        return shown
    return "\n".join(shown.splitlines()[:-2])
