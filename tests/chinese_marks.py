"""Chinese written as Chinese writes it, judged from the text alone: no half-width mark next to a Chinese
character, no space after a full-width mark, quotes as the glossary quotes. The oracle is this module's own regular
expressions, Chinese characters by their Unicode blocks; what a program reads (cells, numbers, option names, file
names, JSON, a command to type) is no Chinese character, and so is never caught. A board's column of marks, "(X)"
for the last claim beside "X", and a grid's rows are drawn, not written, and are left as they are."""

from __future__ import annotations

import json
import re

HAN = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
"""A Chinese character (the CJK Unified Ideographs, Extension A and the compatibility block)."""
FULL_WIDTH = "，。、；：！？（）「」『』“”《》"
"""Chinese punctuation: each takes a whole character's room."""

FAULTS = {
    "a half-width mark after a Chinese character": re.compile(HAN + r"[,.:;?!()]"),
    "a half-width mark before a Chinese character": re.compile(r"[,.:;?!()]" + HAN),
    "a half-width bracket opened after Chinese": re.compile(HAN + r" \("),
    "a half-width bracket around Chinese": re.compile(r"\([^()\n]*" + HAN + r"[^()\n]*\)"),
    "a space after a full-width mark": re.compile(f"[{FULL_WIDTH}] (?! )"),
    "a space before an opening full-width mark": re.compile(r"[^ \n] [（「『“]"),
    "ASCII quotes in Chinese": re.compile(rf"(?:{HAN}|[{FULL_WIDTH}]) ?'[^'\n]*'|'[^'\n]*' ?(?:{HAN}|[{FULL_WIDTH}])"),
}
"""Each fault, and where it shows."""
BOARD_MARK = re.compile(r"\((?:X|O)\)")
"""The last claim on a disguise's board, "(X)" in a column of " X " and " - ": drawn, not written."""
A_COMMAND_TO_TYPE = re.compile(r"pip install '[^']*'|cmd:'[^']*'")
"""A shell's quotes in a command a person types: a program reads them."""


def faults(text: str, where: str) -> list[str]:
    """The faults of Chinese writing in ``text``, each with its line; a JSON line is a program's, and skipped.

    >>> faults("没有选项 '--dress'。 是想输入 '--sets' 吗？", "x")[0]
    "x: a space after a full-width mark: 没有选项 '--dress'。 是想输入 '--sets' 吗？"
    >>> faults("取 5（B2）把“和棋”变成了“4 步告负”。", "x"), faults("Pick 5 (B2).", "x")
    ([], [])
    """
    found = []
    for line in text.splitlines():
        with_json = line.lstrip().startswith(("{", "["))
        if with_json:
            try:
                json.loads(line)
                continue
            except ValueError:
                pass
        if "|" in line:
            continue  # a row of a drawn grid: its cells are padded to their columns, not written
        seen = A_COMMAND_TO_TYPE.sub("", BOARD_MARK.sub(" X ", line))
        found += [f"{where}: {name}: {line}" for name, fault in FAULTS.items() if fault.search(seen)]
    return found
