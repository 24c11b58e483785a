"""The games the server holds: each a ``Session`` with its seats' tokens, stored in the database before any answer.

Everything here is plain, synchronous Python, called from the server's one game thread (``luoshu.web.app``), so
that two requests for one game never interleave: each is read, checked, played, stored and answered whole.
Every refusal is a ``Refused`` with the HTTP status and a one-line reason; nothing is changed by a request that
is refused.

Tokens and invites come from ``secrets``; the database keeps only their SHA-256 digests, and they are compared
in constant time.

>>> import tempfile, pathlib
>>> tables = Tables(Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3")))
>>> made = tables.create({"first": "computer"})
>>> made["seat"], [seat["plays"] for seat in made["game"]["seats"]], len(made["game"]["picks"])  # X has opened
('O', ['computer', 'human'], 1)
>>> tables.move(made["id"], "not the token", {"pick": 5})
Traceback (most recent call last):
...
luoshu.web.tables.Refused: (403, 'that token holds no seat in this game')
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import itertools
import json
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..rules import MAX_NUMBERS, Player, Rules, RulesError, opponent
from ..search.solver import SearchBudgetError, forget, limited
from ..session import MoveRefused, Session
from ..session.bots import BUILTIN, builtin_bot
from ..session.players import LEVELS, check_seats
from ..session.saves import SaveFileError
from ..teach.menace import LARGEST as MENACE_LARGEST
from ..teach.puzzles import PUZZLE_LEVELS, Puzzle, choose
from ..views.dresses.dress import DRESSES, Dress, dress_for, game_dress
from ..views.dresses.games import GameSpecError, sets_game
from ..views.notation import RecordError
from ..views.quoting import quoted
from ..views.squares.fit import on_grid
from .shapes import game_json, hints_json, why_json
from .store import Row, Store

PLAYERS: tuple[Player, ...] = ("X", "O")

__all__ = ["IDLE_SECONDS", "IN_MEMORY", "LARGEST_GAME", "OPEN_GAMES", "WEB_NUMBERS", "Refused", "Table", "Tables"]

WEB_NUMBERS = 16
"""The most numbers (or items) of a game the server plays: the order-4 game and 4x4 tic-tac-toe, whose hardest
first move takes the computer a few seconds. Bigger games are for the terminal."""
OPEN_GAMES = 1_000
"""Games in play that the server holds at once; a new one beyond is refused (429). A game is in play from the first
move or undo a person makes in it until it ends or nobody has moved in it for ``IDLE_SECONDS``: a page opened and
left, or a game made and never played, does not count, and one left alone stops counting (it can still be
played, and counts again when it is)."""
IDLE_SECONDS = 10 * 60
"""How long a game nobody moves in still counts as in play: a pupil thinks for a minute, not for ten. One device
makes at most 30 games a minute (``luoshu.web.app``), so alone it can keep at most 300 in play."""
IN_MEMORY = 1_000
"""Games kept in memory, the most recently used; the store has them all, and one not in memory is read from it
again when it is asked for (a MENACE opponent then starts again from its first beads)."""
WEB_BUDGET = 100_000
"""Positions a search may keep for one answer (the computer's move, the hints, an explanation): about a second.
Every game waits while one is searched, so none may search long; the computer plays a bigger game by rule of
thumb, and its hints are refused."""
LARGEST_GAME = 200
"""Moves and undos in one game, at most (422 beyond): a game is at most 16 picks, so this is only ever reached by
undoing and playing again, and again."""

ASKED = {"dress", "opponent", "first", "level", "rules", "words", "file", "save", "puzzle"}
RULE_PARTS = ("numbers", "count", "target", "misere", "order")


class Refused(Exception):
    """A request refused: the HTTP status, and the reason in one line."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(status, reason)
        self.status, self.reason = status, reason


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


_VERSIONS = itertools.count(1)
"""One count for the versions of every game, so that a game read again from the store never has a version that a
page watching it has already seen (its event stream sends what is new by the version)."""


@dataclass
class Table:
    """One game: the session, the digests of its seats' tokens, the invite to its open seat, and extras."""

    id: str
    session: Session
    tokens: dict[Player, str | None]
    invite: str | None = None
    puzzle: Puzzle | None = None
    start: int = 0  # undo stops here: a puzzle's position is not taken back
    solved: bool | None = None  # a puzzle's first answer: right or not
    actions: int = 0
    version: int = field(default_factory=lambda: next(_VERSIONS))
    shown: dict[str, Any] | None = field(default=None, repr=False)

    @property
    def open_seat(self) -> Player | None:
        """The seat an invite can still take."""
        return next((p for p in ("X", "O") if self.session.seat(p) == "human" and self.tokens[p] is None), None)

    def seat_of(self, token: str | None) -> Player:
        """The seat this token holds; Refused 401 with no token, 403 with a wrong one."""
        if not token:
            raise Refused(401, "moving needs the seat's token: Authorization: Bearer TOKEN")
        held = digest(token)
        for player in PLAYERS:
            stored = self.tokens[player]
            if stored is not None and hmac.compare_digest(stored, held):
                return player
        raise Refused(403, "that token holds no seat in this game")

    def extra(self) -> str:
        puzzle = None if self.puzzle is None else {"id": self.puzzle.id, "answer": self.puzzle.answer}
        player = self.session.player if self.session.player not in LEVELS else None  # skill:P, menace
        return json.dumps(
            {"puzzle": puzzle, "start": self.start, "solved": self.solved, "actions": self.actions, "player": player}
        )

    def json(self) -> dict[str, Any]:
        """The game and what the page draws of it, worked out once per change."""
        if self.shown is None:
            self.shown = game_json(self.id, self.session, self.open_seat, self.puzzle, self.solved)
        return self.shown

    def changed(self) -> None:
        self.version = next(_VERSIONS)
        self.shown = None


class Tables:
    """Every game the server holds, backed by the ``store``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._tables: OrderedDict[str, Table] = OrderedDict()  # the most recently used last

    # Reading

    def table(self, game: str) -> Table:
        """The game with this id, from memory or the database; Refused 404 if there is none."""
        if not isinstance(game, str) or not 8 <= len(game) <= 64:
            raise Refused(404, "no such game")
        found = self._tables.get(game)
        if found is not None:
            self._tables.move_to_end(game)
            return found
        row = self.store.row(game)
        if row is None:
            raise Refused(404, "no such game")
        found = self._restored(row)
        self._keep(found)
        return found

    def _keep(self, table: Table) -> None:
        """Keep ``table`` in memory, letting go of the least recently used beyond ``IN_MEMORY``."""
        self._tables[table.id] = table
        self._tables.move_to_end(table.id)
        while len(self._tables) > IN_MEMORY:
            self._tables.popitem(last=False)

    def _forget(self, game: str) -> None:
        """Let go of the game in memory: the next request reads it from the store, exactly as it was stored."""
        self._tables.pop(game, None)

    def _restored(self, row: Row) -> Table:
        extra = json.loads(row.extra)
        session = Session.from_json(row.save, set_up=extra["start"] if extra.get("puzzle") else 0)
        puzzle = None
        if extra.get("puzzle"):
            from ..teach.puzzles import by_id

            puzzle = by_id(extra["puzzle"]["id"], session.rules)
        session.set_budget(WEB_BUDGET)
        if extra.get("player"):
            session.set_player(builtin_bot(extra["player"], random.Random()))  # a learner starts again from its beads
        table = Table(row.id, session, row.tokens, row.invite, puzzle, extra["start"], extra["solved"])
        table.actions = extra["actions"]
        return table

    # Making games

    def create(self, asked: object) -> dict[str, Any]:
        """A new game as asked (see the README's web API); its creator's seat and token, and the invite to the
        other seat if a person is to take it."""
        if not isinstance(asked, dict):
            raise Refused(422, "a new game is a JSON object: {} for Pick Fifteen against the computer")
        unknown = sorted(set(asked) - ASKED)
        if unknown:
            raise Refused(
                422, f"{quoted(str(unknown[0]), 20)} is not a choice of a new game: {', '.join(sorted(ASKED))}"
            )
        if self.store.open_count(time.time() - IDLE_SECONDS) >= OPEN_GAMES:
            raise Refused(429, f"The server is full ({OPEN_GAMES:,} games in play): try again in a few minutes.")
        puzzle = None
        if "save" in asked:
            fixed = sorted(set(asked) - {"save"})
            if fixed:
                raise Refused(422, f"a saved game says its own {', '.join(fixed)}")
            session = self._opened(asked["save"])
        else:
            session, puzzle = self._new(asked)
        session.set_budget(WEB_BUDGET)
        creator: Player = "X" if session.seat("X") == "human" else "O"
        token = secrets.token_urlsafe(24)
        tokens: dict[Player, str | None] = {"X": None, "O": None}
        tokens[creator] = digest(token)
        invite = None
        if session.seat(opponent(creator)) == "human":
            invite = secrets.token_urlsafe(18)
        table = Table(secrets.token_urlsafe(12), session, tokens, digest(invite) if invite else None, puzzle)
        table.start = len(session.picks)
        self._computer_moves(table)
        self.store.add(Row(table.id, session.to_json(), tokens, table.invite, table.extra()))
        self._keep(table)
        return {"id": table.id, "seat": creator, "token": token, "invite": invite, **table.json()}

    def _opened(self, save: object) -> Session:
        if not isinstance(save, dict):
            raise Refused(422, "save is the JSON object of a save file")
        try:
            session = Session.from_json(json.dumps(save))
        except (SaveFileError, ValueError) as error:
            raise Refused(422, f"that is not a game luoshu can open: {error}") from None
        _fits_the_web(session.rules)
        return session

    def _new(self, asked: dict[str, Any]) -> tuple[Session, Puzzle | None]:
        dress_name = _choice(asked, "dress", ("fifteen", *DRESSES), "fifteen")
        opponent_seat = _choice(asked, "opponent", ("computer", "human"), "computer")
        first = _choice(asked, "first", ("human", "computer"), "human")
        level = asked.get("level", "perfect")
        player = None
        if isinstance(level, str) and (level == "menace" or level.startswith("skill:")):
            player, level = level, "perfect"
        else:
            level = _choice(asked, "level", LEVELS, "perfect", listed=BUILTIN)
        if opponent_seat == "human" and first == "computer":
            raise Refused(422, "first computer needs the computer as the opponent")
        rules, dress = self._game(asked, dress_name)
        if player == "menace" and rules.numbers > MENACE_LARGEST:
            # MENACE keeps a box of beads for every position it meets: beyond nine numbers far too many to make.
            raise Refused(422, f"MENACE plays games of up to {MENACE_LARGEST} numbers, and {rules} has {rules.numbers}")
        level_puzzle = asked.get("puzzle")
        if level_puzzle is not None:
            return self._puzzle(level_puzzle, rules, dress, opponent_seat)
        x, o = ("computer", "human") if first == "computer" else ("human", opponent_seat)
        try:
            session = Session(*check_seats(x, o), level=level, rules=rules, dress=dress)  # type: ignore[arg-type]
            if player is not None:
                session.set_player(builtin_bot(player, random.Random()))
        except ValueError as error:
            raise Refused(422, str(error)) from None
        return session, None

    def _game(self, asked: dict[str, Any], dress_name: str) -> tuple[Rules, Dress]:
        """The rules and the dress asked for."""
        parts = asked.get("rules", {})
        if not isinstance(parts, dict):
            raise Refused(422, "rules is an object: {numbers, count, target, misere, order}, each optional")
        unknown = sorted(set(parts) - set(RULE_PARTS))
        if unknown:
            raise Refused(422, f"{quoted(str(unknown[0]), 20)} is not a part of the rules: {', '.join(RULE_PARTS)}")
        for name in RULE_PARTS:
            value = parts.get(name)
            wanted = bool if name == "misere" else int
            if value is not None and type(value) is not wanted:
                raise Refused(422, f"rules.{name} is {'true or false' if wanted is bool else 'a whole number'}")
        misere = bool(parts.get("misere", False))
        if dress_name == "sets":
            if "file" not in asked:
                raise Refused(422, 'the sets dress plays a games file: give its JSON as "file"')
            if set(parts) - {"misere"}:
                raise Refused(422, "the games file gives the game: of the rules only misere applies to it")
            if not isinstance(asked["file"], dict):
                raise Refused(422, 'the games file is an object: {"items": [...], "wins": [[...], ...]}')
            try:
                game = sets_game(asked["file"], name=str(asked["file"].get("name", "sets"))[:40])
                rules, dress = game_dress(game, True if parts.get("misere") else None)
            except (GameSpecError, RulesError, ValueError, AttributeError) as error:
                raise Refused(422, f"the games file: {error}") from None
            _fits_the_web(rules)
            return rules, dress
        if "file" in asked:
            raise Refused(422, 'a games file is played in the "sets" dress')
        if "words" in asked and dress_name != "words":
            raise Refused(422, 'words are for the "words" dress')
        try:
            numbers, count, target, order = (parts.get(name) for name in ("numbers", "count", "target", "order"))
            rules = Rules.asked(numbers, count, target, misere, order)
        except RulesError as error:
            raise Refused(422, f"these rules make no game: {error}") from None
        _fits_the_web(rules)
        words = asked.get("words")
        if words is not None and (not isinstance(words, list) or not all(isinstance(w, str) for w in words)):
            raise Refused(422, "words is a list of nine words")
        try:
            return rules, dress_for(dress_name, rules, words=words)
        except (ValueError, GameSpecError) as error:
            raise Refused(422, str(error)) from None

    def _puzzle(self, level: object, rules: Rules, dress: Dress, opponent_seat: str) -> tuple[Session, Puzzle | None]:
        if level not in (*PUZZLE_LEVELS, "any"):
            raise Refused(422, f"puzzle is a level: {', '.join(PUZZLE_LEVELS)} or any")
        if opponent_seat != "computer":
            raise Refused(422, "a puzzle is played against the computer")
        try:
            with limited(rules, WEB_BUDGET):
                found = choose(rules, None if level == "any" else level)  # type: ignore[arg-type]
        except SearchBudgetError:
            forget(rules)
            raise Refused(422, f"{rules} is too big to find a puzzle in within {WEB_BUDGET:,} positions") from None
        if found is None:
            raise Refused(422, f"this game has no {level} puzzle")
        x, o = ("human", "computer") if found.to_move == "X" else ("computer", "human")
        return Session(x, o, rules=rules, dress=dress, picks=found.record), found  # type: ignore[arg-type]

    def join(self, game: str, asked: object) -> dict[str, Any]:
        """Take the open seat with the invite: the seat and its token."""
        table = self.table(game)
        invite = asked.get("invite") if isinstance(asked, dict) else None
        if not isinstance(invite, str) or not invite:
            raise Refused(422, 'joining needs the invite: {"invite": "..."}')
        if table.invite is None or table.open_seat is None:
            raise Refused(409, "both seats of this game are taken")
        if not hmac.compare_digest(table.invite, digest(invite)):
            raise Refused(403, "that invite is not this game's")
        seat = table.open_seat
        token = secrets.token_urlsafe(24)
        self.store.seat_taken(table.id, seat, digest(token))
        table.tokens[seat], table.invite = digest(token), None
        table.changed()
        return {"id": table.id, "seat": seat, "token": token, **table.json()}

    def invite(self, game: str, token: str | None) -> dict[str, Any]:
        """A new invite to the game's open seat, for a seat's holder (the old one no longer works)."""
        table = self.table(game)
        table.seat_of(token)
        seat = table.open_seat
        if seat is None:
            raise Refused(409, "both seats of this game are taken")
        invite = secrets.token_urlsafe(18)
        self.store.invite(table.id, digest(invite))
        table.invite = digest(invite)
        return {"id": table.id, "invite": invite}

    # Asking

    def hints(self, game: str) -> dict[str, Any]:
        """Every free move's verdict for the mover, within the budget."""
        table = self.table(game)
        _not_giving_away(table, "hints")
        session = table.session
        return self._searched(session, lambda: hints_json(session), "hints")

    def why(self, game: str, move: str | None) -> dict[str, Any]:
        """The last pick explained, or what picking ``move`` (a number, cell or item) now would do."""
        table = self.table(game)
        _not_giving_away(table, "an explanation")
        session = table.session
        token = None
        if move is not None:
            number = _number({"item" if session.dress.disguise else "pick": move}, session, typed=True)
            if session.position.holder(number) is not None:
                raise Refused(409, f"{session.dress.item(number)} is taken by {session.position.holder(number)}")
            if session.over:
                raise Refused(409, "the game is over: there is no pick to explain")
            token = session.dress.item(number)
        elif not session.picks:
            raise Refused(409, "nothing has been picked yet: ask why?move=N for what picking N would do")
        return self._searched(session, lambda: why_json(session, token), "an explanation")

    def _searched(self, session: Session, answer: Callable[[], dict[str, Any]], what: str) -> dict[str, Any]:
        try:
            with limited(session.rules, WEB_BUDGET):
                return answer()
        except SearchBudgetError:
            forget(session.rules)
            raise Refused(422, f"{session.rules} is too big for {what} within {WEB_BUDGET:,} positions") from None

    # Playing

    def move(self, game: str, token: str | None, asked: object) -> dict[str, Any]:
        """The seat's move ({"pick"}, {"cell"} or {"item"}), then the computer's reply; stored before the answer.
        With "picks", the picks so far as the mover saw them, a move for a position that is no longer the game's
        is refused (409): a second click sent before the first was answered does not land."""
        table = self.table(game)
        seat = table.seat_of(token)
        session = table.session
        if isinstance(asked, dict) and "picks" in asked:
            seen = asked["picks"]
            if not isinstance(seen, list) or not all(type(n) is int for n in seen):
                raise Refused(422, "picks is a list of numbers: the picks so far, as the mover saw them")
            if seen != list(session.picks):
                raise Refused(409, "that move was for a position the game has left: look again at the board")
            asked = {key: value for key, value in asked.items() if key != "picks"}
        if session.over:
            raise Refused(409, f"the game is over: {session.result_sentences()[0]}")
        if session.position.to_move != seat:
            raise Refused(409, f"it is not your turn: {session.position.to_move} is to move")
        number = _number(asked, session)
        if table.actions >= LARGEST_GAME:
            raise Refused(422, f"this game has had {LARGEST_GAME} moves and undos: start a new one")
        with self._as_stored_if_it_fails(table):
            try:
                session.pick(number)
            except MoveRefused as error:
                raise Refused(409, str(error)) from None
            if table.puzzle is not None and table.solved is None:  # the first answer alone solves the puzzle or not
                table.solved = number == table.puzzle.answer
            table.actions += 1
            self._computer_moves(table)
            self._stored(table)
        return table.json()

    def undo(self, game: str, token: str | None) -> dict[str, Any]:
        """Take back the seat's last pick and the computer's reply, in a game against the computer."""
        table = self.table(game)
        table.seat_of(token)
        session = table.session
        if not session.against_computer:
            raise Refused(409, "undo is for a game against the computer")
        if table.actions >= LARGEST_GAME:
            raise Refused(422, f"this game has had {LARGEST_GAME} moves and undos: start a new one")
        with self._as_stored_if_it_fails(table):
            if not session.undo(floor=table.start):
                raise Refused(409, "there is no pick of yours to take back")
            table.actions += 1
            self._stored(table)
        return table.json()

    @contextlib.contextmanager
    def _as_stored_if_it_fails(self, table: Table) -> Iterator[None]:
        """A change of the game that fails part way (the computer's reply raised, the disk is full) leaves nothing
        of itself in memory: the game is let go, and read again from the store as it was before."""
        try:
            yield
        except Refused:
            raise  # a refusal comes before any change: a MENACE opponent keeps what it has learnt
        except BaseException:
            self._forget(table.id)
            raise

    def _computer_moves(self, table: Table) -> None:
        while table.session.computer_to_move:
            table.session.computer_pick()

    def _stored(self, table: Table) -> None:
        table.changed()
        self.store.update(table.id, table.session.to_json(), table.session.over, table.extra())


def _not_giving_away(table: Table, asked: str) -> None:
    """Refuse (409) a hint or an explanation while the board shows a puzzle's own position: either would give
    its answer away."""
    if table.puzzle is not None and len(table.session.picks) == table.start:
        raise Refused(409, f"answer the puzzle first: {asked} would give its answer away")


def _fits_the_web(rules: Rules) -> None:
    if rules.numbers > WEB_NUMBERS:
        raise Refused(
            422,
            f"{rules} has {rules.numbers} numbers: the web plays games of up to {WEB_NUMBERS} "
            f"(luoshu play takes up to {MAX_NUMBERS})",
        )


def _choice(
    asked: dict[str, Any], key: str, allowed: tuple[str, ...], default: str, listed: tuple[str, ...] = ()
) -> str:
    """The choice asked for ``key``, one of ``allowed``; the refusal lists ``listed`` (default: ``allowed``)."""
    value = asked.get(key, default)
    if value is None:
        return default
    if not isinstance(value, str) or value not in allowed:
        named = ", ".join(dict.fromkeys(listed or allowed))
        raise Refused(422, f"{key} is {quoted(str(value), 20)}, not one of {named}")
    return value


def _number(asked: object, session: Session, typed: bool = False) -> int:
    """The number a move names: {"pick": 5}, {"cell": "B2"} or {"item": "Mill Lane"}; with ``typed``, the move as
    typed in a question (a number, a cell or an item, as text). Refused 422 otherwise."""
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
        raise Refused(422, f"{quoted(text, 20)} is not a {session.dress.noun} of this game, nor a cell")
    if not isinstance(asked, dict) or len(asked) != 1 or not set(asked) <= {"pick", "cell", "item"}:
        raise Refused(422, 'a move is one of {"pick": 5}, {"cell": "B2"}, {"item": "Mill Lane"}')
    key, value = next(iter(asked.items()))
    dress = session.dress
    if key == "pick":
        if type(value) is not int or not 1 <= value <= session.rules.numbers:
            raise Refused(422, f"pick is a number 1-{session.rules.numbers}")
        return value
    if not isinstance(value, str):
        raise Refused(422, f"{key} is text")
    if key == "cell":
        try:
            return dress_for("grid", session.rules).number(value)
        except ValueError as error:
            raise Refused(422, str(error)) from None
    if not dress.disguise:
        raise Refused(422, f"this game's moves are numbers{' or cells' if dress.noun == 'cell' else ''}, not items")
    try:
        return dress.number(value)
    except RecordError as error:
        raise Refused(422, str(error)) from None
