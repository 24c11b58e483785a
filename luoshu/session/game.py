"""A game in progress, for any front end: who sits where, the picks, undo, hints, the computer's moves, and
every sentence the front ends say about the game.

Glossary:
    seat    who plays a side: ``"human"`` or ``"computer"`` (``luoshu.session.players``).
    dress   how the game is shown and typed: the numbers, the cells of the Luo Shu, a disguise
            (``luoshu.views.dresses``).
    view    what the terminal shows: the numbers, the grid, or both side by side.

The terminal and the window both drive one ``Session``; neither keeps game state of its own. Nothing here
reads keys or draws: methods return values and sentences, and refusals are errors whose messages are the
reason to show. The session gives values; ``text`` renders them as text (the board, hints, explanations),
``typed`` drives the session from typed lines above it, and ``saves`` writes and reads the save text; the faces
write and read the files (``luoshu.files``).

>>> game = Session(seed=1)
>>> game.pick(5)
>>> game.computer_to_move, game.picks
(True, (5,))
>>> game.computer_pick() in (2, 4, 6, 8)  # a corner: anything else loses
True
>>> game.undo()[0], game.picks
(5, ())
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import reduce
from typing import TYPE_CHECKING, Literal, get_args

from ..rules import PICK_FIFTEEN, IllegalMoveError, Player, Position, Rules
from ..search.solver import SearchBudgetError, Verdict, analyse, best_moves, forget, limited
from ..views.dresses.dress import Dress, dress_for
from ..views.squares.grid import cell_of, line_of
from ..views.text import result_sentence, rules_sentence, sum_text
from ..views.widths import width
from ..views.wrapping import TERMINAL, fill, unbroken
from ..words.language import _, spoken
from ..words.terms import (
    counted,
    in_quotes,
    line_said,
    listed,
    named_in_a_row,
    number_word,
    player_name,
    sentences,
    with_aside,
)
from . import saves
from .bots import BotFailed, builtin_bot
from .players import BUDGETED, LEVELS, Level, Seat, check_seats, choose_move, quick_move

if TYPE_CHECKING:
    from .bots import Bot

__all__ = ["COMPUTER_BUDGET", "VIEWS", "MoveRefused", "Session", "View"]

View = Literal["numbers", "grid", "both"]
VIEWS: tuple[View, ...] = get_args(View)
COMPUTER_BUDGET = 1_000_000
"""How many positions the computer's search may keep for one move (about 150 MB) before it plays by rule of
thumb instead: enough for the order-5 game, not for giants such as 12 of 1-25."""


class MoveRefused(ValueError):
    """A pick the session will not play now: not your turn, taken, not a number, the game is over."""


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
        set_up: int = 0,
    ) -> None:
        self._x, self._o = check_seats(x, o)
        self._level: Level = "perfect"
        self.set_level(level)
        self._dress = dress if isinstance(dress, Dress) else dress_for(dress, rules)
        self._dresses = {spoken(): self._dress}  # the dress with its title and rules in each language shown
        self._rules = rules
        self._view: View = "numbers"
        self.set_view(view or ("grid" if self._dress.name == "grid" else "numbers"))
        self._rng = random.Random(seed)
        self._picks: list[int] = []
        self._position = Position(rules=rules)
        self._hints: dict[int, Verdict] | None = None
        self._outran = False
        self._own_files: set[str] = set()  # the save files that hold this game (the faces' keys): replaced unasked
        self._budget = COMPUTER_BUDGET
        self._bot: Bot | None = None  # a player of the computer's side other than its level's own play
        self._bot_failed: str | None = None
        for number in picks:
            self._play(number)
        # The first ``set_up`` of the picks given are a position set up, such as a puzzle's, not moves made in this
        # game: no sentence says that anybody picked them.
        self._set_up = set_up

    # The state, read-only from outside: change it through the methods below.

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def dress(self) -> Dress:
        """The dress, its title and its rules said in the language spoken now: the web face shows one game to
        pages in several languages, and a dress says them in the language it was made in."""
        language = spoken()
        if language not in self._dresses:
            try:
                again = Session.from_json(self.to_json()).dress  # made again, in this language
            except (saves.SaveFileError, ValueError):
                again = self._dress
            self._dresses[language] = replace(self._dress, title=again.title, rule=again.rule)
        return self._dresses[language]

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
            raise ValueError(
                _("{level} is not a level: {levels}").format(level=in_quotes(repr(level)), levels=listed(LEVELS))
            )
        self._level = level  # narrowed to a Level by the check above

    @property
    def player(self) -> str:
        """Who plays the computer's side: its level, or the player set (``skill:0.8``, ``menace``, ...). The perfect
        level is called ``BUDGETED`` once a pick of this game was made by rule of thumb, past the search's budget:
        a level called perfect is perfect."""
        if self._bot is not None:
            return self._bot.name
        return BUDGETED if self._outran and self._level == "perfect" else self._level

    def set_player(self, bot: Bot | None) -> None:
        """Let ``bot`` play the computer's side (None: the computer at its level). A bot that fails is set
        aside, the computer playing on at its level, and ``announce`` says why."""
        self._bot = bot

    @property
    def budget(self) -> int:
        """How many positions the computer's search may keep for one move (``COMPUTER_BUDGET`` unless set)."""
        return self._budget

    def set_budget(self, budget: int) -> None:
        """Bound the computer's search: a face that serves many games at once keeps each move short."""
        if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
            raise ValueError(_("a budget is a whole number of positions, not {budget}").format(budget=repr(budget)))
        self._budget = budget

    def set_view(self, view: str) -> None:
        """What the terminal shows: the numbers, the grid or both. The grid needs a game that is tic-tac-toe; the
        grid's own dress, whose moves are cells, needs the grid on show."""
        if view not in VIEWS:
            raise ValueError(_("{view} is not a view: {views}").format(view=in_quotes(repr(view)), views=listed(VIEWS)))
        if view != "numbers":
            dress_for("grid", self._rules)  # raises with the reason if the game has no grid
        elif self._dress.noun == "cell":
            raise ValueError(_("the grid game's moves are cells, so it shows the grid: view grid or both"))
        self._view = view  # narrowed to a View by the check above

    # Moves

    def _play(self, number: int) -> None:
        self._position = self._position.play(number)
        self._picks.append(number)
        self._hints = None

    def pick(self, number: int) -> None:
        """The person to move picks ``number``; MoveRefused with the reason, changing nothing, if they cannot."""
        if self.over:
            raise MoveRefused(_("The game is over. {result}").format(result=self.result_sentences()[0]))
        if self.computer_to_move:
            raise MoveRefused(_("It is the computer's turn."))
        holder = self._position.holder(number) if isinstance(number, int) else None
        if holder is not None:
            raise MoveRefused(
                _("{item} is taken by {holder}; choose a free one.").format(
                    item=self._dress.in_a_sentence(number), holder=holder
                )
            )
        try:
            self._play(number)
        except IllegalMoveError as error:
            reason = str(error)  # the rules' reason, as a sentence
            raise MoveRefused(_("{reason}.").format(reason=reason[:1].upper() + reason[1:])) from None
        self._tell_the_bot()

    def computer_choice(self, position: Position | None = None) -> int:
        """The computer's pick at its level for ``position`` (default: the game's), not yet played: a front end
        may think in the background, then hand the pick to ``computer_pick``. A game too big to search within
        ``COMPUTER_BUDGET`` positions gets a pick by rule of thumb (``outran`` says so), and the search's memory
        is let go."""
        position = position or self._position
        if position == self._position and not self.computer_to_move:
            raise MoveRefused(_("It is not the computer's turn."))
        if self._bot is not None:
            try:
                with limited(self._rules, self._budget):  # a player that searches (skill:P) keeps the budget too
                    pick = self._bot.choose(position)
                if pick in position.free:
                    return pick
                raise BotFailed(_("it picked {pick}, not a free number").format(pick=in_quotes(repr(pick))))
            except SearchBudgetError:
                forget(self._rules)
                self._outran = True
                return quick_move(position, self._rng)
            except BotFailed as error:
                # The player of the computer's side failed, and the computer plays on at its level.
                self._bot_failed = _("{player} failed: {error}; the computer plays on at {level}").format(
                    player=player_name(self._bot.name), error=str(error), level=player_name(self._level)
                )
                self._bot = None
        try:
            return choose_move(position, self._level, self._rng, self._budget)
        except SearchBudgetError:
            forget(self._rules)
            self._outran = True
            return quick_move(position, self._rng)

    def computer_pick(self, number: int | None = None) -> int:
        """Let the computer pick at its level, or play the pick ``computer_choice`` made for this position;
        returns the number picked."""
        if not self.computer_to_move:
            raise MoveRefused(_("It is not the computer's turn."))
        if number is None:
            number = self.computer_choice()
        self._play(number)
        self._tell_the_bot()
        return number

    def _tell_the_bot(self) -> None:
        """A player that learns hears how the game ended."""
        told = getattr(self._bot, "game_over", None)
        if self.over and told is not None:
            told(self._position)

    @property
    def outran(self) -> bool:
        """Whether the computer has had to play by rule of thumb this game, the game being too big to search."""
        return self._outran

    def note_outran(self) -> None:
        """Note that the computer played a pick of this game by rule of thumb where this session did not see it: a
        face that thinks in another process, or a game read again from a face's own store."""
        self._outran = True

    def undo(self, floor: int = 0) -> list[int]:
        """Take back the last human pick and the computer's replies after it; returns them in order.

        Between two people this takes back one pick. With no human pick to take back (none after the first
        ``floor`` picks, which stay: a puzzle's position) it returns [].
        """
        human = self._human_picks(floor)
        if not human:
            return []
        start = human[-1]
        taken, kept = self._picks[start:], self._picks[:start]
        self._picks, self._position, self._hints = [], Position(rules=self._rules), None
        self._set_up = min(self._set_up, len(kept))
        for number in kept:
            self._play(number)
        return taken

    def can_undo(self, floor: int = 0) -> bool:
        """Whether ``undo(floor)`` would take anything back: a person's pick after the first ``floor``.

        >>> Session().can_undo(), Session(picks=[5, 2]).can_undo(), Session(picks=[5, 2]).can_undo(floor=2)
        (False, True, False)
        """
        return bool(self._human_picks(floor))

    def _human_picks(self, floor: int) -> list[int]:
        """Where the people's picks after the first ``floor`` stand among the picks."""
        return [i for i in range(floor, len(self._picks)) if self.seat("X" if i % 2 == 0 else "O") == "human"]

    def new_game(self, x: Seat | None = None, o: Seat | None = None) -> None:
        """Start again with the same rules, level and dress, optionally with other seats."""
        self._x, self._o = check_seats(x or self._x, o or self._o)
        self._picks, self._position, self._hints = [], Position(rules=self._rules), None
        self._outran, self._set_up = False, 0
        self._own_files = set()  # the last game's saves are another game's now: replaced only after a yes

    def hints(self) -> dict[int, Verdict]:
        """Every free number's verdict for the player to move (found once per position)."""
        if self._hints is None:
            self._hints = analyse(self._position)
        return self._hints

    def best(self) -> list[int]:
        """The best picks for the player to move."""
        return best_moves(self._position)

    # Words: every sentence the front ends show about the game, written once.

    def name(self, number: int, in_a_sentence: bool = True) -> str:
        """A move in the terms of this dress and view: what is typed first, the other view after it; a word of the
        word game in quotes in a sentence (``Dress.in_a_sentence``), as it is in a column of its own."""
        item = self._dress.item(number)
        if self._dress.disguise:  # a disguise keeps its numbers to itself
            return self._dress.in_a_sentence(number) if in_a_sentence else item
        if self._dress.noun == "cell":
            return item if self._view == "grid" else with_aside(item, str(number))
        return item if self._view == "numbers" else with_aside(item, cell_of(number))

    def seat_words(self, player: Player) -> str:
        """Who plays a side, as the other seat would say it: you, player X, or the computer."""
        if self.seat(player) == "human":
            return _("you") if self.against_computer else _("player {player}").format(player=player)
        return _("the computer ({level})").format(level=player_name(self.player))

    def rule_sentence(self) -> str:
        return self.dress.rule or rules_sentence(self._rules)

    def introduction(self) -> str:
        """Which game, who plays which side, and the rules.

        >>> print(Session(x="human", o="human").introduction())
        Pick Fifteen: two players, X and O; X moves first.
        Take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
        """
        title, rule = self.dress.title, self.rule_sentence()
        if not self.against_computer:
            return _("{title}: two players, X and O; X moves first.\n{rule}").format(title=title, rule=rule)
        return _("{title}: X is {x}, O is {o}. X moves first.\n{rule}").format(
            title=title, x=self.seat_words("X"), o=self.seat_words("O"), rule=rule
        )

    def whose_turn(self) -> str:
        """ "Your turn (X)", or between two people "X's turn"."""
        player = self._position.to_move
        if self.against_computer:
            return _("Your turn ({player})").format(player=player)
        return _("{player}'s turn").format(player=player)

    def turn_line(self) -> str:
        """Whose turn it is and what is free, in the dress's names, in a terminal's 80 columns: a long list goes on
        between two names, never inside one ("Mill Lane")."""
        free_items = [self._dress.item(n) for n in self._dress.sorted_numbers if n in self._position.free]
        turn = _("{turn}. Free: {free}")
        line = turn.format(turn=self.whose_turn(), free=self._free(free_items))
        if width(line) <= TERMINAL:
            return line
        return fill(turn.format(turn=self.whose_turn(), free=self._free(map(unbroken, free_items))), TERMINAL)

    def _free(self, items: Iterable[str]) -> str:
        """Free items listed as the dress lists them: with the language's joiner, or in a row."""
        return listed(items) if self._dress.spaced else named_in_a_row(items)

    def prompt(self) -> str:
        """What a typed move is asked with."""
        if self.against_computer:
            return _("Your move")
        return _("{player}'s move").format(player=self._position.to_move)

    def what_to_type(self) -> str:
        """What a move is typed as, in the dress's noun: a number of the game, a cell, or a free item.

        >>> Session().what_to_type(), Session(dress="grid").what_to_type(), Session(dress="jam").what_to_type()
        ('a number 1-9', 'a cell such as B2', 'a free road')
        """
        noun = self._dress.noun
        if noun == "number":
            return _("a number 1-{numbers}").format(numbers=self._rules.numbers)
        if noun == "cell":
            return _("a cell such as B2")
        # Each dress's item said with its own measure word and verb in Chinese (一条还没被占的道路, 一个还没被选的词).
        said = {"road": _("a free road"), "word": _("a free word"), "item": _("a free item")}.get(noun)
        return said if said is not None else _("a free {noun}").format(noun=_(noun))

    def announce(self, number: int) -> str:
        """The computer's move, in words."""
        player = self._position.holder(number)
        verb = self._dress.said("verb")
        said = [
            _("The computer ({player}) {verb} {name}.").format(player=str(player), verb=_(verb), name=self.name(number))
        ]
        if self._bot_failed is not None:  # who failed, why, and how the computer plays on
            said.append(_("(The player {failure}.)").format(failure=self._bot_failed))
            self._bot_failed = None
        if self._outran:
            said.append(
                _("(By rule of thumb: this game is too big to search within {budget} positions.)").format(
                    budget=f"{self._budget:,}"
                )
            )
        return sentences(said)

    def status(self) -> str:
        """One line for a status bar: whose turn it is, or the result."""
        if self.over:
            return sentences(self.result_sentences())
        if self.computer_to_move:
            return _("The computer ({player}, {level}) is thinking...").format(
                player=self._position.to_move, level=player_name(self.player)
            )
        return _("{turn}: {verb} {what}.").format(
            turn=self.whose_turn(), verb=_(self._dress.said("base")), what=self.what_to_type()
        )

    def last_move_sentence(self) -> str | None:
        """The last move, said after it: "The computer (O) took 8 (C1).", "X picked 3." None before any."""
        if self.last is None or len(self._picks) <= self._set_up:
            return None
        player = self._position.holder(self.last)
        assert player is not None
        name, did = self.name(self.last), _(self._dress.said("did"))
        if self.seat(player) == "computer":
            return _("The computer ({player}) {did} {name}.").format(player=player, did=did, name=name)
        if self.against_computer:
            return _("You ({player}) {did} {name}.").format(player=player, did=did, name=name)
        return _("{player} {did} {name}.").format(player=player, did=did, name=name)

    def result_sentences(self) -> list[str]:
        """The result: who made which set (and in which line, on the grid, or in the disguise's words), who
        that makes the winner, and against the computer whether you won. A draw is said in the dress's words
        too, so that a disguise keeps its numbers to itself until it comes off."""
        position = self._position
        made = position.completed_sets
        what = None
        if made and self._dress.noun == "cell":
            what = _one_and_another(
                [
                    _("{sums} ({line}: {cells})").format(
                        sums=sum_text(s, self._rules.target),
                        line=line_said(str(line_of(s))),
                        cells=" ".join(sorted(map(cell_of, s))),
                    )
                    for s in made
                ]
            )
        elif made and self._dress.disguise:
            each = []
            for numbers in made:
                named = [self._dress.item(n) for n in sorted(numbers, key=self._dress.order_key)]
                words = self._dress.set_words(numbers) or listed(named)
                # A plain set, or a product, already names its items; a town or a letter does not.
                each.append(
                    words
                    if all(item in words for item in named)
                    else _("{words} ({items})").format(words=words, items=listed(named))
                )
            what = _one_and_another(each)
        said = result_sentence(position, what)
        if said is None:
            return [_("The game goes on.")]
        if not made and (self._dress.disguise or self._dress.noun == "cell"):
            count = number_word(self._rules.numbers)
            vocabulary = self._dress.vocabulary
            # What nobody holds in a draw: the disguise's own winning sets, or on the grid a line.
            held = vocabulary.rule if vocabulary is not None else _("three in a row, column or diagonal")
            said = _draw(count, self._dress.noun, held)
        lines = [said]
        if self.against_computer and position.winner is not None:
            lines.append(_("You win!") if self.seat(position.winner) == "human" else _("The computer wins."))
        return lines

    # Saves

    def to_json(self) -> str:
        """The save text: stable, so that saving a loaded game gives the same text."""
        return saves.save_text(self._dress, self._x, self._o, self._saved_level, self._rules, self._picks)

    @property
    def _saved_level(self) -> str:
        """The level a save holds: a built-in player of the computer's side by its name (skill:0.5, menace,
        lesson:1), else the level (a program of the user's is not saved: ``save_note`` says so)."""
        name = self._bot.name if self._bot is not None else self._level
        return name if saves.is_saved_player(name) else self._level

    def save_note(self) -> str | None:
        """What a save of this game leaves out, in a sentence; None if it keeps everything."""
        if self._bot is None:
            return None
        if self._bot.name == "menace":
            return _("MENACE's beads are not saved: resumed, it starts again from its first beads.")
        if self._saved_level != self._bot.name:
            return _("{player} is not saved: resumed, the computer plays at {level}.").format(
                player=self._bot.name[:40], level=self._level
            )
        return None

    @property
    def own_files(self) -> frozenset[str]:
        """The save files that hold this game, one it was loaded from or saved to, as the face that did the I/O
        names them (``luoshu.files.file_key``): such a file is replaced without asking. A new game has none."""
        return frozenset(self._own_files)

    def add_own_file(self, key: str) -> None:
        """Note that the file ``key`` (as the face names it) holds this game now: it was saved to or loaded from."""
        self._own_files.add(key)

    @classmethod
    def from_json(
        cls,
        text: str,
        dress: str | None = None,
        view: View | None = None,
        seed: int | None = None,
        set_up: int = 0,
    ) -> Session:
        """A game from save text, checked in every part; ``dress`` shows it in another dress. SaveFileError if the
        text is not a game; ValueError if the game does not fit the ``dress`` or ``view`` asked for. Its picks were
        played, but for the first ``set_up`` (a puzzle's position).

        >>> Session.from_json('{"format": "luoshu", "version": 1, "mode": "grid"}')
        Traceback (most recent call last):
        ...
        luoshu.session.saves.SaveFileError: missing level, o, picks, x
        """
        saved = saves.read_save(text)
        worn: str | Dress = dress or saved.mode
        if worn == saved.mode and saved.disguise is not None:
            worn = saved.disguise
        elif worn == "sets":
            raise saves.SaveFileError(_("only a sets game can be shown as its sets"))
        try:
            level = saved.level if saved.level in LEVELS else "perfect"
            session = cls(saved.x, saved.o, level, saved.rules, worn, view, seed, saved.picks, set_up=set_up)
        except IllegalMoveError as error:
            raise saves.SaveFileError(_("the picks are not a legal game: {error}").format(error=str(error))) from None
        except ValueError as error:  # the game cannot be shown in that dress, or that view
            if dress is None and view is None:
                raise saves.SaveFileError(str(error)) from None  # not even in its own mode: the file is at fault
            raise  # the dress or the view asked for does not fit the game: the caller's choice is at fault
        if saved.level not in LEVELS:  # a built-in player (skill:P, menace: a learner from its first beads)
            session.set_player(builtin_bot(saved.level, session._rng))
        return session


def _one_and_another(parts: Sequence[str]) -> str:
    """The sets that won, one after another.

    >>> _one_and_another(["2 + 5 + 8 = 15", "4 + 5 + 6 = 15"])
    '2 + 5 + 8 = 15 and 4 + 5 + 6 = 15'
    """
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), parts)


def _draw(count: str, noun: str, held: str) -> str:
    """A draw in a disguise or on the grid: every item (``count``, as a word, of the dress's ``noun``) taken in the
    dress's own verb, and nobody holds ``held``.

    >>> _draw("nine", "cell", "three in a row, column or diagonal")
    'Draw: all nine cells are taken and nobody holds three in a row, column or diagonal.'
    >>> _draw("nine", "road", "every road through a town")
    'Draw: all nine roads are claimed and nobody holds every road through a town.'
    """
    said = {
        "cell": _("Draw: all {count} cells are taken and nobody holds {held}."),
        "road": _("Draw: all {count} roads are claimed and nobody holds {held}."),
        "word": _("Draw: all {count} words are claimed and nobody holds {held}."),
        "item": _("Draw: all {count} items are claimed and nobody holds {held}."),
    }.get(noun) or _("Draw: all {count} numbers are picked and nobody holds {held}.")
    return said.format(count=count, noun=counted(noun), held=held)
