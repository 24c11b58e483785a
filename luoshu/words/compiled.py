"""A compiled catalogue (``.mo``) read as it is asked: gettext's own translations, but each sentence decoded when
it is first said rather than all 1,700 when the catalogue opens.

The standard library's ``GNUTranslations`` decodes every message of a catalogue in a loop of Python when it opens
it: about 3 ms for luoshu's, a tenth of a short command's start-up over ``import click``. ``Catalogue`` keeps
gettext's lookups (``gettext``, ``ngettext``, ``pgettext``, its plural rule and header) and changes only how its
table is filled: the offsets are unpacked at C speed, and a translation is decoded the first time it is asked for.

>>> import io, pkgutil
>>> said = Catalogue(io.BytesIO(pkgutil.get_data("luoshu.words", "locale/zh_CN/LC_MESSAGES/luoshu.mo") or b""))
>>> said.gettext("Usage:"), said.pgettext("counted", "road"), said.gettext("not a sentence of luoshu's")
('用法：', '条路', "not a sentence of luoshu's")
>>> said.ngettext("{count} participant", "{count} participants", 2)
'{count} 位参与者'
"""

from __future__ import annotations

import gettext
import operator
import struct
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

__all__ = ["Catalogue"]

_NOT_FOUND = object()


if TYPE_CHECKING:  # a type for the checker alone: making a Protocol costs start-up its share
    from typing import Protocol

    class _Reader(Protocol):
        """What gettext reads a catalogue from: a file opened in binary, or bytes in memory."""

        def read(self) -> bytes: ...


class _Table(Mapping[object, str]):
    """gettext's ``_catalog`` over the raw catalogue: ``message`` or ``(message, plural form)`` to its translation,
    decoded when first asked for."""

    def __init__(self, data: bytes, originals: list[bytes], translations: tuple[int, ...], charset: str) -> None:
        self._data, self._translations, self._charset = data, translations, charset
        self._place = dict(zip(originals, range(len(originals)), strict=True))
        self._plurals: dict[bytes, int] | None = None  # made when a count is first said (``_plural``)
        self._said: dict[object, str] = {}

    @property
    def _plural(self) -> dict[bytes, int]:
        """Each message with a plural by its singular: the catalogue keeps it as "singular\0plural", and gettext
        looks it up by the singular."""
        if self._plurals is None:
            self._plurals = {
                original.split(b"\0", 1)[0]: place for original, place in self._place.items() if b"\0" in original
            }
        return self._plurals

    def _translation(self, place: int) -> bytes:
        length, offset = self._translations[2 * place], self._translations[2 * place + 1]
        return self._data[offset : offset + length]

    def __getitem__(self, key: object) -> str:
        said = self._said.get(key, _NOT_FOUND)
        if said is not _NOT_FOUND:
            return said  # type: ignore[return-value]
        if isinstance(key, str):
            place = self._place.get(key.encode(self._charset))
            if place is None:
                raise KeyError(key)
            said = self._translation(place).decode(self._charset)
        elif isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], str) and isinstance(key[1], int):
            place = self._plural.get(key[0].encode(self._charset))
            forms = [] if place is None else self._translation(place).split(b"\0")
            if not 0 <= key[1] < len(forms):
                raise KeyError(key)
            said = forms[key[1]].decode(self._charset)
        else:
            raise KeyError(key)
        self._said[key] = said
        return said

    def __iter__(self) -> Iterator[object]:
        for original in self._place:
            if b"\0" not in original:
                yield original.decode(self._charset)
        for singular, place in self._plural.items():
            for form in range(len(self._translation(place).split(b"\0"))):
                yield singular.decode(self._charset), form

    def __len__(self) -> int:
        return sum(1 for _ in self)


class Catalogue(gettext.GNUTranslations):
    """gettext's translations from a compiled catalogue, each decoded when first said (see the module)."""

    def _parse(self, fp: _Reader) -> None:
        data = fp.read()
        if len(data) < 20:
            raise OSError(0, "corrupt", getattr(fp, "name", ""))
        magic = struct.unpack("<I", data[:4])[0]
        order = "<" if magic == self.LE_MAGIC else ">" if magic == self.BE_MAGIC else None
        if order is None:
            raise OSError(0, "magic", getattr(fp, "name", ""))
        version, count, originals_at, translations_at = struct.unpack(order + "4I", data[4:20])
        if version >> 16 not in self.VERSIONS:
            raise OSError(0, "version", getattr(fp, "name", ""))
        # The two tables of (length, offset) pairs, unpacked whole, and every bound checked, at C speed: no loop
        # of Python over the messages.
        tables = data[originals_at : originals_at + 8 * count], data[translations_at : translations_at + 8 * count]
        if any(len(table) != 8 * count for table in tables):
            raise OSError(0, "corrupt", getattr(fp, "name", ""))
        numbers = [struct.unpack(f"{order}{2 * count}I", table) for table in tables]
        lengths, offsets = numbers[0][0::2], numbers[0][1::2]
        ends = list(map(operator.add, offsets, lengths))
        translations = numbers[1]  # translation i: its length at 2i, its offset at 2i + 1
        if max(ends, default=0) > len(data) or max(
            map(operator.add, translations[0::2], translations[1::2]), default=0
        ) > len(data):
            raise OSError(0, "corrupt", getattr(fp, "name", ""))
        originals = list(map(data.__getitem__, map(slice, offsets, ends)))
        self._info: dict[str, str] = {}
        self._charset = "utf-8"
        self.plural = lambda n: int(n != 1)  # English's rule, until the header names another
        header = originals.index(b"") if b"" in originals else None
        if header is not None:
            length, offset = translations[2 * header], translations[2 * header + 1]
            self._read_header(data[offset : offset + length])
        self._catalog = _Table(data, originals, translations, self._charset)

    def _read_header(self, header: bytes) -> None:
        """The catalogue's description, as gettext reads it: its charset and its plural rule."""
        for line in header.decode("utf-8").splitlines():
            key, colon, value = line.partition(":")
            if not colon:
                continue
            key, value = key.strip().lower(), value.strip()
            self._info[key] = value
            if key == "content-type" and "charset=" in value:
                self._charset = value.split("charset=")[1]
            elif key == "plural-forms":
                self.plural = gettext.c2py(value.split(";")[1].split("plural=")[1])
