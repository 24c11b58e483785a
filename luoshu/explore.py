"""Why Pick Fifteen is tic-tac-toe: the computations behind ``luoshu explore``.

Glossary:
    motion      a rotation or reflection of the 3x3 grid (the eight symmetries of the square).
    magic square  a 3x3 arrangement of 1-9 whose rows, columns and diagonals all sum to 15.
    isomorph    a "pick one of nine" game whose winning sets become the eight lines under some
                placing of its items on the grid.

Everything is computed when asked for; nothing here prints.

>>> [name for name, _ in magic_squares()][:3]
['identity', 'rotation 90', 'rotation 180']
>>> order_facts(3).subsets, order_facts(3).lines, order_facts(4).subsets
(8, 8, 86)
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from more_itertools import first

from .grid import (
    CELLS,
    COLUMN_NAMES,
    LINES,
    LUO_SHU,
    ROW_NAMES,
    cell_of,
    line_of,
    number_at,
)
from .rules import NUMBERS, Player, Position, completes, wins
from .solver import Outcome, Verdict, analyse, best_moves, solve
from .symmetry import Permutation, cycles, fifteen_triples, symmetries

Square = tuple[tuple[int, ...], ...]
Motion = Callable[[int, int], tuple[int, int]]

MOTIONS: dict[str, Motion] = {
    "identity": lambda r, c: (r, c),
    "rotation 90": lambda r, c: (c, 2 - r),
    "rotation 180": lambda r, c: (2 - r, 2 - c),
    "rotation 270": lambda r, c: (2 - c, r),
    "reflection left-right": lambda r, c: (r, 2 - c),
    "reflection top-bottom": lambda r, c: (2 - r, c),
    "reflection A1-C3": lambda r, c: (c, r),
    "reflection A3-C1": lambda r, c: (2 - c, 2 - r),
}
"""The eight symmetries of the square, as where the cell in row r, column c goes (rotations clockwise)."""


def moved(square: Sequence[Sequence[int]], motion: Motion) -> Square:
    """The square after a motion of the grid.

    >>> moved(LUO_SHU, MOTIONS["rotation 90"])
    ((8, 3, 4), (1, 5, 9), (6, 7, 2))
    """
    cells: dict[tuple[int, int], int] = {}
    for r, row in enumerate(square):
        for c, number in enumerate(row):
            cells[motion(r, c)] = number
    return tuple(tuple(cells[r, c] for c in range(3)) for r in range(3))


def magic_squares() -> list[tuple[str, Square]]:
    """The eight magic squares of order 3: the Luo Shu under each motion, with the motion's name."""
    return [(name, moved(LUO_SHU, motion)) for name, motion in MOTIONS.items()]


def triple_sums() -> list[tuple[tuple[int, int, int], int, str | None]]:
    """All 84 triples of distinct numbers 1-9: (triple, sum, the Luo Shu line it is or None)."""
    return [(t, sum(t), line_of(t)) for t in combinations(range(1, 10), 3)]


def motion_of(permutation: Permutation) -> str | None:
    """The grid motion that moves each number's cell to its image's cell, if there is one.

    >>> motion_of((0, 3, 6, 9, 2, 5, 8, 1, 4, 7))
    'rotation 90'
    """

    def index(number: int) -> tuple[int, int]:
        cell = cell_of(number)
        return ROW_NAMES.index(cell[0]), COLUMN_NAMES.index(cell[1])

    return first(
        (
            name
            for name, motion in MOTIONS.items()
            if all(motion(*index(n)) == index(permutation[n]) for n in NUMBERS)
        ),
        None,
    )


@dataclass(frozen=True)
class Symmetry:
    """A symmetry of the number game and the grid motion it is."""

    permutation: Permutation
    cycles: list[tuple[int, ...]]
    motion: str | None


def number_symmetries() -> list[Symmetry]:
    """The symmetries found over the numbers, each paired with its grid motion."""
    return [Symmetry(p, cycles(p), motion_of(p)) for p in symmetries()]


# The game tree ------------------------------------------------------------------------------------------

State = tuple[frozenset[int], frozenset[int]]  # (x, o)


@dataclass
class GameTree:
    """Counts over the whole game tree, computed by dynamic programming over positions."""

    games: int
    x_wins: int
    o_wins: int
    draws: int
    by_length: dict[int, int]
    reachable: int
    terminal: int
    up_to_symmetry: int
    terminal_up_to_symmetry: int
    games_up_to_symmetry: int
    games_through_classes: int
    value: Outcome


@dataclass
class _Walk:
    games: Counter[str]
    by_length: Counter[int]
    positions: set[State]
    finished: set[State]


def _walk(allowed: frozenset[int] = NUMBERS) -> _Walk:
    """Every game that picks only from ``allowed``, counted ply by ply: how many move orders reach each position."""
    games: Counter[str] = Counter()
    by_length: Counter[int] = Counter()
    positions: set[State] = set()
    finished: set[State] = set()
    layer: dict[State, int] = {(frozenset(), frozenset()): 1}
    for ply in range(1, 10):
        positions.update(layer)
        following: defaultdict[State, int] = defaultdict(int)
        for (x, o), orders in layer.items():
            mover = x if ply % 2 else o
            ascending = sorted(mover)
            for pick in allowed - x - o:
                child = (x | {pick}, o) if ply % 2 else (x, o | {pick})
                if completes(ascending, pick):
                    outcome = "x_wins" if ply % 2 else "o_wins"
                elif ply == 9:
                    outcome = "draws"
                else:
                    following[child] += orders
                    continue
                games[outcome] += orders
                by_length[ply] += orders
                finished.add(child)
        layer = following
    positions.update(finished)
    return _Walk(games, by_length, positions, finished)


def _fixed(permutation: Permutation, numbers: frozenset[int]) -> bool:
    return all(permutation[n] in numbers for n in numbers)


def game_tree() -> GameTree:
    """The whole game, counted.

    Up to symmetry, positions are counted as orbits under the eight symmetries, by Burnside's lemma (the
    average number of positions each symmetry fixes). Games up to symmetry are likewise orbits of move
    sequences: a sequence is fixed by a symmetry only if every pick is, which no complete game manages
    except under the identity. The count often quoted, 26,830, instead follows paths through the classes
    of positions, counting once the picks that lead to the same class.
    """
    walk = _walk()
    group = symmetries()

    def orbits(states: Iterable[State]) -> int:
        states = list(states)
        fixed = sum(1 for p in group for x, o in states if _fixed(p, x) and _fixed(p, o))
        return fixed // len(group)

    game_orbits = sum(
        sum(_walk(frozenset(n for n in NUMBERS if p[n] == n)).by_length.values()) for p in group
    ) // len(group)
    return GameTree(
        games=sum(walk.by_length.values()),
        x_wins=walk.games["x_wins"],
        o_wins=walk.games["o_wins"],
        draws=walk.games["draws"],
        by_length=dict(sorted(walk.by_length.items())),
        reachable=len(walk.positions),
        terminal=len(walk.finished),
        up_to_symmetry=orbits(walk.positions),
        terminal_up_to_symmetry=orbits(walk.finished),
        games_up_to_symmetry=game_orbits,
        games_through_classes=_paths_through_classes((), ()),
        value=solve(Position()).outcome,
    )


Canonical = tuple[tuple[int, ...], tuple[int, ...]]


def _canonical(x: Iterable[int], o: Iterable[int]) -> Canonical:
    """The smallest image of a position under the symmetries: one name for its whole class."""
    return min((tuple(sorted(p[n] for n in x)), tuple(sorted(p[n] for n in o))) for p in symmetries())


@cache
def _paths_through_classes(x: tuple[int, ...], o: tuple[int, ...]) -> int:
    """Games counted with positions taken up to symmetry: picks leading to the same class count once."""
    ply = len(x) + len(o) + 1
    ascending = sorted(x if ply % 2 else o)
    ended: set[Canonical] = set()
    going: set[Canonical] = set()
    for pick in NUMBERS.difference(x, o):
        child = _canonical((*x, pick), o) if ply % 2 else _canonical(x, (*o, pick))
        (ended if completes(ascending, pick) or ply == 9 else going).add(child)
    return len(ended) + sum(_paths_through_classes(*child) for child in going)


def reachable_states() -> set[State]:
    """Every position a game can reach, as (x, o) number sets."""
    return _walk().positions


# Isomorphs ----------------------------------------------------------------------------------------------


class GameSpecError(ValueError):
    """A description of a "pick one of nine" game that is not nine distinct items with winning sets."""


@dataclass(frozen=True)
class NineGame:
    """A game of picking items, won by holding all of some winning set."""

    name: str
    items: tuple[str, ...]
    wins: tuple[frozenset[str], ...]

    def __post_init__(self) -> None:
        if len(self.items) != 9 or len(set(self.items)) != 9:
            raise GameSpecError(f"a game needs nine distinct items, not {len(set(self.items))}")
        unknown = {item for win in self.wins for item in win} - set(self.items)
        if unknown:
            raise GameSpecError(f"winning sets name items that are not in the game: {', '.join(sorted(unknown))}")


# Jam: eight towns joined by nine roads; a player who claims every road through a town wins.
JAM_ROADS: dict[str, tuple[str, ...]] = {
    "High Street": ("Brookes", "Elmwood", "Glenby", "Holt"),
    "Church Lane": ("Ashford", "Elmwood"),
    "Mill Lane": ("Ashford", "Dunmore", "Glenby"),
    "Station Road": ("Brookes", "Dunmore"),
    "River Road": ("Carden", "Fairlie", "Glenby"),
    "Old Road": ("Ashford", "Fairlie", "Holt"),
    "Bridge Street": ("Brookes", "Fairlie"),
    "Quarry Way": ("Carden", "Dunmore", "Holt"),
    "Forest Drive": ("Carden", "Elmwood"),
}
CLASSIC_WORDS = ("hot", "hear", "tied", "form", "wasp", "brim", "tank", "ship", "woes")


def words_game(words: Sequence[str], name: str = "words") -> NineGame:
    """Nine words; three words that share a letter win (a letter in four words makes four sets).

    >>> len(words_game(CLASSIC_WORDS).wins)
    8
    """
    cleaned = tuple(word.strip().lower() for word in words)
    if len(cleaned) != 9 or len(set(cleaned)) != 9 or not all(w.isalpha() for w in cleaned):
        raise GameSpecError("--words needs nine distinct words made of letters, separated by commas")
    sets = {
        frozenset(trio)
        for letter in set("".join(cleaned))
        for trio in combinations([w for w in cleaned if letter in w], 3)
    }
    return NineGame(name, cleaned, tuple(sorted(sets, key=sorted)))


def builtin_games() -> dict[str, NineGame]:
    """The games ``luoshu explore isomorph`` knows by name."""
    towns: defaultdict[str, set[str]] = defaultdict(set)
    for road, through in JAM_ROADS.items():
        for town in through:
            towns[town].add(road)
    return {
        "fifteen": NineGame(
            "fifteen", tuple(map(str, sorted(NUMBERS))), tuple(frozenset(map(str, t)) for t in fifteen_triples())
        ),
        "tictactoe": NineGame("tictactoe", CELLS, tuple(frozenset(cells) for cells in LINES.values())),
        "jam": NineGame("jam", tuple(JAM_ROADS), tuple(frozenset(roads) for _, roads in sorted(towns.items()))),
        "words": words_game(CLASSIC_WORDS),
    }


def sets_game(data: object, name: str = "sets") -> NineGame:
    """A game from parsed JSON ``{"items": [...9 names...], "wins": [[...], ...]}``."""
    if not isinstance(data, dict) or set(data) != {"items", "wins"}:
        raise GameSpecError('expected a JSON object with exactly the keys "items" and "wins"')
    items, sets = data["items"], data["wins"]
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise GameSpecError('"items" must be a list of nine names')
    if not isinstance(sets, list) or not all(
        isinstance(win, list) and all(isinstance(item, str) for item in win) for win in sets
    ):
        raise GameSpecError('"wins" must be a list of lists of item names')
    return NineGame(name, tuple(items), tuple(frozenset(win) for win in sets))


@dataclass(frozen=True)
class Isomorphism:
    """The answer to: is this game tic-tac-toe?"""

    isomorphic: bool
    reason: str | None
    isomorphisms: int
    grid: tuple[tuple[str, ...], ...] | None
    numbers: dict[str, int] | None


def _placings(game: NineGame) -> Iterator[dict[str, int]]:
    """Every way of giving the items the numbers 1-9 so that the winning sets become the 15-triples."""
    triples = fifteen_triples()
    through = {item: [w for w in game.wins if item in w] for item in game.items}
    numbers_through = {n: sum(n in t for t in triples) for n in NUMBERS}
    order = sorted(game.items, key=lambda item: -len(through[item]))
    placed: dict[str, int] = {}

    def extend(depth: int) -> Iterator[dict[str, int]]:
        if depth == len(order):
            yield dict(placed)
            return
        item = order[depth]
        for number in sorted(NUMBERS - set(placed.values())):
            if numbers_through[number] != len(through[item]):
                continue
            placed[item] = number
            if all(
                frozenset(placed[i] for i in win) in triples
                for win in through[item]
                if all(i in placed for i in win)
            ):
                yield from extend(depth + 1)
            del placed[item]

    yield from extend(0)


def _own_number(item: str) -> int | None:
    """The number an item already names, as a digit or a cell, so that it can keep its place."""
    if item in {str(n) for n in NUMBERS}:
        return int(item)
    return number_at(item) if item.upper() in CELLS else None


def isomorph(game: NineGame) -> Isomorphism:
    """Whether ``game`` is tic-tac-toe in disguise, and if so where its items go on the Luo Shu.

    >>> isomorph(builtin_games()["words"]).isomorphisms
    8
    """
    counts = Counter(len(win) for win in game.wins)
    if len(set(game.wins)) != len(game.wins):
        return _not("some winning set is listed twice")
    if len(game.wins) != 8 or set(counts) != {3}:
        sizes = ", ".join(f"{n} of size {size}" for size, n in sorted(counts.items())) or "none"
        return _not(f"it has {len(game.wins)} winning sets ({sizes}); tic-tac-toe has 8, all of size 3")
    degrees = sorted((sum(item in win for win in game.wins) for item in game.items), reverse=True)
    if degrees != [4, 3, 3, 3, 3, 2, 2, 2, 2]:
        return _not(
            f"its items lie in {' '.join(map(str, degrees))} winning sets; on the grid the centre lies in 4 "
            "lines, the corners in 3 and the edges in 2"
        )
    placings = list(_placings(game))
    if not placings:
        return _not("no placing of its items on the grid turns its winning sets into the lines")
    best = max(placings, key=lambda placing: sum(_own_number(item) == n for item, n in placing.items()))
    at = {n: item for item, n in best.items()}
    grid = tuple(tuple(at[n] for n in row) for row in LUO_SHU)
    return Isomorphism(True, None, len(placings), grid, {item: best[item] for item in game.items})


def _not(reason: str) -> Isomorphism:
    return Isomorphism(False, reason, 0, None, None)


# Verification -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """One claim checked exhaustively: what, how many cases, and any that disagreed."""

    claim: str
    cases: int
    disagreements: list[str]


def _cell_bits(square: Square) -> dict[int, int]:
    """Each number's cell in ``square`` as a bit: bit 3r+c for row r, column c."""
    return {square[r][c]: 1 << (3 * r + c) for r in range(3) for c in range(3)}


def _line_bits() -> list[int]:
    """The grid's named lines as bitmasks of their cells."""
    return [
        sum(1 << (3 * ROW_NAMES.index(cell[0]) + COLUMN_NAMES.index(cell[1])) for cell in cells)
        for cells in LINES.values()
    ]


def _on_a_line(mask: int, lines: Sequence[int]) -> bool:
    return any(mask & line == line for line in lines)


def verify() -> list[Check]:
    """Check the isomorphism on every reachable position: sums against lines, solver against a line search."""
    states = sorted(reachable_states(), key=lambda s: (len(s[0]) + len(s[1]), sorted(s[0]), sorted(s[1])))
    checks = []
    for name, square in magic_squares():
        bit, lines = _cell_bits(square), _line_bits()
        wrong = []
        for x, o in states:
            for player, numbers in (("X", x), ("O", o)):
                if wins(numbers) != _on_a_line(sum(bit[n] for n in numbers), lines):
                    wrong.append(f"{player} holding {sorted(numbers)} under {name}")
        checks.append(
            Check(f"win by sums = three in a line, {name} square", 2 * len(states), wrong)
        )
    bit, lines = _cell_bits(LUO_SHU), _line_bits()
    search = _line_search(tuple(lines))
    wrong = []
    for x, o in states:
        position = Position._unchecked(x, o)
        mine, theirs = (x, o) if position.to_move == "X" else (o, x)
        expected = search(sum(bit[n] for n in mine), sum(bit[n] for n in theirs))
        if solve(position) != expected:
            wrong.append(f"{position}: solver {solve(position)}, line search {expected}")
    checks.append(Check("solver verdict = line-based search on the Luo Shu grid", len(states), wrong))
    return checks


def _line_search(lines: tuple[int, ...]) -> Callable[[int, int], Verdict]:
    """A plain memoised minimax over grid cells, knowing only the lines: for checking the solver."""

    @cache
    def search(mine: int, theirs: int) -> Verdict:
        if _on_a_line(theirs, lines):
            return Verdict(Outcome.LOSS, 0)
        if mine | theirs == 0o777:
            return Verdict(Outcome.DRAW, 0)
        return max(
            search(theirs, mine | 1 << cell).after_pick() for cell in range(9) if not (mine | theirs) >> cell & 1
        )

    return search


# Order N ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OrderFacts:
    """For an N x N magic square: do the N-subsets of 1..N^2 summing to the magic constant match its lines?"""

    order: int
    numbers: int
    target: int
    subsets: int
    lines: int
    isomorphic: bool


def order_facts(order: int) -> OrderFacts:
    """Count the N-subsets of 1..N^2 that sum to N(N^2+1)/2, by dynamic programming over the numbers."""
    if order < 2:
        raise ValueError("the order must be 2 or more")
    numbers = order * order
    target = order * (numbers + 1) // 2
    # ways[k][s]: how many k-subsets of the numbers seen so far sum to s.
    ways = [[0] * (target + 1) for _ in range(order + 1)]
    ways[0][0] = 1
    for n in range(1, numbers + 1):
        for k in range(min(n, order), 0, -1):
            below, row = ways[k - 1], ways[k]
            ways[k][n:] = [a + b for a, b in zip(row[n:], below)]
    subsets = ways[order][target]
    lines = 2 * order + 2
    return OrderFacts(order, numbers, target, subsets, lines, subsets == lines)


# Replays ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ply:
    """One pick of a replayed game, judged by the solver."""

    ply: int
    player: Player
    number: int
    before: Verdict  # the mover's verdict before the pick
    after: Verdict  # the mover's verdict once this pick is made
    best: list[int]
    position: Position  # the position after the pick

    @property
    def mistake(self) -> bool:
        """The pick made the mover's outcome worse: win to draw or loss, draw to loss."""
        return self.after.rank[0] < self.before.rank[0]

    @property
    def slower_win(self) -> bool:
        """Still a win, but a slower one than the best pick."""
        return self.after.outcome is Outcome.WIN and self.after.plies > self.before.plies


def replay(moves: Sequence[int]) -> list[Ply]:
    """The game ply by ply with the solver's judgement of each pick."""
    plies = []
    position = Position()
    for index, number in enumerate(moves, start=1):
        before, verdicts, best = solve(position), analyse(position), best_moves(position)
        mover = position.to_move
        position = position.play(number)
        plies.append(Ply(index, mover, number, before, verdicts[number], best, position))
    return plies

