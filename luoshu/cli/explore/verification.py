"""``luoshu explore verify``: the isomorphism and the solver, checked on every position
(``luoshu.teach.verification``)."""

from __future__ import annotations

import click

from ...teach.verification import agree, verification_json, verification_text
from ...teach.verification import verify as checks_of_everything
from ...words.language import N_
from .output import collector_paused, emit, json_option

VERIFY_SHORT_HELP = N_("The isomorphism and the solver checked on every position.")
VERIFY_HELP = N_(
    """Check the isomorphism and the solver on every reachable position. Exit 0 only if all agree.

    Wins by sums against three in a line under all eight magic squares; the positions listed against the
    grid's own walk; and for tic-tac-toe and misère tic-tac-toe, every verdict, every pick's verdict and every
    best pick against a line search that knows only the grid.
    """
)


@click.command(short_help=VERIFY_SHORT_HELP, help=VERIFY_HELP)
@json_option()
def verify(as_json: bool) -> None:
    """The ``verify`` command: every check, shown; exit 1 if any disagreed."""
    with collector_paused():
        checks = checks_of_everything()
    if as_json:
        emit(verification_json(checks))
    else:
        click.echo(verification_text(checks))
    if not agree(checks):
        raise SystemExit(1)
