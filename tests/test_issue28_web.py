"""Issue 28 on the web face: the page and its API in English, Simplified and Traditional Chinese.

A request speaks the language the page's switch chose (the cookie ``lang``), else the browser's
(``Accept-Language``), else English; the page's own words come from the catalogues, ``<html lang>`` follows; the
JSON's keys, values and identifiers never change, only its sentences; the switch changes the page in place and is
remembered. The API in process (Starlette's test client); the page in Debian's Chromium driven by Playwright
against ``luoshu serve`` on 127.0.0.1, with screenshots at a laptop's and a phone's size (``LUOSHU_SHOTS=folder``
keeps them to be looked at).

The oracles: Babel reads the catalogues (``.po``) for what each sentence is in each language; the oracle's own game
of Pick Fifteen says which picks are free; a fixed list of characters written only in Simplified Chinese.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import httpx
import oracle
import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402
from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

FIFTEEN = oracle.Game(9, 3, 15)
LOCALE = Path(__file__).parent.parent / "luoshu" / "words" / "locale"
TAGS = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}

SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样还没结记录档错误语词轮谁从无题标与种简体"
    "国会长发现问学书级尽"
)
"""Characters written only in Simplified Chinese, each with a Traditional form of its own (這們個為麼...): none may be
in a zh_TW page. (Characters both scripts write alike, such as 局, 示, 存, 言, 束 and 助, are not in it.)"""

HUMAN = {
    # the sentences and labels the JSON carries for a person: they follow the language
    "text", "reason", "error", "caption", "captions", "under", "status", "footer", "about", "help", "title",
    "titles", "reveal", "scorecard", "why_prompt", "labels", "mark", "cost", "task", "said", "heading", "notes",
    "tree_columns", "shown", "arriving",
}  # fmt: skip
DRAWN = {"id", "token", "invite", "participant", "seconds"}
"""Keys whose values are drawn afresh for each game or study (secrets, a participant's code) or measured (a
search's seconds): equal in no two runs, whatever the language."""


def catalogue(language: str) -> Catalog:
    with open(LOCALE / language / "LC_MESSAGES" / "luoshu.po", "rb") as source:
        return read_po(source)


def said_in(language: str, message: str) -> str:
    """``message`` in ``language``, as Babel reads the catalogue (English: the message itself)."""
    if language == "en":
        return message
    found = catalogue(language)[message]
    assert found is not None, message
    assert isinstance(found.string, str), message
    assert found.string, message
    return found.string


def latin_words(text: str) -> set[str]:
    """The words of two letters or more written in Latin letters."""
    return set(re.findall(r"[A-Za-z]{2,}", text))


TOKENS = {"luoshu", "serve", "host", "JavaScript", "JSON", "CSV", "MENACE", "Minimax", "alpha", "beta", "Ctrl", "sets"}
"""Latin words a Chinese page may hold: the program's and a command's names, an option, file formats, a key,
MENACE's name, minimax's beside 极小化极大 and alpha-beta's, as the glossary writes them; cells (A1-C3), X and O
are a letter each."""


# The API ---------------------------------------------------------------------------------------------------------


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


@pytest.mark.parametrize(
    ("cookie", "header", "expected"),
    [
        (None, None, "en"),
        (None, "zh-CN,zh;q=0.9,en;q=0.5", "zh_CN"),
        (None, "fr-FR, zh-HK;q=0.8", "zh_TW"),  # Hong Kong reads Traditional
        (None, "de, fr", "en"),
        ("zh-TW", None, "zh_TW"),
        ("zh-CN", "zh-TW", "zh_CN"),  # the page's switch over the browser's language
        ("en", "zh-TW", "en"),
        ("klingon", "zh-TW", "zh_TW"),  # a cookie naming no language of ours: the browser's
    ],
)
def test_each_request_speaks_the_switchs_language_else_the_browsers(
    client: TestClient, cookie: str | None, header: str | None, expected: str
) -> None:
    if cookie is not None:
        client.cookies.set("lang", cookie)
    headers = {"accept-language": header} if header else {}
    missing = client.get("/api/games/nosuchgame", headers=headers)
    assert missing.status_code == 404
    assert missing.json() == {"error": said_in(expected, "no such game")}
    assert missing.headers["content-language"] == TAGS[expected]
    assert "Accept-Language" in missing.headers["vary"]
    assert "Cookie" in missing.headers["vary"]
    made = client.post("/api/games", json={"dress": "grid"}, headers=headers).json()
    assert made["board"]["title"] == said_in(expected, "Tic-tac-toe on the Luo Shu grid")
    page = client.get("/", headers=headers).text
    assert f'<html lang="{TAGS[expected]}">' in page
    title = re.search(r"<title[^>]*>([^<]*)</title>", page)
    assert title is not None
    assert title.group(1) == said_in(expected, "luoshu: {title}").format(title=said_in(expected, "Pick Fifteen"))
    # Starlette's own refusal of an address it does not serve, in the same words
    assert client.get("/api/nothing", headers=headers).json() == {"error": said_in(expected, "Not Found")}


def test_a_game_is_said_in_each_language_that_asks_for_it(client: TestClient) -> None:
    # One game, read in three languages one after another: each answer in its own (none kept from another's).
    made = client.post("/api/games", json={"dress": "grid"}).json()
    for language in ("zh_TW", "en", "zh_CN", "zh_TW"):
        client.cookies.set("lang", TAGS[language])
        board = client.get(f"/api/games/{made['id']}").json()["board"]
        assert board["title"] == said_in(language, "Tic-tac-toe on the Luo Shu grid")


def without(value: Any, keys: set[str]) -> Any:
    """``value`` with every object's ``keys`` taken out, all the way down."""
    if isinstance(value, dict):
        return {key: without(each, keys) for key, each in value.items() if key not in keys}
    if isinstance(value, list):
        return [without(each, keys) for each in value]
    return value


def sentences(value: Any) -> list[str]:
    """Every string under a key of ``HUMAN``, all the way down."""
    if isinstance(value, dict):
        found = []
        for key, each in value.items():
            found += strings(each) if key in HUMAN else sentences(each)
        return found
    if isinstance(value, list):
        return [text for each in value for text in sentences(each)]
    return []


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for each in value.values() for text in strings(each)]
    if isinstance(value, list):
        return [text for each in value for text in strings(each)]
    return []


def answers_in(client: TestClient, tag: str) -> list[Any]:
    """Every answer of one round in the language ``tag``: a whole game between two people on the grid (made,
    joined, hints, why, the search tree, moves to X's win, a move refused), a study (made, joined, a trial, an
    answer, its report), and refusals."""
    client.cookies.set("lang", tag)
    said: list[Any] = []

    def asked(method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        answer = client.request(method, path, json=body, headers=bearer(token) if token else {})
        said.append({"status": answer.status_code, "json": answer.json()})
        return answer.json()

    made = asked("POST", "/api/games", {"dress": "grid", "opponent": "human"})
    game = made["id"]
    joined = asked("POST", f"/api/games/{game}/join", {"invite": made["invite"]})
    tokens = {"X": made["token"], "O": joined["token"]}
    asked("GET", f"/api/games/{game}/hints")
    asked("GET", f"/api/games/{game}/why?move=B2")
    asked("GET", f"/api/games/{game}/tree?pick=5")
    picks: list[int] = []
    for player, pick in [("X", 2), ("O", 1), ("X", 4), ("O", 3)]:
        asked("POST", f"/api/games/{game}/moves", {"pick": pick, "picks": picks}, tokens[player])
        picks.append(pick)
    asked("POST", f"/api/games/{game}/moves", {"pick": 2, "picks": picks}, tokens["X"])  # taken
    asked("GET", f"/api/games/{game}/hints")
    asked("GET", f"/api/games/{game}/why")
    asked("GET", f"/api/games/{game}/tree?pick=9")
    asked("POST", f"/api/games/{game}/undo", {}, tokens["X"])  # against a person: refused
    asked("POST", f"/api/games/{game}/moves", {"pick": 9, "picks": picks}, tokens["X"])  # 2 4 9: X wins
    asked("POST", f"/api/games/{game}/moves", {"pick": 5, "picks": [*picks, 9]}, tokens["O"])  # over
    asked("GET", f"/api/games/{game}")
    asked("GET", "/api/games/nosuchgame")
    study = asked("POST", "/api/studies", {"dresses": ["numbers", "grid"], "trials": 1})
    participant = asked("POST", f"/api/studies/{study['id']}/participants", {})
    trial = asked("GET", f"/api/studies/{study['id']}/trial", token=participant["token"])
    free = FIFTEEN.free(frozenset(trial["game"]["x"]), frozenset(trial["game"]["o"]))
    answer = {"place": 1, "seconds": 3.0, "pick": free[0]}
    asked("POST", f"/api/studies/{study['id']}/answers", answer, participant["token"])
    asked("GET", f"/api/studies/{study['id']}/report", token=study["token"])
    asked("GET", f"/api/studies/{study['id']}/report")  # no token: refused
    return said


def test_the_apis_json_is_the_same_in_every_language_but_its_sentences(client: TestClient) -> None:
    said = {language: answers_in(client, tag) for language, tag in TAGS.items()}
    english = without(said["en"], HUMAN | DRAWN)
    for language in ("zh_CN", "zh_TW"):
        assert without(said[language], HUMAN | DRAWN) == english, language
        # ... and its sentences are said in the language: every answer that says something says it otherwise
        pairs = zip(said[language], said["en"], strict=True)
        worded = [(answer, source) for answer, source in pairs if sentences(source)]
        assert len(worded) >= 20
        for answer, source in worded:
            assert sentences(answer) != sentences(source), (answer, source)
    traditional = "".join(sentences(said["zh_TW"]))
    assert not SIMPLIFIED_ONLY & set(traditional), sorted(SIMPLIFIED_ONLY & set(traditional))


# The page's own words --------------------------------------------------------------------------------------------


class Words(HTMLParser):
    """The page's text as a person may read it (text, a screen reader's names, pictures' text), and its
    elements' marks."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.marked: list[tuple[str, str]] = []  # (mark, key) of every data-word, data-label, data-alt
        self.filled: dict[str, str] = {}  # aria-label and alt values by their key
        self._inside: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        for mark, attribute in (("data-label", "aria-label"), ("data-alt", "alt")):
            if found.get(mark):
                self.marked.append((mark, str(found[mark])))
                self.filled[str(found[mark])] = str(found.get(attribute) or "")
        if found.get("data-word"):
            self.marked.append(("data-word", str(found["data-word"])))
        if tag not in ("meta", "link", "input", "img", "br"):
            self._inside.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self._inside:
            while self._inside.pop() != tag:
                pass

    def handle_data(self, data: str) -> None:
        if not {"script", "style"} & set(self._inside):
            self.text.append(data)


def page_words(client: TestClient, tag: str) -> Words:
    client.cookies.set("lang", tag)
    answer = client.get("/")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    words = Words()
    words.feed(answer.text)
    return words


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_page_holds_no_english_sentence_in_chinese(client: TestClient, language: str) -> None:
    words = page_words(client, TAGS[language])
    english = page_words(client, "en")
    assert words.marked == english.marked
    assert words.marked
    text = "".join(words.text) + " ".join(words.filled.values())
    # the switch names each language in its own words, whatever the page speaks: once each
    for name in ("English", "简体中文", "繁體中文"):
        assert text.count(name) == 1, name
        text = text.replace(name, "")
    left = latin_words(re.sub(r"\{\w+\}", "", text)) - TOKENS  # the script's {fields} are filled in as shown
    assert not left, left
    # the words are the catalogue's
    assert said_in(language, "Value history") in text
    assert said_in(language, "The value history of the game") == words.filled["chart-alt"]
    assert f"{said_in(language, 'Hint')}(H)" in text  # its key after it, as a menu in Chinese shows it
    if language == "zh_TW":
        assert not SIMPLIFIED_ONLY & set(text), sorted(SIMPLIFIED_ONLY & set(text))
    else:
        assert said_in("zh_TW", "Value history") not in text
    # ... and in English, the labels of before
    english_text = "".join(english.text)
    for label in ("Value history", "Start a study", "Previous step", "Invite a second player: send them this link:"):
        assert label in english_text
    assert "Hint" in english_text
    assert "Loading..." in english_text


# The page in a browser -------------------------------------------------------------------------------------------


def chinese_browser(browser: Any, server: Server, tag: str, width: int = 1280, height: int = 800) -> Page:
    """A page in a browser whose language is ``tag``: it asks for it first in every request, as a browser set up
    in Chinese does."""
    page = Page(browser, server, width, height)
    page.context.set_extra_http_headers({"accept-language": f"{tag},zh;q=0.9,en;q=0.5"})
    return page


def visible_text(page: Page) -> str:
    """What a person sees on the page (the language switch apart), and what a screen reader says of its boxes."""
    text: str = page.page.evaluate(
        """() => {
            const switcher = document.getElementById('languages');
            switcher.hidden = true;
            const seen = document.body.innerText;
            switcher.hidden = false;
            const named = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
            return seen + '\\n' + named.join('\\n');
        }"""
    )
    return text


CUT = """() => {
    // Every box, button, label and heading on show whose text is wider than its box (it spills over its
    // neighbours, or is cut), or taller where the box cuts what overflows it; and the page wider than the screen.
    // (A Chinese font's lines are taller than their line height, its glyphs no taller than the font's size: a
    // box as tall as its line height cuts nothing of them.)
    const found = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
        // named by the innermost boxes that reach past the screen's right edge, so that a failure says what
        const past = [...document.body.querySelectorAll('*')].filter((el) =>
            el.getClientRects().length > 0 && el.getBoundingClientRect().right > window.innerWidth + 1
            && ![...el.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1));
        found.push('the page is wider than the screen: ' + past.slice(0, 4).map((el) =>
            (el.id || el.className || el.tagName) + ' ' + (el.textContent || '').trim().slice(0, 30)).join('; '));
    }
    const seen = (el) => el.getClientRects().length > 0;
    for (const el of document.querySelectorAll(
        'button, .button, label, legend, h1, h2, .caption, .box, .box span, .languages, select, option'
    )) {
        if (!seen(el) || el.closest('.tree-scroll')) continue;
        const style = getComputedStyle(el);
        const clips = style.overflowY !== 'visible';
        const taller = el.scrollHeight - el.clientHeight > parseFloat(style.fontSize) / 2;
        if (el.scrollWidth > el.clientWidth + 1 || (clips && taller)) {
            found.push((el.id || el.className || el.tagName) + ': ' + el.textContent.trim().slice(0, 40));
        }
    }
    return found;
}"""


def free_pick(page: Page) -> int:
    game = page.game()
    free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
    return int(free[0])


@pytest.mark.parametrize("tag", ["zh-CN", "zh-TW"])
def test_a_chinese_browser_gets_the_page_in_its_language(browser: Any, server: Server, tag: str) -> None:
    language = tag.replace("-", "_")
    page = chinese_browser(browser, server, tag)
    page.open()
    assert page.page.evaluate("document.documentElement.lang") == tag
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    page.wait_for_picks(2)  # the computer's reply
    page.page.click("#hint")
    page.page.wait_for_selector(".sign")
    page.page.hover(".tile:not(.held-X):not(.held-O)")
    page.page.wait_for_timeout(300)
    text = visible_text(page)
    assert said_in(language, "Hint") in text
    assert latin_words(text) <= TOKENS, latin_words(text) - TOKENS
    if tag == "zh-TW":
        assert not SIMPLIFIED_ONLY & set(text), sorted(SIMPLIFIED_ONLY & set(text))
    assert page.page.title().startswith(said_in(language, "luoshu: {title}").split("{")[0])
    page.close()


def test_the_switch_asks_why_again_in_the_new_language(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    game = page.wait_for_picks(2)
    page.page.click("#why")
    english = httpx.get(f"{server.url}/api/games/{game['id']}/why", cookies={"lang": "en"}).json()["text"]
    shown = "() => [...document.querySelectorAll('#said .line')].map((l) => l.textContent).join('\\n')"
    page.page.wait_for_function(f"t => ({shown})() === t", arg=english)
    page.page.click("#languages [data-lang='zh-TW']")
    page.page.wait_for_function("() => document.documentElement.lang === 'zh-TW'")
    chinese = httpx.get(f"{server.url}/api/games/{game['id']}/why", cookies={"lang": "zh-TW"}).json()["text"]
    assert chinese != english
    page.page.wait_for_function(f"t => ({shown})() === t", arg=chinese)  # the same explanation, not the hints
    page.close()


def test_the_switch_changes_the_language_in_place_and_is_remembered(browser: Any, server: Server) -> None:
    page = Page(browser, server)
    page.open()
    assert page.page.evaluate("document.documentElement.lang") == "en"
    pick = free_pick(page)
    page.page.click(f".tile[data-pick='{pick}']")
    before = page.wait_for_picks(2)
    page.page.click("#hint")
    page.page.wait_for_selector(".sign")
    page.page.evaluate("window.stillHere = true")  # gone if the page were loaded again
    english_title = page.text("#grid-title")
    assert english_title == "The Luo Shu grid"

    page.page.click("#languages [data-lang='zh-TW']")
    page.page.wait_for_function("() => document.documentElement.lang === 'zh-TW'")
    traditional = said_in("zh_TW", "The Luo Shu grid")
    page.page.wait_for_function("t => document.getElementById('grid-title').textContent === t", arg=traditional)
    page.page.wait_for_function("() => document.querySelectorAll('.sign').length > 0")  # the hints asked again
    assert page.page.evaluate("window.stillHere") is True
    assert page.game_id() == before["id"]
    assert page.game()["picks"] == before["picks"]
    assert page.text("#hint") == f"{said_in('zh_TW', 'Hint')}(H)"
    assert page.page.get_attribute("#languages [data-lang='zh-TW']", "aria-pressed") == "true"
    text = visible_text(page)
    assert latin_words(text) <= TOKENS, latin_words(text) - TOKENS
    assert not SIMPLIFIED_ONLY & set(text), sorted(SIMPLIFIED_ONLY & set(text))
    page.page.wait_for_function("t => document.title.includes(t)", arg=said_in("zh_TW", "Pick Fifteen"))
    # A move after the switch: the game's event stream, too, speaks the new language.
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    page.wait_for_picks(4)
    page.page.wait_for_timeout(500)
    assert latin_words(visible_text(page)) <= TOKENS

    page.page.reload()  # remembered
    page.page.wait_for_selector(".box")
    assert page.page.evaluate("document.documentElement.lang") == "zh-TW"
    assert page.game_id() == before["id"]
    assert page.text("#grid-title") == traditional

    page.page.click("#languages [data-lang='en']")
    page.page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.page.wait_for_function("() => document.getElementById('grid-title').textContent === 'The Luo Shu grid'")
    assert page.text("#hint") == "Hint"
    page.close()


def over(page: Page) -> None:
    """Play the game on show to its end, a free pick at a time."""
    while not page.game()["over"]:
        held = len(page.game()["picks"])
        page.page.click(f".tile[data-pick='{free_pick(page)}']")
        page.page.wait_for_function(
            "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length > n || "
            "document.getElementById('caption').textContent === ''",
            arg=held,
        )
        page.page.wait_for_timeout(100)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (360, 640)])
@pytest.mark.parametrize("tag", ["zh-CN", "zh-TW"])
def test_the_page_in_chinese_holds_at_a_laptops_and_a_phones_size(
    browser: Any, server: Server, tmp_path: Path, tag: str, width: int, height: int
) -> None:
    page = chinese_browser(browser, server, tag, width, height)
    name = f"{tag}-{width}x{height}"

    def looked(shot: str) -> None:
        page.page.wait_for_timeout(200)
        cut = page.page.evaluate(CUT)
        assert cut == [], (shot, cut)
        page.shot(tmp_path, f"{name}-{shot}")

    page.open()
    looked("start")
    page.page.click(f".tile[data-pick='{free_pick(page)}']")
    page.wait_for_picks(2)
    page.page.click("#hint")
    page.page.wait_for_selector(".sign")
    page.page.hover(".cell:not(.held-X):not(.held-O)")
    page.page.wait_for_timeout(500)  # the status of the hint on the cell hovered, and the search tree under it
    looked("hint")
    over(page)
    page.page.mouse.move(1, 1)
    looked("over")
    page.page.keyboard.press("n")
    page.page.wait_for_selector("#new-game[open]")
    looked("new-game")
    page.page.keyboard.press("Escape")
    page.page.click("#new-study")
    page.page.wait_for_selector("#study-dialog[open]")
    looked("new-study")
    page.page.click("#study-form button[value=start]")
    page.page.wait_for_selector("#study-report:not([hidden])")
    page.page.wait_for_function("() => document.getElementById('report-table').textContent !== ''")
    looked("study")
    page.close()


@pytest.mark.parametrize("tag", ["zh-CN", "zh-TW"])
def test_the_games_file_chooser_speaks_the_pages_language(
    browser: Any, server: Server, tag: str, tmp_path: Path
) -> None:
    # Chromium's own file input says "Choose File" and "No file chosen" in the browser's language, whatever the
    # page's: the page draws its own button and says what was chosen.
    language = tag.replace("-", "_")
    page = chinese_browser(browser, server, tag)
    page.open()
    page.page.click("#new")
    row = page.page.locator("label:has(input[name=file])")
    row.scroll_into_view_if_needed()
    assert row.is_visible()
    shown = row.inner_text()
    assert said_in(language, "Choose a file…") in shown, shown
    assert said_in(language, "no file chosen") in shown, shown
    assert latin_words(shown) == set(), shown
    games = tmp_path / "cards.json"
    games.write_text(json.dumps({"items": list("abcdefghi"), "wins": [["a", "b", "c"]]}))
    page.page.set_input_files("input[name=file]", str(games))
    page.page.wait_for_function("() => document.getElementById('file-chosen').textContent === 'cards.json'")
    assert said_in(language, "Choose a file…") in row.inner_text()
    page.close()
