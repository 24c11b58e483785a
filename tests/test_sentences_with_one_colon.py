"""A sentence has one colon, in every language: a refused --lang after click's label, a replayed game's step lines and
its picture's first mistake, the end of a study's input before any answer (a second colon read as a list of labels,
"第一个失误：第 2 步，O 取了 1（C2）：这一步…")."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from running import run

LANGUAGES = ["en", "zh-CN", "zh-TW"]


def colons(sentence: str) -> int:
    return sentence.count("：") + len(re.findall(r":(?:\s|$)", sentence))


def sentences_of(text: str) -> list[str]:
    """The sentences of ``text``: split at its full stops, semicolons and lines."""
    return [s for s in re.split(r"[。；;\n]|\.(?:\s|$)", text) if s.strip()]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_language_refused_is_said_in_one_sentence_of_one_colon_after_the_label(language: str) -> None:
    environment = {**os.environ, "LANG": f"{language.replace('-', '_')}.UTF-8" if language != "en" else "C.UTF-8"}
    environment.pop("LANGUAGE", None)
    environment.pop("LC_ALL", None)
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", "play", "--lang", "fr"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    line = done.stderr.strip().splitlines()[-1]
    _label, _colon, said = re.split(r"(：|: )", line, maxsplit=1)  # 错误： / Error:
    assert "fr" in said
    assert "zh-TW" in said
    assert colons(said) == 1, said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_replays_lines_and_its_pictures_first_mistake_have_one_colon(language: str, tmp_path: Path) -> None:
    replayed = run("explore", "replay", "5", "1", "2", "--lang", language, "--svg", str(tmp_path / "r.svg"))
    steps = [line for line in replayed.output.splitlines() if re.match(r"(Ply \d|第 \d 步)", line)]
    assert len(steps) == 3
    assert all(colons(sentences_of(step)[0]) == 1 for step in steps), steps  # and none in a "<- mistake" after
    assert all(colons(sentence) <= 1 for step in steps for sentence in sentences_of(step)), steps
    picture = (tmp_path / "r.svg").read_text()
    mistake = re.search(r">((?:First mistake|第一个失误|第一個失誤)[^<]*)<", picture)
    assert mistake is not None
    assert [colons(sentence) for sentence in sentences_of(mistake.group(1))] == [1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_study_ended_before_its_first_answer_says_so_with_one_colon(language: str, tmp_path: Path) -> None:
    done = run("study", "--lang", language, "--dresses", "numbers", "--trials", "2", "--out", str(tmp_path / "s.csv"))
    ended = done.output.strip().split("\n\n")[-1]  # the end of input, over as many lines as it takes
    joined = (" " if language == "en" else "").join(ended.splitlines()[-2:])
    last = [s for s in sentences_of(joined) if "--participant" in s]
    assert last, joined
    assert all(colons(sentence) <= 1 for sentence in sentences_of(joined)), joined
