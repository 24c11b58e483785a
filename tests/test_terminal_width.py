"""What a terminal shows, measured as it shows it: a colour terminal's boards line up as the plain ones do, a line
rewritten in place (a long search's count) leaves nothing of itself behind, and the lines of the commands that
print a game's names, a list of moves or a file's path keep within 80 columns in English, Simplified and
Traditional Chinese.

The terminal is a real one (a pseudo-terminal, 80 columns, ``TERM=xterm-256color``), and what it shows is worked
out here, independently of luoshu: its escape sequences take no columns, a carriage return goes back to the
start of the line, a character is written over what was there (two columns for a wide one, by Unicode's East
Asian Width), and a line longer than the terminal goes on on the next.
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
import unicodedata
from pathlib import Path

import pytest
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.views.dresses.dress import dress_for
from luoshu.words.language import speak

LANGUAGES = ["en", "zh-CN", "zh-TW"]
LOCALES = {"en": "en_US.UTF-8", "zh-CN": "zh_CN.UTF-8", "zh-TW": "zh_TW.UTF-8"}
TERMINAL = 80
ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|[@-Z\\-_])")
"""A terminal's escape sequence: a control sequence (a colour, bold, underline) or a two-character escape."""


def columns(character: str) -> int:
    """The columns a character takes on a terminal, by Unicode's table."""
    if unicodedata.combining(character):
        return 0
    return 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1


def width(text: str) -> int:
    return sum(map(columns, ESCAPE.sub("", text)))


def screen(output: str, wide: int = TERMINAL) -> list[str]:
    """The lines a terminal ``wide`` columns wide shows after ``output``: each character written over what stood
    in its columns (half a wide character overwritten leaves a blank in its other half), a carriage return back
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
            taken = columns(character)
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
    """What ``luoshu`` writes to a colour terminal of 80 columns, standard output and error alike, in
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
def chinese_sets(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A game of nine Chinese words, each wide, whose winning sets are the grid's eight lines."""
    words = ["洛书幻方", "井字", "九宫格子", "取数", "凑十五啊", "圈叉", "游戏规则", "棋盘", "胜负和局"]
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    path = tmp_path_factory.mktemp("sets") / "chinese.json"
    path.write_text(
        json.dumps({"name": "汉字棋", "items": words, "wins": [[words[i] for i in line] for line in lines]})
    )
    return path


GAMES = ["fifteen", "fifteen --view both", "grid", "jam", "words", "product", "sets"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_colour_terminal_shows_every_board_as_a_pipe_does(language: str, game: str, chinese_sets: Path) -> None:
    # Two people play a whole game, 3 1 5 2 7 (X holds 3 + 5 + 7), asking for hints and why on the way: the
    # boards with their coloured marks, the hints and the end of the game.
    dress, *view = game.split()
    if dress == "sets":
        args, names = ["play", "--sets", str(chinese_sets)], json.loads(chinese_sets.read_text())["items"]
    else:
        args = ["play", dress, *view]
        names = items(dress, language) if dress in ("jam", "words", "product") else [str(n) for n in range(1, 10)]
    if dress == "grid":
        names = ["C2", "A3", "B1", "A1", "B2", "C3", "B3", "C1", "A2"]  # the Luo Shu's cells, by number
    picks = [names[n - 1] for n in (3, 1, 5, 2, 7)]
    typed = "\n".join(["hint", picks[0], "why", *picks[1:3], "hint", *picks[3:], "q"]) + "\n"
    args += ["--opponent", "human"]
    coloured = on_a_terminal(args, language, typed)
    plain = through_a_pipe(args, language, typed)
    assert "\x1b[" in coloured, coloured  # the marks are coloured
    shown = screen(coloured)
    assert shown == plain.rstrip("\n").splitlines(), "\n".join(shown)
    assert max(map(width, shown)) <= TERMINAL


# A line rewritten in place -----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_solves_count_of_positions_leaves_nothing_on_the_board(language: str) -> None:
    # On a terminal solve counts its positions on a line of its own, rewritten, then wiped before the board: the
    # terminal then shows what a pipe gets, and nothing of the count (a Chinese count is twice as wide as its
    # characters).
    for moves in (["5", "2"], [], ["--numbers", "12", "--count", "3", "--target", "20", "1"]):
        shown = screen(on_a_terminal(["solve", *moves], language))
        piped = through_a_pipe(["solve", *moves], language, errors=False)  # a slow machine's "so far" apart
        assert shown == piped.rstrip("\n").splitlines(), "\n".join(shown)


# Lines within 80 columns ---------------------------------------------------------------------------------------

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
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


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
    first = folder / "first.py"
    first.write_text("import json, sys\nfor line in sys.stdin:\n    print(json.loads(line)['free'][0], flush=True)\n")
    talker = folder / "talker.py"
    talker.write_text("print('this is no number at all but a long sentence a player writes instead of its pick')\n")
    made["{first}"] = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(first))} --a-long-option and-another"
    made["{talker}"] = f"cmd:{shlex.quote(sys.executable)} {shlex.quote(str(talker))}"
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
    (["menace", "--games", "20", "--seed", "1", "--against", "{talker}"], None),
    (["menace", "--games", "20", "--seed", "1", "--dress", "jam"], None),
]
"""Real inputs that make long lines: long names, many moves, long paths, players with long names."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_with_long_names_fits_80_columns(language: str, long_inputs: dict[str, str]) -> None:
    wide = []
    for args, typed in LONG_USES:
        args = [re.sub(r"\{\w+\}", lambda named: long_inputs[named.group()], arg) for arg in args]
        done = CliRunner().invoke(cli, [*args, "--lang", language], input=typed, terminal_width=TERMINAL)
        assert "Traceback" not in done.output, (args, done.output)
        assert done.exit_code in (0, 1), (args, done.output)  # check of a file that is no certificate: 1
        for line in done.output.splitlines():
            if line.lstrip().startswith(("{", "[", "<")) or re.match(r"^(Error: |错误：|錯誤：)", line):
                continue  # JSON is a program's; an error is one line, which the terminal wraps
            if width(line) > TERMINAL:
                wide.append(f"{' '.join(args)}: {width(line)}: {line}")
    assert not wide, "\n".join(wide)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_proof_and_a_files_verdict_go_on_under_themselves_on_a_terminal(
    language: str, long_inputs: dict[str, str]
) -> None:
    # On a terminal each line of prove and check keeps within 80 columns, going on two columns in: where one
    # file's verdict ends and the next begins is seen at a glance. Through a pipe each is one line, which a
    # script reads back.
    folder = long_inputs["{dir}"]
    proofs = [f"{folder}/a proof of the order-4 game.jsonl", f"{folder}/{'a certificate with a long name ' * 2}.jsonl"]
    for args, out in (
        (["prove", "--order", "4", "--plies", "9", "--workers", "1"], proofs[0]),
        (["prove", "--sets", long_inputs["{long}"]], proofs[1]),
    ):
        said = lines_of(on_a_terminal([*args, "--out", out], language))
        assert max(map(width, said)) <= TERMINAL, said
        assert len(said) > 3, said  # its claim, its search and its certificate: one goes on
        # (on its standard error, a line about a long search every 10 s: a slow machine's)
        assert len(through_a_pipe([*args, "--out", out], language, errors=False).splitlines()) == 3
    for files in ([*proofs, long_inputs["{long}"]], [long_inputs["{long}"]]):
        said = lines_of(on_a_terminal(["check", *files], language, code=1))
        assert max(map(width, said)) <= TERMINAL, said
        starts = [line for line in said if not line.startswith(" ")]
        records = through_a_pipe(["check", *files], language, code=1, errors=False).splitlines()
        assert len(starts) == len(records), (said, records)  # a line of its own for each, on the terminal too
        assert all(any(record.startswith(start) for record in records) for start in starts), (said, records)
        assert all(line.startswith("  ") and not line.startswith("   ") for line in said if line not in starts)
    assert len(said) > len(starts)  # a long path: the verdicts go on


def lines_of(output: str) -> list[str]:
    """The lines a program wrote to a terminal, as it wrote them: what a terminal too wide to wrap them shows."""
    return screen(output, wide=100_000)


# Chinese broken where Chinese breaks ----------------------------------------------------------------------------


def help_paragraphs(lines: list[str]) -> list[tuple[list[str], int]]:
    """A help's paragraphs as it printed them, each with the columns it was wrapped in: the description's (two
    columns in) and each option's help (in the column where its lines begin)."""
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
    """The cells of a printed table that go on over lines, each as its lines with the columns it had: a first
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
    """The prose and the tables' long cells a count printed, each with the columns it was wrapped in."""
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
