"""Each dress takes its items with one verb, the one its rules say, in every script: Jam's roads are claimed (占下 /
佔下), the word game's words chosen (选 / 選), a number picked (取); and a line that ends in a certain draw, or a game
that ends in a draw, says so in the dress's own words (its towns, its letters, its products), not in a set game's."""

from __future__ import annotations

import re

import oracle
import pytest
from running import run

from luoshu.session import Session
from luoshu.session.text import why
from luoshu.words.language import speaking

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
