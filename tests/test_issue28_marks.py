"""Issue 28: click's own messages written as Chinese writes them. click quotes a name as Python does ('--dress')
and glues its sentences with a space; in Chinese a name takes the language's own quotation marks (“--dress” in
zh_CN, 「--dress」 in zh_TW, as the glossary quotes) and no space stands beside a full-width mark. English is
left as click writes it."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from luoshu.cli import cli

MISTAKES = [
    (["play", "--dress", "nope"], "--dress"),  # no such option, with a suggestion
    (["play", "--nope"], "--nope"),
    (["grade", "nobody"], "PLAYER"),  # a bad value of an argument
    (["solve", "--numbers", "99"], "--numbers"),  # a number out of its range
    (["play", "--first", "maybe"], "--first"),  # not one of the choices
    (["solve", "--budget", "many"], "--budget"),  # not a number
]
QUOTES = {"zh-CN": ("“", "”"), "zh-TW": ("「", "」"), "en": ("'", "'")}
FULL_WIDTH = "，。；：！？、（）「」『』“”"


def error_line(args: list[str], language: str) -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", language])
    assert done.exit_code == 2, done.output
    return next(line for line in done.output.splitlines() if line.startswith(("Error", "错误", "錯誤")))


@pytest.mark.parametrize("language", ["zh-CN", "zh-TW", "en"])
@pytest.mark.parametrize(("args", "name"), MISTAKES)
def test_a_name_in_clicks_messages_takes_the_languages_quotes(args: list[str], name: str, language: str) -> None:
    line = error_line(args, language)
    opening, closing = QUOTES[language]
    assert f"{opening}{name}{closing}" in line, line
    if language != "en":
        assert not re.search(r"'[^'\s]+'", line), line  # no name left in Python's quotes
        assert not re.search(f"[{FULL_WIDTH}] | [{FULL_WIDTH}]", line), line  # no space beside a full-width mark
