"""The questions the window asks in dialogs of their own: where to save, which save to open, and whether to
replace a file that is not a luoshu save (no is the default); and Tk's own words in those dialogs (their
buttons, the file dialog's labels), in the window's language (``speak_to_tk``)."""

from __future__ import annotations

import tkinter as tk
from tkinter import filedialog, messagebox

from ..words.language import _
from ..words.playing import tk_dialogs
from ..words.playing import window as said

__all__ = ["ask_to_replace", "ask_where_to_save", "ask_which_to_open", "speak_to_tk"]


def speak_to_tk(root: tk.Misc, language: str) -> None:
    """Make Tk's dialogs speak ``language``: Tk read its own from the environment when it started (and has no
    Traditional Chinese), so its catalogue (msgcat) is set to the window's language and given our words for
    Tk's messages, which its dialogs then ask for."""
    locale = language.lower()  # msgcat's way of naming it: zh_tw
    root.tk.call("::msgcat::mclocale", locale)
    if language == "en":
        return  # Tk's own English
    for message in tk_dialogs.TK_MESSAGES:
        # Set in Tk's namespace, where its dialogs look (each from a namespace inside it).
        root.tk.call("namespace", "eval", "::tk", ["::msgcat::mcset", locale, message, _(message)])


def save_types() -> list[tuple[str, str]]:
    """The kinds of file a dialog offers: luoshu's saves, or any."""
    return [(_(said.SAVES), "*.json"), (_(said.ALL_FILES), "*")]


def ask_where_to_save(root: tk.Tk) -> str:
    """A path to save to, or "" if the person gave none."""
    # Our own question comes when a file is not a luoshu save; the player's own save is simply replaced.
    path = filedialog.asksaveasfilename(
        parent=root,
        title=_(said.SAVE_TITLE),
        defaultextension=".json",
        filetypes=save_types(),
        confirmoverwrite=False,
    )
    return path if isinstance(path, str) else ""  # Tk gives an empty tuple for a dialog cancelled


def ask_to_replace(root: tk.Tk, reason: str) -> bool:
    """Whether to replace a file that is not a luoshu save."""
    return messagebox.askyesno(
        _(said.REPLACE_TITLE),
        said.replace_question(reason),
        icon="warning",
        default="no",
        parent=root,
    )


def ask_which_to_open(root: tk.Tk) -> str:
    """A save to open, or "" if the person gave none."""
    path = filedialog.askopenfilename(parent=root, title=_(said.OPEN_TITLE), filetypes=save_types())
    return path if isinstance(path, str) else ""  # Tk gives an empty tuple for a dialog cancelled
