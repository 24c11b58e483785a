"""Pick Fifteen in disguise: Jam, the word game, the product game, and any game given as sets that is
tic-tac-toe; and how each speaks of itself.

Glossary:
    isomorph    a game of nine items whose winning sets become the eight lines under some placing of its items
                on the grid, and so the 15-triples under the Luo Shu's numbers.
    placing     which number each item stands for.

The isomorphism is found by the search (``luoshu.search.isomorphism``), never written down: a disguise is the
number game seen through it. This module also says things in each disguise's own words: a winning set ("every
road through Ashford", "three words with an h", "4 × 6 × 9 = 216").

Jam and the word game speak the language of the moment: in a Chinese face Jam's towns and roads have Chinese
names (``chinese_jam``) and the word game has Chinese words (``chinese_words``), whose three words that share a
character (字) win. Their winning sets are found from their names all the same: the roads through a town, the
words that share a letter or a character.

>>> isomorph(builtin_games()["jam"]).isomorphisms
8
>>> set_words(builtin_games()["jam"], frozenset({"Church Lane", "Mill Lane", "Old Road"}))
'every road through Ashford'
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations
from math import prod
from typing import NamedTuple

from ...rules import NUMBERS, PICK_FIFTEEN, winning_sets
from ...rules.sums import sets_multiplying_to
from ...search.isomorphism import Family, isomorphisms, sets_per_item
from ...words.language import LANGUAGES, _, ngettext, spoken
from ...words.terms import listed
from ..squares.fit import on_the_grid
from ..squares.grid import CELLS, LINES, LUO_SHU, number_at
from . import chinese_jam, chinese_words
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
    "in_characters",
    "isomorph",
    "jam_roads",
    "other_script",
    "product_game",
    "product_value",
    "set_key",
    "set_label",
    "set_words",
    "vocabulary",
    "word_game_words",
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


def _vocabulary_words(kind: str, product: int, characters: bool = False) -> tuple[str | None, str, str, str, str, str]:
    """How a kind of disguise speaks of itself: its title (None: the game's own name), what is claimed (plural),
    what a player must hold to win, its winning sets as a sentence's subject, what its sets are called on its
    board, and its board's title. ``product``: what the product game's three numbers multiply to; ``characters``:
    a word game whose words share characters, not letters.

    >>> _vocabulary_words(kind="jam", product=216)[1:]
    ('roads', 'every road through one town', 'the roads through a town', 'towns', 'The towns and their roads')
    """
    if kind == "jam":
        return (
            _("Jam"),
            _("roads"),
            _("every road through one town"),
            _("the roads through a town"),
            _("towns"),
            _("The towns and their roads"),
        )
    if kind == "words":
        share = _("three words that share a character") if characters else _("three words that share a letter")
        groups = _("characters") if characters else _("letters")
        return _("The word game"), _("words"), share, share, groups, _("The words")
    if kind == "product":
        whose = _("three numbers whose product is {product}").format(product=product)
        return _("The product game"), _("numbers"), whose, whose, _("products"), _("The numbers")
    return (
        None,
        _("items"),
        _("all of one winning set"),
        _("the items of a winning set"),
        _("sets"),
        _("The items"),
    )


class Vocabulary(NamedTuple):
    """How a kind of disguise speaks of itself."""

    title: str | None  # "Jam"; None: the game's own name
    items: str  # what is claimed, plural: "roads"
    rule: str  # what a player must hold to win, in the rules: "every road through one town"
    sets: str  # its winning sets as the subject of a sentence: "the roads through a town"
    groups: str  # what its winning sets are called on its board: "towns"
    panel: str  # the title of its board: "The towns and their roads"


def vocabulary(kind: Kind, characters: bool = False) -> Vocabulary:
    """How a kind of disguise speaks of itself, in the language of the moment; ``characters``: a word game whose
    words share characters (字), not letters.

    >>> vocabulary("jam").groups, vocabulary("product").rule, vocabulary("words", characters=True).groups
    ('towns', 'three numbers whose product is 216', 'characters')
    """
    return Vocabulary(*_vocabulary_words(kind, PRODUCT, characters))


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

_SCRIPTS = {"zh_CN": 0, "zh_TW": 1}  # each Chinese language's place in the Chinese names' pairs


def jam_roads(language: str = "en") -> dict[str, tuple[str, ...]]:
    """Jam's roads, each with the towns it runs through, named in ``language`` (en, zh_CN or zh_TW).

    >>> jam_roads("zh_TW")["車站路"]
    ('溪口', '高嶺')
    """
    script = _SCRIPTS.get(language)
    if script is None:
        return JAM_ROADS
    towns = chinese_jam.TOWNS
    return {
        chinese_jam.ROADS[road][script]: tuple(towns[town][script] for town in through)
        for road, through in JAM_ROADS.items()
    }


@cache
def word_game_words(language: str = "en") -> tuple[str, ...]:
    """The word game's nine words in ``language``: hot, hear, ... in English, words of Chinese characters in
    Chinese (``chinese_words``). The Chinese words are listed as the English ones are by number: first the word
    that stands for the number hot stands for, then hear's, and so on, so that the game is one game, item for
    item and number for number, in every language (the placing found for each is then the same).

    >>> word_game_words("zh_CN")[1], word_game_words("zh_TW")[1]
    ('来去自如', '來去自如')
    """
    script = _SCRIPTS.get(language)
    if script is None:
        return CLASSIC_WORDS
    ours = isomorph(words_game((chinese_words.SIMPLIFIED, chinese_words.TRADITIONAL)[script])).numbers
    english = isomorph(words_game(CLASSIC_WORDS)).numbers
    assert ours is not None  # the words are tic-tac-toe (tests/test_dresses.py)
    assert english is not None
    by_number = {number: word for word, number in ours.items()}
    return tuple(by_number[english[word]] for word in CLASSIC_WORDS)


@cache
def _other_scripts() -> dict[str, str]:
    """Each Chinese name that the two scripts write differently, to its form in the other script."""
    pairs = [*zip(chinese_words.SIMPLIFIED, chinese_words.TRADITIONAL, strict=True), *chinese_jam.ROADS.values()]
    return {
        one: other
        for simplified, traditional in pairs
        for one, other in ((simplified, traditional), (traditional, simplified))
        if one != other
    }


def other_script(name: str) -> str:
    """A Chinese item's name in the other script (Simplified for Traditional, and back), so that either is read;
    any other name as it is.

    >>> other_script("车站路"), other_script("來去自如"), other_script("如上"), other_script("hot")
    ('車站路', '来去自如', '如上', 'hot')
    """
    return _other_scripts().get(name, name)


def in_characters(words: Iterable[str]) -> bool:
    """Whether words are written in characters (字, each two columns wide on a screen: Chinese), not letters.

    >>> in_characters(["来去自如"]), in_characters(CLASSIC_WORDS)
    (True, False)
    """
    return any(unicodedata.east_asian_width(character) == "W" for word in words for character in word)


def words_game(words: Sequence[str], name: str = "words") -> SetsGame:
    """Nine words; three words that share a letter win (a letter in four words makes four sets).

    >>> len(words_game(CLASSIC_WORDS).wins)
    8
    """
    cleaned = tuple(word.strip().lower() for word in words)
    if len(cleaned) != 9 or len(set(cleaned)) != 9 or not all(w.isalpha() for w in cleaned):
        raise GameSpecError(_("a word game needs nine distinct words made of letters"))
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
    if game.kind == "jam" and not any(_is_jam(game, language) for language in LANGUAGES):
        raise GameSpecError(_("a jam game must have Jam's roads and towns"))
    if game.kind == "words" and set(game.wins) != set(_letter_sets(game.items)):
        raise GameSpecError(_("a words game's winning sets must be its trios of words that share a letter"))
    product = product_game()
    if game.kind == "product" and (set(game.items) != set(product.items) or set(game.wins) != set(product.wins)):
        raise GameSpecError(
            _("a product game must be three of {values} making {product}").format(
                values=listed(map(str, PRODUCT_VALUES)), product=PRODUCT
            )
        )
    return game


def _is_jam(game: SetsGame, language: str) -> bool:
    """Whether a game is Jam, its roads and towns named in ``language``."""
    return set(game.items) == set(jam_roads(language)) and set(game.wins) == set(_towns(language))


def _letter_sets(words: Iterable[str]) -> set[frozenset[str]]:
    """Every three of the words that share a letter (or a character: Chinese words share characters)."""
    words = list(words)
    return {
        frozenset(trio) for letter in set("".join(words)) for trio in combinations([w for w in words if letter in w], 3)
    }


def builtin_games(language: str | None = None) -> dict[str, SetsGame]:
    """The games known by name: Pick Fifteen's numbers, the grid's cells, and the disguises, Jam and the word game
    named in ``language`` (by default the language of the moment).

    >>> builtin_games("zh_CN")["words"].items[:3], builtin_games("en")["jam"].items[0]
    (('传上去', '来去自如', '带上来'), 'High Street')
    """
    language = spoken() if language is None else language
    towns = _towns(language)
    by_town: list[frozenset[str]] = sorted(towns, key=towns.__getitem__)  # Jam's winning sets, in the towns' order
    return {
        "fifteen": game_of(
            "fifteen", [str(n) for n in sorted(NUMBERS)], [map(str, t) for t in winning_sets(PICK_FIFTEEN)]
        ),
        "tictactoe": game_of("tictactoe", CELLS, LINES.values()),
        "jam": game_of("jam", list(jam_roads(language)), by_town, "jam"),
        "words": words_game(word_game_words(language)),
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
        return _not(
            ngettext(
                "it has {count:,} item; tic-tac-toe has 9", "it has {count:,} items; tic-tac-toe has 9", len(game.items)
            ).format(count=len(game.items))
        )
    if len(set(game.wins)) != len(game.wins):
        return _not(_("some winning set is listed twice"))
    if len(game.wins) != 8 or set(counts) != {3}:
        sizes = listed(_("{count} of size {size}").format(count=n, size=size) for size, n in sorted(counts.items()))
        return _not(
            ngettext(
                "it has {count:,} winning set ({sizes}); tic-tac-toe has 8, all of size 3",
                "it has {count:,} winning sets ({sizes}); tic-tac-toe has 8, all of size 3",
                len(game.wins),
            ).format(count=len(game.wins), sizes=sizes or _("none"))
        )
    as_numbers = Family(len(game.items), tuple(game.sets))
    degrees = sets_per_item(as_numbers)
    if degrees != sets_per_item(PICK_FIFTEEN):
        return _not(
            _("its items lie in {degrees} winning sets; {grid}").format(
                degrees=" ".join(map(str, degrees)), grid=on_the_grid()
            )
        )
    found = _placings(game, as_numbers)
    if not found:
        return _not(_("no placing of its items on the grid turns its winning sets into the lines"))
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
def _towns(language: str = "en") -> dict[frozenset[str], str]:
    """For Jam named in ``language``, each winning set (the roads through a town) by its town."""
    roads = jam_roads(language)
    found = {}
    for town in sorted({town for towns in roads.values() for town in towns}):
        found[frozenset(road for road, towns in roads.items() if town in towns)] = town
    return found


def _town(win: frozenset[str]) -> str | None:
    """The town a set of Jam's roads runs through, in whichever language the roads are named."""
    return next((_towns(language)[win] for language in LANGUAGES if win in _towns(language)), None)


@cache
def _english_towns() -> dict[frozenset[str], str]:
    """Each of Jam's winning sets, its roads named in any language, by its town's English name."""
    found = {}
    for language in LANGUAGES:
        for roads, town in _towns(language).items():
            found[roads] = town if language == "en" else _english_town(town, language)
    return found


def _english_town(town: str, language: str) -> str:
    """A town's English name, from its name in ``language``."""
    script = _SCRIPTS[language]
    return next(english for english, names in chinese_jam.TOWNS.items() if names[script] == town)


def set_key(game: SetsGame, win: frozenset[str]) -> str:
    """What a disguise's board lists its winning sets by: Jam's towns by their English names, so that the board
    (and the page's panel) lists them alike in every language; any other set by its label.

    >>> set_key(builtin_games("zh_TW")["jam"], frozenset({"教堂巷", "磨坊巷", "古道"}))
    'Ashford'
    """
    if game.kind == "jam":
        return _english_towns().get(win) or set_label(game, win)
    return set_label(game, win)


def _letters(win: frozenset[str]) -> list[str]:
    """The letters every word of a set shares."""
    return sorted(set.intersection(*(set(word) for word in win)))


def set_label(game: SetsGame, win: frozenset[str]) -> str:
    """A winning set in a word or two: Jam's town, the word game's shared letter, or the items (in the order the
    game lists them).

    >>> set_label(builtin_games()["jam"], frozenset({"Church Lane", "Mill Lane", "Old Road"}))
    'Ashford'
    """
    town = _town(win) if game.kind == "jam" else None
    letters = _letters(win) if game.kind == "words" else []
    if game.kind == "product":
        return " × ".join(sorted(win, key=int))
    return town or (letters[0] if letters else ", ".join(sorted(win, key=game.items.index)))


def _set_words(kind: str, label: str, character: bool = False) -> str:
    """A winning set in a disguise's own words, from its ``label`` (Jam's town, the word game's letter, or its
    ``character`` where the words share a character)."""
    if kind == "jam":
        return _("every road through {town}").format(town=label)
    if character:
        return _("three words with the character {character}").format(character=label)
    if label in "aefhilmnorsx":  # letters whose names start with a vowel's sound: "an h"
        return _("three words with an {letter}").format(letter=label)
    return _("three words with a {letter}").format(letter=label)


def set_words(game: SetsGame, win: frozenset[str]) -> str:
    """A winning set in the game's own words.

    >>> set_words(builtin_games()["words"], frozenset({"hot", "woes", "form"}))
    'three words with an o'
    """
    label = set_label(game, win)
    if game.kind == "product":
        # Translators: a set of three numbers whose product wins the product game; said where a sentence names a set.
        return _("{label} = {product}").format(label=label, product=PRODUCT)
    if game.kind == "jam" or (game.kind == "words" and len(label) == 1):
        return _set_words(kind=game.kind, label=label, character=in_characters(label))
    return _("the set {numbers}").format(numbers=label)
