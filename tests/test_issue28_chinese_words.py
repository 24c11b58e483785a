"""Issue 28: the Chinese word game's nine words are tic-tac-toe, in Simplified and in Traditional characters.

The oracle is the grid itself: its lines found by brute force (every three cells in a straight line), against
the trios of words that share a character, found by brute force too; and luoshu's own ``explore isomorph``
(the library's ``isomorph``) says the same of the game the words make.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from luoshu.views.dresses.chinese_words import SIMPLIFIED, TRADITIONAL
from luoshu.views.dresses.disguises import isomorph, words_game

CELLS = [(row, column) for row in range(3) for column in range(3)]  # row by row, as the words are listed


def grid_lines() -> set[frozenset[int]]:
    """The lines of the 3x3 grid: every three cells (by their place in CELLS) that lie on one straight line."""
    found = set()
    for trio in itertools.combinations(range(9), 3):
        (r1, c1), (r2, c2), (r3, c3) = (CELLS[i] for i in trio)
        if (r2 - r1) * (c3 - c1) == (r3 - r1) * (c2 - c1):
            found.add(frozenset(trio))
    return found


def sharing_trios(words: tuple[str, ...]) -> set[frozenset[int]]:
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
    assert sharing_trios(words) == grid_lines()


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


@pytest.mark.parametrize("words", [SIMPLIFIED, TRADITIONAL], ids=["zh_CN", "zh_TW"])
def test_luoshus_isomorph_finds_tic_tac_toe(words: tuple[str, ...]) -> None:
    found = isomorph(words_game(words))
    assert found.isomorphic
    assert found.isomorphisms == 8
    assert found.numbers is not None
    assert found.numbers[words[4]] == 5  # the centre's word is the Luo Shu's centre, 5


def test_the_glossary_gives_the_nine_words_in_both_scripts() -> None:
    glossary = (Path(__file__).parent.parent / "docs" / "glossary.md").read_text()
    for word in (*SIMPLIFIED, *TRADITIONAL):
        assert word in glossary
