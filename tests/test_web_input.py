"""Text that is no text: a lone surrogate (JSON's ``"\\ud800"``, which no character is) in a level, a name, a save or
anywhere else a request carries text is refused with a clear 400, never a 500; in a query string or a path it is
no character either, and is refused as the text it becomes.

The application runs in this process (``serving.InProcess``) on a database of the test's own; every refusal is
checked to make no game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from serving import InProcess, in_process


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``: no thread crossed for
    each request, as Starlette's test client crosses one)."""
    yield from in_process(tmp_path)


REASON = "the body holds text that is no text: a lone surrogate such as \\ud800 is no character"

LONE = "\\ud800"
"""A lone surrogate as JSON writes it: the request's text holds these six characters."""

SAVE = (
    '{"format": "luoshu", "version": 1, "mode": "fifteen", "x": "human", "o": "computer", "level": "%s", "picks": []}'
)
WORDS_SAVE = (
    '{"format": "luoshu", "version": 2, "mode": "words", "x": "human", "o": "computer", "level": "perfect", '
    '"picks": [], "rules": {"numbers": 9, "count": 3, "target": 15, "misere": false}, "disguise": {"name": "w%s", '
    '"items": [], "wins": []}}'
)
BODIES = {
    "a level": '{"level": "skill:%s"}',
    "a level alone": '{"level": "%s"}',
    "a dress": '{"dress": "%s"}',
    "a rule's name": '{"rules": {"%s": 1}}',
    "a word": '{"dress": "words", "words": ["%s", "bread", "crab"]}',
    "a games file's name": '{"dress": "sets", "file": {"name": "%s", "items": ["a", "b", "c"], "sets": [["a", "b"]]}}',
    "a puzzle level": '{"puzzle": "%s"}',
    "what is turned off": '{"turned_off": ["%s"]}',
    "a save's level": '{"save": ' + SAVE + "}",
    "a save's disguise": '{"save": ' + WORDS_SAVE + "}",
}


def games_made(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        return int(connection.execute("SELECT count(*) FROM games").fetchone()[0])


def posted(client: InProcess, path: str, body: str, token: str | None = None) -> Any:
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = f"Bearer {token}"
    return client.post(path, content=body.encode(), headers=headers)


def test_a_new_game_with_a_lone_surrogate_is_refused_clearly(client: InProcess, tmp_path: Path) -> None:
    before = games_made(tmp_path / "games.sqlite3")
    for what, body in sorted(BODIES.items()):
        refused = posted(client, "/api/games", body % LONE)
        assert (refused.status_code, refused.json()) == (400, {"error": REASON}), what
    assert games_made(tmp_path / "games.sqlite3") == before


def test_every_body_with_a_lone_surrogate_is_refused_clearly(client: InProcess) -> None:
    made = client.post("/api/games", json={"opponent": "human", "dress": "jam"}).json()
    game, token = made["id"], made["token"]
    for path, body, held in (
        (f"/api/games/{game}/moves", '{"item": "%s", "picks": []}', token),
        (f"/api/games/{game}/moves", '{"pick": 5, "picks": [], "%s": 1}', token),
        (f"/api/games/{game}/join", '{"invite": "%s"}', None),
        (f"/api/games/{game}/undo", '{"%s": 1}', token),
        (f"/api/games/{game}/invite", '{"note": "%s"}', token),
        ("/api/studies", '{"dresses": ["%s"], "trials": 2}', None),
    ):
        refused = posted(client, path, body % LONE, held)
        assert (refused.status_code, refused.json()) == (400, {"error": REASON}), path
    assert client.get(f"/api/games/{game}").json()["game"]["picks"] == []


def test_a_lone_surrogate_in_a_query_is_refused_as_no_move(client: InProcess) -> None:
    made = client.post("/api/games", json={}).json()
    client.post(
        f"/api/games/{made['id']}/moves",
        json={"pick": 1, "picks": []},
        headers={"authorization": f"Bearer {made['token']}"},
    )
    for query in (
        "why?move=%ED%A0%80",
        "tree?pick=%ED%A0%80",
        "tree?pick=5&algorithm=%ED%A0%80",
        "tree?pick=5&depth=%ED%A0%80",
        "history.svg?step=%ED%A0%80",
    ):
        refused = client.get(f"/api/games/{made['id']}/{query}")
        assert 400 <= refused.status_code < 500, (query, refused.text)
        assert refused.json()["error"], query


def test_a_lone_surrogate_in_a_path_is_no_game(client: InProcess) -> None:
    refused = client.get("/api/games/%ED%A0%80%ED%A0%80abcdef")
    assert (refused.status_code, refused.json()) == (404, {"error": "no such game"})
