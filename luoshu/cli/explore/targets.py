"""``luoshu explore``: why 15: every target, and the game it gives."""

from __future__ import annotations

import click

from ... import explore as facts
from ...rules import Rules
from .. import Whole
from .output import budget_option, collector_paused, emit, json_option, progress


@click.command()
@click.option("--numbers", type=Whole(1, 25), default=9, show_default=True, help="Pick from the numbers 1..N.")
@click.option("--count", type=Whole(1, 25), default=3, show_default=True, help="How many numbers make a set.")
@click.option("--misere", is_flag=True, help="Misère: the first to hold a set summing to the target loses.")
@budget_option
@json_option
def targets(numbers: int, count: int, misere: bool, budget: int, as_json: bool) -> None:
    """Why 15? Every target COUNT numbers of 1..NUMBERS can make, and the game it gives.

    For each target: how many winning sets, whether the game is tic-tac-toe in disguise, and its value from
    the empty board for the first player (with the plies; a draw's plies are NUMBERS) and the best first picks.
    """
    try:
        Rules(numbers, count, count * (count + 1) // 2, misere)
    except ValueError as error:
        raise click.UsageError(f"these rules make no game: {error}") from None
    with collector_paused(), progress("solving") as report:
        games = facts.target_games(numbers, count, misere, budget, report)
    if as_json:
        rules = {"numbers": numbers, "count": count, "target": None, "misere": misere}
        emit({"rules": rules, "targets": [game._asdict() for game in games]})
        return
    kind = "misère, " if misere else ""
    click.echo(f"Pick {count} of 1-{numbers} ({kind}the first to make the target {'loses' if misere else 'wins'}):\n")
    click.echo(f"  {'target':>6}  {'sets':>6}  {'tic-tac-toe':<11}  {'first player':<18}  best first picks")
    for game in games:
        if game.outcome is None:
            value = "not solved within the budget"
        elif game.outcome.value == "draw":
            value = "draw"
        else:
            value = f"{'wins' if game.outcome.value == 'win' else 'loses'} in {game.plies}"
        best = " ".join(map(str, game.best)) if len(game.best) < numbers else "any"
        click.echo(f"  {game.target:>6}  {game.sets:>6}  {'yes' if game.tictactoe else 'no':<11}  {value:<18}  {best}")
    disguised = [game.target for game in games if game.tictactoe]
    if disguised:
        click.echo(f"\nTic-tac-toe in disguise: target {', '.join(map(str, disguised))}.")
