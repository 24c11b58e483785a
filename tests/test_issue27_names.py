"""Issue 27, names that say one thing: one --json option for every command; a position's count of picks is
``pick_count`` (``Session.picks`` is the picks themselves); one ``help_text`` no more, but ``commands_help`` (the
typed commands) and ``how_to_play`` (a face that draws the boards); no ``shown`` module or function."""

from __future__ import annotations

import itertools
import warnings
from pathlib import Path

import pytest

from luoshu import Position
from luoshu.session import Session

PACKAGE = Path(__file__).parent.parent / "luoshu"


def test_a_positions_pick_count_and_the_old_name_that_warns() -> None:
    for moves in itertools.permutations(range(1, 10), 4):  # no game ends in four picks
        for length in range(len(moves) + 1):
            assert Position.from_moves(moves[:length]).pick_count == length
    position = Position.from_moves([5, 1, 4])
    with pytest.warns(DeprecationWarning, match="pick_count"):
        assert position.picks == 3
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert position.pick_count == 3
    assert Session(o="human", picks=[5, 1, 4]).picks == (5, 1, 4)
