"""What a command's help shows after each option, in every command and language: in Chinese, a kind of value is said
in Chinese, click's own types (整数) and luoshu's own alike (文件, 秒数, 局面数), and the help's text names an option's
value as its list does (--svg 文件 ... 存到这个文件); what is typed letter for letter (N, W1,...,W9, a range, a
list of names) stays. English keeps its own (FILE, SECONDS, INTEGER)."""

from __future__ import annotations

import re

import click
import pytest
from running import every_command, run

from luoshu.cli import cli

COMMANDS = [path for path in every_command(cli, click.Context(cli)) if path]
OWN = ("FILE", "SECONDS", "POSITIONS", "NODES", "MIB", "ADDRESS", "CODE", "ID", "PATH", "PLAYER", "INTEGER", "TEXT")
OPTION = re.compile(r"^  (--[\w-]+)(?:, -\w)? (\S+(?: \S+)?)(?=  |$)")


def options_shown(helped: str) -> dict[str, str]:
    """Each option of a help's list with what it shows after it."""
    listed = helped.split("\n\n选项：")[-1].split("\n\n選項：")[-1].split("\n\nOptions:")[-1]
    return {found.group(1): found.group(2) for found in map(OPTION.match, listed.splitlines()) if found}


@pytest.mark.parametrize("language", ["zh-CN", "zh-TW"])
def test_every_option_says_the_kind_of_its_value_in_chinese(language: str) -> None:
    english = []
    named_in_english = []
    for path in COMMANDS:
        helped = run(*path, "--help", "--lang", language).output
        for option, shown in options_shown(helped).items():
            if shown in OWN or re.fullmatch(r"[A-Z]{2,}(?: [A-Z]+)?", shown):
                english.append((" ".join(path), option, shown))
        prose = " ".join(helped.split())
        named_in_english += [(" ".join(path), found) for found in re.findall(rf"--[\w-]+ (?:{'|'.join(OWN)})\b", prose)]
    assert english == []
    assert named_in_english == []


def test_english_keeps_its_own_metavars() -> None:
    shown = options_shown(run("grade", "--help", "--lang", "en").output)
    assert (shown["--seed"], shown["--move-time"], shown["--budget"], shown["--svg"]) == (
        "INTEGER",
        "SECONDS",
        "POSITIONS",
        "FILE",
    )
    shown = options_shown(run("grade", "--help", "--lang", "zh-CN").output)
    assert (shown["--seed"], shown["--move-time"], shown["--budget"], shown["--svg"]) == (
        "整数",
        "秒数",
        "局面数",
        "文件",
    )
