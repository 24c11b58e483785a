"""The page and its language: which language a request is answered in, every request answered in it, and the page
(``static/index.html``) with its words filled in from the catalogues.

A request's language is the one the page's switch chose (the cookie ``lang``: en, zh-CN or zh-TW), else the
browser's (``Accept-Language``), else English. ``Speaking`` runs each request in it, so that every sentence the
API answers (a caption, a reason, an error, a hint's text) is said in it, while the JSON's keys, values and
identifiers stay as they are.

The page marks each of its words with its key in ``page_words``: an element's text
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

from ..words.language import TAGS, _, language_named, language_of_header, speaking, spoken
from ..words.terms import LEVEL_NAMES, level_name

__all__ = ["COOKIE", "LANGUAGE_NAMES", "Speaking", "language_asked", "page_html", "page_words", "request_language"]

COOKIE = "lang"
"""The cookie the page's language switch sets: the language's tag (en, zh-CN, zh-TW)."""

_TEXT = re.compile(r'(<(\w+)\b([^>]*)\sdata-word="([\w-]+)"([^>]*)>)(</\2>)')
_ATTRIBUTE = re.compile(r'\sdata-(label|alt)="([\w-]+)"')
_KEY = re.compile(r'aria-keyshortcuts="(\w)"')
_COMMAND = re.compile(r'data-command="([^"]*)"')
_HTML = re.compile(r'(<html\s+lang=")en(")')


LANGUAGE_NAMES = {"en": "English", "zh-CN": "简体中文", "zh-TW": "繁體中文"}
"""The language switch's choices, by the tag of each (``<html lang>``, the cookie ``lang``): each named in itself,
as every switch of languages names them, so that a reader finds their own whatever the page speaks now."""


def page_words() -> dict[str, str]:
    """Every word of the page by its key, in the language spoken now: its title, buttons, labels, dialogs and the
    language switch, and the few sentences its script says itself (a link copied, a server out of reach), each named
    by the key the page marks it with (``data-word``, ``data-label`` for a screen reader's name, ``data-alt`` for a
    picture's text). Every sentence about a game comes from the server's JSON instead. Templates with ``{fields}``
    are filled by the script.

    >>> words = page_words()
    >>> words["hint"], words["loading"], words["page-title"]
    ('Hint', 'Loading...', 'luoshu: {title}')
    >>> words["lang-zh-TW"]  # each language named in its own words, whichever is spoken
    '繁體中文'
    """
    title = _("Pick Fifteen")
    return {
        "document-title": _("luoshu: {title}").format(title=title),
        "title": title,
        "loading": _("Loading..."),
        "languages": _("Language"),
        **{f"lang-{tag}": name for tag, name in LANGUAGE_NAMES.items()},
        # the invite to a second player
        "invite": _("Invite a second player: send them this link:"),
        "copy": _("Copy"),
        "reinvite": _("Make an invite link"),
        "loopback": _(
            "This address works on this machine only: for another device, start {command} and open the network "
            "address it prints."
        ),
        # the game's buttons
        "controls": _("Game controls"),
        "hint": _("Hint"),
        "why": _("Why?"),
        "undo": _("Undo"),
        "history": _("Value history"),
        "new": _("New game"),
        "new-study": _("Start a study"),
        "save": _("Save"),
        "open": _("Open"),
        # the boards, the chart and the search tree
        "boards": _("The boards"),
        "chart-alt": _("The value history of the game"),
        "chart-caption": _("Value history: the game's value for X after every pick, under perfect play."),
        "step-back": _("Previous step"),
        "step-next": _("Next step"),
        "step": _("Step of the search"),
        # the new game's dialog
        "new-title": _("New game"),
        "dress": _("Dress"),
        "dress-fifteen": _("Pick Fifteen (numbers)"),
        "dress-grid": _("Tic-tac-toe on the Luo Shu grid"),
        "dress-jam": _("Jam (towns and roads)"),
        "dress-words": _("The word game"),
        "dress-product": _("The product game"),
        "dress-sets": _("Any game given as sets (a games file)"),
        "opponent": _("Opponent"),
        "opponent-computer": _("the computer"),
        "opponent-human": _("a person on another device"),
        "first": _("Who opens"),
        "first-human": _("you"),
        "first-computer": _("the computer"),
        "level": _("Level"),
        **{f"level-{level}": level_name(level) for level in LEVEL_NAMES},
        **{f"level-skill-{percent}": _("skill {percent}%").format(percent=percent) for percent in (90, 70, 50)},
        "level-menace": _("MENACE, the matchbox learner"),
        "level-lesson-1": _("lesson 1: alpha-beta, a win 10 − depth"),
        "level-lesson-2": _("lesson 2: minimax on the Luo Shu's numbers"),
        "level-lesson-3": _("lesson 3: win in the fewest moves"),
        "level-lesson-4": _("lesson 4: minimax, a win 10 − depth"),
        "level-depth-blind": _("depth-blind: alpha-beta, any win +10"),
        "puzzle": _("Puzzle"),
        "puzzle-none": _("none (a whole game)"),
        "puzzle-easy": _("easy"),
        "puzzle-medium": _("medium"),
        "puzzle-hard": _("hard"),
        "round-count": _("Puzzles in a round"),
        "rules": _("Rules"),
        "misere": _("misère: the first to hold a set loses"),
        "order": _("Order"),
        "numbers": _("Numbers"),
        "count": _("Count"),
        "target": _("Target"),
        "file": _("Games file"),
        "choose": _("Choose a file…"),
        "no-file": _("no file chosen"),
        "classroom": _("Classroom: turn off for this game"),
        "off-hints": _("hints"),
        "off-why": _("why"),
        "off-undo": _("undo"),
        "off-tree": _("the search tree"),
        "play": _("Play"),
        "cancel": _("Cancel"),
        # the study's dialog and its report
        "study-title": _("Start a study"),
        "study-about": _(
            "The same puzzles, timed in each dress. Once it starts, you get a link to send to every participant."
        ),
        "study-dresses": _("Dresses"),
        "study-numbers": _("the numbers"),
        "study-grid": _("the grid"),
        "study-jam": _("Jam"),
        "study-words": _("the word game"),
        "study-trials": _("Puzzles per dress"),
        "study-start": _("Start"),
        "report-title": _("Your study"),  # the report's one heading, as its caption
        "participants-open": _("The participants' link:"),
        "report-link": _("This report's link"),
        "report-keep": _(
            "It opens the report in any browser. Keep it to yourself, as the trials' file: whoever has it reads the "
            "report."
        ),
        "report-csv": _("Trials (CSV)"),
        "report-chart": _("The study's chart: each dress's median time, and the learning curve"),
        # the course
        "learn": _("Learn"),
        "learn-code": _("Your code, to go on from another device or another day:"),
        "learn-link": _("your course's link"),
        "learn-chapters": _("Chapters"),
        "learn-answer": _("Your answer"),
        "learn-check": _("Check"),
        "learn-next": _("Next exercise"),
        "learn-next-chapter": _("Next chapter"),
        "learn-resume": _("Go on with a code:"),
        "learn-go-on": _("Go on"),
        # the teacher's room
        "new-class": _("Start a class"),
        "join-class": _("Join a class"),
        "class-projector": _("Open the projector's page"),
        "class-hand-out": _("Hand out to everyone"),
        "hand-pairs": _("Games in pairs"),
        "hand-puzzles": _("A round of puzzles"),
        "hand-chapter": _("A chapter of the course"),
        "hand-lobby": _("Back to the lobby"),
        "class-switches": _("Turn off for the whole class"),
        "class-name": _("Name"),
        "class-status": _("Now"),
        "class-games": _("Games"),
        "class-score": _("Won, drawn, lost"),
        "class-puzzles": _("Puzzles right"),
        "class-chapters": _("Chapters done"),
        "class-program": _("Their program"),
        "class-exercises": _("The course's exercises: right at the first try"),
        "class-mistakes": _("Where the class went wrong"),
        "projector-code": _("Class code:"),
        "projector-qr": _("A QR code of the address that joins the class"),
        "class-your-name": _("Your name"),
        "class-join": _("Join the class"),
        "noscript": _(
            "This page needs JavaScript to talk to the luoshu server; the game itself is played by the server."
        ),
        # what the script says itself, its {fields} filled where it says them
        "page-title": _("luoshu: {title}"),
        "copied": _("Copied."),
        "selected": _("The link is selected: press Ctrl+C (or long-press) to copy it."),
        "unreachable": _("The server cannot be reached: is luoshu serve still running?"),
        "answered": _("The server answered with an error: HTTP {status}."),
        "refused": _("{reason}."),  # a refusal's reason (the server's JSON "error") said as a sentence
        "over-press-n": _("The game is over: press N for a new one."),
        "over": _("The game is over."),
        "computer-to-move": _("The computer is to move."),
        "other-device": _("It is {player}'s turn, on the other device."),
        "opened": _("Opened {file}."),
        "not-json": _("{file} is not JSON text."),
        "choose-file": _("Choose a games file for any game given as sets."),
        "not-owner": _("This browser did not start that study: open the report link its page gives (with its secret)."),
        "send-link": _("Send the participants the link; the report fills in as they answer."),
        # the search tree's title: how it is opened with a mouse or the keyboard, and with a finger, which cannot
        # point without tapping (a tap plays the move), on a touch screen
        "tree-under": _(
            "The search after {move}: point at a free move, or focus it with the keyboard, to see its tree; step "
            "through it with the slider."
        ),
        "tree-under-touch": _(
            "The search after {move}: touch and hold a free move to see its tree (a tap plays it); step through it "
            "with the slider."
        ),
        "watching": _("{error}: you are watching the game."),
        "learn-title": _("Learn minimax by doing it"),
        "learn-exercise": _("Exercise {place} of {count}"),
        "learn-practice": _("Exercise {place} of {count}, done before: practice, not counted again"),
        "learn-chapter-done": _("This chapter is done. Open another, or go on with the next."),
        "learn-last-done": _("That was the last chapter: well done."),
        "class-title": _("The teacher's room"),
        "learn-report": _("Check your program on your own machine, and its mark comes here:"),
        "class-watch-opponent": _("watch ({opponent})"),
        "class-watch-computer": _("watch (against the computer)"),
        "class-watch-round": _("watch (puzzles)"),
        "class-show": _("on the projector"),
        "class-shown": _("(on the projector)"),
        "class-not-owner": _(
            "This browser did not start that class: the class's page opens in the browser that started it."
        ),
    }


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
