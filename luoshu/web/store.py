"""The web face's games on disk: one SQLite database (the standard library's ``sqlite3``), one row a game.

A row holds the game's save text (``Session.to_json``, the very JSON a terminal save holds, read back by the
same checked reader) and the digests of its seats' tokens and of its invite, never the secrets themselves. A
move is written and committed before the server acknowledges it: the database is in WAL mode, so a commit
survives the server's process being killed (``kill -9``); only the machine losing power could take the last
one back.

Only the database the server made itself is ever written: a file that is not a SQLite database, or a
database of something else, is refused with the reason and left as it was.

>>> import tempfile, pathlib
>>> store = Store(str(pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3"))
>>> store.add(Row("g1", '{"picks": []}', {"X": "digest", "O": None}, None, "{}"))
>>> store.update("g1", '{"picks": [5]}', False, "{}")
>>> store.row("g1").save, store.row("nothing")
('{"picks": [5]}', None)
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from typing import Any

from ..rules import Player
from ..views.quoting import visible_path
from ..words.language import _

__all__ = ["APPLICATION_ID", "Row", "Store", "StoreError"]

APPLICATION_ID = 0x4C534855
"""What marks a database as luoshu's own (SQLite's ``application_id``: "LSHU")."""

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    save TEXT NOT NULL,        -- the game, as a luoshu save
    x_token TEXT,              -- sha256 of the seat's token; NULL for the computer or a seat not yet taken
    o_token TEXT,
    invite TEXT,               -- sha256 of the invite to the open seat; NULL once taken, or with no open seat
    extra TEXT NOT NULL,       -- what the page needs besides the save: the puzzle, where undo stops
    over INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
)
"""


STUDY_SCHEMA = [
    """CREATE TABLE IF NOT EXISTS studies (
        id TEXT PRIMARY KEY, dresses TEXT NOT NULL, trials INTEGER NOT NULL, seed INTEGER NOT NULL,
        owner TEXT NOT NULL, created REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS participants (
        study TEXT NOT NULL, code TEXT NOT NULL, number INTEGER NOT NULL, token TEXT NOT NULL,
        PRIMARY KEY (study, code))""",
    """CREATE TABLE IF NOT EXISTS trials (
        study TEXT NOT NULL, participant TEXT NOT NULL, place INTEGER NOT NULL, dress TEXT NOT NULL,
        puzzle TEXT NOT NULL, level TEXT NOT NULL, answer TEXT NOT NULL, pick INTEGER NOT NULL,
        right INTEGER NOT NULL, seconds REAL NOT NULL, PRIMARY KEY (study, participant, place))""",
    """CREATE TABLE IF NOT EXISTS learners (
        code TEXT PRIMARY KEY, progress TEXT NOT NULL, created REAL NOT NULL, updated REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS classes (
        code TEXT PRIMARY KEY, owner TEXT NOT NULL, seed INTEGER NOT NULL, state TEXT NOT NULL,
        created REAL NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS students (
        class TEXT NOT NULL, number INTEGER NOT NULL, name TEXT NOT NULL, token TEXT NOT NULL, learner TEXT NOT NULL,
        joined REAL NOT NULL, PRIMARY KEY (class, number), UNIQUE (class, name))""",
    """CREATE TABLE IF NOT EXISTS class_games (
        game TEXT PRIMARY KEY, class TEXT NOT NULL, handout INTEGER NOT NULL, x INTEGER, o INTEGER,
        created REAL NOT NULL)""",
]
"""A study's tables: the study, its participants (by code, with the digest of their token) and their trials,
each trial a row written before the page hears it was recorded; the course's learners on the page, each by the
digest of their code, with their progress as ``luoshu learn`` keeps it in a file; and the classes: each by its code,
with the digest of its teacher's token and its state (the teacher's switches, what is handed out, the game on the
projector), its students (by number in the order they joined, their names, the digests of their tokens and of their
learners' codes) and the games handed out to them (the seats' students; a puzzle round's later puzzles follow its
first, as the games' own rows say)."""


class StoreError(OSError):
    """The database cannot be opened or written, with the reason in one line."""


@dataclass(frozen=True)
class Row:
    """A game as stored: its id, save text, the digests of its seats' tokens and of its invite, and extras."""

    id: str
    save: str
    tokens: dict[Player, str | None]
    invite: str | None
    extra: str


class Store:
    """The games database at ``path``, created if it is not there. StoreError with the reason otherwise."""

    def __init__(self, path: str) -> None:
        self.path = path
        shown = visible_path(path)
        if os.path.isdir(path):
            raise StoreError(_("{path} is a folder, not a database file").format(path=shown))
        folder = os.path.dirname(os.path.abspath(path))
        try:
            os.makedirs(folder, exist_ok=True)
            fresh = not os.path.exists(path) or os.path.getsize(path) == 0
            if not fresh and not _is_sqlite(path):
                raise StoreError(_("{path} is not a SQLite database: it was left alone").format(path=shown))
            # One thread (the server's game worker) uses the connection; autocommit off, each change committed.
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            owner = self._db.execute("PRAGMA application_id").fetchone()[0]
            tables = self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if owner != APPLICATION_ID and (owner != 0 or tables):
                self._db.close()
                raise StoreError(_("{path} is a database of something else: it was left alone").format(path=shown))
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # in WAL mode: a commit outlives the process
            self._db.execute(f"PRAGMA application_id={APPLICATION_ID}")
            self._db.execute(SCHEMA)
            for table in STUDY_SCHEMA:
                self._db.execute(table)
        except sqlite3.Error as error:
            raise StoreError(_("{path}: {reason}").format(path=shown, reason=str(error))) from None
        except OSError as error:
            if isinstance(error, StoreError):
                raise
            raise StoreError(_("{path}: {reason}").format(path=shown, reason=str(error.strerror or error))) from None

    def close(self) -> None:
        self._db.close()

    def _write(self, sql: str, values: tuple[object, ...]) -> None:
        try:
            self._db.execute(sql, values)
        except sqlite3.Error as error:
            raise StoreError(_("{path}: {reason}").format(path=visible_path(self.path), reason=str(error))) from None

    def add(self, row: Row) -> None:
        """Store a new game."""
        now = time.time()
        self._write(
            "INSERT INTO games (id, save, x_token, o_token, invite, extra, created, updated) VALUES (?,?,?,?,?,?,?,?)",
            (row.id, row.save, row.tokens["X"], row.tokens["O"], row.invite, row.extra, now, now),
        )

    def update(self, game: str, save: str, over: bool, extra: str) -> None:
        """Store a game's new save text and extras (after a move or an undo), in one commit."""
        self._write(
            "UPDATE games SET save = ?, over = ?, extra = ?, updated = ? WHERE id = ?",
            (save, int(over), extra, time.time(), game),
        )

    def update_extra(self, game: str, extra: str) -> None:
        """Store a game's extras alone (its round's next puzzle made): the game itself has not changed."""
        self._write("UPDATE games SET extra = ? WHERE id = ?", (extra, game))

    def seat_taken(self, game: str, player: Player, token: str) -> None:
        """Store the token of the seat an invite took; the invite is spent."""
        column = "x_token" if player == "X" else "o_token"
        self._write(f"UPDATE games SET {column} = ?, invite = NULL WHERE id = ?", (token, game))

    def invite(self, game: str, invite: str) -> None:
        """Store the digest of a new invite to the game's open seat."""
        self._write("UPDATE games SET invite = ? WHERE id = ?", (invite, game))

    def row(self, game: str) -> Row | None:
        """The stored game, or None."""
        found = self._db.execute(
            "SELECT id, save, x_token, o_token, invite, extra FROM games WHERE id = ?", (game,)
        ).fetchone()
        if found is None:
            return None
        return Row(found[0], found[1], {"X": found[2], "O": found[3]}, found[4], found[5])

    def add_study(self, study: str, dresses: str, trials: int, seed: int, owner: str) -> None:
        self._write(
            "INSERT INTO studies (id, dresses, trials, seed, owner, created) VALUES (?,?,?,?,?,?)",
            (study, dresses, trials, seed, owner, time.time()),
        )

    def study(self, study: str) -> tuple[str, int, int, str] | None:
        """A study's dresses (comma-separated), trials per dress, seed and the digest of its owner's token."""
        found = self._db.execute("SELECT dresses, trials, seed, owner FROM studies WHERE id = ?", (study,)).fetchone()
        return None if found is None else (found[0], found[1], found[2], found[3])

    def add_participant(self, study: str, code: str, token: str) -> int:
        """A new participant of the study; their number, from 0 in the order they came."""
        number = int(self._db.execute("SELECT count(*) FROM participants WHERE study = ?", (study,)).fetchone()[0])
        self._write(
            "INSERT INTO participants (study, code, number, token) VALUES (?,?,?,?)", (study, code, number, token)
        )
        return number

    def participant(self, study: str, code: str) -> tuple[int, str] | None:
        """A participant's number and the digest of their token."""
        found = self._db.execute(
            "SELECT number, token FROM participants WHERE study = ? AND code = ?", (study, code)
        ).fetchone()
        return None if found is None else (found[0], found[1])

    def participants(self, study: str) -> list[tuple[str, int, str]]:
        """Every participant of the study: code, number and the digest of their token."""
        query = "SELECT code, number, token FROM participants WHERE study = ? ORDER BY number"
        return [(str(c), int(n), str(t)) for c, n, t in self._db.execute(query, (study,))]

    def add_trial(self, study: str, row: tuple[object, ...]) -> None:
        """One trial: (participant, place, dress, puzzle, level, answer, pick, right, seconds)."""
        self._write("INSERT INTO trials VALUES (?,?,?,?,?,?,?,?,?,?)", (study, *row))

    def trials(self, study: str, participant: str | None = None) -> list[tuple[Any, ...]]:
        """The trials of a study (of one participant, if given), in order."""
        query = (
            "SELECT participant, place, dress, puzzle, level, answer, pick, right, seconds FROM trials WHERE study = ?"
        )
        values: tuple[object, ...] = (study,)
        if participant is not None:
            query += " AND participant = ?"
            values = (study, participant)
        return list(self._db.execute(query + " ORDER BY rowid", values).fetchall())

    def add_learner(self, code: str, progress: str) -> None:
        """A new learner of the course: the digest of their code, and their progress (a progress file's text)."""
        now = time.time()
        self._write(
            "INSERT INTO learners (code, progress, created, updated) VALUES (?,?,?,?)", (code, progress, now, now)
        )

    def learner(self, code: str) -> str | None:
        """A learner's progress, by the digest of their code; None for no learner's."""
        found = self._db.execute("SELECT progress FROM learners WHERE code = ?", (code,)).fetchone()
        return None if found is None else str(found[0])

    def update_learner(self, code: str, progress: str) -> None:
        """A learner's progress after an answer, in one commit."""
        self._write("UPDATE learners SET progress = ?, updated = ? WHERE code = ?", (progress, time.time(), code))

    def add_class(self, code: str, owner: str, seed: int, state: str) -> None:
        self._write(
            "INSERT INTO classes (code, owner, seed, state, created) VALUES (?,?,?,?,?)",
            (code, owner, seed, state, time.time()),
        )

    def class_row(self, code: str) -> tuple[str, int, str] | None:
        """A class's owner (the digest of its teacher's token), seed and state (JSON text)."""
        found = self._db.execute("SELECT owner, seed, state FROM classes WHERE code = ?", (code,)).fetchone()
        return None if found is None else (str(found[0]), int(found[1]), str(found[2]))

    def update_class(self, code: str, state: str) -> None:
        self._write("UPDATE classes SET state = ? WHERE code = ?", (state, code))

    def add_student(self, code: str, name: str, token: str, learner: str) -> int:
        """A new student of the class; their number, from 0 in the order they joined. StoreError if the class has
        a student of that name already."""
        number = int(self._db.execute("SELECT count(*) FROM students WHERE class = ?", (code,)).fetchone()[0])
        self._write(
            "INSERT INTO students (class, number, name, token, learner, joined) VALUES (?,?,?,?,?,?)",
            (code, number, name, token, learner, time.time()),
        )
        return number

    def students(self, code: str) -> list[tuple[int, str, str, str]]:
        """Every student of the class, in the order they joined: number, name, the digests of their token and of
        their learner's code."""
        query = "SELECT number, name, token, learner FROM students WHERE class = ? ORDER BY number"
        return [(int(n), str(a), str(t), str(le)) for n, a, t, le in self._db.execute(query, (code,))]

    def add_class_game(self, code: str, game: str, handout: int, x: int | None, o: int | None) -> None:
        self._write(
            "INSERT INTO class_games (game, class, handout, x, o, created) VALUES (?,?,?,?,?,?)",
            (game, code, handout, x, o, time.time()),
        )

    def class_games(self, code: str) -> list[tuple[str, int, int | None, int | None]]:
        """The games handed out in the class, in the order made: game, handout, and the students at X and O (None:
        the computer's seat)."""
        query = "SELECT game, handout, x, o FROM class_games WHERE class = ? ORDER BY rowid"
        return [(str(g), int(h), x, o) for g, h, x, o in self._db.execute(query, (code,))]

    def open_count(self, since: float) -> int:
        """Games in play: not over, changed by a move or an undo since they were made, the last change after
        ``since`` (a time, as ``time.time()``). A game made and never moved in is not counted."""
        query = "SELECT count(*) FROM games WHERE over = 0 AND updated > created AND updated > ?"
        return int(self._db.execute(query, (since,)).fetchone()[0])


def _is_sqlite(path: str) -> bool:
    with open(path, "rb") as file:
        return file.read(16) == b"SQLite format 3\x00"
