"""Issue 28, Chinese written as Chinese writes it, everywhere: no half-width mark next to a Chinese character, no
space after a full-width mark, quotes as the glossary quotes (“--dress” in zh_CN, 「--dress」 in zh_TW), an aside
in full-width brackets, in every command's help, a typical use of every command, the errors a person meets and
whole games in every dress, under zh_CN and zh_TW (test_click_messages.py: click's own names, in English too).

The oracle is this module's own regular expressions over what is shown, Chinese characters by their Unicode
blocks; what a program reads (cells, numbers, option names, file names, JSON, a command to type) is no Chinese
character, and so is never caught. A board's column of marks, "(X)" for the last claim beside "X", and a grid's
rows (its cells padded to their columns between "|") are drawn, not written, and are left as they are.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_issue28_everything import ERRORS, LANGUAGES, USES, _games, dress_items, whole_game
from test_vocabulary import CARDS

from luoshu.cli import cli
from luoshu.words import language

HAN = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
"""A Chinese character (the CJK Unified Ideographs, Extension A and the compatibility block)."""
FULL_WIDTH = "，。、；：！？（）「」『』“”《》"
"""Chinese punctuation: each takes a whole character's room."""

FAULTS = {
    "a half-width mark after a Chinese character": re.compile(HAN + r"[,.:;?!()]"),
    "a half-width mark before a Chinese character": re.compile(r"[,.:;?!()]" + HAN),
    "a half-width bracket opened after Chinese": re.compile(HAN + r" \("),
    "a half-width bracket around Chinese": re.compile(r"\([^()\n]*" + HAN + r"[^()\n]*\)"),
    "a space after a full-width mark": re.compile(f"[{FULL_WIDTH}] (?! )"),
    "a space before an opening full-width mark": re.compile(r"[^ \n] [（「『“]"),
    "ASCII quotes in Chinese": re.compile(rf"(?:{HAN}|[{FULL_WIDTH}]) ?'[^'\n]*'|'[^'\n]*' ?(?:{HAN}|[{FULL_WIDTH}])"),
}
"""Each fault, and where it shows."""
BOARD_MARK = re.compile(r"\((?:X|O)\)")
"""The last claim on a disguise's board, "(X)" in a column of " X " and " - ": drawn, not written."""
A_COMMAND_TO_TYPE = re.compile(r"pip install '[^']*'|cmd:'[^']*'")
"""A shell's quotes in a command a person types: a program reads them."""


def faults(text: str, where: str) -> list[str]:
    """The faults of Chinese writing in ``text``, each with its line; a JSON line is a program's, and skipped.

    >>> faults("没有选项 '--dress'。 是想输入 '--sets' 吗？", "x")[0]
    "x: a space after a full-width mark: 没有选项 '--dress'。 是想输入 '--sets' 吗？"
    >>> faults("取 5（B2）把“和棋”变成了“4 步告负”。", "x"), faults("Pick 5 (B2).", "x")
    ([], [])
    """
    found = []
    for line in text.splitlines():
        with_json = line.lstrip().startswith(("{", "["))
        if with_json:
            try:
                json.loads(line)
                continue
            except ValueError:
                pass
        if "|" in line:
            continue  # a row of a drawn grid: its cells are padded to their columns, not written
        seen = A_COMMAND_TO_TYPE.sub("", BOARD_MARK.sub(" X ", line))
        found += [f"{where}: {name}: {line}" for name, fault in FAULTS.items() if fault.search(seen)]
    return found


@pytest.fixture(autouse=True)
def english_after() -> Any:
    """Each test leaves the process speaking English, as it found it."""
    yield
    language.speak("en")


def invoke(args: list[str], name: str, typed: str | None = None, width: int = 10_000) -> str:
    """``luoshu ARGS --lang`` in this process, with what is typed: all it wrote."""
    done = CliRunner().invoke(
        cli, [*args, "--lang", LANGUAGES[name]], input=typed, prog_name="luoshu", terminal_width=width
    )
    assert "Traceback" not in done.output, done.output
    return done.output


@pytest.mark.parametrize("name", LANGUAGES)
def test_every_command_and_error_is_written_with_chinese_marks(name: str, tmp_path: Path) -> None:
    given = _games(tmp_path)
    found = []
    for args, typed in USES + ERRORS:
        args = [re.sub(r"\{\w+\}", lambda named: given[named.group()], arg) for arg in args]
        found += faults(invoke(args, name, typed), f"luoshu {' '.join(args)}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("name", LANGUAGES)
def test_whole_games_in_every_dress_are_written_with_chinese_marks(name: str, tmp_path: Path) -> None:
    found = []
    for dress in ("fifteen", "grid", "jam", "words", "product", "sets"):
        if dress == "sets":
            args = ["play", "--sets", _games(tmp_path)["{cards}"], "--opponent", "human"]
            items = [str(item) for item in CARDS["items"]]
        else:
            language.speak(name)
            items = dress_items(dress)
            language.speak("en")
            args = ["play", dress, "--opponent", "human"]
        found += faults(invoke(args, name, whole_game(items)), f"luoshu {' '.join(args)}")
    assert not found, "\n".join(found)
