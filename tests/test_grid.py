from itertools import combinations

import oracle
import pytest

from luoshu import (
    CELLS,
    LINES,
    LUO_SHU,
    Position,
    UnknownCellError,
    cell_of,
    line_of,
    number_at,
    render,
)
from luoshu.views.squares.grid import line_numbers, lines_as_numbers
from luoshu.views.text import render_numbers


def grid_lines() -> list[frozenset[int]]:
    return [frozenset(LUO_SHU[r][c] for r, c in line) for line in oracle.GRID_LINES]


def test_fifteen_triples_are_exactly_the_eight_lines() -> None:
    triples = {frozenset(t) for t in combinations(range(1, 10), 3) if sum(t) == 15}
    assert len(triples) == 8
    assert triples == set(grid_lines())


def test_the_mapping_imports_nothing_of_the_game() -> None:
    assert lines_as_numbers() == set(grid_lines())


def test_named_lines_are_the_grid_lines() -> None:
    assert len(LINES) == 8
    assert {frozenset(line_numbers(name)) for name in LINES} == set(grid_lines())
    for name in LINES:
        assert line_of(line_numbers(name)) == name
    assert line_of((1, 2, 3)) is None


def test_cells_and_numbers_are_a_bijection() -> None:
    assert CELLS == ("A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3")
    assert sorted(number_at(cell) for cell in CELLS) == list(range(1, 10))
    for n in range(1, 10):
        assert number_at(cell_of(n)) == n
        assert number_at(cell_of(n).lower()) == n
    assert (number_at("A1"), number_at("A3"), number_at("B2"), number_at("C3")) == (4, 2, 5, 6)


@pytest.mark.parametrize("bad", ["", "A", "A4", "D1", "11", "A1 ", "B22", "١٢"])
def test_unknown_cells(bad: str) -> None:
    if bad.strip() == "A1":
        assert number_at(bad) == 4
        return
    with pytest.raises(UnknownCellError, match="not a cell"):
        number_at(bad)


def test_render_marks_the_winning_line() -> None:
    p = Position.from_moves([4, 3, 5, 7, 6])
    assert render(p, highlight=(4, 5, 6)) == "[X]| 9 | 2\n---+---+---\n O |[X]| O\n---+---+---\n 8 | 1 |[X]"
    styled = render(p, style=lambda text, role: f"<{role}:{text}>")
    assert "<X:X>" in styled
    assert "<O:O>" in styled
    assert "<free:9>" in styled


def test_render_numbers() -> None:
    assert render_numbers(Position.from_moves([5, 2, 8])) == "1 2 3 4 5 6 7 8 9\n  O     X     X"


def test_render_marks_the_last_move_and_the_numbers_view_marks_the_set() -> None:
    p = Position.from_moves([4, 3, 5, 7, 6])
    assert "(X)" in render(Position.from_moves([4, 3, 5]), last=5)
    assert render(p, highlight=(4, 5, 6), last=6).count("[X]") == 3
    assert render_numbers(p, highlight=(4, 5, 6), last=6).splitlines()[2] == "      * * *"
    assert render_numbers(Position.from_moves([4, 3]), last=3).splitlines()[2] == "    ^"


def test_render_numbers_for_two_digit_numbers() -> None:
    from luoshu import Rules

    p = Position.from_moves([16, 1, 10], Rules.order(4))
    first, marks, notes = render_numbers(p, last=10).splitlines()
    assert first.split() == [str(n) for n in range(1, 17)]
    assert marks.index("O") == first.index(" 1") + 1
    assert notes.rstrip().endswith("^")
    assert len(notes.rstrip()) == first.index("10") + 2
