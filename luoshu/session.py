"""A game in progress, for any front end: who sits where, the picks, undo, hints, the result, save and load.

Glossary:
    seat    who plays a side: ``"human"`` or ``"computer"``.
    dress   how the game is shown and typed: the numbers, or the cells of the Luo Shu (``luoshu.dress``).
    view    what the terminal shows: the numbers, the grid, or both side by side.
    save    a game as JSON text; the picks are numbers, so a save loads in any dress.

The terminal and the window both drive one ``Session``; neither keeps game state of its own. Nothing here
reads keys or draws: methods return values and sentences, and refusals are errors whose messages are the
reason to show.

>>> game = Session(seed=1)
>>> game.pick(5)
>>> game.computer_to_move, game.picks
(True, (5,))
>>> game.computer_pick() in (2, 4, 6, 8)  # a corner: anything else loses
True
>>> game.undo()[0], game.picks
(5, ())
>>> game.enter("5 5").text
'One move at a time: type a number 1-9.'
"""

from __future__ import annotations

import json
import random
import shlex
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, Literal, get_args

from . import savefile
from .boards import disguise_board, reveal_grid
from .disguise import GameSpecError, Kind, nine_game
from .dress import DISGUISES, DRESSES, Dress, disguise_dress, dress_for
from .explain import cost_of, explain, explanation_text
from .grid import LUO_SHU, cell_of, line_of
from .grid_fit import on_grid
from .players import LEVELS, SEATS, Level, Seat, check_seats, choose_move, quick_move
from .record import RecordError
from .rules import PICK_FIFTEEN, IllegalMoveError, Player, Position, Rules, RulesError
from .solver import SearchBudgetError, Verdict, analyse, best_moves, forget
from .strategy import rule_of
from .text import (
    Style,
    holdings,
    plain,
    render,
    render_numbers,
    render_verdicts,
    result_sentence,
    rules_sentence,
    side_by_side,
    sum_text,
)

__all__ = [
    "FORMAT",
    "SEATS",
    "VERSION",
    "VIEWS",
    "MoveRefused",
    "Reply",
    "SaveFileError",
    "Seat",
    "Session",
    "View",
]

View = Literal["numbers", "grid", "both"]
VIEWS: tuple[View, ...] = get_args(View)
FORMAT = "luoshu"
VERSION = 2
"""The save format written: version 2 adds the rules; Pick Fifteen saves are still written as version 1."""
COMPUTER_BUDGET = 1_000_000
"""How many positions the computer's search may keep for one move (about 150 MB) before it plays by rule of
thumb instead: enough for the order-5 game, not for giants such as 12 of 1-25."""
ALIASES = {"?": "help", "h": "help", "q": "quit", "exit": "quit", "u": "undo"}
COMMANDS = ("hint", "undo", "save", "help", "quit", "why")


class MoveRefused(ValueError):
    """A pick the session will not play now: not your turn, taken, not a number, the game is over."""


class SaveFileError(ValueError):
    """Save text that is not a game luoshu wrote: damaged, truncated or made up."""


@dataclass(frozen=True)
class Reply:
    """What the session says back to a typed line.

    ``confirm`` is a yes-or-no question to put to the player; if they say yes, ``save(path, replace=True)``.
    """

    text: str = ""
    quit: bool = False
    confirm: str | None = None
    path: str | None = None


class Session:
    """A game of the number game between two seats, in one dress."""

    def __init__(
        self,
        x: Seat = "human",
        o: Seat = "computer",
        level: Level = "perfect",
        rules: Rules = PICK_FIFTEEN,
        dress: str | Dress = "fifteen",
        view: View | None = None,
        seed: int | None = None,
        picks: tuple[int, ...] | list[int] = (),
    ) -> None:
        self._x, self._o = check_seats(x, o)
        self._level: Level = "perfect"
        self.set_level(level)
        self._dress = dress if isinstance(dress, Dress) else dress_for(dress, rules)
        self._rules = rules
        self._view: View = "numbers"
        self.set_view(view or ("grid" if self._dress.name == "grid" else "numbers"))
        self._rng = random.Random(seed)
        self._picks: list[int] = []
        self._position = Position(rules=rules)
        self._hints: dict[int, Verdict] | None = None
        self._outran = False
        for number in picks:
            self._play(number)

    # The state, read-only from outside: change it through the methods below.

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def dress(self) -> Dress:
        return self._dress

    @property
    def view(self) -> View:
        return self._view

    @property
    def level(self) -> Level:
        return self._level

    @property
    def picks(self) -> tuple[int, ...]:
        """The picks so far, in order, as numbers."""
        return tuple(self._picks)

    @property
    def position(self) -> Position:
        return self._position

    def seat(self, player: Player) -> Seat:
        """Who plays ``player``."""
        return self._x if player == "X" else self._o

    @property
    def last(self) -> int | None:
        """The last number picked, if any."""
        return self._picks[-1] if self._picks else None

    @property
    def over(self) -> bool:
        return self._position.is_over

    @property
    def computer_to_move(self) -> bool:
        """Whether the game goes on and the computer picks next."""
        return not self.over and self.seat(self._position.to_move) == "computer"

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.seat(self._position.to_move) == "human"

    @property
    def against_computer(self) -> bool:
        """Whether one person plays the computer (rather than two people each other)."""
        return "computer" in (self._x, self._o)

    def set_level(self, level: str) -> None:
        """How the computer plays, from its next move on."""
        if level not in LEVELS:
            raise ValueError(f"{level!r} is not a level: {', '.join(LEVELS)}")
        self._level = next(name for name in LEVELS if name == level)

    def set_view(self, view: str) -> None:
        """What the terminal shows: the numbers, the grid or both. The grid needs a game played on 1-9."""
        if view not in VIEWS:
            raise ValueError(f"{view!r} is not a view: {', '.join(VIEWS)}")
        if view != "numbers":
            dress_for("grid", self._rules)  # raises with the reason if the game has no grid
        self._view = next(name for name in VIEWS if name == view)

    # Moves

    def _play(self, number: int) -> None:
        self._position = self._position.play(number)
        self._picks.append(number)
        self._hints = None

    def pick(self, number: int) -> None:
        """The person to move picks ``number``; MoveRefused with the reason, changing nothing, if they cannot."""
        if self.over:
            raise MoveRefused(f"The game is over. {self.result_sentences()[0]}")
        if self.computer_to_move:
            raise MoveRefused("It is the computer's turn.")
        holder = self._position.holder(number) if isinstance(number, int) else None
        if holder is not None:
            raise MoveRefused(f"{self._dress.item(number)} is taken by {holder}; choose a free one.")
        try:
            self._play(number)
        except IllegalMoveError as error:
            raise MoveRefused(f"{str(error)[:1].upper()}{str(error)[1:]}.") from None

    def computer_choice(self, position: Position | None = None) -> int:
        """The computer's pick at its level for ``position`` (default: the game's), not yet played: a front end
        may think in the background, then hand the pick to ``computer_pick``. A game too big to search within
        ``COMPUTER_BUDGET`` positions gets a pick by rule of thumb (``outran`` says so), and the search's memory
        is let go."""
        position = position or self._position
        if position == self._position and not self.computer_to_move:
            raise MoveRefused("It is not the computer's turn.")
        try:
            return choose_move(position, self._level, self._rng, COMPUTER_BUDGET)
        except SearchBudgetError:
            forget(self._rules)
            self._outran = True
            return quick_move(position, self._rng)

    def computer_pick(self, number: int | None = None) -> int:
        """Let the computer pick at its level, or play the pick ``computer_choice`` made for this position;
        returns the number picked."""
        if not self.computer_to_move:
            raise MoveRefused("It is not the computer's turn.")
        if number is None:
            number = self.computer_choice()
        self._play(number)
        return number

    @property
    def outran(self) -> bool:
        """Whether the computer has had to play by rule of thumb this game, the game being too big to search."""
        return self._outran

    def undo(self) -> list[int]:
        """Take back the last human pick and the computer's replies after it; returns them in order.

        Between two people this takes back one pick. With no human pick to take back it returns [].
        """
        human = [i for i in range(len(self._picks)) if self.seat("X" if i % 2 == 0 else "O") == "human"]
        if not human:
            return []
        start = human[-1]
        taken, kept = self._picks[start:], self._picks[:start]
        self._picks, self._position, self._hints = [], Position(rules=self._rules), None
        for number in kept:
            self._play(number)
        return taken

    def new_game(self, x: Seat | None = None, o: Seat | None = None) -> None:
        """Start again with the same rules, level and dress, optionally with other seats."""
        self._x, self._o = check_seats(x or self._x, o or self._o)
        self._picks, self._position, self._hints = [], Position(rules=self._rules), None
        self._outran = False

    def hints(self) -> dict[int, Verdict]:
        """Every free number's verdict for the player to move (found once per position)."""
        if self._hints is None:
            self._hints = analyse(self._position)
        return self._hints

    def best(self) -> list[int]:
        """The best picks for the player to move."""
        return best_moves(self._position)

    # Words: every sentence the front ends show about the game, written once.

    def name(self, number: int) -> str:
        """A move in the terms of this dress and view: what is typed first, the other view after it."""
        item = self._dress.item(number)
        if self._dress.disguise:
            return item  # a disguise keeps its numbers to itself until the end
        if self._dress.noun == "cell":
            return item if self._view == "grid" else f"{item} ({number})"
        return item if self._view == "numbers" else f"{item} ({cell_of(number)})"

    def seat_words(self, player: Player) -> str:
        """Who plays a side, as the other seat would say it: you, player X, or the computer."""
        if self.seat(player) == "human":
            return "you" if self.against_computer else f"player {player}"
        return f"the computer ({self._level})"

    def rule_sentence(self) -> str:
        return self._dress.rule or rules_sentence(self._rules)

    def introduction(self) -> str:
        """Which game, who plays which side, and the rules."""
        if not self.against_computer:
            return f"{self._dress.title}: two players, X and O, take turns; X moves first.\n{self.rule_sentence()}"
        return (
            f"{self._dress.title}: X is {self.seat_words('X')}, O is {self.seat_words('O')}. X moves first.\n"
            f"{self.rule_sentence()}"
        )

    def whose_turn(self) -> str:
        """ "Your turn (X)", or between two people "X's turn"."""
        player = self._position.to_move
        return f"Your turn ({player})" if self.against_computer else f"{player}'s turn"

    def turn_line(self) -> str:
        """Whose turn it is and what is free, in the dress's names."""
        gap = ", " if self._dress.spaced else " "
        free = gap.join(self._dress.item(n) for n in self._dress.sorted_numbers if n in self._position.free)
        return f"{self.whose_turn()}. Free: {free}"

    def prompt(self) -> str:
        return "Your move" if self.against_computer else f"{self._position.to_move}'s move"

    def what_to_type(self) -> str:
        if self._dress.noun == "number":
            return f"a number 1-{self._rules.numbers}"
        return "a cell such as B2" if self._dress.noun == "cell" else f"a free {self._dress.noun}"

    def announce(self, number: int) -> str:
        """The computer's move, in words."""
        player = self._position.holder(number)
        said = f"The computer ({player}) {self._dress.verb} {self.name(number)}."
        if self._outran:
            said += f" (By rule of thumb: this game is too big to search within {COMPUTER_BUDGET:,} positions.)"
        return said

    def status(self) -> str:
        """One line for a status bar: whose turn it is, or the result."""
        if self.over:
            return " ".join(self.result_sentences())
        if self.computer_to_move:
            return f"The computer ({self._position.to_move}, {self._level}) is thinking..."
        return f"{self.whose_turn()}: {self._dress.verb.removesuffix('s')} {self.what_to_type()}."

    def last_move_sentence(self) -> str | None:
        """The last move, said after it: "The computer (O) took 8 (C1).", "X picked 3." None before any."""
        if self.last is None:
            return None
        player = self._position.holder(self.last)
        assert player is not None
        who = f"The computer ({player})" if self.seat(player) == "computer" else player
        if self.seat(player) == "human" and self.against_computer:
            who = f"You ({player})"
        past = {"picks": "picked", "takes": "took", "claims": "claimed"}[self._dress.verb]
        return f"{who} {past} {self.name(self.last)}."

    def result_sentences(self) -> list[str]:
        """The result: who made which set (and in which line, on the grid, or in the disguise's words), who
        that makes the winner, and against the computer whether you won."""
        position = self._position
        made = position.completed
        what = None
        if made is not None and self._dress.noun == "cell":
            what = f"{sum_text(made, self._rules.target)} ({line_of(made)}: {' '.join(sorted(map(cell_of, made)))})"
        elif made is not None and self._dress.disguise:
            items = ", ".join(sorted(self._dress.item(n) for n in made))
            words = self._dress.set_words(made) or items
            what = words if items in words else f"{words} ({items})"  # a plain set is already its items
        said = result_sentence(position, what)
        if said is None:
            return ["The game goes on."]
        lines = [said]
        if self.against_computer and position.winner is not None:
            lines.append("You win!" if self.seat(position.winner) == "human" else "The computer wins.")
        return lines

    def board(self, style: Style = plain) -> str:
        """The position in this view, with the last move marked and the set that ended the game."""
        position, last, made = self._position, self.last, self._position.completed or ()
        if self._dress.disguise:
            board = disguise_board(self._dress, position, last, style)
            if self._view == "numbers":
                return board
            return side_by_side([board, render(position, highlight=made, style=style, last=last)], gap=4)
        numbers = render_numbers(position, style=style, last=last, highlight=made) + "\n" + holdings(position)
        if self._view == "numbers":
            return numbers
        label: Literal["cell", "number"] = "cell" if self._dress.noun == "cell" else "number"
        grid = render(position, label=label, highlight=made, style=style, last=last)
        if self._view == "grid":
            return grid
        # The numbers sit level with the grid's second line, beside its middle.
        return side_by_side([grid, "\n" + numbers], width=lambda line: len(_unstyled(line)))

    def reveal(self, style: Style = plain) -> str:
        """After a game played as numbers that is tic-tac-toe, the same game on the Luo Shu; else nothing."""
        if self._dress.noun == "cell" or not on_grid(self._rules):
            return ""
        position = self._position
        if self._dress.disguise:
            kind = "misère tic-tac-toe" if self._rules.misere else "tic-tac-toe"
            picks = " ".join(f"{self._dress.item(n)} ({n})" for n in self._picks)
            grid = render(position, highlight=position.completed or (), style=style, last=self.last)
            return (
                f"The disguise: each {self._dress.noun} stands for a number 1-9, and the {self._dress.noun}s of every "
                f"winning set are three numbers that sum to 15. Laid out on the Luo Shu:\n"
                f"{reveal_grid(self._dress, LUO_SHU)}\n"
                f"Your game, as numbers: {' '.join(map(str, self._picks)) or 'no picks'} - that is {picks}.\n"
                f"It was {kind}:\n{grid}"
            )
        grid = render(position, highlight=position.completed or (), style=style, last=self.last)
        square = "\n".join("    " + " ".join(map(str, row)) for row in LUO_SHU)
        kind = "misère tic-tac-toe" if self._rules.misere else "tic-tac-toe"
        return (
            f"The disguise: write 1-9 into the Luo Shu magic square,\n{square}\n"
            f"and every three numbers that sum to 15 form a line. Your game was {kind}:\n{grid}\n"
            f"Picks {' '.join(map(str, self._picks))} are the cells {' '.join(cell_of(n) for n in self._picks)}."
        )

    def hint_text(self) -> str:
        """Every free move with its verdict, and what each costs against the best (GAMESMAN-style)."""
        if self.over:
            return "The game is over."
        verdicts = self.hints()
        top = max(verdicts.values())
        # What a pick costs, as GAMESMAN shows it: how many plies sooner (or later) the game ends than after the best.
        notes = {n: _plies(v.plies - top.plies) for n, v in verdicts.items() if cost_of(v, top) is not None}
        best = {n for n in verdicts if n not in notes}
        if len(best) == len(verdicts):
            best = set()  # every move is as good as any other: nothing to point at
        order: Callable[[int], str | int] = int if self._dress.noun == "number" else self._dress.item
        # The rule of the strategy (explore strategy) that each best move follows.
        rules = {n: rule for n in best if (rule := rule_of(self._position, n)) is not None}
        why_best = {n: f"rule {rule.number}, {rule.name}" for n, rule in rules.items()}
        return render_verdicts(verdicts, best, name=self.name, order=order, notes=notes, why_best=why_best)

    def why(self, token: str | None = None) -> str:
        """Explain the last pick (whoever made it), or with ``token`` what picking that move now would do."""
        if token is None:
            if not self._picks:
                return "Nothing has been picked yet: type why N to see what picking N would do."
            before = Position.from_moves(self._picks[:-1], self._rules)
            return explanation_text(explain(before, self._picks[-1]), self._dress)
        if self.over:
            return "The game is over: there is no pick to explain."
        try:
            number = self._dress.number(token)
            if self._position.holder(number) is not None:
                return f"{self._dress.item(number)} is taken by {self._position.holder(number)}."
            return explanation_text(explain(self._position, number), self._dress)
        except RecordError as error:
            return f"{error}."

    def _example(self) -> str:
        return {"number": "N", "cell": "B2"}.get(self._dress.noun, self._dress.noun.upper())

    def help_text(self) -> str:
        undo = (
            "take back your last move (and the computer's reply)"
            if self.against_computer
            else "take back the last move"
        )
        return (
            f"Type {self.what_to_type()} to {self._dress.verb.removesuffix('s')} it, or a command:\n"
            "  hint        every free move with its verdict under perfect play, and what it costs\n"
            "  why         why the last move was good or bad, and the line that follows it\n"
            f"  why {self._example():<7} what {self._dress.verb.removesuffix('s')}ing that now would do\n"
            f"  undo, u     {undo}\n"
            "  save FILE   save the game as JSON, to go on later with --load FILE\n"
            "  help, h, ?  this list\n"
            "  quit, q     stop playing"
        )

    # Typed lines: the terminal hands each line to the session and prints what comes back.

    def enter(self, line: str) -> Reply:
        """Do what a typed line asks: a move or a command. Never raises for what a person can type."""
        words = line.split()
        if not words:
            return Reply(f"Type {self.what_to_type()}, or help for the commands.")
        command = ALIASES.get(words[0].lower(), words[0].lower())
        if command == "save":
            return self._save_command(line.strip()[len(words[0]) :].strip())
        if command == "why":
            if len(words) > 2 and not self._dress.spaced:
                return Reply("why takes one move.")
            return Reply(self.why(" ".join(words[1:]) or None))
        if command in COMMANDS:
            if len(words) > 1:
                return Reply(f"{command} takes nothing after it.")
            if command == "hint":
                return Reply(self.hint_text())
            if command == "undo":
                taken = self.undo()
                return Reply(f"Took back {' '.join(self.name(n) for n in taken)}." if taken else "Nothing to undo yet.")
            if command == "help":
                return Reply(self.help_text())
            return Reply("Game over: you quit.", quit=True)
        if len(words) > 1 and not self._dress.spaced:
            return Reply(f"One move at a time: type {self.what_to_type()}.")
        token = " ".join(words)
        try:
            number = self._dress.number(token)
            self.pick(number)
        except RecordError as error:
            return Reply(self._why_unreadable(token, str(error)))
        except MoveRefused as error:
            return Reply(str(error))
        return Reply()

    def _why_unreadable(self, token: str, reason: str) -> str:
        if self._dress.noun == "cell" and token.isascii() and token.isdigit():
            return f"{reason}: this is the grid game, name a cell such as B2."
        if token.isalpha() and self._dress.noun == "number":
            return f"{reason} or a command (type help)."
        return f"{reason}."

    def _save_command(self, path: str, replace: bool = False) -> Reply:
        if not path:
            return Reply("Say where to save: save FILE")
        asked: list[str] = []  # why the file is not simply replaced, if the saver had to ask

        def ask(reason: str) -> bool:
            asked.append(reason)
            return replace

        try:
            self.save(path, replace=ask)
        except savefile.SaveError as error:
            if asked and not replace:
                return Reply(f"{error}.", confirm=f"{asked[0]}. Replace it?", path=path)
            return Reply(f"Could not save: {error}. The game goes on.")
        mode = f"{self._dress.name} " if self._dress.name in ("fifteen", "grid", "jam") else ""
        return Reply(f"Saved to {path}. Resume with: luoshu play {mode}--load {shlex.quote(path)}")

    def save_over(self, path: str) -> Reply:
        """Save after the player said yes to replacing a file that is not a luoshu save."""
        return self._save_command(path, replace=True)

    # Saves

    def to_json(self) -> str:
        """The save text: stable, so that saving a loaded game gives the same text."""
        fields: dict[str, object] = {
            "format": FORMAT,
            "version": 1 if self._rules == PICK_FIFTEEN and not self._dress.disguise else VERSION,
            "mode": self._dress.name,
            "x": self._x,
            "o": self._o,
            "level": self._level,
            "picks": self._picks,
        }
        if self._rules != PICK_FIFTEEN:
            fields["rules"] = asdict(self._rules)
        if self._dress.game is not None:
            # The disguise travels with the save: its items in the order of their numbers, and its sets.
            game = self._dress.game
            fields["disguise"] = {
                "name": game.name,
                "items": list(self._dress.names),
                "wins": [sorted(win) for win in sorted(game.wins, key=sorted)],
            }
        return json.dumps(fields, indent=2) + "\n"

    def save(self, path: str, replace: Callable[[str], bool] | None = None) -> str:
        """Write the save to ``path`` (see ``luoshu.savefile``); returns the file written."""
        return savefile.write_save(path, self.to_json(), replace)

    @classmethod
    def from_json(
        cls, text: str, dress: str | None = None, view: View | None = None, seed: int | None = None
    ) -> Session:
        """A game from save text, checked in every part; ``dress`` shows it in another dress.

        >>> Session.from_json('{"format": "luoshu", "version": 3}')
        Traceback (most recent call last):
        ...
        luoshu.session.SaveFileError: version 3 is not supported (this luoshu reads versions 1 and 2)
        """
        try:
            data = json.loads(text.removeprefix("\ufeff"))
        except (ValueError, RecursionError) as error:
            raise SaveFileError("not a luoshu save file: it is not valid JSON") from error
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveFileError('not a luoshu save file: it has no "format": "luoshu"')
        version = data.get("version")
        if type(version) is not int or version not in (1, 2):
            raise SaveFileError(f"version {version!r} is not supported (this luoshu reads versions 1 and 2)")
        expected = {"format", "version", "mode", "x", "o", "level", "picks"}
        allowed = expected | ({"rules", "disguise"} if version == 2 else set())
        missing, extra = sorted(expected - set(data)), sorted(set(data) - allowed)
        if missing or extra:
            raise SaveFileError(
                "; ".join(
                    [f"missing {', '.join(missing)}"] * bool(missing) + [f"unknown {', '.join(extra)}"] * bool(extra)
                )
            )
        mode = _one_of(data, "mode", DRESSES)
        x, o = _one_of(data, "x", SEATS), _one_of(data, "o", SEATS)
        if x == o == "computer":
            raise SaveFileError("both sides are the computer: someone has to play")
        level = _one_of(data, "level", LEVELS)
        rules = rules_from_json(data["rules"]) if "rules" in data else PICK_FIFTEEN
        picks = data["picks"]
        if not isinstance(picks, list) or not all(type(n) is int for n in picks):
            raise SaveFileError(f"picks must be a list of whole numbers 1-{rules.numbers}")
        # The disguise is checked whenever it is there, so that saving the game again writes it back as it was.
        disguise = None
        if "disguise" in data:
            if mode not in DISGUISES:
                raise SaveFileError(f'a {mode} game has no "disguise"')
            disguise = disguise_from_json(mode, data["disguise"], rules)
        elif mode in DISGUISES:
            raise SaveFileError(f'a {mode} game needs its "disguise": the items and the winning sets')
        worn: str | Dress = dress or mode
        if worn == mode and disguise is not None:
            worn = disguise
        elif worn == "sets":
            raise SaveFileError("only a sets game can be shown as its sets")
        try:
            return cls(x=x, o=o, level=level, rules=rules, dress=worn, view=view, seed=seed, picks=picks)
        except IllegalMoveError as error:
            raise SaveFileError(f"the picks are not a legal game: {error}") from None
        except ValueError as error:  # the game cannot be shown in that dress, or that view
            raise SaveFileError(str(error)) from None


def disguise_from_json(kind: Kind, data: object, rules: Rules) -> Dress:
    """A disguise of this kind from its JSON form, checked: its items must stand for the numbers so that its
    winning sets are the sets summing to the target, and a jam or words game must be one. SaveFileError with
    the reason otherwise."""
    if not isinstance(data, dict) or set(data) != {"name", "items", "wins"}:
        raise SaveFileError('a disguise is {"name", "items", "wins"}')
    name, items, wins = data["name"], data["items"], data["wins"]
    if not isinstance(name, str) or not isinstance(items, list) or not isinstance(wins, list):
        raise SaveFileError("a disguise's name is text, its items and wins are lists")
    if not all(isinstance(item, str) for item in items) or not all(
        isinstance(win, list) and all(isinstance(item, str) for item in win) for win in wins
    ):
        raise SaveFileError("a disguise's items and winning sets are names")
    try:
        return disguise_dress(nine_game(name, items, wins, kind), items, rules)
    except (GameSpecError, ValueError) as error:
        raise SaveFileError(f"the disguise is not this game: {error}") from None


def rules_from_json(data: object) -> Rules:
    """Rules from their JSON form; SaveFileError with the reason otherwise."""
    if not isinstance(data, dict) or set(data) != {"numbers", "count", "target", "misere"}:
        raise SaveFileError('rules must be {"numbers", "count", "target", "misere"}')
    try:
        return Rules(data["numbers"], data["count"], data["target"], data["misere"])
    except RulesError as error:
        raise SaveFileError(f"the rules make no game: {error}") from None


def _plies(difference: int) -> str:
    """A difference in plies, signed: "-5 plies", "+1 ply"."""
    return f"{difference:+d} {'ply' if abs(difference) == 1 else 'plies'}"


def _one_of(data: dict[str, Any], key: str, allowed: tuple[str, ...]) -> Any:
    value = data[key]
    if not isinstance(value, str) or value not in allowed:
        raise SaveFileError(f"{key} is {str(value)[:20]!r}, not one of {', '.join(allowed)}")
    return value


def _unstyled(line: str) -> str:
    """A line without terminal colour codes, to measure what it shows."""
    import re

    return re.sub(r"\x1b\[[0-9;]*m", "", line)
