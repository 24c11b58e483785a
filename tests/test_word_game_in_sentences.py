"""A word of the word game inside a Chinese sentence stands in the language's quotes (“来去自如”, 「來去自如」): the
game's words are everyday words (如上 "as above", 自带 "to bring one's own"), which unquoted read as part of the
sentence round them ("从来去自如 自带回传", "如上已被 O 拿走了"). Where a word stands alone (a tree's column, a
board's cell) it is already set apart, and stays bare; English, which sets no quotes round the game's English
words, is as it was.

Which words are the game's, and where each stands in a line, is read here from the dress's list of its words and
the text, longest first (a word never lies inside another's place).
"""

from __future__ import annotations

import re

import pytest

from luoshu.rules import Position
from luoshu.session.game import MoveRefused, Session
from luoshu.teach import searches
from luoshu.views.dresses.dress import dress_for
from luoshu.views.notation import RecordError
from luoshu.words.language import _, speaking

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
        for moves in ((), (5, 1, 4)):
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
