"""Why a pick wins or loses: the verdict, what a pick costs, and the line both sides would play, in both views.

Glossary:
    threat   a set the mover lacks one number of, with that number free: "2 + 8 needs 5 to make 15", on the
             grid "A3 and C1 need B2 to complete the diagonal A3-C1".
    fork     a pick after which the mover threatens with two different numbers: one pick cannot block both.
    line     the game from a pick on, both sides playing perfectly (the winner as fast as possible, the loser
             as slowly as possible) until the game ends, or until no winning set is open to either player and
             a draw is certain.
    cost     how much worse a pick is than the best: "turns a draw into a loss in 4".

Everything here returns values; ``luoshu.cli`` and the session turn them into words.

>>> why = explain(Position.from_moves([5, 1]))
>>> str(why.verdict), why.best, len(why.line), why.ends
('win in 5', [2, 3, 4, 6, 7, 8], 5, 'win')
>>> why.line[0].threats
[Threat(numbers=(2, 5), needs=8, line='diagonal A3-C1')]
>>> explain(Position.from_moves([5]), pick=1).cost
'turns a draw into a loss in 6'
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from .dress import Dress
from .grid import cell_of, line_of
from .grid_fit import on_grid
from .rules import Player, Position, Rules, opponent, winning_sets
from .rules.sums import sets_summing_to
from .solver import Outcome, Verdict, analyse, best_moves, solve
from .text import number_name, result_sentence, sum_text

__all__ = [
    "Explanation",
    "Head",
    "Step",
    "Threat",
    "cost_of",
    "explain",
    "explanation_ending",
    "explanation_head",
    "explanation_text",
    "open_sets",
    "step",
    "step_text",
    "threats_of",
    "with_article",
]

Ending = Literal["win", "draw", "certain draw"]


class Threat(NamedTuple):
    """``numbers`` of one player and the free number ``needs`` that would complete them into a winning set."""

    numbers: tuple[int, ...]
    needs: int
    line: str | None  # the grid line it is, for games on the Luo Shu


class Step(NamedTuple):
    """One ply of a line, and what the pick does."""

    ply: int  # counted from the start of the line
    player: Player
    number: int
    cell: str | None
    threats: list[Threat]  # the mover's new threats: sets through the pick that one more number completes
    fork: bool  # after the pick the mover threatens with two different numbers (normal play)
    blocks: list[Threat]  # the other player's threats that needed this number
    wins: tuple[int, ...] | None  # the set the pick completes, ending the game (misère: losing it)


class Explanation(NamedTuple):
    """The answer to "why?" for a position, or for one pick from it."""

    rules: Rules
    x: list[int]
    o: list[int]
    to_move: Player | None
    pick: int | None
    verdict: Verdict  # the mover's verdict: of the position, or of the pick (its plies include the pick)
    best: list[int]
    cost: str | None  # how much worse the pick is than the best, if it is
    line: list[Step]
    ends: Ending | None  # None for a finished position


def threats_of(numbers: frozenset[int], free: frozenset[int], rules: Rules, through: int | None = None) -> list[Threat]:
    """The sets a player holding ``numbers`` lacks one free number of (only those through ``through``, if given).

    >>> threats_of(frozenset({2, 4, 5}), frozenset({1, 3, 6, 7, 9}), Rules(), through=4)
    [Threat(numbers=(4, 5), needs=6, line='diagonal A1-C3'), Threat(numbers=(2, 4), needs=9, line='row A')]
    """
    grid = on_grid(rules)
    ascending = sorted(numbers)
    found = []
    for needs in sorted(free):
        for held in sets_summing_to(ascending, rules.count - 1, rules.target - needs):
            if through is None or through in held:
                found.append(Threat(held, needs, line_of((*held, needs)) if grid else None))
    return found


def open_sets(position: Position) -> int:
    """How many winning sets are still open to either player: a set is open to a player while the other holds
    none of its numbers. With none open, nobody can ever complete a set, and a draw is certain."""
    x, o = position.x, position.o
    return sum(1 for s in winning_sets(position.rules) if not (set(s) & o) or not (set(s) & x))


def cost_of(pick: Verdict, best: Verdict) -> str | None:
    """What a pick costs against the best, in words; None when it is as good.

    >>> cost_of(Verdict(Outcome.WIN, 7), Verdict(Outcome.WIN, 3))
    'a win in 7 instead of a win in 3'
    """
    if pick == best or pick.rank == best.rank:
        return None
    if pick.outcome is best.outcome:
        return f"{with_article(pick)} instead of {with_article(best)}"
    return f"turns {with_article(best)} into {with_article(pick)}"


def with_article(verdict: Verdict) -> str:
    """A verdict as a noun with its article.

    >>> with_article(Verdict(Outcome.DRAW, 4)), with_article(Verdict(Outcome.LOSS, 2))
    ('a draw', 'a loss in 2')
    """
    return "a draw" if verdict.outcome is Outcome.DRAW else f"a {verdict}"


def step(position: Position, number: int, ply: int = 1) -> Step:
    """What picking ``number`` does from ``position``: the threats it makes, a fork, the threats it blocks, the
    set it completes (``ply`` numbers it in a line).

    >>> step(Position.from_moves([5, 1]), 4).threats
    [Threat(numbers=(4, 5), needs=6, line='diagonal A1-C3')]
    """
    rules = position.rules
    mover = position.to_move
    after = position.play(number)
    free = after.free
    every = threats_of(after.numbers_of(mover), free, rules)
    threats = [t for t in every if number in t.numbers]  # the new ones: through the number just picked
    fork = not rules.misere and bool(threats) and len({t.needs for t in every}) >= 2
    theirs = position.numbers_of(opponent(mover))
    blocks = [t for t in threats_of(theirs, position.free, rules) if t.needs == number]
    cell = cell_of(number) if on_grid(rules) else None
    wins = after.completed if after.completed_by == mover else None
    if wins is not None:
        threats, fork = [], False  # the game is over: nothing is threatened any more
    return Step(ply, mover, number, cell, threats, fork, blocks, wins)


def _perfect_line(position: Position, first: int) -> tuple[list[Step], Ending]:
    """The line from ``first`` on, both sides playing a best pick (the smallest) at every turn."""
    steps: list[Step] = []
    number = first
    while True:
        steps.append(step(position, number, len(steps) + 1))
        position = position.play(number)
        if position.completed_by is not None:
            return steps, "win"
        if position.is_over:
            return steps, "draw"
        if not open_sets(position):
            return steps, "certain draw"
        number = best_moves(position)[0]


def explain(position: Position, pick: int | None = None) -> Explanation:
    """Why: the verdict of the position (or of ``pick`` from it), what the pick costs, and the line that follows.

    Raises IllegalMoveError if ``pick`` is not a free number of the game.
    """
    x, o = sorted(position.x), sorted(position.o)
    if position.is_over:
        if pick is not None:
            position.play(pick)  # raises, with the reason
        return Explanation(position.rules, x, o, None, None, solve(position), [], None, [], None)
    verdicts = analyse(position)
    best = best_moves(position)
    top = verdicts[best[0]]
    if pick is None:
        line, ends = _perfect_line(position, best[0])
        return Explanation(position.rules, x, o, position.to_move, None, top, best, None, line, ends)
    position.play(pick)  # an illegal pick raises here, with the reason
    line, ends = _perfect_line(position, pick)
    chosen = verdicts[pick]
    return Explanation(position.rules, x, o, position.to_move, pick, chosen, best, cost_of(chosen, top), line, ends)


# Words ------------------------------------------------------------------------------------------------------


class _Words:
    """How an explanation names things: numbers with their cells (cells first for the grid), or a disguise's
    items with their numbers - or, while a disguise's game goes on, its items alone (``hide``), so that the
    explanation does not take the disguise off before the end."""

    def __init__(self, rules: Rules, dress: Dress | None, hide: bool = False) -> None:
        self.rules = rules
        self.dress = dress if dress is not None and dress.disguise else None
        self.hide = hide and self.dress is not None
        self.cells_first = dress is not None and dress.noun == "cell"
        self.grid = on_grid(rules)
        self.verb, self.doing = (dress.verb, dress.doing) if dress is not None else ("picks", "picking")
        self.noun = dress.noun if dress is not None and not self.cells_first else "number"

    def name(self, number: int) -> str:
        if self.dress is not None:
            return self.dress.item(number) if self.hide else f"{self.dress.item(number)} ({number})"
        return number_name(number, self.rules, cell_first=self.cells_first)

    def _sums(self, text: str) -> str:
        """A sum in parentheses after a disguise's words, unless the numbers are hidden."""
        return "" if self.hide else f"  ({text})"

    def _items(self, numbers: tuple[int, ...]) -> str:
        assert self.dress is not None
        return " and ".join(self.dress.item(n) for n in numbers)

    def threat(self, threat: Threat, player: Player) -> str:
        total, target, needs = sum_text(threat.numbers), self.rules.target, threat.needs
        if self.dress is not None:
            what = self.dress.set_words((*threat.numbers, needs))
            words = f"{self._items(threat.numbers)} need {self.dress.item(needs)} for {what}"
            if self.rules.misere:
                words += f": {self.dress.item(needs)} is poison for {player}"
            return words + self._sums(f"{total} + {needs} = {target}")
        if self.rules.misere:
            words = f"{total} would make {target} with {needs}: {needs} is poison for {player}"
        else:
            words = f"{total} needs {needs} to make {target}"
        if threat.line:
            words += f"  ({' and '.join(cell_of(n) for n in threat.numbers)} need {cell_of(needs)}: {threat.line})"
        return words

    def block(self, threat: Threat, owner: Player) -> str:
        total, target, needs = sum_text(threat.numbers), self.rules.target, threat.needs
        if self.dress is not None:
            item = self.dress.item(needs)
            what = self.dress.set_words((*threat.numbers, needs))
            if self.rules.misere:
                return f"takes {item}, which {owner} could not take ({what})" + self._sums(
                    f"{total} + {needs} = {target}"
                )
            return f"blocks {owner}'s {self._items(threat.numbers)}, which needed {item} for {what}" + self._sums(
                f"{total} + {needs}"
            )
        if self.rules.misere:
            words = f"takes {needs}, which {owner} could not take ({total} + {needs} = {target})"
        else:
            words = f"blocks {owner}'s {total}, which needed {needs} to make {target}"
        if threat.line:
            cells = " and ".join(cell_of(n) for n in threat.numbers)
            words += f"  ({cells} needed {cell_of(needs)}: {threat.line})"
        return words

    def win(self, numbers: tuple[int, ...], player: Player) -> str:
        other = opponent(player)
        result = f"{player} loses: {other} wins" if self.rules.misere else f"{player} wins"
        made = f"{sum_text(numbers)} = {self.rules.target}"
        if self.dress is not None:
            made = "" if self.hide else f" ({made})"
            return f"{player} holds {self.dress.set_words(numbers)}{made}, and {result}"
        where = f"  ({' '.join(sorted(cell_of(n) for n in numbers))}: {line_of(numbers)})" if self.grid else ""
        return f"{player} completes {made}, and {result}{where}"


def step_text(step: Step, rules: Rules, dress: Dress | None = None, hide: bool = False) -> str:
    """One ply of a line in words: in sums and on the grid, or in a disguise's words and in sums (with ``hide``,
    in its words alone)."""
    words = _Words(rules, dress, hide)
    lines = [f"{step.ply}. {step.player} {words.verb} {words.name(step.number)}."]
    other = opponent(step.player)
    lines.extend("   " + words.block(threat, other) for threat in step.blocks)
    for threat in step.threats:
        lines.append("   " + ("" if rules.misere else "threatens: ") + words.threat(threat, step.player))
    if step.fork:
        lines.append(f"   a fork: {step.player} threatens with two {words.noun}s, and one pick blocks only one")
    if step.wins is not None:
        lines.append("   " + words.win(step.wins, step.player))
    return "\n".join(lines)


def explanation_text(why: Explanation, dress: Dress | None = None, hide: bool = False) -> str:
    """The explanation in words: the verdict, the best picks, the cost of a pick, and the line. ``hide`` keeps a
    disguise's numbers out of it, for a game that goes on."""
    words = _Words(why.rules, dress, hide)
    if why.to_move is None:
        over = Position(why.x, why.o, why.rules)
        made = over.completed
        in_words = None
        if made is not None and words.dress is not None:
            in_words = f"{words.dress.set_words(made)} ({sum_text(made, why.rules.target)})"
        return f"The game is over. {result_sentence(over, in_words)}"
    verdict, best, line = explanation_head(why, dress, hide)
    body = [step_text(step, why.rules, dress, hide) for step in why.line]
    ending = explanation_ending(why, words.noun)
    return "\n".join([f"{verdict} {best}" if best else verdict, line, *body, *([ending] if ending else [])])


class Head(NamedTuple):
    """The opening of an explanation, in parts: its verdict, the best picks if it names them, what follows."""

    verdict: str  # "X to move: win in 5 with perfect play." or "Picking 1 (C2): loss in 4 for O: it ..."
    best: str | None  # "Best: 6 (C3)."
    line: str  # "The line from 2 (A3):", "The refutation:"


def explanation_head(why: Explanation, dress: Dress | None = None, hide: bool = False) -> Head:
    """The verdict, the best picks and what the line is, for a game that goes on.

    >>> head = explanation_head(explain(Position.from_moves([5, 1])))
    >>> head.verdict, head.best
    ('X to move: win in 5 with perfect play.', 'Best: 2 (A3), 3 (B1), 4 (A1), 6 (C3), 7 (B3), 8 (C1).')
    """
    words = _Words(why.rules, dress, hide)
    best = f"Best: {', '.join(words.name(n) for n in why.best)}."
    if why.pick is None:
        return Head(
            f"{why.to_move} to move: {why.verdict} with perfect play.",
            best,
            f"The line from {words.name(why.best[0])}:",
        )
    judged = f"{words.doing.capitalize()} {words.name(why.pick)}: {why.verdict} for {why.to_move}"
    if why.cost is None:
        free = why.rules.numbers - len(why.x) - len(why.o)
        good = (
            "as good as any pick" if len(why.best) == free else "the best pick" if len(why.best) == 1 else "a best pick"
        )
        return Head(f"{judged}, {good}.", None, "The line from there:")
    return Head(f"{judged}: it {why.cost}.", best, "The refutation:")


def explanation_ending(why: Explanation, noun: str = "number") -> str | None:
    """How the line ends, when it does not end in a win: the board full (all its ``noun``s taken), or no set
    open to anyone."""
    return {
        "draw": f"All the {noun}s are taken: a draw.",
        "certain draw": "No winning set is open to either player any more: a draw is certain.",
    }.get(why.ends or "")


def explanation_json(why: Explanation) -> dict[str, object]:
    """The explanation as JSON carries it: the values themselves, threats as objects."""
    from dataclasses import asdict

    def threats(found: list[Threat]) -> list[dict[str, object]]:
        return [{**t._asdict(), "numbers": list(t.numbers)} for t in found]

    over = Position(why.x, why.o, why.rules) if why.to_move is None else None
    return {
        **why._asdict(),
        "winner": over.winner if over is not None else None,  # who won a finished game (None: a draw)
        "rules": asdict(why.rules),
        "verdict": {"outcome": why.verdict.outcome.value, "plies": why.verdict.plies},
        "line": [
            {
                **step._asdict(),
                "threats": threats(step.threats),
                "blocks": threats(step.blocks),
                "wins": list(step.wins) if step.wins else None,
            }
            for step in why.line
        ],
    }
