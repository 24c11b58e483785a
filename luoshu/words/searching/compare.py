"""What the side-by-side count of the searches says: its rows (each search and what it adds), its columns, the
lines round it, and what it says before a long count and while it goes on (the lessons' programs' rows are
``programs``').

>>> row_name("alphabeta-ten"), duration(75)
('alpha-beta, +10/−10', '1 min 15 s')
"""

from __future__ import annotations

from ..language import N_, _

ROWS = {
    "minimax-ten": N_("plain minimax, +10/−10"),
    "minimax-depth": N_("plain minimax, {base} − depth"),
    "alphabeta-ten": N_("alpha-beta, +10/−10"),
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
        "entries, finished games included; depth counts from the root. A search keeps the first best pick and "
        "replaces it only with a strictly better one, so the picks differ where the scores tie: +10/−10 cannot tell "
        "a fast win from a slow one."
    )


def beyond_budget(fewest: int, budget: int) -> str:
    """A plain minimax known before it starts to need more nodes than its budget."""
    return _("needs {fewest:,} nodes at least, more than the budget of {budget:,}: not searched").format(
        fewest=fewest, budget=budget
    )


def stopped() -> str:
    """A row not searched to its end: the count was stopped (Ctrl-C) before it."""
    return _("stopped before it was searched")


def duration(seconds: float) -> str:
    """A time to wait, in whole seconds, or minutes and seconds."""
    whole = max(1, round(seconds))
    if whole < 60:
        return _("{seconds} s").format(seconds=whole)
    return _("{minutes} min {seconds} s").format(minutes=whole // 60, seconds=whole % 60)


def long_ahead(guessed: int, fewest: int, searches: int, quick: int, seconds: float) -> str:
    """Before a count whose tree is big: its size, what comes first and about how long that takes."""
    return _(
        "The tree from here holds about {guessed} nodes (guessed from random games; {fewest:,} at least). Each of "
        "the {searches} searches goes first to {quick:,} nodes, about {time} here in all; those that need "
        "more are named, with the time they will take, before they go on."
    ).format(guessed=_about(guessed), fewest=fewest, searches=searches, quick=quick, time=duration(seconds))


def going_on(names: list[str], budget: int, seconds: float) -> str:
    """Before the long rows of a count go on: which, how far, how long, and how to stop."""
    from ..terms import clauses

    return _(
        "{count} searches need more than that: {names}. Searching each on to {budget:,} nodes at most takes about "
        "{time} here; Ctrl-C stops and shows the table as it stands."
    ).format(count=len(names), names=clauses(names), budget=budget, time=duration(seconds))


def _about(nodes: int) -> str:
    """A big count to two figures: 3,200,000,000,000; a count too long to read as digits, as a power of ten.

    >>> _about(3_163_209_977_614), _about(3_403_197_131_075_292_481_191_936)
    ('3,200,000,000,000', '3.4 × 10^24')
    """
    if nodes < 10**15:
        digits = len(str(nodes))
        return f"{round(nodes, 2 - digits):,}"
    exponent = len(str(nodes)) - 1
    return f"{nodes / 10**exponent:.1f} \u00d7 10^{exponent}"
