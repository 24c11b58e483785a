"""``luoshu explore search``'s tree and its steps in a terminal's 80 columns: every search, scoring, order and dress,
every depth the tree allows up to 3, from the empty board and from games under way, in English and both Chinese
scripts. Nothing a learner reads is lost: every node's every cell is in its column (a long one going on over the
lines below, broken only between words, a dress's names whole), the cut-offs in their column or on a line under
their node, and where the positions must go, the notes say so. Widths are measured by Unicode's table here, not by
luoshu's own measure.
"""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest
from chinese_lines import problems
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.rules import Position
from luoshu.search.counted import CountedRun, SearchNode, Visit, nodes_within
from luoshu.teach import searches
from luoshu.views.dresses.dress import Dress
from luoshu.words.language import _

TERMINAL = 80
LANGUAGES = ("en", "zh_CN", "zh_TW")
DRESSES = ("fifteen", "grid", "jam", "words", "product")
POSITIONS = ((), (5, 1, 4), (1, 5, 9, 2, 4))  # the empty board; O to block; O to win
RUNS = [
    (algorithm, scores, good)
    for algorithm in ("minimax", "alphabeta", "memo", "symmetry")
    for scores in ("ten", "depth")
    for good in (False, True)
] + [("luoshu", "depth", False)]
BRANCHES = "\u2502\u251c\u2514\u2500 "  # the tree's lines: │ ├ └ ─ and the spaces between them


@cache
def wide(character: str) -> int:
    """The columns one character takes on a terminal, by Unicode's table."""
    return 0 if unicodedata.combining(character) else 2 if unicodedata.east_asian_width(character) in "WF" else 1


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal."""
    return len(text) if text.isascii() else sum(map(wide, text))


@cache
def starts(line: str) -> list[int]:
    """The display column at which each character of ``line`` begins."""
    return list(itertools.accumulate(map(wide, line), initial=0))[:-1]


def between(line: str, start: int, end: int | None = None) -> str:
    """The characters of ``line`` that begin at display columns ``start`` up to ``end``."""
    at = starts(line)
    first = bisect.bisect_left(at, start)
    last = len(at) if end is None else bisect.bisect_left(at, end)
    return line[first:last]


def shown_to(run: CountedRun, depth: int) -> CountedRun:
    """``run`` as the same search recorded ``depth`` plies deep: its tree cut there, its visits those above it.
    (Searching once and cutting is what keeps this test quick; test_cut_runs_read_as_searched checks it.)"""
    copies: dict[int, SearchNode] = {}
    stack = [run.root]
    while stack:
        node = stack.pop()
        copy = SearchNode(node.picks, node.window)
        for name in ("value", "best", "nodes", "cut", "seen", "end", "bound"):
            setattr(copy, name, getattr(node, name))
        copies[id(node)] = copy
        stack.extend(node.children)
    stack = [run.root]
    while stack:
        node = stack.pop()
        if node.depth < depth:
            copies[id(node)].children = [copies[id(child)] for child in node.children]
            stack.extend(node.children)
    visits = tuple(Visit(copies[id(v.node)], v.leaving) for v in run.visits if v.node.depth <= depth)
    return replace(run, root=copies[id(run.root)], visits=visits, shown=depth)


def searched(position: Position, dress: Dress, algorithm: str, scores: str, good: bool) -> CountedRun:
    """The search recorded as deep as the tree allows, 3 plies at most (searched once for every language that
    lists the picks in the same order: the names aside, it is the same search)."""
    return _searched(position, tuple(searches.lesson_order(dress)), dress, algorithm, scores, good)


_SEARCHED: dict[tuple[object, ...], CountedRun] = {}


def _searched(
    position: Position, order: tuple[int, ...], dress: Dress, algorithm: str, scores: str, good: bool
) -> CountedRun:
    key = (position, order, algorithm, scores, good)
    if key not in _SEARCHED:
        free = len(position.free)
        deepest = max(d for d in range(4) if nodes_within(free, d) <= searches.MOST_SHOWN)
        _SEARCHED[key] = searches.search(position, dress, algorithm, scores, good, deepest)  # type: ignore[arg-type]
    return _SEARCHED[key]


def every_run(dress: Dress) -> Iterator[CountedRun]:
    for moves in POSITIONS:
        position = Position.from_moves(moves)
        assert not position.is_over
        for algorithm, scores, good in RUNS:
            deepest = searched(position, dress, algorithm, scores, good)
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
    assert all(columns(line) <= TERMINAL for line in text.splitlines()), text
    check_prose(searches.heading_lines(run, dress), text.split("\n\n")[0].splitlines())
    table, notes = table_of(text)
    left_out = squeezed(_(searches.POSITIONS_LEFT_OUT)) in squeezed("".join(notes))
    check_prose([*searches.tree_notes(run), *([_(searches.POSITIONS_LEFT_OUT)] if left_out else [])], notes)
    nodes = list(searches.walk(run))
    cells = [searches.node_cells(searches.node_facts(run, node, dress)) for _branch, node in nodes]
    keys = searches.tree_columns(run)
    heads = {_(searches.TREE_COLUMNS[key]): key for key in keys}
    # The heads: each at the column where its cells begin (the nodes' right-aligned, ending where they end).
    found = [(m.group(), columns(table[0][: m.start()])) for m in re.finditer(r"\S+(?: \S+)*", table[0])]
    shown = [heads[head] for head, _at in found]
    assert shown == [key for key in keys if key in shown], table[0]
    assert set(keys) - set(shown) <= {"position", "cut"}
    if "position" not in shown:  # positions gone: the notes say so
        assert squeezed(_(searches.POSITIONS_LEFT_OUT)) in squeezed("".join(notes)), notes
    starts = {key: at for key, (_head, at) in zip(shown, found, strict=True)}
    right = starts["nodes"] + columns(_(searches.TREE_COLUMNS["nodes"]))
    starts["nodes"] = right - max(columns(_(searches.TREE_COLUMNS["nodes"])), *(columns(c["nodes"]) for c in cells))
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
    names = [name for name in dress.names if " " in name]
    for (branch, node), cell, block in zip(nodes, cells, blocks, strict=True):
        under = [
            line for line in block[1:] if between(line, 0, spans["turn"][0]).strip(BRANCHES) and "cut" not in shown
        ]
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
                assert not any(
                    first.endswith(n.split(" ")[0]) and second.startswith(n[n.index(" ") + 1 :]) for n in names
                )
        if "cut" not in shown:
            if node.cut:
                said = [line.lstrip(BRANCHES) for line in under]
                assert " ".join(said) == _("cut off: {picks}").format(picks=cell["cut"]), block
                for first, second in itertools.pairwise(said):
                    assert not any(
                        first.endswith(n.split(" ")[0]) and second.startswith(n[n.index(" ") + 1 :]) for n in names
                    )
            else:
                assert not under, block


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def check_steps(run: CountedRun, dress: Dress) -> None:
    plain = searches.step_lines(run, dress)
    fitted = searches.step_text(run, dress)
    assert len(fitted) == len(plain) == len(run.visits)
    for one, shown in zip(plain, fitted, strict=True):
        lines = shown.split("\n")
        assert all(columns(line) <= TERMINAL for line in lines), lines
        label = re.match(r"\s*\d+/\d+\s+", one)
        assert label is not None
        assert lines[0].startswith(label.group())
        assert all(line.startswith(" " * columns(label.group())) for line in lines[1:]), lines  # under its words
        step = [lines[0][len(label.group()) :], *(line.strip() for line in lines[1:])]
        assert problems(one[len(label.group()) :], step, TERMINAL - columns(label.group())) == [], lines
        if one.isascii() or not any(unicodedata.east_asian_width(c) == "W" for c in one):
            assert " ".join([lines[0], *(line.strip() for line in lines[1:])]) == one  # broken at spaces only
        else:  # Chinese breaks between characters too: nothing lost, no name broken
            assert squeezed(shown) == squeezed(one)
            for name in dress.names:
                assert sum(line.count(name) for line in lines) == one.count(name), (name, lines)
        for first, second in itertools.pairwise(lines):
            assert not any(
                first.endswith(n.split(" ")[0]) and second.strip().startswith(n[n.index(" ") + 1 :])
                for n in dress.names
                if " " in n
            ), lines


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("dress_name", DRESSES)
def test_the_command_s_tree_and_steps_fit_80_columns(language: str, dress_name: str) -> None:
    """The issue's trees, as the command prints them: alpha-beta two plies deep from the empty board, and its steps
    one ply deep."""
    for extra in ([], ["--step", "--depth", "1"]):
        args = ["explore", "search", "--algorithm", "alphabeta", "--dress", dress_name, *extra, "--lang", language]
        done = CliRunner().invoke(cli, args, terminal_width=TERMINAL)
        assert done.exit_code == 0, done.output
        too_wide = [line for line in done.output.splitlines() if columns(line) > TERMINAL]
        assert not too_wide, too_wide
