"""Which game a game of picking items secretly is, or whether two games are one: the feature of ``luoshu explore
isomorph``. The answer of the catalogue (``identified``), the text people read (``isomorph_text``) and the JSON
(``isomorph_json``), or the JSON of why the search could not decide (``undecided_json``). What tells two
games apart (an invariant, said) and the names of the catalogue's games are the catalogue's
(``luoshu.teach.catalogue``).

>>> games = [builtin_game("product"), builtin_game("jam")]
>>> for line in isomorph_text(games[0], identified(games), True).splitlines()[:3]:
...     print(line)
The product game: 9 items, 8 winning sets; 8 symmetries.
It is Jam in disguise.
Item by item:
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..search.symmetry import cycles
from ..views.dresses.disguises import builtin_games
from ..views.dresses.disguises import isomorph as tictactoe_of
from ..views.dresses.games import SetsGame
from ..views.squares.grid import cell_of
from ..views.text import draw
from ..views.widths import ljust, width
from ..views.wrapping import TERMINAL, fill
from ..words import terms
from ..words.language import N_, _, ngettext
from ..words.terms import listed

if TYPE_CHECKING:
    from ..search.isomorphism import Invariant
    from .catalogue import Answer

__all__ = [
    "BUILT_IN",
    "SetsGame",
    "builtin_game",
    "identified",
    "isomorph_json",
    "isomorph_text",
    "said_game",
    "undecided_json",
]

BUILT_IN = {
    "fifteen": N_("Pick Fifteen"),
    "tictactoe": N_("tic-tac-toe"),
    "jam": N_("Jam"),
    "words": N_("the word game"),
    "product": N_("the product game"),
}
"""The built-in games by the name typed (never translated), and the name said."""


def said_game(name: str) -> str:
    """A game's name in the language spoken, from its identifier: a built-in game's, or a word game's of one's
    own; any other (a file's own name) as it is.

    >>> said_game("the product game"), said_game("fruit")
    ('the product game', 'fruit')
    """
    if name in BUILT_IN.values():
        return _(name)
    return terms.said_game(name)


def _title(name: str) -> str:
    """A game's name at the start of a sentence: "the word game" begins "The word game".

    >>> _title("the product game"), _title("Jam")
    ('The product game', 'Jam')
    """
    if not name.startswith("the "):  # only an English name opens with its article; any other is kept as it is
        return name
    return _("The {name}").format(name=name.removeprefix("the "))


# The catalogue is imported when first asked, and its functions looked up then: it is big to load.


def builtin_game(typed: str) -> SetsGame:
    """The built-in game typed as ``typed`` (a key of ``BUILT_IN``), under its name: in English, its identifier (its
    JSON ``name``, the same in every language), said in a sentence by ``said_game``."""
    return builtin_games()[typed]._replace(name=BUILT_IN[typed])


def identified(games: Sequence[SetsGame]) -> Answer:
    """Which game of the catalogue the one game is, or whether the two games are one; its mapping, for games
    that are tic-tac-toe, the Luo Shu's. SearchBudgetError where the search runs past its budget."""
    from .catalogue import asked, compare, identify

    first, *other = (asked(game, said_game(game.name)) for game in games)
    answer = identify(first) if not other else compare(first, other[0])
    if answer.isomorphic:
        answer = answer._replace(mapping=_one_mapping(games, answer.mapping))
    return answer


def _one_mapping(games: Sequence[SetsGame], found: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """The mapping an answer gives, one isomorphism for the whole answer: for games that are tic-tac-toe, the
    Luo Shu's (each item to the item of the other game, or the cell, with its number), so that the image, the
    number and the cell of a row agree; else the one the search found."""
    # A tic-tac-toe game's first match in the catalogue is tic-tac-toe itself, whose items are the cells.
    target = games[1] if len(games) == 2 else builtin_games()["tictactoe"]
    ours, theirs = (tictactoe_of(game).numbers if len(game.items) == 9 else None for game in (games[0], target))
    if not ours or not theirs:
        return found
    at = {number: item for item, number in theirs.items()}
    return tuple((item, at[ours[item]]) for item in games[0].items)


def undecided_json(game: SetsGame, reason: str) -> dict[str, object]:
    """A game the search could not decide about, and why, in the JSON vocabulary."""
    return {"name": game.name, "isomorphic": None, "reason": reason}


def _mapping_rows(game: SetsGame, answer: Answer) -> list[dict[str, object]]:
    """Each item with the item it stands for, and, for a game that is tic-tac-toe, its Pick Fifteen number and
    its cell."""
    numbers = (tictactoe_of(game).numbers or {}) if len(game.items) == 9 else {}
    images = dict(answer.mapping)
    return [
        {
            "item": item,
            "image": images.get(item),
            "number": numbers.get(item),
            "cell": cell_of(numbers[item]) if item in numbers else None,
        }
        for item in game.items
    ]


def isomorph_json(game: SetsGame, answer: Answer) -> dict[str, object]:
    """The answer about ``game`` (the first asked) in the JSON vocabulary."""
    from .catalogue import invariant_sentence

    invariant = answer.invariant
    reason = None
    if not answer.isomorphic and answer.nearest is not None:
        reason = invariant_sentence(invariant, answer.nearest_said or answer.nearest)
    return {
        "name": game.name,
        "items": list(game.items),
        "isomorphic": answer.isomorphic,
        "known": answer.known,
        "same_as": list(answer.same_as),
        "mapping": _mapping_rows(game, answer) if answer.isomorphic else [],
        "nearest": answer.nearest,
        "invariant": None if invariant is None else {"name": invariant.name, "values": _values(invariant)},
        "reason": reason,
        "isomorphism_count": answer.group.order if answer.isomorphic else 0,
        "symmetry_count": answer.group.order,
        "generators": [
            {"permutation": list(g[1:]), "cycles": [list(c) for c in cycles(g)], "motion": None}
            for g in answer.group.generators
        ],
    }


def _values(invariant: Invariant) -> list[list[int]]:
    """Each game's value of an invariant, as a list of counts: a count alone (items, sets) is a list of one, and
    misère play is [1], normal play [0]."""
    values = []
    for value in (invariant.first, invariant.second):
        if isinstance(value, list):
            values.append([int(count) for count in value])
        else:
            assert isinstance(value, int)  # a count, or misère (a bool)
            values.append([int(value)])
    return values


def isomorph_text(game: SetsGame, answer: Answer, two: bool) -> str:
    """The answer about ``game`` (the first asked; ``two``: compared with a second) as people read it: its size
    and symmetries, and what it is, laid out on the Luo Shu or item by item, or what tells it apart."""
    from .catalogue import catalogue, invariant_sentence, order_text

    count = answer.group.order
    symmetries = ngettext("{count:,} symmetry", "{count:,} symmetries", count).format(count=count)
    if count >= 10**12:  # too big to write in full: about 2.0 x 10^25
        symmetries = _("{count} symmetries").format(count=order_text(count))
    items, sets = len(game.items), len(game.wins)
    lines = [
        _("{title}: {items}, {sets}; {symmetries}.").format(
            title=_title(said_game(game.name)),
            items=ngettext("{count:,} item", "{count:,} items", items).format(count=items),
            sets=ngettext("{count:,} winning set", "{count:,} winning sets", sets).format(count=sets),
            symmetries=symmetries,
        )
    ]
    if not answer.isomorphic:
        nearest = answer.nearest_said or answer.nearest
        assert nearest is not None
        why = invariant_sentence(answer.invariant, nearest)
        if two:
            lines.append(_("It is not {other}: {why}.").format(other=nearest, why=why))
        else:
            lines.append(
                _("It is none of the {games} games in the catalogue. The nearest is {nearest}: {why}.").format(
                    games=len(catalogue()), nearest=nearest, why=why
                )
            )
        return "\n".join(_wrapped(lines))
    known = answer.known_said or answer.known
    assert known is not None  # a game that is another is known by that one's name
    same_as = answer.same_as_said or answer.same_as
    if same_as:
        lines.append(
            _("It is {known} in disguise (the catalogue also knows it as {same_as}).").format(
                known=known, same_as=listed(same_as)
            )
        )
    else:
        lines.append(_("It is {known} in disguise.").format(known=known))
    rows = _mapping_rows(game, answer)
    columns = max(width(item) for item in game.items)  # display columns: an item may be a Chinese word
    if not two and all(row["number"] is not None for row in rows):
        # Tic-tac-toe: laid out on the Luo Shu, each item with its number and cell.
        found = tictactoe_of(game)
        assert found.grid is not None
        laid_out = _("Laid out on the Luo Shu (one of its {placings} placings):").format(placings=found.isomorphisms)
        lines += [laid_out + "\n", draw(found.grid) + "\n"]
        for row in sorted(rows, key=lambda row: int(str(row["number"]))):
            # The item padded to its column, in display columns.
            lines.append(
                _("  {item}  is {number} ({cell})").format(
                    item=ljust(str(row["item"]), columns), number=int(str(row["number"])), cell=str(row["cell"])
                )
            )
        return "\n".join(_wrapped(lines))
    lines.append(_("Item by item:"))
    lines.extend(
        _("  {item}  is {image}").format(item=ljust(item, columns), image=image) for item, image in answer.mapping
    )
    return "\n".join(_wrapped(lines))


def _wrapped(lines: list[str]) -> list[str]:
    """Each line as it is, or filled to 80 display columns where it is longer and of one paragraph."""
    return [line if width(line) <= TERMINAL or "\n" in line else fill(line, TERMINAL) for line in lines]
