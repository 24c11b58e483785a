"""Reading luoshu's catalogues in the tests, with Babel (an independent reader of the .po files): test_catalogues,
test_language_choice, test_click_messages and the tests of Chinese text read them from here."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from luoshu.words.language import LANGUAGES

ROOT = Path(__file__).parent.parent
LOCALE = ROOT / "luoshu" / "words" / "locale"
TRANSLATED = [name for name in LANGUAGES if name != "en"]  # English is the source: no catalogue


def po(name: str) -> Catalog:
    """``name``'s .po as Babel reads it, read once in a process while the file is unchanged (a read takes 60 ms,
    and the tests ask for a message hundreds of times): shared by every caller, so read it, never change it."""
    path = LOCALE / name / "LC_MESSAGES" / "luoshu.po"
    status = path.stat()
    return _read_po(path, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=8)
def _read_po(path: Path, _mtime: int, _size: int) -> Catalog:
    with open(path, "rb") as source:
        return read_po(source)


def said(name: str, message_id: str) -> str:
    """What the catalogue of ``name``'s .po gives for a message of one form, read by Babel."""
    text = po(name)[message_id].string
    assert isinstance(text, str)
    return text


def forms(message: Message) -> list[str]:
    """A message's translated forms (one, or one per plural form)."""
    found = list(message.string) if isinstance(message.string, (tuple, list)) else [message.string or ""]
    assert all(isinstance(form, str) for form in found)
    return found


def plural_ids(message: Message) -> tuple[str, str] | None:
    """A counting message's singular and plural, or None for a message of one form."""
    if isinstance(message.id, (tuple, list)):
        return str(message.id[0]), str(message.id[1])
    return None


def translations(catalogue: Catalog) -> dict[str | tuple[str, ...], str | tuple[str, ...]]:
    """What a catalogue translates (fuzzy entries are not translations), by message id (one in a context, as
    gettext keys it: the context, a \\x04 and the id)."""
    found: dict[str | tuple[str, ...], str | tuple[str, ...]] = {}
    for m in catalogue:
        if m.id and m.string and tuple(m.string) != ("",) and not m.fuzzy:
            key = tuple(m.id) if isinstance(m.id, (list, tuple)) else f"{m.context}\x04{m.id}" if m.context else m.id
            found[key] = tuple(m.string) if isinstance(m.string, (list, tuple)) else m.string
    return found


def said_in(language: str, message: str) -> str:
    """``message`` in ``language``, as Babel reads the catalogue (English: the message itself)."""
    if language == "en":
        return message
    found = po(language)[message]
    assert found is not None, message
    assert isinstance(found.string, str), message
    assert found.string, message
    return found.string


def latin_words(text: str) -> set[str]:
    """The words of two letters or more written in Latin letters."""
    return set(re.findall(r"[A-Za-z]{2,}", text))


TOKENS = {
    "luoshu",
    "serve",
    "host",
    "JavaScript",
    "JSON",
    "CSV",
    "MENACE",
    "Minimax",
    "alpha",
    "beta",
    "Ctrl",
    "sets",
    "QR",
}
"""The words in Latin letters a Chinese page keeps: names, formats and keys (and QR: Taiwan writes QR 碼)."""
