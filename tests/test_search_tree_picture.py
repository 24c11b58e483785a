"""``luoshu explore search --svg``: a node's look says what its score is. A node with an exact score is coloured by
its outcome for the player to move at the root, as the legend says; a node alpha-beta left early, whose score is
only a bound (≥ or ≤), has the legend's look of a bound and no outcome's colour, since its outcome may be any.

Which nodes are bounds comes from the search's JSON (its ``bound``, for the node's mover), each node's outcome from
the independent oracle (tests/oracle.py), never from the drawing; the oracle also checks that each bound holds.
"""

from __future__ import annotations

import json
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import oracle
import pytest
from running import run, tree_nodes

SVG = "{http://www.w3.org/2000/svg}"
FIFTEEN = oracle.Game(9, 3, 15)
GRID = {"A1": 4, "A2": 9, "A3": 2, "B1": 3, "B2": 5, "B3": 7, "C1": 8, "C2": 1, "C3": 6}  # the Luo Shu, by cell
TREES = [
    ["5", "1", "4", "--algorithm", "alphabeta", "--depth", "2"],  # the issue's: 9 under 2 is >= -6, and O wins there
    ["B2", "C2", "A1", "--dress", "grid", "--algorithm", "alphabeta", "--scores", "ten", "--depth", "2"],
    ["--algorithm", "alphabeta", "--depth", "2"],
    ["5", "--algorithm", "alphabeta", "--depth", "3", "--move-order", "good"],
    ["2", "5", "--dress", "jam", "--from", "numbers", "--algorithm", "alphabeta", "--depth", "2"],
    ["1", "5", "9", "--dress", "words", "--from", "numbers", "--algorithm", "alphabeta", "--scores", "ten"],
    ["5", "1", "--dress", "grid", "--depth", "2"],  # plain minimax: every score exact
]
FLIPPED = {"win": "loss", "draw": "draw", "loss": "win"}
OTHER = {"X": "O", "O": "X"}


def the_root(args: list[str]) -> tuple[list[int], str]:
    """The picks the command starts from, as numbers, and the player to move there (the maximiser)."""
    moves = list(args[: next((i for i, a in enumerate(args) if a.startswith("--")), len(args))])
    picks = [GRID[move] if move in GRID else int(move) for move in moves]
    return picks, "X" if len(picks) % 2 == 0 else "O"


def truth(root: list[int], picks: tuple[int, ...], scores: str) -> tuple[str, int]:
    """The oracle's outcome at the node for the maximiser, and the node's exact score for the maximiser as the
    search scores it (a win 10 - depth at the leaf, counted from the search's root; or +10 / -10)."""
    x = frozenset(root[0::2])
    o = frozenset(root[1::2])
    for pick in picks:
        x, o = FIFTEEN.play(x, o, pick)
    outcome, plies = FIFTEEN.verdict(x, o)
    if len(picks) % 2:
        outcome = FLIPPED[outcome]
    if outcome == "draw":
        return outcome, 0
    score = 10 if scores == "ten" else 10 - (len(picks) + plies)
    return outcome, score if outcome == "win" else -score


def legend_of(picture: ET.Element) -> dict[str, str]:
    """The legend's words, by the fill of the box beside them."""
    legend = next(g for g in picture.iter(f"{SVG}g") if g.get("class") == "legend")
    boxes = [e.get("fill", "") for e in legend if e.tag == f"{SVG}rect"]
    words = ["".join(e.itertext()) for e in legend if e.tag == f"{SVG}text"]
    assert len(boxes) == len(words) >= 3
    return dict(zip(boxes, words, strict=True))


@pytest.mark.parametrize("args", TREES, ids=[" ".join(args) for args in TREES])
def test_every_node_is_drawn_as_what_its_score_is(args: list[str], tmp_path: Path) -> None:
    searched = run("explore", "search", *args, "--json")
    assert searched.exit_code == 0, searched.output
    data = json.loads(searched.stdout)
    nodes = tree_nodes(data["tree"])
    picture_file = tmp_path / "tree.svg"
    drawn = run("explore", "search", *args, "--svg", str(picture_file))
    assert drawn.exit_code == 0, drawn.output
    picture = ET.fromstring(picture_file.read_text())
    root, maximiser = the_root(args)
    scores = data["scores"]
    legend = legend_of(picture)
    fill_of = {
        "win": next(fill for fill, words in legend.items() if words == f"{maximiser} wins"),
        "draw": next(fill for fill, words in legend.items() if words == "a draw"),
        "loss": next(fill for fill, words in legend.items() if words == f"{OTHER[maximiser]} wins"),
    }
    bound_fills = [fill for fill, words in legend.items() if "≥" in words and "≤" in words]
    assert len(bound_fills) == (1 if data["algorithm"] == "alphabeta" else 0), legend
    groups = [g for g in picture.iter(f"{SVG}g") if g.get("class") == "node"]
    assert len(groups) == len(nodes)
    bounds = 0
    for group in groups:
        picks = tuple(int(p) for p in group.get("data-picks", "").split())
        node = nodes[picks]
        fills = {rect.get("fill") for rect in group.iter(f"{SVG}rect")} - {"none"}
        assert len(fills) == 1, (picks, fills)  # the node's board (or its box) in one fill
        (fill,) = fills
        shown = int(group.get("data-score", ""))
        signed = f"+{shown}" if shown > 0 else f"\u2212{-shown}" if shown < 0 else "0"
        said = [t.text or "" for t in group.iter(f"{SVG}text") if (t.text or "").lstrip("≥≤ ") == signed]
        assert len(said) == 1, (picks, signed)  # the score under the node
        words = said[0]
        outcome, score = truth(root, picks, scores)
        # The bound for the maximiser: the mover's at even depths, the other way round at odd ones.
        bound = (
            node["bound"]
            if len(picks) % 2 == 0
            else {"at_least": "at_most", "at_most": "at_least"}.get(node["bound"], node["bound"])
        )
        if bound == "exact":
            assert words == signed, (picks, words)
            assert fill == fill_of[outcome], (picks, fill, outcome)
            assert shown == score, (picks, shown, score)
            continue
        bounds += 1
        assert fill == bound_fills[0], (picks, fill)
        assert fill not in fill_of.values(), (picks, fill)
        assert words == ("≥ " if bound == "at_least" else "≤ ") + signed, (picks, words)
        assert (score >= shown) if bound == "at_least" else (score <= shown), (picks, score, shown, bound)
    assert bounds > 0 or data["algorithm"] != "alphabeta"


def test_the_issue_s_node_is_hatched_and_its_bound_holds(tmp_path: Path) -> None:
    """9 under 2 in ``5 1 4``: ≥ −6, cut short, and O wins there in 3 plies (worth +5), so it may not be orange;
    its picture renders (rsvg-convert), the hatching with it."""
    picture_file = tmp_path / "tree.svg"
    assert run("explore", "search", *TREES[0], "--svg", str(picture_file)).exit_code == 0
    picture = ET.fromstring(picture_file.read_text())
    node = next(g for g in picture.iter(f"{SVG}g") if g.get("data-picks") == "2 9")
    assert node.get("data-score") == "-6"
    assert node.get("data-bound") == "at_least"
    assert truth([5, 1, 4], (2, 9), "depth") == ("win", 5)  # O wins in 3 plies: 10 - (2 + 3)
    (fill,) = {rect.get("fill", "") for rect in node.iter(f"{SVG}rect")} - {"none"}
    assert fill.startswith("url(#")
    pattern = next(p for p in picture.iter(f"{SVG}pattern") if f"url(#{p.get('id')})" == fill)
    assert len(list(pattern)) >= 2  # paper and its hatching
    done = subprocess.run(["rsvg-convert", "-o", str(tmp_path / "tree.png"), str(picture_file)], capture_output=True)
    assert done.returncode == 0, done.stderr
