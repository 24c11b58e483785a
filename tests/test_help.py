"""Every command's ``--help``, in English, Simplified and Traditional Chinese, rendered once per run
(tests/outputs.py's ``helps``: at 80 columns, and in Chinese unwrapped by ``--lang`` and by ``LANG``); each check
is one test over all of them, listing every offender.

The oracles: tests/outputs.py's token filter (English left in Chinese, simplified characters in Traditional),
tests/chinese_marks.py's regular expressions (Chinese marks), Unicode's East Asian Width (columns), and plain
patterns read from the output (options lined up, metavars). Also (dropped as separate tests, each a check here):
test_issue28_cli's every command takes --lang, test_language_tags' help still lists the three, the help halves of
test_issue28_everything, test_issue28_chinese_writing and test_chinese_sentences, test_help_metavars,
test_issue28_widths' help and test_cli's summaries.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pytest
from chinese_marks import faults as mark_faults
from outputs import COMMAND_TREE, LANGUAGES, help_key
from outputs import faults as english_faults
from outputs import helps as render

Helps = dict[str, list[Any]]
PATHS = [path for path, _command in COMMAND_TREE]
TERMINAL = 80


@pytest.fixture(scope="module")
def helps(tmp_path_factory: pytest.TempPathFactory) -> Helps:
    return render(tmp_path_factory)


def shown(helps: Helps, path: tuple[str, ...], language: str, way: str = "80") -> str:
    code, output = helps[help_key(path, language, way)]
    assert code == 0, (path, language, way, output)
    return str(output)


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal, by Unicode's table."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text
    )


def test_every_command_has_help_and_takes_lang(helps: Helps) -> None:
    assert len(PATHS) > 25
    for path in PATHS:
        english = shown(helps, path, "en")
        assert english.startswith("Usage: luoshu"), english
        for language in ("en", *LANGUAGES):
            assert "--lang [en|zh-CN|zh-TW]" in shown(helps, path, language), (path, language)
        assert shown(helps, path, "zh_CN").startswith("用法：")  # click's "Usage:", from the simplified catalogue
        assert shown(helps, path, "zh_TW", "env").startswith("用法：")


def test_every_help_is_said_in_chinese(helps: Helps) -> None:
    # No English left, and no simplified-only character in the Traditional, chosen by --lang or by LANG.
    found = []
    for path in PATHS:
        for language in LANGUAGES:
            for way in ("wide", "env"):
                found += english_faults(shown(helps, path, language, way), language, f"luoshu {' '.join(path)} --help")
    assert not found, "\n\n".join(found)


def test_every_help_is_written_with_chinese_marks(helps: Helps) -> None:
    found = []
    for path in PATHS:
        for language in LANGUAGES:
            found += mark_faults(shown(helps, path, language), f"luoshu {' '.join(path)} --help --lang {language}")
    assert not found, "\n".join(found)


def test_every_help_reads_as_chinese(helps: Helps) -> None:
    """Names listed with 、, click's default and range in full-width brackets and in words, no English metavar."""
    found = []
    for language in LANGUAGES:
        for path in PATHS:
            lines = shown(helps, path, language).splitlines()
            where = f"luoshu {' '.join(path)} --help --lang {language}"
            found += [f"{where}: a list with ', ': {line}" for line in lines if re.search(r"\w:\d, \w", line)]
            found += [f"{where}: click's note: {line}" for line in lines if re.search(r"\[[默預]|<=x|x>=", line)]
            metavars = [line for line in lines if re.search(r"\b(INTEGER|TEXT|FLOAT|RANGE)\b", line)]
            found += [f"{where}: an English metavar: {line}" for line in metavars]
        study = shown(helps, ("study",), language, "wide")
        assert re.search(r"--trials 整[数數]\s+.*（[默預][认設]：6；[范範][围圍]：1 到 25）", study), study
        assert re.search(r"--seed 整[数數]\s+.*（[默預][认設]：0；不小[于於] 0）", study), study
        assert "lesson:1、lesson:2、lesson:3、lesson:4" in shown(helps, ("match",), language, "wide")
    assert not found, "\n".join(found)


OWN = ("FILE", "SECONDS", "POSITIONS", "NODES", "MIB", "ADDRESS", "CODE", "ID", "PATH", "PLAYER", "INTEGER", "TEXT")
OPTION = re.compile(r"^  (--[\w-]+)(?:, -\w)? (\S+(?: \S+)?)(?=  |$)")


def options_shown(helped: str) -> dict[str, str]:
    """Each option of a help's list with what it shows after it."""
    listed = helped.split("\n\n选项：")[-1].split("\n\n選項：")[-1].split("\n\nOptions:")[-1]
    return {found.group(1): found.group(2) for found in map(OPTION.match, listed.splitlines()) if found}


def test_every_option_says_the_kind_of_its_value_in_its_language(helps: Helps) -> None:
    # In Chinese a kind of value is said in Chinese, click's own types (整数) and luoshu's own alike (文件, 秒数,
    # 局面数), and the help's text names an option's value as its list does (--svg 文件 ... 存到这个文件); what is
    # typed letter for letter (N, W1,...,W9, a range, a list of names) stays. English keeps its own.
    english = []
    named_in_english = []
    for language in LANGUAGES:
        for path in PATHS[1:]:
            helped = shown(helps, path, language)
            for option, value in options_shown(helped).items():
                if value in OWN or re.fullmatch(r"[A-Z]{2,}(?: [A-Z]+)?", value):
                    english.append((language, " ".join(path), option, value))
            prose = " ".join(helped.split())
            named_in_english += [(" ".join(path), m) for m in re.findall(rf"--[\w-]+ (?:{'|'.join(OWN)})\b", prose)]
    assert english == []
    assert named_in_english == []
    kinds = {
        language: tuple(options_shown(shown(helps, ("grade",), language))[name] for name in ("--seed", "--move-time"))
        + tuple(options_shown(shown(helps, ("grade",), language))[name] for name in ("--budget", "--svg"))
        for language in ("en", "zh_CN")
    }
    assert kinds == {"en": ("INTEGER", "SECONDS", "POSITIONS", "FILE"), "zh_CN": ("整数", "秒数", "局面数", "文件")}


def test_every_help_fits_80_columns_and_its_options_line_up(helps: Helps) -> None:
    # click would wrap by len(): a Chinese line twice too wide. The options' help begins at one column: after each
    # option's name, or on its own line under the others.
    wrong = []
    for language in ("en", *LANGUAGES):
        for path in PATHS:
            text = shown(helps, path, language)
            lines = text.splitlines()
            where = f"luoshu {' '.join(path)} --help --lang {language}"
            wrong += [f"{where}: wider than {TERMINAL}: {line}" for line in lines if columns(line) > TERMINAL]
            heading = next(i for i, line in enumerate(lines) if re.match(r"^\S.*[:：]$", line) and i > 0)
            options = lines[heading + 1 :]
            starts = {columns(m.group(1)) for line in options if (m := re.match(r"^(  -\S.*?\s{2,}|\s{10,})\S", line))}
            if len(starts) != 1:
                wrong.append(f"{where}: the options' help begins at columns {sorted(starts)}")
            if language == "en":
                continue
            # A heading's colon as Chinese writes it, full width, and none of click's ASCII one.
            headings = [line for line in lines if re.match(r"^\S+[:：]\s*$", line)]
            if not headings or not all(line.endswith("：") for line in headings):
                wrong.append(f"{where}: headings {headings}")
            # Chinese is never broken by a space click put between two of its characters' lines.
            if re.search(r"[\u4e00-\u9fff]\n\s+[，。、）]", text):
                wrong.append(f"{where}: a line begins with a mark")
    assert not wrong, "\n".join(wrong)


def test_every_summary_is_written_whole(helps: Helps) -> None:
    # click cuts a help text; a short_help is written for the listing, and each command listed has its help.
    for group in [(), ("explore",), ("play",)]:
        listing = shown(helps, group, "en").split("Commands:\n")[1]
        rows = [line for line in listing.splitlines() if line.strip()]
        assert len(rows) >= 4
        for row in rows:
            name, summary = row.split(maxsplit=1)
            assert not summary.endswith("..."), row
            assert summary.endswith((".", "?")), row
            assert shown(helps, (*group, name), "en").startswith("Usage: "), name
