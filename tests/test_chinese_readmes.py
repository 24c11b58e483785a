"""The Chinese READMEs speak as the program does: the glossary's one word for each idea (docs/glossary.md, "One word
for each idea": a draw is 平局 / 平手, never 和棋 or 和局), a lesson's plain minimax named as ``explore search`` names
it, and a search's score 分数 / 分數 (评分 is a grade)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from test_chinese_terms import TABLES, words_of

ROOT = Path(__file__).resolve().parent.parent
READMES = {"zh_CN": ROOT / "README.zh-CN.md", "zh_TW": ROOT / "README.zh-TW.md"}
MINIMAX = {"zh_CN": "极小化极大", "zh_TW": "極小化極大"}


def translation(language: str, msgid: str) -> str:
    with open(ROOT / "luoshu" / "words" / "locale" / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
    found = catalogue.get(msgid)
    assert found is not None
    assert isinstance(found.string, str)
    return found.string


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_readme_says_no_idea_a_way_the_glossary_rules_out(language: str) -> None:
    text = READMES[language].read_text()
    says = sorted({w for row in TABLES[language] for w in words_of(row["luoshu says"])}, key=len, reverse=True)
    for word in says:
        text = text.replace(word, "\0")
    wrong = [
        (row["idea"], word)
        for row in TABLES[language]
        if not row["only in"]  # a rule for some messages only is no rule for the README
        for word in words_of(row["never"])
        if word in text
    ]
    assert wrong == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_lessons_plain_minimax_is_named_as_the_program_names_it(language: str) -> None:
    plain = translation(language, "plain minimax")  # 朴素极小化极大 / 單純極小化極大
    adjective = plain.removesuffix(MINIMAX[language])
    assert adjective
    assert adjective != plain
    rows = [line for line in READMES[language].read_text().splitlines() if line.startswith("| 第")]
    named = re.findall(
        rf"([\u4e00-\u9fff]{{2}})的?{MINIMAX[language]}；|([\u4e00-\u9fff]{{2}})的?{MINIMAX[language]}，", "".join(rows)
    )
    adjectives = {a or b for a, b in named}
    assert adjectives == {adjective}  # lessons 2, 3 and 4: plain minimax, as explore search says


def test_a_search_s_score_is_not_called_a_grade() -> None:
    """评分 is luoshu grade's word: the README says a search's score 分数, as the program does."""
    for line in READMES["zh_CN"].read_text().splitlines():
        assert "评分" not in line or "luoshu grade" in line, line
    assert "分数同第 1 课" in READMES["zh_CN"].read_text()
