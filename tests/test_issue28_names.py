"""Issue 28: no identifier left raw in a Chinese sentence meant for a person. A level's and a player's name
(perfect, casual, lesson:2, python:FILE) and a dress's (numbers, grid, jam, words) are said in the language
spoken, in every face that says them: here the terminal's play, match, grade, menace and study, and the page's
introduction and study report; the JSON keeps the identifiers. (The window's thinking status, the grid's line under
its caption and its help set in full Chinese lines are tested with the window, in tests/test_issue28_window.py,
which shares its virtual screen.)

The oracle of each name is the glossary (docs/glossary.md), read here, not luoshu's catalogues."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from running import as_json, run
from starlette.testclient import TestClient
from wcwidth import wcswidth

from luoshu.words import language

ROOT = Path(__file__).resolve().parent.parent
CHINESE = ("zh_CN", "zh_TW")
TAG = {"zh_CN": "zh-CN", "zh_TW": "zh-TW"}
LEVELS = ("perfect", "casual", "random")


def glossary_rows() -> list[list[str]]:
    """The glossary's table rows, as their cells."""
    rows = []
    for line in (ROOT / "docs" / "glossary.md").read_text().splitlines():
        if line.startswith("|") and not line.startswith("| ---"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def level_names(name: str) -> dict[str, str]:
    """The computer's levels as the glossary names them in ``name``'s language."""
    row = next(r for r in glossary_rows() if r[0] == "level: perfect, casual, random")
    return dict(zip(LEVELS, row[1 + CHINESE.index(name)].split("、"), strict=True))


def dress_names(name: str) -> dict[str, str]:
    """The dresses as the glossary names them (a study's ``numbers`` is the ``fifteen`` dress): the name before a
    colon's explanation."""
    found = {}
    for row in glossary_rows():
        if len(row) == 4 and re.fullmatch(r"`\w+`", row[0]):
            found[row[0].strip("`")] = row[2 + CHINESE.index(name)].split("：")[0]
    found["numbers"] = found["fifteen"]
    return found


def lines_of_the_grid(name: str) -> tuple[str, str]:
    """What the glossary calls a row and a column in ``name``'s language: 行 and 列 on the mainland, the other way
    round in Taiwan."""
    row = next(r for r in glossary_rows() if r[0] == "line (row, column, diagonal)")
    kinds = re.search(r"（(.)、(.)、", row[1 + CHINESE.index(name)])
    assert kinds is not None
    return kinds.group(1), kinds.group(2)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    language.speak("en")


def test_the_glossary_gives_every_name_asked_of_it() -> None:
    assert level_names("zh_CN") == {"perfect": "完美", "casual": "轻松", "random": "随机"}
    assert dress_names("zh_TW")["words"] == "詞語遊戲"
    assert lines_of_the_grid("zh_TW") == ("列", "行")


# Levels and players -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", CHINESE)
@pytest.mark.parametrize("level", LEVELS)
def test_the_play_introduction_names_the_level_as_a_person_reads_it(name: str, level: str) -> None:
    said = run("--lang", TAG[name], "play", "--level", level, typed="quit\n").output.splitlines()[0]
    assert f"（{level_names(name)[level]}）" in said
    assert level not in said
    english = run("play", "--level", level, typed="quit\n").output.splitlines()[0]
    assert english == f"Pick Fifteen: X is you, O is the computer ({level}). X moves first."


@pytest.mark.parametrize(("name", "program"), [("zh_CN", "程序"), ("zh_TW", "程式")])
def test_a_lessons_program_and_a_python_file_are_named_in_the_language(name: str, program: str, tmp_path: Path) -> None:
    said = run("--lang", TAG[name], "play", "--opponent", "lesson:2", typed="quit\n").output.splitlines()[0]
    assert "lesson:" not in said
    assert re.search(rf"（第 2 \w+的{program}）", said), said
    bot = tmp_path / "mybot.py"
    bot.write_text("def choose(position):\n    return min(position.free)\n")
    report = run("--lang", TAG[name], "match", f"python:{bot}", "lesson:2", "--games", "2").output
    rows: list[str] = []
    for line in report.splitlines():  # a long line goes on two columns in: read it as the one line it is
        if line.startswith("  ") and rows:
            rows[-1] += " " + line.strip()
        else:
            rows.append(line)
    first, second = rows[:2]
    assert first.startswith(f"{program} {bot}：")  # the file keeps its name
    assert second.startswith("第 2 ")
    assert "lesson" not in second
    assert "python:" not in report


@pytest.mark.parametrize("name", CHINESE)
def test_match_grade_and_menace_name_their_players_for_a_person_and_json_keeps_the_identifiers(name: str) -> None:
    names = level_names(name)
    report = run("--lang", TAG[name], "match", "perfect", "casual", "--games", "4", "--seed", "1").output
    rows = report.splitlines()
    assert rows[0].startswith(names["perfect"] + "：")
    assert rows[1].startswith(names["casual"] + "：")
    assert not re.search(r"\b(perfect|casual)\b", report)
    # Two of one kind are told apart by their place in the sentences; the JSON's names stay as English writes them.
    english = as_json("match", "perfect", "perfect", "--games", "2")
    assert [p["name"] for p in english["players"]] == ["perfect (first)", "perfect (second)"]
    assert as_json("--lang", TAG[name], "match", "perfect", "perfect", "--games", "2") == english
    twins = run("--lang", TAG[name], "match", "perfect", "perfect", "--games", "2").output.splitlines()
    assert all(row.startswith(names["perfect"]) and "perfect" not in row for row in twins[:2])
    graded = run("--lang", TAG[name], "grade", "casual", "--as", "X", "--seed", "1").output
    assert graded.startswith(names["casual"])
    assert not re.search(r"\bcasual\b", graded)
    assert as_json("--lang", TAG[name], "grade", "casual", "--as", "X", "--seed", "1")["name"] == "casual"
    trained = run("--lang", TAG[name], "menace", "--games", "4", "--against", "casual").stdout.splitlines()[0]
    assert names["casual"] in trained
    assert "casual" not in trained


@pytest.mark.parametrize("name", CHINESE)
def test_the_pages_introduction_names_the_level(name: str) -> None:
    with TestClient(_app()) as client:
        made = client.post(
            "/api/games", json={"level": "casual"}, headers={"accept-language": TAG[name].lower()}
        ).json()
        assert made["game"]["computer_level"] == "casual"  # the identifier, in the JSON
        help_text = made["board"]["help"]
        assert f"（{level_names(name)['casual']}）" in help_text
        assert "casual" not in help_text


def _app() -> Any:
    import tempfile

    from luoshu.web.app import make_app

    return make_app(str(Path(tempfile.mkdtemp()) / "games.sqlite3"))


# Dresses ---------------------------------------------------------------------------------------------------------


def study_file(path: Path, name: str) -> None:
    """Four participants' trials of the four dresses, each answered right, written as the study writes them (the
    answers in the dress as it speaks ``name``)."""
    import csv

    from luoshu.session.trials import FIELDS, Record, csv_row, study_plan, trial_session

    rows = []
    with language.speaking(name):
        for participant in range(4):
            for trial in study_plan(participant, ("numbers", "grid", "jam", "words"), 2, seed=1):
                answer = trial.puzzle.answer
                item = trial_session(trial).dress.item(answer)
                record = Record(
                    f"P{participant + 2}ABCD", trial.index, trial.dress, trial.puzzle.id, trial.puzzle.level, item,
                    answer, True, 2.5 + trial.index,
                )  # fmt: skip
                rows.append(csv_row(record))
    with open(path, "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(FIELDS)
        writer.writerows(rows)


@pytest.mark.parametrize("name", CHINESE)
def test_the_study_report_names_its_dresses_and_keeps_its_columns(name: str, tmp_path: Path) -> None:
    path = tmp_path / "study.csv"
    study_file(path, name)
    table = run("--lang", TAG[name], "study", "--report", str(path)).stdout.splitlines()
    header, rows = table[1], table[2:6]
    names = dress_names(name)
    assert sorted(row.split()[0] for row in rows) == sorted(names[d] for d in ("numbers", "grid", "jam", "words"))
    assert not re.search(r"\b(numbers|grid|jam|words)\b", "\n".join(table))
    # The columns line up on a terminal: the errors column ends at the same display column in every line.
    ends = {wcswidth(line[: re.search(r"\S+\s+\S+\s+\S+", line).end()]) for line in [header, *rows]}  # type: ignore[union-attr]
    assert len(ends) == 1, [header, *rows]
    english = tmp_path / "english.csv"
    study_file(english, "en")
    assert run("study", "--report", str(english)).stdout.splitlines()[1] == (
        "dress      trials  errors   median time (95% interval)"
    )
    found = json.loads(run("--lang", TAG[name], "study", "--report", str(path), "--json").stdout)
    assert {d["dress"] for d in found["dress_results"]} == {"numbers", "grid", "jam", "words"}


@pytest.mark.parametrize("name", CHINESE)
def test_the_pages_study_report_is_titled_with_the_dresses_names(name: str) -> None:
    dresses = ["numbers", "grid", "jam", "words"]
    with TestClient(_app()) as client:
        made = client.post("/api/studies", json={"dresses": dresses, "trials": 2}).json()
        path = f"/api/studies/{made['id']}/report"
        english = client.get(path, params={"token": made["token"]}).json()
        assert english["title"] == "A study of numbers, grid, jam, words"
        chinese = client.get(path, params={"token": made["token"]}, headers={"accept-language": TAG[name]}).json()
        names = dress_names(name)
        assert chinese["title"].endswith("、".join(names[d] for d in dresses))
        assert chinese["dresses"] == english["dresses"] == dresses
