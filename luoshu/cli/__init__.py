"""The ``luoshu`` command line: a face that parses, calls the library and echoes.

Each command lives in a module of its own, imported only when run, so that a quick command such as ``luoshu
solve`` does not pay for the others:

    play, solve, explain, puzzle,   the commands of those names
    gui, serve
    match, grade, menace            players against players; a player graded; Michie's learner
    study                           timed puzzles in each dress, and their report
    learn                           a learner's own minimax: a starter program, and its check
    players, outside, pybot         how a player is named; programs of the user's as players; their runner
    lifetime                        how a process luoshu starts ends with it, even after a kill -9
    explore                         the ``luoshu explore`` group, one module per topic
    options                         the options commands share (rules, seats, level, seed, budget)
    terminal                        a line from the player, and what a long search says while it runs
    games                           the games given by --words and --sets
    files                           reading and writing files safely: saves, for the window too, and the rest
    pictures                        --svg, and writing its pictures safely
    group                           the group that loads commands lazily and ends every command the same way

Layer: a face, beside the window and the web; drives the session and the library below it.
"""

from __future__ import annotations

import click

from .. import __version__
from .group import LUOSHU_HELP, VERSION_HELP, LazyGroup, version

# name -> (module, attribute); each module defines one click command.
SUBCOMMANDS = {
    "play": ("luoshu.cli.play", "play"),
    "solve": ("luoshu.cli.solve", "solve"),
    "explore": ("luoshu.cli.explore", "explore"),
    "explain": ("luoshu.cli.explain", "explain"),
    "puzzle": ("luoshu.cli.puzzle", "puzzle"),
    "gui": ("luoshu.cli.gui", "gui"),
    "serve": ("luoshu.cli.serve", "serve"),
    "match": ("luoshu.cli.match", "match"),
    "grade": ("luoshu.cli.grade", "grade"),
    "menace": ("luoshu.cli.menace", "menace"),
    "study": ("luoshu.cli.study", "study"),
    "prove": ("luoshu.cli.prove", "prove"),
    "check": ("luoshu.cli.check", "check"),
    "learn": ("luoshu.cli.learn", "learn"),
}


@click.group(
    cls=LazyGroup,
    lazy=SUBCOMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    invoke_without_command=True,
    help=LUOSHU_HELP,
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=lambda ctx, _param, value: _show_version(ctx) if value and not ctx.resilient_parsing else None,
    help=VERSION_HELP,
)
@click.pass_context
def cli(ctx: click.Context) -> None:
    """The ``luoshu`` group: its help says what luoshu is, and with no command given it shows it."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


def _show_version(ctx: click.Context) -> None:
    """``--version``: said when it is shown, in the language spoken (click's own option says it as the module
    loads, in English, and reads the system's gettext catalogues to do so)."""
    click.echo(version(__version__))
    ctx.exit()


def main() -> None:
    """Entry point of the ``luoshu`` console script."""
    cli(prog_name="luoshu")
