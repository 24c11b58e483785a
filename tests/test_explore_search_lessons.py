"""``luoshu explore search --lesson N`` runs lesson N's own program as it searches, counted as it runs, and
``--compare`` shows each lesson's program and the depth-blind player as what they are; a long count says how long
before it goes on.

The counts are checked against the programs written again in ``lesson_programs`` from what each lesson says it
does (nothing of luoshu's search in them), which count the positions their own search visits.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from chinese_lines import columns
from lesson_programs import lesson_program
from oracle import Game
from running import as_json, run, tree_nodes

from luoshu.rules import Position
from luoshu.svg import is_luoshu_picture
from luoshu.teach import searches

SVG = "{http://www.w3.org/2000/svg}"
INFINITE = [None, None]  # a window's bound beyond any score, in JSON


def searched(*args: str) -> Any:
    """The JSON of ``luoshu explore search ARGS``."""
    return as_json("explore", "search", *args)


def picks_of(position: Position) -> list[str]:
    """A record of the position's picks, X's and O's in turn, for the command line."""
    xs, os = sorted(position.x), sorted(position.o)
    record = []
    for i in range(len(xs) + len(os)):
        record.append(str((xs if i % 2 == 0 else os)[i // 2]))
    return record


def test_lesson_1_from_x_at_b2_visits_8466_nodes_as_its_program_does() -> None:
    assert lesson_program(1, {5}, set()).visited == 8466
    data = searched("5", "--lesson", "1", "--depth", "1")
    assert (data["lesson"], data["algorithm"], data["node_count"]) == (1, "alphabeta", 8466)
    assert data["fresh_root_windows"] is True
    assert data["pick"] == lesson_program(1, {5}, set()).pick
    # a fresh window for every move at the root: each child of the root was searched with [-inf, +inf]
    assert [child["window"] for child in data["tree"]["children"]] == [INFINITE] * 8
    assert all(child["bound"] == "exact" for child in data["tree"]["children"])
    # alpha-beta carrying the root's window visits far fewer: the 2,459
    carried = searched("5", "--algorithm", "alphabeta", "--dress", "grid", "--depth", "1")
    assert carried["node_count"] == 2459


def test_every_lessons_count_is_its_programs_from_many_positions() -> None:
    every = [Position(x, o) for x, o in Game(9, 3, 15).reachable()]
    every = [p for p in every if not p.is_over]
    rng = random.Random(36)
    chosen = [Position.from_moves([5]), Position.from_moves([1]), Position.from_moves([5, 1])]
    chosen += rng.sample([p for p in every if p.pick_count >= 3], 40)
    for position in chosen:
        record = picks_of(position)
        assert Position.from_moves([int(n) for n in record]) == position
        for lesson in (1, 2, 3, 4):
            data = searched(*record, "--lesson", str(lesson), "--depth", "0")
            program = lesson_program(lesson, position.x, position.o)
            assert (data["node_count"], data["pick"]) == (program.visited, program.pick), (lesson, position)
    # lesson 1 from every opening: its counts are its program's
    for first in range(1, 10):
        data = searched(str(first), "--lesson", "1", "--depth", "0")
        assert data["node_count"] == lesson_program(1, {first}, set()).visited, first


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


@pytest.mark.parametrize(("language", "isomorphism"), [("zh_CN", "同构"), ("zh_TW", "同構")])
def test_a_lessons_search_is_told_in_both_chinese_scripts(language: str, isomorphism: str) -> None:
    from luoshu.teach.lesson_programs import ARTICLES, PROGRAMS
    from luoshu.words.language import _, speaking

    with speaking(language):
        for lesson in (1, 2, 3, 4):
            for text in (
                _(ARTICLES[lesson]),
                _(PROGRAMS[lesson]).format(base=10),
                searches.row_name(f"lesson-{lesson}"),
            ):
                assert len(re.findall(r"[\u4e00-\u9fff]", text)) > 1, text  # told in Chinese, not left in English
        assert isomorphism in _(ARTICLES[2])  # the book's title in the script's own characters


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


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_lesson_3_from_the_empty_board_is_refused_in_one_line_of_80_columns(language: str) -> None:
    result = run("--lang", language, "explore", "search", "--lesson", "3")
    assert result.exit_code == 2, result.output
    reason = result.output.splitlines()[-1]
    assert "3" in reason, reason
    assert columns(reason) <= 80, reason


def test_the_side_by_side_count_names_each_lessons_program_truly() -> None:
    data = searched("5", "--compare")
    rows = {row["name"]: row for row in data["searches"]}
    assert {"lesson-1", "lesson-2", "lesson-3", "lesson-4", "depth-blind"} <= set(rows)
    for lesson in (1, 2, 3, 4):
        program = lesson_program(lesson, {5}, set())
        row = rows[f"lesson-{lesson}"]
        assert (row["lesson"], row["node_count"], row["pick"]) == (lesson, program.visited, program.pick), lesson
    assert rows["lesson-1"]["node_count"] == 8466
    assert rows["lesson-1"]["fresh_root_windows"] is True
    assert (rows["depth-blind"]["scores"], rows["depth-blind"]["lesson"]) == ("ten", None)
    result = run("explore", "search", "--compare", "--dress", "grid")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "(lessons 1, 2)" not in text  # +10/−10 is no lesson's scoring
    assert "(lesson 1)" not in text
    assert re.search(r"^lesson 3 +its first move is at random: no search$", text, re.M)
    for lesson in (1, 2, 4):
        assert re.search(rf"^lesson {lesson} +[\d,]+ ", text, re.M), lesson
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "lessons 1 and 2" not in run("explore", "search", "--help").output


def test_a_plain_minimax_known_to_need_more_than_its_budget_is_not_run() -> None:
    data = searched("--order", "4", "--compare", "--budget", "5000")
    rows = {row["name"]: row for row in data["searches"]}
    for key in ("minimax-ten", "minimax-depth", "lesson-2", "lesson-4"):
        assert rows[key]["reason"] == "needs 63,994,817 nodes at least, more than the budget of 5,000: not searched"
    assert rows["alphabeta-ten"]["reason"] == "not searched within the budget of 5,000 nodes"


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


def test_a_long_count_says_how_long_before_it_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(searches, "QUICK", 2500)  # a count from X 5, O 1 is then long: plain minimax visits 7,064
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000")
    assert result.exit_code == 0, result.output
    said = " ".join(result.stderr.split())
    assert re.search(
        r"The tree from here holds about [\d,]+ nodes \(guessed from random games; [\d,]+ at least\)", said
    )
    found = re.search(r"(\d+) searches need more than that: (.*)\. Searching each on to 20,000 nodes at most", said)
    assert found is not None, said
    assert int(found.group(1)) == 5  # plain minimax twice and lessons 2, 3, 4
    assert re.search(r"takes about \d+ s here; Ctrl-C stops and shows the table as it stands", said)
    data = json.loads(run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--json").stdout)
    assert all(row["node_count"] == 7064 for row in data["searches"] if row["name"].startswith("minimax"))


def test_ctrl_c_in_a_long_count_shows_the_table_as_it_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(searches, "QUICK", 2500)
    searched_on: list[str] = []
    quick = searches._row_search

    def stopping(key: str, *args: Any) -> Any:
        if args[2] > 2500:  # searched on past the quick nodes: the second such search is stopped by Ctrl-C
            searched_on.append(key)
            if len(searched_on) == 2:
                raise KeyboardInterrupt
        return quick(key, *args)

    monkeypatch.setattr(searches, "_row_search", stopping)
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--json")
    assert result.exit_code == 0, result.output
    assert "Stopped: the table shows the searches done." in result.stderr
    rows = {row["name"]: row for row in json.loads(result.stdout)["searches"]}
    assert rows["minimax-ten"]["node_count"] == 7064  # searched on before Ctrl-C
    for key in ("minimax-depth", "lesson-2", "lesson-3", "lesson-4"):  # stopped, or never reached
        assert rows[key]["reason"] == "stopped before it was searched"
    assert rows["alphabeta-ten"]["node_count"] == 484  # a quick one, done first
    assert searched_on == ["minimax-ten", "minimax-depth"]
    searched_on.clear()
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--dress", "grid")
    assert result.exit_code == 0, result.output
    assert re.search(r"^plain minimax, +7,064 ", result.stdout, re.M)  # its name goes on under it: +10/−10
    assert re.search(r"^plain minimax, +stopped before it was searched$", result.stdout, re.M)
