"""The real window, on a virtual screen: clicks go through the X server, and a screenshot shows it drew.

.ci/run installs Xvfb, xdotool and ImageMagick where they are missing, so that this runs in CI.
"""

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from luoshu.cli import cli
from luoshu.session import Session

TOOLS = ("Xvfb", "xdotool", "import")


@pytest.fixture
def display(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (.ci/run installs them)")
    number = next(n for n in range(140, 200) if not os.path.exists(f"/tmp/.X11-unix/X{n}"))
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not os.path.exists(f"/tmp/.X11-unix/X{number}"):
        assert time.monotonic() < deadline, "Xvfb did not start in time"
        assert server.poll() is None, "Xvfb exited"
        time.sleep(0.05)
    monkeypatch.setenv("DISPLAY", f":{number}")
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


def pump(root: object, until: Callable[[], bool], seconds: float = 5) -> None:
    """Let Tk handle events until ``until()`` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the window did not respond in time"
        root.update()  # type: ignore[attr-defined]
        time.sleep(0.01)


def click(window: object, box: tuple[float, float, float, float]) -> None:
    canvas = window.canvas  # type: ignore[attr-defined]
    x = canvas.winfo_rootx() + (box[0] + box[2]) / 2
    y = canvas.winfo_rooty() + (box[1] + box[3]) / 2
    subprocess.run(["xdotool", "mousemove", "--sync", str(int(x)), str(int(y)), "click", "1"], check=True)


def colour_count(ppm: bytes, rgb: tuple[int, int, int]) -> int:
    """How many pixels of a binary PPM have exactly this colour."""
    parts = ppm.split(maxsplit=4)
    assert parts[0] == b"P6"
    assert parts[3] == b"255"
    pixels = parts[4]
    wanted = bytes(rgb)
    return sum(1 for i in range(0, len(pixels) - 2, 3) if pixels[i : i + 3] == wanted)


def test_window_plays_clicks_from_both_views_and_draws(display: str, tmp_path: Path) -> None:
    tkinter = pytest.importorskip("tkinter")
    from luoshu.window import Window

    root = tkinter.Tk()
    try:
        window = Window(Session(seed=1), root)
        pump(root, lambda: root.winfo_viewable() and window.canvas.winfo_width() > 100)
        game = window.session
        click(window, window.cell_box("B2"))  # a cell of the grid: the number 5
        pump(root, lambda: game.picks[:1] == (5,))
        pump(root, lambda: len(game.picks) == 2)  # the computer's reply
        free = min(game.position.free)
        click(window, window.tile_box(free))  # a tile of the numbers
        pump(root, lambda: game.picks[2:3] == (free,))
        pump(root, lambda: len(game.picks) == 4)
        window.hint()
        root.update()
        wide = window.cell_box("A1")
        root.geometry("600x340")  # the window can be resized, and the drawing follows
        pump(root, lambda: window.canvas.winfo_width() < 650)
        root.update()
        narrow = window.cell_box("A1")
        assert narrow[2] - narrow[0] < wide[2] - wide[0]
        assert window.at((narrow[0] + narrow[2]) / 2, (narrow[1] + narrow[3]) / 2) == 4
        shot = tmp_path / "window.png"
        raw = tmp_path / "window.ppm"
        subprocess.run(["import", "-window", "root", str(shot)], check=True)
        subprocess.run(["import", "-window", "root", "-depth", "8", str(raw)], check=True)
        assert shot.stat().st_size > 1000
        pixels = raw.read_bytes()
        assert colour_count(pixels, (0xC0, 0x39, 0x2B)) > 200  # X's red, in both views
        assert colour_count(pixels, (0x1F, 0x5F, 0xA8)) > 200  # O's blue
        assert colour_count(pixels, (0xE6, 0xE6, 0xE6)) + colour_count(pixels, (0xF2, 0xB8, 0xB0)) > 1000  # hints
    finally:
        root.destroy()


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
