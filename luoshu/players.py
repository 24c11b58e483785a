"""Who plays a side: a person or the computer. (The computer's levels are the solver's: ``luoshu.solver.LEVELS``.)

>>> SEATS
('human', 'computer')
"""

from __future__ import annotations

from typing import Literal, get_args

__all__ = ["SEATS", "Seat"]

Seat = Literal["human", "computer"]
SEATS: tuple[Seat, ...] = get_args(Seat)
