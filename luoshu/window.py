"""The window: the Luo Shu grid and the nine number tiles side by side, always in step.

This is only a view. The ``Session`` holds the game; the window draws its state on one canvas, scaled
to the window's size, and forwards clicks and keys to it. Only this module and ``luoshu gui`` import
tkinter.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont

from .grid import CELLS, cell_of, number_at, row_and_column
from .session import MoveRefused, Seat, Session
from .solver import LEVELS, Outcome, Verdict

__all__ = ["Window"]

Box = tuple[float, float, float, float]

COLOURS = {
    "X": "#c0392b",
    "O": "#1f5fa8",
    "line": "#f7d154",
    "cell": "#fbfaf5",
    "edge": "#4a4a4a",
    "faint": "#8a8a8a",
    Outcome.WIN: "#b9e4b0",
    Outcome.DRAW: "#e6e6e6",
    Outcome.LOSS: "#f2b8b0",
}
REPLY_DELAY_MS = 350  # a short pause, so that the person sees their own move before the reply


class Window:
    """A Tk window onto a Session."""

    def __init__(self, session: Session, root: tk.Tk | None = None) -> None:
        self.session = session
        self.hints: dict[int, Verdict] = {}
        self.root = root or tk.Tk()
        self.root.title("luoshu - Pick Fifteen is tic-tac-toe")
        self.root.minsize(480, 300)
        self.root.geometry("900x520")
        self.first = tk.StringVar(self.root, value=session.seat("X"))
        self.level = tk.StringVar(self.root, value=session.level)
        self._pending: str | None = None
        self._build_menu()
        self.canvas = tk.Canvas(self.root, background="white", highlightthickness=0)
        self.canvas.pack(fill="both", expand=True)
        bar = tk.Frame(self.root)
        bar.pack(fill="x")
        # The buttons are packed first so that a narrow window squeezes the status line, not them.
        for text, command in (("New game", self.new_game), ("Undo", self.undo), ("Hint", self.hint)):
            tk.Button(bar, text=text, command=command).pack(side="right", padx=4, pady=4)
        self.status = tk.Label(bar, anchor="w", padx=10, pady=6)
        self.status.pack(side="left", fill="x", expand=True)
        self.canvas.bind("<Configure>", lambda event: self.draw())
        self.canvas.bind("<Button-1>", self.click)
        self.root.bind("<Key>", self.key)
        self.schedule_reply()
        self.draw()

    def _build_menu(self) -> None:
        menu = tk.Menu(self.root)
        game = tk.Menu(menu, tearoff=False)
        game.add_command(label="New game", accelerator="N", command=self.new_game)
        game.add_command(label="Undo", accelerator="U", command=self.undo)
        game.add_command(label="Hint", accelerator="H", command=self.hint)
        game.add_separator()
        game.add_command(label="Quit", command=self.root.destroy)
        menu.add_cascade(label="Game", menu=game)
        first = tk.Menu(menu, tearoff=False)
        for seat, label in (("human", "You move first (X)"), ("computer", "Computer moves first (X)")):
            first.add_radiobutton(label=label, value=seat, variable=self.first, command=self.change_first)
        menu.add_cascade(label="First", menu=first)
        level = tk.Menu(menu, tearoff=False)
        for name in LEVELS:
            level.add_radiobutton(label=name, value=name, variable=self.level, command=self.change_level)
        menu.add_cascade(label="Level", menu=level)
        self.root.config(menu=menu)

    # Layout: the grid on the left, the tiles (1 2 3 / 4 5 6 / 7 8 9) on the right, each a square.

    def _square(self, side: int) -> Box:
        width, height = max(self.canvas.winfo_width(), 2), max(self.canvas.winfo_height(), 2)
        size = min(width / 2 - 40, height - 60)
        left = width / 4 - size / 2 + (width / 2 if side else 0)
        top = (height - size) / 2 + 12
        return left, top, left + size, top + size

    def cell_box(self, cell: str) -> Box:
        """Where a cell of the grid is drawn, in canvas coordinates."""
        left, top, right, _ = self._square(0)
        step = (right - left) / 3
        r, c = row_and_column(cell)
        return left + c * step, top + r * step, left + (c + 1) * step, top + (r + 1) * step

    def tile_box(self, number: int) -> Box:
        """Where the tile of a number is drawn, in canvas coordinates."""
        left, top, right, _ = self._square(1)
        step = (right - left) / 3
        r, c = divmod(number - 1, 3)
        pad = step * 0.06
        return left + c * step + pad, top + r * step + pad, left + (c + 1) * step - pad, top + (r + 1) * step - pad

    def at(self, x: float, y: float) -> int | None:
        """The number under a point: a cell's number or a tile's."""
        for cell in CELLS:
            x0, y0, x1, y1 = self.cell_box(cell)
            if x0 <= x < x1 and y0 <= y < y1:
                return number_at(cell)
        for number in range(1, 10):
            x0, y0, x1, y1 = self.tile_box(number)
            if x0 <= x < x1 and y0 <= y < y1:
                return number
        return None

    # Drawing: everything is drawn afresh from the controller's state.

    def draw(self) -> None:
        canvas = self.canvas
        canvas.delete("all")
        step = (self._square(0)[2] - self._square(0)[0]) / 3
        big = tkfont.Font(family="Helvetica", size=-max(int(step * 0.5), 8), weight="bold")
        small = tkfont.Font(family="Helvetica", size=-max(int(step * 0.16), 7))
        title = tkfont.Font(family="Helvetica", size=-max(int(step * 0.15), 8), weight="bold")
        line = set(self.session.position.completed or ())
        hints = self.hints
        left, top, right, _ = self._square(0)
        canvas.create_text((left + right) / 2, top - 14, text="The Luo Shu grid", font=title)
        left, top, right, _ = self._square(1)
        canvas.create_text((left + right) / 2, top - 14, text="The numbers 1-9", font=title)
        for cell in CELLS:
            number = number_at(cell)
            self._draw_box(
                self.cell_box(cell),
                number,
                str(self.session.position.holder(number) or ""),
                str(number),
                line,
                hints.get(number),
                big,
                small,
            )
        for number in range(1, 10):
            mark = self.session.position.holder(number)
            self._draw_box(
                self.tile_box(number),
                number,
                str(number),
                mark or cell_of(number),
                line,
                hints.get(number),
                big,
                small,
                colour_of_big=mark,
            )
        self.status.config(text=self.session.status())

    def _draw_box(
        self,
        box: Box,
        number: int,
        big_text: str,
        small_text: str,
        line: set[int],
        hint: Verdict | None,
        big: tkfont.Font,
        small: tkfont.Font,
        colour_of_big: str | None = None,
    ) -> None:
        x0, y0, x1, y1 = box
        fill = COLOURS["line"] if number in line else COLOURS[hint.outcome] if hint else COLOURS["cell"]
        self.canvas.create_rectangle(x0, y0, x1, y1, fill=fill, outline=COLOURS["edge"], width=2)
        mark = colour_of_big or big_text
        colour = COLOURS.get(mark, "black") if mark in ("X", "O") else "black"
        self.canvas.create_text((x0 + x1) / 2, (y0 + y1) / 2, text=big_text, font=big, fill=colour)
        pad = (x1 - x0) * 0.08
        self.canvas.create_text(
            x1 - pad, y0 + pad, text=small_text, font=small, anchor="ne", fill=COLOURS.get(small_text, COLOURS["faint"])
        )
        if hint:
            self.canvas.create_text((x0 + x1) / 2, y1 - pad, text=str(hint), font=small, anchor="s")

    # Events

    def click(self, event: tk.Event) -> None:
        number = self.at(event.x, event.y)
        if number is not None:
            self.play(number)

    def key(self, event: tk.Event) -> None:
        actions = {"h": self.hint, "u": self.undo, "n": self.new_game}
        if event.char and event.char in "123456789":
            self.play(int(event.char))
        elif event.char and event.char.lower() in actions:
            actions[event.char.lower()]()

    def play(self, number: int) -> None:
        try:
            self.session.pick(number)
        except MoveRefused:
            self.root.bell()
            return
        self.hints = {}
        self.draw()
        self.schedule_reply()

    def schedule_reply(self) -> None:
        if self.session.computer_to_move and self._pending is None:
            self._pending = self.root.after(REPLY_DELAY_MS, self.reply)

    def reply(self) -> None:
        self._pending = None
        if self.session.computer_to_move:
            self.session.computer_pick()
            self.hints = {}
        self.draw()

    def _cancel_reply(self) -> None:
        if self._pending is not None:
            self.root.after_cancel(self._pending)
            self._pending = None

    def new_game(self) -> None:
        self._cancel_reply()
        self.session.new_game()
        self.hints = {}
        self.draw()
        self.schedule_reply()

    def undo(self) -> None:
        self._cancel_reply()
        if self.session.undo():
            self.hints = {}
        else:
            self.root.bell()
        self.draw()
        self.schedule_reply()

    def hint(self) -> None:
        self.hints = self.session.hints() if self.session.human_to_move else {}
        self.draw()

    def change_first(self) -> None:
        self._cancel_reply()
        x: Seat = "computer" if self.first.get() == "computer" else "human"
        o: Seat = "human" if x == "computer" else "computer"
        self.session.new_game(x, o)
        self.hints = {}
        self.draw()
        self.schedule_reply()

    def change_level(self) -> None:
        level = self.level.get()
        self.session.set_level(level)
        self.draw()

    def run(self) -> None:
        self.root.mainloop()
