"""MENACE, Donald Michie's Matchbox Educable Noughts And Crosses Engine (1961), in the number game.

Glossary:
    box     one position MENACE may have to move in, standing for its whole class under the game's symmetries
            (Michie's 304 matchboxes, for the first player of Pick Fifteen: the positions before its 1st to
            4th picks, its 5th being forced). The boxes are counted in the run, from the game's positions.
    bead    a free number in a box's position: MENACE picks at random from its box's beads, so a move with
            more beads is picked more often. A box starts with 4 beads of each free number before MENACE's
            first pick, 3 before its second, 2 before its third and 1 before its fourth, as Michie's did.
    learn   after each game, for every pick MENACE made: 3 beads more of it for a win, 1 more for a draw, and
            the one it picked taken out for a loss (Michie's rule). A box that empties gets its first beads
            again, where Michie's machine resigned.

Everything here is values: saving boxes is the faces' (``to_json`` and ``from_json`` give the text).

>>> menace = Menace()
>>> len(menace.boxes)
304
>>> import random
>>> menace.choose(Position(), random.Random(1)) in range(1, 10)
True
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from ..rules import PICK_FIFTEEN, Player, Position, Rules, RulesError, reachable_positions
from ..search.symmetry import symmetries_within
from ..views.vocabulary import rules_json
from ..words.lessons import menace as said

__all__ = ["BEADS", "LARGEST", "Menace", "MenaceError", "is_menace_boxes"]

Key = tuple[tuple[int, ...], tuple[int, ...]]
BEADS = (4, 3, 2, 1)
"""Beads of each free number in a box before MENACE's 1st, 2nd, 3rd and later picks."""
REWARD = {"win": 3, "draw": 1, "loss": -1}
LARGEST = 9
"""The most numbers of a game MENACE plays: a box for every class of positions is a box per position beyond."""
FORMAT = "luoshu-menace"


def is_menace_boxes(text: str) -> bool:
    """Whether ``text`` is a file of MENACE's boxes (so that writing new boxes over it loses nothing of the user's).

    >>> is_menace_boxes(Menace().to_json()), is_menace_boxes("notes")
    (True, False)
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == FORMAT


class MenaceError(ValueError):
    """Boxes that cannot be read, or a game MENACE cannot play, with the reason."""


class Menace:
    """MENACE for one side of one game, its boxes at their first beads."""

    def __init__(self, rules: Rules = PICK_FIFTEEN, player: Player = "X") -> None:
        if rules.numbers > LARGEST:
            raise MenaceError(said.too_many_numbers(LARGEST))
        self.rules, self.player = rules, player
        self._group = symmetries_within(rules, 10_000) or (tuple(range(rules.numbers + 1)),)
        self.boxes: dict[Key, dict[int, int]] = {}
        for position in reachable_positions(rules):
            if position.is_over or position.to_move != player or len(position.free) < 2:
                continue  # a finished position, the other side's turn, or a forced pick: no box
            key, _ = self._canonical(position)
            if key not in self.boxes:
                self.boxes[key] = self._first_beads(key)

    def _first_beads(self, key: Key) -> dict[int, int]:
        x, o = key
        mine = x if self.player == "X" else o
        beads = BEADS[min(len(mine), len(BEADS) - 1)]
        taken = set(x) | set(o)
        return {n: beads for n in range(1, self.rules.numbers + 1) if n not in taken}

    def _canonical(self, position: Position) -> tuple[Key, Sequence[int]]:
        """The box's position for ``position`` (the least of its class) and the symmetry that maps onto it."""
        return min(
            (
                ((tuple(sorted(g[n] for n in position.x)), tuple(sorted(g[n] for n in position.o))), g)
                for g in self._group
            ),
            key=lambda found: found[0],
        )

    def box_of(self, position: Position) -> dict[int, int]:
        """The beads of the box ``position`` is in, by number of the box's own position."""
        key, _ = self._canonical(position)
        try:
            return self.boxes[key]
        except KeyError:
            raise MenaceError(said.no_box(str(position), self.player)) from None

    def choose(self, position: Position, rng: random.Random) -> int:
        """A bead drawn at random from the position's box, as a free number of ``position``; a forced pick
        (one free number) needs no box."""
        if len(position.free) == 1:
            return next(iter(position.free))
        key, g = self._canonical(position)
        box = self.boxes.get(key)
        if box is None:
            raise MenaceError(said.no_box(str(position), self.player))
        if not any(box.values()):
            box.update(self._first_beads(key))  # emptied by losses: it starts this box again
        numbers = sorted(box)
        drawn = rng.choices(numbers, weights=[box[n] for n in numbers])[0]
        back = {image: n for n, image in enumerate(g)}
        return back[drawn]

    def learn(self, played: Sequence[tuple[Position, int]], final: Position) -> None:
        """Michie's rule, for every pick MENACE made in a game that ended at ``final``."""
        outcome = "draw" if final.winner is None else "win" if final.winner == self.player else "loss"
        for position, pick in played:
            if len(position.free) == 1:
                continue
            key, g = self._canonical(position)
            box = self.boxes[key]
            box[g[pick]] = max(0, box[g[pick]] + REWARD[outcome])

    def to_json(self) -> str:
        """The boxes as JSON text, for a file."""
        boxes = [
            {"x": list(x), "o": list(o), "beads": [{"pick": n, "bead_count": c} for n, c in sorted(box.items())]}
            for (x, o), box in sorted(self.boxes.items())
        ]
        return (
            json.dumps(
                {
                    "format": FORMAT,
                    "version": 1,
                    "player": self.player,
                    "rules": rules_json(self.rules),
                    "boxes": boxes,
                },
                indent=1,
            )
            + "\n"
        )

    @classmethod
    def from_json(cls, text: str, rules: Rules = PICK_FIFTEEN) -> Menace:
        """MENACE with the boxes saved in ``text``, for ``rules``; MenaceError with the reason if they are not
        its boxes for this game."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise MenaceError(said.not_json()) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise MenaceError(said.not_boxes(FORMAT))
        player = data.get("player")
        if data.get("version") != 1:
            raise MenaceError(said.other_version())
        if player not in ("X", "O") or data.get("rules") != rules_json(rules):
            raise MenaceError(said.not_for_game(str(rules)))
        try:
            menace = cls(rules, player)
        except RulesError as error:
            raise MenaceError(str(error)) from None
        boxes = data.get("boxes")
        if not isinstance(boxes, list) or len(boxes) != len(menace.boxes):
            raise MenaceError(said.box_count(len(menace.boxes), player))
        seen: set[Key] = set()
        for box in boxes:
            try:
                key = (tuple(box["x"]), tuple(box["o"]))
                beads = {entry["pick"]: entry["bead_count"] for entry in box["beads"]}
                if len(beads) != len(box["beads"]) or key in seen:
                    raise MenaceError(said.box_twice(str(key)))
                seen.add(key)
            except (TypeError, KeyError):
                raise MenaceError(said.box_shape()) from None
            if key not in menace.boxes or set(beads) != set(menace.boxes[key]):
                raise MenaceError(said.not_a_box(str(key)))
            if not all(type(c) is int and 0 <= c <= 1_000_000 for c in beads.values()):
                raise MenaceError(said.bead_counts())
            menace.boxes[key] = beads
        return menace
