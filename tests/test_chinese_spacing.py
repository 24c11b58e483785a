"""Chinese spaced as Chinese writing spaces it, where a value meets the sentence it is filled into too: one space
between a Chinese character and a Latin letter or a digit (C2 和 B2, 从 X 1 5 出发), none between two Chinese
characters (到达根, 占下磨坊巷是), none beside a full-width mark; two spaces or more are a table's padding, and stay.

The oracle is this module's regular expressions over what is shown, Chinese characters by their Unicode blocks,
over the catalogues' own text, every template of theirs filled with Chinese and Latin values, and what every
command, error and whole game in every dress shows (the uses of tests/test_issue28_everything.py)."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po
from test_issue28_chinese_writing import invoke
from test_issue28_everything import ERRORS, LANGUAGES, USES, _games, dress_items, whole_game

from luoshu.words import language
from luoshu.words.language import _Template

HAN = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
"""A Chinese character (the CJK Unified Ideographs, Extension A and the compatibility block)."""
MARKS = "，。、；：！？（）「」『』“”《》"
FAULTS = {
    "a space between two Chinese characters": re.compile(rf"{HAN} {HAN}"),
    "Chinese touching a Latin letter or a digit": re.compile(rf"{HAN}[A-Za-z0-9]|[A-Za-z0-9]{HAN}"),
    "a space beside a full-width mark": re.compile(rf"(?<! )[ ][{MARKS}]|[{MARKS}] (?! )"),
}
LOCALE = Path(__file__).resolve().parent.parent / "luoshu" / "words" / "locale"


def spacing_faults(text: str, where: str) -> list[str]:
    """The spacing faults of ``text``, each with its line; a drawn grid's rows (cells between "|") are skipped.

    >>> [fault.split(": ")[1] for fault in spacing_faults("到达 根；C2和B2", "x")]
    ['a space between two Chinese characters', 'Chinese touching a Latin letter or a digit']
    >>> spacing_faults("  柳渡       教堂巷  -   磨坊巷  X", "x"), spacing_faults("取 5（B2），X 胜", "x")
    ([], [])
    """
    found = []
    for line in text.splitlines():
        if "|" in line or line.lstrip().startswith(("{", "[")):
            continue
        found += [f"{where}: {name}: {line}" for name, fault in FAULTS.items() if fault.search(line)]
    return found


@pytest.fixture(autouse=True)
def english_after() -> Any:
    """Each test leaves the process speaking English, as it found it."""
    yield
    language.speak("en")


def templates(name: str) -> list[str]:
    """Every translation in ``name``'s catalogue of one of luoshu's sentences, as gettext gives it."""
    with open(LOCALE / name / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
    found = []
    for message in catalogue:
        if message.id and any(path.startswith("luoshu/") for path, _line in message.locations):
            found += [message.string] if isinstance(message.string, str) else list(message.string or ())
    return found


@pytest.mark.parametrize(
    ("template", "values", "said"),
    [
        ("{cells}和{cell}", {"cells": "C2", "cell": "B2"}, "C2 和 B2"),
        (
            "{algorithm}，从{where}出发",
            {"algorithm": "朴素极小化极大", "where": "X 1 5 · O 2 9"},
            "朴素极小化极大，从 X 1 5 · O 2 9 出发",
        ),
        (
            "{step}/{steps}  到达 {path}（{turn}）",
            {"step": 1, "steps": 42, "path": "根", "turn": "极大"},
            "1/42  到达根（极大）",
        ),
        (
            "对 {player} 来说，{doing} {number} {good}",
            {"player": "X", "doing": "占下", "number": "磨坊巷", "good": "是最好的一步"},
            "对 X 来说，占下磨坊巷是最好的一步",
        ),
        (
            "{said}（{aside}）",
            {"said": "", "aside": "A3 和 B2 还差 C1"},
            "（A3 和 B2 还差 C1）",
        ),  # an empty value keeps every space
        (
            "在 {budget:,} {unit} 的预算内未能 {done}",
            {"budget": 5000, "unit": "个节点", "done": "证明"},
            "在 5,000 个节点的预算内未能证明",
        ),
        ("{level}   {median} 秒", {"level": "九宫格", "median": "3.5"}, "九宫格   3.5 秒"),  # a column's padding stays
    ],
    ids=["cells", "a position", "a step", "a dress's item", "an empty value", "a number's format", "padding"],
)
def test_a_value_is_spaced_from_its_sentence_as_chinese_writes_it(
    template: str, values: dict[str, Any], said: str
) -> None:
    assert _Template(template).format(**values) == said


@pytest.mark.parametrize("name", LANGUAGES)
def test_the_catalogues_own_text_is_spaced(name: str) -> None:
    found = []
    for text in templates(name):
        literal = re.sub(r"\{[^{}]*\}", "\0", text)  # the values apart: only the translator's own text
        found += spacing_faults(literal.replace("\0", "·"), text[:40])
    assert not found, "\n".join(found)


@pytest.mark.parametrize("name", LANGUAGES)
@pytest.mark.parametrize("value", ["根", "B2", "5（B2）", "“上”"])
def test_every_template_filled_in_is_spaced(name: str, value: str) -> None:
    """Each of the catalogue's templates with every value a Chinese word, a cell, a move with its aside or a quote:
    whatever space its placeholders have, the sentence shows the spacing of Chinese writing."""
    found = []
    for text in templates(name):
        fields = {field for _literal, field, _spec, _conversion in string.Formatter().parse(text) if field}
        if not fields or any(not field.isidentifier() for field in fields) or re.search(r"\{\w+:|\{\w+!", text):
            continue  # a number's format, or click's {name!r}: no text value fits
        found += spacing_faults(_Template(text).format(**dict.fromkeys(fields, value)), text[:40])
    assert not found, "\n".join(found)


@pytest.mark.parametrize("name", LANGUAGES)
def test_every_command_error_and_whole_game_is_spaced(name: str, tmp_path: Path) -> None:
    given = _games(tmp_path)
    found = []
    for args, typed in USES + ERRORS:
        args = [re.sub(r"\{\w+\}", lambda named: given[named.group()], arg) for arg in args]
        found += spacing_faults(invoke(args, name, typed), f"luoshu {' '.join(args)}")
    for dress in ("fifteen", "grid", "jam", "words", "product"):
        language.speak(name)
        items = dress_items(dress)
        language.speak("en")
        args = ["play", dress, "--opponent", "human"]
        found += spacing_faults(invoke(args, name, whole_game(items)), f"luoshu {' '.join(args)}")
    assert not found, "\n".join(found)
