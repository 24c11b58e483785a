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

from ..language import N_, _, spoken

OS_REASONS = {
    "ENOENT": N_("no such file or folder"),
    "EISDIR": N_("it is a folder"),
    "ENOTDIR": N_("a part of the path is not a folder"),
    "EACCES": N_("permission denied"),
    "EPERM": N_("operation not permitted"),
    "EEXIST": N_("the file exists already"),
    "EROFS": N_("the file system is read-only"),
    "ENOSPC": N_("no space left on the device"),
    "EDQUOT": N_("the disk quota is used up"),
    "EFBIG": N_("the file is too large"),
    "ENAMETOOLONG": N_("the file's name is too long"),
    "ELOOP": N_("too many symbolic links in the path"),
    "EMFILE": N_("too many files open"),
    "EIO": N_("an input or output error"),
    "EBADF": N_("the file is closed"),
    "EPIPE": N_("the reader went away (a broken pipe)"),
    "EBUSY": N_("the device or file is busy"),
    "ETXTBSY": N_("the file is busy"),
    "ENXIO": N_("no such device or address"),
    "EADDRINUSE": N_("the address is in use already"),
    "EADDRNOTAVAIL": N_("the address is not one of this computer's"),
    "ECONNREFUSED": N_("the connection was refused"),
    "ENOEXEC": N_("not a program that can be run"),
}
"""The operating system's reasons, by errno's name: the system says them in English (its own messages follow the C
library's locale, not luoshu's), so luoshu says the common ones itself."""


def os_reason(code: str, said: str) -> str:
    """Why the operating system refused, in the language spoken: by errno's name (``code``, "ENOENT"), where luoshu
    knows it; in English the system's own words (``said``); else the name of the error, which a reader can look up.

    >>> os_reason("ENOENT", "No such file or directory"), os_reason("ENOSYS", "Function not implemented")
    ('No such file or directory', 'Function not implemented')
    """
    if spoken() == "en":
        return said
    if code in OS_REASONS:
        return _(OS_REASONS[code])
    return _("the system's error {code}").format(code=code or "?")


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
