"""Puzzles mined from the solved game: find the only winning pick, or the only pick that does not lose.

Glossary:
    puzzle   a position from a real game (reachable, unfinished) where the player to move has exactly one
             pick that wins ("find the win") or, with no win, exactly one pick that does not lose ("find the
             only defence"). Left out: positions where the mover can complete a set at once, where the answer
             is the forced block of a single threat, and (misère) where it is the only number that is not
             poison. One puzzle per class of positions under the game's symmetries (for a game with a
             huge group of them, one per position).
    depth    how long the forcing line is: for a win, the plies to the win; for a defence, the longest
             refutation of a wrong pick (the deepest trap to see through).
    sums     how many pairs of numbers a number player has to add up: the pairs among each side's numbers.
    level    easy, medium or hard: the depth beyond the shortest (a fork now, a trap sprung within 4 plies),
             in steps of two plies, plus one step for 3 or 4 pairs to add up and two for more.
    id       the class's representative, the smallest of its positions, written X's numbers - O's numbers
             ("1.2-5.9"): the same in every run and every version for the same rules.

Everything is mined from the solver in the run; nothing is stored.

>>> puzzles = mine()
>>> len(puzzles), puzzles[0].id, puzzles[0].kind, puzzles[0].answer
(25, '2-', 'defence', 5)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from functools import lru_cache
from typing import Literal, NamedTuple, get_args

from ..rules import LISTED_UP_TO, PICK_FIFTEEN, Player, Position, Rules, reachable_positions
from ..search.solver import EXACT_UP_TO, GROUPING_LIMIT, Outcome, Verdict, analyse, pick_outcomes
from ..search.symmetry import symmetries_within
from ..views.dresses.dress import Dress
from ..views.vocabulary import position_json, verdict_json
from ..views.widths import table
from ..views.wrapping import fitted
from ..words.language import _, ngettext
from ..words.terms import puzzle_word
from .explain import explain, explanation_text, move_noun

__all__ = [
    "BIG_GAME_PICKS",
    "PUZZLE_LEVELS",
    "Kind",
    "Puzzle",
    "PuzzleLevel",
    "answer_text",
    "by_id",
    "choose",
    "explained_answer",
    "mine",
    "puzzle_id",
    "puzzle_json",
    "puzzles_text",
]

Kind = Literal["win", "defence"]
PuzzleLevel = Literal["easy", "medium", "hard"]
PUZZLE_LEVELS: tuple[PuzzleLevel, ...] = get_args(PuzzleLevel)
BIG_GAME_PICKS = 4
"""For games too big to list every position (more than LISTED_UP_TO numbers), puzzles are mined from the positions of at
most this many picks."""


class Puzzle(NamedTuple):
    """One puzzle: the position, whose turn it is, the answer and what kind, its verdict and its level."""

    id: str
    x: list[int]
    o: list[int]
    to_move: Player
    answer: int
    kind: Kind
    verdict: Verdict  # the answer's verdict for the mover (its plies include the answer)
    level: PuzzleLevel
    depth: int
    sums: int
    rules: Rules

    @property
    def position(self) -> Position:
        return Position(self.x, self.o, self.rules)

    @property
    def record(self) -> list[int]:
        """An order of picks that reaches the position: X's and O's numbers taken in turn.

        >>> by_id("1.2-7").record
        [1, 7, 2]
        """
        return [n for i in range(len(self.x)) for n in (self.x[i], *self.o[i : i + 1])]

    def task(self, noun: str = "number") -> str:
        """What the puzzle asks, its moves called ``noun`` ("number", "cell", "road", ...).

        >>> by_id("1.2-7").task(), by_id("1.2-7").task("road")
        ('which is the only pick that does not lose?', 'which is the only move that does not lose?')
        """
        # Each question is a sentence of its own, since a language may ask them differently (取哪个数, 哪一步).
        if self.kind == "win":
            return _("which pick wins?") if noun == "number" else _("which move wins?")
        if noun == "number":
            return _("which is the only pick that does not lose?")
        return _("which is the only move that does not lose?")


def answer_text(
    puzzle: Puzzle, number: int, name: str, first: bool, dress: Dress | None = None, hide: bool = False
) -> str:
    """What every face says of an answer (``number``, called ``name``): right or not, and the line that follows
    it (``dress`` and ``hide`` as ``explanation_text`` takes them). A puzzle is solved by its first answer alone
    (``first``): a right answer after a wrong one is right, but it does not solve the puzzle; a wrong answer
    never gives the right one away.

    >>> print(answer_text(by_id("2-"), 5, "5", first=True).splitlines()[0])
    Solved: 5 is the only defence, found at the first try.
    >>> print(answer_text(by_id("2-"), 5, "5", first=False).splitlines()[0])
    Right: 5 is the only defence, though not at the first try.
    >>> print(answer_text(by_id("2-"), 6, "6", first=True).splitlines()[0])
    Not 6:
    """
    move = move_noun(dress is None or dress.noun == "number")
    explained = explanation_text(explain(puzzle.position, number), dress, hide, name_best=number == puzzle.answer)
    if number != puzzle.answer:
        # A wrong answer, before the line that refutes it: "Not 6:".
        return _("Not {answer}:").format(answer=name) + "\n" + explained
    # A right answer: "Solved: ..." at the first try, "Right: ..." after a wrong one (it does not solve it).
    if puzzle.kind == "win" and first:
        said = _("Solved: {answer} is the only winning {move}, found at the first try.").format(answer=name, move=move)
    elif puzzle.kind == "win":
        said = _("Right: {answer} is the only winning {move}, though not at the first try.").format(
            answer=name, move=move
        )
    elif first:
        said = _("Solved: {answer} is the only defence, found at the first try.").format(answer=name)
    else:
        said = _("Right: {answer} is the only defence, though not at the first try.").format(answer=name)
    return f"{said}\n{explained}"


def puzzle_id(x: list[int], o: list[int]) -> str:
    """The id of a position: X's numbers, a dash, O's numbers.

    >>> puzzle_id([1, 2], [5, 9]), puzzle_id([2], [])
    ('1.2-5.9', '2-')
    """
    return ".".join(map(str, x)) + "-" + ".".join(map(str, o))


def _representative(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The smallest of the positions the game's symmetries make alike: (X's numbers, O's numbers), ascending."""
    rules = position.rules
    # A game of few sets has a huge group, too big to try every member on every position: no grouping.
    group = symmetries_within(rules, GROUPING_LIMIT) or (tuple(range(rules.numbers + 1)),)
    return min((tuple(sorted(g[n] for n in position.x)), tuple(sorted(g[n] for n in position.o))) for g in group)


def _level(kind: Kind, depth: int, sums: int) -> PuzzleLevel:
    deeper = (depth - (3 if kind == "win" else 4)) // 2
    arithmetic = 0 if sums <= 2 else 1 if sums <= 4 else 2
    return PUZZLE_LEVELS[max(0, min(2, deeper + arithmetic))]


def _puzzle(position: Position) -> Puzzle | None:
    """The puzzle a position makes, or None."""
    rules = position.rules
    mine_, theirs = position.sides
    free = position.free
    own = set(rules.winning_picks(mine_, free))
    threats = set(rules.winning_picks(theirs, free))
    if own and not rules.misere:
        return None  # a set to complete at once: no puzzle
    # A big game's outcomes first, which are cheap: most positions are no puzzle, and only a puzzle needs the
    # exact verdicts (for its depth). A small game's exact verdicts cost less than asking twice.
    small = rules.numbers <= EXACT_UP_TO
    verdicts = analyse(position) if small else {}
    outcomes = {n: v.outcome for n, v in verdicts.items()} if small else pick_outcomes(position)
    wins = [n for n, o in outcomes.items() if o is Outcome.WIN]
    safe = [n for n, o in outcomes.items() if o is not Outcome.LOSS]
    kind: Kind
    if len(wins) == 1:
        kind, answer = "win", wins[0]
    elif not wins and len(safe) == 1 and len(free) > 1:
        kind, answer = "defence", safe[0]
    else:
        return None
    if not rules.misere and len(threats) == 1 and answer in threats:
        return None  # the forced block of a single threat
    if rules.misere and len(free - own) == 1:
        return None  # the only number that is not poison
    verdicts = verdicts or analyse(position)
    others = [v.plies for n, v in verdicts.items() if n != answer]
    depth = verdicts[answer].plies if kind == "win" else max(others)
    sums = sum(len(side) * (len(side) - 1) // 2 for side in (mine_, theirs))
    x, o = sorted(position.x), sorted(position.o)
    level = _level(kind, depth, sums)
    return Puzzle(puzzle_id(x, o), x, o, position.to_move, answer, kind, verdicts[answer], level, depth, sums, rules)


@lru_cache(maxsize=8)  # asked again for every puzzle chosen (a round, a class's page): the same game's classes
def _candidates(rules: Rules, picks: int) -> tuple[Position, ...]:
    """The unfinished positions that stand for their class, the smallest of its members: the only ones that can
    be puzzles. Every reachable one for a small game; for a big one, the classes of up to ``picks`` picks,
    walked class by class."""
    if rules.numbers <= LISTED_UP_TO:
        return tuple(
            p
            for p in reachable_positions(rules)
            if not p.is_over and _representative(p) == (tuple(sorted(p.x)), tuple(sorted(p.o)))
        )
    found, layer = [Position(rules=rules)], [Position(rules=rules)]
    for _pick in range(picks):
        following: dict[tuple[tuple[int, ...], tuple[int, ...]], Position] = {}
        for position in layer:
            for pick in position.free:
                child = position.play(pick)
                if not child.is_over:
                    x, o = _representative(child)
                    if (x, o) not in following:
                        following[x, o] = Position(frozenset(x), frozenset(o), rules)
        layer = list(following.values())
        found.extend(layer)
    return tuple(found)


def mine(
    rules: Rules = PICK_FIFTEEN, progress: Callable[[int, int], None] | None = None, picks: int = BIG_GAME_PICKS
) -> list[Puzzle]:
    """Every puzzle of the game, one per class of positions, ordered by the number of picks, then by X's
    numbers and O's numbers. For a game of more than 12 numbers, from the positions of ``picks`` picks at most."""
    puzzles = []
    candidates = _candidates(rules, picks)
    for done, position in enumerate(candidates, start=1):
        if progress is not None and done % 16 == 0:
            progress(done, len(candidates))
        found = _puzzle(position)
        if found is not None:
            puzzles.append(found)
    return sorted(puzzles, key=lambda p: (len(p.x) + len(p.o), p.x, p.o))


def choose(
    rules: Rules = PICK_FIFTEEN,
    level: PuzzleLevel | None = None,
    seed: int | None = None,
    picks: int = BIG_GAME_PICKS,
    avoid: Collection[str] = (),
) -> Puzzle | None:
    """One puzzle, at ``level`` if given, picked at random (``seed`` makes the choice repeatable; ``picks`` as
    for ``mine``), none of those whose ids are in ``avoid`` (a round's puzzles so far) while another is left.

    >>> choose(seed=1).kind in ("win", "defence")
    True
    >>> first = choose(seed=1)
    >>> choose(seed=1, avoid=[first.id]).id != first.id
    True
    """
    candidates = list(_candidates(rules, picks))
    random.Random(seed).shuffle(candidates)
    if avoid:  # the puzzles not yet met first; those met again only when no other is left
        candidates.sort(key=lambda p: puzzle_id(sorted(p.x), sorted(p.o)) in avoid)
    for position in candidates:
        found = _puzzle(position)
        if found is not None and (level is None or found.level == level):
            return found
    return None


def by_id(identifier: str, rules: Rules = PICK_FIFTEEN) -> Puzzle:
    """The puzzle with this id; ValueError with the reason if there is none.

    >>> by_id("2-").answer
    5
    """
    halves = identifier.strip().split("-")
    try:
        if len(halves) != 2:
            raise ValueError
        parts = [[n for n in half.split(".") if n] for half in halves]
        if not all(n.isascii() and n.isdigit() for part in parts for n in part):
            raise ValueError
        x, o = (sorted(int(n) for n in part) for part in parts)
        position = Position(x, o, rules)
    except ValueError:
        raise ValueError(
            _("{typed} is not a puzzle id: X's numbers - O's numbers, as 1.2-5.9").format(typed=repr(identifier[:40]))
        ) from None
    found = None if position.is_over or _representative(position) != (tuple(x), tuple(o)) else _puzzle(position)
    if found is None:
        raise ValueError(
            _("{typed} is not a puzzle of {rules}: see luoshu puzzle --list").format(
                typed=repr(identifier[:40]), rules=str(rules)
            )
        )
    return found


def puzzle_json(puzzle: Puzzle, items: Sequence[str] | None = None) -> dict[str, object]:
    """A puzzle: its id, the position, the answer, its kind and level, and what the level rests on (``items``:
    the names of a game's items, written beside its numbers).

    >>> puzzle = by_id("1.2-7.9")
    >>> puzzle_json(puzzle)["answer"] == puzzle.answer, puzzle.kind
    (True, 'win')
    """
    return {
        "id": puzzle.id,
        **position_json(puzzle.position, items),
        "answer": puzzle.answer,
        "kind": puzzle.kind,
        "verdict": verdict_json(puzzle.verdict),
        "level": puzzle.level,
        "depth": puzzle.depth,
        "pair_count": puzzle.sums,
    }


def explained_answer(puzzle: Puzzle, dress: Dress | None = None) -> str:
    """The puzzle's answer explained, with the line that follows it, in the ``dress`` (and in numbers)."""
    return explanation_text(explain(puzzle.position, puzzle.answer), dress)


def puzzles_text(found: Sequence[Puzzle], every: int, level: str | None, game: str) -> str:
    """The list of a game's puzzles (``luoshu puzzle --list``): how many (of ``level``, of ``every`` in all), and
    each one's id, kind, level and who is to move, lined up in display columns (a Chinese heading is two columns
    a character).

    >>> print(puzzles_text([by_id("2-")], 25, "medium", "Pick Fifteen"))  # doctest: +NORMALIZE_WHITESPACE
    Pick Fifteen: 1 medium puzzle, of 25 in all. The answers are not shown: solve one with --id ID.
    <BLANKLINE>
      id   kind      level    to move
      2-   defence   medium   O
    """
    count = len(found)
    if level is None:
        template = ngettext(
            "{game}: {count:,} puzzle. The answers are not shown: solve one with --id ID.",
            "{game}: {count:,} puzzles. The answers are not shown: solve one with --id ID.",
            count,
        )
    else:
        template = ngettext(
            "{game}: {count:,} {level} puzzle, of {every} in all. The answers are not shown: solve one with --id ID.",
            "{game}: {count:,} {level} puzzles, of {every} in all. The answers are not shown: solve one with --id ID.",
            count,
        )
    heading = template.format(game=game, count=count, level=puzzle_word(level) if level else level, every=every)
    rows = [
        [_("id"), _("kind"), _("level"), _("to move")],
        *([p.id, puzzle_word(p.kind), puzzle_word(p.level), p.to_move] for p in found),
    ]
    return "\n".join([fitted(heading) + "\n", *("  " + line for line in table(rows, gap=3))])
