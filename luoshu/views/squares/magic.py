"""Magic squares of any order, built in the run by the classic construction for each kind of order.

Glossary:
    order           n, the side of the square; it holds the numbers 1..n².
    magic constant  n(n²+1)/2, what every row, column and diagonal of a magic square sums to.

    odd n           the Siamese method (de la Loubère): start in the middle of the top row and go up and
                    to the right, wrapping round; when a cell is taken, go down one instead.
    n = 4k          the diagonal method: write 1..n² in order, then replace each number on the diagonals of
                    every 4x4 block by n² + 1 minus it.
    n = 4k + 2      Conway's LUX method: a Siamese square of order n/2 says in which order to fill 2x2
                    blocks, each filled in the order of its letter, L, U or X.

There is no magic square of order 2. This module imports nothing of the game (only the words it says).

>>> magic_square(3)
((8, 1, 6), (3, 5, 7), (4, 9, 2))
>>> is_magic(magic_square(6)), magic_constant(4)
(True, 34)
"""

from __future__ import annotations

from ...words.language import _
from ...words.terms import in_quotes

__all__ = ["Square", "construction", "is_magic", "lines_of", "magic_constant", "magic_square"]

Square = tuple[tuple[int, ...], ...]


def magic_constant(order: int) -> int:
    """What every line of a magic square of this order sums to.

    >>> magic_constant(3)
    15
    """
    return order * (order * order + 1) // 2


def construction(order: int) -> str:
    """The name of the construction used for this order.

    >>> construction(5), construction(8), construction(10)
    ('the Siamese method', 'the diagonal method', "Conway's LUX method")
    """
    if order % 2 == 1:
        return _("the Siamese method")
    if order % 4 == 0:
        return _("the diagonal method")
    return _("Conway's LUX method")


def _siamese(order: int) -> list[list[int]]:
    square = [[0] * order for _ in range(order)]
    row, column = 0, order // 2
    for number in range(1, order * order + 1):
        square[row][column] = number
        up, right = (row - 1) % order, (column + 1) % order
        if square[up][right]:
            row = (row + 1) % order
        else:
            row, column = up, right
    return square


def _diagonal(order: int) -> list[list[int]]:
    last = order * order + 1
    square = []
    for row in range(order):
        cells = []
        for column in range(order):
            number = row * order + column + 1
            # The cells on the two diagonals of each 4x4 block take the complement.
            on_diagonal = (row % 4 in (0, 3)) == (column % 4 in (0, 3))
            cells.append(last - number if on_diagonal else number)
        square.append(cells)
    return square


def _lux(order: int) -> list[list[int]]:
    half = order // 2
    k = (order - 2) // 4
    # The letters: k + 1 rows of L, one row of U, k - 1 rows of X; then the middle L and the U below it swap.
    letters = [["L"] * half for _ in range(k + 1)] + [["U"] * half] + [["X"] * half for _ in range(k - 1)]
    letters[k][half // 2], letters[k + 1][half // 2] = "U", "L"
    # Each 2x2 block takes its four numbers in its letter's order, as (row, column) within the block.
    orders = {
        "L": [(0, 1), (1, 0), (1, 1), (0, 0)],
        "U": [(0, 0), (1, 0), (1, 1), (0, 1)],
        "X": [(0, 0), (1, 1), (1, 0), (0, 1)],
    }
    base = _siamese(half)
    square = [[0] * order for _ in range(order)]
    for row in range(half):
        for column in range(half):
            start = (base[row][column] - 1) * 4
            for step, (r, c) in enumerate(orders[letters[row][column]]):
                square[2 * row + r][2 * column + c] = start + step + 1
    return square


def magic_square(order: int) -> Square:
    """A magic square of ``order`` (1 or 3 and up), by the construction for its kind.

    >>> magic_square(4)[0]
    (16, 2, 3, 13)
    >>> magic_square(2)
    Traceback (most recent call last):
    ...
    ValueError: there is no magic square of order 2
    """
    if isinstance(order, bool) or not isinstance(order, int) or order < 1:
        raise ValueError(
            _("the order of a square is a whole number from 1, not {order}").format(order=in_quotes(repr(order)))
        )
    if order == 2:
        raise ValueError(_("there is no magic square of order 2"))
    if order % 2 == 1:
        rows = _siamese(order)
    elif order % 4 == 0:
        rows = _diagonal(order)
    else:
        rows = _lux(order)
    return tuple(tuple(row) for row in rows)


def lines_of(square: Square) -> dict[str, tuple[int, ...]]:
    """The square's rows, columns and two diagonals, by name (rows A.., columns 1..).

    >>> lines_of(magic_square(3))["diagonal 1"]
    (8, 5, 2)
    """
    n = len(square)
    names = [chr(ord("A") + r) for r in range(n)]
    found = {f"row {names[r]}": square[r] for r in range(n)}
    found.update({f"column {c + 1}": tuple(square[r][c] for r in range(n)) for c in range(n)})
    found["diagonal 1"] = tuple(square[i][i] for i in range(n))
    found["diagonal 2"] = tuple(square[i][n - 1 - i] for i in range(n))
    return found


def is_magic(square: Square) -> bool:
    """Whether a square holds 1..n² once each and every line sums to the magic constant."""
    n = len(square)
    numbers = sorted(number for row in square for number in row)
    return numbers == list(range(1, n * n + 1)) and all(
        sum(line) == magic_constant(n) for line in lines_of(square).values()
    )
