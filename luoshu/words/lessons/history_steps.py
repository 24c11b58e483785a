"""A finished game's value history stepped through pick by pick (``explore replay --step``, the page's Value
history): each pick with the value of the position for X after it, under perfect play, and the controls' labels.

>>> pick_line(2, 5, "O", "picks", "1", "mistake"), value_line("a win in 7")
('Pick 2 of 5: O picks 1 (mistake).', 'The value for X now: a win in 7.')
"""

from __future__ import annotations

from ..language import N_, _

__all__ = [
    "BACK",
    "FORWARD",
    "SLIDER",
    "heading",
    "keys",
    "not_over",
    "pick_line",
    "too_big",
    "value_line",
]

BACK = N_("Previous pick")
"""The button that steps back one pick."""
FORWARD = N_("Next pick")
"""The button that steps on one pick."""
SLIDER = N_("Pick of the game")
"""What a screen reader says of the slider over the picks."""


def heading(count: int) -> str:
    """The line over the step-through of a game of ``count`` picks."""
    return _(
        "The game's value history, pick by pick: after each of its {count} picks, the position and its value for "
        "X under perfect play."
    ).format(count=count)


def pick_line(ply: int, count: int, player: str, verb: str, item: str, note: str | None) -> str:
    """One pick of ``count``: who picked what (``verb``: picks, or the game's own word), and what was wrong with
    it (``note``: mistake, a slower win, a faster loss; None for a best pick)."""
    if note is None:
        return _("Pick {ply} of {count}: {player} {verb} {item}.").format(
            ply=ply, count=count, player=player, verb=_(verb), item=item
        )
    return _("Pick {ply} of {count}: {player} {verb} {item} ({note}).").format(
        ply=ply, count=count, player=player, verb=_(verb), item=item, note=note
    )


def value_line(value: str) -> str:
    """The position's value for X after a pick, under perfect play (a verdict with its article)."""
    return _("The value for X now: {value}.").format(value=value)


def keys() -> str:
    """How to step in a terminal."""
    return _("n, Space or Enter: the next pick; p or b: the previous pick; q: stop.")


def not_over() -> str:
    """A step-through asked for while the game goes on: it would tell the players the value of their position."""
    return _("the value history steps through a finished game: it opens when this one is over")


def too_big(game: str, budget: int) -> str:
    """A game too big to judge every pick of within ``budget`` positions."""
    return _("{game} is too big to judge every pick within {budget:,} positions").format(game=game, budget=budget)
