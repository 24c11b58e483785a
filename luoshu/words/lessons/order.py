"""What the order-n magic-square games say when they cannot be made or searched.

>>> not_searched(5, 25, 20)
'not searched: the order-5 game picks from 1-25, and the solver takes at most 20 numbers'
"""

from __future__ import annotations

from luoshu.words.language import _


def order_too_small() -> str:
    """An order below 2."""
    return _("the order must be 2 or more")


def not_searched(order: int, numbers: int, most: int) -> str:
    """Why an order's game has no verdict: more numbers than the solver takes."""
    return _(
        "not searched: the order-{order} game picks from 1-{numbers}, and the solver takes at most {most} numbers"
    ).format(order=order, numbers=numbers, most=most)
