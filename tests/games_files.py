"""The games given as files in the tests, and the command lines whose JSON docs/json.md's shapes come from: read by
test_json and by tests/outputs.py (the Chinese-output cluster); and the games of long names that test_svg and
test_chinese_width draw and print, and the random games of sets that test_isomorphism and test_sets_games draw."""

from __future__ import annotations

from pathlib import Path

from hypothesis import strategies as st

VOCABULARY = Path(__file__).parent.parent / "docs" / "json.md"
STUDENTS = {
    "{student}": str(Path(__file__).parent / "students" / "forgets_the_turn.py"),
    "{crashes}": str(Path(__file__).parent / "students" / "crashes.py"),
}
"""Learners' programs that ``learn check`` marks in test_json: one with mistakes, one that fails."""

COMMANDS = [
    ["solve", "5", "1"],
    ["solve", "2", "1", "6", "3", "7"],
    ["solve", "--order", "4", "1"],
    ["solve", "--order", "5", "--budget", "1000"],
    ["explain", "5", "2", "8", "--pick", "1"],
    ["explain"],
    ["explain", "--misere", "5", "1"],
    ["explain", "2", "1", "6", "3", "7"],
    ["explain", "--order", "5", "--budget", "1000"],
    ["puzzle", "--seed", "1"],
    ["puzzle", "--list"],
    ["explore", "square"],
    ["explore", "triples"],
    ["explore", "translate", "5", "2"],
    ["explore", "replay", "5", "1", "4"],
    ["explore", "replay", "5", "2"],
    ["explore", "replay", "--order", "4", "1", "2"],
    ["explore", "squares"],
    ["explore", "symmetries"],
    ["explore", "symmetries", "--target", "14"],
    ["explore", "stats"],
    ["explore", "stats", "--numbers", "8", "--count", "1", "--target", "3"],
    ["explore", "isomorph", "jam"],
    ["explore", "isomorph", "--words", "a,b,c,d,e,f,g,h,i"],
    ["explore", "verify"],
    ["explore", "order", "2"],
    ["explore", "order", "4", "--solve"],
    ["explore", "order", "6", "--solve"],
    ["explore", "targets", "--numbers", "7"],
    ["explore", "strategy"],
    ["explore", "symmetries", "--numbers", "11", "--count", "1", "--target", "3"],
    ["explore", "replay", "--order", "5", "1", "2", "--budget", "1000"],
    ["explore", "targets", "--numbers", "7", "--budget", "1000"],
    ["puzzle", "--list", "--order", "4", "--budget", "1000"],
    ["puzzle", "--order", "4", "--budget", "1000"],
    ["puzzle", "--level", "hard", "--numbers", "7"],
    ["explore", "isomorph", "product", "jam"],
    ["match", "perfect", "random", "--games", "2"],
    ["match", "perfect", "cmd:true", "--games", "1"],
    ["grade", "casual", "--seed", "1"],
    ["grade", "random", "--as", "O", "--seed", "2"],
    ["menace", "--games", "20", "--seed", "1"],
    ["explore", "isomorph", "jam", "--words", "a,b,c,d,e,f,g,h,i"],
    ["explore", "isomorph", "{sets}"],
    ["solve", "--sets", "{sets}", "apple"],
    ["solve", "--sets", "{tictactoe}", "ace"],
    ["explain", "--sets", "{sets}", "apple", "--pick", "fig"],
    ["puzzle", "--sets", "{sets}", "--list"],
    ["puzzle", "--sets", "{sets}", "--seed", "1"],
    ["explore", "stats", "--sets", "{sets}"],
    ["explore", "replay", "--sets", "{sets}", "apple", "fig", "pear"],
    ["explore", "symmetries", "--sets", "{sets}"],
    ["explore", "search", "5", "1", "--algorithm", "alphabeta", "--depth", "1"],
    ["explore", "search", "Mill Lane", "--dress", "jam", "--algorithm", "luoshu", "--depth", "1"],
    ["explore", "search", "5", "1", "4", "--compare"],
    ["explore", "search", "--order", "4", "--compare", "--budget", "1000"],
]

FRUIT = {
    "name": "fruit",
    "items": ["apple", "pear", "fig", "plum", "kiwi"],
    "wins": [["apple", "pear"], ["fig", "plum", "kiwi"], ["pear", "fig"]],
}
"""A game of sets that is no known game."""
CARDS = {
    "name": "cards",
    "items": ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "wins": [
        ["four", "nine", "two"],
        ["three", "five", "seven"],
        ["eight", "ace", "six"],
        ["four", "three", "eight"],
        ["nine", "five", "ace"],
        ["two", "seven", "six"],
        ["four", "five", "six"],
        ["two", "five", "eight"],
    ],
}
"""Tic-tac-toe in the disguise of nine cards."""
LONG_NAMES = [
    "Extraordinarily Long Avenue",
    "Bartholomew Crescent",
    "Cumberland Boulevard",
    "Dunmore High Street",
    "Elmwood Park Terrace",
    "Fairlie Station Approach",
    "Glenby Riverside Walk",
    "Holt Market Square",
    "Inverness Quayside Road",
]
"""Nine items with long English names (18 to 27 letters)."""
CHINESE_NAMES = [
    "洛书幻方之九宫格子",
    "井字棋游戏",
    "九宫格子里的数",
    "取数凑十五",
    "凑十五啊凑十五",
    "圈叉游戏",
    "游戏规则说明书",
    "棋盘上的格子",
    "胜负和局平局",
]
"""Nine items with long Chinese names."""
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
"""The rows, columns and diagonals of a 3x3 grid, by the index of each cell."""


@st.composite
def games(draw: st.DrawFn, most_items: int = 9, most_sets: int = 7) -> tuple[int, list[tuple[int, ...]]]:
    """A game of 3 to ``most_items`` items and 1 to ``most_sets`` distinct winning sets of 1 to 4 items."""
    n = draw(st.integers(3, most_items))
    one_set = st.lists(st.integers(1, n), min_size=1, max_size=4, unique=True).map(lambda s: tuple(sorted(s)))
    sets = draw(st.lists(one_set, min_size=1, max_size=most_sets, unique=True))
    return n, sets
