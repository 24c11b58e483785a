"""What the catalogue of games says: the known games' names, a known game played misère, and what tells a game
from another (an invariant of their winning sets, or misère play against normal play).

The caller reads the invariant's values (counts, lists of counts, a bool) and picks the sentence for its name.

>>> played("the word game", True), grid_game(4)
('the misère word game', '4x4 tic-tac-toe')
>>> spread([3, 3, 3, 3, 3, 3, 3, 3], per_set=True), spread([4, 3, 3, 3, 3, 2, 2, 2, 2], per_set=False)
('3 items (8 sets)', '4 sets (1 item), 3 (4 items), 2 (4 items)')
>>> shares([12, 24, 0, 1], of_sets=True)
'12 share no set, 24 share 1 and 1 share 3'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from luoshu.words.language import N_, _, ngettext
from luoshu.words.terms import listed, listing, with_aside

KNOWN_GAMES = {
    "tictactoe": N_("tic-tac-toe"),
    "fifteen": N_("Pick Fifteen"),
    "jam": N_("Jam"),
    "words": N_("the word game"),
    "product": N_("the product game"),
}
"""The catalogue's names of the best-known games, by the name of their dress."""


def known_game(dress: str) -> str:
    """The catalogue's name of a best-known game, by its dress's name.

    >>> known_game("words")
    'the word game'
    """
    return _(KNOWN_GAMES[dress])


def grid_game(size: int) -> str:
    """Tic-tac-toe on a size x size board."""
    return _("{size}x{size} tic-tac-toe").format(size=size)


def played(name: str, misere: bool) -> str:
    """A known game's name, as played: "misère tic-tac-toe", "the misère word game"."""
    if not misere:
        return name
    if name.startswith("the "):  # the English names with their article: "the word game"
        return _("the misère {name}").format(name=name.removeprefix("the "))
    return _("misère {name}").format(name=name)


def order(order: int) -> str:
    """How many symmetries, too many to write in full: "about 2.0 x 10^25".

    >>> order(2 * 10**25)
    'about 2.0 x 10^25'
    """
    digits = len(str(order)) - 1
    return _("about {mantissa:.1f} x 10^{power}").format(mantissa=order / 10**digits, power=digits)


# Counts -----------------------------------------------------------------------------------------------------


def items(count: int) -> str:
    """A count of items: "1 item", "9 items"."""
    return ngettext("{count:,} item", "{count:,} items", count).format(count=count)


def sets(count: int) -> str:
    """A count of sets: "1 set", "8 sets"."""
    return ngettext("{count:,} set", "{count:,} sets", count).format(count=count)


def winning_sets(count: int) -> str:
    """A count of winning sets: "1 winning set", "8 winning sets"."""
    return ngettext("{count:,} winning set", "{count:,} winning sets", count).format(count=count)


def classes(count: int) -> str:
    """A count of classes: "1 class", "4 classes"."""
    return ngettext("{count:,} class", "{count:,} classes", count).format(count=count)


def spread(counts: Sequence[int], per_set: bool) -> str:
    """Sizes, largest first, with how many have each: the items of each set ("3 items (8 sets)"), or the sets of
    each item (``per_set`` false: "4 sets (1 item), 3 (4 items)")."""
    unit, whole = (items, sets) if per_set else (sets, items)
    tally = Counter(counts)
    parts = [with_aside(str(size), whole(many)) for size, many in sorted(tally.items(), reverse=True)]
    if parts:
        top = max(tally)
        parts[0] = with_aside(unit(top), whole(tally[top]))
    return listed(parts) or _("nothing")


def shares(counts: Sequence[int], of_sets: bool) -> str:
    """How many pairs share 0, 1, 2, ... sets (or items, unless ``of_sets``): "12 share no set and 24 share 1"."""
    said = [
        (
            (_("{count:,} share no set") if of_sets else _("{count:,} share no item")).format(count=many)
            if shared == 0
            else _("{count:,} share {shared}").format(count=many, shared=shared)
        )
        for shared, many in enumerate(counts)
        if many
    ]
    return listing(said) if said else ""


def parts(sizes: Sequence[int]) -> str:
    """The parts a game falls into: "one part of 9 items", "2 parts (of 4, 5 items)"."""
    if len(sizes) == 1:
        return _("one part of {items}").format(items=items(sizes[0]))
    return _("{count} parts (of {sizes} items)").format(count=len(sizes), sizes=listed(map(str, sizes)))


def class_sizes(sizes: Sequence[int]) -> str:
    """The sizes of the classes colour refinement finds, the first twelve: "3, 3, 1 (3 classes)"."""
    shown = listed([*map(str, sizes[:12]), *(["..."] if len(sizes) > 12 else [])])
    return with_aside(shown, classes(len(sizes)))


# What tells two games apart ---------------------------------------------------------------------------------


def only_the_search(other: str) -> str:
    """Two games that every invariant counted finds alike, which the search found are not."""
    return _(
        "every invariant counted agrees with {other}'s, but no renaming of the items turns this game's winning sets "
        "into the other's: the search tried every way"
    ).format(other=other)


def play(misere: bool) -> str:
    """How a game is played: "misère play", "normal play"."""
    return _("misère play") if misere else _("normal play")


def misere_apart(mine: bool, other: str, theirs: bool) -> str:
    """Misère play against normal play."""
    return _("this game is {mine} and {other} {theirs}").format(mine=play(mine), other=other, theirs=play(theirs))


def items_apart(mine: int, other: str, theirs: int) -> str:
    """Another count of items."""
    return _("this game has {mine}; {other} has {theirs:,}").format(mine=items(mine), other=other, theirs=theirs)


def sets_apart(mine: int, other: str, theirs: int) -> str:
    """Another count of winning sets."""
    return _("this game has {mine}; {other} has {theirs:,}").format(mine=winning_sets(mine), other=other, theirs=theirs)


def set_sizes_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Other sizes of winning sets."""
    return _("this game's winning sets have {mine}; those of {other} {theirs}").format(
        mine=spread(mine, per_set=True), other=other, theirs=spread(theirs, per_set=True)
    )


def sets_per_item_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Items that lie in other numbers of sets."""
    return _("this game's items lie in {mine}; those of {other} in {theirs}").format(
        mine=spread(mine, per_set=False), other=other, theirs=spread(theirs, per_set=False)
    )


def sets_per_pair_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Pairs of items that share other numbers of sets."""
    return _("of this game's pairs of items, {mine}; of {other}'s, {theirs}").format(
        mine=shares(mine, of_sets=True), other=other, theirs=shares(theirs, of_sets=True)
    )


def overlaps_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Pairs of winning sets that share other numbers of items."""
    return _("of this game's pairs of winning sets, {mine}; of {other}'s, {theirs}").format(
        mine=shares(mine, of_sets=False), other=other, theirs=shares(theirs, of_sets=False)
    )


def parts_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Games that fall into other parts."""
    return _("this game falls into {mine}; {other} into {theirs}").format(
        mine=parts(mine), other=other, theirs=parts(theirs)
    )


def refinement_apart(mine: Sequence[int], other: str, theirs: Sequence[int]) -> str:
    """Games whose items and sets colour refinement splits into other classes."""
    return _(
        "colour refinement splits this game's items and sets into classes of {mine}; those of {other} into "
        "classes of {theirs}"
    ).format(mine=class_sizes(mine), other=other, theirs=class_sizes(theirs))
