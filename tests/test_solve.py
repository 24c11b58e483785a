"""``luoshu solve``: its JSON and text against the oracle, rules options, cells where the game is tic-tac-toe,
refusals, batches of every reachable position, long searches bounded, and the best moves under a label.

Also: solve's JSON on random records (dropped) is kept by test_batch_of_every_reachable_position, which checks
every reachable position's verdicts, best picks and fields, normal and misère.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import oracle
import pytest
from babel.messages.pofile import read_po
from running import LABEL, as_json, listed_after, run

from luoshu.rules import Rules
from luoshu.search.solver import forget

OUTCOME = {1: "win", 0: "draw", -1: "loss"}


def test_finished_position_json() -> None:
    data = as_json("solve", "2", "1", "6", "3", "7")
    assert data["winner"] == "X"
    assert data["over"] is True
    assert data["best"] == []
    assert data["moves"] == []
    assert data["verdict"] == {"outcome": "loss", "plies": 0}
    assert data["reason"] is None
    misere = as_json("solve", "2", "1", "6", "3", "7", "--misere")
    assert misere["winner"] == "O"
    assert misere["verdict"] == {"outcome": "win", "plies": 0}


def test_solve_text() -> None:
    out = run("solve", "5", "1").output
    assert "X to move: win in 5 with perfect play." in out
    assert "  9 (A2)  draw" in out
    assert "  A2 (9)  draw" in run("solve", "B2", "C2").output
    assert "X wins with 2 + 6 + 7 = 15." in run("solve", "2", "1", "6", "3", "7").output
    order4 = run("solve", "--order", "4", "1").output
    assert order4.startswith("The order-4 game (4 of 1-16 summing to 34):")
    assert "O to move: loss in 8 with perfect play." in order4
    assert "A1" not in order4  # no grid for a game that is not tic-tac-toe


def test_solve_the_order_4_game_from_the_empty_board(order_four: Callable[[bool], oracle.OrderFour]) -> None:
    data = as_json("solve", "--order", "4")
    assert data["rules"] == {"numbers": 16, "count": 4, "target": 34, "misere": False}
    assert (data["verdict"]["outcome"], data["verdict"]["plies"]) == order_four(False).value
    assert data["best"] == list(range(1, 17))
    assert [move["pick"] for move in data["moves"]] == list(range(1, 17))
    assert all(move["verdict"] == {"outcome": "win", "plies": 9} for move in data["moves"])
    assert all(move["cell"] is None for move in data["moves"])


def test_rules_options() -> None:
    assert as_json("solve", "--target", "14")["rules"]["target"] == 14
    assert as_json("solve", "--numbers", "7")["rules"] == {"numbers": 7, "count": 3, "target": 12, "misere": False}
    assert as_json("solve", "--numbers", "7", "--count", "2")["rules"]["target"] == 8
    refused = {
        ("--numbers", "10"): "--target is needed: 3 x (10 + 1) / 2 is not whole",
        ("--count", "10"): "cannot hold 10 different numbers of 1-9",
        ("--target", "40"): "out of reach",
        ("--order", "4", "--target", "30"): "--order sets the numbers, count and target: drop --target",
        ("--numbers", "99"): "99 is not from 1 to 25",
        ("--order", "9" * 5000): "is not a whole number from 1 to 5",
        ("--from", "grid", "--order", "4", "A1"): "cells A1-C3 name the numbers 1-9",
    }
    for args, reason in refused.items():
        result = run("solve", *args)
        assert result.exit_code == 2, args
        assert reason in result.output, (args, result.output)
        assert len(result.output.splitlines()[-1]) < 160


@pytest.mark.parametrize("rules", [["--order", "4"], ["--target", "14"]], ids=["order 4", "target 14"])
def test_cells_are_refused_wherever_the_game_is_not_tic_tac_toe(rules: list[str]) -> None:
    # The reason differs (no 9 numbers; 9 numbers whose winning sets are not the grid's lines), the answer not.
    for command in (
        ["solve", "--from", "grid", "B2"],
        ["explain", "B2"],
        ["explain", "5", "--pick", "B1"],
        ["explore", "replay", "B2"],
    ):
        result = run(*command, *rules)
        assert result.exit_code == 2, (command, result.output)
        assert "cells A1-C3" in result.output.splitlines()[-1]
    batch = run("solve", "--json", "-", *rules, typed="B2\n5\n")
    assert batch.exit_code == 1
    refused, answered = (json.loads(line) for line in batch.stdout.splitlines())
    assert refused["input_line"] == 1
    assert "cells A1-C3" in refused["error"]
    assert answered["x"] == [5]


def test_cells_name_the_luo_shu_in_misere_tic_tac_toe() -> None:
    # Misère Pick Fifteen has the grid's lines for its sets: cells name numbers, read off the square itself.
    rows = [[4, 9, 2], [3, 5, 7], [8, 1, 6]]
    square = {
        f"{row}{column}": n for row, ns in zip("ABC", rows, strict=True) for column, n in zip("123", ns, strict=True)
    }
    data = as_json("solve", "--misere", "B2", "A1")
    assert (data["x"], data["o"]) == ([square["B2"]], [square["A1"]])


def test_solve_refuses_illegal_records() -> None:
    giant = "5" * 5000
    for bad, token in [
        (["5", "5"], "'5'"),
        (["9", "10"], "'10'"),
        (["E5"], "'E5'"),
        (["5", "?"], "'?'"),
        ([giant], "'5555"),
    ]:
        result = run("solve", *bad)
        assert result.exit_code == 2
        assert token in result.output
        assert len(result.output.splitlines()[-1]) < 120


def test_batch_answers_every_line_and_keeps_them_aligned() -> None:
    lines = ["\ufeff5 1", "", "5,5", "2 1 6 3 7", "A1", "hello", "4, 9,2", "5 " + "7" * 5000, "8"]
    result = run("solve", "--json", "-", typed="\n".join(lines) + "\n")
    assert result.exit_code == 1
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["verdict"]["outcome"] == "win"  # a byte-order mark before the first line is fine
    assert out[1]["x"] == []
    assert out[1]["verdict"]["outcome"] == "draw"
    assert out[2] == {"input_line": 3, "error": "pick 2, '5': 5 is taken"}
    assert out[3]["winner"] == "X"
    assert out[4]["x"] == [4]
    assert out[5]["input_line"] == 6
    assert out[6]["x"] == [2, 4]
    assert out[6]["o"] == [9]
    assert out[7] == {"input_line": 8, "error": "pick 2: '7777777777777777...' is not a number 1-9"}
    assert out[8]["x"] == [8]  # a giant token does not stop the batch
    assert "line 3: pick 2, '5': 5 is taken" in result.stderr
    assert "line 6:" in result.stderr


@pytest.mark.parametrize("misere", [False, True], ids=["normal", "misere"])
def test_batch_of_every_reachable_position(misere: bool) -> None:
    """Every reachable position in one batch: its verdict, every free pick's, the best picks and a finished
    position's fields, against the oracle's plain minimax over the winning sets; one record also written as cells
    (the grid's own minimax, tests/oracle.py)."""
    game = oracle.Game(9, 3, 15, misere)
    records = [" ".join(map(str, oracle.a_record(x, o))) for x, o in sorted(game.reachable(), key=repr)]
    rule = ["--misere"] if misere else []
    result = run("solve", "--json", *rule, "-", typed="\n".join(records) + "\n")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    valid = [row for row in rows if "error" not in row]
    # Orders that replay a finished game with a pick after the end are refused; all others are answered.
    assert len(rows) == len(records)
    assert len(valid) > 5000
    for row in valid:
        x, o = frozenset(row["x"]), frozenset(row["o"])
        assert row["rules"] == {"numbers": 9, "count": 3, "target": 15, "misere": misere}
        assert (row["verdict"]["outcome"], row["verdict"]["plies"]) == game.verdict(x, o)
        if game.finished(x, o) is not None:
            assert row["over"] is True
            assert row["verdict"]["plies"] == 0
            assert row["moves"] == row["best"] == []
            continue
        assert row["to_move"] == ("X" if len(x) == len(o) else "O")
        assert row["winner"] is None
        assert [move["pick"] for move in row["moves"]] == sorted(game.free(x, o))
        picks = game.pick_verdicts(x, o)
        for move in row["moves"]:
            assert move["cell"] == oracle.CELL_NAMES[move["pick"]]
            assert (move["verdict"]["outcome"], move["verdict"]["plies"]) == picks[move["pick"]]
        assert row["best"] == game.best_picks(x, o)
    # A record written as cells gives the same JSON, and the grid's minimax the same value.
    record = [5, 1, 4]
    data = as_json("solve", *map(str, record), *rule)
    assert as_json("solve", "--from", "grid", *(oracle.CELL_NAMES[n] for n in record), *rule) == data
    value, plies = oracle.grid_value(record, misere)
    assert data["verdict"] == {"outcome": OUTCOME[value], "plies": plies}


def test_a_long_search_says_so_on_standard_error_and_stops_at_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    # Away from a terminal (a pipe, as here), a search that turns long says so on standard error, where it does
    # not spoil the JSON, and stops at --budget with the answer every command gives. (The commands run in this
    # process: a search another test made is forgotten first, so that this one starts cold, as a command does.)
    forget(Rules.order(5))
    # A long search, sooner: a search that keeps 4,096 positions is long, and counts them in rounds of as many,
    # so that a budget of 5,000 positions (a fifth of a second) is spent after one round is said.
    monkeypatch.setattr("luoshu.cli.terminal.LONG_SEARCH", 1 << 12)
    monkeypatch.setattr("luoshu.search.engine.Search.PROGRESS_EVERY", 1 << 12)
    result = run("solve", "--order", "5", "--json", "--budget", "5000")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["verdict"] is None
    assert data["moves"] == []
    assert data["reason"] == "not solved within the budget of 5,000 positions"
    assert "luoshu: analysing every pick: 4,096 positions so far..." in result.stderr
    forget(Rules.order(5))
    text = run("solve", "--order", "5", "--budget", "5000").stdout
    assert text.rstrip().endswith("X to move: not solved within the budget of 5,000 positions.")
    # Explaining a big game is bounded the same way.
    forget(Rules.order(5))
    why = run("explain", "--order", "5", "--json", "--budget", "1000")
    assert json.loads(why.stdout)["reason"] == "not solved within the budget of 1,000 positions"
    # A small game's search is short: nothing on standard error.
    assert run("solve", "--json", "5").stderr == ""


FIFTEEN = oracle.Game(9, 3, 15)


LOCALE = Path(__file__).resolve().parent.parent / "luoshu" / "words" / "locale"


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("moves", [(5, 1), (), (1, 5), (2, 4)])
def test_solve_lists_the_best_moves_under_a_label_for_a_list(language: str, moves: tuple[int, ...]) -> None:
    x, o = frozenset(moves[0::2]), frozenset(moves[1::2])
    best = FIFTEEN.best_picks(x, o)
    assert len(best) >= 2  # a list, not one move
    solved = run("solve", *map(str, moves), "--lang", language)
    assert solved.exit_code == 0, solved.output
    assert listed_after(solved.output, LABEL[language], language) == best
    assert "最好的一步：" not in solved.output


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_message_puts_a_list_of_moves_under_a_singular_label(language: str) -> None:
    """A message that labels a list of moves ("Best: {moves}") says the label as a list's, in both scripts."""
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
    singular = [
        message.id
        for message in catalogue
        if isinstance(message.id, str)
        and re.search(r"Best: \{(moves|best|picks)\}", message.id)
        and re.search(r"最好的一步：|最好的一步:", str(message.string))
    ]
    assert singular == []
