"""The teacher's room: the classes the server holds. A teacher starts a class and gets its code (shown on the
projector, with the address to type and a QR code of it) and a token, the teacher's alone; students join with the
code and a name (no account), and wait in the lobby for what the teacher hands out to everyone: games between pairs
of them, a round of puzzles each, or a chapter of the course. The teacher's switches (hints, why, undo, the tree)
apply to every game of the class, those going on included; the class view shows who plays whom, each student's
games, scorecard, puzzles and course, the exercises the class gets right at the first try and the positions most got
wrong; any game of the class can be put on the projector.

A student's seat in a game handed out is given to the page that asks with the student's token, a token of the
seat's own (the old one stops working): the store keeps digests of every token, never the tokens. Nothing of one
class is seen from another: each request names its class, and a token answers for that class alone.

>>> import tempfile, pathlib
>>> from luoshu.web.games import Tables
>>> from luoshu.web.store import Store
>>> classes = Classes(Tables(Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3"))))
>>> made = classes.create({})
>>> li = classes.join(made["class"], {"name": "Li"})
>>> wang = classes.join(made["class"], {"name": "Wang"})
>>> view = classes.hand_out(made["class"], made["token"], {"handout_kind": "pairs"})
>>> [student["status"].startswith("playing") for student in view["students"]]
[True, True]
"""

from __future__ import annotations

import hmac
import json
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from ..rules import Player
from ..session.classroom import (
    HANDOUTS,
    ClassGame,
    Handout,
    class_caption,
    class_code,
    exercise_rates,
    joined_text,
    joining_text,
    mistakes_of,
    pairs_of,
    projected_text,
    read_name,
    scorecard_of,
    student_caption,
    student_status,
    student_under,
)
from ..session.learning import Progress, chapter_numbered, learner_code, program_mark, read_learner_code
from ..session.rounds import LARGEST_ROUND, ROUND_PUZZLES
from ..words.language import _
from .games import Pending, Refused, Step, Table, Tables, _then, _turned_off, digest

__all__ = ["Classes", "Kept"]

LEVELS = ("easy", "medium", "hard")
"""The puzzle levels a round handed out may have."""
AWAY_SECONDS = 30.0
"""A student whose page has not asked what to do for this long is away: not paired, and said to be away."""


@dataclass
class Kept:
    """What the server keeps of its classes while it runs, not in the database: when each student's page last asked
    what to do (games in pairs are for the students whose page is open, so that no one waits on a classmate who has
    gone), and the students whose round of puzzles is being made (a second ask is refused until it is)."""

    seen: dict[tuple[str, int], float] = field(default_factory=dict)
    making: set[tuple[str, int]] = field(default_factory=set)


class Classes:
    """The classes in the database, and their games among the server's (``tables``)."""

    def __init__(self, tables: Tables, addresses: tuple[str, ...] = (), kept: Kept | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self.addresses = addresses  # where the server is reached from the network (none: from this machine only)
        self.kept = Kept() if kept is None else kept  # what the server keeps of its classes while it runs

    def _present(self, code: str, students: list[int]) -> list[int]:
        """The students whose page has asked within ``AWAY_SECONDS``; all of them if none has (a server restarted)."""
        now, seen = time.monotonic(), self.kept.seen
        here = [n for n in students if (code, n) in seen and now - seen[(code, n)] < AWAY_SECONDS]
        return here or students

    # The teacher

    def create(self, asked: object) -> dict[str, Any]:
        """A new class: ``{"turned_off", "seed"}``, each optional; its code, the teacher's token and the view."""
        if not isinstance(asked, dict) or set(asked) - {"turned_off", "seed"}:
            raise Refused(422, _('a class is {"turned_off": [...], "seed": S}, each optional'))
        turned_off = _turned_off(asked)
        seed = asked.get("seed", random.SystemRandom().randrange(10**6))
        if type(seed) is not int or not 0 <= seed < 2**31:
            raise Refused(422, _("seed is a whole number from 0 to 2147483647"))
        code = class_code()
        while self.store.class_row(code) is not None:  # one in 28 million: drawn again
            code = class_code()
        token = secrets.token_urlsafe(24)
        state = {"handout": Handout().json(), "turned_off": list(turned_off), "shown": None}
        self.store.add_class(code, digest(token), seed, json.dumps(state))
        return {"token": token, **self.view(code, token)}

    def _class(self, code: object) -> tuple[str, int, dict[str, Any]]:
        """A class's owner digest, seed and state; Refused 404 for no class of that code."""
        found = self.store.class_row(code.upper()) if isinstance(code, str) and len(code) <= 16 else None
        if found is None:
            raise Refused(404, _("no class has that code"))
        owner, seed, state = found
        return owner, seed, json.loads(state)

    def _teacher(self, code: str, token: str | None) -> tuple[str, int, dict[str, Any]]:
        owner, seed, state = self._class(code)
        if not token:
            raise Refused(401, _("the class's teacher's token is needed: Authorization: Bearer TOKEN"))
        if not hmac.compare_digest(owner, digest(token)):
            raise Refused(403, _("that token is not this class's teacher's"))
        return owner, seed, state

    def _keep(self, code: str, state: dict[str, Any]) -> None:
        self.store.update_class(code.upper(), json.dumps(state))

    def hand_out(self, code: str, token: str | None, asked: object) -> dict[str, Any]:
        """Hand out to the whole class: ``{"handout_kind": "pairs"}`` (games between pairs of students; one left
        over plays the computer), ``{"handout_kind": "puzzles", "level", "puzzle_count"}``, ``{"handout_kind":
        "chapter", "chapter"}`` or ``{"handout_kind": "lobby"}``. The class view after it."""
        _owner, _seed, state = self._teacher(code, token)
        code = code.upper()
        kind = asked.get("handout_kind") if isinstance(asked, dict) else None
        if kind not in HANDOUTS or not isinstance(asked, dict):
            raise Refused(422, _("handout_kind is one of {kinds}").format(kinds=", ".join(HANDOUTS)))
        number = int(state["handout"]["handout"]) + 1
        if kind == "puzzles":
            level, count = asked.get("level", "easy"), asked.get("puzzle_count", ROUND_PUZZLES)
            if level not in LEVELS or type(count) is not int or not 1 <= count <= LARGEST_ROUND:
                raise Refused(
                    422,
                    _("a round is a level ({levels}) and puzzle_count, 1 to {most}").format(
                        levels=", ".join(LEVELS), most=LARGEST_ROUND
                    ),
                )
            handout = Handout(number, kind, level=level, round=count)
        elif kind == "chapter":
            try:
                chapter = chapter_numbered(asked.get("chapter"))
            except LookupError as error:
                raise Refused(422, str(error)) from None
            handout = Handout(number, kind, chapter=chapter.number)
        else:
            handout = Handout(number, kind)
        if kind == "pairs":
            students = self._present(code, [student for student, *_rest in self.store.students(code)])
            if not students:
                raise Refused(409, _("no student has joined the class yet"))
            off = list(state["turned_off"])
            for x, o in pairs_of(students, random.Random()):
                opponent = {"opponent": "human"} if o is not None else {"level": "casual"}
                made = self.tables.create({**opponent, "turned_off": off})
                assert not isinstance(made, Pending)  # a game between people, or the computer to answer: no search yet
                if o is not None:  # both seats are the class's: no invite is left open (each student's page asks)
                    self.tables.seat_for(made["id"], "O")
                self.store.add_class_game(code, made["id"], number, x, o)
        state["handout"] = handout.json()
        self._keep(code, state)
        return self.view(code, token)

    def switch(self, code: str, token: str | None, asked: object) -> dict[str, Any]:
        """The teacher's switches, ``{"turned_off": [...]}``: what every game of the class turns off, from now on,
        the games going on included. The class view after it."""
        _owner, _seed, state = self._teacher(code, token)
        if not isinstance(asked, dict) or set(asked) != {"turned_off"}:
            raise Refused(422, _('the switches are {"turned_off": [...]}'))
        turned_off = _turned_off(asked)
        state["turned_off"] = list(turned_off)
        self._keep(code, state)
        for game in self.games_of(code.upper()):
            self.tables.turn_off(game, turned_off)
        return self.view(code, token)

    def project(self, code: str, token: str | None, asked: object) -> dict[str, Any]:
        """Put a game of the class on the projector, ``{"game": id}`` (null: none). The class view after it."""
        _owner, _seed, state = self._teacher(code, token)
        game = asked.get("game") if isinstance(asked, dict) else False
        if game is not None and game not in self.games_of(code.upper()):
            raise Refused(422, _("game is the id of one of the class's games, or null"))
        state["shown"] = game
        self._keep(code, state)
        return self.view(code, token)

    def games_of(self, code: str) -> list[str]:
        """Every game of the class: those handed out, and each later puzzle of their rounds."""
        return [table.id for first, *_seats in self.store.class_games(code) for table in self._round(first)]

    def _round(self, game: str) -> list[Table]:
        """The game handed out, then each later puzzle of its round, in order (a game between players: itself)."""
        found = [self.tables.table(game)]
        while found[-1].following is not None:
            found.append(self.tables.table(found[-1].following))
        return found

    def _handed(self, code: str, number: int, handout: Handout) -> tuple[str, int | None, int | None] | None:
        """The student's game of the handout (a round: its latest puzzle) and the students at its X and O, as the
        handout seated them; None if it gave them no game."""
        for game, made, x, o in self.store.class_games(code):
            if made == handout.number and number in (x, o):
                return self._round(game)[-1].id, x, o
        return None

    def view(self, code: str, token: str | None) -> dict[str, Any]:
        """The class as its teacher sees it: its code, where students join, the switches, what is handed out, the
        game on the projector; each student's status, games, scorecard, puzzles and course; the exercises the class
        answered and how many at the first try; the positions most got wrong."""
        _owner, _seed, state = self._teacher(code, token)
        code = code.upper()
        handout = Handout.read(state["handout"])
        students = self.store.students(code)
        names = {number: name for number, name, *_rest in students}
        games = [self._summary(game, number, x, o) for game, number, x, o in self.store.class_games(code)]
        present = set(self._present(code, list(names)))
        projected = next((g for g in games if g.game == state["shown"]), None)
        progresses = {}
        for number, _name, _token, learner in students:
            kept = self.store.learner(learner)
            progresses[number] = Progress.from_json(kept) if kept is not None else None
        shown = []
        for number, name, _token, _learner in students:
            progress = progresses[number]
            theirs = [g for g in games if g.seat_of(number) is not None]
            shown.append(
                {
                    "student": number,
                    "name": name,
                    "status": student_status(number, handout, games, names, number not in present),
                    "games": [_game_json(g, number, names) for g in theirs],
                    **scorecard_of(number, theirs),
                    "answered_count": sum(g.puzzles for g in theirs if g.round_count),
                    "right_count": sum(g.right for g in theirs if g.round_count),
                    "chapters_finished": None
                    if progress is None
                    else [c for c in range(1, 9) if progress.finished(chapter_numbered(c))],
                    "program_text": None if progress is None else program_mark(progress),
                }
            )
        links = self._links(code)
        return {
            "class": code,
            "caption": class_caption(code, len(students)),
            "under": joining_text(code, self.addresses),
            "joined": joined_text([name for _number, name, *_rest in students]),
            "join": links,
            "turned_off": state["turned_off"],
            **handout.json(),
            "projected": state["shown"],
            "projected_text": None
            if projected is None
            else projected_text(
                names.get(projected.x, "?") if projected.x is not None else None,
                names.get(projected.o, "?") if projected.o is not None else None,
            ),
            "students": shown,
            "exercise_rates": exercise_rates([p for p in progresses.values() if p is not None]),
            "wrong_positions": [
                {"picks": list(m.picks), "pick": m.pick, "times": m.count, "text": m.text()} for m in mistakes_of(games)
            ],
        }

    def links(self, code: str) -> list[str]:
        """The links that join the class, one for each of the server's network addresses (none: it listens on this
        machine only, and no other device can reach it). Refused 404 for no class of that code."""
        self._class(code)
        return self._links(code)

    def _links(self, code: str) -> list[str]:
        return [f"{address.rstrip('/')}/#class={code.upper()}" for address in self.addresses]

    def _summary(self, game: str, handout: int, x: int | None, o: int | None) -> ClassGame:
        """A game of the class as the view needs it; a round of puzzles followed to its latest."""
        tables = self._round(game)
        table, latest = tables[0], tables[-1]
        if table.round is None:
            position = table.session.position
            return ClassGame(game, handout, x, o, tuple(table.session.picks), position.is_over, position.winner)
        answered = sum(t.solved is not None for t in tables)
        right = sum(t.solved is True for t in tables)
        count = table.round.count
        student = x if x is not None else o
        human_x = latest.session.seat("X") == "human"  # the side the latest puzzle has the student play
        x, o = (student, None) if human_x else (None, student)
        return ClassGame(latest.id, handout, x, o, (), False, None, answered, right, count)

    # The students

    def join(self, code: str, asked: object) -> dict[str, Any]:
        """A new student: ``{"name"}``, and ``"learner"``, the code of the course this browser keeps, if any (their
        progress in the course counts in the class); their number, their token and their learner's code."""
        _owner, seed, _state = self._class(code)
        code = code.upper()
        if not isinstance(asked, dict) or set(asked) - {"name", "learner"} or "name" not in asked:
            raise Refused(422, _('joining a class is {"name": "..."}'))
        try:
            name = read_name(asked["name"])
        except ValueError as error:
            raise Refused(422, str(error)) from None
        if any(name.casefold() == other.casefold() for _n, other, *_rest in self.store.students(code)):
            raise Refused(409, _("{name} has joined this class already: join with another name").format(name=name))
        given = asked.get("learner")
        learner = read_learner_code(given) if isinstance(given, str) else None
        if learner is None or self.store.learner(digest(learner)) is None:
            learner = learner_code()
            self.store.add_learner(digest(learner), Progress(seed).to_json())
        token = secrets.token_urlsafe(24)
        number = self.store.add_student(code, name, digest(token), digest(learner))
        self.kept.seen[(code, number)] = time.monotonic()  # here now: their page asks from now on
        return {"class": code, "student": number, "name": name, "token": token, "learner": learner}

    def _seat_in(self, game: str, student: int, x: int | None) -> Player:
        """The student's seat in a game of the class: the one the pairing gave them, or in a round of puzzles the
        side the puzzle has them play."""
        session = self.tables.table(game).session
        if session.seat("X") == "human" and session.seat("O") == "human":
            return "X" if x == student else "O"
        return "X" if session.seat("X") == "human" else "O"

    def _student(self, code: str, token: str | None) -> tuple[int, str, dict[str, Any]]:
        """The student a token answers for in the class: their number and name, and the class's state."""
        _owner, _seed, state = self._class(code)
        if not token:
            raise Refused(401, _("a student's token is needed: Authorization: Bearer TOKEN"))
        for number, name, stored, _learner in self.store.students(code.upper()):
            if hmac.compare_digest(stored, digest(token)):
                return number, name, state
        raise Refused(403, _("that token is no student's of this class"))

    def me(self, code: str, token: str | None) -> dict[str, Any]:
        """What the student is to do now: the last handout, and their game of it if there is one (its id and
        their seat; a token for the seat is asked for apart, ``seat``)."""
        number, name, state = self._student(code, token)
        code = code.upper()
        self.kept.seen[(code, number)] = time.monotonic()
        handout = Handout.read(state["handout"])
        handed = self._handed(code, number, handout)
        game = seat = opponent = None
        if handed is not None:
            game, x, o = handed
            seat = self._seat_in(game, number, x)
            other = o if x == number else x
            names = {n: a for n, a, *_rest in self.store.students(code)}
            opponent = _("the computer") if other is None else names.get(other)
        return {
            "class": code,
            "student": number,
            "name": name,
            "caption": student_caption(name, code),
            "under": student_under(handout, opponent, seat),
            **handout.json(),
            "game_id": game,
            "seat": seat,
            "turned_off": state["turned_off"],
        }

    def seat(self, code: str, token: str | None) -> Step[dict[str, Any]]:
        """The student's seat in their game of the last handout, with a new token for it: ``{"game", "seat",
        "token"}``. A round of puzzles is made for them the first time they ask (a search). Refused 409 when the
        last handout holds no game for them."""
        number, _name, state = self._student(code, token)
        code = code.upper()
        handout = Handout.read(state["handout"])
        handed = self._handed(code, number, handout)
        if handed is not None:
            game, x, _o = handed
            seat = self._seat_in(game, number, x)
            return {"id": game, "seat": seat, "token": self.tables.seat_for(game, seat)}
        if handout.kind != "puzzles":
            raise Refused(409, _("the teacher has handed out no game for you: wait in the lobby"))
        if (code, number) in self.kept.making:
            raise Refused(409, _("your round of puzzles is being made: ask again in a moment"))
        self.kept.making.add((code, number))
        asked = {"puzzle": handout.level, "round": handout.round, "turned_off": state["turned_off"]}
        try:
            made = self.tables.create(asked)
        except BaseException:
            self.kept.making.discard((code, number))
            raise

        def kept(made: dict[str, Any]) -> dict[str, Any]:
            self.kept.making.discard((code, number))
            self.store.add_class_game(code, made["id"], handout.number, number, None)
            return {"id": made["id"], "seat": made["seat"], "token": made["token"]}

        if isinstance(made, Pending):
            made.done = lambda: self.kept.making.discard((code, number))
        return _then(made, kept)


def _game_json(game: ClassGame, student: int, names: dict[int, str]) -> dict[str, Any]:
    """One of a student's games in the class view: its id, the handout, their seat, the opponent's name (null: the
    computer, or a round of puzzles), whether it is over and who won."""
    seat = game.seat_of(student)
    other = game.o if seat == "X" else game.x
    return {
        "id": game.game,
        "handout": game.handout,
        "seat": seat,
        "opponent": None if other is None else names.get(other),
        "over": game.over,
        "winner": game.winner,
        "puzzle_count": game.round_count or None,
    }
