"""What the command line (and the window, through it) says of the files it reads and writes: why a path cannot be
read or written, and what a file is called in such a reason.

A file's kind (``FOLDER``, ``FIFO``, ...) and what a file should be (``SAVE``, ``SAVE_FILE``, ...) are phrases
marked here and put in the sentences below.

>>> is_kind("'game.json'", FOLDER)
"'game.json' is a folder"
>>> left_alone(read_only("'game.json'"))
"'game.json' is read-only: it was left alone"
"""

from __future__ import annotations

from ..language import N_, _

FOLDER = N_("a folder")
DEVICE = N_("a device")
FIFO = N_("a FIFO")
SOCKET = N_("a socket")
NOT_REGULAR = N_("not a regular file")
"""What a path is that is no regular file, said as ``is_kind`` says it."""

FILE = N_("file")
SAVE = N_("luoshu save")
SAVE_FILE = N_("luoshu save file")
"""What a file read or written should be: any file, a save (replaced only if it is one), a save to load."""


def about_file(path: str, reason: str) -> str:
    """A reason that is about one file, after its name."""
    return _("{path}: {reason}").format(path=path, reason=reason)


def left_alone(reason: str) -> str:
    """Why a file was not written, and that it is as it was."""
    return _("{reason}: it was left alone").format(reason=reason)


def is_kind(path: str, kind: str) -> str:
    """A path that is no regular file (``kind``: ``FOLDER``, ``FIFO``, ...)."""
    return _("{path} is {kind}").format(path=path, kind=_(kind))


def is_kind_not_a(path: str, kind: str, what: str) -> str:
    """A path read as a ``what`` that is no regular file."""
    return _("{path} is {kind}, not a {what}").format(path=path, kind=_(kind), what=_(what))


def is_kind_not_a_file(path: str, kind: str) -> str:
    """A path to write to that is no regular file."""
    return _("{path} is {kind}, not a file: it was left alone").format(path=path, kind=_(kind))


def link_to_nothing(path: str) -> str:
    return _("{path} is a symbolic link to nothing").format(path=path)


def cannot_be_used(path: str, reason: str) -> str:
    return _("{path} cannot be used: {reason}").format(path=path, reason=reason)


def holds_a_nul() -> str:
    """Why a path cannot be used, as ``cannot_be_used`` says it."""
    return _("it holds a NUL byte")


def not_a_usable_path(path: str) -> str:
    return _("{path} is not a usable path (it holds a NUL byte)").format(path=path)


def cannot_read(path: str, reason: str) -> str:
    return _("cannot read {path}: {reason}").format(path=path, reason=reason)


def too_large(path: str, what: str) -> str:
    return _("{path} is too large to be a {what}").format(path=path, what=_(what))


def not_text(path: str, what: str) -> str:
    return _("{path} is not a {what}: it is not UTF-8 text").format(path=path, what=_(what))


def path_empty() -> str:
    return _("say where to save: the path is empty")


def read_only(path: str) -> str:
    return _("{path} is read-only").format(path=path)


def cannot_save(path: str, reason: str) -> str:
    return _("cannot save to {path}: {reason}").format(path=path, reason=reason)


def not_ours(path: str, what: str) -> str:
    """An existing file that luoshu did not write as a ``what``: asked about before it is replaced."""
    return _("{path} exists and is not a {what}").format(path=path, what=_(what))


def another_save(path: str) -> str:
    """A save of another game than the one being saved: asked about before it is replaced."""
    return _("{path} holds another saved game").format(path=path)
