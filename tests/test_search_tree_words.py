"""What an alpha-beta tree says about its window and its cut-offs, told truly at a min node as at a max node: the
notes under the tree in every language, docs/search.md, and each node alpha-beta left early (at least or at most
this for the maximiser; cut short, or not needed), checked against the window and the children's scores the
search's JSON records, by the rule written here.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from luoshu.cli import cli

LANGUAGES = ["en", "zh-CN", "zh-TW"]
INFINITE = 1 << 40
POSITIONS = [["5", "1", "4"], [], ["5"], ["2", "5"], ["1", "5", "9", "2"], ["4", "5", "6", "2"]]


def said(language: str, *args: str) -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", language], terminal_width=80)
    assert done.exit_code == 0, done.output
    return done.output


def test_the_search_page_says_when_a_min_node_cuts() -> None:
    page = (Path(__file__).parent.parent / "docs" / "search.md").read_text()
    section = page[page.index("## Alpha-beta") : page.index("## What each idea saves")]
    rule = " ".join(section.split())
    assert re.search(r"max node.*reaches β.*min node.*falls to α", rule), rule


def for_maximiser(node: dict[str, Any]) -> tuple[int, tuple[float, float]]:
    """A node's score and window as the tree shows them: the maximiser's (the JSON's are for the node's mover)."""
    window = node["window"] or [None, None]
    low = -INFINITE if window[0] is None else window[0]
    high = INFINITE if window[1] is None else window[1]
    if len(node["picks"]) % 2 == 0:
        return node["score"], (low, high)
    return -node["score"], (-high, -low)


def expected(node: dict[str, Any], maximiser: str, deepest: int) -> str | None:
    """What a bound node is, by the rule: for the maximiser at least its score where the score reached β, at most
    where it fell to α; cut short where the rest of its children were cut off, since a child reached β at a max node
    or fell to α at a min node (none before it did); not needed where every child was searched."""
    if node["bound"] == "exact":
        return None
    score, (low, high) = for_maximiser(node)
    assert (score >= high) != (score <= low), node  # a bound is beyond one end of the window, never both
    at_max = len(node["picks"]) % 2 == 0
    if node["cut"] and len(node["picks"]) < deepest:  # its children recorded: the one that cut, and those before
        scores = [for_maximiser(child)[0] for child in node["children"]]
        beyond = [s >= high for s in scores] if at_max else [s <= low for s in scores]
        assert beyond[-1], node
        assert not any(beyond[:-1]), node
    bound = "least" if score >= high else "most"
    return f"at {bound} this for {maximiser}: {'cut short' if node['cut'] else 'not needed'}"
