"""What luoshu says of the four minimax lessons' programs and of the depth-blind player: which article each lesson
is, what its program does, the lines over a tree it searched, and its row in the side-by-side count.

The lessons are numbered 1 to 4 here (their files 000 to 003). Each is told in luoshu's own words.

>>> print(article(3))
Lesson 3 (002): a Taiwanese class's third lesson, a computer that wins in the fewest moves.
>>> row_name("lesson-4"), row_name("depth-blind")
('lesson 4', 'depth-blind')
"""

from __future__ import annotations

from ..language import N_, _

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

ROWS = {
    "lesson-1": N_("lesson 1"),
    "lesson-2": N_("lesson 2"),
    "lesson-3": N_("lesson 3"),
    "lesson-4": N_("lesson 4"),
}
"""The lessons' rows of the side-by-side count, by key (the depth-blind player's row is its name); the lines under
the table say what each program is."""

LESSON_HELP = N_(
    "Run lesson N's own program as it searches: its algorithm, scores, order and windows. 1: alpha-beta with a "
    "fresh window for each move at the root (000, a tic-tac-toe AI and its PyQt window); 2: plain minimax on the Luo "
    "Shu's numbers (001, Pick Fifteen, the exercise of the book 《同构——编程中的数学》); 3: plain minimax, a win "
    "worth the empty cells + 1 (002, a Taiwanese class's computer that wins in the fewest moves); 4: plain minimax, "
    "a win 10 − depth (003, minimax from scratch)."
)
"""The help of explore search's --lesson."""


def article(lesson: int) -> str:
    """Which article lesson ``lesson`` is."""
    return _(ARTICLES[lesson])


def program(lesson: int, base: int = 10) -> str:
    """What lesson ``lesson``'s program does (``base``: its win just below the root)."""
    return _(PROGRAMS[lesson]).format(base=base)


def heading(lesson: int, where: str) -> str:
    """The first line over a tree a lesson's program searched: whose program, from where."""
    return _("Lesson {lesson}'s program from {where}.").format(lesson=lesson, where=where)


def no_grid(game: str) -> str:
    """A lesson's program in a game that is not tic-tac-toe: it has no cells to read, so it tries the numbers in
    order."""
    return _(
        "{game} is not tic-tac-toe: the program has no cells to read in order, so it tries the numbers ascending."
    ).format(game=game)


def row_name(key: str) -> str:
    """A player's row of the side-by-side count: a lesson, or the depth-blind player by its name."""
    if key in ROWS:
        return _(ROWS[key])
    from ..terms import player_name

    return player_name(key)


def players_heading(order: str) -> str:
    """The line over the players' rows of the side-by-side count."""
    return _("Each lesson's program and the depth-blind player as they play, picks tried in {order}:").format(
        order=order
    )


def players_footnote(base: int = 10) -> str:
    """The lines under the players' rows: what each is (``base``: 10 in Pick Fifteen)."""
    return _(
        "Lesson 1 is alpha-beta with a fresh window, from −∞ to +∞, for each move at the root; lessons 2 and 4 are "
        "the very same plain minimax (2 on lists of numbers, 4 on a board), counted once; the three score a win "
        "{base} − depth counting depth from 0 just below the root, one more than in the table above. Lesson 3 is "
        "plain minimax scoring a win by the empty cells + 1; its first move on an empty board is at random, with no "
        "search. The depth-blind player is alpha-beta scoring any win +10, so it may dawdle in a won game; where it "
        "tries the picks in the order of the table above, it is that table's alpha-beta, +10/−10, counted once."
    ).format(base=base)


def reading_order(items: str) -> str:
    """The lessons' order of picks where the dress does not list cells: the grid's cells in reading order, as the
    dress names them (``items``)."""
    return _("the grid's cells in reading order ({items})").format(items=items)


def opens_at_random() -> str:
    """Lesson 3's row from the empty board: its program does not search."""
    return _("its first move is at random: no search")
