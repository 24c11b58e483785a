"""Certificates of games given as sets (``--sets FILE``): the certificate names the game as the file lists it,
items numbered in the file's order, a game that is tic-tac-toe too; ``check --sets FILE`` accepts it with that file
and refuses it with another.

The winning sets, in the file's numbering, are computed here from the file; the certificates are verified by the
test's own checker (tests/test_proof.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from test_proof import own_check

from luoshu.cli import cli

CELLS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
"""Tic-tac-toe's cells, read row by row."""
LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def tictactoe(path: Path, order: list[str]) -> list[list[int]]:
    """Tic-tac-toe as a games file, its items listed in ``order``; its winning sets numbered as the file's items
    (the first 1), each ascending, in ascending order."""
    wins = [[CELLS[k] for k in line] for line in LINES]
    path.write_text(json.dumps({"items": order, "wins": wins}))
    number = {item: n for n, item in enumerate(order, start=1)}
    return sorted(sorted(number[item] for item in win) for win in wins)


def run(*args: str) -> tuple[int, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.output


def test_a_game_that_is_tictactoe_is_proved_as_its_file_lists_it(tmp_path: Path) -> None:
    scrambled = tmp_path / "scrambled.json"
    sets = tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    out = tmp_path / "scrambled.jsonl"
    code, said = run("prove", "--sets", str(scrambled), "--out", str(out), "a", "e")  # X takes a corner, O the middle
    assert code == 0, said
    heads = [json.loads(line) for line in out.read_text().splitlines() if '"rules"' in line]
    assert [head["rules"] for head in heads] == [
        {"numbers": 9, "count": None, "target": None, "misere": False, "sets": sets}
    ] * len(heads)
    assert [(head["x"], head["o"]) for head in heads] == [([3], [1])] * len(heads)  # a is item 3, e item 1
    assert own_check(out.read_text()) == [("X", "not_lose", None), ("O", "not_lose", None)]
    code, said = run("check", "--sets", str(scrambled), str(out))
    assert code == 0, said
    assert said.count(": proves that ") == 2


def test_check_refuses_it_for_another_game_even_another_tictactoe(tmp_path: Path) -> None:
    scrambled, other = tmp_path / "scrambled.json", tmp_path / "other.json"
    tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    assert tictactoe(other, CELLS) != tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    out = tmp_path / "scrambled.jsonl"
    code, said = run("prove", "--sets", str(scrambled), "--out", str(out))
    assert code == 0, said
    code, said = run("check", "--sets", str(other), str(out))
    assert code == 1
    assert said.splitlines() == [
        (
            f"{out}: FAILS at line 1: a certificate for a game of 8 winning sets on the numbers 1-9 whose winning "
            "sets are not those of the game asked for"
        )
    ]
    code, said = run("check", "--order", "3", str(out))  # nor is it a certificate for Pick Fifteen
    assert code == 1
    assert "a certificate for a game of 8 winning sets on the numbers 1-9, not for Pick Fifteen" in said
