"""The notation of moves: reading moves and game records typed as numbers (``5 2 8``) or cells (``B2 A3 C1``).

Every refusal is a ``RecordError`` whose message names the token and says what is wrong with it; a token of
any length or alphabet gets a short, one-line reason.

>>> moves_from(["5", "2", "8"]), moves_from("b2,a3 C1".replace(",", " ").split())
([5, 2, 8], [5, 2, 8])
>>> moves_from(["5", "2", "5"])
Traceback (most recent call last):
...
luoshu.views.notation.RecordError: pick 3, '5': 5 is taken
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Literal, Protocol, get_args

from ..rules import PICK_FIFTEEN, IllegalMoveError, Position, Rules
from ..words.language import _
from .fullwidth import narrowed
from .quoting import quoted
from .squares.fit import on_grid
from .squares.grid import UnknownCellError, number_at

__all__ = [
    "NOTATIONS",
    "Notation",
    "Reader",
    "RecordError",
    "cell_from",
    "cells_fit",
    "moves_from",
    "notation_of",
    "number_from",
    "position_from",
    "record_tokens",
    "split_record",
]

Notation = Literal["auto", "numbers", "grid"]
NOTATIONS: tuple[Notation, ...] = get_args(Notation)


class RecordError(ValueError):
    """A token or a record of moves that cannot be read as a legal game."""


def number_from(token: str, rules: Rules = PICK_FIFTEEN) -> int:
    """The number 1..N that ``token`` names, in ASCII digits.

    >>> number_from("7")
    7
    >>> number_from("4.5")
    Traceback (most recent call last):
    ...
    luoshu.views.notation.RecordError: '4.5' is not a whole number 1-9
    >>> number_from("9" * 5000)
    Traceback (most recent call last):
    ...
    luoshu.views.notation.RecordError: '9999999999999999...' is not a number 1-9
    """
    numbers = rules.numbers
    token = narrowed(token)  # full-width digits, as an input method types them
    if token.isascii() and token.isdigit():
        # Leading zeros aside, a number of more digits than N is out of range: never convert a giant string.
        digits = token.lstrip("0")
        if len(digits) <= len(str(rules.numbers)) and 1 <= int(digits or "0") <= rules.numbers:
            return int(digits)
        raise RecordError(_("{token} is not a number 1-{numbers}").format(token=quoted(token), numbers=numbers))
    if token.isnumeric():
        raise RecordError(
            _("{token} is not a number 1-{numbers}: type it with the digits 0-9").format(
                token=quoted(token), numbers=numbers
            )
        )
    if re.fullmatch(r"[+-]?(\d+\.\d*|\.\d+)([eE][+-]?\d+)?|[+-]?\d+[eE][+-]?\d+", token.strip()):
        raise RecordError(_("{token} is not a whole number 1-{numbers}").format(token=quoted(token), numbers=numbers))
    raise RecordError(_("{token} is not a number 1-{numbers}").format(token=quoted(token), numbers=numbers))


def cell_from(token: str, rules: Rules = PICK_FIFTEEN) -> int:
    """The number in the cell that ``token`` names (A1-C3, any case), in a game that is tic-tac-toe.

    >>> cell_from("c3")
    6
    >>> try:
    ...     cell_from("B2", Rules(target=14))
    ... except RecordError as error:
    ...     print(error)
    cells A1-C3 are the squares of tic-tac-toe, and 3 of 1-9 summing to 14 is not tic-tac-toe: give numbers
    """
    cells_fit(rules)
    try:
        return number_at(narrowed(token))
    except UnknownCellError:
        raise RecordError(_("{token} is not a cell A1-C3").format(token=quoted(token))) from None


def cells_fit(rules: Rules) -> None:
    """Raise RecordError, with the reason, unless the game's moves can be named by cells of the Luo Shu grid:
    only a game that is tic-tac-toe has its winning sets on the grid's lines."""
    if rules.numbers != 9:
        raise RecordError(
            _("cells A1-C3 name the numbers 1-9, and these rules pick from 1-{numbers}").format(numbers=rules.numbers)
        )
    if not on_grid(rules):
        raise RecordError(
            _("cells A1-C3 are the squares of tic-tac-toe, and {rules} is not tic-tac-toe: give numbers").format(
                rules=str(rules)
            )
        )


def split_record(text: str) -> list[str]:
    """The tokens of a record typed on one line, separated by spaces or commas.

    >>> split_record("5, 2,8  4")
    ['5', '2', '8', '4']
    >>> split_record("５，２　８、Ｂ２")  # as an input method types them
    ['5', '2', '8', 'B2']
    """
    return [token for token in re.split(r"[\s,]+", narrowed(text)) if token]


Reader = Callable[[str], int]
"""How a dress reads a typed name back as the number it stands for (RecordError with the reason if it names none)."""


def position_from(
    tokens: Iterable[str], notation: Notation = "auto", rules: Rules = PICK_FIFTEEN, reader: Reader | None = None
) -> Position:
    """The position a legal game record reaches (the record replayed once); with ``reader``, a record written in a
    dress's names.

    >>> position_from(["5", "2", "8"])
    Position(x={5, 8}, o={2})
    """
    return _replayed(tokens, notation, rules, reader)[1]


def moves_from(
    tokens: Iterable[str], notation: Notation = "auto", rules: Rules = PICK_FIFTEEN, reader: Reader | None = None
) -> list[int]:
    """The picks of a legal game record, as numbers. ``auto`` reads cells if the first token starts as a cell does.

    >>> moves_from(["B2", "A1"], "grid")
    [5, 4]
    >>> moves_from(["2", "1", "6", "3", "7", "4"])
    Traceback (most recent call last):
    ...
    luoshu.views.notation.RecordError: pick 6, '4': the game is over: X has won
    """
    return _replayed(tokens, notation, rules, reader)[0]


def notation_of(tokens: Sequence[str], notation: Notation = "auto") -> Literal["numbers", "grid"]:
    """The notation a record is written in: ``auto`` reads cells if the first token starts as a cell does, with
    a letter and a digit (a word such as ``abc`` is then no number, rather than no cell).

    >>> notation_of(["b2", "5"]), notation_of(["5"]), notation_of([]), notation_of(["5"], "grid")
    ('grid', 'numbers', 'numbers', 'grid')
    >>> notation_of(["abc"]), notation_of(["d4"])
    ('numbers', 'grid')
    """
    if notation != "auto":
        return notation
    return "grid" if tokens and re.match(r"[^\W\d_]\d", narrowed(tokens[0]).strip()) else "numbers"


def _replayed(
    tokens: Iterable[str], notation: Notation, rules: Rules, reader: Reader | None = None
) -> tuple[list[int], Position]:
    tokens = list(tokens)
    notation = notation_of(tokens, notation) if reader is None else "numbers"
    if notation == "grid":
        cells_fit(rules)
    position = Position(rules=rules)
    moves = []
    for index, token in enumerate(tokens, start=1):
        try:
            if reader is not None:
                move = reader(token)
            else:
                move = cell_from(token, rules) if notation == "grid" else number_from(token, rules)
        except RecordError as error:
            # The reason names the token already.
            raise RecordError(_("pick {index}: {reason}").format(index=index, reason=str(error))) from None
        if (notation == "grid" or reader is not None) and position.holder(move) is not None:
            # Said in the names the player writes ("B2 is taken"), not in the numbers behind them.
            name = token.strip().upper() if reader is None else " ".join(token.split())
            raise RecordError(
                _("pick {index}, {token}: {reason}").format(
                    index=index, token=quoted(token), reason=_("{number} is taken").format(number=name)
                )
            )
        try:
            position = position.play(move)
        except IllegalMoveError as error:
            raise RecordError(
                _("pick {index}, {token}: {reason}").format(index=index, token=quoted(token), reason=str(error))
            ) from None
        moves.append(move)
    return moves, position


class Spaced(Protocol):
    """A game whose items are read by name (a dress): whether some names have spaces in them."""

    @property
    def spaced(self) -> bool: ...


def record_tokens(words: Sequence[str], dress: Spaced | None) -> list[str]:
    """The moves of a record given on the command line or on a line of input: separated by spaces or commas, or,
    for a game whose items' names have spaces, by commas alone (on the command line, each word is a move).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> record_tokens(["5 2,8"], None)
    ['5', '2', '8']
    >>> record_tokens(["Mill Lane, High Street"], dress_for("jam"))
    ['Mill Lane', 'High Street']
    """
    if dress is None or not dress.spaced:
        return [token for word in words for token in split_record(word)]
    return [token.strip() for word in words for token in word.split(",") if token.strip()]
