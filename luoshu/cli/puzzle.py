"""``luoshu puzzle``: find the only winning pick, or the only pick that does not lose, in any dress."""

from __future__ import annotations

import random
import sys

import click

from ..rules import LISTED_UP_TO, Rules
from ..search.solver import SearchBudgetError, forget, limited
from ..session import Session, board
from ..teach.puzzles import (
    BIG_GAME_PICKS,
    PUZZLE_LEVELS,
    Puzzle,
    answer_text,
    by_id,
    choose,
    explained_answer,
    mine,
    puzzle_json,
    puzzles_text,
)
from ..views.dresses.dress import Dress, dress_for
from ..views.notation import RecordError
from ..views.text import game_title
from ..views.wrapping import fitted
from ..words.language import N_, _, ngettext
from ..words.terms import listed, puzzle_word
from .click_words import said_anew
from .games import game_from, sets_option
from .options import Whole, budget_option, given, json_option, rules_options
from .terminal import ask, progress

DRESS_NAMES = {"numbers": "fifteen", "grid": "grid", "jam": "jam", "words": "words", "product": "product"}

PUZZLE_HELP = N_(
    """Puzzles mined from the solved game: find the only winning pick, or the only pick that does not lose.

    A puzzle is a position from a real game where the player to move has exactly one pick that wins, or,
    with no win, exactly one that does not lose - never just completing your own pair or the forced block
    of a single threat. There is one per class of positions under the game's symmetries; its id is that
    class's smallest position, X's numbers - O's numbers.

    Misère (--misere): completing your own set loses, so a position where the mover could complete one may
    be a puzzle; it must leave at least two picks that do not, so that the answer is not merely the only
    number that is not poison.

    Levels: easy is a fork to find now, or a defence whose traps are sprung within 4 plies, with few numbers
    to add up; every two plies more in the forcing line, and 3 or 4 pairs of numbers to add up (two steps
    for more), make it a level harder. Misère puzzles are levelled the same way.

    Type your answer in the puzzle's dress; hint narrows it down; right or wrong, the answer is explained
    with the line that follows, in the dress and in numbers. A big game's puzzles take minutes to mine: its
    searches stop at --budget positions.

    With --sets FILE, the puzzles are the file's game's, shown and answered in its items (its id and the
    JSON in numbers: the file's order, or for a game that is tic-tac-toe, Pick Fifteen's).
    """
)


def solve_puzzle(puzzle: Puzzle, dress: Dress, seed: int | None) -> None:
    """Show the puzzle in the dress, take answers until the right one, the end of input or quit."""
    session = Session(
        x="human", o="human", rules=puzzle.rules, dress=dress, picks=puzzle.record, set_up=len(puzzle.record)
    )
    worn = session.dress
    rng = random.Random(seed)
    task = puzzle.task(worn.noun)
    win = puzzle.kind == "win"

    def say(text: str) -> None:
        """A line, or lines, within 80 columns: a long list of names goes on between two of them."""
        click.echo(fitted(text, whole=worn.names))

    # The first line: its id, what it asks (the win, or the only defence), its level, the game and who is to move.
    if win:
        heading = _("Puzzle {identifier} (find the win, {level}). {title}: {to_move} to move.")
    else:
        heading = _("Puzzle {identifier} (find the only defence, {level}). {title}: {to_move} to move.")
    level = puzzle_word(puzzle.level)
    say(heading.format(identifier=puzzle.id, level=level, title=session.dress.title, to_move=puzzle.to_move))
    say(board(session))
    say(
        _("{to_move} to move: {task} Type {what_to_type}, hint, or quit.").format(
            to_move=puzzle.to_move, task=task, what_to_type=session.what_to_type()
        )
    )
    interactive = sys.stdin.isatty()
    candidates = sorted(session.position.free)
    first = True  # only the first answer can solve the puzzle
    while True:
        line = ask(_("Your answer"), interactive)
        if line is None or line.strip().lower() in ("quit", "q"):
            say(_("The answer was {name}.").format(name=session.name(puzzle.answer)))
            say(explained_answer(puzzle, worn))
            return
        if line.strip().lower() in ("hint", "h"):
            narrowed = _narrowed(candidates, puzzle.answer, rng)
            names = [session.name(n) for n in narrowed]
            if len(names) == 1:  # every other was tried
                say(_("It is {name}.").format(name=names[0]))
            elif narrowed == candidates:  # two left: one more hint would be the answer itself
                say(_("No more hints: it is one of {first} or {second}.").format(first=names[0], second=names[1]))
            else:
                say(_("It is one of: {names}.").format(names=listed(names)))
            candidates = narrowed
            continue
        if line.strip().lower() in ("help", "?"):
            say(
                _("Type {what_to_type} as your answer, hint to narrow it down, or quit for the answer.").format(
                    what_to_type=session.what_to_type()
                )
            )
            continue
        try:
            number = worn.number(" ".join(line.split()), session.position.free)
        except RecordError as error:
            say(_("{reason}.").format(reason=str(error)))
            continue
        holder = session.position.holder(number)
        if holder is not None:
            say(_("{name} is taken by {holder}; choose a free one.").format(name=session.name(number), holder=holder))
            continue
        say(answer_text(puzzle, number, session.name(number), first, worn))
        if number == puzzle.answer:
            return
        first = False
        candidates = [n for n in candidates if n != number]  # a hint never offers what was ruled out
        say(_("Try again, or type hint."))


def _narrowed(candidates: list[int], answer: int, rng: random.Random) -> list[int]:
    """Half of the candidates, the answer among them: each hint halves what is left to try, and never leaves the
    answer alone (a hint that named it would solve the puzzle for the player)."""
    others = [n for n in candidates if n != answer]
    if len(others) <= 1:
        return candidates
    kept = sorted(rng.sample(others, len(others) // 2))
    return sorted([answer, *kept])


@click.command(short_help=N_("Find the only winning pick, or the only one that does not lose."), help=PUZZLE_HELP)
@click.option(
    "--dress",
    type=click.Choice(list(DRESS_NAMES)),
    default="numbers",
    show_default=True,
    help=N_(
        "Show and read the puzzle as numbers, on the grid, or in the disguise of Jam, the word game or the product "
        "game."
    ),
)
@click.option("--level", type=click.Choice(PUZZLE_LEVELS), help=N_("Choose a puzzle of this level (default any)."))
@click.option("--seed", type=Whole(), help=N_("Seed for choosing the puzzle, to get the same one again."))
@click.option(
    "--id",
    "identifier",
    metavar="ID",
    help=N_("The puzzle with this id (see --list): X's numbers - O's numbers, as 1.2-7.9."),
)
@click.option("--list", "listing", is_flag=True, help=N_("List every puzzle of the game (--level: of that level)."))
@json_option(N_("Print JSON, in numbers: the puzzle and its answer, or with --list every one."))
@click.option(
    "--picks",
    type=Whole(1, 8),
    default=BIG_GAME_PICKS,
    show_default=True,
    help=said_anew(
        lambda: _("For games of more than {listed_up_to} numbers: mine positions of this many picks at most.").format(
            listed_up_to=LISTED_UP_TO
        )
    ),
)
@budget_option
@sets_option
@rules_options
@click.pass_context
def puzzle(
    ctx: click.Context,
    /,
    dress: str,
    level: str | None,
    seed: int | None,
    identifier: str | None,
    listing: bool,
    as_json: bool,
    picks: int,
    budget: int,
    sets_file: str | None,
    rules: Rules,
) -> None:
    """``luoshu puzzle`` (its help is ``PUZZLE_HELP``)."""
    import json

    _check_options(ctx, listing, identifier, as_json, rules)
    if sets_file is not None and given(ctx, "dress"):
        raise click.UsageError(_("--sets FILE is the game, and it is shown in its own items: drop --dress"))
    rules, sets_dress = game_from(ctx, sets_file, rules)
    try:
        # Checked before any mining: the game may not wear the dress.
        worn = sets_dress if sets_dress is not None else dress_for(DRESS_NAMES[dress], rules)
    except ValueError as error:
        raise click.UsageError(str(error)) from None
    items = sets_dress.names if sets_dress is not None else None
    game = worn.title if sets_dress is not None else game_title(rules)
    try:
        if listing:
            every = _mined(rules, picks, budget)
            found = [p for p in every if level is None or p.level == level]
            if as_json:
                puzzles = [puzzle_json(p, items) for p in found]
                click.echo(json.dumps({"puzzle_count": len(found), "puzzles": puzzles, "reason": None}))
                return
            click.echo(puzzles_text(found, len(every), level or None, game))
            return
        if identifier is not None:
            try:
                chosen: Puzzle | None = by_id(identifier, rules)
            except ValueError as error:
                raise click.BadParameter(str(error), param_hint="--id") from None
        else:
            with limited(rules, budget):
                chosen = choose(rules, level, seed, picks)  # type: ignore[arg-type]
    except SearchBudgetError as error:
        forget(rules)  # let the memory go
        _no_puzzle(
            _("{game}: the puzzles were not mined, {reason}").format(game=game, reason=str(error)), listing, as_json
        )
        return
    if chosen is None:
        if level:
            reason = _("{game} has no {level} puzzle").format(game=game, level=puzzle_word(level))
        else:
            reason = _("{game} has no puzzle").format(game=game)
        _no_puzzle(reason, listing, as_json)
        return
    if as_json:
        click.echo(json.dumps({**puzzle_json(chosen, items), "reason": None}))
        return
    solve_puzzle(chosen, worn, seed)


def _no_puzzle(reason: str, listing: bool, as_json: bool) -> None:
    """Say why there is no puzzle to show: an answer, not a failure (status 0), as every command says it."""
    import json

    if not as_json:
        click.echo(_("{reason}.").format(reason=reason))
    elif listing:
        click.echo(json.dumps({"puzzle_count": None, "puzzles": [], "reason": reason}))
    else:
        click.echo(json.dumps({"reason": reason}))


def _check_options(ctx: click.Context, listing: bool, identifier: str | None, as_json: bool, rules: Rules) -> None:
    """Refuse options that would do nothing, rather than drop them in silence."""
    unused = []
    if listing:
        unused = [name for name in ("seed", "identifier", "dress") if given(ctx, name)]
    elif identifier is not None:
        unused = [name for name in ("seed", "level") if given(ctx, name)]
    if unused:
        options = listed("--id" if name == "identifier" else f"--{name}" for name in unused)
        if listing:
            refusal = ngettext(
                "--list lists every puzzle, so {options} would do nothing: drop it",
                "--list lists every puzzle, so {options} would do nothing: drop them",
                len(unused),
            )
        else:
            refusal = ngettext(
                "--id names the puzzle, so {options} would do nothing: drop it",
                "--id names the puzzle, so {options} would do nothing: drop them",
                len(unused),
            )
        raise click.UsageError(refusal.format(options=options))
    if as_json and given(ctx, "dress"):
        raise click.UsageError(_("--json always speaks numbers, so --dress would do nothing: drop one of them"))
    if given(ctx, "picks") and rules.numbers <= LISTED_UP_TO:
        raise click.UsageError(
            _("--picks is for games of more than {listed_up_to} numbers; every position of {rules} is mined").format(
                listed_up_to=LISTED_UP_TO, rules=str(rules)
            )
        )


def _mined(rules: Rules, picks: int, budget: int) -> list[Puzzle]:
    notice = None
    if rules.numbers > LISTED_UP_TO:  # known to be long before it starts: said at once
        notice = _(
            "mining the puzzles of {rules} from its positions of up to {picks} picks: this can take minutes "
            "(--budget bounds it)"
        ).format(rules=str(rules), picks=picks)
    with progress(_("mining puzzles"), notice) as show, limited(rules, budget):
        return mine(rules, show, picks)
