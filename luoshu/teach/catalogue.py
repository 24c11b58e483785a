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

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
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
from ..words.language import N_, _, ngettext, speaking, spoken
from ..words.terms import listed, listing, with_aside

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

KNOWN_GAMES = {
    "tictactoe": N_("tic-tac-toe"),
    "fifteen": N_("Pick Fifteen"),
    "jam": N_("Jam"),
    "words": N_("the word game"),
    "product": N_("the product game"),
}
"""The catalogue's names of the best-known games, by the name of their dress (said as ``_(KNOWN_GAMES[dress])``)."""


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
        fifteen = _from_rules(Rules(), _say_known("fifteen"))._replace(name=_(KNOWN_GAMES["fifteen"]))
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
    return Known(_(KNOWN_GAMES[dress]), game.items, Family(len(game.items), tuple(game.sets)), _say_known(dress))


def _say_known(dress: str) -> Callable[[], str]:
    return lambda: _(KNOWN_GAMES[dress])


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
    name = N_("{size}x{size} tic-tac-toe")  # an identifier in English, and said in the language spoken
    return Known(name.format(size=size), cells, Family(len(cells), sets), lambda: _(name).format(size=size))


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
        name = _as_played(known.name, misere)
    return name, _as_played(known.say(), misere)


def _as_played(name: str, misere: bool) -> str:
    """A known game's name, as played: "misère tic-tac-toe", "the misère word game"."""
    if not misere:
        return name
    if name.startswith("the "):  # the English names with their article: "the word game"
        return _("the misère {name}").format(name=name.removeprefix("the "))
    return _("misère {name}").format(name=name)


# In words ---------------------------------------------------------------------------------------------------


def invariant_sentence(invariant: Invariant | None, other: str) -> str:
    """What tells a game from ``other``, in a sentence (None: only the search tells them apart): misère play
    against normal play, or an invariant of their winning sets, whose values (counts, lists of counts, a bool)
    pick the sentence for its name.

    >>> from luoshu.search.isomorphism import told_apart
    >>> print(invariant_sentence(told_apart(Rules(), Rules(target=14)), "B"))
    this game's items lie in 4 sets (1 item), 3 (4 items), 2 (4 items); those of B in 3 sets (6 items), 2 (3 items)
    """
    if invariant is None:
        return _(
            "every invariant counted agrees with {other}'s, but no renaming of the items turns this game's "
            "winning sets into the other's: the search tried every way"
        ).format(other=other)
    name, mine, theirs = invariant
    if name == "misère":
        play = {True: _("misère play"), False: _("normal play")}
        return _("this game is {mine} and {other} {theirs}").format(
            mine=play[bool(mine)], other=other, theirs=play[bool(theirs)]
        )
    if name in (ITEMS, SETS):
        counted = _counted(_int(mine), "item" if name == ITEMS else "winning_set")
        return _("this game has {mine}; {other} has {theirs:,}").format(mine=counted, other=other, theirs=_int(theirs))
    first, second = _counts(mine), _counts(theirs)
    if name == SET_SIZES:
        return _("this game's winning sets have {mine}; those of {other} {theirs}").format(
            mine=_spread(first, per_set=True), other=other, theirs=_spread(second, per_set=True)
        )
    if name == SETS_PER_ITEM:
        return _("this game's items lie in {mine}; those of {other} in {theirs}").format(
            mine=_spread(first, per_set=False), other=other, theirs=_spread(second, per_set=False)
        )
    if name == SETS_PER_PAIR:
        return _("of this game's pairs of items, {mine}; of {other}'s, {theirs}").format(
            mine=_shares(first, of_sets=True), other=other, theirs=_shares(second, of_sets=True)
        )
    if name == OVERLAPS:
        return _("of this game's pairs of winning sets, {mine}; of {other}'s, {theirs}").format(
            mine=_shares(first, of_sets=False), other=other, theirs=_shares(second, of_sets=False)
        )
    if name == PARTS:
        return _("this game falls into {mine}; {other} into {theirs}").format(
            mine=_parts(first), other=other, theirs=_parts(second)
        )
    return _(
        "colour refinement splits this game's items and sets into classes of {mine}; those of {other} into "
        "classes of {theirs}"
    ).format(mine=_class_sizes(first), other=other, theirs=_class_sizes(second))


def _counted(count: int, unit: str) -> str:
    """A count of items, sets, winning sets or classes (``unit``: item, set, winning_set, class): "1 item", "8 sets".

    >>> _counted(1, "item"), _counted(8, "winning_set"), _counted(4, "class")
    ('1 item', '8 winning sets', '4 classes')
    """
    if unit == "item":
        message = ngettext("{count:,} item", "{count:,} items", count)
    elif unit == "set":
        message = ngettext("{count:,} set", "{count:,} sets", count)
    elif unit == "winning_set":
        message = ngettext("{count:,} winning set", "{count:,} winning sets", count)
    else:
        message = ngettext("{count:,} class", "{count:,} classes", count)
    return message.format(count=count)


def _spread(counts: Sequence[int], per_set: bool) -> str:
    """Sizes, largest first, with how many have each: the items of each set ("3 items (8 sets)"), or the sets of
    each item (``per_set`` false: "4 sets (1 item), 3 (4 items)").

    >>> _spread([3, 3, 3, 3, 3, 3, 3, 3], per_set=True), _spread([4, 3, 3, 3, 3, 2, 2, 2, 2], per_set=False)
    ('3 items (8 sets)', '4 sets (1 item), 3 (4 items), 2 (4 items)')
    """
    unit, whole = ("item", "set") if per_set else ("set", "item")
    tally = Counter(counts)
    parts = [with_aside(str(size), _counted(many, whole)) for size, many in sorted(tally.items(), reverse=True)]
    if parts:
        top = max(tally)
        parts[0] = with_aside(_counted(top, unit), _counted(tally[top], whole))
    return listed(parts) or _("nothing")


def _shares(counts: Sequence[int], of_sets: bool) -> str:
    """How many pairs share 0, 1, 2, ... sets (or items, unless ``of_sets``): "12 share no set and 24 share 1".

    >>> _shares([12, 24, 0, 1], of_sets=True)
    '12 share no set, 24 share 1 and 1 share 3'
    """
    shared_by = [
        (
            (_("{count:,} share no set") if of_sets else _("{count:,} share no item")).format(count=many)
            if shared == 0
            else _("{count:,} share {shared}").format(count=many, shared=shared)
        )
        for shared, many in enumerate(counts)
        if many
    ]
    return listing(shared_by) if shared_by else ""


def _parts(sizes: Sequence[int]) -> str:
    """The parts a game falls into: "one part of 9 items", "2 parts (of 4, 5 items)"."""
    if len(sizes) == 1:
        return _("one part of {items}").format(items=_counted(sizes[0], "item"))
    return _("{count} parts (of {sizes} items)").format(count=len(sizes), sizes=listed(map(str, sizes)))


def _class_sizes(sizes: Sequence[int]) -> str:
    """The sizes of the classes colour refinement finds, the first twelve: "3, 3, 1 (3 classes)"."""
    shown = listed([*map(str, sizes[:12]), *(["..."] if len(sizes) > 12 else [])])
    return with_aside(shown, _counted(len(sizes), "class"))


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
    if order < 10**12:
        return f"{order:,}"
    digits = len(str(order)) - 1
    return _("about {mantissa:.1f} x 10^{power}").format(mantissa=order / 10**digits, power=digits)
