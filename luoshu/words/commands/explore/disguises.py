"""What ``luoshu explore isomorph`` says: which game of the catalogue a game of sets is, or whether two games are
one, with the mapping item by item or what tells them apart, and the game's symmetries.

What tells two games apart (an invariant, said) is the teaching's; the names of the catalogue's games are the
teaching's too. These are the sentences around them, and the names of the built-in games.

>>> summary("The word game", 9, 8, symmetries(8))
'The word game: 9 items, 8 winning sets; 8 symmetries.'
>>> item_is("kiwi", 6, 5, "C3")
'  kiwi    is 5 (C3)'
>>> title("the product game"), title("Jam")
('The product game', 'Jam')
"""

from __future__ import annotations

from ...language import N_, _, ngettext
from .. import games

BUILT_IN = {
    "fifteen": N_("Pick Fifteen"),
    "tictactoe": N_("tic-tac-toe"),
    "jam": N_("Jam"),
    "words": N_("the word game"),
    "product": N_("the product game"),
}
"""The built-in games by the name typed (never translated), and the name said."""


def builtin_name(typed: str) -> str:
    """The name of the built-in game ``typed`` (a key of ``BUILT_IN``): in English, its identifier (its JSON
    ``name``, the same in every language), said in a sentence by ``said_game``."""
    return BUILT_IN[typed]


def said_game(name: str) -> str:
    """A game's name in the language spoken, from its identifier: a built-in game's, or a word game's of one's
    own; any other (a file's own name) as it is.

    >>> said_game("the product game"), said_game("fruit")
    ('the product game', 'fruit')
    """
    if name in BUILT_IN.values():
        return _(name)
    return games.said_game(name)


def too_many_games() -> str:
    """More than two games asked about."""
    return _("give one game, or two to compare (as names, files, --words or --sets)")


def not_a_game(typed: str, games: str) -> str:
    """A GAME (``typed``, quoted) that is neither a built-in game (``games``, listed) nor a file."""
    return _("{typed} is neither a built-in game ({games}) nor a file").format(typed=typed, games=games)


def undecided(name: str, reason: str) -> str:
    """A game (``name``) the search could not decide about within its budget, and why."""
    return _("{name}: {reason}.").format(name=name, reason=reason)


def title(name: str) -> str:
    """A game's name at the start of a sentence: "the word game" begins "The word game"."""
    if not name.startswith("the "):  # only an English name opens with its article; any other is kept as it is
        return name
    return _("The {name}").format(name=name.removeprefix("the "))


def symmetries(count: int) -> str:
    """How many symmetries a game has."""
    return ngettext("{count:,} symmetry", "{count:,} symmetries", count).format(count=count)


def many_symmetries(said: str) -> str:
    """A count of symmetries too big to write in full (``said``: about 2.0 x 10^25)."""
    return _("{count} symmetries").format(count=said)


def summary(title: str, items: int, sets: int, symmetries: str) -> str:
    """A game's size: its ``items``, its winning ``sets``, and its ``symmetries`` (said)."""
    items_said = ngettext("{count:,} item", "{count:,} items", items).format(count=items)
    sets_said = ngettext("{count:,} winning set", "{count:,} winning sets", sets).format(count=sets)
    return _("{title}: {items}, {sets}; {symmetries}.").format(
        title=title, items=items_said, sets=sets_said, symmetries=symmetries
    )


def not_the_other(other: str, why: str) -> str:
    """Two games compared: the first is not the ``other``, and ``why``."""
    return _("It is not {other}: {why}.").format(other=other, why=why)


def none_of_the_catalogue(games: int, nearest: str, why: str) -> str:
    """A game that is none of the catalogue's ``games``; the ``nearest``, and ``why`` it is not that one."""
    return _("It is none of the {games} games in the catalogue. The nearest is {nearest}: {why}.").format(
        games=games, nearest=nearest, why=why
    )


def in_disguise(known: str, same_as: str | None) -> str:
    """A game that is ``known`` in disguise, and the catalogue's other names for it (``same_as``, listed)."""
    if same_as is None:
        return _("It is {known} in disguise.").format(known=known)
    return _("It is {known} in disguise (the catalogue also knows it as {same_as}).").format(
        known=known, same_as=same_as
    )


def laid_out(placings: int) -> str:
    """The heading of a tic-tac-toe game's items on the Luo Shu, one of ``placings`` placings."""
    return _("Laid out on the Luo Shu (one of its {placings} placings):").format(placings=placings)


def item_is(item: str, width: int, number: int, cell: str) -> str:
    """An ``item`` (in a column ``width`` wide) and the number and cell it is."""
    return _("  {item:<{width}}  is {number} ({cell})").format(item=item, width=width, number=number, cell=cell)


def item_by_item() -> str:
    """The heading of the mapping item by item."""
    return _("Item by item:")


def item_stands_for(item: str, width: int, image: str) -> str:
    """An ``item`` (in a column ``width`` wide) and the item of the other game it stands for."""
    return _("  {item:<{width}}  is {image}").format(item=item, width=width, image=image)
