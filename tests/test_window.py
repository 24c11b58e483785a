"""What only a window shows: the Tk window on a virtual screen (Xvfb, one per worker: conftest's ``display``),
read back from Tk itself and from the screen's pixels. Games played by clicks and by keys in every view, hover,
hints, saving and opening, the smallest window, the window answering while the computer thinks, the window in
Chinese from start to end, and one real ``luoshu gui`` process; the colour rules in process, without a window.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import subprocess
import sys
import threading
import tkinter
import tkinter.font
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest
from click.testing import CliRunner
from glossary import level_names, lines_of_the_grid
from windowing import AWAY, SHOTS, close, png, pump, screen

from luoshu.cli import cli
from luoshu.rules import Rules
from luoshu.search.solver import Outcome
from luoshu.session import Session
from luoshu.session.captions import how_to_play
from luoshu.views.squares.grid import cell_of
from luoshu.words import language

Rect = tuple[float, float, float, float]


RGB = tuple[int, int, int]


def wait_for_picks(window: Any, count: int) -> None:
    pump(window.root, lambda: len(window.session.picks) == count)


def centre(window: Any, box: Rect) -> tuple[int, int]:
    """A box's centre on the screen."""
    return int(window.canvas.winfo_rootx() + (box[0] + box[2]) / 2), int(
        window.canvas.winfo_rooty() + (box[1] + box[3]) / 2
    )


def click(window: Any, box: Rect) -> None:
    screen().click(*centre(window, box))


def point_at(window: Any, box: Rect) -> None:
    """The pointer over a box, not clicking."""
    screen().move(*centre(window, box))


def press(window: Any, *keys: str) -> None:
    """Keys typed with the pointer over the window (with no window manager, the focus follows the pointer)."""
    point_at(window, (0, 0, window.canvas.winfo_width(), window.canvas.winfo_height()))
    screen().keys(*keys)


def rgb(colour: str) -> RGB:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


class Screenshot:
    """The whole virtual screen, as pixels, once the window's drawing is on it; kept as ``window-{name}.png``
    where LUOSHU_SHOTS says (else in the test's folder), to be looked at."""

    def __init__(self, window: Any, folder: Path, name: str) -> None:
        window.root.update()
        window.root.winfo_pointerxy()  # a round trip: the server has drawn everything Tk asked for before
        seen = screen()
        self.width, self.height, self.pixels = seen.width, seen.height, seen.pixels()
        path = (SHOTS or folder) / f"window-{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png(self.width, self.height, self.pixels))
        assert path.stat().st_size > 5000

    def region(self, rect: Rect | None = None) -> bytes:
        """The RGB bytes of a screen rectangle (left, top, right, bottom), or of the whole screen, row after row."""
        left, top, right, bottom = (int(v) for v in rect or (0, 0, self.width, self.height))
        return b"".join(
            self.pixels[(y * self.width + max(left, 0)) * 3 : (y * self.width + min(right, self.width)) * 3]
            for y in range(max(top, 0), min(bottom, self.height))
        )

    def colours(self, rect: Rect | None = None) -> list[RGB]:
        """The pixels of a screen rectangle, or of the whole screen."""
        row = self.region(rect)
        return [(row[i], row[i + 1], row[i + 2]) for i in range(0, len(row), 3)]

    def count(self, colour: str, rect: Rect | None = None) -> int:
        """The pixels of ``colour`` in a rectangle: each channel's plane marked 1 where it has the colour's value,
        0 elsewhere, and the three marks ANDed (a pixel counts only where all three are 1)."""
        region = self.region(rect)
        matched = -1
        for channel, value in enumerate(rgb(colour)):
            marks = region[channel::3].translate(bytes(int(byte == value) for byte in range(256)))
            matched &= int.from_bytes(marks, "big")
        return matched.bit_count()


def on_screen(widget: Any) -> Rect:
    """Where a widget is on the screen."""
    x, y = widget.winfo_rootx(), widget.winfo_rooty()
    return x, y, x + widget.winfo_width(), y + widget.winfo_height()


def canvas_to_screen(window: Any, box: Rect) -> Rect:
    x, y = window.canvas.winfo_rootx(), window.canvas.winfo_rooty()
    return box[0] + x, box[1] + y, box[2] + x, box[3] + y


def fill(window: Any, tag: str) -> str:
    """The fill of the canvas rectangle with this tag, such as ``tile-5`` or ``cell-5``."""
    (item,) = window.canvas.find_withtag(tag)
    return str(window.canvas.itemcget(item, "fill"))


def canvas_text(window: Any, tag: str) -> str:
    (item,) = window.canvas.find_withtag(tag)
    return str(window.canvas.itemcget(item, "text"))


def canvas_texts(window: Any) -> list[str]:
    """Every text drawn on the canvas."""
    canvas = window.canvas
    return [str(canvas.itemcget(item, "text")) for item in canvas.find_all() if canvas.type(item) == "text"]


def status(window: Any) -> str:
    return str(window.status.cget("text"))


def shrink(window: Any, size: tuple[int, int]) -> None:
    """Make the window as small as it goes, which must be ``size``."""
    root = window.root
    root.geometry("1x1")  # Tk keeps the window at its minimum size
    pump(root, lambda: (root.winfo_width(), root.winfo_height()) == size)
    root.update()


def assert_the_bar_shows_in_full(window: Any, screen: Screenshot) -> None:
    """The status line and the buttons are in the window, given all the room they ask for, and show text."""
    from luoshu.window.palette import INK

    window_rect = on_screen(window.root)
    for widget in [window.status, *window.buttons]:
        left, top, right, bottom = on_screen(widget)
        assert widget.winfo_ismapped()
        assert window_rect[0] <= left < right <= window_rect[2]
        assert window_rect[1] <= top < bottom <= window_rect[3]
        # Given all the room it asks for: nothing is cut off.
        assert widget.winfo_height() >= widget.winfo_reqheight()
        assert widget.winfo_width() >= min(widget.winfo_reqwidth(), window_rect[2] - window_rect[0])
        dark = [pixel for pixel in screen.colours((left, top, right, bottom)) if sum(pixel) < 200]
        assert len(dark) > 30, f"{widget} shows no text"
    assert screen.count(INK, on_screen(window.status)) > 20  # the status text's own colour


def texts_in(widget: Any) -> list[str]:
    """The texts of a widget's labels and buttons, at any depth."""
    found = []
    for child in widget.winfo_children():
        if "text" in child.configure():
            found.append(str(child.cget("text")))
        found += texts_in(child)
    return found


WORDS = "swap,hot,brim,edit,hare,owes,from,hips,tack"  # the classic words' anagrams: the same game, other words


COLOURS = {  # a game given as sets: the lines of this grid of colours
    "items": ["black", "blue", "cyan", "green", "grey", "magenta", "red", "white", "yellow"],
    "wins": [
        ["red", "green", "blue"],
        ["cyan", "magenta", "yellow"],
        ["black", "white", "grey"],
        ["red", "cyan", "black"],
        ["green", "magenta", "white"],
        ["blue", "yellow", "grey"],
        ["red", "magenta", "grey"],
        ["blue", "magenta", "black"],
    ],
}


@pytest.fixture(autouse=True)
def quick_replies(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's pause before it replies (so that a person sees their own move first) cut to a few
    milliseconds, and its pick looked for every few milliseconds: the tests read the window, not a person. A test
    that acts during the pause makes it as long as it needs (it never waits it out)."""
    monkeypatch.setattr("luoshu.window.window.REPLY_DELAY_MS", 20)
    monkeypatch.setattr("luoshu.window.window.POLL_MS", 5)


@pytest.fixture
def gui(display: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., Any]]:
    """Runs ``luoshu gui`` with options and gives back its window, shown, instead of entering Tk's main loop."""
    pytest.importorskip("tkinter")
    from luoshu.window import Window

    opened: list[Any] = []
    monkeypatch.setattr(Window, "run", lambda self: opened.append(self))

    def run_gui(*args: str) -> Any:
        screen().move(*AWAY)
        result = CliRunner().invoke(cli, ["gui", *args])
        assert result.exit_code == 0, result.output
        shown = opened[-1]
        pump(shown.root, lambda: shown.root.winfo_viewable() and shown.canvas.winfo_width() > 100)
        return shown

    yield run_gui
    roots = [shown.root for shown in opened]
    opened.clear()
    close(roots)


def entry(window: Any, item: str, which: int = 0) -> Rect:
    """An entry of the disguise's panel (for Jam, a road's ``which``-th town, in the order of the towns)."""
    boxes: list[Rect] = window.layout().item_boxes(window.session.dress.number(item))
    return boxes[which]


def views(window: Any, number: int) -> tuple[set[str], list[str]]:
    """The fills of every box of a number (its cell, its tile, its entries in the panel) and the marks on them."""
    canvas = window.canvas
    kinds = ("cell", "tile", "item")
    fills = {str(canvas.itemcget(i, "fill")) for kind in kinds for i in canvas.find_withtag(f"{kind}-{number}")}
    marks = [str(canvas.itemcget(i, "text")) for kind in kinds for i in canvas.find_withtag(f"{kind}-mark-{number}")]
    return fills, marks


def assert_in_step(window: Any) -> None:
    """Every number looks the same in the three views: one fill, and its holder's mark on every box."""
    position, layout = window.session.position, window.layout()
    for number in range(1, 10):
        fills, marks = views(window, number)
        boxes = 2 + len(layout.item_boxes(number))
        assert len(window.canvas.find_withtag(f"item-{number}")) == boxes - 2 > 0
        assert len(fills) == 1, (number, fills)
        holder = position.holder(number)
        assert marks == ([holder] * boxes if holder else []), (number, marks)
    last = window.session.last
    if last is not None:  # outlined in every view
        assert len(window.canvas.find_withtag("last")) == 2 + len(layout.item_boxes(last))


def luminance(colour: str) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


CHINESE = ("zh_CN", "zh_TW")
TRADITIONAL = ("zh_TW",)
"""The rest of the Chinese window is checked in Traditional alone: its simplified-only characters are the
sharper test, and Simplified's window is walked whole by test_the_whole_window_speaks_chinese_from_start_to_end."""


SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样让还没结记录档错误语词轮谁从无题"
    "标与种据简体书边来东过胜负电脑难换觉级复读写头长门问马实现发车区两处带传经给纸宫凑连组获释讲证谜键钮执动则"
    "规决闭隐夹类盖权"
)


TOKENS = re.compile(
    r"\S*[/\\]\S*"  # a path (the file dialog's folder)
    r"|\S+\.(?:json|txt)\b"  # a file name
    r"|\bluoshu\b"
    r"|\b(?:Ctrl|Alt|Shift)\+\w+"  # a key
)


ENGLISH_SENTENCE = re.compile(r"[A-Za-z]{3,}(?:[\s,.;:!?'()\-]+[A-Za-z]{3,})+")


def english_left(text: str) -> list[str]:
    """The English sentences in a text, once its tokens are taken out.

    >>> english_left("取 5 (B2)，luoshu 存檔 (*.json)，按 Ctrl+Z"), english_left("未儲存：disk full")
    ([], ['disk full'])
    """
    return ENGLISH_SENTENCE.findall(TOKENS.sub(" ", text))


def has_chinese(text: str) -> bool:
    return any("\u4e00" <= character <= "\u9fff" for character in text)


def texts(root: Any, path: str = ".") -> list[str]:
    """Every text of a widget and the widgets inside it, read from Tk (so Tk's own dialogs too): its text, a
    menu's labels, a toplevel's title."""
    tk = root.tk
    found = []
    kind = str(tk.call("winfo", "class", path))
    if kind in ("Tk", "Toplevel"):
        found.append(str(tk.call("wm", "title", path)))
    with contextlib.suppress(tkinter.TclError):  # a widget without text (a frame, a canvas) has none
        found.append(str(tk.call(path, "cget", "-text")))
    if kind == "Menu" and str(tk.call(path, "index", "end")) != "none":
        for index in range(int(tk.call(path, "index", "end")) + 1):
            if str(tk.call(path, "type", index)) not in ("separator", "tearoff"):
                found.append(str(tk.call(path, "entrycget", index, "-label")))
    if kind == "Canvas":
        found += [str(tk.call(path, "itemcget", item, "-text")) for item in tk.call(path, "find", "withtag", "all")
                  if str(tk.call(path, "type", item)) == "text"]  # fmt: skip
    for child in tk.call("winfo", "children", path):
        found += texts(root, str(child))
    return found


def in_a_dialog(root: Any, answer: str) -> list[str]:
    """Open dialogs are modal: while ``ask()`` waits, read every text of the Tk dialog on show, then press its
    ``answer`` button (``no``, ``cancel``). Returns what was read, once ``ask()`` is called (see ``read_dialog``)."""
    read: list[str] = []
    root.after(10, _look_for_a_dialog, root, answer, read)
    return read


def _look_for_a_dialog(root: Any, answer: str, read: list[str]) -> None:
    """``in_a_dialog``'s look, again every 10 ms until a dialog is on show. A function of the module, not a closure
    that schedules itself: such a closure holds the window in a reference cycle, and freeing its Tk interpreter
    then takes a whole garbage collection (a second or more in a worker holding the oracles' tables)."""
    for child in root.tk.call("winfo", "children", "."):
        path = str(child)
        if "__tk" in path and int(root.tk.call("winfo", "ismapped", path)):
            read.extend(texts(root, path))
            button = f"{path}.{answer}" if "messagebox" in path else f"{path}.contents.f2.{answer}"
            root.tk.call(button, "invoke")
            return
    root.after(10, _look_for_a_dialog, root, answer, read)


def everything_shown(shown: Any) -> list[str]:
    """Every text of the window now, once drawn."""
    shown.root.update()
    return [text for text in texts(shown.root) if text.strip()]


def assert_speaks(name: str, shown_texts: list[str]) -> None:
    """Chinese, no English sentence, and in Traditional no simplified-only character."""
    joined = "\n".join(shown_texts)
    assert has_chinese(joined), shown_texts
    assert not english_left(joined), english_left(joined)
    if name == "zh_TW":
        assert not SIMPLIFIED_ONLY & set(joined), sorted(SIMPLIFIED_ONLY & set(joined))


def chinese_families(name: str) -> set[str]:
    """The families fontconfig says draw a language (``zh-cn``, ``zh-tw``): the oracle for a CJK family."""
    found = subprocess.run(
        ["fc-list", f":lang={name.lower().replace('_', '-')}", "family"], capture_output=True, text=True, check=True
    )
    return {family.strip() for line in found.stdout.splitlines() for family in line.split(",")}


CLOSING = "，。、：；！？）」』”’"


def a_row_won() -> tuple[list[int], str]:
    """Picks in which X completes the Luo Shu's middle row, and that row's letter (from the oracle's square)."""
    index = 1
    row = list(oracle.LUO_SHU[index])
    other = [n for n in range(1, 10) if n not in row][:2]
    return [row[0], other[0], row[1], other[1], row[2]], "ABC"[index]


def test_window_plays_clicks_from_both_views_and_draws(window: Any, tmp_path: Path) -> None:
    from luoshu.window.palette import HINT, MARK

    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    click(shown, shown.layout().cell_box("B2"))  # a cell of the grid: the number 5
    pump(root, lambda: game.picks[:1] == (5,))
    pump(root, lambda: len(game.picks) == 2)  # the computer's reply
    reply = game.picks[1]
    assert status(shown).startswith(f"The computer (O) picked {reply} (")  # said, and outlined in both views
    assert len(shown.canvas.find_withtag("last")) == 2
    free = min(game.position.free)
    click(shown, shown.layout().tile_box(free))  # a tile of the numbers
    pump(root, lambda: game.picks[2:3] == (free,))
    pump(root, lambda: len(game.picks) == 4)
    shown.hint()
    root.update()
    wide = shown.layout().cell_box("A1")
    root.geometry("640x420")  # the window can be resized, and the drawing follows
    pump(root, lambda: shown.canvas.winfo_width() < 650)
    root.update()
    narrow = shown.layout().cell_box("A1")
    assert narrow[2] - narrow[0] < wide[2] - wide[0]
    assert shown.layout().at((narrow[0] + narrow[2]) / 2, (narrow[1] + narrow[3]) / 2) == 4
    screen = Screenshot(shown, tmp_path, "resized")
    assert screen.count(MARK["X"]) > 200  # in both views
    assert screen.count(MARK["O"]) > 200
    assert sum(screen.count(colour) for colour in HINT.values()) > 1000


def test_the_smallest_window_keeps_the_status_line_and_the_buttons(window: Any, tmp_path: Path) -> None:
    from luoshu.window.palette import MIN_SIZE

    # A misère game that O lost to the computer: the longest result line there is, wrapped onto lines.
    rules = Rules(misere=True)
    shown = window(Session(x="computer", o="human", rules=rules, seed=1, picks=[6, 2, 4, 5, 7, 3, 9, 8]))
    shrink(shown, MIN_SIZE)
    assert "so O loses: X wins" in status(shown)
    assert_the_bar_shows_in_full(shown, Screenshot(shown, tmp_path, "smallest"))
    line = int(shown.status.tk.call("font", "metrics", shown.status.cget("font"), "-linespace"))
    assert shown.status.winfo_height() >= 2 * line  # the long line wrapped
    # The boards shrank to fit the canvas.
    last_tile = shown.layout().tile_box(9)
    assert last_tile[3] <= shown.canvas.winfo_height()
    assert last_tile[2] <= shown.canvas.winfo_width()


def test_hover_lights_up_the_partner_in_the_other_view(window: Any, tmp_path: Path) -> None:
    from luoshu.window.palette import HOVER, PAPER

    shown = window(Session(seed=1))
    root = shown.root
    point_at(shown, shown.layout().cell_box("B2"))
    pump(root, lambda: fill(shown, "tile-5") == HOVER)
    assert fill(shown, "cell-5") == HOVER
    assert fill(shown, "tile-4") == PAPER
    root.update()
    tile = canvas_to_screen(shown, shown.layout().tile_box(5))
    assert Screenshot(shown, tmp_path, "hover").count(HOVER, tile) > 0.5 * (tile[2] - tile[0]) * (tile[3] - tile[1])
    point_at(shown, shown.layout().tile_box(4))
    pump(root, lambda: fill(shown, "cell-4") == HOVER)  # A1 holds 4
    assert fill(shown, "tile-5") == PAPER


def test_hints_say_their_verdicts_in_signs_and_in_the_players_own_moves(window: Any) -> None:
    from luoshu.window.palette import HINT

    shown = window(Session(x="human", o="human", picks=[5, 2, 8]))  # O to move: 4 and 6 draw, the rest lose
    shown.hint()
    texts = canvas_texts(shown)
    assert texts.count("= draw") == 4  # 4 and 6, in both views
    assert texts.count("\u2212 loss in 2") == 8  # loss in 4 plies: O's second move from now is the last
    assert fill(shown, "tile-1") == fill(shown, "cell-1") == HINT[Outcome.LOSS]
    assert status(shown).endswith("Best: 4 (A1), 6 (C3).")
    shown.hover(1)
    assert status(shown) == "1 (C2): a loss: the other side wins after 2 moves of yours."
    shown.hint()  # hidden again
    assert "= draw" not in canvas_texts(shown)


def test_two_people_play_a_whole_game_by_clicks_the_level_and_first_menus_at_rest(window: Any) -> None:
    from luoshu.window.palette import LINE

    shown = window(Session(x="human", o="human"))
    root, game = shown.root, shown.session
    assert shown.level_menu.entrycget(0, "state") == "disabled"  # no computer: no level, no first move of its
    assert shown.first_menu.entrycget(0, "state") == "disabled"
    shown.level.set(shown.session.level)
    shown.change_level()  # the level already playing: nothing to say
    assert not status(shown).startswith("The computer plays at level")
    assert canvas_text(shown, "caption") == "X's turn"
    # X takes 2, 6 and 7 (column 3); O takes 1 and 3. Cells and tiles alternate.
    for n, box in enumerate(
        [
            shown.layout().cell_box("A3"),
            shown.layout().tile_box(1),
            shown.layout().cell_box("C3"),
            shown.layout().tile_box(3),
        ]
    ):
        click(shown, box)
        wait_for_picks(shown, n + 1)
    assert status(shown).startswith("O picked 3 (B1).")
    assert canvas_text(shown, "caption") == "X's turn"
    click(shown, shown.layout().tile_box(7))
    pump(root, lambda: game.over)
    assert game.picks == (2, 1, 6, 3, 7)  # nobody else moved
    assert canvas_text(shown, "caption") == "X wins!"
    assert canvas_text(shown, "subcaption").startswith("X wins with 2 + 6 + 7 = 15")
    assert "X wins with 2 + 6 + 7 = 15" in status(shown)
    assert {fill(shown, f"{kind}-{n}") for kind in ("cell", "tile") for n in (2, 6, 7)} == {LINE}
    click(shown, shown.layout().tile_box(9))
    pump(root, lambda: status(shown).startswith("The game is over"))


def test_keys_and_the_help_which_takes_the_same_keys(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from luoshu.window.palette import HINT

    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    press(shown, "5")
    pump(root, lambda: len(game.picks) == 2)
    press(shown, "h")
    pump(root, lambda: fill(shown, f"tile-{min(game.position.free)}") in HINT.values())
    press(shown, "ctrl+z")
    pump(root, lambda: game.picks == ())
    monkeypatch.setattr("luoshu.window.window.REPLY_DELAY_MS", 60_000)  # Ctrl+N comes during the pause
    press(shown, "8")
    pump(root, lambda: game.picks == (8,))
    reply = shown._pending  # the computer's reply, waiting on Tk's clock
    assert reply is not None
    assert reply in root.tk.splitlist(root.tk.call("after", "info"))
    press(shown, "ctrl+n")  # while the computer is about to reply: the reply is called off
    pump(root, lambda: game.picks == ())
    assert reply not in root.tk.splitlist(root.tk.call("after", "info"))  # cancelled: it can never come
    assert (shown._pending, shown._thinking) == (None, None)
    press(shown, "F1")
    pump(root, lambda: shown.help_window is not None and shown.help_window.winfo_viewable())
    top = shown.help_window
    texts = texts_in(top)
    assert any(text.startswith("Pick Fifteen: X is you") for text in texts)
    assert {"Ctrl+N", "Ctrl+Z", "Ctrl+S", "Ctrl+O", "Ctrl+Q", "F1", "H"} <= set(texts)
    screen().move(top.winfo_rootx() + 20, top.winfo_rooty() + 20)  # a key typed over the help window
    screen().keys("5")
    pump(root, lambda: game.picks == (5,))


def test_choosing_the_side_already_chosen_keeps_the_game(window: Any) -> None:
    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    shown.play(5)
    pump(root, lambda: len(game.picks) == 2)
    shown.first_menu.invoke(0)  # "You move first": as now
    shown.opponent_menu.invoke(0)  # "The computer": as now
    assert len(game.picks) == 2
    shown.level.set("casual")
    shown.change_level()
    assert (game.level, len(game.picks)) == ("casual", 2)
    asked: list[bool] = []

    def say_no() -> bool:
        asked.append(False)
        return False  # no: the game under way goes on

    shown.ask_to_give_up = say_no
    shown.first_menu.invoke(1)
    assert (asked, game.seat("X"), len(game.picks), shown.first.get()) == ([False], "human", 2, "human")
    shown.ask_to_give_up = lambda: True
    shown.first_menu.invoke(1)  # the computer moves first: a new game, and it opens
    assert game.seat("X") == "computer"
    pump(root, lambda: len(game.picks) == 1)
    shown.opponent_menu.invoke(1)  # another person: a new game between two people
    assert (game.seat("X"), game.seat("O"), game.picks) == ("human", "human", ())
    assert shown.first_menu.entrycget(0, "state") == "disabled"


def test_save_then_open_gives_the_same_game_and_what_is_not_a_save_is_not_opened_nor_replaced_without_a_yes(
    window: Any, tmp_path: Path
) -> None:
    shown = window(Session(seed=1, level="casual"))
    root = shown.root
    shown.play(5)
    pump(root, lambda: len(shown.session.picks) == 2)
    saved = shown.session.picks
    before = shown.session
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    shown.open_from(str(notes))
    assert shown.session is before
    assert status(shown) == f"Not opened: {notes}: not a luoshu save file: it is not valid JSON. The game goes on."
    asked: list[str] = []

    def say_no(reason: str) -> bool:
        asked.append(reason)
        return False

    shown.confirm_replace = say_no
    shown.save_to(str(notes))
    assert asked == [f"{notes} exists and is not a luoshu save"]
    assert notes.read_text() == "my notes"
    assert status(shown).startswith("Not saved:")
    path = tmp_path / "game.json"
    shown.save_to(str(path))
    assert status(shown) == f"Saved to {path}."
    assert path.read_text() == shown.session.to_json()
    shown.new_game()
    assert shown.session.picks == ()
    shown.open_from(str(path))
    assert shown.session.picks == saved
    assert shown.session.level == "casual"
    assert status(shown) == f"Opened {path}: 2 picks so far."
    assert len(shown.canvas.find_withtag("last")) == 2
    # The terminal reads the window's save.
    assert json.loads(path.read_text())["picks"] == list(saved)
    shown.confirm_replace = lambda reason: True  # yes: the notes are replaced by the game
    shown.save_to(str(notes))
    assert json.loads(notes.read_text())["picks"] == list(saved)


def test_a_game_that_is_not_tic_tac_toe_shows_its_tiles_alone(window: Any) -> None:
    shown = window(Session(x="human", o="human", rules=Rules.order(4)))
    game = shown.session
    assert len(shown.canvas.find_withtag("tile")) == 16
    assert shown.canvas.find_withtag("cell") == ()
    with pytest.raises(ValueError, match="no Luo Shu grid"):
        shown.layout().cell_box("B2")
    assert (
        shown.layout().tile_box(5)[0] == shown.layout().tile_box(1)[0] < shown.layout().tile_box(2)[0]
    )  # rows of four
    assert shown.layout().tile_box(5)[1] > shown.layout().tile_box(4)[3]
    assert "Take turns picking numbers 1-16; the first to hold four that sum to 34 wins." in canvas_text(
        shown, "subcaption"
    )
    for number in range(1, 17):  # X takes the odd numbers, O the even ones, until someone holds a set
        click(shown, shown.layout().tile_box(number))
        wait_for_picks(shown, number)
        if game.over:
            break
    assert game.over
    assert game.position.winner is not None
    assert canvas_text(shown, "caption") == f"{game.position.winner} wins!"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--order", "4", "--target", "30"], "--order sets the numbers, count and target: drop --target"),
        (["--first", "computer", "--opponent", "human"], "--first computer needs the computer as the opponent"),
        (["--numbers", "10"], "--target is needed"),
        (
            ["--game", "jam", "--target", "14"],
            (
                "--game jam plays only games that are tic-tac-toe, and 3 of 1-9 summing to 14 is not: its 8 "
                "winning sets are not the lines of a 3x3 grid."
            ),
        ),
        (["--game", "words", "--misere", "--order", "4"], "the grid has 9 cells"),
        (["--game", "jam", "--words", "hot"], "--words is for the word game, not --game jam"),
        (
            ["--words", "cat,dog,cow,pig,hen,ant,bee,elk,emu"],
            "the game of these nine words is not tic-tac-toe: it has 4 winning sets",
        ),
        (
            ["--words", "a,b"],
            "Invalid value for --words: a word game needs nine distinct words made of letters, separated",
        ),
        (["--sets", "colours.json", "--game", "jam"], "--sets FILE is the game: drop --game and --words"),
        (["--sets", "no-such-file.json"], "Invalid value for --sets: cannot read no-such-file.json"),
    ],
)
def test_gui_refuses_options_that_make_no_game_before_opening_a_window(
    args: list[str], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)  # a window would fail with status 1
    result = CliRunner().invoke(cli, ["gui", *args])
    assert result.exit_code == 2
    assert message in " ".join(result.output.split())


def test_gui_without_a_display_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    result = CliRunner().invoke(cli, ["gui"])
    assert result.exit_code == 1
    assert result.output.strip().startswith("Error: cannot open a window:")
    assert len(result.output.strip().splitlines()) == 1


def test_gui_without_tkinter_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tkinter", None)  # makes "import tkinter" fail
    result = CliRunner().invoke(cli, ["gui"])
    assert result.exit_code == 1
    assert "needs tkinter" in result.output


def test_the_rest_of_luoshu_never_imports_tkinter() -> None:
    code = (
        "import sys, luoshu, luoshu.cli.play, luoshu.cli.explore, luoshu.cli.solve, luoshu.cli.gui, "
        "luoshu.session, luoshu.teach.census; print('tkinter' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_jam_is_played_on_its_roads_the_grid_and_the_tiles_all_in_step(window: Any) -> None:
    from luoshu.window.palette import INK, LINE, MARK, PAPER

    shown = window(Session(x="human", o="human", dress="jam"))
    game, canvas = shown.session, shown.canvas
    assert shown.root.title() == "luoshu - Jam"
    assert (
        canvas_text(shown, "subcaption")
        == "Take turns claiming roads; the first to hold every road through one town wins."
    )
    assert [str(canvas.itemcget(i, "text")) for i in canvas.find_withtag("title")] == [
        "The Luo Shu grid",
        "The numbers 1-9",
        "The towns and their roads",
    ]
    assert canvas_text(shown, "town-Glenby") == "Glenby"
    assert_in_step(shown)
    # X: High Street (on the panel, in Glenby's row), Mill Lane (its tile), River Road (its cell): every road
    # through Glenby. O: Old Road (its cell), Forest Drive (on the panel).
    moves = [
        entry(shown, "High Street", 2),
        shown.layout().cell_box("A1"),
        shown.layout().tile_box(game.dress.number("Mill Lane")),
        entry(shown, "Forest Drive"),
    ]
    for count, box in enumerate(moves, start=1):
        click(shown, box)
        wait_for_picks(shown, count)
        assert_in_step(shown)
    assert [game.dress.item(n) for n in game.picks] == ["High Street", "Old Road", "Mill Lane", "Forest Drive"]
    assert views(shown, game.dress.number("High Street")) == ({PAPER}, ["X"] * 6)  # four towns, a cell, a tile
    item = canvas.find_withtag(f"item-name-{game.dress.number('Old Road')}")[0]
    assert canvas.itemcget(item, "fill") == MARK["O"]
    assert status(shown).startswith("O claimed Forest Drive. X's turn: click a free road, cell or tile")
    assert not canvas.find_withtag("reveal")  # the numbers stay hidden until the end
    click(shown, shown.layout().cell_box(cell_of(game.dress.number("River Road"))))
    pump(shown.root, lambda: game.over)
    assert_in_step(shown)
    glenby = [game.dress.number(road) for road in ("High Street", "Mill Lane", "River Road")]
    assert {fill for n in glenby for fill in views(shown, n)[0]} == {LINE}
    assert len(canvas.find_withtag("won")) == 1
    assert canvas.itemcget(canvas.find_withtag("town-Glenby")[0], "fill") == INK
    assert canvas_text(shown, "caption") == "X wins!"
    assert canvas_text(shown, "subcaption") == (
        "X wins with every road through Glenby (High Street, Mill Lane, River Road)."
    )
    # The reveal: each road's number on its entries, and each road in its cell of the Luo Shu.
    for number in range(1, 10):
        assert {str(canvas.itemcget(i, "text")) for i in canvas.find_withtag(f"item-number-{number}")} == {str(number)}
        assert canvas_text(shown, f"cell-item-{number}") == game.dress.item(number)
    assert canvas_text(shown, "footer") == (
        "Each road stands for a number, and the roads through a town are three numbers that sum to 15: the lines "
        "of the Luo Shu. Every road through Glenby: 2 + 5 + 8 = 15, diagonal A3-C1 of the grid."
    )


def test_hover_lights_a_number_in_all_three_views(window: Any, tmp_path: Path) -> None:
    from luoshu.window.palette import HOVER, PAPER

    shown = window(Session(dress="jam", seed=1))
    old_road = shown.session.dress.number("Old Road")
    point_at(shown, entry(shown, "Old Road", 1))
    pump(shown.root, lambda: fill(shown, f"cell-{old_road}") == HOVER)
    assert views(shown, old_road)[0] == {HOVER}  # its cell, its tile, and the road in all three of its towns
    assert views(shown, 5)[0] == {PAPER}
    shown.root.update()
    screen = Screenshot(shown, tmp_path, "jam-hover")
    for box in (shown.layout().cell_box(cell_of(old_road)), entry(shown, "Old Road", 0)):  # on the screen too
        rect = canvas_to_screen(shown, box)
        assert screen.count(HOVER, rect) > 0.5 * (rect[2] - rect[0]) * (rect[3] - rect[1])
    point_at(shown, shown.layout().tile_box(5))  # and back: a tile lights its entries
    pump(shown.root, lambda: fill(shown, "cell-5") == HOVER)
    assert views(shown, 5)[0] == {HOVER}
    assert len(shown.canvas.find_withtag("item-5")) == 4  # High Street runs through four towns
    assert views(shown, old_road)[0] == {PAPER}


def test_hints_colour_and_sign_every_view_of_a_disguise(window: Any) -> None:
    from luoshu.window.palette import HINT, PAPER

    shown = window(Session(x="human", o="human", dress="jam", picks=[5, 2, 8]))  # O: 4 and 6 draw, the rest lose
    shown.hint()
    canvas, dress = shown.canvas, shown.session.dress
    for number in range(1, 10):
        outcome = Outcome.DRAW if number in (4, 6) else Outcome.LOSS
        assert views(shown, number)[0] == ({HINT[outcome]} if number in shown.session.position.free else {PAPER})
    signs = [str(canvas.itemcget(i, "text")) for i in canvas.find_withtag("hint")]
    entries = {n: len(shown.layout().item_boxes(n)) for n in range(1, 10)}
    assert signs.count("= draw") == 4  # on two cells and two tiles; the entries have room for the sign alone
    assert signs.count("=") == entries[4] + entries[6]
    assert signs.count("\u2212") == sum(entries[n] for n in (1, 3, 7, 9))
    shown.hover(dress.number("Old Road"))
    assert status(shown) == "Old Road: a draw."
    shown.hover(None)
    assert status(shown).endswith("Best: Old Road, Quarry Way.")


def test_gui_plays_the_word_game_with_words_of_your_own(gui: Callable[..., Any]) -> None:
    shown = gui("--game", "words", "--words", WORDS, "--opponent", "human")
    game = shown.session
    assert shown.root.title() == "luoshu - The word game"
    names = [canvas_text(shown, f"item-name-{number}") for _, (number,) in shown.layout().rows]
    assert names == sorted(WORDS.split(","))  # one entry a word, in the order of the alphabet
    assert canvas_text(shown, "subcaption") == (
        "Take turns claiming words; the first to hold three words that share a letter wins."
    )
    number = game.dress.number
    press(shown, str(number("hare")))  # a key, an entry, a tile, a key, a cell
    wait_for_picks(shown, 1)
    click(shown, entry(shown, "edit"))
    wait_for_picks(shown, 2)
    click(shown, shown.layout().tile_box(number("hot")))
    wait_for_picks(shown, 3)
    press(shown, str(number("swap")))
    wait_for_picks(shown, 4)
    assert_in_step(shown)
    click(shown, shown.layout().cell_box(cell_of(number("hips"))))
    pump(shown.root, lambda: game.over)
    assert_in_step(shown)
    assert [game.dress.item(n) for n in game.picks] == ["hare", "edit", "hot", "swap", "hips"]
    assert canvas_text(shown, "subcaption") == "X wins with three words with an h (hare, hips, hot)."
    assert status(shown) == "X claimed hips. X wins with three words with an h (hare, hips, hot)."
    assert "three words that share a letter are three numbers that sum to 15" in canvas_text(shown, "footer")
    assert canvas_text(shown, f"item-number-{number('tack')}") == str(number("tack"))


def test_gui_plays_a_game_given_as_sets_in_a_file(gui: Callable[..., Any], tmp_path: Path) -> None:
    sets = tmp_path / "colours.json"
    sets.write_text(json.dumps(COLOURS))
    shown = gui("--sets", str(sets), "--opponent", "human")
    game = shown.session
    assert shown.root.title() == "luoshu - colours.json"
    assert canvas_text(shown, "footer").startswith("An item, its cell and its number are one move")
    # X takes the diagonal red, magenta, grey of the colours' grid; O takes green and white.
    moves = [
        entry(shown, "red"),
        shown.layout().cell_box(cell_of(game.dress.number("green"))),
        shown.layout().tile_box(game.dress.number("magenta")),
        entry(shown, "white"),
        entry(shown, "grey"),
    ]
    for count, box in enumerate(moves, start=1):
        click(shown, box)
        wait_for_picks(shown, count)
        assert_in_step(shown)
    assert game.over
    assert game.position.winner == "X"
    assert canvas_text(shown, "caption") == "X wins!"
    made = sorted(game.position.completed or ())
    assert sorted(game.dress.item(n) for n in made) == ["grey", "magenta", "red"]
    assert sum(made) == 15
    assert canvas_text(shown, f"cell-item-{made[0]}") == game.dress.item(made[0])


def test_a_jam_game_saved_opens_as_jam_and_saves_the_same(window: Any, tmp_path: Path) -> None:
    jam = window(Session(dress="jam", seed=1, level="casual"))
    click(jam, entry(jam, "High Street"))
    wait_for_picks(jam, 2)  # the computer's reply
    reply = jam.session.dress.item(jam.session.picks[1])
    assert status(jam).startswith(f"The computer (O) claimed {reply}. Your turn (X)")
    path = tmp_path / "jam.json"
    jam.save_to(str(path))
    saved = json.loads(path.read_text())
    assert (saved["mode"], saved["disguise"]["name"], saved["picks"]) == ("jam", "jam", list(jam.session.picks))
    # Opened in a window that shows the numbers: the roads come with it, and the computer plays on.
    shown = window(Session(seed=2))
    assert shown.canvas.find_withtag("item") == ()
    shown.open_from(str(path))
    game = shown.session
    assert game.picks == jam.session.picks
    assert (game.dress.name, game.level) == ("jam", "casual")
    assert shown.root.title() == "luoshu - Jam"
    assert status(shown) == f"Opened {path}: 2 picks so far."
    shown.root.update()
    assert_in_step(shown)
    assert views(shown, game.dress.number("High Street"))[1] == ["X"] * 6
    again = tmp_path / "again.json"
    shown.save_to(str(again))
    assert again.read_text() == path.read_text()


def test_the_smallest_disguise_window_shows_every_name_and_the_bar(window: Any, tmp_path: Path) -> None:
    from luoshu.window.palette import DISGUISE_MIN_SIZE

    # A misère Jam game that O lost to the computer, with its reveal: the most there is to show.
    rules = Rules(misere=True)
    shown = window(Session(x="computer", o="human", rules=rules, dress="jam", seed=1, picks=[6, 2, 4, 5, 7, 3, 9, 8]))
    assert shown.session.position.winner == "X"
    shrink(shown, DISGUISE_MIN_SIZE)
    assert_the_bar_shows_in_full(shown, Screenshot(shown, tmp_path, "jam-smallest"))
    canvas = shown.canvas
    names = [str(canvas.itemcget(i, "text")) for n in range(1, 10) for i in canvas.find_withtag(f"item-name-{n}")]
    assert len(names) == 24
    assert set(names) == set(shown.session.dress.names)  # none cut short
    # Everything drawn lies on the canvas.
    left, top, right, bottom = canvas.bbox("all")
    assert left >= 0
    assert top >= 0
    assert right <= canvas.winfo_width()
    assert bottom <= canvas.winfo_height()


def test_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the usual grey that just fails


def test_every_text_colour_reads_on_every_fill_at_4_5_to_1() -> None:
    pytest.importorskip("tkinter")
    from luoshu.window.palette import (
        BACKGROUND,
        BOX_FILLS,
        HINT,
        HOVER,
        INK,
        LABEL,
        LINE,
        MARK,
        PAPER,
        TEXT_COLOURS,
    )

    assert set(BOX_FILLS) == {PAPER, HOVER, LINE, *HINT.values()}  # every fill a box can have
    assert set(TEXT_COLOURS) == {INK, LABEL, *MARK.values()}
    weak = [
        (text, ground, round(contrast(text, ground), 2))
        for text, ground in itertools.product(TEXT_COLOURS, (*BOX_FILLS, BACKGROUND))
        if contrast(text, ground) < 4.5
    ]
    assert weak == []


def test_the_hint_colours_differ_for_red_green_colour_blindness() -> None:
    pytest.importorskip("tkinter")
    from luoshu.window.palette import HINT

    # Protanopia and deuteranopia as linear-RGB projections (Viénot, Brettel and Mollon 1999).
    simulations = [
        ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0)),
        ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0)),
    ]

    def seen(colour: str, matrix: tuple[tuple[float, float, float], ...]) -> list[float]:
        linear = [(c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in rgb(colour)]
        mixed = [min(max(sum(m * v for m, v in zip(row, linear, strict=True)), 0.0), 1.0) for row in matrix]
        return [255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055) for v in mixed]

    for matrix in simulations:
        for a, b in itertools.combinations(HINT.values(), 2):
            distance = sum((p - q) ** 2 for p, q in zip(seen(a, matrix), seen(b, matrix), strict=True)) ** 0.5
            assert distance > 25, (a, b)
    # The old green and red, which these colours replaced, would fail.
    old_win, old_loss = "#b9e4b0", "#f2b8b0"
    deuteranopia = simulations[1]
    assert (
        sum((p - q) ** 2 for p, q in zip(seen(old_win, deuteranopia), seen(old_loss, deuteranopia), strict=True)) ** 0.5
        < 25
    )


def test_the_window_answers_while_the_computer_thinks(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's search is held on its thread until the test lets it go (a big game's search, as far as the
    window can tell): what the window does meanwhile, it does while the search is still under way."""
    game = Session(seed=1)
    thinking = Session.computer_choice
    searching, go = threading.Event(), threading.Event()

    def held(self: Session, position: Any = None) -> int:
        searching.set()
        go.wait(20)
        return thinking(self, position)

    monkeypatch.setattr(Session, "computer_choice", held)
    shown = window(game)
    root = shown.root
    try:
        click(shown, shown.layout().cell_box("B2"))  # a cell of the grid: the number 5
        pump(root, searching.is_set)
        click(shown, shown.layout().tile_box(1))  # a click while it thinks is answered, and refused
        pump(root, lambda: status(shown) == "It is the computer's turn.")
        assert shown._thinking is not None
        assert shown._thinking.is_alive()  # still held: the window answered during the search
        assert game.picks == (5,)
        go.set()
        pump(root, lambda: len(game.picks) == 2)
        assert 1 not in game.position.x  # the refused click never became a move
        click(shown, shown.layout().tile_box(5))  # a taken number: refused, and the status line says why
        pump(root, lambda: status(shown) == "5 is taken by X; choose a free one.")
        assert len(game.picks) == 2
        # A pick for a game that changed meanwhile is dropped: take the move back while it thinks.
        searching.clear()
        go.clear()
        shown.play(min(game.position.free))
        pump(root, searching.is_set)
        before = game.picks[:2]
        shown.undo()
        assert game.picks == before
        go.set()
        pump(root, lambda: shown._thinking is None and shown._pending is None)
        assert game.picks == before
        assert game.human_to_move
    finally:
        go.set()  # a failed check leaves no search held for the fixture to wait on


def test_numbers_past_nine_are_typed_digit_by_digit(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Session(x="human", o="human", rules=Rules.order(4))
    shown = window(game)
    root = shown.root
    # The pause for a second digit made a minute: what is played while it lasts is played without waiting for it.
    monkeypatch.setattr("luoshu.window.window.TYPING_MS", 60_000)
    press(shown, "1")
    pump(root, lambda: status(shown) == "Typed 1...")  # 1, or 10-16: it waits for a second digit
    assert game.picks == ()
    press(shown, "2")
    pump(root, lambda: game.picks == (12,))
    press(shown, "3")  # no number of 1-16 begins with 3 but 3 itself: played at once
    pump(root, lambda: game.picks == (12, 3))
    monkeypatch.setattr("luoshu.window.window.TYPING_MS", 20)
    press(shown, "1")  # played once no second digit comes
    pump(root, lambda: game.picks == (12, 3, 1))
    press(shown, "0")
    pump(root, lambda: status(shown) == "0 is not a number 1-16.")


@pytest.mark.parametrize("name", CHINESE)
def test_the_whole_window_speaks_chinese_from_start_to_end(
    name: str, window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from luoshu.window.dialogs import ask_where_to_save, ask_which_to_open

    monkeypatch.chdir(tmp_path)  # the file dialogs show this empty folder
    language.speak(name)
    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    seen = {"start": everything_shown(shown)}
    shown.play(8)
    pump(root, lambda: len(game.picks) == 2)  # the computer's reply
    seen["reply"] = everything_shown(shown)
    shown.hint()
    free = min(game.position.free)
    shown.hover(free)  # the status line says what that pick leads to
    seen["hint"] = everything_shown(shown)
    shown.hover(None)
    shown.level.set("casual")
    shown.change_level()
    seen["level"] = everything_shown(shown)
    shown.type_digit("0")
    seen["typed"] = everything_shown(shown)
    (tmp_path / "notes.txt").write_text("not a game")
    shown.open_from(str(tmp_path / "notes.txt"))
    seen["not opened"] = everything_shown(shown)
    shown.save_to(str(tmp_path / "game.json"))
    seen["saved"] = everything_shown(shown)
    shown.show_help()
    seen["help"] = everything_shown(shown)
    assert shown.help_window is not None
    shown.help_window.destroy()
    read = in_a_dialog(root, "no")
    assert shown.ask_to_give_up() is False
    seen["give up?"] = read
    for ask in (ask_where_to_save, ask_which_to_open):
        read = in_a_dialog(root, "cancel")
        assert ask(root) == ""
        seen[ask.__name__] = read
    read = in_a_dialog(root, "no")
    assert shown.confirm_replace(str(tmp_path / "notes.txt")) is False
    seen["replace?"] = read
    while not game.over:  # to the end, each time the first free number: the scorecard on the status line
        shown.play(min(game.position.free))
        pump(root, lambda: game.over or game.human_to_move)
    seen["over"] = everything_shown(shown)
    for state, shown_texts in seen.items():
        assert shown_texts, state
        assert_speaks(name, shown_texts)


@pytest.mark.parametrize("name", TRADITIONAL)
def test_the_product_game_and_two_people_speak_chinese_too(name: str, window: Any) -> None:
    language.speak(name)
    shown = window(Session(dress="product", x="human", o="human"))
    game = shown.session
    assert_speaks(name, everything_shown(shown))
    for number in (2, 1, 5, 3, 8):  # X takes 2, 5, 8: a line
        shown.play(number)
    assert game.over
    assert_speaks(name, everything_shown(shown))


@pytest.mark.parametrize(("environment", "name", "yes", "no"), [("zh_CN.UTF-8", "en", "Yes", "No"),
                                                                 ("en_US.UTF-8", "zh_TW", "是", "否")])  # fmt: skip
def test_tks_own_buttons_speak_the_windows_language_not_the_environments(
    environment: str, name: str, yes: str, no: str, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", environment)  # Tk reads it when it starts, and has its own Simplified Chinese
    language.speak(name)  # what --lang chose
    shown = window(Session(seed=1))
    read = in_a_dialog(shown.root, "no")
    assert shown.ask_to_give_up() is False
    assert yes in read, read
    assert no in read, read


def test_the_event_loop_speaks_the_windows_language_whatever_context_runs_it(window: Any) -> None:
    with language.speaking("zh_TW"):
        shown = window(Session(seed=1))
    heard: list[tuple[str, str]] = []

    def in_the_loop() -> None:
        shown.hint()  # a callback: its notice is made now
        heard.append((language.spoken(), str(shown.status.cget("text"))))
        shown.root.quit()

    shown.root.after(50, in_the_loop)
    shown.run()  # in the test's context, which speaks English
    assert heard[0][0] == "zh_TW"
    assert_speaks("zh_TW", [heard[0][1]])


def test_luoshu_gui_opens_the_game_of_its_options_in_the_language_asked_for_and_quits_on_ctrl_q(display: str) -> None:
    """One real ``luoshu gui`` process: the order-4 game (its tiles alone), in Traditional Chinese asked for by
    --lang in an English environment, closed by Ctrl+Q with status 0."""
    env = {**os.environ, "LANG": "en_US.UTF-8"}
    arguments = ["--order", "4", "--opponent", "human", "--lang", "zh-TW"]
    title = "4 階魔方陣遊戲（從 1-16 中取 4 個數，和為 34）"  # the catalogue's "the order-4 game (...)"
    gui = subprocess.Popen([sys.executable, "-m", "luoshu", "gui", *arguments], env=env)
    try:
        found = subprocess.run(  # xdotool's pattern matches ASCII alone: the title is read back whole
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "^luoshu", "getwindowname", "%@"],
            capture_output=True,
            text=True,
            timeout=20,
        )
        assert found.stdout.strip() == f"luoshu - {title}"
        window_id = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", "^luoshu"], capture_output=True, text=True, check=True
        ).stdout.split()[0]
        subprocess.run(["xdotool", "mousemove", "--window", window_id, "200", "200"], check=True)
        subprocess.run(["xdotool", "key", "ctrl+q"], check=True)
        assert gui.wait(timeout=10) == 0
    finally:
        if gui.poll() is None:
            gui.kill()


@pytest.mark.parametrize(("name", "script"), [("zh_CN", "SC"), ("zh_TW", "TC")])
def test_a_chinese_window_draws_in_a_family_made_for_its_script(name: str, script: str, window: Any) -> None:
    drawing = chinese_families(name)
    assert drawing, "no font that draws Chinese (.ci/run installs fonts-noto-cjk)"
    language.speak(name)
    shown = window(Session(seed=1))
    assert shown.family in drawing
    if f"Noto Sans CJK {script}" in drawing:  # Debian's fonts-noto-cjk: the script's own
        assert shown.family == f"Noto Sans CJK {script}"
    root = shown.root
    for named in ("TkDefaultFont", "TkMenuFont", "TkTextFont"):  # menus, buttons, labels, Tk's dialogs
        assert tkinter.font.nametofont(named, root).actual("family") == shown.family
    (caption,) = shown.canvas.find_withtag("caption")
    drawn = tkinter.font.Font(root=root, font=shown.canvas.itemcget(caption, "font"))
    assert drawn.actual("family") == shown.family


def test_an_english_window_keeps_its_look(window: Any) -> None:
    from luoshu.window.palette import FAMILY

    plain = tkinter.Tk()  # Tk's own fonts, untouched by any window
    try:
        before = {named: tkinter.font.nametofont(named, plain).actual() for named in ("TkDefaultFont", "TkMenuFont")}
    finally:
        plain.destroy()
    shown = window(Session(seed=1))
    assert shown.family == FAMILY
    after = {named: tkinter.font.nametofont(named, shown.root).actual() for named in ("TkDefaultFont", "TkMenuFont")}
    assert after == before


def assert_a_long_chinese_status_breaks_between_characters_within_the_label(shown: Any) -> None:
    """The status line at the end of a game (the result and the scorecard, a long Chinese text)."""
    root = shown.root
    shown.hover(None)
    root.update()
    status = shown.status
    font = tkinter.font.Font(font=status.cget("font"))
    room = int(str(status.cget("wraplength")))
    lines = str(status.cget("text")).split("\n")
    said = str(shown._status_said)
    assert any(ord(c) > 0x2E80 for c in said)  # Chinese
    assert font.measure(said.replace("\n", "")) > room  # too long for one line
    for line in lines:
        assert font.measure(line) <= room, line  # Tk need not break it again: it fits as it is
        assert not line or line[0] not in CLOSING, line
    # nothing lost (a hint's sign keeps to its word with a space no line breaks at)
    assert "".join(lines).replace(" ", "").replace("\xa0", "") == said.replace("\n", "").replace(" ", "")
    assert status.winfo_rootx() + status.winfo_width() <= root.winfo_rootx() + root.winfo_width()


@pytest.mark.parametrize("name", TRADITIONAL)
def test_nothing_chinese_is_cut_and_a_long_status_breaks_between_characters(name: str, window: Any) -> None:
    language.speak(name)
    shown = window(Session(seed=1))
    root, canvas, game = shown.root, shown.canvas, shown.session
    for state in ("start", "over"):
        if state == "over":
            while not game.over:
                shown.play(min(game.position.free))
                pump(root, lambda: game.over or game.human_to_move)
        root.update()
        width, height = canvas.winfo_width(), canvas.winfo_height()
        for item in canvas.find_all():
            if canvas.type(item) == "text":
                text = str(canvas.itemcget(item, "text"))
                assert not text.endswith("\u2026"), text  # not cut short to fit
                x0, y0, x1, y1 = canvas.bbox(item)
                assert min(x0, y0) >= 0, text
                assert x1 <= width, text
                assert y1 <= height, text
        # The bar's buttons and the status line have the room they ask for; the status wraps, never cuts.
        for widget in (*shown.buttons, shown.status):
            assert widget.winfo_width() >= widget.winfo_reqwidth(), widget.cget("text")
            assert widget.winfo_height() >= widget.winfo_reqheight(), widget.cget("text")
    assert_a_long_chinese_status_breaks_between_characters_within_the_label(shown)
    shown.show_help()
    help_window = shown.help_window
    assert help_window is not None
    root.update()
    for widget in help_window.winfo_children():
        assert widget.winfo_width() >= widget.winfo_reqwidth()
        assert widget.winfo_rootx() + widget.winfo_width() <= help_window.winfo_rootx() + help_window.winfo_width()


@pytest.mark.parametrize("name", TRADITIONAL)
def test_the_status_line_names_the_level_while_the_computer_thinks(
    name: str,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("luoshu.window.window.REPLY_DELAY_MS", 60_000)  # the computer waits: its status stays
    language.speak(name)
    shown = window(Session(x="computer", o="human", level="random"))
    status = str(shown.status.cget("text"))
    assert level_names(name)["random"] in status
    assert "random" not in status


@pytest.mark.parametrize("name", TRADITIONAL)
def test_the_line_under_the_caption_names_the_winning_row_as_the_glossary_does(name: str, window: Any) -> None:
    picks, letter = a_row_won()
    language.speak(name)
    shown = window(Session(dress="grid", x="human", o="human", picks=picks))
    canvas = shown.canvas
    under = " ".join(str(canvas.itemcget(item, "text")) for item in canvas.find_withtag("subcaption"))
    row, _column = lines_of_the_grid(name)
    assert f"{letter} {row}" in under, under
    assert "row" not in under


@pytest.mark.parametrize("name", TRADITIONAL)
@pytest.mark.parametrize("dress", ["fifteen", "grid", "words"])
def test_the_help_in_chinese_is_set_in_full_lines_that_fit(name: str, dress: str, window: Any) -> None:
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
        group = [next(given)]  # a hint's sign is kept with its word by a space no line breaks at
        while "".join(group).replace(" ", "").replace("\xa0", "") != source.replace(" ", ""):
            group.append(next(given))
        for line in group[:-1]:
            assert font.measure(line) > width - 3 * font.measure("中"), (line, group)
    assert next(given, None) is None
    # Tk shows those lines and no more: the label is as tall as they are.
    inside = label.winfo_reqheight() - 2 * int(str(label.cget("pady"))) - 2 * int(str(label.cget("borderwidth")))
    assert round(inside / font.metrics("linespace")) == len(lines)
