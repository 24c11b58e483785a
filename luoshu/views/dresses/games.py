"""Games given as sets: items with names, and the winning sets made of them, checked; and how a file gives one.

Glossary:
    item      what a player claims, by name: a road, a word, a cell, or whatever a file names.
    game      items and winning sets: holding every item of a winning set wins (misère: loses). The number
              game sees the items as the numbers 1..N, in the order the game lists them.

A file gives a game as JSON ``{"name"?, "items": [...], "wins": [[...], ...], "misere"?}``.

>>> game = sets_game({"items": ["a", "b", "c", "d"], "wins": [["a", "b"], ["c", "d"]]}, name="tiny")
>>> game.items, sorted(map(sorted, game.wins)), game.misere
(('a', 'b', 'c', 'd'), [['a', 'b'], ['c', 'd']], False)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Literal, NamedTuple

from ...rules import MAX_SETS, MAX_STATED
from ...words.language import _
from ...words.terms import in_quotes, listed

__all__ = [
    "LONGEST_NAME",
    "MAX_ITEMS",
    "MIN_ITEMS",
    "GameSpecError",
    "Kind",
    "SetsGame",
    "folded",
    "game_of",
    "sets_game",
]

MIN_ITEMS, MAX_ITEMS = 3, MAX_STATED
"""How many items a game given as sets may have: from a game worth playing to Qubic's 64 cells (past the
solver's MAX_NUMBERS, a game is for proofs only: ``game_dress`` says so to the commands that play)."""
LONGEST_NAME = 40
"""Characters: an item's name is typed and shown on a board."""

Kind = Literal["jam", "words", "product", "sets"]
"""What a game is, which decides how it speaks of itself: Jam's towns, the word game's letters, the product
game's products, or plain sets. A game's name is only a label (a file's name, say) and never decides anything."""


class GameSpecError(ValueError):
    """A description of a game that is not distinct items with winning sets made of them."""


class SetsGame(NamedTuple):
    """A game of picking items, won (misère: lost) by holding all of some winning set. Make one with ``game_of``."""

    name: str
    items: tuple[str, ...]
    wins: tuple[frozenset[str], ...]
    kind: Kind = "sets"
    misere: bool = False

    @property
    def sets(self) -> list[tuple[int, ...]]:
        """The winning sets as numbers: each item is its place in the list of items, from 1.

        >>> game_of("t", "abcd", ["ab", "dc"]).sets
        [(1, 2), (3, 4)]
        """
        number = {item: n for n, item in enumerate(self.items, start=1)}
        return sorted(tuple(sorted(number[item] for item in win)) for win in self.wins)


def folded(name: str) -> str:
    """A name as a player may type it, case and spaces aside: how typed names are matched and told apart.

    >>> folded("  High   STREET ")
    'high street'
    """
    return " ".join(name.lower().split())


def check_name(item: str) -> None:
    """An item's name must be one a person can see and type: printable, not blank, not too long.

    >>> check_name("Mill Lane"), check_name("a\\nb")
    Traceback (most recent call last):
    ...
    luoshu.views.dresses.games.GameSpecError: item 'a\\nb' has a character that cannot be shown or typed
    """
    if not item.strip():
        raise GameSpecError(_("an item's name is blank"))
    if not item.isprintable():
        raise GameSpecError(
            _("item {item} has a character that cannot be shown or typed").format(
                item=in_quotes(repr(item[:LONGEST_NAME]))
            )
        )
    if len(item) > LONGEST_NAME:
        raise GameSpecError(
            _("item {item}... is longer than {most} characters").format(
                item=in_quotes(repr(item[:20])), most=LONGEST_NAME
            )
        )


def game_of(
    name: str, items: Sequence[str], wins: Iterable[Iterable[str]], kind: Kind = "sets", misere: bool = False
) -> SetsGame:
    """A game, checked: distinct items, each a name a person can type, and winning sets made of them, none empty
    and none twice. (Whether a game of kind ``jam``, ``words`` or ``product`` is that game is its maker's to check.)

    >>> game_of("t", "abc", ["ab", ""])
    Traceback (most recent call last):
    ...
    luoshu.views.dresses.games.GameSpecError: winning set 2 is empty: a set of no items would be won at once
    """
    items = tuple(items)
    if not MIN_ITEMS <= len(items) <= MAX_ITEMS:
        raise GameSpecError(
            _("a game needs {least} to {most} items, not {count:,}").format(
                least=MIN_ITEMS, most=MAX_ITEMS, count=len(items)
            )
        )
    seen: set[str] = set()
    for item in items:
        check_name(item)
        if folded(item) in seen:
            raise GameSpecError(
                _("a game needs distinct items: {item} is given twice (case and spaces aside)").format(
                    item=in_quotes(repr(item))
                )
            )
        seen.add(folded(item))
    sets = [frozenset(win) for win in wins]
    if len(sets) > MAX_SETS:
        raise GameSpecError(
            _("a game may list at most {most:,} winning sets, not {count:,}").format(most=MAX_SETS, count=len(sets))
        )
    known = set(items)
    sets_seen: set[frozenset[str]] = set()
    for index, win in enumerate(sets, start=1):
        if not win:
            raise GameSpecError(
                _("winning set {index} is empty: a set of no items would be won at once").format(index=index)
            )
        unknown = sorted(win - known)
        if unknown:
            raise GameSpecError(
                _("winning set {index} names {item}, which is not an item").format(
                    index=index, item=in_quotes(repr(unknown[0][:LONGEST_NAME]))
                )
            )
        if win in sets_seen:
            raise GameSpecError(
                _("winning set {index} ({items}) is listed twice").format(index=index, items=listed(sorted(win))[:60])
            )
        sets_seen.add(win)
    return SetsGame(name, items, tuple(sets), kind, misere)


def sets_game(data: object, name: str = "sets") -> SetsGame:
    """A game from parsed JSON ``{"name"?, "items": [...], "wins": [[...], ...], "misere"?}``; ``name`` when the
    JSON names none (a file's name, say)."""
    keys = ("items", "wins", "name", "misere")
    if not isinstance(data, dict) or not {"items", "wins"} <= set(data):
        raise GameSpecError(
            _('expected a JSON object {"items": [...], "wins": [[...], ...]}, with "name" and "misere"')
        )
    unknown = sorted(set(data) - set(keys))
    if unknown:  # a key misspelt ("misère") would be dropped in silence: named instead
        said = listed(json.dumps(key)[:40] for key in unknown)
        raise GameSpecError(
            _("{keys}: not a key of a game; it takes {known}").format(keys=said, known=listed(map(json.dumps, keys)))
        )
    items, wins = data["items"], data["wins"]
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise GameSpecError(_('"items" must be a list of names'))
    if not isinstance(wins, list) or not all(
        isinstance(win, list) and all(isinstance(item, str) for item in win) for win in wins
    ):
        raise GameSpecError(_('"wins" must be a list of lists of item names'))
    given = data.get("name", name)
    if not isinstance(given, str) or not given.strip() or not given.isprintable():
        raise GameSpecError(_('"name" must be a name that can be shown'))
    misere = data.get("misere", False)
    if not isinstance(misere, bool):
        raise GameSpecError(_('"misere" must be true or false'))
    if not wins:
        raise GameSpecError(_('"wins" lists no winning set: a game needs at least one'))
    for win in wins:
        if len(win) != len(set(win)):
            raise GameSpecError(_("a winning set names an item twice: {items}").format(items=listed(win)[:60]))
    return game_of(given[:LONGEST_NAME].rstrip(), items, wins, misere=misere)  # no space before its colon
