"""``luoshu explore``: the strategy in sums, proved against the solver."""

from __future__ import annotations

import textwrap
from typing import Any

import click

from ...views.squares.grid import cell_of
from .output import emit, json_option


@click.command(short_help="A strategy in sums a person can follow, proved in the run.")
@json_option()
def strategy(as_json: bool) -> None:
    """A strategy for Pick Fifteen a person can follow, in sums, proved in the run.

    Seven rules, tried in order. The proof follows them as X and as O against every line of the other
    player's picks, taking in turn every number a rule allows: the follower never loses. It also shows why
    the fourth rule is not simply "take the number they would fork with".
    """
    from ...teach.strategy import NAIVE_FORK_BLOCK, RULES, naive_fork_block, prove

    proofs = [prove("X"), prove("O")]
    naive = naive_fork_block()
    if as_json:
        number = {rule.name: rule.number for rule in (*RULES, NAIVE_FORK_BLOCK)}

        def proof_json(proof: Any) -> dict[str, object]:
            return {
                "player": proof.player,
                "decision_count": proof.positions,
                "game_count": proof.lines,
                "loss_count": proof.losses,
                "best_count": proof.best,
                "not_best": [
                    {"x": sorted(p.x), "o": sorted(p.o), "rule": number[name], "allowed": picks, "best": best}
                    for p, name, picks, best in proof.not_best
                ],
                "rule_uses": [{"rule": number[name], "use_count": count} for name, count in proof.uses.items()],
                "lost_game": proof.lost_line,
            }

        emit(
            {
                "strategy": [
                    {
                        "rule": rule.number,
                        "name": rule.name,
                        "grid_name": rule.short(grid=True),
                        "sums": rule.sums,
                        "grid": rule.grid,
                    }
                    for rule in RULES
                ],
                "proofs": [proof_json(proof) for proof in proofs],
                "naive_fork_block": proof_json(naive),
            }
        )
        return
    click.echo("A strategy for Pick Fifteen, in sums. Try the rules in order: the first that names a number")
    click.echo("decides, and any number it names will do.\n")
    for rule in RULES:
        click.echo(
            textwrap.fill(
                rule.sums, 100, initial_indent=f"  {rule.number}. {rule.name:<13} ", subsequent_indent=" " * 19
            )
        )
        on_grid = f" ({rule.short(grid=True)})" if rule.short(grid=True) != rule.name else ""
        click.echo(f"     {'':<13} on the grid{on_grid}: {rule.grid}")
    click.echo("\nProved in the run, over every line of the other player's picks:")
    for proof in proofs:
        best = (
            "every number a rule named was a best pick"
            if not proof.not_best
            else f"{proof.best:,} of {proof.positions:,} times every number named was a best pick"
        )
        click.echo(
            f"  as {proof.player}: {proof.positions:,} positions decided, {proof.lines:,} games, "
            f"{proof.losses} lost; {best}."
        )
        uses = ", ".join(f"{name} {count:,}" for name, count in proof.uses.items() if count)
        click.echo(f"         rules used: {uses}")
        for position, rule_name, named, best_picks in proof.not_best[:5]:
            click.echo(f"         not best: {position}: {rule_name} names {named}, the best are {best_picks}")
    if naive.losses and naive.lost_line:
        line = " ".join(f"{n} ({cell_of(n)})" for n in naive.lost_line)
        why = (
            f'Why rule 4 is not "take the number they would fork with": followed as O, the rules lose '
            f"{naive.losses:,} of {naive.lines:,} games, for example {line}."
        )
        click.echo("\n" + textwrap.fill(why, width=100))
