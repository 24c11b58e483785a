"""``luoshu explore``: the isomorphism and the solver, checked on every position."""

from __future__ import annotations

import click

from ...teach.verification import verify as checks_of_everything
from .output import collector_paused, emit, json_option


@click.command(short_help="The isomorphism and the solver checked on every position.")
@json_option()
def verify(as_json: bool) -> None:
    """Check the isomorphism and the solver on every reachable position. Exit 0 only if all agree.

    Wins by sums against three in a line under all eight magic squares; the positions listed against the
    grid's own walk; and for tic-tac-toe and misère tic-tac-toe, every verdict, every pick's verdict and every
    best pick against a line search that knows only the grid.
    """
    with collector_paused():
        checks = checks_of_everything()
    agree = all(not check.disagreements for check in checks)
    if as_json:
        emit(
            {
                "agree": agree,
                "checks": [
                    {"claim": check.claim, "case_count": check.cases, "disagreements": check.disagreements}
                    for check in checks
                ],
            }
        )
    else:
        positions = next(check.cases for check in checks if check.claim.startswith("solver verdict"))
        click.echo(f"Checked every one of the {positions:,} reachable positions:")
        for check in checks:
            mark = "ok" if not check.disagreements else f"{len(check.disagreements)} DISAGREE"
            click.echo(f"  {check.claim:<64} {check.cases:>7,} cases  {mark}")
            for disagreement in check.disagreements[:5]:
                click.echo(f"      {disagreement}")
        click.echo("All agree: Pick Fifteen is tic-tac-toe." if agree else "Disagreements found.")
    if not agree:
        raise SystemExit(1)
