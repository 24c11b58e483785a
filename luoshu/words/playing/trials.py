"""A study's trials as a face shows them: the trial's place and task, how to answer, what is said of an answer,
the thanks at the end, and the report as a table.

>>> answer(False, "Mill Lane", "2.0")
'Not the best: Mill Lane was. (2.0 s)'
>>> participants(1), participants(12)
('1 participant', '12 participants')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import _, ngettext
from ..terms import dress_names

__all__ = [
    "answer",
    "curve",
    "done",
    "dress_row",
    "header",
    "how_to_answer",
    "no_trials",
    "participants",
    "place",
    "study_title",
    "task",
    "your_results",
]


def no_trials() -> str:
    """The report of a study with no trials taken."""
    return _("No trials yet.")


def task(player: str, said: str) -> str:
    """Who is to move, and what they are to do (``said``)."""
    return _("{player} to move: {task}").format(player=player, task=said)


def place(index: int, count: int) -> str:
    """A trial's place among a participant's trials."""
    return _("Puzzle {index} of {count}").format(index=index, count=count)


def how_to_answer() -> str:
    return _("Answer as fast as you can without mistakes: click your move.")


def answer(right: bool, item: str, seconds: str) -> str:
    """What is said of an answer: right or not (and the best, ``item``), and how long it took."""
    if right:
        return _("Right. ({seconds} s)").format(seconds=seconds)
    return _("Not the best: {item} was. ({seconds} s)").format(item=item, seconds=seconds)


def done() -> str:
    return _("Done: thank you!")


def your_results(participant: str) -> str:
    return _("Participant {participant}. Your results:").format(participant=participant)


def study_title(dresses: Sequence[str]) -> str:
    """The title of a study's report: its dresses (their identifiers), as a person reads them.

    >>> study_title(["numbers", "jam"])
    'A study of numbers, jam'
    """
    return _("A study of {dresses}").format(dresses=dress_names(dresses))


def participants(count: int) -> str:
    return ngettext("{count} participant", "{count} participants", count).format(count=count)


def columns() -> tuple[str, str, str]:
    """The heads of the report's first three columns: the dress, its trials and its errors."""
    return _("dress"), _("trials"), _("errors")


def header(dress: str, trials: str, errors: str) -> str:
    """The head of the report's table: its columns' heads (``columns``, padded by the caller to the columns'
    widths, in display columns) and the median time's."""
    # The level outside the sentence: gettext would read "% i" as a placeholder, and no translation could keep it.
    return _("{dress}{trials}{errors}   median time ({level} interval)").format(
        dress=dress, trials=trials, errors=errors, level="95%"
    )


def dress_row(dress: str, trials: str, errors: str, median: str, low: str, high: str) -> str:
    """A dress's row of the report's table: its name (as a person reads it), trials and errors, each padded as wide
    as its column, and its median time in seconds, with its interval."""
    return _("{dress}{trials}{errors}   {median} s ({low}-{high})").format(
        dress=dress, trials=trials, errors=errors, median=median, low=low, high=high
    )


def curve(times: str) -> str:
    """The learning curve: the median seconds at each place, listed."""
    return _("Learning curve (median seconds at each place): {times}").format(times=times)
