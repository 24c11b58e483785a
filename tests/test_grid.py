"""The grid: Pick Fifteen's numbers on the Luo Shu, the lines and triples, the translation between numbers and
cells (every reachable position, both ways), the magic squares, and the board drawn as text.

The lines are the grid's by index arithmetic, the triples summing to 15 by brute force (tests/oracle.py).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import prod

import oracle
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from running import as_json, run

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
from luoshu.rules import Rules, winning_sets
from luoshu.views.dresses.disguises import PRODUCT, PRODUCT_VALUES, builtin_games, isomorph
from luoshu.views.squares.fit import ON_THE_GRID, grid_misfit
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


SQUARE = oracle.LUO_SHU


CELL = oracle.CELL_NAMES


GRID_LINES = oracle.LINES_AS_NUMBERS


def test_square() -> None:
    data = as_json("explore", "square")
    assert data["square"] == SQUARE
    assert len(data["lines"]) == 8
    assert {frozenset(line["set"]) for line in data["lines"]} == GRID_LINES
    for line in data["lines"]:
        assert line["sum"] == 15
        assert [CELL[n] for n in line["set"]] == line["cells"]
    text = run("explore", "square").output
    assert "diagonal A1-C3  A1 B2 C3   4 + 5 + 6 = 15" in text


def test_triples() -> None:
    data = as_json("explore", "triples")
    assert data["triple_count"] == 84 == len(data["triples"])
    assert data["set_count"] == 8
    for entry in data["triples"]:
        assert entry["sum"] == sum(entry["set"])
        on_grid = frozenset(entry["set"]) in GRID_LINES
        assert (entry["grid_line"] is not None) == on_grid == (entry["sum"] == 15)
    text = run("explore", "triples").output
    assert "That is all 8 lines, and none of the other 76 triples is a line." in text  # not "8 of the 8 lines"
    for language, said in (("zh-CN", "也就是全部 8 条线，而其余 76 个"), ("zh-TW", "也就是全部 8 條線，而其餘 76 個")):
        assert said in run("explore", "triples", "--lang", language).output


@settings(max_examples=40, deadline=None)
@given(st.permutations(range(1, 10)), st.integers(1, 9))
def test_translate_round_trips(order: list[int], length: int) -> None:
    picks: list[int] = []
    for n in order[:length]:
        picks.append(n)
        if any(sum(t) == 15 for t in combinations(picks[(len(picks) - 1) % 2 :: 2], 3)):
            break
    data = as_json("explore", "translate", *map(str, picks))
    assert data == {"picks": picks, "cells": [CELL[n] for n in picks]}
    back = as_json("explore", "translate", "--from", "grid", *(c.lower() for c in data["cells"]))
    assert back == data


def test_translate_text_and_refusals() -> None:
    assert run("explore", "translate", "5", "2", "8", "4").output.splitlines()[1] == "cells:   B2 A3 C1 A1"
    assert run("explore", "translate", "5,2,8,4", "--json").output.strip() == (
        '{"picks": [5, 2, 8, 4], "cells": ["B2", "A3", "C1", "A1"]}'
    )
    for bad, token in [
        (["5", "5"], "'5'"),
        (["5", "0"], "'0'"),
        (["B2", "D7"], "'D7'"),
        (["5", "x"], "'x'"),
        (["2", "1", "6", "3", "7", "4"], "'4'"),
        (["5", "B2"], "'B2'"),
    ]:
        result = run("explore", "translate", *bad)
        assert result.exit_code == 2
        assert token in result.output.splitlines()[-1]
        assert run("explore", "replay", *bad).exit_code == 2


def rotate(rows: list[list[int]]) -> list[list[int]]:
    return [list(row) for row in zip(*rows[::-1], strict=True)]  # clockwise


def test_squares_are_all_the_magic_squares() -> None:
    data = as_json("explore", "squares")
    found = [entry["square"] for entry in data["squares"]]
    magic, _ = oracle.all_permutations_facts()
    assert len(found) == 8
    assert sorted(found) == sorted(magic)
    by_name = {entry["motion"]: entry["square"] for entry in data["squares"]}
    assert by_name["identity"] == SQUARE
    assert by_name["rotation 90"] == rotate(SQUARE)
    assert by_name["rotation 180"] == rotate(rotate(SQUARE))
    assert by_name["rotation 270"] == rotate(rotate(rotate(SQUARE)))
    assert by_name["reflection left-right"] == [row[::-1] for row in SQUARE]
    assert by_name["reflection top-bottom"] == SQUARE[::-1]
    assert by_name["reflection A1-C3"] == [list(col) for col in zip(*SQUARE, strict=True)]
    assert by_name["reflection A3-C1"] == [[SQUARE[2 - j][2 - i] for j in range(3)] for i in range(3)]


def test_the_grid_s_counts_are_the_oracle_s_grid_s() -> None:
    lying = Counter(cell for line in oracle.GRID_LINES for cell in line)
    centre, corner, edge = lying[1, 1], lying[0, 0], lying[0, 1]
    assert (
        f"on the grid the centre lies in {centre} lines, the corners in {corner} and the edges in {edge}" == ON_THE_GRID
    )
    misfit = grid_misfit(Rules(target=14))
    assert misfit is not None
    assert misfit.detail is not None
    sets = winning_sets(Rules(target=14))
    counts = sorted((sum(n in s for s in sets) for n in range(1, 10)), reverse=True)
    assert misfit.detail.startswith(f"its numbers lie in {' '.join(map(str, counts))} of them")


def test_the_product_game_s_numbers_make_its_triples_exactly_the_lines_of_the_luo_shu() -> None:
    # Under the oracle's Luo Shu, the product game's triples are the images of the grid's lines: each number
    # n standing for the value of n, by brute force over every triple of the values.
    assert len(PRODUCT_VALUES) == len(set(PRODUCT_VALUES)) == 9
    triples = {frozenset(t) for t in combinations(PRODUCT_VALUES, 3) if prod(t) == PRODUCT}
    game = builtin_games()["product"]
    assert {frozenset(map(int, win)) for win in game.wins} == triples
    assert isomorph(game).isomorphisms == 8
    lines = {frozenset(oracle.LUO_SHU[r][c] for r, c in line) for line in oracle.GRID_LINES}
    placing = isomorph(game).numbers
    assert placing is not None
    assert {frozenset(placing[str(v)] for v in t) for t in triples} == lines
