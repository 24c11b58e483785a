"""What ``luoshu explore verify`` says: each claim checked on every position, and whether all agree.

>>> check_row("solver verdict = line search, tic-tac-toe ", "5,478", disagreeing())
'  solver verdict = line search, tic-tac-toe  5,478 cases  ok'
>>> disagreeing(3)
'3 DISAGREE'
"""

from __future__ import annotations

from ...language import _


def checked_every(positions: int) -> str:
    """The heading: how many reachable positions were checked."""
    return _("Checked every one of the {positions:,} reachable positions:").format(positions=positions)


def check_row(claim: str, cases: str, mark: str) -> str:
    """One ``claim`` (said by the check), its ``cases`` and whether they all agreed (``mark``); the caller pads
    the claim and the count to their columns (in display columns: a Chinese claim is two a character)."""
    return _("  {claim} {cases} cases  {mark}").format(claim=claim, cases=cases, mark=mark)


def disagreeing(count: int = 0) -> str:
    """A claim's mark: ``ok``, or how many cases disagreed."""
    if not count:
        return _("ok")
    return _("{count} DISAGREE").format(count=count)


def all_agree() -> str:
    """The end, when every check agreed."""
    return _("All agree: Pick Fifteen is tic-tac-toe.")


def disagreements_found() -> str:
    """The end, when some check disagreed."""
    return _("Disagreements found.")
