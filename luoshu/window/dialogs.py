"""The questions the window asks in dialogs of their own: where to save, which save to open, and whether to
replace a file that is not a luoshu save (no is the default)."""

from __future__ import annotations

import tkinter as tk
from tkinter import filedialog, messagebox

from .palette import SAVE_TYPES

__all__ = ["ask_to_replace", "ask_where_to_save", "ask_which_to_open"]


def ask_where_to_save(root: tk.Tk) -> str:
    """A path to save to, or "" if the person gave none."""
    # Our own question comes when a file is not a luoshu save; the player's own save is simply replaced.
    return filedialog.asksaveasfilename(
        parent=root,
        title="Save the game",
        defaultextension=".json",
        filetypes=SAVE_TYPES,
        confirmoverwrite=False,
    )


def ask_to_replace(root: tk.Tk, reason: str) -> bool:
    """Whether to replace a file that is not a luoshu save."""
    return messagebox.askyesno(
        "Replace the file?",
        f"{reason}.\n\nReplace it with this game?",
        icon="warning",
        default="no",
        parent=root,
    )


def ask_which_to_open(root: tk.Tk) -> str:
    """A save to open, or "" if the person gave none."""
    return filedialog.askopenfilename(parent=root, title="Open a saved game", filetypes=SAVE_TYPES)
