"""The minimax lessons' own programs as players, lesson:1 to lesson:4, each picking what its lesson's program picks,
and the depth-blind player, which scores a win +10 whatever its depth; every list of players says them and every
way of naming the computer's player takes them.

Each lesson's program is written again in ``lesson_programs``, from what the lesson says it does and in its own
terms (a board of rows and columns for 000 and 003, lists of the Luo Shu's numbers and the two-pointer check for
001, a flat board that remembers who has just won for 002), importing nothing of luoshu; here its pick is compared
with luoshu's player's in every position of Pick Fifteen where a player is to move, X or O.
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from lesson_programs import READING_ORDER, depth_blind, lesson_program
from oracle import Game
from running import run

from luoshu.rules import Position
from luoshu.search.solver import Outcome, analyse
from luoshu.session.bots import builtin_bot, builtin_players, is_spec

pytest.importorskip("starlette")


def every_position_to_move() -> list[Position]:
    """Every position of Pick Fifteen in which a player is to move (4,520, X's and O's), found by the oracle."""
    found = [Position(x, o) for x, o in Game(9, 3, 15).reachable()]
    return sorted((p for p in found if not p.is_over), key=lambda p: (p.pick_count, sorted(p.x), sorted(p.o)))


PLAYERS = [*(f"lesson:{n}" for n in range(1, 5)), "depth-blind"]


@pytest.mark.slow
def test_each_lesson_player_and_the_depth_blind_one_pick_what_their_programs_pick_in_every_position() -> None:
    """Each player asked once in every position where a player is to move: each lesson's player picks what its
    program picks, the depth-blind player the first of its equal scores, and in a won game the depth-blind player
    dawdles where no lesson's does. (One test: the players' searches from all 4,520 positions take seconds, and a
    worker of its own for each part would ask them all again.)"""
    positions = every_position_to_move()
    assert len(positions) == 4520
    assert {p.to_move for p in positions} == {"X", "O"}
    bots = {name: builtin_bot(name, random.Random(1)) for name in PLAYERS}
    picked = {name: {position: bot.choose(position) for position in positions} for name, bot in bots.items()}
    for lesson in range(1, 5):
        memo: dict[Any, Any] = {}
        for position in positions:
            pick = picked[f"lesson:{lesson}"][position]
            if lesson == 3 and position.pick_count == 0:  # its first move at random: any free cell
                assert pick in position.free
                continue
            assert pick == lesson_program(lesson, position.x, position.o, memo=memo).pick, (lesson, position)
    # The depth-blind player picks the first of its equal scores.
    memo = {}
    for position in positions:
        assert picked["depth-blind"][position] == depth_blind(position.x, position.o, memo), position
    # It dawdles in a won game, and the lessons' programs do not.
    slower = dict.fromkeys(PLAYERS, 0)
    for position in positions:
        if position.pick_count < 4:
            continue
        verdicts = analyse(position)
        fastest = max(verdicts.values())
        if fastest.outcome is not Outcome.WIN:
            continue
        for name in slower:
            chosen = verdicts[picked[name][position]]
            assert chosen.outcome is Outcome.WIN  # a win is never given away
            slower[name] += chosen != fastest
    assert slower["depth-blind"] > 0
    assert all(slower[f"lesson:{n}"] == 0 for n in range(1, 5)), slower


def test_the_picks_the_issue_found_wrong_are_the_programs() -> None:
    # X 1 3 9, O 4 5: O wins at once with 6 (4 + 5 + 6); lesson 1 played 2 while it scored every win alike.
    position = Position.from_moves([1, 4, 3, 5, 9])
    assert builtin_bot("lesson:1", random.Random(1)).choose(position) == lesson_program(1, position.x, position.o).pick
    assert builtin_bot("lesson:1", random.Random(1)).choose(position) == 6
    # X 1 3 8, O 2 6: O wins at once with 7 (2 + 6 + 7); lesson 2 played 4 while it tried the numbers ascending.
    position = Position.from_moves([1, 2, 3, 6, 8])
    assert builtin_bot("lesson:2", random.Random(1)).choose(position) == lesson_program(2, position.x, position.o).pick
    assert builtin_bot("lesson:2", random.Random(1)).choose(position) == 7


def test_lesson_3_opens_at_random_and_a_seed_repeats_it() -> None:
    picks = {builtin_bot("lesson:3", random.Random(seed)).choose(Position()) for seed in range(40)}
    assert len(picks) > 3  # the first move at random: many cells over forty seeds
    assert picks <= set(range(1, 10))
    again = [builtin_bot("lesson:3", random.Random(7)).choose(Position()) for _ in range(2)]
    assert again[0] == again[1]


def test_grade_finds_the_flaws_of_the_scores_that_ignore_depth_and_none_in_the_lessons() -> None:
    for side in ("X", "O"):
        graded = json.loads(run("grade", "depth-blind", "--as", side, "--seed", "1", "--json").stdout)
        assert graded["loss_count"] == 0
        assert graded["given_away_count"] == 0
        assert graded["accuracy"] < 1  # picks that keep the outcome but win slower or lose faster
    for lesson in (1, 2):
        graded = json.loads(run("grade", f"lesson:{lesson}", "--as", "O", "--seed", "1", "--json").stdout)
        assert graded["accuracy"] == 1  # 10 - depth: the fastest win, the slowest loss, every time


def test_the_lessons_and_depth_blind_play_in_match_and_are_named() -> None:
    assert all(is_spec(f"lesson:{n}") for n in range(1, 5))
    assert is_spec("depth-blind")
    assert builtin_players()[-1] == "depth-blind"
    result = run("match", "lesson:1", "depth-blind", "--games", "2", "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "lesson:1: 0 won, 2 drawn, 0 lost" in result.output  # neither ever loses: both games drawn
    assert "depth-blind: 0 won, 2 drawn, 0 lost" in result.output
    for command in ("match", "grade"):
        assert "depth-blind" in run(command, "--help").output
    assert "depth-blind" in run("play", "--help").output


def test_the_depth_blind_player_is_named_in_both_chinese_scripts() -> None:
    from luoshu.words.language import speaking
    from luoshu.words.terms import player_name

    names = {}
    for language in ("zh_CN", "zh_TW"):
        with speaking(language):
            names[language] = player_name("depth-blind")
    assert all(name != "depth-blind" and not name.isascii() for name in names.values()), names
    assert names["zh_CN"] != names["zh_TW"]  # each in its own script


def test_the_page_lists_depth_blind_among_its_levels() -> None:
    page = (Path(__file__).parent.parent / "luoshu" / "web" / "static" / "index.html").read_text()
    assert '<option value="depth-blind" data-word="level-depth-blind">' in page
    from luoshu.web.page import page_words

    words = page_words()
    assert "level-depth-blind" in words
    assert "+10 at any depth" not in words["level-lesson-1"]  # lesson 1 scores 10 - depth


def test_a_lesson_player_that_does_not_exist_is_refused_in_one_line() -> None:
    for spec in ("lesson:0", "lesson:5", "lesson:x", "lesson:"):
        result = run("match", spec, "perfect", "--games", "1")
        assert result.exit_code == 2
        assert f"{spec} is not a lesson's player: lesson:1 to lesson:4" in result.output


@pytest.mark.parametrize("player", ["lesson:4", "depth-blind"])
def test_a_lesson_player_plays_a_game_of_the_terminal(player: str) -> None:
    for option in ("--opponent", "--level"):
        result = run("play", "fifteen", option, player, "--seed", "1", typed="5\n1\nq\n")
        assert result.exit_code == 0, result.output
        assert "The computer (O) picks" in result.output


@pytest.mark.parametrize("spec", ["lesson:1", "depth-blind"])
def test_a_game_against_a_lesson_player_is_saved_with_it_and_goes_on_against_it(spec: str, tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    result = run("play", "fifteen", "--opponent", spec, typed=f"5\nsave {saved}\nq\n")
    assert result.exit_code == 0, result.output
    assert json.loads(saved.read_text())["level"] == spec
    assert "not saved" not in result.output
    result = run("play", "--load", str(saved), typed="1\nq\n")
    assert result.exit_code == 0, result.output
    picks = [int(n) for n in re.findall(r"The computer \(O\) picks (\d)", result.output)]
    assert len(picks) == 1, result.output
    before = json.loads(saved.read_text())["picks"]
    position = Position(frozenset([before[0], 1]), frozenset(before[1:]))
    if spec == "depth-blind":
        assert picks[0] == depth_blind(position.x, position.o)
    else:  # the lesson's program's pick, not the perfect player's
        assert picks[0] == lesson_program(int(spec[-1]), position.x, position.o).pick


def test_a_save_naming_a_lesson_that_does_not_exist_is_refused_in_one_line(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    run("play", "fifteen", "--opponent", "lesson:1", typed=f"5\nsave {saved}\nq\n")
    saved.write_text(saved.read_text().replace('"lesson:1"', '"lesson:9"'))
    result = run("play", "--load", str(saved), typed="q\n")
    assert result.exit_code == 2
    assert "lesson:9 is not a lesson's player" in result.output
    assert len(result.output.strip().splitlines()) <= 3, result.output


# The budget: every command that takes one gives it to the lessons' players and the depth-blind one ---------------


@pytest.mark.parametrize(
    "args",
    [
        ["grade", "lesson:2", "--order", "4", "--budget", "1000"],
        ["match", "depth-blind", "perfect", "--order", "4", "--budget", "1000", "--games", "1"],
        ["explore", "search", "5", "--lesson", "2", "--budget", "1000"],
    ],
)
def test_a_budget_bounds_every_search_of_a_lesson_player(args: list[str]) -> None:
    started = time.monotonic()
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert "not searched within the budget of 1,000 nodes" in result.output  # its own budget, not 5,000,000
    assert time.monotonic() - started < 60  # a thousand nodes, not five million


def test_a_budget_that_suffices_lets_a_lesson_player_finish() -> None:
    result = run("match", "lesson:1", "lesson:4", "--games", "1", "--budget", "600000")
    assert result.exit_code == 0, result.output  # plain minimax from the empty board needs 549,946 nodes
    result = run("match", "lesson:4", "lesson:1", "--games", "1", "--budget", "500000")
    assert result.exit_code == 1
    assert "not searched within the budget of 500,000 nodes" in result.output


def test_the_lesson_order_is_the_luo_shus_reading_order() -> None:
    from luoshu.rules import Rules
    from luoshu.teach.lesson_programs import reading_order as lesson_order

    assert lesson_order(Rules()) == READING_ORDER == [4, 9, 2, 3, 5, 7, 8, 1, 6]
    assert lesson_order(Rules(misere=True)) == READING_ORDER  # misère tic-tac-toe has the same grid
    assert lesson_order(Rules.order(4)) == list(range(1, 17))  # no grid: the numbers ascending
    assert lesson_order(Rules(target=14)) == list(range(1, 10))


# Every list of players says them, every way of naming the computer's player takes them ---------------------------

LESSONS = [f"lesson:{n}" for n in range(1, 5)]
"""The four lessons' players."""


def test_a_player_not_known_is_refused_with_the_lessons_among_the_players() -> None:
    result = run("match", "robot", "perfect")
    assert result.exit_code == 2
    for player in [*LESSONS, "depth-blind"]:
        assert player in result.output


def test_matchs_help_lists_the_lessons_players_and_each_plays_a_game() -> None:
    result = run("match", "--help")
    help_text = " ".join(result.output.split())
    for player in LESSONS:
        assert player in help_text
        # As O: its first search from one pick, not the whole tree (lessons 1 and 4 play as X in the budget's test).
        played = run("match", "random", player, "--games", "1", "--seed", "1")
        assert played.exit_code == 0, played.output


def test_play_takes_a_lesson_as_its_level_as_it_does_as_the_opponent() -> None:
    by_level = run("play", "--level", "lesson:4", typed="quit\n")
    by_opponent = run("play", "--opponent", "lesson:4", typed="quit\n")
    assert by_level.exit_code == by_opponent.exit_code == 0, by_level.output
    assert by_level.output.splitlines()[0] == by_opponent.output.splitlines()[0]
    assert "lesson:4" in by_level.output.splitlines()[0]


def test_a_level_not_known_is_refused_with_every_player_and_a_bad_lesson_names_its_option() -> None:
    result = run("play", "--level", "bogus")
    assert result.exit_code == 2
    for player in LESSONS:
        assert player in result.output
    wrong = run("play", "--level", "lesson:9", typed="quit\n")
    assert wrong.exit_code == 2
    assert "--level" in wrong.output
    assert "--opponent" not in wrong.output
