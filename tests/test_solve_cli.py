import json
from itertools import combinations

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from test_explore import CELL, grid_value
from test_rules import REACHABLE

from luoshu.cli import cli

OUTCOME = {1: "win", 0: "draw", -1: "loss"}


def legal_prefix(order: list[int], length: int) -> list[int]:
    picks: list[int] = []
    for n in order[:length]:
        picks.append(n)
        if any(sum(t) == 15 for t in combinations(picks[(len(picks) - 1) % 2 :: 2], 3)):
            break
    return picks


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(1, 10)), st.integers(0, 9))
def test_solve_json_against_the_grid(order: list[int], length: int) -> None:
    picks = legal_prefix(order, length)
    result = CliRunner().invoke(cli, ["solve", "--json", *map(str, picks)])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["x"] == sorted(picks[0::2])
    assert data["o"] == sorted(picks[1::2])
    assert data["outcome"] == OUTCOME[grid_value(picks)]
    finished = not data["moves"]
    if finished:
        assert data["over"] is True
        assert data["plies"] == 0
        assert data["best"] == []
        return
    assert data["to_move"] == ("X" if len(picks) % 2 == 0 else "O")
    assert data["winner"] is None
    for number, verdict in data["moves"].items():
        assert verdict["outcome"] == OUTCOME[-grid_value([*picks, int(number)])]
    best = max(
        data["moves"].values(),
        key=lambda v: (
            {"win": 2, "draw": 1, "loss": 0}[v["outcome"]],
            -v["plies"] if v["outcome"] == "win" else v["plies"],
        ),
    )
    assert data["best"] == sorted(int(n) for n, v in data["moves"].items() if v == best)
    # The same position written as cells gives the same JSON.
    cells = CliRunner().invoke(cli, ["solve", "--json", "--from", "grid", *(CELL[n] for n in picks)])
    assert json.loads(cells.output) == data


def test_finished_position_json() -> None:
    data = json.loads(CliRunner().invoke(cli, ["solve", "--json", "2", "1", "6", "3", "7"]).output)
    assert data["winner"] == "X"
    assert data["over"] is True
    assert data["plies"] == 0
    assert data["best"] == []
    assert data["moves"] == {}
    assert data["outcome"] == "loss"


def test_solve_text() -> None:
    out = CliRunner().invoke(cli, ["solve", "5", "1"]).output
    assert "X to move: win in 5 with perfect play." in out
    assert "  9 (A2)  draw" in out
    out = CliRunner().invoke(cli, ["solve", "B2", "C2"]).output
    assert "  A2 (9)  draw" in out
    assert "X has won." in CliRunner().invoke(cli, ["solve", "2", "1", "6", "3", "7"]).output


def test_solve_refuses_illegal_records() -> None:
    for bad, token in [(["5", "5"], "'5'"), (["9", "10"], "'10'"), (["E5"], "'E5'"), (["5", "?"], "'?'")]:
        result = CliRunner().invoke(cli, ["solve", *bad])
        assert result.exit_code == 2
        assert token in result.output
        assert "Traceback" not in result.output


def test_batch_answers_every_line_and_keeps_them_aligned() -> None:
    lines = ["5 1", "", "5,5", "2 1 6 3 7", "A1", "hello", "4, 9,2"]
    result = CliRunner().invoke(cli, ["solve", "--json", "-"], input="\n".join(lines) + "\n")
    assert result.exit_code == 1
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["outcome"] == "win"
    assert out[1]["x"] == []
    assert out[1]["outcome"] == "draw"
    assert out[2] == {"line": 3, "error": "pick 2, '5': 5 is taken"}
    assert out[3]["winner"] == "X"
    assert out[4]["x"] == [4]
    assert out[5]["line"] == 6
    assert out[6]["x"] == [2, 4]
    assert out[6]["o"] == [9]
    assert "line 3: pick 2, '5': 5 is taken" in result.stderr
    assert "line 6:" in result.stderr


def test_batch_of_every_reachable_position() -> None:
    # Any move order reaching a position will do: X's and O's numbers interleaved.
    records = []
    for position in sorted(REACHABLE, key=repr):
        xs, os = sorted(position.x), sorted(position.o)
        picks = [n for pair in zip(xs, [*os, 0], strict=False) for n in pair if n]
        records.append(" ".join(map(str, picks)))
    result = CliRunner().invoke(cli, ["solve", "--json", "-"], input="\n".join(records) + "\n")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    valid = [row for row in rows if "error" not in row]
    # Orders that replay a finished game with a pick after the end are refused; all others are answered.
    assert len(rows) == len(records)
    assert len(valid) > 5000
    for row in valid:
        picks = [n for pair in zip(row["x"], [*row["o"], 0], strict=False) for n in pair if n]
        assert row["outcome"] == OUTCOME[grid_value(picks)]
