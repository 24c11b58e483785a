"""The questions the window asks in dialogs of their own: where to save, which save to open, and whether to
replace a file that is not a luoshu save (no is the default); and Tk's own words in those dialogs (their
buttons, the file dialog's labels), in the window's language (``speak_to_tk``), whatever language the environment
gave Tk.

>>> "&Yes" in TK_MESSAGES
True
"""

from __future__ import annotations

import tkinter as tk
from tkinter import filedialog, messagebox

from ..words.language import N_, _

__all__ = ["TK_MESSAGES", "ask_to_replace", "ask_where_to_save", "ask_which_to_open", "speak_to_tk"]

TK_MESSAGES = (
    # Translators: the buttons of a question; "&" marks the key letter (a translation may leave it out).
    N_("&Yes"),
    N_("&No"),
    N_("&OK"),
    N_("OK"),
    N_("&Cancel"),
    N_("Cancel"),
    # Translators: Tk's file dialog: its buttons, the lines it labels, the choice of showing hidden files.
    N_("&Open"),
    N_("Open"),
    N_("&Save"),
    N_("Save As"),
    N_("&Directory:"),
    N_("File &name:"),
    N_("File &names:"),
    N_("Files of &type:"),
    N_("&Selection:"),
    N_("Show &Hidden Files and Directories"),
    N_("Show &Hidden Directories"),
    # Translators: Tk's file dialog warns; keep %1$s, where Tk puts the path.
    N_('File "%1$s" already exists.\nDo you want to overwrite it?'),
    N_('File "%1$s"  does not exist.'),
    N_('Directory "%1$s" does not exist.'),
    N_('Invalid file name "%1$s".'),
    N_('Cannot change to the directory "%1$s".\nPermission denied.'),
)
"""Every message of Tk's that the window's dialogs may show, as Tk's catalogue names it (its own spelling: the
two spaces of the file that does not exist are Tk's). Tk asks its catalogue (Tcl's msgcat) for each by its English,
the msgid, with ``&`` before the letter a key reaches it by and ``%1$s`` where it puts a path."""


def speak_to_tk(root: tk.Misc, language: str) -> None:
    """Make Tk's dialogs speak ``language``: Tk read its own from the environment when it started (and has no
    Traditional Chinese), so its catalogue (msgcat) is set to the window's language and given our words for
    Tk's messages, which its dialogs then ask for."""
    locale = language.lower()  # msgcat's way of naming it: zh_tw
    root.tk.call("::msgcat::mclocale", locale)
    if language == "en":
        return  # Tk's own English
    for message in TK_MESSAGES:
        # Set in Tk's namespace, where its dialogs look (each from a namespace inside it).
        root.tk.call("namespace", "eval", "::tk", ["::msgcat::mcset", locale, message, _(message)])


def save_types() -> list[tuple[str, str]]:
    """The kinds of file a dialog offers: luoshu's saves, or any."""
    return [(_("luoshu saves"), "*.json"), (_("All files"), "*")]


def ask_where_to_save(root: tk.Tk) -> str:
    """A path to save to, or "" if the person gave none."""
    # Our own question comes when a file is not a luoshu save; the player's own save is simply replaced.
    path = filedialog.asksaveasfilename(
        parent=root,
        title=_("Save the game"),
        defaultextension=".json",
        filetypes=save_types(),
        confirmoverwrite=False,
    )
    return path if isinstance(path, str) else ""  # Tk gives an empty tuple for a dialog cancelled


def ask_to_replace(root: tk.Tk, reason: str) -> bool:
    """Whether to replace a file that is not a luoshu save."""
    return messagebox.askyesno(
        _("Replace the file?"),
        _("{reason}.\n\nReplace it with this game?").format(reason=reason),
        icon="warning",
        default="no",
        parent=root,
    )


def ask_which_to_open(root: tk.Tk) -> str:
    """A save to open, or "" if the person gave none."""
    path = filedialog.askopenfilename(parent=root, title=_("Open a saved game"), filetypes=save_types())
    return path if isinstance(path, str) else ""  # Tk gives an empty tuple for a dialog cancelled
