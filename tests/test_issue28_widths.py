"""Issue 28: layout that holds with wide characters. Every board, side-by-side view and table luoshu prints lines
up in display columns, in English, Simplified and Traditional Chinese, and fits an 80-column terminal; so does
every command's ``--help``, which click would wrap by ``len`` (a Chinese line twice too wide).

The oracle measures columns independently of luoshu: Unicode's East Asian Width as the standard library has it
(W and F take two columns, a combining mark none, the rest one). The shapes are read from the output itself: a
grid's ``|`` must sit over its rule's ``+``, the marks under the numbers under a number, and a table's columns
(cells parted by two spaces or more) must each begin, or each end, at one column on every line.
"""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
from pathlib import Path

import click
import oracle
import pytest
from click.testing import CliRunner
from running import every_command

from luoshu.cli import cli
from luoshu.teach.study import study_plan

LANGUAGES = ["en", "zh-CN", "zh-TW"]
FIFTEEN = oracle.Game(9, 3, 15)
TERMINAL = 80


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal, by Unicode's table."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text
    )


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


@pytest.mark.parametrize("language", LANGUAGES)
def test_solve_explain_and_puzzle_boards_line_up(language: str) -> None:
    shown = luoshu(language, "solve", "5", "2")
    assert assert_grids(shown) == 1
    assert assert_marks_under_numbers(shown) == 1
    listed = [line for line in shown.splitlines() if re.match(r"^  \d ?[(（]", line)]
    assert len(listed) == 7
    assert_columns(listed)
    for dress in ("numbers", "grid", "jam", "words", "product"):
        shown = luoshu(language, "puzzle", "--seed", "3", "--dress", dress, given="\n")
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
def test_explores_tables_line_up(language: str) -> None:
    square = luoshu(language, "explore", "square")
    assert assert_grids(square) == 1
    assert_columns(table_after(square, pattern=r"^  \S.*=\s*15"), first=1)  # the lines' names may be words apart
    triples = luoshu(language, "explore", "triples")
    assert_columns(table_after(triples, pattern=r"^  1\+"))
    assert_columns(table_after(triples, pattern=r"^  \d \+"))
    squares = luoshu(language, "explore", "squares")
    assert assert_grids(squares) == 2  # the first of each row of four; and the four side by side:
    rows = [line for line in squares.splitlines() if "|" in line or "+" in line]
    assert len(rows) == 10
    for start in (0, 5):
        crossings = places(rows[start + 1], "+")
        assert len(crossings) == 8
        assert all(places(line, "|") == crossings for line in rows[start : start + 5 : 2])
        assert all(places(line, "+") == crossings for line in rows[start + 1 : start + 5 : 2])
    symmetries = luoshu(language, "explore", "symmetries")
    assert_columns(table_after(symmetries, pattern=r"^  \S"), first=0)
    targets = luoshu(language, "explore", "targets")
    assert_columns(table_after(targets))
    for text in (square, triples, squares, symmetries, targets):
        assert_fits([line for line in text.splitlines() if line.startswith(" ") or "|" in line or "+" in line])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_census_and_the_orders_counts_line_up(language: str) -> None:
    stats = luoshu(language, "explore", "stats")
    counts = [line for line in stats.splitlines() if re.search(r"\s{2,}[\d,]+(\s{2,}\S.*)?$", line)]
    assert len(counts) >= 15
    ends = {columns(re.match(r"^\s*\S.*?\s{2,}[\d,]+", line).group()) for line in counts}  # type: ignore[union-attr]
    assert len(ends) == 1, "\n".join(counts)
    assert_fits(table_after(stats, pattern=r"^\S.*\d$|^  "))
    order = luoshu(language, "explore", "order", "4")
    assert assert_grids(order) == 1
    assert_columns([line for line in order.splitlines() if re.match(r"^  \S.*\s{2,}\d+$", line)], first=1)
    assert_fits([line for line in order.splitlines() if line.startswith(" ") or "+" in line])


@pytest.mark.parametrize("language", LANGUAGES)
def test_replay_verify_and_the_search_tree_line_up(language: str) -> None:
    replay = luoshu(language, "explore", "replay", "5", "1", "8", "2", "3")
    history = table_after(replay, pattern=r"^\s+\S")[-6:]  # the heads and a row a ply
    assert_columns([re.sub(r"\s+<- .*$", "", line) for line in history])
    assert len({places(line, "<")[0] for line in history if "<" in line}) <= 1
    assert assert_grids(replay) == 5
    assert assert_marks_under_numbers(replay) == 5
    verify = luoshu(language, "explore", "verify")
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
def test_the_search_compare_table_lines_up(language: str) -> None:
    compared = luoshu(language, "explore", "search", "5", "1", "--compare")
    assert_fits(compared.splitlines())  # the heading, the table and the footnote: 80 columns in every language
    table = compared.split("\n\n")[1].splitlines()
    # A search's row holds its seven cells; a long name goes on under itself, alone on the lines below.
    rows = [line for line in table[1:] if len(cells(line)) == 7]
    assert len(rows) == 8, table
    assert_columns(rows)
    under = [line for line in table if line not in rows and cells(line)[0][0] == 0]
    assert all(len(cells(line)) == 1 for line in under[1:]), table  # the heads' first line, then names alone


@pytest.mark.parametrize("language", LANGUAGES)
def test_puzzle_list_menace_and_match_reports_line_up(language: str) -> None:
    listed = luoshu(language, "puzzle", "--list")
    assert_columns(table_after(listed))
    menace = luoshu(language, "menace", "--games", "20", "--seed", "1")
    curve = table_after(menace, pattern=r"^\s+\S+\s+\S+\s+\S+\s+\S+$")
    assert len(curve) == 21
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


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", ["fifteen", "grid", "jam", "words"])
def test_the_games_list_of_commands_fits_80_columns(language: str, dress: str) -> None:
    shown = luoshu(language, "play", dress, "--seed", "1", given="help\nq\n").splitlines()
    start = next(i for i, line in enumerate(shown) if line.startswith("  hint"))
    listed = list(itertools.takewhile(lambda line: line.startswith("  "), shown[start:]))
    assert_fits(listed)
    # each command's description begins at one column; a long one goes on under itself
    commands = [line for line in listed if re.match(r"  (hint|why|undo|save|help|quit)\b", line)]
    assert len(commands) == 7, listed
    assert_columns(commands, first=1)


# The search tree -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_alpha_beta_tree_too_wide_leaves_its_positions_out_and_says_so(language: str) -> None:
    shown = luoshu(language, "explore", "search", "5", "1", "4", "--algorithm", "alphabeta").splitlines()
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
    plain = luoshu(language, "explore", "search", "5", "1", "4").splitlines()
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
