"""The games the options describe: --words (nine words of your own) and --sets FILE (any game as sets).

Each reader turns bad input into click's BadParameter with a one-line reason, naming the option; a file that
cannot be used is a ``BadFile``, said without the usage block (the command line was right, the file was not).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import click

from ..rules import MAX_NUMBERS, MAX_STATED, Rules, RulesError
from ..words.language import N_, _
from ..words.terms import listed, word_game_named
from .click_words import said_anew
from .options import given

GAMES_FILE = N_("games file")
"""What a --sets file is called in a reason it cannot be read."""


if TYPE_CHECKING:
    from ..views.dresses.dress import Dress
    from ..views.dresses.games import SetsGame

# The readers import the games, the dresses and the files when first used: every command that has these options
# would pay for them at start-up otherwise (see benchmarks/).

__all__ = ["BadFile", "game_from", "read_json", "sets_from", "sets_option", "words_from"]

sets_option = click.option(
    "--sets",
    "sets_file",
    metavar="FILE",
    help=said_anew(
        lambda: _(
            'A game given as sets: a JSON file {{"items": [...], "wins": [[...], ...]}} (and "name", "misere" if you '
            "like), of 3 to {largest} items ({stated} for prove and check). Moves are its items' names, or their "
            "first letters."
        ).format(largest=MAX_NUMBERS, stated=MAX_STATED)
    ),
)
"""The --sets option of the commands that play, solve or explain any game given as sets."""

LARGEST_GAMES_FILE = 1_000_000
"""Bytes; a games file is a few hundred."""


class BadFile(click.BadParameter):
    """A file named by an option that cannot be used: one line with the reason, and exit status 2 as for any bad
    value of an option, but no usage block, which would only repeat a command line that was right."""

    def show(self, file: Any = None) -> None:
        click.ClickException.show(self, file)


def words_from(word_list: str) -> SetsGame:
    """The word game of the nine comma-separated words of --words (lowercased, as the game plays them)."""
    from ..views.dresses.disguises import words_game
    from ..views.dresses.games import GameSpecError

    given_words = word_list.split(",")
    try:
        # Named by its words ("the word game of ...", never "words"): an identifier, said in a sentence's language.
        name = word_game_named(", ".join(w.strip().lower() for w in given_words))
        game = words_game(given_words, name=name)
    except GameSpecError as error:
        raise click.BadParameter(
            _("{reason}, separated by commas").format(reason=str(error)), param_hint="--words"
        ) from None
    return _playable(game, "--words")


def _playable(game: SetsGame, hint: str) -> SetsGame:
    """The game, if each item can be typed in a game: none is a command word (hint, undo, ...). A one-letter
    alias (h, q, u) may name an item: typed alone, it claims the item."""
    from ..session.typed import ALIASES, COMMANDS
    from ..views.dresses.games import folded

    commands = {*COMMANDS, *(alias for alias in ALIASES if len(alias) > 1 or not alias.isalpha())}
    taken = [item for item in game.items if folded(item) in commands]
    if taken:
        raise click.BadParameter(
            _("{item} is a command in the game ({commands}): name the item otherwise").format(
                item=repr(taken[0]), commands=listed(sorted(commands))
            ),
            param_hint=hint,
        )
    return game


def read_json(path: str, hint: str = "--sets") -> object:
    """Parsed JSON from a regular file of a sensible size; BadParameter with the reason otherwise."""
    import json

    from ..files import SaveError, read_text_file
    from ..views.quoting import visible_path

    try:
        text = read_text_file(path, LARGEST_GAMES_FILE, what=GAMES_FILE)
    except SaveError as error:
        raise BadFile(str(error), param_hint=hint) from None
    shown = visible_path(path)
    if not text.strip():
        raise BadFile(_("{path}: {reason}").format(path=shown, reason=_("it is empty")), param_hint=hint)
    try:
        return json.loads(text, object_pairs_hook=_once_each)
    except _TwiceGiven as twice:
        raise BadFile(_("{path}: {reason}").format(path=shown, reason=str(twice)), param_hint=hint) from None
    except RecursionError:
        raise BadFile(
            _("{path}: {reason}").format(
                path=shown, reason=_("it nests lists or objects far deeper than any games file")
            ),
            param_hint=hint,
        ) from None
    except ValueError:
        raise BadFile(
            _("{path}: {reason}").format(path=shown, reason=_("it is not valid JSON text")), param_hint=hint
        ) from None


class _TwiceGiven(ValueError):
    """A key given twice in one JSON object."""


def _once_each(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object whose keys are given once each: of two "items", json would keep the last in silence."""
    import json

    found: dict[str, object] = {}
    for key, value in pairs:
        if key in found:
            raise _TwiceGiven(
                _("the key {key} is given twice in one object: give it once").format(key=json.dumps(key)[:40])
            )
        found[key] = value
    return found


def sets_from(path: str, hint: str = "--sets", playable: bool = True) -> SetsGame:
    """The game described in a --sets file, named after the file; with ``playable``, one whose items can be typed
    in a game (none is a command word)."""
    from ..views.dresses.games import GameSpecError, sets_game
    from ..views.quoting import visible_path

    data = read_json(path, hint)
    try:
        game = sets_game(data, name=os.path.basename(path))
    except GameSpecError as error:
        raise BadFile(
            _("{path}: {reason}").format(path=visible_path(path), reason=str(error)), param_hint=hint
        ) from None
    return _playable(game, hint) if playable else game


def game_from(
    ctx: click.Context, sets_file: str | None, rules: Rules, largest: int = MAX_NUMBERS, numbered: bool = False
) -> tuple[Rules, Dress | None]:
    """The game the options ask for: with --sets FILE, the file's game and the dress of its items (of the rules
    options only --misere applies to it; a game of more than ``largest`` items is refused; with ``numbered``, its
    items numbered in the file's order even if it is tic-tac-toe, as prove and check number them); without, the
    rules the options give, and no dress."""
    if sets_file is None:
        return rules, None
    from ..views.dresses.dress import game_dress
    from ..views.quoting import visible_path

    fixed = [f"--{name}" for name in ("numbers", "count", "target", "order") if given(ctx, name)]
    if fixed:
        raise click.UsageError(
            _("{options}: the --sets file gives the game (only --misere applies to it)").format(options=listed(fixed))
        )
    game = sets_from(sets_file)
    try:
        return game_dress(game, True if given(ctx, "misere") else None, largest, numbered)
    except (ValueError, RulesError) as error:
        raise BadFile(
            _("{path}: {reason}").format(path=visible_path(sets_file), reason=str(error)), param_hint="--sets"
        ) from None
