"""What the command line says while a long search runs, and of a very long line it read.

>>> so_far("solving", 300000, None, "positions")
'luoshu: solving: 300,000 positions so far...'
>>> counting("solving", 12, 40, "positions")
'solving: 12 of 40 positions...'
"""

from __future__ import annotations

from ..language import N_, _

POSITIONS = N_("positions")
GAMES = N_("games")
"""What a search counts, unless it says otherwise."""


def long_search(notice: str) -> str:
    """A search known to be long, said before it starts."""
    return _("luoshu: {notice}").format(notice=notice)


def so_far(label: str, positions: int, total: int | None, unit: str) -> str:
    """A line of its own on standard error, now and then, about a long search (``total``: how many, if known)."""
    if total is None:
        return _("luoshu: {label}: {positions:,} {unit} so far...").format(
            label=label, positions=positions, unit=_(unit)
        )
    return _("luoshu: {label}: {positions:,} of {total:,} {unit} so far...").format(
        label=label, positions=positions, total=total, unit=_(unit)
    )


def counting(label: str, positions: int, total: int | None, unit: str) -> str:
    """The counting line of a long search on a terminal (the face writes each over the last)."""
    if total is None:
        return _("{label}: {positions:,} {unit}...").format(label=label, positions=positions, unit=_(unit))
    return _("{label}: {positions:,} of {total:,} {unit}...").format(
        label=label, positions=positions, total=total, unit=_(unit)
    )


def cut_short(seen: str, characters: int) -> str:
    """The start of a line too long to echo back whole, and how long it was.

    >>> cut_short("1 2 3", 4000)
    '1 2 3... (4,000 characters)'
    """
    return _("{seen}... ({characters:,} characters)").format(seen=seen, characters=characters)


def prompted(prompt: str) -> str:
    """A prompt as the terminal shows it, before what the player types: with its colon, as the language writes
    one (the face sets a space after an ASCII one, where the typing begins).

    >>> prompted("Your move")
    'Your move:'
    """
    return _("{prompt}:").format(prompt=prompt)
