"""Issue 28's start-up bound: the compiled catalogues are read as they are asked (``luoshu.words.compiled``), and
say exactly what the standard library's gettext reads from them, and what the ``.po`` sources say (read by Babel,
independently of both)."""

from __future__ import annotations

import gettext
import io
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from luoshu.words.compiled import Catalogue

LOCALE = Path(__file__).parent.parent / "luoshu" / "words" / "locale"


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_every_sentence_reads_as_the_po_says_and_as_gettext_reads_it(language: str) -> None:
    folder = LOCALE / language / "LC_MESSAGES"
    data = (folder / "luoshu.mo").read_bytes()
    # Any: the tables and plural rules compared here are gettext's own attributes, which its stubs do not name
    ours: Any = Catalogue(io.BytesIO(data))
    theirs: Any = gettext.GNUTranslations(io.BytesIO(data))
    with (folder / "luoshu.po").open("rb") as source:
        po = read_po(source)
    checked = 0
    for message in po:
        if not message.id or message.fuzzy:
            continue
        said: Any = message.string
        if isinstance(message.id, tuple):
            singular, plural = message.id[0], message.id[1]
            forms = list(said)
            for n in range(12):
                form = forms[theirs.plural(n)]  # the form gettext's own reading of the header picks
                if message.context:
                    assert ours.npgettext(message.context, singular, plural, n) == form
                else:
                    assert ours.ngettext(singular, plural, n) == form == theirs.ngettext(singular, plural, n)
        elif message.context:
            assert ours.pgettext(message.context, message.id) == said
            assert theirs.pgettext(message.context, message.id) == said
        else:
            assert ours.gettext(message.id) == said == theirs.gettext(message.id)
        checked += 1
    assert checked > 1000
    # the whole table, key by key, and the header (its plural rule, its charset) as gettext reads them
    assert dict(ours._catalog.items()) == dict(theirs._catalog.items())
    assert ours.info() == theirs.info()
    assert [ours.plural(n) for n in range(5)] == [theirs.plural(n) for n in range(5)]


def test_a_sentence_not_in_the_catalogue_is_said_as_given() -> None:
    data = (LOCALE / "zh_CN" / "LC_MESSAGES" / "luoshu.mo").read_bytes()
    ours = Catalogue(io.BytesIO(data))
    assert ours.gettext("no such sentence") == "no such sentence"
    assert ours.ngettext("one thing", "{n} things", 1) == "one thing"
    assert ours.ngettext("one thing", "{n} things", 3) == "{n} things"
    assert ours.pgettext("no such context", "road") == "road"


@pytest.mark.parametrize("cut", [0, 3, 19, 200, 5000])
def test_a_damaged_catalogue_is_refused_as_gettext_refuses_it(cut: int) -> None:
    data = (LOCALE / "zh_CN" / "LC_MESSAGES" / "luoshu.mo").read_bytes()
    with pytest.raises(OSError, match="corrupt"):
        Catalogue(io.BytesIO(data[:cut]))
    with pytest.raises(OSError, match="magic"):
        Catalogue(io.BytesIO(b"\x00" * 4 + data[4:]))
