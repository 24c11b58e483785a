"""Every word of luoshu's pictures stands inside the picture, in English, Simplified and Traditional Chinese: the
legend under a replay or an explanation, the captions, the notes and legends under the charts (SVG text does
not wrap: luoshu breaks the lines itself), and no two words on one line run into each other.

How wide a text is, is estimated here, independently of luoshu, from the font size: a wide (East Asian) character
takes a full em, as DejaVu Sans's and Noto Sans CJK's do; any other character 0.55 em (DejaVu Sans's letters
average about 0.55 em; a space is narrower); bold a tenth more.
"""

from __future__ import annotations

import itertools
import json
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.svg.chart import learning_curve_svg, value_history_svg
from luoshu.views.dresses.dress import dress_for
from luoshu.words.language import speaking

LANGUAGES = ["en", "zh-CN", "zh-TW"]
SVG = "{http://www.w3.org/2000/svg}"
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def ems(character: str) -> float:
    if unicodedata.combining(character):
        return 0.0
    return 1.0 if unicodedata.east_asian_width(character) in ("W", "F") else 0.55


def spans(picture: str) -> tuple[float, list[tuple[float, float, float, str]]]:
    """The picture's width, and each text's baseline, left and right edge (estimated), and words."""
    root = ET.fromstring(picture)
    found = []
    for text in root.iter(f"{SVG}text"):
        words = "".join(text.itertext())
        if not words:
            continue
        size = float(text.get("font-size") or 16)
        wide = sum(map(ems, words)) * size * (1.1 if text.get("font-weight") == "bold" else 1.0)
        x, anchor = float(text.get("x", "0")), text.get("text-anchor", "start")
        left = {"start": x, "middle": x - wide / 2, "end": x - wide}[anchor]
        found.append((float(text.get("y", "0")), left, left + wide, words))
    return float(root.get("width", "0")), found


def assert_inside(picture: str, name: str) -> None:
    width, texts = spans(picture)
    outside = [
        f"{left:.0f}-{right:.0f} of {width:.0f}: {words}"
        for _, left, right, words in texts
        if left < 0 or right > width
    ]
    assert not outside, f"{name}:\n" + "\n".join(outside)
    # Words on one baseline (a legend, the picks named under a chart) stand apart.
    by_line: dict[float, list[tuple[float, float, str]]] = {}
    for y, left, right, words in texts:
        by_line.setdefault(y, []).append((left, right, words))
    for y, line in by_line.items():
        line.sort()
        for (_, right, before), (left, _, after) in itertools.pairwise(line):
            assert right <= left, f"{name}: at {y}, {before!r} runs into {after!r}"


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Games given as sets, with long English names and with Chinese ones."""
    folder = tmp_path_factory.mktemp("games")
    made = {}
    for key, names in (
        (
            "long",
            [
                "Extraordinarily Long Avenue",
                "Bartholomew Crescent",
                "Cumberland Boulevard",
                "Dunmore High Street",
                "Elmwood Park Terrace",
                "Fairlie Station Approach",
                "Glenby Riverside Walk",
                "Holt Market Square",
                "Inverness Quayside Road",
            ],
        ),
        (
            "chinese",
            [
                "洛书幻方之九宫格子",
                "井字棋游戏",
                "九宫格子里的数",
                "取数凑十五",
                "凑十五啊凑十五",
                "圈叉游戏",
                "游戏规则说明书",
                "棋盘上的格子",
                "胜负和局平局",
            ],
        ),
    ):
        path = folder / f"{key}.json"
        wins = [[names[i] for i in line] for line in LINES]
        path.write_text(json.dumps({"name": f"{names[0]} {names[1]}", "items": names, "wins": wins}))
        made[key] = str(path)
    return made


def drawn(tmp_path: Path, language: str, *args: str, typed: str | None = None) -> str:
    """The picture a command draws with ``--svg``."""
    path = tmp_path / "picture.svg"
    done = CliRunner().invoke(cli, [*args, "--svg", str(path), "--lang", language], input=typed)
    assert done.exit_code == 0, (args, done.output)
    return path.read_text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_of_every_picture_stand_inside_it(language: str, tmp_path: Path, games: dict[str, str]) -> None:
    pictures = {
        "replay": ("explore", "replay", "5", "1", "8", "2", "3"),
        "replay of long names": (
            "explore",
            "replay",
            "--sets",
            games["long"],
            "Bartholomew Crescent",
            "Holt Market Square",
            "Extraordinarily Long Avenue",
        ),
        "replay of Chinese names": (
            "explore",
            "replay",
            "--sets",
            games["chinese"],
            "井字棋游戏",
            "洛书幻方之九宫格子",
            "圈叉游戏",
        ),
        "explanation": ("explain", "5", "1"),
        "explanation of a misère game": ("explain", "--misere", "5", "1"),
        "position": ("solve", "5", "1"),
        "position of Chinese names": ("solve", "--sets", games["chinese"], "井字棋游戏"),
        "grade": ("grade", "random", "--as", "X", "--seed", "3"),
        "learning curve": ("menace", "--games", "40", "--seed", "1"),
    }
    for name, args in pictures.items():
        assert_inside(drawn(tmp_path, language, *args), f"{name} in {language}")
    # The study's chart, of a class's answers in every dress.
    out = tmp_path / "study.csv"
    CliRunner().invoke(cli, ["study", "--trials", "2", "--seed", "1", "--out", str(out)], input="5\n" * 8)
    assert_inside(drawn(tmp_path, language, "study", "--report", str(out)), f"study in {language}")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", [None, "jam", "words", "product"])
def test_a_games_value_chart_names_its_picks_and_its_mistakes_inside_it(language: str, dress: str | None) -> None:
    # Seven mistakes in a game of nine picks (the page's chart of a game): every pick named under its point, in
    # the dress's words, and every mistake in the note.
    with speaking(language.replace("-", "_")):
        worn = dress_for(dress) if dress is not None else None
        chart = value_history_svg([8, 3, 9, 7, 6, 1, 4, 2, 5], dress=worn)
        curve = learning_curve_svg([(10, 2, 3, 5), (20, 6, 3, 1)], "MENACE (X), " + "cmd:python3 player.py " * 3)
    assert_inside(chart, f"value chart of {dress} in {language}")
    assert_inside(curve, f"learning curve in {language}")
    named = [t.text for t in ET.fromstring(chart).iter(f"{SVG}text") if t.get("text-anchor") == "middle"]
    assert len(named) == 9, named
