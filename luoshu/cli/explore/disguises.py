"""``luoshu explore``: which game a game of picking items secretly is, or whether two games are the same game."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import click

from ...search.solver import SearchBudgetError
from ...views.dresses.disguises import builtin_games
from ...views.dresses.disguises import isomorph as tictactoe_of
from ...views.dresses.games import SetsGame
from ...views.squares.grid import cell_of
from ...views.text import draw, plural
from ..games import sets_from, words_from
from .output import emit, json_option

if TYPE_CHECKING:
    from ...search.isomorphism import Invariant
    from ...teach.catalogue import Answer, Asked

BUILT_IN = {
    "fifteen": "Pick Fifteen",
    "tictactoe": "tic-tac-toe",
    "jam": "Jam",
    "words": "the word game",
    "product": "the product game",
}
"""The built-in games by the name typed, and the name said."""


@click.command(short_help="Which known game a game of sets secretly is.")
@click.argument("games", nargs=-1, metavar="[GAME [GAME]]")
@click.option("--words", "word_list", metavar="W1,...,W9", help="Nine words, three sharing a letter win, as a GAME.")
@click.option(
    "--sets",
    "sets_file",
    metavar="FILE",
    help='A GAME given as a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" if you like).',
)
@json_option()
def isomorph(games: tuple[str, ...], word_list: str | None, sets_file: str | None, as_json: bool) -> None:
    """Which known game a game of picking items is, or whether two games are the same game in disguise.

    A GAME is a built-in game (fifteen, tictactoe, jam, words, product) or a JSON file {"items": [...],
    "wins": [[...], ...]} of 3 to 36 items, as for --sets (a file named like a built-in game: ./jam). --words
    and --sets give a GAME too. With no GAME: Pick Fifteen.

    With one game: which game of the catalogue it is - tic-tac-toe and its disguises, 4x4 tic-tac-toe, the
    order-4 and order-5 magic games, every game of K of 1-9 summing to T, 3 of 1-N summing to T for N up to 15
    - with the mapping item by item; or that it is none of them, and the invariant that rules out the nearest.
    With two: whether they are the same game, with the mapping or what tells them apart. Either way, how many
    symmetries the (first) game has, and generators of them.
    """
    asked_games = [_game(name) for name in games]
    if word_list is not None:
        asked_games.append(words_from(word_list))
    if sets_file is not None:
        asked_games.append(sets_from(sets_file, playable=False))
    if len(asked_games) > 2:
        raise click.UsageError("give one game, or two to compare (as names, files, --words or --sets)")
    if not asked_games:
        asked_games = [_game("fifteen")]
    from ...teach.catalogue import asked, compare, identify

    first = asked(asked_games[0])
    try:
        answer = identify(first) if len(asked_games) == 1 else compare(first, asked(asked_games[1]))
    except SearchBudgetError as error:
        _undecided(asked_games, str(error), as_json)
        return
    if answer.isomorphic:
        answer = answer._replace(mapping=_one_mapping(asked_games, answer.mapping))
    if as_json:
        emit(_json(asked_games[0], first, answer))
    else:
        click.echo(_text(asked_games[0], first, answer, len(asked_games) == 2))


def _one_mapping(games: list[SetsGame], found: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
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


def _game(name: str) -> SetsGame:
    """A GAME argument: a built-in game by name, else a file."""
    if name in BUILT_IN:
        return builtin_games()[name]._replace(name=BUILT_IN[name])
    if not os.path.exists(name) and os.sep not in name and not name.endswith(".json"):
        raise click.BadParameter(
            f"{name!r} is neither a built-in game ({', '.join(BUILT_IN)}) nor a file", param_hint="GAME"
        )
    return sets_from(name, hint="GAME", playable=False)


def _undecided(games: list[SetsGame], reason: str, as_json: bool) -> None:
    if as_json:
        emit({"name": games[0].name, "isomorphic": None, "reason": reason})
    else:
        click.echo(f"{games[0].name}: {reason}.")


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


def _json(game: SetsGame, first: Asked, answer: Answer) -> dict[str, object]:
    from ...teach.catalogue import invariant_sentence

    invariant = answer.invariant
    reason = None
    if not answer.isomorphic and answer.nearest is not None:
        reason = invariant_sentence(invariant, answer.nearest)
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
            {"permutation": list(g[1:]), "cycles": [list(c) for c in _cycles(g)], "motion": None}
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


def _cycles(permutation: tuple[int, ...]) -> list[tuple[int, ...]]:
    from ...search.symmetry import cycles

    return cycles(permutation)


def _text(game: SetsGame, first: Asked, answer: Answer, two: bool) -> str:
    from ...teach.catalogue import catalogue, invariant_sentence, order_text

    symmetries = plural(answer.group.order, "symmetry", "symmetries")
    if answer.group.order >= 10**12:
        symmetries = f"{order_text(answer.group.order)} symmetries"
    title = f"The {game.name[4:]}" if game.name.startswith("the ") else game.name
    lines = [f"{title}: {plural(len(game.items), 'item')}, {plural(len(game.wins), 'winning set')}; {symmetries}."]
    if not answer.isomorphic:
        assert answer.nearest is not None
        if two:
            lines.append(f"It is not {answer.nearest}: {invariant_sentence(answer.invariant, answer.nearest)}.")
        else:
            lines.append(
                f"It is none of the {len(catalogue())} games in the catalogue. The nearest is {answer.nearest}: "
                f"{invariant_sentence(answer.invariant, answer.nearest)}."
            )
        return "\n".join(_wrapped(lines))
    also = f" (the catalogue also knows it as {', '.join(answer.same_as)})" if answer.same_as else ""
    lines.append(f"It is {answer.known} in disguise{also}.")
    rows = _mapping_rows(game, answer)
    width = max(len(item) for item in game.items)
    if not two and all(row["number"] is not None for row in rows):
        # Tic-tac-toe: laid out on the Luo Shu, each item with its number and cell.
        found = tictactoe_of(game)
        assert found.grid is not None
        lines.append(f"Laid out on the Luo Shu (one of its {found.isomorphisms} placings):\n")
        lines.append(draw(found.grid) + "\n")
        for row in sorted(rows, key=lambda row: int(str(row["number"]))):
            lines.append(f"  {row['item']!s:<{width}}  is {row['number']} ({row['cell']})")
        return "\n".join(_wrapped(lines))
    lines.append("Item by item:")
    lines.extend(f"  {item:<{width}}  is {image}" for item, image in answer.mapping)
    return "\n".join(_wrapped(lines))


def _wrapped(lines: list[str]) -> list[str]:
    import textwrap

    return [line if len(line) <= 100 or "\n" in line else textwrap.fill(line, 100) for line in lines]
