"""Bots against bots: one game, a match of many, and a grade, every line of the other side's picks played out.

A bot that fails (``BotFailed``: an outside program that crashed, hung or answered nonsense) loses the game it
failed in, and the reason is kept with the game.

>>> import random
>>> from luoshu.session.bots import builtin_bot
>>> result = match([builtin_bot("perfect", random.Random(1)), builtin_bot("random", random.Random(2))], 4)
>>> [(p.name, p.loss_count) for p in result.players]
[('perfect', 0), ('random', 4)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ..rules import PICK_FIFTEEN, Player, Position, Rules, opponent
from ..search.solver import Outcome, Verdict, analyse, solve
from ..words.language import _
from .bots import Bot, BotFailed

__all__ = ["Game", "Grade", "MatchResult", "Mistake", "Score", "grade", "match", "not_free", "play_game"]

LARGEST_GRADE = 1_000_000
"""Games a grade may play, at most: every line of the other side's picks, in a game much bigger than Pick
Fifteen, is more than anyone can wait for."""


@dataclass(frozen=True)
class Game:
    """One game between bots: its picks, the winner, and who failed and why, if a bot did."""

    picks: tuple[int, ...]
    winner: Player | None
    failed: Player | None = None
    reason: str | None = None


def play_game(x: Bot, o: Bot, rules: Rules = PICK_FIFTEEN, start: Position | None = None) -> Game:
    """A game of ``x`` against ``o`` to its end (from ``start`` if given); each bot that learns is told the end."""
    position = start or Position(rules=rules)
    picks: list[int] = []
    bots = {"X": x, "O": o}
    failed: Player | None = None
    reason = None
    while not position.is_over:
        mover = position.to_move
        try:
            pick = bots[mover].choose(position)
            if pick not in position.free:
                raise BotFailed(not_free(pick, position))
        except BotFailed as error:
            failed, reason = mover, str(error)
            break
        position = position.play(pick)
        picks.append(pick)
    for bot in (x, o) if x is not o else (x,):
        told = getattr(bot, "game_over", None)
        if told is not None and failed is None:  # a game a player failed in teaches a learner nothing
            told(position)
        forget = getattr(bot, "forget_game", None)
        if forget is not None and failed is not None:
            forget()
    winner = opponent(failed) if failed is not None else position.winner
    return Game(tuple(picks), winner, failed, reason)


def not_free(pick: object, position: Position) -> str:
    """Why a bot's pick is refused: the reason it loses the game it failed in.

    >>> not_free(5, Position().play(5)), not_free("ten", Position())
    ('it picked 5, which X holds', 'it picked ten, not a free number of 1-9')
    """
    if isinstance(pick, int) and not isinstance(pick, bool) and position.holder(pick) is not None:
        return _("it picked {pick}, which {holder} holds").format(pick=pick, holder=str(position.holder(pick)))
    return _("it picked {pick}, not a free number of 1-{numbers}").format(
        pick=str(pick)[:20], numbers=position.rules.numbers
    )


@dataclass
class Score:
    """One player's results in a match, and the first game it lost."""

    name: str
    win_count: int = 0
    draw_count: int = 0
    loss_count: int = 0
    first_loss: Game | None = None


@dataclass(frozen=True)
class MatchResult:
    """A match: every game (the first player opening the even ones), and each player's score."""

    games: list[Game]
    players: list[Score]


def match(bots: Sequence[Bot], games: int, rules: Rules = PICK_FIFTEEN) -> MatchResult:
    """``games`` games of ``bots[0]`` against ``bots[1]``, taking turns to open."""
    scores = [Score(bot.name) for bot in bots]
    played = []
    for number in range(games):
        first = number % 2
        x, o = bots[first], bots[1 - first]
        game = play_game(x, o, rules)
        played.append(game)
        sides = {"X": first, "O": 1 - first}
        for player, index in sides.items():
            score = scores[index]
            if game.winner is None:
                score.draw_count += 1
            elif game.winner == player:
                score.win_count += 1
            else:
                score.loss_count += 1
                score.first_loss = score.first_loss or game
    return MatchResult(played, scores)


@dataclass(frozen=True)
class Mistake:
    """A pick that made the bot's outcome worse: the position, the pick, and both verdicts."""

    position: Position
    pick: int
    verdict: Verdict  # the bot's before the pick
    pick_verdict: Verdict  # after it


@dataclass
class Grade:
    """How a bot played every line of the other side's picks."""

    name: str
    player: Player
    game_count: int = 0
    loss_count: int = 0
    given_away_count: int = 0  # games in which the bot held a win, and did not win
    decision_count: int = 0  # distinct positions the bot picked in
    best_count: int = 0  # of them, where it made a best pick
    mistakes: list[Mistake] = field(default_factory=list)
    failures: dict[str, int] = field(default_factory=dict)  # why the bot failed, and how often

    @property
    def accuracy(self) -> float | None:
        """The share of the bot's picks (one per position it met) that were best; None if it made no pick (nothing
        to judge, not a perfect score)."""
        return self.best_count / self.decision_count if self.decision_count else None


GRADE_PROGRESS_EVERY = 1000
"""Games between two calls of a grade's progress hook."""


def grade(
    bot: Bot, player: Player, rules: Rules = PICK_FIFTEEN, progress: Callable[[int], None] | None = None
) -> Grade:
    """Play ``bot`` as ``player`` against every line of the other side's picks, to every end. The bot's pick in a
    position is asked once and kept, so that every line meets the same player. ValueError if the lines are too
    many to play; ``progress(games)`` is called now and then. (A search budget set around it with ``limited``
    holds, for the bot's searches and the judge's: SearchBudgetError past it.)"""
    result = Grade(bot.name, player)
    chosen: dict[Position, int | str] = {}  # the bot's pick, or why it failed

    def lines(position: Position, held_win: bool) -> Iterator[tuple[Position, bool]]:
        # Depth first, with a stack of its own: each finished game, and whether the bot held a win on the way.
        stack = [(position, held_win)]
        while stack:
            here, won_once = stack.pop()
            if here.is_over:
                yield here, won_once
                continue
            if here.to_move != player:
                stack.extend((here.play(n), won_once) for n in sorted(here.free, reverse=True))
                continue
            if here not in chosen:
                chosen[here] = _ask(bot, here, result)
            pick = chosen[here]
            if isinstance(pick, str):
                # The bot failed here: a lost game, and a win given away if it held one here.
                yield here, won_once or solve(here).outcome is Outcome.WIN
                continue
            stack.append((here.play(pick), won_once or solve(here).outcome is Outcome.WIN))

    for end, held_win in lines(Position(rules=rules), False):
        result.game_count += 1
        if progress is not None and result.game_count % GRADE_PROGRESS_EVERY == 0:
            progress(result.game_count)
        if result.game_count > LARGEST_GRADE:
            raise ValueError(
                _("{rules} has more than {most} lines to grade").format(rules=str(rules), most=f"{LARGEST_GRADE:,}")
            )
        lost = not end.is_over or (end.winner is not None and end.winner != player)
        result.loss_count += lost
        won = end.is_over and end.winner == player
        result.given_away_count += held_win and not won
    return result


def _ask(bot: Bot, position: Position, result: Grade) -> int | str:
    """The bot's pick, judged: counted as best or not, a mistake kept; or why it failed."""
    try:
        pick = bot.choose(position)
        if pick not in position.free:
            raise BotFailed(not_free(pick, position))
    except BotFailed as error:
        reason = str(error)
        result.failures[reason] = result.failures.get(reason, 0) + 1
        return reason
    result.decision_count += 1
    verdicts = analyse(position)
    before = max(verdicts.values())
    if verdicts[pick] == before:  # a best pick: as good as the best (best_moves, from the verdicts found here)
        result.best_count += 1
    if verdicts[pick].rank[0] < before.rank[0]:
        result.mistakes.append(Mistake(position, pick, before, verdicts[pick]))
    return pick
