"""A pick in a position where every pick is as good as any other, explained as each language says it: the
English "as good as any pick", and in Chinese 和其他每一步都一样好 / 和其他每一步都一樣好 (not the word-for-word
和任何一步一样好), checked on such positions of the opening found by the oracle."""

from __future__ import annotations

import oracle
import pytest
from running import run

FIFTEEN = oracle.Game(9, 3, 15)
SAID = {
    "en": "is as good as any pick",
    "zh-CN": "和其他每一步都一样好",
    "zh-TW": "和其他每一步都一樣好",
}


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
def test_a_pick_as_good_as_any_other_is_said_as_the_language_says_it(language: str) -> None:
    alike = [
        (moves, pick)
        for moves in [(), (5,), (1,), (2,)]
        for pick in FIFTEEN.free(frozenset(moves[0::2]), frozenset(moves[1::2]))
        if len(set(FIFTEEN.pick_verdicts(frozenset(moves[0::2]), frozenset(moves[1::2])).values())) == 1
    ]
    assert alike  # the empty board: every first pick draws
    for moves, pick in alike[:4]:
        first = run("explain", *map(str, moves), "--pick", str(pick), "--lang", language).output.splitlines()[0]
        assert SAID[language] in first, first
        assert "任何一步" not in first
