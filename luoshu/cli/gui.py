"""``luoshu gui``: the window that shows both games at once, and a disguise beside them."""

from __future__ import annotations

import click

from ..rules import Rules
from ..session.new_game import NewGame
from ..session.players import Level
from ..views.dresses.dress import Dress, dress_for
from ..views.squares.fit import grid_misfit
from ..words.commands import gui as words_gui
from .games import game_from, words_from
from .options import (
    computer_player,
    first_option,
    given,
    level_option,
    opponent_option,
    rules_options,
    seats_from,
    seed_option,
)
from .players import ended

GAMES = ("fifteen", "jam", "words", "product")


@click.command(short_help=words_gui.GUI_SHORT_HELP, help=words_gui.GUI_HELP)
@click.option(
    "--game",
    type=click.Choice(GAMES),
    default="fifteen",
    show_default=True,
    help=words_gui.GAME_HELP,
)
@click.option("--words", "word_list", metavar="W1,...,W9", help=words_gui.WORDS_HELP)
@click.option("--sets", "sets_file", metavar="FILE", help=words_gui.SETS_HELP)
@first_option
@opponent_option
@level_option
@seed_option
@rules_options
@click.pass_context
def gui(
    ctx: click.Context,
    game: str,
    word_list: str | None,
    sets_file: str | None,
    first: str,
    opponent: str,
    level: Level,
    seed: int | None,
    rules: Rules,
) -> None:
    """``luoshu gui`` (its help is ``GUI_HELP``)."""
    x, o = seats_from(first, opponent)
    rules, dress = _dress(ctx, game, word_list, sets_file, rules)
    try:
        import tkinter
    except ImportError:
        raise click.ClickException(words_gui.no_tkinter()) from None
    try:
        root = tkinter.Tk()
    except tkinter.TclError as error:
        reason = str(error).splitlines()[0] if str(error) else words_gui.no_display()
        raise click.ClickException(words_gui.cannot_open_a_window(reason)) from None
    from ..window import Window

    computer_level, player = computer_player(opponent, level, seed)
    session = NewGame(x, o, computer_level, rules, dress, seed=seed).session(player)
    with ended(player):
        Window(session, root).run()


def _dress(
    ctx: click.Context, game: str, word_list: str | None, sets_file: str | None, rules: Rules
) -> tuple[Rules, Dress]:
    """The rules and the dress the options ask for; a usage error, before any window opens, if the game cannot
    wear it.

    --words alone means the word game; --sets is a game of its own, so it takes no --game.
    """
    game_given = given(ctx, "game")
    if sets_file is not None and (game_given or word_list is not None):
        raise click.UsageError(words_gui.sets_is_the_game())
    if sets_file is not None:
        rules, dress = game_from(ctx, sets_file, rules)
        assert dress is not None  # a --sets file gives a dress
        return rules, dress
    if word_list is not None:
        if game_given and game != "words":
            raise click.UsageError(words_gui.words_not_for(game))
        game = "words"
    if game == "fifteen":
        return rules, dress_for("fifteen", rules)
    misfit = grid_misfit(rules)
    if misfit is not None:
        raise click.UsageError(words_gui.not_tictactoe(game, str(misfit.rules), misfit.summary))
    words = words_from(word_list).items if word_list is not None else None
    try:
        return rules, dress_for(game, rules, words=words)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
