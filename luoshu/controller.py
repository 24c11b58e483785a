"""What the window shows and does, without the window: a game against the computer, in both views at once.

The controller holds the game; the window only draws what the controller says and forwards clicks and
keys to it, so everything here is tested without a screen.

>>> table = Controller(first="human", level="perfect", seed=1)
>>> table.pick_cell("B2")
True
>>> table.computer_to_move
True
>>> table.reply() in (2, 4, 6, 8)  # a corner: anything else loses
True
>>> table.mark(5), table.status
('X', 'Your turn (X): pick a number or a cell.')
"""

from __future__ import annotations

import random

from .grid import cell_of, line_of, number_at
from .match import Game, Seat
from .rules import IllegalMoveError, Player, winning_triple
from .solver import Level, Verdict, analyse

__all__ = ["Controller"]


class Controller:
    """A game of Pick Fifteen between a person and the computer, seen as numbers and as the grid."""

    def __init__(self, first: Seat = "human", level: Level = "perfect", seed: int | None = None) -> None:
        self.first: Seat = first
        self.level: Level = level
        self.rng = random.Random(seed)
        self.hints: dict[int, Verdict] = {}
        self.game = self._new_game()

    def _new_game(self) -> Game:
        x: Seat = "human" if self.first == "human" else "computer"
        o: Seat = "computer" if x == "human" else "human"
        return Game(x=x, o=o, level=self.level)

    def new_game(self, first: Seat | None = None, level: Level | None = None) -> None:
        """Start again, optionally with the other side first or at another level."""
        self.first = first or self.first
        self.level = level or self.level
        self.hints = {}
        self.game = self._new_game()

    def set_level(self, level: Level) -> None:
        """Change how the computer plays, from its next move on."""
        self.level = level
        self.game.level = level

    @property
    def over(self) -> bool:
        return self.game.position.is_over

    @property
    def computer_to_move(self) -> bool:
        return self.game.computer_to_move

    @property
    def human_to_move(self) -> bool:
        return not self.over and not self.computer_to_move

    def pick(self, number: int) -> bool:
        """The person picks ``number``: True if it was played, False if it is not theirs to pick now."""
        if not self.human_to_move:
            return False
        try:
            self.game.pick(number)
        except IllegalMoveError:
            return False
        self.hints = {}
        return True

    def pick_cell(self, cell: str) -> bool:
        """The person clicks a cell of the grid: the same as picking its number."""
        return self.pick(number_at(cell))

    def reply(self) -> int | None:
        """The computer's move, if it is the computer's turn; returns the number it picked."""
        if not self.computer_to_move:
            return None
        self.hints = {}
        return self.game.computer_pick(self.rng)

    def undo(self) -> list[int]:
        """Take back the person's last move and the computer's reply; returns what was taken back."""
        taken = self.game.undo()
        if taken:
            self.hints = {}
        return taken

    def show_hints(self) -> dict[int, Verdict]:
        """Every free number's verdict for the player to move, for colouring the free cells and tiles."""
        self.hints = analyse(self.game.position) if self.human_to_move else {}
        return self.hints

    def mark(self, number: int) -> Player | None:
        """Who holds ``number``, if anyone."""
        position = self.game.position
        return "X" if number in position.x else "O" if number in position.o else None

    @property
    def winning_numbers(self) -> tuple[int, int, int] | None:
        """The winner's triple, ascending, once someone has won."""
        winner = self.game.position.winner
        return winning_triple(self.game.position.numbers_of(winner)) if winner else None

    @property
    def status(self) -> str:
        """One line: whose turn it is, or the result."""
        position = self.game.position
        triple = self.winning_numbers
        if triple is not None:
            who = "You win" if self.game.seat(position.winner or "X") == "human" else "The computer wins"
            cells = " ".join(sorted(cell_of(n) for n in triple))
            return f"{who}: {' + '.join(map(str, triple))} = 15, {line_of(triple)} ({cells})."
        if position.is_over:
            return "Draw: all nine are taken and nobody holds three that sum to 15."
        if self.computer_to_move:
            return f"The computer ({position.to_move}, {self.game.level}) is thinking..."
        return f"Your turn ({position.to_move}): pick a number or a cell."
