"""Stopping a study in the terminal: the words that stop a game (q, quit, exit, 退出, 離開, full-width letters) stop
a study too, keeping and reporting what was answered as the end of input does, and its first screen says how."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

import oracle
import pytest
from running import run

from luoshu.teach.study import study_plan

FIFTEEN = oracle.Game(9, 3, 15)


def best(x: Sequence[int], o: Sequence[int]) -> int:
    """A best pick of the puzzle's position, by the oracle."""
    return min(FIFTEEN.best_picks(frozenset(x), frozenset(o)))


def answered_rows(out: Path) -> list[list[str]]:
    with open(out, newline="", encoding="utf-8") as file:
        return list(csv.reader(file))[1:]


@pytest.mark.parametrize("word", ["q", "quit", "QUIT", "exit", "退出", "離開", "Ｑ", " q "])
def test_a_quit_word_stops_the_study_and_reports_the_answers_so_far(tmp_path: Path, word: str) -> None:
    plan = study_plan(0, ("numbers",), 3, seed=4)
    first = best(plan[0].puzzle.x, plan[0].puzzle.o)
    out = tmp_path / "study.csv"
    done = run(
        "study", "--dresses", "numbers", "--trials", "3", "--seed", "4", "--out", str(out), typed=f"{first}\n{word}\n"
    )
    assert done.exit_code == 0, done.output
    code = done.output.split("Participant ")[1].split()[0]
    said = " ".join(done.output.split())
    assert "is not a number" not in said  # not refused as an answer
    assert f"Stopped; go on later with --participant {code}." in said
    assert "Puzzle 2 of 3" in said  # stopped at the second, not asked again
    assert "Puzzle 3 of 3" not in said
    rows = answered_rows(out)
    assert [(row[0], row[1]) for row in rows] == [(code, "1")]  # the first answer kept, nothing for the second
    report = done.output.rpartition(f"--participant {code}.")[2]  # what follows the stop: the report, as at an end
    assert "1 participant" in report
    assert "numbers         1       0" in report


@pytest.mark.parametrize("dress", ["grid", "jam", "words"])
def test_q_stops_a_study_in_every_dress_before_the_first_answer(tmp_path: Path, dress: str) -> None:
    out = tmp_path / "study.csv"
    done = run("study", "--dresses", dress, "--trials", "2", "--out", str(out), typed="q\n")
    assert done.exit_code == 0, done.output
    said = " ".join(done.output.split())
    assert "Stopped, before the first answer: nothing was recorded" in said
    assert not out.exists()  # nothing recorded, no file left


@pytest.mark.parametrize(
    ("language", "word", "told"),
    [
        ("en", "q", "To stop, type q or quit (or press Ctrl-D)"),
        ("zh-CN", "退出", "输入 q 或“退出”"),
        ("zh-TW", "離開", "輸入 q 或「離開」"),
    ],
)
def test_the_first_screen_says_how_to_stop_in_each_language(
    tmp_path: Path, language: str, word: str, told: str
) -> None:
    out = tmp_path / "study.csv"
    done = run(
        "study", "--lang", language, "--dresses", "numbers", "--trials", "2", "--out", str(out), typed=f"{word}\n"
    )
    assert done.exit_code == 0, done.output
    first_screen = "".join(done.output.split("\n\n")[0].split())  # before the first puzzle, spaces aside
    assert "".join(told.split()) in first_screen
    assert not out.exists()
