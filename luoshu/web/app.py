"""The web face: a Starlette application over the games (``games``), serving the page and its JSON API.

Every change of a game runs on one game thread, in order (``Games.run``): the games' search caches are shared
and not made for threads, and two requests for one game must never interleave. A search that is not quick runs in
a search process (``luoshu.web.searches``) while the game thread answers every other game (``Games.answer``), so
that no request waits for another game's search. A device asks one question of a game at a time: a press while
its last is still searched is answered at once (429), and at most ``ASKS`` questions are searched at once in all
(503 beyond), leaving search processes free for the computer's moves. The event loop stays free for the page's
files and its event streams meanwhile. After each change every page that watches the game hears of it at once
through server-sent events (``GET /api/games/{id}/events``).

Requests are bounded: a body of at most ``LARGEST_BODY`` bytes read within ``BODY_SECONDS`` (413, 408), at most
``WATCHERS`` event streams in all (429). Text that is no text (a lone surrogate, ``\\ud800``, which no character
is) is refused wherever it comes in (400). Every refusal is ``{"error": reason}`` with its status; anything
unforeseen is one line in the log and a 500, never a traceback.

As in Starlette's own examples, the endpoints are functions at module level, listed in ``routes``; the games (their
database, their thread, their search processes) open and close in ``lifespan``, and each endpoint reaches them
through ``request.app.state.games``. ``make_app(db)`` puts them together for one database.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import json
import logging
import time
from collections import Counter, deque
from collections.abc import AsyncIterator, Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..words.language import N_, _, speaking
from .classes import Classes, Kept
from .games import Pending, Refused, Step, Tables
from .learners import Learners
from .page import Speaking, page_html, request_language
from .searches import SEARCHERS, Searches
from .store import Store
from .studies import Studies

__all__ = ["BODY_SECONDS", "LARGEST_BODY", "WATCHERS", "lifespan", "make_app", "routes"]

LARGEST_BODY = 64 * 1024
"""Bytes in a request body, at most: a save is a few hundred, a games file a few thousand."""
BODY_SECONDS = 10.0
"""How long a body may take to arrive, at most (408 after): a slow client cannot hold a request open."""
WATCHERS = 2_000
"""Event streams open at once, at most."""
WATCHERS_PER_ADDRESS = 50
"""Event streams open at once from one client address, at most: a class's devices each have their own."""
NEW_GAMES = 30
"""New games a minute from one client address, at most."""
HEARTBEAT_SECONDS = 15.0
ASKS = max(1, SEARCHERS // 2)
"""Questions (hints, why, trees, value histories) searched at once in all, at most: the other search processes are
kept for the computer's moves and the puzzles."""

T = TypeVar("T")
log = logging.getLogger("luoshu.web")

# The page may load only what the server itself serves: nothing from any other host, no inline script.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        (
            b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            b"connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
        ),
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class Games:
    """The games, the one thread their changes run on, and the search processes their searches run in."""

    def __init__(self, db: str) -> None:
        self._worker = ThreadPoolExecutor(1, thread_name_prefix="luoshu-games")
        self._db = db
        self.tables: Tables | None = None
        self.searches = Searches()
        self._changes: dict[str, asyncio.Event] = {}
        self.watching: Counter[str] = Counter()  # event streams open, by client address
        self.stopping = False
        self.stopped = asyncio.Event()  # set as the server begins to stop
        self._made: dict[str, deque[float]] = {}  # when each address made its last new games
        self._asked: dict[tuple[Hashable, ...], asyncio.Future[Any]] = {}  # questions searched now, by key
        self._askers: set[tuple[str, Hashable]] = set()  # the devices (and games) whose question is searched now

    async def start(self) -> None:
        self.tables = await self.run(lambda: Tables(Store(self._db), searching=True))

    async def stop(self) -> None:
        self.searches.stop()
        if self.tables is not None:
            await self.run(self.tables.store.close)
        self._worker.shutdown(wait=True)

    async def run(self, work: Callable[[], T]) -> T:
        # In the request's context: its language (``Speaking``) says the sentences the game thread makes.
        said = contextvars.copy_context()
        return await asyncio.get_running_loop().run_in_executor(self._worker, said.run, work)

    async def answer(self, work: Callable[[], Step[T]], asker: str | None = None) -> T:
        """What ``work`` answers on the game thread, its searches (``Pending``) run in the search processes
        meanwhile, each followed on the game thread by what it found. ``asker``, the client's address, marks a
        question (hints, why, a tree, a value history) of a device: one at a time from each device for each game."""
        step = await self.run(work)
        while isinstance(step, Pending):
            pending = step
            try:
                found = await self._searched(pending, asker)
            except BaseException:
                with contextlib.suppress(RuntimeError):  # the game thread has stopped: nothing is left to undo
                    await self.run(pending.done)
                raise
            step = await self.run(functools.partial(pending.finish, found))
        return step

    async def _searched(self, pending: Pending[Any], asker: str | None) -> Any:
        """What the search of ``pending`` found: its own, or the one under way for the same question."""
        key = pending.key
        if key is None:  # a change of the game: its search is its own
            return await self._search(pending)
        device = None if asker is None else (asker, key[0])
        if device is not None and device in self._askers:
            raise Refused(429, _("your last question about this game is still being searched: wait for its answer"))
        under_way = self._asked.get(key)
        if under_way is not None:  # the same question, from another page: its answer is this one's
            return await asyncio.shield(under_way)
        if device is not None and len(self._askers) >= ASKS:
            raise Refused(503, _("the server is searching for others: ask again in a moment"))
        search = asyncio.ensure_future(self._search(pending))
        self._asked[key] = search
        if device is not None:
            self._askers.add(device)
        try:
            return await asyncio.shield(search)
        finally:
            self._asked.pop(key, None)
            if device is not None:
                self._askers.discard(device)

    async def _search(self, pending: Pending[Any]) -> Any:
        try:
            return await self.searches.run(pending.job)
        except BrokenProcessPool:  # a search process ended under it: the server stopping, or killed from outside
            raise Refused(
                503,
                _("the server is stopping")
                if self.stopping
                else _("the server is searching for others: ask again in a moment"),
            ) from None

    def changed(self, game: str) -> None:
        """Wake every page watching ``game``."""
        event = self._changes.pop(game, None)
        if event is not None:
            event.set()

    def count_new_game(self, address: str) -> None:
        """Refuse (429) a client that makes new games faster than ``NEW_GAMES`` a minute. The machine the server
        runs on is not counted: its user runs the server (and its load test) anyway."""
        if _this_machine(address):
            return
        now = time.monotonic()
        for old in [a for a, times in self._made.items() if times and times[-1] < now - 60]:
            del self._made[old]  # the addresses not heard from for a minute are forgotten
        times = self._made.setdefault(address, deque())
        while times and times[0] < now - 60:
            times.popleft()
        if len(times) >= NEW_GAMES:
            raise Refused(
                429,
                _("at most {most} new games a minute from one device: try again in a minute").format(most=NEW_GAMES),
            )
        times.append(now)

    def start_watching(self, address: str) -> None:
        """Count an event stream; 429 beyond ``WATCHERS`` in all or ``WATCHERS_PER_ADDRESS`` from one device."""
        if self.watching.total() >= WATCHERS:
            raise Refused(429, _("{most:,} pages are watching games: try again later").format(most=WATCHERS))
        if self.watching[address] >= WATCHERS_PER_ADDRESS and not _this_machine(address):
            raise Refused(
                429, _("{most} pages of one device are watching games: close some").format(most=WATCHERS_PER_ADDRESS)
            )
        self.watching[address] += 1

    def stop_watching_one(self, address: str) -> None:
        self.watching[address] -= 1
        if self.watching[address] <= 0:
            del self.watching[address]

    def change_of(self, game: str) -> asyncio.Event:
        return self._changes.setdefault(game, asyncio.Event())

    def stop_watching(self) -> None:
        """End every event stream and every search: the server is stopping, and waits for its connections to
        close."""
        self.stopping = True
        self.stopped.set()
        self.searches.stop()
        for game in list(self._changes):
            self.changed(game)


# The endpoints: each reads its request, drives the games on their thread and answers with what they give. The
# games are the application's (``request.app.state.games``), opened and closed by its lifespan.


def _games(request: Request) -> Games:
    games: Games = request.app.state.games
    return games


def _tables(request: Request) -> Tables:
    tables = _games(request).tables
    assert tables is not None  # the games are opened when the server starts
    return tables


def _studies(request: Request) -> Studies:
    return Studies(_tables(request).store)


def _classes(request: Request) -> Classes:
    return Classes(_tables(request), request.app.state.addresses, request.app.state.classes)


def _learners(request: Request) -> Learners:
    return Learners(_tables(request).store)


async def index(request: Request) -> Response:
    return HTMLResponse(page_html(), headers={"cache-control": "no-cache"})


async def create(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    asked = await _body(request)
    made = await games.answer(lambda: _tables(request).create(asked))
    return JSONResponse(made, status_code=201)


async def read(request: Request) -> Response:
    game = request.path_params["id"]
    return JSONResponse(await _games(request).answer(lambda: _tables(request).read(game)))


async def join(request: Request) -> Response:
    games, game, asked = _games(request), request.path_params["id"], await _body(request)
    joined = await games.answer(lambda: _tables(request).join(game, asked))
    games.changed(game)
    return JSONResponse(joined)


async def move(request: Request) -> Response:
    games, game, asked, token = _games(request), request.path_params["id"], await _body(request), _token(request)
    moved = await games.answer(lambda: _tables(request).move(game, token, asked))
    games.changed(game)
    return JSONResponse(moved)


async def undo(request: Request) -> Response:
    games, game, token = _games(request), request.path_params["id"], _token(request)
    await _body(request, empty=True)
    undone = await games.answer(lambda: _tables(request).undo(game, token))
    games.changed(game)
    return JSONResponse(undone)


async def next_puzzle(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    game, token = request.path_params["id"], _token(request)
    await _body(request, empty=True)
    made = await games.answer(lambda: _tables(request).next_puzzle(game, token))
    return JSONResponse(made, status_code=201)


async def hints(request: Request) -> Response:
    game = request.path_params["id"]
    return JSONResponse(await _games(request).answer(lambda: _tables(request).hints(game), _address(request)))


async def why(request: Request) -> Response:
    game, move = request.path_params["id"], request.query_params.get("move")
    if move is not None and len(move) > 100:  # far longer than any move
        raise Refused(422, _("a move is a number, a cell or an item's name"))
    return JSONResponse(await _games(request).answer(lambda: _tables(request).why(game, move), _address(request)))


async def tree(request: Request) -> Response:
    game, asked = request.path_params["id"], request.query_params
    move, algorithm, depth = asked.get("pick"), asked.get("algorithm"), asked.get("depth")
    if any(value is not None and len(value) > 100 for value in (move, algorithm, depth)):
        raise Refused(422, _("a move is a number, a cell or an item's name"))
    searched = await _games(request).answer(
        lambda: _tables(request).tree(game, move, algorithm, depth), _address(request)
    )
    return JSONResponse(searched)


async def invite(request: Request) -> Response:
    game, token = request.path_params["id"], _token(request)
    await _body(request, empty=True)
    return JSONResponse(await _games(request).run(lambda: _tables(request).invite(game, token)))


async def history(request: Request) -> Response:
    game, step = request.path_params["id"], request.query_params.get("step")
    if step is not None and len(step) > 100:
        raise Refused(422, _("a move is a number, a cell or an item's name"))
    picture = await _games(request).answer(lambda: _tables(request).chart(game, step), _address(request))
    return Response(picture, media_type="image/svg+xml")


async def history_steps(request: Request) -> Response:
    game = request.path_params["id"]
    return JSONResponse(await _games(request).answer(lambda: _tables(request).history(game), _address(request)))


async def save(request: Request) -> Response:
    game = request.path_params["id"]
    text = await _games(request).run(lambda: _tables(request).table(game).session.to_json())
    attachment = f'attachment; filename="luoshu-{game}.json"'
    return Response(text + "\n", media_type="application/json", headers={"content-disposition": attachment})


async def events(request: Request) -> Response:
    games, game = _games(request), request.path_params["id"]
    await games.run(lambda: _tables(request).table(game))  # 404 before a stream opens
    address = _address(request)
    games.start_watching(address)  # 429 beyond the bounds; counted before the stream opens, so no race
    return StreamingResponse(
        _stream(games, game, address),
        media_type="text/event-stream",
        headers={"cache-control": "no-store", "x-accel-buffering": "no"},
    )


async def new_study(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    asked = await _body(request)
    return JSONResponse(await games.run(lambda: _studies(request).create(asked)), status_code=201)


async def new_participant(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    study = request.path_params["id"]
    await _json_even_empty(request)
    return JSONResponse(await games.run(lambda: _studies(request).join(study)), status_code=201)


async def study_trial(request: Request) -> Response:
    study, token = request.path_params["id"], _token(request)
    return JSONResponse(await _games(request).run(lambda: _studies(request).trial(study, token)))


async def study_answer(request: Request) -> Response:
    study, token, asked = request.path_params["id"], _token(request), await _body(request)
    return JSONResponse(await _games(request).run(lambda: _studies(request).answer(study, token, asked)))


async def study_report(request: Request) -> Response:
    study, token = request.path_params["id"], _token(request) or request.query_params.get("token")
    return JSONResponse(await _games(request).run(lambda: _studies(request).report(study, token)))


async def study_csv(request: Request) -> Response:
    study, token = request.path_params["id"], _token(request) or request.query_params.get("token")
    text = await _games(request).run(lambda: _studies(request).csv_text(study, token))
    attachment = f'attachment; filename="luoshu-study-{study}.csv"'
    return Response(text, media_type="text/csv", headers={"content-disposition": attachment})


async def study_chart(request: Request) -> Response:
    study, token = request.path_params["id"], _token(request) or request.query_params.get("token")

    def chart() -> str:
        from ..session.trials import study_chart

        records = _studies(request).owned(study, token)
        if not records:
            raise Refused(409, _("no trials yet"))
        return study_chart(records)

    return Response(await _games(request).run(chart), media_type="image/svg+xml")


async def new_learner(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    asked = await _json_even_empty(request)
    return JSONResponse(await games.run(lambda: _learners(request).create(asked)), status_code=201)


async def learner_progress(request: Request) -> Response:
    code = _token(request)
    return JSONResponse(await _games(request).run(lambda: _learners(request).progress(code)))


async def learner_chapter(request: Request) -> Response:
    code, number = _token(request), request.path_params["chapter"]
    origin = f"{request.url.scheme}://{request.url.netloc}"  # the server as the page reached it
    return JSONResponse(await _games(request).run(lambda: _learners(request).chapter(code, number, origin)))


async def learner_answer(request: Request) -> Response:
    code, asked = _token(request), await _body(request)
    return JSONResponse(await _games(request).run(lambda: _learners(request).answer(code, asked)))


async def new_class(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    asked = await _json_even_empty(request)
    return JSONResponse(await games.run(lambda: _classes(request).create(asked)), status_code=201)


async def class_view(request: Request) -> Response:
    code, token = request.path_params["code"], _token(request)
    return JSONResponse(await _games(request).run(lambda: _classes(request).view(code, token)))


async def class_handout(request: Request) -> Response:
    code, token, asked = request.path_params["code"], _token(request), await _body(request)
    return JSONResponse(await _games(request).run(lambda: _classes(request).hand_out(code, token, asked)))


async def class_switches(request: Request) -> Response:
    games, code, token, asked = _games(request), request.path_params["code"], _token(request), await _body(request)
    view = await games.run(lambda: _classes(request).switch(code, token, asked))
    for game in await games.run(lambda: _classes(request).games_of(code)):
        games.changed(game)  # every page watching a game of the class hears of its switches at once
    return JSONResponse(view)


async def class_projector(request: Request) -> Response:
    code, token, asked = request.path_params["code"], _token(request), await _body(request)
    return JSONResponse(await _games(request).run(lambda: _classes(request).project(code, token, asked)))


async def class_join_picture(request: Request) -> Response:
    """The QR code of the link that joins the class (its first network address): a phone's camera opens it."""
    code = request.path_params["code"]
    links = await _games(request).run(lambda: _classes(request).links(code))
    if not links:
        raise Refused(409, _("this server listens on this machine only: no other device can join"))
    import io

    import segno

    picture = io.BytesIO()
    segno.make(links[0], error="m").save(picture, kind="svg", scale=8, border=2, xmldecl=False, title=links[0])
    return Response(picture.getvalue(), media_type="image/svg+xml", headers={"cache-control": "no-store"})


async def new_student(request: Request) -> Response:
    games = _games(request)
    games.count_new_game(_address(request))
    code, asked = request.path_params["code"], await _body(request)
    return JSONResponse(await games.run(lambda: _classes(request).join(code, asked)), status_code=201)


async def student_now(request: Request) -> Response:
    code, token = request.path_params["code"], _token(request)
    return JSONResponse(await _games(request).run(lambda: _classes(request).me(code, token)))


async def student_seat(request: Request) -> Response:
    code, token = request.path_params["code"], _token(request)
    await _body(request, empty=True)
    return JSONResponse(await _games(request).answer(lambda: _classes(request).seat(code, token)))


async def learner_report(request: Request) -> Response:
    code, asked = _token(request), await _body(request)
    return JSONResponse(await _games(request).run(lambda: _learners(request).report(code, asked)))


async def refused(request: Request, error: Exception) -> Response:
    assert isinstance(error, Refused)
    headers = {"www-authenticate": "Bearer"} if error.status == 401 else None
    return JSONResponse({"error": error.reason}, status_code=error.status, headers=headers)


STARLETTE_REFUSALS = {
    400: N_("Bad Request"),
    404: N_("Not Found"),
    405: N_("Method Not Allowed"),
}
"""The statuses Starlette refuses with by itself (an address it does not serve, a method an address does not take),
each with the phrase it gives (HTTP's own)."""


async def http_error(request: Request, error: Exception) -> Response:
    """Starlette's own refusal, its phrase in our words where it is HTTP's own ("Not Found"), else as it is (a reason
    of ours is said already)."""
    assert isinstance(error, HTTPException)
    phrase = STARLETTE_REFUSALS.get(error.status_code)
    said = _(phrase) if phrase == error.detail else error.detail
    return JSONResponse({"error": said}, status_code=error.status_code, headers=error.headers)


routes = [
    Route("/", index),
    Route("/api/games", create, methods=["POST"]),
    Route("/api/games/{id}", read),
    Route("/api/games/{id}/join", join, methods=["POST"]),
    Route("/api/games/{id}/moves", move, methods=["POST"]),
    Route("/api/games/{id}/undo", undo, methods=["POST"]),
    Route("/api/games/{id}/next", next_puzzle, methods=["POST"]),
    Route("/api/games/{id}/hints", hints),
    Route("/api/games/{id}/why", why),
    Route("/api/games/{id}/tree", tree),
    Route("/api/games/{id}/invite", invite, methods=["POST"]),
    Route("/api/games/{id}/history.svg", history),
    Route("/api/games/{id}/history", history_steps),
    Route("/api/games/{id}/save", save),
    Route("/api/games/{id}/events", events),
    Route("/api/studies", new_study, methods=["POST"]),
    Route("/api/studies/{id}/participants", new_participant, methods=["POST"]),
    Route("/api/studies/{id}/trial", study_trial),
    Route("/api/studies/{id}/answers", study_answer, methods=["POST"]),
    Route("/api/studies/{id}/report", study_report),
    Route("/api/studies/{id}/trials.csv", study_csv),
    Route("/api/studies/{id}/chart.svg", study_chart),
    Route("/api/classes", new_class, methods=["POST"]),
    Route("/api/classes/{code}", class_view),
    Route("/api/classes/{code}/handouts", class_handout, methods=["POST"]),
    Route("/api/classes/{code}/switches", class_switches, methods=["POST"]),
    Route("/api/classes/{code}/projector", class_projector, methods=["POST"]),
    Route("/api/classes/{code}/join.svg", class_join_picture),
    Route("/api/classes/{code}/students", new_student, methods=["POST"]),
    Route("/api/classes/{code}/me", student_now),
    Route("/api/classes/{code}/seat", student_seat, methods=["POST"]),
    Route("/api/learners", new_learner, methods=["POST"]),
    Route("/api/learners/progress", learner_progress),
    Route("/api/learners/chapters/{chapter}", learner_chapter),
    Route("/api/learners/answers", learner_answer, methods=["POST"]),
    Route("/api/learners/checks", learner_report, methods=["POST"]),
    Mount("/static", StaticFiles(packages=[("luoshu.web", "static")])),
]

exception_handlers: dict[Any, Callable[[Request, Exception], Any]] = {
    Refused: refused,
    HTTPException: http_error,
}


@contextlib.asynccontextmanager
async def lifespan(app: Starlette) -> AsyncIterator[None]:
    """The games open as the server starts (their database, on their thread) and close as it stops (the search
    processes, the database, the thread)."""
    games: Games = app.state.games
    await games.start()
    yield
    await games.stop()


def make_app(db: str, addresses: tuple[str, ...] = ()) -> Starlette:
    """The application, its games in the SQLite database at ``db`` (created if need be), opened as it starts;
    ``addresses``: where other devices reach it (``http://192.168.1.5:8015/``), which a class's projector shows."""
    app = Starlette(routes=routes, exception_handlers=exception_handlers, lifespan=lifespan)
    app.state.addresses = addresses
    app.state.classes = Kept()  # what the server keeps of its classes while it runs (luoshu.web.classes)
    app.add_middleware(Speaking)
    app.add_middleware(Guarded)  # outermost: the log's lines are the server's, in its own language
    app.state.games = Games(db)  # nothing open yet: the lifespan opens them (a signal may stop them before)
    return app


async def _stream(games: Games, game: str, address: str) -> AsyncIterator[str]:
    """The game as JSON now, then after every change; a comment line now and then keeps proxies from closing. A game
    that can no longer be read (its search processes stopped with the server) ends the stream, as the server does."""
    tables = games.tables
    assert tables is not None  # the games are opened when the server starts
    try:
        seen = -1
        while not games.stopping:
            change = games.change_of(game)
            try:
                version, shown = await games.answer(lambda: tables.watched(game))
            except Refused:
                return
            if version != seen:
                seen = version
                yield f"data: {json.dumps(shown)}\n\n"
            try:
                await asyncio.wait_for(change.wait(), HEARTBEAT_SECONDS)
            except asyncio.TimeoutError:
                yield ": still here\n\n"
    finally:
        games.stop_watching_one(address)


def _token(request: Request) -> str | None:
    said = request.headers.get("authorization", "")
    scheme, _, token = said.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


async def _json_even_empty(request: Request) -> object:
    """The body of a request that needs no token (a study's participant, a learner, a class made), ``{}`` if empty:
    sent as JSON all the same (415 otherwise), so that no form on another site can make one."""
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
        raise Refused(415, _("the body must be JSON, sent as Content-Type: application/json"))
    return await _body(request, empty=True)


async def _body(request: Request, empty: bool = False) -> object:
    """The request's JSON body, read within the bounds; Refused 413, 408 or 400 with the reason."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > LARGEST_BODY):
        raise Refused(413, _("a request body is at most {largest:,} bytes").format(largest=LARGEST_BODY))
    chunks: list[bytes] = []
    size = 0

    async def read() -> None:
        nonlocal size
        async for chunk in request.stream():
            size += len(chunk)
            if size > LARGEST_BODY:
                raise Refused(413, _("a request body is at most {largest:,} bytes").format(largest=LARGEST_BODY))
            chunks.append(chunk)

    games: Games = request.app.state.games
    reading = asyncio.ensure_future(read())
    stopping = asyncio.ensure_future(games.stopped.wait())  # a server that stops does not wait for slow bodies
    try:
        await asyncio.wait({reading, stopping}, timeout=BODY_SECONDS, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopping.cancel()
    if not reading.done():
        reading.cancel()
        if games.stopping:
            raise Refused(503, _("the server is stopping"))
        raise Refused(
            408, _("the request body took more than {seconds:g} seconds to arrive").format(seconds=BODY_SECONDS)
        )
    try:
        reading.result()
    except ClientDisconnect:
        raise Refused(400, _("the client went away before its request was whole")) from None
    raw = b"".join(chunks)
    if empty and not raw.strip():
        return {}
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        # Only a script or the page sends JSON: a form on another site cannot send this, so it cannot act for a player.
        raise Refused(415, _("the body must be JSON, sent as Content-Type: application/json"))
    try:
        found = json.loads(raw, object_pairs_hook=_unique, parse_int=_whole)
    except RecursionError:
        raise Refused(400, _("the body nests far deeper than any request")) from None
    except ValueError:
        raise Refused(400, _("the body is not JSON text")) from None
    _all_text(found)
    return found


def _all_text(found: object) -> None:
    r"""Refuse (400) a body with a string that is no text: a lone surrogate (``"\ud800"``, which JSON can write
    and no character is) in a level, a name, a save or anywhere else. Nothing of such a body is read, said back
    or stored.

    >>> _all_text({"level": "skill:0.5", "words": ["ONE", "\u00e9t\u00e9"]})
    >>> try:
    ...     _all_text({"level": "skill:\ud800"})
    ... except Refused as refusal:
    ...     refusal.status
    400
    """
    waiting = [found]
    while waiting:
        value = waiting.pop()
        if isinstance(value, dict):
            waiting.extend(value.keys())
            waiting.extend(value.values())
        elif isinstance(value, list):
            waiting.extend(value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise Refused(
                    400, _("the body holds text that is no text: a lone surrogate such as \\ud800 is no character")
                ) from None


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object whose keys are each given once: a key twice is a request that means two things."""
    found = dict(pairs)
    if len(found) != len(pairs):
        raise Refused(400, _("a key is given twice in one object"))
    return found


def _whole(digits: str) -> int | float:
    """A whole number; a giant one (which Python would refuse to read) is no whole number at all, so that the
    check of its field says what is wrong."""
    return int(digits) if len(digits.lstrip("-")) <= 40 else float("inf")


def _this_machine(address: str) -> bool:
    return address.startswith("127.") or address == "::1"


def _address(request: Request) -> str:
    return request.client.host if request.client is not None else "unknown"


class Guarded:
    """Adds the security headers to every response, and turns anything unforeseen into one line in the log and a
    500 (plain ASGI middleware: Starlette's own error handler would let the server print the traceback)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except Exception as error:
            said = _("internal error on {method} {path}: {kind}: {error}").format(
                method=scope["method"], path=scope["path"], kind=type(error).__name__, error=str(error)
            )
            log.error("%s", said)
            if not started:
                with speaking(request_language(scope)):
                    reason = _("internal error")
                await JSONResponse({"error": reason}, status_code=500)(scope, receive, sending)
