"""The order-n magic-square games: pick n of 1..n² summing to n(n²+1)/2.

For each order: how many n-subsets make the magic constant, how many of them are the lines of a magic square
built in the run, and (asked for) who wins the number game, computed in the run.

>>> facts = order_facts(3)
>>> facts.subsets, facts.lines, facts.isomorphic
(8, 8, True)
>>> order_facts(4).subsets, len(order_facts(4).line_sets)
(86, 10)

The feature of ``luoshu explore order``: the facts and the value (``order_facts``, ``order_value``), the text
people read (``order_text``) and the JSON (``order_json``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..rules import MAX_NUMBERS, Position, Rules
from ..search.solver import Outcome, SearchBudgetError, Verdict, forget, positions_kept, value
from ..views.squares.magic import Square, construction, lines_of, magic_constant, magic_square
from ..views.text import draw, sum_text
from ..views.vocabulary import verdict_json
from ..views.widths import ljust, width
from ..words.language import _

__all__ = ["ORDER_BUDGET", "OrderFacts", "OrderValue", "order_facts", "order_json", "order_text", "order_value"]

ORDER_BUDGET = 2_000_000
"""How many positions ``order_value`` keeps at most before it stops: well under 1 GiB."""


class OrderFacts(NamedTuple):
    """For order n: do the n-subsets of 1..n² summing to the magic constant match a magic square's lines?"""

    order: int
    numbers: int
    target: int
    subsets: int
    lines: int
    isomorphic: bool
    square: Square | None  # a magic square of this order, built in the run (None for order 2: there is none)
    construction: str | None
    line_sets: list[tuple[int, ...]]  # the square's lines that are winning sets: all of them, in a magic square


def order_facts(order: int) -> OrderFacts:
    """Count the n-subsets of 1..n² summing to n(n²+1)/2, by dynamic programming over the numbers."""
    if order < 2:
        raise ValueError(_("the order must be 2 or more"))
    numbers = order * order
    target = magic_constant(order)
    # ways[k][s]: how many k-subsets of the numbers seen so far sum to s.
    ways = [[0] * (target + 1) for _ in range(order + 1)]
    ways[0][0] = 1
    for n in range(1, numbers + 1):
        for k in range(min(n, order), 0, -1):
            below, row = ways[k - 1], ways[k]
            ways[k][n:] = [a + b for a, b in zip(row[n:], below, strict=False)]
    subsets = ways[order][target]
    lines = 2 * order + 2
    square = magic_square(order) if order != 2 else None
    line_sets = [line for line in lines_of(square).values() if sum(line) == target] if square else []
    kind = construction(order) if square else None
    return OrderFacts(order, numbers, target, subsets, lines, subsets == lines, square, kind, line_sets)


class OrderValue(NamedTuple):
    """The value of the order-n number game for the first player, or why it was not found."""

    order: int
    misere: bool
    verdict: Verdict | None
    positions: int  # how many positions the search kept
    reason: str | None  # why there is no verdict


def order_value(
    order: int,
    misere: bool = False,
    budget: int = ORDER_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> OrderValue:
    """Who wins the order-n number game from the empty board, and in how many plies, within ``budget``.

    >>> order_value(3).verdict, order_value(3, misere=True).verdict
    (Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9), Verdict(outcome=<Outcome.DRAW: 'draw'>, plies=9))
    """
    if order * order > MAX_NUMBERS:
        reason = _(
            "not searched: the order-{order} game picks from 1-{numbers}, and the solver takes at most {most} numbers"
        ).format(order=order, numbers=order * order, most=MAX_NUMBERS)
        return OrderValue(order, misere, None, 0, reason)
    rules = Rules.order(order, misere)
    try:
        verdict = value(Position(rules=rules), budget=budget, progress=progress)
    except SearchBudgetError as error:
        kept = positions_kept(rules)
        forget(rules)  # let the memory go
        return OrderValue(order, misere, None, kept, str(error))
    return OrderValue(order, misere, verdict, positions_kept(rules), None)


def order_json(order: int, misere: bool, facts: OrderFacts, found: OrderValue | None) -> dict[str, object]:
    """The facts of the order-``order`` game, and its value where it was solved, in the JSON vocabulary."""
    data: dict[str, object] = {
        "order": order,
        "rules": {"numbers": facts.numbers, "count": order, "target": facts.target, "misere": misere},
        "set_count": facts.subsets,
        "line_count": facts.lines,
        "isomorphic": facts.isomorphic,
        "construction": facts.construction,
        "square": [list(row) for row in facts.square] if facts.square else None,
        "line_sets": [sorted(line) for line in facts.line_sets],
    }
    if found is not None:
        data["verdict"] = verdict_json(found.verdict)
        data["position_count"] = found.positions
        data["reason"] = found.reason
    return data


def order_text(order: int, misere: bool, facts: OrderFacts, found: OrderValue | None) -> str:
    """The facts of the order-``order`` game as people read them: its square drawn, its winning sets against the
    grid's lines, and its value where it was solved.

    >>> print(order_text(2, False, order_facts(2), None).splitlines()[0])
    Order 2: the numbers 1-4; a magic square's lines sum to 5.
    >>> print(order_text(3, True, order_facts(3), order_value(3, misere=True)).splitlines()[-1])  # doctest: +ELLIPSIS
    The misère order-3 number game, solved in the run (... positions): a draw with perfect play.
    """
    target = facts.target
    lines = [
        _("Order {order}: the numbers 1-{numbers:,}; a magic square's lines sum to {target:,}.").format(
            order=order, numbers=facts.numbers, target=target
        )
    ]
    if facts.square is not None:
        assert facts.construction is not None  # a square built is built some way
        built = _("A magic square of order {order}, built in the run by {construction}:").format(
            order=order, construction=facts.construction
        )
        lines += [built, "", draw(facts.square), ""]
    else:
        no_square = _(
            "No magic square of order {order} exists: the top row a + b and the left column a + c share a, so their\n"
            "sums are equal only if b = c, and the numbers must differ."
        ).format(order=order)
        lines += [no_square, ""]
    rows = [
        (_("{order}-subsets that sum to {target:,}:").format(order=order, target=target), facts.subsets),
        (_("lines of the {order}x{order} grid:").format(order=order), facts.lines),
    ]
    labels = max(30, *(width(label) for label, _count in rows))  # display columns: a Chinese label is wide
    lines.extend(f"  {ljust(label, labels)}{count:>14,}" for label, count in rows)
    if facts.square is not None:
        marked, others = len(facts.line_sets), facts.subsets - len(facts.line_sets)
        if not others:
            lines.append(
                _("The square's {lines} lines are winning sets (marked *); no other set is:").format(lines=marked)
            )
        else:
            lines.append(
                _(
                    "The square's {lines} lines are winning sets (marked *); the other {others:,} sets are not lines:"
                ).format(lines=marked, others=others)
            )
        lines.extend(f"  * {sum_text(line, target)}" for line in facts.line_sets)
    if facts.isomorphic:
        lines.append(
            _(
                "Every such subset is a line: picking {order} that sum to {target:,} is {order}x{order} tic-tac-toe."
            ).format(order=order, target=target)
        )
    else:
        lines.append(
            _(
                "So picking {order} that sum to {target:,} is not {order}x{order} tic-tac-toe: the counts differ by "
                "{difference:,}."
            ).format(order=order, target=target, difference=abs(facts.subsets - facts.lines))
        )
    if found is not None:
        lines.append(_number_game(order, misere, found))
    return "\n".join(lines)


def _number_game(order: int, misere: bool, found: OrderValue) -> str:
    """The order-``order`` number game: solved in the run, over how many positions, and its value for the first
    player; or not solved, and why."""
    if found.verdict is None:
        reason = str(found.reason)
        if misere:
            return _("The misère order-{order} number game: {reason}.").format(order=order, reason=reason)
        return _("The order-{order} number game: {reason}.").format(order=order, reason=reason)
    plies = found.verdict.plies
    if found.verdict.outcome is Outcome.DRAW:
        value = _("a draw with perfect play")
    elif found.verdict.outcome is Outcome.WIN:
        value = _("the first player wins in {plies} plies").format(plies=plies)
    else:
        value = _("the first player loses in {plies} plies").format(plies=plies)
    if misere:
        return _("The misère order-{order} number game, solved in the run ({positions:,} positions): {value}.").format(
            order=order, positions=found.positions, value=value
        )
    return _("The order-{order} number game, solved in the run ({positions:,} positions): {value}.").format(
        order=order, positions=found.positions, value=value
    )
