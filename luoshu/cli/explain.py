"""``luoshu explain``: why the player to move should pick what, or what one pick costs, in both views."""

from __future__ import annotations

import click

from ..rules import IllegalMoveError, Position, Rules
from ..search.solver import SearchBudgetError
from ..teach.explain import explain as explain_position
from ..teach.explain import explanation_json, explanation_text, unexplained_json
from ..views.records import (
    Notation,
    RecordError,
    cell_from,
    moves_from,
    notation_of,
    number_from,
    split_record,
)
from .options import budget_option, notation_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .terminal import progress


@click.command(short_help="Why a pick wins or loses: the verdict and the line that follows.")
@click.argument("moves", nargs=-1)
@click.option("--pick", "pick_token", metavar="N", help="Explain this pick (a number, or a cell A1-C3).")
@notation_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON (always in numbers).")
@svg_option
@budget_option
@rules_options
def explain(
    moves: tuple[str, ...],
    pick_token: str | None,
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    rules: Rules,
) -> None:
    """Why: the verdict for the player to move after MOVES (none: the empty board), the best picks, and the
    line both sides would play from the best one, ply by ply, in sums and (for Pick Fifteen) on the grid.

    With --pick N: the verdict of picking N, what it costs against the best ("turns a draw into a loss in
    4", "wins in 5 instead of 3"), and the line that follows: the refutation, when the pick makes the outcome
    worse. Each ply lists every threat the mover then has (a set one number short, with that number free),
    marking those the pick made new; a fork is two or more different numbers threatened at once. The line
    stops when the game ends, or when no winning set is open to either player and a draw is certain.

    Misère (--misere): a threat is poison, the number that would complete the mover's own set and so lose;
    a line ends with the set the loser completed; there are no forks.
    """
    import json

    tokens = [t for m in moves for t in split_record(m)]
    alone_or_json(svg_path, as_json)
    try:
        picks = moves_from(tokens, notation, rules)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    position = Position.from_moves(picks, rules)
    pick = None
    if pick_token is not None:
        try:
            grid = notation_of([pick_token], notation) == "grid"
            pick = cell_from(pick_token, rules) if grid else number_from(pick_token, rules)
        except RecordError as error:
            raise click.BadParameter(str(error), param_hint="--pick") from None
    with progress("explaining") as report:
        try:
            why = explain_position(position, pick, budget, report)
        except IllegalMoveError as error:
            raise click.BadParameter(str(error), param_hint="--pick") from None
        except SearchBudgetError as error:
            said = f"For {position.to_move}, picking {pick}: {error}." if pick is not None else None
            said = said or f"{position.to_move} to move: {error}."
            if svg_path is not None:
                from ..svg import position_svg

                last = picks[-1] if picks else None
                if write_picture(svg_path, position_svg(position, last=last, title=said)):
                    return
            click.echo(json.dumps(unexplained_json(position, pick, str(error))) if as_json else said)
            return
    if svg_path is not None:
        from ..svg import explanation_svg

        if write_picture(svg_path, explanation_svg(why, position, picks[-1] if picks else None)):
            return
    if as_json:
        click.echo(json.dumps(explanation_json(why)))
    else:
        click.echo(explanation_text(why))
