"""A lesson's program is named one way in each Chinese script, as the glossary names the player ``lesson:2``: 第 2 课的
程序 / 第 2 課的程式, or 第 N 课的程序 where no lesson is meant; never 课程的程序 or 课程里的玩家 beside it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from running import run

LOCALE = Path(__file__).resolve().parent.parent / "luoshu" / "words" / "locale"
OTHER_WAYS = {"zh_CN": r"课程(?:的|里的?)(?:程序|玩家|搜索)", "zh_TW": r"課程(?:的|裡的?)(?:程式|玩家|搜尋)"}
ONE_WAY = {"zh_CN": "第 N 课的程序", "zh_TW": "第 N 課的程式"}


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_message_names_a_lessons_program_another_way(language: str) -> None:
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
    other = [m.id for m in catalogue if m.id and re.search(OTHER_WAYS[language], str(m.string))]
    assert other == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
@pytest.mark.parametrize("command", ["grade", "match"])
def test_grade_and_match_help_name_the_lessons_programs_as_lesson_n_does(language: str, command: str) -> None:
    helped = run(command, "--help", "--lang", language.replace("_", "-"))
    said = "".join(helped.output.split())
    assert ONE_WAY[language].replace(" ", "") in said
    assert not re.search(OTHER_WAYS[language], said)
    refused = run(
        command, "lesson:9", *(["perfect"] if command == "match" else []), "--lang", language.replace("_", "-")
    )
    assert refused.exit_code == 2
    assert ONE_WAY[language].replace(" ", "") in "".join(refused.output.split())
