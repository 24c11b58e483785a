"""The games the server holds: each a ``Session`` with its seats' tokens, stored in the database before any answer.

Everything here is plain, synchronous Python, called from the server's one game thread (``luoshu.web.app``), so
that two requests for one game never interleave: each is read, checked, played, stored and answered whole.
Every refusal is a ``Refused`` with the HTTP status and a one-line reason; nothing is changed by a request that
is refused.

A search never runs on the game thread unless it is quick by construction (a game of up to ``QUICK_NUMBERS``
numbers, by the solver). Any other (a big game's hints or moves, a lesson's player, a tree, a puzzle found) is
``Pending``: the game thread hands a copy of the game (its save and extras: ``Snapshot``) to a search process
(``luoshu.web.searches``), and what it found comes back to the game thread, which checks that the game is where it
was and only then changes, stores and answers it. Meanwhile every other game is answered. What a search found, or
that it ran out of its budget, is kept for the position; once a search of a game's rules has run out of its budget
from a position with so many numbers free and none has fitted from as many, a search from as many is refused at
once (``Reach``).

Tokens and invites come from ``secrets``; the database keeps only their SHA-256 digests, and they are compared
in constant time.

>>> import tempfile, pathlib
>>> tables = Tables(Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3")))
>>> made = finished(tables.create({"first": "computer"}))
>>> made["seat"], [seat["plays"] for seat in made["game"]["seats"]], len(made["game"]["picks"])  # X has opened
('O', ['computer', 'human'], 1)
>>> finished(tables.move(made["id"], "not the token", {"pick": 5}))
Traceback (most recent call last):
...
luoshu.web.games.Refused: (403, 'that token holds no seat in this game')
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import hmac
import itertools
import json
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Any, Generic, TypeAlias, TypeVar

from ..rules import Player, Rules, opponent
from ..search.solver import Outcome, SearchBudgetError, Verdict, forget, limited
from ..session import MoveRefused, Session
from ..session.asked import Unreadable, number_asked
from ..session.bots import first_beads, first_boxes, has_first_boxes, keep_first_boxes
from ..session.history_steps import history_json
from ..session.move_tree import DEEPEST, TREE_BUDGET, TREE_DEPTH, move_tree
from ..session.new_game import NewGame, Puzzle, puzzle_named
from ..session.players import BUDGETED
from ..session.rounds import LARGEST_ROUND, ROUND_PUZZLES, Round
from ..session.saves import SaveFileError
from ..session.screen import game_json, hints_json, why_json
from ..svg.chart import value_history_svg
from ..words.language import LANGUAGES, N_, _, speaking, spoken
from ..words.terms import listed
from .searches import in_language
from .store import Row, Store

T = TypeVar("T")
PLAYERS: tuple[Player, ...] = ("X", "O")

__all__ = [
    "IDLE_SECONDS",
    "IN_MEMORY",
    "LARGEST_GAME",
    "OPEN_GAMES",
    "QUICK_NUMBERS",
    "WEB_NUMBERS",
    "Pending",
    "Refused",
    "Step",
    "Table",
    "Tables",
    "finished",
]

WEB_NUMBERS = 16
"""The most numbers (or items) of a game the server plays: the order-4 game and 4x4 tic-tac-toe, whose hardest
first move takes the computer a few seconds. Bigger games are for the terminal."""
QUICK_NUMBERS = 9
"""The most numbers of a game whose searches by the solver run on the game thread itself: a position of nine
numbers has at most 6,046 positions under it (``positions_under``), searched in milliseconds. A bigger game's
searches, and every search of a lesson's player, a tree or a puzzle, run in a search process."""
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
Past it the computer plays a bigger game by rule of thumb, and its hints are refused."""
TURNED_OFF = {"hints": N_("hints"), "why": N_("explanations"), "undo": N_("undo"), "tree": N_("the search tree")}
"""What a teacher can turn off for a game in the classroom, by its key in the new game's ``turned_off``, with the name
its refusal gives it: hints, why (explanations), undo and the search tree (which shows the best move as plainly as a
hint)."""
TURNABLE = tuple(TURNED_OFF)
LARGEST_GAME = 200
"""Moves and undos in one game, at most (422 beyond): a game is at most 16 picks, so this is only ever reached by
undoing and playing again, and again."""
KEPT_ANSWERS = 500
"""Searched answers kept (hints, explanations, trees of the big games, and every tree, by game, position, question
and language), the most recently used: a page asks them again as its player points and presses, and a search is
not made twice. A quick game's are worked out again: they take milliseconds."""


class Refused(Exception):
    """A request refused: the HTTP status, and the reason in one line."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(status, reason)
        self.status, self.reason = status, reason


class TooBig(Exception):
    """A search that ran out of its budget: said as the refusal of what was asked, in the asker's language."""


def digest(secret: str) -> str:
    """The SHA-256 digest of a token or an invite, in hex: what the store keeps of it.

    >>> digest("abc")[:16]
    'ba7816bf8f01cfea'
    """
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def positions_under(free: int) -> int:
    """How many positions a search can meet from one with ``free`` numbers free, at most: each way of picking k
    of them, split between the mover (who picks one more when k is odd) and the other player.

    >>> positions_under(QUICK_NUMBERS), positions_under(16)
    (6046, 10165779)
    """
    from math import comb

    return sum(comb(free, k) * comb(k, (k + 1) // 2) for k in range(free + 1))


_VERSIONS = itertools.count(1)
"""One count for the versions of every game, so that a game read again from the store never has a version that a
page watching it has already seen (its event stream sends what is new by the version)."""


@dataclass
class Pending(Generic[T]):
    """A request's search, to be run in a search process (``job``: a function the pool can send, of a game's
    ``Snapshot``), and what the game thread does with what it found (``then``), which may be the answer or a search
    more. ``key`` names an ask (hints, why, a tree...) by game, position, question and language: the same ask while
    it is searched waits for that search. ``done`` runs on the game thread whatever became of the search."""

    job: Callable[[], Any]
    then: Callable[[Any], Step[T]]
    key: tuple[Hashable, ...] | None = None
    done: Callable[[], None] = lambda: None

    def finish(self, found: Any) -> Step[T]:
        """``then`` with what the search found, on the game thread."""
        try:
            return self.then(found)
        finally:
            self.done()

    def here(self) -> T:
        """The answer, this search and every one after it run here and now: for a ``Tables`` used alone (a script,
        the tests)."""
        step: Step[T] = self
        while isinstance(step, Pending):
            pending = step
            try:
                found = pending.job()
            except BaseException:
                pending.done()
                raise
            step = pending.finish(found)
        return step


Step: TypeAlias = "T | Pending[T]"
"""An answer, or a search to run first."""


def finished(step: Step[T]) -> T:
    """The answer, every search it waits on run here and now (``Pending.here``)."""
    return step.here() if isinstance(step, Pending) else step


@dataclass(frozen=True)
class Snapshot:
    """A game as the search processes get it: its id, its save and its extras, as the store keeps them, and which
    seats are taken (never their tokens)."""

    id: str
    save: str
    extra: str
    seated: tuple[Player, ...]


@dataclass
class Reach:
    """How far from the end a kind of search of one game's rules has fitted in its budget: the most numbers free
    from which one fitted, and the fewest from which one ran out."""

    fitted: int = -1
    outgrown: int | None = None

    def too_far(self, free: int) -> bool:
        """Whether a search from ``free`` numbers free is refused at once: one ran out from as few, and none has
        fitted from as many."""
        return self.outgrown is not None and free >= self.outgrown and free > self.fitted


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
    following: str | None = None  # the round's next puzzle, once made: a second Next makes no second game

    @property
    def open_seat(self) -> Player | None:
        """The seat an invite can still take."""
        return next((p for p in ("X", "O") if self.session.seat(p) == "human" and self.tokens[p] is None), None)

    def seat_of(self, token: str | None) -> Player:
        """The seat this token holds; Refused 401 with no token, 403 with a wrong one."""
        if not token:
            raise Refused(401, _("moving needs the seat's token: Authorization: Bearer TOKEN"))
        held = digest(token)
        for player in PLAYERS:
            stored = self.tokens[player]
            if stored is not None and hmac.compare_digest(stored, held):
                return player
        raise Refused(403, _("that token holds no seat in this game"))

    def extra(self) -> str:
        """What the store keeps of the game besides its save: the puzzle, undo's floor, the first answer, the count
        of moves and undos, whether the computer has played by rule of thumb, what the teacher turned off, the
        round and its next puzzle once made. (The computer's player is the save's level.)"""
        return json.dumps(
            {
                "puzzle": None if self.puzzle is None else _puzzle_stored(self.puzzle),
                "start": self.start,
                "solved": self.solved,
                "actions": self.actions,
                "outran": self.session.outran,
                "turned_off": list(self.turned_off),
                "round": None if self.round is None else self.round.stored(),
                "following": self.following,
            }
        )

    def snapshot(self) -> Snapshot:
        seated = tuple(player for player in PLAYERS if self.tokens[player] is not None)
        return Snapshot(self.id, self.session.to_json(), self.extra(), seated)

    @classmethod
    def restored(
        cls, game: str, save: str, extra_text: str, tokens: dict[Player, str | None], invite: str | None, seed: int
    ) -> Table:
        """The game as the store keeps it (or a snapshot of it). SaveFileError, ValueError, KeyError or TypeError
        if the store holds no game this luoshu can read."""
        extra = json.loads(extra_text)
        start = int(extra["start"])
        session = Session.from_json(save, set_up=start if extra.get("puzzle") else 0, seed=seed)
        session.set_budget(WEB_BUDGET)
        # The computer's player is the save's level (``Session.from_json``: a learner starts again from its beads).
        # Whether it has played by rule of thumb is kept apart; an older server kept the name it is then called by.
        if extra.get("outran") or extra.get("player") == BUDGETED:
            session.note_outran()
        stored_puzzle = extra.get("puzzle")
        puzzle = None if not stored_puzzle else _puzzle_read(stored_puzzle, session.rules)
        table = cls(game, session, tokens, invite, puzzle, start, extra["solved"])
        table.actions = int(extra["actions"])
        table.turned_off = tuple(key for key in extra.get("turned_off", ()) if key in TURNABLE)
        table.round = Round.from_stored(extra["round"]) if extra.get("round") else None
        table.following = extra.get("following")
        return table

    @property
    def quick(self) -> bool:
        """Whether the game's searches by the solver run on the game thread: a game of up to ``QUICK_NUMBERS``."""
        return self.session.rules.numbers <= QUICK_NUMBERS

    @property
    def menace_side(self) -> Player | None:
        """The side MENACE plays, if it plays the computer's."""
        if self.session.player != "menace":
            return None
        return "X" if self.session.seat("X") == "computer" else "O"

    @property
    def quick_replies(self) -> bool:
        """Whether the computer's replies are found on the game thread: at a level of the computer's, by ``skill:P``
        or by MENACE (from boxes made once, ``_boxes_first``) in a quick game; never by a lesson's player, whose
        search is its lesson's own."""
        return self.quick and not self.session.player.startswith("lesson:")

    @property
    def json_searches(self) -> bool:
        """Whether the page's JSON of the game needs a search: the scorecard of a game over, or the answer of a
        puzzle answered, in a game too big for the game thread."""
        answered = self.puzzle is not None and len(self.session.picks) > len(self.puzzle.record)
        return not self.quick and (self.session.over or answered)

    def json(self) -> dict[str, Any]:
        """The game and what the page draws of it, worked out once per change in each language spoken."""
        language = spoken()
        if language not in self.shown:
            shown = game_json(self.id, self.session, self.open_seat, self.puzzle, self.solved)
            shown["game"]["turned_off"] = list(self.turned_off)
            shown["game"]["round"] = None if self.round is None else self.round.json(self.solved)
            # Undo as it would answer: a pick of the person's to take back, and the game not at its length's end.
            board = shown["board"]
            board["can_undo"] = bool(board["can_undo"]) and self.can_undo
            # Why? waits for no move where it would be refused: an explanation would give the puzzle away.
            if self.puzzle_on_board:
                board["why_prompt"] = None
            self.shown[language] = shown
        return self.shown[language]

    @property
    def puzzle_on_board(self) -> bool:
        """Whether the board shows a puzzle's own position, not yet answered: a hint, an explanation or a search
        tree would give its answer away."""
        return self.puzzle is not None and len(self.session.picks) == self.start

    @property
    def can_undo(self) -> bool:
        session = self.session
        return (
            session.against_computer
            and "undo" not in self.turned_off
            and self.actions < LARGEST_GAME
            and session.can_undo(self.start)
        )

    def every_language(self) -> dict[str, dict[str, Any]]:
        """The game's JSON in every language: worked out in a search process when it needs a search, for every page
        that watches the game, whatever its language."""
        for language in LANGUAGES:
            with speaking(language):
                self.json()
        return self.shown

    def allows(self, key: str) -> None:
        """Refuse (403, with the reason) what the game's teacher turned off: hints, why, undo or the tree."""
        if key in self.turned_off:
            raise Refused(403, _("the teacher turned {action} off for this game").format(action=_(TURNED_OFF[key])))

    def changed(self) -> None:
        """Mark the game changed: a new version for the pages that watch it, and its JSON worked out again."""
        self.version = next(_VERSIONS)
        self.shown = {}


class Tables:
    """Every game the server holds, backed by the ``store``. With ``searching``, a search that is not quick is
    ``Pending`` (the server runs it in a search process); without, every search runs where it is asked."""

    def __init__(self, store: Store, searching: bool = False) -> None:
        self.store = store
        self.searching = searching
        self._tables: OrderedDict[str, Table] = OrderedDict()  # the most recently used last
        self._changing: set[str] = set()  # games whose change waits for a search: a second change is refused
        self._reach: dict[tuple[Hashable, ...], Reach] = {}  # by rules and kind of question
        self._answers: OrderedDict[tuple[Hashable, ...], Any] = OrderedDict()  # searched: by game, position, question

    # Reading

    def table(self, game: str) -> Table:
        """The game with this id, from memory or the database; Refused 404 if there is none, 409 if the store
        holds it in a form this luoshu cannot read."""
        if not isinstance(game, str) or not 8 <= len(game) <= 64:
            raise Refused(404, _("no such game"))
        found = self._tables.get(game)
        if found is not None:
            self._tables.move_to_end(game)
            return found
        row = self.store.row(game)
        if row is None:
            raise Refused(404, _("no such game"))
        try:
            found = Table.restored(row.id, row.save, row.extra, row.tokens, row.invite, _seed())
        except (SaveFileError, ValueError, KeyError, TypeError) as error:
            raise Refused(
                409,
                _("this game is stored in a form this luoshu cannot read: {reason}").format(reason=str(error)[:200]),
            ) from None
        self._keep(found)
        return found

    def read(self, game: str) -> Step[dict[str, Any]]:
        """``{"game", "board"}`` of the game, as the page shows it."""
        return self._shown(self.table(game))

    def watched(self, game: str) -> Step[tuple[int, dict[str, Any]]]:
        """The game's version and JSON, for an event stream."""
        table = self.table(game)
        version = table.version
        return _then(self._shown(table), lambda shown: (version, shown))

    def _keep(self, table: Table) -> None:
        """Keep ``table`` in memory, letting go of the least recently used beyond ``IN_MEMORY``."""
        self._tables[table.id] = table
        self._tables.move_to_end(table.id)
        while len(self._tables) > IN_MEMORY:
            self._tables.popitem(last=False)

    def _forget(self, game: str) -> None:
        """Let go of the game in memory: the next request reads it from the store, exactly as it was stored."""
        self._tables.pop(game, None)

    def _shown(self, table: Table) -> Step[dict[str, Any]]:
        """The game's JSON in the language spoken: worked out here, or in a search process if it needs a search
        (in every language at once, for every page that watches it)."""
        if spoken() in table.shown or not (self.searching and table.json_searches):
            return table.json()
        version = table.version

        def then(shown: dict[str, dict[str, Any]]) -> dict[str, Any]:
            if table.version == version:  # else the game changed meanwhile: its new JSON is worked out anew
                table.shown.update(shown)
            return shown[spoken()]

        job = functools.partial(in_language, spoken(), _every_language, table.snapshot())
        return Pending(job, then, key=(table.id, table.version, "shown"))

    # Making games

    def create(self, asked: object) -> Step[dict[str, Any]]:
        """A new game as asked (see the README's web API and ``NewGame.from_json``); its creator's seat and token,
        and the invite to the other seat if a person is to take it."""
        turned_off, count = _turned_off(asked), _round_count(asked)
        if isinstance(asked, dict):
            asked = {key: value for key, value in asked.items() if key not in ("turned_off", "round")}
        new = _read(lambda: NewGame.from_json(asked, largest=WEB_NUMBERS))
        self._room_for_one_more()
        if new.puzzle is not None:  # a puzzle is found by a search, and begins a round

            def seated(found: Found) -> Step[dict[str, Any]]:
                return self._seated(*found.parts(), turned_off)

            job = functools.partial(in_language, spoken(), _puzzle_found, asked, count)
            pending: Pending[dict[str, Any]] = Pending(job, seated)
            return pending if self.searching else pending.here()
        session, _started = _read(lambda: new.started(WEB_BUDGET))
        return self._seated(session, None, None, turned_off)

    def next_puzzle(self, game: str, token: str | None) -> Step[dict[str, Any]]:
        """The next puzzle of the game's round, as a new game like ``create``'s (its seat, token and what the
        teacher turned off carried over); after the round's last, a new round's first. Refused 409 before the
        puzzle on show is answered, in a game that is no round, or once its next puzzle is made (a second press:
        one game is made, however many are sent at once)."""
        table = self._checked_next(game, token)
        if game in self._changing:
            raise Refused(409, _("the last move of this game is still being answered: wait for it"))
        version = table.version

        def then(found: Found) -> Step[dict[str, Any]]:
            again = self._checked_next(game, token)
            if again.version != version:
                raise Refused(409, _("that move was for a position the game has left: look again at the board"))
            return self._seated(*found.parts(), again.turned_off, after=again)

        self._changing.add(game)
        job = functools.partial(in_language, spoken(), _next_found, table.snapshot())
        pending: Pending[dict[str, Any]] = Pending(job, then, done=lambda: self._changing.discard(game))
        return pending if self.searching else pending.here()

    def _checked_next(self, game: str, token: str | None) -> Table:
        table = self.table(game)
        table.seat_of(token)
        if table.round is None:
            raise Refused(409, _("this game is not a round of puzzles: start one with a puzzle level in New game"))
        if table.solved is None:
            raise Refused(409, _("answer this puzzle first: the next one comes after an answer"))
        if table.following is not None:
            raise Refused(409, _("the next puzzle of this round has been made already"))
        self._room_for_one_more()
        return table

    def _room_for_one_more(self) -> None:
        if self.store.open_count(time.time() - IDLE_SECONDS) >= OPEN_GAMES:
            raise Refused(
                429,
                _("The server is full ({most:,} games in play): try again in a few minutes.").format(most=OPEN_GAMES),
            )

    def _seated(
        self,
        session: Session,
        puzzle: Puzzle | None,
        played: Round | None,
        turned_off: tuple[str, ...],
        after: Table | None = None,
    ) -> Step[dict[str, Any]]:
        """A new game of ``session``, stored, its creator seated: the seat, its token and the invite (if any). The
        computer opens it if it is to; ``after`` is the puzzle this one follows in a round."""
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

        def stored(replies: Replies | None) -> Step[dict[str, Any]]:
            if replies is None:
                _computer_moves(table)
            else:
                replies.played(table)
            self.store.add(Row(table.id, session.to_json(), tokens, table.invite, table.extra()))
            if after is not None:  # the puzzle before is followed: a second Next makes no second game
                after.following = table.id
                self.store.update_extra(after.id, after.extra())
            self._keep(table)
            if replies is not None and replies.shown:
                table.shown.update(replies.shown)
            made = {"id": table.id, "seat": creator, "token": token, "invite": invite}
            return _then(self._shown(table), lambda shown: {**made, **shown})

        if session.computer_to_move:
            boxes = self._boxes_first(table, lambda: stored(None))
            if boxes is not None:
                return boxes
        if not session.computer_to_move or table.quick_replies or not self.searching:
            return stored(None)
        job = functools.partial(in_language, spoken(), _replied, table.snapshot(), None, _seed())
        return Pending(job, stored)

    def _boxes_first(self, table: Table, again: Callable[[], Step[T]]) -> Pending[T] | None:
        """MENACE's first boxes for the game, made in a search process the first time the server meets its game and
        side, then ``again``; None if there is no MENACE or its boxes are made."""
        side = table.menace_side
        if side is None or not self.searching or has_first_boxes(table.session.rules, side):
            return None

        def kept(boxes: Any) -> Step[T]:
            keep_first_boxes(boxes)
            return again()

        return Pending(functools.partial(first_boxes, table.session.rules, side), kept)

    def join(self, game: str, asked: object) -> Step[dict[str, Any]]:
        """Take the open seat with the invite: the seat and its token."""
        table = self.table(game)
        invite = asked.get("invite") if isinstance(asked, dict) else None
        if not isinstance(invite, str) or not invite:
            raise Refused(422, _('joining needs the invite: {"invite": "..."}'))
        if table.invite is None or table.open_seat is None:
            raise Refused(409, _("both seats of this game are taken"))
        if not hmac.compare_digest(table.invite, digest(invite)):
            raise Refused(403, _("that invite is not this game's"))
        seat = table.open_seat
        token = secrets.token_urlsafe(24)
        self.store.seat_taken(table.id, seat, digest(token))
        table.tokens[seat], table.invite = digest(token), None
        table.changed()
        return _then(self._shown(table), lambda shown: {"id": table.id, "seat": seat, "token": token, **shown})

    def seat_for(self, game: str, seat: Player) -> str:
        """A new token for ``seat`` of the game, for the student a class handed it to (their page asks for it): the
        seat's old token, if any, no longer works, and no invite is left open to it."""
        table = self.table(game)
        token = secrets.token_urlsafe(24)
        self.store.seat_taken(table.id, seat, digest(token))
        table.tokens[seat], table.invite = digest(token), None
        table.changed()
        return token

    def turn_off(self, game: str, turned_off: tuple[str, ...]) -> None:
        """What the game's teacher turns off from now on (some of ``TURNABLE``): a class's switches, changed while
        its games go on."""
        table = self.table(game)
        if table.turned_off != turned_off:
            table.turned_off = turned_off
            self.store.update_extra(table.id, table.extra())
            table.changed()

    def invite(self, game: str, token: str | None) -> dict[str, Any]:
        """A new invite to the game's open seat, for a seat's holder (the old one no longer works)."""
        table = self.table(game)
        table.seat_of(token)
        seat = table.open_seat
        if seat is None:
            raise Refused(409, _("both seats of this game are taken"))
        invite = secrets.token_urlsafe(18)
        self.store.invite(table.id, digest(invite))
        table.invite = digest(invite)
        return {"id": table.id, "invite": invite}

    # Asking

    def hints(self, game: str) -> Step[dict[str, Any]]:
        """Every free move's verdict for the mover, within the budget."""
        table = self.table(game)
        table.allows("hints")
        if table.puzzle_on_board:  # a puzzle's own position is on the board
            raise Refused(409, _("answer the puzzle first: hints would give its answer away"))
        free = len(table.session.position.free)
        return self._asked(
            table,
            ("hints",),
            ("hints",),
            free,
            lambda rules, budget: _("{rules} is too big for hints within {budget:,} positions").format(
                rules=rules, budget=budget
            ),
            _hints,
        )

    def why(self, game: str, move: str | None) -> Step[dict[str, Any]]:
        """The last pick explained, or what picking ``move`` (a number, cell or item) now would do."""
        table = self.table(game)
        table.allows("why")
        if table.puzzle_on_board:  # a puzzle's own position is on the board
            raise Refused(409, _("answer the puzzle first: an explanation would give its answer away"))
        session = table.session
        token = None
        if move is not None:
            number = _read(lambda: number_asked({"item" if session.dress.disguise else "pick": move}, session, True))
            if session.position.holder(number) is not None:
                raise Refused(
                    409,
                    _("{item} is taken by {holder}").format(
                        item=session.dress.item(number), holder=str(session.position.holder(number))
                    ),
                )
            if session.over:
                raise Refused(409, _("the game is over: there is no pick to explain"))
            token = session.dress.item(number)
        elif not session.picks:
            raise Refused(409, _("nothing has been picked yet: ask why?move=N for what picking N would do"))
        free = len(session.position.free)
        return self._asked(
            table,
            ("why", token),
            ("why",),
            free,
            lambda rules, budget: _("{rules} is too big for an explanation within {budget:,} positions").format(
                rules=rules, budget=budget
            ),
            _why,
            token,
        )

    def tree(self, game: str, move: str | None, algorithm: str | None, depth: str | None) -> Step[dict[str, Any]]:
        """The search under ``move`` (a number, cell or item) from the game's position: its tree a few plies deep
        and its steps (``luoshu.session.move_tree``), always found in a search process."""
        table = self.table(game)
        table.allows("tree")
        if table.puzzle_on_board:  # a puzzle's own position is on the board
            raise Refused(409, _("answer the puzzle first: the search tree would give its answer away"))
        session = table.session
        if move is None:
            raise Refused(422, _("name the move to search under: pick=, a number, cell or item"))
        # pick=N names the number, as a move's "pick" does; any other text is a cell or an item, as typed
        asked: dict[str, object] = {"pick": int(move)} if move.isdigit() else {"item": move}
        number = _read(lambda: number_asked(asked, session, not move.isdigit()))
        if session.over:
            raise Refused(409, _("the game is over: there is no move to search under"))
        if session.position.holder(number) is not None:
            raise Refused(
                409,
                _("{item} is taken by {holder}").format(
                    item=session.dress.item(number), holder=str(session.position.holder(number))
                ),
            )
        plies = TREE_DEPTH if depth is None else int(depth) if depth.isdigit() and len(depth) < 3 else 0
        if not 1 <= plies <= DEEPEST:
            raise Refused(422, _("the tree's depth must be a whole number from 1 to {most}").format(most=DEEPEST))
        algorithm = algorithm or "alphabeta"
        question, kind = ("tree", number, algorithm, plies), ("tree", algorithm, plies)
        free = len(session.position.free)
        return self._asked(
            table,
            question,
            kind,
            free,
            # a tree whose search would visit more nodes than the server searches for one answer
            lambda rules, budget: _(
                "this game is too big to show its search tree on the page: over {budget:,} nodes"
            ).format(budget=TREE_BUDGET),
            _tree,
            number,
            algorithm,
            plies,
            always=True,
        )

    def history(self, game: str) -> Step[dict[str, Any]]:
        """A finished game's value history pick by pick (``luoshu.session.history_steps``); Refused 409 while it
        goes on (the values would be hints), 422 for a game too big to judge within the budget."""
        table = self.table(game)
        if not table.session.over:
            # The step-through would tell the players the value of their position.
            raise Refused(409, _("the value history steps through a finished game: it opens when this one is over"))
        numbers = table.session.rules.numbers  # judged from the first pick
        return self._asked(table, ("history",), ("history",), numbers, _too_big_to_judge, _history)

    def chart(self, game: str, step: str | None = None) -> Step[str]:
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
                raise Refused(
                    422, _("the step must be a pick of the game, a whole number from 1 to {count}").format(count=count)
                )
        numbers = session.rules.numbers
        return self._asked(table, ("chart", marked), ("chart",), numbers, _too_big_to_judge, _chart, marked)

    def _asked(
        self,
        table: Table,
        question: tuple[Hashable, ...],
        kind: tuple[Hashable, ...],
        free: int,
        too_big: Callable[[str, int], str],
        answer: Callable[..., T],
        *args: Any,
        always: bool = False,
    ) -> Step[T]:
        """What ``answer(table, *args)`` says of the game now: found here if it is quick, else kept from the last time
        it was searched at this position, or searched in a search process (a tree always is); Refused 422 with
        ``too_big``'s reason once the search has run out of its budget, here or for a question of its ``kind`` from as
        many numbers ``free`` (``Reach``)."""
        session, language = table.session, spoken()
        if not self.searching or (table.quick and not always):
            return _kept(_answered(answer, table, *args), lambda: Refused(422, too_big(str(session.rules), WEB_BUDGET)))
        said_key = (table.id, session.picks, question, language)
        budget_key = (table.id, session.picks, question)
        reach = self._reach.setdefault((session.rules, *kind), Reach())

        def refused() -> Refused:
            return Refused(422, too_big(str(session.rules), WEB_BUDGET))

        if said_key in self._answers:
            self._answers.move_to_end(said_key)
            kept: T | Exception = self._answers[said_key]
            return _kept(kept, refused)
        if budget_key in self._answers or reach.too_far(free):
            self._keep_answer(budget_key, TooBig())
            raise refused()

        def then(found: T | Exception) -> T:
            if isinstance(found, TooBig):
                reach.outgrown = free if reach.outgrown is None else min(reach.outgrown, free)
                self._keep_answer(budget_key, found)
            else:
                if not isinstance(found, Refused):
                    reach.fitted = max(reach.fitted, free)
                self._keep_answer(said_key, found)
            return _kept(found, refused)

        job = functools.partial(in_language, language, _answered_of, table.snapshot(), answer, *args)
        return Pending(job, then, key=said_key)

    def _keep_answer(self, key: tuple[Hashable, ...], found: Any) -> None:
        """Keep a search's answer (or its refusal) for its game, position and question: the last ``KEPT_ANSWERS``."""
        self._answers[key] = found
        self._answers.move_to_end(key)
        while len(self._answers) > KEPT_ANSWERS:
            self._answers.popitem(last=False)

    # Playing

    def move(self, game: str, token: str | None, asked: object) -> Step[dict[str, Any]]:
        """The seat's move ({"pick"}, {"cell"} or {"item"}, with "picks": the picks so far as the mover saw them),
        then the computer's reply; stored before the answer. A move for a position that is no longer the game's is
        refused (409): a second click sent before the first was answered does not land; a move that does not say
        its position is refused (422), as is one while the game's last move waits for the computer's reply."""
        table = self.table(game)
        seat = table.seat_of(token)
        session = table.session
        if not isinstance(asked, dict) or "picks" not in asked:
            raise Refused(422, _("a move names the position it is for: send picks, the picks so far"))
        given = asked
        seen = asked["picks"]
        if not isinstance(seen, list) or not all(type(n) is int for n in seen):
            raise Refused(422, _("picks is a list of numbers: the picks so far, as the mover saw them"))
        if game in self._changing:
            raise Refused(409, _("the last move of this game is still being answered: wait for it"))
        if seen != list(session.picks):
            raise Refused(409, _("that move was for a position the game has left: look again at the board"))
        asked = {key: value for key, value in asked.items() if key != "picks"}
        if session.over:
            raise Refused(409, _("the game is over: {result}").format(result=session.result_sentences()[0]))
        if session.position.to_move != seat:
            raise Refused(409, _("it is not your turn: {mover} is to move").format(mover=session.position.to_move))
        number = _read(lambda: number_asked(asked, session))
        if table.actions >= LARGEST_GAME:
            raise Refused(422, _("this game has had {most} moves and undos: start a new one").format(most=LARGEST_GAME))
        holder = session.position.holder(number)
        if holder is not None:
            raise Refused(
                409, _("{item} is taken by {holder}").format(item=session.dress.item(number), holder=str(holder))
            )
        boxes = self._boxes_first(table, lambda: self.move(game, token, given))
        if boxes is not None:
            return boxes
        replied = session.against_computer and not session.position.play(number).is_over
        if not replied or table.quick_replies or not self.searching:
            with self._as_stored_if_it_fails(table):
                _played(table, number)
                self._stored(table)
            return self._shown(table)
        self._changing.add(game)
        picks = session.picks

        def then(replies: Replies) -> Step[dict[str, Any]]:
            again = self.table(game)
            if again.session.picks != picks:
                raise Refused(409, _("that move was for a position the game has left: look again at the board"))
            with self._as_stored_if_it_fails(again):
                _played(again, number, replies)
                self._stored(again)
            again.shown.update(replies.shown)
            return self._shown(again)

        job = functools.partial(in_language, spoken(), _replied, table.snapshot(), number, _seed())
        return Pending(job, then, done=lambda: self._changing.discard(game))

    def undo(self, game: str, token: str | None) -> Step[dict[str, Any]]:
        """Take back the seat's last pick and the computer's reply, in a game against the computer."""
        table = self.table(game)
        table.seat_of(token)
        table.allows("undo")
        session = table.session
        if not session.against_computer:
            raise Refused(409, _("undo is for a game against the computer"))
        if game in self._changing:
            raise Refused(409, _("the last move of this game is still being answered: wait for it"))
        if table.actions >= LARGEST_GAME:
            raise Refused(422, _("this game has had {most} moves and undos: start a new one").format(most=LARGEST_GAME))
        with self._as_stored_if_it_fails(table):
            if not session.undo(floor=table.start):
                raise Refused(409, _("there is no pick of yours to take back"))
            table.actions += 1
            self._stored(table)
        return self._shown(table)

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

    def _stored(self, table: Table) -> None:
        table.changed()
        self.store.update(table.id, table.session.to_json(), table.session.over, table.extra())


@dataclass(frozen=True)
class Replies:
    """What the computer replied to a move, found in a search process: its picks, whether it played any by rule of
    thumb, and the game's JSON in every language if working it out needs a search."""

    picks: tuple[int, ...]
    outran: bool
    shown: dict[str, dict[str, Any]]

    def played(self, table: Table) -> None:
        """Play the replies in the game, as found."""
        for number in self.picks:
            table.session.computer_pick(number)
        if self.outran:
            table.session.note_outran()


def _played(table: Table, number: int, replies: Replies | None = None) -> None:
    """The person's pick in the game, then the computer's replies: searched here, or as found elsewhere."""
    try:
        table.session.pick(number)
    except MoveRefused as error:
        raise Refused(409, str(error)) from None
    if table.puzzle is not None and table.solved is None:  # the first answer alone solves the puzzle or not
        table.solved = number == table.puzzle.answer
    table.actions += 1
    if replies is None:
        _computer_moves(table)
    else:
        replies.played(table)


def _computer_moves(table: Table) -> None:
    """The computer's replies, searched here. MENACE draws from a copy of its first boxes, made once: every game's
    MENACE is at its first beads (a game read again from the store starts from them again, and it learns only at
    the end of a game), and making its boxes for each game would take a quarter of a second."""
    session, side = table.session, table.menace_side
    if side is not None and session.computer_to_move:
        session.set_player(first_beads(session.rules, side, random.Random(_seed())))
    while session.computer_to_move:
        session.computer_pick()


# What the search processes do: each is given a game's snapshot, and answers with values the pool can send back.


def _thinking(snapshot: Snapshot, seed: int) -> Table:
    """The game of the snapshot, to search in: its seats taken as they are, by no token (it moves for no seat)."""
    tokens: dict[Player, str | None] = {player: "" if player in snapshot.seated else None for player in PLAYERS}
    return Table.restored(snapshot.id, snapshot.save, snapshot.extra, tokens, None, seed)


def _replied(snapshot: Snapshot, number: int | None, seed: int) -> Replies:
    """The person's pick ``number`` (None: the computer opens), and the computer's replies to it."""
    table = _thinking(snapshot, seed)
    before = len(table.session.picks) + (number is not None)
    if number is None:
        _computer_moves(table)
    else:
        _played(table, number)
    shown = table.every_language() if table.json_searches else {}
    return Replies(table.session.picks[before:], table.session.outran, shown)


def _every_language(snapshot: Snapshot) -> dict[str, dict[str, Any]]:
    return _thinking(snapshot, 0).every_language()


@dataclass(frozen=True)
class Found:
    """A puzzle found in a search process: its game's save and set-up picks, the puzzle, and its round."""

    save: str
    set_up: int
    puzzle: Puzzle
    round: Round

    def parts(self) -> tuple[Session, Puzzle, Round]:
        return Session.from_json(self.save, set_up=self.set_up), self.puzzle, self.round


def _puzzle_found(asked: object, count: int | None) -> Found:
    """A new round's first puzzle, as ``asked`` (a new game's JSON, read on the game thread already), ``count``
    puzzles in the round."""
    new = _read(lambda: NewGame.from_json(asked, largest=WEB_NUMBERS))
    session, puzzle = _read(lambda: new.started(WEB_BUDGET))
    assert puzzle is not None  # a puzzle asked for is one (or Unreadable)
    assert new.puzzle is not None
    played = Round(new.puzzle, count or ROUND_PUZZLES, seen=(puzzle.id,))
    return Found(session.to_json(), len(session.picks), puzzle, played)


def _next_found(snapshot: Snapshot) -> Found:
    """The next puzzle of the snapshot's round, its game and the round's new state."""
    table = _thinking(snapshot, 0)
    played, session = table.round, table.session
    assert played is not None  # checked on the game thread
    following, fresh, puzzle = _read(
        lambda: played.next_game(table.solved is True, session.rules, session.dress, WEB_BUDGET)
    )
    return Found(fresh.to_json(), len(fresh.picks), puzzle, following)


def _answered_of(snapshot: Snapshot, answer: Callable[..., T], *args: Any) -> T | Exception:
    return _answered(answer, _thinking(snapshot, 0), *args)


def _answered(answer: Callable[..., T], table: Table, *args: Any) -> T | Exception:
    """What ``answer`` says of the game, or the refusal it makes (a search out of its budget: ``TooBig``)."""
    try:
        return answer(table, *args)
    except (Refused, TooBig) as refusal:
        return refusal


def _searched(session: Session, answer: Callable[[], T]) -> T:
    """What ``answer`` says, searched within ``WEB_BUDGET``; TooBig past it."""
    try:
        with limited(session.rules, WEB_BUDGET):
            return answer()
    except SearchBudgetError:
        forget(session.rules)
        raise TooBig from None


def _hints(table: Table) -> dict[str, Any]:
    return _searched(table.session, lambda: hints_json(table.session))


def _why(table: Table, token: str | None) -> dict[str, Any]:
    return _searched(table.session, lambda: why_json(table.session, token))


def _too_big_to_judge(game: str, budget: int) -> str:
    """A game too big to judge every pick of (its value history, its chart) within ``budget`` positions: said only
    when a search runs out of its budget (``_asked``)."""
    return _("{game} is too big to judge every pick within {budget:,} positions").format(game=game, budget=budget)


def _history(table: Table) -> dict[str, Any]:
    session = table.session
    return _searched(session, lambda: history_json(session.picks, session.rules, session.dress))


def _chart(table: Table, marked: int | None) -> str:
    session = table.session
    return value_history_svg(session.picks, session.rules, session.dress, session.budget, marked)


def _tree(table: Table, number: int, algorithm: str, plies: int) -> dict[str, Any]:
    session = table.session
    try:
        return move_tree(session.position, session.dress, number, algorithm, plies)
    except ValueError as error:
        raise Refused(422, str(error)) from None
    except SearchBudgetError:
        raise TooBig from None


# Kept answers, and the puzzle as the store keeps it.


def _kept(found: T | Exception, too_big: Callable[[], Refused]) -> T:
    """An answer, or the refusal found in its place raised (``too_big``'s for a search out of its budget)."""
    if isinstance(found, TooBig):
        raise too_big()
    if isinstance(found, Refused):
        raise Refused(found.status, found.reason)
    if isinstance(found, Exception):
        raise found
    return found


def _then(step: Step[T], then: Callable[[T], Any]) -> Step[Any]:
    """``then`` of the answer ``step`` gives, once it has it."""
    if isinstance(step, Pending):
        pending = step
        return Pending(pending.job, lambda found: _then(pending.then(found), then), pending.key, pending.done)
    return then(step)


def _puzzle_stored(puzzle: Puzzle) -> dict[str, Any]:
    """A puzzle as the store keeps it, whole: read again with no search, however big its game."""
    return {
        "id": puzzle.id,
        "answer": puzzle.answer,
        "kind": puzzle.kind,
        "verdict": [puzzle.verdict.outcome.value, puzzle.verdict.plies],
        "level": puzzle.level,
        "depth": puzzle.depth,
        "sums": puzzle.sums,
    }


def _puzzle_read(stored: dict[str, Any], rules: Rules) -> Puzzle:
    """The puzzle the store kept; one kept by an older server (its id and answer alone) is found again by its id."""
    if "verdict" not in stored:
        return puzzle_named(stored["id"], rules)
    x, o = ([int(n) for n in half.split(".") if n] for half in str(stored["id"]).split("-"))
    to_move: Player = "X" if len(x) == len(o) else "O"
    outcome, plies = stored["verdict"]
    return Puzzle(
        str(stored["id"]),
        x,
        o,
        to_move,
        int(stored["answer"]),
        stored["kind"],
        Verdict(Outcome(outcome), int(plies)),
        stored["level"],
        int(stored["depth"]),
        int(stored["sums"]),
        rules,
    )


def _seed() -> int:
    """A seed for a game's chance (the computer's choice among equal picks), in a search process as here."""
    return random.getrandbits(64)


def _turned_off(asked: object) -> tuple[str, ...]:
    """What a new game's teacher turns off (``"turned_off"``: a list, some of ``TURNABLE``); Refused 422 otherwise."""
    if not isinstance(asked, dict) or "turned_off" not in asked:
        return ()
    keys = asked["turned_off"]
    if not isinstance(keys, list) or not all(isinstance(key, str) and key in TURNABLE for key in keys):
        raise Refused(422, _("turned_off is a list of some of {known}").format(known=listed(TURNABLE)))
    return tuple(key for key in TURNABLE if key in keys)


def _round_count(asked: object) -> int | None:
    """How many puzzles a new game's round holds (``"round"``: 1 to ``LARGEST_ROUND``, with a ``puzzle`` alone);
    None if not said; Refused 422 otherwise."""
    if not isinstance(asked, dict) or "round" not in asked:
        return None
    count = asked["round"]
    if asked.get("puzzle") is None:
        raise Refused(422, _("round is the number of puzzles in a round, and needs a puzzle level"))
    if type(count) is not int or not 1 <= count <= LARGEST_ROUND:
        raise Refused(422, _("round is a whole number of puzzles from 1 to {most}").format(most=LARGEST_ROUND))
    return count


def _read(reading: Callable[[], T]) -> T:
    """What ``reading`` reads from a request; Refused 422 with its reason if the request asks for nothing the game
    can do."""
    try:
        return reading()
    except Unreadable as error:
        raise Refused(422, str(error)) from None
