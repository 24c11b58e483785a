"""The one ``gettext`` every sentence of luoshu goes through, in the language chosen for the context.

``_`` translates a sentence where it is made, ``ngettext`` one that counts something, and ``N_`` marks a constant
(a command's help, made when the module loads) for the catalogue without translating it: it is translated
where it is shown. Until a language is chosen, each gives the English it is handed.

>>> _("the game is over")
'the game is over'
>>> ngettext("{count} game", "{count} games", 2).format(count=2)
'2 games'
>>> N_("Play Pick Fifteen.")
'Play Pick Fifteen.'

luoshu speaks English (the source), Simplified Chinese (``zh_CN``) and Traditional Chinese (``zh_TW``). A face
chooses once, at its edge: the terminal and the window from the environment as gettext reads it, or ``--lang``
(``chosen_language``), for the whole process (``speak``); the web face from each request's ``Accept-Language``
(``language_of_header``), for that request alone (``speaking``), since it answers many pages in different
languages at once. The translations are the catalogues in ``luoshu/words/locale`` (Babel compiles them; the
standard library's gettext reads them, so nothing more is imported at start-up), plural forms by each
language's own rule, from its catalogue's header.

>>> with speaking("zh_TW"):
...     spoken()
'zh_TW'
>>> spoken()
'en'
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import string

LANGUAGES = ("en", "zh_CN", "zh_TW")
"""The languages luoshu speaks, by gettext's name (the catalogues' folders); English is the source."""

TAGS = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}
"""Each language's BCP 47 tag: the value of ``--lang``, and of the page's ``<html lang>``."""

ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The variables that name the language, in the order gettext reads them: the first one set decides."""

TRADITIONAL_REGIONS = frozenset({"tw", "hk", "mo"})
"""Where Chinese is written in Traditional characters (Taiwan, Hong Kong, Macau); elsewhere, Simplified."""

DOMAIN = "luoshu"
"""The catalogues' name: ``locale/<language>/LC_MESSAGES/luoshu.mo``."""

_process = "en"  # the language of the whole process, as ``speak`` set it
_context: ContextVar[str | None] = ContextVar("luoshu_language", default=None)  # a context's own (``speaking``)
_catalogues: dict[str, gettext.NullTranslations] = {"en": gettext.NullTranslations()}


def _(message: str) -> str:
    """The sentence ``message`` in the language chosen (English until one is).

    >>> _("Draw.")
    'Draw.'
    """
    language = _context.get() or _process  # spoken(), asked once: every sentence of luoshu comes through here
    translations = _catalogues.get(language)
    found = (catalogue(language) if translations is None else translations).gettext(message)
    return found if language == "en" else _Template(found)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence that counts ``count`` things, in the language chosen, by its own plural rule.

    >>> ngettext("{count} move", "{count} moves", 1).format(count=1)
    '1 move'
    """
    language = spoken()
    found = catalogue(language).ngettext(singular, plural, count)
    return found if language == "en" else _Template(found)


_MARKS = frozenset("（「『“‘《〈【〔。，、；：！？）」』”’》〉】〕…—～")
"""Chinese's full-width punctuation: no space is set beside it."""


def _han(character: str) -> bool:
    """Whether ``character`` is a Chinese character (a CJK ideograph), not a mark, a letter or a digit."""
    return "\u3400" <= character <= "\u9fff" or "\uf900" <= character <= "\ufaff" or character >= "\U00020000"


def _latin(character: str) -> bool:
    """Whether ``character`` is Western text, which Chinese sets a space beside: a Latin letter, a digit, a sign or a
    board's dot (X··/·X·), neither Chinese, nor a full-width mark, nor a space or a control character.

    >>> [_latin(c) for c in "B5+·平，５"]
    [True, True, True, True, False, False, False]
    """
    import unicodedata  # here: start-up stays light

    wide = unicodedata.east_asian_width(character) in ("W", "F")
    return character.isprintable() and not character.isspace() and not wide and character not in _MARKS


def _joint(left: str, right: str) -> str:
    """``left`` and ``right`` put together where a value meets the text round it, spaced as Chinese writing spaces
    them: one space between a Chinese character and Western text (a letter, a digit, a sign), none between two
    Chinese characters or beside a full-width mark; a line's end as it is, and two spaces or more (a column's
    padding) kept.

    >>> _joint("到达 ", "根"), _joint("和", "B2"), _joint("取 ", "5（B2）"), _joint("（", " X"), _joint("O·", "开始")
    ('到达根', '和 B2', '取 5（B2）', '（X', 'O· 开始')
    >>> _joint("X  ", "根"), _joint("和 ", " B2"), _joint(" ", "根"), _joint("和", "")
    ('X  根', '和  B2', ' 根', '和')
    """
    # Only the ends are read (two characters each side), so how they join is found once for each pair of ends:
    # ``left`` is a sentence filled so far, and may be long (a tree's step); a tree's steps make thousands of joints.
    how = _join_of(left[-2:], right[:2])
    if how == _AS_THEY_ARE:
        return left + right
    if how == _LEFT_SPACE_DROPPED:
        return left[:-1] + right
    if how == _RIGHT_SPACE_DROPPED:
        return left + right[1:]
    return left + " " + right  # _SPACE_SET


_AS_THEY_ARE, _LEFT_SPACE_DROPPED, _RIGHT_SPACE_DROPPED, _SPACE_SET = 0, 1, 2, 3
"""How ``_joint`` puts two texts together: as they are, without the space at the end of the left one or at the
start of the right one, or with a space set between them."""


@lru_cache(maxsize=4096)  # a template's few ends are met again and again
def _join_of(left: str, right: str) -> int:
    """How ``_joint`` joins ``left`` and ``right`` (all that it reads of them: their last and first two characters),
    spaced as Chinese writing spaces them.

    >>> _join_of("根 ", "根"), _join_of("（", " X"), _join_of("和", "B2"), _join_of("和 ", "B2")
    (1, 2, 3, 0)
    """
    if left.endswith(" "):
        if left.endswith("  ") or right.startswith(" "):  # two spaces or more: kept
            return _AS_THEY_ARE
        before, after = left[:-1], right
    elif right.startswith(" "):
        if right.startswith("  "):
            return _AS_THEY_ARE
        before, after = left, right[1:]
    else:
        before, after = left, right
    if not before or not after:
        return _AS_THEY_ARE
    last_mark, last_han, last_latin = _kind(before[-1])
    first_mark, first_han, first_latin = _kind(after[0])
    if last_mark or first_mark or (last_han and first_han):  # before + after: the space between them dropped
        return _LEFT_SPACE_DROPPED if before != left else _RIGHT_SPACE_DROPPED if after != right else _AS_THEY_ARE
    if (last_han and first_latin) or (last_latin and first_han):  # before + " " + after
        return _SPACE_SET if before == left and after == right else _AS_THEY_ARE  # else the space one held, kept
    return _AS_THEY_ARE


def _kind(character: str) -> tuple[bool, bool, bool]:
    """Whether ``character`` is a full-width mark, a Chinese character, Western text (``_han`` and ``_latin`` may
    both hold: the Yijing's hexagrams, say). Asked only where ``_join_of`` meets two ends it has not met before.

    >>> _kind("，"), _kind("根"), _kind("B")
    ((True, False, False), (False, True, False), (False, False, True))
    """
    return character in _MARKS, _han(character), _latin(character)


@cache
def _formatter() -> string.Formatter:
    """The standard library's formatter, loaded when first asked for: start-up stays light (English, which fills no
    template, never loads it)."""
    import string

    return string.Formatter()


_Part = tuple[str, str | None, str | int | None, str, bool, str | None]
"""A template's literal text, and the field after it (None where there is none): its name, the key it names plainly
(a keyword or a position, else None), its spec and whether that holds fields of its own, its conversion."""


@lru_cache(maxsize=4096)
def _parsed(template: str) -> tuple[_Part, ...]:
    """A template's parts, as ``string.Formatter.parse`` finds them, read once for every filling of it: a plain
    key and spec are taken as they are, without the formatter's look-ups (a tree's steps fill thousands).

    >>> _parsed("取 {pick} 把{0:,}{}{n:{w}}")[1:]
    ((' 把', '0', 0, ',', False, None), ('', '', None, '', False, None), ('', 'n', 'n', '{w}', True, None))
    """
    parts: list[_Part] = []
    for literal, field, spec, conversion in _formatter().parse(template):
        key: str | int | None = None
        if field and field.isascii():  # as string.Formatter.get_field reads a bare name or number
            key = int(field) if field.isdigit() else field if field.isidentifier() else None
        nested = spec is not None and ("{" in spec or "}" in spec)
        parts.append((literal, field, key, spec or "", nested, conversion))
    return tuple(parts)


class _Template(str):
    """A Chinese sentence: filled in, each value is spaced from the text round it as Chinese writing spaces them
    (``_joint``), whatever space the translator set beside its placeholder: a space between Chinese and Latin
    letters or digits, none between Chinese and Chinese (``到达 {node}`` with 根: 到达根) nor beside a full-width mark
    (``取 {pick} 把`` with ``5（B2）``: ``取 5（B2）把``). An empty value leaves the text round it as it is.

    >>> _Template("取 {pick} 把{what}").format(pick="5（B2）", what="“平局”"), _Template("{}和{}").format("C2", "B2")
    ('取 5（B2）把“平局”', 'C2 和 B2')
    >>> _Template("从{where}出发，{n:,} 个").format(where="X 1 5 · O 2 9", n=12345)
    '从 X 1 5 · O 2 9 出发，12,345 个'
    >>> _Template("{said}（{aside}）").format(said="", aside="A3 和 B2")
    '（A3 和 B2）'
    """

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        parts = _TEMPLATES.get(self)  # by the template itself: its hash is kept, where str(self) makes a copy
        if parts is None:
            if len(_TEMPLATES) >= 4096:  # whatever a long-running server is handed: kept few
                _TEMPLATES.clear()
            parts = _TEMPLATES[str(self)] = _parsed(str(self))
        filled, automatic, after_value = "", 0, False
        for literal, field, key, spec, nested, conversion in parts:
            if literal:  # an empty one joins as nothing
                filled = _joint(filled, literal) if after_value else filled + literal
            if field is None:
                continue
            if field == "":  # "{}": the next positional value
                key, automatic = automatic, automatic + 1
            if key is None:  # an attribute or an index: the formatter finds it
                value, _key = _formatter().get_field(field, args, kwargs)
            else:
                value = args[key] if isinstance(key, int) else kwargs[key]
            if conversion is not None:
                value = _formatter().convert_field(value, conversion)
            if nested:
                shown = format(value, _formatter().vformat(spec, args, kwargs))
            else:  # a plain text shows as it is: most values, a step's path and meaning
                shown = value if not spec and type(value) is str else format(value, spec)
            filled, after_value = (_joint(filled, shown), True) if shown else (filled, False)
        return filled


_TEMPLATES: dict[str, tuple[_Part, ...]] = {}
"""Each template's parts (``_parsed``), by the template: a tree's steps fill the same few thousands of times."""


def pgettext(context: str, message: str) -> str:
    """The word ``message`` as it is said in ``context``, in the language chosen: where one English word is said two
    ways in another language (a noun alone, and a noun counted: 路 and 条路), gettext's context tells them apart
    (and ``pgettext("dress", "words")`` is the word game, where ``_("words")`` is the items it claims).

    >>> pgettext("counted", "road")
    'road'
    """
    return catalogue(spoken()).pgettext(context, message)


def N_(message: str) -> str:
    """``message`` unchanged, marked for the catalogue: a constant translated where it is shown.

    >>> N_("Show this message and exit.")
    'Show this message and exit.'
    """
    return message


LANG_HELP = N_(
    "The language to speak: en, zh-CN or zh-TW (without it, the one the environment names: LANGUAGE, LC_ALL, "
    "LC_MESSAGES or LANG)."
)
"""The help of ``--lang``, which every command has."""


# Which language -------------------------------------------------------------------------------------------------


def language_named(name: str) -> str | None:
    """The language of ours that a locale name (``zh_TW.UTF-8``) or a BCP 47 tag (``zh-Hant-HK``) names, or None
    where it names one we do not have. Script first (Hant, Hans), then region: Taiwan, Hong Kong and Macau read
    Traditional, the rest of the Chinese-reading world Simplified; any English is English, and so are ``C`` and
    ``POSIX`` (no language at all).

    >>> [language_named(name) for name in ("zh_HK.UTF-8", "zh-Hant", "zh_SG", "zh-Hans-HK", "zh", "en_GB", "C")]
    ['zh_TW', 'zh_TW', 'zh_CN', 'zh_CN', 'zh_CN', 'en', 'en']
    >>> language_named("fr_FR.UTF-8") is None
    True
    """
    bare = name.strip().split(".")[0].split("@")[0]  # without the encoding or the modifier
    subtags = bare.replace("_", "-").lower().split("-")
    if subtags[0] in ("en", "c", "posix"):
        return "en"
    if subtags[0] != "zh":
        return None
    rest = subtags[1:]
    if "hant" in rest:
        return "zh_TW"
    if "hans" in rest:
        return "zh_CN"
    return "zh_TW" if TRADITIONAL_REGIONS & set(rest) else "zh_CN"


def language_of_environment(environment: Mapping[str, str]) -> str:
    """The language the environment asks for, read as gettext reads it: the first of ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that is set decides, the first language of ours in its list (``LANGUAGE`` may
    name several, ``fr:zh_TW``); English where it names none of ours, or where none is set.

    >>> language_of_environment({"LANG": "zh_HK.UTF-8"})
    'zh_TW'
    >>> language_of_environment({"LANGUAGE": "fr:zh_CN", "LANG": "zh_TW.UTF-8"})
    'zh_CN'
    >>> language_of_environment({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"})
    'en'
    """
    for variable in ENVIRONMENT:
        value = environment.get(variable, "")
        if value:
            found = (language_named(each) for each in value.split(":") if each)
            return next((language for language in found if language), "en")
    return "en"


def language_of_header(header: str) -> str:
    """The language a browser's ``Accept-Language`` header prefers among ours: its ranges by weight (``q``; the
    first listed first where weights are equal, none at ``q=0``), the first that names one of ours; English where
    none does (``*`` too: any language, so the source).

    >>> language_of_header("fr-CA, zh-HK;q=0.8, en;q=0.5")
    'zh_TW'
    >>> language_of_header("en-GB;q=0.3, zh;q=0.9")
    'zh_CN'
    >>> language_of_header("zh-TW;q=0, de")
    'en'
    """
    ranges: list[tuple[float, str]] = []
    for part in header.split(","):
        tag, *parameters = (piece.strip() for piece in part.split(";"))
        weight = 1.0
        for parameter in parameters:
            key, _equals, value = parameter.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0  # a weight that is no number accepts nothing
        if tag and 0.0 < weight <= 1.0:
            ranges.append((weight, tag))
    for _weight, tag in sorted(ranges, key=lambda each: -each[0]):  # sorted is stable: equal weights keep order
        found = "en" if tag == "*" else language_named(tag)
        if found:
            return found
    return "en"


_TAG = r"[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*(?:\.[A-Za-z0-9-]{1,20})?(?:@[A-Za-z0-9]{1,20})?"
"""A language as people type it: a BCP 47 tag (``zh-Hant-TW``) or a POSIX locale (``zh_TW.UTF-8``, ``en_GB@euro``)."""


def language_asked(asked: str) -> str | None:
    """The language of ours that ``--lang``'s value names, in any case, as a BCP 47 tag or as a POSIX locale, read
    as the environment's variables are (``language_named``); None for anything else.

    >>> [language_asked(tag) for tag in ("zh_TW", "zh-tw", "zh", "zh-Hant", "ZH-HANS-CN", "zh-HK", "en-GB")]
    ['zh_TW', 'zh_TW', 'zh_CN', 'zh_TW', 'zh_CN', 'zh_TW', 'en']
    >>> [language_asked(tag) for tag in ("fr", "zh-", "chinese", "", "zh TW")]
    [None, None, None, None, None]
    """
    import re  # only where --lang is given

    return language_named(asked) if re.fullmatch(_TAG, asked) else None


def chosen_language(asked: str | None, environment: Mapping[str, str]) -> str:
    """The language of a terminal or a window: the one asked for (``--lang``) where one is, else the environment's.

    >>> chosen_language("zh-TW", {"LANG": "zh_CN.UTF-8"})
    'zh_TW'
    >>> chosen_language(None, {"LANG": "zh_CN.UTF-8"})
    'zh_CN'
    >>> chosen_language("fr", {})
    Traceback (most recent call last):
    ...
    ValueError: luoshu does not speak 'fr'; choose en, zh-CN or zh-TW
    """
    if asked is None:
        return language_of_environment(environment)
    found = language_asked(asked)
    if found is None:
        raise ValueError(_("luoshu does not speak '{asked}'; choose en, zh-CN or zh-TW").format(asked=_shown(asked)))
    return found


def _shown(asked: str) -> str:
    """A language's name as given, to be quoted in a refusal: cut short, a character it cannot show escaped."""
    cut = asked[:30]
    return cut if cut.isprintable() else repr(cut)[1:-1]


# Speaking it ----------------------------------------------------------------------------------------------------


def catalogue(language: str) -> gettext.NullTranslations:
    """The translations into ``language``, read from its compiled catalogue once, kept for the process.

    >>> catalogue("zh_CN").gettext("Usage:")
    '用法：'
    """
    if language not in _catalogues:
        if language not in LANGUAGES:
            raise ValueError(_("luoshu does not speak '{asked}'").format(asked=_shown(language)))
        # Read by this package's own loader, as pkgutil.get_data reads a package's data (a wheel, a zip, a
        # folder), without importing pkgutil: start-up stays light.
        path = f"locale/{language}/LC_MESSAGES/{DOMAIN}.mo"
        data = _package_data(path)
        if data is None:
            raise ValueError(_("the catalogue {path} is missing").format(path=path))
        _catalogues[language] = gettext.GNUTranslations(io.BytesIO(data))
    return _catalogues[language]


def _package_data(path: str) -> bytes | None:
    """The bytes of ``path`` inside this package (``words``), read by the loader that loaded it; None where the
    loader reads no data.

    >>> len(_package_data("locale/zh_CN/LC_MESSAGES/luoshu.mo") or b"") > 100_000
    True
    """
    loader = __spec__.loader if __spec__ is not None else None
    package = __spec__.origin if __spec__ is not None else None
    if loader is None or package is None or not hasattr(loader, "get_data"):
        return None
    cut = max(package.rfind("/"), package.rfind("\\"))  # this module's folder, in the file system's own separator
    separator = package[cut] if cut >= 0 else "/"
    data: bytes = loader.get_data(package[: cut + 1] + path.replace("/", separator))
    return data


def spoken() -> str:
    """The language spoken now: this context's own where ``speaking`` chose one, else the process's.

    >>> spoken()
    'en'
    """
    return _context.get() or _process


def speak(language: str) -> None:
    """Speak ``language`` in the whole process, where a context has not chosen its own: a terminal's or a window's
    choice, made once at its edge. Its catalogue is read now, so that a missing one is found at once.

    >>> speak("zh_CN"); _("Usage:"); speak("en")
    '用法：'
    """
    global _process
    catalogue(language)
    _process = language


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """Speak ``language`` in this context only (a thread, an asyncio task, a web request), then as before.

    >>> with speaking("zh_TW"):
    ...     _("Options")
    '選項'
    """
    catalogue(language)
    token = _context.set(language)
    try:
        yield language
    finally:
        _context.reset(token)
