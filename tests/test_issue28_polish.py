"""Issue 28, the Chinese polished: nouns counted with their measure words (九条路, 每个数), lists and sentences
joined as Chinese joins them (、 ， ； and nothing after 。), the catalogue of known games named in the language
that asks (a server answers several at once), and a study's answers read in any language they were typed in.

The oracles are independent of luoshu: the catalogues' own .po text (read by Babel) for what a sentence must say,
the oracle's brute force for which picks are best, and the glossary's word for 5 (来去自如 / 來去自如, "hear").
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from oracle import Game

from luoshu.teach.catalogue import catalogue
from luoshu.teach.puzzles import mine
from luoshu.words.language import speaking

LUOSHU = [sys.executable, "-m", "luoshu"]
LOCALE = Path(__file__).parent.parent / "luoshu" / "words" / "locale"
CHINESE = ("zh_CN", "zh_TW")
HEAR = {"en": "hear", "zh_CN": "来去自如", "zh_TW": "來去自如"}  # the glossary: the word game's 5 in each language


def po_says(language: str, message: str) -> str:
    """What the catalogue's .po translates ``message`` into, read by Babel (not by luoshu's gettext)."""
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        found = read_po(source)[message]
    assert found is not None
    assert isinstance(found.string, str)
    assert found.string
    return found.string


def run(language: str, *arguments: str, given: str = "") -> subprocess.CompletedProcess[str]:
    """luoshu in a terminal whose environment names ``language``."""
    locale = "C.UTF-8" if language == "en" else f"{language}.UTF-8"
    env = {**os.environ, "LANG": locale, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    done = subprocess.run(
        [*LUOSHU, *arguments], input=given, capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert "Traceback" not in done.stderr
    return done


# The catalogue of known games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("first", ["zh_CN", "en", "zh_TW"])
def test_the_catalogue_of_known_games_is_read_in_the_language_that_asks(first: str) -> None:
    # Whichever language asks first, each later one reads its own: Pick Fifteen said as its catalogue says it,
    # and Jam's roads in its own words. The names themselves are identifiers, in English in every language.
    order = [first, *(language for language in ("en", "zh_CN", "zh_TW") if language != first)]
    for language in order * 2:
        with speaking(language):
            games = catalogue()
            said = [game.say() for game in games]
        assert [game.name for game in games[:3]] == ["tic-tac-toe", "Pick Fifteen", "Jam"]
        expected = "Pick Fifteen" if language == "en" else po_says(language, "Pick Fifteen")
        assert said[1] == expected, (language, said[:5])
        jam = next(game for game in games if game.name == "Jam")
        assert ("High Street" in jam.items) == (language == "en")
        if language != "en":
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
    done = run(checked_in, "study", "--report", str(path), "--json")
    assert done.returncode == 0, done.stderr
    words = next(each for each in json.loads(done.stdout)["dress_results"] if each["dress"] == "words")
    assert (words["trial_count"], words["error_count"]) == (1, 0)
    # An answer that names another word than the pick is still refused, in any language.
    row[5] = "传上去" if typed_in != "en" else "hot"
    writer = csv.writer(text := io.StringIO())
    writer.writerows([["participant", "index", "dress", "puzzle", "level", "answer", "pick", "right", "seconds"], row])
    path.write_text(text.getvalue(), encoding="utf-8")
    refused = run(checked_in, "study", "--report", str(path), "--json")
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
    done = run(language, "play", *chosen, "--opponent", "human", given="\n".join(typed) + "\n")
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
    done = run(language, *arguments, given="\n".join(typed) + "\n")
    assert done.returncode == 0, done.stderr
    lines = sentences_of(done.stdout)
    assert len(lines) >= 2
    found = [(what, line) for line in lines for what, pattern in GLUE.items() if pattern.search(line)]
    assert not found
