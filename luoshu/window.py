"""The window: the Luo Shu grid and the number tiles side by side, always in step.

Glossary:
    box      a cell of the grid or a tile of the numbers: a cell and the tile of its number are one move.
    caption  the large line over the boards: whose turn it is, or the result.
    notice   a line for the status bar that answers the last thing the person did (a refused pick, a save).

This is only a view. The ``Session`` holds the game; the window keeps view state alone (the hints shown or
not, the number under the mouse, a notice, a pending reply), draws the session on one canvas scaled to the
window's size, and forwards clicks and keys to it. A game whose winning sets are the lines of the Luo Shu
is shown on the grid and as tiles; any other shows the tiles alone, in rows. Only this module and
``luoshu gui`` import tkinter.
"""

from __future__ import annotations

import functools
import math
import tkinter as tk
from collections.abc import Callable
from tkinter import filedialog, messagebox
from typing import Literal, NamedTuple

from .dress import grid_misfit
from .grid import CELLS, COLUMN_NAMES, ROW_NAMES, cell_of, line_of, number_at, row_and_column
from .rules import Rules
from .savefile import LARGEST_SAVE, SaveError, read_text_file
from .session import MoveRefused, Seat, Session
from .solver import LEVELS, Outcome, Verdict
from .text import a_set, plural

__all__ = ["Window", "verdict_mark", "verdict_words", "why_no_grid"]

Box = tuple[float, float, float, float]
Anchor = Literal["nw", "n", "ne", "w", "center", "e", "sw", "s", "se"]

# The palette. Hints are blue, grey and orange (Okabe and Ito), which red-green colour-blind people tell
# apart, and each also carries a sign; every text colour has a contrast of at least 4.5:1 on every fill
# (tests/test_window.py computes it).
BACKGROUND = "#ffffff"
PAPER = "#fbfaf5"  # a box with nothing to say
HOVER = "#c8ecd8"  # the box under the mouse and its partner in the other view
LINE = "#ffe066"  # the set that ended the game
HINT = {Outcome.WIN: "#bcd9f5", Outcome.DRAW: "#e8e8e8", Outcome.LOSS: "#fdd3a6"}
BOX_FILLS = (PAPER, HOVER, LINE, *HINT.values())
INK = "#1a1a1a"  # the numbers on the tiles, hints, captions
LABEL = "#4d4d4d"  # the small numbers in the cells, the cell names on the tiles, the row and column labels
MARK = {"X": "#a33600", "O": "#1f5aa0"}
TEXT_COLOURS = (INK, LABEL, *MARK.values())
EDGE = "#4a4a4a"
LAST = "#000000"  # the thick outline of the last move, in both views
SIGN = {Outcome.WIN: "+", Outcome.DRAW: "=", Outcome.LOSS: "\u2212"}

FAMILY = "Helvetica"
SMALLEST_FONT = 9  # pixels: below this the small labels cannot be read
MARGIN = 10
MIN_SIZE = (560, 380)  # the smallest window: the boards shrink, the status line and the buttons stay
REPLY_DELAY_MS = 350  # a short pause, so that the person sees their own move before the reply
SAVE_TYPES = [("luoshu saves", "*.json"), ("All files", "*")]
KEYS = (
    ("1-9", "pick that number"),
    ("H", "show or hide the hint"),
    ("Ctrl+Z", "take back your last move"),
    ("Ctrl+N", "a new game"),
    ("Ctrl+S", "save the game"),
    ("Ctrl+O", "open a saved game"),
    ("Ctrl+Q", "quit"),
    ("F1", "this help"),
)
CONTROL = 0x4  # the Control bit of a Tk key event's state

_misfit = functools.cache(grid_misfit)  # the same rules are asked about at every redraw


def why_no_grid(rules: Rules) -> str:
    """One line on why a game is shown without the grid: ``grid_misfit``'s reason, without the detail.

    >>> why_no_grid(Rules(target=14))
    'Not tic-tac-toe, so no Luo Shu grid: its 8 winning sets are not the lines of a 3x3 grid.'
    """
    reason = _misfit(rules) or ""
    return f"Not tic-tac-toe, so no Luo Shu grid: {reason.split('tic-tac-toe: ', 1)[-1].split(' (', 1)[0]}."


def verdict_mark(verdict: Verdict) -> str:
    """A verdict in a few characters for a box, its sign first so that it reads without colour.

    The count is the mover's own moves, this one included: what a player counts, rather than plies.

    >>> win, draw, loss = Outcome
    >>> [verdict_mark(Verdict(outcome, plies)) for outcome, plies in [(win, 1), (win, 3), (draw, 8), (loss, 4)]]
    ['+ win now', '+ win in 2', '= draw', '\u2212 loss in 2']
    """
    sign = SIGN[verdict.outcome]
    if verdict.outcome is Outcome.DRAW:
        return f"{sign} draw"
    if verdict.plies == 1:
        return f"{sign} win now"
    return f"{sign} {verdict.outcome} in {(verdict.plies + 1) // 2}"


def verdict_words(verdict: Verdict) -> str:
    """A verdict as a phrase, counted in the mover's own moves.

    >>> verdict_words(Verdict(Outcome.WIN, 3)), verdict_words(Verdict(Outcome.LOSS, 2))
    ('a win in 2 moves of yours', 'a loss: the other side wins after 1 move of yours')
    """
    moves = plural((verdict.plies + 1) // 2, "move")
    if verdict.outcome is Outcome.WIN:
        return f"a win in {moves} of yours"
    if verdict.outcome is Outcome.LOSS:
        return f"a loss: the other side wins after {moves} of yours"
    return "a draw"


class Layout(NamedTuple):
    """Where things go on the canvas at its present size; sizes are in pixels."""

    width: float
    caption: float  # the caption's font size
    small: float  # the font size of the lines under the caption and of the labels
    caption_y: float
    sub_y: float
    title_y: float
    grid: Box | None  # the grid's square; None when the game is not tic-tac-toe
    tiles: Box  # the rectangle that holds the tiles
    columns: int  # tiles in a row


class Window:
    """A Tk window onto a Session."""

    def __init__(self, session: Session, root: tk.Tk | None = None) -> None:
        self.session = session
        self.root = root or tk.Tk()
        self.root.minsize(*MIN_SIZE)
        self.root.geometry("900x580")
        self.first = tk.StringVar(self.root)
        self.opponent = tk.StringVar(self.root)
        self.level = tk.StringVar(self.root)
        self._hints_shown = False
        self._hover: int | None = None
        self._notice: str | None = None
        self._pending: str | None = None
        self.help_window: tk.Toplevel | None = None
        self._build_menu()
        # The bar is packed before the canvas, so that a small window shrinks the boards and never the bar.
        bar = tk.Frame(self.root)
        bar.pack(side="bottom", fill="x")
        self.buttons = [
            tk.Button(bar, text=text, command=command)
            for text, command in (("New game", self.new_game), ("Undo", self.undo), ("Hint", self.hint))
        ]
        for button in reversed(self.buttons):
            button.pack(side="right", padx=4, pady=4)
        self.status = tk.Label(bar, anchor="w", justify="left", padx=10, pady=6, foreground=INK)
        self.status.pack(side="left", fill="x", expand=True)
        # A long line wraps to the label's width rather than being cut.
        self.status.bind("<Configure>", lambda event: self.status.config(wraplength=max(event.width - 20, 40)))
        self.canvas = tk.Canvas(self.root, background=BACKGROUND, highlightthickness=0)
        self.canvas.pack(fill="both", expand=True)
        self.canvas.bind("<Configure>", lambda event: self.draw())
        self.canvas.bind("<Button-1>", self.click)
        self.canvas.bind("<Motion>", lambda event: self.hover(self.at(event.x, event.y)))
        self.canvas.bind("<Leave>", lambda event: self.hover(None))
        self._bind_keys()
        self.attach(session)

    def _build_menu(self) -> None:
        menu = tk.Menu(self.root)
        game = tk.Menu(menu, tearoff=False)
        game.add_command(label="New game", accelerator="Ctrl+N", command=self.new_game)
        game.add_command(label="Undo", accelerator="Ctrl+Z", command=self.undo)
        game.add_command(label="Hint", accelerator="H", command=self.hint)
        game.add_separator()
        game.add_command(label="Save...", accelerator="Ctrl+S", command=self.save)
        game.add_command(label="Open...", accelerator="Ctrl+O", command=self.open)
        game.add_separator()
        game.add_command(label="Quit", accelerator="Ctrl+Q", command=self.quit)
        menu.add_cascade(label="Game", menu=game)
        self.first_menu = tk.Menu(menu, tearoff=False)
        for seat, label in (("human", "You move first (X)"), ("computer", "The computer moves first (X)")):
            self.first_menu.add_radiobutton(label=label, value=seat, variable=self.first, command=self.change_seats)
        menu.add_cascade(label="First", menu=self.first_menu)
        level = tk.Menu(menu, tearoff=False)
        for name in LEVELS:
            level.add_radiobutton(label=name, value=name, variable=self.level, command=self.change_level)
        menu.add_cascade(label="Level", menu=level)
        self.opponent_menu = tk.Menu(menu, tearoff=False)
        for seat, label in (("computer", "The computer"), ("human", "Another person, at this window")):
            self.opponent_menu.add_radiobutton(
                label=label, value=seat, variable=self.opponent, command=self.change_seats
            )
        menu.add_cascade(label="Opponent", menu=self.opponent_menu)
        help_menu = tk.Menu(menu, tearoff=False)
        help_menu.add_command(label="How to play", accelerator="F1", command=self.show_help)
        menu.add_cascade(label="Help", menu=help_menu)
        self.root.config(menu=menu)

    def _bind_keys(self) -> None:
        self.root.bind("<Key>", self.key)
        actions = {"n": self.new_game, "z": self.undo, "s": self.save, "o": self.open, "q": self.quit}
        for letter, action in actions.items():
            for case in (letter, letter.upper()):  # Caps Lock on or off
                self.root.bind(f"<Control-Key-{case}>", _ignoring_event(action))
        self.root.bind("<F1>", _ignoring_event(self.show_help))

    def attach(self, session: Session, notice: str | None = None) -> None:
        """Show this session from now on: at the start, and when a game is opened."""
        self.session = session
        if _misfit(session.rules) is None:
            session.set_view("both")  # the window shows both: moves are named "8 (C1)"
        self.root.title(f"luoshu - {session.dress.title}")
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

    # Layout: a caption, a line under it, titles, then the boards: the grid and the tiles, each a square,
    # or for a game that is not tic-tac-toe the tiles alone, in rows of ceil(sqrt(N)).

    def layout(self) -> Layout:
        width, height = max(self.canvas.winfo_width(), 2), max(self.canvas.winfo_height(), 2)
        caption = min(max(height * 0.07, 16), 40)
        small = min(max(height * 0.03, 11), 18)
        caption_y = MARGIN + caption * 0.6
        sub_y = caption_y + caption * 0.6 + small
        title_y = sub_y + small * 1.7
        count = self.session.rules.numbers
        if _misfit(self.session.rules) is None:
            labels = small * 1.6  # room for the row and column labels
            top = title_y + small * 0.8 + labels
            size = max(min(width / 2 - labels - 2 * MARGIN, height - top - MARGIN), 30)
            grid_left = (width / 2 - size + labels) / 2
            tiles_left = width / 2 + (width / 2 - size) / 2
            grid = (grid_left, top, grid_left + size, top + size)
            tiles = (tiles_left, top, tiles_left + size, top + size)
            return Layout(width, caption, small, caption_y, sub_y, title_y, grid, tiles, 3)
        columns = math.ceil(math.sqrt(count))
        rows = math.ceil(count / columns)
        top = title_y + small * 2  # the line on why there is no grid may take two lines
        step = max(min((width - 2 * MARGIN) / columns, (height - top - MARGIN) / rows), 10)
        left = (width - step * columns) / 2
        tiles = (left, top, left + step * columns, top + step * rows)
        return Layout(width, caption, small, caption_y, sub_y, title_y, None, tiles, columns)

    def cell_box(self, cell: str, layout: Layout | None = None) -> Box:
        """Where a cell of the grid is drawn, in canvas coordinates; ValueError if the game has no grid."""
        grid = (layout or self.layout()).grid
        if grid is None:
            raise ValueError(why_no_grid(self.session.rules))
        left, top, right, _ = grid
        step = (right - left) / 3
        r, c = row_and_column(cell)
        return left + c * step, top + r * step, left + (c + 1) * step, top + (r + 1) * step

    def tile_box(self, number: int, layout: Layout | None = None) -> Box:
        """Where the tile of a number is drawn, in canvas coordinates."""
        layout = layout or self.layout()
        left, top, right, _ = layout.tiles
        step = (right - left) / layout.columns
        r, c = divmod(number - 1, layout.columns)
        pad = step * 0.06
        return left + c * step + pad, top + r * step + pad, left + (c + 1) * step - pad, top + (r + 1) * step - pad

    def at(self, x: float, y: float) -> int | None:
        """The number under a point: a cell's number or a tile's."""
        layout = self.layout()
        boxes = [(number_at(cell), self.cell_box(cell, layout)) for cell in CELLS] if layout.grid else []
        boxes += [(number, self.tile_box(number, layout)) for number in range(1, self.session.rules.numbers + 1)]
        return next((number for number, (x0, y0, x1, y1) in boxes if x0 <= x < x1 and y0 <= y < y1), None)

    # Drawing: everything is drawn afresh from the session and the view state.

    def draw(self) -> None:
        self.canvas.delete("all")
        layout = self.layout()
        self._draw_captions(layout)
        if layout.grid is not None:
            self._draw_grid_labels(layout)
            for cell in CELLS:
                self._draw_cell(cell, self.cell_box(cell, layout))
        for number in range(1, self.session.rules.numbers + 1):
            self._draw_tile(number, self.tile_box(number, layout), with_cell=layout.grid is not None)
        self.status.config(text=self.status_text())

    def _text(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        colour: str = INK,
        bold: bool = False,
        anchor: Anchor = "center",
        width: float = 0,
        tag: str = "",
    ) -> None:
        """Text of ``size`` pixels (never below the smallest readable), wrapped at ``width`` if given."""
        font = (FAMILY, -max(int(size), SMALLEST_FONT), "bold" if bold else "normal")
        self.canvas.create_text(x, y, text=text, font=font, fill=colour, anchor=anchor, width=width, tags=tag)

    def _draw_captions(self, layout: Layout) -> None:
        """The caption (whose turn, or the result), the rules or the result in full, the boards' titles."""
        session, middle = self.session, layout.width / 2
        self._text(middle, layout.caption_y, self.caption(), layout.caption, bold=True, tag="caption")
        under = session.result_sentences()[0] if session.over else session.rule_sentence()
        line = line_of(session.position.completed or ()) if layout.grid else None
        if line is not None:
            under += f". On the grid: {line}."
        self._text(middle, layout.sub_y, under, layout.small, width=layout.width - 2 * MARGIN, tag="subcaption")
        if layout.grid is None:
            why = why_no_grid(session.rules)
            self._text(middle, layout.title_y, why, layout.small, LABEL, anchor="n", width=layout.width - 2 * MARGIN)
            return
        for (left, _, right, _), title in ((layout.grid, "The Luo Shu grid"), (layout.tiles, "The numbers 1-9")):
            self._text((left + right) / 2, layout.title_y, title, layout.small, bold=True)

    def _draw_grid_labels(self, layout: Layout) -> None:
        """A-C beside the rows and 1-3 over the columns: the names that tiles and results use."""
        assert layout.grid is not None
        left, top, right, _ = layout.grid
        step = (right - left) / 3
        for i, (row, column) in enumerate(zip(ROW_NAMES, COLUMN_NAMES, strict=True)):
            middle = (i + 0.5) * step
            self._text(left - layout.small * 0.9, top + middle, row, layout.small, LABEL, bold=True)
            self._text(left + middle, top - layout.small * 0.9, column, layout.small, LABEL, bold=True)

    def _draw_cell(self, cell: str, box: Box) -> None:
        """A cell: its mark large, its Luo Shu number small in the corner, a hint at the foot."""
        number = number_at(cell)
        holder = self.session.position.holder(number)
        x0, y0, x1, y1 = self._draw_box(box, number, "cell")
        if holder is not None:
            self._text((x0 + x1) / 2, (y0 + y1) / 2, holder, (x1 - x0) * 0.55, MARK[holder], bold=True)
        self._corner(box, str(number), LABEL, "ne")

    def _draw_tile(self, number: int, box: Box, with_cell: bool) -> None:
        """A tile: its number large, in its holder's colour and with the holder's mark, its cell's name small."""
        holder = self.session.position.holder(number)
        x0, y0, x1, y1 = self._draw_box(box, number, "tile")
        colour = MARK[holder] if holder is not None else INK
        self._text((x0 + x1) / 2, (y0 + y1) / 2, str(number), (x1 - x0) * 0.45, colour, bold=True)
        if holder is not None:
            self._corner(box, holder, colour, "nw", bold=True)  # the mark as well as the colour
        if with_cell:
            self._corner(box, cell_of(number), LABEL, "ne")

    def _draw_box(self, box: Box, number: int, kind: str) -> Box:
        """A box's rectangle, filled by what it is now, outlined if it is the last move, with any hint."""
        x0, y0, x1, y1 = box
        self.canvas.create_rectangle(
            *box, fill=self.fill(number), outline=EDGE, width=2, tags=(kind, f"{kind}-{number}")
        )
        if number == self.session.last:
            width = max(3.0, (x1 - x0) * 0.035)
            inset = width / 2 + 1
            self.canvas.create_rectangle(
                x0 + inset, y0 + inset, x1 - inset, y1 - inset, outline=LAST, width=width, tags=("last",)
            )
        verdict = self.hints().get(number)
        if verdict is not None:
            pad = (x1 - x0) * 0.08
            self._text((x0 + x1) / 2, y1 - pad, verdict_mark(verdict), (x1 - x0) * 0.13, anchor="s")
        return box

    def _corner(self, box: Box, text: str, colour: str, anchor: Literal["ne", "nw"], bold: bool = False) -> None:
        x0, y0, x1, _ = box
        pad = (x1 - x0) * 0.08
        self._text(
            x1 - pad if anchor == "ne" else x0 + pad, y0 + pad, text, (x1 - x0) * 0.16, colour, bold, anchor=anchor
        )

    def fill(self, number: int) -> str:
        """A box's fill: the set that ended the game, else under the mouse, else its hint, else plain."""
        if number in (self.session.position.completed or ()):
            return LINE
        if number == self._hover:
            return HOVER
        verdict = self.hints().get(number)
        return HINT[verdict.outcome] if verdict is not None else PAPER

    # Words

    def hints(self) -> dict[int, Verdict]:
        """The verdicts on show: none unless the person asked and it is a person's turn."""
        return self.session.hints() if self._hints_shown and self.session.human_to_move else {}

    def caption(self) -> str:
        """The large line: whose turn it is, or who won."""
        session, position = self.session, self.session.position
        if session.over:
            if position.winner is None:
                return "Draw"
            return session.result_sentences()[-1] if session.against_computer else f"{position.winner} wins!"
        if session.computer_to_move:
            return f"The computer's turn ({position.to_move})"
        return session.whose_turn()

    def status_text(self) -> str:
        """The status line: a notice, else the hint under the mouse, else the last move and what comes next."""
        session = self.session
        if self._notice:
            return self._notice
        hints = self.hints()
        if hints:
            if self._hover in hints:
                return f"{session.name(self._hover)}: {verdict_words(hints[self._hover])}."
            best = sorted(session.best())
            advice = (
                "Every move is as good as any other"
                if len(best) == len(hints)
                else "Best: " + ", ".join(session.name(n) for n in best)
            )
            return (
                f"Hints for {session.position.to_move} under perfect play: + a win, = a draw, \u2212 a loss, "
                f"counted in moves of yours. {advice}."
            )
        said = [sentence for sentence in (self.last_move(),) if sentence]
        if session.over:
            said += [line if line.endswith((".", "!")) else f"{line}." for line in session.result_sentences()]
        elif session.computer_to_move:
            said.append(session.status())
        else:
            said.append(f"{session.whose_turn()}: {self._how_to_pick()}.")
        return " ".join(said)

    def _how_to_pick(self) -> str:
        if _misfit(self.session.rules) is None:
            return "click a free cell or tile, or press its number"
        return "click a free number" + (", or press it" if self.session.rules.numbers <= 9 else "")

    def last_move(self) -> str:
        """The last move in words, when someone else made it: the computer, or the other person."""
        session, last = self.session, self.session.last
        if last is None:
            return ""
        player = session.position.holder(last)
        if player is None or (session.against_computer and session.seat(player) == "human"):
            return ""  # the person saw their own move
        who = f"The computer ({player})" if session.seat(player) == "computer" else player
        return f"{who} took {session.name(last)}."

    def help_text(self) -> str:
        """How to play: the game from the session, then the mouse and the hints (the keys are listed apart)."""
        session = self.session
        if _misfit(session.rules) is None:
            how = (
                f"The grid and the tiles are one game: the Luo Shu puts each number in a cell, and the sets of "
                f"{a_set(session.rules)} are exactly its lines. Click a free cell or a free tile, or press its "
                "number: both views move together."
            )
        else:
            how = f"Click a free number to pick it. {why_no_grid(session.rules)}"
        return (
            f"{session.introduction()}\n\n{how}\n\n"
            "A hint marks every free move with its verdict under perfect play: + a win (blue), = a draw (grey), "
            "\u2212 a loss (orange), counted in moves of yours, this one included."
        )

    # Events

    def click(self, event: tk.Event[tk.Misc]) -> None:
        number = self.at(event.x, event.y)
        if number is not None:
            self.play(number)

    def hover(self, number: int | None) -> None:
        """Light up the box under the mouse and its partner in the other view."""
        if number != self._hover:
            self._hover = number
            self.draw()

    def key(self, event: tk.Event[tk.Misc]) -> None:
        if int(event.state) & CONTROL or not event.char:
            return
        if event.char in "123456789":
            self.play(int(event.char))
        elif event.char in "hH":
            self.hint()

    def play(self, number: int) -> None:
        """The person to move picks ``number``; if the session refuses, the status line says why."""
        try:
            self.session.pick(number)
        except MoveRefused as refusal:
            self._notice = str(refusal)
            self.root.bell()
        else:
            self._notice, self._hints_shown = None, False
        self.draw()
        self.schedule_reply()

    def schedule_reply(self) -> None:
        if self.session.computer_to_move and self._pending is None:
            self._pending = self.root.after(REPLY_DELAY_MS, self.reply)

    def reply(self) -> None:
        self._pending = None
        if self.session.computer_to_move:
            self.session.computer_pick()
            self._notice, self._hints_shown = None, False
        self.draw()

    def _cancel_reply(self) -> None:
        if self._pending is not None:
            self.root.after_cancel(self._pending)
            self._pending = None

    def _restart(self, notice: str | None = None) -> None:
        """After the game changed under the window: no hints, no stale reply, a fresh drawing; then the
        computer's reply if it is to move."""
        self._cancel_reply()
        self._notice, self._hints_shown = notice, False
        self.draw()
        self.schedule_reply()

    def new_game(self) -> None:
        self.session.new_game()
        self._restart()

    def undo(self) -> None:
        taken = self.session.undo()
        self._restart(None if taken else "Nothing to undo yet.")

    def hint(self) -> None:
        """Show the verdict of every free move, or hide them again."""
        if self.session.human_to_move:
            self._hints_shown, self._notice = not self._hints_shown, None
        else:
            self._notice = "No hint now: " + ("the game is over." if self.session.over else "it is not your turn.")
        self.draw()

    def change_seats(self) -> None:
        """First or Opponent was chosen: a new game with those seats, unless they are the seats playing now."""
        opponent, first = self.opponent.get(), self.first.get()
        x: Seat = "computer" if first == "computer" and opponent == "computer" else "human"
        o: Seat = "human" if x == "computer" or opponent == "human" else "computer"
        if (x, o) != (self.session.seat("X"), self.session.seat("O")):
            self.session.new_game(x, o)
            self._restart(f"New game: {self.session.introduction().splitlines()[0]}")
        self._sync_seats()

    def change_level(self) -> None:
        """How well the computer plays, from its next move on: the game goes on."""
        self.session.set_level(self.level.get())
        self._notice = f"The computer plays at level {self.session.level} from its next move."
        self.draw()

    def save(self) -> None:
        """Ask where, then save there."""
        path = filedialog.asksaveasfilename(
            parent=self.root, title="Save the game", defaultextension=".json", filetypes=SAVE_TYPES
        )
        if path:
            self.save_to(path)

    def save_to(self, path: str) -> None:
        """Save the game to ``path``; a file that is not a luoshu save is replaced only if the person says yes."""
        try:
            self.session.save(path, replace=self.confirm_replace)
        except SaveError as error:
            self._notice = f"Not saved: {error}."
        else:
            self._notice = f"Saved to {path}."
        self.draw()

    def confirm_replace(self, reason: str) -> bool:
        """Ask before a file that is not a luoshu save is replaced; no is the default."""
        return messagebox.askyesno(
            "Replace the file?",
            f"{reason}.\n\nReplace it with this game?",
            icon="warning",
            default="no",
            parent=self.root,
        )

    def open(self) -> None:
        """Ask which save, then open it."""
        path = filedialog.askopenfilename(parent=self.root, title="Open a saved game", filetypes=SAVE_TYPES)
        if path:
            self.open_from(path)

    def open_from(self, path: str) -> None:
        """Go on with the game saved at ``path``; if it cannot be read, say why and keep the game on show."""
        try:
            session = Session.from_json(read_text_file(path, LARGEST_SAVE, what="luoshu save file"), dress="fifteen")
        except (SaveError, ValueError) as error:
            reason = str(error) if isinstance(error, SaveError) else f"{path}: {error}"
            self._notice = f"Not opened: {reason}. The game goes on."
            self.draw()
            return
        self.attach(session, f"Opened {path}: {plural(len(session.picks), 'pick')} so far.")

    def show_help(self) -> None:
        """How to play and the keys, in a small window of its own (one at a time)."""
        if self.help_window is not None and self.help_window.winfo_exists():
            self.help_window.lift()
            return
        self.help_window = top = tk.Toplevel(self.root)
        top.title("How to play")
        top.transient(self.root)
        tk.Label(top, text=self.help_text(), justify="left", wraplength=520, padx=16, pady=12).pack(anchor="w")
        keys = tk.Frame(top, padx=16)
        keys.pack(anchor="w")
        for row, (key, what) in enumerate(KEYS):
            tk.Label(keys, text=key, font=(FAMILY, -13, "bold")).grid(row=row, column=0, sticky="w", padx=(0, 16))
            tk.Label(keys, text=what).grid(row=row, column=1, sticky="w")
        tk.Button(top, text="Close", command=top.destroy).pack(pady=12)
        top.bind("<Escape>", lambda event: top.destroy())

    def quit(self) -> None:
        self.root.destroy()

    def run(self) -> None:
        self.root.mainloop()


def _ignoring_event(action: Callable[[], None]) -> Callable[[tk.Event[tk.Misc]], None]:
    """A key binding's handler that does ``action``."""
    return lambda event: action()
