"""Which game a game of picking items secretly is, or whether two games are one, for ``luoshu explore isomorph``:
the answer of the catalogue, as JSON and as the text people read.

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

from ...search.symmetry import cycles
from ...views.dresses.disguises import builtin_games
from ...views.dresses.disguises import isomorph as tictactoe_of
from ...views.dresses.games import SetsGame
from ...views.squares.grid import cell_of
from ...views.text import draw
from ...views.widths import ljust, width
from ...views.wrapping import TERMINAL, fill
from ...words.commands.explore import disguises as words
from ...words.terms import listed

if TYPE_CHECKING:
    from ...search.isomorphism import Invariant
    from ...teach.catalogue import Answer

__all__ = [
    "SetsGame",
    "builtin_game",
    "identified",
    "isomorph_json",
    "isomorph_text",
    "undecided_json",
    "undecided_text",
]

# The catalogue is imported when first asked, and its functions looked up then: it is big to load.


def builtin_game(typed: str) -> SetsGame:
    """The built-in game typed as ``typed`` (a key of ``words.BUILT_IN``), under the name said of it."""
    return builtin_games()[typed]._replace(name=words.builtin_name(typed))


def identified(games: Sequence[SetsGame]) -> Answer:
    """Which game of the catalogue the one game is, or whether the two games are one; its mapping, for games
    that are tic-tac-toe, the Luo Shu's. SearchBudgetError where the search runs past its budget."""
    from ...teach.catalogue import asked, compare, identify

    first, *other = (asked(game, words.said_game(game.name)) for game in games)
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


def undecided_text(game: SetsGame, reason: str) -> str:
    """A game the search could not decide about, and why."""
    return words.undecided(words.said_game(game.name), reason)


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
    from ...teach.catalogue import invariant_sentence

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
    from ...teach.catalogue import catalogue, invariant_sentence, order_text

    symmetries = words.symmetries(answer.group.order)
    if answer.group.order >= 10**12:
        symmetries = words.many_symmetries(order_text(answer.group.order))
    lines = [words.summary(words.title(words.said_game(game.name)), len(game.items), len(game.wins), symmetries)]
    if not answer.isomorphic:
        nearest = answer.nearest_said or answer.nearest
        assert nearest is not None
        why = invariant_sentence(answer.invariant, nearest)
        if two:
            lines.append(words.not_the_other(nearest, why))
        else:
            lines.append(words.none_of_the_catalogue(len(catalogue()), nearest, why))
        return "\n".join(_wrapped(lines))
    known = answer.known_said or answer.known
    assert known is not None  # a game that is another is known by that one's name
    same_as = answer.same_as_said or answer.same_as
    lines.append(words.in_disguise(known, listed(same_as) if same_as else None))
    rows = _mapping_rows(game, answer)
    columns = max(width(item) for item in game.items)  # display columns: an item may be a Chinese word
    if not two and all(row["number"] is not None for row in rows):
        # Tic-tac-toe: laid out on the Luo Shu, each item with its number and cell.
        found = tictactoe_of(game)
        assert found.grid is not None
        lines += [words.laid_out(found.isomorphisms) + "\n", draw(found.grid) + "\n"]
        for row in sorted(rows, key=lambda row: int(str(row["number"]))):
            lines.append(words.item_is(ljust(str(row["item"]), columns), int(str(row["number"])), str(row["cell"])))
        return "\n".join(_wrapped(lines))
    lines.append(words.item_by_item())
    lines.extend(words.item_stands_for(ljust(item, columns), image) for item, image in answer.mapping)
    return "\n".join(_wrapped(lines))


def _wrapped(lines: list[str]) -> list[str]:
    """Each line as it is, or filled to 80 display columns where it is longer and of one paragraph."""
    return [line if width(line) <= TERMINAL or "\n" in line else fill(line, TERMINAL) for line in lines]
