"""Which game a game is: the isomorphisms between two games' winning sets, and a game's symmetries, by networkx.

A game here is its items 1..N and its winning sets (misère play has the same sets, so the same answers). Two
games are the same game when some renaming of the items turns one's winning sets into the other's; a symmetry
is such a renaming of a game onto itself. Both are read off the game's incidence graph: a node for each item
and each winning set, and an edge where an item lies in a set, so that the graph's isomorphisms that keep items
on items are exactly the games'.

Glossary:
    item        one of a game's numbers, seen as a thing to pick (a game given as sets names them).
    invariant   a count that every renaming keeps (``INVARIANTS``): the items, the winning sets, their sizes,
                how many sets each item lies in, how many sets each pair of items shares, how many items each
                pair of sets shares (overlaps), the parts the game falls into, and the colour refinement
                (Weisfeiler-Lehman) of its graph. Two games that differ in one are not the same game, and that
                invariant says why.
    colour      an item's class under the refinement: items of different colours are never swapped.
    marking     giving chosen items colours of their own before refining: the refinement then tells apart
                what a symmetry fixing them must keep apart.
    generators  symmetries from which every symmetry is made by composing them; found level by level, each
                fixing one item more (a stabiliser chain), so that the group's order is the product of the
                levels' orbits.

networkx does the graph work: the refinement, and VF2's search for a mapping. Where the refinement leaves every
item a colour of its own the mapping is forced, read off the colours and checked set by set; where it leaves a
few items alike, each way of marking one of them is refined again before VF2 is asked. networkx is imported
here only, when first needed, so that no other command pays for it.

>>> group = symmetry_group(Rules())
>>> group.order, sorted(map(len, group.orbits))
(8, [1, 4, 4])
>>> told_apart(Rules(), Rules(target=14))  # both have 8 sets of 3; 15's centre lies in 4 of them
Invariant(name='sets per item', first=[4, 3, 3, 3, 3, 2, 2, 2, 2], second=[3, 3, 3, 3, 3, 3, 2, 2, 2])
>>> isomorphism(Rules(), Rules(9, 3, 15))[5]  # the centre stays the centre
5
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from itertools import combinations, pairwise
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules import Rules, winning_sets
from .engine import SearchBudgetError

if TYPE_CHECKING:
    import networkx as nx

__all__ = [
    "INVARIANTS",
    "ISOMORPHISM_BUDGET",
    "Family",
    "Group",
    "Invariant",
    "cheap_invariants",
    "family",
    "invariants",
    "isomorphism",
    "isomorphisms",
    "sets_per_item",
    "symmetry_group",
    "told_apart",
]

Mapping = dict[int, int]
"""A renaming of the items: item of one game -> item of the other."""

ISOMORPHISM_BUDGET = 20_000_000
"""How many pairings of nodes VF2 may try for one question (about a minute) before the answer is "not decided
within the budget"; the games luoshu meets need thousands."""

REFINEMENT_ROUNDS = 6
"""Rounds of colour refinement: enough to tell apart the items of every game in the catalogue."""

FEW_ALIKE = 6
"""The most items left alike that are marked one by one and refined again, rather than handed to VF2 (in a game
of more than ``LARGE_GRAPH`` nodes, any number are: VF2 is slow on large graphs with many nodes alike)."""

LARGE_GRAPH = 300
"""Items and sets: a graph this large is searched by marking and refining alone."""

LARGEST_OVERLAPS = 2_000
"""Overlaps are counted pair of sets by pair of sets: for games of more sets the count is left out (0s)."""

INVARIANTS = ("items", "sets", "set sizes", "sets per item", "sets per pair", "overlaps", "parts", "refinement")
"""The invariants, cheapest first: the first on which two games differ is the one that tells them apart."""


class Family(NamedTuple):
    """A game's items 1..N and its winning sets, each ascending: what isomorphisms and symmetries look at. The
    rules' winning sets make one (``family``), and so do games too big to play (up to 36 items).

    >>> family(Rules(5, 2, 6))
    Family(items=5, sets=((1, 5), (2, 4)))
    """

    items: int
    sets: tuple[tuple[int, ...], ...]


Game = Rules | Family
"""What the questions here take: rules, or a family of sets."""


def family(game: Game) -> Family:
    """The items and winning sets of rules (a family is itself)."""
    if isinstance(game, Family):
        return game
    return Family(game.numbers, tuple(winning_sets(game)))


class Invariant(NamedTuple):
    """An invariant on which two games differ, with each game's value: a count, or a list of counts (set sizes
    and sets per item largest first; sets per pair and overlaps as how many pairs share 0, 1, 2, ... sets or
    items; parts as their sizes in items, largest first; the refinement as the sizes of its colour classes)."""

    name: str
    first: object
    second: object


class Group(NamedTuple):
    """A game's symmetries: how many, generators (permutations ``p`` with ``p[n]`` the image of ``n``, ``p[0]``
    0), and the orbits of the items (items a symmetry can swap), each ascending."""

    order: int
    generators: tuple[tuple[int, ...], ...]
    orbits: tuple[tuple[int, ...], ...]

    def listed(self) -> tuple[tuple[int, ...], ...]:
        """Every symmetry, in lexicographic order: every composition of the generators (``order`` of them).

        >>> Group(2, ((0, 2, 1, 3),), ((1, 2), (3,))).listed()
        ((0, 1, 2, 3), (0, 2, 1, 3))
        """
        identity = tuple(range(sum(map(len, self.orbits)) + 1))
        found, frontier = {identity}, [identity]
        while frontier:
            permutation = frontier.pop()
            for generator in self.generators:
                composed = tuple(generator[n] for n in permutation)
                if composed not in found:
                    found.add(composed)
                    frontier.append(composed)
        return tuple(sorted(found))


# The invariants ---------------------------------------------------------------------------------------------


def invariants(game: Game) -> dict[str, object]:
    """Each invariant's value for the game, in the order of ``INVARIANTS``.

    >>> values = invariants(Rules())
    >>> values["set sizes"], values["sets per item"], values["sets per pair"], values["parts"]
    ([3, 3, 3, 3, 3, 3, 3, 3], [4, 3, 3, 3, 3, 2, 2, 2, 2], [12, 24], [9])
    """
    game = family(game)
    values = dict(cheap_invariants(game))
    sets = _sets(game)
    pairs = Counter(pair for s in game.sets for pair in combinations(s, 2))
    meets = Counter(len(a & b) for a, b in combinations(sets, 2)) if len(sets) <= LARGEST_OVERLAPS else Counter()
    values["sets per pair"] = _tally(Counter(pairs.values()), game.items * (game.items - 1) // 2)
    values["overlaps"] = _tally(meets, len(sets) * (len(sets) - 1) // 2 if meets else 0)
    values["parts"] = _parts(game)
    values["refinement"] = sorted(Counter(_colours(game).values()).values(), reverse=True)
    return values


@cache
def cheap_invariants(game: Family) -> dict[str, object]:
    """The invariants that need no graph (the first four): most games differ in one of them. Kept per game, as
    a catalogue asks for them again and again; not to be changed.

    >>> cheap_invariants(Family(4, ((1, 2), (2, 3, 4))))
    {'items': 4, 'sets': 2, 'set sizes': [3, 2], 'sets per item': [2, 1, 1, 1]}
    """
    lying = Counter(item for s in game.sets for item in s)
    return {
        "items": game.items,
        "sets": len(game.sets),
        "set sizes": sorted((len(s) for s in game.sets), reverse=True),
        "sets per item": sorted((lying[item] for item in range(1, game.items + 1)), reverse=True),
    }


def sets_per_item(game: Game) -> list[int]:
    """How many winning sets each item lies in, largest first (the invariant "sets per item").

    >>> sets_per_item(Rules())
    [4, 3, 3, 3, 3, 2, 2, 2, 2]
    """
    found = cheap_invariants(family(game))["sets per item"]
    assert isinstance(found, list)
    return found


def _tally(counts: Counter[int], pairs: int) -> list[int]:
    """How many pairs share 0, 1, 2, ... (the pairs sharing nothing are the rest)."""
    tally = [counts[k] for k in range(max(counts, default=0) + 1)]
    tally[0] = pairs - sum(tally[1:])
    return tally


def _parts(game: Family) -> list[int]:
    """The sizes of the parts the game falls into (items joined by sharing a set), largest first."""
    import networkx as nx

    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(1, game.items + 1))
    for s in game.sets:
        graph.add_edges_from(pairwise(s))
    return sorted((len(part) for part in nx.connected_components(graph)), reverse=True)


def told_apart(a: Game, b: Game) -> Invariant | None:
    """The first invariant on which the games differ, or None if every one agrees (then only a search can say).

    >>> told_apart(Rules(), Rules(9, 3, 15, misere=True)) is None
    True
    """
    a, b = family(a), family(b)
    first_values, second_values = cheap_invariants(a), cheap_invariants(b)
    for name in INVARIANTS:
        if name not in first_values:
            first_values, second_values = invariants(a), invariants(b)
        if first_values[name] != second_values[name]:
            return Invariant(name, first_values[name], second_values[name])
    return None


# The graph --------------------------------------------------------------------------------------------------


@cache
def _sets(game: Family) -> tuple[frozenset[int], ...]:
    return tuple(frozenset(s) for s in game.sets)


@cache
def _graph(game: Family) -> nx.Graph[int]:
    """The incidence graph: items 1..N, winning sets -1, -2, ...; each node's "kind" is "item" or "set"."""
    import networkx as nx

    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(1, game.items + 1), kind="item")
    for index, s in enumerate(game.sets, start=1):
        graph.add_node(-index, kind="set")
        graph.add_edges_from((-index, item) for item in s)
    return graph


_END = -1
"""The colour of a place past the nodes, read by every node twice beside its neighbours, so that each node's
neighbours come as a tuple (one item getter each); ``hash`` never gives -1."""


@cache
def _neighbours(game: Family) -> tuple[itemgetter[tuple[int, ...]], ...]:
    """The incidence graph by place (items 1..N at 0..N-1, then the winning sets, then the end): for each node,
    what reads its neighbours' colours, and the end's twice, off a list of every place's colour."""
    found: list[list[int]] = [[] for _ in range(game.items)]
    for place, s in enumerate(game.sets, start=game.items):
        found.append([item - 1 for item in s])
        for item in s:
            found[item - 1].append(place)
    end = len(found)
    return tuple(itemgetter(*others, end, end) for others in found)


def _colours(game: Family, marked: Sequence[int] = ()) -> dict[int, int]:
    """Every node's colour after refinement, with the ``marked`` items given colours of their own (the k-th
    marked item the k-th mark, so that two graphs marked alike are refined alike). Not to be changed: the
    refinements are kept, as a search asks for the same markings again and again."""
    return _refined(game, tuple(marked))


@lru_cache(maxsize=4096)
def _refined(game: Family, marked: tuple[int, ...]) -> dict[int, int]:
    # Colour refinement (Weisfeiler-Lehman) as networkx's weisfeiler_lehman_subgraph_hashes does it, so the
    # same classes, over plain lists: the symmetries of small games, which the solver asks for at the first move,
    # are found without importing networkx. A colour is a hash of the node's colour and the sum of its
    # neighbours' (ints hash alike in every process; the sum stands for their multiset at a third of a sort's
    # cost); a collision could only join two classes, which the search then tells apart, never a wrong answer.
    # A round that splits no class leaves the classes as they are for good: it stops there
    # (two graphs refined alike stop at the same round, so their colours still compare).
    # Marked, it starts from the unmarked refinement (kept): marks only split those classes further, so the
    # same classes come rounds sooner.
    neighbours = _neighbours(game)
    colours = [*_refined(game, ()).values(), _END] if marked else [0] * game.items + [1] * len(game.sets) + [_END]
    for mark, item in enumerate(marked, start=2):
        colours[item - 1] = mark
    classes = len(set(colours))
    for _ in range(REFINEMENT_ROUNDS):
        if classes == len(colours) or (marked and len(set(colours[: game.items])) == game.items):
            break  # every node (in a search, every item) a colour of its own: nothing left to split that it asks
        refined = [hash((colour, sum(around(colours)))) for colour, around in zip(colours, neighbours, strict=False)]
        refined.append(_END)
        count = len(set(refined))
        if count == classes:
            break
        colours, classes = refined, count
    nodes = [*range(1, game.items + 1), *range(-1, -len(game.sets) - 1, -1)]
    return dict(zip(nodes, colours, strict=False))  # the end left out


class _Tries:
    """What one question may spend, in pairings of nodes: each VF2 pairing counts one, each refinement one per
    node refined."""

    def __init__(self, budget: int) -> None:
        self.budget, self.spent = budget, 0

    def spend(self, pairings: int) -> None:
        self.spent += pairings
        if self.spent > self.budget:
            raise SearchBudgetError(self.budget, "pairings", "decided")

    def same_colour(self, first_node: dict[str, Any], second_node: dict[str, Any]) -> bool:
        self.spend(1)
        return bool(first_node["colour"] == second_node["colour"])


def _mapping(a: Family, b: Family, marks: tuple[Sequence[int], Sequence[int]], tries: _Tries) -> Mapping | None:
    """A renaming of a's items onto b's that takes a's sets to b's and each marked item of a to the marked item
    of b in the same place, or None if there is none."""
    tries.spend(2 * (a.items + len(a.sets)))
    colours_a, colours_b = _colours(a, marks[0]), _colours(b, marks[1])
    (palette_a, by_colour_a), (palette_b, by_colour_b) = _classes(a, tuple(marks[0])), _classes(b, tuple(marks[1]))
    if palette_a != palette_b:
        return None  # the refinements differ: no renaming keeps every colour
    if len(by_colour_a) == a.items:  # every item a colour of its own: the renaming
        forced = {items[0]: by_colour_b[colour][0] for colour, items in by_colour_a.items()}
        return forced if _keeps(a, b, forced) else None
    alike = min((items for items in by_colour_a.values() if len(items) > 1), key=len)
    if len(alike) <= FEW_ALIKE or a.items + len(a.sets) > LARGE_GRAPH:
        # Mark one of the few items alike, and each item of b it might go to in turn, and refine again.
        chosen = alike[0]
        for image in by_colour_b[colours_a[chosen]]:
            found = _mapping(a, b, ((*marks[0], chosen), (*marks[1], image)), tries)
            if found is not None:
                return found
        return None
    from networkx.algorithms.isomorphism import GraphMatcher

    matcher = GraphMatcher(_coloured(a, colours_a), _coloured(b, colours_b), node_match=tries.same_colour)
    found_graph = next(matcher.isomorphisms_iter(), None)
    return None if found_graph is None else {n: found_graph[n] for n in range(1, a.items + 1)}


@lru_cache(maxsize=4096)
def _classes(game: Family, marked: tuple[int, ...]) -> tuple[list[int], dict[int, list[int]]]:
    """Every node's colour, sorted (two graphs with different lists are told apart), and the items by colour.
    Not to be changed: kept as the refinements are."""
    colours = _colours(game, marked)
    found: dict[int, list[int]] = {}
    for item in range(1, game.items + 1):
        found.setdefault(colours[item], []).append(item)
    return sorted(colours.values()), found


def _coloured(game: Family, colours: dict[int, int]) -> nx.Graph[int]:
    import networkx as nx

    graph = _graph(game).copy()
    nx.set_node_attributes(graph, colours, "colour")
    return graph


def _keeps(a: Family, b: Family, mapping: Mapping) -> bool:
    """Whether the renaming turns a's winning sets into exactly b's."""
    return {frozenset(mapping[n] for n in s) for s in a.sets} == set(_sets(b))


def isomorphism(a: Game, b: Game, budget: int = ISOMORPHISM_BUDGET) -> Mapping | None:
    """A renaming of a's items that makes its winning sets b's, or None if the games are not the same game.
    SearchBudgetError if VF2 tries more than ``budget`` pairings of nodes.

    >>> isomorphism(Rules(), Rules(target=14)) is None
    True
    >>> isomorphism(Family(4, ((1, 2), (3, 4))), Family(4, ((1, 3), (2, 4))))
    {1: 1, 2: 3, 3: 2, 4: 4}
    """
    a, b = family(a), family(b)
    if told_apart(a, b) is not None:
        return None
    return _mapping(a, b, ((), ()), _Tries(budget))


def isomorphisms(a: Game, b: Game, budget: int = ISOMORPHISM_BUDGET) -> list[Mapping]:
    """Every renaming of a's items that makes its winning sets b's (none if the games differ): one found by the
    search, then it followed by each of b's symmetries. Only the cheap invariants are compared first (the search
    decides the rest), so that a game of a few items needs no networkx.

    >>> len(isomorphisms(Rules(), Rules(misere=True))), isomorphisms(Rules(), Rules(target=14))
    (8, [])
    """
    a, b = family(a), family(b)
    if cheap_invariants(a) != cheap_invariants(b):
        return []
    one = _mapping(a, b, ((), ()), _Tries(budget))
    if one is None:
        return []
    return [{item: symmetry[image] for item, image in one.items()} for symmetry in symmetry_group(b, budget).listed()]


# The symmetries ---------------------------------------------------------------------------------------------


def symmetry_group(game: Game, budget: int = ISOMORPHISM_BUDGET) -> Group:
    """The game's symmetries: their number, generators and the orbits of the items, by a stabiliser chain.

    Level by level an item b is fixed; its orbit under the symmetries that fix the items before it is the items
    c of its colour (refined with those items marked) for which a symmetry takes b to c, each found as an
    isomorphism of the game with itself, or read off the symmetries found already. The levels are searched from
    the deepest up, so that those already found (which fix more) carry each new one far: a few generators
    make the whole group. The order is the product of the orbits' sizes. ``budget`` bounds each search, as for
    ``isomorphism``.

    >>> group = symmetry_group(Rules(5, 2, 6))  # 1+5 and 2+4 win; 3 is in no set
    >>> group.order, group.orbits
    (8, ((1, 2, 4, 5), (3,)))
    """
    game = family(game)
    base = _base(game)
    generators: list[tuple[int, ...]] = []
    order = 1
    tries = _Tries(budget)
    # Once the items fixed leave every item a colour of its own, each deeper level's orbit is its item alone.
    searched = next((depth for depth in range(len(base)) if _discrete(game, base[:depth])), len(base))
    for depth in reversed(range(searched)):
        fixed, b = base[:depth], base[depth]
        colours = _colours(game, fixed)
        orbit = {b}
        for c in range(1, game.items + 1):
            if c in orbit or colours[c] != colours[b]:
                continue
            mapping = _mapping(game, game, ((*fixed, b), (*fixed, c)), tries)
            if mapping is not None:
                generators.append((0, *(mapping[item] for item in range(1, game.items + 1))))
                orbit = _orbit(b, generators)
        order *= len(orbit)
    return Group(order, tuple(generators), _orbits(game.items, generators))


def _discrete(game: Family, fixed: Sequence[int]) -> bool:
    """Whether the refinement with these items marked leaves every item a colour of its own."""
    colours = _colours(game, fixed)
    return len({colours[item] for item in range(1, game.items + 1)}) == game.items


def _base(game: Family) -> list[int]:
    """The items in the order they are fixed: those alike with the most others first, so that the searches come
    early, when little is fixed, and the items last fixed are mostly a colour of one (nothing to search)."""
    colours = _colours(game)
    sizes = Counter(colours[item] for item in range(1, game.items + 1))
    return sorted(range(1, game.items + 1), key=lambda item: (-sizes[colours[item]], item))


def _orbit(start: int, generators: Iterable[tuple[int, ...]]) -> set[int]:
    """Where the generators can take ``start``."""
    generators = list(generators)
    orbit, frontier = {start}, [start]
    while frontier:
        item = frontier.pop()
        for g in generators:
            if g[item] not in orbit:
                orbit.add(g[item])
                frontier.append(g[item])
    return orbit


def _orbits(n: int, generators: Sequence[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    """The orbits of 1..N under the generators, each ascending, by their smallest item."""
    seen: set[int] = set()
    orbits = []
    for item in range(1, n + 1):
        if item not in seen:
            orbit = _orbit(item, generators)
            seen |= orbit
            orbits.append(tuple(sorted(orbit)))
    return tuple(orbits)
