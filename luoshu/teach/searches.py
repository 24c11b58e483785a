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

import contextlib
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple, TypeVar

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
    either,
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
from ..views.wrapping import TERMINAL, fill, unbroken, wrapped_table
from ..words.language import N_, _, ngettext, spoken
from ..words.terms import clauses, player_name
from . import lesson_programs

__all__ = [
    "BOUNDS",
    "COMPARED",
    "COMPARE_COLUMNS",
    "COMPARE_ROWS",
    "MOST_SHOWN",
    "PLAYER_ROWS",
    "POSITIONS_LEFT_OUT",
    "QUICK",
    "SEARCHES",
    "STOPPED",
    "TREE_COLUMNS",
    "Compared",
    "NodeFacts",
    "compare_json",
    "compare_notice",
    "compare_text",
    "comparison",
    "comparison_went_on",
    "duration",
    "fitted_line",
    "fitted_step",
    "going_on",
    "heading_lines",
    "lesson_order",
    "lesson_tree",
    "node_cells",
    "node_facts",
    "order_words",
    "row_name",
    "search",
    "search_json",
    "step_lines",
    "step_text",
    "time_to_go_on",
    "tree_columns",
    "tree_notes",
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

ALGORITHM_NAMES = {
    "minimax": N_("plain minimax"),
    "alphabeta": N_("alpha-beta"),
    "memo": N_("minimax memoised on positions"),
    "symmetry": N_("minimax memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each search by its name in the lessons (no line says it today: the tree and the count name their searches
themselves, ``ALGORITHM_TITLES`` and ``COMPARE_ROWS``)."""

ALGORITHM_TITLES = {
    "minimax": N_("Plain minimax"),
    "alphabeta": N_("Alpha-beta"),
    "memo": N_("Minimax memoised on positions"),
    "symmetry": N_("Minimax memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each search by its name at the start of a sentence (luoshu's name is never capitalised)."""

TREE_COLUMNS = {
    "move": N_("move"),
    "turn": N_("turn"),
    "score": N_("score"),
    "value": N_("value"),
    "chooses": N_("chooses"),
    "window": N_("window"),
    "cut": N_("cut off"),
    "nodes": N_("nodes"),
    "position": N_("position"),
}
"""The tree's columns, by key."""

ROOT = N_("root")
"""The root's move column: no move leads to it."""
MAX = N_("max")
"""A node where the root's mover picks: it takes the largest score."""
MIN = N_("min")
"""A node where the other player picks: it takes the smallest."""
END = N_("end")
"""A finished game: nobody picks."""
SEEN = N_("from the table")
"""A node the memo answered: its score was kept, so its subtree is not searched again."""

COMPARE_ROWS = {
    "minimax-ten": N_("plain minimax, +10/−10"),
    "minimax-depth": N_("plain minimax, {base} − depth"),
    "alphabeta-ten": N_("alpha-beta, +10/−10"),
    "alphabeta-depth": N_("alpha-beta, {base} − depth"),
    "alphabeta-good": N_("alpha-beta, {base} − depth, a good order"),
    "memo": N_("memoised on positions"),
    "symmetry": N_("memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each row of the table by its key: the search and its scores."""

COMPARE_COLUMNS = {
    "search": N_("search"),
    # Translators: a column's head, which goes over two lines where the table is narrow, between words only: at a
    # space, or, in a language that sets none, where the head has a line's end ("访问\n节点数": 访问节点数 on one line).
    "nodes": N_("nodes visited"),
    # Translators: as "nodes visited": "保存\n局面数".
    "kept": N_("positions kept"),
    "seconds": N_("seconds"),
    "chooses": N_("chooses"),
    "score": N_("score"),
    "value": N_("value"),
}
"""The table's columns, by key."""

UNCOUNTED = N_("—")
"""A figure a search does not count (luoshu's engine counts what it keeps, not its visits)."""

PLAYER_ROWS = {
    "lesson-1": N_("lesson 1"),
    "lesson-2": N_("lesson 2"),
    "lesson-3": N_("lesson 3"),
    "lesson-4": N_("lesson 4"),
}
"""The lessons' rows of the side-by-side count, by key (the depth-blind player's row is its name); the lines under
the table say what each program is."""

STOPPED = N_("stopped before it was searched")
"""A row not searched to its end: the count was stopped (Ctrl-C) before it."""
POSITIONS_LEFT_OUT = N_(
    "Positions are left out to fit 80 columns: a node's position is the root's with the moves down to it "
    "(--json and --svg show them)."
)
"""The note under a tree too wide for the terminal with its positions."""


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
        raise ValueError(_("{name!r} is not an algorithm: {known}").format(name=algorithm[:20], known=either(SEARCHES)))
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
        raise ValueError(
            _(
                "a tree {depth} plies deep from here can hold {nodes:,} nodes, more than the {most:,} shown at most: "
                "ask --depth {deepest} or less"
            ).format(depth=shown, nodes=nodes_within(free, shown), most=MOST_SHOWN, deepest=deepest)
        )


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
    return _after(run.position, node.picks)


@lru_cache(maxsize=4096)
def _after(position: Position, picks: tuple[int, ...]) -> Position:
    """The position ``picks`` lead to from ``position``: each node's from its parent's, played once for a tree's
    lines, its steps and its picture (a tree of 2,000 nodes replayed from the root plays 5,000 picks)."""
    return _after(position, picks[:-1]).play(picks[-1]) if picks else position


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
        # At least or at most for the maximiser; cut short where children were cut off, else not needed.
        return _bound_said(spoken(), run.position.to_move, _maximiser_bound(node) > 0, bool(node.cut))
    if node.value == 0:
        return _value_said(spoken(), None, None)
    mover = _mover(run, node)
    winner = mover if node.value > 0 else opponent(mover)
    plies = _plies(run, node)
    return _value_said(spoken(), winner, 0 if node.end else plies)


@lru_cache(maxsize=1024)
def _value_said(language: str, winner: Player | None, plies: int | None) -> str:
    """An exact value in words: a draw (no ``winner``), a game won (``plies`` 0), a win (``plies`` None: the
    +10/-10 scores do not say how soon) or a win in so many plies. Made once for each language (the memo's key
    alone: ``_`` speaks the language of the moment, which it is): a tree and its steps say the same few values
    thousands of times."""
    if winner is None:
        return _("a draw")
    if plies == 0:
        return _("{player} has won").format(player=winner)
    if plies is None:
        return _("{player} wins").format(player=winner)
    return ngettext("{player} wins in {plies} ply", "{player} wins in {plies} plies", plies).format(
        player=winner, plies=plies
    )


@lru_cache(maxsize=64)
def _bound_said(language: str, player: str, at_least: bool, cut: bool) -> str:
    """``_bound_meaning``, made once for each language (the memo's key alone, as for ``_value_said``)."""
    return _bound_meaning(player, at_least, cut)


def _bound_meaning(player: str, at_least: bool, cut: bool) -> str:
    """A node alpha-beta left early, in words: its score is only the least (``at_least``) or the most it is worth
    to ``player`` (the maximiser); ``cut``: its search was cut short, the rest of its children cut off; else they
    were all searched, and its exact value was not needed.

    >>> _bound_meaning("O", False, True)
    'at most this for O: cut short'
    """
    if at_least:
        if cut:
            return _("at least this for {player}: cut short").format(player=player)
        return _("at least this for {player}: not needed").format(player=player)
    if cut:
        return _("at most this for {player}: cut short").format(player=player)
    return _("at most this for {player}: not needed").format(player=player)


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


def _board(position: Position, dress: Dress, in_a_sentence: bool = False) -> str:
    """A position in one short line: the grid's rows for the cells, else each player's items (in a sentence, as
    a sentence says them: ``Dress.in_a_row``).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> position = Position.from_moves([5, 2, 8])
    >>> _board(position, dress_for("grid")), _board(position, dress_for("fifteen"))
    ('··O/·X·/X··', 'X 5 8 · O 2')
    """
    if not in_a_sentence:  # a tree's position column: each position's line made once for each dress
        boards = _kept_for(_BOARDS, dress)
        board = boards.get(position)
        if board is None:
            if len(boards) >= 65536:  # a larger game's positions, in a long-running server: kept few
                boards.clear()
            board = boards[position] = _board_line(position, dress, False)
        return board
    return _board_line(position, dress, in_a_sentence)


K = TypeVar("K")


def _kept_for(tables: dict[int, tuple[Dress, dict[K, str]]], dress: Dress) -> dict[K, str]:
    """The table of words kept for ``dress`` in ``tables`` (a new one the first time), found by the dress's
    identity, the dress kept with it: an id is another's once its dress is gone.

    >>> from luoshu.views.dresses.dress import dress_for
    >>> tables: dict[int, tuple[Dress, dict[int, str]]] = {}
    >>> jam = dress_for("jam")
    >>> _kept_for(tables, jam) is _kept_for(tables, jam), _kept_for(tables, jam) is _kept_for(tables, dress_for("grid"))
    (True, False)
    """
    found = tables.get(id(dress))
    if found is None or found[0] is not dress:
        if len(tables) >= 256:  # a game given as sets each time, in a long-running server: kept few
            tables.clear()
        found = tables[id(dress)] = (dress, {})
    return found[1]


_BOARDS: dict[int, tuple[Dress, dict[Position, str]]] = {}
"""Each dress's positions as a tree's column shows them (``_board``): a tree shows thousands of positions, the same
few hundred again and again across its depths and its ways of scoring."""


def _board_line(position: Position, dress: Dress, in_a_sentence: bool) -> str:
    """``_board``, made anew."""
    if dress.noun == "cell":
        return "/".join("".join(position.holder(n) or "\u00b7" for n in row) for row in LUO_SHU)
    sides = []
    for player in ("X", "O"):
        held = sorted(position.numbers_of(player), key=dress.order_key)
        items = dress.in_a_row(held) if in_a_sentence else dress.separator.join(dress.item(n) for n in held)
        sides.append(f"{player} {items}".rstrip())
    return " \u00b7 ".join(sides)


def _listed(dress: Dress, picks: Sequence[int], item: Callable[[int], str] | None = None) -> str:
    """Picks in the dress's words, a space apart, or a comma and a space where a name holds spaces (Mill Lane,
    Old Road); each name as ``item`` gives it (the dress's own, unless told).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> _listed(dress_for("grid"), [5, 4]), _listed(dress_for("jam"), [2, 4])
    ('B2 A1', 'Mill Lane, Old Road')
    """
    return dress.separator.join(map(item or dress.item, picks))


def _path(run: CountedRun, node: SearchNode, dress: Dress) -> str:
    """The moves down to ``node`` as a step's sentence says them (the root, where there are none): each made once
    for each dress and language, as the steps of a search at every depth and way of scoring meet the same nodes."""
    paths, key = _kept_for(_PATHS, dress), (spoken(), node.picks)
    path = paths.get(key)
    if path is None:
        if len(paths) >= 65536:  # a larger game's paths, in a long-running server: kept few
            paths.clear()
        path = paths[key] = dress.in_a_row(node.picks) or _(ROOT)
    return path


_PATHS: dict[int, tuple[Dress, dict[tuple[str, tuple[int, ...]], str]]] = {}
"""Each dress's paths down a tree, by the language and the picks (``_path``)."""


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
    return _("the empty board") if position.pick_count == 0 else _board(position, dress, in_a_sentence=True)


def order_words(run_order: str, dress: Dress) -> str:
    """The order a search tried its picks in, in words: the good order, or the lessons' in the dress's terms."""
    if run_order == "good":
        return _("a good order: a win first, then a block, then what lies in the most sets")
    return lesson_programs.lesson_order_words(dress.noun)


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
    return _node_facts(run, node, dress, _position_at(run, node), _TreeWords.said())


class _TreeWords(NamedTuple):
    """What a tree's nodes say alike: the words for the root, the turns, a node the table answered and a bound's
    few words (cut short: the rest of its children cut off; not needed: all searched, its exact value not
    needed), and how the dress lists its names. Found once for a tree (``tree_text``), where each node's facts
    would find them again."""

    root: str
    turns: dict[str, str]
    seen: str
    cut_short: str
    not_needed: str

    @classmethod
    def said(cls) -> _TreeWords:
        """The words in the language of the moment, found once for each language (``node_facts`` asks for them at
        every node).

        >>> _TreeWords.said().turns[MAX]
        'max'
        """
        language = spoken()
        words = _TREE_WORDS.get(language)
        if words is None:
            words = _TREE_WORDS[language] = cls(
                _(ROOT), {END: _(END), MAX: _(MAX), MIN: _(MIN)}, _(SEEN), _("cut short"), _("not needed")
            )
        return words


_TREE_WORDS: dict[str, _TreeWords] = {}
"""A tree's words in each language spoken (``_TreeWords.said``)."""


def _node_facts(run: CountedRun, node: SearchNode, dress: Dress, position: Position, words: _TreeWords) -> NodeFacts:
    """``node_facts``, the node's position and the tree's words given."""
    meaning = _meaning(run, node)
    return NodeFacts(
        node,
        position,
        dress.item(node.picks[-1]) if node.picks else words.root,
        words.turns[END if node.end else MAX if node.depth % 2 == 0 else MIN],
        _for_maximiser(node),
        _maximiser_bound(node),
        _shown_score(node),
        meaning,
        # A bound's few words, in a tree's value column or under it in a picture.
        (words.cut_short if node.cut else words.not_needed) if node.bound else meaning,
        words.seen if node.seen else dress.item(node.best) if node.best is not None else "",
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
    if engine:  # wins and losses by their plies
        scores = _("each verdict in plies: the fastest win and the slowest loss are best")
    elif run.scores == "ten":
        scores = _("a win scores +10, a loss −10, a draw 0, whatever the depth")
    else:
        scores = _("a win scores {base} − depth, a loss depth − {base}, a draw 0 (the fastest win scores most)").format(
            base=score_base(rules)
        )
    root_player = run.position.to_move
    if engine:  # it counts the positions it keeps, not its visits
        cost = _(
            "luoshu's engine kept {kept:,} positions in {seconds:.2f} s (it counts what it keeps, not its visits); "
            "the tree shows its verdicts."
        ).format(kept=run.kept, seconds=run.seconds)
    else:
        cost = ngettext(
            "{nodes:,} node visited, the root included; {kept:,} positions kept; {seconds:.2f} s.",
            "{nodes:,} nodes visited, the root included; {kept:,} positions kept; {seconds:.2f} s.",
            run.nodes,
        ).format(nodes=run.nodes, kept=run.kept, seconds=run.seconds)
    lines = [
        _("{algorithm} from {where}; picks tried in {order}; {scores}.").format(
            algorithm=_(ALGORITHM_TITLES[run.algorithm]),
            where=where(run.position, dress),
            order=order_words(run.order, dress),
            scores=scores,
        ),
        _(
            "{player} is to move at the root and maximises: every score is {player}'s; at a max node {player} picks "
            "the largest, at a min node {other} the smallest."
        ).format(player=root_player, other=opponent(root_player)),
        cost,
    ]
    if run.lesson is not None:  # a lesson's program: which lesson, and what its program does, in its own scores
        lines[:1] = lesson_programs.lesson_lines(run, dress, where(run.position, dress))
    root = run.root
    if root.best is None:
        lines.append(_("The game is over here: there is nothing to choose."))
    else:
        lines.append(
            _("It chooses {pick}, worth {score}: {meaning}.").format(
                pick=dress.in_a_sentence(root.best), score=_signed(_for_maximiser(root)), meaning=_meaning(run, root)
            )
        )
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
    notes = []
    if run.algorithm != "luoshu":  # each line's nodes are its whole subtree
        notes.append(
            ngettext(
                "Shown {depth} ply deep; a line's nodes count its whole subtree, itself included.",
                "Shown {depth} plies deep; a line's nodes count its whole subtree, itself included.",
                run.shown,
            ).format(depth=run.shown)
        )
    if run.algorithm == "alphabeta":  # the window and the cut-offs, in the tree's terms: every score the maximiser's
        notes.append(
            _(
                "A window [α, β]: α is what the max player can already count on, β what the min player would allow. "
                "At a max node the rest are cut off once a child's score reaches β; at a min node, once it falls to α."
            )
        )
        # What the marked scores mean: bounds for the maximiser (≥ β or ≤ α, as a bound always is in the
        # maximiser's terms), and the few words beside them.
        notes.append(
            _(
                "A score marked ≥ is the least the node is worth to {player} (it reached β), one marked ≤ the most (it "
                "fell to α): either way its exact value could not change the choice above it, and alpha-beta left it "
                "at that. Cut short: the rest of its children were cut off; not needed: all were searched."
            ).format(player=run.position.to_move)
        )
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
    words = _TreeWords.said()
    rows = [
        _TreeRow(
            branch,
            node,
            node_cells(_node_facts(run, node, dress, _position_at(run, node), words)),
            _kept_whole(dress, node),
        )
        for branch, node in _walk(run.root)
    ]
    notes = tree_notes(run)
    table = _tree_table(rows, keys, wrapped=False, total=columns)
    if table is None:
        keys.remove("position")
        notes.append(_(POSITIONS_LEFT_OUT))
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


@lru_cache(maxsize=4096)
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
    heads = [_(TREE_COLUMNS[key]) for key in keys]
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
            said = _("cut off: {picks}").format(picks=row.glued["cut"])
            room = (total or TERMINAL) - width(beside)
            lines.extend(beside + part for part in fill(said, room).split("\n"))
    if total is not None and max(map(width, lines)) > total:
        return None
    return lines


KEPT_WHOLE = re.compile(r"\[[^\]\[]*\]")
"""What a line of prose about a search never breaks inside: a window [−∞, +∞] (a formula, 10 − depth, and a bound,
≥ −4, the wrapper keeps whole wherever it wraps)."""


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
    for name, glued in _names_glued(dress.names):  # a longer name first: a shorter may lie inside it
        text = text.replace(name, glued)
    text = KEPT_WHOLE.sub(lambda found: unbroken(found.group()), text)
    lines = fill(text, columns - indent).split("\n")
    return "\n".join([lines[0], *(" " * indent + line for line in lines[1:])])


@lru_cache(maxsize=256)
def _names_glued(names: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """A dress's names, the longest first, each with itself glued whole (``unbroken``): found once for each dress's
    names, where ``fitted_line`` glues every line it breaks.

    >>> [name for name, glued in _names_glued(("Old Road", "Mill Lane")) if glued == unbroken(name)]
    ['Mill Lane', 'Old Road']
    """
    return tuple((name, unbroken(name)) for name in sorted(names, key=len, reverse=True))


def step_lines(run: CountedRun, dress: Dress) -> list[str]:
    """The search's visits in order, one line each: arriving at a node (its window), and leaving it with its score
    backed up (its choice, what was cut off, a look-up in the table, the nodes searched below the depth shown)."""
    steps = len(run.visits)
    lines = []
    # What every step says alike, said once: the lines' sentences, the turns, and each choice, each window and each
    # list of cut-offs as the steps meet them (each node's path, arriving and leaving, ``_path`` remembers).
    arriving = _("{step}/{steps}  arrive at {path} ({turn}){window}")
    leaving = _("{step}/{steps}  back up {score} from {path}: {meaning}{notes}")
    answered = _("; answered from the table")
    turns = _TreeWords.said().turns
    windows: dict[str, str] = {}
    chosen: dict[int, str] = {}
    cut_off: dict[tuple[int, ...], str] = {}
    for number, visit in enumerate(run.visits, start=1):
        node = visit.node
        path = _path(run, node, dress)
        turn = turns[END if node.end else MAX if node.depth % 2 == 0 else MIN]
        step = _padded(number, steps)
        if not visit.leaving:  # it arrives at a node, searched with its alpha-beta window (if any)
            window = _window(node)
            said = windows.get(window)
            if said is None:
                said = windows[window] = _(", window {window}").format(window=window) if window else ""
            lines.append(arriving.format(step=step, steps=steps, path=path, turn=turn, window=said))
            continue
        notes = []
        if node.seen:
            notes.append(answered)
        if node.best is not None and not node.seen:
            pick = chosen.get(node.best)
            if pick is None:
                pick = chosen[node.best] = _("; it chooses {pick}").format(pick=dress.in_a_sentence(node.best))
            notes.append(pick)
        if node.cut:
            picks = cut_off.get(node.cut)
            if picks is None:
                picks = cut_off[node.cut] = _("; cut off: {picks}").format(picks=dress.in_a_row(node.cut))
            notes.append(picks)
        if node.depth == run.shown and node.nodes > 1 and not node.seen:  # the subtree below, searched in one step
            below = node.nodes - 1
            notes.append(
                ngettext("; {nodes:,} node searched below", "; {nodes:,} nodes searched below", below).format(
                    nodes=below
                )
            )
        # It leaves the node with its score backed up.
        lines.append(
            leaving.format(
                step=step,
                steps=steps,
                path=path,
                score=_shown_score(node),
                meaning=_meaning(run, node),
                notes="".join(notes),
            )
        )
    return lines


def _padded(step: int, steps: int) -> str:
    """A step's number as wide as the last one's, so that the steps' lines keep their columns from 9 to 10.

    >>> _padded(9, 14), _padded(10, 14)
    (' 9', '10')
    """
    return str(step).rjust(len(str(steps)))


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
    return [fitted_step(line, dress, columns) for line in step_lines(run, dress)]


STEP_LABEL = re.compile(r"\s*\d+/\d+\s+")
"""A step's number and the steps' count before its words (`` 9/14  ``): what its later lines stand under."""


def fitted_step(line: str, dress: Dress, columns: int = TERMINAL) -> str:
    """One of ``step_lines`` as ``step_text`` shows it (the tests fit the lines they already have, not new ones).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> print(fitted_step(" 9/14  arrive at Mill Lane, Bridge Street (min), window [−∞, +∞]", dress_for("jam"), 40))
     9/14  arrive at Mill Lane,
           Bridge Street (min), window
           [−∞, +∞]
    """
    number = STEP_LABEL.match(line)
    label = number.group() if number else ""
    return label + fitted_line(line[len(label) :], dress, columns, width(label))


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
    if key in PLAYER_ROWS:
        return _(PLAYER_ROWS[key])
    if key in lesson_programs.PLAYERS:  # the depth-blind player, by its name
        return player_name(key)
    return _(COMPARE_ROWS[key]).format(base=base)


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
        if key == "lesson-3" and position.pick_count == 0:  # no search to count, in any game, whatever the budget
            rows.append(Compared(key, None, _("its first move is at random: no search")))
            continue
        made = _made_of(key, position, dress)
        if made in searched:
            rows.append(_as_row(key, searched[made]))
            continue
        if key in PLAIN and fewest > budget:  # known before it starts: plain minimax visits every node
            said = _("needs {fewest:,} nodes at least, more than the budget of {budget:,}: not searched")
            rows.append(Compared(key, None, said.format(fewest=fewest, budget=budget)))
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
    # Before a count whose tree is big: its size, what comes first and about how long that takes.
    return _(
        "The tree from here holds about {guessed} nodes (guessed from random games; {fewest:,} at least). Each of "
        "the {searches} searches goes first to {quick:,} nodes, about {time} here in all; those that need "
        "more are named, with the time they will take, before they go on."
    ).format(
        guessed=_about(max(fewest, guessed)),
        fewest=fewest,
        searches=len(_row_keys()),
        quick=quick,
        time=duration(seconds),
    )


def duration(seconds: float) -> str:
    """A time to wait, in whole seconds, or minutes and seconds.

    >>> duration(75)
    '1 min 15 s'
    """
    whole = max(1, round(seconds))
    if whole < 60:
        return _("{seconds} s").format(seconds=whole)
    return _("{minutes} min {seconds} s").format(minutes=whole // 60, seconds=whole % 60)


def _about(nodes: int) -> str:
    """A big count to two figures: 3,200,000,000,000; a count too long to read as digits, as a power of ten.

    >>> _about(3_163_209_977_614), _about(3_403_197_131_075_292_481_191_936)
    ('3,200,000,000,000', '3.4 × 10^24')
    """
    if nodes < 10**15:
        digits = len(str(nodes))
        return f"{round(nodes, 2 - digits):,}"
    exponent = len(str(nodes)) - 1
    return f"{nodes / 10**exponent:.1f} \u00d7 10^{exponent}"


def going_on(rows: list[Compared], position: Position, dress: Dress, budget: int) -> str:
    """What to say before the waiting rows of ``rows`` are searched on to ``budget``: which, how far, about how long
    (``time_to_go_on``), and how to stop."""
    base = score_base(position.rules)
    names = [row_name(row.key, base) for row in rows if row.waiting]
    seconds = time_to_go_on(rows, position, dress, budget)
    return _(
        "{count} searches need more than that: {names}. Searching each on to {budget:,} nodes at most takes about "
        "{time} here; Ctrl-C stops and shows the table as it stands."
    ).format(count=len(names), names=clauses(names), budget=budget, time=duration(seconds))


def _compare_rows(rows: list[Compared], dress: Dress, name: Callable[[str], str]) -> list[list[str]]:
    """A table of ``rows``, its heads first: each search's nodes visited, positions kept, time, choice and score."""
    keys = ["search", "nodes", "kept", "seconds", "chooses", "score", "value"]
    table = [[_(COMPARE_COLUMNS[key]) for key in keys]]
    uncounted = _(UNCOUNTED)
    for compared in rows:
        run = compared.run
        if run is None:
            table.append([name(compared.key), compared.reason or _(STOPPED)])
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
    heading = _("Every search from {where}, picks tried in {order} unless said:").format(
        where=where(position, dress), order=lesson_programs.lesson_order_words(dress.noun)
    )
    # 80 columns in every language: the heads over two lines, the searches' names wrapped in what is left.
    table = _compare_rows(ideas, dress, lambda key: row_name(key, base))
    lines = [fill(heading, TERMINAL), "", *wrapped_table(table, right={1, 2, 3, 5}, gap=2)]
    # Under the table: what the figures are.
    footnote = _(
        "Nodes visited count the root and every finished game the search reached; positions kept are the memo's "
        "entries, finished games included; depth counts from the root. A search keeps the first best pick and "
        "replaces it only with a strictly better one, so the picks differ where the scores tie: +10/−10 cannot tell "
        "a fast win from a slow one."
    )
    lines += ["", fill(footnote, TERMINAL)]
    if players:
        order = lesson_programs.order_words(position.rules, dress)
        table = _compare_rows(players, dress, row_name)
        heading = _("Each lesson's program and the depth-blind player as they play, picks tried in {order}:").format(
            order=order
        )
        # Under the players' rows: what each is.
        footnote = _(
            "Lesson 1 is alpha-beta with a fresh window, from −∞ to +∞, for each move at the root; lessons 2 and 4 "
            "are the very same plain minimax (2 on lists of numbers, 4 on a board), counted once; the three score a "
            "win {base} − depth counting depth from 0 just below the root, one more than in the table above. Lesson 3 "
            "is plain minimax scoring a win by the empty cells + 1; its first move on an empty board is at random, "
            "with no search. The depth-blind player is alpha-beta scoring any win +10, so it may dawdle in a won "
            "game; where it tries the picks in the order of the table above, it is that table's alpha-beta, +10/−10, "
            "counted once."
        ).format(base=base)
        lines += ["", fill(heading, TERMINAL), ""]
        lines += [*wrapped_table(table, right={1, 2, 3, 5}, gap=2), "", fill(footnote, TERMINAL)]
    return "\n".join(lines)


def compare_json(rows: list[Compared], position: Position, dress: Dress) -> dict[str, object]:
    """The side-by-side count in luoshu's JSON vocabulary: the position, the dress and one object per search."""
    items = list(dress.names) if dress.disguise or dress.name == "sets" else None
    searches = []
    for row in rows:
        entry: dict[str, object] = {"name": row.key}
        if row.run is None:
            entry["reason"] = row.reason or _(STOPPED)
        else:
            entry.update(_run_json(row.run))
            entry["reason"] = None
        searches.append(entry)
    return {**position_json(position, items), "dress": dress.name, "searches": searches}
