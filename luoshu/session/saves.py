"""Saves: a game as JSON text, and back, checked in every part.

Glossary:
    save    a game as JSON text: the format and its version, the mode (the dress it was played in), the seats,
            the level (or the built-in player of the computer's side: ``skill:P``, ``menace``, ``lesson:N``) and
            the picks as numbers; for other rules or a disguise, those too. The picks are numbers, so a save loads
            in any dress.
    mode    the dress a save was played in: fifteen, grid, jam, words or sets.

Reading checks every part and says what is wrong in one line (``SaveFileError``); writing is stable, so that
saving a loaded game gives the same text. Files themselves are the faces' (``luoshu.files``).

>>> from luoshu.views.dresses.dress import dress_for
>>> saved = read_save(save_text(dress_for("fifteen"), "human", "computer", "perfect", PICK_FIFTEEN, [5, 2]))
>>> saved.mode, saved.picks
('fifteen', [5, 2])
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from ..rules import MAX_NUMBERS, MAX_SETS, PICK_FIFTEEN, Rules, RulesError
from ..views.dresses.disguises import checked_kind
from ..views.dresses.dress import DISGUISES, DRESSES, Dress, DressName, disguise_dress, dress_for
from ..views.dresses.games import MIN_ITEMS, GameSpecError, Kind, game_of
from ..views.quoting import quoted
from ..views.vocabulary import rules_json
from ..words.language import _
from ..words.terms import clauses, listed
from .bots import builtin_bot
from .players import LEVELS, SEATS, Seat

__all__ = ["FORMAT", "VERSION", "SaveFileError", "Saved", "disguise_from_json", "read_save", "rules_from_json"]

FORMAT = "luoshu"
"""The "format" of every luoshu save: how a file is known as one."""
VERSION = 3
"""The save format written: version 2 adds the rules and the disguise, version 3 the rules of a game given as
sets (its winning sets as numbers). Each save is written in the oldest version that holds it: Pick Fifteen as
version 1, other rules and the disguises as version 2."""


class SaveFileError(ValueError):
    """Save text that is not a game luoshu wrote: damaged, truncated or made up."""


class Saved(NamedTuple):
    """A save, read and checked: everything a session needs to go on with the game."""

    mode: DressName
    x: Seat
    o: Seat
    level: str  # a level, or a built-in player: skill:P, menace (whose beads a save does not hold)
    rules: Rules
    picks: list[int]
    disguise: Dress | None  # the disguise the game was played in, for a disguise's mode


def save_text(dress: Dress, x: Seat, o: Seat, level: str, rules: Rules, picks: Sequence[int]) -> str:
    """The save text of a game: stable, so that saving a loaded game gives the same text."""
    fields: dict[str, object] = {
        "format": FORMAT,
        "version": 1 if rules == PICK_FIFTEEN and not dress.disguise else 2 if rules.sets is None else 3,
        "mode": dress.name,
        "x": x,
        "o": o,
        "level": level,
        "picks": list(picks),
    }
    if rules != PICK_FIFTEEN:
        fields["rules"] = rules_json(rules)
    if dress.game is not None:
        # The disguise travels with the save: its items in the order of their numbers, and its sets.
        game = dress.game
        fields["disguise"] = {
            "name": game.name,
            "items": list(dress.names),
            "wins": [sorted(win) for win in sorted(game.wins, key=sorted)],
        }
    return json.dumps(fields, indent=2) + "\n"


def read_save(text: str) -> Saved:
    """A save read from its text and checked in every part (the picks are checked as a game by the session).

    >>> read_save('{"format": "luoshu", "version": 4}')
    Traceback (most recent call last):
    ...
    luoshu.session.saves.SaveFileError: version 4 is not supported (this luoshu reads versions 1 to 3)
    """
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write
    if not text.strip():
        raise SaveFileError(_("not a luoshu save file: it is empty"))
    try:
        data = json.loads(text, parse_int=_whole)
    except RecursionError:
        raise SaveFileError(_("not a luoshu save file: it nests lists or objects far deeper than any save")) from None
    except ValueError as error:
        raise SaveFileError(_("not a luoshu save file: it is not valid JSON")) from error
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(_('not a luoshu save file: it has no "format": "luoshu"'))
    version = data.get("version")
    if type(version) is not int or version not in (1, 2, 3):
        shown = repr(version) if len(repr(version)) <= 20 else repr(version)[:20] + "..."
        raise SaveFileError(
            _("version {version} is not supported (this luoshu reads versions 1 to {newest})").format(
                version=shown, newest=VERSION
            )
        )
    expected = {"format", "version", "mode", "x", "o", "level", "picks"}
    allowed = expected | ({"rules", "disguise"} if version >= 2 else set())
    missing, extra = sorted(expected - set(data)), sorted(set(data) - allowed)
    if missing or extra:
        parts = [_("missing {keys}").format(keys=listed(missing))] * bool(missing) + [
            _("unknown {keys}").format(keys=listed(extra))
        ] * bool(extra)
        raise SaveFileError(clauses(parts))
    mode = _one_of(data, "mode", DRESSES)
    x, o = _one_of(data, "x", SEATS), _one_of(data, "o", SEATS)
    if x == o == "computer":
        raise SaveFileError(_("both sides are the computer: someone has to play"))
    rules = rules_from_json(data["rules"], listed=version >= 3) if "rules" in data else PICK_FIFTEEN
    level = _level(data["level"], rules)
    picks = data["picks"]
    if not isinstance(picks, list) or not all(type(n) is int for n in picks):
        raise SaveFileError(_("picks must be a list of whole numbers 1-{numbers}").format(numbers=rules.numbers))
    # The disguise is checked whenever it is there, so that saving the game again writes it back as it was.
    disguise = None
    if "disguise" in data:
        if mode not in DISGUISES:
            raise SaveFileError(_('a {mode} game has no "disguise"').format(mode=mode))
        disguise = disguise_from_json(mode, data["disguise"], rules)
    elif mode in DISGUISES:
        raise SaveFileError(_('a {mode} game needs its "disguise": the items and the winning sets').format(mode=mode))
    return Saved(mode, x, o, level, rules, picks, disguise)


SAVED_PLAYERS = (*LEVELS, "skill:P", "menace", "lesson:N", "depth-blind")
"""What a save's level may be: a level of the computer's, or a built-in player of its side."""


def is_saved_player(name: str) -> bool:
    """Whether a save holds the player ``name`` as it is: a level or a built-in player (not a program's own).

    >>> is_saved_player("lesson:2"), is_saved_player("depth-blind"), is_saved_player("python:bot.py")
    (True, True, False)
    """
    return name in (*LEVELS, "menace", "depth-blind") or name.startswith(("skill:", "lesson:"))


def _level(value: object, rules: Rules) -> str:
    """The save's level: a level, ``skill:P``, ``lesson:N``, ``depth-blind`` or ``menace`` (in a game small enough
    for MENACE's boxes)."""
    from ..teach.menace import LARGEST

    if not isinstance(value, str) or not is_saved_player(value):
        raise SaveFileError(
            _("{key} is {value}, not one of {allowed}").format(
                key="level", value=quoted(str(value), 20), allowed=listed(SAVED_PLAYERS)
            )
        )
    try:
        builtin_bot(value, random.Random())
    except ValueError as error:
        raise SaveFileError(_("level: {error}").format(error=str(error))) from None
    if value == "menace" and rules.numbers > LARGEST:
        raise SaveFileError(
            _("level is menace, which plays games of up to {most} numbers, and {rules} has more").format(
                most=LARGEST, rules=str(rules)
            )
        )
    return value


def disguise_from_json(kind: Kind, data: object, rules: Rules) -> Dress:
    """A disguise of this kind from its JSON form, checked: its items must stand for the numbers so that its
    winning sets are the sets summing to the target (a game given as sets: the rules' own sets), and a jam or
    words game must be one. SaveFileError with the reason otherwise."""
    if not isinstance(data, dict) or set(data) != {"name", "items", "wins"}:
        raise SaveFileError(_('a disguise is {"name", "items", "wins"}'))
    name, items, wins = data["name"], data["items"], data["wins"]
    if not isinstance(name, str) or not isinstance(items, list) or not isinstance(wins, list):
        raise SaveFileError(_("a disguise's name is text, its items and wins are lists"))
    if not all(isinstance(item, str) for item in items) or not all(
        isinstance(win, list) and all(isinstance(item, str) for item in win) for win in wins
    ):
        raise SaveFileError(_("a disguise's items and winning sets are names"))
    try:
        game = checked_kind(game_of(name, items, wins, kind))
        if rules.sets is None:
            return disguise_dress(game, items, rules)
        if kind != "sets" or game.sets != list(rules.sets):
            raise GameSpecError(_("its winning sets are not the rules' sets"))
        return dress_for("sets", rules, game=game)
    except (GameSpecError, ValueError) as error:
        raise SaveFileError(_("the disguise is not this game: {error}").format(error=str(error))) from None


def rules_from_json(data: object, listed: bool = False) -> Rules:
    """Rules from their JSON form (with ``listed``, those of a game given as sets too, as version 3 writes
    them); SaveFileError with the reason otherwise."""
    keys = {"numbers", "count", "target", "misere"}
    if listed and isinstance(data, dict) and "sets" in data:
        return _listed_rules(data)
    if not isinstance(data, dict) or set(data) != keys:
        raise SaveFileError(_('rules must be {"numbers", "count", "target", "misere"}'))
    try:
        return Rules(data["numbers"], data["count"], data["target"], data["misere"])
    except RulesError as error:
        raise SaveFileError(_("the rules make no game: {error}").format(error=str(error))) from None


def _listed_rules(data: dict[str, Any]) -> Rules:
    """The rules of a game given as sets: ``{"numbers", "count": null, "target": null, "misere", "sets"}``."""
    if set(data) != {"numbers", "count", "target", "misere", "sets"} or (data["count"], data["target"]) != (None, None):
        raise SaveFileError(_('the rules of a game given as sets are {"numbers", "count": null, "target": null, ...}'))
    numbers, sets, misere = data["numbers"], data["sets"], data["misere"]
    if type(numbers) is not int or not MIN_ITEMS <= numbers <= MAX_NUMBERS or type(misere) is not bool:
        raise SaveFileError(
            _("a game given as sets has {fewest}-{most} numbers, and misere true or false").format(
                fewest=MIN_ITEMS, most=MAX_NUMBERS
            )
        )
    if not isinstance(sets, list) or not 0 < len(sets) <= MAX_SETS:
        raise SaveFileError(_("the winning sets are a list of 1 to {most} sets").format(most=f"{MAX_SETS:,}"))
    if not all(isinstance(each, list) and each and all(type(n) is int for n in each) for each in sets):
        raise SaveFileError(_("each winning set is a list of numbers"))
    try:
        rules = Rules.listed(numbers, sets, misere)
    except RulesError as error:
        raise SaveFileError(_("the rules make no game: {error}").format(error=str(error))) from None
    if rules.sets is None or [list(each) for each in rules.sets] != sets:
        raise SaveFileError(_("the winning sets are not as luoshu writes them: each ascending, in order, none twice"))
    return rules


def _whole(digits: str) -> int | float:
    """A whole number of the JSON text; a giant one (which Python would refuse to read) is no whole number at all,
    so that the check of its field says what is wrong rather than "not valid JSON"."""
    return int(digits) if len(digits.lstrip("-")) <= 40 else float("inf")


def _one_of(data: dict[str, Any], key: str, allowed: tuple[str, ...]) -> Any:
    value = data[key]
    if not isinstance(value, str) or value not in allowed:
        raise SaveFileError(
            _("{key} is {value}, not one of {allowed}").format(
                key=key, value=quoted(str(value), 20), allowed=listed(allowed)
            )
        )
    return value
