"""Issue 28: the window in Simplified and Traditional Chinese, on a virtual screen (Xvfb, as tests/test_window.py).

Every text the window shows is read back from Tk itself, widget by widget (each widget's text, each menu's
entries, each window's title, each text on the canvas), Tk's own dialogs included (the question's buttons, the
file dialog's labels), through a game from its start to its end. The oracles are independent of luoshu's
catalogues: an English sentence is two English words of three letters or more in a row (tokens a program reads,
such as A1-C3, X, O, luoshu, keys and file names, are not words of a sentence); a simplified-only character is one
of a list written here by hand; a family that draws Chinese is one that fontconfig (``fc-list :lang=zh-tw``) says
covers the language. At the end: the level named in the thinking status, the winning line under the caption as
the glossary names it, and the help set in full Chinese lines (the names' tests, tests/test_issue28_names.py).
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import tkinter
import tkinter.font
from pathlib import Path
from typing import Any

import oracle
import pytest
from test_issue28_names import level_names, lines_of_the_grid
from windowing import pump

from luoshu.rules import Position
from luoshu.session import Session
from luoshu.session.captions import how_to_play
from luoshu.words import language

CHINESE = ("zh_CN", "zh_TW")

SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样让还没结记录档错误语词轮谁从无题"
    "标与种据简体书边来东过胜负电脑难换觉级复读写头长门问马实现发车区两处带传经给纸宫凑连组获释讲证谜键钮执动则"
    "规决闭隐夹类盖权"
)
"""Characters written one way on the mainland and another in Taiwan (这/這, 们/們, 数/數 ...), in the simplified
form: none may appear in a Traditional window. Written out by hand, from no catalogue of ours."""

TOKENS = re.compile(
    r"\S*[/\\]\S*"  # a path (the file dialog's folder)
    r"|\S+\.(?:json|txt)\b"  # a file name
    r"|\bluoshu\b"
    r"|\b(?:Ctrl|Alt|Shift)\+\w+"  # a key
)
"""What a Chinese window may show in Latin letters without being English: paths, file names, luoshu, keys."""

ENGLISH_SENTENCE = re.compile(r"[A-Za-z]{3,}(?:[\s,.;:!?'()\-]+[A-Za-z]{3,})+")
"""Two or more English words of three letters or more, one after another: a sentence (or part of one) left."""


def english_left(text: str) -> list[str]:
    """The English sentences in a text, once its tokens are taken out.

    >>> english_left("取 5 (B2)，luoshu 存檔 (*.json)，按 Ctrl+Z"), english_left("未儲存：disk full")
    ([], ['disk full'])
    """
    return ENGLISH_SENTENCE.findall(TOKENS.sub(" ", text))


def has_chinese(text: str) -> bool:
    return any("\u4e00" <= character <= "\u9fff" for character in text)


# The screen and the window ----------------------------------------------------------------------------------------


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

    def look() -> None:
        for child in root.tk.call("winfo", "children", "."):
            path = str(child)
            if "__tk" in path and int(root.tk.call("winfo", "ismapped", path)):
                read.extend(texts(root, path))
                button = f"{path}.{answer}" if "messagebox" in path else f"{path}.contents.f2.{answer}"
                root.tk.call(button, "invoke")
                return
        root.after(100, look)

    root.after(100, look)
    return read


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


# Every word in Chinese --------------------------------------------------------------------------------------------


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


@pytest.mark.parametrize("name", CHINESE)
def test_the_product_game_and_two_people_speak_chinese_too(name: str, window: Any) -> None:
    language.speak(name)
    shown = window(Session(dress="product", x="human", o="human"))
    game = shown.session
    assert_speaks(name, everything_shown(shown))
    for number in (2, 1, 5, 3, 8):  # X takes 2, 5, 8: a line
        shown.play(number)
    assert game.over
    assert_speaks(name, everything_shown(shown))


# The language chosen is the one spoken, in Tk's own dialogs, the event loop and the computer's thread --------------


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


def test_the_computer_thinks_in_the_language_of_the_window_that_asked() -> None:
    from luoshu.window.thinking import Thinking

    session = Session(seed=1)
    heard = []

    def choose(position: Position | None = None) -> int:
        heard.append(language.spoken())
        return 5

    session.computer_choice = choose  # type: ignore[method-assign]  # the computer's choice, overheard
    with language.speaking("zh_TW"):
        thinking = Thinking(session, 0.0)
    thinking.start()
    thinking.join()
    assert (heard, thinking.pick) == (["zh_TW"], 5)


@pytest.mark.parametrize(("arguments", "environment", "title"), [(["--lang", "zh-TW"], "en_US.UTF-8", "湊十五"),
                                                                 ([], "zh_CN.UTF-8", "凑十五")])  # fmt: skip
def test_luoshu_gui_opens_in_the_language_asked_for(
    arguments: list[str], environment: str, title: str, display: str
) -> None:
    env = {**os.environ, "LANG": environment}
    gui = subprocess.Popen([sys.executable, "-m", "luoshu", "gui", *arguments, "--opponent", "human"], env=env)
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


# Type that draws Chinese, and nothing cut -------------------------------------------------------------------------


def chinese_families(name: str) -> set[str]:
    """The families fontconfig says draw a language (``zh-cn``, ``zh-tw``): the oracle for a CJK family."""
    found = subprocess.run(
        ["fc-list", f":lang={name.lower().replace('_', '-')}", "family"], capture_output=True, text=True, check=True
    )
    return {family.strip() for line in found.stdout.splitlines() for family in line.split(",")}


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


@pytest.mark.parametrize("name", CHINESE)
def test_nothing_chinese_is_cut(name: str, window: Any) -> None:
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
    shown.show_help()
    help_window = shown.help_window
    assert help_window is not None
    root.update()
    for widget in help_window.winfo_children():
        assert widget.winfo_width() >= widget.winfo_reqwidth()
        assert widget.winfo_rootx() + widget.winfo_width() <= help_window.winfo_rootx() + help_window.winfo_width()


# Names and lines as a person reads them, and the help set as Chinese is (issue 28, the names) ----------------------
# The oracles: the glossary (read by tests/test_issue28_names.py), the Luo Shu of tests/oracle.py, and Tk's own
# measure of the help's font.

CLOSING = "，。、：；！？）」』”’"
"""Chinese punctuation that closes what comes before it: no line may begin with it."""


@pytest.mark.parametrize("name", CHINESE)
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


def a_row_won() -> tuple[list[int], str]:
    """Picks in which X completes the Luo Shu's middle row, and that row's letter (from the oracle's square)."""
    index = 1
    row = list(oracle.LUO_SHU[index])
    other = [n for n in range(1, 10) if n not in row][:2]
    return [row[0], other[0], row[1], other[1], row[2]], "ABC"[index]


@pytest.mark.parametrize("name", CHINESE)
def test_the_line_under_the_caption_names_the_winning_row_as_the_glossary_does(name: str, window: Any) -> None:
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


@pytest.mark.parametrize("name", CHINESE)
def test_a_long_chinese_status_breaks_between_characters_within_the_label(name: str, window: Any) -> None:
    language.speak(name)
    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    while not game.over:  # the end: the result and the scorecard on the status line, a long Chinese text
        shown.play(min(game.position.free))
        pump(root, lambda: game.over or game.human_to_move)
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
