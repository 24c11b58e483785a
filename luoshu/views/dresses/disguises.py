"""Pick Fifteen in disguise: Jam, the word game, the product game, and any game given as sets that is
tic-tac-toe; and how each speaks of itself.

Glossary:
    isomorph    a game of nine items whose winning sets become the eight lines under some placing of its items
                on the grid, and so the 15-triples under the Luo Shu's numbers.
    placing     which number each item stands for.

The isomorphism is found by the search (``luoshu.search.isomorphism``), never written down: a disguise is the
number game seen through it. This module also says things in each disguise's own words: a winning set ("every
road through Ashford", "three words with an h", "4 × 6 × 9 = 216").

>>> isomorph(builtin_games()["jam"]).isomorphisms
8
>>> set_words(builtin_games()["jam"], frozenset({"Church Lane", "Mill Lane", "Old Road"}))
'every road through Ashford'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations
from math import prod
from typing import NamedTuple

from ...rules import NUMBERS, PICK_FIFTEEN, winning_sets
from ...rules.sums import sets_multiplying_to
from ...search.isomorphism import Family, isomorphisms, sets_per_item
from ...words.game import dresses as dress_words
from ...words.game import games
from ..squares.fit import on_the_grid
from ..squares.grid import CELLS, LINES, LUO_SHU, number_at
from .games import GameSpecError, Kind, SetsGame, game_of

__all__ = [
    "CLASSIC_WORDS",
    "JAM_ROADS",
    "PRODUCT",
    "PRODUCT_VALUES",
    "Isomorphism",
    "Vocabulary",
    "builtin_games",
    "checked_kind",
    "isomorph",
    "product_game",
    "product_value",
    "set_label",
    "set_words",
    "vocabulary",
    "words_game",
]


def product_value(number: int) -> int:
    """The product game's value for a number of 1-9: ``number - 1`` in base 3 read as the powers of 2 and 3.
    Every line of the Luo Shu holds each base-3 digit once in each place, so the values of a 15-triple multiply
    to 2³ × 3³, and no other three do.

    >>> [product_value(n) for n in (1, 5, 9)]
    [1, 6, 36]
    """
    twos, threes = divmod(number - 1, 3)
    return int(2**twos * 3**threes)


PRODUCT_VALUES = tuple(sorted(map(product_value, NUMBERS)))
PRODUCT = prod(map(product_value, winning_sets(PICK_FIFTEEN)[0]))
"""The product game: pick from these nine numbers; three whose product is this (216) win, both found from the
15-triples (``product_value``)."""


class Vocabulary(NamedTuple):
    """How a kind of disguise speaks of itself."""

    title: str | None  # "Jam"; None: the game's own name
    items: str  # what is claimed, plural: "roads"
    rule: str  # what a player must hold to win, in the rules: "every road through one town"
    sets: str  # its winning sets as the subject of a sentence: "the roads through a town"
    groups: str  # what its winning sets are called on its board: "towns"
    panel: str  # the title of its board: "The towns and their roads"


def vocabulary(kind: Kind) -> Vocabulary:
    """How a kind of disguise speaks of itself, in the language of the moment.

    >>> vocabulary("jam").groups, vocabulary("product").rule
    ('towns', 'three numbers whose product is 216')
    """
    return Vocabulary(*dress_words.vocabulary(kind, PRODUCT))


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


def words_game(words: Sequence[str], name: str = "words") -> SetsGame:
    """Nine words; three words that share a letter win (a letter in four words makes four sets).

    >>> len(words_game(CLASSIC_WORDS).wins)
    8
    """
    cleaned = tuple(word.strip().lower() for word in words)
    if len(cleaned) != 9 or len(set(cleaned)) != 9 or not all(w.isalpha() for w in cleaned):
        raise GameSpecError(dress_words.not_nine_words())
    return game_of(name, cleaned, sorted(_letter_sets(cleaned), key=sorted), "words")


def product_game() -> SetsGame:
    """Three of 1, 2, 3, 4, 6, 9, 12, 18, 36 whose product is 216, the sets found by the sorted two-pointer on
    products.

    >>> game = product_game()
    >>> len(game.wins), sorted(sorted(map(int, win)) for win in game.wins)[0]
    (8, [1, 6, 36])
    """
    triples = sets_multiplying_to(PRODUCT_VALUES, 3, PRODUCT)
    return game_of("product", [str(v) for v in PRODUCT_VALUES], [map(str, t) for t in triples], "product")


def checked_kind(game: SetsGame) -> SetsGame:
    """The game, if it is what its kind says: a jam game must be Jam, a words game a word game, a product game
    the product game, as their words speak of towns, shared letters and products. GameSpecError otherwise.

    >>> checked_kind(game_of("jam", "abcdefghi", ["abc"], kind="jam"))
    Traceback (most recent call last):
    ...
    luoshu.views.dresses.games.GameSpecError: a jam game must have Jam's roads and towns
    """
    if game.kind == "jam" and (set(game.items) != set(JAM_ROADS) or set(game.wins) != set(_towns())):
        raise GameSpecError(dress_words.not_jam())
    if game.kind == "words" and set(game.wins) != set(_letter_sets(game.items)):
        raise GameSpecError(dress_words.not_word_sets())
    product = product_game()
    if game.kind == "product" and (set(game.items) != set(product.items) or set(game.wins) != set(product.wins)):
        raise GameSpecError(
            dress_words.not_the_product_game(values=", ".join(map(str, PRODUCT_VALUES)), product=PRODUCT)
        )
    return game


def _letter_sets(words: Iterable[str]) -> set[frozenset[str]]:
    """Every three of the words that share a letter."""
    words = list(words)
    return {
        frozenset(trio) for letter in set("".join(words)) for trio in combinations([w for w in words if letter in w], 3)
    }


def builtin_games() -> dict[str, SetsGame]:
    """The games known by name: Pick Fifteen's numbers, the grid's cells, and the disguises."""
    towns = _towns()
    by_town: list[frozenset[str]] = sorted(towns, key=towns.__getitem__)  # Jam's winning sets, in the towns' order
    return {
        "fifteen": game_of(
            "fifteen", [str(n) for n in sorted(NUMBERS)], [map(str, t) for t in winning_sets(PICK_FIFTEEN)]
        ),
        "tictactoe": game_of("tictactoe", CELLS, LINES.values()),
        "jam": game_of("jam", list(JAM_ROADS), by_town, "jam"),
        "words": words_game(CLASSIC_WORDS),
        "product": product_game(),
    }


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


def isomorph(game: SetsGame) -> Isomorphism:
    """Whether ``game`` is tic-tac-toe in disguise, and if so where its items go on the Luo Shu.

    >>> isomorph(builtin_games()["words"]).isomorphisms
    8
    """
    counts = Counter(len(win) for win in game.wins)
    if len(game.items) != 9:
        return _not(dress_words.items_not_nine(items=len(game.items)))
    if len(set(game.wins)) != len(game.wins):
        return _not(dress_words.set_twice())
    if len(game.wins) != 8 or set(counts) != {3}:
        sizes = ", ".join(dress_words.size_count(count=n, size=size) for size, n in sorted(counts.items()))
        return _not(dress_words.sets_not_eight(count=len(game.wins), sizes=sizes or dress_words.no_sizes()))
    as_numbers = Family(len(game.items), tuple(game.sets))
    degrees = sets_per_item(as_numbers)
    if degrees != sets_per_item(PICK_FIFTEEN):
        return _not(dress_words.items_lie_in(degrees=" ".join(map(str, degrees)), grid=on_the_grid()))
    found = _placings(game, as_numbers)
    if not found:
        return _not(dress_words.no_placing())
    best = max(found, key=lambda placing: sum(_own_number(item) == n for item, n in placing.items()))
    at = {n: item for item, n in best.items()}
    grid = tuple(tuple(at[n] for n in row) for row in LUO_SHU)
    return Isomorphism(True, None, len(found), grid, {item: best[item] for item in game.items})


def _placings(game: SetsGame, as_numbers: Family) -> list[dict[str, int]]:
    """Every placing of the game's items (``as_numbers``: each its place in the list) on the numbers that makes
    its winning sets the 15-triples, from the search; listed by the numbers they give the items in most sets
    first, then in the game's order."""
    renamings = isomorphisms(as_numbers, PICK_FIFTEEN)
    placings = [{item: renaming[n] for n, item in enumerate(game.items, start=1)} for renaming in renamings]
    lying = {item: sum(item in win for win in game.wins) for item in game.items}
    by_lines = sorted(game.items, key=lambda item: -lying[item])
    return sorted(placings, key=lambda placing: [placing[item] for item in by_lines])


def _not(reason: str) -> Isomorphism:
    return Isomorphism(False, reason, 0, None, None)


# In the disguise's own words -------------------------------------------------------------------------------


@cache
def _towns() -> dict[frozenset[str], str]:
    """For Jam, each winning set (the roads through a town) by its town."""
    found = {}
    for town in sorted({town for towns in JAM_ROADS.values() for town in towns}):
        found[frozenset(road for road, towns in JAM_ROADS.items() if town in towns)] = town
    return found


def _letters(win: frozenset[str]) -> list[str]:
    """The letters every word of a set shares."""
    return sorted(set.intersection(*(set(word) for word in win)))


def set_label(game: SetsGame, win: frozenset[str]) -> str:
    """A winning set in a word or two: Jam's town, the word game's shared letter, or the items (in the order the
    game lists them).

    >>> set_label(builtin_games()["jam"], frozenset({"Church Lane", "Mill Lane", "Old Road"}))
    'Ashford'
    """
    town = _towns().get(win) if game.kind == "jam" else None
    letters = _letters(win) if game.kind == "words" else []
    if game.kind == "product":
        return " × ".join(sorted(win, key=int))
    return town or (letters[0] if letters else ", ".join(sorted(win, key=game.items.index)))


def set_words(game: SetsGame, win: frozenset[str]) -> str:
    """A winning set in the game's own words.

    >>> set_words(builtin_games()["words"], frozenset({"hot", "woes", "form"}))
    'three words with an o'
    """
    label = set_label(game, win)
    if game.kind == "product":
        return f"{label} = {PRODUCT}"
    if game.kind == "jam" or (game.kind == "words" and len(label) == 1):
        return dress_words.set_words(kind=game.kind, label=label)
    return games.the_set(label)
