"""A disguise's sentences put together as each language writes them: the sets a player is building on, each kept
whole in its brackets (full-width in Chinese, with no space beside them), and two sets made by one pick said
together ("and", 和), in every position of the product game where a player holds part of a set.

The product game's sets are found here by brute force over its items (three whose product is 216), not by luoshu.
"""

from __future__ import annotations

import itertools
import math
import re

import pytest

from luoshu.rules import Position
from luoshu.teach.solving import describe
from luoshu.views.dresses.boards import disguise_board
from luoshu.views.dresses.dress import dress_for
from luoshu.views.widths import width
from luoshu.words.language import speaking

LANGUAGES = ("en", "zh_CN", "zh_TW")
BRACKETS = {"en": ("(", ") "), "zh_CN": ("（", "）"), "zh_TW": ("（", "）")}
"""How each language brackets a set, and what follows its closing bracket before the count."""


def product_sets(items: list[int]) -> list[tuple[int, ...]]:
    return [triple for triple in itertools.combinations(sorted(items), 3) if math.prod(triple) == 216]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sets_a_player_builds_on_stay_whole_in_the_languages_brackets(language: str) -> None:
    dress = dress_for("product")
    sets = product_sets([int(dress.item(n)) for n in range(1, 10)])
    assert len(sets) == 8
    opening, closing = BRACKETS[language]
    checked = 0
    for xs in itertools.combinations(range(1, 10), 2):  # every position of two picks each (756)
        for os in itertools.combinations(sorted(set(range(1, 10)) - set(xs)), 2):
            moves = (xs[0], os[0], xs[1], os[1])
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


@pytest.mark.parametrize("language", LANGUAGES)
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
