"""The one ``gettext`` every sentence of luoshu goes through.

``_`` translates a sentence where it is made, ``ngettext`` one that counts something, and ``N_`` marks a constant
(a command's help, made when the module loads) for the catalogue without translating it: it is translated
where it is shown. Until a language is chosen, each gives the English it is handed.

>>> _("the game is over")
'the game is over'
>>> ngettext("{count} game", "{count} games", 2).format(count=2)
'2 games'
>>> N_("Play Pick Fifteen.")
'Play Pick Fifteen.'
"""

from __future__ import annotations

import gettext

_translations: gettext.NullTranslations = gettext.NullTranslations()


def _(message: str) -> str:
    """The sentence ``message`` in the language chosen (English until one is).

    >>> _("Draw.")
    'Draw.'
    """
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence that counts ``count`` things, in the language chosen.

    >>> ngettext("{count} move", "{count} moves", 1).format(count=1)
    '1 move'
    """
    return _translations.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """``message`` unchanged, marked for the catalogue: a constant translated where it is shown.

    >>> N_("Show this message and exit.")
    'Show this message and exit.'
    """
    return message
