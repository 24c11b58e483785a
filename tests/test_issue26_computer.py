"""Issue 26, the computer's play: perfect is perfect in games of more than 12 numbers; past a search budget it still
takes a win and blocks a loss at once, and is not called perfect; grade's accuracy and wins given away; budgets and
progress for the long commands. The truth is the oracle's brute force (``tests/oracle.py``)."""

from __future__ import annotations

import json
import random

from pathlib import Path

import pytest
from click.testing import CliRunner
from oracle import Game

from luoshu.cli import cli

from luoshu.rules import Player, Position, Rules
from luoshu.search.solver import forget
from luoshu.session.matches import grade
from luoshu.session.players import choose_move

THIRTEEN = Rules(13, 3, 21)
ORDER_FOUR = Rules.order(4)


def oracle_best(rules: Rules, picks: list[int]) -> list[int]:
    """The picks the brute force calls best (fastest win, slowest loss) after ``picks``."""
    position = Position.from_moves(picks, rules=rules)
    return Game(rules.numbers, rules.count, rules.target, rules.misere).best_picks(
        frozenset(position.x), frozenset(position.o)
    )


@pytest.mark.parametrize(
    ("rules", "picks"),
    [
        (THIRTEEN, [3, 1, 7, 11, 9, 13]),  # X to move wins at once
        (THIRTEEN, [4, 10, 12]),  # O to move must block
        (ORDER_FOUR, [1, 3, 2, 4, 15, 5]),  # X to move wins at once
    ],
)
def test_perfect_plays_a_best_pick_in_games_of_more_than_twelve_numbers(rules: Rules, picks: list[int]) -> None:
    forget(rules)
    best = oracle_best(rules, picks)
    position = Position.from_moves(picks, rules=rules)
    chosen = {choose_move(position, "perfect", random.Random(seed)) for seed in range(12)}
    assert chosen <= set(best), (chosen, best)


class Silent:
    """A bot that never picks: it fails at once."""

    name = "silent"

    def choose(self, position: Position) -> int:
        from luoshu.session.bots import BotFailed

        raise BotFailed("it says nothing")


def test_grade_of_a_bot_that_made_no_pick_has_no_accuracy() -> None:
    result = grade(Silent(), "X")
    assert result.decision_count == 0
    assert result.accuracy is None


def test_grade_json_of_a_bot_that_made_no_pick_says_null(tmp_path: Path) -> None:
    bot = tmp_path / "silent.py"
    bot.write_text("def choose(position):\n    raise RuntimeError('no')\n")
    result = CliRunner().invoke(cli, ["grade", f"python:{bot}", "--as", "X", "--json"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)  # the bot's own traceback goes to standard error
    assert found["accuracy"] is None
    assert found["failures"]


class FailsInWonPositions:
    """Picks the first free number, but fails wherever the side to move holds a win (by the oracle)."""

    name = "fails-when-won"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, position: Position) -> int:
        from luoshu.session.bots import BotFailed

        x, o = frozenset(position.x), frozenset(position.o)
        if self.game.verdict(x, o)[0] == "win":
            raise BotFailed("it gives up")
        return min(position.free)


def failed_games(game: Game, player: Player) -> int:
    """By walking every line of the other side's picks: the games ``FailsInWonPositions`` ends by failing, each in a
    position it held a win in."""
    count = 0
    stack: list[tuple[frozenset[int], frozenset[int]]] = [(frozenset(), frozenset())]
    while stack:
        x, o = stack.pop()
        if game.finished(x, o) is not None:
            continue
        to_move = "X" if len(x) == len(o) else "O"
        if to_move != player:
            stack.extend(game.play(x, o, n) for n in game.free(x, o))
        elif game.verdict(x, o)[0] == "win":
            count += 1
        else:
            stack.append(game.play(x, o, min(game.free(x, o))))
    return count


@pytest.mark.parametrize("player", ["X", "O"])
def test_a_bot_that_fails_in_a_won_position_gives_the_win_away(player: Player) -> None:
    game = Game(9, 3, 15)
    result = grade(FailsInWonPositions(game), player)
    assert result.failures
    assert result.given_away_count == failed_games(game, player) > 0
