"""Whole games of Pick Fifteen and their value for X after each pick, by the oracle's minimax (``tests/oracle.py``):
what the value history says, checked in the terminal, on the page's server and in the replay."""

from __future__ import annotations

import oracle

FIFTEEN = oracle.Game(9, 3, 15)
GAMES = [[5, 1, 4, 6, 3, 7, 8], [2, 1, 6, 3, 7], [5, 2, 8, 4, 6, 3, 7, 1, 9], [1, 5, 9, 3, 7, 4, 6, 8, 2]]
"""Whole games: a mistake punished, a quick win, draws played well and not."""
SAID = {"win": "a win in {plies}", "loss": "a loss in {plies}", "draw": "a draw"}


def x_value(picks: list[int]) -> tuple[str, int]:
    """The position's value for X after ``picks``, by the oracle's minimax: the mover's verdict, as X sees it."""
    x, o = frozenset(picks[0::2]), frozenset(picks[1::2])
    outcome, plies = FIFTEEN.verdict(x, o)
    x_to_move = len(x) == len(o)
    return (outcome if x_to_move else oracle.FLIPPED[outcome]), plies


def finished(picks: list[int]) -> list[int]:
    """The game up to its end (a pick after a completed set is never played)."""
    for length in range(1, len(picks) + 1):
        if FIFTEEN.finished(frozenset(picks[:length][0::2]), frozenset(picks[:length][1::2])) is not None:
            return picks[:length]
    return picks
