"""A class in the teacher's room (``luoshu serve``): its students and what the teacher hands out (games between them,
a puzzle round, a chapter of the course), what each student is doing, their games' results and their course, the
exercises the class gets right at the first try, and the positions most of them got wrong. Plain values in, the
class view's text and JSON out; the web face keeps the class in its database and its games as every game.

>>> pairs_of([0, 1, 2], random.Random(1))  # the one left over plays the computer
[(1, 2), (0, None)]
>>> played = [ClassGame("g1", 1, 0, 1, (5, 1, 4, 6, 3), over=False, winner=None)]
>>> scorecard_of(0, played)
{'win_count': 0, 'draw_count': 0, 'loss_count': 0}
>>> [(m.picks, m.pick) for m in mistakes_of(played)]  # O's 1, an edge against the centre, loses; and X's 3
[((5,), 1), ((5, 1, 4, 6), 3)]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules import PICK_FIFTEEN, Player, Position
from ..search.solver import analyse
from ..teach.course import CHAPTERS
from ..teach.study import CODE_LETTERS
from ..words.language import _, ngettext
from ..words.terms import listed
from .learning import Progress, chapter_numbered, exercises_for

__all__ = [
    "CLASS_LETTERS",
    "HANDOUTS",
    "ClassGame",
    "Handout",
    "Mistake",
    "class_caption",
    "class_code",
    "exercise_rates",
    "joined_text",
    "joining_text",
    "mistakes_of",
    "pairs_of",
    "projected_text",
    "read_name",
    "scorecard_of",
    "student_caption",
    "student_status",
    "student_under",
]

CLASS_LETTERS = 5
"""Letters in a class's code: short enough to read off a projector and type on a phone."""
LONGEST_NAME = 30
"""Characters in a student's name, at most."""
HANDOUTS = ("lobby", "pairs", "puzzles", "chapter")
"""What a teacher hands out to the whole class: nothing (everyone to the lobby), games between pairs of students, a
round of puzzles each, or a chapter of the course."""


def class_code() -> str:
    """A new class's code: five letters and digits never misread, to read off the projector and type."""
    import secrets

    return "".join(secrets.choice(CODE_LETTERS) for _letter in range(CLASS_LETTERS))


def read_name(typed: object) -> str:
    """A student's name as they typed it, spaces at its ends and runs of them made one; ValueError with the reason
    for a name that is none (empty, too long, or holding a control character).

    >>> read_name("  Li   Hua "), read_name("王小明")
    ('Li Hua', '王小明')
    """
    if not isinstance(typed, str):
        raise ValueError(_("a name is text"))
    name = " ".join(typed.split())
    if not name or len(name) > LONGEST_NAME or any(not character.isprintable() for character in name):
        raise ValueError(
            _("a name is 1 to {longest} characters, letters and the like, no control characters").format(
                longest=LONGEST_NAME
            )
        )
    return name


@dataclass(frozen=True)
class Handout:
    """What the teacher handed out last: its number (each handout one more), its kind (``HANDOUTS``), and for a
    puzzle round its level and length, for a chapter its number."""

    number: int = 0
    kind: str = "lobby"
    level: str | None = None
    round: int | None = None
    chapter: int | None = None

    @classmethod
    def read(cls, stored: dict[str, Any]) -> Handout:
        """A handout as a class's state keeps it (its ``json``).

        >>> Handout.read(Handout(3, "chapter", chapter=2).json())
        Handout(number=3, kind='chapter', level=None, round=None, chapter=2)
        """
        return cls(
            stored["handout"], stored["handout_kind"], stored["level"], stored["puzzle_count"], stored["chapter"]
        )

    def json(self) -> dict[str, Any]:
        return {
            "handout": self.number,
            "handout_kind": self.kind,
            "level": self.level,
            "puzzle_count": self.round,
            "chapter": self.chapter,
        }


@dataclass(frozen=True)
class ClassGame:
    """A game handed out in the class, as the class view needs it: its id, its handout, the students at X and O
    (None: the computer), its picks and how it stands; for a puzzle round, how many of its puzzles the student
    answered and how many of those right."""

    game: str
    handout: int
    x: int | None
    o: int | None
    picks: tuple[int, ...]
    over: bool
    winner: Player | None
    puzzles: int = 0  # a round: its puzzles answered
    right: int = 0  # of them, right at the first try
    round_count: int = 0  # a round: its puzzles in all; 0 for a game between two players

    def seat_of(self, student: int) -> Player | None:
        return "X" if self.x == student else "O" if self.o == student else None


def pairs_of(students: Sequence[int], rng: random.Random) -> list[tuple[int, int | None]]:
    """The students in pairs, drawn by ``rng``: X and O of a game each; one left over plays the computer (None)."""
    drawn = list(students)
    rng.shuffle(drawn)
    pairs: list[tuple[int, int | None]] = [(drawn[i], drawn[i + 1]) for i in range(0, len(drawn) - 1, 2)]
    if len(drawn) % 2:
        pairs.append((drawn[-1], None))
    return pairs


def scorecard_of(student: int, games: Sequence[ClassGame]) -> dict[str, int]:
    """The student's wins, draws and losses in the games between players that are over (a round of puzzles aside)."""
    won = drawn = lost = 0
    for game in games:
        seat = game.seat_of(student)
        if seat is None or game.round_count or not game.over:
            continue
        if game.winner is None:
            drawn += 1
        elif game.winner == seat:
            won += 1
        else:
            lost += 1
    return {"win_count": won, "draw_count": drawn, "loss_count": lost}


@dataclass(frozen=True)
class Mistake:
    """A position in which students picked what made their outcome worse: its picks, the pick, and how often."""

    picks: tuple[int, ...]
    pick: int
    count: int

    def text(self) -> str:
        position = Position.from_moves(self.picks)
        x, o = (" ".join(map(str, sorted(side))) or "-" for side in (position.x, position.o))
        return ngettext(
            "X holds {x}; O holds {o}; {player} picked {pick}, {count} time, and made the outcome worse.",
            "X holds {x}; O holds {o}; {player} picked {pick}, {count} times, and made the outcome worse.",
            self.count,
        ).format(x=x, o=o, player=position.to_move, pick=self.pick, count=self.count)


def mistakes_of(games: Sequence[ClassGame], most: int = 5) -> list[Mistake]:
    """The positions of the class's games between players in which a student's pick made their outcome worse (a
    won game drawn or lost, a drawn one lost), the most frequent first: where the class goes wrong."""
    found: Counter[tuple[tuple[int, ...], int]] = Counter()
    for game in games:
        if game.round_count:
            continue
        for ply, pick in enumerate(game.picks):
            mover = game.x if ply % 2 == 0 else game.o
            if mover is None:
                continue  # the computer's pick
            position = Position.from_moves(game.picks[:ply], PICK_FIFTEEN)
            verdicts = analyse(position)
            if verdicts[pick].rank[0] < max(verdicts.values()).rank[0]:
                found[(game.picks[:ply], pick)] += 1
    ranked = sorted(found.items(), key=lambda item: (-item[1], len(item[0][0]), item[0]))
    return [Mistake(picks, pick, count) for (picks, pick), count in ranked[:most]]


def exercise_rates(progresses: Sequence[Progress]) -> list[dict[str, Any]]:
    """Each exercise the class has answered, by chapter and key: how many answered it and how many of them right at
    the first try, said in a line.

    >>> progress = Progress(seed=1)
    >>> progress.record(1, "cell", True)
    >>> exercise_rates([progress, Progress(seed=2)])[0]["text"]
    'Chapter 1, exercise 1: 1 of 1 right at the first try.'
    """
    done: Counter[tuple[int, str]] = Counter()
    first: Counter[tuple[int, str]] = Counter()
    for progress in progresses:
        for chapter, keys in progress.done.items():
            done.update((chapter, key) for key in keys if key != "check")
        for chapter, keys in progress.first_try.items():
            first.update((chapter, key) for key in keys)
    places = {(c.number, e.key): place for c in CHAPTERS for place, e in enumerate(exercises_for(c, 0), 1)}
    return [
        {
            "chapter": chapter,
            "exercise": key,
            "done_count": count,
            "first_try_count": first[(chapter, key)],
            "text": ngettext(
                "Chapter {chapter}, exercise {place}: {first} of {count} right at the first try.",
                "Chapter {chapter}, exercise {place}: {first} of {count} right at the first try.",
                count,
            ).format(chapter=chapter, place=places[(chapter, key)], first=first[(chapter, key)], count=count),
        }
        for (chapter, key), count in sorted(done.items(), key=lambda item: places[item[0]] + 100 * item[0][0])
    ]


def class_caption(code: str, students: int) -> str:
    """The class view's heading: the class and how many have joined.

    >>> class_caption("K7PM2", 1)
    'Class K7PM2: 1 student'
    """
    return ngettext("Class {code}: {count} student", "Class {code}: {count} students", students).format(
        code=code, count=students
    )


def joining_text(code: str, addresses: Sequence[str]) -> str:
    """How students join the class: the server's address to open and the class's code to type with their name (or
    the projector's QR code to scan); or, for a server no other device reaches, how to start one that they can.

    >>> joining_text("K7PM2", ["http://192.168.1.5:8015/"]).split(", press")[0]
    'Students open http://192.168.1.5:8015/'
    """
    if not addresses:
        return _(
            "This server listens on this machine only: for students' devices, start luoshu serve --host 0.0.0.0 "
            "and open the network address it prints."
        )
    return _(
        "Students open {address}, press Join a class and type the code {code} and their name (or scan the QR code "
        "on the projector)."
    ).format(address=addresses[0], code=code)


def joined_text(names: Sequence[str]) -> str:
    """Who has joined the class, as the projector lists them.

    >>> joined_text(["Li", "Wang", "Zhang"]), joined_text([])
    ('Joined: Li, Wang, Zhang.', 'No one has joined yet.')
    """
    if not names:
        return _("No one has joined yet.")
    return _("Joined: {names}.").format(names=listed(list(names)))


def student_caption(name: str, code: str) -> str:
    """What a student's page says over everything in a class."""
    return _("{name}, in class {code}").format(name=name, code=code)


def student_under(handout: Handout, opponent: str | None = None, seat: str | None = None) -> str:
    """What the student is to do for the last handout: whom they play and as which side, in a game between players
    (``opponent``, ``seat``).

    >>> student_under(Handout(1, "pairs"), "Wang", "O")
    'The teacher has paired you with Wang: you play O.'
    """
    if handout.kind == "pairs" and opponent is not None and seat is not None:
        return _("The teacher has paired you with {opponent}: you play {player}.").format(
            opponent=opponent, player=seat
        )
    if handout.kind == "pairs":
        return _("The teacher has paired you for a game: it opens now.")
    if handout.kind == "puzzles":
        return _("The teacher has handed out a round of puzzles: it opens now.")
    if handout.kind == "chapter":
        return _("The teacher has handed out chapter {number} of the course: it opens now.").format(
            number=handout.chapter
        )
    return _("Wait here: your teacher hands out a game, a round of puzzles or a chapter, and it opens by itself.")


def projected_text(x: str | None, o: str | None) -> str:
    """Whose game the projector shows: the students at X and O (None: the computer).

    >>> projected_text("Li", None)
    'Li (X) against the computer (O)'
    """
    computer = _("the computer")
    return _("{x} (X) against {o} (O)").format(x=x or computer, o=o or computer)


def student_status(
    student: int, handout: Handout, games: Sequence[ClassGame], names: dict[int, str], away: bool = False
) -> str:
    """What the student is doing now, in a line: their game of the last handout and how it stands, their round of
    puzzles, the chapter handed out, or waiting (``away``: their page has not asked for a while)."""
    if handout.kind == "chapter":
        chapter = chapter_numbered(handout.chapter)
        return _("reading chapter {number}: {title}").format(number=chapter.number, title=chapter.title())
    current = [g for g in games if g.handout == handout.number and g.seat_of(student) is not None]
    if handout.kind == "puzzles":
        if not current:
            return _("about to start a round of puzzles")
        game = current[0]
        return _("puzzles: {answered} of {count} answered, {right} right").format(
            answered=game.puzzles, count=game.round_count, right=game.right
        )
    if handout.kind == "lobby" and away:
        return _("away: their page has not asked for a while")
    if handout.kind == "pairs" and current:
        game = current[0]
        seat = game.seat_of(student)
        other = game.o if seat == "X" else game.x
        opponent = _("the computer") if other is None else names.get(other, "?")
        if not game.over:
            return _("playing {opponent} as {player}").format(opponent=opponent, player=seat)
        if game.winner is None:
            return _("drew with {opponent}").format(opponent=opponent)
        if game.winner == seat:
            return _("beat {opponent}").format(opponent=opponent)
        return _("lost to {opponent}").format(opponent=opponent)
    return _("waiting in the lobby")
