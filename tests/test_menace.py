"""MENACE: its 304 boxes, learning to lose less, its boxes kept between runs and nothing else overwritten, nothing
learned from an opponent that fails; the learning curve a tally and the beads counted as the table counts them.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import oracle
import pytest
from running import run

FIFTEEN = oracle.Game(9, 3, 15)


@pytest.fixture(scope="module")
def trained(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Path]:
    """MENACE trained over 3,000 games once for the module: what it says (JSON), and its boxes."""
    boxes = tmp_path_factory.mktemp("menace") / "boxes.json"
    result = run("menace", "--games", "3000", "--seed", "1", "--boxes", str(boxes), "--json")
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found, boxes


def test_menace_has_304_boxes_and_loses_less_as_it_learns(trained: tuple[dict[str, Any], Path]) -> None:
    motions = oracle.grid_motions()
    classes = set()
    for x, o in FIFTEEN.reachable():
        if FIFTEEN.finished(x, o) is None and len(x) == len(o) and len(FIFTEEN.free(x, o)) > 1:
            classes.add(min((tuple(sorted(m[n] for n in x)), tuple(sorted(m[n] for n in o))) for m in motions))
    found = trained[0]
    assert found["box_count"] == len(classes) == 304
    losses = [block["loss_count"] / block["game_count"] for block in _blocks(found["curve"])]
    assert sum(losses[:3]) / 3 > sum(losses[-3:]) / 3 + 0.05


def _blocks(curve: list[dict[str, int]]) -> list[dict[str, int]]:
    """Each block's own games (the curve counts the games played by the end of each)."""
    before = 0
    blocks = []
    for block in curve:
        blocks.append({**block, "game_count": block["game_count"] - before})
        before = block["game_count"]
    return blocks


def test_menaces_boxes_are_kept_between_runs_and_nothing_else_is_overwritten(tmp_path: Path) -> None:
    boxes = tmp_path / "boxes.json"
    assert run("menace", "--games", "50", "--seed", "2", "--boxes", str(boxes)).exit_code == 0
    first = json.loads(boxes.read_text())
    assert run("menace", "--games", "50", "--seed", "3", "--boxes", str(boxes)).exit_code == 0
    assert json.loads(boxes.read_text()) != first  # read, trained further, written back
    notes = tmp_path / "notes.json"
    notes.write_text('{"my": "notes"}')
    result = run("menace", "--games", "5", "--boxes", str(notes))
    assert result.exit_code == 2
    assert "not MENACE's boxes" in result.output
    assert notes.read_text() == '{"my": "notes"}'


def test_menace_learns_nothing_from_an_opponent_that_fails_and_keeps_its_game(tmp_path: Path) -> None:
    crash = tmp_path / "crash.py"
    crash.write_text("import sys; sys.exit(1)\n")
    found = json.loads(run("menace", "--games", "5", "--against", f"cmd:{sys.executable} {crash}", "--json").stdout)
    assert sum(block["win_count"] for block in found["curve"]) == 0
    assert found["failures"]
    boxes = tmp_path / "boxes.json"
    assert run("menace", "--games", "5", "--boxes", str(boxes)).exit_code == 0
    other = run("menace", "--games", "5", "--boxes", str(boxes), "--misere")
    assert other.exit_code == 2
    assert "not for" in other.output


HEADS = {
    "en": ["games", "won", "drawn", "lost"],
    "zh-CN": ["局数", "胜", "平", "负"],
    "zh-TW": ["局數", "勝", "平", "負"],
}


COUNT = r"(\d{1,3}(?:,\d{3})*)"  # a count, its thousands separated (a list's comma may follow it)


BEAD = {"en": rf"(\d) has {COUNT}", "zh-CN": rf"(\d) 有 ?{COUNT} 颗", "zh-TW": rf"(\d) 有 ?{COUNT} 顆"}


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_the_curve_is_a_tally_and_the_beads_are_counted_as_the_table_counts(
    tmp_path: Path, language: str, trained: tuple[dict[str, Any], Path]
) -> None:
    # In English, 1,500 games from nothing (the table's counts past a thousand); in Chinese, 100 more games of the
    # boxes trained once for the module (a count of beads past a thousand, in the language's own sentence).
    boxes = tmp_path / "boxes.json"
    games = "1500" if language == "en" else "100"
    if language != "en":
        shutil.copy(trained[1], boxes)
    trained_here = run("menace", "--games", games, "--seed", "2", "--boxes", str(boxes), "--lang", language)
    assert trained_here.exit_code == 0, trained_here.output
    lines = trained_here.stdout.splitlines()
    heads = next(line for line in lines if line.split()[:1] == HEADS[language][:1])
    assert heads.split() == HEADS[language]
    rows = [line.split() for line in lines if re.fullmatch(r"\s*[\d,]+(\s+[\d,]+){3}", line)]
    assert rows[-1][0] == f"{int(games):,}"
    assert len(rows) == 20
    wrapped = lines[lines.index(heads) + 1 + len(rows) :]  # the first box, over as many lines as it takes
    said = (" " if language == "en" else "").join(wrapped)
    beads = {int(pick): count for pick, count in re.findall(BEAD[language], said)}
    first = next(box for box in json.loads(boxes.read_text())["boxes"] if box["x"] == [] and box["o"] == [])
    assert beads == {bead["pick"]: f"{bead['bead_count']:,}" for bead in first["beads"]}
    assert any(bead["bead_count"] >= 1000 for bead in first["beads"])  # a count that takes a separator
