"""``luoshu puzzle``: find the only winning pick, or the only pick that does not lose, in any dress."""

from __future__ import annotations

import random
import sys

import click

from ..rules import LISTED_UP_TO, Rules
from ..search.solver import SearchBudgetError, forget, limited
from ..session import Session, board
from ..session.notations import RecordError
from ..session.puzzling import (
    BIG_GAME_PICKS,
    PUZZLE_LEVELS,
    Puzzle,
    answer_text,
    by_id,
    choose,
    explained_answer,
    game_title,
    mine,
    puzzle_json,
)
from ..views.dresses.dress import Dress, dress_for
from ..views.widths import table
from ..views.wrapping import fitted
from ..words.commands import puzzle as words
from ..words.terms import listed
from .click_words import said_anew
from .games import game_from, sets_option
from .options import Whole, budget_option, given, json_option, rules_options
from .terminal import ask, progress

DRESS_NAMES = {"numbers": "fifteen", "grid": "grid", "jam": "jam", "words": "words", "product": "product"}


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

    say(words.heading(puzzle.id, win, puzzle.level, session.dress.title, puzzle.to_move))
    say(board(session))
    say(words.task(puzzle.to_move, task, session.what_to_type()))
    interactive = sys.stdin.isatty()
    candidates = sorted(session.position.free)
    first = True  # only the first answer can solve the puzzle
    while True:
        line = ask(words.your_answer(), interactive)
        if line is None or line.strip().lower() in ("quit", "q"):
            say(words.the_answer_was(session.name(puzzle.answer)))
            say(explained_answer(puzzle, worn))
            return
        if line.strip().lower() in ("hint", "h"):
            narrowed = _narrowed(candidates, puzzle.answer, rng)
            names = [session.name(n) for n in narrowed]
            if len(names) == 1:  # every other was tried
                say(words.it_is(names[0]))
            elif narrowed == candidates:  # two left: one more hint would be the answer itself
                say(words.no_more_hints(names[0], names[1]))
            else:
                say(words.one_of(listed(names)))
            candidates = narrowed
            continue
        if line.strip().lower() in ("help", "?"):
            say(words.how_to_answer(session.what_to_type()))
            continue
        try:
            number = worn.number(" ".join(line.split()), session.position.free)
        except RecordError as error:
            say(words.sentence(str(error)))
            continue
        holder = session.position.holder(number)
        if holder is not None:
            say(words.taken(session.name(number), holder))
            continue
        say(answer_text(puzzle, number, session.name(number), first, worn))
        if number == puzzle.answer:
            return
        first = False
        candidates = [n for n in candidates if n != number]  # a hint never offers what was ruled out
        say(words.try_again())


def _narrowed(candidates: list[int], answer: int, rng: random.Random) -> list[int]:
    """Half of the candidates, the answer among them: each hint halves what is left to try, and never leaves the
    answer alone (a hint that named it would solve the puzzle for the player)."""
    others = [n for n in candidates if n != answer]
    if len(others) <= 1:
        return candidates
    kept = sorted(rng.sample(others, len(others) // 2))
    return sorted([answer, *kept])


@click.command(short_help=words.PUZZLE_SHORT_HELP, help=words.PUZZLE_HELP)
@click.option(
    "--dress",
    type=click.Choice(list(DRESS_NAMES)),
    default="numbers",
    show_default=True,
    help=words.DRESS_HELP,
)
@click.option("--level", type=click.Choice(PUZZLE_LEVELS), help=words.LEVEL_HELP)
@click.option("--seed", type=Whole(), help=words.SEED_HELP)
@click.option(
    "--id",
    "identifier",
    metavar="ID",
    help=words.ID_HELP,
)
@click.option("--list", "listing", is_flag=True, help=words.LIST_HELP)
@json_option(words.JSON_HELP)
@click.option(
    "--picks",
    type=Whole(1, 8),
    default=BIG_GAME_PICKS,
    show_default=True,
    help=said_anew(lambda: words.picks_help(LISTED_UP_TO)),
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
        raise click.UsageError(words.sets_with_dress())
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
            _list(found, len(every), level, game)
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
        _no_puzzle(words.not_mined(game, str(error)), listing, as_json)
        return
    if chosen is None:
        _no_puzzle(words.no_puzzle(game, level or None), listing, as_json)
        return
    if as_json:
        click.echo(json.dumps({**puzzle_json(chosen, items), "reason": None}))
        return
    solve_puzzle(chosen, worn, seed)


def _no_puzzle(reason: str, listing: bool, as_json: bool) -> None:
    """Say why there is no puzzle to show: an answer, not a failure (status 0), as every command says it."""
    import json

    if not as_json:
        click.echo(words.sentence(reason))
    elif listing:
        click.echo(json.dumps({"puzzle_count": None, "puzzles": [], "reason": reason}))
    else:
        click.echo(json.dumps({"reason": reason}))


def _check_options(ctx: click.Context, listing: bool, identifier: str | None, as_json: bool, rules: Rules) -> None:
    """Refuse options that would do nothing, rather than drop them in silence."""
    unused = []
    refusal = words.unused_with_list
    if listing:
        unused = [name for name in ("seed", "identifier", "dress") if given(ctx, name)]
    elif identifier is not None:
        unused = [name for name in ("seed", "level") if given(ctx, name)]
        refusal = words.unused_with_id
    if unused:
        options = listed("--id" if name == "identifier" else f"--{name}" for name in unused)
        raise click.UsageError(refusal(options, len(unused)))
    if as_json and given(ctx, "dress"):
        raise click.UsageError(words.json_with_dress())
    if given(ctx, "picks") and rules.numbers <= LISTED_UP_TO:
        raise click.UsageError(words.picks_for_big_games(LISTED_UP_TO, str(rules)))


def _mined(rules: Rules, picks: int, budget: int) -> list[Puzzle]:
    notice = None
    if rules.numbers > LISTED_UP_TO:  # known to be long before it starts: said at once
        notice = words.mining_notice(str(rules), picks)
    with progress(words.mining(), notice) as show, limited(rules, budget):
        return mine(rules, show, picks)


def _list(found: list[Puzzle], every: int, level: str | None, game: str) -> None:
    click.echo(fitted(words.listed(game, len(found), level or None, every)) + "\n")
    rows = [
        words.list_header(),
        *([p.id, words.puzzle_word(p.kind), words.puzzle_word(p.level), p.to_move] for p in found),
    ]
    for line in table(rows, gap=3):  # lined up in display columns: a Chinese heading is two columns a character
        click.echo("  " + line)
