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
from ..words.language import _

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
        raise Unreadable(
            _("{key} is {value}, not one of {allowed}").format(key=key, value=quoted(str(value), 20), allowed=named)
        )
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
        raise Unreadable(
            _("{text} is not a {noun} of this game, nor a cell").format(
                text=quoted(text, 20), noun=_(session.dress.noun)
            )
        )
    if not isinstance(asked, dict) or len(asked) != 1 or not set(asked) <= {"pick", "cell", "item"}:
        raise Unreadable(_('a move is one of {"pick": 5}, {"cell": "B2"}, {"item": "Mill Lane"}'))
    key, value = next(iter(asked.items()))
    dress = session.dress
    if key == "pick":
        if type(value) is not int or not 1 <= value <= session.rules.numbers:
            raise Unreadable(_("pick is a number 1-{numbers}").format(numbers=session.rules.numbers))
        return value
    if not isinstance(value, str):
        raise Unreadable(_("{key} is text").format(key=key))
    if key == "cell":
        try:
            return dress_for("grid", session.rules).number(value)
        except ValueError as error:
            raise Unreadable(str(error)) from None
    if not dress.disguise:
        if dress.noun == "cell":  # a game played on the grid's cells
            raise Unreadable(_("this game's moves are numbers or cells, not items"))
        raise Unreadable(_("this game's moves are numbers, not items"))
    try:
        return dress.number(value)
    except RecordError as error:
        raise Unreadable(str(error)) from None
