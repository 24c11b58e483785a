"""Moves given ``--from numbers`` (or ``--from grid``) are read as numbers (or cells) whatever the dress shows, in
every command that has both ``--from`` and ``--dress``; without ``--from`` a disguise reads its own names. The
numbers behind the cells are the Luo Shu's, written here by hand.
"""

from __future__ import annotations

import json
from typing import Any

import click
import pytest
from running import every_command, run

from luoshu.cli import cli

DRESSES = ["fifteen", "grid", "jam", "words", "product"]
LUO_SHU = {"A1": 4, "A2": 9, "A3": 2, "B1": 3, "B2": 5, "B3": 7, "C1": 8, "C2": 1, "C3": 6}
GAMES = [[5], [5, 1, 4], [2, 9, 4, 7, 6], [8, 3]]  # picks, as numbers
SHOWING: dict[tuple[str, ...], list[str]] = {("explore", "search"): ["--depth", "0", "--json"]}
"""Each command with both --from and --dress, and what makes it say, as JSON, the position it read."""


def with_both() -> list[tuple[str, ...]]:
    found = []
    for path in every_command(cli, click.Context(cli)):
        command: Any = cli
        for name in path:
            command = command.get_command(click.Context(command), name)
        options = {option for param in command.params for option in getattr(param, "opts", [])}
        if {"--from", "--dress"} <= options:
            found.append(path)
    return found


def test_every_command_with_both_is_tried() -> None:
    assert sorted(with_both()) == sorted(SHOWING)


def read(path: tuple[str, ...], *args: str) -> Any:
    result = run(*path, *args, *SHOWING[path])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("path", sorted(SHOWING))
@pytest.mark.parametrize("dress", DRESSES)
def test_numbers_and_cells_are_read_as_such_in_every_dress(path: tuple[str, ...], dress: str) -> None:
    cells = {number: cell for cell, number in LUO_SHU.items()}
    for picks in GAMES:
        numbers = [str(pick) for pick in picks]
        by_numbers = read(path, *numbers, "--from", "numbers", "--dress", dress)
        assert (by_numbers["x"], by_numbers["o"]) == (sorted(picks[0::2]), sorted(picks[1::2])), (dress, picks)
        by_cells = read(path, *(cells[pick] for pick in picks), "--from", "grid", "--dress", dress)
        assert (by_cells["x"], by_cells["o"]) == (by_numbers["x"], by_numbers["o"])
        # Without --from a disguise reads its own names: the items the JSON lists, one for each number.
        items = by_numbers.get("items")
        if items is not None:
            named = read(path, ",".join(items[pick - 1] for pick in picks), "--dress", dress)
            assert (named["x"], named["o"]) == (by_numbers["x"], by_numbers["o"])


@pytest.mark.parametrize("dress", ["jam", "words", "product"])
def test_a_number_that_is_no_move_is_refused_by_its_own_reason(dress: str) -> None:
    """Read as numbers, 10 is out of range and 5 5 is taken twice, said as numbers are; no traceback."""
    for moves, reason in ((["10"], "10"), (["5", "5"], "5 is taken")):
        result = run("explore", "search", *moves, "--from", "numbers", "--dress", dress)
        assert result.exit_code == 2, result.output
        assert reason in result.output.splitlines()[-1], result.output


def test_the_issue_s_command_reads_5_as_the_number() -> None:
    """``explore search 5 --from numbers --dress jam`` was refused as "not a road"."""
    result = run("explore", "search", "5", "--from", "numbers", "--dress", "jam", "--depth", "0")
    assert result.exit_code == 0, result.output
    jam = read(("explore", "search"), "5", "--from", "numbers", "--dress", "jam")
    assert jam["x"] == [5]
    assert jam["items"][4] in result.output  # shown as the road the number 5 is
    assert "not a road" not in result.output
