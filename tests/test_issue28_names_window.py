"""Issue 28, in the window (on a virtual screen, as tests/test_issue28_window.py): the computer's level named in
the status line while it thinks, the winning line named under the caption as the glossary names the grid's lines
(Taiwan's 列 is a row), and the help, in Chinese, set as Chinese is: every line full and within the help's width,
none begun by closing punctuation, and Tk showing exactly those lines.

The oracles: the glossary (read by tests/test_issue28_names.py), the Luo Shu of tests/oracle.py, and Tk's own
measure of the help's font."""

from __future__ import annotations

import tkinter.font
from typing import Any

import oracle
import pytest
from test_issue28_names import CHINESE, level_names, lines_of_the_grid
from test_issue28_window import display, pump, window  # noqa: F401  (the virtual screen and the window: fixtures)

from luoshu.session import Session
from luoshu.session.captions import how_to_play
from luoshu.words import language

CLOSING = "，。、：；！？）」』”’"
"""Chinese punctuation that closes what comes before it: no line may begin with it."""


@pytest.fixture(autouse=True)
def english_after() -> Any:
    yield
    language.speak("en")


@pytest.mark.parametrize("name", CHINESE)
def test_the_status_line_names_the_level_while_the_computer_thinks(
    name: str,
    window: Any,  # noqa: F811  (the fixture)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("luoshu.window.window.REPLY_DELAY_MS", 60_000)  # the computer waits: its status stays
    language.speak(name)
    shown = window(Session(x="computer", o="human", level="random"))
    status = str(shown.status.cget("text"))
    assert level_names(name)["random"] in status
    assert "random" not in status


def a_row_won() -> tuple[list[int], str]:
    """Picks in which X completes the Luo Shu's middle row, and that row's letter (from the oracle's square)."""
    index = 1
    row = list(oracle.LUO_SHU[index])
    other = [n for n in range(1, 10) if n not in row][:2]
    return [row[0], other[0], row[1], other[1], row[2]], "ABC"[index]


@pytest.mark.parametrize("name", CHINESE)
def test_the_line_under_the_caption_names_the_winning_row_as_the_glossary_does(name: str, window: Any) -> None:  # noqa: F811
    picks, letter = a_row_won()
    language.speak(name)
    shown = window(Session(dress="grid", x="human", o="human", picks=picks))
    canvas = shown.canvas
    under = " ".join(str(canvas.itemcget(item, "text")) for item in canvas.find_withtag("subcaption"))
    row, _column = lines_of_the_grid(name)
    assert f"{letter} {row}" in under, under
    assert "row" not in under


@pytest.mark.parametrize("name", CHINESE)
@pytest.mark.parametrize("dress", ["fifteen", "grid", "words"])
def test_the_help_in_chinese_is_set_in_full_lines_that_fit(name: str, dress: str, window: Any) -> None:  # noqa: F811
    language.speak(name)
    shown = window(Session(dress=dress))
    shown.show_help()
    top = shown.help_window
    pump(shown.root, lambda: top.winfo_viewable())
    label = max((w for w in top.winfo_children() if "text" in w.configure()), key=lambda w: len(str(w.cget("text"))))
    font = tkinter.font.Font(font=label.cget("font"))
    width = int(str(label.cget("wraplength")))  # the help's width, where Tk wraps what is wider
    lines = str(label.cget("text")).split("\n")
    for line in lines:
        assert font.measure(line) <= width, line
        assert not line or line[0] not in CLOSING, line
    # Each line of the help as the session gives it is shown as lines that join back into it (a break at a space
    # drops the space), each full but its last: the next one's first character (with what may not be parted from
    # it, such as a closing mark) did not fit.
    given = iter(lines)
    for source in how_to_play(shown.session).split("\n"):
        group = [next(given)]
        while "".join(group).replace(" ", "") != source.replace(" ", ""):
            group.append(next(given))
        for line in group[:-1]:
            assert font.measure(line) > width - 3 * font.measure("中"), (line, group)
    assert next(given, None) is None
    # Tk shows those lines and no more: the label is as tall as they are.
    inside = label.winfo_reqheight() - 2 * int(str(label.cget("pady"))) - 2 * int(str(label.cget("borderwidth")))
    assert round(inside / font.metrics("linespace")) == len(lines)
