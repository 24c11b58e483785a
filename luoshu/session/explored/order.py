"""The order-n magic-square games, for ``luoshu explore order``: is picking n numbers that sum to the magic
constant n x n tic-tac-toe, and who wins it; as JSON and as the text people read."""

from __future__ import annotations

from ...teach.order import OrderFacts, OrderValue, order_facts, order_value
from ...views.text import draw, sum_text
from ...views.vocabulary import verdict_json
from ...views.widths import ljust, width
from ...words.commands.explore import order as words

__all__ = ["OrderFacts", "OrderValue", "order_facts", "order_json", "order_text", "order_value"]


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
    """
    lines = [words.the_numbers(order, facts.numbers, facts.target)]
    if facts.square is not None:
        assert facts.construction is not None  # a square built is built some way
        lines += [words.square_built(order, facts.construction), "", draw(facts.square), ""]
    else:
        lines += [words.no_square(order), ""]
    rows = [(words.subsets_summing(order, facts.target), facts.subsets), (words.grid_lines(order), facts.lines)]
    labels = max(30, *(width(label) for label, _ in rows))  # display columns: a Chinese label is wide
    lines.extend(f"  {ljust(label, labels)}{count:>14,}" for label, count in rows)
    if facts.square is not None:
        lines.append(words.square_lines_marked(len(facts.line_sets), facts.subsets - len(facts.line_sets)))
        lines.extend(f"  * {sum_text(line, facts.target)}" for line in facts.line_sets)
    if facts.isomorphic:
        lines.append(words.every_subset_is_a_line(order, facts.target))
    else:
        lines.append(words.not_tictactoe(order, facts.target, abs(facts.subsets - facts.lines)))
    if found is not None:
        if found.verdict is None:
            lines.append(words.number_game(order, misere, str(found.reason)))
        else:
            value = words.for_the_first_player(found.verdict.outcome.value, found.verdict.plies)
            lines.append(words.number_game_solved(order, misere, found.positions, value))
    return "\n".join(lines)
