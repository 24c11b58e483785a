"""Issue 29: ``luoshu explore search``, the search as a person sees it: the tree as text, JSON and a picture, the
steps in order, every search side by side, and a one-line reason for every bad choice."""

from __future__ import annotations

import json
import math
import re
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import click
import pytest
from running import run

from luoshu.cli.explore import search as face
from luoshu.rules import Position
from luoshu.search.counted import counted_search
from luoshu.search.solver import best_moves, solve
from luoshu.svg import is_luoshu_picture

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


def test_every_search_side_by_side() -> None:
    data = searched("5", "--compare")  # from the empty board: docs/search.md's table, tested below
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
    memo = next(row for row in searched("5", "--compare")["searches"] if row["name"] == "memo")["node_count"]
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
    data = searched("--order", "4", "--compare", "--budget", "5000")
    rows = {row["name"]: row for row in data["searches"]}
    assert rows["alphabeta-ten"]["reason"] == "not searched within the budget of 5,000 nodes"
    assert rows["alphabeta-ten"].get("node_count") is None
    # plain minimax visits every node down to X's fourth pick, the first that can end a game: 7 plies of 16 numbers
    least = sum(math.perm(16, plies) for plies in range(8))
    assert (
        rows["minimax-ten"]["reason"] == f"needs {least:,} nodes at least, more than the budget of 5,000: not searched"
    )


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
