"""The window's type: a family that draws the language spoken, chosen among the families Tk has in this run.

English keeps the window's look (Helvetica). Chinese names a CJK family, the one made for its script first,
since the same character is drawn differently in the mainland's and in Taiwan's type (Noto Sans CJK SC for
``zh_CN``, Noto Sans CJK TC for ``zh_TW``), then the others a system may have; where none is there, Tk's own
(which finds a glyph where it can, through fontconfig).

>>> family("zh_TW", ["DejaVu Sans", "Noto Sans CJK SC", "Noto Sans CJK TC"])
'Noto Sans CJK TC'
>>> family("zh_CN", ["DejaVu Sans", "Droid Sans Fallback"]), family("en", ["Noto Sans CJK SC"])
('Droid Sans Fallback', 'Helvetica')
"""

from __future__ import annotations

import tkinter as tk
import tkinter.font
from collections.abc import Iterable

from .palette import FAMILY

__all__ = ["CJK", "FAMILIES", "NAMED_FONTS", "family", "use_family"]

FAMILIES = {
    "en": (),
    "zh_CN": (
        "Noto Sans CJK SC",
        "Noto Sans SC",
        "Source Han Sans SC",
        "Source Han Sans CN",
        "WenQuanYi Micro Hei",
        "WenQuanYi Zen Hei",
        "Microsoft YaHei",
        "PingFang SC",
        "Droid Sans Fallback",
    ),
    "zh_TW": (
        "Noto Sans CJK TC",
        "Noto Sans TC",
        "Source Han Sans TC",
        "Source Han Sans TW",
        "Microsoft JhengHei",
        "PingFang TC",
        "Noto Sans CJK HK",
        "AR PL UMing TW",
        "Droid Sans Fallback",
    ),
}
"""Each language's families, the best first (English: none; it keeps ``FAMILY``)."""

CJK = ("CJK", "Han Sans", "Han Serif", "Hei", "Ming", "Droid Sans Fallback")
"""Words in a family's name that say it draws Chinese: the last resort of a language with none of its own."""

NAMED_FONTS = (
    "TkDefaultFont",
    "TkTextFont",
    "TkMenuFont",
    "TkHeadingFont",
    "TkCaptionFont",
    "TkSmallCaptionFont",
    "TkIconFont",
    "TkTooltipFont",
)
"""Tk's named fonts of the widgets' text (menus, buttons, labels, its dialogs); not the fixed-width one."""


def family(language: str, available: Iterable[str]) -> str:
    """The family to draw ``language`` in, among the ``available`` ones: its own, the best first; else any that
    names itself CJK (in a Chinese window); else ``FAMILY``.

    >>> family("zh_CN", ["Noto Serif CJK JP"]), family("zh_TW", [])
    ('Noto Serif CJK JP', 'Helvetica')
    """
    present = set(available)
    found = next((each for each in FAMILIES.get(language, ()) if each in present), None)
    if found is None and language != "en":
        found = next((each for each in sorted(present) if any(word in each for word in CJK)), None)
    return found or FAMILY


def use_family(root: tk.Misc, language: str) -> str:
    """Choose the family for ``language`` among those Tk has, and make Tk's named fonts use it, so that menus,
    buttons, labels and Tk's own dialogs draw it; returned for the canvas. English leaves Tk's fonts as they are."""
    chosen = family(language, tkinter.font.families(root))
    if language != "en":
        for name in NAMED_FONTS:
            tkinter.font.nametofont(name, root).configure(family=chosen)
    return chosen
