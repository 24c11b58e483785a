"""What the window tests share: opening a window onto a session on the run's virtual screen, letting Tk work, and
a person's hands and eyes on that screen (the pointer, the keys, the pixels).

The screen itself is the ``display`` fixture in conftest (one per process); the ``window`` fixture there opens
windows with ``opened_windows`` below.

The hands and eyes are the X server's own: pointer and key events made by the XTest extension (what xdotool
sends) and the screen's pixels read with XGetImage (what ImageMagick's ``import`` reads), asked for through
libX11 from this process rather than by starting a program for each click, key and screenshot. The events reach
Tk through the server, as a person's would: Tk finds the widget under the pointer, and the focus follows it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
import struct
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from luoshu.session import Session

SHOTS = Path(os.environ["LUOSHU_SHOTS"]) if os.environ.get("LUOSHU_SHOTS") else None
"""Where the screenshots go to be looked at (LUOSHU_SHOTS=folder); the test's own folder otherwise."""

AWAY = (1270, 790)
"""A point of the screen (1280x800) that no window covers: the pointer rests there between tests."""


def pump(root: Any, until: Callable[[], object], seconds: float = 10) -> None:
    """Let Tk handle events until ``until()`` holds (``seconds`` only ends a wait that would hang the run)."""
    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "the window did not respond in time"
        root.update()
        if not until():
            time.sleep(0.005)


class _XImage(ctypes.Structure):
    """The head of Xlib's XImage, as far as the pixels."""

    _fields_ = [
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int),
        ("data", ctypes.POINTER(ctypes.c_char)),
        ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int),
        ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int),
        ("bits_per_pixel", ctypes.c_int),
        ("red_mask", ctypes.c_ulong),
        ("green_mask", ctypes.c_ulong),
        ("blue_mask", ctypes.c_ulong),
    ]


ZPIXMAP = 2
ALL_PLANES = ctypes.c_ulong(-1 % 2**64)
MODIFIERS = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L"}


def _library(name: str) -> Any:
    found = ctypes.util.find_library(name)
    assert found, f"lib{name} is not installed (.ci/run installs it with xdotool)"
    return ctypes.CDLL(found)


class Screen:
    """The virtual screen of ``DISPLAY``, through a connection of its own: a person's pointer, keys and eyes."""

    def __init__(self) -> None:
        self.x11, self.xtst = _library("X11"), _library("Xtst")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XGetImage.restype = ctypes.POINTER(_XImage)
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                       ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]  # fmt: skip
        self.x11.XDestroyImage.argtypes = [ctypes.POINTER(_XImage)]
        self.x11.XStringToKeysym.restype = ctypes.c_ulong
        self.x11.XStringToKeysym.argtypes = [ctypes.c_char_p]
        self.x11.XKeysymToKeycode.restype = ctypes.c_ubyte
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        for function in (self.x11.XSync, self.x11.XDisplayWidth, self.x11.XDisplayHeight):
            function.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_ulong]  # fmt: skip
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.name = os.environ["DISPLAY"]
        self.display = self.x11.XOpenDisplay(self.name.encode())
        assert self.display, f"cannot open the display {self.name}"
        self.width = int(self.x11.XDisplayWidth(self.display, 0))
        self.height = int(self.x11.XDisplayHeight(self.display, 0))

    def _sync(self) -> None:
        """Wait until the server has done everything asked: the pointer is where it was sent, the keys are down."""
        self.x11.XSync(self.display, 0)

    def move(self, x: int, y: int) -> None:
        """The pointer to (x, y) on the screen; the server has moved it when this returns."""
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self._sync()

    def click(self, x: int, y: int) -> None:
        """The pointer to (x, y), and the left button pressed and let go there."""
        self.xtst.XTestFakeMotionEvent(self.display, -1, x, y, 0)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 1, 0)
        self.xtst.XTestFakeButtonEvent(self.display, 1, 0, 0)
        self._sync()

    def keycode(self, name: str) -> int:
        keysym = self.x11.XStringToKeysym(MODIFIERS.get(name.lower(), name).encode())
        assert keysym, f"no key is named {name}"
        code = int(self.x11.XKeysymToKeycode(self.display, keysym))
        assert code, f"the keyboard has no key {name}"
        return code

    def keys(self, *keys: str) -> None:
        """Keys typed one after the other, as xdotool names them (``5``, ``h``, ``ctrl+z``, ``F1``): the modifiers
        held down while the last key of each is pressed and let go."""
        for key in keys:
            codes = [self.keycode(part) for part in key.split("+")]
            for code in codes:
                self.xtst.XTestFakeKeyEvent(self.display, code, 1, 0)
            for code in reversed(codes):
                self.xtst.XTestFakeKeyEvent(self.display, code, 0, 0)
        self._sync()

    def pixels(self) -> bytes:
        """The whole screen's pixels, RGB, row after row."""
        root = self.x11.XDefaultRootWindow(self.display)
        image = self.x11.XGetImage(self.display, root, 0, 0, self.width, self.height, ALL_PLANES, ZPIXMAP)
        assert image, "the screen could not be read"
        try:
            head = image.contents
            assert head.bits_per_pixel == 32, head.bits_per_pixel
            step = head.bytes_per_line
            raw = ctypes.string_at(head.data, step * head.height)
            if step != 4 * head.width:
                raw = b"".join(raw[row * step : row * step + 4 * head.width] for row in range(head.height))
            rgb = bytearray(3 * head.width * head.height)
            for channel, mask in enumerate((head.red_mask, head.green_mask, head.blue_mask)):
                byte = (mask.bit_length() - 8) // 8  # where the channel is in a pixel's four bytes
                rgb[channel::3] = raw[(byte if head.byte_order == 0 else 3 - byte) :: 4]
            return bytes(rgb)
        finally:
            self.x11.XDestroyImage(image)


_screens: dict[str, Screen] = {}


def screen() -> Screen:
    """This process's connection to the virtual screen of ``DISPLAY``, opened when first asked for."""
    name = os.environ["DISPLAY"]
    if name not in _screens:
        _screens[name] = Screen()
    return _screens[name]


def png(width: int, height: int, rgb: bytes) -> bytes:
    """RGB pixels as a PNG file (rows unfiltered, compressed fast): a screenshot a person can open."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\0" + rgb[y * width * 3 : (y + 1) * width * 3] for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b"")


def opened_windows() -> Iterator[Callable[[Session], Any]]:
    """Opens windows onto sessions, shown and laid out; after the test, destroys them and lets go of Tk here."""
    import tkinter

    from luoshu.window import Window

    roots: list[Any] = []

    def open_window(session: Session) -> Any:
        # The pointer starts off the window, so that nothing is lit up by the last test's hovering.
        screen().move(*AWAY)
        root = tkinter.Tk()
        roots.append(root)
        shown = Window(session, root)
        pump(root, lambda: root.winfo_viewable() and shown.canvas.winfo_width() > 100)
        return shown

    yield open_window
    close(roots)


def close(roots: list[Any]) -> None:
    """Destroy these windows (emptying the list) and let go of their Tk interpreters here, on the thread that
    made them."""
    from luoshu.window.thinking import Thinking

    interpreters = [root.tk for root in roots]
    while roots:  # popped, not looped over: a loop's name would keep the last window alive
        roots.pop().destroy()
    # A computer still thinking for a closed window searches on in the background: let it end here, so that it
    # never shares the solver's memory with the tests that follow in this process.
    for thread in threading.enumerate():
        if isinstance(thread, Thinking):
            thread.join()
    # A destroyed window's Tk interpreter must be freed on this thread, the one that made it: left to the garbage
    # collector, it may be freed on a later test's thinking thread, and Tcl aborts the process ("async handler
    # deleted by the wrong thread"). Freed here as its last reference goes; if something else still holds it (a
    # reference cycle), by a collection here first. (A collection every time cost a tenth of a second a test.)
    while interpreters:
        interpreter = interpreters.pop()
        if sys.getrefcount(interpreter) > 2:  # more than this name and the call's own argument
            gc.collect()
        del interpreter
