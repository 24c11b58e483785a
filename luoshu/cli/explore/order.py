"""``luoshu explore``: why order 3: the order-n magic-square games, and who wins them."""

from __future__ import annotations

import click

from ...search.solver import Verdict
from ...teach.order import order_facts, order_value
from ...views.text import draw, sum_text
from ...views.vocabulary import verdict_json
from ..options import Whole, given
from .output import budget_option, collector_paused, emit, json_option, progress


@click.command(short_help="Why order 3: the order-n magic-square games, and who wins.")
@click.argument("n", type=Whole(2, 20))
@click.option("--solve", "solving", is_flag=True, help="Also find who wins the number game at this order.")
@click.option("--misere", is_flag=True, help="With --solve: the misère game, where completing a set loses.")
@budget_option
@json_option()
def order(n: int, solving: bool, misere: bool, budget: int, as_json: bool) -> None:
    """Why order 3 is special: is "pick N summing to the magic constant" N x N tic-tac-toe?

    N is the order of the square, 2 to 20. A magic square of that order is built in the run and its lines
    are marked among the winning sets. With --solve, the number game at that order is solved from the empty
    board: orders 3 and 4 exactly (normal and misère); order 5 when the budget allows.
    """
    ctx = click.get_current_context()
    for name in ("misere", "budget"):
        if given(ctx, name) and not solving:
            raise click.UsageError(f"--{name} is for solving the game: it goes with --solve")
    result = order_facts(n)
    found = None
    if solving:
        with collector_paused(), progress(f"solving the order-{n} game") as report:
            found = order_value(n, misere, budget, report)
    if as_json:
        data: dict[str, object] = {
            "order": n,
            "rules": {"numbers": result.numbers, "count": n, "target": result.target, "misere": misere},
            "set_count": result.subsets,
            "line_count": result.lines,
            "isomorphic": result.isomorphic,
            "construction": result.construction,
            "square": [list(row) for row in result.square] if result.square else None,
            "line_sets": [sorted(line) for line in result.line_sets],
        }
        if found is not None:
            data["verdict"] = verdict_json(found.verdict)
            data["position_count"] = found.positions
            data["reason"] = found.reason
        emit(data)
        return
    click.echo(f"Order {n}: the numbers 1-{result.numbers:,}; a magic square's lines sum to {result.target:,}.")
    if result.square is not None:
        click.echo(f"A magic square of order {n}, built in the run by {result.construction}:\n")
        click.echo(draw(result.square) + "\n")
    else:
        click.echo(
            f"No magic square of order {n} exists: the top row a + b and the left column a + c share a, so their\n"
            "sums are equal only if b = c, and the numbers must differ.\n"
        )
    rows = [
        (f"{n}-subsets that sum to {result.target:,}:", result.subsets),
        (f"lines of the {n}x{n} grid:", result.lines),
    ]
    for label, count in rows:
        click.echo(f"  {label:<30}{count:>14,}")
    if result.square is not None:
        others = result.subsets - len(result.line_sets)
        click.echo(
            f"The square's {len(result.line_sets)} lines are winning sets (marked *); "
            f"{'no other set is' if not others else f'the other {others:,} sets are not lines'}:"
        )
        for line in result.line_sets:
            click.echo(f"  * {sum_text(line, result.target)}")
    if result.isomorphic:
        click.echo(f"Every such subset is a line: picking {n} that sum to {result.target:,} is {n}x{n} tic-tac-toe.")
    else:
        click.echo(
            f"So picking {n} that sum to {result.target:,} is not {n}x{n} tic-tac-toe: "
            f"the counts differ by {abs(result.subsets - result.lines):,}."
        )
    if found is not None:
        kind = "misère " if misere else ""
        if found.verdict is None:
            click.echo(f"The {kind}order-{n} number game: {found.reason}.")
        else:
            click.echo(
                f"The {kind}order-{n} number game, solved in the run ({found.positions:,} positions): "
                f"{_for_the_first_player(found.verdict)}."
            )


def _for_the_first_player(verdict: Verdict) -> str:
    if verdict.outcome.value == "draw":
        return "a draw with perfect play"
    return f"the first player {'wins' if verdict.outcome.value == 'win' else 'loses'} in {verdict.plies} plies"
