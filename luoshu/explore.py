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
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from itertools import combinations
from typing import NamedTuple

from more_itertools import first

from .grid import CELLS, LINES, LUO_SHU, cell_of, line_of, number_at, row_and_column
from .rules import NUMBERS, Player, Position, completes, reachable_positions, wins
from .solver import Outcome, Verdict, analyse, best_moves, solve
from .symmetry import Permutation, cycles, fifteen_triples, placings, symmetries

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
        return row_and_column(cell_of(number))

    return first(
        (name for name, motion in MOTIONS.items() if all(motion(*index(n)) == index(permutation[n]) for n in NUMBERS)),
        None,
    )


class Symmetry(NamedTuple):
    """A symmetry of the number game and the grid motion it is."""

    permutation: Permutation
    cycles: list[tuple[int, ...]]
    motion: str | None


def number_symmetries() -> list[Symmetry]:
    """The symmetries found over the numbers, each paired with its grid motion."""
    return [Symmetry(p, cycles(p), motion_of(p)) for p in symmetries()]


# The game tree ------------------------------------------------------------------------------------------


class GameTree(NamedTuple):
    """Counts over the whole game tree."""

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


class _Class(NamedTuple):
    """A class of positions under the symmetries, walked through one representative."""

    x: frozenset[int]
    o: frozenset[int]
    codes: tuple[int, ...]  # the representative's code under each symmetry, the identity first
    orders: int  # how many pick orders reach the representative (the same for every member)
    paths: int  # how many paths through classes reach the class


def _size(codes: tuple[int, ...]) -> int:
    """How many positions a class holds: 8 over the number of symmetries that keep its representative."""
    return len(codes) // codes.count(codes[0])


def game_tree() -> GameTree:
    """The whole game, counted by dynamic programming over the classes of positions under symmetry.

    A position is coded as a number in base 3 (digit n-1 is 1 where X holds n, 2 where O does), once under
    each symmetry; the smallest code names its class. Pick orders reaching a class are spread evenly over
    its positions, which symmetry makes alike. "Up to symmetry", positions are counted as classes, and
    games as classes of pick orders (Burnside's lemma: a symmetry other than the identity keeps at most
    three numbers in place, so it fixes no complete game). The count often quoted, 26,830, instead follows
    paths through the classes of positions, counting once the picks that lead to the same class.
    """
    group = symmetries()
    assert group[0] == tuple(range(10))  # the identity comes first
    weights = [[3 ** (p[n] - 1) if n else 0 for n in range(10)] for p in group]
    layer = {0: _Class(frozenset(), frozenset(), (0,) * len(group), 1, 1)}
    games: Counter[str] = Counter()
    by_length: Counter[int] = Counter()
    finished: dict[int, int] = {}  # class -> positions in it
    reachable = classes = through = 0
    for ply in range(1, 10):
        digit = 1 if ply % 2 else 2
        outcome = "x_wins" if ply % 2 else "o_wins"
        # The next layer: each class's representative, and what flows into it from this one.
        following: dict[int, tuple[frozenset[int], frozenset[int], tuple[int, ...]]] = {}
        flows: Counter[int] = Counter()
        paths_in: Counter[int] = Counter()
        for x, o, codes, orders, paths in layer.values():
            size = _size(codes)
            reachable += size
            classes += 1
            ascending = sorted(x if digit == 1 else o)
            flow = size * orders  # pick orders through this class's positions, one pick further
            reached: set[int] = set()
            for pick in NUMBERS - x - o:
                child = tuple(code + digit * w[pick] for code, w in zip(codes, weights, strict=True))
                child_key = min(child)
                new = child_key not in reached
                reached.add(child_key)
                won = completes(ascending, pick)
                if won or ply == 9:
                    games[outcome if won else "draws"] += flow
                    by_length[ply] += flow
                    finished[child_key] = _size(child)
                    through += paths if new else 0
                    continue
                if child_key not in following:
                    following[child_key] = (x | {pick}, o, child) if digit == 1 else (x, o | {pick}, child)
                flows[child_key] += flow
                paths_in[child_key] += paths if new else 0
        layer = {
            key: _Class(cx, co, codes, flows[key] // _size(codes), paths_in[key])
            for key, (cx, co, codes) in following.items()
        }
    identity_games = sum(by_length.values())
    return GameTree(
        games=identity_games,
        x_wins=games["x_wins"],
        o_wins=games["o_wins"],
        draws=games["draws"],
        by_length=dict(sorted(by_length.items())),
        reachable=reachable + sum(finished.values()),
        terminal=sum(finished.values()),
        up_to_symmetry=classes + len(finished),
        terminal_up_to_symmetry=len(finished),
        games_up_to_symmetry=(identity_games + sum(_games_within(p) for p in group[1:])) // len(group),
        games_through_classes=through,
        value=max(analyse(Position()).values()).outcome,
    )


def _games_within(symmetry: Permutation) -> int:
    """How many complete games the symmetry fixes: those that pick only numbers it keeps in place."""
    kept = [n for n in NUMBERS if symmetry[n] == n]

    def count(x: tuple[int, ...], o: tuple[int, ...]) -> int:
        x_to_move = len(x) == len(o)
        ascending = sorted(x if x_to_move else o)
        total = 0
        for pick in kept:
            if pick in x or pick in o:
                continue
            if completes(ascending, pick) or len(x) + len(o) == 8:
                total += 1
            else:
                total += count((*x, pick), o) if x_to_move else count(x, (*o, pick))
        return total

    return count((), ())


# Isomorphs ----------------------------------------------------------------------------------------------


class GameSpecError(ValueError):
    """A description of a "pick one of nine" game that is not nine distinct items with winning sets."""


class NineGame(NamedTuple):
    """A game of picking items, won by holding all of some winning set. Make one with ``nine_game``."""

    name: str
    items: tuple[str, ...]
    wins: tuple[frozenset[str], ...]


def nine_game(name: str, items: Sequence[str], wins: Iterable[Iterable[str]]) -> NineGame:
    """A NineGame, checked: nine distinct items, and winning sets made of them."""
    game = NineGame(name, tuple(items), tuple(frozenset(win) for win in wins))
    if len(game.items) != 9 or len(set(game.items)) != 9:
        raise GameSpecError(f"a game needs nine distinct items, not {len(set(game.items))}")
    unknown = {item for win in game.wins for item in win} - set(game.items)
    if unknown:
        raise GameSpecError(f"winning sets name items that are not in the game: {', '.join(sorted(unknown))}")
    return game


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
    return nine_game(name, cleaned, sorted(sets, key=sorted))


def builtin_games() -> dict[str, NineGame]:
    """The games ``luoshu explore isomorph`` knows by name."""
    towns: defaultdict[str, set[str]] = defaultdict(set)
    for road, through in JAM_ROADS.items():
        for town in through:
            towns[town].add(road)
    return {
        "fifteen": nine_game("fifteen", [str(n) for n in sorted(NUMBERS)], [map(str, t) for t in fifteen_triples()]),
        "tictactoe": nine_game("tictactoe", CELLS, LINES.values()),
        "jam": nine_game("jam", list(JAM_ROADS), [roads for _, roads in sorted(towns.items())]),
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
    return nine_game(name, items, sets)


class Isomorphism(NamedTuple):
    """The answer to: is this game tic-tac-toe?"""

    isomorphic: bool
    reason: str | None
    isomorphisms: int
    grid: tuple[tuple[str, ...], ...] | None
    numbers: dict[str, int] | None


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
    found = list(placings(game.items, game.wins))
    if not found:
        return _not("no placing of its items on the grid turns its winning sets into the lines")
    best = max(found, key=lambda placing: sum(_own_number(item) == n for item, n in placing.items()))
    at = {n: item for item, n in best.items()}
    grid = tuple(tuple(at[n] for n in row) for row in LUO_SHU)
    return Isomorphism(True, None, len(found), grid, {item: best[item] for item in game.items})


def _not(reason: str) -> Isomorphism:
    return Isomorphism(False, reason, 0, None, None)


# Verification -------------------------------------------------------------------------------------------


class Check(NamedTuple):
    """One claim checked exhaustively: what, how many cases, and any that disagreed."""

    claim: str
    cases: int
    disagreements: list[str]


def _cell_bits(square: Square) -> dict[int, int]:
    """Each number's cell in ``square`` as a bit: bit 3r+c for row r, column c."""
    return {square[r][c]: 1 << (3 * r + c) for r in range(3) for c in range(3)}


def _line_bits() -> list[int]:
    """The grid's named lines as bitmasks of their cells."""
    return [sum(1 << (3 * row + column) for row, column in map(row_and_column, cells)) for cells in LINES.values()]


def _on_a_line(mask: int, lines: Sequence[int]) -> bool:
    return any(mask & line == line for line in lines)


def verify() -> list[Check]:
    """Check the isomorphism on every reachable position: sums against lines, solver against a line search."""
    positions = reachable_positions()
    holdings = {numbers for p in positions for numbers in (p.x, p.o)}
    by_sums = {numbers: wins(numbers) for numbers in holdings}
    lines = _line_bits()
    on_a_line = [_on_a_line(cells, lines) for cells in range(512)]
    checks = []
    for name, square in magic_squares():
        bit = _cell_bits(square)
        # A player's win depends on their numbers alone: check each set once, then every position by it.
        disagree = {n for n in holdings if by_sums[n] != on_a_line[sum(bit[k] for k in n)]}
        wrong = [
            f"{player} holding {sorted(numbers)} in {p} under {name}"
            for p in (positions if disagree else ())
            for player, numbers in (("X", p.x), ("O", p.o))
            if numbers in disagree
        ]
        checks.append(Check(f"win by sums = three in a line, {name} square", 2 * len(positions), wrong))
    bit = _cell_bits(LUO_SHU)
    cells = {numbers: sum(bit[n] for n in numbers) for numbers in holdings}
    search = _line_search(on_a_line)
    wrong = []
    for position in positions:
        mine, theirs = (position.x, position.o) if position.to_move == "X" else (position.o, position.x)
        expected = search(cells[mine], cells[theirs])
        found = solve(position)
        if found != expected:
            wrong.append(f"{position}: solver {found}, line search {expected}")
    checks.append(Check("solver verdict = line-based search on the Luo Shu grid", len(positions), wrong))
    return checks


def _line_search(on_a_line: Sequence[bool]) -> Callable[[int, int], Verdict]:
    """A plain memoised minimax over grid cells, knowing only the lines: for checking the solver.

    It shares nothing with the solver. A result is 20 - p for a win in p plies, p - 20 for a loss in p,
    0 for a draw (whose plies are the empty cells): bigger is better for the player to move.
    """
    # on_a_line[cells]: do these cells hold a line. empty[taken]: the cells left beside them.
    empty = [[1 << cell for cell in range(9) if not taken >> cell & 1] for taken in range(512)]

    @cache
    def search(mine: int, theirs: int) -> int:
        if on_a_line[theirs]:
            return -20
        best = -20 if mine | theirs != 0o777 else 0
        for cell in empty[mine | theirs]:
            reply = search(theirs, mine | cell)
            result = -reply - 1 if reply < 0 else 1 - reply if reply > 0 else 0
            best = max(best, result)
        return best

    @cache
    def as_verdict(result: int, empty_cells: int) -> Verdict:
        if result > 0:
            return Verdict(Outcome.WIN, 20 - result)
        if result < 0:
            return Verdict(Outcome.LOSS, result + 20)
        return Verdict(Outcome.DRAW, empty_cells)

    return lambda mine, theirs: as_verdict(search(mine, theirs), 9 - (mine | theirs).bit_count())


# Order N ------------------------------------------------------------------------------------------------


class OrderFacts(NamedTuple):
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
            ways[k][n:] = [a + b for a, b in zip(row[n:], below, strict=False)]
    subsets = ways[order][target]
    lines = 2 * order + 2
    return OrderFacts(order, numbers, target, subsets, lines, subsets == lines)


# Replays ------------------------------------------------------------------------------------------------


class Ply(NamedTuple):
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
