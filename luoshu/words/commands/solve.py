"""What ``luoshu solve`` says: its help, the analysis of a position for people, and its refusals.

>>> to_move_with_perfect_play("X", "draw")
'X to move: draw with perfect play.'
>>> best("5, 7")
'Best: 5, 7'
"""

from __future__ import annotations

from ..language import N_, _

SOLVE_SHORT_HELP = N_("Every free pick's verdict under perfect play, for a position.")
SOLVE_HELP = N_(
    """Analyse a position given as its picks in order (none: the empty board).

    Prints the verdict for the player to move, the best moves and every free move's verdict.
    With MOVES given as -, reads one position per line from standard input (picks separated by
    spaces or commas; an empty line is the empty board) and answers each: with --json as JSON Lines.
    With --sets FILE, the game is the file's, and the moves are its items (each one word on the
    command line; separated by commas on a line of input where the names have spaces).
    With --svg FILE, also draws the position in FILE, each free move with its verdict (--svg - prints
    the picture alone, so it takes no --json). A big game (--order 5) is searched within --budget
    positions; past it the answer is "not solved within the budget".
    """
)
JSON_HELP = N_("Print JSON (always in numbers, and a game's items beside them).")


def analysing() -> str:
    """What a long analysis is doing, said while it runs."""
    return _("analysing every pick")


def titled(title: str) -> str:
    """The first line of an analysis: the game's title, or a dress's."""
    return _("{title}:").format(title=title)


def to_move_with_perfect_play(to_move: str, verdict: str) -> str:
    """The verdict for the player to move."""
    return _("{to_move} to move: {verdict} with perfect play.").format(to_move=to_move, verdict=verdict)


def to_move_unsolved(to_move: str, reason: str) -> str:
    """The player to move, and why there is no verdict (a search that ran out of its budget)."""
    return _("{to_move} to move: {reason}.").format(to_move=to_move, reason=reason)


def best(moves: str) -> str:
    """The best moves, named and separated by commas."""
    return _("Best: {moves}").format(moves=moves)


def line_header(number: int) -> str:
    """The line of standard input an answer is for."""
    return _("line {number}:").format(number=number)


def line_refused(number: int, reason: str) -> str:
    """A line of standard input that could not be read, and why."""
    return _("line {number}: {reason}").format(number=number, reason=reason)


def dash_alone() -> str:
    return _("- reads positions from standard input, one per line: give it alone")


def svg_draws_one() -> str:
    return _("--svg draws one position: give its picks, not - for many")
