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
luoshu.web.games.Refused: (403, 'that token holds no seat in this game')
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
from typing import Any, TypeVar

from ..rules import Player, opponent
from ..search.solver import SearchBudgetError, forget, limited
from ..session import MoveRefused, Session
from ..session.asked import Unreadable, number_asked
from ..session.bots import builtin_bot
from ..session.history_steps import history_json
from ..session.move_tree import DEEPEST, TREE_BUDGET, TREE_DEPTH, move_tree
from ..session.new_game import NewGame, Puzzle, puzzle_named
from ..session.players import LEVELS
from ..session.rounds import LARGEST_ROUND, ROUND_PUZZLES, Round
from ..session.screen import game_json, hints_json, why_json
from ..svg.chart import value_history_svg
from ..words.game.lists import listed
from ..words.language import spoken
from ..words.lessons import history_steps as history_words
from ..words.playing import rounds as round_words
from ..words.server import refusals
from .store import Row, Store

T = TypeVar("T")
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
TURNABLE = tuple(refusals.TURNED_OFF)
"""What a teacher can turn off for a game in the classroom: hints, why (explanations), undo and the search tree
(which shows the best move as plainly as a hint)."""
LARGEST_GAME = 200
"""Moves and undos in one game, at most (422 beyond): a game is at most 16 picks, so this is only ever reached by
undoing and playing again, and again."""


class Refused(Exception):
    """A request refused: the HTTP status, and the reason in one line."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(status, reason)
        self.status, self.reason = status, reason


def digest(secret: str) -> str:
    """The SHA-256 digest of a token or an invite, in hex: what the store keeps of it.

    >>> digest("abc")[:16]
    'ba7816bf8f01cfea'
    """
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
    shown: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)  # by language
    turned_off: tuple[str, ...] = ()  # what the teacher (the game's creator) turned off: some of TURNABLE
    round: Round | None = None  # the round of puzzles this puzzle is part of

    @property
    def open_seat(self) -> Player | None:
        """The seat an invite can still take."""
        return next((p for p in ("X", "O") if self.session.seat(p) == "human" and self.tokens[p] is None), None)

    def seat_of(self, token: str | None) -> Player:
        """The seat this token holds; Refused 401 with no token, 403 with a wrong one."""
        if not token:
            raise Refused(401, refusals.no_token())
        held = digest(token)
        for player in PLAYERS:
            stored = self.tokens[player]
            if stored is not None and hmac.compare_digest(stored, held):
                return player
        raise Refused(403, refusals.wrong_token())

    def extra(self) -> str:
        """What the store keeps of the game besides its save: the puzzle, undo's floor, the first answer, the count
        of moves and undos, and a built-in player of the computer's side."""
        puzzle = None if self.puzzle is None else {"id": self.puzzle.id, "answer": self.puzzle.answer}
        player = self.session.player if self.session.player not in LEVELS else None  # skill:P, menace
        return json.dumps(
            {
                "puzzle": puzzle,
                "start": self.start,
                "solved": self.solved,
                "actions": self.actions,
                "player": player,
                "turned_off": list(self.turned_off),
                "round": None if self.round is None else self.round.stored(),
            }
        )

    def json(self) -> dict[str, Any]:
        """The game and what the page draws of it, worked out once per change in each language spoken."""
        language = spoken()
        if language not in self.shown:
            shown = game_json(self.id, self.session, self.open_seat, self.puzzle, self.solved)
            shown["game"]["turned_off"] = list(self.turned_off)
            shown["game"]["round"] = None if self.round is None else self.round.json(self.solved)
            self.shown[language] = shown
        return self.shown[language]

    def allows(self, key: str) -> None:
        """Refuse (403, with the reason) what the game's teacher turned off: hints, why, undo or the tree."""
        if key in self.turned_off:
            raise Refused(403, refusals.turned_off(key))

    def changed(self) -> None:
        """Mark the game changed: a new version for the pages that watch it, and its JSON worked out again."""
        self.version = next(_VERSIONS)
        self.shown = {}


class Tables:
    """Every game the server holds, backed by the ``store``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._tables: OrderedDict[str, Table] = OrderedDict()  # the most recently used last

    # Reading

    def table(self, game: str) -> Table:
        """The game with this id, from memory or the database; Refused 404 if there is none."""
        if not isinstance(game, str) or not 8 <= len(game) <= 64:
            raise Refused(404, refusals.no_such_game())
        found = self._tables.get(game)
        if found is not None:
            self._tables.move_to_end(game)
            return found
        row = self.store.row(game)
        if row is None:
            raise Refused(404, refusals.no_such_game())
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
            puzzle = puzzle_named(extra["puzzle"]["id"], session.rules)
        session.set_budget(WEB_BUDGET)
        if extra.get("player"):
            session.set_player(builtin_bot(extra["player"], random.Random()))  # a learner starts again from its beads
        table = Table(row.id, session, row.tokens, row.invite, puzzle, extra["start"], extra["solved"])
        table.actions = extra["actions"]
        table.turned_off = tuple(extra.get("turned_off", ()))
        table.round = Round.from_stored(extra["round"]) if extra.get("round") else None
        return table

    # Making games

    def create(self, asked: object) -> dict[str, Any]:
        """A new game as asked (see the README's web API and ``NewGame.from_json``); its creator's seat and token,
        and the invite to the other seat if a person is to take it."""
        turned_off, count = _turned_off(asked), _round_count(asked)
        if isinstance(asked, dict):
            asked = {key: value for key, value in asked.items() if key not in ("turned_off", "round")}
        new = _read(lambda: NewGame.from_json(asked, largest=WEB_NUMBERS))
        self._room_for_one_more()
        session, puzzle = _read(lambda: new.started(WEB_BUDGET))
        played = None
        if puzzle is not None and new.puzzle is not None:  # a puzzle is a round's first
            played = Round(new.puzzle, count or ROUND_PUZZLES, seen=(puzzle.id,))
        return self._seated(session, puzzle, turned_off, played)

    def next_puzzle(self, game: str, token: str | None) -> dict[str, Any]:
        """The next puzzle of the game's round, as a new game like ``create``'s (its seat, token and what the
        teacher turned off carried over); after the round's last, a new round's first. Refused 409 before the
        puzzle on show is answered, or in a game that is no round."""
        table = self.table(game)
        table.seat_of(token)
        played = table.round
        if played is None:
            raise Refused(409, round_words.no_round())
        if table.solved is None:
            raise Refused(409, round_words.answer_first())
        self._room_for_one_more()
        session = table.session
        following, fresh, puzzle = _read(
            lambda: played.next_game(table.solved is True, session.rules, session.dress, WEB_BUDGET)
        )
        return self._seated(fresh, puzzle, table.turned_off, following)

    def _room_for_one_more(self) -> None:
        if self.store.open_count(time.time() - IDLE_SECONDS) >= OPEN_GAMES:
            raise Refused(429, refusals.server_full(OPEN_GAMES))

    def _seated(
        self, session: Session, puzzle: Puzzle | None, turned_off: tuple[str, ...], played: Round | None
    ) -> dict[str, Any]:
        """A new game of ``session``, stored, its creator seated: the seat, its token and the invite (if any)."""
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
        table.turned_off = turned_off
        table.round = played
        self._computer_moves(table)
        self.store.add(Row(table.id, session.to_json(), tokens, table.invite, table.extra()))
        self._keep(table)
        return {"id": table.id, "seat": creator, "token": token, "invite": invite, **table.json()}

    def join(self, game: str, asked: object) -> dict[str, Any]:
        """Take the open seat with the invite: the seat and its token."""
        table = self.table(game)
        invite = asked.get("invite") if isinstance(asked, dict) else None
        if not isinstance(invite, str) or not invite:
            raise Refused(422, refusals.no_invite())
        if table.invite is None or table.open_seat is None:
            raise Refused(409, refusals.seats_taken())
        if not hmac.compare_digest(table.invite, digest(invite)):
            raise Refused(403, refusals.wrong_invite())
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
            raise Refused(409, refusals.seats_taken())
        invite = secrets.token_urlsafe(18)
        self.store.invite(table.id, digest(invite))
        table.invite = digest(invite)
        return {"id": table.id, "invite": invite}

    # Asking

    def hints(self, game: str) -> dict[str, Any]:
        """Every free move's verdict for the mover, within the budget."""
        table = self.table(game)
        table.allows("hints")
        _not_giving_away(table, refusals.hints_give_away)
        session = table.session
        return self._searched(session, lambda: hints_json(session), refusals.too_big_for_hints)

    def why(self, game: str, move: str | None) -> dict[str, Any]:
        """The last pick explained, or what picking ``move`` (a number, cell or item) now would do."""
        table = self.table(game)
        table.allows("why")
        _not_giving_away(table, refusals.explanation_gives_away)
        session = table.session
        token = None
        if move is not None:
            number = _read(lambda: number_asked({"item" if session.dress.disguise else "pick": move}, session, True))
            if session.position.holder(number) is not None:
                raise Refused(409, refusals.taken(session.dress.item(number), str(session.position.holder(number))))
            if session.over:
                raise Refused(409, refusals.over_nothing_to_explain())
            token = session.dress.item(number)
        elif not session.picks:
            raise Refused(409, refusals.nothing_picked())
        return self._searched(session, lambda: why_json(session, token), refusals.too_big_for_explanation)

    def tree(self, game: str, move: str | None, algorithm: str | None, depth: str | None) -> dict[str, Any]:
        """The search under ``move`` (a number, cell or item) from the game's position: its tree a few plies deep
        and its steps (``luoshu.session.move_tree``)."""
        table = self.table(game)
        table.allows("tree")
        _not_giving_away(table, refusals.tree_gives_away)
        session = table.session
        if move is None:
            raise Refused(422, refusals.tree_without_move())
        # pick=N names the number, as a move's "pick" does; any other text is a cell or an item, as typed
        asked: dict[str, object] = {"pick": int(move)} if move.isdigit() else {"item": move}
        number = _read(lambda: number_asked(asked, session, not move.isdigit()))
        if session.over:
            raise Refused(409, refusals.over_no_tree())
        if session.position.holder(number) is not None:
            raise Refused(409, refusals.taken(session.dress.item(number), str(session.position.holder(number))))
        plies = TREE_DEPTH if depth is None else int(depth) if depth.isdigit() and len(depth) < 3 else 0
        if not 1 <= plies <= DEEPEST:
            raise Refused(422, refusals.not_a_tree_depth(DEEPEST))
        try:
            return move_tree(session.position, session.dress, number, algorithm or "alphabeta", plies)
        except ValueError as error:
            raise Refused(422, str(error)) from None
        except SearchBudgetError:
            raise Refused(422, refusals.too_big_for_a_tree(TREE_BUDGET)) from None

    def history(self, game: str) -> dict[str, Any]:
        """A finished game's value history pick by pick (``luoshu.session.history_steps``); Refused 409 while it
        goes on (the values would be hints), 422 for a game too big to judge within the budget."""
        table = self.table(game)
        session = table.session
        if not session.over:
            raise Refused(409, history_words.not_over())
        return self._searched(
            session, lambda: history_json(session.picks, session.rules, session.dress), history_words.too_big
        )

    def chart(self, game: str, step: str | None = None) -> str:
        """The value-history chart, with the pick ``step`` (1 for the first) marked if asked; Refused 403 while a
        game whose teacher turned hints off goes on (its values would be hints), 422 for a step that is no pick."""
        table = self.table(game)
        if not table.session.over:
            table.allows("hints")
        session = table.session
        marked = None
        if step is not None:
            count = len(session.picks)
            marked = int(step) if step.isdigit() and len(step) < 4 else 0
            if not 1 <= marked <= count:
                raise Refused(422, refusals.not_a_step(count))
        return value_history_svg(session.picks, session.rules, session.dress, session.budget, marked)

    def _searched(
        self, session: Session, answer: Callable[[], dict[str, Any]], too_big: Callable[[str, int], str]
    ) -> dict[str, Any]:
        """What ``answer`` says, searched within ``WEB_BUDGET``; Refused 422 with ``too_big``'s reason past it."""
        try:
            with limited(session.rules, WEB_BUDGET):
                return answer()
        except SearchBudgetError:
            forget(session.rules)
            raise Refused(422, too_big(str(session.rules), WEB_BUDGET)) from None

    # Playing

    def move(self, game: str, token: str | None, asked: object) -> dict[str, Any]:
        """The seat's move ({"pick"}, {"cell"} or {"item"}, with "picks": the picks so far as the mover saw them),
        then the computer's reply; stored before the answer. A move for a position that is no longer the game's is
        refused (409): a second click sent before the first was answered does not land; a move that does not say
        its position is refused (422)."""
        table = self.table(game)
        seat = table.seat_of(token)
        session = table.session
        if not isinstance(asked, dict) or "picks" not in asked:
            raise Refused(422, refusals.position_unsaid())
        seen = asked["picks"]
        if not isinstance(seen, list) or not all(type(n) is int for n in seen):
            raise Refused(422, refusals.picks_not_numbers())
        if seen != list(session.picks):
            raise Refused(409, refusals.position_left())
        asked = {key: value for key, value in asked.items() if key != "picks"}
        if session.over:
            raise Refused(409, refusals.game_over(session.result_sentences()[0]))
        if session.position.to_move != seat:
            raise Refused(409, refusals.not_your_turn(session.position.to_move))
        number = _read(lambda: number_asked(asked, session))
        if table.actions >= LARGEST_GAME:
            raise Refused(422, refusals.game_too_long(LARGEST_GAME))
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
        table.allows("undo")
        session = table.session
        if not session.against_computer:
            raise Refused(409, refusals.undo_against_a_person())
        if table.actions >= LARGEST_GAME:
            raise Refused(422, refusals.game_too_long(LARGEST_GAME))
        with self._as_stored_if_it_fails(table):
            if not session.undo(floor=table.start):
                raise Refused(409, refusals.nothing_to_take_back())
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


def _not_giving_away(table: Table, gives_away: Callable[[], str]) -> None:
    """Refuse (409, with ``gives_away``'s reason) a hint or an explanation while the board shows a puzzle's own
    position: either would give its answer away."""
    if table.puzzle is not None and len(table.session.picks) == table.start:
        raise Refused(409, gives_away())


def _turned_off(asked: object) -> tuple[str, ...]:
    """What a new game's teacher turns off (``"turned_off"``: a list, some of ``TURNABLE``); Refused 422 otherwise."""
    if not isinstance(asked, dict) or "turned_off" not in asked:
        return ()
    keys = asked["turned_off"]
    if not isinstance(keys, list) or not all(isinstance(key, str) and key in TURNABLE for key in keys):
        raise Refused(422, refusals.not_turnable(listed(TURNABLE)))
    return tuple(key for key in TURNABLE if key in keys)


def _round_count(asked: object) -> int | None:
    """How many puzzles a new game's round holds (``"round"``: 1 to ``LARGEST_ROUND``, with a ``puzzle`` alone);
    None if not said; Refused 422 otherwise."""
    if not isinstance(asked, dict) or "round" not in asked:
        return None
    count = asked["round"]
    if asked.get("puzzle") is None:
        raise Refused(422, round_words.round_needs_a_puzzle())
    if type(count) is not int or not 1 <= count <= LARGEST_ROUND:
        raise Refused(422, round_words.round_size(LARGEST_ROUND))
    return count


def _read(reading: Callable[[], T]) -> T:
    """What ``reading`` reads from a request; Refused 422 with its reason if the request asks for nothing the game
    can do."""
    try:
        return reading()
    except Unreadable as error:
        raise Refused(422, str(error)) from None
