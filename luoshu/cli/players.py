"""How the commands name a player: ``perfect``, ``casual``, ``random``, ``skill:P``, ``menace``, ``lesson:N``,
``depth-blind``, ``python:FILE`` or ``cmd:COMMAND`` (``luoshu.session.bots``; the outside programs are
``luoshu.cli.outside``'s)."""

from __future__ import annotations

import random
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import click

from ..session.bots import Bot, builtin_bot, is_spec
from ..words.language import N_, _
from ..words.terms import listed

PLAYER_HELP = N_(
    "A player is perfect, casual or random (the computer's levels), skill:P (a best pick with probability P, "
    "any free pick otherwise), menace (Michie's learner, from its first beads), {lessons} (the minimax "
    "lessons' own programs, see luoshu explore search), depth-blind (alpha-beta scoring a win +10 whatever its "
    "depth: it may dawdle in a won game), python:FILE (a module with choose(position) -> int) or cmd:COMMAND (any "
    'program: one JSON line in per turn, {{"rules", "x", "o", "to_move", "free"}}, and one line out, the pick).'
)
"""The paragraph of help that says what a player is, after each command's own (grade, match, menace); its
``{lessons}`` are the lessons' players, listed as the run finds them (``help_with_players``)."""
MOVE_TIME_HELP = N_("How long a python: or cmd: player may take over one pick before it loses the game.")


__all__ = [
    "PlayerSpec",
    "ended",
    "help_with_players",
    "move_time_option",
    "player_from",
    "seed_used",
]


def help_with_players(own: str) -> Callable[[], str]:
    """A command's help made as it loads (``click_words.help_made``): its ``own`` paragraph, then the one that says
    what a player is, each in the language spoken, with the lessons' players as this run finds them."""

    def made() -> str:
        from ..session.lesson_players import lesson_names

        return f"{_(own)}\n\n{_(PLAYER_HELP).format(lessons=listed(lesson_names()))}"

    return made


class PlayerSpec(click.ParamType):  # type: ignore[type-arg]
    """A player's name, checked for its form; the player itself is made when the command runs."""

    name = "PLAYER"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        if not is_spec(text):
            from ..session.bots import builtin_players

            self.fail(
                _("{text} is not a player: {players}, python:FILE or cmd:COMMAND").format(
                    text=repr(text[:30]), players=listed(builtin_players())
                )
            )
        return text


move_time_option = click.option(
    "--move-time",
    type=click.FloatRange(0.05, 600),
    default=5.0,
    show_default=True,
    metavar="SECONDS",
    help=MOVE_TIME_HELP,
)


def seed_used(seed: int | None, *specs: str) -> None:
    """A usage error if a seed is given and none of the players has luoshu's random choices to seed: a program
    of the user's makes its own, and a seed silently dropped would promise a repeat it cannot give."""
    if seed is not None and all(spec.startswith(("python:", "cmd:")) for spec in specs):
        raise click.UsageError(_seed_unused(seed, *[spec[:40] for spec in specs]))


@contextmanager
def ended(*bots: Bot | None) -> Iterator[None]:
    """The players for the length of a ``with`` (None: no player); then every one that is a program of the user's
    is ended with every process it started, however the block ends: an error, Ctrl-C, or SIGTERM or SIGHUP (a
    closed terminal), which end the command meanwhile as an exit does."""
    from .outside import OutsideBot

    programs = [bot for bot in bots if isinstance(bot, OutsideBot)]
    with ExitStack() as stack:
        if programs:
            stack.enter_context(_exit_on_signals())
        for program in programs:
            stack.enter_context(program)
        yield


@contextmanager
def _exit_on_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP raise SystemExit (status 128 + the signal) for the length of a ``with``, as Ctrl-C raises
    KeyboardInterrupt, so that the blocks around unwind and end the players' processes; a handler set by
    another is left alone, and the old ones are put back after."""
    if threading.current_thread() is not threading.main_thread():  # only the main thread may set handlers
        yield
        return
    kept = {number: signal.getsignal(number) for number in (signal.SIGTERM, signal.SIGHUP)}
    for number, handler in kept.items():
        if handler is signal.SIG_DFL:
            signal.signal(number, lambda received, frame: sys.exit(128 + received))
    try:
        yield
    finally:
        for number, handler in kept.items():
            if handler is signal.SIG_DFL:
                signal.signal(number, handler)


def player_from(spec: str, rng: random.Random, move_time: float, hint: str, budget: int | None = None) -> Bot:
    """The player ``spec`` names, its searches within ``budget`` (``builtin_bot``: positions kept, or for a lesson's
    program and the depth-blind player, nodes visited a pick); a bad parameter (naming ``hint``) with the reason if
    it cannot be made."""
    from .outside import command_bot, python_bot

    try:
        if spec.startswith("cmd:"):
            return command_bot(spec.removeprefix("cmd:"), move_time)
        if spec.startswith("python:"):
            return python_bot(spec.removeprefix("python:"), move_time)
        return builtin_bot(spec, rng, budget)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint=hint) from None


def _seed_unused(seed: int, program: str, other: str | None = None) -> str:
    """A --seed given to programs of the user's alone (one, or two), which make their own choices."""
    if other is None:
        return _("--seed {seed}: {program} makes its own choices, which no seed of luoshu's reaches").format(
            seed=seed, program=program
        )
    return _("--seed {seed}: {program} and {other} make their own choices, which no seed of luoshu's reaches").format(
        seed=seed, program=program, other=other
    )
