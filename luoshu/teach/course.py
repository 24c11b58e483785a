"""The course (``luoshu learn``): eight chapters from the game's secret to the order-4 game, each a short
explanation in the learner's language and exercises drawn from real positions, their answers computed here in
the run; a wrong answer is told the right one and why.

A chapter names the lesson it follows (the four lessons luoshu grew from, ``lesson:1`` to ``lesson:4``). The
exercises come from a seed, so that a class given one seed has the same exercises for everyone.

>>> chapter = CHAPTERS[0]
>>> [exercise.key for exercise in exercises_of(chapter, seed=1)]
['cell', 'completes', 'sets']
>>> exercise = exercises_of(chapter, seed=1)[2]
>>> exercise.answer, answered(exercise, "8")[0], answered(exercise, "9")[0]
((8,), True, False)
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Literal

from ..rules import PICK_FIFTEEN, Position, Rules, reachable_positions
from ..search.counted import counted_search
from ..search.solver import Outcome, analyse, solve
from ..views.squares.grid import LUO_SHU, cell_of
from ..words.language import _, ngettext
from ..words.terms import listed, together

__all__ = ["CHAPTERS", "Chapter", "Exercise", "answered", "chapter_heading", "exercises_of", "lesson_subject"]

Kind = Literal["numbers", "outcome", "who"]
"""What an answer is: numbers (one or more, in any order), an outcome for the mover, or who wins."""


@dataclass(frozen=True)
class Exercise:
    """A question, its answer computed in the run, and why that is the answer."""

    key: str  # which exercise of its chapter, the same in every language
    asked: tuple[object, ...]  # what the question is about (a cell, a position, a pick), for a checker
    question: str
    kind: Kind
    answer: tuple[int, ...] | str  # numbers ascending; or "win", "draw", "loss"; or "X", "O", "draw"
    why: str


@dataclass(frozen=True)
class Chapter:
    number: int
    title: Callable[[], str]
    lesson: int | None  # the lesson it follows
    text: Callable[[], str]
    exercises: Callable[[random.Random], list[Exercise]]
    checked: bool = False  # done when luoshu learn check says the learner's program never makes its outcome worse


def exercises_of(chapter: Chapter, seed: int) -> list[Exercise]:
    """The chapter's exercises for ``seed``: the same seed, the same exercises."""
    return chapter.exercises(random.Random(seed * 100 + chapter.number))


def answered(exercise: Exercise, typed: str) -> tuple[bool | None, str]:
    """Whether ``typed`` is the answer, and what to say: that it is, or the answer and why; None (and what to type)
    for what reads as no answer at all (an empty line, words where numbers are asked), which is asked again.

    >>> exercise = exercises_of(CHAPTERS[6], 1)[0]
    >>> answered(exercise, "5,478")[0], answered(exercise, "5478")[0], answered(exercise, "")[0]
    (True, True, None)
    """
    given = _read(exercise.kind, typed)
    if given is None:
        return None, {
            "numbers": _("Type the numbers of the answer, such as 4 9 2."),
            "outcome": _("Type win, draw or loss."),
            "who": _("Type X, O or draw."),
        }[exercise.kind]
    if given == exercise.answer:
        return True, _("Right.")
    said = _shown(exercise.answer) if exercise.kind == "numbers" else _answer_word(str(exercise.answer))
    return False, _("Not quite: the answer is {answer}. {why}").format(answer=said, why=exercise.why)


NUMBERS = re.compile(r"^(?:[\s\d,，、;；/&+和及与與]|and)*$")
"""What an answer of numbers may hold: the numbers, and what a person puts between them."""


def _read(kind: Kind, typed: str) -> tuple[int, ...] | str | None:
    """A typed answer as an answer of ``kind``; None if it reads as no answer of that kind."""
    text = typed.strip().lower()
    if kind == "numbers":
        if not re.search(r"\d", text) or not NUMBERS.match(text):
            return None
        text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)  # 5,478: a number with its thousands marked
        return tuple(sorted({int(n) for n in re.findall(r"\d+", text)}))
    words = {
        "win": ("win", "wins", "胜", "勝", "赢", "贏"),
        "draw": ("draw", "平", "平局", "平手", "和", "和棋", "和局"),
        "loss": ("loss", "lose", "loses", "负", "負", "输", "輸"),
    }
    if kind == "who" and text[:1] in ("x", "o") and (len(text) == 1 or not text[1].isalpha()):
        return text[:1].upper()  # "X", "X wins", "X 胜"
    wanted = ("win", "draw", "loss") if kind == "outcome" else ("draw",)
    found = [name for name in wanted if text in words[name]]
    return found[0] if found else None


def _shown(numbers: tuple[int, ...] | str) -> str:
    return together([str(n) for n in numbers]) if numbers else _("none")


def _answer_word(answer: str) -> str:
    return {
        "win": _("a win"),
        "draw": _("a draw"),
        "loss": _("a loss"),
        "X": _("X wins"),
        "O": _("O wins"),
    }[answer]


def _position_words(position: Position) -> str:
    x, o = (" ".join(map(str, sorted(side))) or "-" for side in (position.x, position.o))
    return _("X holds {x}; O holds {o}; {player} is to pick").format(x=x, o=o, player=position.to_move)


def _a_position(rng: random.Random, picks: int, rules: Rules = PICK_FIFTEEN) -> Position:
    """A position of ``picks`` picks, still going on, drawn at random from those reachable."""
    return rng.choice([p for p in _reachable(rules) if p.pick_count == picks and not p.is_over])


@cache
def _reachable(rules: Rules) -> list[Position]:
    """Every position of ``rules``, listed once per process for every exercise drawn from them."""
    return reachable_positions(rules)


# Chapter 1: the game and its secret ------------------------------------------------------------------------------


def _secret(rng: random.Random) -> list[Exercise]:
    row, column = rng.randrange(3), rng.randrange(3)
    cell = "ABC"[row] + str(column + 1)
    number = LUO_SHU[row][column]
    first, second, third = rng.choice(
        [  # two numbers that a third makes 15 with
            (a, b, 15 - a - b)
            for a, b in combinations(range(1, 10), 2)
            if 1 <= 15 - a - b <= 9 and 15 - a - b not in (a, b)
        ]
    )
    sets = [s for s in combinations(range(1, 10), 3) if sum(s) == 15]
    return [
        Exercise(
            "cell",
            (cell,),
            _(
                "On the Luo Shu grid (4 9 2 / 3 5 7 / 8 1 6, rows A to C, columns 1 to 3), which number is in {cell}?"
            ).format(cell=cell),
            "numbers",
            (number,),
            _("Row {row}, column {column} of the square holds {number}.").format(
                row="ABC"[row], column=column + 1, number=number
            ),
        ),
        Exercise(
            "completes",
            (first, second),
            _("X holds {first} and {second}. Which number makes a set of three summing to 15 with them?").format(
                first=first, second=second
            ),
            "numbers",
            (third,),
            _("15 − {first} − {second} = {third}, which lies on one line with them on the grid: {cells}.").format(
                first=first,
                second=second,
                third=third,
                cells=" ".join(cell_of(n) for n in sorted((first, second, third))),
            ),
        ),
        Exercise(
            "sets",
            (),
            _("How many sets of three different numbers of 1-9 sum to 15?"),
            "numbers",
            (len(sets),),
            _("They are the grid's 3 rows, 3 columns and 2 diagonals: {sets}.").format(
                sets=listed(["+".join(map(str, s)) for s in sets])
            ),
        ),
    ]


# Chapter 2: the game tree --------------------------------------------------------------------------------------


def _tree(rng: random.Random) -> list[Exercise]:
    position = _a_position(rng, rng.randrange(2, 5))
    late = _a_position(rng, 6)
    picks = rng.randrange(1, 5)
    counted = sum(p.pick_count == picks for p in _reachable(PICK_FIFTEEN))
    leaves = _leaves(late)
    return [
        Exercise(
            "children",
            (position,),
            _("{position}. How many children has this position in the game tree?").format(
                position=_position_words(position)
            ),
            "numbers",
            (len(position.free),),
            _("One for each free number: {free}.").format(free=" ".join(map(str, sorted(position.free)))),
        ),
        Exercise(
            "leaves",
            (late,),
            _(
                "{position}. How many finished games (leaves) lie below this position, counting every order of picks?"
            ).format(position=_position_words(late)),
            "numbers",
            (leaves,),
            _("Follow every free number to every end: a game ends at a set completed or at the ninth pick."),
        ),
        Exercise(
            "positions",
            (picks,),
            ngettext(
                "How many different positions can the game reach after exactly {picks} pick?",
                "How many different positions can the game reach after exactly {picks} picks?",
                picks,
            ).format(picks=picks),
            "numbers",
            (counted,),
            _(
                "X holds {x} numbers and O {o}: choose X's, then O's among the rest (no set can be complete yet)."
            ).format(x=(picks + 1) // 2, o=picks // 2),
        ),
    ]


def _leaves(position: Position) -> int:
    """The finished games below ``position``, one for each order of picks (a stack, not recursion)."""
    count, stack = 0, [position]
    while stack:
        here = stack.pop()
        if here.is_over:
            count += 1
        else:
            stack.extend(here.play(n) for n in here.free)
    return count


# Chapter 3: minimax by hand ------------------------------------------------------------------------------------


def _by_hand(rng: random.Random) -> list[Exercise]:
    position = _a_position(rng, 6)
    verdicts = analyse(position)
    value = max(verdicts.values()).outcome  # the position's value: its best pick's, from the verdicts at hand
    best = tuple(sorted(n for n, v in verdicts.items() if v.outcome is value))
    return [
        Exercise(
            "value",
            (position,),
            _("{position}. With both playing their best, what does {player} get: a win, a draw or a loss?").format(
                position=_position_words(position), player=position.to_move
            ),
            "outcome",
            value.value,
            _("Back up the leaves: at each node the player to move takes the best of its children."),
        ),
        Exercise(
            "best_picks",
            (position,),
            _("{position}. Which picks keep that for {player}? (All of them, in any order.)").format(
                position=_position_words(position), player=position.to_move
            ),
            "numbers",
            best,
            _("Each pick's value: {values}.").format(
                values=listed([f"{n}: {_answer_word(verdicts[n].outcome.value)}" for n in sorted(verdicts)])
            ),
        ),
    ]


# Chapter 4: your own minimax -----------------------------------------------------------------------------------


def _your_own(rng: random.Random) -> list[Exercise]:
    return []


# Chapter 5: why depth matters ----------------------------------------------------------------------------------


@cache
def _dawdling() -> list[Position]:
    """The positions where a depth-blind minimax dawdles: the mover wins, and not first by their first winning pick
    (found once: a page's learners, each on their own seed, draw from them)."""
    return [
        p
        for p in _reachable(PICK_FIFTEEN)
        if not p.is_over and p.pick_count >= 3 and solve(p).outcome is Outcome.WIN and _wins_differ(p)
    ]


def _depth(rng: random.Random) -> list[Exercise]:
    position = rng.choice(_dawdling())
    verdicts = analyse(position)
    winning = sorted(n for n, v in verdicts.items() if v.outcome is Outcome.WIN)
    fastest = tuple(sorted(n for n, v in verdicts.items() if v == max(verdicts.values())))  # the best: the fastest
    return [
        Exercise(
            "fastest",
            (position,),
            _("{position}. {player} can win. Which picks win fastest?").format(
                position=_position_words(position), player=position.to_move
            ),
            "numbers",
            fastest,
            _("Each winning pick and the plies to the win: {wins}.").format(
                wins=listed([f"{n}: {verdicts[n].plies}" for n in winning])
            ),
        ),
        Exercise(
            "depth_blind",
            (position,),
            _(
                "{position}. A minimax that scores every win +10, however far off, tries the numbers in ascending "
                "order and keeps the first best. Which does it pick?"
            ).format(position=_position_words(position)),
            "numbers",
            (winning[0],),
            _(
                "Every winning pick scores +10 to it, so it keeps the first: {first}, though {fastest} wins sooner."
            ).format(first=winning[0], fastest=together([str(n) for n in fastest])),
        ),
    ]


def _wins_differ(position: Position) -> bool:
    """Whether the mover's first winning pick (ascending) is not among the fastest wins."""
    wins = [v.plies for _n, v in sorted(analyse(position).items()) if v.outcome is Outcome.WIN]
    return bool(wins) and wins[0] > min(wins)


# Chapter 6: alpha-beta -----------------------------------------------------------------------------------------


def _alpha_beta(rng: random.Random) -> list[Exercise]:
    while True:
        position = _a_position(rng, rng.choice((4, 5)))
        run = counted_search(position, "alphabeta", "ten", shown=1)
        cut = [(child.picks[-1], child.cut) for child in run.root.children if child.cut]
        if cut:
            break
    pick, replies = rng.choice(cut)
    plain = counted_search(position, "minimax", "ten").nodes
    return [
        Exercise(
            "cut",
            (position, pick),
            _(
                "{position}. Alpha-beta tries the numbers in ascending order, a win +10 and a loss −10. After "
                "{player} picks {pick}, which replies does it never search (cut off)?"
            ).format(position=_position_words(position), player=position.to_move, pick=pick),
            "numbers",
            tuple(sorted(replies)),
            _(
                "An earlier reply already showed that {pick} is no better than a pick searched before it, so the "
                "rest cannot change the choice. Alpha-beta visits {nodes:,} nodes here; plain minimax {plain:,}."
            ).format(pick=pick, nodes=run.nodes, plain=plain),
        ),
    ]


# Chapter 7: memo and symmetry ----------------------------------------------------------------------------------


@cache
def _searched_from_empty() -> tuple[int, int, int]:
    """What memo and symmetry keep from the empty board, and the nodes plain minimax visits there (searched once)."""
    return (
        counted_search(Position(), "memo").kept,
        counted_search(Position(), "symmetry").kept,
        counted_search(Position()).nodes,
    )


def _memo(rng: random.Random) -> list[Exercise]:
    kept, classes, plain = _searched_from_empty()
    return [
        Exercise(
            "memo",
            (),
            _(
                "Plain minimax visits {plain:,} nodes from the empty board. A search that remembers each position "
                "it has scored: how many positions does it keep, finished ones included?"
            ).format(plain=plain),
            "numbers",
            (kept,),
            _("Every position a game can reach, once each, however many orders of picks lead to it."),
        ),
        Exercise(
            "symmetry",
            (),
            _(
                "And if it also counts as one the positions that a turn or a mirror of the grid makes alike "
                "(8 symmetries): how many does it keep?"
            ),
            "numbers",
            (classes,),
            _(
                "Most positions have 8 alike; those with a symmetry of their own fewer, so the count is not {kept:,}/8."
            ).format(kept=kept),
        ),
    ]


# Chapter 8: further --------------------------------------------------------------------------------------------


def _further(rng: random.Random) -> list[Exercise]:
    misere = solve(Position(rules=Rules(misere=True))).outcome
    target = rng.choice([t for t in range(12, 19) if t != 15])
    other = solve(Position(rules=Rules(target=target))).outcome
    return [
        Exercise(
            "misere",
            (),
            _("In misère Pick Fifteen whoever completes a set loses. With best play from the empty board, who wins?"),
            "who",
            _who(misere),
            _("Search it as Pick Fifteen, with a completed set scored for the other player."),
        ),
        Exercise(
            "target",
            (target,),
            _("Three numbers of 1-9 summing to {target} win. With best play from the empty board, who wins?").format(
                target=target
            ),
            "who",
            _who(other),
            _("Its sets are not the Luo Shu's eight lines: luoshu explore targets shows every target's game."),
        ),
    ]


def _who(outcome: Outcome) -> str:
    """Who wins from the empty board, where X is to move."""
    return {Outcome.WIN: "X", Outcome.LOSS: "O", Outcome.DRAW: "draw"}[outcome]


def lesson_subject(lesson: int) -> str:
    """What lesson ``lesson`` (of the four luoshu grew from, as ``lesson:N`` names their programs) teaches, as a
    chapter's heading names it.

    >>> lesson_subject(2)
    'Pick Fifteen on the Luo Shu'
    """
    return {
        1: _("a tic-tac-toe computer with minimax and alpha-beta"),
        2: _("Pick Fifteen on the Luo Shu"),
        3: _("a computer that wins in the fewest moves"),
        4: _("minimax from scratch"),
    }[lesson]


CHAPTERS = (
    Chapter(
        1,
        lambda: _("The game and its secret"),
        2,
        lambda: _(
            "Two players take turns picking the numbers 1 to 9; whoever first holds three that sum to 15 wins. Lay "
            "the numbers on the Luo Shu square, 4 9 2 / 3 5 7 / 8 1 6, and the sets of three that sum to 15 are "
            "exactly its rows, columns and diagonals: Pick Fifteen is tic-tac-toe."
        ),
        _secret,
    ),
    Chapter(
        2,
        lambda: _("The game tree"),
        4,
        lambda: _(
            "Each position is a node; each free number leads to a child; a finished game is a leaf. A search "
            "walks this tree: how big it is decides what a search costs."
        ),
        _tree,
    ),
    Chapter(
        3,
        lambda: _("Minimax by hand"),
        4,
        lambda: _(
            "A leaf's value is known: a win, a draw or a loss. A node's value is the best of its children's for "
            "the player to move there: backed up from the leaves, node by node, it gives the root's."
        ),
        _by_hand,
    ),
    Chapter(
        4,
        lambda: _("Your own minimax"),
        2,
        lambda: _(
            "Now write it. luoshu learn start minimax writes a program for you to fill in; luoshu learn check "
            "minimax.py asks it in every position and tells you where it goes wrong. This chapter is done when the "
            "check finds your program never makes its outcome worse."
        ),
        _your_own,
        checked=True,
    ),
    Chapter(
        5,
        lambda: _("Why depth matters"),
        3,
        lambda: _(
            "A minimax that scores every win alike cannot tell a win now from a win in five: it may dawdle. Score a "
            "win higher the sooner it comes (10 less its depth), and the fastest win is chosen."
        ),
        _depth,
    ),
    Chapter(
        6,
        lambda: _("Alpha-beta"),
        1,
        lambda: _(
            "Alpha-beta keeps the best each side is sure of so far (alpha, beta). Once a reply shows a move is no "
            "better than one already searched, the move's other replies cannot matter: they are cut off."
        ),
        _alpha_beta,
    ),
    Chapter(
        7,
        lambda: _("Memo and symmetry"),
        4,
        lambda: _(
            "Many orders of picks reach the same position: remember each position's value once, and the search "
            "shrinks from hundreds of thousands of nodes to a few thousand positions; count the grid's turns and "
            "mirrors as one, and it shrinks again."
        ),
        _memo,
    ),
    Chapter(
        8,
        lambda: _("Further"),
        None,
        lambda: _(
            "The same search settles other games: misère, where completing a set loses; other targets; the order-4 "
            "game of 1-16 (luoshu solve --order 4). Is your program fast enough for them?"
        ),
        _further,
    ),
)
"""The course's chapters, in order."""


def chapter_heading(chapter: Chapter) -> str:
    """The chapter's heading: its number, its title and the lesson it follows.

    >>> chapter_heading(CHAPTERS[7])
    'Chapter 8: Further'
    """
    if chapter.lesson is None:
        return _("Chapter {number}: {title}").format(number=chapter.number, title=chapter.title())
    return _("Chapter {number}: {title} (after lesson {lesson}, {subject})").format(
        number=chapter.number, title=chapter.title(), lesson=chapter.lesson, subject=lesson_subject(chapter.lesson)
    )
