"""Chinese as a teacher writes it, in the sentences a Chinese learner met said as translated: a puzzle's question
(哪一步能赢, 取哪个数能赢), never a bracket inside a bracket, a puzzle's level said in the language on the page,
the side-by-side count's heads broken between words only, the search's order said once (not 按格子按阅读顺序),
the pictures' notes and legend in Chinese marks, MENACE's beads and author, the lists of a help with 、, click's
default, range and metavars in Chinese form, and the Chinese READMEs' commands.

The oracles are this module's expectations written from the glossary and the lessons' words, and the programs'
own behaviour where a README says what they accept (a Chinese command typed in a game does what its English does)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from outputs import LANGUAGES
from outputs import said_in as invoke

from luoshu.rules import PICK_FIFTEEN
from luoshu.session.game import Session
from luoshu.session.screen import game_json
from luoshu.session.typed import enter
from luoshu.svg.pictures import replay_svg
from luoshu.teach.puzzles import mine
from luoshu.teach.replays import replay
from luoshu.views.widths import width
from luoshu.views.wrapping import wrapped_table
from luoshu.words import language
from luoshu.words.language import speaking

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = mine(PICK_FIFTEEN)


def board_task(puzzle: Any) -> str:
    """The puzzle's line on the page's board: its level, who is to move and its task."""
    session = Session(x="human", o="human", picks=puzzle.record, set_up=len(puzzle.record))
    task: str = game_json("g", session, None, puzzle)["game"]["puzzle"]["task"]
    return task


@pytest.fixture(autouse=True)
def english_after() -> Any:
    """Each test leaves the process speaking English, as it found it."""
    yield
    language.speak("en")


def nested(text: str) -> list[str]:
    """The lines of ``text`` that open a full-width bracket inside another.

    >>> nested("轮到 X：哪一步能赢？（B2 这样的格）"), nested("（一个格子（例如 B2））")
    ([], ['（一个格子（例如 B2））'])
    """
    found = []
    for line in text.splitlines():
        depth = 0
        for character in line:
            depth += {"（": 1, "）": -1}.get(character, 0)
            if depth > 1:
                found.append(line)
                break
    return found


# A puzzle's question ---------------------------------------------------------------------------------------------

QUESTIONS = {
    "zh_CN": {("win", True): "取哪个数能赢？", ("win", False): "哪一步能赢？",
              ("defence", True): "只有取哪个数才不会输？", ("defence", False): "只有哪一步不会输？"},
    "zh_TW": {("win", True): "取哪個數能贏？", ("win", False): "哪一步能贏？",
              ("defence", True): "只有取哪個數才不會輸？", ("defence", False): "只有哪一步不會輸？"},
}  # fmt: skip


@pytest.mark.parametrize("name", LANGUAGES)
def test_a_puzzle_asks_which_number_to_pick_or_which_move_to_make(name: str) -> None:
    with speaking(name):
        for puzzle in PUZZLES:
            for noun in ("number", "cell", "road", "word"):
                assert puzzle.task(noun) == QUESTIONS[name][puzzle.kind, noun == "number"]


@pytest.mark.parametrize("name", LANGUAGES)
def test_a_right_answer_names_the_only_winning_move_as_one_move(name: str) -> None:
    one = {"zh_CN": "是唯一能赢的一步", "zh_TW": "是唯一能贏的一步"}[name]
    with speaking(name):
        said = [board_task(p) for p in PUZZLES[:3]]
        from luoshu.teach.puzzles import answer_text

        win = next(p for p in PUZZLES if p.kind == "win")
        assert one in answer_text(win, win.answer, str(win.answer), first=True).splitlines()[0]
    assert all("取数" not in line and "走法" not in line for line in said)


@pytest.mark.parametrize("name", LANGUAGES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_puzzles_heading_says_its_level_in_the_language(name: str, level: str) -> None:
    """The page's puzzle heading: 谜题（简单）, never 谜题（easy）."""
    with speaking(name):
        heading = board_task(next(p for p in PUZZLES if p.level == level))
    assert level not in heading
    assert re.search(r"[\u4e00-\u9fff]+", heading.split("（")[1].split("）")[0])


# Never a bracket inside a bracket -----------------------------------------------------------------------------


@pytest.mark.parametrize("name", LANGUAGES)
@pytest.mark.parametrize("dress", ["numbers", "grid", "jam", "words"])
def test_a_puzzle_and_a_studys_trial_open_no_bracket_inside_a_bracket(name: str, dress: str, tmp_path: Path) -> None:
    shown = invoke(["study", "--dresses", dress, "--trials", "1", "--out", str(tmp_path / "s.csv")], name, "\n")
    shown += invoke(["puzzle", "--seed", "5", "--dress", {"numbers": "fifteen"}.get(dress, dress)], name, "\n")
    assert "（" in shown
    assert nested(shown) == []


@pytest.mark.parametrize("name", LANGUAGES)
def test_a_fork_names_its_moves_without_a_bracket_inside_a_bracket(name: str) -> None:
    """Every easy puzzle's answer explained, in numbers and on the grid: a fork names its moves with their cells."""
    forks = 0
    for puzzle in [p for p in PUZZLES if p.kind == "win"][:12]:
        moves = [str(n) for n in puzzle.record]
        for extra in ([], ["--from", "numbers"]):
            shown = invoke(["explain", *moves, "--pick", str(puzzle.answer), *extra], name)
            forks += shown.count("双杀" if name == "zh_CN" else "雙重威脅")
            assert nested(shown) == [], shown
    assert forks > 0


# The side-by-side count's heads, and its order ---------------------------------------------------------------


@pytest.mark.parametrize("name", LANGUAGES)
def test_the_counts_heads_break_between_words_only(name: str) -> None:
    """The heads of ``explore search --compare`` at any width: each head's lines are whole words of it."""
    from luoshu.teach.searches import COMPARE_COLUMNS
    from luoshu.words.language import _

    with speaking(name):
        heads = [_(COMPARE_COLUMNS[key]) for key in COMPARE_COLUMNS]
    words = {word for head in heads for word in re.split(r"[ \n]+", head)}
    assert {"访问", "节点数"} <= words or {"走訪", "節點數"} <= words
    for total in range(56, 81, 4):
        rows = [heads, ["一个很长很长很长很长的搜索名字，第 4 课", "549,946", "5,478", "0.123", "5", "−10", "平局"]]
        lines = wrapped_table(rows, right={1, 2, 3, 5}, total=total)
        head_lines = lines[: next(i for i, line in enumerate(lines) if "549,946" in line)]
        shown = {piece for line in head_lines for piece in line.split()}
        heads_pieces = {piece for head in heads for piece in re.split(r"[ \n]+", head)} | {
            re.sub(r"[ \n]+", "", head) for head in heads
        }
        assert shown <= heads_pieces | set(rows[1][0].split()), (total, head_lines)
        assert all(width(line) <= total for line in lines)


def test_the_counts_order_is_said_once() -> None:
    """The heading over the count names the order the picks are tried in once: not 按格子按阅读顺序."""
    shown = invoke(["explore", "search", "--compare", "5", "1", "4", "--dress", "grid"], "zh_CN")
    heading = "".join(shown.split("\n\n")[0].splitlines())  # the lines over the table, as one
    assert "按格子按" not in heading
    assert "尝试各步的顺序都是格子按阅读顺序" in heading  # one colon: the one that ends the heading


# Pictures -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LANGUAGES)
def test_a_replays_notes_and_legend_are_in_chinese_marks(name: str) -> None:
    with speaking(name):
        picture = replay_svg(replay([5, 1, 9, 4, 6]))
        mistake = {"zh_CN": "失误", "zh_TW": "失誤"}[name]
    texts = re.findall(r">([^<>]+)<", picture)
    assert any(text.endswith(f"（{mistake}）") for text in texts)
    assert not any(f"({mistake})" in text for text in texts)
    assert not any(re.search(r"[。，；：] ", text) for text in texts)  # no space after a full-width mark
    title = next(text for text in texts if "5（B2）" in text)
    assert "5（B2）、1（C2）" in title


# MENACE ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LANGUAGES)
def test_menaces_first_box_says_its_beads_as_chinese_says_them(name: str) -> None:
    shown = invoke(["menace", "--games", "20", "--seed", "1"], name, width=80)
    box = shown[shown.index("第一個盒子" if name == "zh_TW" else "第一个盒子") :]
    counted = re.findall(r"(\d) 有 (\d+) [颗顆]", box)
    assert {number for number, _beads in counted} == set("123456789")
    assert len(counted) == 9
    assert ", " not in box


@pytest.mark.parametrize("name", LANGUAGES)
def test_menaces_author_is_named_one_way(name: str) -> None:
    """Donald Michie: 唐纳德·米基（Donald Michie） where the help introduces him, 米基 elsewhere, never 米奇."""
    long_help = invoke(["menace", "--help"], name, width=10_000)
    full = {"zh_CN": "唐纳德·米基（Donald Michie）", "zh_TW": "唐納德·米基（Donald Michie）"}[name]
    assert full in long_help
    for path in (["--help"], ["match", "--help"], ["play", "--help"]):
        shown = invoke(path, name, width=10_000)
        assert "米奇" not in shown
        assert "Michie 的" not in shown
        assert "米基" in shown


# A command's help -------------------------------------------------------------------------------------------


# The Chinese READMEs ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("readme", ["README.zh-CN.md", "README.zh-TW.md"])
def test_the_chinese_readmes_commands_are_accepted_as_they_say(readme: str) -> None:
    """A README in Chinese says the game's commands may be typed in Chinese, and each it lists does what its
    English does; it names the page's buttons as the page shows them in its script."""
    text = (ROOT / readme).read_text()
    assert "英文输入" not in text
    assert "英文輸入" not in text
    assert "Start a study" not in text
    rows = re.findall(r"^\| `(\w+)[^`]*`[^|]*\| `([^`]+)` \|", text, re.MULTILINE)
    assert {english for english, _chinese in rows} == {"hint", "why", "undo", "save", "help", "quit"}
    for english, chinese in rows:  # save without a file, as typed: it asks where, in both
        chinese = chinese.removesuffix(" FILE")
        assert enter(Session(), chinese).text == enter(Session(), english).text, (english, chinese)
