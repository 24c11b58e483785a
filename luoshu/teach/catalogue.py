"""Which known game a game of sets secretly is: a catalogue of games computed in the run, and the answer for one
game (which of them it is, or the invariant that rules out the nearest) or two (the same game or not).

The catalogue holds tic-tac-toe and its dresses (Pick Fifteen, Jam, the word game, the product game), 4x4
tic-tac-toe, the order-4 and order-5 magic games, every game of picking K of 1-9 summing to T, and 3 of 1-N
summing to T for every N up to 15. Each is made from its rules or its own description when first asked for;
nothing is stored.

>>> jam = asked(builtin_games()["jam"])
>>> answer = identify(jam)
>>> answer.known, answer.same_as[:3]
('tic-tac-toe', ('Pick Fifteen', 'Jam', 'the word game'))
>>> dict(answer.mapping)["High Street"]  # the road through four towns is the centre
'B2'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from itertools import product
from typing import NamedTuple

from ..rules import Rules
from ..search.isomorphism import (
    INVARIANTS,
    ISOMORPHISM_BUDGET,
    Family,
    Group,
    Invariant,
    cheap_invariants,
    family,
    isomorphism,
    symmetry_group,
    told_apart,
)
from ..views.dresses.disguises import builtin_games
from ..views.dresses.games import SetsGame
from ..words.language import speaking, spoken
from ..words.lessons import catalogue as said

__all__ = [
    "Answer",
    "Asked",
    "Known",
    "asked",
    "asked_rules",
    "catalogue",
    "compare",
    "identify",
    "invariant_sentence",
    "order_text",
]

ITEMS, SETS, SET_SIZES, SETS_PER_ITEM, SETS_PER_PAIR, OVERLAPS, PARTS, REFINEMENT = INVARIANTS
"""The invariants' names, in the order they are tried (the cheap ones first)."""

LARGEST_N = 15
"""3 of 1-N summing to T is in the catalogue for every N up to this."""


class Known(NamedTuple):
    """A game of the catalogue: its name, its items' names (item n is ``items[n - 1]``) and its winning sets.
    The name is in English, an identifier the same in every language (JSON's); ``say`` says it in the language
    spoken."""

    name: str
    items: tuple[str, ...]
    family: Family
    say: Callable[[], str]


class Asked(NamedTuple):
    """A game asked about: its name, its items' names, its winning sets as items 1..N, and its play; ``said``
    its name as a sentence says it (None: as ``name``)."""

    name: str
    items: tuple[str, ...]
    family: Family
    misere: bool = False
    said: str | None = None


class Answer(NamedTuple):
    """What a game is.

    ``known`` is the catalogue's name for it (asked about one game) or the other game's name (asked about two),
    None if it is neither; ``same_as`` the catalogue's other names for the same game; ``mapping`` each item with
    the item it stands for there, in the order of the game's items; ``nearest`` the game that came closest, when
    none is it; ``invariant`` what tells it from that game (None where only the search tells them apart, or
    they are the same); ``group`` the game's own symmetries. The names are identifiers, the same in every
    language; ``known_said``, ``same_as_said`` and ``nearest_said`` are the same names as sentences say them.
    """

    isomorphic: bool
    known: str | None
    same_as: tuple[str, ...]
    mapping: tuple[tuple[str, str], ...]
    nearest: str | None
    invariant: Invariant | None
    group: Group
    known_said: str | None = None
    same_as_said: tuple[str, ...] = ()
    nearest_said: str | None = None


def asked(game: SetsGame, said_name: str | None = None) -> Asked:
    """A game given as sets, to ask about: its items numbered in the order it lists them; ``said_name`` its name
    as a sentence says it, where that is not its name."""
    return Asked(game.name, game.items, Family(len(game.items), tuple(game.sets)), game.misere, said_name)


def asked_rules(rules: Rules, name: str | None = None) -> Asked:
    """Rules of the number game, to ask about: its numbers are its items."""
    items = tuple(str(n) for n in range(1, rules.numbers + 1))
    return Asked(name or str(rules), items, family(rules), rules.misere)


def catalogue() -> tuple[Known, ...]:
    """The known games, the best-known first (an answer names the first that fits), their items in the language spoken.

    >>> games = catalogue()
    >>> [game.name for game in games[:7]]  # doctest: +NORMALIZE_WHITESPACE
    ['tic-tac-toe', 'Pick Fifteen', 'Jam', 'the word game', 'the product game', '4x4 tic-tac-toe',
     'the order-4 game (4 of 1-16 summing to 34)']
    >>> len(games) > 300
    True
    """
    return _catalogue(spoken())


@cache
def _catalogue(language: str) -> tuple[Known, ...]:
    """The catalogue for ``language``, made once for each: a server answers pages in several languages at once,
    and each reads its own items (Jam's roads and the word game's words are the language's); the names are
    identifiers, in English whatever the language (``Known.say`` says them)."""
    games = builtin_games(language)
    with speaking("en"):  # the names are identifiers, whatever the language of the first to ask
        fifteen = _from_rules(Rules(), _say_known("fifteen"))._replace(name=said.known_game("fifteen"))
        found = [
            _known("tictactoe", games["tictactoe"]),
            fifteen,
            _known("jam", games["jam"]),
            _known("words", games["words"]),
            _known("product", games["product"]),
            _grid(4),
            _from_rules(Rules.order(4)),
            _from_rules(Rules.order(5)),
        ]
        every = [Rules(9, count, target) for count in range(1, 10) for target in _targets(9, count)]
        every += [Rules(n, 3, target) for n in range(3, LARGEST_N + 1) if n != 9 for target in _targets(n, 3)]
        found += [_from_rules(rules) for rules in every if rules != Rules()]
    return tuple(found)


def _targets(n: int, count: int) -> range:
    """Every target that some ``count`` of 1-``n`` sum to."""
    return range(count * (count + 1) // 2, count * (2 * n - count + 1) // 2 + 1)


def _known(dress: str, game: SetsGame) -> Known:
    return Known(said.known_game(dress), game.items, Family(len(game.items), tuple(game.sets)), _say_known(dress))


def _say_known(dress: str) -> Callable[[], str]:
    return lambda: said.known_game(dress)


def _from_rules(rules: Rules, say: Callable[[], str] | None = None) -> Known:
    items = tuple(str(n) for n in range(1, rules.numbers + 1))
    return Known(str(rules), items, family(rules), say or rules.__str__)


def _grid(size: int) -> Known:
    """Tic-tac-toe on a size x size board: its cells A1, A2, ... row by row, and its rows, columns and diagonals."""
    rows, columns = "ABCDEFGH"[:size], range(1, size + 1)
    cells = tuple(f"{row}{column}" for row, column in product(rows, columns))
    place = {cell: n for n, cell in enumerate(cells, start=1)}
    lines = [[f"{row}{column}" for column in columns] for row in rows]
    lines += [[f"{row}{column}" for row in rows] for column in columns]
    lines += [[f"{row}{i + 1}" for i, row in enumerate(rows)], [f"{row}{size - i}" for i, row in enumerate(rows)]]
    sets = tuple(sorted(tuple(sorted(place[cell] for cell in line)) for line in lines))
    return Known(said.grid_game(size), cells, Family(len(cells), sets), lambda: said.grid_game(size))


# The answers ------------------------------------------------------------------------------------------------


def identify(game: Asked, budget: int = ISOMORPHISM_BUDGET) -> Answer:
    """Which game of the catalogue the game is, with the mapping item by item; or that it is none of them, and
    the invariant that tells it from the nearest. A misère game is the misère form of the game it matches.
    SearchBudgetError if a search takes more than ``budget`` pairings.

    >>> answer = identify(asked_rules(Rules(9, 3, 14)))
    >>> answer.isomorphic, answer.known, answer.same_as
    (True, '3 of 1-9 summing to 14', ('3 of 1-9 summing to 16',))
    """
    group = symmetry_group(game.family, budget)
    matches = list(_matches(game.family, budget))
    if matches:
        known, mapping = matches[0]
        names, spoken = zip(*(_played(k, game.misere) for k, _ in matches), strict=True)
        pairs = tuple((game.items[n - 1], known.items[mapping[n] - 1]) for n in range(1, game.family.items + 1))
        return Answer(True, names[0], names[1:], pairs, None, None, group, spoken[0], spoken[1:])
    nearest = max(catalogue(), key=lambda known: _closeness(game.family, known.family))
    invariant = told_apart(game.family, nearest.family)
    name, spoken_name = _played(nearest, game.misere)
    return Answer(False, None, (), (), name, invariant, group, nearest_said=spoken_name)


def _matches(game: Family, budget: int) -> Iterator[tuple[Known, dict[int, int]]]:
    """The games of the catalogue that the game is, each with a mapping of its items onto theirs."""
    for known in catalogue():
        if _agreement(game, known.family) == len(cheap_invariants(game)):
            mapping = isomorphism(game, known.family, budget)
            if mapping is not None:
                yield known, mapping


def _agreement(a: Family, b: Family) -> int:
    """How many of the cheap invariants the games share, in order, before the first that differs."""
    first_values, second_values = cheap_invariants(a), cheap_invariants(b)
    shared = 0
    for name in first_values:
        if first_values[name] != second_values[name]:
            break
        shared += 1
    return shared


def _closeness(a: Family, b: Family) -> tuple[int, int, int]:
    """How near one game comes to another: the cheap invariants they share, then the nearer counts of items and
    of sets."""
    return _agreement(a, b), -abs(a.items - b.items), -abs(len(a.sets) - len(b.sets))


def compare(a: Asked, b: Asked, budget: int = ISOMORPHISM_BUDGET) -> Answer:
    """Whether two games are the same game: with the mapping of a's items onto b's, or what tells them apart
    (misère play against normal play, or an invariant of their sets; None where only the search can).

    >>> games = builtin_games()
    >>> answer = compare(asked(games["product"]), asked(games["jam"]))
    >>> answer.isomorphic, answer.known, dict(answer.mapping)["6"]
    (True, 'jam', 'High Street')
    """
    group = symmetry_group(a.family, budget)
    other = b.said or b.name
    if a.misere != b.misere:
        misere = Invariant("misère", a.misere, b.misere)
        return Answer(False, None, (), (), b.name, misere, group, nearest_said=other)
    invariant = told_apart(a.family, b.family)
    mapping = None if invariant is not None else isomorphism(a.family, b.family, budget)
    if mapping is None:
        return Answer(False, None, (), (), b.name, invariant, group, nearest_said=other)
    pairs = tuple((a.items[n - 1], b.items[mapping[n] - 1]) for n in range(1, a.family.items + 1))
    return Answer(True, b.name, (), pairs, None, None, group, known_said=other)


def _played(known: Known, misere: bool) -> tuple[str, str]:
    """A known game's name, as played ("misère tic-tac-toe", "the misère word game"): its identifier, in
    English, and as the language spoken says it.

    >>> tictactoe, words = catalogue()[0], catalogue()[3]
    >>> _played(tictactoe, True), _played(words, True)
    (('misère tic-tac-toe', 'misère tic-tac-toe'), ('the misère word game', 'the misère word game'))
    >>> with speaking("zh_TW"):
    ...     _played(words, False)
    ('the word game', '詞語遊戲')
    """
    with speaking("en"):
        name = said.played(known.name, misere)
    return name, said.played(known.say(), misere)


# In words ---------------------------------------------------------------------------------------------------


def invariant_sentence(invariant: Invariant | None, other: str) -> str:
    """What tells a game from ``other``, in a sentence (None: only the search tells them apart).

    >>> from luoshu.search.isomorphism import told_apart
    >>> print(invariant_sentence(told_apart(Rules(), Rules(target=14)), "B"))
    this game's items lie in 4 sets (1 item), 3 (4 items), 2 (4 items); those of B in 3 sets (6 items), 2 (3 items)
    """
    if invariant is None:
        return said.only_the_search(other)
    name, mine, theirs = invariant
    if name == "misère":
        return said.misere_apart(bool(mine), other, bool(theirs))
    if name in (ITEMS, SETS):
        counted = said.items_apart if name == ITEMS else said.sets_apart
        return counted(_int(mine), other, _int(theirs))
    listed = {
        SET_SIZES: said.set_sizes_apart,
        SETS_PER_ITEM: said.sets_per_item_apart,
        SETS_PER_PAIR: said.sets_per_pair_apart,
        OVERLAPS: said.overlaps_apart,
        PARTS: said.parts_apart,
    }.get(name, said.refinement_apart)
    return listed(_counts(mine), other, _counts(theirs))


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _counts(value: object) -> list[int]:
    assert isinstance(value, list)
    return [int(each) for each in value]


def order_text(order: int) -> str:
    """How many symmetries: in full up to a trillion, then as a power of ten.

    >>> order_text(8), order_text(2 * 10**25)
    ('8', 'about 2.0 x 10^25')
    """
    return f"{order:,}" if order < 10**12 else said.order(order)
