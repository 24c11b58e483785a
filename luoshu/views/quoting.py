r"""Quoting what a person typed or named for a message, as a terminal may show it: a token quoted and cut short,
a file's name, any text with what cannot be seen escaped (never obeyed), a word as a shell reads it back. Every
message that repeats what came from outside passes through here, so that it stays one line and harmless.

>>> print(quoted("b2\x1b[A"), visible_path("my game.json"), shell_quoted("my game.json"))
'b2\x1b[A' my game.json 'my game.json'
"""

from __future__ import annotations

import re

from ..words.terms import in_quotes

__all__ = ["quoted", "shell_quoted", "visible", "visible_path"]


def quoted(token: str, limit: int = 16) -> str:
    r"""A token quoted for a message, cut short so a very long one keeps the message on one line; a byte that
    was not UTF-8 is shown as the byte it was. Chinese quotes it with its own marks (“b9”, 「b9」).

    >>> quoted("x" * 40), quoted("\udcff")
    ("'xxxxxxxxxxxxxxxx...'", "'\\xff'")
    >>> print(quoted("\\\udcff"), quoted("\\udcff"))  # a backslash, then the byte; the text \udcff as typed
    '\\\xff' '\\udcff'
    """
    return in_quotes(_UNDECODED.sub(r"\1\\x\2", repr(token if len(token) <= limit else token[:limit] + "...")))


def visible(text: str) -> str:
    r"""``text`` with what cannot be seen escaped: a control character as Python writes it, a byte that was not
    UTF-8 (read with surrogateescape) as the byte.

    >>> print(visible("5\x1b[A"), visible("\udcff\udcfe"))
    5\x1b[A \xff\xfe
    """
    return "".join(
        c if c.isprintable() else f"\\x{ord(c) - 0xDC00:02x}" if 0xDC80 <= ord(c) <= 0xDCFF else repr(c)[1:-1]
        for c in text
    )


def visible_path(path: str, limit: int = 100) -> str:
    r"""A file's name for a message: what cannot be seen escaped, and a very long one cut in the middle, so that
    the message stays one line.

    >>> print(visible_path("a\x1b[31mb.json"), visible_path("x/" * 80 + "game.json")[-14:])
    a\x1b[31mb.json .../game.json
    """
    seen = visible(path)
    if len(seen) <= limit:
        return seen
    keep = (limit - 3) // 2
    return seen[:keep] + "..." + seen[-keep:]


def shell_quoted(word: str) -> str:
    r"""A word as a shell reads it back: quoted as ``shlex`` quotes it, or, where it holds characters that cannot
    be seen, in bash's ``$'...'`` form with those written as escapes, so that it can be seen and typed.

    >>> print(shell_quoted("my game.json"), shell_quoted("a\x1bb.json"), shell_quoted("it's\n"))
    'my game.json' $'a\x1bb.json' $'it\'s\n'
    """
    import shlex

    if word.isprintable():
        return shlex.quote(word)
    escaped = "".join(
        "\\\\" if c == "\\" else "\\'" if c == "'" else c if c.isprintable() else visible(c) for c in word
    )
    return f"$'{escaped}'"


# In a repr: a byte that was not UTF-8, after any number of escaped backslashes (pairs), never after a lone one.
_UNDECODED = re.compile(r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])")
