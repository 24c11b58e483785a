"""``luoshu play``: Pick Fifteen, or the same game on the Luo Shu grid, in the terminal."""

from __future__ import annotations

import contextlib
import os
import random
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar, cast

import click

from ..grid import (
    LUO_SHU,
    cell_of,
    line_of,
    render,
    render_numbers,
    render_verdicts,
    side_by_side,
)
from ..match import Game, Mode, SaveFileError
from ..record import RecordError, cell_from, number_from
from ..rules import Player, Position, opponent, winning_triple
from ..solver import Level, analyse, best_moves
from . import first_option, level_option, seed_option

View = Literal["numbers", "grid", "both"]
VIEWS: tuple[View, ...] = ("numbers", "grid", "both")
LARGEST_SAVE = 64 * 1024  # bytes; a real save is a few hundred
COMMANDS_HELP = """\
Commands:
  hint        every free move with its verdict under perfect play
  undo        take back your last move (and the computer's reply)
  save FILE   save the game as JSON, to go on later with --load FILE
  help        this list
  quit        stop playing"""

F = TypeVar("F", bound=Callable[..., object])


class EntryError(ValueError):
    """A line the player typed that is neither a legal move nor a command."""


@dataclass(frozen=True)
class Screen:
    """How this run shows the game: mode, view and whether to colour."""

    mode: Mode
    view: View
    colour: bool

    def style(self, text: str, role: str) -> str:
        if not self.colour:
            return text
        colours = {"X": ("red", True), "O": ("blue", True), "line": ("green", True)}
        if role not in colours:
            return text
        fg, bold = colours[role]
        return click.style(text, fg=fg, bold=bold)

    def name(self, number: int) -> str:
        """A move in the terms of this view: a number, a cell, or both."""
        if self.view == "numbers":
            return str(number)
        if self.view == "grid" and self.mode == "grid":
            return cell_of(number)
        return f"{number} ({cell_of(number)})"

    def entry_name(self, number: int) -> str:
        """A move as the player types it."""
        return cell_of(number) if self.mode == "grid" else str(number)

    def board(self, position: Position, highlight: tuple[int, ...] = ()) -> str:
        label: Literal["cell", "number"] = "cell" if self.mode == "grid" else "number"
        grid = render(position, label=label, highlight=highlight, style=self.style)
        numbers = render_numbers(position, style=self.style) + "\n" + holdings(position)
        if self.view == "grid":
            return grid
        if self.view == "numbers":
            return numbers
        # the numbers sit level with the grid's second line, beside its middle
        return side_by_side([grid, "\n" + numbers], width=lambda line: len(click.unstyle(line)))


def holdings(position: Position) -> str:
    """Each player's numbers, ascending, for adding up at a glance."""
    return "   ".join(
        f"{player} holds {' '.join(map(str, sorted(position.numbers_of(player)))) or 'nothing'}"
        for player in ("X", "O")
    )


ALIASES = {"?": "help", "h": "help", "q": "quit", "exit": "quit", "u": "undo"}


def read_entry(text: str, mode: Mode, position: Position) -> tuple[str, int | str]:
    """What a typed line asks for: ``("pick", number)`` or a command; raises EntryError with the reason."""
    words = text.split()
    what = "a cell such as B2" if mode == "grid" else "a number 1-9"
    if not words:
        raise EntryError(f"Type {what}, or help for the commands.")
    command = ALIASES.get(words[0].lower(), words[0].lower())
    if command == "save":
        path = text.strip()[len(words[0]) :].strip()
        if not path:
            raise EntryError("Say where to save: save FILE")
        return "save", path
    if command in ("hint", "undo", "help", "quit"):
        if len(words) > 1:
            raise EntryError(f"{command} takes nothing after it.")
        return command, ""
    if len(words) > 1:
        raise EntryError(f"One move at a time: type {what}.")
    number = read_move(words[0], mode)
    if number not in position.free:
        holder = "X" if number in position.x else "O"
        raise EntryError(f"{words[0].upper()} is taken by {holder}; choose a free one.")
    return "pick", number


def read_move(token: str, mode: Mode) -> int:
    """The number a typed move names, in the notation of the mode."""
    try:
        return cell_from(token) if mode == "grid" else number_from(token)
    except RecordError as error:
        reason = str(error)
    if mode == "grid" and token.isascii() and token.isdigit():
        reason += ": this is the grid game, name a cell such as B2"
    elif token.isalpha():
        reason += " or a command (type help)"
    raise EntryError(reason + ".")


def ask(prompt: str) -> str | None:
    """A line from the player, or None at the end of input. Ctrl-C raises KeyboardInterrupt."""
    try:
        line: str = click.prompt(prompt, default="", show_default=False, prompt_suffix=": ")
    except click.Abort as abort:
        # click folds both end of input and Ctrl-C into Abort; the original is kept as the context.
        if isinstance(abort.__context__, EOFError):
            click.echo()
            return None
        raise KeyboardInterrupt from None
    if not sys.stdin.isatty():
        click.echo(line)  # piped input: show what was read, so the transcript reads like a session
    return line


def seat_words(game: Game, player: Player) -> str:
    if game.seat(player) == "human":
        return "you" if game.seat(opponent(player)) == "computer" else f"player {player}"
    return f"the computer ({game.level})"


def introduce(game: Game, screen: Screen) -> str:
    title = "Pick Fifteen" if screen.mode == "fifteen" else "Tic-tac-toe on the Luo Shu grid"
    rule = (
        "Take turns picking numbers 1-9; the first to hold three that sum to 15 wins."
        if screen.mode == "fifteen"
        else "Take turns naming cells A1-C3; three in a row, column or diagonal win."
    )
    return (
        f"{title}: X is {seat_words(game, 'X')}, O is {seat_words(game, 'O')}. X moves first.\n"
        f"{rule}\nType help for the commands."
    )


def turn_line(game: Game, screen: Screen) -> str:
    position = game.position
    free = " ".join(screen.entry_name(n) for n in sorted(position.free, key=screen.entry_name))
    who = "Your turn" if game.seat(opponent(position.to_move)) == "computer" else "Turn"
    return f"{who} ({position.to_move}). Free: {free}"


def hint_lines(position: Position, screen: Screen) -> str:
    verdicts = analyse(position)
    best = set(best_moves(position))
    if len(best) == len(verdicts):
        best = set()  # every move is as good as any other: nothing to point at
    return render_verdicts(verdicts, best, name=screen.name, order=screen.entry_name)


def result_lines(game: Game, screen: Screen) -> list[str]:
    position = game.position
    winner = position.winner
    if winner is None:
        return ["Draw: all nine are taken and nobody holds three that sum to 15."]
    triple = winning_triple(position.numbers_of(winner))
    assert triple is not None
    line = f"{winner} wins with {' + '.join(map(str, triple))} = 15"
    if screen.mode == "grid":
        line += f" ({line_of(triple)}: {' '.join(sorted(cell_of(n) for n in triple))})"
    lines = [line]
    if game.seat(winner) == "human" and game.seat(opponent(winner)) == "computer":
        lines.append("You win!")
    elif game.seat(winner) == "computer":
        lines.append("The computer wins.")
    return lines


def reveal(game: Game, screen: Screen) -> str:
    """After a game of numbers, the same game shown as tic-tac-toe on the Luo Shu."""
    position = game.position
    triple = winning_triple(position.numbers_of(position.winner)) if position.winner else None
    grid = render(position, highlight=triple or (), style=screen.style)
    cells = " ".join(cell_of(n) for n in game.picks)
    square = "\n".join("    " + " ".join(map(str, row)) for row in LUO_SHU)
    return (
        f"The disguise: write 1-9 into the Luo Shu magic square,\n{square}\n"
        "and every three numbers that sum to 15 form a line. Your game was tic-tac-toe:\n"
        f"{grid}\nPicks {' '.join(map(str, game.picks))} are the cells {cells}."
    )


def write_atomically(target: Path, text: str) -> None:
    """Replace ``target`` with ``text`` all at once: a failure leaves the old file as it was.

    (click's ``open_file(atomic=True)`` renames its temporary file over the target even after a failed
    write, pallets/click#3221, so the rename is done here only once the text is safely on disk.)
    """
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def save(game: Game, path: str) -> str:
    """Save the game to ``path``; returns what to tell the player."""
    try:
        write_atomically(Path(path).expanduser(), game.to_json())
    except OSError as error:
        return f"Could not save to {path}: {error.strerror or error}. The game goes on."
    return f"Saved to {path}. Resume with: luoshu play {game.mode} --load {path}"


def load(path: Path) -> Game:
    """The game saved at ``path``; raises click.BadParameter with the reason. Never writes."""
    try:
        with path.open("rb") as stream:
            data = stream.read(LARGEST_SAVE + 1)
    except OSError as error:
        raise click.BadParameter(f"cannot read {path}: {error.strerror or error}", param_hint="--load") from None
    if len(data) > LARGEST_SAVE:
        raise click.BadParameter(f"{path} is too large to be a luoshu save", param_hint="--load")
    try:
        return Game.from_json(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise click.BadParameter(f"{path} is not a luoshu save file: it is not text", param_hint="--load") from None
    except SaveFileError as error:
        raise click.BadParameter(f"{path}: {error}", param_hint="--load") from None


def play_game(game: Game, screen: Screen, rng: random.Random) -> None:
    """The game loop: one game, ending at the result, quit or the end of input."""
    drawn: Position | None = None
    while not game.position.is_over:
        if game.computer_to_move:
            player = game.position.to_move
            verb = "takes" if screen.mode == "grid" else "picks"
            click.echo(f"The computer ({player}) {verb} {screen.name(game.computer_pick(rng))}.")
            continue
        if game.position != drawn:
            click.echo()
            click.echo(screen.board(game.position))
            drawn = game.position
        click.echo(turn_line(game, screen))
        prompt = (
            "Your move"
            if game.seat(opponent(game.position.to_move)) == "computer"
            else f"{game.position.to_move}'s move"
        )
        line = ask(prompt)
        if line is None:
            click.echo("End of input: the game is left unfinished.")
            return
        try:
            command, argument = read_entry(line, screen.mode, game.position)
        except EntryError as error:
            click.echo(str(error))
            continue
        if command == "pick":
            game.pick(cast(int, argument))
        elif command == "hint":
            click.echo(hint_lines(game.position, screen))
        elif command == "undo":
            taken = game.undo()
            click.echo(f"Took back {' '.join(screen.name(n) for n in taken)}." if taken else "Nothing to undo yet.")
        elif command == "save":
            click.echo(save(game, cast(str, argument)))
        elif command == "help":
            click.echo(COMMANDS_HELP)
        elif command == "quit":
            click.echo("Game over: you quit.")
            return
    position = game.position
    winner = position.winner
    triple = winning_triple(position.numbers_of(winner)) if winner else None
    click.echo()
    click.echo(screen.board(position, highlight=triple or ()))
    for line in result_lines(game, screen):
        click.echo(line)
    if screen.mode == "fifteen":
        click.echo()
        click.echo(reveal(game, screen))


def play_options(function: F) -> F:
    """The options shared by ``play fifteen`` and ``play grid``."""
    options = [
        first_option,
        click.option(
            "--opponent",
            type=click.Choice(["computer", "human"]),
            default="computer",
            show_default=True,
            help="Play the computer, or another person at the same keyboard.",
        ),
        level_option,
        seed_option,
        click.option(
            "--view",
            type=click.Choice(VIEWS),
            help="How to show the game: the numbers, the grid, or both side by side. "
            "Default: numbers for fifteen, grid for grid.",
        ),
        click.option(
            "--load",
            type=click.Path(dir_okay=False, path_type=Path),
            help="Resume a game saved with the in-game save command (from either mode).",
        ),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def start(
    ctx: click.Context,
    mode: Mode,
    first: str,
    opponent_seat: str,
    level: Level,
    seed: int | None,
    view: View | None,
    load_from: Path | None,
) -> None:
    if load_from is not None:
        given = [
            f"--{name}"
            for name in ("first", "opponent", "level")
            if ctx.get_parameter_source(name) is not click.core.ParameterSource.DEFAULT
        ]
        if given:
            raise click.UsageError(f"{', '.join(given)} cannot be used with --load: the save file says it.")
        game = load(load_from)
        game.mode = mode  # the same picks, shown in this command's mode
    else:
        if opponent_seat == "human" and first == "computer":
            raise click.UsageError("--first computer needs the computer as the opponent.")
        if opponent_seat == "human":
            game = Game(x="human", o="human", level=level, mode=mode)
        elif first == "human":
            game = Game(x="human", o="computer", level=level, mode=mode)
        else:
            game = Game(x="computer", o="human", level=level, mode=mode)
    screen = Screen(
        mode=mode,
        view=view or ("numbers" if mode == "fifteen" else "grid"),
        colour=sys.stdout.isatty() and not os.environ.get("NO_COLOR"),
    )
    click.echo(introduce(game, screen))
    if load_from is not None:
        picks = " ".join(screen.name(n) for n in game.picks) or "none yet"
        click.echo(f"Resumed from {load_from}; picks so far: {picks}.")
    try:
        play_game(game, screen, random.Random(seed))
    except KeyboardInterrupt:
        click.echo("\nInterrupted.", err=True)
        ctx.exit(130)


@click.group(invoke_without_command=True)
@click.pass_context
def play(ctx: click.Context) -> None:
    """Play Pick Fifteen against a computer that never loses.

    Take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
    It is tic-tac-toe on the Luo Shu magic square; `luoshu play grid` shows it so.
    """
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


@play.command()
@play_options
@click.pass_context
def fifteen(
    ctx: click.Context, first: str, opponent: str, level: Level, seed: int | None, view: View | None, load: Path | None
) -> None:
    """Pick numbers 1-9; three that sum to 15 win.

    Type a number to pick it, or hint, undo, save FILE, help, quit.
    """
    start(ctx, "fifteen", first, opponent, level, seed, view, load)


@play.command()
@play_options
@click.pass_context
def grid(
    ctx: click.Context, first: str, opponent: str, level: Level, seed: int | None, view: View | None, load: Path | None
) -> None:
    """Tic-tac-toe on the Luo Shu grid: three in a row win.

    Name a cell to take it: rows A-C from the top, columns 1-3 from the left (B2 is the centre).
    Or type hint, undo, save FILE, help, quit.
    """
    start(ctx, "grid", first, opponent, level, seed, view, load)
