"""What ``luoshu explore order`` says: the order-n magic-square game, its square, its winning sets against the
grid's lines, and who wins it.

>>> the_numbers(4, 16, 34)
"Order 4: the numbers 1-16; a magic square's lines sum to 34."
>>> for_the_first_player("win", 7)
'the first player wins in 7 plies'
>>> number_game(5, True, "not solved within the budget of 1,000 positions")
'The misère order-5 number game: not solved within the budget of 1,000 positions.'
"""

from __future__ import annotations

from ...language import _


def goes_with_solve(option: str) -> str:
    """An ``option`` (--misere, --budget) given without --solve, which it is for."""
    return _("{option} is for solving the game: it goes with --solve").format(option=option)


def solving(order: int) -> str:
    """The progress line's label while the order-``order`` game is solved."""
    return _("solving the order-{order} game").format(order=order)


def the_numbers(order: int, numbers: int, target: int) -> str:
    """The numbers of the order-``order`` game and the sum of a magic square's lines."""
    return _("Order {order}: the numbers 1-{numbers:,}; a magic square's lines sum to {target:,}.").format(
        order=order, numbers=numbers, target=target
    )


def square_built(order: int, construction: str) -> str:
    """The heading of the magic square built in the run, and how it was built."""
    return _("A magic square of order {order}, built in the run by {construction}:").format(
        order=order, construction=construction
    )


def no_square(order: int) -> str:
    """Why there is no magic square of order 2."""
    return _(
        "No magic square of order {order} exists: the top row a + b and the left column a + c share a, so their\n"
        "sums are equal only if b = c, and the numbers must differ."
    ).format(order=order)


def subsets_summing(order: int, target: int) -> str:
    """The label of the count of winning sets: the ``order``-subsets summing to the magic constant."""
    return _("{order}-subsets that sum to {target:,}:").format(order=order, target=target)


def grid_lines(order: int) -> str:
    """The label of the count of the grid's lines."""
    return _("lines of the {order}x{order} grid:").format(order=order)


def square_lines_marked(lines: int, others: int) -> str:
    """The square's ``lines`` lines among the winning sets, and the ``others`` sets that are not lines."""
    if not others:
        return _("The square's {lines} lines are winning sets (marked *); no other set is:").format(lines=lines)
    return _("The square's {lines} lines are winning sets (marked *); the other {others:,} sets are not lines:").format(
        lines=lines, others=others
    )


def every_subset_is_a_line(order: int, target: int) -> str:
    """The game is the grid's: every winning set is a line."""
    return _(
        "Every such subset is a line: picking {order} that sum to {target:,} is {order}x{order} tic-tac-toe."
    ).format(order=order, target=target)


def not_tictactoe(order: int, target: int, difference: int) -> str:
    """The game is not the grid's: the counts of winning sets and lines differ by ``difference``."""
    return _(
        "So picking {order} that sum to {target:,} is not {order}x{order} tic-tac-toe: the counts differ by "
        "{difference:,}."
    ).format(order=order, target=target, difference=difference)


def number_game(order: int, misere: bool, reason: str) -> str:
    """The order-``order`` number game, not solved, and why (``reason``)."""
    if misere:
        return _("The misère order-{order} number game: {reason}.").format(order=order, reason=reason)
    return _("The order-{order} number game: {reason}.").format(order=order, reason=reason)


def number_game_solved(order: int, misere: bool, positions: int, value: str) -> str:
    """The order-``order`` number game solved in the run, over ``positions`` positions, and its ``value``."""
    if misere:
        return _("The misère order-{order} number game, solved in the run ({positions:,} positions): {value}.").format(
            order=order, positions=positions, value=value
        )
    return _("The order-{order} number game, solved in the run ({positions:,} positions): {value}.").format(
        order=order, positions=positions, value=value
    )


def for_the_first_player(outcome: str, plies: int) -> str:
    """The game's value for the first player: ``outcome`` (win, loss, draw) in ``plies`` plies."""
    if outcome == "draw":
        return _("a draw with perfect play")
    if outcome == "win":
        return _("the first player wins in {plies} plies").format(plies=plies)
    return _("the first player loses in {plies} plies").format(plies=plies)
