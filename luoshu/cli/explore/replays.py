"""``luoshu explore replay``: a game replayed with its value history (``luoshu.teach.replays``)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

import click

from ...rules import Rules
from ...search.solver import SearchBudgetError, forget, limited
from ...session.history_steps import HistoryStep, replay_steps
from ...teach.replays import replay_json, replay_text, replayed, unjudged_json, unjudged_text
from ...views.wrapping import fitted
from ...words.language import N_, _
from ..games import game_from, sets_option
from ..options import JSON_FLAG, budget_option, given, notation_option, rules_options
from ..pictures import alone_or_json, svg_option, write_picture
from .output import collector_paused, emit, json_option, progress, read_moves

STEP_HELP = N_(
    "Step through the game's value history pick by pick: after each pick, the position and its value for X "
    "under perfect play (on a terminal: n or Space the next pick, p the previous, q stop; else every pick)."
)


REPLAY_SHORT_HELP = N_("A game ply by ply: its value history and its first mistake.")
REPLAY_HELP = N_(
    """The game ply by ply, in numbers and on the grid, with the solver's verdicts and the first mistake.

    A pick that makes the mover's outcome worse (a win lost, a draw turned into a loss) is a mistake, and the
    refutation of the first one is shown. A pick that keeps the outcome but wins later, or loses sooner,
    than the best pick is flagged as a slower win or a faster loss.

    With --svg FILE, also draws the game in FILE: one small pair of views per ply. A big game (--order 5) is
    judged within --budget positions; past it the answer is "not solved within the budget".

    With --sets FILE, the game is the file's, and MOVES are its items (each one word on the command line).
    """
)


@click.command(short_help=REPLAY_SHORT_HELP, help=REPLAY_HELP)
@click.argument("moves", nargs=-1, required=True)
@notation_option
@click.option("--step", "stepping", is_flag=True, help=STEP_HELP)
@json_option()
@svg_option
@budget_option
@sets_option
@rules_options
@click.pass_context
def replay(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: str,
    stepping: bool,
    as_json: bool,
    svg_path: str | None,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """The ``replay`` command: the game of MOVES judged pick by pick within ``budget``, shown, drawn with --svg."""
    alone_or_json(svg_path, as_json)
    for option, value in ((JSON_FLAG, as_json), ("--svg", svg_path)):
        if stepping and value:
            raise click.UsageError(_("--step shows the steps in the terminal: drop {option}").format(option=option))
    rules, dress = game_from(ctx, sets_file, rules)
    if dress is not None and given(ctx, "notation"):
        raise click.UsageError(_("--from says how numbers are written, and the moves of a --sets game are its items"))
    picks = read_moves(moves, notation, rules, dress.number if dress is not None else None)
    try:
        with collector_paused(), progress(_("judging every pick")) as report, limited(rules, budget, report):
            found = replayed(picks, rules)
    except SearchBudgetError as error:
        forget(rules)  # let the memory go
        if as_json:
            emit(unjudged_json(picks, rules, dress, str(error)))
        else:
            click.echo(unjudged_text(picks, dress, str(error)))
        return
    if stepping:
        _step(replay_steps(found.plies, rules, dress))
        return
    if svg_path is not None:
        from ...svg import replay_svg

        if write_picture(svg_path, replay_svg(found.plies, dress)):
            return
    if as_json:
        emit(replay_json(found, rules, dress))
        return
    click.echo(fitted(replay_text(found, rules, dress), whole=dress.names if dress is not None else ()))


QUIT_KEYS = ("q", "Q", "\x1b", "\x03", "\x04")
"""Keys that stop a step-through: q, Escape, Ctrl-C, Ctrl-D."""
FORWARD_KEYS = ("n", "N", " ", "\r", "\n", "\x1b[C", "\x1b[B")
"""Keys that step on a pick: n, Space, Enter, the right and down arrows."""
BACK_KEYS = ("p", "P", "b", "B", "\x1b[D", "\x1b[A")
"""Keys that step back a pick: p, b, the left and up arrows."""


def _step(steps: Sequence[HistoryStep]) -> None:
    """The game pick by pick: on a terminal one pick at a time, on and back by keys (past the last, or q, stops);
    else every pick, one after another."""
    heading = _(
        "The game's value history, pick by pick: after each of its {count} picks, the position and its value for "
        "X under perfect play."
    ).format(count=len(steps))
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        click.echo(heading)
        for step in steps:
            click.echo("")
            click.echo(fitted(step.text))
        return
    at = 0
    while True:
        click.clear()
        click.echo(heading)
        click.echo(_("n, Space or Enter: the next pick; p or b: the previous pick; q: stop."))
        click.echo("")
        click.echo(fitted(steps[at].text))
        while True:
            key = click.getchar()
            if key in QUIT_KEYS or (key in FORWARD_KEYS and at == len(steps) - 1):
                return
            if key in FORWARD_KEYS or (key in BACK_KEYS and at > 0):
                at += 1 if key in FORWARD_KEYS else -1
                break
