"""Every output a person reads is written as its language writes it: a typical use of every command, the errors a
person meets and a whole game in every dress, rendered **once per language per run** (tests/outputs.py's
``outputs``, on an 80-column terminal), then one test per rule over every text:

- in Chinese, no English sentence left, and no simplified-only character in the Traditional;
- Chinese marks as Chinese writes them (tests/chinese_marks.py);
- Chinese spaced as Chinese writing spaces it (one space between a Chinese character and a Latin letter or a
  digit, none between two Chinese characters, none beside a full-width mark), where a value meets the sentence it
  is filled into too (the catalogues' own text and every template filled in);
- a sentence has one colon, in every language;
- every line a person reads fits 80 columns, in every language.

The oracles are regular expressions over what is shown, Chinese characters by their Unicode blocks, and Unicode's
East Asian Width for columns; never luoshu's own rules. Also (dropped as separate tests, each a check here): the
per-dress whole-game tests and the per-language command tests of test_issue28_everything,
test_issue28_chinese_writing, test_chinese_spacing, test_sentences_with_one_colon (its two real processes: the
cached outputs and one CliRunner call per language with LANG) and test_issue28_widths' every line.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Iterator
from typing import Any

import pytest
from catalogue import po
from chinese_marks import HAN
from chinese_marks import faults as mark_faults
from click.testing import CliRunner
from games_files import CARDS
from outputs import LANGUAGES, TERMINAL, shown_as_they_are
from outputs import faults as english_faults
from outputs import of_the_files as named_in_files
from outputs import outputs as render

from luoshu.cli import cli
from luoshu.words import language
from luoshu.words.language import _Template

Outputs = dict[str, Any]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> Outputs:
    return render(tmp_path_factory)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Each test leaves the process speaking English, as it found it."""
    yield
    language.speak("en")


def said(outputs: Outputs, name: str, kinds: tuple[str, ...] = ("use", "error", "game")) -> Iterator[tuple[str, str]]:
    """What each use, error and game said in ``name``: (its command line, its output)."""
    for each in outputs[name]["said"]:
        if each["kind"] in kinds:
            yield "luoshu " + " ".join(each["args"]), each["output"]


def test_every_command_error_and_whole_game_is_said_in_chinese(outputs: Outputs) -> None:
    found = []
    for name in LANGUAGES:
        given = outputs[name]["given"]
        items = shown_as_they_are(name)
        for each in outputs[name]["said"]:
            where, output = "luoshu " + " ".join(each["args"]), each["output"]
            if each["kind"] == "game":
                assert re.search(r"\[X\] *\|\[X\] *\|\[X\]", output), output  # to its end: X holds 3 5 7
                shown = [*items, *map(str, CARDS["items"]), str(CARDS["name"])]
            else:
                shown = items + named_in_files(each["args"], given)
            found += english_faults(output, name, where, shown)
        for picture, texts in outputs[name]["pictures"].items():
            found += english_faults(" ".join(texts), name, picture)
    assert not found, "\n\n".join(found)


def test_every_command_error_and_whole_game_is_written_with_chinese_marks(outputs: Outputs) -> None:
    found = [
        fault for name in LANGUAGES for where, output in said(outputs, name) for fault in mark_faults(output, where)
    ]
    assert not found, "\n".join(found)


# Spacing ---------------------------------------------------------------------------------------------------------

MARKS = "，。、；：！？（）「」『』“”《》"
SPACING = {
    "a space between two Chinese characters": re.compile(rf"{HAN} {HAN}"),
    "Chinese touching a Latin letter or a digit": re.compile(rf"{HAN}[A-Za-z0-9]|[A-Za-z0-9]{HAN}"),
    "a space beside a full-width mark": re.compile(rf"(?<! )[ ][{MARKS}]|[{MARKS}] (?! )"),
}


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
        found += [f"{where}: {name}: {line}" for name, fault in SPACING.items() if fault.search(line)]
    return found


def templates(name: str) -> list[str]:
    """Every translation in ``name``'s catalogue of one of luoshu's sentences, as gettext gives it."""
    catalogue = po(name)
    found = []
    for message in catalogue:
        if message.id and any(path.startswith("luoshu/") for path, _line in message.locations):
            found += [message.string] if isinstance(message.string, str) else list(message.string or ())
    return found


def test_a_value_is_spaced_from_its_sentence_as_chinese_writes_it() -> None:
    cases: list[tuple[str, dict[str, Any], str]] = [
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
        ("{said}（{aside}）", {"said": "", "aside": "A3 和 B2 还差 C1"}, "（A3 和 B2 还差 C1）"),  # keeps every space
        (
            "在 {budget:,} {unit} 的预算内未能 {done}",
            {"budget": 5000, "unit": "个节点", "done": "证明"},
            "在 5,000 个节点的预算内未能证明",
        ),
        ("{level}   {median} 秒", {"level": "九宫格", "median": "3.5"}, "九宫格   3.5 秒"),  # a column's padding stays
    ]
    for template, values, expected in cases:
        assert _Template(template).format(**values) == expected, template


def test_the_catalogues_own_text_and_every_template_filled_in_are_spaced() -> None:
    # Each of the catalogue's templates with every value a Chinese word, a cell, a move with its aside or a quote:
    # whatever space its placeholders have, the sentence shows the spacing of Chinese writing.
    found = []
    for name in LANGUAGES:
        for text in templates(name):
            literal = re.sub(r"\{[^{}]*\}", "\0", text)  # the values apart: only the translator's own text
            found += spacing_faults(literal.replace("\0", "·"), text[:40])
            fields = {field for _literal, field, _spec, _conversion in string.Formatter().parse(text) if field}
            if not fields or any(not field.isidentifier() for field in fields) or re.search(r"\{\w+:|\{\w+!", text):
                continue  # a number's format, or click's {name!r}: no text value fits
            for value in ["根", "B2", "5（B2）", "“上”"]:
                found += spacing_faults(
                    _Template(text).format(**dict.fromkeys(fields, value)), f"{text[:40]} ({value})"
                )
    assert not found, "\n".join(found)


def test_every_command_error_and_whole_game_is_spaced(outputs: Outputs) -> None:
    found = []
    for name in LANGUAGES:
        for each in outputs[name]["said"]:
            if each.get("dress") != "sets":  # a game given as a file shows its names as the file writes them
                found += spacing_faults(each["output"], "luoshu " + " ".join(each["args"]))
    assert not found, "\n".join(found)


# One colon to a sentence -----------------------------------------------------------------------------------------


def colons(sentence: str) -> int:
    return sentence.count("：") + len(re.findall(r":(?:\s|$)", sentence))


def sentences_of(text: str) -> list[str]:
    """The sentences of ``text``: split at its full stops, semicolons and lines."""
    return [s for s in re.split(r"[。；;\n]|\.(?:\s|$)", text) if s.strip()]


def test_a_sentence_has_one_colon_in_every_language(outputs: Outputs) -> None:
    # A refused --lang after click's label, a replayed game's step lines and its picture's first mistake, the end
    # of a study's input before any answer (a second colon reads as a list of labels: "第一个失误：第 2 步，O 取了
    # 1（C2）：这一步…").
    for name in ("en", *LANGUAGES):
        environment = {"LANG": f"{name}.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
        done = CliRunner().invoke(cli, ["play", "--lang", "fr"], env=environment, prog_name="luoshu")
        line = done.output.strip().splitlines()[-1]
        _label, _colon, refusal = re.split(r"(：|: )", line, maxsplit=1)  # 错误： / Error:
        assert "fr" in refusal
        assert "zh-TW" in refusal
        assert colons(refusal) == 1, refusal

        uses = {" ".join(each["args"][:2]): each["output"] for each in outputs[name]["said"] if each["kind"] == "use"}
        steps = [line for line in uses["explore replay"].splitlines() if re.match(r"(Ply \d|第 \d 步)", line)]
        assert len(steps) == 3, uses["explore replay"]
        assert all(colons(sentences_of(step)[0]) == 1 for step in steps), steps  # and none in a "<- mistake" after
        assert all(colons(sentence) <= 1 for step in steps for sentence in sentences_of(step)), steps
        mistakes = [
            t for t in outputs[name]["pictures"]["replay.svg"] if re.match("First mistake|第一个失误|第一個失誤", t)
        ]
        assert len(mistakes) == 1
        assert [colons(sentence) for sentence in sentences_of(mistakes[0])] == [1]

        study = [each["output"] for each in outputs[name]["said"] if each["args"][:2] == ["study", "--dresses"]]
        ended = study[0].strip().split("\n\n")[-1]  # the end of input, over as many lines as it takes
        joined = (" " if name == "en" else "").join(ended.splitlines()[-2:])
        assert [s for s in sentences_of(joined) if "--participant" in s], joined
        assert all(colons(sentence) <= 1 for sentence in sentences_of(joined)), joined


# 80 columns ------------------------------------------------------------------------------------------------------

RECORDS = {"prove", "check"}
"""Commands whose result is a line a script reads back (a proof's claim, a file's verdict): one line each."""
ONE_LINE = re.compile(r"^(Error: |错误：|錯誤：)")
"""click's errors: a reason is one line (a house rule), which the terminal wraps where it must."""


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal, by Unicode's table."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text
    )


def test_every_line_a_person_reads_fits_80_columns(outputs: Outputs) -> None:
    wide = []
    for name in ("en", *LANGUAGES):
        for each in outputs[name]["said"]:
            if each["args"][0] in RECORDS:
                continue
            for line in each["output"].splitlines():
                if line.lstrip().startswith(("{", "[", "<")) or ONE_LINE.match(line):
                    continue  # JSON and SVG are a program's
                if columns(line) > TERMINAL:
                    wide.append(f"{name}: {' '.join(each['args'])}: {columns(line)}: {line}")
    assert not wide, "\n".join(wide)
