"""Issue 28 on the command line: ``--lang`` on every command, the environment's language where it is not given,
and click's own words (Usage, Options, its errors) in the language chosen, through luoshu's catalogues."""

from __future__ import annotations

import os
import subprocess
import sys

import click
import pytest
from click.testing import CliRunner
from running import every_command

from luoshu.cli import cli

LUOSHU = [sys.executable, "-m", "luoshu"]


COMMANDS = every_command(cli, click.Context(cli))


def luoshu(*args: str, **environment: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **environment}
    return subprocess.run([*LUOSHU, *args], capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.parametrize("path", COMMANDS, ids=lambda path: " ".join(path) or "luoshu")
def test_every_command_takes_lang(path: tuple[str, ...]) -> None:
    done = CliRunner().invoke(cli, [*path, "--lang", "zh-CN", "--help"])
    assert done.exit_code == 0, done.output
    assert "--lang [en|zh-CN|zh-TW]" in done.output
    assert done.output.startswith("用法：")  # click's "Usage:", from the simplified catalogue


def test_lang_chooses_and_the_environment_chooses_where_it_is_not_given() -> None:
    assert luoshu("solve", "--help").stdout.startswith("Usage:")
    assert luoshu("solve", "--help", LANG="zh_CN.UTF-8").stdout.startswith("用法：")
    traditional = luoshu("solve", "--help", LANG="zh_HK.UTF-8").stdout  # Hong Kong reads Traditional
    assert "選項" in traditional
    assert "选项" not in traditional
    assert luoshu("solve", "--lang", "en", "--help", LANG="zh_TW.UTF-8").stdout.startswith("Usage:")
    assert luoshu("--lang", "zh-TW", "solve", "--help").stdout.startswith("用法：")


def test_a_language_luoshu_does_not_speak_is_refused_in_one_line() -> None:
    done = luoshu("solve", "--lang", "fr")
    assert done.returncode == 2
    assert "--lang" in done.stderr
    assert "Traceback" not in done.stderr
    assert luoshu("solve", "--json", LANG="fr_FR.UTF-8").returncode == 0  # an unknown environment: English


def test_clicks_errors_are_said_in_the_language_chosen() -> None:
    done = luoshu("solve", "--lang", "zh-TW", "--no-such-option")
    assert done.returncode == 2
    assert "錯誤" in done.stderr or "沒有" in done.stderr, done.stderr
