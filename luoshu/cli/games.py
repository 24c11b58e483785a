"""The games the options describe: --words (nine words of your own) and --sets FILE (any game as sets).

Each reader turns bad input into click's BadParameter with a one-line reason, naming the option; a file that
cannot be used is a ``BadFile``, said without the usage block (the command line was right, the file was not).
"""

from __future__ import annotations

import os
from typing import Any

import click

from ..session.files import SaveError, read_text_file
from ..session.typed import ALIASES, COMMANDS
from ..views.dresses.disguises import words_game
from ..views.dresses.games import GameSpecError, SetsGame, folded, sets_game
from ..views.records import shown_path

__all__ = ["BadFile", "read_json", "sets_from", "words_from"]

LARGEST_GAMES_FILE = 1_000_000
"""Bytes; a games file is a few hundred."""


class BadFile(click.BadParameter):
    """A file named by an option that cannot be used: one line with the reason, and exit status 2 as for any bad
    value of an option, but no usage block, which would only repeat a command line that was right."""

    def show(self, file: Any = None) -> None:
        click.ClickException.show(self, file)


def words_from(word_list: str) -> SetsGame:
    """The word game of the nine comma-separated words of --words (lowercased, as the game plays them)."""
    try:
        game = words_game(word_list.split(","))
    except GameSpecError as error:
        raise click.BadParameter(f"{error}, separated by commas", param_hint="--words") from None
    return _playable(game, "--words")


def _playable(game: SetsGame, hint: str) -> SetsGame:
    """The game, if each item can be typed in a game: none is a command word (hint, undo, ...). A one-letter
    alias (h, q, u) may name an item: typed alone, it claims the item."""
    commands = {*COMMANDS, *(alias for alias in ALIASES if len(alias) > 1 or not alias.isalpha())}
    taken = [item for item in game.items if folded(item) in commands]
    if taken:
        raise click.BadParameter(
            f"{taken[0]!r} is a command in the game ({', '.join(sorted(commands))}): name the item otherwise",
            param_hint=hint,
        )
    return game


def read_json(path: str, hint: str = "--sets") -> object:
    """Parsed JSON from a regular file of a sensible size; BadParameter with the reason otherwise."""
    import json

    try:
        text = read_text_file(path, LARGEST_GAMES_FILE, what="games file")
    except SaveError as error:
        raise BadFile(str(error), param_hint=hint) from None
    if not text.strip():
        raise BadFile(f"{shown_path(path)}: it is empty", param_hint=hint)
    try:
        return json.loads(text)
    except RecursionError:
        raise BadFile(
            f"{shown_path(path)}: it nests lists or objects far deeper than any games file", param_hint=hint
        ) from None
    except ValueError:
        raise BadFile(f"{shown_path(path)}: it is not valid JSON text", param_hint=hint) from None


def sets_from(path: str) -> SetsGame:
    """The game described in a --sets file (the format of ``explore isomorph --sets``), named after the file."""
    data = read_json(path)
    try:
        return _playable(sets_game(data, name=os.path.basename(path)), "--sets")
    except GameSpecError as error:
        raise BadFile(f"{shown_path(path)}: {error}", param_hint="--sets") from None
