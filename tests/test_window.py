"""The real window, on a virtual screen: clicks and keys go through the X server, and screenshots show what
it drew.

.ci/run installs Xvfb, xdotool and ImageMagick where they are missing, so that this runs in CI.
"""

import itertools
import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.rules import Rules
from luoshu.session import Session
from luoshu.solver import Outcome

TOOLS = ("Xvfb", "xdotool", "import")
Rect = tuple[float, float, float, float]
RGB = tuple[int, int, int]


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """One virtual screen for the module: Tk keeps its connection to a display for the life of the process."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (.ci/run installs them)")
    # Xvfb picks a free display number itself and writes it to the pipe once it is ready for clients.
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        ready, _, _ = select.select([pipe], [], [], 10)
        number = pipe.readline().strip() if ready else ""
    if not number.isdigit():
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start in time")
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv("DISPLAY", f":{number}")
        yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture
def window(display: str) -> Iterator[Callable[[Session], Any]]:
    """Opens a window onto a session, shown and laid out; destroys it after the test."""
    tkinter = pytest.importorskip("tkinter")
    from luoshu.window import Window

    roots = []

    def open_window(session: Session) -> Any:
        # The pointer starts off the window, so that nothing is lit up by the last test's hovering.
        subprocess.run(["xdotool", "mousemove", "1020", "760"], check=True)
        root = tkinter.Tk()
        roots.append(root)
        shown = Window(session, root)
        pump(root, lambda: root.winfo_viewable() and shown.canvas.winfo_width() > 100)
        return shown

    yield open_window
    for root in roots:
        root.destroy()


def pump(root: Any, until: Callable[[], object], seconds: float = 5) -> None:
    """Let Tk handle events until ``until()`` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the window did not respond in time"
        root.update()
        time.sleep(0.01)


def wait_for_picks(window: Any, count: int) -> None:
    pump(window.root, lambda: len(window.session.picks) == count)


def centre(window: Any, box: Rect) -> tuple[int, int]:
    """A box's centre on the screen."""
    return int(window.canvas.winfo_rootx() + (box[0] + box[2]) / 2), int(
        window.canvas.winfo_rooty() + (box[1] + box[3]) / 2
    )


def click(window: Any, box: Rect) -> None:
    x, y = centre(window, box)
    subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", "1"], check=True)


def press(window: Any, *keys: str) -> None:
    """Keys typed with the pointer over the window (with no window manager, the focus follows the pointer)."""
    x, y = centre(window, (0, 0, window.canvas.winfo_width(), window.canvas.winfo_height()))
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "key", *keys], check=True)


def rgb(colour: str) -> RGB:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


class Screenshot:
    """The whole virtual screen, as pixels."""

    def __init__(self, folder: Path) -> None:
        raw = folder / "screen.ppm"
        subprocess.run(["import", "-window", "root", "-depth", "8", str(raw)], check=True)
        parts = raw.read_bytes().split(maxsplit=4)
        assert parts[0] == b"P6"
        assert parts[3] == b"255"
        self.width, self.height, self.pixels = int(parts[1]), int(parts[2]), parts[4]

    def colours(self, rect: Rect | None = None) -> list[RGB]:
        """The pixels of a screen rectangle (left, top, right, bottom), or of the whole screen."""
        left, top, right, bottom = (int(v) for v in rect or (0, 0, self.width, self.height))
        found = []
        for y in range(max(top, 0), min(bottom, self.height)):
            row = self.pixels[(y * self.width + max(left, 0)) * 3 : (y * self.width + min(right, self.width)) * 3]
            found += [(row[i], row[i + 1], row[i + 2]) for i in range(0, len(row), 3)]
        return found

    def count(self, colour: str, rect: Rect | None = None) -> int:
        wanted = rgb(colour)
        return sum(1 for pixel in self.colours(rect) if pixel == wanted)


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


# Playing


def test_window_plays_clicks_from_both_views_and_draws(window: Any, tmp_path: Path) -> None:
    from luoshu.window import HINT, MARK

    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    click(shown, shown.cell_box("B2"))  # a cell of the grid: the number 5
    pump(root, lambda: game.picks[:1] == (5,))
    pump(root, lambda: len(game.picks) == 2)  # the computer's reply
    reply = game.picks[1]
    assert status(shown).startswith(f"The computer (O) took {reply} (")  # said, and outlined in both views
    assert len(shown.canvas.find_withtag("last")) == 2
    free = min(game.position.free)
    click(shown, shown.tile_box(free))  # a tile of the numbers
    pump(root, lambda: game.picks[2:3] == (free,))
    pump(root, lambda: len(game.picks) == 4)
    shown.hint()
    root.update()
    wide = shown.cell_box("A1")
    root.geometry("640x420")  # the window can be resized, and the drawing follows
    pump(root, lambda: shown.canvas.winfo_width() < 650)
    root.update()
    narrow = shown.cell_box("A1")
    assert narrow[2] - narrow[0] < wide[2] - wide[0]
    assert shown.at((narrow[0] + narrow[2]) / 2, (narrow[1] + narrow[3]) / 2) == 4
    screen = Screenshot(tmp_path)
    assert screen.count(MARK["X"]) > 200  # in both views
    assert screen.count(MARK["O"]) > 200
    assert sum(screen.count(colour) for colour in HINT.values()) > 1000


def test_the_smallest_window_keeps_the_status_line_and_the_buttons(window: Any, tmp_path: Path) -> None:
    from luoshu.window import INK, MIN_SIZE

    # A misère game that O lost to the computer: the longest result line there is, wrapped onto lines.
    rules = Rules(misere=True)
    shown = window(Session(x="computer", o="human", rules=rules, seed=1, picks=[6, 2, 4, 5, 7, 3, 9, 8]))
    root = shown.root
    root.geometry("1x1")  # Tk keeps the window at its minimum size
    pump(root, lambda: (root.winfo_width(), root.winfo_height()) == MIN_SIZE)
    root.update()
    assert "so O loses: X wins" in status(shown)
    window_rect = on_screen(root)
    screen = Screenshot(tmp_path)
    for widget in [shown.status, *shown.buttons]:
        left, top, right, bottom = on_screen(widget)
        assert widget.winfo_ismapped()
        assert window_rect[0] <= left < right <= window_rect[2]
        assert window_rect[1] <= top < bottom <= window_rect[3]
        # Given all the room it asks for: nothing is cut off.
        assert widget.winfo_height() >= widget.winfo_reqheight()
        assert widget.winfo_width() >= min(widget.winfo_reqwidth(), window_rect[2] - window_rect[0])
        dark = [pixel for pixel in screen.colours((left, top, right, bottom)) if sum(pixel) < 200]
        assert len(dark) > 30, f"{widget} shows no text"
    assert screen.count(INK, on_screen(shown.status)) > 20  # the status text's own colour
    line = int(shown.status.tk.call("font", "metrics", shown.status.cget("font"), "-linespace"))
    assert shown.status.winfo_height() >= 2 * line  # the long line wrapped
    # The boards shrank to fit the canvas.
    last_tile = shown.tile_box(9)
    assert last_tile[3] <= shown.canvas.winfo_height()
    assert last_tile[2] <= shown.canvas.winfo_width()


def test_a_refused_click_says_why(window: Any) -> None:
    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    click(shown, shown.cell_box("B2"))
    pump(root, lambda: game.picks[:1] == (5,))
    shown.play(1)  # before the computer has replied
    assert status(shown) == "It is the computer's turn."
    pump(root, lambda: len(game.picks) == 2)
    click(shown, shown.tile_box(5))
    pump(root, lambda: status(shown) == "5 is taken by X; choose a free one.")
    assert game.picks[:1] == (5,)
    assert len(game.picks) == 2


def test_hover_lights_up_the_partner_in_the_other_view(window: Any, tmp_path: Path) -> None:
    from luoshu.window import HOVER, PAPER

    shown = window(Session(seed=1))
    root = shown.root
    x, y = centre(shown, shown.cell_box("B2"))
    subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y)], check=True)
    pump(root, lambda: fill(shown, "tile-5") == HOVER)
    assert fill(shown, "cell-5") == HOVER
    assert fill(shown, "tile-4") == PAPER
    root.update()
    tile = canvas_to_screen(shown, shown.tile_box(5))
    assert Screenshot(tmp_path).count(HOVER, tile) > 0.5 * (tile[2] - tile[0]) * (tile[3] - tile[1])
    x, y = centre(shown, shown.tile_box(4))
    subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y)], check=True)
    pump(root, lambda: fill(shown, "cell-4") == HOVER)  # A1 holds 4
    assert fill(shown, "tile-5") == PAPER


def test_hints_say_their_verdicts_in_signs_and_in_the_players_own_moves(window: Any) -> None:
    from luoshu.window import HINT

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


def test_two_people_play_a_whole_game_by_clicks(window: Any) -> None:
    from luoshu.window import LINE

    shown = window(Session(x="human", o="human"))
    root, game = shown.root, shown.session
    assert canvas_text(shown, "caption") == "X's turn"
    # X takes 2, 6 and 7 (column 3); O takes 1 and 3. Cells and tiles alternate.
    for n, box in enumerate([shown.cell_box("A3"), shown.tile_box(1), shown.cell_box("C3"), shown.tile_box(3)]):
        click(shown, box)
        wait_for_picks(shown, n + 1)
    assert status(shown).startswith("O took 3 (B1).")
    assert canvas_text(shown, "caption") == "X's turn"
    click(shown, shown.tile_box(7))
    pump(root, lambda: game.over)
    assert game.picks == (2, 1, 6, 3, 7)  # nobody else moved
    assert canvas_text(shown, "caption") == "X wins!"
    assert canvas_text(shown, "subcaption").startswith("X wins with 2 + 6 + 7 = 15")
    assert "X wins with 2 + 6 + 7 = 15" in status(shown)
    assert {fill(shown, f"{kind}-{n}") for kind in ("cell", "tile") for n in (2, 6, 7)} == {LINE}
    click(shown, shown.tile_box(9))
    pump(root, lambda: status(shown).startswith("The game is over"))


def test_keys_and_the_help(window: Any) -> None:
    from luoshu.window import HINT

    shown = window(Session(seed=1))
    root, game = shown.root, shown.session
    press(shown, "5")
    pump(root, lambda: len(game.picks) == 2)
    press(shown, "h")
    pump(root, lambda: fill(shown, f"tile-{min(game.position.free)}") in HINT.values())
    press(shown, "ctrl+z")
    pump(root, lambda: game.picks == ())
    press(shown, "8")
    pump(root, lambda: len(game.picks) >= 1)
    press(shown, "ctrl+n")  # while the computer is about to reply: the reply is called off
    pump(root, lambda: game.picks == ())
    deadline = time.monotonic() + 0.6
    while time.monotonic() < deadline:
        root.update()
    assert game.picks == ()
    press(shown, "F1")
    pump(root, lambda: shown.help_window is not None and shown.help_window.winfo_viewable())
    texts = texts_in(shown.help_window)
    assert any(text.startswith("Pick Fifteen: X is you") for text in texts)
    assert {"Ctrl+N", "Ctrl+Z", "Ctrl+S", "Ctrl+O", "Ctrl+Q", "F1", "H"} <= set(texts)


def texts_in(widget: Any) -> list[str]:
    """The texts of a widget's labels and buttons, at any depth."""
    found = []
    for child in widget.winfo_children():
        if "text" in child.configure():
            found.append(str(child.cget("text")))
        found += texts_in(child)
    return found


# Menus, files and rules


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
    shown.first_menu.invoke(1)  # the computer moves first: a new game, and it opens
    assert game.seat("X") == "computer"
    pump(root, lambda: len(game.picks) == 1)
    shown.opponent_menu.invoke(1)  # another person: a new game between two people
    assert (game.seat("X"), game.seat("O"), game.picks) == ("human", "human", ())
    assert shown.first_menu.entrycget(0, "state") == "disabled"


def test_save_then_open_gives_the_same_game(window: Any, tmp_path: Path) -> None:
    shown = window(Session(seed=1, level="casual"))
    root = shown.root
    shown.play(5)
    pump(root, lambda: len(shown.session.picks) == 2)
    saved = shown.session.picks
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


def test_a_file_that_is_not_a_save_is_neither_opened_nor_replaced_without_a_yes(window: Any, tmp_path: Path) -> None:
    shown = window(Session(seed=1))
    shown.play(5)
    pump(shown.root, lambda: len(shown.session.picks) == 2)
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
    shown.confirm_replace = lambda reason: True
    shown.save_to(str(notes))
    assert json.loads(notes.read_text())["picks"] == list(before.picks)


def test_a_game_that_is_not_tic_tac_toe_shows_its_tiles_alone(window: Any) -> None:
    shown = window(Session(x="human", o="human", rules=Rules.order(4)))
    game = shown.session
    assert len(shown.canvas.find_withtag("tile")) == 16
    assert shown.canvas.find_withtag("cell") == ()
    with pytest.raises(ValueError, match="no Luo Shu grid"):
        shown.cell_box("B2")
    assert shown.tile_box(5)[0] == shown.tile_box(1)[0] < shown.tile_box(2)[0]  # rows of four
    assert shown.tile_box(5)[1] > shown.tile_box(4)[3]
    assert "Take turns picking numbers 1-16; the first to hold four that sum to 34 wins." in canvas_text(
        shown, "subcaption"
    )
    for number in range(1, 17):  # X takes the odd numbers, O the even ones, until someone holds a set
        click(shown, shown.tile_box(number))
        wait_for_picks(shown, number)
        if game.over:
            break
    assert game.over
    assert game.position.winner is not None
    assert canvas_text(shown, "caption") == f"{game.position.winner} wins!"


def test_gui_opens_a_numbers_only_game_from_the_options_and_quits_on_ctrl_q(display: str) -> None:
    pytest.importorskip("tkinter")
    gui = subprocess.Popen([sys.executable, "-m", "luoshu", "gui", "--order", "4", "--opponent", "human"])
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "order-4 game"],
            capture_output=True,
            text=True,
            timeout=10,
        )
        window_id = found.stdout.split()[0]
        subprocess.run(["xdotool", "mousemove", "--window", window_id, "200", "200"], check=True)
        subprocess.run(["xdotool", "key", "ctrl+q"], check=True)
        assert gui.wait(timeout=10) == 0
    finally:
        if gui.poll() is None:
            gui.kill()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--order", "4", "--target", "30"], "--order sets the numbers, count and target: drop --target"),
        (["--first", "computer", "--opponent", "human"], "--first computer needs the computer as the opponent"),
        (["--numbers", "10"], "--target is needed"),
    ],
)
def test_gui_refuses_options_that_make_no_game_before_opening_a_window(args: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, ["gui", *args])
    assert result.exit_code == 2
    assert message in result.output


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
        "import sys, luoshu, luoshu.cli.play, luoshu.cli.explore, luoshu.cli.solve, luoshu.cli.window, "
        "luoshu.session, luoshu.explore; print('tkinter' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


# Colours: computed from the constants, so that a palette change that breaks them fails here.


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


def test_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the usual grey that just fails


def test_every_text_colour_reads_on_every_fill_at_4_5_to_1() -> None:
    pytest.importorskip("tkinter")
    from luoshu.window import BACKGROUND, BOX_FILLS, HINT, HOVER, INK, LABEL, LINE, MARK, PAPER, TEXT_COLOURS

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
    from luoshu.window import HINT

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
