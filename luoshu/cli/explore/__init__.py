"""``luoshu explore``: why Pick Fifteen is tic-tac-toe, and what the games around it do, from the command line.

One module per topic, each the face of the computation of the same name in ``luoshu.session.explored`` (which
asks the teaching: ``squares`` shows the Luo Shu's lines, triples, magic squares and symmetries; ``disguises``
whether a game is another in disguise), imported only when its command runs. Each command prints a table for
people, or with --json one JSON object made from the values the session returns; what they say is in
``luoshu.words.commands.explore``.

Layer: a face, part of the command line.
"""

from __future__ import annotations

import click

from ...words.commands.explore import help as said
from ..group import LazyGroup

TOPICS = {
    "square": ("luoshu.cli.explore.squares", "square"),
    "triples": ("luoshu.cli.explore.squares", "triples"),
    "translate": ("luoshu.cli.explore.squares", "translate"),
    "squares": ("luoshu.cli.explore.squares", "squares"),
    "symmetries": ("luoshu.cli.explore.squares", "symmetries"),
    "stats": ("luoshu.cli.explore.census", "stats"),
    "isomorph": ("luoshu.cli.explore.disguises", "isomorph"),
    "verify": ("luoshu.cli.explore.verification", "verify"),
    "order": ("luoshu.cli.explore.order", "order"),
    "targets": ("luoshu.cli.explore.targets", "targets"),
    "replay": ("luoshu.cli.explore.replays", "replay"),
    "strategy": ("luoshu.cli.explore.strategy", "strategy"),
    "search": ("luoshu.cli.explore.search", "search"),
}
"""Each command and where it lives: (module, attribute)."""


@click.group(
    cls=LazyGroup,
    lazy=TOPICS,
    invoke_without_command=True,
    short_help=said.EXPLORE_SHORT_HELP,
    help=said.EXPLORE_HELP,
)
@click.pass_context
def explore(ctx: click.Context, /) -> None:
    """The ``explore`` group: with no command given, its help."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())
