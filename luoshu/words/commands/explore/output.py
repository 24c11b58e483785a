"""What every ``luoshu explore`` command may say: a record given with no picks, and a value JSON cannot carry.

>>> no_picks_given()
'no picks given: write them as numbers or cells A1-C3'
"""

from __future__ import annotations

from ...language import _


def no_picks_given() -> str:
    """A record of moves that holds no pick at all (commas and spaces alone)."""
    return _("no picks given: write them as numbers or cells A1-C3")


def cannot_write_as_json(value: str) -> str:
    """A value (shown as Python writes it) that has no form in JSON: a bug, never a person's input."""
    return _("cannot write {value} as JSON").format(value=value)
