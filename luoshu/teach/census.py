"""The whole game tree of Pick Fifteen, counted: games, positions, classes under symmetry, the value.

>>> tree = game_tree()
>>> tree.games, tree.reachable, tree.up_to_symmetry
(255168, 5478, 765)

The feature of ``luoshu explore stats``: the counts (``census``), the table people read (``census_text``) and the
JSON (``census_json``).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from math import factorial
from operator import add
from typing import TYPE_CHECKING, NamedTuple

from ..rules import LISTED_UP_TO, PICK_FIFTEEN, Position, Rules
from ..search import solver
from ..search.solver import Outcome
from ..search.symmetry import Permutation, symmetries_within
from ..views.vocabulary import rules_json, verdict_json
from ..views.widths import ljust, rjust, width
from ..words.language import _
from ..words.terms import outcome_said

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress

CENSUS_SYMMETRIES = 50_000
"""The most symmetries the census counts classes under: a game of very few winning sets has millions (picking
the number 3 out of 1-11 has 10!), and its counts up to symmetry are left out."""


class GameTree(NamedTuple):
    """Counts over the whole game tree."""

    games: int
    x_wins: int
    o_wins: int
    draws: int
    by_length: dict[int, int]
    reachable: int
    terminal: int
    symmetries: int | None  # None when there are too many to count classes under (CENSUS_SYMMETRIES)
    up_to_symmetry: int | None
    terminal_up_to_symmetry: int | None
    games_up_to_symmetry: int | None
    games_through_classes: int | None
    value: Outcome


class _Class(NamedTuple):
    """A class of positions under the symmetries, walked through one representative."""

    x: frozenset[int]
    o: frozenset[int]
    codes: tuple[int, ...]  # the representative's code under each symmetry, the identity first
    orders: int  # how many pick orders reach the representative (the same for every member)
    paths: int  # how many paths through classes reach the class


def _size(codes: tuple[int, ...]) -> int:
    """How many positions a class holds: the symmetries over those that keep its representative."""
    return len(codes) // codes.count(codes[0])


def game_tree(rules: Rules = PICK_FIFTEEN) -> GameTree:
    """The whole game, counted by dynamic programming over the classes of positions under symmetry.

    A position is coded as a number in base 3 (digit n-1 is 1 where X holds n, 2 where O does), once under
    each symmetry; the smallest code names its class. Pick orders reaching a class are spread evenly over
    its positions, which symmetry makes alike. "Up to symmetry", positions are counted as classes, and
    games as classes of pick orders (Burnside's lemma: the games each symmetry fixes are those that pick
    only numbers it keeps in place; in Pick Fifteen a symmetry other than the identity keeps at most three,
    so it fixes no complete game). The count often quoted for Pick Fifteen, 26,830, instead follows paths
    through the classes of positions, counting once the picks that lead to the same class. Misère play has
    the same tree, with the other player winning each finished game. For games of up to 12 numbers.
    """
    numbers = rules.numbers
    if numbers > LISTED_UP_TO:
        raise ValueError(
            _("counting the whole tree is practical for up to {largest} numbers, not {numbers}").format(
                largest=LISTED_UP_TO, numbers=numbers
            )
        )
    found = symmetries_within(rules, CENSUS_SYMMETRIES)
    group = found or (tuple(range(numbers + 1)),)  # too many: walk the positions one by one
    assert group[0] == tuple(range(numbers + 1))  # the identity comes first
    weights = [[3 ** (p[n] - 1) if n else 0 for n in range(numbers + 1)] for p in group]
    # steps[digit][n]: what picking n adds to the code under each symmetry (made once; added in C by map).
    steps = {digit: [tuple(digit * w[n] for w in weights) for n in range(numbers + 1)] for digit in (1, 2)}
    every = rules.all_numbers
    layer = {0: _Class(frozenset(), frozenset(), (0,) * len(group), 1, 1)}
    games: Counter[str] = Counter()
    by_length: Counter[int] = Counter()
    finished: dict[int, int] = {}  # class -> positions in it
    reachable = classes = through = 0
    for ply in range(1, numbers + 1):
        digit = 1 if ply % 2 else 2
        completer = "x_wins" if ply % 2 else "o_wins"
        outcome = {"x_wins": "o_wins", "o_wins": "x_wins"}[completer] if rules.misere else completer
        # The next layer: each class's representative, and what flows into it from this one.
        following: dict[int, tuple[frozenset[int], frozenset[int], tuple[int, ...]]] = {}
        flows: Counter[int] = Counter()
        paths_in: Counter[int] = Counter()
        for x, o, codes, orders, paths in layer.values():
            size = _size(codes)
            reachable += size
            classes += 1
            ascending = sorted(x if digit == 1 else o)
            flow = size * orders  # pick orders through this class's positions, one pick further
            reached: set[int] = set()
            for pick in every - x - o:
                child = tuple(map(add, codes, steps[digit][pick]))
                child_key = min(child)
                new = child_key not in reached
                reached.add(child_key)
                won = rules.completes(ascending, pick)
                if won or ply == numbers:
                    games[outcome if won else "draws"] += flow
                    by_length[ply] += flow
                    finished[child_key] = _size(child)
                    through += paths if new else 0
                    continue
                if child_key not in following:
                    following[child_key] = (x | {pick}, o, child) if digit == 1 else (x, o | {pick}, child)
                flows[child_key] += flow
                paths_in[child_key] += paths if new else 0
        layer = {
            key: _Class(cx, co, codes, flows[key] // _size(codes), paths_in[key])
            for key, (cx, co, codes) in following.items()
        }
    identity_games = sum(by_length.values())
    return GameTree(
        games=identity_games,
        x_wins=games["x_wins"],
        o_wins=games["o_wins"],
        draws=games["draws"],
        by_length=dict(sorted(by_length.items())),
        reachable=reachable + sum(finished.values()),
        terminal=sum(finished.values()),
        symmetries=len(found) if found else None,
        up_to_symmetry=classes + len(finished) if found else None,
        terminal_up_to_symmetry=len(finished) if found else None,
        games_up_to_symmetry=(
            (identity_games + sum(_games_within(p, rules) for p in group[1:])) // len(group) if found else None
        ),
        games_through_classes=through if found else None,
        value=solver.outcome(Position(rules=rules)),
    )


def _games_within(symmetry: Permutation, rules: Rules) -> int:
    """How many complete games the symmetry fixes: those that pick only numbers it keeps in place."""
    kept = [n for n in sorted(rules.all_numbers) if symmetry[n] == n]
    last = rules.numbers - 1

    def count(x: tuple[int, ...], o: tuple[int, ...]) -> int:
        x_to_move = len(x) == len(o)
        ascending = sorted(x if x_to_move else o)
        total = 0
        for pick in kept:
            if pick in x or pick in o:
                continue
            if rules.completes(ascending, pick) or len(x) + len(o) == last:
                total += 1
            else:
                total += count((*x, pick), o) if x_to_move else count(x, (*o, pick))
        return total

    return count((), ())


class Values(NamedTuple):
    """The positions of a game by their value for the player to move, and the chance of each result when both
    sides pick at random."""

    counts: dict[Outcome, int]  # every reachable position, finished ones included (a lost one: a loss in 0)
    counts_up_to_symmetry: dict[Outcome, int] | None
    x_wins: Fraction  # chances, picking uniformly at random among the free numbers
    o_wins: Fraction
    draws: Fraction


def values(rules: Rules = PICK_FIFTEEN) -> Values:
    """Every reachable position's value for the player to move, counted (and up to symmetry), and each result's
    chance under random play, exactly.

    >>> found = values()
    >>> [found.counts[o] for o in Outcome], [found.counts_up_to_symmetry[o] for o in Outcome]
    ([2836, 1068, 1574], [390, 151, 224])
    >>> float(found.x_wins), float(found.o_wins), float(found.draws)  # doctest: +ELLIPSIS
    (0.584..., 0.288..., 0.126...)
    """
    solution = solver.solve_all(rules)
    positions = list(solution)  # each made once: the counts, the classes and the chances all walk them
    counts: Counter[Outcome] = Counter()
    classes: dict[tuple[int, int], Outcome] = {}
    group = symmetries_within(rules, CENSUS_SYMMETRIES)
    # A position's class is its least image under the symmetries, each side written as a set of bits: number n
    # is bit g[n] under the symmetry g.
    bits = [] if group is None else [{n: 1 << g[n] for n in range(1, rules.numbers + 1)} for g in group]
    for position in positions:
        outcome = solution[position].outcome
        counts[outcome] += 1
        if bits:
            x, o = position.x, position.o
            key = min((sum(map(bit.__getitem__, x)), sum(map(bit.__getitem__, o))) for bit in bits)
            classes[key] = outcome
    by_class = Counter(classes.values()) if group is not None else None
    # Each result's chance under random play, in whole numbers: ``ways[p]`` counts the orders in which the free
    # numbers of ``p`` may be picked that end in each result, so that its chance is ``ways[p] / free!`` (one pick
    # fewer free: a position's ways are its children's, summed; no fractions until the last).
    # Each side is a set of bits here (number n is bit n), so that a child is found without making a position.
    ways: dict[tuple[int, int], tuple[int, int, int]] = {}
    for position in sorted(positions, key=lambda p: -(len(p.x) + len(p.o))):
        x_bits, o_bits = sum(1 << n for n in position.x), sum(1 << n for n in position.o)
        free = position.free
        if position.is_over:
            winner, orders = position.winner, factorial(len(free))
            ways[x_bits, o_bits] = (orders * (winner == "X"), orders * (winner == "O"), orders * (winner is None))
            continue
        x_moves = len(position.x) == len(position.o)
        children = [ways[(x_bits | 1 << n, o_bits) if x_moves else (x_bits, o_bits | 1 << n)] for n in free]
        ways[x_bits, o_bits] = (sum(c[0] for c in children), sum(c[1] for c in children), sum(c[2] for c in children))
    start = tuple(Fraction(count, factorial(rules.numbers)) for count in ways[0, 0])
    return Values(
        {o: counts[o] for o in Outcome},
        None if by_class is None else {o: by_class[o] for o in Outcome},
        *start,
    )


class Census(NamedTuple):
    """The game tree counted, and the positions by their value."""

    tree: GameTree
    values: Values


def census(rules: Rules) -> Census:
    """The whole game tree of ``rules``, counted (a long computation for 12 numbers).

    >>> census(Rules()).tree.games
    255168
    """
    return Census(game_tree(rules), values(rules))


def census_json(rules: Rules, dress: Dress | None, counted: Census) -> dict[str, object]:
    """The counts in the JSON vocabulary, with the items of a game given as sets."""
    tree, found = counted
    return {
        "rules": rules_json(rules),
        **({} if dress is None else {"items": list(dress.names)}),
        "verdict": verdict_json(solver.solve(Position(rules=rules))),
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


def census_text(rules: Rules, dress: Dress | None, counted: Census) -> str:
    """The counts as a table, each label left and its count right-aligned in one column after the longest label
    (in display columns, so that Chinese labels line up too), and what counting up to symmetry means."""
    tree, found = counted
    lines = []
    if dress is not None:
        lines.append(_("{title}, {rules}:").format(title=dress.title, rules=str(rules)))
    elif rules != Rules():
        lines.append(_("{rules}:").format(rules=str(rules)))
    rows: list[tuple[str, str, str]] = [(_("Games (orders of picks to the end):"), f"{tree.games:,}", "")]
    for label, count in (
        (_("won by {player}").format(player="X"), tree.x_wins),
        (_("won by {player}").format(player="O"), tree.o_wins),
        (_("drawn"), tree.draws),
    ):
        rows.append(("  " + label, f"{count:,}", ""))
    rows.append((_("By length (picks):"), "", ""))
    rows.extend((f"  {length}", f"{count:,}", "") for length, count in tree.by_length.items())
    rows.append((_("Positions reachable:"), f"{tree.reachable:,}", ""))
    rows.append(("  " + _("of which finished"), f"{tree.terminal:,}", ""))
    up = found.counts_up_to_symmetry
    for outcome in Outcome:
        classes = "" if up is None else "   " + _("({count:,} up to symmetry)").format(count=up[outcome])
        label = _("{outcome} for the player to move").format(outcome=outcome_said(outcome.value))
        rows.append(("  " + label, f"{found.counts[outcome]:,}", classes))
    chances = _("X wins {x:.1%}, O wins {o:.1%}, draw {draw:.1%}").format(
        x=float(found.x_wins), o=float(found.o_wins), draw=float(found.draws)
    )
    rows.append((_("Picking at random, both sides:"), "", chances))
    if tree.symmetries is not None:
        # Counted up to symmetry: every class count is there with the symmetries.
        assert tree.up_to_symmetry is not None
        assert tree.terminal_up_to_symmetry is not None
        assert tree.games_up_to_symmetry is not None
        assert tree.games_through_classes is not None
        rows.append((_("Positions up to symmetry:"), f"{tree.up_to_symmetry:,}", ""))
        rows.append(("  " + _("of which finished"), f"{tree.terminal_up_to_symmetry:,}", ""))
        rows.append((_("Games up to symmetry:"), f"{tree.games_up_to_symmetry:,}", ""))
        rows.append((_("Games through position classes:"), f"{tree.games_through_classes:,}", ""))
    labels = max(width(label) for label, shown, _after in rows if shown) + 3
    counts = max(width(shown) for _label, shown, _after in rows)
    for label, shown, after in rows:
        if shown:
            lines.append(ljust(label, labels) + rjust(shown, counts) + after)
        elif after:  # the chances, where the counts begin
            lines.append(ljust(label, labels) + after)
        else:
            lines.append(label)
    lines.append(_("Value of the game with perfect play: {outcome}").format(outcome=outcome_said(tree.value.value)))
    if tree.symmetries is None:
        lines.append(
            _(
                "\nThe game has more than {most:,} symmetries (its few winning sets leave many numbers alike):\n"
                "the counts up to symmetry are left out."
            ).format(most=CENSUS_SYMMETRIES)
        )
        return "\n".join(lines)
    lines.append(
        _(
            "\nUp to symmetry counts orbits under the symmetries (Burnside's lemma). For games, an orbit is a set of\n"
            "pick orders that the symmetries carry into each other. The figure often quoted for tic-tac-toe instead\n"
            "follows the games through positions taken up to symmetry: picks that lead to the same class count once."
        )
    )
    return "\n".join(lines)
