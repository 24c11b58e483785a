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
>>> for line in text[text.index("It chooses A2, worth −10: X wins.") :][:6]:
...     print(line)
It chooses A2, worth −10: X wins.
<BLANKLINE>
move   turn  score  value       chooses  window     cut off      nodes
root   max   −10    X wins      A2       [−∞, +∞]                  345
├─ A2  min   −10    X wins      A3       [−∞, +∞]                   56
├─ A3  min   ≤ −10  not needed  B1       [−10, +∞]  B3 C1 C3        65
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
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
    fewest_nodes,
    nodes_within,
    plain_nodes_guessed,
    score_base,
)
from ..search.engine import SearchBudgetError
from ..views.dresses.dress import Dress
from ..views.squares.grid import LUO_SHU
from ..views.vocabulary import position_json, verdict_json
from ..views.widths import ljust, rjust, width
from ..views.wrapping import TERMINAL, fill, wrapped_table
from ..words.language import _
from ..words.searching import compare as compare_words
from ..words.searching import programs as program_words
from ..words.searching import refusals, trees
from . import lesson_programs

__all__ = [
    "COMPARED",
    "MOST_SHOWN",
    "QUICK",
    "SEARCHES",
    "Compared",
    "NodeFacts",
    "compare_json",
    "compare_notice",
    "compare_text",
    "comparison",
    "comparison_went_on",
    "heading_lines",
    "lesson_order",
    "lesson_tree",
    "node_facts",
    "order_words",
    "row_name",
    "search",
    "search_json",
    "step_lines",
    "time_to_go_on",
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
"""The rows of the side-by-side count: (key, search, scores, a good order). The players' rows follow them, each
lesson's program and the depth-blind player in their own order (``luoshu.teach.lesson_programs.PLAYERS``)."""
PLAIN = ("minimax-ten", "minimax-depth", "lesson-2", "lesson-3", "lesson-4")
"""The rows that search plain minimax, which visits every node: ``fewest_nodes`` says before they start whether
they can finish within a budget."""
QUICK = 600_000
"""The nodes each row of the side-by-side count may visit before those that need more are named, with the time
they will take, and searched on to the budget: every search of Pick Fifteen takes fewer (plain minimax from the
empty board, 549,946, the most)."""
PROBE = 20_000
"""The nodes of plain minimax that measure this machine's pace before a long count starts (a few hundredths of a
second)."""

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
    _shown_within(position, shown)
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


def _shown_within(position: Position, shown: int) -> None:
    """ValueError with the reason if a tree ``shown`` plies deep from ``position`` could hold too many nodes to
    show."""
    free = len(position.free) if not position.is_over else 0
    if nodes_within(free, shown) > MOST_SHOWN:
        deepest = max(d for d in range(shown + 1) if nodes_within(free, d) <= MOST_SHOWN)
        raise ValueError(refusals.tree_too_big(shown, nodes_within(free, shown), MOST_SHOWN, deepest))


def lesson_tree(
    position: Position,
    lesson: int,
    shown: int = 2,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> CountedRun:
    """Lesson ``lesson``'s program from ``position``, exactly as it searches (its search, scores, order and
    windows), its tree recorded ``shown`` plies deep. ValueError with the reason for a tree too big to show or a
    position the program does not search from; SearchBudgetError past ``budget`` nodes.

    >>> run = lesson_tree(Position.from_moves([5]), 1, shown=1)
    >>> run.nodes, [child.window for child in run.root.children][-1] == (-INFINITY, INFINITY)
    (8466, True)
    """
    _shown_within(position, shown)
    return lesson_programs.lesson_run(lesson, position, shown, budget, progress)


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
    return run.base - abs(node.value) - node.depth


def _maximiser_bound(node: SearchNode) -> int:
    """Whether the node's score is exact (0), at most (-1) or at least (1) its worth, for the maximiser."""
    return node.bound if node.depth % 2 == 0 else -node.bound


def _shown_score(node: SearchNode) -> str:
    """The node's score for the maximiser, a bound marked: ≥ +5, ≤ −10."""
    bound = _maximiser_bound(node)
    return ("\u2265 " if bound > 0 else "\u2264 " if bound < 0 else "") + _signed(_for_maximiser(node))


def _meaning(run: CountedRun, node: SearchNode) -> str:
    if node.bound:
        maximiser = run.position.to_move
        return trees.at_least(maximiser) if _maximiser_bound(node) > 0 else trees.at_most(maximiser)
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


def _path(run: CountedRun, node: SearchNode, dress: Dress) -> str:
    return " ".join(dress.item(n) for n in node.picks) or _(trees.ROOT)


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
    """What a node shows, in words: its move, whose turn, its score for the maximiser and what it means (and in
    brief, for a picture), its choice (or that the table answered), alpha-beta's window and cut-offs, the nodes of
    its subtree, its position."""

    node: SearchNode
    position: Position
    move: str
    turn: str
    score: int
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
        _shown_score(node),
        _meaning(run, node),
        trees.bound_brief(_maximiser_bound(node) > 0) if node.bound else _meaning(run, node),
        _(trees.SEEN) if node.seen else dress.item(node.best) if node.best is not None else "",
        _window(node),
        " ".join(dress.item(n) for n in node.cut),
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
    if run.lesson is not None:  # a lesson's program: which lesson, and what its program does, in its own scores
        lines[:1] = lesson_programs.lesson_lines(run, dress, where(run.position, dress))
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


def tree_text(run: CountedRun, dress: Dress) -> str:
    """The search as a person reads it: a heading, what it cost and chose, and the tree, one node a line, with
    each node's move, whose turn, its score for the maximiser and what it means, its choice, alpha-beta's window
    and cut-offs, the nodes of its subtree and its position."""
    keys = tree_columns(run)
    rows = [[trees.column(key) for key in keys]]
    for branch, node in _walk(run.root):
        cells = node_cells(node_facts(run, node, dress))
        cells["move"] = branch + cells["move"]
        rows.append([cells[key] for key in keys])
    table = _table(rows, keys.index("nodes"))
    notes = tree_notes(run)
    if max(map(width, table)) > TERMINAL:
        # The positions go first: each is the root's with the moves down the tree, and --json and --svg name them.
        table = _table([row[:-1] for row in rows], keys.index("nodes"))
        notes.append(trees.positions_left_out())
    # The prose around the tree in 80 columns, as the tree is.
    heading = [fill(line, TERMINAL) for line in heading_lines(run, dress)]
    return "\n".join([*heading, "", *table, "", *(fill(line, TERMINAL) for line in notes)]).rstrip()


def _table(rows: list[list[str]], right: int) -> list[str]:
    """``rows`` (the heads first) in columns as wide as their widest cell in display columns (Chinese is wide), two
    spaces apart, the column ``right`` right-aligned."""
    columns = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            rjust(cell, room) if i == right else ljust(cell, room)
            for i, (cell, room) in enumerate(zip(row, columns, strict=True))
        ).rstrip()
        for row in rows
    ]


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
            notes.append(trees.step_cut(" ".join(dress.item(n) for n in node.cut)))
        if node.depth == run.shown and node.nodes > 1 and not node.seen:
            notes.append(trees.step_below(node.nodes - 1))
        lines.append(trees.step_leave(number, steps, path, _shown_score(node), _meaning(run, node), "".join(notes)))
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
        "lesson": run.lesson,
        "scores": None if engine else run.scores,
        "score_base": run.base if run.scores == "depth" and not engine else None,
        "fresh_root_windows": run.fresh,
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
    """One row of the side-by-side count: a search, and what it did or why it could not. A row searched only as
    far as the quick nodes (``QUICK``) has neither yet: ``tried`` holds the seconds it took to get there."""

    key: str
    run: CountedRun | None
    reason: str | None
    tried: float | None = None

    @property
    def waiting(self) -> bool:
        """Whether the row needs more nodes than the quick ones, and is still to be searched on."""
        return self.run is None and self.reason is None


def _row_search(
    key: str, position: Position, dress: Dress, budget: int, progress: Callable[[int], None] | None
) -> CountedRun:
    """The search of the row ``key``: a search of ``COMPARED`` in the dress's order, or a player's own."""
    for compared, algorithm, scores, good in COMPARED:
        if compared == key:
            return search(position, dress, algorithm, scores, good, 0, budget, progress)
    return lesson_programs.player_run(key, position, budget, progress)


def _row_keys() -> list[str]:
    return [key for key, *_ in COMPARED] + list(lesson_programs.PLAYERS)


def _made_of(key: str, position: Position, dress: Dress) -> tuple[object, ...]:
    """What the search of the row ``key`` is made of: two rows made alike are one search, counted once (the
    depth-blind player's is alpha-beta +10/−10 where the dress's order is its own; lessons 2 and 4 always)."""
    for compared, algorithm, scores, good in COMPARED:
        if compared == key:
            return algorithm, scores, tuple(lesson_order(dress)), False, None, good
    return (*lesson_programs.player_search(key, position), False)


def _as_row(key: str, found: Compared) -> Compared:
    """The row ``found`` as the row ``key``, whose search is made alike: its run is that lesson's, if any."""
    lesson = int(key.removeprefix("lesson-")) if key.startswith("lesson-") else None
    run = None if found.run is None else replace(found.run, lesson=lesson)
    return Compared(key, run, found.reason, found.tried)


def row_name(key: str, base: int = 10) -> str:
    """A row of the side-by-side count, by name: a search, a lesson's program or the depth-blind player."""
    if key in lesson_programs.PLAYERS:
        return program_words.row_name(key)
    return compare_words.row_name(key, base)


def comparison(
    position: Position,
    dress: Dress,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[str, int], None] | None = None,
    quick: int | None = None,
) -> list[Compared]:
    """Every search of ``COMPARED`` from ``position``, its picks in the dress's order, then each lesson's program
    and the depth-blind player in their own: each row's run, or the reason it has none (past ``budget`` nodes, too
    many symmetries, a program that does not search from here). Each is searched up to ``quick`` nodes first: a
    row that needs more is left waiting (``comparison_went_on`` searches it on). ``progress(key, nodes)`` now and
    then.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> rows = comparison(Position.from_moves([5, 1]), dress_for("grid"), quick=3000)
    >>> [row.key for row in rows if row.waiting]  # plain minimax visits 7,064 nodes from here
    ['minimax-ten', 'minimax-depth', 'lesson-2', 'lesson-3', 'lesson-4']
    >>> [(row.key, row.run.nodes) for row in comparison_went_on(rows, Position.from_moves([5, 1]), dress_for("grid"))]
    [('minimax-ten', 7064), ('minimax-depth', 7064), ('lesson-2', 7064), ('lesson-3', 7064), ('lesson-4', 7064)]
    """
    quick = QUICK if quick is None else quick
    rows: list[Compared] = []
    searched: dict[tuple[object, ...], Compared] = {}  # each search made alike counted once
    fewest = fewest_nodes(position) if not position.is_over else 1
    for key in _row_keys():
        made = _made_of(key, position, dress)
        if made in searched and not (key == "lesson-3" and position.pick_count == 0):
            rows.append(_as_row(key, searched[made]))
            continue
        if key in PLAIN and fewest > budget:  # known before it starts: plain minimax visits every node
            rows.append(Compared(key, None, compare_words.beyond_budget(fewest, budget)))
            continue
        if key == "lesson-3" and position.pick_count == 0:
            rows.append(Compared(key, None, program_words.opens_at_random()))
            continue
        report = None if progress is None else (lambda nodes, key=key: progress(key, nodes))
        started = time.perf_counter()
        try:
            row = Compared(key, _row_search(key, position, dress, min(quick, budget), report), None)
        except (SearchBudgetError, NodeBudgetError) as error:
            waiting = quick < budget
            row = Compared(key, None, None if waiting else str(error), time.perf_counter() - started)
        except ValueError as error:
            row = Compared(key, None, str(error))
        rows.append(row)
        searched[made] = row
    return rows


def time_to_go_on(
    rows: list[Compared], position: Position, dress: Dress, budget: int, quick: int | None = None
) -> float:
    """About how many seconds at most the waiting rows take, searched on to ``budget``: each search at the pace it
    kept over its quick nodes, measured on this machine in this run (rows made alike searched once)."""
    quick = QUICK if quick is None else quick
    paces = {_made_of(row.key, position, dress): row.tried or 0 for row in rows if row.waiting}
    return sum(seconds * budget / quick for seconds in paces.values())


def comparison_went_on(
    rows: list[Compared],
    position: Position,
    dress: Dress,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[str, int], None] | None = None,
) -> Iterator[Compared]:
    """Each waiting row of ``rows``, searched on to ``budget``, as it is done (its run, or why it has none): a face
    that stops part way keeps the rows done."""
    searched: dict[tuple[object, ...], Compared] = {}
    for row in rows:
        if not row.waiting:
            continue
        made = _made_of(row.key, position, dress)
        if made in searched:
            yield _as_row(row.key, searched[made])
            continue
        report = None if progress is None else (lambda nodes, key=row.key: progress(key, nodes))
        try:
            done = Compared(row.key, _row_search(row.key, position, dress, budget, report), None)
        except (SearchBudgetError, NodeBudgetError, ValueError) as error:
            done = Compared(row.key, None, str(error))
        searched[made] = done
        yield done


def compare_notice(position: Position, quick: int | None = None) -> str | None:
    """What to say before the side-by-side count starts where some of its searches may be long: how many nodes the
    tree holds (at least, and about, guessed from random games), and that the quick searches come first. None where
    the tree is small enough for every search to be quick."""
    quick = QUICK if quick is None else quick
    if position.is_over:
        return None
    fewest, guessed = fewest_nodes(position), plain_nodes_guessed(position)
    if max(fewest, guessed) <= quick:
        return None
    # The pace of this machine now: plain minimax for a moment (a memo's search is slower a node, alpha-beta's
    # about as fast), so about the quick searches' time, if each went to its quick nodes.
    probe = min(PROBE, quick)
    started = time.perf_counter()
    with contextlib.suppress(NodeBudgetError):
        counted_search(position, "minimax", budget=probe)
    seconds = (time.perf_counter() - started) * quick / probe * len(_row_keys())
    return compare_words.long_ahead(max(fewest, guessed), fewest, len(_row_keys()), quick, seconds)


def _compare_rows(rows: list[Compared], dress: Dress, name: Callable[[str], str]) -> list[list[str]]:
    """A table of ``rows``, its heads first: each search's nodes visited, positions kept, time, choice and score."""
    keys = ["search", "nodes", "kept", "seconds", "chooses", "score", "value"]
    table = [[compare_words.column(key) for key in keys]]
    uncounted = _(compare_words.UNCOUNTED)
    for compared in rows:
        run = compared.run
        if run is None:
            table.append([name(compared.key), compared.reason or compare_words.stopped()])
            continue
        table.append(
            [
                name(compared.key),
                uncounted if run.algorithm == "luoshu" else f"{run.nodes:,}",
                f"{run.kept:,}" if run.algorithm in ("memo", "symmetry", "luoshu") else uncounted,
                f"{run.seconds:.3f}",
                dress.item(run.best) if run.best is not None else uncounted,
                _signed(run.value),
                _meaning(run, run.root),
            ]
        )
    return table


def compare_text(rows: list[Compared], position: Position, dress: Dress) -> str:
    """The side-by-side count as two tables, the searches in the dress's order, then each lesson's program and the
    depth-blind player in their own: each search's nodes visited, positions kept, time, choice and score."""
    base = score_base(position.rules)
    ideas = [row for row in rows if row.key not in lesson_programs.PLAYERS]
    players = [row for row in rows if row.key in lesson_programs.PLAYERS]
    heading = compare_words.heading(where(position, dress), trees.lesson_order(dress.noun))
    # 80 columns in every language: the heads over two lines, the searches' names wrapped in what is left.
    table = _compare_rows(ideas, dress, lambda key: compare_words.row_name(key, base))
    lines = [fill(heading, TERMINAL), "", *wrapped_table(table, right={1, 2, 3, 5}, gap=2)]
    lines += ["", fill(compare_words.footnote(), TERMINAL)]
    if players:
        order = lesson_programs.order_words(position.rules, dress)
        table = _compare_rows(players, dress, program_words.row_name)
        lines += ["", fill(program_words.players_heading(order), TERMINAL), ""]
        lines += [
            *wrapped_table(table, right={1, 2, 3, 5}, gap=2),
            "",
            fill(program_words.players_footnote(base), TERMINAL),
        ]
    return "\n".join(lines)


def compare_json(rows: list[Compared], position: Position, dress: Dress) -> dict[str, object]:
    """The side-by-side count in luoshu's JSON vocabulary: the position, the dress and one object per search."""
    items = list(dress.names) if dress.disguise or dress.name == "sets" else None
    searches = []
    for row in rows:
        entry: dict[str, object] = {"name": row.key}
        if row.run is None:
            entry["reason"] = row.reason or compare_words.stopped()
        else:
            entry.update(_run_json(row.run))
            entry["reason"] = None
        searches.append(entry)
    return {**position_json(position, items), "dress": dress.name, "searches": searches}
