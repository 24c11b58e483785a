"""A new game as one value, read once: who sits where, how the computer plays, the rules, the dress, and where
it starts (a puzzle's position, or a saved game). The command line builds one from its options; the web page's
JSON is read by ``NewGame.from_json``, every refusal a one-line ``Unreadable``. ``session`` makes the game.

>>> new = NewGame.from_json({"dress": "grid", "rules": {"misere": True}})
>>> new.x, new.o, new.dress.name, new.rules.misere
('human', 'computer', 'grid', True)
>>> new.session().introduction().splitlines()[0]
'Misère tic-tac-toe on the Luo Shu grid: X is you, O is the computer (perfect). X moves first.'
>>> NewGame.from_json({"first": "computer", "opponent": "human"})
Traceback (most recent call last):
...
luoshu.session.asked.Unreadable: first computer needs the computer as the opponent
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..rules import MAX_NUMBERS, PICK_FIFTEEN, Rules, RulesError
from ..search.solver import SearchBudgetError, forget, limited
from ..teach.menace import LARGEST as MENACE_LARGEST
from ..teach.puzzles import PUZZLE_LEVELS, Puzzle, PuzzleLevel, by_id, choose
from ..views.dresses.dress import DRESSES, Dress, dress_for, game_dress
from ..views.dresses.games import GameSpecError, sets_game
from ..views.quoting import quoted
from ..words.language import _
from ..words.terms import listed
from .asked import Unreadable, choice
from .bots import builtin_bot, builtin_players
from .game import Session, View
from .players import LEVELS, Level, Seat, check_seats
from .saves import SaveFileError

if TYPE_CHECKING:
    from .bots import Bot

__all__ = ["ASKED", "RULE_PARTS", "NewGame", "Puzzle", "puzzle_named"]

ASKED = ("dress", "opponent", "first", "level", "rules", "words", "file", "save", "puzzle")
"""What the JSON of a new game may say, each optional (the README's web API says each)."""
RULE_PARTS = ("numbers", "count", "target", "misere", "order")

LESSON_LARGEST = 9
"""The most numbers a lesson's player or the depth-blind player is given to play: its search is its program's own,
plain minimax at worst, which takes a second on nine numbers and ages on sixteen."""


@dataclass(frozen=True)
class NewGame:
    """A new game: the seats, the computer's level (or ``player``, a built-in player of its side: ``skill:P``,
    ``menace``), the rules, the dress, the view and the seed; ``puzzle`` (a level, or "any") starts it at a
    puzzle's position, and ``save`` (save text) is a saved game to open instead."""

    x: Seat = "human"
    o: Seat = "computer"
    level: Level = "perfect"
    rules: Rules = PICK_FIFTEEN
    dress: str | Dress = "fifteen"
    words: tuple[str, ...] | None = None
    view: View | None = None
    seed: int | None = None
    player: str | None = None
    puzzle: str | None = None
    save: str | None = None
    avoid: tuple[str, ...] = ()  # a puzzle round's puzzles so far, not given again while another is left

    def session(self, player: Bot | None = None) -> Session:
        """The game, at its start (a saved game as saved); ``player`` plays the computer's side (default: the
        built-in ``player`` named, else the level's own play). ValueError if the dress does not fit the rules."""
        if self.save is not None:
            return Session.from_json(self.save)
        worn = self.dress if isinstance(self.dress, Dress) else dress_for(self.dress, self.rules, words=self.words)
        session = Session(self.x, self.o, self.level, self.rules, worn, self.view, self.seed)
        if player is None and self.player is not None:
            player = builtin_bot(self.player, random.Random(self.seed))
        session.set_player(player)
        return session

    def started(self, budget: int) -> tuple[Session, Puzzle | None]:
        """The game and the puzzle it begins as (None: no puzzle asked for), found within ``budget`` positions;
        Unreadable if the game is too big for that, or has no puzzle at the level asked."""
        if self.puzzle is None:
            return self.session(), None
        rules = self.rules
        try:
            with limited(rules, budget):
                level = None if self.puzzle == "any" else cast(PuzzleLevel, self.puzzle)
                found = choose(rules, level, avoid=self.avoid)
        except SearchBudgetError:
            forget(rules)
            raise Unreadable(
                _("{rules} is too big to find a puzzle in within {budget} positions").format(
                    rules=str(rules), budget=f"{budget:,}"
                )
            ) from None
        if found is None:
            raise Unreadable(_("this game has no {level} puzzle").format(level=self.puzzle))
        x, o = check_seats(*(("human", "computer") if found.to_move == "X" else ("computer", "human")))
        worn = self.dress if isinstance(self.dress, Dress) else dress_for(self.dress, rules, words=self.words)
        return Session(x, o, rules=rules, dress=worn, picks=found.record, set_up=len(found.record)), found

    @classmethod
    def from_json(cls, asked: object, largest: int = MAX_NUMBERS) -> NewGame:
        """The new game a JSON object asks for (see ``ASKED``), of at most ``largest`` numbers; Unreadable with the
        reason otherwise.

        >>> NewGame.from_json({"level": "skill:0.8"}).player
        'skill:0.8'
        >>> NewGame.from_json({"rules": {"colour": "red"}})
        Traceback (most recent call last):
        ...
        luoshu.session.asked.Unreadable: 'colour' is not a part of the rules: numbers, count, target, misere, order
        """
        if not isinstance(asked, dict):
            raise Unreadable(_("a new game is a JSON object: {} for Pick Fifteen against the computer"))
        unknown = sorted(set(asked) - set(ASKED))
        if unknown:
            raise Unreadable(
                _("{name} is not a choice of a new game: {choices}").format(
                    name=quoted(str(unknown[0]), 20), choices=listed(sorted(ASKED))
                )
            )
        if "save" in asked:
            fixed = sorted(set(asked) - {"save"})
            if fixed:
                raise Unreadable(_("a saved game says its own {parts}").format(parts=listed(fixed)))
            return _opened(asked["save"], largest)
        dress_name = choice(asked, "dress", ("fifteen", *DRESSES), "fifteen")
        opponent = choice(asked, "opponent", ("computer", "human"), "computer")
        first = choice(asked, "first", ("human", "computer"), "human")
        level = asked.get("level", "perfect")
        player = None
        if isinstance(level, str) and (level in ("menace", "depth-blind") or level.startswith(("skill:", "lesson:"))):
            player, level = level, "perfect"
        else:
            level = choice(asked, "level", LEVELS, "perfect", listed=builtin_players())
        if opponent == "human" and first == "computer":
            raise Unreadable(_("first computer needs the computer as the opponent"))
        rules, dress = _game(asked, dress_name, largest)
        if player == "menace" and rules.numbers > MENACE_LARGEST:
            # MENACE keeps a box of beads for every position it meets: beyond nine numbers far too many to make.
            raise Unreadable(
                _("MENACE plays games of up to {most} numbers, and {rules} has {numbers}").format(
                    most=MENACE_LARGEST, rules=str(rules), numbers=rules.numbers
                )
            )
        searching = player is not None and (player == "depth-blind" or player.startswith("lesson:"))
        if player is not None and searching and rules.numbers > LESSON_LARGEST:
            raise Unreadable(
                _(
                    "{player} searches every game to its end, as its program does: it plays games of up to {most} "
                    "numbers, and {rules} has {numbers}"
                ).format(player=player, most=LESSON_LARGEST, rules=str(rules), numbers=rules.numbers)
            )
        puzzle = asked.get("puzzle")
        if puzzle is not None:
            if puzzle not in (*PUZZLE_LEVELS, "any"):
                raise Unreadable(_("puzzle is a level: {levels} or any").format(levels=listed(PUZZLE_LEVELS)))
            if opponent != "computer":
                raise Unreadable(_("a puzzle is played against the computer"))
            return cls(rules=rules, dress=dress, puzzle=str(puzzle))
        x, o = ("computer", "human") if first == "computer" else ("human", opponent)
        try:
            seats = check_seats(x, o)
            if player is not None:
                builtin_bot(player, random.Random())  # read now: a bad skill:P is refused before anything is made
        except ValueError as error:
            raise Unreadable(str(error)) from None
        return cls(*seats, level=cast(Level, level), rules=rules, dress=dress, player=player)


def _opened(save: object, largest: int) -> NewGame:
    if not isinstance(save, dict):
        raise Unreadable(_("save is the JSON object of a save file"))
    text = json.dumps(save)
    try:
        session = Session.from_json(text)
    except (SaveFileError, ValueError) as error:
        raise Unreadable(_("that is not a game luoshu can open: {error}").format(error=str(error))) from None
    _fits(session.rules, largest)
    return NewGame(rules=session.rules, save=text)


def _game(asked: dict[str, Any], dress_name: str, largest: int) -> tuple[Rules, Dress]:
    """The rules and the dress asked for."""
    parts = asked.get("rules", {})
    if not isinstance(parts, dict):
        raise Unreadable(_("rules is an object: {numbers, count, target, misere, order}, each optional"))
    unknown = sorted(set(parts) - set(RULE_PARTS))
    if unknown:
        raise Unreadable(
            _("{name} is not a part of the rules: {parts}").format(
                name=quoted(str(unknown[0]), 20), parts=listed(RULE_PARTS)
            )
        )
    for name in RULE_PARTS:
        value = parts.get(name)
        wanted = bool if name == "misere" else int
        if value is not None and type(value) is not wanted:
            if wanted is bool:
                raise Unreadable(_("rules.{name} is true or false").format(name=name))
            raise Unreadable(_("rules.{name} is a whole number").format(name=name))
    misere = bool(parts.get("misere", False))
    if dress_name == "sets":
        if "file" not in asked:
            raise Unreadable(_('the sets dress plays a games file: give its JSON as "file"'))
        if set(parts) - {"misere"}:
            raise Unreadable(_("the games file gives the game: of the rules only misere applies to it"))
        if not isinstance(asked["file"], dict):
            raise Unreadable(_('the games file is an object: {"items": [...], "wins": [[...], ...]}'))
        try:
            game = sets_game(asked["file"], name=str(asked["file"].get("name", "sets"))[:40])
            rules, dress = game_dress(game, True if parts.get("misere") else None)
        except (GameSpecError, RulesError, ValueError, AttributeError) as error:
            raise Unreadable(_("the games file: {error}").format(error=str(error))) from None
        _fits(rules, largest)
        return rules, dress
    if "file" in asked:
        raise Unreadable(_('a games file is played in the "sets" dress'))
    if "words" in asked and dress_name != "words":
        raise Unreadable(_('words are for the "words" dress'))
    try:
        numbers, count, target, order = (parts.get(name) for name in ("numbers", "count", "target", "order"))
        rules = Rules.asked(numbers, count, target, misere, order)
    except RulesError as error:
        raise Unreadable(_("these rules make no game: {error}").format(error=str(error))) from None
    _fits(rules, largest)
    words = asked.get("words")
    if words is not None and (not isinstance(words, list) or not all(isinstance(w, str) for w in words)):
        raise Unreadable(_("words is a list of nine words"))
    try:
        return rules, dress_for(dress_name, rules, words=words)
    except (ValueError, GameSpecError) as error:
        raise Unreadable(str(error)) from None


def _fits(rules: Rules, largest: int) -> None:
    if rules.numbers > largest:
        raise Unreadable(
            _(
                "{rules} has {numbers} numbers: the web plays games of up to {largest} (luoshu play takes up to {most})"
            ).format(rules=str(rules), numbers=rules.numbers, largest=largest, most=MAX_NUMBERS)
        )


def puzzle_named(identifier: str, rules: Rules) -> Puzzle:
    """The puzzle with this id under these rules (a game that began as a puzzle, read again from its store)."""
    return by_id(identifier, rules)
