"""The search lessons for a face: the position asked for, in a dress, and what a search from it shows (a tree as
text, as JSON, as a picture, as steps), or every search side by side.

A face reads the options and hands them here; it draws the strings and objects it is given. What is computed and
how it is worded is ``luoshu.teach.searches``'; the picture is ``luoshu.svg.search_tree``'s.

>>> asked = asked_search(["5", "1"], "auto", dress_name="grid")
>>> asked.position, asked.dress.name
(Position(x={5}, o={1}), 'grid')
>>> shown = searched(asked, "alphabeta", "ten", shown=1)
>>> next(line for line in shown.text().splitlines() if line.startswith("It chooses"))
'It chooses A1, worth +10: X wins.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ..rules import PICK_FIFTEEN, Position, Rules
from ..search.counted import COUNTED_BUDGET, ORDERS, SCORES, CountedRun, Scores, score_base
from ..search.lessons import LESSONS, OpensAtRandom
from ..teach import searches
from ..views.dresses.dress import DRESSES, Dress, dress_for
from ..views.notation import moves_from
from .notations import record_tokens

__all__ = [
    "COUNTED_BUDGET",
    "DRESS_NAMES",
    "LESSON_NUMBERS",
    "MOST_SHOWN",
    "ORDER_NAMES",
    "SCORE_NAMES",
    "SEARCH_NAMES",
    "AskedSearch",
    "Comparison",
    "OpensAtRandom",
    "SearchShown",
    "asked_search",
    "compare_notice",
    "compared",
    "compared_on",
    "dress_named",
    "lesson_searched",
    "position_asked",
    "searched",
]

DRESS_NAMES: tuple[str, ...] = tuple(name for name in DRESSES if name != "sets")
"""The dresses a search is shown in (a game given as sets is the commands' --sets, not a dress to ask for)."""
SEARCH_NAMES: tuple[str, ...] = searches.SEARCHES
SCORE_NAMES: tuple[str, ...] = SCORES
ORDER_NAMES: tuple[str, ...] = ORDERS
MOST_SHOWN = searches.MOST_SHOWN
LESSON_NUMBERS: tuple[int, ...] = tuple(sorted(LESSONS))
"""The lessons whose programs a search can run, by number."""


@dataclass(frozen=True, slots=True)
class AskedSearch:
    """Where a search starts, and the dress it is shown in."""

    position: Position
    dress: Dress


def dress_named(name: str, rules: Rules = PICK_FIFTEEN) -> Dress:
    """The dress ``name`` for ``rules``; ValueError with the reason if the game cannot wear it.

    >>> dress_named("grid", Rules(target=14))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: 3 of 1-9 summing to 14 is not tic-tac-toe: ...
    """
    return dress_for(name, rules)


def position_asked(words: Sequence[str], notation: str, rules: Rules, dress: Dress) -> Position:
    """The position the picks ``words`` reach under ``rules``: numbers or cells where ``notation`` says so,
    whatever the dress shows (the numbers and the cells name every move in every dress); else (``auto``) numbers
    or cells for the numbers and the grid, as every command reads a record, and a disguise's items in a disguise.
    ValueError with the reason for a record that is no game.

    >>> position_asked(["B2", "C2"], "auto", PICK_FIFTEEN, dress_named("fifteen"))
    Position(x={5}, o={1})
    >>> position_asked(["5", "1"], "numbers", PICK_FIFTEEN, dress_named("jam"))  # shown as roads, typed as numbers
    Position(x={5}, o={1})
    >>> position_asked(["High Street, Mill Lane"], "auto", PICK_FIFTEEN, dress_named("jam"))
    Position(x={5}, o={2})
    >>> position_asked(["5", "5"], "auto", PICK_FIFTEEN, dress_named("fifteen"))
    Traceback (most recent call last):
    ...
    luoshu.views.notation.RecordError: pick 2, '5': 5 is taken
    """
    if notation != "auto" or dress.name in ("fifteen", "grid"):  # numbers or cells, as every command reads them
        picks = moves_from(record_tokens(words, None), notation, rules)  # type: ignore[arg-type]  # the face checked
    else:
        picks = moves_from(record_tokens(words, dress), "numbers", rules, dress.number)
    return Position.from_moves(picks, rules)


def asked_search(
    words: Sequence[str], notation: str = "auto", rules: Rules = PICK_FIFTEEN, dress_name: str = "fifteen"
) -> AskedSearch:
    """The position the picks ``words`` reach, and the dress ``dress_name`` (see ``dress_named`` and
    ``position_asked``)."""
    dress = dress_named(dress_name, rules)
    return AskedSearch(position_asked(words, notation, rules, dress), dress)


@dataclass(frozen=True, slots=True)
class SearchShown:
    """One search from the position asked, ready to show: as text, JSON, a picture, or steps."""

    run: CountedRun
    dress: Dress

    def text(self) -> str:
        """The tree as a person reads it, with its heading and notes."""
        return searches.tree_text(self.run, self.dress)

    def json(self) -> dict[str, object]:
        """The search and its tree in luoshu's JSON vocabulary."""
        return searches.search_json(self.run, self.dress)

    def svg(self) -> str:
        """The tree as an SVG picture."""
        from ..svg.search_tree import search_tree_svg

        return search_tree_svg(self.run, self.dress)

    def heading(self) -> list[str]:
        """The lines over the tree: which search, whose scores, what it cost and chose (each in 80 columns, a
        dress's names whole)."""
        return [
            part
            for line in searches.heading_lines(self.run, self.dress)
            for part in searches.fitted_line(line, self.dress).split("\n")
        ]

    def steps(self) -> list[str]:
        """The search's visits in order, a step each, in 80 columns (a long step goes on under its words)."""
        return searches.step_text(self.run, self.dress)


def searched(
    asked: AskedSearch,
    algorithm: str,
    scores: str = "depth",
    good: bool = False,
    shown: int = 2,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> SearchShown:
    """The search ``algorithm`` from the position asked, its tree recorded ``shown`` plies deep. ValueError with the
    reason for a search or scores not known or a tree too big to show; SearchBudgetError past ``budget``."""
    if scores not in SCORES:
        from ..words.searching import refusals

        raise ValueError(refusals.not_scores(scores, list(SCORES)))
    checked: Scores = "ten" if scores == "ten" else "depth"
    return SearchShown(
        searches.search(asked.position, asked.dress, algorithm, checked, good, shown, budget, progress), asked.dress
    )


def lesson_searched(
    asked: AskedSearch,
    lesson: int,
    shown: int = 2,
    budget: int = COUNTED_BUDGET,
    progress: Callable[[int], None] | None = None,
) -> SearchShown:
    """Lesson ``lesson``'s program from the position asked, as it searches, its tree recorded ``shown`` plies deep.
    ValueError with the reason for a tree too big to show, OpensAtRandom (a ValueError) where the program does not
    search from the position; SearchBudgetError past ``budget``.

    >>> shown = lesson_searched(asked_search(["5"], dress_name="grid"), 1, shown=1)
    >>> shown.run.nodes, shown.heading()[0]
    (8466, 'Lesson 1 (000): a tic-tac-toe AI built with minimax and alpha-beta pruning, then')
    """
    return SearchShown(searches.lesson_tree(asked.position, lesson, shown, budget, progress), asked.dress)


@dataclass(frozen=True, slots=True)
class Comparison:
    """Every search side by side from the position asked, ready to show."""

    rows: tuple[searches.Compared, ...]
    asked: AskedSearch

    def text(self) -> str:
        """The table."""
        return searches.compare_text(list(self.rows), self.asked.position, self.asked.dress)

    def json(self) -> dict[str, object]:
        """The table in luoshu's JSON vocabulary."""
        return searches.compare_json(list(self.rows), self.asked.position, self.asked.dress)

    @property
    def waiting(self) -> list[str]:
        """The rows that need more than the quick nodes, to be searched on (``compared_on``), by key."""
        return [row.key for row in self.rows if row.waiting]

    def waiting_names(self) -> list[str]:
        """The waiting rows as the table names them."""
        base = score_base(self.asked.position.rules)
        return [searches.row_name(key, base) for key in self.waiting]

    def time_to_go_on(self, budget: int) -> float:
        """About how many seconds at most the waiting rows take, searched on to ``budget`` (measured in this run)."""
        return searches.time_to_go_on(list(self.rows), self.asked.position, self.asked.dress, budget)


def compare_notice(asked: AskedSearch) -> str | None:
    """What to say before every search runs from the position asked, where some may be long (None: all quick)."""
    return searches.compare_notice(asked.position)


def compared(
    asked: AskedSearch, budget: int = COUNTED_BUDGET, progress: Callable[[str, int], None] | None = None
) -> Comparison:
    """Every search from the position asked, each first within the quick nodes (``searches.QUICK``) or ``budget``
    if less: a search past ``budget`` says so in its row; one that needs more than the quick nodes waits
    (``compared_on``)."""
    return Comparison(tuple(searches.comparison(asked.position, asked.dress, budget, progress)), asked)


def compared_on(
    table: Comparison, budget: int = COUNTED_BUDGET, progress: Callable[[str, int], None] | None = None
) -> Iterator[Comparison]:
    """The table with its waiting rows searched on to ``budget``, one by one: after each, the table as it stands (a
    face stopped part way shows the last; a row still waiting says it was stopped)."""
    rows = list(table.rows)
    asked = table.asked
    for done in searches.comparison_went_on(rows, asked.position, asked.dress, budget, progress):
        rows = [done if row.key == done.key else row for row in rows]
        yield Comparison(tuple(rows), asked)
