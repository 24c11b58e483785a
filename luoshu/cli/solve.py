"""``luoshu solve``: perfect-play analysis of a position given as its picks."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

import click

from ..rules import Position, Rules
from ..search.solver import SearchBudgetError, Solution, analyse
from ..teach.solving import NamedReplay, Replay, describe, report, verdicts_of
from ..views.notation import Notation, RecordError, moves_from, notation_of, record_tokens, split_record
from ..words.language import N_, _
from .games import game_from, sets_option
from .options import budget_option, given, json_option, notation_option, rules_options
from .pictures import alone_or_json, svg_option, write_picture
from .terminal import progress

SOLVE_SHORT_HELP = N_("Every free pick's verdict under perfect play, for a position.")
SOLVE_HELP = N_(
    """Analyse a position given as its picks in order (none: the empty board).

    Prints the verdict for the player to move, the best moves and every free move's verdict.
    With MOVES given as -, reads one position per line from standard input (picks separated by
    spaces or commas; an empty line is the empty board) and answers each: with --json as JSON Lines.
    With --sets FILE, the game is the file's, and the moves are its items (each one word on the
    command line; separated by commas on a line of input where the names have spaces).
    With --svg FILE, also draws the position in FILE, each free move with its verdict (--svg - prints
    the picture alone, so it takes no --json). A big game (--order 5) is searched within --budget
    positions; past it the answer is "not solved within the budget".
    """
)
JSON_HELP = N_("Print JSON (always in numbers, and a game's items beside them).")


if TYPE_CHECKING:
    from ..views.dresses.dress import Dress  # a --sets game's: imported when one is read


def batch(
    notation: Notation, as_json: bool, rules: Rules, budget: int | None = None, dress: Dress | None = None
) -> int:
    """Answer one record per line of standard input; returns how many lines could not be read.

    Each record is replayed once and each position answered once, however often they come back: the answers
    are kept by the line, by the record's words and by the position, and a record is replayed from the record
    one pick shorter, so that every prefix is played once. Small games are solved whole first (one walk, a few
    milliseconds), so that every answer is look-ups. From a file or a pipe the answers are written in blocks.
    """
    from ..search.solver import EXACT_UP_TO, solve_all

    solution = solve_all(rules) if rules.numbers <= EXACT_UP_TO else None
    out: list[str] = []
    # Typed on a terminal, each answer comes at once; from a file or a pipe they are written in blocks.
    block = 1 if sys.stdin.isatty() else 4096
    failures = 0
    try:
        failures = _answer(sys.stdin, out, block, notation, as_json, rules, solution, budget, dress)
    finally:
        if out:  # what was answered is written, even when Ctrl-C stops the batch
            click.echo("\n".join(out))
    return failures


def _answer(
    lines: Iterable[str],
    out: list[str],
    block: int,
    notation: Notation,
    as_json: bool,
    rules: Rules,
    solution: Solution | None,
    budget: int | None = None,
    dress: Dress | None = None,
) -> int:
    """The loop of ``batch``: answers go to ``out``, written whenever it holds ``block`` of them. A game with named
    items reads each line as its items (separated by commas where the names have spaces)."""
    import json

    answered: dict[str, str] = {}  # a line already answered, as it was read: the most common case, one look-up
    by_record: dict[str, str] = {}
    refused: dict[str, str] = {}  # a record that cannot be read, and why: the same reason every time
    by_position: dict[Position, str] = {}
    replay = Replay(notation, rules) if dress is None else NamedReplay(rules, dress)
    items = dress.names if dress is not None else None
    failures = 0
    for number, line in enumerate(lines, start=1):
        if number == 1:
            line = line.removeprefix("\ufeff")  # a byte-order mark, as some editors write
        answer = answered.get(line)
        if answer is None:
            record = " ".join(split_record(line)) if dress is None else ",".join(record_tokens([line], dress))
            answer = by_record.get(record)
            if answer is None and record not in refused:
                try:
                    position = replay(record)
                except RecordError as error:
                    refused[record] = str(error)
                else:
                    answer = by_position.get(position)
                    if answer is None:
                        verdicts, why_not = verdicts_of(position, solution, budget)
                        answer = (
                            json.dumps(report(position, verdicts, why_not, items))
                            if as_json
                            else describe(position, False, verdicts, why_not, dress)
                        )
                        by_position[position] = answer
                    by_record[record] = answer
            if answer is None:
                failures += 1
                reason = refused[record]
                click.echo(_("line {number}: {reason}").format(number=number, reason=reason), err=True)
                if as_json:
                    out.append(json.dumps({"input_line": number, "error": reason}))
                continue
            answered[line] = answer
        out.append(answer if as_json else _("line {number}:").format(number=number) + f"\n{answer}\n")
        if len(out) >= block:
            click.echo("\n".join(out))
            out.clear()
    return failures


@click.command(short_help=SOLVE_SHORT_HELP, help=SOLVE_HELP)
@click.argument("moves", nargs=-1)
@notation_option
@json_option(JSON_HELP)
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def solve(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """``luoshu solve`` (its help is ``SOLVE_HELP``)."""
    import json

    if "-" in moves and moves != ("-",):
        raise click.UsageError(_("- reads positions from standard input, one per line: give it alone"))
    alone_or_json(svg_path, as_json)
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError(_("--from says how numbers are written, and the moves of a --sets game are its items"))
    if moves == ("-",):
        if svg_path is not None:
            raise click.UsageError(_("--svg draws one position: give its picks, not - for many"))
        if batch(notation, as_json, rules, budget, dress):
            ctx.exit(1)
        return
    try:
        tokens = record_tokens(moves, dress) if dress is None else list(moves)
        picks = moves_from(tokens, notation, rules, dress.number if dress is not None else None)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    position = Position.from_moves(picks, rules)
    reason, verdicts = None, None
    with progress(_("analysing every pick")) as report_progress:  # a big game's analysis can take minutes
        try:
            verdicts = analyse(position, budget=budget, progress=report_progress)
        except SearchBudgetError as error:
            reason = str(error)
    if svg_path is not None:
        from ..svg import position_svg

        # Out of its budget, the picture shows the position and says why there are no verdicts on it.
        title = (
            None
            if reason is None
            else _("{to_move} to move: {reason}.").format(to_move=position.to_move, reason=reason)
        )
        picture = position_svg(position, last=picks[-1] if picks else None, verdicts=verdicts, title=title, dress=dress)
        if write_picture(svg_path, picture):
            return
    if as_json:
        click.echo(json.dumps(report(position, verdicts, reason, dress.names if dress is not None else None)))
    else:
        grid = bool(moves) and dress is None and notation_of(moves, notation) == "grid"
        click.echo(describe(position, grid, verdicts, reason, dress))
