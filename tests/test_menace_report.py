"""What ``luoshu menace`` prints, in every language: its learning curve's heads as a tally says them (胜、平、负 in
Chinese, not the verdict's 平局), and the beads of its first box with their thousands separated as the table's counts
are, each count checked against the boxes it writes (``--boxes``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from running import run

HEADS = {
    "en": ["games", "won", "drawn", "lost"],
    "zh-CN": ["局数", "胜", "平", "负"],
    "zh-TW": ["局數", "勝", "平", "負"],
}
COUNT = r"(\d{1,3}(?:,\d{3})*)"  # a count, its thousands separated (a list's comma may follow it)
# (a Chinese line may break between 有 and the count, the space going with the break)
BEAD = {"en": rf"(\d) has {COUNT}", "zh-CN": rf"(\d) 有 ?{COUNT} 颗", "zh-TW": rf"(\d) 有 ?{COUNT} 顆"}


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_the_curve_is_a_tally_and_the_beads_are_counted_as_the_table_counts(tmp_path: Path, language: str) -> None:
    boxes = tmp_path / "boxes.json"
    trained = run("menace", "--games", "1500", "--seed", "2", "--boxes", str(boxes), "--lang", language)
    assert trained.exit_code == 0, trained.output
    lines = trained.stdout.splitlines()
    heads = next(line for line in lines if line.split()[:1] == HEADS[language][:1])
    assert heads.split() == HEADS[language]
    rows = [line.split() for line in lines if re.fullmatch(r"\s*[\d,]+(\s+[\d,]+){3}", line)]
    assert rows[-1][0] == "1,500"
    assert len(rows) == 20
    wrapped = lines[lines.index(heads) + 1 + len(rows) :]  # the first box, over as many lines as it takes
    said = (" " if language == "en" else "").join(wrapped)
    beads = {int(pick): count for pick, count in re.findall(BEAD[language], said)}
    first = next(box for box in json.loads(boxes.read_text())["boxes"] if box["x"] == [] and box["o"] == [])
    assert beads == {bead["pick"]: f"{bead['bead_count']:,}" for bead in first["beads"]}
    assert any(bead["bead_count"] >= 1000 for bead in first["beads"])  # a count that takes a separator
