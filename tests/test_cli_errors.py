"""Every command ends cleanly on the command line, in this process, whatever happens around it: Ctrl-C anywhere,
giant or odd arguments, mistakes on the command line; one line and an exit code, never a traceback. (What only a
real process shows, full disks, closed outputs and pipes, Ctrl-C while loading, is test_processes'.)"""

from __future__ import annotations

import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from running import run

from luoshu.cli import cli
from luoshu.session import Session

LUOSHU = [sys.executable, "-m", "luoshu"]
COMMANDS = [
    ["--help"],
    ["--version"],
    ["solve", "5", "1"],
    ["solve", "--json"],
    ["explore", "square"],
    ["explore", "triples", "--json"],
    ["explore", "stats"],
    ["explore", "translate", "5", "2"],
    ["explore", "replay", "5", "1", "4"],
    ["explore", "order", "4"],
    ["play", "fifteen"],
]


@pytest.mark.parametrize("args", COMMANDS[2:], ids=" ".join)  # (click prints help and version by itself)
def test_ctrl_c_anywhere_exits_130(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    echo = click.echo
    pressed: list[bool] = []

    def interrupt(*args: object, **kwargs: object) -> None:
        if not pressed:  # Ctrl-C once, at the first thing the command prints
            pressed.append(True)
            raise KeyboardInterrupt
        echo(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(click, "echo", interrupt)
    result = CliRunner().invoke(cli, args, input="5\n")
    assert result.exit_code == 130
    assert "Traceback" not in result.output
    assert pressed


@pytest.mark.parametrize(
    "args",
    [
        ["solve", "9" * 5000],
        ["explore", "translate", "1", "9" * 5000],
        ["explore", "replay", "9" * 5000],
        ["explore", "order", "9" * 5000],
        ["play", "fifteen", "--seed", "9" * 5000],
        ["play", "fifteen", "--numbers", "9" * 5000],
        ["solve", "--target", "-" + "9" * 5000],
        ["solve", "\udcff"],  # an argument that was not valid UTF-8
        ["solve", "5", "--from", "x" * 5000],
        ["explore", "x" * 5000],
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_giant_and_odd_arguments_get_one_short_line(args: list[str]) -> None:
    result = run(*args, typed="")
    assert result.exit_code == 2
    error = result.output.strip().splitlines()[-1]
    assert error.startswith("Error:")
    assert len(error) < 200


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "b2", "b2"], "pick 2, 'b2': B2 is taken"),
        (["solve", "-", "-"], "- reads positions from standard input, one per line: give it alone"),
        (["solve", "--count", "9"], "--count 9: a player holds at most 5 of the numbers 1-9"),
        (["play", "fifteen", "--opponent", "human", "--level", "random"], "--level is how the computer plays"),
        (["puzzle", "--id", "\uff11-2"], "is not a puzzle id"),
        (["pley"], "No such command 'pley'. Did you mean 'play'?"),
        (["explore", "stat"], "No such command 'stat'. Did you mean 'stats'?"),
    ],
)
def test_mistakes_on_the_command_line_get_a_reason(args: list[str], said: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert said in result.output


def test_a_giant_number_in_a_save_is_named_as_such(tmp_path: Path) -> None:
    save = tmp_path / "big.json"
    save.write_text(Session(picks=[5]).to_json().replace("[\n    5\n  ]", "[" + "9" * 5000 + "]"))
    result = run("play", "--load", str(save))
    assert result.exit_code == 2
    assert "picks must be a list of whole numbers 1-9" in result.output


def test_order_2_says_why_it_has_no_square() -> None:
    assert "No magic square of order 2 exists" in run("explore", "order", "2").output
