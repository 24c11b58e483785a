"""Reading moves and game records: why a typed token names no move, and where in a record it stands.

A token is passed as it is to be shown (quoted, cut short: ``views.quoting``), a game as its name.

>>> not_a_number(token="'4.5'", numbers=9, whole=True)
"'4.5' is not a whole number 1-9"
>>> at_pick(index=3, token="'5'", reason="5 is taken")
"pick 3, '5': 5 is taken"
"""

from __future__ import annotations

from luoshu.words.language import _


def not_a_number(token: str, numbers: int, whole: bool = False) -> str:
    """A token that is no number 1..``numbers`` (``whole``: one that is a number, but not a whole one)."""
    if whole:
        return _("{token} is not a whole number 1-{numbers}").format(token=token, numbers=numbers)
    return _("{token} is not a number 1-{numbers}").format(token=token, numbers=numbers)


def not_ascii_digits(token: str, numbers: int) -> str:
    """A number written in digits other than 0-9."""
    return _("{token} is not a number 1-{numbers}: type it with the digits 0-9").format(token=token, numbers=numbers)


def not_a_cell(token: str) -> str:
    """A token that names no cell."""
    return _("{token} is not a cell A1-C3").format(token=token)


def cells_name_nine(numbers: int) -> str:
    """Cells asked for in a game of other than nine numbers."""
    return _("cells A1-C3 name the numbers 1-9, and these rules pick from 1-{numbers}").format(numbers=numbers)


def cells_not_tictactoe(rules: str) -> str:
    """Cells asked for in a game of nine numbers that is not tic-tac-toe."""
    return _("cells A1-C3 are the squares of tic-tac-toe, and {rules} is not tic-tac-toe: give numbers").format(
        rules=rules
    )


def at_pick(index: int, reason: str, token: str | None = None) -> str:
    """A reason, with the place in the record of the pick it is about (and the ``token``, unless the reason
    names it already)."""
    if token is None:
        return _("pick {index}: {reason}").format(index=index, reason=reason)
    return _("pick {index}, {token}: {reason}").format(index=index, token=token, reason=reason)
