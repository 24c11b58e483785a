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
