"""``luoshu explore isomorph``: which game a game of picking items secretly is, or whether two games are the same
game (``luoshu.teach.disguises``)."""

from __future__ import annotations

import os

import click

from ...search.solver import SearchBudgetError
from ...teach.disguises import (
    BUILT_IN,
    SetsGame,
    builtin_game,
    identified,
    isomorph_json,
    isomorph_text,
    said_game,
    undecided_json,
)
from ...words.language import N_, _
from ...words.terms import listed
from ..games import sets_from, words_from
from .output import emit, json_option

ISOMORPH_SHORT_HELP = N_("Which known game a game of sets secretly is.")
ISOMORPH_HELP = N_(
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
)
ISOMORPH_WORDS_HELP = N_("Nine words, three sharing a letter win, as a GAME.")
ISOMORPH_SETS_HELP = N_(
    'A GAME given as a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" if you like).'
)


@click.command(short_help=ISOMORPH_SHORT_HELP, help=ISOMORPH_HELP)
@click.argument("games", nargs=-1, metavar="[GAME [GAME]]")
@click.option("--words", "word_list", metavar="W1,...,W9", help=ISOMORPH_WORDS_HELP)
@click.option("--sets", "sets_file", metavar="FILE", help=ISOMORPH_SETS_HELP)
@json_option()
def isomorph(games: tuple[str, ...], word_list: str | None, sets_file: str | None, as_json: bool) -> None:
    """The ``isomorph`` command: one game (Pick Fifteen if none is given) against the catalogue, or two games
    against each other."""
    asked_games = [_game(name) for name in games]
    if word_list is not None:
        asked_games.append(words_from(word_list))
    if sets_file is not None:
        asked_games.append(sets_from(sets_file, playable=False))
    if len(asked_games) > 2:
        raise click.UsageError(_("give one game, or two to compare (as names, files, --words or --sets)"))
    if not asked_games:
        asked_games = [_game("fifteen")]
    try:
        answer = identified(asked_games)
    except SearchBudgetError as error:
        if as_json:
            emit(undecided_json(asked_games[0], str(error)))
        else:
            # The game's name, and why the search could not decide about it within its budget.
            click.echo(_("{name}: {reason}.").format(name=said_game(asked_games[0].name), reason=str(error)))
        return
    if as_json:
        emit(isomorph_json(asked_games[0], answer))
    else:
        click.echo(isomorph_text(asked_games[0], answer, len(asked_games) == 2))


def _game(name: str) -> SetsGame:
    """A GAME argument: a built-in game by name, else a file."""
    if name in BUILT_IN:
        return builtin_game(name)
    if not os.path.exists(name) and os.sep not in name and not name.endswith(".json"):
        said = _("{typed} is neither a built-in game ({games}) nor a file").format(
            typed=repr(name), games=listed(BUILT_IN)
        )
        raise click.BadParameter(said, param_hint="GAME")
    return sets_from(name, hint="GAME", playable=False)
