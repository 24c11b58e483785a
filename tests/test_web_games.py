"""The web face's games over the API, in process (``serving.InProcess``): a game against the computer or
between two people in every dress, its hints, undo, refusals, saves and games files, invites, the bounds on games
in memory and per device, the levels a new game takes, and the page's colours (read from its style sheet).

Also: a move without its position is refused (test_issue27_web's, kept here beside the other refusals); a stale
move between two people (test_issue26_web_server's, kept); the level refusal names every player, lessons and
depth-blind included (so test_issue29_players_listed's and test_lesson_players' web refusals are not repeated).
"""

from __future__ import annotations

import gc
import json
import random
import re
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest

from luoshu.rules import Rules
from luoshu.session import Session

pytest.importorskip("starlette")
pytest.importorskip("httpx")

import uvicorn
from serving import HOST, HTTP, InProcess, free_port, in_process, with_picks

from luoshu.session.asked import Unreadable
from luoshu.session.new_game import NewGame
from luoshu.web import games as tables_module
from luoshu.web.app import LARGEST_BODY, make_app
from luoshu.web.games import Table
from luoshu.web.store import Store, StoreError


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``: no thread crossed for
    each request, as Starlette's test client crosses one)."""
    yield from in_process(tmp_path)


FIFTEEN = oracle.Game(9, 3, 15)


LUO_SHU = oracle.LUO_SHU


CELL = {f"{'ABC'[r]}{c + 1}": LUO_SHU[r][c] for r in range(3) for c in range(3)}


def create(client: InProcess, **asked: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json=asked)
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}", "content-type": "application/json"}


def check_game(game: dict[str, Any], rules: oracle.Game = FIFTEEN) -> None:
    """The game's fields, each against the picks: who holds what, whose turn, who won, by the oracle's sets."""
    picks = game["picks"]
    x, o = frozenset(picks[0::2]), frozenset(picks[1::2])
    assert game["x"] == sorted(x)
    assert game["o"] == sorted(o)
    assert game["last"] == (picks[-1] if picks else None)
    ended = rules.finished(x, o)
    assert game["over"] == (ended is not None)
    if ended is None:
        assert game["to_move"] == ("X" if len(x) == len(o) else "O")
        assert game["winner"] is None
    else:
        last_mover = "O" if len(x) == len(o) else "X"
        held = rules.completed(x if last_mover == "X" else o)
        winner = None if not held else (last_mover if not rules.misere else ("X" if last_mover == "O" else "O"))
        assert game["winner"] == winner
        assert game["to_move"] is None


APP_JS = Path(__file__).parent.parent / "luoshu" / "web" / "static" / "app.js"


STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`(?:[^`\\]|\\.)*`')


COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def code_and_strings(script: str) -> tuple[str, list[str]]:
    """The script without its comments and string literals (each replaced by ""), and its string literals."""
    strings: list[str] = []
    pieces: list[str] = []
    at = 0
    pattern = re.compile(f"{STRING.pattern}|{COMMENT.pattern}|/(?![/*])(?:[^/\\\\\\n]|\\\\.)+/[a-z]*(?=[.;,)])", re.S)
    for found in pattern.finditer(script):
        pieces.append(script[at : found.start()])
        text = found.group()
        if text[0] in "\"'`":
            strings.append(text[1:-1])
            pieces.append('""')
        at = found.end()
    pieces.append(script[at:])
    return "".join(pieces), strings


def sentences(script: str) -> list[str]:
    """The string literals of a script that a person would read: two words of letters with a space between, or a
    capitalised word that ends a sentence or begins one ("Copied.", "Opened "). A selector, a path or a header
    is no sentence: a literal with any of ``/ # [ =`` inside, or a colon between letters, or that starts with a
    dot, is left out."""
    said = []
    for text in code_and_strings(script)[1]:
        if text in ("use strict", "Bearer "):  # the language's directive; HTTP's word for a token
            continue
        if re.search(r"[/#\[=]|^\.|\w:\w", text):
            continue
        if re.search(r"[A-Za-z]+'?[a-z]* +[A-Za-z]{2,}", text) or re.fullmatch(r"\s*[A-Z][a-z]+([.!?]\s*| +)", text):
            said.append(text)
    return said


def grid_rules(script: str) -> list[str]:
    """What a script assumes of the grid: a row named "A", "B" or "C", or the number 3 in its code."""
    code, strings = code_and_strings(script)
    code += " ".join(part for text in strings for part in re.findall(r"\$\{([^}]*)\}", text))  # a template's code
    assumed = [text for text in strings if text in ("A", "B", "C")]
    return assumed + re.findall(r"(?<![\w.])3(?![\w.])", code)


@pytest.fixture
def local_client(tmp_path: Path) -> Iterator[InProcess]:
    """A client on the server's own machine (127.0.0.1), which the limit of one device does not hold."""
    with InProcess(make_app(str(tmp_path / "games.sqlite3")), (HOST, 50000)) as test_client:
        yield test_client


def free_of(picks: list[int]) -> list[int]:
    return FIFTEEN.free(frozenset(picks[0::2]), frozenset(picks[1::2]))


def picks_of(client: InProcess, game: str) -> list[int]:
    found: list[int] = client.get(f"/api/games/{game}").json()["game"]["picks"]
    return found


def parse_colour(text: str) -> tuple[float, float, float]:
    return tuple(int(text[i : i + 2], 16) / 255 for i in (1, 3, 5))  # type: ignore[return-value]


def luminance(colour: str) -> float:
    """WCAG relative luminance."""
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in parse_colour(colour)]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_a_whole_game_against_the_computer_that_never_loses(client: InProcess) -> None:
    rng = random.Random(7)
    for first in ("human", "computer"):
        for _ in range(6):
            made = create(client, first=first)
            game, token, seat = made["game"], made["token"], made["seat"]
            assert seat == ("X" if first == "human" else "O")
            check_game(game)
            while not game["over"]:
                assert game["to_move"] == seat
                x, o = frozenset(game["x"]), frozenset(game["o"])
                pick = rng.choice(FIFTEEN.free(x, o))
                answer = client.post(
                    f"/api/games/{made['id']}/moves",
                    json=with_picks(client, made["id"], {"pick": pick}),
                    headers=bearer(token),
                )
                assert answer.status_code == 200, answer.text
                game = answer.json()["game"]
                check_game(game)
                assert client.get(f"/api/games/{made['id']}").json()["game"] == game  # stored as answered
            assert game["winner"] in (None, "O" if seat == "X" else "X")  # the computer never loses


def test_the_hints_are_the_oracles_verdicts(client: InProcess) -> None:
    made = create(client)
    game, token = made["game"], made["token"]
    rng = random.Random(3)
    while not game["over"]:
        x, o = frozenset(game["x"]), frozenset(game["o"])
        hints = client.get(f"/api/games/{made['id']}/hints").json()
        verdicts = FIFTEEN.pick_verdicts(x, o)
        assert {m["pick"]: (m["verdict"]["outcome"], m["verdict"]["plies"]) for m in hints["moves"]} == verdicts
        assert hints["best"] == FIFTEEN.best_picks(x, o)
        for move in hints["moves"]:
            assert move["cell"] == next(c for c, n in CELL.items() if n == move["pick"])
            assert move["mark"][0] == {"win": "+", "draw": "=", "loss": "\u2212"}[move["verdict"]["outcome"]]
            assert (move["cost"] is None) == (move["pick"] in hints["best"])
        pick = rng.choice(sorted(verdicts))
        game = client.post(
            f"/api/games/{made['id']}/moves", json=with_picks(client, made["id"], {"pick": pick}), headers=bearer(token)
        ).json()["game"]
    assert client.get(f"/api/games/{made['id']}/hints").json()["moves"] == []


def test_the_board_lights_the_partners_of_the_grid_lines(client: InProcess) -> None:
    board = create(client)["board"]
    lines = [set(row) for row in LUO_SHU] + [{LUO_SHU[r][c] for r in range(3)} for c in range(3)]
    lines += [{4, 5, 6}, {2, 5, 8}]
    assert board["square"] == LUO_SHU
    for tile in board["tiles"]:
        n = tile["pick"]
        assert set(tile["partners"]) == set().union(*(line for line in lines if n in line)) - {n}
        assert CELL[tile["cell"]] == n
        assert tile["holder"] is None


@pytest.mark.parametrize("dress", ["fifteen", "grid", "jam", "words", "product"])
def test_every_dress_plays_by_pick_cell_and_item(client: InProcess, dress: str) -> None:
    made = create(client, dress=dress, opponent="human")
    game, board = made["game"], made["board"]
    assert game["dress"] == dress
    assert made["invite"]
    tiles = {t["pick"]: t for t in board["tiles"]}
    other = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()
    assert other["seat"] == "O"
    tokens = {"X": made["token"], "O": other["token"]}
    # Moves named three ways: each names the number the oracle expects.
    ways: list[dict[str, Any]] = (
        [{"pick": 5}, {"cell": "A1"}, {"item": tiles[8]["item"]}] if dress in ("jam", "words", "product") else []
    )
    ways = ways or [{"pick": 5}, {"cell": "A1"}, {"pick": 8}]
    expected = [5, 4, 8]
    for way, number in zip(ways, expected, strict=True):
        answer = client.post(
            f"/api/games/{made['id']}/moves",
            json=with_picks(client, made["id"], way),
            headers=bearer(tokens[game["to_move"]]),
        )
        assert answer.status_code == 200, answer.text
        game = answer.json()["game"]
        assert game["picks"][-1] == number
    if dress in ("jam", "words", "product"):
        assert game["items"] == [tiles[n]["item"] for n in range(1, 10)]
        assert answer.json()["board"]["panel"]


def test_refusals_have_reasons_and_change_nothing(client: InProcess) -> None:
    made = create(client, opponent="human")
    gid, token = made["id"], made["token"]
    before = client.get(f"/api/games/{gid}").json()

    def refused(status: int, method: str, path: str, **kwargs: Any) -> str:
        answer = client.request(method, path, **kwargs)
        assert answer.status_code == status, (path, kwargs, answer.text)
        error: str = answer.json()["error"]
        assert error
        assert "\n" not in error
        assert "Traceback" not in error
        assert client.get(f"/api/games/{gid}").json() == before or status == 200
        return error

    moves = f"/api/games/{gid}/moves"
    refused(401, "POST", moves, json=with_picks(client, gid, {"pick": 5}))
    refused(403, "POST", moves, json=with_picks(client, gid, {"pick": 5}), headers=bearer("stolen"))
    refused(
        403, "POST", moves, json=with_picks(client, gid, {"pick": 5}), headers=bearer(made["invite"])
    )  # an invite is not a token
    refused(415, "POST", moves, content=b'{"pick": 5}', headers={"authorization": f"Bearer {token}"})
    refused(415, "POST", "/api/games", content=b"{}", headers={"content-type": "text/plain"})  # a form elsewhere
    refused(400, "POST", moves, content=b"{not json", headers=bearer(token))
    refused(400, "POST", moves, content=b'{"pick": 5, "pick": 1}', headers=bearer(token))  # which pick?
    refused(422, "POST", moves, content=b'{"picks": [], "pick": ' + b"9" * 5000 + b"}", headers=bearer(token))
    refused(400, "POST", moves, content=b"[" * 60_000, headers=bearer(token))
    refused(400, "POST", moves, content=b"\xff\xfe", headers=bearer(token))
    for body in (
        {"pick": "5"},
        {"pick": True},
        {"pick": 5.0},
        {"pick": 0},
        {"pick": 10},
        {"pick": 10**40},
        [5],
        5,
        {"pick": 5, "cell": "B2"},
        {},
        {"cell": "D4"},
        {"cell": 5},
        {"item": "Mill Lane"},
        {"move": 5},
    ):
        refused(
            422, "POST", moves, json={**body, "picks": []} if isinstance(body, dict) else body, headers=bearer(token)
        )
    refused(413, "POST", moves, content=b" " * (LARGEST_BODY + 1), headers=bearer(token))
    refused(404, "POST", "/api/games/nosuchgameatall/moves", json={"pick": 5}, headers=bearer(token))
    refused(404, "GET", "/api/games/x")
    refused(404, "GET", "/api/games/" + "a" * 10_000)
    refused(405, "GET", moves)
    refused(404, "GET", "/static/../setup.cfg")
    refused(404, "GET", "/static/%2e%2e/%2e%2e/setup.cfg")
    refused(404, "GET", "/static/..%2fapp.py")
    refused(422, "POST", "/api/games", json={"rules": {"numbers": "9"}})
    refused(422, "POST", "/api/games", json={"rules": {"order": 5}})  # too big for the web
    refused(422, "POST", "/api/games", json={"rules": {"target": 14}, "dress": "grid"})  # not tic-tac-toe
    refused(422, "POST", "/api/games", json={"first": "computer", "opponent": "human"})
    refused(422, "POST", "/api/games", json={"dress": "sets"})
    refused(422, "POST", "/api/games", json={"dress": "sets", "file": {"items": ["a"], "wins": [["b"]]}})
    assert "attribute" not in refused(422, "POST", "/api/games", json={"dress": "sets", "file": [1]})
    refused(422, "POST", "/api/games", json={"save": {"format": "luoshu", "version": 1}})
    refused(422, "POST", "/api/games", json={"save": {"format": "luoshu"}, "dress": "jam"})
    refused(422, "POST", "/api/games", json={"level": "godlike"})
    refused(422, "POST", "/api/games", json=[])
    refused(422, "POST", f"/api/games/{gid}/join", json={})
    refused(403, "POST", f"/api/games/{gid}/join", json={"invite": "guess"})
    # Out of turn, taken, over.
    assert client.post(moves, json=with_picks(client, gid, {"pick": 5}), headers=bearer(token)).status_code == 200
    before = client.get(f"/api/games/{gid}").json()
    assert "not your turn" in refused(
        409, "POST", moves, json=with_picks(client, gid, {"pick": 1}), headers=bearer(token)
    )
    other = client.post(f"/api/games/{gid}/join", json={"invite": made["invite"]}).json()["token"]
    before = client.get(f"/api/games/{gid}").json()
    assert "taken" in refused(409, "POST", moves, json=with_picks(client, gid, {"pick": 5}), headers=bearer(other))
    refused(409, "POST", f"/api/games/{gid}/join", json={"invite": made["invite"]})  # the seat is taken now
    refused(409, "POST", f"/api/games/{gid}/undo", headers=bearer(token))  # undo: only against the computer
    for pick, who in ((1, other), (4, token), (3, other), (6, token)):  # X: 5 4 6 wins
        assert client.post(moves, json=with_picks(client, gid, {"pick": pick}), headers=bearer(who)).status_code == 200
    before = client.get(f"/api/games/{gid}").json()
    assert before["game"]["winner"] == "X"
    assert "over" in refused(409, "POST", moves, json=with_picks(client, gid, {"pick": 9}), headers=bearer(other))


def test_undo_takes_back_the_pick_and_the_reply_and_stops_at_a_puzzle(client: InProcess) -> None:
    made = create(client)
    gid, token = made["id"], made["token"]
    game = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": 1}), headers=bearer(token)
    ).json()["game"]
    assert len(game["picks"]) == 2
    assert client.post(f"/api/games/{gid}/undo", headers=bearer(token)).json()["game"]["picks"] == []
    assert client.post(f"/api/games/{gid}/undo", headers=bearer(token)).status_code == 409
    puzzle = create(client, puzzle="easy")
    start = puzzle["game"]["picks"]
    answer = puzzle["game"]["puzzle"]
    assert answer["solved"] is None
    assert answer["answer"] is None
    x, o = frozenset(puzzle["game"]["x"]), frozenset(puzzle["game"]["o"])
    verdicts = FIFTEEN.pick_verdicts(x, o)
    wrong = next(n for n, v in verdicts.items() if v[0] == "loss" or (v[0] == "draw" and answer["kind"] == "win"))
    tried = client.post(
        f"/api/games/{puzzle['id']}/moves",
        json=with_picks(client, puzzle["id"], {"pick": wrong}),
        headers=bearer(puzzle["token"]),
    )
    assert tried.json()["game"]["puzzle"]["solved"] is False
    back = client.post(f"/api/games/{puzzle['id']}/undo", headers=bearer(puzzle["token"])).json()["game"]
    assert back["picks"] == start
    assert client.post(f"/api/games/{puzzle['id']}/undo", headers=bearer(puzzle["token"])).status_code == 409


def test_a_save_opens_in_the_browser_and_back(client: InProcess, tmp_path: Path) -> None:
    from luoshu.session import Session

    made = create(client, dress="jam")
    gid, token = made["id"], made["token"]
    client.post(f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": 5}), headers=bearer(token))
    saved = client.get(f"/api/games/{gid}/save")
    assert "attachment" in saved.headers["content-disposition"]
    terminal = Session.from_json(saved.text)  # the terminal's reader takes it as it is
    assert terminal.dress.name == "jam"
    assert len(terminal.picks) == 2
    opened = create(client, save=json.loads(saved.text))
    assert opened["game"]["picks"] == list(terminal.picks)
    assert opened["game"]["dress"] == "jam"
    assert opened["seat"] == "X"
    assert opened["invite"] is None


def test_a_games_file_plays_in_the_sets_dress(client: InProcess) -> None:
    fruit = {"name": "fruit", "items": ["apple", "pear", "fig", "plum"], "wins": [["apple", "pear"], ["fig", "plum"]]}
    made = create(client, dress="sets", file=fruit, opponent="human")
    game, board = made["game"], made["board"]
    assert game["rules"]["sets"] == [[1, 2], [3, 4]]
    assert board["square"] is None
    assert [t["item"] for t in board["tiles"]] == fruit["items"]
    assert [t["partners"] for t in board["tiles"]] == [[2], [1], [4], [3]]
    other = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()["token"]
    for item, who in (("apple", made["token"]), ("fig", other), ("pear", made["token"])):
        game = client.post(
            f"/api/games/{made['id']}/moves", json=with_picks(client, made["id"], {"item": item}), headers=bearer(who)
        ).json()["game"]
    assert game["winner"] == "X"
    assert game["over"]


def test_the_value_history_and_why(client: InProcess) -> None:
    made = create(client, opponent="human")
    gid = made["id"]
    other = client.post(f"/api/games/{gid}/join", json={"invite": made["invite"]}).json()["token"]
    for pick, who in ((5, made["token"]), (1, other)):
        client.post(f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": pick}), headers=bearer(who))
    chart = client.get(f"/api/games/{gid}/history.svg")
    assert chart.headers["content-type"].startswith("image/svg+xml")
    # O's 1 against X's centre is a mistake (the oracle: a loss), and the chart names it.
    assert FIFTEEN.verdict(frozenset({5}), frozenset())[0] == "draw"
    assert FIFTEEN.verdict(frozenset({5}), frozenset({1}))[0] == "win"
    assert "Mistakes: O 1 (ply 2)" in chart.text
    why = client.get(f"/api/games/{gid}/why").json()["text"]
    assert "1" in why
    assert "\n" in why
    assert client.get(f"/api/games/{gid}/why", params={"move": "5"}).status_code == 409  # taken
    assert client.get(f"/api/games/{gid}/why", params={"move": "ten"}).status_code == 422
    by_cell = client.get(f"/api/games/{gid}/why", params={"move": "A1"}).json()["text"]
    assert by_cell == client.get(f"/api/games/{gid}/why", params={"move": "4"}).json()["text"]  # A1 is 4


def test_every_response_forbids_other_hosts(client: InProcess) -> None:
    page = client.get("/")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    for asset in ("app.js", "style.css"):
        text = client.get(f"/static/{asset}").text
        assert "http://" not in text
        assert "https://" not in text
    assert "http" not in page.text.replace('name="viewport"', "")


def test_a_big_game_never_holds_the_others_up(client: InProcess) -> None:
    # Sixteen items and forty random sets, misère: too big to search through, and every game waits on a search.
    rng = random.Random(8)
    items = [f"i{k}" for k in range(16)]
    wins: list[list[str]] = []
    while len(wins) < 40:
        win = sorted(rng.sample(items, rng.choice([3, 4])))
        if win not in wins:
            wins.append(win)
    big = {"items": items, "wins": wins}
    made = create(client, dress="sets", file=big, rules={"misere": True}, first="computer")
    assert len(made["game"]["picks"]) == 1  # the computer moved, by rule of thumb past its budget
    hints = client.get(f"/api/games/{made['id']}/hints")
    assert hints.status_code == 422
    assert "too big for hints within 100,000 positions" in hints.json()["error"]


def test_a_lost_invite_is_made_again_by_a_seat_and_the_old_one_stops_working(client: InProcess) -> None:
    made = create(client, opponent="human")
    gid = made["id"]
    assert client.post(f"/api/games/{gid}/invite", headers=bearer("not a seat")).status_code == 403
    again = client.post(f"/api/games/{gid}/invite", headers=bearer(made["token"])).json()
    assert again["id"] == gid
    assert again["invite"] != made["invite"]
    assert client.post(f"/api/games/{gid}/join", json={"invite": made["invite"]}).status_code == 403
    joined = client.post(f"/api/games/{gid}/join", json={"invite": again["invite"]}).json()
    assert joined["seat"] == "O"
    assert joined["id"] == gid
    assert client.post(f"/api/games/{gid}/invite", headers=bearer(made["token"])).status_code == 409


def test_one_device_makes_at_most_thirty_games_a_minute(client: InProcess) -> None:
    for _ in range(30):
        create(client)
    refused = client.post("/api/games", json={})
    assert refused.status_code == 429
    assert "a minute" in refused.json()["error"]


def test_the_computer_at_a_skill_or_as_menace(client: InProcess) -> None:
    for level in ("skill:0.5", "menace"):
        made = create(client, level=level, first="computer")
        assert made["game"]["computer_level"] == level
        assert len(made["game"]["picks"]) == 1
    refused = client.post("/api/games", json={"level": "skill:2"})
    assert refused.status_code == 422
    assert "not a chance" in refused.json()["error"]


def test_the_check_finds_the_sentences_and_rows_of_the_old_script() -> None:
    old = (
        'const rows = ["A", "B", "C"];  // "rows A-C" in a comment is no sentence\n'
        'for (let c = 1; c <= 3; c++) grid.append(label(String(c), "col"));\n'
        'notice("The game is over.");\n'
        'if (kind === "cell") parts.push("held by " + t.holder);\n'
        "caption += ' - you are ' + mine[0];\n"
        'notice("Copied."); said("Opened " + name); title = "A study";\n'
        'const next = document.querySelector(`.cell[data-row="${(to[0] + 3) % 3}"]`);\n'
        'fetch("/api/games/" + id + "/moves", { headers: { "content-type": "application/json" } });\n'
        'span.className = /\\||---/.test(line) ? "line" : "box tile";\n'
    )
    assert sentences(old) == [
        "The game is over.",
        "held by ",
        " - you are ",
        "Copied.",
        "Opened ",
        "A study",
        "box tile",
    ]
    assert grid_rules(old) == ["A", "B", "C", "3", "3", "3"]


def test_the_page_script_says_no_sentence_and_knows_no_rows() -> None:
    script = APP_JS.read_text()
    assert sentences(script) == []
    assert grid_rules(script) == []


def test_a_new_game_from_json_is_the_game_the_command_line_makes() -> None:
    asked = NewGame.from_json({"dress": "jam", "first": "computer", "level": "casual", "rules": {"misere": True}})
    told = NewGame("computer", "human", "casual", Rules(misere=True), "jam")
    assert asked.session().to_json() == told.session().to_json()
    assert (asked.x, asked.o, asked.level, asked.rules) == ("computer", "human", "casual", Rules(misere=True))


@pytest.mark.parametrize(
    "asked",
    [
        [],
        {"colour": "red"},
        {"first": "computer", "opponent": "human"},
        {"rules": {"order": 5}},
        {"level": "skill:two"},
        {"level": "menace", "rules": {"numbers": 11}},
        {"save": {"format": "luoshu"}, "dress": "jam"},
        {"puzzle": "impossible"},
        {"dress": "sets"},
    ],
)
def test_a_new_game_that_cannot_be_is_refused_in_one_line(asked: object) -> None:
    with pytest.raises(Unreadable) as refused:
        NewGame.from_json(asked, largest=16)
    assert str(refused.value)
    assert "\n" not in str(refused.value)


def test_the_board_names_the_grids_rows_and_columns_and_says_when_undo_is_allowed(client: InProcess) -> None:
    made = client.post("/api/games", json={"dress": "grid"}).json()
    against = made["board"]
    # The rows and columns as the cells name them: the cell of row r and column c is rows[r] + columns[c].
    cells = {tile["pick"]: tile["cell"] for tile in against["tiles"]}
    for r, row in enumerate(against["square"]):
        for c, pick in enumerate(row):
            assert cells[pick] == against["rows"][r] + against["columns"][c]
    assert against["can_undo"] is False  # nothing of the person's to take back yet
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json={"cell": "B2", "picks": []},
        headers={"authorization": f"Bearer {made['token']}"},
    )
    assert moved.json()["board"]["can_undo"] is True
    assert against["captions"] == []
    people = client.post("/api/games", json={"opponent": "human"}).json()["board"]
    assert people["can_undo"] is False
    assert people["captions"] == ["Your turn (X)", f"{people['caption']} - you are O"]  # X to move, O to wait
    off = client.post("/api/games", json={"rules": {"numbers": 7, "count": 3, "target": 12}}).json()["board"]
    assert off["rows"] is None
    assert off["columns"] is None


def test_a_screen_reader_hears_each_box_as_the_server_words_it(client: InProcess) -> None:
    made = client.post("/api/games", json={"dress": "grid", "opponent": "human"}).json()
    moved = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"])
    ).json()
    tiles = {tile["pick"]: tile for tile in moved["board"]["tiles"]}
    assert tiles[4]["labels"][0] == "A1: free"
    assert tiles[5]["labels"][0] == "B2: held by X, the last move"
    hints = client.get(f"/api/games/{made['id']}/hints").json()
    verdicts = FIFTEEN.pick_verdicts(frozenset({5}), frozenset())
    for move in hints["moves"]:
        outcome = verdicts[move["pick"]][0]
        assert move["status"].startswith(f"{move['cell']}: {move['mark']}")
        assert move["labels"][0].startswith(f"{move['cell']}: free, hint: {move['mark']}")
        assert {"win": "+", "draw": "=", "loss": "\u2212"}[outcome] == move["mark"][0]


def test_a_move_without_its_position_is_refused(client: InProcess) -> None:
    made = client.post("/api/games", json={}).json()
    moves = f"/api/games/{made['id']}/moves"
    refused = client.post(moves, json={"pick": 5}, headers=bearer(made["token"]))
    assert refused.status_code == 422
    assert refused.json()["error"] == "a move names the position it is for: send picks, the picks so far"
    assert client.get(f"/api/games/{made['id']}").json()["game"]["picks"] == []
    played = client.post(moves, json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert played.status_code == 200


def test_a_move_for_a_position_the_game_has_left_is_refused_and_changes_nothing(client: InProcess) -> None:
    made = create(client)
    first = client.post(f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert first.status_code == 200, first.text
    after = first.json()["game"]["picks"]
    assert after[0] == 5
    assert len(after) == 2
    # The second click of a double click, chosen on the empty board: refused, and nothing changes.
    stale = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": free_of(after)[0], "picks": []}, headers=bearer(made["token"])
    )
    assert stale.status_code == 409, stale.text
    assert picks_of(client, made["id"]) == after
    again = client.post(
        f"/api/games/{made['id']}/moves",
        json={"pick": free_of(after)[0], "picks": after},
        headers=bearer(made["token"]),
    )
    assert again.status_code == 200, again.text
    assert again.json()["game"]["picks"][:3] == [*after, free_of(after)[0]]
    for wrong in ("5 1", [5, "1"], {"x": 1}, [True]):
        answer = client.post(
            f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": wrong}, headers=bearer(made["token"])
        )
        assert answer.status_code == 422, (wrong, answer.text)
        assert "\n" not in answer.json()["error"]


def test_between_two_people_a_stale_move_is_refused_too(client: InProcess) -> None:
    made = create(client, opponent="human")
    joined = client.post(f"/api/games/{made['id']}/join", json={"invite": made["invite"]}).json()
    moved = client.post(f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert moved.status_code == 200
    stale = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": []}, headers=bearer(joined["token"])
    )
    assert stale.status_code == 409
    assert picks_of(client, made["id"]) == [5]
    fresh = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": 1, "picks": [5]}, headers=bearer(joined["token"])
    )
    assert fresh.status_code == 200
    assert picks_of(client, made["id"]) == [5, 1]


def test_menace_in_a_game_of_more_than_nine_numbers_is_refused_when_made(client: InProcess) -> None:
    for asked in ({"order": 4}, {"numbers": 11}, {"numbers": 13, "count": 3, "target": 21}):
        answer = client.post("/api/games", json={"level": "menace", "rules": asked})
        assert answer.status_code == 422, (asked, answer.text)
        reason = answer.json()["error"]
        assert "MENACE" in reason
        assert "\n" not in reason
    # Nine numbers are MENACE's game: it is made, and plays.
    made = create(client, level="menace")
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": 5}),
        headers=bearer(made["token"]),
    )
    assert moved.status_code == 200, moved.text
    assert len(moved.json()["game"]["picks"]) == 2


def test_a_failure_inside_a_move_leaves_the_game_exactly_as_stored(
    client: InProcess, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from luoshu.session.game import Session

    made = create(client)
    reply = Session.computer_pick

    def failing(self: Session, number: int | None = None) -> int:
        raise RuntimeError("the computer's reply failed")

    monkeypatch.setattr(Session, "computer_pick", failing)
    assert (
        client.post(
            f"/api/games/{made['id']}/moves",
            json=with_picks(client, made["id"], {"pick": 5}),
            headers=bearer(made["token"]),
        ).status_code
        == 500
    )
    stored = json.loads(Store(str(tmp_path / "games.sqlite3")).row(made["id"]).save)  # type: ignore[union-attr]
    assert stored["picks"] == []
    assert picks_of(client, made["id"]) == []  # not the pick kept in memory alone
    monkeypatch.setattr(Session, "computer_pick", reply)
    moved = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": 5}),
        headers=bearer(made["token"]),
    )
    assert moved.status_code == 200, moved.text  # not wedged: the person's turn, as stored
    picks = moved.json()["game"]["picks"]
    assert len(picks) == 2

    # The disk fails as a move or an undo is stored: the game stays as it was stored before.
    def full(self: Store, *args: Any) -> None:
        raise StoreError("games.sqlite3: database or disk is full")

    monkeypatch.setattr(Store, "update", full)
    move = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": free_of(picks)[0]}),
        headers=bearer(made["token"]),
    )
    assert move.status_code == 500
    assert picks_of(client, made["id"]) == picks
    assert client.post(f"/api/games/{made['id']}/undo", json={}, headers=bearer(made["token"])).status_code == 500
    assert picks_of(client, made["id"]) == picks


def test_pages_opened_and_left_do_not_fill_the_server_and_idle_games_stop_counting(
    local_client: InProcess, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = local_client
    monkeypatch.setattr(tables_module, "OPEN_GAMES", 5)
    for _ in range(40):  # many times the games the server holds in play, as quick as they come
        create(client)
    played = [create(client) for _ in range(5)]
    for made in played:
        assert (
            client.post(
                f"/api/games/{made['id']}/moves",
                json=with_picks(client, made["id"], {"pick": 5}),
                headers=bearer(made["token"]),
            ).status_code
            == 200
        )
    full = client.post("/api/games", json={})
    assert full.status_code == 429
    assert ". " not in full.json()["error"]  # one sentence, for the page to show
    assert "\n" not in full.json()["error"]
    # Nobody has moved in them for longer than the idle time: they stop counting.
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:
        idle = tables_module.IDLE_SECONDS + 1
        db.execute("UPDATE games SET created = created - ?, updated = updated - ?", (idle, idle))
    assert tables_module.IDLE_SECONDS <= 30 * 60  # not the hour it was: a lesson's pause, not the lesson
    create(client)


def test_games_in_memory_are_bounded_and_one_let_go_is_read_again_with_its_events(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tables_module, "IN_MEMORY", 2)
    port = free_port()
    served = uvicorn.Server(
        uvicorn.Config(make_app(str(tmp_path / "games.sqlite3")), host=HOST, port=port, log_level="warning")
    )
    thread = threading.Thread(target=served.run, daemon=True)
    thread.start()
    url = f"http://{HOST}:{port}"
    deadline = time.monotonic() + 20
    while not served.started:
        assert time.monotonic() < deadline, "the server did not start"
        assert thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    try:
        first = HTTP.post(url + "/api/games", json={"opponent": "human"}).json()
        heard: list[tuple[list[int], str | None]] = []
        listening = threading.Event()

        def watch() -> None:
            with HTTP.stream("GET", f"{url}/api/games/{first['id']}/events", timeout=20) as events:
                for line in events.iter_lines():
                    if line.startswith("data: "):
                        game = json.loads(line[6:])["game"]
                        heard.append((game["picks"], game["open_seat"]))
                        listening.set()
                        if len(game["picks"]) == 2:
                            return

        watcher = threading.Thread(target=watch)
        watcher.start()
        assert listening.wait(10)
        moves = url + f"/api/games/{first['id']}/moves"
        assert HTTP.post(moves, json={"pick": 5, "picks": []}, headers=bearer(first["token"])).status_code == 200
        others = [HTTP.post(url + "/api/games", json={}).json() for _ in range(6)]  # the first game is let go
        gc.collect()
        assert sum(isinstance(thing, Table) for thing in gc.get_objects()) <= 2
        # Read again from the store, it plays on, and the page watching it hears the move.
        assert HTTP.get(f"{url}/api/games/{first['id']}").json()["game"]["picks"] == [5]
        for made in others:  # let it go once more
            HTTP.get(f"{url}/api/games/{made['id']}")
        mover = {"pick": 1, "picks": [5]}
        assert HTTP.post(moves, json=mover, headers=bearer(first["token"])).status_code == 409  # O's turn
        # The invite takes O's seat in the game read again from the store; O moves: the page hears both.
        joined = HTTP.post(f"{url}/api/games/{first['id']}/join", json={"invite": first["invite"]}).json()
        assert HTTP.post(moves, json=mover, headers=bearer(joined["token"])).status_code == 200
        watcher.join(10)
        assert heard == [([], "O"), ([5], "O"), ([5], None), ([5, 1], None)]
    finally:
        served.should_exit = True
        thread.join(20)


def test_the_level_refusal_names_every_level(client: InProcess) -> None:
    answer = client.post("/api/games", json={"level": "best"})
    assert answer.status_code == 422
    reason = answer.json()["error"]
    named = reason.rsplit("not one of ", 1)[1].split(", ")
    assert {"perfect", "casual", "random", "menace"} <= set(named)
    assert any(n.startswith("skill:") for n in named)
    for level in named:  # each one named is taken, skill:P with a chance for P
        asked = level.replace("skill:P", "skill:0.5")
        assert client.post("/api/games", json={"level": asked}).status_code == 201, level


def test_the_product_game_keeps_pick_fifteens_numbers_for_the_end(client: InProcess) -> None:
    made = client.post("/api/games", json={"dress": "product"}).json()
    gid, token, board = made["id"], made["token"], made["board"]
    assert "tiles" not in board["views"]  # the numbers 1-9 are the reveal
    assert {"grid", "panel"} <= set(board["views"])
    assert "tile" not in board["status"]
    assert "its number" not in board["footer"]
    game = made["game"]
    while not game["over"]:
        free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
        played = client.post(
            f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": free[0]}), headers=bearer(token)
        ).json()
        game, board = played["game"], played["board"]
    assert "tiles" in board["views"]
    jam = client.post("/api/games", json={"dress": "jam"}).json()["board"]
    assert "tiles" in jam["views"]  # roads are no numbers: Pick Fifteen's stand beside them


def test_a_save_of_a_built_in_player_opens_on_the_web_and_a_bad_one_lists_every_level(client: InProcess) -> None:
    save = {"format": "luoshu", "version": 1, "mode": "fifteen", "x": "human", "o": "computer", "picks": [5]}
    made = client.post("/api/games", json={"save": {**save, "level": "skill:0.3"}})
    assert made.status_code == 201, made.text
    assert made.json()["game"]["computer_level"] == "skill:0.3"
    refused = client.post("/api/games", json={"save": {**save, "level": "genius"}})
    assert refused.status_code == 422
    assert "perfect, casual, random, skill:P, menace" in refused.json()["error"]
    # MENACE's boxes are for games of up to nine numbers: a save that asks for more is refused, not wedged.
    rules = {"numbers": 13, "count": 3, "target": 21, "misere": False}
    big = {**save, "version": 2, "level": "menace", "picks": [], "rules": rules}
    assert client.post("/api/games", json={"save": big}).status_code == 422


def test_every_text_colour_has_a_contrast_of_at_least_4_5() -> None:
    css = (Path(__file__).parent.parent / "luoshu" / "web" / "static" / "style.css").read_text()
    colours = dict(re.findall(r"--([a-z]+): (#[0-9a-f]{6})", css))
    texts = ["ink", "label", "x", "o"]
    backgrounds = ["paper", "hover", "partner", "won", "win", "draw", "loss"]
    for text in texts:
        for background in [*backgrounds, "white"]:
            pair = [luminance(colours.get(text, "#ffffff")), luminance(colours.get(background, "#ffffff"))]
            ratio = (max(pair) + 0.05) / (min(pair) + 0.05)
            assert ratio >= 4.5, (text, background, round(ratio, 2))
    notice = re.search(r"\.notice \{ color: (#[0-9a-f]{6})", css)
    assert notice is not None
    assert (1.05) / (luminance(notice.group(1)) + 0.05) >= 4.5
