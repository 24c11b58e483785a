"""Drawing: the session on one canvas, laid out for the canvas's size and drawn afresh at every change.

Every box of a number (its cell, its tile, its entries in a disguise's panel) is drawn alike: filled by what it
is now (in the set that ended the game, under the mouse, its hint, or plain), outlined if it was the last move,
marked with its holder. Canvas items carry tags that say what they are (``cell-5``, ``tile-mark-5``,
``item-name-5``, ``caption``), so that a test can read the drawing.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from typing import Literal, NamedTuple

from ..search.solver import Verdict
from ..session import Session
from ..session.captions import caption, footer, game_line, titles, under_caption
from ..views.squares.grid import CELLS, COLUMN_NAMES, ROW_NAMES, cell_of, number_at
from ..views.text import SIGN, verdict_mark
from .layout import Box, Layout, layout
from .palette import EDGE, FAMILY, HINT, HOVER, INK, LABEL, LAST, LINE, MARGIN, MARK, PAPER, SMALLEST_FONT

__all__ = ["Board", "Scene"]

Anchor = Literal["nw", "n", "ne", "w", "center", "e", "sw", "s", "se"]
Font = tuple[str, int, str]
SLOT = 0.8  # the width of a slot for one character at the side of an entry, in the entry's type size
GAP = 3  # pixels between a slot and the name


class Scene(NamedTuple):
    """What to draw: the game, and the window's view state."""

    session: Session
    hover: int | None  # the number under the mouse
    hints: Mapping[int, Verdict]  # the verdicts on show


def font(size: float, bold: bool = False, family: str = FAMILY) -> Font:
    """A font of ``size`` pixels, never below the smallest readable.

    >>> font(4, True, "Noto Sans CJK TC")
    ('Noto Sans CJK TC', -9, 'bold')
    """
    return family, -max(int(size), SMALLEST_FONT), "bold" if bold else "normal"


class Board:
    """The canvas of the window: the grid, the tiles and a disguise's panel, with captions over them."""

    def __init__(self, canvas: tk.Canvas, family: str = FAMILY) -> None:
        self.canvas = canvas
        self.family = family  # the type's family: one that draws the language spoken (``fonts``)
        # Text widths measured so far, by text, size and weight: each drawing (at every move of the mouse) fits
        # the same names to the same room again, and asking Tk each time was most of the drawing's work.
        self._widths: dict[tuple[str, float, bool, str], int] = {}

    def layout(self, session: Session) -> Layout:
        """The layout of this session's boards at the canvas's present size."""
        width, height = max(self.canvas.winfo_width(), 2), max(self.canvas.winfo_height(), 2)
        return layout(width, height, session.rules, session.dress)

    def draw(self, scene: Scene) -> None:
        # The old drawing goes once the new one is made, not before: the fonts its texts use are still open when
        # the new texts ask for them (Tk closes a font no item uses, and opening it again is most of a drawing's
        # time). The new items are the same either way, with the same ids.
        old = self.canvas.find_all()
        shape = self.layout(scene.session)
        self._captions(scene, shape)
        if shape.grid is not None:
            self._grid_labels(shape)
            for cell in CELLS:
                self._cell(scene, cell, shape.cell_box(cell))
        for number in range(1, shape.count + 1):
            self._tile(scene, number, shape.tile_box(number), with_cell=shape.grid is not None)
        if shape.panel is not None:
            self._panel(scene, shape)
        if old:
            self.canvas.delete(*old)

    # Text

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
        tags: tuple[str, ...] = (),
    ) -> None:
        """Text of ``size`` pixels, wrapped at ``width`` if given."""
        self.canvas.create_text(
            x,
            y,
            text=text,
            font=font(size, bold, self.family),
            fill=colour,
            anchor=anchor,
            width=width,
            justify="center",
            tags=tags,
        )

    def _width(self, text: str, size: float, bold: bool) -> int:
        key = (text, size, bold, self.family)
        if key not in self._widths:
            self._widths[key] = int(self.canvas.tk.call("font", "measure", font(size, bold, self.family), text))
        return self._widths[key]

    def _fit(self, text: str, size: float, room: float, bold: bool = False) -> tuple[str, float]:
        """Text and a size at which it fits in ``room`` pixels: smaller, down to the smallest readable, then cut
        short with an ellipsis."""
        size = max(int(size), SMALLEST_FONT)
        while size > SMALLEST_FONT and self._width(text, size, bold) > room:
            size -= 1
        while len(text) > 1 and self._width(text, size, bold) > room:
            text = text.removesuffix("\u2026")[:-1].rstrip() + "\u2026"
        return text, size

    def _captions(self, scene: Scene, shape: Layout) -> None:
        """The caption (whose turn, or the result), the line under it, the boards' titles, the footer."""
        session, middle, wrap = scene.session, shape.width / 2, shape.width - 2 * MARGIN
        self._text(middle, shape.caption_y, caption(session), shape.caption, bold=True, tags=("caption",))
        self._text(middle, shape.sub_y, under_caption(session), shape.small, width=wrap, tags=("subcaption",))
        if shape.grid is None:
            said = game_line(session)
            self._text(middle, shape.title_y, said, shape.small, LABEL, anchor="n", width=wrap, tags=("game",))
            return
        for box, title in zip((shape.grid, shape.tiles, shape.panel), titles(session), strict=True):
            if box is not None:
                text, size = self._fit(title, shape.small, box[2] - box[0], bold=True)
                self._text((box[0] + box[2]) / 2, shape.title_y, text, size, bold=True, tags=("title",))
        if shape.footer_y is not None:
            self._text(middle, shape.footer_y, footer(session), shape.small, anchor="n", width=wrap, tags=("footer",))

    def _grid_labels(self, shape: Layout) -> None:
        """A-C beside the rows and 1-3 over the columns: the names that tiles and results use."""
        assert shape.grid is not None
        left, top, right, _ = shape.grid
        step = (right - left) / 3
        for i, (row, column) in enumerate(zip(ROW_NAMES, COLUMN_NAMES, strict=True)):
            middle = (i + 0.5) * step
            self._text(left - shape.small * 0.9, top + middle, row, shape.small, LABEL, bold=True)
            self._text(left + middle, top - shape.small * 0.9, column, shape.small, LABEL, bold=True)

    # Boxes

    def _cell(self, scene: Scene, cell: str, box: Box) -> None:
        """A cell: its mark large, its Luo Shu number small in the corner, a hint at the foot; at the end of a
        disguise, the item it stands for at the foot, so that the grid shows the disguise laid out."""
        session, number = scene.session, number_at(cell)
        holder = session.position.holder(number)
        x0, y0, x1, y1 = self._box(scene, box, number, "cell")
        if holder is not None:
            size = (x1 - x0) * 0.55
            self._text(
                (x0 + x1) / 2, (y0 + y1) / 2, holder, size, MARK[holder], True, tags=("mark", f"cell-mark-{number}")
            )
        self._corner(box, str(number), LABEL, "ne")
        if session.over and session.dress.disguise:
            pad = (x1 - x0) * 0.06
            text, size = self._fit(session.dress.item(number), (x1 - x0) * 0.13, x1 - x0 - 2 * pad)
            self._text((x0 + x1) / 2, y1 - pad, text, size, LABEL, anchor="s", tags=("reveal", f"cell-item-{number}"))

    def _tile(self, scene: Scene, number: int, box: Box, with_cell: bool) -> None:
        """A tile: its number large, in its holder's colour and with the holder's mark, its cell's name small. A
        game of its own items (not tic-tac-toe) shows the item's name large, and its number small."""
        session = scene.session
        holder = session.position.holder(number)
        x0, y0, x1, y1 = self._box(scene, box, number, "tile")
        colour = MARK[holder] if holder is not None else INK
        size = (x1 - x0) * 0.45
        if session.rules.sets is not None and session.dress.disguise:
            name, fitted = self._fit(session.dress.item(number), (x1 - x0) * 0.22, (x1 - x0) * 0.86, bold=True)
            self._text((x0 + x1) / 2, (y0 + y1) / 2, name, fitted, colour, True, tags=(f"tile-name-{number}",))
            self._corner(box, str(number), LABEL, "ne", tags=(f"tile-number-{number}",))
        else:
            self._text((x0 + x1) / 2, (y0 + y1) / 2, str(number), size, colour, True, tags=(f"tile-number-{number}",))
        if holder is not None:  # the mark as well as the colour
            self._corner(box, holder, colour, "nw", bold=True, tags=("mark", f"tile-mark-{number}"))
        if with_cell:
            self._corner(box, cell_of(number), LABEL, "ne")

    def _box(self, scene: Scene, box: Box, number: int, kind: str) -> Box:
        """A box's rectangle, filled by what it is now and outlined if it is the last move. Cells and tiles
        show a hint at the foot; the panel's entries have no room, and show its sign (see ``_entry``)."""
        x0, y0, x1, y1 = box
        tags = (kind, f"{kind}-{number}")
        self.canvas.create_rectangle(*box, fill=self._fill(scene, number), outline=EDGE, width=2, tags=tags)
        if number == scene.session.last:  # on the edge of the panel's small entries, so as not to cover their text
            width = max(3.0, min(x1 - x0, y1 - y0) * 0.035)
            inset = 0 if kind == "item" else width / 2 + 1
            self.canvas.create_rectangle(
                x0 + inset, y0 + inset, x1 - inset, y1 - inset, outline=LAST, width=width, tags=("last",)
            )
        verdict = scene.hints.get(number)
        if verdict is not None and kind != "item":
            pad = (x1 - x0) * 0.08
            self._text((x0 + x1) / 2, y1 - pad, verdict_mark(verdict), (x1 - x0) * 0.13, anchor="s", tags=("hint",))
        return box

    def _fill(self, scene: Scene, number: int) -> str:
        """A box's fill: the set that ended the game, else under the mouse, else its hint, else plain."""
        if number in (scene.session.position.completed or ()):
            return LINE
        if number == scene.hover:
            return HOVER
        verdict = scene.hints.get(number)
        return HINT[verdict.outcome] if verdict is not None else PAPER

    def _corner(
        self,
        box: Box,
        text: str,
        colour: str,
        anchor: Literal["ne", "nw"],
        bold: bool = False,
        tags: tuple[str, ...] = (),
    ) -> None:
        x0, y0, x1, _ = box
        pad = (x1 - x0) * 0.08
        x = x1 - pad if anchor == "ne" else x0 + pad
        self._text(x, y0 + pad, text, (x1 - x0) * 0.16, colour, bold, anchor=anchor, tags=tags)

    # A disguise's panel

    def _panel(self, scene: Scene, shape: Layout) -> None:
        """The disguise's items, row by row (for Jam, each town with its roads), in one size of type."""
        session = scene.session
        made = set(session.position.completed or ())
        size = self._entry_size(session, shape)
        for row, (label, numbers) in enumerate(shape.rows):
            if label:
                self._label(shape.label_box(row), label, won=set(numbers) == made, size=size)
            for index, number in enumerate(numbers):
                self._entry(scene, number, shape.entry_box(row, index), size)

    def _entry_size(self, session: Session, shape: Layout) -> float:
        """The largest type, up to 0.6 of an entry's height, in which every item's name fits its entry."""
        x0, y0, x1, y1 = shape.entry_box(0, 0)
        room = x1 - x0 - 2 * (_pad(x1 - x0, y1 - y0) + GAP)
        # The name shares the room with the two slots (the mark; the number or the hint's sign) of SLOT each.
        fits = [room / (self._width(name, 100, False) / 100 + 2 * SLOT) for name in session.dress.names]
        return max(min((y1 - y0) * 0.6, *fits), SMALLEST_FONT)

    def _label(self, box: Box, label: str, won: bool, size: float) -> None:
        """A row's label: a town, on the set's colour when its roads ended the game."""
        x0, y0, x1, y1 = box
        if won:
            self.canvas.create_rectangle(x0, y0 + 2, x1 - 2, y1 - 2, fill=LINE, outline="", tags=("won",))
        text, fitted = self._fit(label, size, x1 - x0 - 6, bold=True)
        self._text(x0 + 4, (y0 + y1) / 2, text, fitted, INK if won else LABEL, True, "w", tags=(f"town-{label}",))

    def _entry(self, scene: Scene, number: int, box: Box, size: float) -> None:
        """An entry of the panel: its holder's mark, the item's name in the holder's colour, and in the last
        slot the hint's sign while hints are on, or the number it stands for once the game is over."""
        session = scene.session
        holder = session.position.holder(number)
        x0, y0, x1, y1 = self._box(scene, box, number, "item")
        pad, slot, middle = _pad(x1 - x0, y1 - y0), size * SLOT, (y0 + y1) / 2
        left, right = x0 + pad + slot / 2, x1 - pad - slot / 2  # the middles of the slots
        if holder is not None:
            self._text(left, middle, holder, size, MARK[holder], True, tags=("mark", f"item-mark-{number}"))
        name, fitted = self._fit(session.dress.item(number), size, x1 - x0 - 2 * (pad + slot + GAP))
        colour = MARK[holder] if holder is not None else INK
        self._text((x0 + x1) / 2, middle, name, fitted, colour, tags=(f"item-name-{number}",))
        verdict = scene.hints.get(number)
        if session.over:
            self._text(right, middle, str(number), size, LABEL, True, tags=("reveal", f"item-number-{number}"))
        elif verdict is not None:
            self._text(right, middle, SIGN[verdict.outcome], size, bold=True, tags=("hint",))


def _pad(width: float, height: float) -> float:
    """The space between an entry's edge and its text."""
    return max(min(width, height) * 0.15, 3)
