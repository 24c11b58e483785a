"""The strategy for Pick Fifteen in sums, proved in the run, for ``luoshu explore strategy``: as JSON and as the
text people read."""

from __future__ import annotations

from typing import NamedTuple

from ...teach.strategy import NAIVE_FORK_BLOCK, RULES, Proof, naive_fork_block, prove
from ...views.squares.grid import cell_of
from ...views.widths import ljust, width
from ...views.wrapping import TERMINAL, fill
from ...words.commands.explore import strategy as words
from ...words.lessons.strategy import rule_said
from ...words.terms import listed, named_in_a_row, with_aside


class Proved(NamedTuple):
    """The strategy followed as X and as O, and the naive fourth rule followed instead."""

    proofs: tuple[Proof, Proof]
    naive: Proof


def proved() -> Proved:
    """The strategy proved in the run as each player, and the naive fork block's losses."""
    return Proved((prove("X"), prove("O")), naive_fork_block())


def strategy_json(found: Proved) -> dict[str, object]:
    """The rules and the proofs in the JSON vocabulary, each rule by its number."""
    number = {rule.name: rule.number for rule in (*RULES, NAIVE_FORK_BLOCK)}

    def proof_json(proof: Proof) -> dict[str, object]:
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

    return {
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
        "proofs": [proof_json(proof) for proof in found.proofs],
        "naive_fork_block": proof_json(found.naive),
    }


def strategy_text(found: Proved) -> str:
    """The rules in sums and on the grid, then the proof as each player, and why the fourth rule is not the
    naive one."""
    lines = [words.introduction(), ""]
    for rule in RULES:
        # In display columns, within 80 (a Chinese rule is two columns a character).
        name = f"  {rule.number}. {ljust(rule_said(rule.name), 13)} "
        lines.append(fill(rule_said(rule.sums), TERMINAL, initial_indent=name, subsequent_indent=" " * width(name)))
        grid_name = rule.short(grid=True)
        said = words.on_the_grid(rule_said(grid_name) if grid_name != rule.name else None, rule_said(rule.grid))
        lines.append(fill(said, TERMINAL, initial_indent=" " * width(name), subsequent_indent=" " * width(name)))
    lines += ["", words.proved_in_the_run()]
    for proof in found.proofs:
        best = (
            words.every_named_was_best()
            if not proof.not_best
            else words.times_named_was_best(proof.best, proof.positions)
        )
        lines.append(words.proved_as(proof.player, proof.positions, proof.lines, proof.losses, best))
        uses = listed(f"{rule_said(name)} {count:,}" for name, count in proof.uses.items() if count)
        lines.append(words.rules_used(uses))
        lines.extend(
            words.not_best(str(position), rule_said(rule_name), str(named), str(best_picks))
            for position, rule_name, named, best_picks in proof.not_best[:5]
        )
    naive = found.naive
    if naive.losses and naive.lost_line:
        line = named_in_a_row(with_aside(str(n), cell_of(n)) for n in naive.lost_line)
        lines += ["", fill(words.why_not_their_fork(naive.losses, naive.lines, line), TERMINAL)]
    return "\n".join(lines)
