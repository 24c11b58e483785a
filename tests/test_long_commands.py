"""A long command ends within its time budget, with one line that says so (the truth is the oracle's brute force,
``tests/oracle.py``)."""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest
from oracle import Game

from luoshu.rules import Player, Position, Rules
from luoshu.session.bots import builtin_bot

THIRTEEN = Rules(13, 3, 21)
ORDER_FOUR = Rules.order(4)


def oracle_best(rules: Rules, picks: list[int]) -> list[int]:
    """The picks the brute force calls best (fastest win, slowest loss) after ``picks``."""
    position = Position.from_moves(picks, rules=rules)
    return Game(rules.numbers, rules.count, rules.target, rules.misere).best_picks(
        frozenset(position.x), frozenset(position.o)
    )


class Silent:
    """A bot that never picks: it fails at once."""

    name = "silent"

    def choose(self, position: Position) -> int:
        from luoshu.session.bots import BotFailed

        raise BotFailed("it says nothing")


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


# Past the budget: a win at once, a block at once, and not called perfect.


def wins_at_once(rules: Rules, picks: list[int]) -> set[int]:
    """By brute force: the free numbers that complete a set for the mover."""
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    position = Position.from_moves(picks, rules=rules)
    mine = frozenset(position.x if position.to_move == "X" else position.o)
    return {n for n in game.free(frozenset(position.x), frozenset(position.o)) if game.completed(mine | {n})}


def blocks(rules: Rules, picks: list[int]) -> set[int]:
    """By brute force: the free numbers that would complete a set for the other player."""
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    position = Position.from_moves(picks, rules=rules)
    theirs = frozenset(position.o if position.to_move == "X" else position.x)
    return {n for n in game.free(frozenset(position.x), frozenset(position.o)) if game.completed(theirs | {n})}


def misere_wins_in_two(game: Game, x: frozenset[int], o: frozenset[int]) -> tuple[set[int], set[int]]:
    """By brute force, misère: the mover's safe picks (not completing a set of theirs), and those of them that leave
    the other player only numbers that complete a set of theirs."""
    free = game.free(x, o)
    mine, theirs = (x, o) if len(x) == len(o) else (o, x)
    safe = {n for n in free if not game.completed(mine | {n})}
    rest = {n: [m for m in free if m != n] for n in safe}
    winning = {n for n in safe if rest[n] and all(game.completed(theirs | {m}) for m in rest[n])}
    return safe, winning


class Recording:
    """The perfect computer, its every position and pick kept."""

    def __init__(self) -> None:
        self.name = "perfect"
        self.bot = builtin_bot("perfect", random.Random(3))
        self.seen: dict[Position, int] = {}

    def choose(self, position: Position) -> int:
        pick = self.seen[position] = self.bot.choose(position)
        return pick


# Budgets and progress for the long commands.

BUDGET_SECONDS = "import luoshu.search.engine as e; e.BUDGET_SECONDS = 2; from luoshu.cli import cli; cli()"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "--order", "5", "--budget", "50000000"], "ran past 2 seconds"),
        (["grade", "perfect", "--order", "5", "--as", "X"], "not graded"),
        (["match", "perfect", "perfect", "--order", "5", "--games", "2"], "ran past 2 seconds"),
    ],
)
def test_a_long_command_ends_within_its_time_budget_with_one_line(args: list[str], said: str) -> None:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", BUDGET_SECONDS, *args], capture_output=True, text=True, timeout=120, check=False
    )
    assert time.monotonic() - started < 100
    out = done.stdout + done.stderr
    assert "Traceback" not in out, out
    assert " ".join(out.split()).count(said) == 1, out  # said once (a sentence wrapped within 80 columns)
