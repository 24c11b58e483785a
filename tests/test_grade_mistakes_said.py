"""How ``luoshu grade`` says each mistake, in every language: a heading with the position it was made in (a side that
holds nothing said in words, never "-"), then the pick and what it cost, said once, each checked by the oracle."""

from __future__ import annotations

import re

import oracle
import pytest
from running import run

FIFTEEN = oracle.Game(9, 3, 15)

# A mistake's heading and the line under it that says the pick, in each language: each side's numbers, or none.
HEADING = {
    "en": re.compile(r"Mistake \d+: (?:X holds ([\d ]+), O holds (?:([\d ]+)|nothing yet)\.|the empty board\.)$"),
    "zh-CN": re.compile(r"失误 \d+：(?:X 有 ([\d ]+)，O (?:有 ([\d ]+)|还没有取数)。|起始局面。)$"),
    "zh-TW": re.compile(r"失誤 \d+：(?:X 有 ([\d ]+)，O (?:有 ([\d ]+)|還沒有取數)。|起始局面。)$"),
}
PICKED = {
    "en": re.compile(r"For ([XO]), picking (\d) \([A-C][1-3]\) "),
    "zh-CN": re.compile(r"对 ([XO]) 来说，取 (\d)（[A-C][1-3]）"),
    "zh-TW": re.compile(r"對 ([XO]) 來說，取 (\d)（[A-C][1-3]）"),
}


@pytest.mark.parametrize("language", ["en", "zh-CN", "zh-TW"])
@pytest.mark.parametrize("side", ["X", "O"])
def test_each_mistake_gives_its_position_then_its_pick_and_cost_once(language: str, side: str) -> None:
    graded = run("grade", "random", "--seed", "1", "--as", side, "--lang", language)
    assert graded.exit_code == 0, graded.output
    lines = graded.output.splitlines()
    headings = [i for i, line in enumerate(lines) if HEADING[language].match(line)]
    starts = [i for i, line in enumerate(lines) if re.match(r"(Mistake|失误|失誤) \d+", line)]
    assert headings == starts  # every mistake has its heading, in the heading's form
    assert len(headings) >= 3
    seen_empty_side = False
    for i in headings:
        found = HEADING[language].match(lines[i])
        assert found is not None
        x = frozenset(map(int, (found.group(1) or "").split()))
        o = frozenset(map(int, (found.group(2) or "").split()))
        seen_empty_side |= not o
        assert len(x) - len(o) == (1 if side == "O" else 0)  # the graded side is to move
        said = PICKED[language].match(lines[i + 1])
        assert said is not None, lines[i + 1]
        player, pick = said.group(1), int(said.group(2))
        assert player == side
        # a mistake by the oracle: the pick makes the mover's outcome worse
        before = FIFTEEN.verdict(x, o)[0]
        after = FIFTEEN.pick_verdicts(x, o)[pick][0]
        assert ["loss", "draw", "win"].index(after) < ["loss", "draw", "win"].index(before)
        # the pick and its cost are said once: the heading (matched whole above) names neither, nor the next line
        assert not PICKED[language].search(lines[i + 2])
        assert not PICKED[language].search(lines[i])
    assert seen_empty_side == (side == "O")  # O's mistakes include one with O holding nothing yet
