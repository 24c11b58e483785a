"""A hint on the page and in the window says a move's mark and what it costs in one unit: the mover's own moves.

The mark counts the mover's own moves ("− loss in 1": the other side wins after one move of yours), and the cost
said beside it ("9: − loss in 1 (instead of a draw).") counts the same way, or gives up an outcome with no count; it
said "turns a draw into a loss in 2" in plies, two counts for one move. Every position of Pick Fifteen and of its
misère game is checked against the verdicts of a brute-force search (``oracle``), in the three languages.
"""

from __future__ import annotations

import re

import oracle
import pytest

from luoshu.rules import MISERE_FIFTEEN, PICK_FIFTEEN, Rules
from luoshu.session import Session
from luoshu.session.screen import hints_json
from luoshu.words.language import speaking

GAMES = [(PICK_FIFTEEN, oracle.Game(9, 3, 15)), (MISERE_FIFTEEN, oracle.Game(9, 3, 15, misere=True))]


def own_moves(plies: int) -> int:
    """The mover's own moves in a verdict of ``plies``, this one included."""
    return (plies + 1) // 2


@pytest.mark.parametrize(("rules", "game"), GAMES, ids=["normal", "misere"])
def test_a_hints_cost_counts_in_the_marks_own_moves(rules: Rules, game: oracle.Game) -> None:
    checked = 0
    for x, o in game.reachable():
        if game.finished(x, o) is not None or len(x) + len(o) > 5:
            continue  # from six picks on, every cost is a handful of the positions above
        verdicts = game.pick_verdicts(x, o)
        best = max(verdicts.values(), key=oracle.rank)
        session = Session("human", "human", rules=rules, picks=oracle.a_record(x, o))
        for move in hints_json(session)["moves"]:
            outcome, plies = verdicts[move["pick"]]
            status = move["status"].split(": ", 1)[1]
            counts = {int(number) for number in re.findall(r"\d+", status)}
            assert counts <= {own_moves(plies), own_moves(best[1])}, (sorted(x), sorted(o), move["status"])
            if outcome != best[0]:
                # Another outcome given up: the cost names it, with no count of its own.
                assert move["cost"] is not None, move
                assert not re.search(r"\d", move["cost"]), move
            elif outcome == "draw" or own_moves(plies) == own_moves(best[1]):
                assert move["cost"] is None, move  # the marks cannot tell them apart: nothing to say
            else:
                # The best's own count, in the mark's words (a win now has none).
                said = {int(number) for number in re.findall(r"\d+", move["cost"])}
                assert said == ({own_moves(best[1])} if best[1] > 1 else set()), move
            checked += 1
    assert checked > 2_000


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_a_move_that_gives_up_a_draw_says_so_in_chinese_with_one_count(language: str) -> None:
    # The learner's position: X 5 2, O 6 8, X to move; 9 lets O win at once (O's 1 makes 6 + 8 + 1).
    with speaking(language):
        session = Session("human", "human", picks=[5, 6, 2, 8])
        move = next(move for move in hints_json(session)["moves"] if move["pick"] == 9)
    assert re.findall(r"\d+", move["status"].split("：", 1)[1]) == ["1"], move["status"]
    assert ("平局" if language == "zh_CN" else "平手") in move["cost"], move


@pytest.mark.parametrize(("rules", "game"), GAMES, ids=["normal", "misere"])
def test_the_hint_list_beside_the_boxes_counts_as_they_do(rules: Rules, game: oracle.Game) -> None:
    # The list under the boards said "9  loss in 2, instead of a draw" (plies) beside a box's "− loss in 1".
    for x, o in game.reachable():
        if game.finished(x, o) is not None or len(x) + len(o) > 3:
            continue
        verdicts = game.pick_verdicts(x, o)
        best = max(verdicts.values(), key=oracle.rank)
        session = Session("human", "human", rules=rules, picks=oracle.a_record(x, o))
        legend, *lines = hints_json(session)["text"].splitlines()
        assert "counted in moves of yours" in legend, legend
        assert len(lines) == len(verdicts), lines
        for line in lines:
            pick, said = line.split(maxsplit=1)
            said = said.split("<-")[0]  # a best move's rule is no count
            counts = {int(number) for number in re.findall(r"\d+", said)}
            outcome, plies = verdicts[int(pick)]
            assert said.startswith({"win": "+", "draw": "=", "loss": "\u2212"}[outcome]), line
            assert counts <= {own_moves(plies), own_moves(best[1])}, (sorted(x), sorted(o), line)
