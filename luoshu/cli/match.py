"""``luoshu match``: two players, many games, taking turns to open."""

from __future__ import annotations

import random

import click

from ..rules import Rules
from .options import Whole, budget_option, json_option, rules_options
from .players import PLAYER_HELP, PlayerSpec, ended, move_time_option, player_from, seed_used

HELP = (
    "Play FIRST against SECOND for --games games, FIRST opening the odd ones and SECOND the even, and report "
    "each player's wins, draws and losses, with the first game each lost (a player that fails, such as a "
    "program that crashes or answers nonsense, loses that game, and the reason is said).\n\n" + PLAYER_HELP
)


@click.command(short_help="Play two players against each other, many games, and count.", help=HELP)
@click.argument("first", type=PlayerSpec())
@click.argument("second", type=PlayerSpec())
@click.option("--games", type=Whole(1, 100_000), default=100, show_default=True, help="How many games.")
@click.option("--seed", type=Whole(), help="Seed for the players' random choices, to play the match again exactly.")
@move_time_option
@budget_option
@json_option("Print JSON.")
@rules_options
def match(
    first: str, second: str, games: int, seed: int | None, move_time: float, budget: int, as_json: bool, rules: Rules
) -> None:
    import json

    from ..search.solver import SearchBudgetError, limited
    from ..session.matches import match as play_match
    from .terminal import progress

    seed_used(seed, first, second)
    rng = random.Random(seed)
    bots = [player_from(first, random.Random(rng.random()), move_time, "FIRST")]
    bots.append(player_from(second, random.Random(rng.random()), move_time, "SECOND"))
    if bots[0].name == bots[1].name:  # two of one kind: told apart by their place
        bots[0].name, bots[1].name = f"{first} (first)", f"{second} (second)"
    try:
        with ended(*bots), progress("playing", unit="positions") as show, limited(rules, budget, show):
            result = play_match(bots, games, rules)
    except SearchBudgetError as error:
        raise click.ClickException(f"the match stopped: {rules} {error}") from None
    if as_json:
        click.echo(json.dumps(_json(result)))
        return
    for score in result.players:
        click.echo(f"{score.name}: {score.win_count:,} won, {score.draw_count:,} drawn, {score.loss_count:,} lost")
    for index, score in enumerate(result.players):
        lost = score.first_loss
        if lost is not None:
            number = next(i for i, game in enumerate(result.games, start=1) if game is lost)
            side = "X" if (number - 1) % 2 == index else "O"
            how = f"; it failed: {lost.reason}" if lost.reason else ""
            picks = " ".join(map(str, lost.picks)) or "no picks"
            click.echo(f"{score.name} first lost game {number}, as {side}: {picks}{how}")


def _json(result: object) -> dict[str, object]:
    from ..session.matches import MatchResult

    assert isinstance(result, MatchResult)
    return {
        "game_count": len(result.games),
        "players": [
            {"name": s.name, "win_count": s.win_count, "draw_count": s.draw_count, "loss_count": s.loss_count}
            for s in result.players
        ],
        "first_losses": [
            {"name": s.name, "picks": list(s.first_loss.picks), "reason": s.first_loss.reason}
            for s in result.players
            if s.first_loss is not None
        ],
    }
