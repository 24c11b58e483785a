"""A search tree as a picture: each node a small board (the grid, for a game of cells; else its move), its score
for the maximiser under it, coloured by what it means (a win, a draw, a loss), or hatched where alpha-beta left
the node early and its score is only a bound (≥, ≤), which says no outcome; the chosen child joined by a thick
line, the children alpha-beta cut off as a dashed stub naming them, a node the table answered in a dashed box;
under each node at the depth shown, the nodes its subtree holds. A legend over the tree says what each look means.

The layout is Reingold and Tilford's simplest: the leaves in a row, each parent over the middle of its children,
found with a stack (no recursion, however deep the tree).

>>> import xml.etree.ElementTree as ET
>>> from luoshu.rules import Position
>>> from luoshu.views.dresses.dress import dress_for
>>> from luoshu.teach.searches import search
>>> run = search(Position.from_moves([5, 1, 4]), dress_for("grid"), "alphabeta", "ten", shown=1)
>>> picture = ET.fromstring(search_tree_svg(run, dress_for("grid")))
>>> drawn = [g for g in picture.iter(f"{{{SVG_NAMESPACE}}}g") if g.get("class") == "node"]
>>> len(drawn), [g.get("data-bound") for g in drawn][:3]
(7, ['exact', 'exact', 'at_most'])
>>> {rect.get("fill") for rect in drawn[2].iter(f"{{{SVG_NAMESPACE}}}rect")} - {"none"}  # A3: a bound, hatched
{'url(#bound)'}
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ..rules import opponent
from ..search.counted import CountedRun, SearchNode
from ..teach.searches import BOUNDS, MAX, MIN, NodeFacts, fitted_line, heading_lines, node_facts, walk
from ..views.colours import BACKGROUND, EDGE, HINT, INK, LABEL, MARK, PAPER
from ..views.dresses.dress import Dress
from ..views.squares.grid import LUO_SHU
from ..views.widths import width as columns_of
from ..views.wrapping import fill as filled
from ..views.wrapping import unbroken
from ..words.language import _, ngettext
from .drawing import MADE_BY, SVG_NAMESPACE, _add, _stroke, _text

__all__ = ["search_tree_svg"]

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
SLOT, LEVEL, MARGIN = 96.0, 118.0, 20.0  # a leaf's width; a level's height; round the picture
CELL = 13.0  # a cell of a node's board
BOARD = 3 * CELL
LINE = 15.0  # a line of the heading
SMALL, WORDS = 9.5, 12.0  # font sizes: under a node; the heading
COLUMN = WORDS * 0.56  # a display column of the heading's text, about: a Chinese character takes two
SWATCH = 11.0  # a legend's box
BOUND = "url(#bound)"
"""The fill of a node whose score is only a bound: hatched grey on paper, no outcome's colour."""
HATCH = "#c8c8c8"  # light enough that a mark or a name on it reads as on paper


def _colour(score: int) -> str:
    from ..search.solver import Outcome

    return HINT[Outcome.WIN if score > 0 else Outcome.LOSS if score < 0 else Outcome.DRAW]


def _fill(facts: NodeFacts) -> str:
    """A node's fill: the colour of what its score means for the maximiser, where the score is exact; hatched
    where it is only a bound (≥ −6 may yet be a win, a draw or a loss: no colour may say which)."""
    return BOUND if facts.bound else _colour(facts.score)


def _hatch(svg: ET.Element) -> None:
    """The hatching a bound is filled with, defined once for the picture."""
    defs = _add(svg, "defs")
    pattern = _add(
        defs, "pattern", id="bound", width=6, height=6, patternUnits="userSpaceOnUse", patternTransform="rotate(45)"
    )
    _add(pattern, "rect", width=6, height=6, fill=PAPER)
    _add(pattern, "line", x1=1.5, y1=0, x2=1.5, y2=6, stroke=HATCH, stroke_width=1.6)


def _board(parent: ET.Element, facts: NodeFacts, x: float, y: float, grid: bool) -> None:
    """The node's position on a small grid, its last pick outlined; off the grid, its move in a box."""
    node, position = facts.node, facts.position
    last = node.picks[-1] if node.picks else None
    fill = _fill(facts)
    if not grid:
        width = SLOT * 0.9
        _add(parent, "rect", x=x - width / 2, y=y, width=width, height=BOARD, fill=fill, stroke=EDGE, rx=4)
        size = min(WORDS, width / max(len(facts.move), 1) * 1.7)  # a long name in a smaller hand
        _text(parent, x, y + BOARD / 2, facts.move, size, INK, font_weight="bold")
        return
    left = x - BOARD / 2
    for row, numbers in enumerate(LUO_SHU):
        for column, number in enumerate(numbers):
            cx, cy = left + column * CELL, y + row * CELL
            _add(parent, "rect", x=cx, y=cy, width=CELL, height=CELL, fill=fill, stroke=EDGE, stroke_width=0.6)
            holder = position.holder(number)
            if holder is not None:
                weight = "bold" if number == last else "normal"
                _text(parent, cx + CELL / 2, cy + CELL / 2, holder, CELL * 0.8, MARK[holder], font_weight=weight)
            if number == last:
                _stroke(parent, "rect", INK, 1.6, "", x=cx + 0.8, y=cy + 0.8, width=CELL - 1.6, height=CELL - 1.6)


def search_tree_svg(run: CountedRun, dress: Dress) -> str:
    """The recorded tree of ``run`` as an SVG picture, its moves named in the dress's words."""
    grid = dress.noun == "cell"
    order = list(walk(run))
    facts = {id(node): node_facts(run, node, dress) for _branch, node in order}
    # Where each node goes: leaves (and the stubs of what alpha-beta cut off, right of the children searched) take
    # a slot each, left to right; a parent sits over the middle of its children. Children before parents: a stack.
    slots: dict[int, float] = {}
    stubs: dict[int, float] = {}
    next_slot = 0.0
    stack: list[tuple[SearchNode, bool]] = [(run.root, False)]
    while stack:
        node, done = stack.pop()
        if not done:
            stack.append((node, True))
            stack.extend((child, False) for child in reversed(node.children))
            continue
        if node.children:
            places = [slots[id(child)] for child in node.children]
            slots[id(node)] = (min(places) + max(places)) / 2
        else:
            slots[id(node)] = next_slot
            next_slot += 1
        if node.cut and node.depth < run.shown:
            stubs[id(node)] = next_slot
            next_slot += 1
    span = max(next_slot, 1.0)
    depth = max(node.depth for _branch, node in order)
    width = max(span * SLOT + 2 * MARGIN + 40, 640.0)
    room = int((width - 2 * MARGIN) / COLUMN)  # display columns in a line of the heading
    heading = [
        part
        # What the picture's lines and frames say, after the heading.
        for line in (*heading_lines(run, dress), _("A thick line leads to the child chosen; the last pick is framed."))
        for part in fitted_line(line, dress, room).split("\n")
    ]
    legend = _legend(run, width)
    top = MARGIN + LINE * (len(heading) + len(legend) + 1) + 10
    height = top + (depth + 1) * LEVEL + MARGIN

    def x_of(slot: float) -> float:
        return MARGIN + 40 + (slot + 0.5) * SLOT

    svg = ET.Element(
        "svg",
        {
            "xmlns": SVG_NAMESPACE,
            "width": f"{width:g}",
            "height": f"{height:g}",
            "viewBox": f"0 0 {width:g} {height:g}",
            "role": "img",
            "font-family": FONT,
            MADE_BY: "luoshu",
        },
    )
    ET.SubElement(svg, "title").text = " ".join(heading)
    _hatch(svg)
    ET.SubElement(svg, "rect", {"width": "100%", "height": "100%", "fill": BACKGROUND})
    for index, line in enumerate(heading):
        _text(svg, MARGIN, MARGIN + index * LINE, line, WORDS, INK, text_anchor="start")
    keys = _add(svg, "g", class_="legend")
    for index, entries in enumerate(legend):
        y = MARGIN + (len(heading) + index) * LINE
        for x, fill, words in entries:
            _add(
                keys,
                "rect",
                x=x,
                y=y - SWATCH / 2,
                width=SWATCH,
                height=SWATCH,
                fill=fill,
                stroke=EDGE,
                stroke_width=0.6,
            )
            _text(keys, x + SWATCH + 5, y, words, WORDS, INK, text_anchor="start")
    for level in range(depth + 1):
        turn = MAX if level % 2 == 0 else MIN
        _text(svg, MARGIN, top + level * LEVEL + BOARD / 2, _(turn), WORDS, LABEL, text_anchor="start")
    edges = _add(svg, "g", class_="edges")
    for _branch, node in order:
        x, y = x_of(slots[id(node)]), top + node.depth * LEVEL
        for child in node.children:
            chosen = child.picks[-1] == node.best and not node.seen
            cx, cy = x_of(slots[id(child)]), top + child.depth * LEVEL
            _add(
                edges,
                "line",
                x1=x,
                y1=y + BOARD + 30,
                x2=cx,
                y2=cy - (15 if grid else 2),
                stroke=INK if chosen else EDGE,
                stroke_width=3.0 if chosen else 0.8,
                class_="chosen" if chosen else "edge",
            )
        if id(node) in stubs:
            sx, sy = x_of(stubs[id(node)]), top + (node.depth + 1) * LEVEL
            _add(
                edges,
                "line",
                x1=x,
                y1=y + BOARD + 30,
                x2=sx,
                y2=sy - 2,
                stroke=EDGE,
                stroke_width=0.8,
                stroke_dasharray="4 3",
                class_="cut",
            )
            group = _add(svg, "g", class_="cut")
            # The names cut off, as many lines as they take within the box, each name whole.
            names = filled(_listed_whole(node.cut, dress), int(SLOT * 0.86 / (SMALL * 0.56))).split("\n")
            tall = max(BOARD, SMALL * 1.2 * (len(names) + 1) + 6)
            _stroke(group, "rect", EDGE, 0.8, "4 3", x=sx - SLOT * 0.45, y=sy, width=SLOT * 0.9, height=tall)
            _text(group, sx, sy + 3 + SMALL * 0.6, _("cut off"), SMALL, LABEL)
            for index, line in enumerate(names, start=1):
                _text(group, sx, sy + 3 + SMALL * (0.6 + 1.2 * index), line, SMALL, INK)
    for _branch, node in order:
        fact = facts[id(node)]
        x, y = x_of(slots[id(node)]), top + node.depth * LEVEL
        group = _add(
            svg,
            "g",
            class_="node",
            data_picks=" ".join(map(str, node.picks)),
            data_score=fact.score,
            data_bound=BOUNDS[fact.bound],  # for the maximiser, whose scores the picture shows
        )
        ET.SubElement(group, "title").text = f"{fact.move}: {fact.signed}, {fact.meaning}"
        if node.picks and grid:  # off the grid the move is written in its box
            _text(group, x, y - 8, fact.move, SMALL, LABEL)
        _board(group, fact, x, y, grid)
        if node.seen:
            _stroke(group, "rect", INK, 1.0, "3 2", x=x - SLOT * 0.48, y=y - 3, width=SLOT * 0.96, height=BOARD + 5)
        _text(group, x, y + BOARD + 10, fact.signed, WORDS, INK, font_weight="bold")
        _text(group, x, y + BOARD + 22, fact.brief, SMALL, INK)
        if fact.nodes and (not node.children or node.seen):
            # A node the table answered, or the nodes its subtree holds.
            if node.seen:
                note = _("from the table")
            else:
                note = ngettext("{nodes:,} node", "{nodes:,} nodes", node.nodes).format(nodes=node.nodes)
            _text(group, x, y + BOARD + 33, note, SMALL, LABEL)
    _add(svg, "rect", x=0, y=0, width=width, height=height, fill="none", stroke=PAPER)
    return ET.tostring(svg, encoding="unicode")


def _listed_whole(picks: tuple[int, ...], dress: Dress) -> str:
    """The picks cut off in the dress's words, as the tree lists them, each name glued whole for ``fill``."""
    return dress.separator.join(unbroken(dress.item(pick)) for pick in picks)


def _legend(run: CountedRun, width: float) -> list[list[tuple[float, str, str]]]:
    """The legend's lines, each a list of entries (where its box goes, its fill, its words): the maximiser wins, a
    draw, the other wins, and, where alpha-beta searched, a bound; as many to a line as the picture's width holds."""
    from ..search.solver import Outcome

    maximiser = run.position.to_move
    entries = [
        (HINT[Outcome.WIN], _("{player} wins").format(player=maximiser)),
        (HINT[Outcome.DRAW], _("a draw")),
        (HINT[Outcome.LOSS], _("{player} wins").format(player=opponent(maximiser))),
    ]
    if run.algorithm == "alphabeta":  # beside a hatched box: a node alpha-beta left early, its score only a bound
        entries.append((BOUND, _("a bound, not a value: ≥ at least, ≤ at most (alpha-beta left the node early)")))
    lines: list[list[tuple[float, str, str]]] = [[]]
    x = MARGIN
    for fill, words in entries:
        size = SWATCH + 5 + columns_of(words) * COLUMN + 18
        if lines[-1] and x + size > width - MARGIN:
            lines.append([])
            x = MARGIN
        lines[-1].append((x, fill, words))
        x += size
    return lines
