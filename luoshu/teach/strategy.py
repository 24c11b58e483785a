"""A strategy a person can follow, stated in sums, and its proof, computed in the run.

Glossary:
    pair      two of a player's numbers whose sum a free number makes up to 15: a threat.
    fork      a pick after which a player has pairs needing two different free numbers: one pick blocks one.

The rules, tried in order (the first that names any number decides; any number it names will do):

    1 win           a free number makes 15 with two of yours: take it
    2 block         a free number makes 15 with two of theirs: take it
    3 fork          a number would give you pairs needing two different numbers: take it
    4 block a fork  they could fork with their next pick: make a pair of your own whose missing number
                    is not one they could fork with (they must take it, and it gives them no fork)
    5 middle        take 5, the middle number (on the grid: the centre)
    6 even          take an even number (on the grid: a corner)
    7 odd           take an odd number (on the grid: an edge)

The proof walks every line of play in which one player follows the rules, taking in turn each number the
deciding rule allows, and the other picks anything: the follower never loses, as X or as O. The obvious
fourth rule ("take the number they would fork with") is checked the same way, and loses.

The feature of ``luoshu explore strategy``: the proofs (``proved``), the text people read (``strategy_text``) and
the JSON (``strategy_json``).

>>> rule, picks = rule_for(Position.from_moves([4, 5, 6]))
>>> rule.name, picks
('block a fork', [1, 3, 7, 9])
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from ..rules import PICK_FIFTEEN, Player, Position, Rules, opponent
from ..search.solver import best_moves
from ..views.squares.grid import cell_of
from ..views.widths import ljust, width
from ..views.wrapping import TERMINAL, fill
from ..words.language import N_, _
from ..words.terms import listed, named_in_a_row, with_aside

__all__ = ["NAIVE_FORK_BLOCK", "RULES", "Proof", "Rule", "naive_fork_block", "prove", "rule_for", "rule_of"]


def _completing(numbers: frozenset[int], free: frozenset[int], rules: Rules) -> set[int]:
    """The free numbers that complete a set with the numbers held: found by the two-pointer."""
    return set(rules.winning_picks(numbers, free))


def _forks(numbers: frozenset[int], free: frozenset[int], rules: Rules) -> set[int]:
    """The free numbers after which a player would threaten with two different numbers."""
    return {n for n in free if len(_completing(numbers | {n}, free - {n}, rules)) >= 2}


def _win(p: Position) -> set[int]:
    return _completing(p.sides[0], p.free, p.rules)


def _block(p: Position) -> set[int]:
    return _completing(p.sides[1], p.free, p.rules)


def _fork(p: Position) -> set[int]:
    return _forks(p.sides[0], p.free, p.rules)


def _block_a_fork(p: Position) -> set[int]:
    mine, theirs = p.sides
    theirs_fork = _forks(theirs, p.free, p.rules)
    if not theirs_fork:
        return set()
    picks = set()
    for n in p.free:
        needs = _completing(mine | {n}, p.free - {n}, p.rules)
        if needs and not needs & theirs_fork:
            picks.add(n)
    return picks


def _take_their_fork(p: Position) -> set[int]:
    return _forks(p.sides[1], p.free, p.rules)


class Rule(NamedTuple):
    """One rule of the strategy: its number, its short name in numbers, what it says in sums, and what that is
    on the grid; ``grid_name`` is the short name on the grid where it differs (taking 5 is taking the centre)."""

    number: int
    name: str
    sums: str
    grid: str
    picks: Callable[[Position], set[int]]
    grid_name: str = ""

    def short(self, grid: bool) -> str:
        """The short name, in the words of the view a player sees: the grid's, or the numbers'.

        >>> RULES[5].short(grid=True), RULES[5].short(grid=False), RULES[1].short(grid=False)
        ('corner', 'even', 'block')
        """
        return self.grid_name if grid and self.grid_name else self.name


# The rules' names and sentences are marked for the catalogue here, and translated where they are shown
# (``_(rule.name)``): JSON writes them as they are, the same in every language.
RULES: tuple[Rule, ...] = (
    Rule(
        1,
        N_("win"),
        N_("if a free number makes 15 with two of yours, take it"),
        N_("complete your line"),
        _win,
    ),
    Rule(
        2,
        N_("block"),
        N_("if a free number makes 15 with two of theirs, take it"),
        N_("block their line"),
        _block,
    ),
    Rule(
        3,
        N_("fork"),
        N_("if a number would give you pairs needing two different numbers, take it"),
        N_("make two lines of two at once"),
        _fork,
    ),
    Rule(
        4,
        N_("block a fork"),
        N_("if they could fork with their next pick, make a pair whose missing number is not one they could fork with"),
        N_("make them block where the block gives them no fork"),
        _block_a_fork,
    ),
    Rule(
        5,
        N_("middle"),
        N_("take 5, the middle number"),
        N_("take the centre, B2"),
        lambda p: {5} & p.free,
        N_("centre"),
    ),
    Rule(
        6,
        N_("even"),
        N_("take an even number"),
        N_("take a corner"),
        lambda p: {n for n in p.free if n % 2 == 0},
        N_("corner"),
    ),
    Rule(
        7,
        N_("odd"),
        N_("take an odd number"),
        N_("take an edge"),
        lambda p: {n for n in p.free if n % 2 == 1},
        N_("edge"),
    ),
)
"""The strategy for Pick Fifteen, in the order the rules are tried.

>>> RULES[4].name, RULES[4].grid_name, RULES[4].grid
('middle', 'centre', 'take the centre, B2')
"""

NAIVE_FORK_BLOCK = Rule(
    4, N_("take their fork"), N_("if they could fork with their next pick, take that number"), "", _take_their_fork
)


def rule_for(position: Position, rules: tuple[Rule, ...] = RULES) -> tuple[Rule, list[int]]:
    """The rule that decides in this position, and the numbers it allows (ascending)."""
    for rule in rules:
        picks = rule.picks(position)
        if picks:
            return rule, sorted(picks)
    raise ValueError(_("no rule names a number: the game is over"))


def rule_of(position: Position, pick: int) -> Rule | None:
    """The first rule of the strategy that names ``pick`` in this position (for Pick Fifteen), if any.

    >>> rule_of(Position(), 5).name, rule_of(Position(), 4).name
    ('middle', 'even')
    """
    if position.rules != PICK_FIFTEEN or position.is_over:
        return None
    return next((rule for rule in RULES if pick in rule.picks(position)), None)


class Proof(NamedTuple):
    """The strategy followed by one player against every line of the other's play."""

    player: Player
    positions: int  # positions where the follower picked
    lines: int  # complete games played
    losses: int  # games the follower lost
    best: int  # positions where every number the rule allows is a best pick
    not_best: list[tuple[Position, str, list[int], list[int]]]  # (position, rule, its picks, the best picks)
    uses: dict[str, int]  # how often each rule decided
    lost_line: list[int] | None  # one lost game, as its picks, if there is one


def prove(player: Player, rules: tuple[Rule, ...] = RULES) -> Proof:
    """Follow the strategy as ``player`` against every line of play, in every position it leads to."""
    uses = dict.fromkeys((rule.name for rule in rules), 0)
    counted = {"positions": 0, "best": 0}
    not_best: list[tuple[Position, str, list[int], list[int]]] = []

    @cache
    def walk(position: Position) -> tuple[int, int, tuple[int, ...] | None]:
        """(lines, losses, one lost line from here) below a position, counting its decisions once."""
        if position.is_over:
            defeated = position.winner == opponent(player)
            return 1, int(defeated), () if defeated else None
        if position.to_move == player:
            rule, picks = rule_for(position, rules)
            uses[rule.name] += 1
            counted["positions"] += 1
            best = best_moves(position)
            if set(picks) <= set(best):
                counted["best"] += 1
            else:
                not_best.append((position, rule.name, picks, best))
        else:
            picks = sorted(position.free)
        lines = losses = 0
        lost_line: tuple[int, ...] | None = None
        for pick in picks:
            below, lost_below, lost = walk(position.play(pick))
            lines, losses = lines + below, losses + lost_below
            if lost is not None and lost_line is None:
                lost_line = (pick, *lost)
        return lines, losses, lost_line

    lines, losses, lost = walk(Position())
    return Proof(
        player, counted["positions"], lines, losses, counted["best"], not_best, uses, list(lost) if lost else None
    )


def naive_fork_block() -> Proof:
    """The strategy with the obvious fourth rule, "take the number they would fork with", followed as O."""
    naive = tuple(NAIVE_FORK_BLOCK if rule.number == 4 else rule for rule in RULES)
    return prove("O", naive)


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
    lines = [
        _(
            "A strategy for Pick Fifteen, in sums. Try the rules in order: the first that names a number\n"
            "decides, and any number it names will do."
        ),
        "",
    ]
    for rule in RULES:
        # In display columns, within 80 (a Chinese rule is two columns a character).
        name = f"  {rule.number}. {ljust(_(rule.name), 13)} "
        lines.append(fill(_(rule.sums), TERMINAL, initial_indent=name, subsequent_indent=" " * width(name)))
        grid_name = rule.short(grid=True)
        if grid_name != rule.name:  # the short name on the grid, where it differs
            said = _("on the grid ({name}): {grid}").format(name=_(grid_name), grid=_(rule.grid))
        else:
            said = _("on the grid: {grid}").format(grid=_(rule.grid))
        lines.append(fill(said, TERMINAL, initial_indent=" " * width(name), subsequent_indent=" " * width(name)))
    lines += ["", _("Proved in the run, over every line of the other player's picks:")]
    for proof in found.proofs:
        best = (
            _("every number a rule named was a best pick")
            if not proof.not_best
            else _("{best:,} of {positions:,} times every number named was a best pick").format(
                best=proof.best, positions=proof.positions
            )
        )
        lines.append(
            _("  as {player}: {positions:,} positions decided, {games:,} games, {losses} lost; {best}.").format(
                player=proof.player, positions=proof.positions, games=proof.lines, losses=proof.losses, best=best
            )
        )
        uses = listed(f"{_(name)} {count:,}" for name, count in proof.uses.items() if count)
        lines.append(_("         rules used: {uses}").format(uses=uses))
        lines.extend(
            _("         not best: {position}: {rule} names {named}, the best are {best}").format(
                position=str(position), rule=_(rule_name), named=str(named), best=str(best_picks)
            )
            for position, rule_name, named, best_picks in proof.not_best[:5]
        )
    naive = found.naive
    if naive.losses and naive.lost_line:
        line = named_in_a_row(with_aside(str(n), cell_of(n)) for n in naive.lost_line)
        why = _(
            'Why rule 4 is not "take the number they would fork with": followed as O, the rules lose '
            "{losses:,} of {games:,} games, for example {line}."
        ).format(losses=naive.losses, games=naive.lines, line=line)
        lines += ["", fill(why, TERMINAL)]
    return "\n".join(lines)
