"""``luoshu explore search``: the search itself, minimax to luoshu's engine, as a tree, steps, a picture, or side
by side. It reads the options and the position asked for, in a dress; what a search computes and says is
``luoshu.teach.searches``', the picture ``luoshu.svg.search_tree``'s.

>>> SEARCH_SHORT
'Minimax and alpha-beta at work: the search as a tree.'
"""

from __future__ import annotations

import sys

import click

from ...rules import Position, Rules
from ...search.counted import COUNTED_BUDGET, ORDERS, SCORES, CountedRun, Scores
from ...search.engine import SearchBudgetError
from ...search.lessons import LESSONS, OpensAtRandom
from ...svg.search_tree import search_tree_svg
from ...teach import searches
from ...views.dresses.dress import DRESSES, Dress, dress_for
from ...views.notation import moves_from, record_tokens
from ...views.wrapping import TERMINAL, fill
from ...words.language import N_, _
from ...words.terms import listed
from ..options import Whole, given, json_option, notation_option, rules_options
from ..pictures import alone_or_json, svg_option, write_picture
from ..terminal import progress
from .output import emit

QUIT_KEYS = ("q", "Q", "\x1b", "\x03", "\x04")
"""Keys that stop a step-through: q, Escape, Ctrl-C, Ctrl-D."""
DRESS_NAMES: tuple[str, ...] = tuple(name for name in DRESSES if name != "sets")
"""The dresses a search is shown in (a game given as sets is the commands' --sets, not a dress to ask for)."""

SEARCH_SHORT = N_("Minimax and alpha-beta at work: the search as a tree.")
SEARCH_HELP = N_(
    """Watch the search itself: minimax, alpha-beta and the tricks that make it fast, from the position after
    MOVES (none: the empty board), as a tree a person can read.

    Each node shows its move, whose turn (max: the player to move at the root, who maximises; min: the other),
    its score for the maximiser and what it means (who wins, and in how many plies where the scores say), the
    pick it chooses, and the nodes its subtree holds; alpha-beta adds the window [α, β] each node was searched
    with and the picks it cut off; a memoised search marks the nodes its table answered. Below --depth the tree
    is summed up: each line's nodes count its whole subtree.

    --lesson N runs the program of minimax lesson N exactly as it searches (its algorithm, scores, order and
    windows), and says which article the lesson is and what its program does.

    --compare runs every search from the same position side by side: plain minimax (549,946 nodes from the empty
    board), minimax scoring the fastest win, alpha-beta in the dress's order and in a good one, memoised on
    positions (5,478 kept) and up to symmetry (765), and luoshu's own engine; then each lesson's program and the
    depth-blind player as they play. --step shows the search's visits in order, a key per step (through a pipe,
    one step per line)."""
)
MOVES_HELP = N_("The picks so far (numbers, cells A1-C3, or a disguise's items).")
DRESS_HELP = N_("Show the moves and positions in this dress: numbers, the grid's cells, or a disguise.")
ALGORITHM_HELP = N_(
    "The search: plain minimax, alpha-beta, minimax memoised on positions, memoised up to the game's symmetries, "
    "or luoshu's own engine."
)
SCORES_HELP = N_(
    "How a finished game scores: ten, a win +10 and a loss −10 whatever the depth (the depth-blind player's, which "
    "cannot tell a fast win from a slow one); depth, a win 10 − depth and a loss depth − 10, depth counted from the "
    "root, so the fastest win scores most."
)
ORDER_HELP = N_(
    "The order picks are tried in: lesson, the dress's own (numbers ascending, cells A1 to C3); good, a win "
    "first, then a block, then what lies in the most winning sets."
)
LESSON_HELP = N_(
    "Run lesson N's own program as it searches: its algorithm, scores, order and windows. 1: alpha-beta with a "
    "fresh window for each move at the root (000, a tic-tac-toe AI and its PyQt window); 2: plain minimax on the Luo "
    "Shu's numbers (001, Pick Fifteen, the exercise of the book 《同构——编程中的数学》); 3: plain minimax, a win "
    "worth the empty cells + 1 (002, a Taiwanese class's computer that wins in the fewest moves); 4: plain minimax, "
    "a win 10 − depth (003, minimax from scratch)."
)
"""The help of explore search's --lesson."""

DEPTH_HELP = N_("Show the tree this many plies deep; below, each line counts its subtree's nodes.")
COMPARE_HELP = N_("Run every search from the position and count side by side what each idea saves.")
STEP_HELP = N_("Step through the search's visits in order, a key per step (through a pipe, a line each).")
JSON_HELP = N_("Print the search, its tree (or with --compare every search) as JSON.")
BUDGET_HELP = N_("Stop a search once it has visited this many nodes (luoshu's engine: kept this many positions).")
SEARCHING = N_("searching")
"""The progress line's label."""
NODES = N_("nodes")
"""What the progress line counts."""
GOES_WITH_NONE = N_("{option} goes with none of {others}")
"""An option that goes with none of some others (a list ending in "or"): no option of the command says it today;
kept so that its translations carry over."""


@click.command(short_help=SEARCH_SHORT, help=SEARCH_HELP)
@click.argument("moves", nargs=-1)
@notation_option
@click.option(
    "--dress",
    "dress_name",
    type=click.Choice(DRESS_NAMES),
    default="fifteen",
    show_default=True,
    help=DRESS_HELP,
)
@click.option(
    "--algorithm",
    type=click.Choice(searches.SEARCHES),
    default="minimax",
    show_default=True,
    help=ALGORITHM_HELP,
)
@click.option("--scores", type=click.Choice(SCORES), default="depth", show_default=True, help=SCORES_HELP)
@click.option(
    "--move-order",
    "move_order",
    type=click.Choice(ORDERS),
    default="lesson",
    show_default=True,
    help=ORDER_HELP,
)
@click.option("--lesson", type=click.Choice([str(n) for n in sorted(LESSONS)]), metavar="N", help=LESSON_HELP)
@click.option("--depth", type=Whole(0, 25), default=2, show_default=True, help=DEPTH_HELP)
@click.option("--compare", "comparing", is_flag=True, help=COMPARE_HELP)
@click.option("--step", "stepping", is_flag=True, help=STEP_HELP)
@svg_option
@json_option(JSON_HELP)
@click.option(
    "--budget",
    type=Whole(1000, 50_000_000),
    metavar="NODES",
    default=COUNTED_BUDGET,
    show_default=True,
    help=BUDGET_HELP,
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
            raise click.UsageError(
                _("--lesson runs that lesson's own program, which chooses its own search: drop {options}").format(
                    options=listed(chosen)
                )
            )
    if comparing:
        chosen = [_named(ctx, name) for name in ("algorithm", "scores", "move_order", "depth") if given(ctx, name)]
        chosen += [_named(ctx, name) for name, value in (("stepping", stepping), ("svg_path", svg_path)) if value]
        if chosen:
            raise click.UsageError(
                _("--compare runs every search in its own way: drop {options}").format(options=listed(chosen))
            )
    if stepping:
        for name, value in (("as_json", as_json), ("svg_path", svg_path)):
            if value:
                raise click.UsageError(
                    _("--step shows the steps in the terminal: drop {option}").format(option=_named(ctx, name))
                )
    if algorithm == "luoshu":
        if given(ctx, "scores"):  # luoshu's engine scores a win by its plies
            raise click.UsageError(
                _("--scores is for the lessons' searches: luoshu's engine scores a win by its plies")
            )
        if given(ctx, "move_order"):  # luoshu's engine orders its picks itself
            raise click.UsageError(
                _("--move-order is for the lessons' searches: luoshu's engine orders its picks itself")
            )
    try:
        dress = dress_for(dress_name, rules)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--dress") from None
    try:
        position = position_asked(moves, notation, rules, dress)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="MOVES") from None
    if comparing:
        rows = _compared(position, dress, budget)
        if as_json:
            emit(searches.compare_json(rows, position, dress))
        else:
            click.echo(searches.compare_text(rows, position, dress))
        return
    checked: Scores = "ten" if scores == "ten" else "depth"
    try:
        with progress(_(SEARCHING), unit=_(NODES)) as report:
            if lesson is not None:
                run = searches.lesson_tree(position, int(lesson), depth, budget, report)
            else:
                run = searches.search(position, dress, algorithm, checked, move_order == "good", depth, budget, report)
    except OpensAtRandom as error:  # the lesson, from the empty board: nothing it searches to show
        raise click.UsageError(str(error)) from None  # it names the lesson; click's label would run past 80 columns
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--depth") from None
    except SearchBudgetError as error:
        raise click.ClickException(str(error)) from None
    if stepping:
        _step(run, dress)
        return
    if svg_path is not None and write_picture(svg_path, search_tree_svg(run, dress)):
        return
    if as_json:
        emit(searches.search_json(run, dress))
    else:
        click.echo(searches.tree_text(run, dress))


def position_asked(words: tuple[str, ...] | list[str], notation: str, rules: Rules, dress: Dress) -> Position:
    """The position the picks ``words`` reach under ``rules``: numbers or cells where ``notation`` says so,
    whatever the dress shows (the numbers and the cells name every move in every dress); else (``auto``) numbers
    or cells for the numbers and the grid, as every command reads a record, and a disguise's items in a disguise.
    ValueError with the reason for a record that is no game.

    >>> from luoshu.rules import PICK_FIFTEEN
    >>> position_asked(["B2", "C2"], "auto", PICK_FIFTEEN, dress_for("fifteen"))
    Position(x={5}, o={1})
    >>> position_asked(["5", "1"], "numbers", PICK_FIFTEEN, dress_for("jam"))  # shown as roads, typed as numbers
    Position(x={5}, o={1})
    >>> position_asked(["High Street, Mill Lane"], "auto", PICK_FIFTEEN, dress_for("jam"))
    Position(x={5}, o={2})
    >>> position_asked(["5", "5"], "auto", PICK_FIFTEEN, dress_for("fifteen"))
    Traceback (most recent call last):
    ...
    luoshu.views.notation.RecordError: pick 2, '5': 5 is taken
    """
    if notation != "auto" or dress.name in ("fifteen", "grid"):  # numbers or cells, as every command reads them
        picks = moves_from(record_tokens(words, None), notation, rules)  # type: ignore[arg-type]  # the face checked
    else:
        picks = moves_from(record_tokens(words, dress), "numbers", rules, dress.number)
    return Position.from_moves(picks, rules)


def _compared(position: Position, dress: Dress, budget: int) -> list[searches.Compared]:
    """Every search from the position asked: the quick ones first; then, said before they start with the time they
    will take, those that need more, which Ctrl-C stops (the table then shows the rows done)."""
    notice = searches.compare_notice(position)
    if notice is not None:
        click.echo(fill(notice, TERMINAL), err=True)
    with progress(_(SEARCHING), unit=_(NODES)) as report:
        rows = searches.comparison(position, dress, budget, lambda key, nodes: report(nodes))
    if not any(row.waiting for row in rows):
        return rows
    click.echo(fill(searches.going_on(rows, position, dress, budget), TERMINAL), err=True)
    latest = rows  # the table as it stands after each long row: what Ctrl-C leaves
    try:
        with progress(_(SEARCHING), unit=_(NODES)) as report:
            for done in searches.comparison_went_on(rows, position, dress, budget, lambda key, nodes: report(nodes)):
                latest = [done if row.key == done.key else row for row in latest]
    except KeyboardInterrupt:  # the table shows what was done
        click.echo(_("Stopped: the table shows the searches done."), err=True)
    return latest


def _named(ctx: click.Context, name: str) -> str:
    """How the option the command calls ``name`` is written on the command line: --move-order for move_order."""
    return next(param.opts[0] for param in ctx.command.params if param.name == name)


def _interactive() -> bool:
    """Whether a person is at a terminal to press a key per step (not a pipe, not a file)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def _step(run: CountedRun, dress: Dress) -> None:
    """The lines over the tree (each in 80 columns, a dress's names whole), then the visits one by one: on a terminal
    a key per step (q stops), else every step, a line each."""
    for line in searches.heading_lines(run, dress):
        click.echo(searches.fitted_line(line, dress))
    steps = searches.step_text(run, dress)
    interactive = _interactive()
    if interactive:
        click.echo(_("Any key: the next step; q: stop."))
    for line in steps:
        click.echo(line)
        if interactive and line is not steps[-1] and click.getchar() in QUIT_KEYS:
            return
