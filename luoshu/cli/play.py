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

from ..files import SaveError, load_game, save_game
from ..session import VIEWS, SaveFileError, Session, board, enter, reveal, save_over
from ..session.new_game import NewGame
from ..session.text import scorecard
from ..session.typed import command_named
from ..views.quoting import visible, visible_path
from ..views.wrapping import fitted
from ..words.language import N_, _, ngettext
from ..words.terms import listed, named_in_a_row
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

PLAY_SHORT_HELP = N_("Play Pick Fifteen, or a disguise of it, against the computer.")
PLAY_HELP = N_(
    """Play Pick Fifteen against a computer that never loses, or the same game in another dress.

    Take turns picking numbers 1-9; the first to hold three that sum to 15 wins. It is tic-tac-toe on
    the Luo Shu magic square (luoshu play grid), and it is Jam and the word game in disguise (luoshu play
    jam, luoshu play words, luoshu play product). With no game named, luoshu play plays Pick Fifteen, with the
    options given; luoshu play --sets FILE plays any game given as its items and winning sets, and luoshu
    play --load FILE resumes a saved game as it was saved. During a game type a move, or hint, why,
    undo (u), save FILE, help (h, ?), quit (q).
    """
)
SETS_HELP = N_(
    'Play any game given as sets: a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" '
    "if you like), of 3 to 25 items. A game that is tic-tac-toe comes off as Pick Fifteen at the end."
)
VIEW_HELP = N_(
    "What to show: the numbers, the grid, or both side by side. Default: numbers for fifteen, grid for grid."
)
LOAD_HELP = N_("Resume a game saved with the in-game save command (from either mode).")
FIFTEEN_SHORT_HELP = N_("Pick numbers; three that sum to 15 win (or the rules you choose).")
FIFTEEN_HELP = N_(
    """Pick numbers; three that sum to 15 win (or the rules you choose).

    Type a number to pick it, or hint, why, undo, save FILE, help, quit.
    """
)
GRID_SHORT_HELP = N_("Tic-tac-toe on the Luo Shu grid: three in a row win.")
GRID_HELP = N_(
    """Tic-tac-toe on the Luo Shu grid: three in a row win (with --misere, lose).

    Name a cell to take it: rows A-C from the top, columns 1-3 from the left (B2 is the centre).
    Or type hint, why, undo, save FILE, help, quit.
    """
)
JAM_SHORT_HELP = N_("Jam: claim roads; every road through one town wins.")
JAM_HELP = N_(
    """Jam: eight towns joined by nine roads. Claim roads; the first to hold every road through one town wins.

    Type a road's name (any case; the first letters will do when only one road starts so). At the end
    the disguise comes off: each road is a number, and the roads through a town sum to 15.
    """
)
WORDS_SHORT_HELP = N_("The word game: three words that share a letter win.")
WORDS_HELP = N_(
    """The word game: claim words; the first to hold three words that share a letter wins.

    The words are hot, hear, tied, form, wasp, brim, tank, ship and woes, or nine of your own with
    --words, if they make a game that is tic-tac-toe in disguise. Type a word to claim it.
    """
)
WORD_LIST_HELP = N_("Nine words of your own, separated by commas.")
PRODUCT_SHORT_HELP = N_("The product game: three numbers whose product is 216 win.")
PRODUCT_HELP = N_(
    """The product game: pick from 1, 2, 3, 4, 6, 9, 12, 18 and 36; the first to hold three whose product is
    216 wins.

    Type a number to pick it. At the end the disguise comes off: each number stands for a number of Pick
    Fifteen, and the three whose product is 216 stand for three that sum to 15.
    """
)


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
            click.echo(_("End of input: the game is left unfinished."))
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
            reply = type(reply)(_("Not saved: the file was left alone."))
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
        line = ask(_("Play again (p), undo the last move (u) or quit (q)"), interactive)
        words = (line or "q").split()
        choice = command_named(words[0]) if words else "quit"
        if choice == "play":
            session.new_game()
            return True
        if choice == "undo":
            taken = session.undo()
            click.echo(
                _("Took back {moves}.").format(moves=named_in_a_row(session.name(n) for n in taken))
                if taken
                else _("Nothing to undo.")
            )
            return bool(taken)
        if choice == "quit":
            return False
        if choice in ("why", "hint", "save", "help"):
            answer(session, line or "", interactive)
            continue
        click.echo(_("Type p, u or q (or why, save FILE, help)."))


def load(path: str, dress: str | None, view: str | None, seed: int | None) -> Session:
    """The game saved at ``path``, in this command's dress (None: the save's own); a usage error. Never writes."""
    try:
        return load_game(path, dress=dress, view=view, seed=seed)  # type: ignore[arg-type]
    except (SaveError, SaveFileError) as error:
        reason = (
            str(error)
            if isinstance(error, SaveError)
            else _("{path}: {reason}").format(path=visible_path(path), reason=str(error))
        )
        raise BadFile(reason, param_hint="--load") from None
    except ValueError as error:  # the save is fine, but this command's dress or --view does not fit its game
        raise click.UsageError(_("{path}: {reason}").format(path=visible_path(path), reason=str(error))) from None


def start(ctx: click.Context, dress: str | Dress | None, words: list[str] | None = None, **options: Any) -> None:
    """Set up the session from the options, then play until the player is done."""
    view, seed, path = options["view"], options["seed"], options["load"]
    player = None
    if path is not None:
        clashing = [f"--{name}" for name in ("first", "opponent", "level", *RULE_OPTIONS) if given(ctx, name)]
        if clashing:
            raise click.UsageError(
                ngettext(
                    "{options} cannot be used with --load: the save file says it.",
                    "{options} cannot be used with --load: the save file says them.",
                    len(clashing),
                ).format(options=listed(clashing))
            )
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
        raise click.UsageError(
            _("--view is for a game of numbers: {title} shows its own board, and its numbers only at the end").format(
                title=session.dress.title
            )
        )
    interactive = sys.stdin.isatty()
    if interactive and sys.stdout.isatty():
        with contextlib.suppress(ImportError):  # arrow keys and history for input(), where the platform has it
            import readline  # noqa: F401
    style = style_for(sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb")
    click.echo(fitted(session.introduction()))
    click.echo(_("Type help for the commands."))
    if path is not None:
        picks = session.dress.separator.join(session.name(n) for n in session.picks)
        click.echo(
            _("Resumed from {path}; picks so far: {picks}.").format(
                path=visible_path(path), picks=picks or _("none yet")
            )
        )
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
            help=VIEW_HELP,
        ),
        click.option(
            "--load",
            metavar="FILE",
            help=LOAD_HELP,
        ),
        rules_options,
    ]
    for option in reversed(options):
        function = option(function)
    return function


@click.group(invoke_without_command=True, short_help=PLAY_SHORT_HELP, help=PLAY_HELP)
@click.option("--sets", "sets_file", metavar="FILE", help=SETS_HELP)
@play_options
@click.pass_context
def play(ctx: click.Context, /, sets_file: str | None, **options: Any) -> None:
    """``luoshu play``: a game named, or with none, Pick Fifteen, a --sets game or a saved one (its help is
    ``PLAY_HELP``)."""
    if ctx.invoked_subcommand is not None:
        if sets_file is not None:
            raise click.UsageError(
                _("--sets FILE is the game, so it takes no game name: luoshu play --sets {sets_file}").format(
                    sets_file=shlex.quote(sets_file)
                )
            )
        options_given = [name for name in ctx.params if given(ctx, name)]
        if options_given:
            options_typed = " ".join(_as_typed(ctx, name) for name in options_given)
            raise click.UsageError(
                _("put the options after the game: luoshu play {game} {options}").format(
                    game=ctx.invoked_subcommand, options=options_typed
                )
            )
        return
    if sets_file is not None and options["load"] is not None:
        raise click.UsageError(_("--sets and --load: give one (a save of a sets game holds its sets)"))
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


@play.command(short_help=FIFTEEN_SHORT_HELP, help=FIFTEEN_HELP)
@play_options
@click.pass_context
def fifteen(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play fifteen`` (its help is ``FIFTEEN_HELP``)."""
    start(ctx, "fifteen", **options)


@play.command(short_help=GRID_SHORT_HELP, help=GRID_HELP)
@play_options
@click.pass_context
def grid(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play grid`` (its help is ``GRID_HELP``)."""
    start(ctx, "grid", **options)


@play.command(short_help=JAM_SHORT_HELP, help=JAM_HELP)
@play_options
@click.pass_context
def jam(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play jam`` (its help is ``JAM_HELP``)."""
    start(ctx, "jam", **options)


@play.command(short_help=WORDS_SHORT_HELP, help=WORDS_HELP)
@click.option("--words", "word_list", metavar="W1,...,W9", help=WORD_LIST_HELP)
@play_options
@click.pass_context
def words(ctx: click.Context, /, word_list: str | None, **options: Any) -> None:
    """``luoshu play words`` (its help is ``WORDS_HELP``)."""
    if word_list is not None and options["load"] is not None:
        raise click.UsageError(_("--words cannot be used with --load: the save file holds its words."))
    chosen = words_from(word_list).items if word_list is not None else None
    start(ctx, "words", words=list(chosen) if chosen else None, **options)


@play.command(short_help=PRODUCT_SHORT_HELP, help=PRODUCT_HELP)
@play_options
@click.pass_context
def product(ctx: click.Context, /, **options: Any) -> None:
    """``luoshu play product`` (its help is ``PRODUCT_HELP``)."""
    start(ctx, "product", **options)
