"""``luoshu solve``: perfect-play analysis of a position given as its picks."""

from __future__ import annotations

import sys
from dataclasses import asdict
from typing import Any

import click

from ..dress import grid_misfit
from ..grid import cell_of
from ..record import Notation, RecordError, moves_from, split_record
from ..rules import Position, Rules
from ..solver import analyse, best_moves
from ..solver import solve as solve_position
from ..text import render, render_numbers, render_verdicts, side_by_side
from . import notation_option, rules_from, rules_options
from .pictures import svg_option, write_picture


def report(position: Position) -> dict[str, object]:
    """The analysis of a position in the JSON form, which always speaks numbers."""
    verdicts = analyse(position)
    # One analysis gives the verdict, the best moves and every move's verdict.
    verdict = max(verdicts.values()) if verdicts else solve_position(position)
    return {
        "rules": asdict(position.rules),
        "x": sorted(position.x),
        "o": sorted(position.o),
        "to_move": None if position.is_over else position.to_move,
        "winner": position.winner,
        "over": position.is_over,
        "outcome": verdict.outcome.value,
        "plies": verdict.plies,
        "best": [n for n, v in verdicts.items() if v == verdict],
        "moves": {str(n): {"outcome": v.outcome.value, "plies": v.plies} for n, v in verdicts.items()},
    }


def describe(position: Position, grid: bool) -> str:
    """The analysis of a position for people, naming moves as numbers or as cells."""
    has_grid = grid_misfit(position.rules) is None

    def name(n: int) -> str:
        if not has_grid:
            return str(n)
        return f"{cell_of(n)} ({n})" if grid else f"{n} ({cell_of(n)})"

    numbers = render_numbers(position, highlight=position.completed or ())
    lines = [str(position.rules) + ":"] if position.rules != Rules() else []
    lines.append(side_by_side([render(position), "\n" + numbers]) if has_grid else numbers)
    if position.winner:
        lines.append(f"{position.winner} has won.")
        return "\n".join(lines)
    if position.is_over:
        lines.append("Draw: the board is full.")
        return "\n".join(lines)
    best = best_moves(position)
    lines.append(f"{position.to_move} to move: {solve_position(position)} with perfect play.")
    lines.append("Best: " + ", ".join(name(n) for n in best))
    order = cell_of if grid and has_grid else int
    lines.append(render_verdicts(analyse(position), best, name=name, order=order))
    return "\n".join(lines)


def batch(notation: Notation, as_json: bool, rules: Rules) -> int:
    """Answer one record per line of standard input; returns how many lines could not be read."""
    import json  # only here: each module costs start-up time

    failures = 0
    for number, line in enumerate(sys.stdin, start=1):
        if number == 1:
            line = line.removeprefix("\ufeff")  # a byte-order mark, as some editors write
        try:
            position = Position.from_moves(moves_from(split_record(line), notation, rules), rules)
        except RecordError as error:
            failures += 1
            click.echo(f"line {number}: {error}", err=True)
            if as_json:
                click.echo(json.dumps({"line": number, "error": str(error)}))
            continue
        click.echo(json.dumps(report(position)) if as_json else f"line {number}:\n{describe(position, False)}\n")
    return failures


@click.command()
@click.argument("moves", nargs=-1)
@notation_option
@click.option("--json", "as_json", is_flag=True, help="Print JSON (always in numbers).")
@svg_option
@rules_options
@click.pass_context
def solve(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: Notation,
    as_json: bool,
    svg_path: str | None,
    **options: Any,
) -> None:
    """Analyse a position given as its picks in order (none: the empty board).

    Prints the verdict for the player to move, the best moves and every free move's verdict.
    With MOVES given as -, reads one position per line from standard input (picks separated by
    spaces or commas; an empty line is the empty board) and answers each: with --json as JSON Lines.
    With --svg FILE, also draws the position in FILE, each free move with its verdict.
    """
    import json

    rules = rules_from(*(options[name] for name in ("numbers", "count", "target", "misere", "order")))
    if moves == ("-",):
        if svg_path is not None:
            raise click.UsageError("--svg draws one position: give its picks, not - for many")
        if batch(notation, as_json, rules):
            ctx.exit(1)
        return
    try:
        picks = moves_from([t for token in moves for t in split_record(token)], notation, rules)
    except RecordError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    position = Position.from_moves(picks, rules)
    if svg_path is not None:
        from ..svg import position_svg

        write_picture(svg_path, position_svg(position, last=picks[-1] if picks else None, verdicts=analyse(position)))
    if as_json:
        click.echo(json.dumps(report(position)))
    else:
        grid = bool(moves) and (notation == "grid" or (notation == "auto" and moves[0][:1].isalpha()))
        click.echo(describe(position, grid))
