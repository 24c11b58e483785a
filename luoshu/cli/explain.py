"""``luoshu explain``: why the player to move should pick what, or what one pick costs, in both views."""

from __future__ import annotations

import click

from ..rules import IllegalMoveError, Position, Rules
from ..search.solver import SearchBudgetError
from ..teach.explain import explain as explain_position
from ..teach.explain import explanation_json, explanation_text, unexplained, unexplained_json
from ..views.notation import Notation, RecordError, cell_from, moves_from, notation_of, number_from, record_tokens
from ..views.wrapping import fitted
from ..words.language import N_, _
from .games import game_from, sets_option
from .options import budget_option, given, json_option, notation_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .terminal import progress

EXPLAIN_SHORT_HELP = N_("Why a pick wins or loses: the verdict and the line that follows.")
EXPLAIN_HELP = N_(
    """Why: the verdict for the player to move after MOVES (none: the empty board), the best picks, and the
    line both sides would play from the best one, ply by ply, in sums and (for Pick Fifteen) on the grid.

    With --pick N: the verdict of picking N, what it costs against the best ("turns a draw into a loss in
    4", "wins in 5 instead of 3"), and the line that follows: the refutation, when the pick makes the outcome
    worse. Each ply lists every threat the mover then has (a set one number short, with that number free),
    marking those the pick made new; a fork is two or more different numbers threatened at once. The line
    stops when the game ends, or when no winning set is open to either player and a draw is certain.

    Misère (--misere): a threat is poison, the number that would complete the mover's own set and so lose;
    a line ends with the set the loser completed; there are no forks.

    With --sets FILE, the game is the file's: MOVES and --pick are its items, and the explanation names them.
    """
)
PICK_HELP = N_("Explain this pick (a number, a cell A1-C3, or a --sets game's item).")
JSON_HELP = N_("Print JSON (always in numbers, and a game's items beside them).")


@click.command(short_help=EXPLAIN_SHORT_HELP, help=EXPLAIN_HELP)
@click.argument("moves", nargs=-1)
@click.option("--pick", "pick_token", metavar="N", help=PICK_HELP)
@notation_option
@json_option(JSON_HELP)
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def explain(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    pick_token: str | None,
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """``luoshu explain`` (its help is ``EXPLAIN_HELP``)."""
    import json

    alone_or_json(svg_path, as_json)
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError(_("--from says how numbers are written, and the moves of a --sets game are its items"))
    reader = dress.number if dress is not None else None
    try:
        picks = moves_from(record_tokens(moves, None) if dress is None else list(moves), notation, rules, reader)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    position = Position.from_moves(picks, rules)
    pick = None
    if pick_token is not None:
        try:
            if reader is not None:
                pick = reader(pick_token)
            elif notation_of([pick_token], notation) == "grid":
                pick = cell_from(pick_token, rules)
            else:
                pick = number_from(pick_token, rules)
        except RecordError as error:
            raise click.BadParameter(str(error), param_hint="--pick") from None
    items = dress.names if dress is not None else None
    with progress(_("explaining")) as report:
        try:
            why = explain_position(position, pick, budget, report)
        except IllegalMoveError as error:
            raise click.BadParameter(str(error), param_hint="--pick") from None
        except SearchBudgetError as error:
            said = unexplained(position, pick, str(error), dress)
            if svg_path is not None:
                from ..svg import position_svg

                last = picks[-1] if picks else None
                if write_picture(svg_path, position_svg(position, last=last, title=said, dress=dress)):
                    return
            click.echo(json.dumps(unexplained_json(position, pick, str(error), items)) if as_json else said)
            return
    if svg_path is not None:
        from ..svg import explanation_svg

        if write_picture(svg_path, explanation_svg(why, position, picks[-1] if picks else None, dress)):
            return
    if as_json:
        click.echo(json.dumps(explanation_json(why, items)))
    else:
        click.echo(fitted(explanation_text(why, dress), whole=dress.names if dress is not None else ()))
