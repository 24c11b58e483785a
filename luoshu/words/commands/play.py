"""What ``luoshu play`` says: the help of the command and of each game, and what it says around a game in the
terminal (a game resumed, after a game, an option that does not fit).

>>> clash_with_load("--first, --level", 2)
'--first, --level cannot be used with --load: the save file says them.'
>>> resumed("game.json", "5, 2")
'Resumed from game.json; picks so far: 5, 2.'
"""

from __future__ import annotations

from ..language import N_, _, ngettext

PLAY_SHORT_HELP = N_("Play Pick Fifteen, or a disguise of it, against the computer.")
PLAY_HELP = N_(
    """Play Pick Fifteen against a computer that never loses, or the same game in another dress.

    Take turns picking numbers 1-9; the first to hold three that sum to 15 wins. It is tic-tac-toe on
    the Luo Shu magic square (luoshu play grid), and it is Jam and the word game in disguise (luoshu play
    jam, luoshu play words, luoshu play product). With no game named, luoshu play plays Pick Fifteen, with the
    options given; luoshu play --sets FILE plays any game given as its items and winning sets, and luoshu
    play --load FILE resumes a saved game as it was saved. During a game type a move, or hint, why,
    undo (u), save FILE, help (h, ?), quit (q).
    """
)
SETS_HELP = N_(
    'Play any game given as sets: a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" '
    "if you like), of 3 to 25 items. A game that is tic-tac-toe comes off as Pick Fifteen at the end."
)
VIEW_HELP = N_(
    "What to show: the numbers, the grid, or both side by side. Default: numbers for fifteen, grid for grid."
)
LOAD_HELP = N_("Resume a game saved with the in-game save command (from either mode).")

FIFTEEN_SHORT_HELP = N_("Pick numbers; three that sum to 15 win (or the rules you choose).")
FIFTEEN_HELP = N_(
    """Pick numbers; three that sum to 15 win (or the rules you choose).

    Type a number to pick it, or hint, why, undo, save FILE, help, quit.
    """
)
GRID_SHORT_HELP = N_("Tic-tac-toe on the Luo Shu grid: three in a row win.")
GRID_HELP = N_(
    """Tic-tac-toe on the Luo Shu grid: three in a row win (with --misere, lose).

    Name a cell to take it: rows A-C from the top, columns 1-3 from the left (B2 is the centre).
    Or type hint, why, undo, save FILE, help, quit.
    """
)
JAM_SHORT_HELP = N_("Jam: claim roads; every road through one town wins.")
JAM_HELP = N_(
    """Jam: eight towns joined by nine roads. Claim roads; the first to hold every road through one town wins.

    Type a road's name (any case; the first letters will do when only one road starts so). At the end
    the disguise comes off: each road is a number, and the roads through a town sum to 15.
    """
)
WORDS_SHORT_HELP = N_("The word game: three words that share a letter win.")
WORDS_HELP = N_(
    """The word game: claim words; the first to hold three words that share a letter wins.

    The words are hot, hear, tied, form, wasp, brim, tank, ship and woes, or nine of your own with
    --words, if they make a game that is tic-tac-toe in disguise. Type a word to claim it.
    """
)
WORD_LIST_HELP = N_("Nine words of your own, separated by commas.")
PRODUCT_SHORT_HELP = N_("The product game: three numbers whose product is 216 win.")
PRODUCT_HELP = N_(
    """The product game: pick from 1, 2, 3, 4, 6, 9, 12, 18 and 36; the first to hold three whose product is
    216 wins.

    Type a number to pick it. At the end the disguise comes off: each number stands for a number of Pick
    Fifteen, and the three whose product is 216 stand for three that sum to 15.
    """
)


def after_game() -> str:
    """What is asked after a game, on a terminal."""
    return _("Play again (p), undo the last move (u) or quit (q)")


def end_of_input() -> str:
    return _("End of input: the game is left unfinished.")


def not_saved() -> str:
    """A file the player chose not to replace."""
    return _("Not saved: the file was left alone.")


def took_back(moves: str) -> str:
    """The moves taken back by an undo after a game (``moves``: their names, separated by spaces)."""
    return _("Took back {moves}.").format(moves=moves)


def nothing_to_undo() -> str:
    return _("Nothing to undo.")


def after_game_choices() -> str:
    """What to type after a game, when what was typed is none of it."""
    return _("Type p, u or q (or why, save FILE, help).")


def type_help() -> str:
    return _("Type help for the commands.")


def no_picks_yet() -> str:
    """The picks of a resumed game that has none."""
    return _("none yet")


def resumed(path: str, picks: str) -> str:
    """A game resumed from its save, with its picks so far."""
    return _("Resumed from {path}; picks so far: {picks}.").format(path=path, picks=picks)


def clash_with_load(options: str, count: int) -> str:
    """Options (``count`` of them, as typed) that a save file already says."""
    return ngettext(
        "{options} cannot be used with --load: the save file says it.",
        "{options} cannot be used with --load: the save file says them.",
        count,
    ).format(options=options)


def view_of_a_disguise(title: str) -> str:
    """--view given for a game in disguise."""
    return _("--view is for a game of numbers: {title} shows its own board, and its numbers only at the end").format(
        title=title
    )


def sets_takes_no_game(sets_file: str) -> str:
    """--sets given with a game's name (``sets_file`` quoted for a shell)."""
    return _("--sets FILE is the game, so it takes no game name: luoshu play --sets {sets_file}").format(
        sets_file=sets_file
    )


def options_after_the_game(game: str, options: str) -> str:
    """Options given before the game's name, as they would be typed after it."""
    return _("put the options after the game: luoshu play {game} {options}").format(game=game, options=options)


def sets_or_load() -> str:
    return _("--sets and --load: give one (a save of a sets game holds its sets)")


def words_with_load() -> str:
    return _("--words cannot be used with --load: the save file holds its words.")
