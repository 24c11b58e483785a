"""The questions the window asks in dialogs of their own: where to save, which save to open, and whether to
replace a file that is not a luoshu save (no is the default)."""

from __future__ import annotations

import tkinter as tk
from tkinter import filedialog, messagebox

from ..words.language import _
from ..words.playing import window as said

__all__ = ["ask_to_replace", "ask_where_to_save", "ask_which_to_open"]


def save_types() -> list[tuple[str, str]]:
    """The kinds of file a dialog offers: luoshu's saves, or any."""
    return [(_(said.SAVES), "*.json"), (_(said.ALL_FILES), "*")]


def ask_where_to_save(root: tk.Tk) -> str:
    """A path to save to, or "" if the person gave none."""
    # Our own question comes when a file is not a luoshu save; the player's own save is simply replaced.
    return filedialog.asksaveasfilename(
        parent=root,
        title=_(said.SAVE_TITLE),
        defaultextension=".json",
        filetypes=save_types(),
        confirmoverwrite=False,
    )


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
    return filedialog.askopenfilename(parent=root, title=_(said.OPEN_TITLE), filetypes=save_types())
