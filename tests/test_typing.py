"""Issue 28: what a Chinese input method types is read everywhere a move, a cell or a record is read (full-width
digits and letters, Chinese commas and the ideographic space), and the game's commands answer to their Chinese
words, as the Chinese help lists them. Checked against the ASCII each stands for (Unicode's own NFKC)."""

from __future__ import annotations

import itertools
import json
import os
import sys
import unicodedata

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from luoshu.cli import cli
from luoshu.rules import PICK_FIFTEEN
from luoshu.session import Session, enter
from luoshu.views.fullwidth import SEPARATORS, narrowed
from luoshu.views.notation import cell_from, moves_from, number_from, split_record
from luoshu.views.squares.grid import CELLS, number_at
from luoshu.views.widths import center, ljust, rjust, width
from luoshu.words.language import speaking


def wide(text: str) -> str:
    """``text`` as an input method types it: every ASCII letter and digit full-width (NFKC takes each back)."""
    typed = "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in text)
    assert unicodedata.normalize("NFKC", typed) == text
    return typed


@pytest.mark.parametrize("record", ["5 1 9", "B2 C2 A3", "2 9 4 6"])
def test_solve_reads_a_full_width_record_as_its_ascii(record: str) -> None:
    runner = CliRunner()
    ascii_answer = runner.invoke(cli, ["solve", "--json", *record.split()])
    typed = wide(record).replace(" ", "，")
    wide_answer = runner.invoke(cli, ["solve", "--json", *typed.split("，")])
    assert wide_answer.exit_code == 0, wide_answer.output
    assert json.loads(wide_answer.output) == json.loads(ascii_answer.output)
    batch = runner.invoke(cli, ["solve", "--json", "-"], input=typed.replace("，", "、") + "\n")  # solve -
    assert json.loads(batch.output) == json.loads(ascii_answer.output)


def test_the_prompt_reads_full_width_moves_and_chinese_commands() -> None:
    game = Session(x="human", o="human")
    assert enter(game, wide("5")).text == ""
    assert game.picks == (5,)
    grid = Session(x="human", o="human", dress="grid")
    enter(grid, wide("b2"))
    assert grid.picks == (5,)
    for chinese, english in [("提示", "hint"), ("幫助", "help"), ("說明", "help"), ("帮助", "help")]:
        assert enter(game, chinese).text == enter(game, english).text
    enter(game, "悔棋")  # undo: between two people, the last pick
    assert len(game.picks) == 0
    assert enter(game, "退出").quit
    assert enter(game, "離開").quit


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("zh_CN", ["提示", "为什么", "悔棋", "保存", "帮助", "退出"]),
        ("zh_TW", ["提示", "為什麼", "悔棋", "儲存", "說明", "離開"]),
    ],
)
def test_the_chinese_help_lists_the_chinese_commands(language: str, words: list[str]) -> None:
    game = Session(x="human", o="human")
    with speaking(language):
        listed = enter(game, "help").text
    for word in words:
        assert word in listed
        assert enter(Session(x="human", o="human"), word).text != enter(Session(), "xyz").text  # each is a command


def test_a_terminal_game_in_chinese_takes_full_width_cells() -> None:
    # In this process, LANG naming the language (a real process reading LANG: the terminal games below).
    env = {"LANG": "zh_TW.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = CliRunner().invoke(cli, ["play", "grid"], input=f"{wide('B2')}\n提示\n離開\n", env=env)
    assert done.exit_code == 0, done.output
    assert "Traceback" not in done.output
    assert " B1 | X  | B3" in done.stdout  # the full-width B2 took the centre
    assert "輪到你了" in done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect drives a POSIX terminal")
@pytest.mark.parametrize(
    ("language", "back", "again", "leave"),
    [("zh_CN", "悔棋", "再来一局", "退出"), ("zh_TW", "悔棋", "再玩一局", "離開")],
)
def test_after_a_game_the_chinese_commands_answer_as_in_the_game(
    language: str, back: str, again: str, leave: str
) -> None:
    pexpect = pytest.importorskip("pexpect")
    environment = {**os.environ, "LANG": f"{language}.UTF-8", "LANGUAGE": "", "LC_ALL": "", "NO_COLOR": "1"}
    child = pexpect.spawn(
        sys.executable, ["-m", "luoshu", "play", "--opponent", "human"], env=environment, encoding="utf-8"
    )
    child.timeout = 30
    after = r"[(（]q[)）][:：] ?"  # what a terminal asks once the game is over

    def play_to_the_end() -> None:
        for pick in (5, 1, 3, 7, 2, 8, 6, 4, 9):  # a draw, every number picked
            child.expect(r"[XO] (?:走|下)[:：] ?")
            child.sendline(str(pick))
        child.expect(after)

    play_to_the_end()
    child.sendline(back)  # the last pick taken back: the game goes on, 9 free
    child.expect(r"[XO] (?:走|下)[:：] ?")
    child.sendline("９")  # full-width, as an input method types it
    child.expect(after)
    child.sendline(again)  # a new game
    play_to_the_end()
    child.sendline(leave)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


# Typing and widths in every script -------------------------------------------------------------------


ALPHABET = "AZaz09 -+.,:|éüß洛书洛書幻方井字棋遊戲圈叉胜勝负負和ひらカナＡＢ１２５，、。：；　"
COMBINING = "\u0301"


def columns(text: str) -> int:
    """By Unicode's table: wide and full-width characters take two columns, combining marks none, others one."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text
    )


@given(st.lists(st.sampled_from(ALPHABET) | st.sampled_from([f"e{COMBINING}", f"o{COMBINING}"])).map("".join))
def test_width_counts_display_columns(text: str) -> None:
    assert width(text) == columns(text)


def test_a_chinese_character_is_two_columns_and_ascii_one() -> None:
    for word in ("洛书", "洛書", "井字棋", "圈圈叉叉", "幻方"):
        assert width(word) == 2 * len(word)
    assert width("Pick Fifteen") == len("Pick Fifteen")
    assert width("") == 0


@given(st.text(alphabet=ALPHABET, max_size=8), st.integers(min_value=0, max_value=20), st.sampled_from(" .·"))
def test_padding_fills_to_the_columns_asked(text: str, wanted: int, fill: str) -> None:
    room = max(0, wanted - columns(text))  # each fill character is one column
    assert ljust(text, wanted, fill) == text + fill * room
    assert rjust(text, wanted, fill) == fill * room + text
    # centred, an odd column of padding on the right
    assert center(text, wanted, fill) == fill * (room // 2) + text + fill * (room - room // 2)


def test_a_table_of_mixed_languages_lines_up() -> None:
    rows = [("Pick Fifteen", "洛书"), ("幻方", "magic square"), ("井字遊戲", "X")]
    wide = [max(width(row[i]) for row in rows) for i in range(2)]
    lines = ["| " + " | ".join(ljust(cell, w) for cell, w in zip(row, wide, strict=True)) + " |" for row in rows]
    assert len({columns(line) for line in lines}) == 1
    assert len({len(line) for line in lines}) > 1  # which len() alone would have got wrong


# Typing as Chinese users type ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", range(0xFF01, 0xFF5F))
def test_full_width_forms_read_as_their_ascii(code: int) -> None:
    character = chr(code)
    expected = "," if character in SEPARATORS else unicodedata.normalize("NFKC", character)
    assert expected.isascii()
    assert narrowed(character) == expected


def test_the_ideographic_space_and_chinese_separators_read_as_separators() -> None:
    assert narrowed("\u3000") == unicodedata.normalize("NFKC", "\u3000") == " "
    for mark in SEPARATORS:
        assert split_record(narrowed(f"5{mark}2{mark}8")) == ["5", "2", "8"]
    assert set("，、；：。") <= set(SEPARATORS)


UNCHANGED = st.characters(max_codepoint=0xFFFF).filter(
    lambda c: not 0xFF01 <= ord(c) <= 0xFF5E and c not in SEPARATORS and c != "\u3000"
)


@given(st.text(alphabet=UNCHANGED) | st.text(alphabet="提示为什么為什麼悔棋保存帮助幫助退出来去自如 B2x"))
def test_what_has_no_narrow_form_stays_as_it_is(text: str) -> None:
    assert narrowed(text) == text


FULL_DIGITS = {str(d): chr(0xFF10 + d) for d in range(10)}


def full_width(token: str) -> str:
    """A token as an input method types it: every ASCII letter and digit in its full-width form."""
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in token)


@given(st.permutations(range(1, 10)), st.integers(min_value=1, max_value=9), st.data())
def test_a_record_typed_in_full_width_reads_as_in_ascii(order: list[int], length: int, data: st.DataObject) -> None:
    # A game's moves up to its end, typed as numbers and as cells, between Chinese separators.
    moves: list[int] = []
    for number in order[:length]:
        try:
            moves_from([str(n) for n in [*moves, number]])
        except ValueError:
            break  # the game was over
        moves.append(number)
    cells = {number_at(cell): cell for cell in CELLS}
    for tokens in ([str(n) for n in moves], [cells[n] for n in moves]):
        marks = data.draw(st.lists(st.sampled_from([*SEPARATORS, "\u3000", " "]), min_size=len(tokens) + 1))
        typed = "".join(mark + full_width(token) for mark, token in zip(marks, tokens, strict=False)) + marks[-1]
        assert moves_from(split_record(narrowed(typed))) == moves


def test_numbers_and_cells_typed_in_full_width() -> None:
    for number in range(1, 10):
        assert number_from(narrowed(FULL_DIGITS[str(number)]), PICK_FIFTEEN) == number
    for cell, lower in itertools.product(CELLS, (False, True)):
        typed = full_width(cell.lower() if lower else cell)
        assert cell_from(narrowed(typed)) == number_at(cell)
