"""Why 15? Every target that K numbers of 1..N can make, and the game each one gives: how many winning sets,
whether it is tic-tac-toe in disguise, and who wins from the empty board, with the best first picks. The
feature of ``luoshu explore targets``: the games (``target_games``), the table people read (``targets_text``)
and the JSON (``targets_json``).

>>> [game.target for game in target_games() if game.tictactoe]
[15]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..rules import Position, Rules, winning_sets
from ..search.isomorphism import Family, isomorphisms
from ..search.solver import Outcome, SearchBudgetError, Verdict, best_moves, forget, value
from ..views.squares.grid import CELLS, LINES
from ..views.vocabulary import verdict_json
from ..views.widths import ljust, rjust, table
from ..words.language import _
from ..words.terms import listed

__all__ = ["TARGET_BUDGET", "TargetGame", "target_games", "targets_json", "targets_text", "tictactoe_in_disguise"]

TARGET_BUDGET = 2_000_000
"""How many positions one target's game may keep before its value is given up."""


class TargetGame(NamedTuple):
    """The game one target gives; its verdict is the first player's (a draw's plies are N)."""

    target: int
    sets: int
    tictactoe: bool
    verdict: Verdict | None  # None when not solved within the budget
    best: list[int]


def tictactoe_in_disguise(rules: Rules) -> bool:
    """Whether some placing of the numbers on the 3x3 grid turns the winning sets into exactly its lines (the
    cells numbered in reading order, so that the grid brings no numbers of its own).

    >>> tictactoe_in_disguise(Rules()), tictactoe_in_disguise(Rules(target=14))
    (True, False)
    """
    place = {cell: n for n, cell in enumerate(CELLS, start=1)}
    grid = Family(len(CELLS), tuple(sorted(tuple(sorted(place[cell] for cell in line)) for line in LINES.values())))
    return bool(isomorphisms(rules, grid))


def target_games(
    numbers: int = 9,
    count: int = 3,
    misere: bool = False,
    budget: int = TARGET_BUDGET,
    progress: Callable[[int], None] | None = None,
    each: Callable[[int, int], None] | None = None,
) -> list[TargetGame]:
    """The game of every target from the smallest sum of ``count`` numbers of 1..``numbers`` to the largest;
    ``progress(positions)`` is called now and then during a long search, ``each(done, total)`` after every
    target."""
    low, high = Rules(numbers, count, count * (count + 1) // 2, misere).sum_range
    games = []
    for target in range(low, high + 1):
        rules = Rules(numbers, count, target, misere)
        start = Position(rules=rules)
        try:
            verdict = value(start, budget=budget, progress=progress)
            best = best_moves(start, budget=budget, progress=progress)
        except SearchBudgetError:
            verdict, best = None, []
        forget(rules)  # each game's positions are of no use to the next one
        if each is not None:
            each(target - low + 1, high - low + 1)
        games.append(
            TargetGame(
                target,
                len(winning_sets(rules)),
                tictactoe_in_disguise(rules),
                verdict,
                best,
            )
        )
    return games


def targets_json(numbers: int, count: int, misere: bool, budget: int, games: Sequence[TargetGame]) -> dict[str, object]:
    """Each target's game in the JSON vocabulary, with the reason where the ``budget`` left it unsolved."""
    return {
        "rules": {"numbers": numbers, "count": count, "target": None, "misere": misere},
        "targets": [
            {
                "target": game.target,
                "set_count": game.sets,
                "tictactoe": game.tictactoe,
                "verdict": verdict_json(game.verdict),
                "best": game.best,
                "reason": None
                if game.verdict
                else _("not solved within the budget of {budget:,} positions").format(budget=budget),
            }
            for game in games
        ],
    }


def targets_text(numbers: int, count: int, misere: bool, games: Sequence[TargetGame]) -> str:
    """Each target's game as a row of a table: its sets, whether it is tic-tac-toe, its value for the first
    player, and its best first picks; then the targets that are tic-tac-toe in disguise.

    >>> print(targets_text(9, 3, False, target_games()).splitlines()[0])
    Pick 3 of 1-9 (the first to make the target wins):
    """
    if misere:
        heading = _("Pick {count} of 1-{numbers} (misère, the first to make the target loses):")
    else:
        heading = _("Pick {count} of 1-{numbers} (the first to make the target wins):")
    lines = [heading.format(count=count, numbers=numbers), ""]
    # Lined up in display columns (Chinese is two a character), the columns at least as wide as in English.
    target, sets, tictactoe, first, best = (
        _("target"),
        _("sets"),
        _("tic-tac-toe"),
        _("first player"),
        _("best first picks"),
    )
    rows = [[rjust(target, 6), rjust(sets, 6), ljust(tictactoe, 11), ljust(first, 18), best]]
    for game in games:
        picks = " ".join(map(str, game.best)) if len(game.best) < numbers else _("any")
        said = _("yes") if game.tictactoe else _("no")
        rows.append([str(game.target), str(game.sets), said, _for_the_first_player(game.verdict), picks])
    lines.extend("  " + line for line in table(rows, right={0, 1}))
    disguised = [game.target for game in games if game.tictactoe]
    if disguised:
        lines += ["", _("Tic-tac-toe in disguise: target {targets}.").format(targets=listed(map(str, disguised)))]
    return "\n".join(lines)


def _for_the_first_player(verdict: Verdict | None) -> str:
    """The first player's verdict in the table's words, or that the game was not solved.

    >>> _for_the_first_player(Verdict(Outcome.WIN, 7)), _for_the_first_player(None)
    ('wins in 7', 'not solved within the budget')
    """
    if verdict is None:
        return _("not solved within the budget")
    if verdict.outcome is Outcome.DRAW:
        return _("draw")
    if verdict.outcome is Outcome.WIN:
        return _("wins in {plies}").format(plies=verdict.plies)
    return _("loses in {plies}").format(plies=verdict.plies)
