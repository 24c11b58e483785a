"""Where things go on the canvas at its present size: the captions, the grid, the tiles and a disguise's panel.

Glossary:
    box     a rectangle that stands for one number: a cell of the grid, a tile, or an entry of the panel. Every
            box of a number is the same move, so they are lit, marked and outlined together.
    panel   a disguise's own board, beside the grid and the tiles: Jam lists its eight towns, each with its
            roads (a road is an entry in every town it runs through); the other disguises list their items.
    row     a line of the panel: its label (a town, or "" for none) and the numbers of its entries.

Plain arithmetic on the canvas's width and height, so that it runs without a screen:

>>> from luoshu.views.dresses.dress import dress_for
>>> jam = layout(1000, 540, PICK_FIFTEEN, dress_for("jam"))
>>> jam.rows[6]
('Glenby', (5, 2, 8))
>>> len(jam.item_boxes(5))  # High Street runs through four towns
4
>>> [jam.at((x0 + x1) / 2, (y0 + y1) / 2) for x0, y0, x1, y1 in (jam.cell_box("B2"), *jam.item_boxes(5))]
[5, 5, 5, 5, 5]
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from ..rules import PICK_FIFTEEN, Rules
from ..views.dresses.boards import Row, panel_rows
from ..views.dresses.dress import Dress
from ..views.squares.fit import on_grid
from ..views.squares.grid import CELLS, number_at, row_and_column
from ..words.language import _
from .palette import MARGIN

__all__ = ["Box", "Layout", "layout"]

Box = tuple[float, float, float, float]

LABEL_SHARE = 0.17  # of the panel's width, for the towns


@dataclass(frozen=True)
class Layout:
    """The canvas at one size; lengths are in pixels, boxes are (left, top, right, bottom)."""

    width: float
    caption: float  # the caption's font size
    small: float  # the font size of the lines under the caption, the titles and the labels
    caption_y: float
    sub_y: float
    title_y: float
    grid: Box | None  # the grid's square; None when the game is not tic-tac-toe
    tiles: Box  # the rectangle that holds the tiles
    columns: int  # tiles in a row
    count: int  # tiles in all: the numbers of the game
    panel: Box | None = None  # a disguise's panel
    rows: tuple[Row, ...] = ()
    footer_y: float | None = None  # a line under the boards, for a disguise

    def cell_box(self, cell: str) -> Box:
        """Where a cell of the grid is; ValueError if the game has no grid."""
        if self.grid is None:
            raise ValueError(_("this game has no Luo Shu grid"))
        left, top, right, _bottom = self.grid
        step = (right - left) / 3
        r, c = row_and_column(cell)
        return left + c * step, top + r * step, left + (c + 1) * step, top + (r + 1) * step

    def tile_box(self, number: int) -> Box:
        """Where the tile of a number is."""
        left, top, right, _ = self.tiles
        step = (right - left) / self.columns
        r, c = divmod(number - 1, self.columns)
        pad = step * 0.06
        return left + c * step + pad, top + r * step + pad, left + (c + 1) * step - pad, top + (r + 1) * step - pad

    def label_box(self, row: int) -> Box:
        """Where a row's label (a town) is; a box of no width when the panel has no labels."""
        assert self.panel is not None
        left, top, right, bottom = self.panel
        height = (bottom - top) / len(self.rows)
        width = (right - left) * LABEL_SHARE if any(label for label, _ in self.rows) else 0
        return left, top + row * height, left + width, top + (row + 1) * height

    def entry_box(self, row: int, index: int) -> Box:
        """Where the ``index``-th entry of a row of the panel is."""
        assert self.panel is not None
        _, top, start, bottom = self.label_box(row)
        step = (self.panel[2] - start) / max(len(numbers) for _, numbers in self.rows)
        pad = min(bottom - top, step) * 0.1
        left = start + index * step
        return left + pad, top + pad, left + step - pad, bottom - pad

    def item_boxes(self, number: int) -> list[Box]:
        """Every entry of the panel that stands for a number (none without a panel)."""
        return [
            self.entry_box(row, index)
            for row, (_, numbers) in enumerate(self.rows)
            for index, entry in enumerate(numbers)
            if entry == number
        ]

    def boxes(self) -> Iterator[tuple[int, Box]]:
        """Every box with its number: the cells, the tiles, the panel's entries."""
        if self.grid is not None:
            yield from ((number_at(cell), self.cell_box(cell)) for cell in CELLS)
        yield from ((number, self.tile_box(number)) for number in range(1, self.count + 1))
        for row, (_label, numbers) in enumerate(self.rows):
            yield from ((number, self.entry_box(row, index)) for index, number in enumerate(numbers))

    def at(self, x: float, y: float) -> int | None:
        """The number under a point, in any view."""
        return next((number for number, (x0, y0, x1, y1) in self.boxes() if x0 <= x < x1 and y0 <= y < y1), None)


def layout(width: float, height: float, rules: Rules = PICK_FIFTEEN, dress: Dress | None = None) -> Layout:
    """The layout for a canvas of this size: a caption, a line under it, titles, then the boards.

    A game that is not tic-tac-toe shows its tiles alone, in rows of ceil(sqrt(N)); a tic-tac-toe game shows
    the grid and the tiles, each a square, and a disguise adds its panel and a line under the three.
    """
    caption = min(max(height * 0.07, 16), 40)
    small = min(max(height * 0.03, 11), 18)
    caption_y = MARGIN + caption * 0.6
    sub_y = caption_y + caption * 0.6 + small
    title_y = sub_y + small * 1.7
    heads = (width, caption, small, caption_y, sub_y)
    if not on_grid(rules):
        columns = math.ceil(math.sqrt(rules.numbers))
        rows = math.ceil(rules.numbers / columns)
        top = title_y + small * 2  # the line on why there is no grid may take two lines
        step = max(min((width - 2 * MARGIN) / columns, (height - top - MARGIN) / rows), 10)
        left = (width - step * columns) / 2
        return Layout(
            *heads, title_y, None, (left, top, left + step * columns, top + step * rows), columns, rules.numbers
        )
    labels = small * 1.6  # room for the row and column labels
    top = title_y + small * 0.8 + labels
    panel = panel_rows(dress) if dress is not None else ()
    if not panel:
        size = max(min(width / 2 - labels - 2 * MARGIN, height - top - MARGIN), 30)
        grid_left = (width / 2 - size + labels) / 2
        tiles_left = width / 2 + (width / 2 - size) / 2
        grid, tiles = (grid_left, top, grid_left + size, top + size), (tiles_left, top, tiles_left + size, top + size)
        return Layout(*heads, title_y, grid, tiles, 3, 9)
    # Three boards in a row, the panel wider when its rows carry labels: grid, tiles, panel. Room to spare
    # below goes half above the boards (with their titles), so that they stand in the middle.
    share = 1.6 if any(label for label, _ in panel) else 0.8
    gap, footer = 2 * MARGIN, small * 2.8
    size = max(min((width - labels - 2 * MARGIN - 2 * gap) / (2 + share), height - top - MARGIN - footer), 30)
    lower = max(height - top - MARGIN - footer - size, 0) / 2
    top += lower
    left = (width - labels - (2 + share) * size - 2 * gap) / 2 + labels
    grid, tiles, panel_box = (
        (left + i * (size + gap), top, left + i * (size + gap) + (share if i == 2 else 1) * size, top + size)
        for i in range(3)
    )
    return Layout(*heads, title_y + lower, grid, tiles, 3, 9, panel_box, panel, top + size + small * 0.8)
