"""What ``luoshu explore replay`` says: a game ply by ply, its value history, its first mistake and the
refutation, or why it could not be judged.

The verdicts with their articles, the notes on a pick and the steps of the refutation are the teaching's;
these are the sentences around them.

>>> ply_line(3, "X", picks(), "4", "a win in 5", "a draw")
'Ply 3, X picks 4: a win in 5 before, a draw after.'
>>> sets_made(["4 + 5 + 6", "2 + 5 + 8"])
'4 + 5 + 6 and 2 + 5 + 8'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...language import N_, _

STEP_HELP = N_(
    "Step through the game's value history pick by pick: after each pick, the position and its value for X "
    "under perfect play (on a terminal: n or Space the next pick, p the previous, q stop; else every pick)."
)


def from_with_sets() -> str:
    """--from given with --sets, whose moves are items, not numbers."""
    return _("--from says how numbers are written, and the moves of a --sets game are its items")


def judging() -> str:
    """The progress line's label while every pick is judged."""
    return _("judging every pick")


def not_judged(game: str, reason: str) -> str:
    """A ``game`` (its picks listed) the solver could not judge within its budget, and why."""
    return _("The game {game} could not be judged: {reason}.").format(game=game, reason=reason)


def game_heading(title: str) -> str:
    """The heading of a game given as sets: its title."""
    return _("{title}:").format(title=title)


def picks() -> str:
    """What a player does to a number, where the game names it no other way."""
    return _("picks")


def picked() -> str:
    """What a player did to a number, where the game names it no other way."""
    return _("picked")


def number_noun() -> str:
    """What one of the numbers is called, where the game names them no other way."""
    return _("number")


def ply_line(ply: int, player: str, verb: str, item: str, was: str, now: str) -> str:
    """One ply: who picked what (``verb``: picks, or the game's own word), and the mover's verdict before and
    after (``was``, ``now``, each with its article)."""
    return _("Ply {ply}, {player} {verb} {item}: {was} before, {now} after.").format(
        ply=ply, player=player, verb=_(verb), item=item, was=was, now=now
    )


def mistake_mark() -> str:
    """The mark of a pick that made the mover's outcome worse."""
    return _("<- mistake")


def sets_made(sets: Sequence[str]) -> str:
    """The winning sets the game ended with, said one after another."""
    said = sets[0]
    for another in sets[1:]:
        said = _("{sets} and {another}").format(sets=said, another=another)
    return said


def to_move(player: str) -> str:
    """A game that is not over: who is to move."""
    return _("{player} to move.").format(player=player)


def value_history() -> str:
    """The heading of the value history."""
    return _("The value history: the mover's verdict before and after each pick.")


def pick_heading() -> str:
    """The heading of the picks' column, where the game names its numbers no other way."""
    return _("pick")


def after_heading() -> str:
    """The heading of the column of the verdicts after each pick."""
    return _("after")


def history_heading(heading: str) -> list[str]:
    """The value history's column headings, the picks' called ``heading`` (the caller lines them up over the
    columns, in display columns); the players' column has none."""
    return [_("ply"), "", heading, _("before"), after_heading()]


def first_mistake(ply: int, player: str, did: str, item: str, was: str, now: str, best: str) -> str:
    """The first mistake: who made it (``did``: picked, or the game's own word), what it turned the verdict from
    and into (``was``, ``now``), and the ``best`` picks instead."""
    return _("First mistake: ply {ply}, {player} {did} {item}, turning {was} into {now}. Best: {best}.").format(
        ply=ply, player=player, did=_(did), item=item, was=was, now=now, best=best
    )


def the_refutation() -> str:
    """The heading of the line that refutes the first mistake."""
    return _("The refutation:")


def no_mistakes() -> str:
    """A game in which no pick made the mover's outcome worse."""
    return _("No mistakes: no pick made the mover's outcome worse.")
