"""Issue 28: no identifier left raw in a Chinese sentence meant for a person. A level's and a player's name
(perfect, casual, lesson:2, python:FILE) and a dress's (numbers, grid, jam, words) are said in the language
spoken, in every face that says them: here the terminal's play, match, grade, menace and study, and the page's
introduction and study report; the JSON keeps the identifiers. (The window's thinking status, the grid's line under
its caption and its help set in full Chinese lines are tested with the window, in tests/test_issue28_window.py,
which shares its virtual screen.)

The oracle of each name is the glossary (docs/glossary.md), read here, not luoshu's catalogues."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

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
