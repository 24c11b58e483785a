"""Display columns, wrapping and tables that line up with wide characters. Every board, side-by-side view and
table luoshu prints lines up in display columns, in English, Simplified and Traditional Chinese, and fits an
80-column terminal (every command's ``--help``: test_help); Chinese text is broken into lines where Chinese
breaks (tests/chinese_lines.py); a colour terminal shows every board as a pipe does, and long names fit.
(Merged from test_issue28_widths, test_chinese_wrapping and test_terminal_width.)

The oracle measures columns independently of luoshu: Unicode's East Asian Width as the standard library has it
(W and F take two columns, a combining mark none, the rest one). The shapes are read from the output itself: a
grid's ``|`` must sit over its rule's ``+``, the marks under the numbers under a number, and a table's columns
(cells parted by two spaces or more) must each begin, or each end, at one column on every line.
"""

from __future__ import annotations

import fcntl
import itertools
import json
import os
import re
import shlex
import struct
import subprocess
import sys
import termios
import textwrap
import unicodedata
from pathlib import Path
from typing import Any

import click
import oracle
import pytest
from catalogue import po
from chinese_lines import OPERATORS, breaks, columns, han, problems
from click.testing import CliRunner
from games_files import CHINESE_NAMES, LINES, LONG_NAMES
from outputs import outputs as render
from running import every_command

from luoshu.cli import cli
from luoshu.cli import play as play_command
from luoshu.cli.explore import search as command
from luoshu.teach.study import study_plan
from luoshu.views.dresses.dress import dress_for
from luoshu.views.wrapping import WideWrapper, fill, wrapped_table
from luoshu.words.language import speak, speaking

LANGUAGES = ["en", "zh-CN", "zh-TW"]
Said = dict[str, list[dict[str, Any]]]
"""What each use of the outputs cluster said, by language."""
FIFTEEN = oracle.Game(9, 3, 15)
TERMINAL = 80


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> Said:
    """The Chinese-output cluster (tests/outputs.py), rendered once per run at 80 columns: by language, what each
    use said."""
    return {language: rendered["said"] for language, rendered in render(tmp_path_factory).items()}


def cached(outputs: Said, language: str, *args: str, dress: str | None = None) -> str:
    """What the cluster's use ``luoshu ARGS`` (or its whole game in ``dress``) said in ``language``."""
    said = outputs[language.replace("-", "_")]
    found = [str(use["output"]) for use in said if (use.get("dress") == dress if dress else use["args"] == list(args))]
    assert len(found) == 1, (language, args, dress)
    return found[0]


def luoshu(language: str, *args: str, given: str = "") -> str:
    done = CliRunner().invoke(cli, [*args, "--lang", language], input=given, terminal_width=TERMINAL)
    assert done.exit_code == 0, (args, done.output)
    return done.output


def places(line: str, characters: str) -> list[int]:
    """The display columns at which any of ``characters`` stands in ``line``."""
    return [columns(line[:i]) for i, c in enumerate(line) if c in characters]


def cells(line: str) -> list[tuple[int, int]]:
    """A table line's cells, parted by two spaces or more: each one's first and past-last display column."""
    return [(columns(line[: m.start()]), columns(line[: m.end()])) for m in re.finditer(r"\S+(?: \S+)*", line)]


def assert_columns(lines: list[str], first: int = 0) -> None:
    """Each column of the table ``lines`` (from its ``first``) begins at one display column on every line that
    has it, or ends at one: left- or right-aligned."""
    rows = [cells(line)[first:] for line in lines]
    for i in range(max(map(len, rows))):
        present = [row[i] for row in rows if len(row) > i]
        starts, ends = {start for start, _ in present}, {end for _, end in present}
        assert len(starts) == 1 or len(ends) == 1, (i, "\n".join(lines))


def assert_under_heads(lines: list[str]) -> None:
    """Every cell of a table under ``lines[0]``'s heads begins where a head begins or ends where a head ends (a
    column left- or right-aligned under its head); a row may leave a cell empty."""
    heads = cells(lines[0])
    starts, ends = {start for start, _ in heads}, {end for _, end in heads}
    for line in lines[1:]:
        for start, end in cells(line):
            assert start in starts or end in ends, (line, "\n".join(lines))


def assert_fits(lines: list[str]) -> None:
    too_wide = [line for line in lines if columns(line) > TERMINAL]
    assert not too_wide, too_wide


def grids(text: str) -> list[list[str]]:
    """Each grid drawn in ``text`` (lines of `` a | b | c`` between rules ``---+---+---``), as its lines, cut to
    the grid itself where something stands beside it."""
    found: list[list[str]] = []
    lines = text.splitlines()
    for start, line in enumerate(lines):
        above = lines[start - 1] if start else ""
        if "|" in line and "|" not in above and "+" not in above and start + 1 < len(lines):
            block = list(itertools.takewhile(lambda line: "|" in line or "+" in line, lines[start:]))
            rule = next((line for line in block if re.match(r"^-+(\+-+)+", line)), None)
            if rule is not None:
                edge = len(re.match(r"^-+(\+-+)+", rule).group())  # type: ignore[union-attr]
                found.append([_cut(line, columns(rule[:edge])) for line in block])
    return found


def _cut(line: str, wide: int) -> str:
    """``line`` up to display column ``wide``."""
    kept = ""
    for character in line:
        if columns(kept + character) > wide:
            break
        kept += character
    return kept


def assert_grids(text: str) -> int:
    """Every grid in ``text`` holds its columns: each ``|`` over a ``+`` of the rule. The count of grids."""
    found = grids(text)
    for grid in found:
        rule = next(line for line in grid if "+" in line)
        crossings = places(rule, "+")
        for line in grid:
            if "|" in line:
                assert places(line, "|") == crossings, "\n".join(grid)
    return len(found)


def assert_marks_under_numbers(text: str) -> int:
    """Beside or under a grid, the numbers 1-9 in a row, the players' marks under them: every mark, and every
    pointer (^ last, * the set), stands under a number. The count of rows of numbers seen."""
    lines = text.splitlines()
    seen = 0
    for i, line in enumerate(lines):
        found = re.search(r"1 2 3 4 5 6 7 8 9", line)
        if not found:
            continue
        seen += 1
        start = columns(line[: found.start()])
        digits = {start + 2 * k for k in range(9)}
        for below in lines[i + 1 : i + 3]:
            if not re.fullmatch(r"[XO^* ]*", _cut(below, start + 18)[len(_cut(below, start)) :]):
                continue  # not a row of marks (the players' holdings, said)
            marks = [p for p in places(below, "XO^*") if p >= start]
            assert set(marks) <= digits, (line, below)
    return seen


SHARED = ["洛书", "洛書"]


@pytest.fixture(scope="module")
def chinese_sets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A game of nine Chinese words of two to four characters, whose winning sets are the grid's eight lines:
    wide items for every board that shows a game's items."""
    words = ["洛书幻方", "井字", "九宫格子", "取数", "凑十五啊", "圈叉", "游戏规则", "棋盘", "胜负和局"]
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    path = tmp_path_factory.mktemp("sets") / "chinese.json"
    wins = [[words[i] for i in line] for line in lines]
    path.write_text(json.dumps({"name": "汉字棋", "items": words, "wins": wins}))
    return path


# Boards and side-by-side views ----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_plays_boards_through_a_pipe_line_up(language: str) -> None:
    for args, moves in ((["play", "fifteen", "--view", "both"], "5\n8\n"), (["play", "grid"], "B2\nA3\n")):
        shown = luoshu(language, *args, "--seed", "1", given=moves + "quit\n")
        assert assert_grids(shown) >= 3
        if "both" in args:
            assert assert_marks_under_numbers(shown) >= 3
        assert_fits([line for line in shown.splitlines() if "|" in line or "+" in line])
        # The prompt's colon (click's suffix) as the language writes it: a full-width one, and no space after it.
        prompts = [line for line in shown.splitlines() if re.fullmatch(r"\S.*[:：] ?(5|B2)", line)]
        assert len(prompts) == 1, shown
        assert prompts[0].endswith(": 5" if language == "en" else "：5") or prompts[0].endswith(
            ": B2" if language == "en" else "：B2"
        )


PUZZLES = {
    "numbers": ["puzzle", "--seed", "1"],
    "grid": ["puzzle", "--seed", "2", "--dress", "grid"],
    "jam": ["puzzle", "--seed", "3", "--dress", "jam"],
    "words": ["puzzle", "--seed", "4", "--dress", "words"],
    "product": ["puzzle", "--seed", "5", "--dress", "product"],
}
"""The cluster's puzzle in each dress (tests/outputs.py's USES)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_solve_explain_and_puzzle_boards_line_up(language: str, outputs: Said) -> None:
    shown = luoshu(language, "solve", "5", "2")
    assert assert_grids(shown) == 1
    assert assert_marks_under_numbers(shown) == 1
    listed = [line for line in shown.splitlines() if re.match(r"^  \d ?[(（]", line)]
    assert len(listed) == 7
    assert_columns(listed)
    for dress, args in PUZZLES.items():  # each puzzle's board first, then what was typed and its answer
        shown = cached(outputs, language, *args)
        assert_fits(shown.splitlines()[1:10])
        if dress == "grid":
            assert assert_grids(shown) == 1
        if dress == "jam":
            board = [
                line.replace("(", " ").replace(")", " ").replace("（", "  ").replace("）", "  ")
                for line in shown.splitlines()[1:10]
            ]
            assert_columns(board)
        if dress in ("words", "product"):
            board = [
                line.replace("(", " ").replace(")", " ").replace("（", "  ").replace("）", "  ")
                for line in shown.splitlines()[1:3]
            ]
            assert_columns(board)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_of_chinese_words_lines_up(language: str, chinese_sets: Path) -> None:
    # The items are two to four Chinese characters: every column they stand in is measured in display columns.
    board = luoshu(language, "play", "--sets", str(chinese_sets), "--seed", "1", given="井字\nquit\n")
    rows = [
        line.replace("(", " ").replace(")", " ").replace("（", "  ").replace("）", "  ")
        for line in board.splitlines()
        if line.startswith("  ")
    ]
    assert len(rows) >= 2
    for start in range(0, len(rows), 2):  # one board, then the next: each by itself
        assert_columns(rows[start : start + 2])
    solved = luoshu(language, "solve", "--sets", str(chinese_sets), "井字")
    listed = [line for line in solved.splitlines() if re.match(r"^  \S+ *  [^-XO(（\s]", line)]  # not the board
    assert len(listed) == 8
    assert_columns(listed)
    mapped = luoshu(language, "explore", "isomorph", "--sets", str(chinese_sets))
    assert assert_grids(mapped) == 1
    assert_columns([line for line in mapped.splitlines() if re.match(r"^  \S.*[(（]\w\d[)）]$", line)])
    assert_fits([*rows, *listed, *grids(mapped)[0]])


# Explore's tables ------------------------------------------------------------------------------------------------


def table_after(text: str, heading: str | None = None, pattern: str = r"^\s+\S") -> list[str]:
    """The table's lines in ``text``: the run of lines matching ``pattern`` (after the line ``heading`` starts)."""
    lines = text.splitlines()
    if heading is not None:
        lines = lines[next(i for i, line in enumerate(lines) if line.startswith(heading)) + 1 :]
    start = next(i for i, line in enumerate(lines) if re.match(pattern, line))
    return list(itertools.takewhile(lambda line: re.match(pattern, line), lines[start:]))


@pytest.mark.parametrize("language", LANGUAGES)
def test_explores_tables_line_up(language: str, outputs: Said) -> None:
    square = cached(outputs, language, "explore", "square")
    assert assert_grids(square) == 1
    assert_columns(table_after(square, pattern=r"^  \S.*=\s*15"), first=1)  # the lines' names may be words apart
    triples = cached(outputs, language, "explore", "triples")
    assert_columns(table_after(triples, pattern=r"^  1\+"))
    assert_columns(table_after(triples, pattern=r"^  \d \+"))
    squares = cached(outputs, language, "explore", "squares")
    assert assert_grids(squares) == 2  # the first of each row of four; and the four side by side:
    rows = [line for line in squares.splitlines() if "|" in line or "+" in line]
    assert len(rows) == 10
    for start in (0, 5):
        crossings = places(rows[start + 1], "+")
        assert len(crossings) == 8
        assert all(places(line, "|") == crossings for line in rows[start : start + 5 : 2])
        assert all(places(line, "+") == crossings for line in rows[start + 1 : start + 5 : 2])
    symmetries = cached(outputs, language, "explore", "symmetries")
    assert_columns(table_after(symmetries, pattern=r"^  \S"), first=0)
    targets = cached(outputs, language, "explore", "targets", "--numbers", "7")
    assert_columns(table_after(targets))
    for text in (square, triples, squares, symmetries, targets):
        assert_fits([line for line in text.splitlines() if line.startswith(" ") or "|" in line or "+" in line])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_census_and_the_orders_counts_line_up(language: str, outputs: Said) -> None:
    stats = cached(outputs, language, "explore", "stats")
    counts = [line for line in stats.splitlines() if re.search(r"\s{2,}[\d,]+(\s{2,}\S.*)?$", line)]
    assert len(counts) >= 15
    ends = {columns(re.match(r"^\s*\S.*?\s{2,}[\d,]+", line).group()) for line in counts}  # type: ignore[union-attr]
    assert len(ends) == 1, "\n".join(counts)
    assert_fits(table_after(stats, pattern=r"^\S.*\d$|^  "))
    order = cached(outputs, language, "explore", "order", "4")
    assert assert_grids(order) == 1
    assert_columns([line for line in order.splitlines() if re.match(r"^  \S.*\s{2,}\d+$", line)], first=1)
    assert_fits([line for line in order.splitlines() if line.startswith(" ") or "+" in line])


@pytest.mark.parametrize("language", LANGUAGES)
def test_replay_verify_and_the_search_tree_line_up(language: str, outputs: Said) -> None:
    replay = luoshu(language, "explore", "replay", "5", "1", "8", "2", "3")
    history = table_after(replay, pattern=r"^\s+\S")[-6:]  # the heads and a row a ply
    assert_columns([re.sub(r"\s+<- .*$", "", line) for line in history])
    assert len({places(line, "<")[0] for line in history if "<" in line}) <= 1
    assert assert_grids(replay) == 5
    assert assert_marks_under_numbers(replay) == 5
    verify = cached(outputs, language, "explore", "verify")
    checks = [line for line in verify.splitlines() if line.startswith("  ")]
    assert len(checks) >= 10
    assert len({cells(line)[-1][0] for line in checks}) == 1  # each mark at one column: all before it lines up
    tree = luoshu(language, "explore", "search", "5", "1", "8", "3").splitlines()
    branch = next(i for i, line in enumerate(tree) if line.startswith("├"))
    rows = list(itertools.takewhile(bool, tree[branch - 2 :]))  # the heads, the root, and its tree
    assert len(rows) >= 10
    # The move column is drawn as a tree (spaces inside): counted as one cell as wide as it is.
    assert_under_heads([re.sub(r"^[│├└─ ]*\S+", lambda m: "m" * columns(m.group()), row) for row in rows])
    assert_fits([*history, *checks, *rows])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_search_compare_table_lines_up(language: str, outputs: Said) -> None:
    compared = cached(outputs, language, "explore", "search", "5", "1", "4", "--compare")
    assert_fits(compared.splitlines())  # the heading, the table and the footnote: 80 columns in every language
    table = compared.split("\n\n")[1].splitlines()
    # A search's row holds its seven cells; a long name goes on under itself, alone on the lines below.
    rows = [line for line in table[1:] if len(cells(line)) == 7]
    assert len(rows) == 8, table
    assert_columns(rows)
    under = [line for line in table if line not in rows and cells(line)[0][0] == 0]
    assert all(len(cells(line)) == 1 for line in under[1:]), table  # the heads' first line, then names alone


@pytest.mark.parametrize("language", LANGUAGES)
def test_puzzle_list_menace_and_match_reports_line_up(language: str, outputs: Said) -> None:
    listed = cached(outputs, language, "puzzle", "--list", "--level", "easy")
    assert_columns(table_after(listed))
    menace = cached(outputs, language, "menace", "--games", "30", "--seed", "1")
    curve = table_after(menace, pattern=r"^\s+\S+\s+\S+\s+\S+\s+\S+$")
    assert len(curve) == 31
    assert_columns(curve)
    assert_fits([*table_after(listed), *curve])


def test_the_study_report_lines_up(tmp_path: Path) -> None:
    # A participant's study in numbers, each puzzle answered with a free number (the oracle's first).
    plan = study_plan(0, ("numbers",), 3, seed=1)
    free = FIFTEEN.free
    picks = [min(free(frozenset(t.puzzle.x), frozenset(t.puzzle.o))) for t in plan]
    out = tmp_path / "study.csv"
    typed = "".join(f"{pick}\n" for pick in picks)
    args = ["study", "--dresses", "numbers", "--trials", "3", "--seed", "1", "--out", str(out), "--lang", "en"]
    assert CliRunner().invoke(cli, args, input=typed).exit_code == 0
    for language in LANGUAGES:
        report = luoshu(language, "study", "--report", str(out)).splitlines()
        table = [line for line in report if re.search(r"[(（].*\d.*-.*\d.*[)）]|95%", line)]
        assert len(table) == 2, report
        assert_columns([re.sub(r"\s{3}\S.*$", "", line) for line in table])  # the dress, trials and errors


# Help -----------------------------------------------------------------------------------------------------------


COMMANDS = every_command(cli, click.Context(cli))


def test_the_games_list_of_commands_fits_80_columns(outputs: Said) -> None:
    # Every dress in every language: a whole game (the cluster's) begins with help.
    for language in LANGUAGES:
        for dress in ("fifteen", "grid", "jam", "words", "product", "sets"):
            shown = cached(outputs, language, dress=dress).splitlines()
            start = next(i for i, line in enumerate(shown) if line.startswith("  hint"))
            listed = list(itertools.takewhile(lambda line: line.startswith("  "), shown[start:]))
            assert_fits(listed)
            # each command's description begins at one column; a long one goes on under itself
            commands = [line for line in listed if re.match(r"  (hint|why|undo|save|help|quit)\b", line)]
            assert len(commands) == 7, (language, dress, listed)
            assert_columns(commands, first=1)


# The search tree -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_alpha_beta_tree_too_wide_leaves_its_positions_out_and_says_so(language: str, outputs: Said) -> None:
    shown = cached(outputs, language, "explore", "search", "5", "1", "4", "--algorithm", "alphabeta").splitlines()
    tree = [line for line in shown if re.match(r"^(root|根)\s|^[├└│ ][─ ]", line)]
    assert len(tree) > 10, shown
    assert_fits(tree)
    assert not any("·" in line for line in tree), tree  # no position column: "X 4 5 · O 1"
    notes = " ".join(shown[shown.index(tree[-1]) + 1 :])
    assert "--json" in notes, notes
    assert "--svg" in notes, notes
    # The bounds' few words in the tree; what ≥ and ≤ mean is said once, under it.
    assert any("≥" in line for line in tree)
    assert any("≤" in line for line in tree)
    assert "≥" in notes, notes
    assert "≤" in notes, notes
    # minimax's tree keeps its positions: it fits with them
    plain = cached(outputs, language, "explore", "search", "5", "1", "4", "--algorithm", "minimax").splitlines()
    rows = [line for line in plain if re.match(r"^(root|根)\s|^[├└│ ][─ ]", line)]
    assert_fits(rows)
    assert all("·" in line for line in rows), rows


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", ["jam", "words"])
def test_a_long_list_of_free_items_goes_on_between_two_names(language: str, dress: str) -> None:
    from outputs import dress_items

    from luoshu.words import language as speaking

    speaking.speak(language.replace("-", "_"))
    try:
        names = dress_items(dress)
    finally:
        speaking.speak("en")
    shown = luoshu(language, "play", dress, "--opponent", "human", given="q\n").splitlines()
    first = next(i for i, line in enumerate(shown) if any(name in line for name in names[:3]) and "X" in line)
    lines = [shown[first], *(line for line in shown[first + 1 : first + 2] if not re.search(r"[:：]", line))]
    assert_fits(lines)
    # Each line lists whole names (the first after its "Free:"), and the lines list all nine.
    listed = [re.split(r"[:：]", lines[0])[-1], *lines[1:]]
    joiner = r",|、" if dress == "jam" else r"、| "
    pieces = [piece.strip() for line in listed for piece in re.split(joiner, line)]
    assert sorted(filter(None, pieces)) == sorted(names), lines


# Every line a person reads ---------------------------------------------------------------------------------------


# From test_chinese_wrapping.py ----------------------------------------------------------------------------


def wrapped(text: str, width: int, indent: str = "") -> list[str]:
    return WideWrapper(width, initial_indent=indent, subsequent_indent=indent).wrap(text)


# The learner's lines ----------------------------------------------------------------------------------------------

ISSUE_LINES = [
    "从桥头街 石场路回传 +3：X 在 5 步内胜；选沿河路；下面搜索了 6,899 个节点",  # jam's steps broke 个节 / 点
    "从“来去自如”“自带”回传 +3：X 在 5 步内胜；选“传上去”；下面搜索了 7,063 个节点",  # the words' too
    "從「來去自如」「自帶」回傳 +3：X 在 5 步內勝；選「傳上去」；下方搜尋了 7,063 個節點",
    "朴素极小化极大，从空棋盘出发；尝试顺序：数从小到大；赢记 10 − 深度，输记深度 − 10，平局记 0（赢得越快，分数越高）",
    "终局怎么计分：depth，赢记 10 − 深度，输记深度 − 10，深度从根节点算起，所以赢得越快分越高。",
    "3：朴素的极小化极大，赢棋记空格数 + 1（002，台湾一个班级的课，教电脑用最少的步数取胜）",
    (
        "窗口 [α, β]：α 是最大化一方已经有把握得到的分数，β 是最小化一方最多容许的分数。"
        "在极大节点，一旦某个子节点的分数达到 β，其余的子节点就被剪掉；在极小节点，则是一旦降到 α。"
    ),
    (
        "區間 [α, β]：α 是最大化一方已經有把握得到的分數，β 是最小化一方最多容許的分數。"
        "在極大節點，一旦某個子節點的分數達到 β，其餘的子節點就被剪掉；在極小節點，則是一旦降到 α。"
    ),
    (
        "标着 ≥ 的分数是该节点对 X 至少值多少（它达到了 β），标着 ≤ 的是至多值多少（它降到了 α）："
        "无论哪种，它的确切值都改变不了上一层的选择，alpha-beta 就此离开它。"
    ),
    (
        "有 9 种搜索需要更多节点：朴素极小化极大，+10/−10；alpha-beta 剪枝，26 − 深度，好的顺序；按局面记忆化；"
        "第 1 课；第 2 课；第 4 课；不计深度。每种最多接着搜到 5,000,000 个节点，在这台机器上大约要 1 分 28 秒；"
        "按 Ctrl-C 会停下，并显示当时的表。"
    ),
    (
        "第 3 课是朴素的极小化极大，赢棋记空格数 + 1；空棋盘上的第一步随机下，不搜索。"
        "不计深度的玩家是 alpha-beta，任何赢棋都记 +10，所以赢定了也可能拖着不赢。"
    ),
    "从这里开始的树大约有 3.4 × 10^24 个节点（由随机对局估计；至少 26 个）。",
]


@pytest.mark.parametrize("text", ISSUE_LINES)
def test_the_learners_lines_break_where_chinese_breaks_at_every_width(text: str) -> None:
    for width in range(20, 81):
        lines = wrapped(text, width)
        assert problems(text, lines, width) == [], (width, lines)


def test_a_step_line_keeps_its_nodes_whole_at_the_width_it_had() -> None:
    # The step's words stand 9 columns in: 71 columns, where the issue saw 个节 / 点 and 個節 / 點.
    for text, kept in zip(ISSUE_LINES[:3], ("6,899 个节点", "7,063 个节点", "7,063 個節點"), strict=True):
        lines = fill(text, 71).split("\n")
        assert len(lines) == 2, lines
        assert lines[1] == kept, lines


def test_a_score_marked_with_a_bound_keeps_its_mark_and_the_line_is_not_cut_short() -> None:
    # The line "标着 ≥ … 标着" was broken off near 64 columns so that ≤ began the next.
    text = ISSUE_LINES[8]
    lines = wrapped(text, 80)
    assert not any(line.startswith(("≤", "≥")) for line in lines), lines
    assert columns(lines[0]) >= 80 - 80 // 3, lines  # at most a run moved whole left over


# What a new reader saw broken in the help (做朴素的极小化极 / 大, 根节点的每一 / 步, 每个想法省 / 下了多少): a run of
# Chinese that must break breaks after a word that ends there (的, 了, 是, a preposition), not inside the next word.
HELP_LINES = [
    ("2：不计深度的玩家，在同样的树上做朴素的极小化极大搜索，看看排序和剪枝省下了多少", "极小化极大"),
    ("1：alpha-beta，根节点的每一步都用全新的窗口，选第一个最好的", "每一步"),
    ("这张表说明每个想法省下了多少节点以及它们为什么有用", "多少节点"),
    ("在极小节点则是一旦降到α就把其余的子节点剪掉", "其余"),
]


@pytest.mark.parametrize(("text", "word"), HELP_LINES)
def test_a_long_run_breaks_after_a_word_that_ends_there(text: str, word: str) -> None:
    at = text.index(word)
    for width in range(30, 81):  # a help's column in a terminal, and wider
        lines = wrapped(text, width)
        inside = [cut for cut, _next in breaks(text, lines) if at < cut < at + len(word)]
        assert inside == [], (width, lines)


@pytest.mark.parametrize("width", range(14, 41))
def test_a_compare_tables_row_name_breaks_between_its_parts(width: int) -> None:
    # The issue's row names in a table's column: 17 − 深 / 度，好的顺序, and alpha- / beta.
    for name in (
        "alpha-beta 剪枝，17 − 深度，好的顺序",
        "alpha-beta 剪枝，26 − 深度，好的顺序",
        "alpha-beta 剪枝，10 − 深度",
    ):
        table = wrapped_table([["搜索", "节点"], [name, "7,064"]], right={1}, total=width + 7)
        cell = [line.strip().removesuffix("7,064").strip() for line in table[1:]]
        assert "".join(cell).replace(" ", "") == name.replace(" ", ""), cell
        assert problems(name, cell, width) == [], cell
        assert any("深度" in line for line in cell), cell
        assert not any(line.endswith("alpha-") for line in cell), cell


def test_a_chinese_title_in_english_help_stays_whole() -> None:
    help_text = command.LESSON_HELP
    for width in range(24, 81):
        lines = wrapped(help_text, width)
        assert any("《同构——编程中的数学》" in line for line in lines), (width, lines)


def test_the_lessons_help_keeps_its_formulas_whole_in_both_scripts() -> None:
    # The help's option column is 44 columns wide at 80: 输记深 / 度 − 10 and 空格数 + / 1 were broken there.
    for language in ("zh_CN", "zh_TW"):
        with speaking(language):
            from luoshu.words.language import _

            for text in (_(command.SCORES_HELP), _(command.LESSON_HELP)):
                for width in (44, 46, 60, 78):
                    lines = wrapped(text, width)
                    assert problems(text, lines, width) == [], (language, width, lines)


# Every message of both catalogues -----------------------------------------------------------------------------


def messages(language: str) -> list[str]:
    """Every paragraph of the catalogue's translations, its values filled in as a sentence fills them (a number,
    spaced from the Chinese round it)."""
    catalogue = po(language)
    found = set()
    for message in catalogue:
        strings = [message.string] if isinstance(message.string, str) else list(message.string or ())
        for string in strings:
            filled = re.sub(r"\{[^{}]*\}", "5", string)
            filled = re.sub(r"(?<=[\u4e00-\u9fff])(?=5)|(?<=5)(?=[\u4e00-\u9fff])", " ", filled)
            for paragraph in filled.split("\n"):
                paragraph = re.sub(r" +", " ", paragraph.strip())
                if any(han(c) for c in paragraph):
                    found.add(paragraph)
    return sorted(found)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_every_chinese_message_breaks_where_chinese_breaks(language: str) -> None:
    wrong = []
    for text in messages(language):
        for width in range(24, 81, 4):
            lines = wrapped(text, width)
            wrong += [f"{width}: {problem}" for problem in problems(text, lines, width)]
    assert wrong == []


def test_english_wraps_as_textwrap_wraps_it_but_for_formulas_and_titles() -> None:
    catalogue = po("zh_CN")
    differ = []
    for message in catalogue:
        for msgid in [message.id] if isinstance(message.id, str) else list(message.id):
            for paragraph in (part.strip() for part in msgid.split("\n")):
                if not paragraph or re.search(f" [{OPERATORS}] |《", paragraph):
                    continue
                longest = max(map(len, paragraph.split()))
                for width in range(max(20, longest), 81, 3):
                    if wrapped(paragraph, width) != textwrap.TextWrapper(width).wrap(paragraph):
                        differ.append((width, paragraph))
    assert differ == []


def test_english_formulas_keep_their_operators_inside_a_line() -> None:
    text = "depth, a win 10 − depth and a loss depth − 10; a win worth the empty cells + 1; 1 + 5 + 9 = 15"
    for width in range(20, 81):
        lines = wrapped(text, width)
        assert problems(text, lines, width) == [], (width, lines)
        assert all(pair in " ".join(lines) for pair in ("10 − depth", "depth − 10", "cells + 1", "1 + 5 + 9 = 15"))
        assert not any(re.search(" [−+=]$", line) or re.match("[−+=] ", line) for line in lines)


def test_breaks_reads_where_a_text_was_broken() -> None:
    # The test's own reading of breaks: a break at a space, and one between two characters.
    assert breaks("ab cd", ["ab", "cd"]) == [(2, 3)]
    assert breaks("节点数", ["节", "点数"]) == [(1, 1)]
    assert problems("下面搜索了 6,899 个节点", ["下面搜索了 6,899 个节", "点"], 30) != []
    assert problems("赢记 10 − 深度", ["赢记 10 −", "深度"], 12) != []
    assert list(itertools.chain(*breaks("a − b", ["a", "− b"]))) == [1, 2]


# From test_terminal_width.py ------------------------------------------------------------------------------


LOCALES = {"en": "en_US.UTF-8", "zh-CN": "zh_CN.UTF-8", "zh-TW": "zh_TW.UTF-8"}
ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])")
"""A terminal's escape sequence: a control sequence (a colour, bold, underline) or a two-character escape."""


def char_columns(character: str) -> int:
    """The char_columns a character takes on a terminal, by Unicode's table."""
    if unicodedata.combining(character):
        return 0
    return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1


def width(text: str) -> int:
    return sum(map(char_columns, ESCAPE.sub("", text)))


def screen(output: str, wide: int = TERMINAL) -> list[str]:
    """The lines a terminal ``wide`` char_columns wide shows after ``output``: each character written over what stood
    in its char_columns (half a wide character overwritten leaves a blank in its other half), a carriage return back
    to the line's start, a line feed down one line, a line too long going on on the next."""
    rows: list[list[str | None]] = [[]]  # None: the right half of the wide character before it
    row = column = 0

    def put(at: int, cell: str | None) -> None:
        line = rows[row]
        while len(line) <= at:
            line.append(" ")
        if line[at] is None and at > 0:
            line[at - 1] = " "
        elif line[at] is not None and at + 1 < len(line) and line[at + 1] is None:
            line[at + 1] = " "
        line[at] = cell

    for character in ESCAPE.sub("", output):
        if character == "\r":
            column = 0
        elif character == "\n":
            row += 1
            rows.append([]) if row == len(rows) else None
        else:
            taken = char_columns(character)
            if column + taken > wide:
                row, column = row + 1, 0
                rows.append([]) if row == len(rows) else None
            put(column, character)
            if taken == 2:
                put(column + 1, None)
            column += taken
    shown = ["".join(cell for cell in line if cell is not None).rstrip() for line in rows]
    while shown and not shown[-1]:
        shown.pop()
    return shown


def environment(language: str) -> dict[str, str]:
    """A colour terminal's environment, naming ``language`` as a person's does."""
    named = {**os.environ, "TERM": "xterm-256color", "LANG": LOCALES[language], "COLUMNS": str(TERMINAL)}
    named.pop("NO_COLOR", None)
    return named


def on_a_terminal(args: list[str], language: str, typed: str = "", code: int = 0) -> str:
    """What ``luoshu`` writes to a colour terminal of 80 char_columns, standard output and error alike, in
    ``language``, ``typed`` read from a pipe."""
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, TERMINAL, 0, 0))
    with subprocess.Popen(
        [sys.executable, "-m", "luoshu", *args],
        stdin=subprocess.PIPE,
        stdout=follower,
        stderr=follower,
        env=environment(language),
    ) as program:
        os.close(follower)
        assert program.stdin is not None
        program.stdin.write(typed.encode())
        program.stdin.close()
        output = b""
        while True:
            try:
                read = os.read(leader, 65536)
            except OSError:  # the terminal's other end closed: the program is done
                break
            if not read:
                break
            output += read
        assert program.wait(timeout=60) == code, output.decode()
    os.close(leader)
    return output.decode()


def through_a_pipe(args: list[str], language: str, typed: str = "", code: int = 0, errors: bool = True) -> str:
    """What the same command writes to a pipe, standard output and (unless ``errors`` is False) error alike."""
    done = subprocess.run(
        [sys.executable, "-m", "luoshu", *args],
        input=typed,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT if errors else subprocess.DEVNULL,
        env=environment(language),
        text=True,
        timeout=60,
    )
    assert done.returncode == code, (args, done.stdout)
    return done.stdout


# A colour terminal's boards -------------------------------------------------------------------------------------


def items(dress: str, language: str) -> list[str]:
    """The names of a dress's items, by number, as the dress gives them in ``language``."""
    speak(language.replace("-", "_"))
    try:
        found = dress_for(dress)
        return [found.item(number) for number in range(1, 10)]
    finally:
        speak("en")


@pytest.fixture(scope="module")
def chinese_words_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A game of nine Chinese words, each wide, whose winning sets are the grid's eight lines."""
    words = ["洛书幻方", "井字", "九宫格子", "取数", "凑十五啊", "圈叉", "游戏规则", "棋盘", "胜负和局"]
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    path = tmp_path_factory.mktemp("sets") / "chinese.json"
    path.write_text(
        json.dumps({"name": "汉字棋", "items": words, "wins": [[words[i] for i in line] for line in lines]})
    )
    return path


GAMES = ["fifteen", "fifteen --view both", "grid", "jam", "words", "product", "sets"]


def whole_game(game: str, language: str, chinese_words_game: Path) -> tuple[list[str], str]:
    """``game``'s command line for two people and what they type: a whole game, 3 1 5 2 7 (X holds 3 + 5 + 7),
    asking for hints and why on the way."""
    dress, *view = game.split()
    if dress == "sets":
        args, names = ["play", "--sets", str(chinese_words_game)], json.loads(chinese_words_game.read_text())["items"]
    else:
        args = ["play", dress, *view]
        names = items(dress, language) if dress in ("jam", "words", "product") else [str(n) for n in range(1, 10)]
    if dress == "grid":
        names = ["C2", "A3", "B1", "A1", "B2", "C3", "B3", "C1", "A2"]  # the Luo Shu's cells, by number
    picks = [names[n - 1] for n in (3, 1, 5, 2, 7)]
    typed = "\n".join(["hint", picks[0], "why", *picks[1:3], "hint", *picks[3:], "q"]) + "\n"
    return [*args, "--opponent", "human"], typed


def test_coloured_marks_take_no_columns_in_every_game(
    chinese_words_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every game in every language, in this process: play coloured as it colours on a terminal (its marks styled,
    # click keeping the colours), then plain; the screen of the first is the second, within 80 columns.
    colours = play_command.style_for
    for language in LANGUAGES:
        for game in GAMES:
            args, typed = whole_game(game, language, chinese_words_game)
            args += ["--lang", language]
            plain = CliRunner().invoke(cli, args, input=typed, terminal_width=TERMINAL)
            with monkeypatch.context() as patched:
                patched.setattr(play_command, "style_for", lambda _colour: colours(True))
                coloured = CliRunner().invoke(cli, args, input=typed, terminal_width=TERMINAL, color=True)
            assert plain.exit_code == coloured.exit_code == 0, (args, plain.output)
            assert "\x1b[" in coloured.output, (language, game)  # the marks are coloured
            shown = screen(coloured.output.replace("\n", "\r\n"))  # a terminal's line feed goes back too
            assert shown == plain.output.rstrip("\n").splitlines(), "\n".join(shown)
            assert max(map(width, shown)) <= TERMINAL
            assert "\x1b[" not in plain.output


@pytest.mark.parametrize(("language", "game"), [("zh-CN", "fifteen --view both"), ("zh-TW", "sets")])
def test_a_colour_terminal_shows_every_board_as_a_pipe_does(language: str, game: str, chinese_words_game: Path) -> None:
    # A real terminal (LANG naming the language): play sees it and colours its marks; the screen is what a pipe
    # gets. (Every game in every language: test_coloured_marks_take_no_columns_in_every_game, in this process.)
    args, typed = whole_game(game, language, chinese_words_game)
    coloured = on_a_terminal(args, language, typed)
    plain = through_a_pipe(args, language, typed)
    assert "\x1b[" in coloured, coloured  # the marks are coloured
    assert "\x1b[" not in plain, plain
    shown = screen(coloured)
    assert shown == plain.rstrip("\n").splitlines(), "\n".join(shown)
    assert max(map(width, shown)) <= TERMINAL


# A line rewritten in place -----------------------------------------------------------------------------------


def test_solves_count_of_positions_leaves_nothing_on_the_board() -> None:
    # On a terminal solve counts its positions on a line of its own, rewritten, then wiped before the board: the
    # terminal then shows what a pipe gets, and nothing of the count (a Chinese count is twice as wide as its
    # characters: Chinese's is the one to wipe).
    language = "zh-CN"
    for moves in (["5", "2"], [], ["--numbers", "12", "--count", "3", "--target", "20", "1"]):
        shown = screen(on_a_terminal(["solve", *moves], language))
        # a pipe's standard output, in this process (a slow machine's "so far" on standard error apart)
        piped = CliRunner().invoke(cli, ["solve", *moves, "--lang", language], terminal_width=TERMINAL).stdout
        assert shown == piped.rstrip("\n").splitlines(), "\n".join(shown)


# Lines within 80 char_columns ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def long_inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Games with long names (its items of 18 to 27 letters, its name of 40; and in Chinese), in a folder with a
    long name; and players that answer with a long command line, or with a long sentence that is no pick."""
    folder = tmp_path_factory.mktemp("a folder with a rather long name for the games and their proofs")
    made: dict[str, str] = {"{dir}": str(folder)}
    for key, names, name in (
        ("{long}", LONG_NAMES, "The Game Of Very Long Names For Streets And Avenues"),
        ("{chinese}", CHINESE_NAMES, "一个名字很长很长很长的汉字棋游戏一个名字很长很长很长的汉字棋"),
    ):
        path = folder / f"{key.strip('{}')}.json"
        path.write_text(json.dumps({"name": name, "items": names, "wins": [[names[i] for i in w] for w in LINES]}))
        made[key] = str(path)
    # Shell scripts, not Python: the talker is started again for each of its games (some 25 in each language), and a
    # shell starts in a millisecond. The first free number is read from the turn's JSON ("free": [2, 3, ...]).
    first = folder / "first.sh"
    first.write_text('while IFS= read -r line; do\n  free=${line#*\\"free\\": [}\n  echo "${free%%[],]*}"\ndone\n')
    talker = folder / "talker.sh"
    sentence = "this is no number at all but a long sentence a player writes instead of its pick"
    talker.write_text(f"read -r turn\necho '{sentence}'\n")  # it answers the turn it reads
    made["{first}"] = f"cmd:/bin/sh {shlex.quote(str(first))} --a-long-option and-another"
    made["{talker}"] = f"cmd:/bin/sh {shlex.quote(str(talker))}"
    return made


LONG_USES: list[tuple[list[str], str | None]] = [
    (["solve"], None),  # nine best picks, each with its cell
    (["solve", "--numbers", "25", "--count", "3"], None),  # 23 best picks
    (["solve", "--order", "4", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"], None),
    (["solve", "--sets", "{long}"], None),
    (["solve", "--sets", "{long}", "Bartholomew Crescent"], None),
    (["solve", "--sets", "{chinese}", "井字棋游戏"], None),
    (["solve", "--sets", "{long}", "-"], "Bartholomew Crescent\nHolt Market Square\n"),
    (["explain", "--sets", "{long}", "Bartholomew Crescent", "Holt Market Square"], None),
    (["puzzle", "--sets", "{long}", "--seed", "1"], "hint\nzz\nhelp\nDunmore High Street\nq\n"),
    (["puzzle", "--sets", "{chinese}", "--seed", "1"], "hint\nzz\nq\n"),
    (["puzzle", "--numbers", "25", "--count", "3", "--seed", "1", "--picks", "3"], "hint\n1\nq\n"),
    (["study", "--trials", "1", "--seed", "2", "--out", "{dir}/study.csv"], "5\nB2\nzz\n"),
    (["study", "--trials", "1", "--seed", "2", "--out", "{dir}/study.csv"], ""),
    (["study", "--report", "{dir}/study.csv"], None),
    (["match", "{first}", "{talker}", "--games", "2"], None),
    (["match", "{first}", "{first}", "--games", "2"], None),
    (["grade", "{talker}"], None),
    # 10 games: the lines of a talker's that are long are about it, as long with 10 games as with 20 (a number of two
    # digits); the curve of 20 games is the next use's. (Each game starts the talker's process again.)
    (["menace", "--games", "10", "--seed", "1", "--against", "{talker}"], None),
    (["menace", "--games", "20", "--seed", "1", "--dress", "jam"], None),
]
"""Real inputs that make long lines: long names, many moves, long paths, players with long names."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_with_long_names_fits_80_columns(language: str, long_inputs: dict[str, str]) -> None:
    wide = []
    for named_args, typed in LONG_USES:
        args = [re.sub(r"\{\w+\}", lambda named: long_inputs[named.group()], arg) for arg in named_args]
        done = CliRunner().invoke(cli, [*args, "--lang", language], input=typed, terminal_width=TERMINAL)
        assert "Traceback" not in done.output, (args, done.output)
        assert done.exit_code in (0, 1), (args, done.output)  # check of a file that is no certificate: 1
        if "{talker}" in named_args:  # the talker's long sentence is quoted: what the player said, not its end
            assert "this is no number" in done.output, done.output
        for line in done.output.splitlines():
            if line.lstrip().startswith(("{", "[", "<")) or re.match(r"^(Error: |错误：|錯誤：)", line):
                continue  # JSON is a program's; an error is one line, which the terminal wraps
            if width(line) > TERMINAL:
                wide.append(f"{' '.join(args)}: {width(line)}: {line}")
    assert not wide, "\n".join(wide)


def test_a_proof_and_a_files_verdict_go_on_under_themselves_on_a_terminal(long_inputs: dict[str, str]) -> None:
    # On a terminal each line of prove and check keeps within 80 char_columns, going on two char_columns in: where one
    # file's verdict ends and the next begins is seen at a glance. Through a pipe each is one line, which a
    # script reads back.
    # In Chinese (LANG), with the tiny game of long names: on a terminal, then through a pipe (in this process).
    language = "zh-CN"
    folder = long_inputs["{dir}"]
    proofs = [f"{folder}/a proof of the long names.jsonl", f"{folder}/{'a certificate with a long name ' * 2}.jsonl"]
    args = ["prove", "--sets", long_inputs["{long}"]]
    said = lines_of(on_a_terminal([*args, "--out", proofs[0]], language))
    assert max(map(width, said)) <= TERMINAL, said
    assert len(said) > 3, said  # its claim, its search and its certificate: one goes on
    # (on its standard error, a line about a long search every 10 s: a slow machine's)
    piped = CliRunner().invoke(cli, [*args, "--out", proofs[1], "--lang", language], terminal_width=TERMINAL)
    assert piped.exit_code == 0, piped.output
    assert len(piped.stdout.splitlines()) == 3, piped.stdout
    for files in ([*proofs, long_inputs["{long}"]], [long_inputs["{long}"]]):
        said = lines_of(on_a_terminal(["check", *files], language, code=1))
        assert max(map(width, said)) <= TERMINAL, said
        starts = [line for line in said if not line.startswith(" ")]
        piped = CliRunner().invoke(cli, ["check", *files, "--lang", language], terminal_width=TERMINAL)
        assert piped.exit_code == 1, piped.output
        records = piped.stdout.splitlines()
        assert len(starts) == len(records), (said, records)  # a line of its own for each, on the terminal too
        assert all(any(record.startswith(start) for record in records) for start in starts), (said, records)
        assert all(line.startswith("  ") and not line.startswith("   ") for line in said if line not in starts)
    assert len(said) > len(starts)  # a long path: the verdicts go on


def lines_of(output: str) -> list[str]:
    """The lines a program wrote to a terminal, as it wrote them: what a terminal too wide to wrap them shows."""
    return screen(output, wide=100_000)


# Chinese broken where Chinese breaks ----------------------------------------------------------------------------


def help_paragraphs(lines: list[str]) -> list[tuple[list[str], int]]:
    """A help's paragraphs as it printed them, each with the char_columns it was wrapped in: the description's (two
    char_columns in) and each option's help (in the column where its lines begin)."""
    found: list[tuple[list[str], int]] = []
    current: list[str] = []
    room = TERMINAL
    for line in [*lines, ""]:
        option = re.match(r"  -\S.*?(?:  +|$)", line)
        if option or not line.strip() or not line.startswith("  "):
            found += [(current, room)] if current else []
            current, room = [], TERMINAL - 2
            if option and line[option.end() :]:
                current, room = [line[option.end() :]], TERMINAL - option.end()
            continue
        if not current:
            room = TERMINAL - (len(line) - len(line.lstrip()))
        current.append(line.strip())
    return found


def table_cells(block: list[str]) -> list[tuple[list[str], int]]:
    """The cells of a printed table that go on over lines, each as its lines with the char_columns it had: a first
    column's cell goes on at the line's start, a cell that spans the rest of the row under where it began."""
    rows = block[2:] if len(block) > 1 and block[1].startswith(" ") else block[1:]  # the heads' lines apart
    found = []
    for before, line in itertools.pairwise(rows):
        if not line.strip() or ("  " not in before.strip() and not line.startswith(" ")):
            continue
        if line.startswith(" "):  # a spanning cell goes on under its first line
            first = re.split(r" {2,}", before.strip())[-1]
            found.append(([first, line.strip()], TERMINAL - (len(line) - len(line.lstrip()))))
        elif "  " not in line:  # a first column's cell goes on
            first = re.split(r" {2,}", before)[0]
            found.append(([first, line], max(width(first), width(line))))
    return found


def printed_paragraphs(output: str) -> list[tuple[list[str], int]]:
    """The prose and the tables' long cells a count printed, each with the char_columns it was wrapped in."""
    found = []
    for block in (part.splitlines() for part in output.split("\n\n")):
        if block and "  " in block[0].strip():
            found += table_cells(block)
        elif block:
            found.append((block, TERMINAL))
    return found


COUNTS = [
    ["--compare", "--budget", "1000"],  # from the empty board: its size said first, rows past the budget
    ["--order", "4", "--compare", "--budget", "1000"],  # 17 − 深度, lesson 3's row
    ["--numbers", "25", "--count", "1", "--compare", "--budget", "1000"],  # 26 − 深度, more symmetries than tried
    [
        "5",
        "1",
        "--from",
        "numbers",
        "--compare",
        "--dress",
        "words",
        "--budget",
        "20000",
    ],  # the long rows named, with their time
]


@pytest.mark.parametrize("language", LANGUAGES)
def test_explore_search_breaks_its_help_and_its_count_where_chinese_breaks(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from chinese_lines import problems_seen

    from luoshu.teach import searches

    monkeypatch.setattr(searches, "QUICK", 2500)  # a count from X 5, O 1 is then long: the rows going on named
    outputs = [("--help", CliRunner().invoke(cli, ["explore", "search", "--help", "--lang", language]).output)]
    outputs += [
        (" ".join(args), CliRunner().invoke(cli, ["explore", "search", *args, "--lang", language]).output)
        for args in COUNTS
    ]
    wrong = []
    for args, output in outputs:
        lines = output.splitlines()
        assert lines, args
        assert max(map(width, lines)) <= TERMINAL, output
        said = help_paragraphs(lines) if args == "--help" else printed_paragraphs(output)
        assert said, output
        wrong += [f"{args}: {problem}" for paragraph, room in said for problem in problems_seen(paragraph, room)]
    assert wrong == []
