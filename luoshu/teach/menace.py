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
>>> Menace(Rules(numbers=10))
Traceback (most recent call last):
...
luoshu.teach.menace.MenaceError: MENACE plays games of up to 9 numbers: a box for each position is too many
>>> Menace.from_json(menace.to_json(), Rules(target=14))
Traceback (most recent call last):
...
luoshu.teach.menace.MenaceError: its boxes are not for 3 of 1-9 summing to 14
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..rules import PICK_FIFTEEN, Player, Position, Rules, RulesError, reachable_positions
from ..search.symmetry import symmetries_within
from ..views.dresses.dress import DRESSES, Dress
from ..views.vocabulary import rules_json
from ..views.widths import rjust, table
from ..views.wrapping import fitted
from ..words.language import _, pgettext
from ..words.terms import listed

__all__ = [
    "BEADS",
    "LARGEST",
    "TRAINING_DRESSES",
    "Curve",
    "Menace",
    "MenaceError",
    "is_menace_boxes",
    "menace_json",
    "menace_text",
]

Key = tuple[tuple[int, ...], tuple[int, ...]]
Curve = Sequence[tuple[int, int, int, int]]
"""A learning curve: for each block of games, the games played by its end, and the block's wins, draws and losses."""
BEADS = (4, 3, 2, 1)
"""Beads of each free number in a box before MENACE's 1st, 2nd, 3rd and later picks."""
REWARD = {"win": 3, "draw": 1, "loss": -1}
LARGEST = 9
"""The most numbers of a game MENACE plays: a box for every class of positions is a box per position beyond."""
FORMAT = "luoshu-menace"
TRAINING_DRESSES = tuple(name for name in DRESSES if name != "sets")
"""The dresses MENACE's first box may be named in: every one but a --sets game's own.

>>> TRAINING_DRESSES[:2]
('fifteen', 'grid')
"""


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
            raise MenaceError(
                _("MENACE plays games of up to {largest} numbers: a box for each position is too many").format(
                    largest=LARGEST
                )
            )
        self.rules, self.player = rules, player
        self._group = symmetries_within(rules, 10_000) or (tuple(range(rules.numbers + 1)),)
        self.boxes: dict[Key, dict[int, int]] = {}
        for position in reachable_positions(rules):
            if position.is_over or position.to_move != player or len(position.free) < 2:
                continue  # a finished position, the other side's turn, or a forced pick: no box
            key, _symmetry = self._canonical(position)
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
        key, _symmetry = self._canonical(position)
        try:
            return self.boxes[key]
        except KeyError:
            raise MenaceError(
                _("MENACE has no box for {position}: it plays {player}").format(
                    position=str(position), player=self.player
                )
            ) from None

    def choose(self, position: Position, rng: random.Random) -> int:
        """A bead drawn at random from the position's box, as a free number of ``position``; a forced pick
        (one free number) needs no box."""
        if len(position.free) == 1:
            return next(iter(position.free))
        key, g = self._canonical(position)
        box = self.boxes.get(key)
        if box is None:
            raise MenaceError(
                _("MENACE has no box for {position}: it plays {player}").format(
                    position=str(position), player=self.player
                )
            )
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
            raise MenaceError(_("it is not JSON text")) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise MenaceError(_('it is not MENACE\'s boxes (no "format": "{format}")').format(format=FORMAT))
        player = data.get("player")
        if data.get("version") != 1:
            raise MenaceError(_("its boxes are of another version of luoshu's"))
        if player not in ("X", "O") or data.get("rules") != rules_json(rules):
            raise MenaceError(_("its boxes are not for {rules}").format(rules=str(rules)))
        try:
            menace = cls(rules, player)
        except RulesError as error:
            raise MenaceError(str(error)) from None
        boxes = data.get("boxes")
        if not isinstance(boxes, list) or len(boxes) != len(menace.boxes):
            raise MenaceError(
                _("it has not the {count} boxes of MENACE as {player}").format(count=len(menace.boxes), player=player)
            )
        seen: set[Key] = set()
        for box in boxes:
            try:
                key = (tuple(box["x"]), tuple(box["o"]))
                beads = {entry["pick"]: entry["bead_count"] for entry in box["beads"]}
                if len(beads) != len(box["beads"]) or key in seen:
                    raise MenaceError(_("box {box} is listed twice, or a number twice in it").format(box=str(key)))
                seen.add(key)
            except (TypeError, KeyError):
                raise MenaceError(
                    _('a box is {"x", "o", "beads": [{"pick", "bead_count"}]}')
                ) from None  # never formatted
            if key not in menace.boxes or set(beads) != set(menace.boxes[key]):
                raise MenaceError(
                    _("box {box} is not one of MENACE's, or its beads are not its free numbers").format(box=str(key))
                )
            if not all(type(c) is int and 0 <= c <= 1_000_000 for c in beads.values()):
                raise MenaceError(_("a box's bead counts are whole numbers from 0"))
            menace.boxes[key] = beads
        return menace


def menace_json(learner: Menace, games: int, curve: Curve, failures: Iterable[str]) -> dict[str, Any]:
    """A run of training as JSON (``luoshu menace --json``): its boxes, games and curve, and why its opponent
    failed, if it did."""
    return {
        "box_count": len(learner.boxes),
        "failures": sorted(failures),
        "game_count": games,
        "curve": [{"game_count": n, "win_count": w, "draw_count": d, "loss_count": lost} for n, w, d, lost in curve],
    }


def menace_text(
    learner: Menace, games: int, curve: Curve, failures: Mapping[str, int], against: str, dress: Dress
) -> str:
    """A run of training as the terminal shows it: what was trained against whom (``against``, named for a
    person), its opponent's failures, the learning curve as a table, and, as X, its first box named in ``dress``."""
    side = learner.player
    lines = [
        fitted(
            _("MENACE as {side}: {boxes} boxes, trained {games:,} games against {against}.").format(
                side=side, boxes=len(learner.boxes), games=games, against=against
            )
        )
    ]
    for reason, count in failures.items():
        lines.append(
            fitted(
                _("Its opponent failed {count} of the games, which teach it nothing: {reason}").format(
                    count=count, reason=reason
                )
            )
        )
    # The heads of the learning curve's columns: a tally of each block's games, as a tally says them (胜、平、负 in
    # Chinese, where a verdict says 平局), right-aligned in display columns (a Chinese head is two columns a
    # character), as wide as they were in English.
    # Translators: the heads of a tally's columns, each over a count of games: a tally says 胜、平、负 / 勝、平、負.
    heads = [_("games"), pgettext("a tally", "won"), pgettext("a tally", "drawn"), pgettext("a tally", "lost")]
    rows = [heads, *([f"{n:,}", f"{w:,}", f"{d:,}", f"{lost:,}"] for n, w, d, lost in curve)]
    lines += table([[rjust(cell, 8 if i == 0 else 6) for i, cell in enumerate(row)] for row in rows], range(4), 1)
    if side == "X":
        beads = learner.box_of(Position(rules=learner.rules))
        named = _beads_listed((dress.item(n), c) for n, c in sorted(beads.items(), key=lambda kv: -kv[1]))
        lines.append(
            fitted(_("Its first box (the empty board), beads of each first pick: {beads}").format(beads=named))
        )
    return "\n".join(lines)


def _beads_listed(counts: Iterable[tuple[str, int]]) -> str:
    """Each first pick (its name in the dress) with its count of beads, in the order given, listed as the language
    lists, a count with its thousands separated as the tables above it write them: "5 has 2,168, 2 has 69".

    >>> _beads_listed([("5", 2168), ("2", 69)])
    '5 has 2,168, 2 has 69'
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     _beads_listed([("5", 2168), ("大街", 69)])
    '5 有 2,168 颗、大街有 69 颗'
    """
    # Translators: a first pick ({item}) and how many beads of it MENACE's first box holds ({count}): "5 有 2,168 颗".
    return listed(_("{item} has {count:,}").format(item=item, count=count) for item, count in counts)
