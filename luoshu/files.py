"""Reading and writing files safely, for every face that does (the command line, the window): saves, and the
other files the commands read and write. Only the player's own save is ever replaced.

Rules for writing to a path:
  - ``~`` and ``~user`` are expanded as a shell would; an unknown ``~user`` stays as it is.
  - A path that exists and is not a regular file (a folder, a device, a FIFO, a socket) is refused; a
    symbolic link to a regular file writes its target, a link to nothing is refused.
  - An existing file that is not a luoshu save is replaced only when ``replace`` says yes; a read-only file
    is refused.
  - The new text goes to a temporary file beside the target, is flushed to disk, takes the old file's
    mode (a new file gets the usual mode for new files), and only then replaces the target: a failure
    leaves the old file as it was, and no temporary file behind.
Reading refuses anything but a regular file of a sensible size, without waiting on a FIFO, and accepts a
UTF-8 byte-order mark.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> write_save(str(folder / "game.json"), '{"format": "luoshu"}\\n') == str(folder / "game.json")
True
>>> (folder / "notes.txt").write_text("my notes")
8
>>> write_save(str(folder / "notes.txt"), "{}")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
luoshu.files.SaveError: ... exists and is not a luoshu save: it was left alone
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from .views.quoting import visible_path
from .words.language import N_, _, spoken

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


if TYPE_CHECKING:
    from .session.game import Session, View

__all__ = [
    "LARGEST_SAVE",
    "SaveError",
    "file_key",
    "holds_save",
    "is_luoshu_save",
    "load_game",
    "not_a_file",
    "open_regular",
    "read_text_file",
    "save_game",
    "write_save",
]

LARGEST_SAVE = 64 * 1024
"""Bytes; a real save is a few hundred."""


class SaveError(OSError):
    """A save or a load that could not be done, with the reason in one line."""


def reason_of(error: OSError) -> str:
    """Why the operating system refused, in the language spoken (its own words are English)."""
    return _os_reason(errno.errorcode.get(error.errno or 0, ""), str(error.strerror or error))


_reason = reason_of


def expand(path: str) -> str:
    """``~`` expanded as a shell would: an unknown ``~user`` is left as it is.

    >>> expand("~nobody-like-this/game.json")
    '~nobody-like-this/game.json'
    """
    return os.path.expanduser(path)


def _kind(mode: int) -> str:
    kinds = [
        (stat.S_ISDIR, FOLDER),
        (stat.S_ISCHR, DEVICE),
        (stat.S_ISBLK, DEVICE),
        (stat.S_ISFIFO, FIFO),
        (stat.S_ISSOCK, SOCKET),
    ]
    return next((name for test, name in kinds if test(mode)), NOT_REGULAR)


def not_a_file(path: str) -> str | None:
    """Why a path that is there is no regular file to write to ("... is a FIFO"), without opening it (a FIFO
    would wait for a reader); None for a regular file, a link to one, or nothing there yet.

    >>> not_a_file(os.devnull)
    '/dev/null is a device'
    """
    try:
        mode = os.stat(expand(path)).st_mode
    except FileNotFoundError:
        return (
            None
            if not os.path.islink(expand(path))
            else _("{path} is a symbolic link to nothing").format(path=visible_path(path))
        )
    except (OSError, ValueError) as error:
        reason = _reason(error) if isinstance(error, OSError) else _("it holds a NUL byte")
        return _("{path} cannot be used: {reason}").format(path=visible_path(path), reason=reason)
    return None if stat.S_ISREG(mode) else _("{path} is {kind}").format(path=visible_path(path), kind=_(_kind(mode)))


def _regular(path: str, what: str) -> tuple[int, os.stat_result]:
    """A descriptor of the regular file at ``path``, opened to read without waiting on a FIFO, and its status;
    SaveError with the reason otherwise (nothing left open)."""
    try:
        descriptor = os.open(expand(path), os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except ValueError:
        raise SaveError(
            _("{path} is not a usable path (it holds a NUL byte)").format(path=visible_path(path))
        ) from None
    except OSError as error:
        raise SaveError(
            _("cannot read {path}: {reason}").format(path=visible_path(path), reason=_reason(error))
        ) from None
    try:
        found = os.fstat(descriptor)
    except OSError as error:
        os.close(descriptor)
        raise SaveError(
            _("cannot read {path}: {reason}").format(path=visible_path(path), reason=_reason(error))
        ) from None
    if not stat.S_ISREG(found.st_mode):
        os.close(descriptor)
        raise SaveError(
            _("{path} is {kind}, not a {what}").format(
                path=visible_path(path), kind=_(_kind(found.st_mode)), what=_(what)
            )
        )
    return descriptor, found


def read_text_file(path: str, largest: int = LARGEST_SAVE, what: str = FILE) -> str:
    """The text of a regular file of at most ``largest`` bytes; SaveError with the reason otherwise."""
    descriptor, _found = _regular(path, what)
    try:
        data = b""
        while len(data) <= largest:
            chunk = os.read(descriptor, largest + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as error:
        raise SaveError(
            _("cannot read {path}: {reason}").format(path=visible_path(path), reason=_reason(error))
        ) from None
    finally:
        os.close(descriptor)
    if len(data) > largest:
        raise SaveError(_("{path} is too large to be a {what}").format(path=visible_path(path), what=_(what)))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(
            _("{path} is not a {what}: it is not UTF-8 text").format(path=visible_path(path), what=_(what))
        ) from None


def open_regular(path: str, what: str = FILE, largest: int | None = None) -> TextIO:
    """A regular file opened to read as UTF-8 text, line by line (for files too large to read whole: a
    certificate, a checkpoint), without waiting on a FIFO or reading a device for ever; SaveError with the reason
    otherwise, and for a file of more than ``largest`` bytes."""
    descriptor, found = _regular(path, what)
    if largest is not None and found.st_size > largest:
        os.close(descriptor)
        raise SaveError(_("{path} is too large to be a {what}").format(path=visible_path(path), what=_(what)))
    try:
        os.set_blocking(descriptor, True)
        return open(descriptor, encoding="utf-8")
    except BaseException as error:
        os.close(descriptor)
        if isinstance(error, OSError):
            raise SaveError(
                _("cannot read {path}: {reason}").format(path=visible_path(path), reason=_reason(error))
            ) from None
        raise


def file_key(path: str) -> str:
    """The file a path names, the same however it is written (relative, through links, with ``~``): to tell
    whether two paths are one file.

    >>> file_key("~/a/../game.json") == file_key(os.path.expanduser("~/game.json"))
    True
    """
    try:
        return os.path.realpath(expand(path))
    except (ValueError, OSError):  # a NUL byte, a loop of links: no file, and saving there says why
        return path


def holds_save(path: str) -> bool:
    """Whether ``path`` is a regular file holding a luoshu save (any game)."""
    try:
        return is_luoshu_save(read_text_file(path, 4 * LARGEST_SAVE))
    except SaveError:
        return False


def is_luoshu_save(text: str) -> bool:
    """Whether text looks like a save that luoshu wrote (any version): a JSON object with "format": "luoshu"."""
    import json  # only for a file about to be replaced: not worth its import time at every start

    from .session.saves import FORMAT

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == FORMAT


def write_save(
    path: str,
    text: str,
    replace: Callable[[str], bool] | None = None,
    ours: Callable[[str], bool] = is_luoshu_save,
    what: str = SAVE,
) -> str:
    """Write ``text`` to ``path`` under the rules above; returns the file written (a link's target).

    ``ours(text)`` says whether an existing file is one luoshu wrote (by default: a luoshu save), ``what``
    names such a file in messages. ``replace(reason)`` is asked before an existing file that is not ours is
    replaced; without it such a file is refused. Raises SaveError with a one-line reason.
    """
    if "\0" in path:
        raise SaveError(_("{path} is not a usable path (it holds a NUL byte)").format(path=visible_path(path)))
    if not path.strip():
        raise SaveError(_("say where to save: the path is empty"))
    target = expand(path)
    try:
        if os.path.islink(target):
            if not os.path.exists(target):
                raise SaveError(
                    _("{reason}: it was left alone").format(
                        reason=_("{path} is a symbolic link to nothing").format(path=visible_path(path))
                    )
                )
            target = os.path.realpath(target)
        try:
            existing = os.stat(target)
        except FileNotFoundError:
            existing = None
        mode = 0o666 & ~_umask()
        if existing is not None:
            if not stat.S_ISREG(existing.st_mode):
                raise SaveError(
                    _("{path} is {kind}, not a file: it was left alone").format(
                        path=visible_path(path), kind=_(_kind(existing.st_mode))
                    )
                )
            if not existing.st_mode & stat.S_IWUSR:
                raise SaveError(
                    _("{reason}: it was left alone").format(
                        reason=_("{path} is read-only").format(path=visible_path(path))
                    )
                )
            mode = stat.S_IMODE(existing.st_mode)
            _check_replaceable(path, replace, ours, what)
        _replace_with(target, text, mode)
    except SaveError:
        raise
    except OSError as error:
        raise SaveError(
            _("cannot save to {path}: {reason}").format(path=visible_path(path), reason=_reason(error))
        ) from None
    return target


def _check_replaceable(
    path: str, replace: Callable[[str], bool] | None, ours: Callable[[str], bool], what: str
) -> None:
    try:
        old = read_text_file(path, 4 * LARGEST_SAVE)
    except SaveError:
        old = None
    if old is not None and ours(old):
        return
    reason = _("{path} exists and is not a {what}").format(path=visible_path(path), what=_(what))
    if replace is None or not replace(reason):
        raise SaveError(_("{reason}: it was left alone").format(reason=reason))


def _umask() -> int:
    # The only way to read the umask is to set it; set it straight back.
    current = os.umask(0o022)
    os.umask(current)
    return current


def _replace_with(target: str, text: str, mode: int) -> None:
    """Replace ``target`` all at once: a failure leaves the old file as it was.

    (click's ``open_file(atomic=True)`` renames its temporary file over the target even after a failed write,
    pallets/click#3221, so the rename is done here, and only once the text is safely on disk.)
    """
    folder = os.path.dirname(target) or "."
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".luoshu-save-", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def save_game(session: Session, path: str, replace: Callable[[str], bool] | None = None) -> str:
    """Write the session's save to ``path`` under the rules above; returns the file written.

    The game's own save file (one it was loaded from or saved to) is simply replaced; any other file, a save of
    another game included, only if ``replace(reason)`` says yes: nothing the player saved is lost unasked. Raises
    SaveError with the reason.
    """
    if file_key(path) not in session.own_files and holds_save(path):
        reason = _("{path} holds another saved game").format(path=visible_path(path))
        if replace is None or not replace(reason):
            raise SaveError(_("{reason}: it was left alone").format(reason=reason))
    written = write_save(path, session.to_json(), replace)
    session.add_own_file(file_key(written))
    return written


def load_game(path: str, dress: str | None = None, view: View | None = None, seed: int | None = None) -> Session:
    """The game saved at ``path`` (``Session.from_json``), which becomes its own save file. SaveError if the file
    cannot be read, SaveFileError if it is not a game, ValueError if the ``dress`` or ``view`` does not fit it."""
    from .session.game import Session  # the whole game only for a load, not for every command that reads files

    session = Session.from_json(read_text_file(path, LARGEST_SAVE, SAVE_FILE), dress, view, seed)
    session.add_own_file(file_key(path))
    return session


def _os_reason(code: str, said: str) -> str:
    """Why the operating system refused, in the language spoken: by errno's name (``code``, "ENOENT"), where luoshu
    knows it; in English the system's own words (``said``); else the name of the error, which a reader can look up.

    >>> _os_reason("ENOENT", "No such file or directory"), _os_reason("ENOSYS", "Function not implemented")
    ('No such file or directory', 'Function not implemented')
    """
    if spoken() == "en":
        return said
    if code in OS_REASONS:
        return _(OS_REASONS[code])
    return _("the system's error {code}").format(code=code or "?")
