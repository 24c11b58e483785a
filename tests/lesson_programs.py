"""The four minimax lessons' programs, written afresh from what each lesson says its program does, for checking
luoshu's ``lesson:N`` players and ``explore search --lesson N`` against.

Nothing here imports luoshu, and nothing is copied from the lessons: each program is transcribed in its own terms
(lesson 1 and lesson 4 on a 3x3 board of rows and columns, lesson 2 on two lists of the Luo Shu's numbers with its
two-pointer win check, lesson 3 on a flat board of nine squares that remembers who has just won), and counts the
positions it visits: every call of its recursive search, and the position it starts from.

Each lesson's computer plays one side (000, 002 and 003: O; 001: O, minimising); here it plays whichever side is to
move, as the lesson's program would with the marks swapped (001's ``findbest`` takes the side as an argument).

Plain minimax from every position of the game is slow written this way, so each lesson may be given a ``memo``:
its recursive search is a function of the board and its arguments alone (lesson 1's alpha-beta window among them),
and the memo answers a call it has seen (every input in its key), which changes no pick. It keeps with each answer
the calls the search made below it, which are as much a function of those inputs: an answer from the memo counts
them again, and the positions visited are those of the search without one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

Memo = dict[Any, Any]
T = TypeVar("T")

INF = float("inf")
LUO_SHU = [[4, 9, 2], [3, 5, 7], [8, 1, 6]]
"""The grid's rows, top to bottom: cell (row, column) holds this number."""
READING_ORDER = [n for row in LUO_SHU for n in row]
"""The numbers of the cells A1, A2, A3, B1, ... C3: lesson 2's MAGIC_SQUARE, the others' cells read row by row."""


class Calls:
    """The calls a program's search makes, counted, and its ``memo`` if it has one: an answer the memo gives counts
    again the calls the search made below it (kept with the answer), so the count is that of the search without a
    memo."""

    def __init__(self, memo: Memo | None, count: int) -> None:
        self.memo, self.count = memo, count

    def made(self, key: Callable[[], object], search: Callable[[], T]) -> T:
        """One call: ``search()``'s answer, or the memo's under ``key()`` (every input of the call)."""
        self.count += 1
        if self.memo is None:
            return search()
        known = key()
        found: T
        if known in self.memo:
            found, below = self.memo[known]
            self.count += below
            return found
        before = self.count
        found = search()
        self.memo[known] = (found, self.count - before)
        return found


@dataclass(frozen=True)
class Found:
    """A program's pick (a number of Pick Fifteen), and the positions its search visited to find it."""

    pick: int
    visited: int


def _grid(x: frozenset[int] | set[int], o: frozenset[int] | set[int]) -> list[list[str | None]]:
    """Rows of marks: the cell holding a number of X's holds "X", and so on; None for an empty cell."""
    return [["X" if n in x else "O" if n in o else None for n in row] for row in LUO_SHU]


def _mover(x: frozenset[int] | set[int], o: frozenset[int] | set[int]) -> str:
    return "X" if len(x) == len(o) else "O"


def _rival(mark: str) -> str:
    return "O" if mark == "X" else "X"


def _first_best_cell(rows: list[list[str | None]], computer: str, scored: Callable[[], float]) -> int:
    """The root of lessons 1 and 4 (000 and 003): each empty cell row by row, the ``computer``'s mark put on it and
    the board ``scored`` so, the first cell that scores strictly more than every earlier one; its number."""
    best, cell = -INF, (-1, -1)
    for r in range(3):
        for c in range(3):
            if rows[r][c] is None:
                rows[r][c] = computer
                got = scored()
                rows[r][c] = None
                if got > best:
                    best, cell = got, (r, c)
    return LUO_SHU[cell[0]][cell[1]]


# Lesson 1 (000): a tic-tac-toe computer with alpha-beta -----------------------------------------------------------


def _three_in_a_row(rows: list[list[str | None]]) -> str | None:
    """The mark that fills a row, a column or a diagonal, scanned in that order; None if no line is full."""
    for i in range(3):
        if rows[i][0] is not None and rows[i][0] == rows[i][1] == rows[i][2]:
            return rows[i][0]
        if rows[0][i] is not None and rows[0][i] == rows[1][i] == rows[2][i]:
            return rows[0][i]
    centre = rows[1][1]
    if centre is not None and (rows[0][0] == centre == rows[2][2] or rows[0][2] == centre == rows[2][0]):
        return centre
    return None


def lesson_1(x: frozenset[int] | set[int], o: frozenset[int] | set[int], memo: Memo | None = None) -> Found:
    """Lesson 1's computer to move: every empty cell, row by row, scored by alpha-beta from a fresh window
    (-inf, +inf) with the other side to move; a win 10 - depth, a loss depth - 10, depth 0 just after the
    computer's own move; the first cell that scores strictly more than every earlier one."""
    rows = _grid(x, o)
    computer = _mover(x, o)
    person = _rival(computer)
    calls = Calls(memo, 1)  # the position the computer is asked to move in

    def score(depth: int, computer_to_move: bool, alpha: float, beta: float) -> float:
        return calls.made(
            lambda: (tuple(tuple(row) for row in rows), depth, computer_to_move, alpha, beta, computer),
            lambda: searched(depth, computer_to_move, alpha, beta),
        )

    def searched(depth: int, computer_to_move: bool, alpha: float, beta: float) -> float:
        winner = _three_in_a_row(rows)
        if winner is not None:
            return 10 - depth if winner == computer else depth - 10
        if all(mark is not None for row in rows for mark in row):
            return 0
        best = -INF if computer_to_move else INF
        for r in range(3):
            for c in range(3):
                if rows[r][c] is not None:
                    continue
                rows[r][c] = computer if computer_to_move else person
                got = score(depth + 1, not computer_to_move, alpha, beta)
                rows[r][c] = None
                if computer_to_move:
                    best = max(best, got)
                    alpha = max(alpha, best)
                else:
                    best = min(best, got)
                    beta = min(beta, best)
                if beta <= alpha:
                    return best
        return best

    pick = _first_best_cell(rows, computer, lambda: score(0, False, -INF, INF))
    return Found(pick, calls.count)


# Lesson 2 (001): Pick Fifteen on the Luo Shu, with lists -----------------------------------------------------------


def sums_to_fifteen(held: list[int]) -> bool:
    """Three of ``held`` sum to 15: sorted, each number in turn with two pointers closing in on the rest."""
    ordered = sorted(held)
    for first in range(len(ordered) - 2):
        low, high = first + 1, len(ordered) - 1
        while low < high:
            total = ordered[first] + ordered[low] + ordered[high]
            if total == 15:
                return True
            if total < 15:
                low += 1
            else:
                high -= 1
    return False


def lesson_2(x: frozenset[int] | set[int], o: frozenset[int] | set[int], memo: Memo | None = None) -> Found:
    """Lesson 2's ``findbest`` for the side to move (X maximises, O minimises): the numbers in the Luo Shu's
    reading order, each scored by plain minimax (X's win 10 - depth, O's -10 + depth, depth 0 just after the
    move tried), the first strictly better kept."""
    calls = Calls(memo, 1)

    def minmax(xs: list[int], os: list[int], depth: int, x_to_move: bool) -> int:
        return calls.made(
            lambda: (frozenset(xs), frozenset(os), depth, x_to_move), lambda: searched(xs, os, depth, x_to_move)
        )

    def searched(xs: list[int], os: list[int], depth: int, x_to_move: bool) -> int:
        if sums_to_fifteen(xs):
            return 10 - depth
        if sums_to_fifteen(os):
            return -10 + depth
        if len(xs) + len(os) == 9:
            return 0
        results = []
        for n in READING_ORDER:
            if n in xs or n in os:
                continue
            if x_to_move:
                results.append(minmax([n, *xs], os, depth + 1, False))
            else:
                results.append(minmax(xs, [n, *os], depth + 1, True))
        return max(results) if x_to_move else min(results)

    xs, os = sorted(x), sorted(o)
    maximising = _mover(x, o) == "X"
    best, move = (-1000 if maximising else 1000), 0
    for n in READING_ORDER:
        if n in xs or n in os:
            continue
        if maximising:
            got = minmax([n, *xs], os, 0, False)
            if got > best:
                best, move = got, n
        else:
            got = minmax(xs, [n, *os], 0, True)
            if got < best:
                best, move = got, n
    return Found(move, calls.count)


# Lesson 3 (002): the computer that wins in the fewest moves ----------------------------------------------------------


class Squares:
    """A board of nine squares, 0 to 8 row by row, that remembers who has just completed a line."""

    def __init__(self, x: frozenset[int] | set[int], o: frozenset[int] | set[int]) -> None:
        self.squares = ["X" if n in x else "O" if n in o else " " for n in READING_ORDER]
        self.winner: str | None = None

    def free(self) -> list[int]:
        return [i for i, mark in enumerate(self.squares) if mark == " "]

    def put(self, square: int, mark: str) -> None:
        self.squares[square] = mark
        row, column = divmod(square, 3)
        lines = [[row * 3 + k for k in range(3)], [column + 3 * k for k in range(3)]]
        if square % 2 == 0:  # the corners and the centre lie on a diagonal
            lines += [[0, 4, 8], [2, 4, 6]]
        if any(all(self.squares[s] == mark for s in line) for line in lines):
            self.winner = mark

    def take_back(self, square: int) -> None:
        self.squares[square] = " "
        self.winner = None


def lesson_3(
    x: frozenset[int] | set[int], o: frozenset[int] | set[int], rng: random.Random, memo: Memo | None = None
) -> Found:
    """Lesson 3's computer to move: on an empty board a square at random; else minimax over the free squares in
    order, a finished game worth +(empty squares + 1) to the computer if it won, the negative if it lost, 0 for a
    draw; the first strictly better kept at each level."""
    board = Squares(x, o)
    computer = _mover(x, o)
    if len(board.free()) == 9:
        return Found(READING_ORDER[rng.choice(board.free())], 0)
    calls = Calls(memo, 0)

    def minimax(to_move: str) -> tuple[int | None, float]:
        return calls.made(lambda: (tuple(board.squares), board.winner, to_move, computer), lambda: searched(to_move))

    def searched(to_move: str) -> tuple[int | None, float]:
        just_moved = _rival(to_move)
        if board.winner == just_moved:
            empty = len(board.free())
            return None, (empty + 1 if just_moved == computer else -(empty + 1))
        if not board.free():
            return None, 0
        best: tuple[int | None, float] = (None, -INF if to_move == computer else INF)
        for square in board.free():
            board.put(square, to_move)
            _, got = minimax(just_moved)
            board.take_back(square)
            if (to_move == computer and got > best[1]) or (to_move != computer and got < best[1]):
                best = (square, got)
        return best

    square, _ = minimax(computer)
    assert square is not None
    return Found(READING_ORDER[square], calls.count)


# Lesson 4 (003): minimax from scratch -----------------------------------------------------------------------------


def lesson_4(x: frozenset[int] | set[int], o: frozenset[int] | set[int], memo: Memo | None = None) -> Found:
    """Lesson 4's computer to move: every empty cell, row by row, scored by plain minimax with the other side to
    move (a win 10 - depth, a loss depth - 10, depth 0 just after the computer's move); the first strictly better
    kept."""
    rows = _grid(x, o)
    computer = _mover(x, o)
    person = _rival(computer)
    calls = Calls(memo, 1)

    def winner() -> str | None:
        lines = [*rows, *([rows[r][c] for r in range(3)] for c in range(3))]
        lines += [[rows[i][i] for i in range(3)], [rows[i][2 - i] for i in range(3)]]
        for line in lines:
            if line[0] is not None and line[0] == line[1] == line[2]:
                return line[0]
        return None

    def minimax(depth: int, maximising: bool) -> float:
        return calls.made(
            lambda: (tuple(tuple(row) for row in rows), depth, maximising, computer),
            lambda: searched(depth, maximising),
        )

    def searched(depth: int, maximising: bool) -> float:
        won = winner()
        if won == computer:
            return 10 - depth
        if won == person:
            return depth - 10
        if all(mark is not None for row in rows for mark in row):
            return 0
        best = -INF if maximising else INF
        for r in range(3):
            for c in range(3):
                if rows[r][c] is None:
                    rows[r][c] = computer if maximising else person
                    got = minimax(depth + 1, not maximising)
                    rows[r][c] = None
                    best = max(best, got) if maximising else min(best, got)
        return best

    pick = _first_best_cell(rows, computer, lambda: minimax(0, False))
    return Found(pick, calls.count)


def lesson_program(
    lesson: int,
    x: frozenset[int] | set[int],
    o: frozenset[int] | set[int],
    rng: random.Random | None = None,
    memo: Memo | None = None,
) -> Found:
    """Lesson ``lesson``'s pick for the side to move, and what its search visited (lesson 3's first pick at random
    from ``rng``; with ``memo`` if given)."""
    if lesson == 1:
        return lesson_1(x, o, memo)
    if lesson == 2:
        return lesson_2(x, o, memo)
    if lesson == 3:
        return lesson_3(x, o, rng or random.Random(), memo)
    return lesson_4(x, o, memo)


def depth_blind(x: frozenset[int] | set[int], o: frozenset[int] | set[int], memo: Memo | None = None) -> int:
    """A player blind to depth, to move: every empty cell, row by row, scored by plain minimax as +10 for a win and
    -10 for a loss however far away, 0 for a draw; the first cell strictly better than every earlier one."""
    rows = _grid(x, o)
    me = _mover(x, o)
    memo = {} if memo is None else memo

    def worth(to_move: str) -> int:
        key = (tuple(tuple(row) for row in rows), to_move, me)
        if key in memo:
            found: int = memo[key]
            return found
        won = _three_in_a_row(rows)
        if won is not None:
            value = 10 if won == me else -10
        elif all(mark is not None for row in rows for mark in row):
            value = 0
        else:
            values = []
            for r in range(3):
                for c in range(3):
                    if rows[r][c] is None:
                        rows[r][c] = to_move
                        values.append(worth(_rival(to_move)))
                        rows[r][c] = None
            value = max(values) if to_move == me else min(values)
        memo[key] = value
        return value

    best, cell = -INF, (-1, -1)
    for r in range(3):
        for c in range(3):
            if rows[r][c] is None:
                rows[r][c] = me
                got = worth(_rival(me))
                rows[r][c] = None
                if got > best:
                    best, cell = got, (r, c)
    return LUO_SHU[cell[0]][cell[1]]
