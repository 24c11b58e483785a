"""``luoshu match``: two players, many games, taking turns to open."""

from __future__ import annotations

import random

import click

from ..rules import Rules
from ..views.wrapping import fitted
from ..words.commands import match as words
from ..words.language import speaking
from ..words.terms import player_name
from .click_words import help_made
from .options import Whole, json_option, players_budget_option, rules_options
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from, seed_used

HELP = help_with_players(words.MATCH_HELP)


@help_made(HELP)
@click.command(short_help=words.MATCH_SHORT_HELP)
@click.argument("first", type=PlayerSpec())
@click.argument("second", type=PlayerSpec())
@click.option("--games", type=Whole(1, 100_000), default=100, show_default=True, help=words.GAMES_HELP)
@click.option("--seed", type=Whole(), help=words.SEED_HELP)
@move_time_option
@players_budget_option
@json_option(words.JSON_HELP)
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
    bots = [player_from(first, random.Random(rng.random()), move_time, "FIRST", budget)]
    bots.append(player_from(second, random.Random(rng.random()), move_time, "SECOND", budget))
    said = [player_name(bot.name) for bot in bots]  # as a person reads them; JSON keeps the identifiers
    if bots[0].name == bots[1].name:  # two of one kind: told apart by their place
        with speaking("en"):  # the JSON's names, the same in every language
            bots[0].name, bots[1].name = words.first_of_two(first), words.second_of_two(second)
        said = [words.first_of_two(player_name(first)), words.second_of_two(player_name(second))]
    try:
        with ended(*bots), progress(words.playing()) as show, limited(rules, budget, show):
            result = play_match(bots, games, rules)
    except SearchBudgetError as error:
        raise click.ClickException(words.stopped(str(rules), str(error))) from None
    if as_json:
        click.echo(json.dumps(_json(result)))
        return
    # Each player's line within 80 columns, going on two columns in: the next player's begins at the margin.
    for index, score in enumerate(result.players):
        click.echo(fitted(words.score(said[index], score.win_count, score.draw_count, score.loss_count), hanging=True))
    for index, score in enumerate(result.players):
        lost = score.first_loss
        if lost is not None:
            number = next(i for i, game in enumerate(result.games, start=1) if game is lost)
            side = "X" if (number - 1) % 2 == index else "O"
            picks = " ".join(map(str, lost.picks))
            click.echo(fitted(words.first_loss(said[index], number, side, picks, lost.reason), hanging=True))


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
