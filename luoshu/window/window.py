"""The window: a Tk view of one ``Session``, and its wiring (menus, buttons, keys, clicks, the computer's
replies, saving and opening). The board draws, ``thinking`` runs the computer's search on its own thread,
``dialogs`` asks where to save and what to open."""

from __future__ import annotations

import time
import tkinter as tk
import tkinter.font
from collections.abc import Callable
from tkinter import messagebox

from ..files import SaveError, load_game, save_game
from ..search.solver import Verdict
from ..session import MoveRefused, Session
from ..session.captions import how_to_play, status_line
from ..session.players import LEVELS, seats
from ..session.text import scorecard
from ..views.quoting import visible_path
from ..views.squares.fit import on_grid
from ..words.language import N_, _, ngettext, speaking, spoken
from ..words.terms import level_name, sentences
from .board import Board, Scene
from .dialogs import ask_to_replace, ask_where_to_save, ask_which_to_open, speak_to_tk
from .fonts import use_family
from .layout import Layout
from .palette import (
    BACKGROUND,
    CONTROL,
    DISGUISE_MIN_SIZE,
    DISGUISE_SIZE,
    INK,
    MIN_SIZE,
    POLL_MS,
    REPLY_DELAY_MS,
    SIZE,
    TYPING_MS,
)
from .thinking import Thinking
from .wrapping import wrap

__all__ = ["HELP_WIDTH", "Window"]

HELP_WIDTH = 520
"""How wide the help's text may be, in pixels: Tk wraps English at its spaces, ``wrap`` Chinese anywhere it may."""

KEYS = (
    ("1-9", N_("pick that number (type 12 for 12 in a bigger game)")),
    ("H", N_("show or hide the hint")),
    ("Ctrl+Z", N_("take back the last move (and the computer's reply)")),
    ("Ctrl+N", N_("a new game")),
    ("Ctrl+S", N_("save the game")),
    ("Ctrl+O", N_("open a saved game")),
    ("Ctrl+Q", N_("quit")),
    ("F1", N_("this help")),
)
"""The keys, each with what it does, for the help window."""


class Window:
    """A Tk window onto a Session, in the language spoken where it is made (``--lang``, or the environment's)."""

    def __init__(self, session: Session, root: tk.Tk | None = None) -> None:
        self.session = session
        self.root = root or tk.Tk()
        self.language = spoken()  # kept in force in the event loop (``run``) and on the computer's thread
        speak_to_tk(self.root, self.language)
        self.family = use_family(self.root, self.language)
        self.root.geometry("{}x{}".format(*(DISGUISE_SIZE if _panelled(session) else SIZE)))
        self.first = tk.StringVar(self.root)
        self.opponent = tk.StringVar(self.root)
        self.level = tk.StringVar(self.root)
        self._hints_shown = False
        self._hover: int | None = None
        self._notice: str | None = None
        self._pending: str | None = None
        self._thinking: Thinking | None = None
        self._typed = ""  # digits typed so far, for a game of more than nine numbers
        self._typing: str | None = None  # the timer that plays them
        self._kept: str | None = None  # a notice to keep over the computer's reply (a game just opened)
        self.help_window: tk.Toplevel | None = None
        self._build_menu()
        # The bar is packed before the canvas, so that a small window shrinks the boards and never the bar.
        bar = tk.Frame(self.root)
        bar.pack(side="bottom", fill="x")
        self.buttons = [
            tk.Button(bar, text=_(text), command=command)
            for text, command in ((N_("New game"), self.new_game), (N_("Undo"), self.undo), (N_("Hint"), self.hint))
        ]
        for button in reversed(self.buttons):
            button.pack(side="right", padx=4, pady=4)
        self.status = tk.Label(bar, anchor="w", justify="left", padx=10, pady=6, foreground=INK)
        self.status.pack(side="left", fill="x", expand=True)
        # A long line wraps to the label's width rather than being cut: Tk breaks English at its spaces, and
        # Chinese, which has none to break at, is broken here between its characters (window/wrapping).
        self._status_said = ""
        self.status.bind("<Configure>", lambda event: self._show_status())
        self.canvas = tk.Canvas(self.root, background=BACKGROUND, highlightthickness=0)
        self.canvas.pack(fill="both", expand=True)
        self.board = Board(self.canvas, self.family)
        self.canvas.bind("<Configure>", lambda event: self.draw())
        self.canvas.bind("<Button-1>", self.click)
        self.canvas.bind("<Motion>", lambda event: self.hover(self.layout().at(event.x, event.y)))
        self.canvas.bind("<Leave>", lambda event: self.hover(None))
        self._bind_keys(self.root)
        self.attach(session)

    def _build_menu(self) -> None:
        menu = tk.Menu(self.root)
        game = tk.Menu(menu, tearoff=False)
        game.add_command(label=_("New game"), accelerator="Ctrl+N", command=self.new_game)
        game.add_command(label=_("Undo"), accelerator="Ctrl+Z", command=self.undo)
        game.add_command(label=_("Hint"), accelerator="H", command=self.hint)
        game.add_separator()
        game.add_command(label=_("Save..."), accelerator="Ctrl+S", command=self.save)
        game.add_command(label=_("Open..."), accelerator="Ctrl+O", command=self.open)
        game.add_separator()
        game.add_command(label=_("Quit"), accelerator="Ctrl+Q", command=self.quit)
        menu.add_cascade(label=_("Game"), menu=game)
        self.first_menu = tk.Menu(menu, tearoff=False)
        for seat, label in (("human", N_("You move first (X)")), ("computer", N_("The computer moves first (X)"))):
            self.first_menu.add_radiobutton(label=_(label), value=seat, variable=self.first, command=self.change_seats)
        menu.add_cascade(label=_("First"), menu=self.first_menu)
        self.level_menu = tk.Menu(menu, tearoff=False)
        for name in LEVELS:
            self.level_menu.add_radiobutton(
                label=level_name(name), value=name, variable=self.level, command=self.change_level
            )
        menu.add_cascade(label=_("Level"), menu=self.level_menu)
        self.opponent_menu = tk.Menu(menu, tearoff=False)
        for seat, label in (("computer", N_("The computer")), ("human", N_("Another person, at this window"))):
            self.opponent_menu.add_radiobutton(
                label=_(label), value=seat, variable=self.opponent, command=self.change_seats
            )
        menu.add_cascade(label=_("Opponent"), menu=self.opponent_menu)
        help_menu = tk.Menu(menu, tearoff=False)
        help_menu.add_command(label=_("How to play"), accelerator="F1", command=self.show_help)
        menu.add_cascade(label=_("Help"), menu=help_menu)
        self.root.config(menu=menu)

    def _bind_keys(self, widget: tk.Misc) -> None:
        """The keys, on the main window and on the help window alike."""
        widget.bind("<Key>", self.key)
        actions = {"n": self.new_game, "z": self.undo, "s": self.save, "o": self.open, "q": self.quit}
        for letter, action in actions.items():
            for case in (letter, letter.upper()):  # Caps Lock on or off
                widget.bind(f"<Control-Key-{case}>", _ignoring_event(action))
        widget.bind("<F1>", _ignoring_event(self.show_help))

    def attach(self, session: Session, notice: str | None = None) -> None:
        """Show this session from now on: at the start, and when a game is opened."""
        self.session = session
        if on_grid(session.rules):
            session.set_view("both")  # the window shows both: moves are named "8 (C1)"
        self.root.minsize(*(DISGUISE_MIN_SIZE if _panelled(session) else MIN_SIZE))
        self.root.title(_("luoshu - {game}").format(game=session.dress.title))
        self.level.set(session.level)
        self._sync_seats()
        self._restart(notice)

    def _sync_seats(self) -> None:
        """Set the First and Opponent menus from the session; First means nothing between two people."""
        if self.session.against_computer:
            self.opponent.set("computer")
            self.first.set(self.session.seat("X"))
        else:
            self.opponent.set("human")
            self.first.set("human")
        state = "normal" if self.session.against_computer else "disabled"
        for index in range(2):
            self.first_menu.entryconfigure(index, state=state)
        for index in range(len(LEVELS)):  # the level means nothing between two people either
            self.level_menu.entryconfigure(index, state=state)

    def layout(self) -> Layout:
        """Where the boxes are now, in canvas coordinates."""
        return self.board.layout(self.session)

    def draw(self) -> None:
        """Draw the session afresh, and say on the status line what is going on."""
        hints = self.hints()
        self.board.draw(Scene(self.session, self._hover, hints))
        said = status_line(self.session, hints, self._hover, self._notice)
        if self.session.over and not self._notice and self._hover is None:
            said = sentences([said, *scorecard(self.session).splitlines()])  # the scorecard, at the end of a game
        self._status_said = said
        self._show_status()

    def _show_status(self) -> None:
        """The status line's sentence, in lines as wide as the label."""
        room = max(self.status.winfo_width() - 20, 40)
        try:  # the label's named font, as the window's language set it (a copy would not follow a change)
            font = tkinter.font.nametofont(str(self.status.cget("font")))
        except tk.TclError:
            font = tkinter.font.Font(font=self.status.cget("font"))
        shown = wrap(self._status_said, lambda line: font.measure(line) <= room)
        if self.status.cget("text") != shown or int(self.status.cget("wraplength")) != room:
            self.status.config(text=shown, wraplength=room)

    def hints(self) -> dict[int, Verdict]:
        """The verdicts on show: none unless the person asked and it is a person's turn (and the computer is not
        still thinking about a game since changed: the solver does one search at a time)."""
        if self._hints_shown and self.session.human_to_move and self._thinking is None:
            return self.session.hints()
        return {}

    # Events

    def click(self, event: tk.Event[tk.Misc]) -> None:
        number = self.layout().at(event.x, event.y)
        if number is not None:
            self.play(number)

    def hover(self, number: int | None) -> None:
        """Light up every box of the number under the mouse, in every view."""
        if number != self._hover:
            self._hover = number
            self.draw()

    def key(self, event: tk.Event[tk.Misc]) -> None:
        if int(event.state) & CONTROL or not event.char:
            return
        if event.char in "0123456789":
            self.type_digit(event.char)
        elif event.char in "hH":
            self.hint()

    def type_digit(self, digit: str) -> None:
        """A digit typed: the number is played as soon as no more digits could follow it (at once for 1-9),
        else after a short pause, so that 12 can be typed in a game of 1-16."""
        self._cancel_typing()
        self._typed += digit
        largest = self.session.rules.numbers
        if int(self._typed) * 10 > largest:
            self.play_typed()
        else:
            self._notice = _("Typed {digits}...").format(digits=self._typed)
            self.draw()
            self._typing = self.root.after(TYPING_MS, self.play_typed)

    def play_typed(self) -> None:
        self._typing = None
        typed, self._typed = self._typed, ""
        number = int(typed)
        if 1 <= number <= self.session.rules.numbers:
            self.play(number)
        else:
            self._notice = _("{typed} is not a number 1-{numbers}.").format(
                typed=typed, numbers=self.session.rules.numbers
            )
            self.root.bell()
            self.draw()

    def _cancel_typing(self) -> None:
        if self._typing is not None:
            self.root.after_cancel(self._typing)
            self._typing = None

    def play(self, number: int) -> None:
        """The person to move picks ``number``; if the session refuses, the status line says why."""
        try:
            self.session.pick(number)
        except MoveRefused as refusal:
            self._notice = str(refusal)
            self.root.bell()
        else:
            self._notice, self._hints_shown, self._kept = None, False, None
        self.draw()
        self.schedule_reply()

    def schedule_reply(self) -> None:
        """The computer's reply, after a short pause, if it is to move and not already thinking."""
        if self.session.computer_to_move and self._pending is None and self._thinking is None:
            self._pending = self.root.after(REPLY_DELAY_MS, self.reply)

    def reply(self) -> None:
        """Start the computer thinking, on a thread of its own; ``_poll`` plays its pick when it has one."""
        self._pending = None
        if not self.session.computer_to_move or self._thinking is not None:
            return
        self._thinking = thinking = Thinking(self.session, time.monotonic())
        thinking.start()
        self._pending = self.root.after(POLL_MS, self._poll)

    def _poll(self) -> None:
        self._pending = None
        thinking = self._thinking
        if thinking is None:
            return
        if thinking.is_alive():
            seconds = int(time.monotonic() - thinking.started)
            if seconds >= 1 and thinking.session is self.session and thinking.position == self.session.position:
                self._notice = _("{status} ({seconds} s)").format(status=self.session.status(), seconds=seconds)
                self.draw()
            self._pending = self.root.after(POLL_MS, self._poll)
            return
        self._thinking = None
        session = self.session
        if thinking.session is not session or thinking.position != session.position or not session.computer_to_move:
            self.schedule_reply()  # the game changed while the computer thought: that pick is for another game
            return
        if thinking.error is not None:
            self._notice = _("The computer could not move: {error}.").format(error=thinking.error)
            self.draw()
            return
        assert thinking.pick is not None
        session.computer_pick(thinking.pick)
        last = session.last_move_sentence()
        self._notice = f"{self._kept} {last}" if self._kept else None
        self._hints_shown, self._kept = False, None
        self.draw()

    def _cancel_reply(self) -> None:
        if self._pending is not None:
            self.root.after_cancel(self._pending)
            self._pending = None

    def _restart(self, notice: str | None = None) -> None:
        """After the game changed under the window: no hints, no stale reply, a fresh drawing; then the
        computer's reply if it is to move. (A search already under way runs on, and its pick is dropped.)"""
        self._cancel_reply()
        self._cancel_typing()
        self._typed = ""
        self._notice, self._hints_shown, self._kept = notice, False, notice
        self.draw()
        if self._thinking is not None:
            self._pending = self.root.after(POLL_MS, self._poll)
        self.schedule_reply()

    # Actions: the buttons and the menus

    def new_game(self) -> None:
        self.session.new_game()
        self._restart()

    def undo(self) -> None:
        taken = self.session.undo()
        self._restart(None if taken else _("Nothing to undo yet."))

    def hint(self) -> None:
        """Show the verdict of every free move, or hide them again."""
        if self._thinking is not None and self.session.human_to_move:
            self._notice = _("No hint yet: the computer is still finishing its search.")
        elif self.session.human_to_move:
            self._hints_shown, self._notice = not self._hints_shown, None
        else:
            # a hint asked for at the end of the game, or when it is not the person's turn
            if self.session.over:
                self._notice = _("No hint now: the game is over.")
            else:
                self._notice = _("No hint now: it is not your turn.")
        self.draw()

    def change_seats(self) -> None:
        """First or Opponent was chosen: a new game with those seats, unless they are the seats playing now (a
        game under way is given up only if the person says so)."""
        opponent, first = self.opponent.get(), self.first.get()
        x, o = seats("human" if opponent == "human" else first, opponent)
        if (x, o) != (self.session.seat("X"), self.session.seat("O")):
            if self.session.picks and not self.session.over and not self.ask_to_give_up():
                self._sync_seats()
                return
            self.session.new_game(x, o)
            self._restart(
                _("New game: {introduction}").format(introduction=self.session.introduction().splitlines()[0])
            )
        self._sync_seats()

    def ask_to_give_up(self) -> bool:
        """Whether to give up the game under way for a new one with other seats; no is the default."""
        return messagebox.askyesno(
            _("Start a new game?"),
            _("Changing who plays starts a new game, and this one is lost.\n\nStart a new game?"),
            icon="question",
            default="no",
            parent=self.root,
        )

    def change_level(self) -> None:
        """How well the computer plays, from its next move on: the game goes on."""
        if self.level.get() == self.session.level:
            return
        self.session.set_level(self.level.get())
        self._notice = _("The computer plays at level {level} from its next move.").format(
            level=level_name(self.session.level)
        )
        self.draw()

    def show_help(self) -> None:
        """How to play and the keys, in a small window of its own (one at a time)."""
        if self.help_window is not None and self.help_window.winfo_exists():
            self.help_window.lift()
            return
        self.help_window = top = tk.Toplevel(self.root)
        top.title(_("How to play"))
        top.transient(self.root)
        shown = tk.Label(top, justify="left", wraplength=HELP_WIDTH, padx=16, pady=12)
        font = tkinter.font.nametofont(str(shown.cget("font")))
        shown.config(text=wrap(how_to_play(self.session), lambda line: font.measure(line) <= HELP_WIDTH))
        shown.pack(anchor="w")
        keys = tk.Frame(top, padx=16)
        keys.pack(anchor="w")
        for row, (key, what) in enumerate(KEYS):
            tk.Label(keys, text=key, font=(self.family, -13, "bold")).grid(row=row, column=0, sticky="w", padx=(0, 16))
            tk.Label(keys, text=_(what)).grid(row=row, column=1, sticky="w")
        tk.Button(top, text=_("Close"), command=top.destroy).pack(pady=12)
        self._bind_keys(top)
        top.bind("<Escape>", lambda event: top.destroy())

    def quit(self) -> None:
        self.root.destroy()

    def run(self) -> None:
        """The event loop, in the window's language: every callback speaks it, whatever context runs the loop."""
        with speaking(self.language):
            self.root.mainloop()

    # Files

    def save(self) -> None:
        """Ask where, then save there."""
        path = ask_where_to_save(self.root)
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> None:
        """Save the game to ``path``; a file that is not a luoshu save is replaced only if the person says yes."""
        try:
            save_game(self.session, path, self.confirm_replace)
        except SaveError as error:
            self._notice = _("Not saved: {error}.").format(error=str(error))
        else:
            self._notice = _("Saved to {path}.").format(path=visible_path(path))
        self.draw()

    def confirm_replace(self, reason: str) -> bool:
        """Ask before a file that is not a luoshu save is replaced; no is the default."""
        return ask_to_replace(self.root, reason)

    def open(self) -> None:
        """Ask which save, then open it."""
        path = ask_which_to_open(self.root)
        if path:
            self.open_from(path)

    def open_from(self, path: str) -> None:
        """Go on with the game saved at ``path``, in its disguise if it has one, else as numbers and cells; if it
        cannot be read, say why and keep the game on show."""
        try:
            session = load_game(path)
            if not session.dress.disguise:  # a game saved as cells: the window names its moves "8 (C1)"
                session = load_game(path, dress="fifteen")
        except (SaveError, ValueError) as error:
            reason = (
                str(error)
                if isinstance(error, SaveError)
                else _("{path}: {error}").format(path=visible_path(path), error=str(error))
            )
            self._notice = _("Not opened: {reason}. The game goes on.").format(reason=reason)
            self.draw()
            return
        picks = len(session.picks)
        opened = ngettext("Opened {path}: {count} pick so far.", "Opened {path}: {count} picks so far.", picks)
        self.attach(session, opened.format(path=visible_path(path), count=f"{picks:,}"))


def _ignoring_event(action: Callable[[], None]) -> Callable[[tk.Event[tk.Misc]], None]:
    """A key binding's handler that does ``action``."""
    return lambda event: action()


def _panelled(session: Session) -> bool:
    """Whether the window shows a disguise's panel beside the grid and the tiles (a game of its own items, not
    tic-tac-toe, shows its tiles alone)."""
    return session.dress.disguise and on_grid(session.rules)
