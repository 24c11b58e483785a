"""How a picture is drawn: a position as a pair (the grid and the tiles), its marks, captions wrapped to fit,
and pairs laid out in rows under a title (``picture``). The words in the pictures are the package's.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import NamedTuple

from ..rules import Player, Position, winning_sets
from ..search.solver import Outcome, Verdict
from ..teach.explain import Threat
from ..views.colours import BACKGROUND, EDGE, HINT, INK, LABEL, LINE, MARK, PAPER
from ..views.squares.fit import on_grid
from ..views.squares.grid import COLUMN_NAMES, LINES, ROW_NAMES, cell_of, line_of, number_at, row_and_column
from ..views.text import SIGN
from ..views.wrapping import WideWrapper
from ..words.language import _
from ..words.terms import outcome_said, sentences

__all__ = ["LARGE", "MADE_BY", "SMALL", "SVG_NAMESPACE", "Marks", "Panel", "picture"]

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
MADE_BY = "data-made-by"  # an attribute of the root: how is_luoshu_picture knows a picture made here

# The palette is the window's (luoshu.views.colours), with a light tint of each player's colour for what they hold.
WHITE, STRUCK = BACKGROUND, LINE
TINT: dict[Player, str] = {"X": "#fbe8da", "O": "#e2e9f6"}
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"

LARGE, SMALL = 60.0, 36.0  # the side of a cell or a tile: one position alone; one pair among many
MARGIN, SPACING, SLOT = 16.0, 24.0, 180.0  # round the picture; between pairs; the least width for a caption
WIDEST, NARROWEST = 860.0, 440.0  # pairs wrap onto a new row rather than make the picture wider
CAPTION, TITLE = 12.0, 15.0  # font sizes
EM, EM_BOLD = 0.58, 0.64
"""The width of a column of text (a Latin letter, half a Chinese character), in ems: a little more than DejaVu
Sans's average letter, so that a line of capitals fits too."""


class Marks(NamedTuple):
    """What a pair shows besides the position: the last pick, threats, blocked threats, verdicts."""

    last: int | None = None
    threats: tuple[tuple[Player, Threat], ...] = ()  # whose threat, and the threat
    blocks: tuple[tuple[Player, Threat], ...] = ()  # whose threat the pick blocked, and the threat
    verdicts: Mapping[int, Verdict] | None = None
    best: frozenset[int] = frozenset()


class Panel(NamedTuple):
    """One pair in a picture, with the lines of words under it."""

    position: Position
    marks: Marks
    caption: list[str]
    strong: bool = False  # the caption in bold: a mistake


class Shape(NamedTuple):
    """The size of a pair: each box is ``side`` square; ``band`` holds the grid's row and column names."""

    side: float
    grid: bool
    columns: int  # tiles in a row
    rows: int

    @classmethod
    def of(cls, position: Position, side: float) -> Shape:
        numbers = position.rules.numbers
        columns = math.ceil(math.sqrt(numbers))
        return cls(side, on_grid(position.rules), columns, math.ceil(numbers / columns))

    @property
    def band(self) -> float:
        return self.side * 0.42 if self.grid else 0.0

    @property
    def tiles_x(self) -> float:
        return self.band + 3.5 * self.side if self.grid else 0.0

    @property
    def width(self) -> float:
        return self.tiles_x + self.columns * self.side

    @property
    def height(self) -> float:
        return self.band + max(3 if self.grid else 0, self.rows) * self.side


# Drawing ----------------------------------------------------------------------------------------------------


@lru_cache(maxsize=8192)  # a picture says the same few coordinates again and again
def _n(value: float) -> str:
    """A coordinate, short: 12, 12.5.

    >>> _n(12.0), _n(12.54), _n(3)
    ('12', '12.5', '3')
    """
    return f"{value:.1f}".removesuffix(".0")


@lru_cache(maxsize=256)
def _attribute(name: str) -> str:
    """An attribute's name in SVG, from its keyword: ``stroke_width`` is stroke-width, ``class_`` is class."""
    return name.rstrip("_").replace("_", "-")


def _add(parent: ET.Element, tag: str, text: str | None = None, /, **attributes: str | float) -> ET.Element:
    """A child element; attribute names use _ for - (``stroke_width``, ``class_``), numbers are shortened."""
    named = {_attribute(k): v if isinstance(v, str) else _n(v) for k, v in attributes.items()}
    element = ET.SubElement(parent, tag, named)
    element.text = text
    return element


def _text(parent: ET.Element, x: float, y: float, words: str, size: float, colour: str = INK, **more: str) -> None:
    """Text centred on (x, y) unless ``text_anchor`` says otherwise; the baseline is placed by hand, since
    not every renderer aligns text vertically."""
    more.setdefault("text_anchor", "middle")
    _add(parent, "text", words, x=x, y=y + size * 0.36, font_size=size, fill=colour, **more)


def _stroke(parent: ET.Element, tag: str, colour: str, thick: float, dash: str = "", /, **more: str | float) -> None:
    """An unfilled path, rect or circle, ``thick`` wide; ``dash`` is a dash pattern."""
    if dash:
        more["stroke_dasharray"] = dash
    _add(parent, tag, fill="none", stroke=colour, stroke_width=thick, **more)


def _mark(parent: ET.Element, player: Player, number: int, x: float, y: float, radius: float) -> None:
    """X as a cross, O as a ring, centred on (x, y)."""
    group = _add(parent, "g", class_="mark", data_player=player, data_number=number)
    width, r = radius * 0.34, radius * 0.85
    if player == "X":
        cross = f"M{_n(x - r)} {_n(y - r)}L{_n(x + r)} {_n(y + r)}M{_n(x - r)} {_n(y + r)}L{_n(x + r)} {_n(y - r)}"
        _stroke(group, "path", MARK[player], width, d=cross, stroke_linecap="round")
    else:
        _stroke(group, "circle", MARK[player], width, cx=x, cy=y, r=radius - width / 2)


def _box(parent: ET.Element, kind: str, number: int, x: float, y: float, side: float, fill: str) -> None:
    """A cell or a tile: a square with an edge."""
    square = {"x": x, "y": y, "width": side, "height": side, "stroke_width": max(1.0, side / 30)}
    _add(parent, "rect", class_=kind, data_number=number, fill=fill, stroke=EDGE, **square)


def _frame(parent: ET.Element, kind: str, x: float, y: float, side: float, inset: float, width: float) -> None:
    """A square frame inside a box: dashed for the last pick, solid for a tile of the struck set."""
    dash = f"{_n(side * 0.16)} {_n(side * 0.09)}" if kind == "last" else ""
    inner = side - 2 * inset
    _stroke(parent, "rect", INK, width, dash, class_=kind, x=x + inset, y=y + inset, width=inner, height=inner)


def _last(parent: ET.Element, x: float, y: float, side: float) -> None:
    _frame(parent, "last", x, y, side, side * 0.055, side * 0.09)


def _struck(position: Position) -> list[tuple[int, ...]]:
    """Every set the last pick completed: one pick can complete two at once."""
    if position.completed_by is None:
        return []
    held = position.numbers_of(position.completed_by)
    return [made for made in winning_sets(position.rules) if held.issuperset(made)]


def _fill(position: Position, number: int, marks: Marks) -> str:
    holder = position.holder(number)
    if any(number in made for made in _struck(position)):
        return STRUCK
    if holder is not None:
        return TINT[holder]
    verdict = (marks.verdicts or {}).get(number)
    return HINT[verdict.outcome] if verdict is not None else PAPER


def _verdict(parent: ET.Element, x: float, y: float, side: float, verdict: Verdict, best: bool) -> None:
    """A free move's verdict at the foot of its box, its sign first so that it reads without colour."""
    draw = verdict.outcome is Outcome.DRAW
    sign = SIGN[verdict.outcome]
    if draw:
        words = _("{sign} draw").format(sign=sign)
    else:
        words = _("{sign} {outcome} {plies}").format(
            sign=sign, outcome=outcome_said(f"{verdict.outcome}"), plies=verdict.plies
        )
    weight = "bold" if best else "normal"
    _text(parent, x + side / 2, y + side * 0.82, words, side * 0.19, class_="verdict", font_weight=weight)


def _centre(number: int, x: float, y: float, side: float) -> tuple[float, float]:
    row, column = row_and_column(cell_of(number))
    return x + (column + 0.5) * side, y + (row + 0.5) * side


def _through(numbers: Iterable[int], x: float, y: float, side: float, beyond: float) -> str:
    """A path along the grid line of ``numbers``, from end to end and ``beyond`` further at both ends."""
    name = line_of(numbers)
    assert name is not None  # only a game on the grid draws lines
    first, *_, final = LINES[name]
    (x0, y0), (x1, y1) = (_centre(number_at(cell), x, y, side) for cell in (first, final))
    length = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / length * beyond, (y1 - y0) / length * beyond
    return f"M{_n(x0 - dx)} {_n(y0 - dy)}L{_n(x1 + dx)} {_n(y1 + dy)}"


def _grid(parent: ET.Element, position: Position, marks: Marks, x: float, y: float, side: float) -> None:
    """The Luo Shu grid: the cells with their marks, the lines over them, each cell's number small in its corner
    (on a patch of the cell's colour, so that no line hides it) and the last pick's border."""
    view = _add(parent, "g", class_="grid")
    for index, (row, column) in enumerate(zip(ROW_NAMES, COLUMN_NAMES, strict=True)):
        middle = (index + 0.5) * side
        _text(view, x - side * 0.22, y + middle, row, side * 0.26, LABEL)
        _text(view, x + middle, y - side * 0.22, column, side * 0.26, LABEL)
    for number in range(1, 10):
        cx, cy = _centre(number, x, y, side)
        _box(view, "cell", number, cx - side / 2, cy - side / 2, side, _fill(position, number, marks))
        holder = position.holder(number)
        if holder is not None:
            _mark(view, holder, number, cx - side * 0.03, cy + side * 0.04, side * 0.26)
        elif marks.verdicts and number in marks.verdicts:
            _verdict(view, cx - side / 2, cy - side / 2, side, marks.verdicts[number], number in marks.best)
    _grid_lines(view, position, marks, x, y, side)
    for number in range(1, 10):
        cx, cy = _centre(number, x, y, side)
        right, top = cx + side * 0.36, cy - side / 2
        patch = {"x": right - side * 0.2, "y": top + side * 0.09, "width": side * 0.22, "height": side * 0.23}
        _add(view, "rect", fill=_fill(position, number, marks), rx=side * 0.04, **patch)
        _text(view, right, top + side * 0.2, str(number), side * 0.24, LABEL, text_anchor="end")
    if marks.last is not None:
        cx, cy = _centre(marks.last, x, y, side)
        _last(view, cx - side / 2, cy - side / 2, side)


def _grid_lines(view: ET.Element, position: Position, marks: Marks, x: float, y: float, side: float) -> None:
    """Blocked threats dotted, threats dashed to a dot on the cell they need, the struck set solid."""
    for owner, threat in marks.blocks:
        dots = f"0 {_n(side * 0.12)}"
        path = _through((*threat.numbers, threat.needs), x, y, side, side * 0.2)
        _stroke(view, "path", MARK[owner], side * 0.05, dots, class_="blocked", d=path, stroke_linecap="round")
    for owner, threat in marks.threats:
        group = _add(view, "g", class_="threat", data_player=owner, data_needs=threat.needs)
        dash, path = f"{_n(side * 0.14)} {_n(side * 0.08)}", _through((*threat.numbers, threat.needs), x, y, side, 0)
        _stroke(group, "path", MARK[owner], side * 0.06, dash, d=path)
        cx, cy = _centre(threat.needs, x, y, side)
        dot: dict[str, str | float] = {
            "r": side * 0.11,
            "fill": MARK[owner],
            "stroke": WHITE,
            "stroke_width": side * 0.03,
        }
        _add(group, "circle", class_="needs", cx=cx, cy=cy, **dot)
    for made in _struck(position):
        struck = _through(made, x, y, side, side * 0.22)
        _stroke(view, "path", INK, side * 0.1, class_="struck", d=struck, stroke_linecap="round")


def _tiles(parent: ET.Element, position: Position, marks: Marks, x: float, y: float, shape: Shape) -> None:
    """The numbers as tiles in rows: each number large, its holder's mark in the corner, threats and sets marked."""
    view = _add(parent, "g", class_="tiles")
    side, completed = shape.side, {n for made in _struck(position) for n in made}
    held = {(owner, n) for owner, threat in marks.threats for n in threat.numbers}
    needed = {(owner, threat.needs) for owner, threat in marks.threats}
    for number in range(1, position.rules.numbers + 1):
        row, column = divmod(number - 1, shape.columns)
        left, top = x + column * side, y + row * side
        centre, middle = left + side * 0.54, top + side * 0.54  # clear of the mark in the corner
        holder = position.holder(number)
        _box(view, "tile", number, left, top, side, _fill(position, number, marks))
        colour = MARK[holder] if holder is not None else INK
        _text(view, centre, middle, str(number), side * 0.38, colour, font_weight="bold")
        if holder is not None:
            _mark(view, holder, number, left + side * 0.25, top + side * 0.25, side * 0.12)
        elif marks.verdicts and number in marks.verdicts:
            _verdict(view, left, top, side, marks.verdicts[number], number in marks.best)
        if shape.grid and side >= LARGE:
            _text(view, left + side * 0.87, top + side * 0.21, cell_of(number), side * 0.16, LABEL, text_anchor="end")
        for owner in (p for p in MARK if (p, number) in held):
            line = f"M{_n(centre - side * 0.22)} {_n(top + side * 0.8)}h{_n(side * 0.44)}"
            _stroke(view, "path", MARK[owner], side * 0.07, class_="held", data_player=owner, d=line)
        for owner in (p for p in MARK if (p, number) in needed):
            ring = {"cx": centre, "cy": middle, "r": side * 0.38}
            _stroke(view, "circle", MARK[owner], side * 0.06, _n(side * 0.1), class_="needs", data_player=owner, **ring)
        if number in completed:
            _frame(view, "struck", left, top, side, side * 0.1, side * 0.05)
        if number == marks.last:
            _last(view, left, top, side)


def _pair(parent: ET.Element, panel: Panel, x: float, y: float, shape: Shape, width: float) -> float:
    """A pair at (x, y) with its caption under it; returns the caption's height."""
    group = _add(parent, "g", class_="pair")
    if shape.grid:
        _grid(group, panel.position, panel.marks, x + shape.band, y + shape.band, shape.side)
    _tiles(group, panel.position, panel.marks, x + shape.tiles_x, y + shape.band, shape)
    lines = [line for caption in panel.caption for line in _wrap(caption, width, CAPTION, panel.strong)]
    weight = "bold" if panel.strong else "normal"
    for index, line in enumerate(lines):
        top = y + shape.height + (index + 0.9) * CAPTION * 1.3
        _text(group, x, top, line, CAPTION, class_="caption", text_anchor="start", font_weight=weight)
    return (len(lines) + 0.5) * CAPTION * 1.3


def _wrap(line: str, width: float, size: float, bold: bool = False) -> list[str]:
    """A line broken to fit ``width`` (SVG text does not wrap): measured in display columns, a Latin letter one
    (about 0.58 em, 0.64 in bold), a Chinese character two (a full em: it takes a little less), and broken where Chinese
    breaks, at its punctuation before inside a run of characters (``views.wrapping``).

    >>> _wrap("X: cross, O: ring. Dashed border: the last pick.", 200, 12)
    ['X: cross, O: ring. Dashed', '  border: the last pick.']
    >>> _wrap("X：叉，O：圈。虚线边框：最后一步。", 160, 12)
    ['X：叉，O：圈。', '  虚线边框：最后一步。']
    """
    columns = max(8, int(width / (size * (EM_BOLD if bold else EM))))
    return WideWrapper(columns, subsequent_indent="  ").wrap(line) or [""]


def _key(panels: Sequence[Panel]) -> str:
    """What the shapes and lines mean, for the ones the picture draws."""
    marks, rules = [panel.marks for panel in panels], panels[0].position.rules
    grid = on_grid(rules)
    words = [_("X: cross, O: ring.")]
    if any(m.last is not None for m in marks):
        words.append(_("Dashed border: the last pick."))
    if any(p.position.completed for p in panels):
        # what marks the set that ended the game: a line on the grid and boxes on the tiles, or boxes alone
        if grid:
            words.append(_("Solid line and boxes: the set that ended the game."))
        else:
            words.append(_("Solid boxes: the set that ended the game."))
    if any(m.threats for m in marks):
        # how a threat is drawn (on the grid too), and that its number is poison in misère
        if grid and rules.misere:
            words.append(
                _(
                    "Dashed line to a dot, and on the tiles underlined numbers and a ringed one: a set one number "
                    "short, and the number it needs, which is poison for its player."
                )
            )
        elif grid:
            words.append(
                _(
                    "Dashed line to a dot, and on the tiles underlined numbers and a ringed one: a set one number "
                    "short, and the number it needs."
                )
            )
        elif rules.misere:
            words.append(
                _(
                    "Underlined numbers and a ringed one: a set one number short, and the number it needs, which is "
                    "poison for its player."
                )
            )
        else:
            words.append(_("Underlined numbers and a ringed one: a set one number short, and the number it needs."))
    if grid and any(m.blocks for m in marks):
        words.append(_("Dotted line: the other player's set one number short, whose last number the pick took."))
    if any(m.verdicts for m in marks):
        words.append(_("Free moves: + win, = draw, \u2212 loss, with the plies to the end; bold: the best."))
    return sentences(words)


def picture(title: Sequence[str], panels: Sequence[Panel], footer: Sequence[str], desc: str, side: float) -> str:
    """Panels in rows under a title (its first line bold) and over a footer: the whole SVG document."""
    shape = Shape.of(panels[0].position, side)
    slot = max(shape.width, SLOT) + SPACING
    per_row = max(1, min(len(panels), int((WIDEST - 2 * MARGIN + SPACING) // slot)))
    width = max(per_row * slot - SPACING + 2 * MARGIN, NARROWEST)
    root = ET.Element("svg", {"xmlns": SVG_NAMESPACE, MADE_BY: "luoshu", "role": "img", "font-family": FONT})
    _add(root, "title", title[0])
    _add(root, "desc", desc)
    _add(root, "metadata", _("luoshu picture"))
    _add(root, "rect", class_="background", width="100%", height="100%", fill=WHITE)
    y = MARGIN
    for index, words in enumerate(title):
        size, weight = (TITLE, "bold") if index == 0 else (CAPTION, "normal")
        for line in _wrap(words, width - 2 * MARGIN, size, index == 0):
            _text(root, MARGIN, y + size / 2, line, size, class_="title", text_anchor="start", font_weight=weight)
            y += size * 1.4
    y += SPACING * 0.5
    for start in range(0, len(panels), per_row):
        row = panels[start : start + per_row]
        heights = [_pair(root, panel, MARGIN + i * slot, y, shape, slot - SPACING * 0.2) for i, panel in enumerate(row)]
        y += shape.height + max(heights) + SPACING * 0.5
    for line in (line for words in [*footer, _key(panels)] for line in _wrap(words, width - 2 * MARGIN, CAPTION)):
        _text(root, MARGIN, y + CAPTION / 2, line, CAPTION, class_="footer", text_anchor="start")
        y += CAPTION * 1.4
    box = {"width": _n(width), "height": _n(y + MARGIN), "viewBox": f"0 0 {_n(width)} {_n(y + MARGIN)}"}
    root.attrib.update(box)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
