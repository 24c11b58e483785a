"""Whole games of Pick Fifteen and their value for X after each pick, by the oracle's minimax (``tests/oracle.py``):
what the value history says, checked in the terminal, on the page's server and in the replay."""

from __future__ import annotations

from typing import Any

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


def played(client: Any, picks: list[int], **asked: Any) -> dict[str, Any]:
    """A game between two people on the server, played to ``picks``."""
    made: dict[str, Any] = client.post("/api/games", json={"opponent": "human", **asked}).json()
    other = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()
    tokens = [made["token"], other["token"]]
    for ply, pick in enumerate(picks):
        moved = client.post(
            f"/api/games/{made['id']}/moves",
            json={"pick": pick, "picks": picks[:ply]},
            headers={"authorization": f"Bearer {tokens[ply % 2]}"},
        )
        assert moved.status_code == 200, moved.text
    return made
