import random

import pytest

from luoshu.controller import Controller
from luoshu.grid import CELLS, number_at
from luoshu.solver import Outcome


def test_a_cell_and_its_number_are_the_same_move() -> None:
    by_cell, by_number = Controller(seed=1), Controller(seed=1)
    assert by_cell.pick_cell("A3")
    assert by_number.pick(2)
    assert by_cell.game.picks == by_number.game.picks == [2]
    assert by_cell.mark(2) == "X"
    assert by_cell.reply() == by_number.reply()


def test_only_free_numbers_on_the_persons_turn() -> None:
    table = Controller(seed=2)
    assert table.pick(5)
    assert not table.pick(4)  # the computer's turn
    table.reply()
    assert not table.pick(5)
    assert not table.pick_cell("B2")
    assert not table.pick(0)
    assert not table.pick(10)
    assert table.reply() is None  # not the computer's turn


def test_the_computer_moves_first_when_asked() -> None:
    table = Controller(first="computer", seed=3)
    assert table.computer_to_move
    assert not table.pick(5)
    number = table.reply()
    assert number is not None
    assert table.mark(number) == "X"
    assert table.human_to_move
    assert table.status == "Your turn (O): pick a number or a cell."


def test_undo_takes_back_the_move_and_the_reply() -> None:
    table = Controller(seed=4)
    assert table.undo() == []
    table.pick(5)
    reply = table.reply()
    assert table.undo() == [5, reply]
    assert table.game.picks == []
    computer_first = Controller(first="computer", seed=4)
    computer_first.reply()
    assert computer_first.undo() == []  # the computer's opening is not the person's to take back


def test_hints_colour_every_free_move() -> None:
    table = Controller(seed=5)
    table.pick(5)
    table.reply()
    hints = table.show_hints()
    assert sorted(hints) == sorted(table.game.position.free)
    assert all(v.outcome in (Outcome.DRAW, Outcome.LOSS) for v in hints.values())
    assert table.pick(next(n for n, v in hints.items() if v.outcome is Outcome.DRAW))
    assert table.hints == {}  # a move clears them


def test_the_end_of_a_game() -> None:
    table = Controller(level="random", seed=6)
    rng = random.Random(6)
    while not table.over:
        if table.computer_to_move:
            table.reply()
        else:
            assert table.pick(rng.choice(sorted(table.game.position.free)))
    triple = table.winning_numbers
    if triple:
        assert sum(triple) == 15
        assert f"{triple[0]} + {triple[1]} + {triple[2]} = 15" in table.status
    else:
        assert table.status.startswith("Draw")
    assert not table.pick(min(table.game.position.free, default=1))
    assert table.show_hints() == {}


def test_new_game_and_level() -> None:
    table = Controller(seed=7)
    table.pick(5)
    table.set_level("random")
    assert table.game.level == "random"
    table.new_game(first="computer", level="casual")
    assert table.game.picks == []
    assert table.game.x == "computer"
    assert table.game.level == "casual"


@pytest.mark.parametrize("first", ["human", "computer"])
def test_perfect_never_loses_to_any_line_of_clicks(first: str) -> None:
    lines = 0
    stack: list[list[str]] = [[]]
    while stack:
        clicks = stack.pop()
        table = Controller(first=first, seed=8)  # type: ignore[arg-type]
        table.reply()
        for cell in clicks:
            assert table.pick_cell(cell)
            table.reply()
        if table.over:
            lines += 1
            assert table.game.position.winner in (None, "X" if first == "computer" else "O")
            continue
        stack.extend([*clicks, c] for c in CELLS if number_at(c) in table.game.position.free)
    assert lines > 20
