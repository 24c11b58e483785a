"""The minimax lessons' programs and the depth-blind player as a learner meets them: the order they try picks in,
their searches from a position (as ``explore search --lesson N`` and the side-by-side count show them), and what
luoshu says of each: which article each lesson is (told in luoshu's own words, numbered 1 to 4 here, their files
000 to 003), what its program does, the lines over a tree it searched.

Each lesson's program tries the cells of its board in reading order, A1, A2, ... C3: the numbers 4 9 2 3 5 7 8 1 6
of the Luo Shu (lesson 2 tries the numbers of its ``MAGIC_SQUARE`` in the same order). In any game that is
tic-tac-toe (misère Pick Fifteen, a game of sets laid on the grid) the grid luoshu draws gives the cells; in any
other game (another target, the order-4 game) a program has no cells to read, and tries the numbers ascending, as
luoshu's players always have. The depth-blind player tries the same order.

>>> from luoshu.rules import Rules
>>> reading_order(Rules()), reading_order(Rules(target=14))
([4, 9, 2, 3, 5, 7, 8, 1, 6], [1, 2, 3, 4, 5, 6, 7, 8, 9])
>>> reading_order(Rules.order(4))[:5]
[1, 2, 3, 4, 5]
>>> print(_(ARTICLES[3]))
Lesson 3 (002): a Taiwanese class's third lesson, a computer that wins in the fewest moves.
>>> run = lesson_run(1, Position.from_moves([5]))
>>> run.nodes, run.best, run.value  # a draw: O's best is the first corner
(8466, 4, 0)
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules import Position, Rules
from ..search.counted import COUNTED_BUDGET, CountedRun, counted_search, score_base
from ..search.lessons import DEPTH_BLIND, LESSONS, lesson_search, lesson_win
from ..views.dresses.dress import Dress, dress_for
from ..words.language import N_, _
from ..words.terms import named_in_a_row

__all__ = [
    "ARTICLES",
    "PLAYERS",
    "PROGRAMS",
    "depth_blind_run",
    "grid_of",
    "lesson_lines",
    "lesson_order_words",
    "lesson_run",
    "order_words",
    "player_run",
    "player_search",
    "reading_order",
]

PLAYERS: tuple[str, ...] = (*(f"lesson-{lesson}" for lesson in sorted(LESSONS)), DEPTH_BLIND)
"""The players' rows of the side-by-side count, by key: each lesson's program, then the depth-blind player."""

ARTICLES = {
    1: N_("Lesson 1 (000): a tic-tac-toe AI built with minimax and alpha-beta pruning, then given a PyQt window."),
    2: N_(
        "Lesson 2 (001): Pick Fifteen on the Luo Shu, the exercise from the preface of the book 《同构——编程中的数学》 "
        "(Isomorphism: Mathematics in Programming), with a sorted two-pointer check for three numbers summing to 15 "
        "and a minimax over the two players' numbers."
    ),
    3: N_("Lesson 3 (002): a Taiwanese class's third lesson, a computer that wins in the fewest moves."),
    4: N_("Lesson 4 (003): minimax from scratch, for beginners."),
}
"""Which article each lesson is, by the lesson's number (its file's number in brackets)."""

PROGRAMS = {
    1: N_(
        "Its program: alpha-beta, each move at the root searched with a fresh window, from −∞ to +∞ (not the window "
        "the root has narrowed so far); cells in reading order; a win {base} − depth, a loss depth − {base}, depth 0 "
        "just below the root; the first best move kept."
    ),
    2: N_(
        "Its program: plain minimax, the numbers tried in the Luo Shu's reading order 4 9 2 3 5 7 8 1 6 (its cells "
        "A1 to C3); a win {base} − depth, a loss depth − {base}, depth 0 just below the root; the first best move "
        "kept. Its scores are X's, whom it calls the maximiser; the tree shows the scores of the player to move at "
        "the root."
    ),
    3: N_(
        "Its program: plain minimax, cells in reading order; a win scores the empty cells + 1 where the game ends, a "
        "loss the negative, a draw 0; the first best move kept; its first move on an empty board at random, with no "
        "search."
    ),
    4: N_(
        "Its program: plain minimax, cells in reading order; a win {base} − depth, a loss depth − {base}, depth 0 "
        "just below the root; the first best move kept."
    ),
}
"""What each lesson's program does, by the lesson's number (``base``: 10 in Pick Fifteen, one more than the
numbers in a bigger game)."""


def grid_of(rules: Rules) -> Dress | None:
    """The grid of the game, where it is tic-tac-toe; None where it is not."""
    try:
        return dress_for("grid", rules)
    except ValueError:
        return None  # not tic-tac-toe: no cells to read in order


def reading_order(rules: Rules) -> list[int]:
    """The order the lessons' programs and the depth-blind player try picks in: the grid's cells in reading order
    where the game is tic-tac-toe, else the numbers ascending."""
    grid = grid_of(rules)
    return grid.sorted_numbers if grid is not None else list(range(1, rules.numbers + 1))


def lesson_run(
    lesson: int,
    position: Position,
    shown: int = 0,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> CountedRun:
    """Lesson ``lesson``'s program searching from ``position`` in its own order, counted, its tree recorded ``shown``
    plies deep. ValueError with the reason where the program does not search (lesson 3's first move);
    NodeBudgetError past ``budget`` nodes."""
    return lesson_search(lesson, position, reading_order(position.rules), shown, budget, progress)


def depth_blind_run(
    position: Position,
    shown: int = 0,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> CountedRun:
    """The depth-blind player's search from ``position``: alpha-beta, +10/-10 whatever the depth, in its order.

    >>> depth_blind_run(Position.from_moves([5, 1, 4])).best  # every pick loses: the first, not the block
    9
    """
    order = reading_order(position.rules)
    return counted_search(position, "alphabeta", "ten", order, shown=shown, budget=budget, progress=progress)


def player_run(
    key: str, position: Position, budget: int = COUNTED_BUDGET, progress: Callable[[int], None] | None = None
) -> CountedRun:
    """The search of the player ``key`` names (``PLAYERS``: lesson-N or depth-blind) from ``position``."""
    if key == DEPTH_BLIND:
        return depth_blind_run(position, budget=budget, progress=progress)
    return lesson_run(int(key.removeprefix("lesson-")), position, budget=budget, progress=progress)


def player_search(key: str, position: Position) -> tuple[str, str, tuple[int, ...], bool, int | None]:
    """What the search of the player ``key`` names is made of: its algorithm, scores, order, fresh root windows
    and win at the root (two players whose searches are made alike search alike: lessons 2 and 4 always).

    >>> player_search("lesson-2", Position()) == player_search("lesson-4", Position())
    True
    """
    order = tuple(reading_order(position.rules))
    if key == DEPTH_BLIND:
        return "alphabeta", "ten", order, False, None
    lesson = int(key.removeprefix("lesson-"))
    program = LESSONS[lesson]
    return program.algorithm, "depth", order, program.fresh, lesson_win(lesson, position)


def lesson_order_words(noun: str) -> str:
    """The lessons' order of picks, for a dress whose moves are ``noun`` (number, cell, road, word, item).

    >>> lesson_order_words("cell"), lesson_order_words("road")
    ('cells in reading order, A1 to C3', 'roads in the order listed')
    """
    if noun == "number":
        return _("numbers ascending")
    if noun == "cell":
        return _("cells in reading order, A1 to C3")
    return _("{noun}s in the order listed").format(noun=_(noun))


def order_words(rules: Rules, dress: Dress) -> str:
    """The programs' order in words, in the dress's names: cells A1 to C3, the grid's cells as the dress names
    them, or the numbers ascending."""
    grid = grid_of(rules)
    if grid is None:
        return lesson_order_words("number")
    if dress.noun == "cell":
        return lesson_order_words("cell")
    # The lessons' order of picks where the dress does not list cells: the grid's cells in reading order, as the
    # dress names them.
    items = named_in_a_row(dress.item(n) for n in grid.sorted_numbers)
    return _("the grid's cells in reading order ({items})").format(items=items)


def lesson_lines(run: CountedRun, dress: Dress, where: str) -> list[str]:
    """The lines over a tree a lesson's program searched, in place of a search's first line: which article the
    lesson is, whose program searched from where, and what the program does (its order, where it has no grid)."""
    lesson = run.lesson
    assert lesson is not None
    rules = run.position.rules
    lines = [
        _(ARTICLES[lesson]),
        _("Lesson {lesson}'s program from {where}.").format(lesson=lesson, where=where),
        _(PROGRAMS[lesson]).format(base=score_base(rules)),
    ]
    if grid_of(rules) is None:  # no cells to read: the program tries the numbers in order
        lines.append(
            _(
                "{game} is not tic-tac-toe: the program has no cells to read in order, so it tries the numbers "
                "ascending."
            ).format(game=rules)
        )
    return lines
