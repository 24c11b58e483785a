"""What the commands say of players (``perfect``, ``skill:P``, ``python:FILE``, ``cmd:COMMAND``...): what a
player is, and why a program of the user's could not be made, failed or lost (the reasons ``luoshu.cli.outside``
and its runner ``luoshu.cli.pybot`` give).

>>> ended_without_answering(-9)
'it ended without answering (killed by signal 9)'
>>> no_answer_within(1.0), no_answer_within(0.5)
('it did not answer within 1 second', 'it did not answer within 0.5 seconds')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import N_, _
from ..terms import listed

PLAYER_HELP = N_(
    "A player is perfect, casual or random (the computer's levels), skill:P (a best pick with probability P, "
    "any free pick otherwise), menace (Michie's learner, from its first beads), {lessons} (the minimax "
    "lessons' own programs, see luoshu explore search), depth-blind (alpha-beta scoring a win +10 whatever its "
    "depth: it may dawdle in a won game), python:FILE (a module with choose(position) -> int) or cmd:COMMAND (any "
    'program: one JSON line in per turn, {{"rules", "x", "o", "to_move", "free"}}, and one line out, the pick).'
)
"""The paragraph of help that says what a player is, after each command's own (grade, match, menace); its
``{lessons}`` are the lessons' players, listed as the run finds them (``player_help``)."""
MOVE_TIME_HELP = N_("How long a python: or cmd: player may take over one pick before it loses the game.")
BUDGET_HELP = N_(
    "Stop a long search once it keeps this many positions, 1,000 to 50,000,000 (about 150 MiB a million), and say "
    '"not solved within the budget"; a lesson\'s program or depth-blind stops a pick once it visits this many nodes.'
)
"""The help of --budget where players play (grade, match): the lessons' programs count nodes, not positions."""

# Naming a player


def player_help(lessons: Sequence[str]) -> str:
    """``PLAYER_HELP`` with the lessons' players (``lessons``) in it.

    >>> "lesson:1, lesson:2 (the minimax" in player_help(["lesson:1", "lesson:2"])
    True
    """
    return _(PLAYER_HELP).format(lessons=listed(lessons))


def not_a_player(text: str, players: Sequence[str]) -> str:
    """``text``: what was given, as Python's ``repr`` shows it; ``players``: the built-in players, listed.

    >>> not_a_player("'robot'", ["perfect", "menace"])
    "'robot' is not a player: perfect, menace, python:FILE or cmd:COMMAND"
    """
    return _("{text} is not a player: {players}, python:FILE or cmd:COMMAND").format(text=text, players=listed(players))


def seed_unused(seed: int, program: str, other: str | None = None) -> str:
    """A --seed given to programs of the user's alone (one, or two), which make their own choices."""
    if other is None:
        return _("--seed {seed}: {program} makes its own choices, which no seed of luoshu's reaches").format(
            seed=seed, program=program
        )
    return _("--seed {seed}: {program} and {other} make their own choices, which no seed of luoshu's reaches").format(
        seed=seed, program=program, other=other
    )


def unreadable_command(command: str, error: str) -> str:
    """A cmd: player whose command cannot be split as a shell would (``command``: its first characters)."""
    return _("cmd:{command} cannot be read as a command: {error}").format(command=command, error=error)


def no_command() -> str:
    return _("cmd: needs a command, such as cmd:'python3 my_bot.py'")


def no_program(command: str, program: str) -> str:
    """A cmd: player whose program is nowhere on the path (``program``, as Python's ``repr`` shows it)."""
    return _("cmd:{command}: there is no program {program} to run").format(command=command, program=program)


def python_file_is_folder(path: str) -> str:
    return _("python:{path}: it is a folder, not a file").format(path=path)


def python_file_not_regular(path: str) -> str:
    return _("python:{path}: it is not a regular file").format(path=path)


def python_file_missing(path: str) -> str:
    return _("python:{path}: there is no such file").format(path=path)


# A program that fails


def program_said(name: str, line: str) -> str:
    """A line of a program's standard error, shown as it comes, after the program's name."""
    return _("{name}: {line}").format(name=name, line=line)


def failed_saying(reason: str, said: str) -> str:
    """Why a program failed, and the last of what it wrote on standard error."""
    return _("{reason}; it said: {said}").format(reason=reason, said=said)


def not_started(reason: str) -> str:
    return _("it could not be started: {reason}").format(reason=reason)


def stopped_reading() -> str:
    return _("it stopped reading its input")


def ended_without_answering(status: int) -> str:
    """A program that ended before it answered: its exit status, or (negative) the signal that killed it."""
    if status >= 0:
        return _("it ended without answering (status {status})").format(status=status)
    return _("it ended without answering (killed by signal {signal})").format(signal=-status)


def closed_its_output() -> str:
    return _("it closed its output without answering")


def no_line_end(most: int) -> str:
    return _("it wrote more than {most:,} bytes without ending a line").format(most=most)


def line_too_long(most: int) -> str:
    return _("it wrote more than {most:,} bytes in one line").format(most=most)


def no_answer_within(seconds: float) -> str:
    """A program that took more than the time for a move (``seconds``, not always whole)."""
    if seconds == 1:
        return _("it did not answer within {seconds:g} second").format(seconds=seconds)
    return _("it did not answer within {seconds:g} seconds").format(seconds=seconds)


def not_a_number(text: str) -> str:
    """An answer that is no number (``text``: its first characters, as Python's ``repr`` shows them)."""
    return _("it answered {text}, not a number").format(text=text)


def raised(error: str) -> str:
    """A python: player whose module raised: its traceback, on the lines after."""
    return _("it raised an error:\n{error}").format(error=error)


def returned(what: str) -> str:
    """A python: player whose choose returned what is not a whole number (``what``, as its ``repr``)."""
    return _("its choose returned {what}, not a whole number").format(what=what)


def picked_held(pick: int, holder: str) -> str:
    return _("it picked {pick}, which {holder} holds").format(pick=pick, holder=holder)


def picked_outside(pick: int, numbers: int) -> str:
    return _("it picked {pick}, not a number of 1-{numbers}").format(pick=pick, numbers=numbers)


# The runner of a python: player


def cannot_import(path: str) -> str:
    return _("{path} cannot be imported as Python").format(path=path)


def no_choose(path: str) -> str:
    return _("{path} has no function choose(position)").format(path=path)


def too_long_to_write() -> str:
    """What a choose returned, when it is a number too long even to write out."""
    return _("a number of thousands of digits")
