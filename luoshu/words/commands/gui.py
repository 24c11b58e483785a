"""What ``luoshu gui`` says: its help, and why a window does not open or a game cannot be shown in it.

>>> not_tictactoe("jam", "Pick 4 of 1-16", "it has 10 sets")
'--game jam plays only games that are tic-tac-toe, and Pick 4 of 1-16 is not: it has 10 sets.'
"""

from __future__ import annotations

from ..language import N_, _

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


def no_tkinter() -> str:
    return _("luoshu gui needs tkinter, which this Python does not have")


def no_display() -> str:
    """Why no window opens, when Tk does not say."""
    return _("no display")


def cannot_open_a_window(reason: str) -> str:
    return _("cannot open a window: {reason}").format(reason=reason)


def sets_is_the_game() -> str:
    return _("--sets FILE is the game: drop --game and --words.")


def words_not_for(game: str) -> str:
    """--words given with another --game."""
    return _("--words is for the word game, not --game {game}.").format(game=game)


def not_tictactoe(game: str, rules: str, summary: str) -> str:
    """A disguise asked for a game (``rules``, as its name) that is not tic-tac-toe, and why not."""
    return _("--game {game} plays only games that are tic-tac-toe, and {rules} is not: {summary}.").format(
        game=game, rules=rules, summary=summary
    )
