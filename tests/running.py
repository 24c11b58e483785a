"""Running the command line in the tests: one helper for every test module."""

from __future__ import annotations

import json
import re
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


LABEL = {"en": "Best: ", "zh-CN": "最佳：", "zh-TW": "最佳："}
"""The label before a list of the best moves (solve, explore replay), in each language."""


MOVE = {"en": r"(\d) \([A-C][1-3]\)", "zh-CN": r"(\d)（[A-C][1-3]）", "zh-TW": r"(\d)（[A-C][1-3]）"}
"""A move as such a list names it: its number, and its cell in brackets."""


def listed_after(text: str, label: str, language: str) -> list[int]:
    """The numbers of the moves listed after ``label``, up to the sentence's end (the list may go on over the
    next line; a table's indented rows are not part of it)."""
    first, *rest = text.split(label, 1)[1].splitlines()
    lines = [first, *(line for line in rest[:1] if not line.startswith("  "))]
    joined = (" " if language == "en" else "").join(lines)
    head = re.split(r"。|\. |\.$", joined, maxsplit=1)[0]
    return [int(n) for n in re.findall(MOVE[language], head)]


def interrupt(child: Any, said: str, tries: int = 6) -> None:
    """Ctrl-C pressed on a pexpect ``child``'s terminal, at a prompt, until ``said`` shows (as a person presses it
    again). CPython's ``input()`` looks at a signal's flag only when its read of the terminal returns: a Ctrl-C that
    lands after the prompt is shown but before that read begins waits for the next key. On a loaded machine the
    test's Ctrl-C, sent the moment the prompt shows, can land there (seen twice under a load of 9)."""
    import pexpect  # type: ignore[import-untyped]

    for _ in range(tries):
        child.sendintr()
        if child.expect([said, pexpect.TIMEOUT], timeout=5) == 0:
            return
    raise AssertionError(f"{said!r} never came after {tries} presses of Ctrl-C")
