"""A search tree as a picture: each node a small board (the grid, for a game of cells; else its move), its score
for the maximiser under it, coloured by what it means; the chosen child joined by a thick line, the children
alpha-beta cut off as a dashed stub naming them, a node the table answered in a dashed box; under each node at
the depth shown, the nodes its subtree holds.

The layout is Reingold and Tilford's simplest: the leaves in a row, each parent over the middle of its children,
found with a stack (no recursion, however deep the tree).

>>> import xml.etree.ElementTree as ET
>>> from luoshu.rules import Position
>>> from luoshu.views.dresses.dress import dress_for
>>> from luoshu.teach.searches import search
>>> run = search(Position.from_moves([5, 1, 4]), dress_for("grid"), "alphabeta", "ten", shown=1)
>>> picture = ET.fromstring(search_tree_svg(run, dress_for("grid")))
>>> len([g for g in picture.iter(f"{{{SVG_NAMESPACE}}}g") if g.get("class") == "node"])
7
"""

from __future__ import annotations

import textwrap
import xml.etree.ElementTree as ET

from ..search.counted import CountedRun, SearchNode
from ..teach.searches import NodeFacts, heading_lines, node_facts, walk
from ..views.colours import BACKGROUND, EDGE, HINT, INK, LABEL, MARK, PAPER
from ..views.dresses.dress import Dress
from ..views.squares.grid import LUO_SHU
from ..words.language import _
from ..words.searching import trees
from .drawing import MADE_BY, SVG_NAMESPACE, _add, _stroke, _text

__all__ = ["search_tree_svg"]

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
SLOT, LEVEL, MARGIN = 96.0, 118.0, 20.0  # a leaf's width; a level's height; round the picture
CELL = 13.0  # a cell of a node's board
BOARD = 3 * CELL
LINE = 15.0  # a line of the heading
SMALL, WORDS = 9.5, 12.0  # font sizes: under a node; the heading


def _colour(score: int) -> str:
    from ..search.solver import Outcome

    return HINT[Outcome.WIN if score > 0 else Outcome.LOSS if score < 0 else Outcome.DRAW]


def _board(parent: ET.Element, facts: NodeFacts, x: float, y: float, grid: bool) -> None:
    """The node's position on a small grid, its last pick outlined; off the grid, its move in a box."""
    node, position = facts.node, facts.position
    last = node.picks[-1] if node.picks else None
    fill = _colour(facts.score)
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
    heading = [
        part
        for line in (*heading_lines(run, dress), trees.colours_key())
        for part in textwrap.wrap(line, int((width - 2 * MARGIN) / (WORDS * 0.56)))
    ]
    top = MARGIN + LINE * (len(heading) + 1) + 10
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
    ET.SubElement(svg, "rect", {"width": "100%", "height": "100%", "fill": BACKGROUND})
    for index, line in enumerate(heading):
        _text(svg, MARGIN, MARGIN + index * LINE, line, WORDS, INK, text_anchor="start")
    for level in range(depth + 1):
        turn = trees.MAX if level % 2 == 0 else trees.MIN
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
            _stroke(group, "rect", EDGE, 0.8, "4 3", x=sx - SLOT * 0.45, y=sy, width=SLOT * 0.9, height=BOARD)
            _text(group, sx, sy + BOARD * 0.3, trees.cut_label(), SMALL, LABEL)
            _text(group, sx, sy + BOARD * 0.7, facts[id(node)].cut, SMALL, INK)
    for _branch, node in order:
        fact = facts[id(node)]
        x, y = x_of(slots[id(node)]), top + node.depth * LEVEL
        group = _add(svg, "g", class_="node", data_picks=" ".join(map(str, node.picks)), data_score=fact.score)
        ET.SubElement(group, "title").text = f"{fact.move}: {fact.signed}, {fact.meaning}"
        if node.picks and grid:  # off the grid the move is written in its box
            _text(group, x, y - 8, fact.move, SMALL, LABEL)
        _board(group, fact, x, y, grid)
        if node.seen:
            _stroke(group, "rect", INK, 1.0, "3 2", x=x - SLOT * 0.48, y=y - 3, width=SLOT * 0.96, height=BOARD + 5)
        _text(group, x, y + BOARD + 10, fact.signed, WORDS, INK, font_weight="bold")
        _text(group, x, y + BOARD + 22, fact.brief, SMALL, INK)
        if fact.nodes and (not node.children or node.seen):
            note = trees.seen_short() if node.seen else trees.node_count(node.nodes)
            _text(group, x, y + BOARD + 33, note, SMALL, LABEL)
    _add(svg, "rect", x=0, y=0, width=width, height=height, fill="none", stroke=PAPER)
    return ET.tostring(svg, encoding="unicode")
