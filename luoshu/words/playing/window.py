"""The window's own words: its title, menus and buttons, the keys in its help, its dialogs (where to save, which
save to open, whether to replace a file or give up a game), and the notices on its status line that answer
what the person just did.

Fixed labels are constants marked for the catalogue (``N_``), translated where the window shows them; the rest
are made when said.

>>> not_a_number("12", 9), opened("game.json", 1)
('12 is not a number 1-9.', 'Opened game.json: 1 pick so far.')
"""

from __future__ import annotations

from ..language import N_, _, ngettext

__all__ = [
    "ALL_FILES",
    "ANOTHER_PERSON",
    "CLOSE",
    "COMPUTER_FIRST",
    "FIRST",
    "GAME",
    "GIVE_UP",
    "GIVE_UP_TITLE",
    "HELP",
    "HINT",
    "HOW_TO_PLAY",
    "KEYS",
    "LEVEL",
    "NEW_GAME",
    "OPEN",
    "OPEN_TITLE",
    "OPPONENT",
    "QUIT",
    "REPLACE_TITLE",
    "SAVE",
    "SAVES",
    "SAVE_TITLE",
    "THE_COMPUTER",
    "UNDO",
    "YOU_FIRST",
    "could_not_move",
    "level_changed",
    "new_game",
    "no_grid",
    "no_hint_now",
    "no_hint_yet",
    "not_a_number",
    "not_opened",
    "not_saved",
    "opened",
    "replace_question",
    "saved",
    "thinking",
    "title",
    "typed",
    "unreadable_file",
]

# The menus and the buttons
GAME = N_("Game")
NEW_GAME = N_("New game")
UNDO = N_("Undo")
HINT = N_("Hint")
SAVE = N_("Save...")
OPEN = N_("Open...")
QUIT = N_("Quit")
FIRST = N_("First")
YOU_FIRST = N_("You move first (X)")
COMPUTER_FIRST = N_("The computer moves first (X)")
LEVEL = N_("Level")
OPPONENT = N_("Opponent")
THE_COMPUTER = N_("The computer")
ANOTHER_PERSON = N_("Another person, at this window")
HELP = N_("Help")
HOW_TO_PLAY = N_("How to play")
CLOSE = N_("Close")

KEYS = (
    ("1-9", N_("pick that number (type 12 for 12 in a bigger game)")),
    ("H", N_("show or hide the hint")),
    ("Ctrl+Z", N_("take back the last move (and the computer's reply)")),
    ("Ctrl+N", N_("a new game")),
    ("Ctrl+S", N_("save the game")),
    ("Ctrl+O", N_("open a saved game")),
    ("Ctrl+Q", N_("quit")),
    ("F1", N_("this help")),
)
"""The keys, each with what it does, for the help window."""

# The dialogs
SAVE_TITLE = N_("Save the game")
OPEN_TITLE = N_("Open a saved game")
SAVES = N_("luoshu saves")
ALL_FILES = N_("All files")
REPLACE_TITLE = N_("Replace the file?")
GIVE_UP_TITLE = N_("Start a new game?")
GIVE_UP = N_("Changing who plays starts a new game, and this one is lost.\n\nStart a new game?")


def title(game: str) -> str:
    """The window's title: the game it shows (its dress's title)."""
    return _("luoshu - {game}").format(game=game)


def replace_question(reason: str) -> str:
    """Whether to replace a file that is not a luoshu save (``reason``: what the file is)."""
    return _("{reason}.\n\nReplace it with this game?").format(reason=reason)


# The notices


def typed(digits: str) -> str:
    """Digits typed so far, waiting for another (12 in a game of 1-16)."""
    return _("Typed {digits}...").format(digits=digits)


def not_a_number(typed: str, numbers: int) -> str:
    return _("{typed} is not a number 1-{numbers}.").format(typed=typed, numbers=numbers)


def thinking(status: str, seconds: int) -> str:
    """The status while the computer thinks (``status``), and how long it has."""
    return _("{status} ({seconds} s)").format(status=status, seconds=seconds)


def could_not_move(error: str) -> str:
    return _("The computer could not move: {error}.").format(error=error)


def no_hint_yet() -> str:
    return _("No hint yet: the computer is still finishing its search.")


def no_hint_now(over: bool) -> str:
    """A hint asked for at the end of the game (``over``), or when it is not the person's turn."""
    if over:
        return _("No hint now: the game is over.")
    return _("No hint now: it is not your turn.")


def new_game(introduction: str) -> str:
    """A new game started with other seats, introduced."""
    return _("New game: {introduction}").format(introduction=introduction)


def level_changed(level: str) -> str:
    """The computer's level changed (``level``: its name in the menu)."""
    return _("The computer plays at level {level} from its next move.").format(level=level)


def not_saved(error: str) -> str:
    return _("Not saved: {error}.").format(error=error)


def saved(path: str) -> str:
    return _("Saved to {path}.").format(path=path)


def unreadable_file(path: str, error: str) -> str:
    """A file read that holds no game this window can show, and why."""
    return _("{path}: {error}").format(path=path, error=error)


def not_opened(reason: str) -> str:
    return _("Not opened: {reason}. The game goes on.").format(reason=reason)


def opened(path: str, picks: int) -> str:
    """A saved game opened, and how far it had gone."""
    return ngettext("Opened {path}: {count} pick so far.", "Opened {path}: {count} picks so far.", picks).format(
        path=path, count=f"{picks:,}"
    )


def no_grid() -> str:
    """The grid's cells asked of a game that has no grid."""
    return _("this game has no Luo Shu grid")
