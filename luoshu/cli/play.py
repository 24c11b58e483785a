"""``luoshu play``: the number game, or the same game on the Luo Shu grid, in the terminal.

A thin loop around ``luoshu.session.Session``: read a line, hand it to the session, print what comes back.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
from typing import TYPE_CHECKING, Any

import click

from ..session import VIEWS, SaveFileError, Session, board, enter, reveal, save_over
from ..session.new_game import NewGame
from ..session.text import scorecard
from ..session.typed import command_named
from ..views.quoting import visible, visible_path
from ..views.wrapping import fitted
from ..words.commands import files as words_files
from ..words.commands import play as words_play
from ..words.terms import listed, named_in_a_row
from .files import SaveError, load_game, save_game
from .games import BadFile, game_from, words_from
from .options import (
    RULE_OPTIONS,
    computer_player,
    first_option,
    given,
    level_option,
    opponent_option,
    rules_options,
    seats_from,
    seed_option,
)
from .players import ended, move_time_option
from .terminal import RewrittenLine, ask

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress

COLOURS = {"X": ("red", True), "O": ("blue", True), "line": ("green", True), "last": ("yellow", True)}


def style_for(colour: bool) -> Any:
    """Colour the marks on a terminal; plain text elsewhere."""

    def style(text: str, role: str) -> str:
        if not colour or role not in COLOURS:
            return text
        fg, bold = COLOURS[role]
        return click.style(text, fg=fg, bold=bold, underline=role == "last")

    return style


def play_game(session: Session, style: Any, interactive: bool) -> bool:
    """One game, to its end (True) or to quit or the end of input (False)."""
    shown = None
    while not session.over:
        if session.computer_to_move:
            thinking = RewrittenLine(err=False)  # a big game's move can take seconds: say so, then wipe it
            if interactive and session.rules.numbers > 9:
                thinking.show(session.status())
            number = session.computer_pick()
            thinking.wipe()
            click.echo(fitted(session.announce(number), whole=session.dress.names))
            continue
        if session.position != shown:
            click.echo()
            click.echo(fitted(board(session, style), whole=session.dress.names))  # names whole: never Mill, then Lane
            shown = session.position
        click.echo(session.turn_line())
        line = ask(session.prompt(), interactive)
        if line is None:
            click.echo(words_play.end_of_input())
            return False
        if not answer(session, line, interactive):
            return False
    click.echo()
    click.echo(fitted(board(session, style), whole=session.dress.names))
    for line in session.result_sentences():
        click.echo(fitted(line, whole=session.dress.names))
    card = scorecard(session)
    if card:
        click.echo(fitted(card, whole=session.dress.names))
    revealed = reveal(session)
    if revealed:
        click.echo()
        click.echo(fitted(revealed, whole=session.dress.names))
    return True


def answer(session: Session, line: str, interactive: bool) -> bool:
    """Do what a typed line asks and say what comes back, asking first where the session says to (replacing a
    file on a terminal); False if the player quit."""
    reply = enter(session, line, save_game)
    if reply.confirm and reply.path and interactive:
        if click.confirm(_seen(reply.confirm), default=False):
            reply = save_over(session, reply.path, save_game)
        else:
            reply = type(reply)(words_play.not_saved())
    if reply.text:
        click.echo(_seen(reply.text))
    return not reply.quit


def _seen(text: str) -> str:
    """A reply as the terminal may show it: a control character in a file's name, say, is written as an escape,
    never sent to the terminal to obey."""
    return "\n".join(visible(line) for line in text.split("\n"))


def after_game(session: Session, interactive: bool) -> bool:
    """On a terminal, after a game: play again or undo (True), or quit (False); why, hint, save and help
    still work."""
    while True:
        line = ask(words_play.after_game(), interactive)
        words = (line or "q").split()
        choice = command_named(words[0]) if words else "quit"
        if choice == "play":
            session.new_game()
            return True
        if choice == "undo":
            taken = session.undo()
            click.echo(
                words_play.took_back(named_in_a_row(session.name(n) for n in taken))
                if taken
                else words_play.nothing_to_undo()
            )
            return bool(taken)
        if choice == "quit":
            return False
        if choice in ("why", "hint", "save", "help"):
            answer(session, line or "", interactive)
            continue
        click.echo(words_play.after_game_choices())


def load(path: str, dress: str | None, view: str | None, seed: int | None) -> Session:
    """The game saved at ``path``, in this command's dress (None: the save's own); a usage error. Never writes."""
    try:
        return load_game(path, dress=dress, view=view, seed=seed)  # type: ignore[arg-type]
    except (SaveError, SaveFileError) as error:
        reason = str(error) if isinstance(error, SaveError) else words_files.about_file(visible_path(path), str(error))
        raise BadFile(reason, param_hint="--load") from None
    except ValueError as error:  # the save is fine, but this command's dress or --view does not fit its game
        raise click.UsageError(words_files.about_file(visible_path(path), str(error))) from None


def start(ctx: click.Context, dress: str | Dress | None, words: list[str] | None = None, **options: Any) -> None:
    """Set up the session from the options, then play until the player is done."""
    view, seed, path = options["view"], options["seed"], options["load"]
    player = None
    if path is not None:
        clashing = [f"--{name}" for name in ("first", "opponent", "level", *RULE_OPTIONS) if given(ctx, name)]
        if clashing:
            raise click.UsageError(words_play.clash_with_load(listed(clashing), len(clashing)))
        session = load(path, dress if isinstance(dress, str) else None, view, seed)
    else:
        rules = options["rules"]
        x, o = seats_from(options["first"], options["opponent"])
        level, player = computer_player(options["opponent"], options["level"], seed, options["move_time"])
        new = NewGame(x, o, level, rules, dress or "fifteen", tuple(words) if words else None, view, seed)
        try:
            session = new.session(player)
        except ValueError as error:
            raise click.UsageError(str(error)) from None
    if view is not None and session.dress.disguise:
        raise click.UsageError(words_play.view_of_a_disguise(session.dress.title))
    interactive = sys.stdin.isatty()
    if interactive and sys.stdout.isatty():
        with contextlib.suppress(ImportError):  # arrow keys and history for input(), where the platform has it
            import readline  # noqa: F401
    style = style_for(sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb")
    click.echo(fitted(session.introduction()))
    click.echo(words_play.type_help())
    if path is not None:
        picks = (", " if session.dress.spaced else " ").join(session.name(n) for n in session.picks)
        click.echo(words_play.resumed(visible_path(path), picks or words_play.no_picks_yet()))
    with ended(player):
        while play_game(session, style, interactive) and interactive and after_game(session, interactive):
            pass  # Ctrl-C ends the game as it ends every command: "Interrupted.", status 130 (LazyGroup.main)


def play_options(function: Any) -> Any:
    """The options shared by every ``play`` command."""
    options = [
        first_option,
        opponent_option,
        level_option,
        seed_option,
        move_time_option,
        click.option(
            "--view",
            type=click.Choice(VIEWS),
            help=words_play.VIEW_HELP,
        ),
        click.option(
            "--load",
            metavar="FILE",
            help=words_play.LOAD_HELP,
        ),
        rules_options,
    ]
    for option in reversed(options):
        function = option(function)
    return function


@click.group(invoke_without_command=True, short_help=words_play.PLAY_SHORT_HELP, help=words_play.PLAY_HELP)
@click.option("--sets", "sets_file", metavar="FILE", help=words_play.SETS_HELP)
@play_options
@click.pass_context
def play(ctx: click.Context, /, sets_file: str | None, **options: Any) -> None:
    """``luoshu play``: a game named, or with none, Pick Fifteen, a --sets game or a saved one (its help is
    ``PLAY_HELP``)."""
    if ctx.invoked_subcommand is not None:
        if sets_file is not None:
            raise click.UsageError(words_play.sets_takes_no_game(shlex.quote(sets_file)))
        options_given = [name for name in ctx.params if given(ctx, name)]
        if options_given:
            options_typed = " ".join(_as_typed(ctx, name) for name in options_given)
            raise click.UsageError(words_play.options_after_the_game(ctx.invoked_subcommand, options_typed))
        return
    if sets_file is not None and options["load"] is not None:
        raise click.UsageError(words_play.sets_or_load())
    # No game named: a --sets game, a saved one, or Pick Fifteen (with whatever options were given).
    worn = None
    if sets_file is not None:
        options["rules"], worn = game_from(ctx, sets_file, options["rules"])
    start(ctx, worn, **options)


def _as_typed(ctx: click.Context, name: str) -> str:
    """An option given, as it would be typed again: ``--level casual``, ``--misere``."""
    param = next(p for p in ctx.command.params if p.name == name)
    option = param.opts[0]
    value = ctx.params[name]
    return option if isinstance(param, click.Option) and param.is_flag else f"{option} {shlex.quote(str(value))}"


@play.command(short_help=words_play.FIFTEEN_SHORT_HELP, help=words_play.FIFTEEN_HELP)
@play_options
@click.pass_context
def fifteen(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play fifteen`` (its help is ``FIFTEEN_HELP``)."""
    start(ctx, "fifteen", **options)


@play.command(short_help=words_play.GRID_SHORT_HELP, help=words_play.GRID_HELP)
@play_options
@click.pass_context
def grid(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play grid`` (its help is ``GRID_HELP``)."""
    start(ctx, "grid", **options)


@play.command(short_help=words_play.JAM_SHORT_HELP, help=words_play.JAM_HELP)
@play_options
@click.pass_context
def jam(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play jam`` (its help is ``JAM_HELP``)."""
    start(ctx, "jam", **options)


@play.command(short_help=words_play.WORDS_SHORT_HELP, help=words_play.WORDS_HELP)
@click.option("--words", "word_list", metavar="W1,...,W9", help=words_play.WORD_LIST_HELP)
@play_options
@click.pass_context
def words(ctx: click.Context, /, word_list: str | None, **options: Any) -> None:
    """``luoshu play words`` (its help is ``WORDS_HELP``)."""
    if word_list is not None and options["load"] is not None:
        raise click.UsageError(words_play.words_with_load())
    chosen = words_from(word_list).items if word_list is not None else None
    start(ctx, "words", words=list(chosen) if chosen else None, **options)


@play.command(short_help=words_play.PRODUCT_SHORT_HELP, help=words_play.PRODUCT_HELP)
@play_options
@click.pass_context
def product(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play product`` (its help is ``PRODUCT_HELP``)."""
    start(ctx, "product", **options)
