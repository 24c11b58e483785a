"""Chinese as a teacher writes it, in the sentences a Chinese learner met said as translated: a puzzle's question
(哪一步能赢, 取哪个数能赢), never a bracket inside a bracket, a puzzle's level said in the language on the page,
the side-by-side count's heads broken between words only, the search's order said once (not 按格子按阅读顺序),
the pictures' notes and legend in Chinese marks, MENACE's beads and author, the lists of a help with 、, click's
default, range and metavars in Chinese form, and the Chinese READMEs' commands.

The oracles are this module's expectations written from the glossary and the lessons' words, and the programs'
own behaviour where a README says what they accept (a Chinese command typed in a game does what its English does)."""

from __future__ import annotations

import csv
import io
import itertools
import json
import math
import re
from pathlib import Path
from typing import Any, NamedTuple

import oracle
import pytest
from catalogue import po
from click.testing import CliRunner
from glossary import LEVELS, TAG, dress_names, level_names, lines_of_the_grid
from oracle import Game
from outputs import LANGUAGES
from outputs import outputs as render
from outputs import said_in as invoke
from running import as_json, run

from luoshu.cli import cli
from luoshu.rules import PICK_FIFTEEN, Position
from luoshu.session.game import MoveRefused, Session
from luoshu.session.screen import game_json
from luoshu.session.text import why
from luoshu.session.typed import enter
from luoshu.svg.pictures import replay_svg
from luoshu.teach import searches
from luoshu.teach.catalogue import catalogue
from luoshu.teach.puzzles import mine
from luoshu.teach.replays import replay
from luoshu.teach.solving import describe
from luoshu.views.dresses.boards import disguise_board
from luoshu.views.dresses.dress import dress_for
from luoshu.views.notation import RecordError
from luoshu.views.widths import width
from luoshu.views.wrapping import wrapped_table
from luoshu.words import language
from luoshu.words.language import _, speaking

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = mine(PICK_FIFTEEN)


def board_task(puzzle: Any) -> str:
    """The puzzle's line on the page's board: its level, who is to move and its task."""
    session = Session(x="human", o="human", picks=puzzle.record, set_up=len(puzzle.record))
    task: str = game_json("g", session, None, puzzle)["game"]["puzzle"]["task"]
    return task


Outputs = dict[str, Any]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> Outputs:
    """The Chinese-output cluster (tests/outputs.py), rendered once per run and shared."""
    return render(tmp_path_factory)


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
def test_a_studys_trial_opens_no_bracket_inside_a_bracket(name: str, dress: str, tmp_path: Path) -> None:
    shown = invoke(["study", "--dresses", dress, "--trials", "1", "--out", str(tmp_path / "s.csv")], name, "\n")
    assert "（" in shown
    assert nested(shown) == []


@pytest.mark.parametrize("name", LANGUAGES)
def test_no_command_error_or_game_opens_a_bracket_inside_a_bracket(name: str, outputs: Outputs) -> None:
    # Every use, error and whole game of the cluster (tests/outputs.py): a puzzle in every dress among them.
    said = outputs[name]["said"]
    assert {" ".join(each["args"][:5]) for each in said if each["args"][0] == "puzzle"} >= {
        "puzzle --seed 1",
        *(f"puzzle --seed {seed} --dress {dress}" for seed, dress in enumerate(["grid", "jam", "words", "product"], 2)),
    }
    assert sum("（" in each["output"] for each in said) > 50
    assert [(each["args"], nested(each["output"])) for each in said if nested(each["output"])] == []


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
def test_menaces_first_box_says_its_beads_as_chinese_says_them(name: str, outputs: Outputs) -> None:
    (shown,) = [
        each["output"] for each in outputs[name]["said"] if each["args"] == ["menace", "--games", "30", "--seed", "1"]
    ]
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


# The catalogues' polish ------------------------------------------------------------------------------


CHINESE = ("zh_CN", "zh_TW")
HEAR = {"en": "hear", "zh_CN": "来去自如", "zh_TW": "來去自如"}  # the glossary: the word game's 5 in each language


def po_says(language: str, message: str) -> str:
    """What the catalogue's .po translates ``message`` into, read by Babel (not by luoshu's gettext)."""
    found = po(language)[message]
    assert found is not None
    assert isinstance(found.string, str)
    assert found.string
    return found.string


class Done(NamedTuple):
    """What a command did: its exit status and its two outputs."""

    returncode: int
    stdout: str
    stderr: str


def run_by_environment(language: str, *arguments: str, given: str = "") -> Done:
    """luoshu, in this process, with an environment that names ``language`` (LANG), ``given`` typed. (The language
    chosen by LANG in a real process: test_processes' whole games in a terminal.)"""
    locale = "C.UTF-8" if language == "en" else f"{language}.UTF-8"
    env = {"LANG": locale, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = CliRunner().invoke(cli, list(arguments), input=given, env=env, prog_name="luoshu")
    assert done.exception is None or isinstance(done.exception, SystemExit), repr(done.exception)
    assert "Traceback" not in done.stderr
    return Done(done.exit_code, done.stdout, done.stderr)


# The catalogue of known games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("first", ["zh_CN", "en", "zh_TW"])
def test_the_catalogue_of_known_games_is_read_in_the_language_that_asks(first: str) -> None:
    # Whichever name asks first, each later one reads its own: Pick Fifteen said as its catalogue says it,
    # and Jam's roads in its own words. The names themselves are identifiers, in English in every language.
    order = [first, *(name for name in ("en", "zh_CN", "zh_TW") if name != first)]
    for name in order * 2:
        with speaking(name):
            games = catalogue()
            said = [game.say() for game in games]
        assert [game.name for game in games[:3]] == ["tic-tac-toe", "Pick Fifteen", "Jam"]
        expected = "Pick Fifteen" if name == "en" else po_says(name, "Pick Fifteen")
        assert said[1] == expected, (name, said[:5])
        jam = next(game for game in games if game.name == "Jam")
        assert ("High Street" in jam.items) == (name == "en")
        if name != "en":
            assert all(not any(letter.isascii() and letter.isalpha() for letter in road) for road in jam.items)


# A study's answers, typed in any language ------------------------------------------------------------------------


def a_trial_answered_five() -> list[str]:
    """One participant's first trial of the word game: an easy puzzle whose best picks (by the oracle's brute
    force) include 5, answered 5, as a study's CSV row (the answer column filled in by the caller)."""
    game = Game(9, 3, 15)
    for puzzle in mine():
        x, o = frozenset(puzzle.x), frozenset(puzzle.o)
        if puzzle.level == "easy" and 5 not in x | o and 5 in game.best_picks(x, o):
            return ["P2345A", "1", "words", puzzle.id, "easy", "", "5", "yes", "3.500"]
    raise AssertionError("no easy puzzle answered by 5")


@pytest.mark.parametrize(("typed_in", "checked_in"), [("zh_CN", "en"), ("zh_TW", "en"), ("en", "zh_TW")])
def test_a_study_file_typed_in_one_language_is_graded_in_another(
    typed_in: str, checked_in: str, tmp_path: Path
) -> None:
    row = a_trial_answered_five()
    row[5] = HEAR[typed_in]
    text = io.StringIO()
    writer = csv.writer(text)
    writer.writerow(["participant", "index", "dress", "puzzle", "level", "answer", "pick", "right", "seconds"])
    writer.writerow(row)
    path = tmp_path / "class.csv"
    path.write_text(text.getvalue(), encoding="utf-8")
    done = run_by_environment(checked_in, "study", "--report", str(path), "--json")
    assert done.returncode == 0, done.stderr
    words = next(each for each in json.loads(done.stdout)["dress_results"] if each["dress"] == "words")
    assert (words["trial_count"], words["error_count"]) == (1, 0)
    # An answer that names another word than the pick is still refused, in any language.
    row[5] = "传上去" if typed_in != "en" else "hot"
    writer = csv.writer(text := io.StringIO())
    writer.writerows([["participant", "index", "dress", "puzzle", "level", "answer", "pick", "right", "seconds"], row])
    path.write_text(text.getvalue(), encoding="utf-8")
    refused = run_by_environment(checked_in, "study", "--report", str(path), "--json")
    assert refused.returncode != 0
    assert row[5] in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1


# Nouns counted with their measure words ---------------------------------------------------------------------------

DRAWN = [5, 1, 9, 4, 6, 2, 7, 3, 8]  # a drawn game of Pick Fifteen (checked below by the oracle)
MEASURED = {"jam": "条路", "words": "个词", "grid": "格"}  # the measure word each dress's items take, and the noun
TRADITIONAL = str.maketrans("条个词", "條個詞")


def played(language: str, dress: str, picks: list[int]) -> str:
    """A game of two people through a pipe in ``dress``, its picks typed as the dress names them there."""
    from luoshu.views.dresses.dress import dress_for

    with speaking(language):
        worn = dress_for("fifteen" if dress == "numbers" else dress)
        typed = [worn.item(n) for n in picks]
    chosen = [] if dress == "numbers" else [dress]
    done = run_by_environment(language, "play", *chosen, "--opponent", "human", given="\n".join(typed) + "\n")
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_drawn_game_is_a_draw_by_the_oracle() -> None:
    game = Game(9, 3, 15)
    x, o = frozenset(DRAWN[0::2]), frozenset(DRAWN[1::2])
    assert not any(s <= x or s <= o for s in map(frozenset, game.sets))


@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize("dress", ["jam", "words", "grid"])
def test_a_draw_counts_the_dresses_items_with_their_measure_word(language: str, dress: str) -> None:
    said = played(language, dress, DRAWN)
    nine = po_says(language, "nine")
    measured = MEASURED[dress].translate(TRADITIONAL) if language == "zh_TW" else MEASURED[dress]
    assert nine + measured in said  # the draw: all nine of them taken
    # No noun is counted with a measure word it does not take.
    for wrong in ("个路", "個路", "条词", "條詞", "个格", "個格"):
        assert wrong not in said
    if dress != "grid":  # a disguise comes off: each of its items stands for a number
        assert "每" + measured in said


# Lists and sentences joined as Chinese joins them ----------------------------------------------------------------


@pytest.mark.parametrize("language", CHINESE)
def test_chinese_lines_join_lists_with_chinese_marks_and_sentences_with_nothing_after_a_full_stop(
    language: str,
) -> None:
    said = played(language, "jam", DRAWN)
    for mark in "。，；：！？、":
        assert f"{mark} " not in said  # no space after full-width punctuation
        assert f" {mark}" not in said  # nor before it
    # The free roads are listed with 、, and the picks of the game, revealed, too.
    with speaking(language):
        from luoshu.views.dresses.dress import dress_for

        roads = [dress_for("jam").item(n) for n in DRAWN]
    # The picks revealed, their list going on over the lines of 80 columns.
    assert "、".join(f"{road}（{n}）" for road, n in zip(roads, DRAWN, strict=True)) in said.replace("\n", "")
    # The free roads' lists (the first is long enough to go on over two lines): with 、, no space between roads.
    free = [
        line
        for line in said.splitlines()
        if not line.startswith(" ") and sum(road in line for road in roads) >= 2 and not set("(（") & set(line)
    ]
    assert free
    assert all("、" in line and not any(f"{road} " in line for road in roads[:-1]) for line in free)


def test_a_scorecards_mistakes_are_clauses_of_one_chinese_sentence() -> None:
    # A player's mistakes (picks that turn the game's outcome for them worse, found by the oracle) are listed in
    # one sentence after the player's grade, joined by ；, with no space after the grade's 。.
    game = Game(9, 3, 15)
    picks = [1, 2, 3, 4, 5, 6, 7, 8, 9]  # played in order: both sides give the game away more than once
    outcomes = {"loss": 0, "draw": 1, "win": 2}
    x: frozenset[int] = frozenset()
    o: frozenset[int] = frozenset()
    mistakes = {"X": 0, "O": 0}
    for index, pick in enumerate(picks):
        mover = "XO"[index % 2]
        before = outcomes[game.verdict(x, o)[0]]
        if outcomes[game.pick_verdicts(x, o)[pick][0]] < before:
            mistakes[mover] += 1
        x, o = game.play(x, o, pick)
        if game.finished(x, o) is not None:
            break
    assert max(mistakes.values()) >= 2
    said = played("zh_CN", "numbers", picks[: index + 1])
    lines = [line for line in said.splitlines() if "（X）" in line or "（O）" in line]
    for player, count in mistakes.items():
        line = next(each for each in lines if f"（{player}）" in each)
        assert line.count("；") == max(count - 1, 0)
        assert "; " not in line
        assert "。 " not in line


# Walked through as a new user would: no English glue left in the Chinese lines ------------------------------------

GLUE = {
    "a space after full-width punctuation": re.compile(r"[。，；：！？、）」”] "),
    "a space before full-width punctuation": re.compile(r" [。，；：！？、（「“]"),
    "half-width punctuation after Chinese": re.compile(r"[\u3400-\u9fff][,;:!?]"),
}
WALKS = [
    (["play"], ["5", "hint", "why", "4", "6", "2", "8"]),
    (["play", "grid"], ["B2", "hint", "why", "A1", "C3", "A3", "B1", "C2"]),
    (["explain", "5", "1"], []),
    (["explore", "symmetries"], []),
    (["explore", "isomorph", "words"], []),
]


def sentences_of(text: str) -> list[str]:
    """The lines of a command's output that are sentences (a table's rows are indented), and what a hint table
    says after its pointer ("<- strategy: rule 6, even")."""
    said = []
    for line in text.splitlines():
        if "<- " in line:
            said.append(line.split("<- ", 1)[1])
        elif line and not line[0].isspace() and "|" not in line:
            said.append(line)
    return said


@pytest.mark.parametrize("language", CHINESE)
@pytest.mark.parametrize(("arguments", "typed"), WALKS, ids=[" ".join(arguments) for arguments, _ in WALKS])
def test_chinese_sentences_keep_chinese_punctuation(language: str, arguments: list[str], typed: list[str]) -> None:
    done = run_by_environment(language, *arguments, given="\n".join(typed) + "\n")
    assert done.returncode == 0, done.stderr
    lines = sentences_of(done.stdout)
    assert len(lines) >= 2
    found = [(what, line) for line in lines for what, pattern in GLUE.items() if pattern.search(line)]
    assert not found


# From test_word_game_in_sentences.py ----------------------------------------------------------------------


QUOTES = {"zh_CN": ("“", "”"), "zh_TW": ("「", "」")}


def bare_words(text: str, words: tuple[str, ...], quotes: tuple[str, str]) -> list[str]:
    """The game's words in ``text`` that do not stand in ``quotes``."""
    found = []
    pattern = re.compile("|".join(re.escape(word) for word in sorted(words, key=len, reverse=True)))
    for place in pattern.finditer(text):
        before, after = text[: place.start()], text[place.end() :]
        if not (before.endswith(quotes[0]) and after.startswith(quotes[1])):
            found.append(f"{before[-6:]}[{place.group()}]{after[:6]}")
    return found


def test_bare_words_finds_a_word_out_of_its_quotes() -> None:
    words = ("如上", "来去自如")
    assert bare_words("从来去自如回传；选“如上”", words, QUOTES["zh_CN"]) == ["从[来去自如]回传；选“如"]
    assert bare_words("从“来去自如”“如上”回传", words, QUOTES["zh_CN"]) == []


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_searchs_steps_and_heading_quote_each_word(language: str) -> None:
    with speaking(language):
        dress = dress_for("words")
        # From X's first word, not the empty board: its steps are the same kinds of line, and its heading names a
        # word (the empty board's names none: 从起始局面出发), for an eighth of the empty board's minimax.
        for moves in ((5,), (5, 1, 4)):
            for algorithm in ("minimax", "alphabeta"):
                run = searches.search(Position.from_moves(moves), dress, algorithm, shown=1)
                steps = searches.step_lines(run, dress)
                heading = searches.heading_lines(run, dress)
                said = [line for line in [*steps, *heading] if bare_words(line, dress.names, QUOTES[language])]
                assert said == [], said
                assert sum(line.count(QUOTES[language][0]) for line in steps) > len(steps)  # a word or more a step
                # The tree's own columns set each word apart already: bare there.
                facts = [searches.node_facts(run, node, dress) for _branch, node in searches.walk(run)]
                assert all(fact.move in (*dress.names, _(searches.ROOT)) for fact in facts)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_games_sentences_quote_each_word(language: str) -> None:
    with speaking(language):
        game = Session(dress="words", seed=1)
        words = game.dress.names
        taken = game.dress.number(words[8])  # 如上
        game.pick(taken)
        said = [game.status(), game.announce(game.computer_pick())]
        with pytest.raises(MoveRefused) as refused:
            game.pick(taken)
        said.append(str(refused.value))  # the window's status said "如上已被 O 拿走了"
        said.append(str(game.last_move_sentence()))
        assert not [line for line in said if bare_words(line, words, QUOTES[language])], said
        assert QUOTES[language][0] + words[8] + QUOTES[language][1] in said[2]


def test_english_sets_no_quotes_round_the_games_words() -> None:
    dress = dress_for("words")
    run = searches.search(Position.from_moves([5]), dress, "minimax", shown=1)
    steps = searches.step_lines(run, dress)
    assert steps[2] == " 3/18  back up −4 from brim: X wins in 5 plies; it chooses hot; 7,063 nodes searched below"
    assert searches.heading_lines(run, dress)[0].startswith("Plain minimax from X hear · O; picks tried in words")
    game = Session(dress="words", seed=1)
    game.pick(dress.number("hot"))
    game.computer_pick()
    with pytest.raises(MoveRefused, match=r"^hot is taken by X; choose a free one\.$"):
        game.pick(dress.number("hot"))


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_an_unclear_beginning_quotes_the_words_it_could_be(language: str) -> None:
    with speaking(language):
        dress = dress_for("words")
        starts = {word[:1] for word in dress.names}
        shared = next(start for start in sorted(starts) if sum(word.startswith(start) for word in dress.names) > 1)
        with pytest.raises(RecordError) as unclear:
            dress.number(shared, None)
        said = str(unclear.value)
        assert bare_words(said, dress.names, QUOTES[language]) == [], said
        candidates = [word for word in dress.names if word.startswith(shared)]
        assert all(QUOTES[language][0] + word + QUOTES[language][1] in said for word in candidates), said


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_jams_roads_in_a_row_are_set_apart_in_chinese(language: str) -> None:
    # "从桥头街 教堂巷回传" read as one name: two roads in a row stand apart as Chinese lists them, with 、.
    with speaking(language):
        dress = dress_for("jam")
        run = searches.search(Position.from_moves([5, 1, 9]), dress, "minimax", shown=2)
        lines = [*searches.step_lines(run, dress), *searches.heading_lines(run, dress)]
        pattern = re.compile("|".join(re.escape(name) for name in sorted(dress.names, key=len, reverse=True)))
        glued = [line for line in lines if re.search(f"({pattern.pattern}) ({pattern.pattern})", line)]
        assert glued == [], glued
        assert any(re.search(f"({pattern.pattern})、({pattern.pattern})", line) for line in lines), lines


# From test_dress_sentences.py -----------------------------------------------------------------------------


THREE_LANGUAGES = ("en", "zh_CN", "zh_TW")
BRACKETS = {"en": ("(", ") "), "zh_CN": ("（", "）"), "zh_TW": ("（", "）")}
"""How each language brackets a set, and what follows its closing bracket before the count."""


def product_sets(items: list[int]) -> list[tuple[int, ...]]:
    return [triple for triple in itertools.combinations(sorted(items), 3) if math.prod(triple) == 216]


@pytest.mark.parametrize("language", THREE_LANGUAGES)
def test_the_sets_a_player_builds_on_stay_whole_in_the_languages_brackets(language: str) -> None:
    dress = dress_for("product")
    sets = product_sets([int(dress.item(n)) for n in range(1, 10)])
    assert len(sets) == 8
    opening, closing = BRACKETS[language]
    checked = 0
    for xs in itertools.combinations(range(1, 10), 2):  # every position of two picks each (756)
        for ys in itertools.combinations(sorted(set(range(1, 10)) - set(xs)), 2):
            moves = (xs[0], ys[0], xs[1], ys[1])
            position = Position.from_moves(list(moves))
            if position.is_over:
                continue
            with speaking(language):
                board = disguise_board(dress, position)
            lines = board.splitlines()[2:]  # below the two rows of items
            assert all(width(line) <= 80 for line in lines), board
            held = {side: {int(dress.item(n)) for n in position.numbers_of(side)} for side in ("X", "O")}
            for side, other in (("X", "O"), ("O", "X")):
                building = [s for s in sets if set(s) & held[side] and not set(s) & held[other]]
                said = "\n".join(line for line in lines if not line.startswith(other))
                for triple in building:
                    count = len(set(triple) & held[side])
                    shown = f"{opening}{' × '.join(map(str, triple))}{closing}{count}/3"
                    assert any(shown in line for line in said.splitlines()), (language, moves, shown, board)
                    checked += 1
            if language != "en":
                assert not re.search(r"[()]", board), board
    assert checked > 1000


@pytest.mark.parametrize("language", THREE_LANGUAGES)
def test_two_sets_made_by_one_pick_are_said_together(language: str) -> None:
    # X holds 4 6 1 9 and picks 5 last: 4 + 5 + 6 and 1 + 5 + 9 at once, on the grid a row and a diagonal.
    position = Position.from_moves([4, 2, 6, 8, 1, 3, 9, 7, 5])
    made = [s for s in itertools.combinations(sorted(position.x), 3) if sum(s) == 15]
    assert len(made) == 2
    joiner = {"en": " and ", "zh_CN": "和", "zh_TW": "和"}[language]
    for name in ("jam", "words", "product"):
        dress = dress_for(name)
        with speaking(language):
            result = describe(position, False, None, None, dress).splitlines()[-1]
            first, second = (str(dress.set_words(s)) for s in made)
        assert joiner in result, result
        assert first in result, result
        assert second in result, result
        if language != "en":
            assert " and " not in result, result


# From test_dress_verbs.py ---------------------------------------------------------------------------------


FIFTEEN = oracle.Game(9, 3, 15)
LUO_SHU_ORDER = [4, 9, 2, 3, 5, 7, 8, 1, 6]

# The verb each dress's rules say in each script, and the verbs of the other dresses it must not say.
VERB = {
    ("zh_CN", "words"): ("选", ["占", "取", "拿走"]),
    ("zh_TW", "words"): ("選", ["佔", "取", "拿走"]),
    ("zh_CN", "jam"): ("占", ["选了", "取", "拿走"]),
    ("zh_TW", "jam"): ("佔", ["選了", "取", "拿走"]),
}
SET_GAME = {"zh_CN": "获胜组", "zh_TW": "獲勝組", "en": "winning set"}


def drawn_game() -> list[int]:
    """A game both sides play to a full board with no set made, found by the oracle: the picks in order."""
    picks: list[int] = []
    x: frozenset[int] = frozenset()
    o: frozenset[int] = frozenset()
    while len(picks) < 9:
        pick = next(n for n in FIFTEEN.best_picks(x, o) if not FIFTEEN.completed((x if len(x) == len(o) else o) | {n}))
        picks.append(pick)
        x, o = FIFTEEN.play(x, o, pick)
    assert not FIFTEEN.completed(x)
    assert not FIFTEEN.completed(o)
    return picks


@pytest.mark.parametrize(("language", "dress"), list(VERB))
def test_a_whole_game_takes_its_items_with_the_dresss_own_verb(language: str, dress: str) -> None:
    own, others = VERB[language, dress]
    with speaking(language):
        names = Session(dress=dress).dress
        picks = drawn_game()
        moves = [names.item(n) for n in picks]
        rules = names.rule
    typed = "\n".join(["why", "help", moves[0], moves[1], moves[0], "zzz", f"why {moves[3]}", "hint", *moves[2:]])
    played = run("play", dress, "--opponent", "human", "--lang", language.replace("_", "-"), typed=typed + "\n")
    assert played.exit_code == 0, played.output
    lines = played.output.splitlines()
    draw = next(i for i, line in enumerate(lines) if re.match("平局：|平手：", line))
    game = lines[: draw + 1]  # the game to its result (the reveal after it speaks of numbers)
    assert own in rules
    for line in game:
        if any(item in line for item in moves) or "why" in line or "help" in line:
            assert not any(verb in line for verb in others), line
    assert "\n".join(game).count(own) >= 10  # the rules, the help, why, the refused moves, the line, the draw
    # The end of the game says what nobody holds in the dress's words and verb, not a set game's.
    assert own in lines[draw], lines[draw]
    assert SET_GAME[language] not in lines[draw], lines[draw]


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
@pytest.mark.parametrize("dress", ["grid", "jam", "words", "product"])
def test_a_line_that_ends_in_a_certain_draw_says_it_in_the_dresss_words(language: str, dress: str) -> None:
    with speaking(language):
        ending = None
        for first, second in ((5, 1), (5, 9), (5, 3), (5, 7), (2, 5)):
            session = Session(x="human", o="human", dress=dress, picks=[first, second])
            for token in (session.dress.item(n) for n in session.position.free):
                line = why(session, token).splitlines()[-1]
                if SET_GAME[language] in line or re.search(r"a draw is certain|必然是平", line):
                    ending = line
                    break
            if ending:
                break
        assert ending is not None
        held = session.dress.vocabulary.rule if session.dress.vocabulary is not None else None
    assert SET_GAME[language] not in ending, ending
    if held is not None:
        assert held in ending  # every road through one town, three words that share a character ...


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_a_draw_on_the_grid_says_its_cells_are_taken(language: str) -> None:
    cells = {4: "A1", 9: "A2", 2: "A3", 3: "B1", 5: "B2", 7: "B3", 8: "C1", 1: "C2", 6: "C3"}
    typed = "\n".join(cells[n] for n in drawn_game()) + "\n"
    played = run("play", "grid", "--opponent", "human", "--lang", language, typed=typed)
    said = " ".join(played.output.split())
    expected = {
        "en": "Draw: all nine cells are taken and nobody holds",  # not "are took"
        "zh-CN": "平局：九格都占满了",
        "zh-TW": "平手：九格都佔滿了",
    }[language]
    assert expected in said.replace("九 格", "九格")


# A level's and a player's name said in the language -----------------------------


def test_the_glossary_gives_every_name_asked_of_it() -> None:
    assert level_names("zh_CN") == {"perfect": "完美", "casual": "轻松", "random": "随机"}
    assert dress_names("zh_TW")["words"] == "詞語遊戲"
    assert lines_of_the_grid("zh_TW") == ("列", "行")


def test_the_play_introduction_names_the_level_as_a_person_reads_it() -> None:
    for level in LEVELS:
        for name in CHINESE:
            said = run("--lang", TAG[name], "play", "--level", level, typed="quit\n").output.splitlines()[0]
            assert f"（{level_names(name)[level]}）" in said
            assert level not in said
        english = run("play", "--level", level, typed="quit\n").output.splitlines()[0]
        assert english == f"Pick Fifteen: X is you, O is the computer ({level}). X moves first."


@pytest.mark.parametrize(("name", "program"), [("zh_CN", "程序"), ("zh_TW", "程式")])
def test_a_lessons_program_and_a_python_file_are_named_in_the_language(name: str, program: str, tmp_path: Path) -> None:
    said = run("--lang", TAG[name], "play", "--opponent", "lesson:2", typed="quit\n").output.splitlines()[0]
    assert "lesson:" not in said
    assert re.search(rf"（第 2 \w+的{program}）", said), said
    bot = tmp_path / "mybot.py"
    bot.write_text("def choose(position):\n    return min(position.free)\n")
    # Lesson 1's program (alpha-beta) in the match: named as lesson 2's is, and it searches the empty board in a
    # tenth of the time that lesson 2's plain minimax takes as X in the second game.
    report = run("--lang", TAG[name], "match", f"python:{bot}", "lesson:1", "--games", "2").output
    rows: list[str] = []
    for line in report.splitlines():  # a long line goes on two columns in: read it as the one line it is
        if line.startswith("  ") and rows:
            rows[-1] += " " + line.strip()
        else:
            rows.append(line)
    first, second = rows[:2]
    assert first.startswith(f"{program} {bot}：")  # the file keeps its name
    assert second.startswith("第 1 ")
    assert "lesson" not in second
    assert "python:" not in report


@pytest.mark.parametrize("name", CHINESE)
def test_match_grade_and_menace_name_their_players_for_a_person_and_json_keeps_the_identifiers(name: str) -> None:
    names = level_names(name)
    report = run("--lang", TAG[name], "match", "perfect", "casual", "--games", "4", "--seed", "1").output
    rows = report.splitlines()
    assert rows[0].startswith(names["perfect"] + "：")
    assert rows[1].startswith(names["casual"] + "：")
    assert not re.search(r"\b(perfect|casual)\b", report)
    # Two of one kind are told apart by their place in the sentences; the JSON's names stay as English writes them.
    english = as_json("match", "perfect", "perfect", "--games", "2")
    assert [p["name"] for p in english["players"]] == ["perfect (first)", "perfect (second)"]
    assert as_json("--lang", TAG[name], "match", "perfect", "perfect", "--games", "2") == english
    twins = run("--lang", TAG[name], "match", "perfect", "perfect", "--games", "2").output.splitlines()
    assert all(row.startswith(names["perfect"]) and "perfect" not in row for row in twins[:2])
    graded = run("--lang", TAG[name], "grade", "casual", "--as", "X", "--seed", "1").output
    assert graded.startswith(names["casual"])
    assert not re.search(r"\bcasual\b", graded)
    assert as_json("--lang", TAG[name], "grade", "casual", "--as", "X", "--seed", "1")["name"] == "casual"
    trained = run("--lang", TAG[name], "menace", "--games", "4", "--against", "casual").stdout.splitlines()[0]
    assert names["casual"] in trained
    assert "casual" not in trained
