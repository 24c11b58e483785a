"""What ``luoshu explore targets`` says: every target, the game it gives, and who wins it.

>>> heading(3, 9, False)
'Pick 3 of 1-9 (the first to make the target wins):'
>>> for_the_first_player("win", 7), for_the_first_player("draw", 9), for_the_first_player(None, 0)
('wins in 7', 'draw', 'not solved within the budget')
"""

from __future__ import annotations

from ...language import _


def no_game(reason: str) -> str:
    """Rules that make no game, and why."""
    return _("these rules make no game: {reason}").format(reason=reason)


def solving() -> str:
    """The progress line's label while one target's game is solved."""
    return _("solving")


def every_target() -> str:
    """The progress line's label while the targets are gone through."""
    return _("every target")


def targets_unit() -> str:
    """What the progress line over the targets counts."""
    return _("targets")


def not_solved(budget: int) -> str:
    """Why a target's game has no verdict: its search ran past the ``budget``."""
    return _("not solved within the budget of {budget:,} positions").format(budget=budget)


def heading(count: int, numbers: int, misere: bool) -> str:
    """The game every target is asked of: pick ``count`` of 1-``numbers``, normal or misère."""
    if misere:
        return _("Pick {count} of 1-{numbers} (misère, the first to make the target loses):").format(
            count=count, numbers=numbers
        )
    return _("Pick {count} of 1-{numbers} (the first to make the target wins):").format(count=count, numbers=numbers)


def table_heading() -> list[str]:
    """The table's column headings (the caller lines them up over the columns, in display columns)."""
    return [_("target"), _("sets"), _("tic-tac-toe"), _("first player"), _("best first picks")]


def yes() -> str:
    """A target whose game is tic-tac-toe in disguise."""
    return _("yes")


def no() -> str:
    """A target whose game is not tic-tac-toe."""
    return _("no")


def any_pick() -> str:
    """Every first pick is a best one."""
    return _("any")


def for_the_first_player(outcome: str | None, plies: int) -> str:
    """The first player's verdict in the table's words: ``outcome`` (win, loss, draw, or None when not solved)
    in ``plies`` plies."""
    if outcome is None:
        return _("not solved within the budget")
    if outcome == "draw":
        return _("draw")
    if outcome == "win":
        return _("wins in {plies}").format(plies=plies)
    return _("loses in {plies}").format(plies=plies)


def in_disguise(targets: str) -> str:
    """The ``targets`` (listed) whose games are tic-tac-toe in disguise."""
    return _("Tic-tac-toe in disguise: target {targets}.").format(targets=targets)
