"""The page and its language: which language a request is answered in, every request answered in it, and the page
(``static/index.html``) with its words filled in from the catalogues.

A request's language is the one the page's switch chose (the cookie ``lang``: en, zh-CN or zh-TW), else the
browser's (``Accept-Language``), else English. ``Speaking`` runs each request in it, so that every sentence the
API answers (a caption, a reason, an error, a hint's text) is said in it, while the JSON's keys, values and
identifiers stay as they are.

The page marks each of its words with the key of ``luoshu.words.server.page``: an element's text
(``data-word``), a screen reader's name for it (``data-label``: ``aria-label``) or a picture's text (``data-alt``);
``<html lang>`` is the language's tag. A button with a key (``aria-keyshortcuts``) shows it underlined in its
label, or after it where the label has no such letter, as menus in Chinese do: 提示(H).

>>> from luoshu.words.language import speaking
>>> with speaking("zh_CN"):
...     html = page_html()
>>> '<html lang="zh-CN">' in html, 'data-word="hint">提示(<u>H</u>)</button>' in html
(True, True)
>>> '<u>H</u>int</button>' in page_html()
True
>>> language_asked("zh-TW", "en"), language_asked(None, "zh-HK,en;q=0.5"), language_asked("fr", None)
('zh_TW', 'zh_TW', 'en')
"""

from __future__ import annotations

import html
import re
from functools import cache
from importlib.resources import files

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..words.language import TAGS, language_named, language_of_header, speaking, spoken
from ..words.server.page import page_words

__all__ = ["COOKIE", "Speaking", "language_asked", "page_html", "request_language"]

COOKIE = "lang"
"""The cookie the page's language switch sets: the language's tag (en, zh-CN, zh-TW)."""

_TEXT = re.compile(r'(<(\w+)\b([^>]*)\sdata-word="([\w-]+)"([^>]*)>)(</\2>)')
_ATTRIBUTE = re.compile(r'\sdata-(label|alt)="([\w-]+)"')
_KEY = re.compile(r'aria-keyshortcuts="(\w)"')
_COMMAND = re.compile(r'data-command="([^"]*)"')
_HTML = re.compile(r'(<html\s+lang=")en(")')


def language_asked(cookie: str | None, header: str | None) -> str:
    """The language of a request: the cookie's where it names one of ours, else ``Accept-Language``'s, else English."""
    chosen = language_named(cookie) if cookie else None
    return chosen or language_of_header(header or "")


def request_language(scope: Scope) -> str:
    """The language of the request ``scope``, from its cookie and its ``Accept-Language``."""
    asked = HTTPConnection(scope)
    return language_asked(asked.cookies.get(COOKIE), asked.headers.get("accept-language"))


class Speaking:
    """Runs each request in its language (``speaking``), and says which it answered in (``Content-Language``; and
    ``Vary``, since the same address answers in several)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        language = request_language(scope)
        said = [(b"content-language", TAGS[language].encode()), (b"vary", b"Accept-Language, Cookie")]

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start" and not scope["path"].startswith("/static/"):
                message["headers"] = [*message.get("headers", []), *said]
            await send(message)

        with speaking(language):
            await self.app(scope, receive, sending)


def page_html() -> str:
    """The page in the language spoken now, every word of it filled in."""
    return _filled(spoken())


@cache
def _filled(language: str) -> str:
    words = page_words()
    template = (files("luoshu.web") / "static" / "index.html").read_text(encoding="utf-8")

    def text(found: re.Match[str]) -> str:
        opening, key = found.group(1), found.group(4)
        shown = html.escape(words[key], quote=False)
        shortcut = _KEY.search(opening)
        if shortcut:
            shown = _underlined(shown, shortcut.group(1))
        command = _COMMAND.search(opening)
        if command:
            shown = shown.replace("{command}", f"<code>{command.group(1)}</code>")
        return opening + shown + found.group(6)

    def attribute(found: re.Match[str]) -> str:
        name = "aria-label" if found.group(1) == "label" else "alt"
        return f'{found.group(0)} {name}="{html.escape(words[found.group(2)])}"'

    filled = _ATTRIBUTE.sub(attribute, _TEXT.sub(text, template))
    return _HTML.sub(lambda found: found.group(1) + TAGS[language] + found.group(2), filled, count=1)


def _underlined(label: str, key: str) -> str:
    """The label with its key underlined: its first letter that is the key, or the key after it in brackets.

    >>> _underlined("New game", "N"), _underlined("新游戏", "N")
    ('<u>N</u>ew game', '新游戏(<u>N</u>)')
    """
    at = label.lower().find(key.lower())
    if at < 0:
        return f"{label}(<u>{key}</u>)"
    return f"{label[:at]}<u>{label[at]}</u>{label[at + 1 :]}"
