"""``luoshu explore search``: the search itself, minimax to luoshu's engine, as a tree, steps, a picture, or side
by side."""

from __future__ import annotations

import sys

import click

from ...rules import Rules
from ...search.engine import SearchBudgetError
from ...session import searching
from ...views.wrapping import TERMINAL, fill
from ...words.language import _
from ...words.searching import command as words
from ...words.searching import refusals, trees
from ..options import Whole, given, json_option, notation_option, rules_options
from ..pictures import alone_or_json, svg_option, write_picture
from ..terminal import progress
from .output import emit

QUIT_KEYS = ("q", "Q", "\x1b", "\x03", "\x04")
"""Keys that stop a step-through: q, Escape, Ctrl-C, Ctrl-D."""


@click.command(short_help=words.SEARCH_SHORT, help=words.SEARCH_HELP)
@click.argument("moves", nargs=-1)
@notation_option
@click.option(
    "--dress",
    "dress_name",
    type=click.Choice(searching.DRESS_NAMES),
    default="fifteen",
    show_default=True,
    help=words.DRESS_HELP,
)
@click.option(
    "--algorithm",
    type=click.Choice(searching.SEARCH_NAMES),
    default="minimax",
    show_default=True,
    help=words.ALGORITHM_HELP,
)
@click.option(
    "--scores", type=click.Choice(searching.SCORE_NAMES), default="depth", show_default=True, help=words.SCORES_HELP
)
@click.option(
    "--move-order",
    "move_order",
    type=click.Choice(searching.ORDER_NAMES),
    default="lesson",
    show_default=True,
    help=words.ORDER_HELP,
)
@click.option(
    "--lesson", type=click.Choice([str(n) for n in searching.LESSON_NUMBERS]), metavar="N", help=words.LESSON_HELP
)
@click.option("--depth", type=Whole(0, 25), default=2, show_default=True, help=words.DEPTH_HELP)
@click.option("--compare", "comparing", is_flag=True, help=words.COMPARE_HELP)
@click.option("--step", "stepping", is_flag=True, help=words.STEP_HELP)
@svg_option
@json_option(words.JSON_HELP)
@click.option(
    "--budget",
    type=Whole(1000, 50_000_000),
    metavar="NODES",
    default=searching.COUNTED_BUDGET,
    show_default=True,
    help=words.BUDGET_HELP,
)
@rules_options
@click.pass_context
def search(
    ctx: click.Context,
    /,
    moves: tuple[str, ...],
    notation: str,
    dress_name: str,
    algorithm: str,
    scores: str,
    move_order: str,
    lesson: str | None,
    depth: int,
    comparing: bool,
    stepping: bool,
    svg_path: str | None,
    as_json: bool,
    budget: int,
    rules: Rules,
) -> None:
    alone_or_json(svg_path, as_json)
    if lesson is not None:
        chosen = [_named(ctx, name) for name in ("algorithm", "scores", "move_order") if given(ctx, name)]
        chosen += [_named(ctx, "comparing")] if comparing else []
        if chosen:
            raise click.UsageError(refusals.lesson_alone(chosen))
    if comparing:
        chosen = [_named(ctx, name) for name in ("algorithm", "scores", "move_order", "depth") if given(ctx, name)]
        chosen += [_named(ctx, name) for name, value in (("stepping", stepping), ("svg_path", svg_path)) if value]
        if chosen:
            raise click.UsageError(words.compare_alone(chosen))
    if stepping:
        for name, value in (("as_json", as_json), ("svg_path", svg_path)):
            if value:
                raise click.UsageError(words.step_alone(_named(ctx, name)))
    if algorithm == "luoshu":
        if given(ctx, "scores"):
            raise click.UsageError(refusals.luoshu_scores())
        if given(ctx, "move_order"):
            raise click.UsageError(refusals.luoshu_order())
    try:
        dress = searching.dress_named(dress_name, rules)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--dress") from None
    try:
        position = searching.position_asked(moves, notation, rules, dress)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    asked = searching.AskedSearch(position, dress)
    if comparing:
        table = _compared(asked, budget)
        if as_json:
            emit(table.json())
        else:
            click.echo(table.text())
        return
    try:
        with progress(_(words.SEARCHING), unit=_(words.NODES)) as report:
            if lesson is not None:
                shown = searching.lesson_searched(asked, int(lesson), depth, budget, report)
            else:
                shown = searching.searched(asked, algorithm, scores, move_order == "good", depth, budget, report)
    except searching.OpensAtRandom as error:  # the lesson, from the empty board: nothing it searches to show
        raise click.UsageError(str(error)) from None  # it names the lesson; click's label would run past 80 columns
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--depth") from None
    except SearchBudgetError as error:
        raise click.ClickException(str(error)) from None
    if stepping:
        _step(shown)
        return
    if svg_path is not None and write_picture(svg_path, shown.svg()):
        return
    if as_json:
        emit(shown.json())
    else:
        click.echo(shown.text())


def _compared(asked: searching.AskedSearch, budget: int) -> searching.Comparison:
    """Every search from the position asked: the quick ones first; then, said before they start with the time they
    will take, those that need more, which Ctrl-C stops (the table then shows the rows done)."""
    notice = searching.compare_notice(asked)
    if notice is not None:
        click.echo(fill(notice, TERMINAL), err=True)
    with progress(_(words.SEARCHING), unit=_(words.NODES)) as report:
        table = searching.compared(asked, budget, lambda key, nodes: report(nodes))
    if not table.waiting:
        return table
    names = table.waiting_names()
    click.echo(fill(words.going_on(names, budget, table.time_to_go_on(budget)), TERMINAL), err=True)
    latest = [table]  # the table as it stands after each long row: what Ctrl-C leaves
    try:
        with progress(_(words.SEARCHING), unit=_(words.NODES)) as report:
            for done in searching.compared_on(table, budget, lambda key, nodes: report(nodes)):
                latest[0] = done
    except KeyboardInterrupt:
        click.echo(words.stopped_here(), err=True)
    return latest[0]


def _named(ctx: click.Context, name: str) -> str:
    """How the option the command calls ``name`` is written on the command line: --move-order for move_order."""
    return next(param.opts[0] for param in ctx.command.params if param.name == name)


def _interactive() -> bool:
    """Whether a person is at a terminal to press a key per step (not a pipe, not a file)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def _step(shown: searching.SearchShown) -> None:
    """The visits one by one: on a terminal a key per step (q stops), else every step, a line each."""
    for line in shown.heading():
        click.echo(line)
    steps = shown.steps()
    interactive = _interactive()
    if interactive:
        click.echo(trees.step_keys())
    for line in steps:
        click.echo(line)
        if interactive and line is not steps[-1] and click.getchar() in QUIT_KEYS:
            return
