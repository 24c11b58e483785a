"""What the side-by-side count of the searches says: its rows (each search and what it adds), its columns and
the lines round it.

>>> row_name("alphabeta-ten")
'alpha-beta, +10/−10 (lesson 1)'
"""

from __future__ import annotations

from ..language import N_, _

ROWS = {
    "minimax-ten": N_("plain minimax, +10/−10 (lessons 1, 2)"),
    "minimax-depth": N_("minimax, {base} − depth (lesson 4)"),
    "alphabeta-ten": N_("alpha-beta, +10/−10 (lesson 1)"),
    "alphabeta-depth": N_("alpha-beta, {base} − depth"),
    "alphabeta-good": N_("alpha-beta, {base} − depth, a good order"),
    "memo": N_("memoised on positions"),
    "symmetry": N_("memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each row of the table by its key: the search and its scores."""

COLUMNS = {
    "search": N_("search"),
    # Translators: a column's head, which goes over two lines where the table is narrow, between words only: at a
    # space, or, in a language that sets none, where the head has a line's end ("访问\n节点数": 访问节点数 on one line).
    "nodes": N_("nodes visited"),
    # Translators: as "nodes visited": "保存\n局面数".
    "kept": N_("positions kept"),
    "seconds": N_("seconds"),
    "chooses": N_("chooses"),
    "score": N_("score"),
    "value": N_("value"),
}
"""The table's columns, by key."""

UNCOUNTED = N_("—")
"""A figure a search does not count (luoshu's engine counts what it keeps, not its visits)."""


def row_name(key: str, base: int = 10) -> str:
    """A row's search, by name (``base``: the depth scores' win at the root, 10 in Pick Fifteen)."""
    return _(ROWS[key]).format(base=base)


def column(key: str) -> str:
    """A column's heading."""
    return _(COLUMNS[key])


def heading(where: str, order: str) -> str:
    """The line over the table."""
    return _("Every search from {where}, picks tried in {order} unless said:").format(where=where, order=order)


def footnote() -> str:
    """The lines under the table: what the figures are."""
    return _(
        "Nodes visited count the root and every finished game the search reached; positions kept are the memo's "
        "entries, finished games included. A search keeps the first best pick and replaces it only with a strictly "
        "better one, so the picks differ where the scores tie: +10/−10 cannot tell a fast win from a slow one."
    )
