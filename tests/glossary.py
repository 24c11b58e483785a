"""The names a person reads in Chinese, as the glossary (docs/glossary.md) gives them: the oracle of the tests that
check a level's, a player's and a dress's name is said in the language spoken (read here, not from luoshu's
catalogues)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHINESE = ("zh_CN", "zh_TW")
TAG = {"zh_CN": "zh-CN", "zh_TW": "zh-TW"}
LEVELS = ("perfect", "casual", "random")


def glossary_rows() -> list[list[str]]:
    """The glossary's table rows, as their cells."""
    rows = []
    for line in (ROOT / "docs" / "glossary.md").read_text().splitlines():
        if line.startswith("|") and not line.startswith("| ---"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def level_names(name: str) -> dict[str, str]:
    """The computer's levels as the glossary names them in ``name``'s language."""
    row = next(r for r in glossary_rows() if r[0] == "level: perfect, casual, random")
    return dict(zip(LEVELS, row[1 + CHINESE.index(name)].split("、"), strict=True))


def dress_names(name: str) -> dict[str, str]:
    """The dresses as the glossary names them (a study's ``numbers`` is the ``fifteen`` dress): the name before a
    colon's explanation."""
    found = {}
    for row in glossary_rows():
        if len(row) == 4 and re.fullmatch(r"`\w+`", row[0]):
            found[row[0].strip("`")] = row[2 + CHINESE.index(name)].split("：")[0]
    found["numbers"] = found["fifteen"]
    return found


def lines_of_the_grid(name: str) -> tuple[str, str]:
    """What the glossary calls a row and a column in ``name``'s language: 行 and 列 on the mainland, the other way
    round in Taiwan."""
    row = next(r for r in glossary_rows() if r[0] == "line (row, column, diagonal)")
    kinds = re.search(r"（(.)、(.)、", row[1 + CHINESE.index(name)])
    assert kinds is not None
    return kinds.group(1), kinds.group(2)
