"""Bigger games through prove and check (issue 30): Qubic's 64 cells and 76 lines, k in a row on 5x5, the order-6
game stated and its budgeted proof stopping cleanly. Certificates are verified by tests/test_proof.py's own checker
(written from the format, sharing no code with luoshu's); the lines by brute force over every set of cells."""

from __future__ import annotations

import importlib.util
import json
from itertools import combinations, product
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from test_proof import own_check

from luoshu.cli import cli

EXAMPLE = Path(__file__).parent.parent / "examples" / "qubic.py"


def example_game(*args: int) -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("qubic_example", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    game: dict[str, Any] = module.game(*args)
    return game


def brute_lines(size: int, dimensions: int, row: int) -> set[frozenset[tuple[int, ...]]]:
    """Every ``row`` cells of the board that lie evenly spaced on a straight line with unit steps: each set of
    cells tried, sorted, and its steps compared."""
    cells = list(product(range(size), repeat=dimensions))
    found = set()
    for chosen in combinations(cells, row):  # combinations keep the lexicographic order: a line comes sorted
        step = tuple(b - a for a, b in zip(chosen[0], chosen[1], strict=True))
        if any(abs(s) > 1 for s in step):
            continue
        if all(tuple(b - a for a, b in zip(chosen[i], chosen[i + 1], strict=True)) == step for i in range(1, row - 1)):
            found.add(frozenset(chosen))
    return found


def named_lines(game: dict[str, Any], size: int, dimensions: int) -> set[frozenset[tuple[int, ...]]]:
    """The example's lines as sets of coordinates, read back from the cells' names through the items' order."""
    place = dict(zip(game["items"], product(range(size), repeat=dimensions), strict=True))
    return {frozenset(place[item] for item in win) for win in game["wins"]}


def test_qubic_has_76_lines_as_a_brute_force_finds_them() -> None:
    game = example_game()
    assert len(game["items"]) == 64
    assert (6**3 - 4**3) // 2 == 76  # the count of full lines on an n^d board, ((n + 2)^d - n^d) / 2
    assert named_lines(game, 4, 3) == brute_lines(4, 3, 4)
    assert len(game["wins"]) == 76


def test_five_by_five_boards_as_a_brute_force_finds_them() -> None:
    five = example_game(5, 2)
    assert named_lines(five, 5, 2) == brute_lines(5, 2, 5)
    assert len(five["wins"]) == (7**2 - 5**2) // 2
    four = example_game(5, 2, 4)
    assert named_lines(four, 5, 2) == brute_lines(5, 2, 4)
    assert len(four["wins"]) == 28  # 5 x 2 a row and a column, 2 x 2 x 2 diagonals each way, 4 x 2 + 2 x 2 more


def run(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(cli, list(args))
    return done.exit_code, done.output


def qubic_file(tmp_path: Path) -> Path:
    path = tmp_path / "qubic.json"
    path.write_text(json.dumps(example_game()))
    return path


def test_a_nearly_finished_qubic_is_proved_and_its_certificate_holds(tmp_path: Path) -> None:
    sets, out = qubic_file(tmp_path), tmp_path / "qubic.jsonl"
    # X holds two of the bottom front row and two of the bottom left column, 1a1 free: a pick that makes two
    # threats at once.
    moves = ["1a2", "4d4", "1a3", "2c3", "1b1", "3a2", "1c1", "4b1"]
    code, said = run("prove", "--sets", str(sets), "--fastest", "--out", str(out), *moves)
    assert code == 0, said
    assert "a game of 76 winning sets on the numbers 1-64" in said
    assert own_check(out.read_text()) == [("X", "win", 3)]
    header = json.loads(out.read_text().splitlines()[0])
    assert len(header["rules"]["sets"]) == 76
    code, said = run("check", "--sets", str(sets), str(out))
    assert code == 0, said
    assert "proves that X wins" in said


def test_the_commands_that_solve_refuse_qubic_in_one_line(tmp_path: Path) -> None:
    sets = qubic_file(tmp_path)
    for command in ("solve", "explain"):
        code, said = run(command, "--sets", str(sets))
        assert code == 2
        lines = said.strip().splitlines()
        assert len(lines) == 1, said
        assert "64 items is too big to play or solve: the solver takes up to 25" in lines[0]


def test_the_order_six_game_is_stated_and_an_opening_with_a_quick_win_proved(tmp_path: Path) -> None:
    out = tmp_path / "six.jsonl"
    # X holds 1, 2, 35 and 36: with 3 (threatening 34) and then 4, three sets lack one number each.
    code, said = run(
        "prove",
        "--order",
        "6",
        "--fastest",
        "--workers",
        "1",
        "--out",
        str(out),
        *["1", "10", "2", "11", "35", "12", "36", "14"],
    )
    assert code == 0, said
    assert "the order-6 game (6 of 1-36 summing to 111)" in said
    assert own_check(out.read_text()) == [("X", "win", 5)]


def test_a_budgeted_order_six_proof_stops_cleanly_and_keeps_a_checkpoint(tmp_path: Path) -> None:
    out = tmp_path / "six.jsonl"
    code, said = run("prove", "--order", "6", "--workers", "1", "--seconds", "1", "--out", str(out))
    assert code == 1
    last = said.strip().splitlines()[-1]
    assert last.startswith("luoshu: not proved within the budget of 1 second")
    assert "run the same command to resume" in last
    assert not out.exists()
    kept = json.loads(Path(str(out) + ".checkpoint").read_text())
    assert kept["checkpoint"] == 1
    assert kept["rules"] == {"numbers": 36, "count": 6, "target": 111, "misere": False}


def test_order_seven_is_refused_in_one_line() -> None:
    code, said = run("prove", "--order", "7")
    assert code == 2
    assert "7 is not from 1 to 6" in said


def test_a_budget_spent_on_workers_stops_in_one_line() -> None:
    # A worker's SearchBudgetError comes back through pickle: it broke the process pool ("internal error").
    code, said = run("prove", "--order", "5", "--workers", "2", "--budget", "1000")
    assert code == 1, said
    last = said.strip().splitlines()[-1]
    assert last.startswith("luoshu: not proved within the budget of 1,000 nodes"), said
