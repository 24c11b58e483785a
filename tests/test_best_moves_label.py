"""The label over a list of best moves, in every language: ``solve`` and ``explore replay`` name several best moves
under a label that is a list's (Best: / 最佳：), never under a singular one (最好的一步：, "the best move:"), and
the list is the oracle's best picks."""

from __future__ import annotations

import re
from pathlib import Path

import oracle
import pytest
from babel.messages.pofile import read_po
from running import run

FIFTEEN = oracle.Game(9, 3, 15)
LOCALE = Path(__file__).resolve().parent.parent / "luoshu" / "words" / "locale"
LABEL = {"en": "Best: ", "zh-CN": "最佳：", "zh-TW": "最佳："}
MOVE = {"en": r"(\d) \([A-C][1-3]\)", "zh-CN": r"(\d)（[A-C][1-3]）", "zh-TW": r"(\d)（[A-C][1-3]）"}


def listed_after(text: str, label: str, language: str) -> list[int]:
    """The numbers of the moves listed after ``label``, up to the sentence's end (the list may go on over the
    next line; a table's indented rows are not part of it)."""
    first, *rest = text.split(label, 1)[1].splitlines()
    lines = [first, *(line for line in rest[:1] if not line.startswith("  "))]
    joined = (" " if language == "en" else "").join(lines)
    head = re.split(r"。|\. |\.$", joined, maxsplit=1)[0]
    return [int(n) for n in re.findall(MOVE[language], head)]


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("moves", [(5, 1), (), (1, 5), (2, 4)])
def test_solve_lists_the_best_moves_under_a_label_for_a_list(language: str, moves: tuple[int, ...]) -> None:
    x, o = frozenset(moves[0::2]), frozenset(moves[1::2])
    best = FIFTEEN.best_picks(x, o)
    assert len(best) >= 2  # a list, not one move
    solved = run("solve", *map(str, moves), "--lang", language)
    assert solved.exit_code == 0, solved.output
    assert listed_after(solved.output, LABEL[language], language) == best
    assert "最好的一步：" not in solved.output


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_no_message_puts_a_list_of_moves_under_a_singular_label(language: str) -> None:
    """A message that labels a list of moves ("Best: {moves}") says the label as a list's, in both scripts."""
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        catalogue = read_po(source)
    singular = [
        message.id
        for message in catalogue
        if isinstance(message.id, str)
        and re.search(r"Best: \{(moves|best|picks)\}", message.id)
        and re.search(r"最好的一步：|最好的一步:", str(message.string))
    ]
    assert singular == []
