"""Who plays a side: a person or the computer. (The computer's levels are the solver's: ``luoshu.solver.LEVELS``.)

>>> SEATS
('human', 'computer')
>>> seats(first="computer", opponent="computer")
('computer', 'human')
"""

from __future__ import annotations

from typing import Literal, get_args

__all__ = ["SEATS", "Seat", "check_seats", "seats"]

Seat = Literal["human", "computer"]
SEATS: tuple[Seat, ...] = get_args(Seat)


def check_seats(x: str, o: str) -> tuple[Seat, Seat]:
    """The seats of X and O, checked: each is a seat, and someone has to play. ValueError with the reason.

    >>> check_seats("robot", "human")
    Traceback (most recent call last):
    ...
    ValueError: 'robot' is not a seat: human or computer
    """
    _known(x, o)
    if x == o == "computer":
        raise ValueError("both sides are the computer: someone has to play")
    return ("human" if x == "human" else "computer"), ("human" if o == "human" else "computer")


def seats(first: str, opponent: str) -> tuple[Seat, Seat]:
    """The seats of X and O when ``first`` (a seat) opens and a person plays ``opponent`` (a seat).

    >>> seats("human", "computer"), seats("human", "human")
    (('human', 'computer'), ('human', 'human'))
    >>> seats("computer", "human")
    Traceback (most recent call last):
    ...
    ValueError: the computer cannot open a game it does not play
    """
    _known(first, opponent)
    if first == "computer":
        if opponent != "computer":
            raise ValueError("the computer cannot open a game it does not play")
        return "computer", "human"
    return "human", ("human" if opponent == "human" else "computer")


def _known(*given: str) -> None:
    for seat in given:
        if seat not in SEATS:
            raise ValueError(f"{str(seat)[:20]!r} is not a seat: {' or '.join(SEATS)}")
