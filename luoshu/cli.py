"""The ``luoshu`` command line."""

from __future__ import annotations

import click

from . import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, invoke_without_command=True)
@click.version_option(__version__, prog_name="luoshu")
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Pick Fifteen: the number game that is tic-tac-toe in disguise."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())


def main() -> None:
    """Entry point of the ``luoshu`` console script."""
    cli()
