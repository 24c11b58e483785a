"""``luoshu play``: the number game, or the same game on the Luo Shu grid, in the terminal.

A thin loop around ``luoshu.session.Session``: read a line, hand it to the session, print what comes back.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
from typing import Any

import click

from ..session import VIEWS, SaveFileError, Session, board, enter, reveal, save_over
from ..session.new_game import NewGame
from ..session.text import scorecard
from ..views.dresses.dress import Dress
from ..views.quoting import visible, visible_path
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
from .terminal import ask

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
            thinking = session.status() if interactive and session.rules.numbers > 9 else ""
            click.echo(thinking, nl=False)  # a big game's move can take seconds: say so, then wipe it
            number = session.computer_pick()
            click.echo("\r" + " " * len(thinking) + "\r" if thinking else "", nl=False)
            click.echo(session.announce(number))
            continue
        if session.position != shown:
            click.echo()
            click.echo(board(session, style))
            shown = session.position
        click.echo(session.turn_line())
        line = ask(session.prompt(), interactive)
        if line is None:
            click.echo("End of input: the game is left unfinished.")
            return False
        if not answer(session, line, interactive):
            return False
    click.echo()
    click.echo(board(session, style))
    for line in session.result_sentences():
        click.echo(line)
    card = scorecard(session)
    if card:
        click.echo(card)
    revealed = reveal(session)
    if revealed:
        click.echo()
        click.echo(revealed)
    return True


def answer(session: Session, line: str, interactive: bool) -> bool:
    """Do what a typed line asks and say what comes back, asking first where the session says to (replacing a
    file on a terminal); False if the player quit."""
    reply = enter(session, line, save_game)
    if reply.confirm and reply.path and interactive:
        if click.confirm(_seen(reply.confirm), default=False):
            reply = save_over(session, reply.path, save_game)
        else:
            reply = type(reply)("Not saved: the file was left alone.")
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
        line = ask("Play again (p), undo the last move (u) or quit (q)", interactive)
        choice = (line or "q").strip().lower()
        if choice in ("p", "play"):
            session.new_game()
            return True
        if choice in ("u", "undo"):
            taken = session.undo()
            click.echo(f"Took back {' '.join(session.name(n) for n in taken)}." if taken else "Nothing to undo.")
            return bool(taken)
        if choice in ("q", "quit", "exit"):
            return False
        if choice.split()[:1] in (["why"], ["hint"], ["save"], ["help"], ["h"], ["?"]):
            answer(session, line or "", interactive)
            continue
        click.echo("Type p, u or q (or why, save FILE, help).")


def load(path: str, dress: str | None, view: str | None, seed: int | None) -> Session:
    """The game saved at ``path``, in this command's dress (None: the save's own); a usage error. Never writes."""
    try:
        return load_game(path, dress=dress, view=view, seed=seed)  # type: ignore[arg-type]
    except (SaveError, SaveFileError) as error:
        reason = str(error) if isinstance(error, SaveError) else f"{visible_path(path)}: {error}"
        raise BadFile(reason, param_hint="--load") from None
    except ValueError as error:  # the save is fine, but this command's dress or --view does not fit its game
        raise click.UsageError(f"{visible_path(path)}: {error}") from None


def start(ctx: click.Context, dress: str | Dress | None, words: list[str] | None = None, **options: Any) -> None:
    """Set up the session from the options, then play until the player is done."""
    view, seed, path = options["view"], options["seed"], options["load"]
    player = None
    if path is not None:
        clashing = [f"--{name}" for name in ("first", "opponent", "level", *RULE_OPTIONS) if given(ctx, name)]
        if clashing:
            says = "it" if len(clashing) == 1 else "them"
            raise click.UsageError(f"{', '.join(clashing)} cannot be used with --load: the save file says {says}.")
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
        own = f"{session.dress.title} shows its own board, and its numbers only at the end"
        raise click.UsageError(f"--view is for a game of numbers: {own}")
    interactive = sys.stdin.isatty()
    if interactive and sys.stdout.isatty():
        with contextlib.suppress(ImportError):  # arrow keys and history for input(), where the platform has it
            import readline  # noqa: F401
    style = style_for(sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb")
    click.echo(session.introduction())
    click.echo("Type help for the commands.")
    if path is not None:
        picks = (", " if session.dress.spaced else " ").join(session.name(n) for n in session.picks) or "none yet"
        click.echo(f"Resumed from {visible_path(path)}; picks so far: {picks}.")
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
            help="What to show: the numbers, the grid, or both side by side. Default: numbers for fifteen, "
            "grid for grid.",
        ),
        click.option(
            "--load",
            metavar="FILE",
            help="Resume a game saved with the in-game save command (from either mode).",
        ),
        rules_options,
    ]
    for option in reversed(options):
        function = option(function)
    return function


@click.group(invoke_without_command=True, short_help="Play Pick Fifteen, or a disguise of it, against the computer.")
@click.option(
    "--sets",
    "sets_file",
    metavar="FILE",
    help='Play any game given as sets: a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" '
    "if you like), of 3 to 25 items. A game that is tic-tac-toe comes off as Pick Fifteen at the end.",
)
@play_options
@click.pass_context
def play(ctx: click.Context, /, sets_file: str | None, **options: Any) -> None:
    """Play Pick Fifteen against a computer that never loses, or the same game in another dress.

    Take turns picking numbers 1-9; the first to hold three that sum to 15 wins. It is tic-tac-toe on
    the Luo Shu magic square (luoshu play grid), and it is Jam and the word game in disguise (luoshu play
    jam, luoshu play words, luoshu play product). With no game named, luoshu play plays Pick Fifteen, with the
    options given; luoshu play --sets FILE plays any game given as its items and winning sets, and luoshu
    play --load FILE resumes a saved game as it was saved. During a game type a move, or hint, why,
    undo (u), save FILE, help (h, ?), quit (q).
    """
    if ctx.invoked_subcommand is not None:
        if sets_file is not None:
            raise click.UsageError(
                f"--sets FILE is the game, so it takes no game name: luoshu play --sets {shlex.quote(sets_file)}"
            )
        options_given = [name for name in ctx.params if given(ctx, name)]
        if options_given:
            options_typed = " ".join(_as_typed(ctx, name) for name in options_given)
            raise click.UsageError(
                f"put the options after the game: luoshu play {ctx.invoked_subcommand} {options_typed}"
            )
        return
    if sets_file is not None and options["load"] is not None:
        raise click.UsageError("--sets and --load: give one (a save of a sets game holds its sets)")
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


@play.command(short_help="Pick numbers; three that sum to 15 win (or the rules you choose).")
@play_options
@click.pass_context
def fifteen(ctx: click.Context, /, **options: Any) -> None:
    """Pick numbers; three that sum to 15 win (or the rules you choose).

    Type a number to pick it, or hint, why, undo, save FILE, help, quit.
    """
    start(ctx, "fifteen", **options)


@play.command(short_help="Tic-tac-toe on the Luo Shu grid: three in a row win.")
@play_options
@click.pass_context
def grid(ctx: click.Context, /, **options: Any) -> None:
    """Tic-tac-toe on the Luo Shu grid: three in a row win (with --misere, lose).

    Name a cell to take it: rows A-C from the top, columns 1-3 from the left (B2 is the centre).
    Or type hint, why, undo, save FILE, help, quit.
    """
    start(ctx, "grid", **options)


@play.command(short_help="Jam: claim roads; every road through one town wins.")
@play_options
@click.pass_context
def jam(ctx: click.Context, /, **options: Any) -> None:
    """Jam: eight towns joined by nine roads. Claim roads; the first to hold every road through one town wins.

    Type a road's name (any case; the first letters will do when only one road starts so). At the end
    the disguise comes off: each road is a number, and the roads through a town sum to 15.
    """
    start(ctx, "jam", **options)


@play.command(short_help="The word game: three words that share a letter win.")
@click.option("--words", "word_list", metavar="W1,...,W9", help="Nine words of your own, separated by commas.")
@play_options
@click.pass_context
def words(ctx: click.Context, /, word_list: str | None, **options: Any) -> None:
    """The word game: claim words; the first to hold three words that share a letter wins.

    The words are hot, hear, tied, form, wasp, brim, tank, ship and woes, or nine of your own with
    --words, if they make a game that is tic-tac-toe in disguise. Type a word to claim it.
    """
    if word_list is not None and options["load"] is not None:
        raise click.UsageError("--words cannot be used with --load: the save file holds its words.")
    chosen = words_from(word_list).items if word_list is not None else None
    start(ctx, "words", words=list(chosen) if chosen else None, **options)


@play.command(short_help="The product game: three numbers whose product is 216 win.")
@play_options
@click.pass_context
def product(ctx: click.Context, /, **options: Any) -> None:
    """The product game: pick from 1, 2, 3, 4, 6, 9, 12, 18 and 36; the first to hold three whose product is
    216 wins.

    Type a number to pick it. At the end the disguise comes off: each number stands for a number of Pick
    Fifteen, and the three whose product is 216 stand for three that sum to 15.
    """
    start(ctx, "product", **options)
