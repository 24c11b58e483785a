"""``luoshu explore verify``: the isomorphism and the solver, checked on every position
(``luoshu.teach.verification``)."""

from __future__ import annotations

import click

from ...teach.verification import agree, verification_json, verification_text
from ...teach.verification import verify as checks_of_everything
from ...words.commands.explore import help as said
from .output import collector_paused, emit, json_option


@click.command(short_help=said.VERIFY_SHORT_HELP, help=said.VERIFY_HELP)
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
