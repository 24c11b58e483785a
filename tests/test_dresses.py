"""Issue 28: the dresses speak Chinese. In zh_CN and zh_TW the word game wears nine Chinese words, three of which
win when they share a character (字), and Jam has the glossary's Chinese towns and roads; both are tic-tac-toe, and
their JSON differs from the English only in the item names a person reads.

The oracles are independent of luoshu: the grid's lines by brute force (every three cells on a straight line), the
trios of words that share a character by brute force, the 15-triples by the oracle's brute force, and the Chinese
names as docs/glossary.md writes them (read from its table).
"""

from __future__ import annotations

import itertools
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from oracle import LUO_SHU, winning_sets

from luoshu.cli import cli
from luoshu.rules import PICK_FIFTEEN
from luoshu.session import Session
from luoshu.session.saves import read_save, save_text
from luoshu.session.screen import game_json
from luoshu.views.dresses.chinese_words import SIMPLIFIED, TRADITIONAL
from luoshu.views.dresses.disguises import JAM_ROADS, set_label
from luoshu.views.dresses.dress import dress_for
from luoshu.words.language import speaking

GLOSSARY = Path(__file__).parent.parent / "docs" / "glossary.md"
SCRIPTS = {"zh_CN": SIMPLIFIED, "zh_TW": TRADITIONAL}
LANGUAGES = list(SCRIPTS)


def grid_lines_as_numbers() -> set[frozenset[int]]:
    """The grid's lines, by brute force over its cells, as the Luo Shu's numbers."""
    cells = [(row, column) for row in range(3) for column in range(3)]
    return {
        frozenset(LUO_SHU[r][c] for r, c in trio)
        for trio in itertools.combinations(cells, 3)
        if (trio[1][0] - trio[0][0]) * (trio[2][1] - trio[0][1])
        == (trio[2][0] - trio[0][0]) * (trio[1][1] - trio[0][1])
    }


def sharing_trios(words: tuple[str, ...]) -> set[frozenset[str]]:
    """Every three of the words that have a character in common."""
    return {frozenset(trio) for trio in itertools.combinations(words, 3) if set.intersection(*map(set, trio))}


def glossary_jam() -> dict[str, dict[str, str]]:
    """Jam's names by language, as the glossary's table writes them: {language: {English: Chinese}}."""
    text = GLOSSARY.read_text().split("### Jam's towns and roads")[1].split("###")[0]
    names: dict[str, dict[str, str]] = {"zh_CN": {}, "zh_TW": {}}
    for row in re.findall(r"^\|(.+)\|$", text, re.MULTILINE):
        cells = [cell.strip() for cell in row.split("|")]
        for english, simplified, traditional in (cells[0:3], cells[4:7]):
            if english and english not in ("town", "road") and not english.startswith("---"):
                names["zh_CN"][english], names["zh_TW"][english] = simplified, traditional
    return names


def luoshu(args: list[str], language: str | None = None, typed: str | None = None) -> str:
    """What ``luoshu ARGS`` writes to its standard output, read from a pipe (``typed``), in this process: in the
    language LANG names when ``language`` is given. (A real process reading LANG: test_processes and
    test_typing's terminal games; what is checked here is what the command says.)"""
    env = {"LANG": f"{language}.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""} if language else {}
    done = CliRunner().invoke(cli, args, input=typed, env=env, prog_name="luoshu")
    assert "Traceback" not in done.output, done.output
    assert done.exit_code == 0, done.output
    return done.stdout


def play(language: str, game: str, lines: list[str]) -> str:
    """A game played through a pipe between two people, in a Chinese face chosen by LANG."""
    return luoshu(["play", game, "--opponent", "human"], language, "\n".join(lines) + "\n")


# The word game ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chinese_word_games_sets_are_the_grids_lines_under_its_numbers(language: str) -> None:
    with speaking(language):
        dress = dress_for("words")
    assert dress.game is not None
    assert set(dress.names) == set(SCRIPTS[language])  # the language's own script
    # The sets the dress plays are found from the words: the trios that share a character, no other.
    assert set(dress.game.wins) == sharing_trios(SCRIPTS[language])
    as_numbers = {frozenset(dress.number_of(word) for word in win) for win in dress.game.wins}
    assert as_numbers == grid_lines_as_numbers() == set(winning_sets(9, 3, 15))


def test_the_word_game_is_one_game_number_for_number_in_every_language() -> None:
    with speaking("en"):
        english = dress_for("words")
    for language in LANGUAGES:
        with speaking(language):
            chinese = dress_for("words")
        assert chinese.sorted_numbers == english.sorted_numbers  # listed, and so searched, alike
    with speaking("zh_CN"):
        simplified = dress_for("words")
    with speaking("zh_TW"):
        traditional = dress_for("words")
    pairs = dict(zip(SIMPLIFIED, TRADITIONAL, strict=True))
    assert [pairs[simplified.item(n)] for n in range(1, 10)] == [traditional.item(n) for n in range(1, 10)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_chinese_word_game_played_through_a_pipe_is_won_by_a_shared_character(language: str) -> None:
    words = SCRIPTS[language]
    other = dict(zip(*SCRIPTS.values(), strict=True)) | dict(zip(*reversed(SCRIPTS.values()), strict=True))
    trio = sorted(sharing_trios(words), key=sorted)[0]
    (shared,) = set.intersection(*map(set, trio))
    first, second, third = sorted(trio)
    others = [word for word in words if word not in trio][:2]
    typed = [
        other[first],  # the other script reads too
        f"\u3000{others[0]}\u3000",  # an input method's ideographic spaces around it
        "ｈｉｎｔ",  # a command in full-width letters
        f"{second}。",  # and a Chinese full stop after it
        others[1],
        third,
    ]
    out = play(language, "words", typed)
    rules = {"zh_CN": "三个有同一个字的词", "zh_TW": "三個有同一個字的詞"}[language]  # the glossary's: 字
    assert rules in out.splitlines()[1]
    assert "字母" not in out  # a letter is not what Chinese words share
    assert not re.search(r"[A-Za-z]{3,}", out.replace("help", ""))  # no English left (but the command to type)
    won = [line for line in out.splitlines() if line.startswith("X ") and all(word in line for word in trio)]
    assert len(won) == 1, out  # X wins with the three words, named
    assert shared in won[0]  # and the character they share
    assert "O " not in won[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chinese_word_game_reads_its_words_whole_begun_and_in_either_script(language: str) -> None:
    words = SCRIPTS[language]
    with speaking(language):
        game = Session(x="human", o="human", dress="words")
        dress = game.dress
        for word in words:
            assert dress.number(word) == dress.number(f" {word} ") == dress.number_of(word)
        for simplified, traditional in zip(SIMPLIFIED, TRADITIONAL, strict=True):
            assert dress.number(simplified) == dress.number(traditional)
        unique = [word[0] for word in words if sum(w.startswith(word[0]) for w in words) == 1]
        assert unique
        for begun in unique:
            assert dress.item(dress.number(begun)).startswith(begun)


@pytest.mark.parametrize(("language", "tag"), [("zh_CN", "zh-CN"), ("zh_TW", "zh-TW")])
def test_explore_isomorph_finds_the_chinese_word_game_is_tic_tac_toe(language: str, tag: str) -> None:
    answers = {}
    for lang in ("en", tag):
        answers[lang] = json.loads(luoshu(["explore", "isomorph", "words", "--json", "--lang", lang]))
    chinese = answers[tag]
    assert chinese["isomorphic"] is True
    assert chinese["isomorphism_count"] == 8
    assert set(chinese["items"]) == set(SCRIPTS[language])
    centre = next(word for word in SCRIPTS[language] if len(word) == 4)  # the word in four sets: the centre
    assert {row["item"]: row["number"] for row in chinese["mapping"]}[centre] == 5
    # The same game, number for number and cell for cell, as the English words.
    numbers = [[(row["number"], row["cell"]) for row in answer["mapping"]] for answer in answers.values()]
    assert numbers[0] == numbers[1]
    text = luoshu(["explore", "isomorph", "words", "--lang", tag])
    assert ("井字遊戲" if language == "zh_TW" else "井字棋") in text.splitlines()[1]


# Jam -------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_jam_in_chinese_has_the_glossarys_towns_and_roads(language: str) -> None:
    names = glossary_jam()[language]
    with speaking("en"):
        english = dress_for("jam")
    with speaking(language):
        chinese = dress_for("jam")
    assert chinese.game is not None
    assert english.game is not None
    assert [chinese.item(n) for n in range(1, 10)] == [names[english.item(n)] for n in range(1, 10)]
    # Each town's roads: Jam's own map, named as the glossary names them.
    towns = {town for through in JAM_ROADS.values() for town in through}
    expected = {
        names[town]: frozenset(names[road] for road, through in JAM_ROADS.items() if town in through) for town in towns
    }
    with speaking(language):
        found = {set_label(chinese.game, win): win for win in chinese.game.wins}
    assert found == expected
    assert {frozenset(map(chinese.number_of, win)) for win in chinese.game.wins} == set(winning_sets(9, 3, 15))


@pytest.mark.parametrize("language", LANGUAGES)
def test_jam_in_chinese_played_through_a_pipe_is_won_by_a_town(language: str) -> None:
    names = glossary_jam()[language]
    town = "Dunmore"
    roads = [names[road] for road, through in JAM_ROADS.items() if town in through]
    others = [names[road] for road, through in JAM_ROADS.items() if town not in through][:2]
    out = play(language, "jam", [roads[0], others[0], roads[1], others[1], roads[2]])
    board = out.split("\n\n")[1].splitlines()[:9]  # the board at the start: a heading, then a town to a line
    towns = {names[each] for through in JAM_ROADS.values() for each in through}
    assert {line.split()[0] for line in board[1:9]} == towns
    assert not re.search(r"[A-Za-z]{2,}", "\n".join(board))  # no English left: the marks X, O alone
    won = [line for line in out.splitlines() if line.startswith("X ") and all(road in line for road in roads)]
    assert len(won) == 1, out  # X wins with every road through the town, named
    assert names[town] in won[0]


# JSON --------------------------------------------------------------------------------------------------------------


HUMAN = {"title", "caption", "captions", "under", "status", "footer", "about", "help", "titles", "labels", "why_prompt"}
"""The page's sentences for a person, which follow the language."""
MEASURED = {"seconds"}
"""What the run measures: a time, never the same twice."""
ITEMS = {"items", "item", "label"}
"""The dress's item names (and Jam's towns), which follow the language too."""


def skeleton(value: Any, key: str = "") -> Any:
    """The JSON with what may follow the language blanked: the rest (keys, numbers, identifiers) must not change."""
    if isinstance(value, dict):
        return {k: skeleton(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [skeleton(v, key) for v in value]
    if key in MEASURED:
        return None
    return "" if isinstance(value, str) and key in HUMAN | ITEMS else value


@pytest.mark.parametrize("dress", ["words", "jam"])
def test_a_dresss_json_keeps_its_numbers_and_identifiers_in_every_language(dress: str) -> None:
    answers = {}
    picks = [5, 1, 9, 2, 4, 3, 7]
    for language in ("en", *LANGUAGES):
        with speaking(language):
            session = Session(x="human", o="human", dress=dress, picks=picks)
            answers[language] = game_json("1", session, None)
            names = session.dress.names
        items = answers[language]["game"]["items"]
        assert items == list(names)
        assert answers[language]["game"]["dress"] == dress
        assert answers[language]["board"]["noun"] == {"words": "word", "jam": "road"}[dress]
        assert language == "en" or not set(items) & set(answers["en"]["game"]["items"])  # the names did change
    assert skeleton(answers["en"]) == skeleton(answers["zh_CN"]) == skeleton(answers["zh_TW"])


@pytest.mark.parametrize("dress", ["words", "jam"])
def test_explore_search_in_a_dress_gives_the_same_json_but_for_the_item_names(dress: str) -> None:
    answers = {}
    for language, tag in (("en", "en"), ("zh_CN", "zh-CN"), ("zh_TW", "zh-TW")):
        with speaking(language):
            moves = [dress_for(dress).item(n) for n in (5, 9, 4)]
        args = ["explore", "search", *moves, "--dress", dress, "--algorithm", "alphabeta", "--json", "--lang", tag]
        answers[language] = json.loads(luoshu(args))
    assert skeleton(answers["en"]) == skeleton(answers["zh_CN"]) == skeleton(answers["zh_TW"])
    assert answers["en"]["x"] == [4, 5]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_save_in_chinese_keeps_its_keys_and_numbers_and_loads_in_any_language(language: str) -> None:
    picks = [5, 1, 9]
    saved = {}
    for spoken in ("en", language):
        with speaking(spoken):
            dress = dress_for("words")
            saved[spoken] = json.loads(save_text(dress, "human", "computer", "perfect", PICK_FIFTEEN, picks))
    english, chinese = saved["en"], saved[language]
    assert set(chinese["disguise"]["items"]) == set(SCRIPTS[language])
    assert _without_names(chinese) == _without_names(english)
    with speaking("en"):  # the save carries its own words: it loads as it was played, in any language
        loaded = read_save(json.dumps(chinese))
    assert loaded.disguise is not None
    assert loaded.picks == picks
    assert [loaded.disguise.item(n) for n in picks] == [chinese["disguise"]["items"][n - 1] for n in picks]


def _without_names(save: dict[str, Any]) -> dict[str, Any]:
    """A save with the disguise's names blanked: its words, and the words of its winning sets."""
    disguise = save["disguise"]
    return {**save, "disguise": {**disguise, "items": len(disguise["items"]), "wins": list(map(len, disguise["wins"]))}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_product_game_in_chinese_says_its_sets_as_products(language: str) -> None:
    with speaking(language):
        product = dress_for("product")
    value = {n: int(product.item(n)) for n in range(1, 10)}
    assert all(math.prod(value[n] for n in triple) == 216 for triple in winning_sets(9, 3, 15))
    winning = sorted(winning_sets(9, 3, 15), key=sorted)[0]
    others = [n for n in range(1, 10) if n not in winning][:2]
    x = sorted(winning)
    out = play(language, "product", [str(value[n]) for n in (x[0], others[0], x[1], others[1], x[2])])
    won = [line for line in out.splitlines() if line.startswith("X ") and "= 216" in line]
    assert len(won) == 1, out
    assert " × ".join(sorted((str(value[n]) for n in winning), key=int)) in won[0]
    assert not re.search(r"[A-Za-z]{3,}", out.replace("help", ""))


# The Chinese word game's words -----------------------------------------------------------------------


CELLS = [(row, column) for row in range(3) for column in range(3)]  # row by row, as the words are listed


def grid_lines() -> set[frozenset[int]]:
    """The lines of the 3x3 grid: every three cells (by their place in CELLS) that lie on one straight line."""
    found = set()
    for trio in itertools.combinations(range(9), 3):
        (r1, c1), (r2, c2), (r3, c3) = (CELLS[i] for i in trio)
        if (r2 - r1) * (c3 - c1) == (r3 - r1) * (c2 - c1):
            found.add(frozenset(trio))
    return found


def sharing_trios_by_place(words: tuple[str, ...]) -> set[frozenset[int]]:
    """Every three of the words (by place) that have a character in common."""
    return {
        frozenset(trio)
        for trio in itertools.combinations(range(9), 3)
        if set(words[trio[0]]) & set(words[trio[1]]) & set(words[trio[2]])
    }


def test_the_grid_has_eight_lines() -> None:
    assert len(grid_lines()) == 8


@pytest.mark.parametrize("words", [SIMPLIFIED, TRADITIONAL], ids=["zh_CN", "zh_TW"])
def test_three_words_sharing_a_character_are_exactly_a_line(words: tuple[str, ...]) -> None:
    assert len(set(words)) == 9
    assert sharing_trios_by_place(words) == grid_lines()


@pytest.mark.parametrize("words", [SIMPLIFIED, TRADITIONAL], ids=["zh_CN", "zh_TW"])
def test_each_word_is_made_of_its_cells_lines_alone(words: tuple[str, ...]) -> None:
    # A character per line, and a word of as many characters as lines through its cell: 4 at the centre, 3 at a
    # corner, 2 at an edge; no character repeated, none besides the lines'.
    lines = grid_lines()
    characters = {c for word in words for c in word}
    assert len(characters) == len(lines)
    for place, word in enumerate(words):
        assert len(word) == len(set(word)) == sum(place in line for line in lines)
    for character in characters:
        holding = frozenset(place for place, word in enumerate(words) if character in word)
        assert holding in lines


def test_the_two_scripts_are_one_set_character_for_character() -> None:
    pairs = {
        (s, t)
        for simplified, traditional in zip(SIMPLIFIED, TRADITIONAL, strict=True)
        for s, t in zip(simplified, traditional, strict=True)
    }
    assert all(len(s) == len(t) for s, t in zip(SIMPLIFIED, TRADITIONAL, strict=True))
    assert len({s for s, _ in pairs}) == len({t for _, t in pairs}) == len(pairs)  # a one-to-one mapping
    assert any(s != t for s, t in pairs)  # and a real change of script


def test_the_glossary_gives_the_nine_words_in_both_scripts() -> None:
    glossary = (Path(__file__).parent.parent / "docs" / "glossary.md").read_text()
    for word in (*SIMPLIFIED, *TRADITIONAL):
        assert word in glossary
