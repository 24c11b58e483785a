"""``explore search`` as text, JSON, steps and picture: trees summed below their depth, alpha-beta's window and
cut-offs, every exact value the solver's, every search side by side, the tree and its steps within 80 columns in
every language and dress, bounds that say why a node was left, numbers and cells read as such in every dress, and
each lesson's search in its own scores and words.

Also: the command's tree and steps within 80 columns (dropped) is kept by the exhaustive
test_every_tree_and_every_step_fits_80_columns_in_every_language.
"""

from __future__ import annotations

import bisect
import itertools
import json
import math
import re
import struct
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import click
import oracle
import pytest
from chinese_lines import problems
from click.testing import CliRunner
from running import every_command, run, tree_nodes

from luoshu.cli import cli
from luoshu.cli.explore import search as face
from luoshu.rules import Position
from luoshu.search.counted import (
    SCORES,
    CountedRun,
    Order,
    Scores,
    SearchNode,
    Visit,
    counted_search,
    good_order,
    nodes_within,
)
from luoshu.search.engine import bits
from luoshu.search.solver import best_moves, solve
from luoshu.svg import is_luoshu_picture
from luoshu.teach import searches
from luoshu.views.dresses.dress import Dress, dress_for
from luoshu.words.language import _, speaking, spoken

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


def test_a_tree_is_summed_up_below_the_depth_shown() -> None:
    data = searched("5")  # plain minimax, shown two plies deep (the empty board's: docs/search.md, tested below)
    assert (data["algorithm"], data["pick"], data["score"]) == ("minimax", 2, 0)
    assert data["verdict"] == {"outcome": "draw", "plies": 8}
    for node in nodes(data["tree"]):
        if node["children"]:  # each subtree's count is its own node and its children's subtrees
            assert node["node_count"] == 1 + sum(child["node_count"] for child in node["children"])
    assert len(nodes(data["tree"])) == 1 + 8 + 8 * 7
    assert data["tree"]["node_count"] == data["node_count"]


def test_a_tree_in_the_grid_dress_names_cells_and_draws_each_position() -> None:
    result = run("explore", "search", "B2", "C2", "--dress", "grid", "--depth", "1")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("Plain minimax from ···/·X·/·O·; picks tried in cells in reading order")
    root = next(line for line in lines if line.startswith("root"))
    assert root.split()[:2] == ["root", "max"]
    assert root.endswith("···/·X·/·O·")
    assert any(line.startswith("├─ A1") and line.endswith("X··/·X·/·O·") for line in lines)
    # Alpha-beta's window and cut-offs leave no room for the drawings in 80 columns: they go, and the notes say so.
    result = run("explore", "search", "B2", "C2", "--dress", "grid", "--algorithm", "alphabeta", "--depth", "1")
    lines = result.output.splitlines()
    assert lines[0].startswith("Alpha-beta from ···/·X·/·O·; picks tried in cells in reading order")
    assert not any(line.startswith(("root", "├─")) and "/" in line for line in lines)
    assert max(map(len, lines)) <= 80
    assert "At a max node the rest are cut off once a child's score reaches β" in " ".join(lines)
    assert "(--json and --svg show them)" in result.output


def test_every_exact_value_in_the_tree_is_the_solver_s() -> None:
    for algorithm in ("minimax", "alphabeta", "memo", "symmetry", "luoshu"):
        data = searched("5", "1", "4", "--algorithm", algorithm, "--depth", "3")
        root = Position.from_moves([5, 1, 4])
        assert data["pick"] in best_moves(root), algorithm
        for node in nodes(data["tree"]):
            if node["bound"] == "exact":
                verdict = solve(Position.from_moves([5, 1, 4, *node["picks"]]))
                assert node["verdict"] == {"outcome": verdict.outcome.value, "plies": verdict.plies}, (algorithm, node)


def test_alpha_beta_shows_its_window_and_what_it_cut_off() -> None:
    data = searched("--algorithm", "alphabeta", "--scores", "ten", "--depth", "1")
    assert data["tree"]["window"] == [None, None]  # nothing known at the root
    children = data["tree"]["children"]
    assert any(child["cut"] for child in children)
    for child in children:
        if child["cut"]:  # the rest were never searched: not among the children it searched below
            assert child["bound"] != "exact"
    assert data["node_count"] < 549_946 // 20


@cache
def compared_from_5() -> Any:
    """``explore search 5 --compare --json``, run once for the module's tests that read it."""
    return searched("5", "--compare")


def test_every_search_side_by_side() -> None:
    data = compared_from_5()
    rows = {row["name"]: row for row in data["searches"]}
    plain = counted_search(Position.from_moves([5]), "minimax").nodes
    assert rows["minimax-ten"]["node_count"] == rows["minimax-depth"]["node_count"] == plain
    assert rows["memo"]["position_count"] > rows["symmetry"]["position_count"]
    assert rows["alphabeta-good"]["node_count"] < rows["alphabeta-depth"]["node_count"] < plain
    assert rows["luoshu"]["node_count"] is None  # the engine counts what it keeps, not its visits
    assert {row["verdict"]["outcome"] for row in data["searches"] if row["verdict"]} == {"draw"}


def test_the_side_by_side_table_reads_as_a_table() -> None:
    result = run("explore", "search", "5", "--compare", "--dress", "grid")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("Every search from ···/·X·/···")
    first = next(i for i, line in enumerate(lines) if line.startswith("search"))
    head, under = lines[first], lines[first + 1]
    # the long heads over two lines, a word under a word, right-aligned as the numbers below them are
    for top, bottom in (("nodes", "visited"), ("positions", "kept")):
        assert head.index(top) + len(top) == under.index(bottom) + len(bottom), (head, under)
    memo = next(row for row in compared_from_5()["searches"] if row["name"] == "memo")["node_count"]
    row = next(line for line in lines if line.startswith("memoised on positions"))
    assert row.index(f"{memo:,}") + len(f"{memo:,}") == head.index("nodes") + len("nodes")
    assert max(len(line) for line in lines) <= 80
    table = lines[first : lines.index("", first)]  # the searches' table, before the lines under it
    assert (
        sum(line.startswith(("plain minimax", "minimax", "alpha-beta", "memoised", "luoshu's")) for line in table) == 8
    )
    players = lines[next(i for i, line in enumerate(lines) if line.startswith("Each lesson's program")) :]
    assert [line.split()[0:2] for line in players if line.startswith(("lesson ", "depth-blind"))] == [
        ["lesson", "1"],
        ["lesson", "2"],
        ["lesson", "3"],
        ["lesson", "4"],
        ["depth-blind", "2,316"],
    ]


def test_a_search_past_its_budget_says_so_in_its_row() -> None:
    """Alpha-beta stops at the budget; plain minimax, and the lessons' programs that search it (2 and 4), are known
    to need more before they start, and are not run."""
    data = searched("--order", "4", "--compare", "--budget", "5000")
    rows = {row["name"]: row for row in data["searches"]}
    assert rows["alphabeta-ten"]["reason"] == "not searched within the budget of 5,000 nodes"
    assert rows["alphabeta-ten"].get("node_count") is None
    # plain minimax visits every node down to X's fourth pick, the first that can end a game: 7 plies of 16 numbers
    least = sum(math.perm(16, plies) for plies in range(8))
    assert least == 63_994_817
    for key in ("minimax-ten", "minimax-depth", "lesson-2", "lesson-4"):
        assert rows[key]["reason"] == f"needs {least:,} nodes at least, more than the budget of 5,000: not searched"


def test_the_steps_through_a_pipe_are_every_visit_a_line() -> None:
    data = searched("5", "1", "4", "--algorithm", "alphabeta", "--depth", "1")
    result = run("explore", "search", "5", "1", "4", "--algorithm", "alphabeta", "--depth", "1", "--step")
    assert result.exit_code == 0, result.output
    steps = [line for line in result.output.splitlines() if "/" in line.split()[0]]
    assert len(steps) == 2 * len(nodes(data["tree"]))  # arriving at each node and leaving it
    assert steps[0].endswith("arrive at root (max), window [−∞, +∞]")
    assert " back up " in steps[-1]
    assert steps[-1].split(":")[0].endswith("from root")


def test_the_steps_in_a_terminal_wait_for_a_key_and_stop_at_q(monkeypatch: pytest.MonkeyPatch) -> None:
    keys = iter(["n", " ", "q"])
    monkeypatch.setattr(face, "_interactive", lambda: True)
    monkeypatch.setattr(click, "getchar", lambda: next(keys))
    result = run("explore", "search", "5", "1", "4", "--depth", "1", "--step")
    assert result.exit_code == 0, result.output
    assert "Any key: the next step; q: stop." in result.output
    steps = [line.split()[0] for line in result.output.splitlines() if re.match(r" ?\d+/\d+ ", line)]
    assert steps == ["1/14", "2/14", "3/14"]


def test_the_tree_as_a_picture(tmp_path: Path) -> None:
    picture = tmp_path / "tree.svg"
    asked = ["5", "1", "4", "--dress", "grid", "--algorithm", "alphabeta", "--scores", "ten", "--depth", "2"]
    data = searched(*asked)
    result = run("explore", "search", *asked, "--svg", str(picture))
    assert result.exit_code == 0, result.output
    text = picture.read_text()
    assert is_luoshu_picture(text)
    root = ET.fromstring(text)
    drawn = [g for g in root.iter(f"{SVG}g") if g.get("class") == "node"]
    assert len(drawn) == len(nodes(data["tree"]))
    assert sum(1 for line in root.iter(f"{SVG}line") if line.get("class") == "chosen") > 0
    assert any(g.get("class") == "cut" for g in root.iter(f"{SVG}g"))
    image = tmp_path / "tree.png"
    done = subprocess.run(["rsvg-convert", "-o", str(image), str(picture)], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    png = image.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])  # the header's first fields
    assert (width, height) == (round(float(root.get("width", "0"))), round(float(root.get("height", "0"))))
    assert len(png) > 20_000  # drawn, not blank: a blank picture of this size compresses to a few thousand bytes


def test_a_disguise_shows_the_search_in_its_own_words() -> None:
    result = run("explore", "search", "Mill Lane", "--dress", "jam", "--algorithm", "memo", "--depth", "1")
    assert result.exit_code == 0, result.output
    assert "picks tried in roads in the order listed" in " ".join(result.output.split())  # wrapped in 80 columns
    assert "├─ Bridge Street" in result.output
    data = searched("Mill Lane", "--dress", "jam", "--depth", "1")
    assert data["x"] == [2]  # Mill Lane is the number 2
    assert len(data["items"]) == 9


def test_luoshu_s_engine_shows_its_verdicts() -> None:
    result = run("explore", "search", "5", "1", "--algorithm", "luoshu", "--depth", "1")
    assert result.exit_code == 0, result.output
    assert "luoshu's engine kept" in result.output
    assert "It chooses 2, worth +5: X wins in 5 plies." in result.output  # the first of the solver's best


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--algorithm", "bfs"], "Invalid value for '--algorithm'"),
        (["--scores", "eleven"], "Invalid value for '--scores'"),
        (["--depth", "30"], "Invalid value for '--depth'"),
        (
            ["--depth", "4"],
            f"a tree 4 plies deep from here can hold {TREE_4_DEEP:,} nodes",
        ),
        (["5", "5"], "pick 2, '5': 5 is taken"),
        (["--dress", "grid", "--target", "14"], "is not tic-tac-toe"),
        (["--compare", "--algorithm", "memo"], "--compare runs every search in its own way: drop --algorithm"),
        (["--compare", "--move-order", "good"], "drop --move-order"),
        (["--step", "--json"], "--step shows the steps in the terminal: drop --json"),
        (["--algorithm", "luoshu", "--scores", "ten"], "--scores is for the lessons' searches"),
        (["--algorithm", "luoshu", "--move-order", "good"], "--move-order is for the lessons' searches"),
        (["--budget", "10"], "Invalid value for '--budget'"),
    ],
)
def test_a_bad_choice_gets_one_line_of_reason(args: list[str], reason: str) -> None:
    assert reason in refused(*args)


def test_a_search_past_its_budget_stops_with_the_reason() -> None:
    for args in (["--budget", "1000"], ["--order", "5", "--budget", "1000", "--depth", "1"]):
        result = run("explore", "search", *args)
        assert result.exit_code == 1
        assert result.output.strip().splitlines()[-1] == "Error: not searched within the budget of 1,000 nodes"


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


TERMINAL = 80


LANGUAGES = ("en", "zh_CN", "zh_TW")


DRESSES = ("fifteen", "grid", "jam", "words", "product")


POSITIONS = ((), (5, 1, 4), (1, 5, 9, 2, 4))  # the empty board; O to block; O to win


RUNS: list[tuple[str, Scores, bool]] = [
    (algorithm, scores, good)
    for algorithm in ("minimax", "alphabeta", "memo", "symmetry")
    for scores in SCORES
    for good in (False, True)
] + [("luoshu", "depth", False)]


BRANCHES = "\u2502\u251c\u2514\u2500 "  # the tree's lines: │ ├ └ ─ and the spaces between them


@cache
def wide(character: str) -> int:
    """The columns one character takes on a terminal, by Unicode's table."""
    return 0 if unicodedata.combining(character) else 2 if unicodedata.east_asian_width(character) in "WF" else 1


def width_of(text: str) -> int:
    """The columns ``text`` takes on a terminal."""
    return len(text) if text.isascii() else sum(map(wide, text))


@cache
def starts(line: str) -> list[int]:
    """The display column at which each character of ``line`` begins."""
    return list(itertools.accumulate(map(wide, line), initial=0))[:-1]


def between(line: str, start: int, end: int | None = None) -> str:
    """The characters of ``line`` that begin at display columns ``start`` up to ``end``."""
    if line.isascii():  # a column each
        return line[start:end]
    at = starts(line)
    first = bisect.bisect_left(at, start)
    last = len(at) if end is None else bisect.bisect_left(at, end)
    return line[first:last]


def shown_to(run: CountedRun, depth: int) -> CountedRun:
    """``run`` as the same search recorded ``depth`` plies deep: its tree cut there, its visits those above it.
    (Searching once and cutting is what keeps this test quick; test_cut_runs_read_as_searched checks it.)"""
    copies = {id(run.root): copied(run.root)}
    stack = [run.root]
    while stack:  # only the nodes down to the depth: the deepest run's are ten times more
        node = stack.pop()
        if node.depth < depth:
            children = copies[id(node)].children = [copied(child) for child in node.children]
            copies.update((id(child), copy) for child, copy in zip(node.children, children, strict=True))
            stack.extend(node.children)
    visits = tuple(Visit(copies[id(v.node)], v.leaving) for v in run.visits if v.node.depth <= depth)
    return replace(run, root=copies[id(run.root)], visits=visits, shown=depth)


def copied(node: SearchNode) -> SearchNode:
    """A copy of ``node`` without its children."""
    copy = SearchNode(node.picks, node.window)
    copy.value, copy.best, copy.nodes, copy.cut = node.value, node.best, node.nodes, node.cut
    copy.seen, copy.end, copy.bound = node.seen, node.end, node.bound
    return copy


def searched_run(position: Position, dress: Dress, algorithm: str, scores: Scores, good: bool) -> CountedRun:
    """The search recorded as deep as the tree allows, 3 plies at most (searched once for every language that
    lists the picks in the same order: the names aside, it is the same search; plain minimax searched once for
    every order, see reordered)."""
    return _searched_run(position, tuple(searches.lesson_order(dress)), dress, algorithm, scores, good)


_SEARCHED: dict[tuple[object, ...], CountedRun] = {}


def _deepest(position: Position) -> int:
    free = len(position.free)
    return max(d for d in range(4) if nodes_within(free, d) <= searches.MOST_SHOWN)


def _searched_run(
    position: Position, order: tuple[int, ...], dress: Dress, algorithm: str, scores: Scores, good: bool
) -> CountedRun:
    key = (position, order, algorithm, scores, good)
    if key not in _SEARCHED:
        deepest = _deepest(position)
        if algorithm == "minimax":
            _SEARCHED[key] = shown_to(reordered(plain_minimax(position), list(order), scores, good), deepest)
        else:
            _SEARCHED[key] = searches.search(position, dress, algorithm, scores, good, deepest)
    return _SEARCHED[key]


_PLAIN: dict[Position, CountedRun] = {}


def plain_minimax(position: Position) -> CountedRun:
    """Plain minimax from ``position``, depth scores, numbers ascending, recorded one ply deeper than shown: the
    choice at the deepest node shown needs its children's scores to be made again in another order. One search
    serves both ways of scoring and every order (see reordered)."""
    if position not in _PLAIN:
        shown = min(_deepest(position) + 1, len(position.free))
        _PLAIN[position] = counted_search(position, "minimax", "depth", None, False, shown)
    return _PLAIN[position]


def tried_in(run: CountedRun, node: SearchNode, order: list[int], good: bool) -> list[int]:
    """The picks plain minimax tries at ``node`` in ``order``: the free ones in it, or (``good``) a good order,
    ties in it."""
    position = run.position
    for pick in node.picks:
        position = position.play(pick)
    free = sorted(position.free)
    if not good:
        return [n for n in order if n in free]
    rules = position.rules
    mine, theirs = (sorted(numbers) for numbers in position.sides)
    winning = sum(1 << n for n in free if rules.completes(mine, n))
    blocking = sum(1 << n for n in free if rules.completes(theirs, n))
    return good_order(rules, order)(bits(mine), bits(theirs), bits(free), winning, blocking)


def reordered(run: CountedRun, order: list[int], scores: Scores, good: bool) -> CountedRun:
    """Plain minimax ``run`` (depth scores) as the same search trying its picks in ``order`` (or a good order,
    ties in it) and scoring ``scores`` would have recorded it. Without pruning or a table every node's subtree is
    the same whatever the order, and its score too: only the order of the children and of the visits change, and
    the choice, the first child in the new order with the best score. +10/-10 is the depth score's sign times 10:
    a win scores more than nothing either way, and the best of signs is the sign of the best. The nodes recorded
    deepest keep no children: their choice is left, and cut off by shown_to. (Searching once for every order and
    both scores is what keeps this test quick; test_reordered_runs_read_as_searched checks it.)"""
    assert (run.algorithm, run.scores, run.order) == ("minimax", "depth", "lesson")
    copies: dict[int, SearchNode] = {}
    stack = [run.root]
    while stack:  # copied, each node before its children
        node = stack.pop()
        copy = SearchNode(node.picks, node.window)
        for name in ("value", "best", "nodes", "cut", "seen", "end", "bound"):
            setattr(copy, name, getattr(node, name))
        if scores == "ten":
            copy.value = 10 * (node.value > 0) - 10 * (node.value < 0)
        copies[id(node)] = copy
        stack.extend(node.children)
    stack = [run.root]
    while stack:  # each node's children in the new order, and its choice among them
        node = stack.pop()
        if node.children:
            copy = copies[id(node)]
            by_pick = {child.picks[-1]: copies[id(child)] for child in node.children}
            copy.children = [by_pick[pick] for pick in tried_in(run, node, order, good)]
            assert len(copy.children) == len(node.children)
            copy.best = next(child.picks[-1] for child in copy.children if -child.value == copy.value)
        stack.extend(node.children)
    visits: list[Visit] = []
    stack2: list[tuple[SearchNode, bool]] = [(copies[id(run.root)], False)]
    while stack2:
        copy, leaving = stack2.pop()
        visits.append(Visit(copy, leaving))
        if not leaving:
            stack2.append((copy, True))
            stack2.extend((child, False) for child in reversed(copy.children))
    order_name: Order = "good" if good else "lesson"
    return replace(run, root=copies[id(run.root)], visits=tuple(visits), scores=scores, order=order_name)


def every_run(dress: Dress) -> Iterator[CountedRun]:
    for moves in POSITIONS:
        position = Position.from_moves(moves)
        assert not position.is_over
        for algorithm, scores, good in RUNS:
            deepest = searched_run(position, dress, algorithm, scores, good)
            for depth in range(deepest.shown + 1):
                yield shown_to(deepest, depth)


def table_of(text: str) -> tuple[list[str], list[str]]:
    """The tree's lines (its heads first) and the notes' lines under it (luoshu's engine has none)."""
    parts = [*text.split("\n\n"), ""][:3]
    assert text.count("\n\n") in (1, 2), text
    return parts[1].splitlines(), parts[2].splitlines()


def check_prose(said: list[str], lines: list[str]) -> None:
    """The lines ``said`` (a heading's, the notes'), each as it reads unbroken, shown as ``lines``: each broken
    where Chinese breaks, within the terminal."""
    rest = list(lines)
    for line in said:
        taken = [rest.pop(0)]
        while squeezed("".join(taken)) != squeezed(line):
            assert rest, (line, lines)
            assert len(squeezed("".join(taken))) < len(squeezed(line)), (line, lines)
            taken.append(rest.pop(0))
        assert problems(line, taken, TERMINAL) == [], taken
    assert rest == [], rest


def check_tree(run: CountedRun, dress: Dress) -> None:
    text = searches.tree_text(run, dress)
    assert all(width_of(line) <= TERMINAL for line in text.splitlines()), text
    check_prose(searches.heading_lines(run, dress), text.split("\n\n")[0].splitlines())
    table, notes = table_of(text)
    left_out = squeezed(_(searches.POSITIONS_LEFT_OUT)) in squeezed("".join(notes))
    check_prose([*searches.tree_notes(run), *([_(searches.POSITIONS_LEFT_OUT)] if left_out else [])], notes)
    nodes = list(searches.walk(run))
    cells = [searches.node_cells(searches.node_facts(run, node, dress)) for _branch, node in nodes]
    keys = searches.tree_columns(run)
    heads = {_(searches.TREE_COLUMNS[key]): key for key in keys}
    # The heads: each at the column where its cells begin (the nodes' right-aligned, ending where they end).
    found = [(m.group(), width_of(table[0][: m.start()])) for m in re.finditer(r"\S+(?: \S+)*", table[0])]
    shown = [heads[head] for head, _at in found]
    assert shown == [key for key in keys if key in shown], table[0]
    assert set(keys) - set(shown) <= {"position", "cut"}
    if "position" not in shown:  # positions gone: the notes say so
        assert squeezed(_(searches.POSITIONS_LEFT_OUT)) in squeezed("".join(notes)), notes
    starts = {key: at for key, (_head, at) in zip(shown, found, strict=True)}
    right = starts["nodes"] + width_of(_(searches.TREE_COLUMNS["nodes"]))
    starts["nodes"] = right - max(width_of(_(searches.TREE_COLUMNS["nodes"])), *(width_of(c["nodes"]) for c in cells))
    edges = sorted(starts.values())
    spans = {key: (at, next((e - 2 for e in edges if e > at), None)) for key, at in starts.items()}
    # The nodes' lines, in the order searched, each with the lines that go on under it.
    blocks: list[list[str]] = []
    for index, line in enumerate(table[1:]):
        if index == 0 or re.match(r"^[\u2502 ]*[\u251c\u2514]\u2500 ", line):
            blocks.append([line])
        else:
            blocks[-1].append(line)
    assert len(blocks) == len(nodes)
    names = broken_names(dress)
    for (branch, node), cell, block in zip(nodes, cells, blocks, strict=True):
        under = (
            [] if "cut" in shown else [line for line in block[1:] if between(line, 0, spans["turn"][0]).strip(BRANCHES)]
        )
        going_on = [line for line in block if line not in under]
        for key in shown:
            start, end = spans[key]
            pieces = [between(line, start, end).rstrip() for line in going_on]
            if key == "move":
                assert pieces[0] == branch + cell["move"], block
                assert all(not piece.strip(BRANCHES) for piece in pieces[1:]), block  # the tree's lines alone
                continue
            said = [piece.strip() for piece in pieces if piece.strip()]
            # The cell whole: its pieces, read on, are its words (broken at a space, never inside a word).
            assert " ".join(said) == cell[key], (key, block)
            for first, second in itertools.pairwise(said):  # never a name's first word on one line, the rest below
                assert not any(first.endswith(a) and second.startswith(b) for a, b in names)
        if "cut" not in shown:
            if node.cut:
                said = [line.lstrip(BRANCHES) for line in under]
                assert " ".join(said) == _("cut off: {picks}").format(picks=cell["cut"]), block
                for first, second in itertools.pairwise(said):
                    assert not any(first.endswith(a) and second.startswith(b) for a, b in names)
            else:
                assert not under, block


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


_FITTED: dict[tuple[str, tuple[str, ...]], set[str]] = {}
"""The step lines fitted and checked so far, by language and the dress's names: a line met again (a visit said
alike in two searches: arriving at a node without a window, with either way of scoring) fits as it did."""


def broken_names(dress: Dress) -> list[tuple[str, str]]:
    """Each of the dress's names that holds a space, as its first word and the rest: what never ends one line and
    begins the next."""
    return [(name.split(" ")[0], name[name.index(" ") + 1 :]) for name in dress.names if " " in name]


def check_steps(run: CountedRun, dress: Dress) -> None:
    plain = searches.step_lines(run, dress)
    assert len(plain) == len(run.visits)
    fitted = _FITTED.setdefault((spoken(), dress.names), set())
    names = broken_names(dress)
    for one in plain:
        if one in fitted:
            continue
        fitted.add(one)
        shown = searches.fitted_step(one, dress)  # step_text's line, each step rendered once
        lines = shown.split("\n")
        assert all(width_of(line) <= TERMINAL for line in lines), lines
        label = re.match(r"\s*\d+/\d+\s+", one)
        assert label is not None
        assert lines[0].startswith(label.group())
        assert all(line.startswith(" " * width_of(label.group())) for line in lines[1:]), lines  # under its words
        step = [lines[0][len(label.group()) :], *(line.strip() for line in lines[1:])]
        assert problems(one[len(label.group()) :], step, TERMINAL - width_of(label.group())) == [], lines
        if one.isascii() or not any(unicodedata.east_asian_width(c) == "W" for c in set(one)):
            assert " ".join([lines[0], *(line.strip() for line in lines[1:])]) == one  # broken at spaces only
        else:  # Chinese breaks between characters too: nothing lost, no name broken (none across lines)
            assert squeezed(shown) == squeezed(one)
            for name in dress.names:
                assert shown.count(name) == one.count(name), (name, lines)
        for first, second in itertools.pairwise(lines):
            assert not any(first.endswith(a) and second.strip().startswith(b) for a, b in names), lines


@pytest.mark.parametrize("dress_name", DRESSES)
def test_every_tree_and_every_step_fits_80_columns_in_every_language(dress_name: str) -> None:
    for language in LANGUAGES:
        with speaking(language):
            dress = dress_for(dress_name)
            for run in every_run(dress):
                check_tree(run, dress)
                check_steps(run, dress)
    # And as the command prints them, once per language: the issue's tree, alpha-beta two plies deep from the empty
    # board, and its steps one ply deep.
    for language, extra in (("en", []), ("zh-CN", ["--step", "--depth", "1"]), ("zh-TW", [])):
        args = ["explore", "search", "--algorithm", "alphabeta", "--dress", dress_name, *extra, "--lang", language]
        done = CliRunner().invoke(cli, args, terminal_width=TERMINAL)
        assert done.exit_code == 0, done.output
        too_wide = [line for line in done.output.splitlines() if width_of(line) > TERMINAL]
        assert not too_wide, too_wide


def test_cut_runs_read_as_searched() -> None:
    """The test's shortcut, searching once and cutting the tree at each depth, shows what a search at that depth
    shows (its time aside)."""
    dress = dress_for("jam")
    for algorithm, scores, good in RUNS:
        deepest = searched_run(Position.from_moves([5, 1]), dress, algorithm, scores, good)
        for depth in range(deepest.shown + 1):
            direct = searches.search(Position.from_moves([5, 1]), dress, algorithm, scores, good, depth)
            cut = replace(shown_to(deepest, depth), seconds=direct.seconds, kept=direct.kept)
            assert searches.tree_text(cut, dress) == searches.tree_text(direct, dress)
            assert searches.step_lines(cut, dress) == searches.step_lines(direct, dress)


def test_reordered_runs_read_as_searched() -> None:
    """The test's other shortcut, plain minimax searched once and its tree reordered for each dress's order, shows
    what the search in that order and way of scoring shows (its time aside): from the cheaper positions in every
    order and way, and from the empty board once, in an order unlike the numbers', a good order (ties in it) and
    +10/-10, the search it is made from being in numbers ascending and depth scores."""
    orders: dict[tuple[int, ...], tuple[str, str]] = {}
    for language in LANGUAGES:
        with speaking(language):
            for name in DRESSES:
                orders.setdefault(tuple(searches.lesson_order(dress_for(name))), (language, name))
    assert len(orders) >= len(DRESSES)
    # As deep as shown: test_cut_runs_read_as_searched checks that the shallower trees are the same tree cut.
    cases = [(moves, _deepest(Position.from_moves(moves))) for moves in POSITIONS[1:]]
    for order, (language, name) in orders.items():
        with speaking(language):
            dress = dress_for(name)
            for scores in SCORES:
                for good in (False, True):
                    empty = (name, scores, good) == ("grid", "ten", True)
                    tried = [*cases, ((), _deepest(Position()))] if empty else cases
                    for moves, depth in tried:
                        position = Position.from_moves(moves)
                        direct = searches.search(position, dress, "minimax", scores, good, depth)
                        made = shown_to(reordered(plain_minimax(position), list(order), scores, good), depth)
                        made = replace(made, seconds=direct.seconds)
                        assert searches.tree_text(made, dress) == searches.tree_text(direct, dress)
                        assert searches.step_lines(made, dress) == searches.step_lines(direct, dress)
                        assert searches.search_json(made, dress) == searches.search_json(direct, dress)


NOTE_LANGUAGES = ["en", "zh-CN", "zh-TW"]


INFINITE = 1 << 40


BOUND_POSITIONS = [["5", "1", "4"], [], ["5"], ["2", "5"], ["1", "5", "9", "2"], ["4", "5", "6", "2"]]


def said(language: str, *args: str) -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", language], terminal_width=80)
    assert done.exit_code == 0, done.output
    return done.output


@pytest.mark.parametrize("language", NOTE_LANGUAGES)
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


@pytest.mark.parametrize("moves", BOUND_POSITIONS, ids=[" ".join(moves) or "empty" for moves in BOUND_POSITIONS])
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


SVG = "{http://www.w3.org/2000/svg}"


def test_a_lessons_tree_shows_its_own_scores() -> None:
    # X 5 1 4, O to move: X wins whatever O does. Lesson 4 blocks with 6; X's win then comes 4 plies on, at the
    # lesson's depth 3 (0 just below the root): 10 - 3 = 7, so O's pick scores -7; lesson 3 says -(empty + 1).
    data = searched("5", "1", "4", "--lesson", "4", "--depth", "1")
    assert (data["pick"], data["score"], data["score_base"]) == (6, -7, 11)
    assert data["verdict"] == {"outcome": "loss", "plies": 4}
    data = searched("5", "1", "4", "--lesson", "3", "--depth", "1")
    assert (data["pick"], data["score"]) == (6, -(6 - 4 + 1))  # 6 cells free at the root, 4 taken to the end
    assert data["verdict"] == {"outcome": "loss", "plies": 4}


def test_a_lessons_search_in_words_says_which_article_and_what_its_program_does() -> None:
    said = {}
    for lesson in (1, 2, 3, 4):
        result = run("explore", "search", "5", "1", "--lesson", str(lesson), "--dress", "grid", "--depth", "1")
        assert result.exit_code == 0, result.output
        assert max(len(line) for line in result.output.splitlines()) <= 80
        said[lesson] = " ".join(result.output.split())
    told = {
        1: ["tic-tac-toe AI", "PyQt", "fresh window", "2,300 nodes visited"],
        2: ["《同构——编程中的数学》", "4 9 2 3 5 7 8 1 6", "two-pointer", "7,064 nodes visited"],
        3: ["Taiwanese class", "empty cells + 1", "7,064 nodes visited"],
        4: ["from scratch", "10 − depth", "7,064 nodes visited"],
    }
    for lesson, phrases in told.items():
        for phrase in phrases:
            assert phrase in said[lesson], (lesson, phrase)


def test_a_lessons_steps_and_picture(tmp_path: Path) -> None:
    data = searched("5", "1", "4", "--lesson", "1", "--depth", "1")
    result = run("explore", "search", "5", "1", "4", "--lesson", "1", "--depth", "1", "--step")
    assert result.exit_code == 0, result.output
    steps = [line for line in result.output.splitlines() if re.match(r" ?\d+/\d+ ", line)]
    assert len(steps) == 2 * len(tree_nodes(data["tree"]))
    assert sum("window [−∞, +∞]" in line for line in steps) == 1 + len(data["tree"]["children"])  # fresh windows
    result = run("explore", "search", "5", "1", "4", "--lesson", "1", "--depth", "1", "--svg", "-")
    assert result.exit_code == 0, result.output
    assert is_luoshu_picture(result.stdout)
    root = ET.fromstring(result.stdout)
    assert len([g for g in root.iter(f"{SVG}g") if g.get("class") == "node"]) == len(tree_nodes(data["tree"]))
    assert "Lesson 1" in "".join(root.itertext())
    image = tmp_path / "tree.png"
    done = subprocess.run(["rsvg-convert", "-o", str(image)], input=result.stdout.encode(), capture_output=True)
    assert done.returncode == 0, done.stderr
    assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--lesson", "1", "--algorithm", "memo"], "--lesson runs that lesson's own program"),
        (["--lesson", "2", "--scores", "ten", "--move-order", "good"], "drop --scores, --move-order"),
        (["--lesson", "4", "--compare"], "drop --compare"),
        (["--lesson", "5"], "Invalid value for '--lesson'"),
        (["--lesson", "3"], "lesson 3's program opens at random; give a move or more to see it search"),
    ],
)
def test_a_lesson_with_options_that_choose_another_search_is_refused_in_one_line(args: list[str], reason: str) -> None:
    result = run("explore", "search", *args)
    assert result.exit_code == 2, result.output
    reasons = [line for line in result.output.splitlines() if line.startswith("Error:")]
    assert len(reasons) == 1, result.output
    assert reason in reasons[0]


@pytest.mark.parametrize(
    "game",
    [[], ["--order", "4"], ["--numbers", "25", "--count", "1"], ["--target", "14"], ["--misere"]],
)
def test_lesson_3_from_the_empty_board_is_said_to_open_at_random_in_every_game(game: list[str]) -> None:
    # Its program makes no search there, whatever the game and the budget: its row says so, and never a count of
    # nodes past the budget (the order-4 game's said 63,994,817 nodes at least).
    for language, said in (("en", "its first move is at random: no search"), ("zh-CN", "第一步随机下：不搜索")):
        data = searched(*game, "--compare", "--budget", "1000", "--lang", language)
        rows = {row["name"]: row for row in data["searches"]}
        assert rows["lesson-3"] == {"name": "lesson-3", "reason": said}
