"""The page's own words as a reader of each language reads them: the sets dress called by one name in the new game's
dialog and in what the page says of it, none of the phrasings a native reader found translated, a refusal said
as a sentence (with its full stop, 。 in Chinese), and a study's report under one heading. The words through
Starlette's client and the catalogues; the page in Debian's Chromium driven by Playwright against ``luoshu
serve``. Screenshots go to LUOSHU_SHOTS=folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from browsing import Page  # noqa: E402
from serving import Server  # noqa: E402

from luoshu.web.page import page_words  # noqa: E402
from luoshu.words.language import speaking  # noqa: E402
from luoshu.words.terms import dress_name  # noqa: E402

TAGS = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}

TRANSLATED = {
    "zh_CN": ["之下的搜索", "参与者打开", "你将得到的链接", "服务器回答了", "不要："],
    "zh_TW": ["之下的搜尋", "參與者開啟", "你之後拿到的那個連結", "伺服器回應了", "不要："],
}
"""What a native reader found translated on the page (the search "under" a move, participants who "open", the
server that "answered" a number, "no:" for no puzzle), each as the catalogue said it."""


def words_in(language: str) -> dict[str, str]:
    with speaking(language):
        return page_words()


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


@pytest.mark.parametrize("tag", ["zh-CN", "zh-TW", "en"])
def test_a_refusal_is_said_as_a_sentence(browser: Any, server: Server, tmp_path: Path, tag: str) -> None:
    made = server.call("POST", "/api/games", {"puzzle": "easy"}).json()
    page = Page(browser, server, 360, 640, language=tag)
    page.holding(made)
    # Why? on the puzzle's own position: refused, an explanation would give the answer away
    refused = page.page.evaluate("id => fetch('/api/games/' + id + '/why').then((r) => r.json())", made["id"])["error"]
    page.page.click("#why")
    page.page.wait_for_function("() => document.getElementById('notice').textContent.length > 0")
    stop = "." if tag == "en" else "。"
    assert page.text("#notice") == refused + stop
    assert not refused.endswith(stop)  # the reason is the server's; the sentence, the page's words around it
    first = page.page.evaluate("getComputedStyle(document.getElementById('notice'), '::first-letter').textTransform")
    assert first == "uppercase"  # "Answer the puzzle first: ...", as a sentence begins
    page.shot(tmp_path, f"refusal-as-a-sentence-{tag}")
    page.close()


@pytest.mark.parametrize(("tag", "width", "height"), [("zh-CN", 1280, 800), ("zh-TW", 360, 640)])
def test_a_studys_report_has_one_heading(
    browser: Any, server: Server, tmp_path: Path, tag: str, width: int, height: int
) -> None:
    page = Page(browser, server, width, height, language=tag)
    page.open()
    page.page.click("#new-study")
    page.page.wait_for_selector("#study-dialog[open]")
    page.page.click("#study-form button[value=start]")
    page.page.wait_for_selector("#study-report:not([hidden])")
    page.page.wait_for_function("() => document.getElementById('report-table').textContent.length > 0")
    headings: list[str] = page.page.evaluate(
        "() => [...document.querySelectorAll('h2, .caption')].filter((el) => el.getClientRects().length > 0)"
        ".map((el) => el.textContent)"
    )
    words = words_in(tag.replace("-", "_"))
    assert headings == [words["report-title"]]  # one heading: the caption, "Your study"
    page.shot(tmp_path, f"study-report-{tag}-{width}x{height}")
    page.close()
