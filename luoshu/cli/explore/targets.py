"""``luoshu explore``: why 15: every target, and the game it gives."""

from __future__ import annotations

import click

from ...rules import Rules
from ...search.solver import Outcome, Verdict
from ...teach.targets import target_games
from ...views.vocabulary import verdict_json
from ..options import Whole
from .output import budget_option, collector_paused, emit, json_option, progress


@click.command(short_help="Why 15: the game every target gives, and who wins it.")
@click.option("--numbers", type=Whole(1, 25), default=9, show_default=True, help="Pick from the numbers 1..N.")
@click.option("--count", type=Whole(1, 25), default=3, show_default=True, help="How many numbers make a set.")
@click.option("--misere", is_flag=True, help="Misère: the first to hold a set summing to the target loses.")
@budget_option
@json_option()
def targets(numbers: int, count: int, misere: bool, budget: int, as_json: bool) -> None:
    """Why 15? Every target COUNT numbers of 1..NUMBERS can make, and the game it gives.

    For each target: how many winning sets, whether the game is tic-tac-toe in disguise, and its value from
    the empty board for the first player (with the plies; a draw's plies are NUMBERS) and the best first picks.
    """
    try:
        Rules(numbers, count, count * (count + 1) // 2, misere)
    except ValueError as error:
        raise click.UsageError(f"these rules make no game: {error}") from None
    with collector_paused(), progress("solving") as report, progress("every target", unit="targets") as each:
        games = target_games(numbers, count, misere, budget, report, each)
    if as_json:
        rules = {"numbers": numbers, "count": count, "target": None, "misere": misere}
        emit(
            {
                "rules": rules,
                "targets": [
                    {
                        "target": game.target,
                        "set_count": game.sets,
                        "tictactoe": game.tictactoe,
                        "verdict": verdict_json(game.verdict),
                        "best": game.best,
                        "reason": None if game.verdict else f"not solved within the budget of {budget:,} positions",
                    }
                    for game in games
                ],
            }
        )
        return
    kind = "misère, " if misere else ""
    click.echo(f"Pick {count} of 1-{numbers} ({kind}the first to make the target {'loses' if misere else 'wins'}):\n")
    values = [_for_the_first_player(game.verdict) for game in games]
    width = max(18, *map(len, values))
    click.echo(f"  {'target':>6}  {'sets':>6}  {'tic-tac-toe':<11}  {'first player':<{width}}  best first picks")
    for game, value in zip(games, values, strict=True):
        best = " ".join(map(str, game.best)) if len(game.best) < numbers else "any"
        tictactoe = "yes" if game.tictactoe else "no"
        click.echo(f"  {game.target:>6}  {game.sets:>6}  {tictactoe:<11}  {value:<{width}}  {best}".rstrip())
    disguised = [game.target for game in games if game.tictactoe]
    if disguised:
        click.echo(f"\nTic-tac-toe in disguise: target {', '.join(map(str, disguised))}.")


def _for_the_first_player(verdict: Verdict | None) -> str:
    """The first player's verdict in the table's words: "wins in 7", "draw", "not solved within the budget"."""
    if verdict is None:
        return "not solved within the budget"
    if verdict.outcome is Outcome.DRAW:
        return "draw"
    return f"{'wins' if verdict.outcome is Outcome.WIN else 'loses'} in {verdict.plies}"
