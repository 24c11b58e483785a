"""The page and the API in each language, in process (``serving.InProcess``): each request speaks the switch's
language else the browser's, the API's JSON is the same in every language but its sentences, the page holds no
English sentence in Chinese and none of what read as translated, and the page's introduction and study report
name the level and the dresses as the glossary does.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import catalogue
import oracle
import pytest
from catalogue import TOKENS, latin_words
from glossary import CHINESE, TAG, dress_names, level_names

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from serving import InProcess, in_process

from luoshu.web.page import page_words
from luoshu.words.language import speaking
from luoshu.words.terms import dress_name


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``: no thread crossed for
    each request, as Starlette's test client crosses one)."""
    yield from in_process(tmp_path)


FIFTEEN = oracle.Game(9, 3, 15)


said_in = cache(catalogue.said_in)
"""A message as the catalogue says it, each read once for the module: each reading parses the whole .po file."""


TAGS = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}


SIMPLIFIED_ONLY = set(
    "这们个为么设戏数对选择开关帮时间说后图点击赢输线网页盘视单认进显统计应该样还没结记录档错误语词轮谁从无题标与种简体"
    "国会长发现问学书级尽"
)


HUMAN = {
    # the sentences and labels the JSON carries for a person: they follow the language
    "text", "reason", "error", "caption", "captions", "under", "status", "footer", "about", "help", "title",
    "titles", "reveal", "scorecard", "why_prompt", "labels", "mark", "cost", "task", "said", "heading", "notes",
    "tree_columns", "shown", "arriving",
}  # fmt: skip


DRAWN = {"id", "token", "invite", "participant", "seconds"}


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


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


def answers_in(client: InProcess, tag: str) -> list[Any]:
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


def page_words_of(client: InProcess, tag: str) -> Words:
    client.cookies.set("lang", tag)
    answer = client.get("/")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    words = Words()
    words.feed(answer.text)
    return words


TRANSLATED = {
    "zh_CN": ["之下的搜索", "参与者打开", "你将得到的链接", "服务器回答了", "不要："],
    "zh_TW": ["之下的搜尋", "參與者開啟", "你之後拿到的那個連結", "伺服器回應了", "不要："],
}


def words_in(language: str) -> dict[str, str]:
    with speaking(language):
        return page_words()


def _app() -> Any:
    import tempfile

    from luoshu.web.app import make_app

    return make_app(str(Path(tempfile.mkdtemp()) / "games.sqlite3"))


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
    client: InProcess, cookie: str | None, header: str | None, expected: str
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


def test_a_game_is_said_in_each_language_that_asks_for_it(client: InProcess) -> None:
    # One game, read in three languages one after another: each answer in its own (none kept from another's).
    made = client.post("/api/games", json={"dress": "grid"}).json()
    for language in ("zh_TW", "en", "zh_CN", "zh_TW"):
        client.cookies.set("lang", TAGS[language])
        board = client.get(f"/api/games/{made['id']}").json()["board"]
        assert board["title"] == said_in(language, "Tic-tac-toe on the Luo Shu grid")


def test_the_apis_json_is_the_same_in_every_language_but_its_sentences(client: InProcess) -> None:
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


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_page_holds_no_english_sentence_in_chinese(client: InProcess, language: str) -> None:
    words = page_words_of(client, TAGS[language])
    english = page_words_of(client, "en")
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


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_page_says_none_of_what_read_as_translated(language: str) -> None:
    words = words_in(language)
    found = [(key, text) for key, text in words.items() for phrase in TRANSLATED[language] if phrase in text]
    assert found == []
    # the tree's title names its move in the script's quotes, as a name in a sentence is (no space to mind)
    quoted = "“{move}”" if language == "zh_CN" else "「{move}」"
    assert words["tree-under"].startswith(quoted)
    assert words["tree-under-touch"].startswith(quoted)


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_sets_dress_has_one_name_in_the_dialog_and_in_what_the_page_says_of_it(client: Any, language: str) -> None:
    words = words_in(language)
    with speaking(language):
        name = dress_name("sets")  # the dress as every sentence names it (the glossary's)
    assert name.lower() in words["dress-sets"].lower(), words["dress-sets"]
    assert name.lower() in words["choose-file"].lower(), words["choose-file"]
    client.cookies.set("lang", TAGS[language])
    html = client.get("/").text
    assert f'<option value="sets" data-word="dress-sets">{words["dress-sets"]}</option>' in html


@pytest.mark.parametrize("name", CHINESE)
def test_the_pages_introduction_names_the_level(name: str) -> None:
    with InProcess(_app()) as client:
        made = client.post(
            "/api/games", json={"level": "casual"}, headers={"accept-language": TAG[name].lower()}
        ).json()
        assert made["game"]["computer_level"] == "casual"  # the identifier, in the JSON
        help_text = made["board"]["help"]
        assert f"（{level_names(name)['casual']}）" in help_text
        assert "casual" not in help_text


@pytest.mark.parametrize("name", CHINESE)
def test_the_pages_study_report_is_titled_with_the_dresses_names(name: str) -> None:
    dresses = ["numbers", "grid", "jam", "words"]
    with InProcess(_app()) as client:
        made = client.post("/api/studies", json={"dresses": dresses, "trials": 2}).json()
        path = f"/api/studies/{made['id']}/report"
        english = client.get(path, params={"token": made["token"]}).json()
        assert english["title"] == "A study of numbers, grid, jam, words"
        chinese = client.get(path, params={"token": made["token"]}, headers={"accept-language": TAG[name]}).json()
        names = dress_names(name)
        assert chinese["title"].endswith("、".join(names[d] for d in dresses))
        assert chinese["dresses"] == english["dresses"] == dresses
