"""Issue 29: ``luoshu explore search``, the search as a person sees it: the tree as text, JSON and a picture, the
steps in order, every search side by side, and a one-line reason for every bad choice."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from running import run

SVG = "{http://www.w3.org/2000/svg}"
TREE_4_DEEP = 1 + 9 + 9 * 8 + 9 * 8 * 7 + 9 * 8 * 7 * 6  # the nodes within 4 plies of the empty board


def searched(*args: str) -> Any:
    result = run("explore", "search", *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def nodes(tree: dict[str, Any]) -> list[dict[str, Any]]:
    found, stack = [], [tree]
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node["children"])
    return found


def refused(*args: str) -> str:
    """The one line of reason a bad command line gets (exit status 2)."""
    result = run("explore", "search", *args)
    assert result.exit_code == 2, result.output
    reasons = [line for line in result.output.splitlines() if line.startswith("Error:")]
    assert len(reasons) == 1, result.output
    return reasons[0]


def masked(line: str) -> str:
    """A line with its time taken out: the one figure that varies from run to run."""
    return re.sub(r"\d+\.\d+( s\.|(?=  ))", "T", line.rstrip())


def quoted_runs() -> list[tuple[list[str], list[str]]]:
    """Each command docs/search.md quotes after a $, with the lines it quotes of its output (an indented block)."""
    found: list[tuple[list[str], list[str]]] = []
    quoting: list[str] | None = None
    for line in (Path(__file__).parent.parent / "docs" / "search.md").read_text().splitlines():
        if line.startswith("    $ luoshu "):
            quoting = []
            found.append((line.split()[2:], quoting))
        elif quoting is not None and line.startswith("    "):
            if line.strip() != "...":
                quoting.append(line[4:])
        elif line.strip():
            quoting = None  # prose: the block is over
    return found


def test_the_search_page_quotes_what_its_commands_print() -> None:
    runs = quoted_runs()
    assert len(runs) >= 6
    for args, quoted in runs:
        result = run(*args)
        assert result.exit_code == 0, result.output
        said = {masked(line) for line in result.stdout.splitlines()}
        for line in quoted:
            assert masked(line) in said, (
                f"docs/search.md quotes a line `luoshu {' '.join(args)}` does not print: {line}"
            )
