"""Issue 27, names that say one thing: one --json option for every command; a position's count of picks is
``pick_count`` (``Session.picks`` is the picks themselves); one ``help_text`` no more, but ``commands_help`` (the
typed commands) and ``how_to_play`` (a face that draws the boards); no ``shown`` module or function."""

from __future__ import annotations

import ast
from pathlib import Path

import click

from luoshu.cli import cli

PACKAGE = Path(__file__).parent.parent / "luoshu"


def _commands(group: click.Group, ctx: click.Context) -> list[click.Command]:
    found: list[click.Command] = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        found.append(command)
        if isinstance(command, click.Group):
            found += _commands(command, click.Context(command, parent=ctx, info_name=name))
    return found


def test_every_command_takes_the_one_json_option_defined_once() -> None:
    written = {path: path.read_text().count('"--json"') for path in (PACKAGE / "cli").rglob("*.py")}
    assert [path.name for path, count in written.items() if count] == ["options.py"]
    assert sum(written.values()) == 1
    commands = _commands(cli, click.Context(cli, info_name="luoshu"))
    with_json = [c for c in commands if any("--json" in p.opts for p in c.params)]
    assert len(with_json) >= 10  # solve, explain, puzzle, match, grade, menace, study and the explore commands
    for command in with_json:
        (option,) = [p for p in command.params if "--json" in p.opts]
        assert isinstance(option, click.Option)
        assert (option.name, option.opts, option.is_flag) == ("as_json", ["--json"], True)


def _defined(name: str) -> list[str]:
    """The modules of the package that define a top-level function ``name``."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        if any(isinstance(node, ast.FunctionDef) and node.name == name for node in tree.body):
            found.append(str(path.relative_to(PACKAGE)))
    return found


def test_names_that_were_two_things_are_one_each() -> None:
    assert _defined("help_text") == []
    assert _defined("commands_help") == ["session/typed.py"]
    assert _defined("how_to_play") == ["session/captions.py"]
    assert _defined("shown") == []
    assert not list(PACKAGE.rglob("shown.py"))
    assert not list(PACKAGE.rglob("records.py"))
