"""``luoshu learn``: a learner writes minimax and luoshu checks it. ``learn start`` writes a starter program in the
learner's language (``luoshu.teach.starter``); ``learn check FILE`` asks it in every position and marks it as a
teacher would (``luoshu.session.program_check``)."""

from __future__ import annotations

import json
import os

import click

from ..files import SaveError, write_save
from ..rules import PICK_FIFTEEN, Rules
from ..views.wrapping import fitted
from ..words.language import LANGUAGES, N_, _, speaking
from .options import given, json_option, rules_options
from .players import ended, move_time_option

__all__ = ["learn"]

LEARN_SHORT_HELP = N_("Write your own minimax, and have it checked.")
LEARN_HELP = N_(
    """Write your own minimax, and have luoshu check it.

    luoshu learn start minimax writes minimax.py, a starter program for you to fill in.

    luoshu learn check minimax.py checks it, as often as you like.
    """
)
START_SHORT_HELP = N_("Write a starter program to fill in.")
START_HELP = N_(
    "Write the starter program KIND (minimax) to FILE (KIND.py unless given), with comments in your language that "
    "lead from an empty choose(position) to a minimax. An existing file is left alone, unless it is the same "
    "starter untouched."
)
CHECK_SHORT_HELP = N_("Check your program in every position, and mark it.")
CHECK_HELP = N_(
    "Check FILE, a Python module with choose(position) -> int (as a python: player): ask it in every position "
    "where someone is to move, in Pick Fifteen and in its misère (or only in the game the rules options give), "
    "and say as a teacher would where it makes its outcome worse (the first such position, with the line that "
    "refutes its pick), whether it wins as fast as it can, its time per move, the nodes it searched from the "
    "openings against plain minimax and alpha-beta (if it counts them in a global nodes), and a mark out of 100. "
    "A program that crashes, hangs past --move-time or answers nonsense is stopped there, and said so. It runs as "
    "a process of its own, never inside luoshu. Exits 0 if it is right in every game checked, else 1."
)
JSON_HELP = N_("Print JSON.")
STARTER_FILE = N_("starter program")
"""What ``learn start`` writes, as a refusal names it ("... exists and is not a starter program")."""


@click.group(short_help=LEARN_SHORT_HELP, help=LEARN_HELP, invoke_without_command=True)
@click.pass_context
def learn(ctx: click.Context, /) -> None:
    """The ``learn`` group: with no command given, its help."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


@learn.command(short_help=START_SHORT_HELP, help=START_HELP)
@click.argument("kind", type=click.Choice(["minimax"]), metavar="KIND")
@click.argument("file", required=False)
def start(kind: str, file: str | None) -> None:
    from ..teach.starter import starter_program

    path = file if file is not None else f"{kind}.py"
    text = starter_program(kind, path)
    untouched = set()  # the same starter in any language, never changed: luoshu's to write again
    for language in LANGUAGES:
        with speaking(language):
            untouched.add(starter_program(kind, path))
    try:
        write_save(path, text, ours=lambda old: old in untouched, what=STARTER_FILE)
    except SaveError as error:
        raise click.ClickException(str(error)) from None
    click.echo(fitted(_("Wrote {path}: fill in its choose(), then run: luoshu learn check {path}").format(path=path)))


@learn.command(short_help=CHECK_SHORT_HELP, help=CHECK_HELP)
@click.argument("file")
@move_time_option
@json_option(JSON_HELP)
@rules_options
@click.pass_context
def check(ctx: click.Context, /, file: str, move_time: float, as_json: bool, rules: Rules) -> None:
    from ..session.program_check import check_program, program_check_json, program_check_text
    from .outside import python_bot
    from .terminal import progress

    asked = any(given(ctx, name) for name in ("numbers", "count", "target", "misere", "order"))
    games = [rules] if asked else [PICK_FIFTEEN, Rules(misere=True)]
    try:
        bot = python_bot(os.path.expanduser(file), move_time)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="FILE") from None
    checks = []
    with ended(bot):
        for game in games:
            try:
                with progress(_("checking {name}, {rules}").format(name=file, rules=str(game))) as show:
                    checks.append(check_program(bot, game, show))
            except ValueError as error:
                raise click.UsageError(str(error)) from None
    if as_json:
        click.echo(json.dumps(program_check_json(checks)))
    else:
        click.echo(fitted(program_check_text(checks)))
    if any(c.judgement != "right" for c in checks):
        ctx.exit(1)
