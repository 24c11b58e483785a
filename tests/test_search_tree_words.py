"""What an alpha-beta tree says about its window and its cut-offs, told truly at a min node as at a max node: the
notes under the tree in every language, docs/search.md, and each node alpha-beta left early (at least or at most
this for the maximiser; cut short, or not needed), checked against the window and the children's scores the
search's JSON records, by the rule written here.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from running import run, tree_nodes

from luoshu.cli import cli

LANGUAGES = ["en", "zh-CN", "zh-TW"]
INFINITE = 1 << 40
POSITIONS = [["5", "1", "4"], [], ["5"], ["2", "5"], ["1", "5", "9", "2"], ["4", "5", "6", "2"]]


def said(language: str, *args: str) -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", language], terminal_width=80)
    assert done.exit_code == 0, done.output
    return done.output


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_notes_say_when_a_max_node_and_a_min_node_cut(language: str) -> None:
    """The note on the window names both rules, in the tree's own words for a max and a min node: the rest are cut
    at a max node once a child reaches β, at a min node once one falls to α (5 1 4's node 3 is a min node cut so)."""
    text = said(language, "explore", "search", "5", "1", "4", "--algorithm", "alphabeta", "--depth", "2")
    parts = text.split("\n\n")
    tree, notes = parts[1].splitlines(), parts[2]
    most, least = tree[1].split()[1], tree[2].split()[2]  # the turn column: the root's, then its first child's
    note = re.sub(r"\s*\n\s*", " " if language == "en" else "", notes.split("\n", 1)[1])  # past "Shown 2 plies"
    window = note[: note.index("≥")]  # the note on the window, before the one on marked scores
    assert most in window, window
    assert least in window, window
    assert window.index(most) < window.index("β", window.index(most)) < window.index(least), window
    assert window.index(least) < window.rindex("α"), window  # β at a max node, then α at a min node


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


@pytest.mark.parametrize("moves", POSITIONS, ids=[" ".join(moves) or "empty" for moves in POSITIONS])
def test_each_bound_says_why_the_node_was_left(moves: list[str]) -> None:
    args = ["explore", "search", *moves, "--algorithm", "alphabeta", "--depth", "2"]
    data = json.loads(run(*args, "--json").stdout)
    nodes = tree_nodes(data["tree"])
    maximiser = "X" if len(moves) % 2 == 0 else "O"
    stepped = run(*args, "--step").output
    # Each step through a pipe: a line, and the lines under it going on (begun past the step's number).
    steps = re.split(r"\n(?=\s*\d+/\d+ )", stepped[stepped.index(" 1/") :] if " 1/" in stepped else stepped)
    checked = 0
    for step in steps:
        text = " ".join(step.split())
        leaving = re.match(r"\d+/\d+ back up (\S+ )?\S+ from (.+?): ([^;]+)", text)
        if leaving is None:
            continue
        path = () if leaving.group(2) == "root" else tuple(int(p) for p in leaving.group(2).split())
        rule = expected(nodes[path], maximiser, data["tree_depth"])
        if rule is None:
            assert leaving.group(1) is None, text  # an exact score has no ≥ or ≤
            continue
        checked += 1
        assert leaving.group(3) == rule, text
        assert leaving.group(1) == ("≥ " if "least" in rule else "≤ "), text
    assert checked > 0
