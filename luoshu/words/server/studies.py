"""What the web face refuses a study's requests with: making a study, joining it, answering its trials and
reading its report.

>>> too_fast(0.1, 0.3)
'an answer in 0.1 s is faster than anyone reads a puzzle (at least 0.3 s)'
>>> answer_in_dress("grid", "cell")
'in the grid dress an answer is a cell of the grid'
"""

from __future__ import annotations

from ..language import _
from ..terms import dress_name


def not_a_study() -> str:
    return _('a study is {"dresses": [...], "trials": N, "seed": S}, each optional')


def dresses_not_listed(dresses: str) -> str:
    """Dresses that are not a list of names: ``dresses``, the study's dresses, named and comma-separated."""
    return _("dresses is a list of some of {dresses}").format(dresses=dresses)


def trials_and_seed() -> str:
    return _("trials is a whole number from 1 to 25, and seed one from 0")


def no_such_study() -> str:
    return _("no such study")


def no_token() -> str:
    return _("a participant's token is needed: Authorization: Bearer TOKEN")


def wrong_token() -> str:
    return _("that token is no participant's of this study")


def not_an_answer() -> str:
    return _('an answer is {"place", "seconds", and "pick", "cell" or "item"}')


def every_trial_taken() -> str:
    return _("every trial is taken")


def trial_to_answer(number: int) -> str:
    """An answer to a trial that is not the next one."""
    return _("the trial to answer is number {number}").format(number=number)


def seconds_unmeasured() -> str:
    return _("seconds is the time the page measured, more than 0 and under an hour")


def too_fast(seconds: float, fastest: float) -> str:
    return _("an answer in {seconds:.3g} s is faster than anyone reads a puzzle (at least {fastest} s)").format(
        seconds=seconds, fastest=fastest
    )


def answer_in_dress(dress: str, key: str) -> str:
    """What an answer is in a dress, by the key that names its move: ``pick``, ``cell`` or ``item``."""
    if key == "pick":
        return _("in the {dress} dress an answer is a number").format(dress=dress_name(dress))
    if key == "cell":
        return _("in the {dress} dress an answer is a cell of the grid").format(dress=dress_name(dress))
    return _("in the {dress} dress an answer is one of its own items").format(dress=dress_name(dress))


def key_is(key: str) -> str:
    """What the answer's key holds: a number (``pick``), or text."""
    if key == "pick":
        return _("{key} is a number").format(key=key)
    return _("{key} is text").format(key=key)


def whole_item(noun: str, item: str) -> str:
    """An answer that is only part of an item's name: the item it may mean."""
    return _("an answer is a whole {noun}: {item}, if you mean it").format(noun=_(noun), item=item)


def for_the_owner() -> str:
    return _("the report is for the study's owner: their token")


def no_trials_yet() -> str:
    return _("no trials yet")
