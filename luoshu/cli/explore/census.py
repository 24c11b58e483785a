"""``luoshu explore``: the whole game tree, counted."""

from __future__ import annotations

import click

from ...rules import LISTED_UP_TO, Position, Rules
from ...search.solver import Outcome, solve
from ...teach.census import CENSUS_SYMMETRIES, game_tree, values
from ...views.vocabulary import rules_json, verdict_json
from ..games import game_from, sets_option
from ..options import rules_options
from .output import collector_paused, emit, json_option


@click.command(short_help="The whole game tree counted, and the game's value.")
@json_option()
@sets_option
@rules_options
@click.pass_context
def stats(ctx: click.Context, /, as_json: bool, sets_file: str | None, rules: Rules) -> None:
    """The whole game tree, counted: games, positions, and the value of the game (with --sets FILE, of the
    file's game)."""
    rules, dress = game_from(ctx, sets_file, rules)
    if rules.numbers > LISTED_UP_TO:
        raise click.UsageError(f"stats counts the whole game tree, which is practical for up to {LISTED_UP_TO} numbers")
    with collector_paused():
        tree = game_tree(rules)
        found = values(rules)
    if as_json:
        emit(
            {
                "rules": rules_json(rules),
                **({} if dress is None else {"items": list(dress.names)}),
                "verdict": verdict_json(solve(Position(rules=rules))),
                "symmetry_count": tree.symmetries,
                "game_count": tree.games,
                "x_win_count": tree.x_wins,
                "o_win_count": tree.o_wins,
                "draw_count": tree.draws,
                "lengths": [{"length": k, "game_count": v} for k, v in tree.by_length.items()],
                "game_count_up_to_symmetry": tree.games_up_to_symmetry,
                "game_count_through_classes": tree.games_through_classes,
                "position_count": tree.reachable,
                "finished_count": tree.terminal,
                "position_count_up_to_symmetry": tree.up_to_symmetry,
                "finished_count_up_to_symmetry": tree.terminal_up_to_symmetry,
                "position_values": [
                    {
                        "outcome": outcome.value,
                        "position_count": found.counts[outcome],
                        "position_count_up_to_symmetry": None
                        if found.counts_up_to_symmetry is None
                        else found.counts_up_to_symmetry[outcome],
                    }
                    for outcome in Outcome
                ],
                "random_play": {
                    "x_win_chance": float(found.x_wins),
                    "o_win_chance": float(found.o_wins),
                    "draw_chance": float(found.draws),
                },
            }
        )
        return
    if dress is not None:
        click.echo(f"{dress.title}, {rules}:")
    elif rules != Rules():
        click.echo(f"{rules}:")
    click.echo(f"Games (orders of picks to the end): {tree.games:>9,}")
    for label, count in (("won by X", tree.x_wins), ("won by O", tree.o_wins), ("drawn", tree.draws)):
        click.echo(f"  {label:<33}{count:>9,}")
    click.echo("By length (picks):")
    for length, count in tree.by_length.items():
        click.echo(f"  {length:<33}{count:>9,}")
    click.echo(f"Positions reachable:                {tree.reachable:>9,}")
    click.echo(f"  of which finished                 {tree.terminal:>9,}")
    up = found.counts_up_to_symmetry
    for outcome in Outcome:
        classes = "" if up is None else f"   ({up[outcome]:,} up to symmetry)"
        click.echo(f"  {outcome.value + ' for the player to move':<33}{found.counts[outcome]:>9,}{classes}")
    click.echo(
        f"Picking at random, both sides:      X wins {float(found.x_wins):.1%}, O wins {float(found.o_wins):.1%}, "
        f"draw {float(found.draws):.1%}"
    )
    if tree.symmetries is None:
        click.echo(f"Value of the game with perfect play: {tree.value.value}")
        click.echo(
            f"\nThe game has more than {CENSUS_SYMMETRIES:,} symmetries (its few winning sets leave many "
            "numbers alike):\nthe counts up to symmetry are left out."
        )
        return
    click.echo(f"Positions up to symmetry:           {tree.up_to_symmetry:>9,}")
    click.echo(f"  of which finished                 {tree.terminal_up_to_symmetry:>9,}")
    click.echo(f"Games up to symmetry:               {tree.games_up_to_symmetry:>9,}")
    click.echo(f"Games through position classes:     {tree.games_through_classes:>9,}")
    click.echo(f"Value of the game with perfect play: {tree.value.value}")
    click.echo(
        "\nUp to symmetry counts orbits under the symmetries (Burnside's lemma). For games, an orbit is a set of\n"
        "pick orders that the symmetries carry into each other. The figure often quoted for tic-tac-toe instead\n"
        "follows the games through positions taken up to symmetry: picks that lead to the same class count once."
    )
