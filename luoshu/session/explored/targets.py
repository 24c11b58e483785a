"""Every target and the game it gives, for ``luoshu explore targets``: as JSON and as the table people read."""

from __future__ import annotations

from collections.abc import Sequence

from ...teach.targets import TargetGame, target_games
from ...views.vocabulary import verdict_json
from ...views.widths import ljust, rjust, table
from ...words.commands.explore import targets as words
from ...words.terms import listed

__all__ = ["TargetGame", "target_games", "targets_json", "targets_text"]


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
                "reason": None if game.verdict else words.not_solved(budget),
            }
            for game in games
        ],
    }


def targets_text(numbers: int, count: int, misere: bool, games: Sequence[TargetGame]) -> str:
    """Each target's game as a row of a table: its sets, whether it is tic-tac-toe, its value for the first
    player, and its best first picks; then the targets that are tic-tac-toe in disguise."""
    lines = [words.heading(count, numbers, misere), ""]
    values = [
        words.for_the_first_player(None, 0)
        if game.verdict is None
        else words.for_the_first_player(game.verdict.outcome.value, game.verdict.plies)
        for game in games
    ]
    # Lined up in display columns (Chinese is two a character), the columns at least as wide as in English.
    target, sets, tictactoe, first, best = words.table_heading()
    rows = [[rjust(target, 6), rjust(sets, 6), ljust(tictactoe, 11), ljust(first, 18), best]]
    for game, value in zip(games, values, strict=True):
        picks = " ".join(map(str, game.best)) if len(game.best) < numbers else words.any_pick()
        said = words.yes() if game.tictactoe else words.no()
        rows.append([str(game.target), str(game.sets), said, value, picks])
    lines.extend("  " + line for line in table(rows, right={0, 1}))
    disguised = [game.target for game in games if game.tictactoe]
    if disguised:
        lines += ["", words.in_disguise(listed(map(str, disguised)))]
    return "\n".join(lines)
