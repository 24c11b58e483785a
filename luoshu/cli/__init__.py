"""The ``luoshu`` command line: a thin layer that parses, calls the library and echoes.

Subcommands live in their own modules and are imported only when run, so that a quick command such as
``luoshu solve`` does not pay for the others.
"""

from __future__ import annotations

import importlib

import click

from .. import __version__

# name -> (module, attribute); each module defines one click command.
SUBCOMMANDS = {
    "play": ("luoshu.cli.play", "play"),
    "solve": ("luoshu.cli.solve", "solve"),
    "explore": ("luoshu.cli.explore", "explore"),
    "gui": ("luoshu.cli.window", "gui"),
}


notation_option = click.option(
    "--from",
    "notation",
    type=click.Choice(["numbers", "grid", "auto"]),
    default="auto",
    show_default=True,
    help="How the moves are written: numbers 1-9 or cells A1-C3 (auto: cells if the first starts with a letter).",
)
"""The --from option of the commands that read a game record."""

first_option = click.option(
    "--first",
    type=click.Choice(["human", "computer"]),
    default="human",
    show_default=True,
    help="Who moves first, as X.",
)
level_option = click.option(
    "--level",
    type=click.Choice(["perfect", "casual", "random"]),
    default="perfect",
    show_default=True,
    help="perfect never loses and varies among equally good moves; casual takes a win and blocks a threat "
    "it sees, otherwise plays a best move two times in three and any free move the third; random picks "
    "any free move.",
)
seed_option = click.option("--seed", type=int, help="Seed for the computer's choices, to replay a game exactly.")


class LazyGroup(click.Group):
    """A group whose subcommands are imported when first needed."""

    def __init__(self, *args: object, lazy: dict[str, tuple[str, str]], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self.lazy])

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.lazy:
            return super().get_command(ctx, cmd_name)
        module, attribute = self.lazy[cmd_name]
        command = getattr(importlib.import_module(module), attribute)
        assert isinstance(command, click.Command)
        return command


@click.group(
    cls=LazyGroup,
    lazy=SUBCOMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    invoke_without_command=True,
)
@click.version_option(__version__, prog_name="luoshu")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Pick Fifteen: the number game that is tic-tac-toe in disguise.

    Two players take turns picking numbers 1-9; the first to hold three that sum to 15 wins.
    Start a game with:

        luoshu play fifteen     (or: luoshu play grid)
    """
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


def main() -> None:
    """Entry point of the ``luoshu`` console script."""
    cli(prog_name="luoshu")
