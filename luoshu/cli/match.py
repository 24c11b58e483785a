"""``luoshu match``: two players, many games, taking turns to open."""

from __future__ import annotations

import random

import click

from ..rules import Rules
from ..views.wrapping import fitted
from ..words.language import N_, _, speaking
from ..words.terms import player_name
from .click_words import help_made
from .options import Whole, json_option, players_budget_option, rules_options
from .players import PlayerSpec, ended, help_with_players, move_time_option, player_from, seed_used

MATCH_SHORT_HELP = N_("Play two players against each other, many games, and count.")
MATCH_HELP = N_(
    "Play FIRST against SECOND for --games games, FIRST opening the odd ones and SECOND the even, and report "
    "each player's wins, draws and losses, with the first game each lost (a player that fails, such as a "
    "program that crashes or answers nonsense, loses that game, and the reason is said)."
)
"""The command's help, before the paragraph that says what a player is (``players.PLAYER_HELP``)."""
GAMES_HELP = N_("How many games.")
SEED_HELP = N_("Seed for the players' random choices, to play the match again exactly.")
JSON_HELP = N_("Print JSON.")


HELP = help_with_players(MATCH_HELP)


@help_made(HELP)
@click.command(short_help=MATCH_SHORT_HELP)
@click.argument("first", type=PlayerSpec())
@click.argument("second", type=PlayerSpec())
@click.option("--games", type=Whole(1, 100_000), default=100, show_default=True, help=GAMES_HELP)
@click.option("--seed", type=Whole(), help=SEED_HELP)
@move_time_option
@players_budget_option
@json_option(JSON_HELP)
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
            bots[0].name, bots[1].name = (
                _("{spec} (first)").format(spec=first),
                _("{spec} (second)").format(spec=second),
            )
        said = [
            _("{spec} (first)").format(spec=player_name(first)),
            _("{spec} (second)").format(spec=player_name(second)),
        ]
    try:
        with ended(*bots), progress(_("playing")) as show, limited(rules, budget, show):
            result = play_match(bots, games, rules)
    except SearchBudgetError as error:
        raise click.ClickException(
            _("the match stopped: {rules} {error}").format(rules=str(rules), error=str(error))
        ) from None
    if as_json:
        click.echo(json.dumps(_json(result)))
        return
    # Each player's line within 80 columns, going on two columns in: the next player's begins at the margin.
    for index, score in enumerate(result.players):
        click.echo(
            fitted(
                _("{name}: {won:,} won, {drawn:,} drawn, {lost:,} lost").format(
                    name=said[index], won=score.win_count, drawn=score.draw_count, lost=score.loss_count
                ),
                hanging=True,
            )
        )
    for index, score in enumerate(result.players):
        lost = score.first_loss
        if lost is not None:
            number = next(i for i, game in enumerate(result.games, start=1) if game is lost)
            side = "X" if (number - 1) % 2 == index else "O"
            picks = " ".join(map(str, lost.picks))
            click.echo(fitted(_first_loss(said[index], number, side, picks, lost.reason), hanging=True))


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


def _first_loss(name: str, number: int, side: str, picks: str, reason: str | None) -> str:
    """The first game a player lost: its number, the side it played, its picks (numbers, spaced; "" for none), and
    why, if it failed.

    >>> _first_loss("random", 2, "O", "5 1 9 2 8", None)
    'random first lost game 2, as O: 5 1 9 2 8'
    """
    if not picks:
        picks = _("no picks")
    if reason:
        return _("{name} first lost game {number}, as {side}: {picks}; it failed: {reason}").format(
            name=name, number=number, side=side, picks=picks, reason=reason
        )
    return _("{name} first lost game {number}, as {side}: {picks}").format(
        name=name, number=number, side=side, picks=picks
    )
