"""Running the command line in the tests: one helper for every test module."""

from __future__ import annotations

import json
from typing import Any

import click
from click.testing import CliRunner, Result

from luoshu.cli import cli


def run(*args: str, typed: str | None = None) -> Result:
    """Run ``luoshu ARGS`` with ``typed`` as its input; fail the test on a traceback or an unexpected error."""
    result = CliRunner().invoke(cli, list(args), input=typed)
    assert "Traceback" not in result.output
    assert "internal error" not in result.output, result.output
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def as_json(*args: str) -> Any:
    """The JSON that ``luoshu ARGS --json`` prints, after checking that it succeeded."""
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)  # a long search may say what it is doing on standard error


def tree_nodes(tree: dict[str, Any]) -> dict[tuple[int, ...], dict[str, Any]]:
    """The nodes of a search tree as ``explore search --json`` writes it, each by the picks that lead to it."""
    found, stack = {}, [tree]
    while stack:
        node = stack.pop()
        found[tuple(node["picks"])] = node
        stack.extend(node["children"])
    return found


def every_command(group: click.Group, context: click.Context, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command's path below ``group`` (``("explore", "order")``), the groups' own included."""
    found = [path]
    for name in group.list_commands(context):
        command = group.get_command(context, name)
        assert command is not None, name
        if isinstance(command, click.Group):
            found += every_command(command, click.Context(command, parent=context), (*path, name))
        else:
            found.append((*path, name))
    return found
