"""``luoshu explore``: why Pick Fifteen is tic-tac-toe, and what the games around it do, from the command line.

One module per topic, imported only when its command runs, each the face of one feature module of the teaching
that computes what the command shows, its text and its JSON, its sentences said where they are made:
``targets`` (``luoshu.teach.targets``), ``order``, ``census`` (``stats``), ``replays`` (``replay``), ``strategy``,
``verification`` (``verify``), ``disguises`` (``isomorph``), and ``squares`` (``square``, ``triples``,
``translate``, ``squares``, ``symmetries``: ``luoshu.teach.lines``); ``search`` is the search lesson's. A command
parses its options, calls the feature, and prints its text for people, or with --json its JSON; its help is
marked here, where click shows it.

Layer: a face, part of the command line.
"""

from __future__ import annotations

import click

from ...words.language import N_
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


EXPLORE_SHORT_HELP = N_("Why Pick Fifteen is tic-tac-toe, and the games around it.")
EXPLORE_HELP = N_(
    """Explore why Pick Fifteen is tic-tac-toe, and the games around it.

    Each command prints a table for people, or JSON with --json. Commands that take the rules options
    (--numbers, --count, --target, --misere, --order) answer for that game instead of Pick Fifteen.
    """
)


@click.group(
    cls=LazyGroup,
    lazy=TOPICS,
    invoke_without_command=True,
    short_help=EXPLORE_SHORT_HELP,
    help=EXPLORE_HELP,
)
@click.pass_context
def explore(ctx: click.Context, /) -> None:
    """The ``explore`` group: with no command given, its help."""
    if ctx.invoked_subcommand is None:
        click.echo(ctx.get_help())
