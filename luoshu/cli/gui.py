"""``luoshu gui``: the window that shows both games at once, and a disguise beside them."""

from __future__ import annotations

import click

from ..rules import Rules
from ..session.new_game import NewGame
from ..session.players import Level
from ..views.dresses.dress import Dress, dress_for
from ..views.squares.fit import grid_misfit
from ..words.language import N_, _
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

GUI_SHORT_HELP = N_("Play in a window: the grid, the tiles and a disguise in step.")
GUI_HELP = N_(
    """Open a window: the Luo Shu grid and the tiles 1-9 side by side.

    Click a free cell or a free number (or press 1-9) to pick it; both views move together. With --game jam,
    --game words (--words W1,...,W9), --game product or --sets FILE the disguise is shown beside them, all
    three in step, and at the end it comes off: each item is a number. The menus and buttons start a new
    game, take a move back, show a hint (every free move's verdict), save and open games, and choose who
    opens, how well the computer plays and whether it plays at all. F1 tells how to play. A game that is not
    tic-tac-toe (other rules) is shown as numbers alone, and a --sets game that is not as its items beside
    the numbers that stand for them.
    """
)
GAME_HELP = N_(
    "The game beside the grid and the tiles: the numbers alone, Jam's roads, the word game's words, or the "
    "product game's numbers."
)
WORDS_HELP = N_("The word game with nine words of your own, separated by commas.")
SETS_HELP = N_(
    'Any game given as sets: a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" if you '
    "like), of 3 to 25 items. A game that is tic-tac-toe is shown on the grid too."
)


GAMES = ("fifteen", "jam", "words", "product")


@click.command(short_help=GUI_SHORT_HELP, help=GUI_HELP)
@click.option(
    "--game",
    type=click.Choice(GAMES),
    default="fifteen",
    show_default=True,
    help=GAME_HELP,
)
@click.option("--words", "word_list", metavar="W1,...,W9", help=WORDS_HELP)
@click.option("--sets", "sets_file", metavar="FILE", help=SETS_HELP)
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
        raise click.ClickException(_("luoshu gui needs tkinter, which this Python does not have")) from None
    try:
        root = tkinter.Tk()
    except tkinter.TclError as error:
        reason = str(error).splitlines()[0] if str(error) else _("no display")
        raise click.ClickException(_("cannot open a window: {reason}").format(reason=reason)) from None
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
        raise click.UsageError(_("--sets FILE is the game: drop --game and --words."))
    if sets_file is not None:
        rules, dress = game_from(ctx, sets_file, rules)
        assert dress is not None  # a --sets file gives a dress
        return rules, dress
    if word_list is not None:
        if game_given and game != "words":
            raise click.UsageError(_("--words is for the word game, not --game {game}.").format(game=game))
        game = "words"
    if game == "fifteen":
        return rules, dress_for("fifteen", rules)
    misfit = grid_misfit(rules)
    if misfit is not None:
        raise click.UsageError(
            _("--game {game} plays only games that are tic-tac-toe, and {rules} is not: {summary}.").format(
                game=game, rules=str(misfit.rules), summary=misfit.summary
            )
        )
    words = words_from(word_list).items if word_list is not None else None
    try:
        return rules, dress_for(game, rules, words=words)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
