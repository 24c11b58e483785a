"""What a request asks of a game, read from its JSON: a move named as a number, a cell or an item; a choice
among names. Anything else is ``Unreadable``, with the reason in one line.

>>> from luoshu.session import Session
>>> number_asked({"cell": "A1"}, Session()), number_asked({"pick": 5}, Session())
(4, 5)
>>> number_asked({"pick": 10}, Session())
Traceback (most recent call last):
...
luoshu.session.asked.Unreadable: pick is a number 1-9
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..views.dresses.dress import dress_for
from ..views.notation import RecordError
from ..views.quoting import quoted
from ..views.squares.fit import on_grid
from ..words import terms
from ..words.playing import requests as refusals

if TYPE_CHECKING:
    from .game import Session

__all__ = ["Unreadable", "choice", "number_asked"]


class Unreadable(ValueError):
    """A request that asks for nothing the game can do: the reason, in one line."""


def choice(
    asked: dict[str, Any], key: str, allowed: tuple[str, ...], default: str, listed: tuple[str, ...] = ()
) -> str:
    """The choice asked for ``key``, one of ``allowed``; the refusal lists ``listed`` (default: ``allowed``).

    >>> choice({"first": "me"}, "first", ("human", "computer"), "human")
    Traceback (most recent call last):
    ...
    luoshu.session.asked.Unreadable: first is 'me', not one of human, computer
    """
    value = asked.get(key, default)
    if value is None:
        return default
    if not isinstance(value, str) or value not in allowed:
        named = terms.listed(dict.fromkeys(listed or allowed))
        raise Unreadable(refusals.not_one_of(key, quoted(str(value), 20), named))
    return value


def number_asked(asked: object, session: Session, typed: bool = False) -> int:
    """The number a move names: {"pick": 5}, {"cell": "B2"} or {"item": "Mill Lane"}; with ``typed``, the move as
    typed in a question (a number, a cell or an item, as text)."""
    if typed and isinstance(asked, dict):
        text = str(next(iter(asked.values())))
        for reading in (
            session.dress.number,
            *([dress_for("grid", session.rules).number] if on_grid(session.rules) else []),
        ):
            try:
                return reading(text)
            except ValueError:
                continue
        raise Unreadable(refusals.not_an_item_nor_cell(quoted(text, 20), session.dress.noun))
    if not isinstance(asked, dict) or len(asked) != 1 or not set(asked) <= {"pick", "cell", "item"}:
        raise Unreadable(refusals.move_shapes())
    key, value = next(iter(asked.items()))
    dress = session.dress
    if key == "pick":
        if type(value) is not int or not 1 <= value <= session.rules.numbers:
            raise Unreadable(refusals.pick_range(session.rules.numbers))
        return value
    if not isinstance(value, str):
        raise Unreadable(refusals.is_text(key))
    if key == "cell":
        try:
            return dress_for("grid", session.rules).number(value)
        except ValueError as error:
            raise Unreadable(str(error)) from None
    if not dress.disguise:
        raise Unreadable(refusals.moves_not_items(cells=dress.noun == "cell"))
    try:
        return dress.number(value)
    except RecordError as error:
        raise Unreadable(str(error)) from None
