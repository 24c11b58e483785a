"""The searches the minimax lessons teach, each counted as it goes: plain minimax, alpha-beta, minimax memoised
on positions and memoised up to the game's symmetries, over the number game under any rules.

Glossary:
    node      a position the search visits; the root is the position it starts from, and a finished game is a
              leaf. Plain minimax from the empty board of Pick Fifteen visits 549,946 nodes, the root included.
    depth     how many picks a node lies below the root.
    score     what a node is worth to the player to move there (negamax: the other player's worth is its
              negative). ``ten``: a win +10, a loss -10, a draw 0, whatever the depth (the depth-blind player's:
              it cannot tell a fast win from a slow one); ``depth``: a win B - depth, a loss depth - B at the leaf
              where the game ends, B one more than the numbers (10 in Pick Fifteen) unless a lesson's program
              counts its own (``luoshu.search.lessons``), so that the fastest win scores most.
    order     the picks a node tries, in turn: ``lesson`` tries them in the order given (the lessons' cells in
              reading order, or numbers ascending); ``good`` tries a win first, then a block, then the numbers
              in the most winning sets. The first best pick is kept; a later one replaces it only if strictly
              better, as the lessons write it.
    window    alpha-beta's (alpha, beta) on arriving at a node, for its mover: a child that reaches beta cuts off
              the rest (they are "cut"). Each child of the root is given the root's window, narrowed as the
              root learns, unless the root's windows are ``fresh``: (-inf, +inf) for every move, as lesson 1's
              program searches each of its moves.
    kept      the positions a memoised search keeps: every position met, finished ones included (5,478 in Pick
              Fifteen; 765 up to its 8 symmetries).

The search is a loop over an explicit stack, never recursion, so that no game reaches Python's recursion limit;
it stops with ``NodeBudgetError`` past a budget of nodes and reports progress now and then. Down to ``shown``
plies it records the tree (``SearchNode``) and the order of its visits (``Visit``); below, it only counts.

>>> run = counted_search(Position.from_moves([5]))  # O to move after X took the centre
>>> run.nodes, run.kept, run.root.value, run.root.best
(55505, 0, 0, 2)
>>> [counted_search(Position(), algorithm).kept for algorithm in ("memo", "symmetry")]
[5478, 765]
>>> lost = Position.from_moves([5, 1, 4])  # O to move, and X wins whatever O does
>>> counted_search(lost, "alphabeta").best  # +10 or -10 whatever the depth: every pick is as bad, so the first
2
>>> five, cells = Position.from_moves([5]), [4, 9, 2, 3, 5, 7, 8, 1, 6]  # O to move; the cells in reading order
>>> [counted_search(five, "alphabeta", "depth", cells, fresh=fresh).nodes for fresh in (False, True)]
[2459, 8466]
>>> run = counted_search(lost, "alphabeta", "depth", shown=1)  # 10 - depth: the slowest loss, blocking 4 + 5 + 6
>>> run.best, [(child.picks[-1], -child.value) for child in run.root.children]
(6, [(2, -8), (3, -8), (6, -6), (7, -6), (8, -8), (9, -6)])
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from ..rules import Position, Rules, winning_sets
from ..words.language import _
from ..words.terms import listed
from .engine import SearchBudgetError, bits
from .symmetry import symmetries_within

__all__ = [
    "ALGORITHMS",
    "COUNTED_BUDGET",
    "ORDERS",
    "SCORES",
    "SYMMETRY_LIMIT",
    "Algorithm",
    "CountedRun",
    "NodeBudgetError",
    "Order",
    "Scores",
    "SearchNode",
    "Visit",
    "counted_search",
    "either",
    "fewest_nodes",
    "good_order",
    "nodes_within",
    "plain_nodes_guessed",
    "score_base",
]

Algorithm = Literal["minimax", "alphabeta", "memo", "symmetry"]
ALGORITHMS: tuple[Algorithm, ...] = get_args(Algorithm)
Scores = Literal["ten", "depth"]
SCORES: tuple[Scores, ...] = get_args(Scores)
Order = Literal["lesson", "good"]
ORDERS: tuple[Order, ...] = get_args(Order)

COUNTED_BUDGET = 5_000_000
"""The nodes a counted search may visit unless told otherwise: plain minimax on Pick Fifteen needs 549,946; a
game of 16 numbers would need more nodes than there are grains of sand."""
SYMMETRY_LIMIT = 64
"""The most symmetries the symmetry-reduced search tries at each position (Pick Fifteen has 8)."""
PROGRESS_EVERY = 1 << 16
"""Nodes between two reports of progress."""
TEN = 10
"""The lessons' score of a win."""
INFINITY = 1 << 20
"""Beyond any score: alpha-beta's window before anything is known."""
SHARED_UP_TO = 16
"""The most numbers in a game whose table of picks that complete a set (``_Searcher.completing``) every search of
it shares: 2^16 sets of numbers at most. A bigger game's searches each keep their own."""
SHARED_GAMES = 8
"""The most games whose tables are kept at once: past that they are all dropped and made again as asked."""
LISTED_UP_TO = 10
"""The most numbers in a game whose searches list the picks in order once for each set of free numbers (and, in a
good order, of numbers that win or block): 3^10 such lists at most. A bigger game's searches list them at each
node, as a search of millions of nodes would otherwise keep as many lists."""
SUBTREES_KEPT = 1 << 16
"""The most positions whose plain minimax is kept for every search of a game (``_subtree_table``): every position
of Pick Fifteen (5,478) and of any game near its size; a bigger game's keeps the first found."""
_completing_tables: dict[Rules, dict[int, int]] = {}
_subtree_tables: dict[tuple[Rules, bool, int], dict[int, tuple[int, int]]] = {}


class NodeBudgetError(SearchBudgetError):
    """A counted search that visited more nodes than its budget allows (a SearchBudgetError, as every command
    that stops a search past a budget expects).

    >>> str(NodeBudgetError(1000))
    'not searched within the budget of 1,000 nodes'
    """

    def __init__(self, budget: int) -> None:
        RuntimeError.__init__(self, _("not searched within the budget of {budget:,} nodes").format(budget=budget))
        self.budget = budget
        self._made = (budget, "", "", None)

    def __reduce__(self) -> tuple[type[NodeBudgetError], tuple[int]]:  # type: ignore[override]
        return type(self), (self.budget,)


class SearchNode:
    """One node of a recorded tree: where it is, what it is worth, what the search did there.

    ``value`` is the node's score for its mover (negamax); ``best`` the pick chosen there (None at a leaf or a
    node answered from the table); ``nodes`` the nodes visited in its subtree, itself included; ``window`` the
    alpha-beta window on arrival, for its mover; ``bound`` whether ``value`` is exact (0) or, alpha-beta having
    stopped short, only a bound for the mover: at most (-1, the score fell to alpha) or at least (1, it reached
    beta); ``cut`` the picks never searched; ``seen`` whether the table answered it; ``end`` whether the game is
    over there; ``children`` those recorded, in the order searched.
    """

    __slots__ = ("best", "bound", "children", "cut", "end", "nodes", "picks", "seen", "value", "window")

    def __init__(self, picks: tuple[int, ...], window: tuple[int, int] | None = None) -> None:
        self.picks = picks
        self.window = window
        self.value = 0
        self.best: int | None = None
        self.nodes = 1
        self.cut: tuple[int, ...] = ()
        self.seen = False
        self.end = False
        self.bound = 0
        self.children: list[SearchNode] = []

    @property
    def depth(self) -> int:
        """How many picks below the root."""
        return len(self.picks)

    def __repr__(self) -> str:
        return f"SearchNode(picks={self.picks}, value={self.value}, best={self.best}, nodes={self.nodes})"


@dataclass(frozen=True, slots=True)
class Visit:
    """One step of the search as a person steps through it: arriving at ``node`` (``leaving`` False, its window
    set, its value not yet known) or leaving it with its value backed up (``leaving`` True)."""

    node: SearchNode
    leaving: bool


@dataclass(frozen=True, slots=True)
class CountedRun:
    """What one counted search did: the tree recorded, the nodes it visited, the positions it kept, its time."""

    position: Position
    algorithm: str  # one of ALGORITHMS, or "luoshu" for the engine's run (``luoshu.teach.searches``)
    scores: Scores
    order: Order
    root: SearchNode
    nodes: int
    kept: int
    seconds: float
    visits: tuple[Visit, ...]
    shown: int
    fresh: bool = False  # alpha-beta gave each move at the root a fresh window (-inf, +inf)
    win: int | None = None  # the depth scores' win at the root, where not the rules' B (a lesson's own count)
    lesson: int | None = None  # the lesson whose program this search is (``luoshu.search.lessons``)

    @property
    def base(self) -> int:
        """The depth scores' win at the root: B - depth scores a win ``depth`` plies below it."""
        return self.win if self.win is not None else score_base(self.position.rules)

    @property
    def value(self) -> int:
        """The root's score for the player to move there."""
        return self.root.value

    @property
    def best(self) -> int | None:
        """The pick the search chooses at the root: the first best in its order."""
        return self.root.best


def score_base(rules: Rules) -> int:
    """B, the depth scores' win at the root: one more than the numbers (10 in Pick Fifteen).

    >>> score_base(Rules()), score_base(Rules.order(4))
    (10, 17)
    """
    return rules.numbers + 1


def good_order(rules: Rules, order: Sequence[int]) -> Callable[[int, int, int, int, int], list[int]]:
    """A good order of the free picks: those that complete a set for the mover first (in misère, last), then
    those that block the other player's, then the numbers in the most winning sets, ties kept in ``order``.

    The function takes (the mover's numbers, the other's, the free numbers as bits, the numbers completing a
    set for the mover, those completing one for the other) and gives the picks.

    >>> pick = good_order(Rules(), range(1, 10))
    >>> pick(bits({4}), bits({5}), bits({1, 2, 3, 6, 7, 8, 9}), bits({}), bits({6}))
    [6, 2, 8, 1, 3, 7, 9]
    """
    sets = [bits(s) for s in winning_sets(rules)]
    degree = {n: sum(1 for s in sets if s >> n & 1) for n in order}
    ranked = sorted(order, key=lambda n: -degree[n])  # sorted is stable: ties stay in the order given

    def picks(mine: int, theirs: int, free: int, winning: int, blocking: int) -> list[int]:
        if rules.misere:
            return [n for n in ranked if free >> n & 1 and not winning >> n & 1] + [
                n for n in ranked if free >> n & 1 and winning >> n & 1
            ]
        first = [n for n in ranked if free >> n & 1 and winning >> n & 1]
        then = [n for n in ranked if free >> n & 1 and blocking >> n & 1 and not winning >> n & 1]
        rest = [n for n in ranked if free >> n & 1 and not (winning | blocking) >> n & 1]
        return first + then + rest

    return picks


def nodes_within(free: int, plies: int) -> int:
    """The most nodes a tree can hold down to ``plies`` below a root with ``free`` numbers (the root included):
    what a recorded tree may cost, known before the search.

    >>> nodes_within(9, 2), nodes_within(9, 9)
    (82, 986410)
    """
    total, layer = 1, 1
    for k in range(min(plies, free)):
        layer *= free - k
        total += layer
    return total


def fewest_nodes(position: Position) -> int:
    """The fewest nodes plain minimax can visit from ``position``: no game ends before a player holds as many
    numbers as a set needs (or every number is taken), so every node down to that depth is visited. Known before
    the search, it says which searches cannot finish within a budget.

    >>> fewest_nodes(Position()), fewest_nodes(Position(rules=Rules.order(4)))  # ends at pick 5; at pick 7
    (18730, 63994817)
    >>> fewest_nodes(Position.from_moves([5, 1, 4, 6, 8])), counted_search(Position.from_moves([5, 1, 4, 6, 8])).nodes
    (5, 39)
    """
    rules = position.rules
    free = rules.numbers - position.pick_count
    mine, theirs = (len(numbers) for numbers in position.sides)
    ends = min(2 * max(rules.count - mine, 1) - 1, 2 * max(rules.count - theirs, 1), free)
    return nodes_within(free, max(ends, 0))


def plain_nodes_guessed(position: Position, games: int = 500, seed: int = 0) -> int:
    """About how many nodes plain minimax visits from ``position``, guessed from ``games`` random games to the end
    (Knuth's estimate: each game's running product of the picks free at each step, averaged). Right on average
    and quick: a few thousand picks, where finding a tree too big by searching it costs the whole budget.

    >>> plain_nodes_guessed(Position()), counted_search(Position()).nodes  # within a few in a hundred
    (579138, 549946)
    """
    import random

    rng = random.Random(seed)
    total = 0
    for _game in range(games):
        here, paths, nodes = position, 1, 1
        while not here.is_over:
            free = sorted(here.free)
            paths *= len(free)
            nodes += paths
            here = here.play(rng.choice(free))
        total += nodes
    return round(total / games)


def _symmetric_key(rules: Rules) -> Callable[[int, int], int] | None:
    """The key of a position up to the game's symmetries: the least of its images, as one int; None when the
    game has more than ``SYMMETRY_LIMIT`` symmetries."""
    group = symmetries_within(rules, SYMMETRY_LIMIT)
    if group is None:
        return None
    shift = rules.numbers + 1
    maps = [[1 << p[n] for n in range(rules.numbers + 1)] for p in group]

    def image(mask: int, to: list[int]) -> int:
        found = 0
        while mask:
            low = mask & -mask
            found |= to[low.bit_length() - 1]
            mask ^= low
        return found

    def key(mine: int, theirs: int) -> int:
        return min(image(mine, to) << shift | image(theirs, to) for to in maps)

    return key


def either(names: Sequence[str]) -> str:
    """Names listed for a refusal, the last after "or": "a, b or c".

    >>> either(["minimax", "alphabeta", "memo"])
    'minimax, alphabeta or memo'
    """
    if len(names) < 2:
        return "".join(names)
    return _("{names} or {last}").format(names=listed(list(names[:-1])), last=names[-1])


def counted_search(
    position: Position,
    algorithm: Algorithm = "minimax",
    scores: Scores = "ten",
    order: Sequence[int] | None = None,
    good: bool = False,
    shown: int = 0,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
    fresh: bool = False,
    win: int | None = None,
) -> CountedRun:
    """The search ``algorithm`` from ``position``, counted: the score it backs up, the pick it chooses, the nodes
    it visits and the positions it keeps, with the tree recorded down to ``shown`` plies below the root.

    ``order`` is the order the picks are tried in (numbers ascending unless given); ``good`` tries a good order
    instead, ties kept in ``order`` (see ``good_order``). ``scores`` is ``ten`` or ``depth`` (see the glossary),
    ``win`` the depth scores' win at the root where it is not B. ``fresh``: alpha-beta searches each move at the
    root with a fresh window (-inf, +inf). NodeBudgetError past ``budget`` nodes; ``progress(nodes)`` now and
    then. ValueError with the reason for a game whose symmetries are too many to try at every position
    (``symmetry``).

    >>> run = counted_search(Position.from_moves([5, 1]), "minimax", "depth", shown=1)
    >>> run.best, run.value, run.nodes  # X wins in 5 plies: 10 - 5
    (2, 5, 7064)
    >>> [(child.picks[-1], -child.value) for child in run.root.children]
    [(2, 5), (3, 5), (4, 5), (6, 5), (7, 5), (8, 5), (9, 0)]
    >>> counted_search(Position(), "bfs")
    Traceback (most recent call last):
    ...
    ValueError: 'bfs' is not an algorithm: minimax, alphabeta, memo or symmetry
    """
    if algorithm not in ALGORITHMS:
        raise ValueError(
            _("{name!r} is not an algorithm: {known}").format(name=str(algorithm)[:20], known=either(ALGORITHMS))
        )
    if scores not in SCORES:
        raise ValueError(
            _("{name!r} is not a way of scoring: {known}").format(name=str(scores)[:20], known=either(SCORES))
        )
    rules = position.rules
    key_of: Callable[[int, int], int] | None = None
    shift = rules.numbers + 1
    if algorithm == "symmetry":
        key_of = _symmetric_key(rules)
        if key_of is None:
            raise ValueError(
                _("{game} has more than {most} symmetries, too many to try at every position").format(
                    game=rules, most=SYMMETRY_LIMIT
                )
            )
    elif algorithm == "memo":

        def key_of(mine: int, theirs: int) -> int:
            return mine << shift | theirs

    started = time.perf_counter()
    searcher = _Searcher(
        rules, algorithm == "alphabeta", key_of, scores, list(order or range(1, rules.numbers + 1)), good, shown
    )
    searcher.budget, searcher.progress = budget, progress
    searcher.fresh = fresh and algorithm == "alphabeta"
    if win is not None and scores == "depth":
        searcher.base = win
    root = searcher.run(position)
    return CountedRun(
        position,
        algorithm,
        scores,
        "good" if good else "lesson",
        root,
        searcher.nodes,
        len(searcher.table) if key_of is not None else 0,
        time.perf_counter() - started,
        tuple(searcher.visits),
        shown,
        searcher.fresh,
        win if scores == "depth" else None,
    )


class _Searcher:
    """One counted search: the loop and what it keeps."""

    def __init__(
        self,
        rules: Rules,
        pruning: bool,
        key_of: Callable[[int, int], int] | None,
        scores: Scores,
        order: list[int],
        good: bool,
        shown: int,
    ) -> None:
        self.rules = rules
        self.pruning = pruning
        self.key_of = key_of
        self.depth_scores = scores == "depth"
        self.base = score_base(rules) if scores == "depth" else TEN
        self.order = order
        self.good = good_order(rules, order) if good else None
        self.shown = shown
        self.table: dict[int, int] = {}  # key -> score for the mover, counted from the node (see _stored)
        self.visits: list[Visit] = []
        self.nodes = 0
        self.budget = COUNTED_BUDGET
        self.progress: Callable[[int], None] | None = None
        self.fresh = False  # each move at the root searched with the window (-inf, +inf)
        self._completing = _completing_table(rules)
        listed = rules.numbers <= LISTED_UP_TO
        self._ordered: dict[int, list[int]] | None = {} if listed else None  # the free numbers -> the picks
        self._good: dict[tuple[int, int, int], list[int]] | None = {} if listed else None  # (free, winning, blocking)

    def completing(self, mask: int) -> int:
        """The free numbers that would complete a set for a player holding ``mask``: the two-pointer of the rules
        (``Rules.completes``), asked once per set of numbers."""
        found = self._completing.get(mask)
        if found is None:
            held = [n for n in range(1, self.rules.numbers + 1) if mask >> n & 1]
            found = 0
            for n in range(1, self.rules.numbers + 1):
                if not mask >> n & 1 and self.rules.completes(held, n):
                    found |= 1 << n
            self._completing[mask] = found
        return found

    def ordered(self, free: int) -> list[int]:
        """The free picks (``free``, as bits) in the order given, listed once per set of free numbers."""
        found = [n for n in self.order if free >> n & 1]
        if self._ordered is not None:
            self._ordered[free] = found
        return found

    def good_picks(self, me: int, them: int, free: int, winning: int, blocking: int) -> list[int]:
        """The free picks in a good order (``good_order``, which reads only the free numbers and those that win or
        block), listed once per free, winning and blocking numbers."""
        assert self.good is not None
        found = self.good(me, them, free, winning, blocking)
        if self._good is not None:
            self._good[free, winning, blocking] = found
        return found

    def leaf_score(self, depth: int) -> int:
        """The score, for the player who just picked, of completing a set at ``depth``: a win (misère: a loss)."""
        won = self.base - depth if self.depth_scores else self.base
        return -won if self.rules.misere else won

    def _stored(self, value: int, depth: int) -> int:
        """A score as the table keeps it: counted from the node, so that one position met at two depths is one
        entry (depth scores: a win in p plies is B - p there)."""
        if not self.depth_scores or value == 0:
            return value
        return value + depth if value > 0 else value - depth

    def _recalled(self, value: int, depth: int) -> int:
        if not self.depth_scores or value == 0:
            return value
        return value - depth if value > 0 else value + depth

    def run(self, position: Position) -> SearchNode:
        """The tree from ``position``, searched; its root node."""
        rules = self.rules
        mine0, theirs0 = (bits(numbers) for numbers in position.sides)
        root = SearchNode((), (-INFINITY, INFINITY) if self.pruning else None)
        self.nodes = 1
        record = self.shown >= 0
        if record:
            self.visits.append(Visit(root, False))
        if position.is_over:
            root.end = True
            if position.completed_by is not None:
                root.value = -self.leaf_score(0)
            if self.key_of is not None:
                self.table[self.key_of(mine0, theirs0)] = root.value
            self.visits.append(Visit(root, True))
            return root
        full = (1 << (rules.numbers + 1)) - 2
        top = rules.numbers - position.pick_count + 1  # the deepest a node can lie, plus one
        # The stack, one entry per depth: the mover's and the other's numbers, the picks to try and how far
        # through them, the best so far and its pick, the window, the nodes below, the recorded node, the key.
        mine = [0] * top
        theirs = [0] * top
        moves: list[list[int]] = [[] for _ in range(top)]
        at = [0] * top
        best = [0] * top
        chosen = [0] * top
        alpha = [0] * top
        beta = [0] * top
        below = [0] * top
        nodes_at: list[SearchNode | None] = [None] * top
        keys = [0] * top
        path = [0] * top
        pruning, key_of, table, good = self.pruning, self.key_of, self.table, self.good
        shown, visits, completing = self.shown, self.visits, self.completing
        known = self._completing
        # Each left empty in a bigger game (the methods keep nothing there).
        ordered = self._ordered if self._ordered is not None else {}
        good_picks = self._good if self._good is not None else {}
        budget, progress, fresh = self.budget, self.progress, self.fresh
        tried_last = _last_tried
        # Plain minimax: each subtree's score and nodes, shared by every such search of the game with these scores
        # (the win at the root as set by now).
        plain = not pruning and key_of is None
        subtrees = _subtree_table(rules, self.depth_scores, self.base) if plain else None
        shift = rules.numbers + 1
        # A subtree searched before is taken whole where nothing would tell it from searching it again: below the
        # tree recorded, without progress to report, within the budget.
        recalled = subtrees if progress is None else None
        next_report = PROGRESS_EVERY
        nodes = 1

        def arrive(depth: int, me: int, them: int, low: int, high: int, node: SearchNode | None, key: int) -> None:
            mine[depth], theirs[depth] = me, them
            free = full & ~(me | them)
            if good is not None:
                winning, blocking = known.get(me), known.get(them)
                if winning is None:
                    winning = completing(me)
                if blocking is None:
                    blocking = completing(them)
                tried = good_picks.get((free, winning, blocking))
                moves[depth] = tried if tried is not None else self.good_picks(me, them, free, winning, blocking)
            else:
                tried = ordered.get(free)
                moves[depth] = tried if tried is not None else self.ordered(free)
            at[depth] = 0
            best[depth], chosen[depth] = -INFINITY, 0
            alpha[depth], beta[depth] = low, high
            below[depth] = 1
            nodes_at[depth] = node
            keys[depth] = key

        arrive(0, mine0, theirs0, -INFINITY, INFINITY, root, 0)
        if key_of is not None:
            keys[0] = key_of(mine0, theirs0)
        depth = 0
        while depth >= 0:
            i = at[depth]
            tried = moves[depth]
            if i < len(tried):
                pick = tried[i]
                at[depth] = i + 1
                nodes += 1
                if nodes >= next_report:
                    next_report += PROGRESS_EVERY
                    if progress is not None:
                        progress(nodes)
                if nodes > budget:
                    self.nodes = nodes
                    raise NodeBudgetError(budget)
                me = mine[depth]
                mine_after = me | 1 << pick
                child = depth + 1
                recorded = child <= shown
                node: SearchNode | None = None
                low, high = -beta[depth], -alpha[depth]
                if fresh and depth == 0:  # a fresh window for each move at the root, as lesson 1 searches
                    low, high = -INFINITY, INFINITY
                if recorded:
                    path[depth] = pick
                    window = (low, high) if pruning else None
                    node = SearchNode(tuple(path[:child]), window)
                    parent = nodes_at[depth]
                    assert parent is not None
                    parent.children.append(node)
                    visits.append(Visit(node, False))
                key = 0
                wins = known.get(me)
                if wins is None:
                    wins = completing(me)
                won = wins >> pick & 1
                if won or mine_after | theirs[depth] == full:
                    # A finished game: a leaf, kept in the table as every position met is.
                    value = self.leaf_score(child) if won else 0
                    below[depth] += 1
                    if key_of is not None:
                        table.setdefault(key_of(theirs[depth], mine_after), self._stored(-value, child))
                    if node is not None:
                        node.end = True
                        node.value = -value
                        visits.append(Visit(node, True))
                else:
                    whole = None
                    if recalled is not None and not recorded:
                        whole = recalled.get(theirs[depth] << shift | mine_after)
                    if whole is not None and nodes - 1 + whole[1] <= budget:
                        nodes += whole[1] - 1
                        below[depth] += whole[1]
                        value = -self._recalled(whole[0], child)
                    else:
                        found = None
                        if key_of is not None:
                            key = key_of(theirs[depth], mine_after)
                            found = table.get(key)
                        if found is None:
                            arrive(child, theirs[depth], mine_after, low, high, node, key)
                            depth = child
                            continue
                        value = -self._recalled(found, child)
                        below[depth] += 1
                        if node is not None:
                            node.seen = True
                            node.value = -value
                            visits.append(Visit(node, True))
            else:
                # Every pick tried (or the rest cut off): the node's score is its best, backed up to its parent.
                value = best[depth]
                node = nodes_at[depth]
                if key_of is not None:
                    table[keys[depth]] = self._stored(value, depth)
                if subtrees is not None and len(subtrees) < SUBTREES_KEPT:
                    subtrees[mine[depth] << shift | theirs[depth]] = (self._stored(value, depth), below[depth])
                if node is not None:
                    node.value, node.best, node.nodes = value, chosen[depth], below[depth]
                    if node.window is not None:
                        # Fail-soft alpha-beta: a score at or below alpha only bounds the node from above, one at or
                        # above beta from below; between them it is exact.
                        low, high = node.window
                        node.bound = -1 if value <= low else 1 if value >= high else 0
                    visits.append(Visit(node, True))
                if depth == 0:
                    break
                count = below[depth]
                depth -= 1
                below[depth] += count
                pick, value = tried_last(moves, at, depth), -value
            # The child's score, for the mover at ``depth``, taken in (here, not in a method: it is every node's):
            # the first best is kept, a later pick replaces it only if strictly better; alpha-beta raises alpha and
            # cuts off the rest once alpha reaches beta.
            if value > best[depth]:
                best[depth], chosen[depth] = value, pick
            if pruning:
                if best[depth] > alpha[depth]:
                    alpha[depth] = best[depth]
                if alpha[depth] >= beta[depth] and at[depth] < len(moves[depth]):
                    cutting = nodes_at[depth]
                    if cutting is not None:
                        cutting.cut = tuple(moves[depth][at[depth] :])
                    at[depth] = len(moves[depth])
        self.nodes = nodes
        root.nodes = below[0]
        return root


def _last_tried(moves: list[list[int]], at: list[int], depth: int) -> int:
    """The pick last tried at ``depth``: the one whose subtree was just searched."""
    return moves[depth][at[depth] - 1]


def _completing_table(rules: Rules) -> dict[int, int]:
    """The table of picks that complete a set for ``rules``: shared by every search of a game of up to
    ``SHARED_UP_TO`` numbers (what it holds depends on the rules alone), a fresh one for a bigger game."""
    if rules.numbers > SHARED_UP_TO:
        return {}
    table = _completing_tables.get(rules)
    if table is None:
        if len(_completing_tables) >= SHARED_GAMES:
            _completing_tables.clear()
        table = _completing_tables[rules] = {}
    return table


def _subtree_table(rules: Rules, depth_scores: bool, base: int) -> dict[int, tuple[int, int]]:
    """The plain minimax of each position of ``rules`` searched so far, shared by every plain minimax of the game
    with the same scores: by the mover's numbers and the other's, the score (counted from the node, as a memoised
    search keeps it) and the nodes of its subtree, itself included. Neither depends on the order of the picks:
    without pruning or a table every pick is searched whole. A search of every position (a player's pick, over a
    game's thousands) takes each subtree whole once it has been searched.

    >>> run = counted_search(Position.from_moves([5, 1]), "minimax", "depth")
    >>> _subtree_table(Rules(), True, 10)[bits({5}) << 10 | bits({1})]  # X's win in 5 plies, its subtree's nodes
    (5, 7064)
    """
    key = (rules, depth_scores, base)
    table = _subtree_tables.get(key)
    if table is None:
        if len(_subtree_tables) >= 2 * SHARED_GAMES:  # a game, each way of scoring, lessons' own wins: kept few
            _subtree_tables.clear()
        table = _subtree_tables[key] = {}
    return table
