"""The page in a real browser for the tests: Debian's Chromium driven by Playwright against ``luoshu serve``.

One ``Page`` (a browser context of its own, every request and error written down), ``Pages`` that lend them to the
tests one after another, the browser's arguments, and the browser fixture's body that the page tests share (with
``serving.serving`` for the server).
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx
from playwright import sync_api
from serving import Server

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# No background traffic of Chromium's own: every request a test sees is the page's.
ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REFUSED = re.compile(r"Failed to load resource: the server responded with a status of 4\d\d")
SHOTS = Path(os.environ["LUOSHU_SHOTS"]) if os.environ.get("LUOSHU_SHOTS") else None
"""Where the screenshots go to be looked at (LUOSHU_SHOTS=folder). A run that names none takes none: each is taken
where checks beside it prove what a person would look for (the boxes' layout, the text, the caption's pixels drawn:
test_page's the_page_fits), and a screenshot's capture costs more than those checks together."""


FORGET = "luoshu-tests:forget"
"""The mark (``window.name``) that has the page's next load forget what the origin keeps (its storage) before the
page's own script runs, as a browser that never saw it: ``Page.blank``."""

FORGETTING = f"if (window.name === '{FORGET}') {{ window.name = ''; localStorage.clear(); }}"
"""The script each page's context runs first in every page it loads: it does nothing unless marked so."""


_CLIENT = httpx.Client(timeout=60)
"""One connection pool for the tests' own requests: a client made per request (``Server.call``) costs more CPU than
the request itself."""


def call(server: Server, method: str, path: str, body: Any = None, token: str | None = None) -> httpx.Response:
    """``Server.call``, through the shared client."""
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return _CLIENT.request(method, server.url + path, json=body, headers=headers)


def chromium() -> Iterator[Any]:
    """Debian's Chromium, launched headless for a run's tests."""
    assert os.path.exists(CHROMIUM), "Debian's Chromium: apt-get install chromium"
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


class Page:
    """A page of the server in a browser context of its own, every request ("GET url") and error written down."""

    def __init__(
        self,
        browser: Any,
        server: Server,
        width: int = 1280,
        height: int = 800,
        touch: bool = False,
        language: str | None = None,
    ) -> None:
        # touch: a phone's screen, a finger its only pointer (no hover); language: the page's, as its choice sets it
        self.context = browser.new_context(
            viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch
        )
        if language is not None:
            self.context.add_cookies([{"name": "lang", "value": language, "url": server.url}])
        self.context.add_init_script(FORGETTING)
        self.page = self.context.new_page()
        self.server = server
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda request: self.requests.append(f"{request.method} {request.url}"))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        # A refusal the page shows (409 taken, not your turn) is logged by Chromium too: only other errors count.
        self.page.on("console", self._console)

    def _console(self, message: Any) -> None:
        if message.type == "error" and not REFUSED.match(message.text):
            self.errors.append(message.text)

    def resize(self, width: int, height: int) -> None:
        """Another screen for the same page: cheaper than a context of its own (a new context's first page costs
        a renderer's start, several times a page's load)."""
        self.page.set_viewport_size({"width": width, "height": height})

    def speak(self, language: str | None, accept: str | None = None) -> None:
        """The page's language for the next load: chosen (the cookie the switch sets), or none chosen and the
        browser asking for ``accept`` first in every request, as a browser set up in that language does."""
        self.context.clear_cookies()
        if language is not None:
            self.context.add_cookies([{"name": "lang", "value": language, "url": self.server.url}])
        headers = {"accept-language": f"{accept},zh;q=0.9,en;q=0.5"} if accept else {}
        self.context.set_extra_http_headers(headers)

    def blank(self) -> None:
        """Nothing remembered from the next load on, as in a new context: no game, no seat, no study. The page is
        marked (``FORGET``): the next page loaded (``load``) forgets what the origin keeps before its own script
        runs, and the page before it, stopped by that load, writes nothing after. No load of its own: going to the
        origin's stylesheet to forget there made two loads of one."""
        self.page.evaluate("mark => { window.name = mark; }", FORGET)

    def load(self, address: str) -> None:
        """The page at ``address`` (a path of the server's, or a whole address), loaded afresh: where only the
        address's # would change (a game's page to another game's), as a goto would not load it, the address is
        set and the page loaded again."""
        url = address if address.startswith("http") else self.server.url + address
        if "#" in url and self.page.url.split("#")[0] == url.split("#")[0]:
            # at the top, as a page loaded anew is: a reload keeps no scroll of the page before
            self.page.evaluate("url => { history.replaceState(null, '', url); scrollTo(0, 0); }", url)
            self.page.reload()
        else:
            self.page.goto(url)

    def fresh(self) -> None:
        """The server's address in a browser that remembers no game (as a new context would): a new game."""
        self.blank()
        self.open("/")

    def open(self, address: str = "/") -> None:
        """The page at ``address`` loaded afresh (``load``), once it shows a game's boxes."""
        self.load(address)
        self.page.wait_for_selector(".box")  # the product game shows its tiles only at the end

    def holding(self, made: dict[str, Any]) -> None:
        """Open a game made through the API, this browser holding the creator's seat. (Marked to forget, the page
        forgets at once: the seat is written before the load.)"""
        if not self.page.url.startswith(self.server.url + "/"):
            self.page.goto(self.server.url + "/static/style.css")  # the server's origin, for its storage
        self.page.evaluate(
            """([id, seat, token, mark]) => {
                if (window.name === mark) { window.name = ''; localStorage.clear(); }
                localStorage.setItem('luoshu:' + id, JSON.stringify({[seat]: token}));
            }""",
            [made["id"], made["seat"], made["token"], FORGET],
        )
        self.open(f"/#g={made['id']}")

    def game_id(self) -> str:
        found = re.search(r"#g=([\w-]+)", self.page.url)
        assert found, self.page.url
        return found.group(1)

    def game(self) -> dict[str, Any]:
        found: dict[str, Any] = call(self.server, "GET", f"/api/games/{self.game_id()}").json()["game"]
        return found

    def new_game(self, **choices: str) -> None:
        """Start a new game from the dialog (the key n), with the choices given."""
        # The key does nothing while the dialog is still open: closed by Escape, or by the last game's start, a
        # moment after its address changed. Waiting for that spares the wait below.
        self.page.wait_for_function("() => !document.getElementById('new-game').open")
        self.page.keyboard.press("n")
        try:  # the key's handler opens it at once, before the press returns: a second is ample
            self.page.wait_for_selector("#new-game[open]", timeout=1000)
        except Exception:  # a key pressed while the page was still taking the last game in (the key itself is
            # tested where the page is at rest, test_issue28_web): the button then
            self.page.click("#new")
            self.page.wait_for_selector("#new-game[open]")
        for name, value in choices.items():
            field = f"#new-form [name={name}]"
            if self.page.eval_on_selector(field, "el => el.tagName") == "SELECT":
                self.page.select_option(field, value)
            else:
                self.page.fill(field, value)
        before = self.page.url
        self.page.click("#new-form button[value=play]")
        self.page.wait_for_function("url => location.href !== url", arg=before)
        self.page.wait_for_selector(".box")

    def wait_for_picks(self, count: int) -> dict[str, Any]:
        self.page.wait_for_function(
            "n => document.querySelectorAll('.tile.held-X, .tile.held-O').length >= n", arg=count, timeout=5000
        )
        return self.game()

    def text(self, selector: str) -> str:
        return self.page.text_content(selector) or ""

    def shot(self, name: str) -> None:
        """The page as it looks, written to ``SHOTS`` as ``name``.png to be looked at (none taken without it)."""
        if SHOTS is None:
            return
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.page.screenshot(path=str(path))
        assert path.stat().st_size > 5000  # a page drawn, not a blank one

    def checked(self) -> None:
        """The checks of every page: no request to another host, no error."""
        own = [r for r in self.requests if not r.split(" ", 1)[1].startswith(self.server.url + "/")]
        assert own == [], f"requests to other hosts: {own}"
        assert self.errors == [], self.errors

    def close(self) -> None:
        """Closed, after the checks of every page."""
        try:
            self.checked()
        finally:
            self.context.close()

    def again(self, server: Server, width: int, height: int, language: str | None) -> None:
        """The page lent again, as a new context would be: nothing remembered from its next load on (no cookie, no
        storage, no header of its own), at this size, speaking ``language``, its log empty. A page of another
        server's (gone, it may be) is left for ``server``'s stylesheet, so that nothing of it is logged here."""
        self.server = server
        if not self.page.url.startswith(server.url + "/"):
            self.page.goto(server.url + "/static/style.css")
        self.resize(width, height)
        self.speak(language)
        self.blank()
        self.requests.clear()
        self.errors.clear()

    def __enter__(self) -> Page:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        # A check that failed is the test's failure: the context is closed without checks that would hide it.
        if kind is None:
            self.close()
        else:
            self.context.close()


class Pages:
    """Pages lent to the tests one after another, each a browser context of its own while it is lent: a new
    context costs a renderer's start and a profile's, several times a page's load, so that one given back whole is
    lent again, as a new one would be (``Page.again``). A page whose test failed is closed, never lent again."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.idle: dict[bool, list[Page]] = {False: [], True: []}

    @contextmanager
    def page(
        self, server: Server, width: int = 1280, height: int = 800, touch: bool = False, language: str | None = None
    ) -> Iterator[Page]:
        """A page (touch: a phone's, a finger its only pointer), checked when given back (``Page.checked``)."""
        idle = self.idle[touch]
        if idle:
            lent = idle.pop()
            lent.again(server, width, height, language)
        else:
            lent = Page(self.browser, server, width, height, touch, language)
        try:
            yield lent
            lent.checked()
        except BaseException:
            lent.context.close()
            raise
        idle.append(lent)

    def close(self) -> None:
        for pages in self.idle.values():
            for each in pages:
                each.context.close()
            pages.clear()
