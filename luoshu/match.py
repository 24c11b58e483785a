"""A game in progress: who plays which side, the computer's level, and the picks so far.

Glossary:
    seat      who plays a side: ``"human"`` or ``"computer"``.
    mode      how the game is shown and entered: ``"fifteen"`` (numbers) or ``"grid"`` (cells).
    save      a game as JSON text; the picks are numbers 1-9, so a save loads into either mode.

No I/O here: the command line and the window read and write the text.

>>> game = Game(x="human", o="computer")
>>> game.pick(5)
>>> game.computer_to_move, game.picks
(True, [5])
>>> game.pick(1); game.undo()
[5, 1]
>>> print(game.to_json(), end="")
{
  "format": "luoshu",
  "version": 1,
  "mode": "fifteen",
  "x": "human",
  "o": "computer",
  "level": "perfect",
  "picks": []
}
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Literal, cast, get_args

from .rules import Player, Position
from .solver import LEVELS, Level, choose_move

__all__ = ["FORMAT", "MODES", "SEATS", "VERSION", "Game", "Mode", "SaveFileError", "Seat"]

Seat = Literal["human", "computer"]
Mode = Literal["fifteen", "grid"]
SEATS: tuple[Seat, ...] = get_args(Seat)
MODES: tuple[Mode, ...] = get_args(Mode)
FORMAT = "luoshu"
VERSION = 1


class SaveFileError(ValueError):
    """Raised for save text that is not a game luoshu wrote: damaged, truncated or made up."""


@dataclass
class Game:
    """A game of Pick Fifteen between two seats; the position is derived from the picks."""

    x: Seat = "human"
    o: Seat = "computer"
    level: Level = "perfect"
    mode: Mode = "fifteen"
    picks: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._position = Position.from_moves(self.picks)

    @property
    def position(self) -> Position:
        """The position the picks reach."""
        return self._position

    def seat(self, player: Player) -> Seat:
        """Who plays ``player``."""
        return self.x if player == "X" else self.o

    @property
    def computer_to_move(self) -> bool:
        """Whether the game goes on and the computer picks next."""
        return not self._position.is_over and self.seat(self._position.to_move) == "computer"

    def pick(self, number: int) -> None:
        """Play ``number`` for the side to move; raises IllegalMoveError and changes nothing if illegal."""
        self._position = self._position.play(number)
        self.picks.append(number)

    def computer_pick(self, rng: random.Random) -> int:
        """Let the computer pick at its level; returns the number picked."""
        number = choose_move(self._position, self.level, rng)
        self.pick(number)
        return number

    def undo(self) -> list[int]:
        """Take back the last human pick and the computer's replies after it; returns them in order.

        Between two humans this takes back one pick. With no human pick to take back it returns [].

        >>> game = Game(x="computer", o="human", picks=[5])
        >>> game.undo()
        []
        """
        human_picks = [i for i, _ in enumerate(self.picks) if self.seat("X" if i % 2 == 0 else "O") == "human"]
        if not human_picks:
            return []
        start = human_picks[-1]
        taken, self.picks = self.picks[start:], self.picks[:start]
        self._position = Position.from_moves(self.picks)
        return taken

    def to_json(self) -> str:
        """The save text: stable, so that saving a loaded game gives the same text."""
        fields = {
            "format": FORMAT,
            "version": VERSION,
            "mode": self.mode,
            "x": self.x,
            "o": self.o,
            "level": self.level,
            "picks": self.picks,
        }
        return json.dumps(fields, indent=2) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Game:
        """A game from save text, checked in every part.

        >>> Game.from_json('{"format": "luoshu", "version": 2}')
        Traceback (most recent call last):
        ...
        luoshu.match.SaveFileError: version 2 is not supported (this luoshu reads version 1)
        """
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise SaveFileError("not a luoshu save file: it is not valid JSON") from error
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFileError('not a luoshu save file: it has no "format": "luoshu"')
        if data.get("version") != VERSION:
            raise SaveFileError(f"version {data.get('version')!r} is not supported (this luoshu reads version 1)")
        expected = {"format", "version", "mode", "x", "o", "level", "picks"}
        if set(data) != expected:
            missing, extra = sorted(expected - set(data)), sorted(set(data) - expected)
            raise SaveFileError(
                "; ".join(
                    [f"missing {', '.join(missing)}"] * bool(missing) + [f"unknown {', '.join(extra)}"] * bool(extra)
                )
            )
        mode = _one_of(data, "mode", MODES)
        x, o = _one_of(data, "x", SEATS), _one_of(data, "o", SEATS)
        if x == o == "computer":
            raise SaveFileError("both sides are the computer: someone has to play")
        level = _one_of(data, "level", LEVELS)
        picks = data["picks"]
        if not isinstance(picks, list) or not all(type(n) is int for n in picks):
            raise SaveFileError("picks must be a list of whole numbers 1-9")
        try:
            return cls(x=x, o=o, level=level, mode=mode, picks=list(picks))
        except ValueError as error:
            raise SaveFileError(f"the picks are not a legal game: {error}") from error


def _one_of(data: dict[str, Any], key: str, allowed: tuple[str, ...]) -> Any:
    value = data[key]
    if value not in allowed:
        raise SaveFileError(f"{key} is {value!r}, not one of {', '.join(allowed)}")
    return cast(str, value)
