"""The signs + = − are said one way wherever a face explains them, in every language: the hint bar of the window and
the page, the help (F1), and the pictures' key all say + 胜，= 平局，− 负 (Simplified) / + 勝，= 平手，− 負
(Traditional), whatever colour a face adds in brackets."""

from __future__ import annotations

import re

import pytest

from luoshu import Position
from luoshu.search.solver import Outcome, Verdict, analyse
from luoshu.session import Session
from luoshu.session.captions import how_to_play, status_line
from luoshu.svg.drawing import Marks, Panel, _key
from luoshu.words.language import speaking

SIGNS = {"zh_CN": ("胜", "平局", "负"), "zh_TW": ("勝", "平手", "負")}


def signs_said(text: str) -> tuple[str, ...]:
    """What each of + = − is said to be, its colour aside dropped: "+ 胜（蓝色）" says 胜."""
    found = re.search(
        r"\+ (?:是)?([^，,（(]+)(?:（[^）]*）)?，= (?:是)?([^，,（(]+)(?:（[^）]*）)?，− (?:是)?([^，,（(]+)", text
    )
    assert found is not None, text
    return found.groups()


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_hint_bar_the_help_and_the_pictures_key_say_the_signs_alike(language: str) -> None:
    with speaking(language):
        game = Session(x="human", o="human")
        hints_even = status_line(game, {5: Verdict(Outcome.DRAW, 9), 1: Verdict(Outcome.DRAW, 9)}, None, None)
        hints_best = status_line(game, {5: Verdict(Outcome.WIN, 3), 1: Verdict(Outcome.DRAW, 9)}, None, None)
        hints_explained = how_to_play(game).split("\n\n")[-1]
        start = Position()  # the picture's key, where it explains the verdicts of the free moves
        key = _key([Panel(start, Marks(verdicts=analyse(start)), [])])
        said = [hints_even, hints_best, hints_explained, key]
    assert [signs_said(text) for text in said] == [SIGNS[language]] * len(said)
