"""Issue 28: what a Chinese input method types is read everywhere a move, a cell or a record is read (full-width
digits and letters, Chinese commas and the ideographic space), and the game's commands answer to their Chinese
words, as the Chinese help lists them. Checked against the ASCII each stands for (Unicode's own NFKC)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata

import pytest
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.session import Session, enter
from luoshu.words.language import speaking

LUOSHU = [sys.executable, "-m", "luoshu"]


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
    env = {**os.environ, "LANG": "zh_TW.UTF-8"}
    done = subprocess.run(
        [*LUOSHU, "play", "grid"],
        input=f"{wide('B2')}\n提示\n離開\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
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
