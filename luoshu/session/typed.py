"""Typed lines: the terminal hands each line the player types to the session and prints what comes back.

Glossary:
    command   a word the player types instead of a move: hint, why, undo, save FILE, help, quit.
    reply     what the session says back, and whether to ask a yes-or-no question first (``Reply``).

A line is a move in the game's dress or a command; nothing a person can type raises. Files are the face's: ``save
FILE`` asks the ``save`` the face hands over (``luoshu.files.save_game``) to write one.

>>> from luoshu.session import Session
>>> enter(Session(), "5 5").text
'One move at a time: type a number 1-9.'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..views.dresses.games import folded
from ..views.fullwidth import narrowed
from ..views.notation import RecordError
from ..views.quoting import shell_quoted, visible_path
from ..views.widths import width
from ..views.wrapping import TERMINAL, fill, fitted
from ..words.language import _
from ..words.terms import named_in_a_row
from .game import MoveRefused, Session
from .text import hint_text, why

__all__ = [
    "ALIASES",
    "COMMANDS",
    "Reply",
    "Saver",
    "asks_to_quit",
    "commands_help",
    "enter",
    "save_command",
    "save_over",
]

Saver = Callable[[Session, str, Callable[[str], bool]], object]
"""How a face writes a session's save to a path: ``save(session, path, replace)``, asking ``replace(reason)``
before it replaces a file that is not this game's own save; an OSError with the reason in one line if it cannot."""

ALIASES = {
    "?": "help",
    "h": "help",
    "q": "quit",
    "exit": "quit",
    "u": "undo",
    # The commands in Chinese, Simplified and Traditional (docs/glossary.md), as the Chinese help lists them.
    "提示": "hint",
    "为什么": "why",
    "為什麼": "why",
    "悔棋": "undo",
    "保存": "save",
    "儲存": "save",
    "帮助": "help",
    "幫助": "help",
    "說明": "help",
    "退出": "quit",
    "離開": "quit",
}
COMMANDS = ("hint", "undo", "save", "help", "quit", "why")
AFTER_A_GAME = {"p": "play", "再来一局": "play", "再來一局": "play", "再玩一局": "play"}
"""What else a line typed after a game may say: play again, in English or Chinese (docs/glossary.md)."""


def command_named(word: str) -> str:
    """The command a word typed names, in any of the ways it may be typed (``h``, ``退出``, full-width letters);
    any other word as it was typed, lowered.

    >>> command_named("退出"), command_named("Ｑ"), command_named("再来一局"), command_named("5")
    ('quit', 'quit', 'play', '5')
    """
    plain = narrowed(word).strip().lower()
    return AFTER_A_GAME.get(plain) or ALIASES.get(plain, plain)


def asks_to_quit(session: Session, line: str) -> bool:
    """Whether a typed line says quit, in any of the ways a game takes it (``q``, ``exit``, ``退出``, ``離開``,
    full-width letters), and is not the name of one of the game's items (an item named "q" is claimed).

    >>> asks_to_quit(Session(), " 退出 "), asks_to_quit(Session(), "Ｑ"), asks_to_quit(Session(), "5")
    (True, True, False)
    """
    return command_named(line) == "quit" and not _names_an_item(session, line)


@dataclass(frozen=True)
class Reply:
    """What the session says back to a typed line.

    ``confirm`` is a yes-or-no question to put to the player; if they say yes, ``save_over(path)``.
    """

    text: str = ""
    quit: bool = False
    confirm: str | None = None
    path: str | None = None


def enter(session: Session, line: str, save: Saver | None = None) -> Reply:
    """Do what a typed line asks: a move or a command (``save FILE`` with the face's ``save``). Never raises for
    what a person can type. An input method's full-width letters and digits, and Chinese commas, read as what
    they stand for (the path of ``save`` excepted, which is the player's own).

    >>> enter(Session(), "５").text, enter(Session(), "提示").text.splitlines()[-1]
    ('', 'Every move is as good as any other.')
    """
    typed = line
    line = narrowed(line)
    words = line.split()
    if not words:
        return Reply(_("Type {what}, or help for the commands.").format(what=session.what_to_type()))
    command = words[0].lower()
    if command in ALIASES and not _names_an_item(session, line):  # an item named "h" is claimed, not help
        command = ALIASES[command]
    if command == "save":
        return save_command(session, _path_typed(typed.strip()[len(words[0]) :].strip()), save)
    if command == "why":
        if len(words) > 2 and not session.dress.spaced:
            return Reply(_("why takes one move."))
        return Reply(fitted(why(session, " ".join(words[1:]) or None), whole=session.dress.names))  # 80 columns
    if command in COMMANDS:
        if len(words) > 1:
            return Reply(_("{command} takes nothing after it.").format(command=command))
        if command == "hint":
            return Reply(hint_text(session))
        if command == "undo":
            taken = session.undo()
            if not taken:
                return Reply(_("Nothing to undo yet."))
            return Reply(_("Took back {names}.").format(names=named_in_a_row(session.name(n) for n in taken)))
        if command == "help":
            return Reply(commands_help(session))
        return Reply(_("Game over: you quit."), quit=True)
    if len(words) > 1 and not session.dress.spaced:
        return Reply(_("One move at a time: type {what}.").format(what=session.what_to_type()))
    token = " ".join(words)
    try:
        session.pick(session.dress.number(token, session.position.free))
    except RecordError as error:
        return Reply(_why_unreadable(session, token, str(error)))
    except MoveRefused as error:
        return Reply(str(error))
    return Reply()


def commands_help(session: Session) -> str:
    """The commands a typed line may give, in the words of the game's dress and seats: a move (as the dress types
    it), then each command, ``why`` with an example of a move.

    >>> print(commands_help(Session()).splitlines()[-5])
      why N       what picking N now would do
    """
    verb, doing, example = session.dress.said("base"), session.dress.said("doing"), session.dress.example
    if session.against_computer:
        undo = _("take back your last move (and the computer's reply)")
    else:
        undo = _("take back the last move")
    listed = _(
        "Type {what} to {verb} it, or a command:\n"
        "  hint        every free move with its verdict under perfect play, and what it costs\n"
        "  why         why the last move was good or bad, and the line that follows it\n"
        "  why {padded} what {doing} {example} now would do\n"
        "  undo, u     {undo}\n"
        "  save FILE   save the game as JSON, to go on later with --load FILE\n"
        "  help, h, ?  this list\n"
        "  quit, q     stop playing"
    ).format(
        what=session.what_to_type(),
        verb=_(verb),
        padded=f"{example:<7}",
        doing=_(doing),
        example=example,
        undo=undo,
    )
    return "\n".join(_in_80_columns(line) for line in listed.splitlines())


def _in_80_columns(line: str) -> str:
    """A line of the commands' list in 80 columns: a long description goes on under itself, past the command.

    >>> print(_in_80_columns("  hint        " + "every free move " * 6))
      hint        every free move every free move every free move every free move
                  every free move every free move
    """
    if width(line) <= TERMINAL:
        return line
    row = re.match(r"(\s+\S+(?: \S+)*\s{2,})(\S.*)", line)
    if row is None:
        return fill(line, TERMINAL)
    command = row.group(1)
    return fill(row.group(2), TERMINAL, initial_indent=command, subsequent_indent=" " * width(command))


def save_command(session: Session, path: str, save: Saver | None, replace: bool = False) -> Reply:
    """Save to ``path`` with the face's ``save``. A file that is not a luoshu save is replaced only with ``replace``;
    without it the reply asks the question (the terminal puts it to the player, and on yes saves again with
    ``replace``)."""
    if not path:
        return Reply(_("Say where to save: save FILE"))
    if save is None:
        return Reply(_("Could not save: this face writes no files. The game goes on."))
    asked: list[str] = []  # why the file is not simply replaced, if the saver had to ask

    def ask(reason: str) -> bool:
        asked.append(reason)
        return replace

    try:
        save(session, path, ask)
    except OSError as error:  # the face's reason, in one line
        if asked and not replace:
            return Reply(
                _("{reason}.").format(reason=str(error)),
                confirm=_("{reason}. Replace it?").format(reason=asked[0]),
                path=path,
            )
        return Reply(_("Could not save: {error}. The game goes on.").format(error=str(error)))
    mode = f"{session.dress.name} " if session.dress.name in ("fifteen", "grid", "jam") else ""
    saved = _("Saved to {path}. Resume with: luoshu play {mode}--load {quoted}").format(
        path=visible_path(path), mode=mode, quoted=shell_quoted(path)
    )
    note = session.save_note()
    return Reply(saved if note is None else f"{saved}\n{note}")


def _path_typed(text: str) -> str:
    """The path typed after save: as it is, or unquoted as a shell would if it is quoted ('my game.json', as the
    resume line writes it); a quote that does not close is left as typed.

    >>> _path_typed("my game.json"), _path_typed("'my game.json'"), _path_typed('""')
    ('my game.json', 'my game.json', '')
    """
    if text[:1] not in ("'", '"'):
        return text
    import shlex

    try:
        words = shlex.split(text)
    except ValueError:
        return text
    return words[0] if len(words) == 1 else "" if not words else text


def save_over(session: Session, path: str, save: Saver) -> Reply:
    """Save with the face's ``save`` after the player said yes to replacing a file that is not a luoshu save."""
    return save_command(session, path, save, replace=True)


def _names_an_item(session: Session, line: str) -> bool:
    """Whether the line is exactly the name of one of the game's items (case and spaces aside)."""
    typed = folded(line)
    return session.dress.noun != "number" and any(folded(n) == typed for n in session.dress.names)


def _why_unreadable(session: Session, token: str, reason: str) -> str:
    """A typed move that is no move, and why: a number typed in the grid game, whose moves are cells; a word typed in
    a game of numbers, no command either.

    >>> _why_unreadable(Session(dress="grid"), "10", "'10' is not a cell")
    "'10' is not a cell: this is the grid game, name a cell such as B2."
    """
    if session.dress.noun == "cell" and token.isascii() and token.isdigit():
        return _("{reason}: this is the grid game, name a cell such as B2.").format(reason=reason)
    if token.isalpha() and session.dress.noun == "number":
        return _("{reason} or a command (type help).").format(reason=reason)
    return _("{reason}.").format(reason=reason)
