"""``luoshu explain``: why the player to move should pick what, or what one pick costs, in both views."""

from __future__ import annotations

import click

from ..explain import explain as explain_position
from ..explain import explanation_json, explanation_text
from ..record import Notation, RecordError, cell_from, notation_of, number_from, position_from, split_record
from ..rules import IllegalMoveError, Rules
from . import notation_option, rules_options
from .pictures import svg_option, write_picture


@click.command()
@click.argument("moves", nargs=-1)
@click.option("--pick", "pick_token", metavar="N", help="Explain this pick (a number, or a cell A1-C3).")
@notation_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON (always in numbers).")
@svg_option
@rules_options
def explain(
    moves: tuple[str, ...],
    pick_token: str | None,
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    rules: Rules,
) -> None:
    """Why: the verdict for the player to move after MOVES (none: the empty board), the best picks, and the
    line both sides would play from the best one, ply by ply, in sums and (for Pick Fifteen) on the grid.

    With --pick N: the verdict of picking N, what it costs against the best ("turns a draw into a loss in
    4"), and the refutation that follows. The line stops when the game ends, or when no winning set is open
    to either player and a draw is certain.
    """
    import json

    try:
        position = position_from([t for m in moves for t in split_record(m)], notation, rules)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    pick = None
    if pick_token is not None:
        try:
            grid = notation_of([pick_token], notation) == "grid"
            pick = cell_from(pick_token, rules) if grid else number_from(pick_token, rules)
        except RecordError as error:
            raise click.BadParameter(str(error), param_hint="--pick") from None
    try:
        why = explain_position(position, pick)
    except IllegalMoveError as error:
        raise click.BadParameter(str(error), param_hint="--pick") from None
    if svg_path is not None:
        from ..svg import explanation_svg

        if write_picture(svg_path, explanation_svg(why, position)):
            return
    if as_json:
        click.echo(json.dumps(explanation_json(why)))
    else:
        click.echo(explanation_text(why))
