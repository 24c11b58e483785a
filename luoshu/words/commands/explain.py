"""What ``luoshu explain`` says: its help, and what it says of a position it could not explain (a big game's search
that ran out of its budget).

>>> unexplained_pick("X", "picking", "7", "not solved within the budget")
'For X, picking 7: not solved within the budget.'
"""

from __future__ import annotations

from ..language import N_, _

EXPLAIN_SHORT_HELP = N_("Why a pick wins or loses: the verdict and the line that follows.")
EXPLAIN_HELP = N_(
    """Why: the verdict for the player to move after MOVES (none: the empty board), the best picks, and the
    line both sides would play from the best one, ply by ply, in sums and (for Pick Fifteen) on the grid.

    With --pick N: the verdict of picking N, what it costs against the best ("turns a draw into a loss in
    4", "wins in 5 instead of 3"), and the line that follows: the refutation, when the pick makes the outcome
    worse. Each ply lists every threat the mover then has (a set one number short, with that number free),
    marking those the pick made new; a fork is two or more different numbers threatened at once. The line
    stops when the game ends, or when no winning set is open to either player and a draw is certain.

    Misère (--misere): a threat is poison, the number that would complete the mover's own set and so lose;
    a line ends with the set the loser completed; there are no forks.

    With --sets FILE, the game is the file's: MOVES and --pick are its items, and the explanation names them.
    """
)
PICK_HELP = N_("Explain this pick (a number, a cell A1-C3, or a --sets game's item).")
JSON_HELP = N_("Print JSON (always in numbers, and a game's items beside them).")


def explaining() -> str:
    """What a long explanation is doing, said while it runs."""
    return _("explaining")


def picking() -> str:
    """What a player is doing with a number, as ``unexplained_pick`` says it."""
    return _("picking")


def unexplained(to_move: str, reason: str) -> str:
    """A position not explained, and why."""
    return _("{to_move} to move: {reason}.").format(to_move=to_move, reason=reason)


def unexplained_pick(to_move: str, doing: str, pick: str, reason: str) -> str:
    """A pick not explained (``doing``: picking, claiming, ...), and why."""
    return _("For {to_move}, {doing} {pick}: {reason}.").format(
        to_move=to_move, doing=_(doing), pick=pick, reason=reason
    )
