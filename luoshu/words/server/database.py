"""Why the web face's games database cannot be used: a folder, a file that is not SQLite, a database of
something else, or SQLite's own reason. ``path`` is shown as a terminal may show it.

>>> not_sqlite("notes.txt")
'notes.txt is not a SQLite database: it was left alone'
"""

from __future__ import annotations

from ..language import _


def a_folder(path: str) -> str:
    return _("{path} is a folder, not a database file").format(path=path)


def not_sqlite(path: str) -> str:
    return _("{path} is not a SQLite database: it was left alone").format(path=path)


def of_something_else(path: str) -> str:
    return _("{path} is a database of something else: it was left alone").format(path=path)


def failed(path: str, reason: str) -> str:
    """What SQLite or the system said, after the database's name."""
    return _("{path}: {reason}").format(path=path, reason=reason)
