"""The search itself, for a learner: minimax, alpha-beta, memoising and symmetry, run from a position in any dress
and shown as a tree, as steps, as JSON, and side by side (what each idea saves).

Glossary:
    run       one search from one position (``luoshu.search.counted.CountedRun``), its tree recorded to a depth.
    maximiser the player to move at the root: the tree shows every score as theirs, as the lessons do; at a max
              node they pick the largest score, at a min node the other player the smallest.
    lesson order  the picks in the order the dress lists them: numbers ascending, the cells in reading order A1
              to C3 (the lessons' own), a disguise's items by name.

luoshu's own engine (``luoshu``) is run too: it counts the positions it keeps, not its visits, and its tree shows
its verdicts.

>>> from luoshu.views.dresses.dress import dress_for
>>> run = search(Position.from_moves([5, 1, 4]), dress_for("grid"), "alphabeta", "ten", shown=1)
>>> text = tree_text(run, dress_for("grid")).splitlines()
>>> for line in text[text.index("It chooses A2, worth −10: X wins.") :][:9]:
...     print(line)
It chooses A2, worth −10: X wins.
<BLANKLINE>
move   turn  score  value       chooses  window     cut off      nodes
root   max   −10    X wins      A2       [−∞, +∞]                  345
├─ A2  min   −10    X wins      A3       [−∞, +∞]                   56
├─ A3  min   ≤ −10  cut short   B1       [−10, +∞]  B3 C1 C3        65
├─ B1  min   ≤ −10  cut short   A2       [−10, +∞]  A3 B3 C1 C3     20
├─ B3  min   ≤ −10  cut short   A2       [−10, +∞]  A3 B1 C1 C3     18
├─ C1  min   ≤ −10  not needed  C3       [−10, +∞]                  82
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from ..rules import Player, Position, opponent
from ..search import solver
from ..search.counted import (
    ALGORITHMS,
    COUNTED_BUDGET,
    INFINITY,
    CountedRun,
    NodeBudgetError,
    Scores,
    SearchNode,
    Visit,
    counted_search,
    nodes_within,
    score_base,
)
from ..search.engine import SearchBudgetError
from ..views.dresses.dress import Dress
from ..views.squares.grid import LUO_SHU
from ..views.vocabulary import position_json, verdict_json
from ..views.widths import ljust, rjust, width
from ..views.wrapping import TERMINAL, fill, unbroken, wrapped_table
from ..words.language import _
from ..words.searching import compare as compare_words
from ..words.searching import refusals, trees

__all__ = [
    "COMPARED",
    "MOST_SHOWN",
    "SEARCHES",
    "Compared",
    "NodeFacts",
    "compare_json",
    "compare_text",
    "comparison",
    "fitted_line",
    "heading_lines",
    "lesson_order",
    "node_facts",
    "order_words",
    "search",
    "search_json",
    "step_lines",
    "step_text",
    "tree_text",
    "walk",
    "where",
]

SEARCHES: tuple[str, ...] = (*ALGORITHMS, "luoshu")
"""The searches a learner can run, by name."""
MOST_SHOWN = 2_000
"""The most nodes a tree may show: a person reads a few hundred; the rest are summed up in the nodes column."""

COMPARED: tuple[tuple[str, str, Scores, bool], ...] = (
    ("minimax-ten", "minimax", "ten", False),
    ("minimax-depth", "minimax", "depth", False),
    ("alphabeta-ten", "alphabeta", "ten", False),
    ("alphabeta-depth", "alphabeta", "depth", False),
    ("alphabeta-good", "alphabeta", "depth", True),
    ("memo", "memo", "depth", False),
    ("symmetry", "symmetry", "depth", False),
    ("luoshu", "luoshu", "depth", False),
)
"""The rows of the side-by-side count: (key, search, scores, a good order)."""

MINUS = "\u2212"
BOUNDS = {0: "exact", 1: "at_least", -1: "at_most"}
"""A node's score in JSON: exact, or a bound for its mover (alpha-beta stopped short)."""


def lesson_order(dress: Dress) -> list[int]:
    """The picks in the order the dress lists them: the lessons' order (numbers ascending; cells A1, A2, ... C3).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> lesson_order(dress_for("grid"))
    [4, 9, 2, 3, 5, 7, 8, 1, 6]
    """
    return dress.sorted_numbers


def search(
    position: Position,
    dress: Dress,
    algorithm: str,
    scores: Scores = "depth",
    good: bool = False,
    shown: int = 2,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> CountedRun:
    """The search ``algorithm`` from ``position``, its picks tried in the dress's order (or a good one), its tree
    recorded ``shown`` plies deep. ValueError with the reason for a search not known or a tree too big to show;
    SearchBudgetError past ``budget`` nodes (luoshu's engine: positions)."""
    if algorithm not in SEARCHES:
        raise ValueError(refusals.not_an_algorithm(algorithm, list(SEARCHES)))
    free = len(position.free) if not position.is_over else 0
    if nodes_within(free, shown) > MOST_SHOWN:
        deepest = max(d for d in range(shown + 1) if nodes_within(free, d) <= MOST_SHOWN)
        raise ValueError(refusals.tree_too_big(shown, nodes_within(free, shown), MOST_SHOWN, deepest))
    if algorithm == "luoshu":
        return _engine_search(position, lesson_order(dress), shown, budget, progress)
    return counted_search(
        position,
        algorithm,  # type: ignore[arg-type]  # checked above: one of ALGORITHMS
        scores,
        lesson_order(dress),
        good,
        shown,
        budget,
        progress,
    )


def _engine_search(
    position: Position, order: list[int], shown: int, budget: int, progress: Callable[[int], None] | None
) -> CountedRun:
    """luoshu's engine from a cold start: its verdicts, as depth scores, on a tree ``shown`` plies deep."""
    rules = position.rules
    solver.forget(rules)
    base = score_base(rules)
    started = time.perf_counter()
    visits: list[Visit] = []
    with solver.limited(rules, budget, progress):
        root = _engine_node(position, (), order, shown, base, visits)
    return CountedRun(
        position,
        "luoshu",
        "depth",
        "lesson",
        root,
        0,
        solver.positions_kept(rules),
        time.perf_counter() - started,
        tuple(visits),
        shown,
    )


def _engine_node(
    position: Position, picks: tuple[int, ...], order: list[int], shown: int, base: int, visits: list[Visit]
) -> SearchNode:
    # Recursion no deeper than the depth shown, which MOST_SHOWN keeps to a few plies.
    node = SearchNode(picks)
    node.nodes = 0  # the engine keeps positions; it does not count its visits
    visits.append(Visit(node, False))
    verdict = solver.solve(position)
    node.value = _depth_score(verdict, len(picks), base)
    node.end = position.is_over
    if not position.is_over:
        best = set(solver.best_moves(position))
        node.best = next(n for n in order if n in best)
        if len(picks) < shown:
            for pick in order:
                if pick in position.free:
                    node.children.append(_engine_node(position.play(pick), (*picks, pick), order, shown, base, visits))
    visits.append(Visit(node, True))
    return node


def _depth_score(verdict: solver.Verdict, depth: int, base: int) -> int:
    """A verdict at ``depth`` as the depth scores give it: a win B - (depth + plies), a loss the negative."""
    if verdict.outcome is solver.Outcome.DRAW:
        return 0
    score = base - depth - verdict.plies
    return score if verdict.outcome is solver.Outcome.WIN else -score


# What a node is: its position, its mover, its score for the root's mover (the maximiser), its value in words.


def _position_at(run: CountedRun, node: SearchNode) -> Position:
    position = run.position
    for pick in node.picks:
        position = position.play(pick)
    return position


def _mover(run: CountedRun, node: SearchNode) -> Player:
    root: Player = run.position.to_move
    return root if node.depth % 2 == 0 else opponent(root)


def _for_maximiser(node: SearchNode) -> int:
    return node.value if node.depth % 2 == 0 else -node.value


def _signed(score: int) -> str:
    """A score with its sign: +10, −10, 0; beyond any score, ±∞.

    >>> _signed(7), _signed(-7), _signed(0), _signed(-INFINITY)
    ('+7', '−7', '0', '−∞')
    """
    if abs(score) >= INFINITY:
        return ("+" if score > 0 else MINUS) + "\u221e"
    return f"+{score}" if score > 0 else f"{MINUS}{-score}" if score < 0 else "0"


def _plies(run: CountedRun, node: SearchNode) -> int | None:
    """Plies from the node to the end under the search's play, for exact (depth) scores; None for +10/-10."""
    if run.scores != "depth" or node.value == 0:
        return None
    return score_base(run.position.rules) - abs(node.value) - node.depth


def _maximiser_bound(node: SearchNode) -> int:
    """Whether the node's score is exact (0), at most (-1) or at least (1) its worth, for the maximiser."""
    return node.bound if node.depth % 2 == 0 else -node.bound


def _shown_score(node: SearchNode) -> str:
    """The node's score for the maximiser, a bound marked: ≥ +5, ≤ −10."""
    bound = _maximiser_bound(node)
    return ("\u2265 " if bound > 0 else "\u2264 " if bound < 0 else "") + _signed(_for_maximiser(node))


def _meaning(run: CountedRun, node: SearchNode) -> str:
    if node.bound:
        # At least or at most for the maximiser; cut short where children were cut off, else not needed.
        return trees.bound_meaning(run.position.to_move, _maximiser_bound(node) > 0, bool(node.cut))
    mover = _mover(run, node)
    if node.value == 0:
        return trees.draw()
    winner = mover if node.value > 0 else opponent(mover)
    plies = _plies(run, node)
    if node.end or plies == 0:
        return trees.has_won(winner)
    return trees.wins(winner) if plies is None else trees.wins_in(winner, plies)


def _verdict(run: CountedRun, node: SearchNode) -> solver.Verdict | None:
    """The node's verdict for its mover, where the scores say it exactly."""
    if node.bound:
        return None
    if node.value == 0:
        free = run.position.rules.numbers - run.position.pick_count - node.depth
        return solver.Verdict(solver.Outcome.DRAW, free)
    plies = _plies(run, node)
    if plies is None:
        return None
    return solver.Verdict(solver.Outcome.WIN if node.value > 0 else solver.Outcome.LOSS, plies)


def _window(node: SearchNode) -> str:
    """The node's alpha-beta window, for the maximiser: at a min node the mover's (α, β) is (−β, −α)."""
    if node.window is None:
        return ""
    low, high = node.window if node.depth % 2 == 0 else (-node.window[1], -node.window[0])
    return f"[{_signed(low)}, {_signed(high)}]"


def _board(position: Position, dress: Dress) -> str:
    """A position in one short line: the grid's rows for the cells, else each player's items.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> position = Position.from_moves([5, 2, 8])
    >>> _board(position, dress_for("grid")), _board(position, dress_for("fifteen"))
    ('··O/·X·/X··', 'X 5 8 · O 2')
    """
    if dress.noun == "cell":
        return "/".join("".join(position.holder(n) or "\u00b7" for n in row) for row in LUO_SHU)
    gap = ", " if dress.spaced else " "
    sides = []
    for player in ("X", "O"):
        held = sorted(position.numbers_of(player), key=dress.order_key)
        sides.append(f"{player} {gap.join(dress.item(n) for n in held)}".rstrip())
    return " \u00b7 ".join(sides)


def _listed(dress: Dress, picks: Iterable[int], item: Callable[[int], str] | None = None) -> str:
    """Picks in the dress's words, a space apart, or a comma and a space where a name holds spaces (Mill Lane,
    Old Road); each name as ``item`` gives it (the dress's own, unless told).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> _listed(dress_for("grid"), [5, 4]), _listed(dress_for("jam"), [2, 4])
    ('B2 A1', 'Mill Lane, Old Road')
    """
    return (", " if dress.spaced else " ").join(map(item or dress.item, picks))


def _path(run: CountedRun, node: SearchNode, dress: Dress) -> str:
    return _listed(dress, node.picks) or _(trees.ROOT)


def _walk(node: SearchNode, prefix: str = "", last: bool = True) -> Iterator[tuple[str, SearchNode]]:
    """Each recorded node with the tree's branches before it, in the order searched. A stack: no recursion."""
    stack: list[tuple[SearchNode, str, str]] = [(node, "", "")]
    while stack:
        current, branch, inner = stack.pop()
        yield branch, current
        children = current.children
        for index in range(len(children) - 1, -1, -1):
            final = index == len(children) - 1
            stack.append(
                (
                    children[index],
                    inner + ("\u2514\u2500 " if final else "\u251c\u2500 "),
                    inner + ("   " if final else "\u2502  "),
                )
            )


def where(position: Position, dress: Dress) -> str:
    """Where a search starts, in words: the empty board, or the position in one line."""
    return trees.empty_board() if position.pick_count == 0 else _board(position, dress)


def order_words(run_order: str, dress: Dress) -> str:
    return trees.good_order() if run_order == "good" else trees.lesson_order(dress.noun)


class NodeFacts(NamedTuple):
    """What a node shows, in words: its move, whose turn, its score for the maximiser (exact, or only the least or
    the most the node is worth: ``bound`` 0, 1 or -1) and what it means (and in brief, for a picture), its choice
    (or that the table answered), alpha-beta's window and cut-offs, the nodes of its subtree, its position."""

    node: SearchNode
    position: Position
    move: str
    turn: str
    score: int
    bound: int
    signed: str
    meaning: str
    brief: str
    chosen: str
    window: str
    cut: str
    nodes: str
    board: str


def node_facts(run: CountedRun, node: SearchNode, dress: Dress) -> NodeFacts:
    """What ``node`` of ``run`` shows, in the dress's words."""
    position = _position_at(run, node)
    turn = trees.END if node.end else trees.MAX if node.depth % 2 == 0 else trees.MIN
    score = _for_maximiser(node)
    return NodeFacts(
        node,
        position,
        dress.item(node.picks[-1]) if node.picks else _(trees.ROOT),
        _(turn),
        score,
        _maximiser_bound(node),
        _shown_score(node),
        _meaning(run, node),
        trees.bound_brief(bool(node.cut)) if node.bound else _meaning(run, node),
        _(trees.SEEN) if node.seen else dress.item(node.best) if node.best is not None else "",
        _window(node),
        _listed(dress, node.cut),
        "" if run.algorithm == "luoshu" else f"{node.nodes:,}",
        _board(position, dress),
    )


def walk(run: CountedRun) -> Iterator[tuple[str, SearchNode]]:
    """Each recorded node of ``run`` in the order searched, with the tree's branches drawn before it."""
    return _walk(run.root)


def heading_lines(run: CountedRun, dress: Dress) -> list[str]:
    """The lines over a tree: which search, from where, in what order, scored how; whose scores; what it cost;
    what it chooses."""
    rules = run.position.rules
    engine = run.algorithm == "luoshu"
    scores = trees.engine_scores() if engine else trees.scores_words(run.scores, score_base(rules))
    root_player = run.position.to_move
    lines = [
        trees.heading(run.algorithm, where(run.position, dress), order_words(run.order, dress), scores),
        trees.maximiser(root_player, opponent(root_player)),
        trees.engine_summary(run.kept, run.seconds) if engine else trees.summary(run.nodes, run.kept, run.seconds),
    ]
    root = run.root
    if root.best is None:
        lines.append(trees.over())
    else:
        lines.append(trees.chooses(dress.item(root.best), _signed(_for_maximiser(root)), _meaning(run, root)))
    return lines


def tree_columns(run: CountedRun) -> list[str]:
    """The keys of a tree's columns, in order: alpha-beta's window and cut-offs only where it searched."""
    pruning = run.algorithm == "alphabeta"
    return ["move", "turn", "score", "value", "chooses", *(["window", "cut"] if pruning else []), "nodes", "position"]


def node_cells(facts: NodeFacts) -> dict[str, str]:
    """A node's cells in a tree, by column key (``tree_columns``), as the terminal and the page show them."""
    return {
        "move": facts.move,
        "turn": facts.turn,
        "score": facts.signed,
        "value": facts.brief,  # a bound's few words: the notes say what ≥ and ≤ mean
        "chooses": facts.chosen,
        "window": facts.window,
        "cut": facts.cut,
        "nodes": facts.nodes,
        "position": facts.board,
    }


def tree_notes(run: CountedRun) -> list[str]:
    """The lines under a tree: what its nodes column sums up (not for luoshu's engine), and what was cut off."""
    notes = [trees.below(run.shown)] if run.algorithm != "luoshu" else []
    if run.algorithm == "alphabeta":
        notes += [trees.cut_note(), trees.bounds_note(run.position.to_move)]
    return notes


def tree_text(run: CountedRun, dress: Dress, columns: int = TERMINAL) -> str:
    """The search as a person reads it, in a terminal's ``columns``: a heading, what it cost and chose, and the
    tree, a node a line, with each node's move, whose turn, its score for the maximiser and what it means, its choice,
    alpha-beta's window and cut-offs, the nodes of its subtree and its position.

    Where that is wider than the terminal, the positions go (the notes say so: each is the root's with the moves
    down the tree, and --json and --svg name them); where it still is, a long value or list of cut-offs goes on
    over more lines in its column, or the cut-offs go on a line of their own under their node, whichever takes
    fewer lines. A line breaks only between words, a dress's names kept whole, and the tree's lines go on beside
    it."""
    keys = tree_columns(run)
    rows = [
        _TreeRow(branch, node, node_cells(node_facts(run, node, dress)), _kept_whole(dress, node))
        for branch, node in _walk(run.root)
    ]
    notes = tree_notes(run)
    table = _tree_table(rows, keys, wrapped=False, total=columns)
    if table is None:
        keys.remove("position")
        notes.append(trees.positions_left_out())
        shapes = [(keys, False), *([([key for key in keys if key != "cut"], True)] if "cut" in keys else [])]
        tables = [_tree_table(rows, shown, wrapped=True, under=under, total=columns) for shown, under in shapes]
        table = min((found for found in tables if found is not None), key=len, default=None)
        if table is None:  # no way to fit: never expected of a dress's names (the tests try every one)
            table = _tree_table(rows, keys, wrapped=False, total=None) or []
    heading = [fitted_line(line, dress, columns) for line in heading_lines(run, dress)]
    return "\n".join([*heading, "", *table, "", *(fitted_line(line, dress, columns) for line in notes)]).rstrip()


class _TreeRow(NamedTuple):
    """A node as the terminal's tree lays it out: the branches before it, the node, its cells (``node_cells``) and
    the cells that may go over lines with their names glued whole (``_kept_whole``)."""

    branch: str
    node: SearchNode
    cells: dict[str, str]
    glued: dict[str, str]

    @property
    def going_on(self) -> str:
        """The tree's lines beside the node's later lines: its siblings' line, and its children's where it has any."""
        inner = self.branch[:-3] + ("\u2502  " if self.branch.endswith("\u251c\u2500 ") else "   ")
        return (inner if self.branch else "") + ("\u2502" if self.node.children else "")


WRAPPED = ("cut", "value", "chooses")
"""The columns whose cells may go over lines where a tree is too wide, the first narrowed first."""


def _kept_whole(dress: Dress, node: SearchNode) -> dict[str, str]:
    """The cells that may wrap, glued so that a line breaks only between words and never inside a name."""
    return {"cut": _listed(dress, node.cut, lambda pick: unbroken(dress.item(pick)))}


def _glued_words(cell: str) -> str:
    """A cell's words each glued whole, a number to the word after it: a line may break at its other spaces only
    (not between Chinese characters, nor between 5 and plies).

    >>> len(_glued_words("X wins in 5 plies").split(" "))  # X, wins, in, 5 plies
    4
    """
    words: list[str] = []
    for word in cell.split(" "):
        if words and words[-1].isdigit():
            words[-1] += " " + word
        else:
            words.append(word)
    return " ".join(map(unbroken, words))


def _tree_table(
    rows: list[_TreeRow], keys: list[str], wrapped: bool, under: bool = False, total: int | None = TERMINAL
) -> list[str] | None:
    """The tree's lines in the columns ``keys``, no wider than ``total`` columns (None: as wide as it comes), or
    None where it cannot be: a node a line, or (``wrapped``) a long cell going on in its column over later lines,
    and (``under``) the cut-offs on a line of their own under their node."""
    heads = [trees.column(key) for key in keys]
    cells = [
        [
            row.branch + row.cells[key]
            if key == "move"
            else (row.glued.get(key) or _glued_words(row.cells[key]))
            if wrapped and key in WRAPPED
            else row.cells[key]
            for key in keys
        ]
        for row in rows
    ]
    columns = [max([width(head), *(width(row[i]) for row in cells)]) for i, head in enumerate(heads)]
    spare = None if total is None else total - sum(columns) - 2 * (len(columns) - 1)
    if spare is not None and spare < 0:
        if not wrapped:
            return None
        for key in WRAPPED:  # narrowed in turn, each no narrower than its longest word or name
            if key in keys and spare < 0:
                i = keys.index(key)
                narrowest = max([width(heads[i]), *(width(word) for row in cells for word in row[i].split(" "))])
                given = min(columns[i] - narrowest, -spare)
                columns[i] -= given
                spare += given
        if spare < 0:
            return None

    def plain_cells(row: _TreeRow) -> list[str]:  # each cell as shown where it fits, without the glue
        return [row.branch + row.cells[key] if key == "move" else row.cells[key] for key in keys]

    right = keys.index("nodes")
    lines = [
        "  ".join(
            ljust(head, room) if i != right else rjust(head, room)
            for i, (head, room) in enumerate(zip(heads, columns, strict=True))
        ).rstrip()
    ]
    for row, shown in zip(rows, cells, strict=True):
        parts = [
            fill(cell, room).split("\n") if wrapped and key in WRAPPED and width(cell) > room else [plain]
            for key, cell, plain, room in zip(keys, shown, plain_cells(row), columns, strict=True)
        ]
        for k in range(max(map(len, parts))):
            line = [
                (part[k] if k < len(part) else "") if i else (part[0] if k == 0 else row.going_on)
                for i, part in enumerate(parts)
            ]
            lines.append(
                "  ".join(
                    rjust(cell, room) if i == right else ljust(cell, room)
                    for i, (cell, room) in enumerate(zip(line, columns, strict=True))
                ).rstrip()
            )
        if under and row.node.cut:
            beside = row.going_on + ("  " if row.node.children else "")
            said = trees.cut_under(row.glued["cut"])
            room = (total or TERMINAL) - width(beside)
            lines.extend(beside + part for part in fill(said, room).split("\n"))
    if total is not None and max(map(width, lines)) > total:
        return None
    return lines


KEPT_WHOLE = re.compile(r"\[[^\]\[]*\]|[\u2265\u2264] \S+|\S+ \u2212 \S+")
"""What a line of prose about a search never breaks inside: a window [−∞, +∞], a bound ≥ −4, 10 − depth."""


def fitted_line(text: str, dress: Dress, columns: int = TERMINAL, indent: int = 0) -> str:
    """A line of prose about a search as a terminal shows it, to stand ``indent`` columns in (its first line after
    something that wide, its later lines after as many spaces): within ``columns``, a dress's names kept whole.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> print(fitted_line("It chooses Bridge Street, worth 0: a draw.", dress_for("jam"), 24))
    It chooses
    Bridge Street, worth 0:
    a draw.
    >>> print(fitted_line("arrive at root (max), window [−∞, +∞]", dress_for("jam"), 34))
    arrive at root (max), window
    [−∞, +∞]
    """
    if width(text) <= columns - indent:  # most lines: nothing to break
        return text
    for name in sorted(dress.names, key=len, reverse=True):  # a longer name first: a shorter may lie inside it
        text = text.replace(name, unbroken(name))
    text = KEPT_WHOLE.sub(lambda found: unbroken(found.group()), text)
    lines = fill(text, columns - indent).split("\n")
    return "\n".join([lines[0], *(" " * indent + line for line in lines[1:])])


def step_lines(run: CountedRun, dress: Dress) -> list[str]:
    """The search's visits in order, one line each: arriving at a node (its window), and leaving it with its score
    backed up (its choice, what was cut off, a look-up in the table, the nodes searched below the depth shown)."""
    steps = len(run.visits)
    lines = []
    for number, visit in enumerate(run.visits, start=1):
        node = visit.node
        path = _path(run, node, dress)
        turn = _(trees.END if node.end else trees.MAX if node.depth % 2 == 0 else trees.MIN)
        if not visit.leaving:
            window = _window(node)
            lines.append(trees.step_arrive(number, steps, path, turn, trees.step_window(window) if window else ""))
            continue
        notes = []
        if node.seen:
            notes.append(trees.step_seen())
        if node.best is not None and not node.seen:
            notes.append(trees.step_chooses(dress.item(node.best)))
        if node.cut:
            notes.append(trees.step_cut(_listed(dress, node.cut)))
        if node.depth == run.shown and node.nodes > 1 and not node.seen:
            notes.append(trees.step_below(node.nodes - 1))
        lines.append(trees.step_leave(number, steps, path, _shown_score(node), _meaning(run, node), "".join(notes)))
    return lines


def step_text(run: CountedRun, dress: Dress, columns: int = TERMINAL) -> list[str]:
    """The search's visits in order as a terminal shows them: each step's line within ``columns``, going on under
    its words (past the step's number) where it is longer, broken between words only, a dress's names whole.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> run = search(Position.from_moves([2]), dress_for("jam"), "alphabeta", shown=1)
    >>> print(step_text(run, dress_for("jam"))[4])
     5/18  back up ≤ −4 from Church Lane: at most this for O: cut short; it chooses
           High Street; cut off: Old Road, Quarry Way, River Road, Station Road; 866
           nodes searched below
    """
    lines = []
    for line in step_lines(run, dress):
        number = re.match(r"\s*\d+/\d+\s+", line)
        label = number.group() if number else ""
        lines.append(label + fitted_line(line[len(label) :], dress, columns, width(label)))
    return lines


def _node_json(run: CountedRun, node: SearchNode) -> dict[str, object]:
    window: list[int | None] | None = None
    if node.window is not None:
        window = [None if abs(bound) >= INFINITY else bound for bound in node.window]
    return {
        "picks": list(node.picks),
        "pick": node.picks[-1] if node.picks else None,
        "score": node.value,
        "verdict": verdict_json(_verdict(run, node)),
        "chosen": node.best,
        "window": window,
        "bound": BOUNDS[node.bound],
        "cut": list(node.cut),
        "seen": node.seen,
        "over": node.end,
        "node_count": None if run.algorithm == "luoshu" else node.nodes,
        "children": [],
    }


def _tree_json(run: CountedRun) -> dict[str, object]:
    """The recorded tree as nested objects: built with a stack, never recursion."""
    top = _node_json(run, run.root)
    stack = [(run.root, top)]
    while stack:
        node, data = stack.pop()
        children: list[dict[str, object]] = data["children"]  # type: ignore[assignment]
        for child in node.children:
            made = _node_json(run, child)
            children.append(made)
            stack.append((child, made))
    return top


def _run_json(run: CountedRun) -> dict[str, object]:
    engine = run.algorithm == "luoshu"
    return {
        "algorithm": run.algorithm,
        "scores": None if engine else run.scores,
        "move_order": run.order,
        "node_count": None if engine else run.nodes,
        "position_count": run.kept,
        "seconds": round(run.seconds, 4),
        "pick": run.best,
        "score": run.value,
        "verdict": verdict_json(_verdict(run, run.root)),
    }


def search_json(run: CountedRun, dress: Dress) -> dict[str, object]:
    """The search in luoshu's JSON vocabulary: the position, the dress, the search and what it cost and chose, and
    the tree recorded."""
    items = list(dress.names) if dress.disguise or dress.name == "sets" else None
    return {
        **position_json(run.position, items),
        "dress": dress.name,
        **_run_json(run),
        "tree_depth": run.shown,
        "tree": _tree_json(run),
    }


@dataclass(frozen=True, slots=True)
class Compared:
    """One row of the side-by-side count: a search, and what it did or why it could not."""

    key: str
    run: CountedRun | None
    reason: str | None


def comparison(
    position: Position,
    dress: Dress,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[str, int], None] | None = None,
) -> list[Compared]:
    """Every search of ``COMPARED`` from ``position``, its picks in the dress's order: each row's run, or the
    reason it has none (past ``budget`` nodes, or too many symmetries). ``progress(key, nodes)`` now and then."""
    rows = []
    for key, algorithm, scores, good in COMPARED:
        report = None if progress is None else (lambda nodes, key=key: progress(key, nodes))
        try:
            run = search(position, dress, algorithm, scores, good, 0, budget, report)
        except (SearchBudgetError, NodeBudgetError, ValueError) as error:
            rows.append(Compared(key, None, str(error)))
            continue
        rows.append(Compared(key, run, None))
    return rows


def compare_text(rows: list[Compared], position: Position, dress: Dress) -> str:
    """The side-by-side count as a table: each search's nodes visited, positions kept, time, choice and score."""
    base = score_base(position.rules)
    keys = ["search", "nodes", "kept", "seconds", "chooses", "score", "value"]
    table = [[compare_words.column(key) for key in keys]]
    for compared in rows:
        name = compare_words.row_name(compared.key, base)
        run = compared.run
        if run is None:
            table.append([name, compared.reason or ""])
            continue
        uncounted = _(compare_words.UNCOUNTED)
        table.append(
            [
                name,
                uncounted if run.algorithm == "luoshu" else f"{run.nodes:,}",
                f"{run.kept:,}" if run.algorithm in ("memo", "symmetry", "luoshu") else uncounted,
                f"{run.seconds:.3f}",
                dress.item(run.best) if run.best is not None else uncounted,
                _signed(run.value),
                _meaning(run, run.root),
            ]
        )
    heading = compare_words.heading(where(position, dress), trees.lesson_order(dress.noun))
    # 80 columns in every language: the heads over two lines, the searches' names wrapped in what is left.
    lines = [fill(heading, TERMINAL), "", *wrapped_table(table, right={1, 2, 3, 5}, gap=2)]
    return "\n".join([*lines, "", fill(compare_words.footnote(), TERMINAL)])


def compare_json(rows: list[Compared], position: Position, dress: Dress) -> dict[str, object]:
    """The side-by-side count in luoshu's JSON vocabulary: the position, the dress and one object per search."""
    items = list(dress.names) if dress.disguise or dress.name == "sets" else None
    searches = []
    for row in rows:
        entry: dict[str, object] = {"name": row.key}
        if row.run is None:
            entry["reason"] = row.reason
        else:
            entry.update(_run_json(row.run))
            entry["reason"] = None
        searches.append(entry)
    return {**position_json(position, items), "dress": dress.name, "searches": searches}
