"""``luoshu explore search --lesson N`` runs lesson N's own program as it searches, counted as it runs, and
``--compare`` shows each lesson's program and the depth-blind player as what they are; a long count says how long
before it goes on.

The counts are checked against the programs written again in ``lesson_programs`` from what each lesson says it
does (nothing of luoshu's search in them), which count the positions their own search visits.
"""

from __future__ import annotations

import re

import pytest
from chinese_lines import columns
from running import run

from luoshu.teach import searches

SVG = "{http://www.w3.org/2000/svg}"
INFINITE = [None, None]  # a window's bound beyond any score, in JSON


@pytest.mark.parametrize(("language", "isomorphism"), [("zh_CN", "同构"), ("zh_TW", "同構")])
def test_a_lessons_search_is_told_in_both_chinese_scripts(language: str, isomorphism: str) -> None:
    from luoshu.teach.lesson_programs import ARTICLES, PROGRAMS
    from luoshu.words.language import _, speaking

    with speaking(language):
        for lesson in (1, 2, 3, 4):
            for text in (
                _(ARTICLES[lesson]),
                _(PROGRAMS[lesson]).format(base=10),
                searches.row_name(f"lesson-{lesson}"),
            ):
                assert len(re.findall(r"[\u4e00-\u9fff]", text)) > 1, text  # told in Chinese, not left in English
        assert isomorphism in _(ARTICLES[2])  # the book's title in the script's own characters


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_lesson_3_from_the_empty_board_is_refused_in_one_line_of_80_columns(language: str) -> None:
    result = run("--lang", language, "explore", "search", "--lesson", "3")
    assert result.exit_code == 2, result.output
    reason = result.output.splitlines()[-1]
    assert "3" in reason, reason
    assert columns(reason) <= 80, reason
