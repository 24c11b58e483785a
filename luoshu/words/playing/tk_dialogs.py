"""Tk's own words in the dialogs the window opens: the buttons of a question (Yes, No, OK), and the labels,
buttons and warnings of Tk's file dialog (where to save, which save to open).

Tk asks its message catalogue (Tcl's msgcat) for each by its English, the msgid below, with ``&`` before the
letter a key reaches it by and ``%1$s`` where it puts a path. The window gives Tk these in the language it
speaks, so that a dialog speaks it too, whatever language the environment gave Tk.

>>> "&Yes" in TK_MESSAGES
True
"""

from __future__ import annotations

from ..language import N_

__all__ = ["TK_MESSAGES"]

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
two spaces of the file that does not exist are Tk's)."""
