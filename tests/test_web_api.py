"""The web API, in process (Starlette's test client): every answer checked against the oracle, every refusal a
reason with its status, and no refused request changing a game.

The server under test is the application itself with a database of its own in the test's folder; the tests that
need a real uvicorn on 127.0.0.1 (kill -9, slow clients, races) are in ``test_web_server.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from serving import with_picks
from starlette.testclient import TestClient

from luoshu.web.app import LARGEST_BODY

FIFTEEN = oracle.Game(9, 3, 15)
LUO_SHU = oracle.LUO_SHU
CELL = {f"{'ABC'[r]}{c + 1}": LUO_SHU[r][c] for r in range(3) for c in range(3)}


def create(client: TestClient, **asked: Any) -> dict[str, Any]:
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


def test_a_whole_game_against_the_computer_that_never_loses(client: TestClient) -> None:
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


def test_the_hints_are_the_oracles_verdicts(client: TestClient) -> None:
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


def test_the_board_lights_the_partners_of_the_grid_lines(client: TestClient) -> None:
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
def test_every_dress_plays_by_pick_cell_and_item(client: TestClient, dress: str) -> None:
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


def test_refusals_have_reasons_and_change_nothing(client: TestClient) -> None:
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


def test_undo_takes_back_the_pick_and_the_reply_and_stops_at_a_puzzle(client: TestClient) -> None:
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


def test_a_puzzle_has_the_one_answer_the_oracle_finds(client: TestClient) -> None:
    for level in ("easy", "medium", "hard"):
        made = create(client, puzzle=level)
        game = made["game"]
        x, o = frozenset(game["x"]), frozenset(game["o"])
        verdicts = FIFTEEN.pick_verdicts(x, o)
        kind = game["puzzle"]["kind"]
        good = (
            [n for n, v in verdicts.items() if v[0] == "win"]
            if kind == "win"
            else [n for n, v in verdicts.items() if v[0] != "loss"]
        )
        assert len(good) == 1
        solved = client.post(
            f"/api/games/{made['id']}/moves",
            json=with_picks(client, made["id"], {"pick": good[0]}),
            headers=bearer(made["token"]),
        )
        answered = solved.json()["game"]["puzzle"]
        assert answered["said"].startswith(f"Solved: {good[0]} ")  # the first answer, and right
        assert answered == {**game["puzzle"], "solved": True, "answer": good[0], "said": answered["said"]}


def test_a_save_opens_in_the_browser_and_back(client: TestClient, tmp_path: Path) -> None:
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


def test_a_games_file_plays_in_the_sets_dress(client: TestClient) -> None:
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


def test_the_value_history_and_why(client: TestClient) -> None:
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


def test_every_response_forbids_other_hosts(client: TestClient) -> None:
    page = client.get("/")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    for asset in ("app.js", "style.css"):
        text = client.get(f"/static/{asset}").text
        assert "http://" not in text
        assert "https://" not in text
    assert "http" not in page.text.replace('name="viewport"', "")


def test_a_big_game_never_holds_the_others_up(client: TestClient) -> None:
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


def test_a_puzzle_answered_again_after_undo_keeps_its_first_answer(client: TestClient) -> None:
    made = create(client, puzzle="easy")
    gid, token, game = made["id"], made["token"], made["game"]
    x, o = frozenset(game["x"]), frozenset(game["o"])
    verdicts = FIFTEEN.pick_verdicts(x, o)
    best = FIFTEEN.best_picks(x, o)
    wrong = next(n for n in verdicts if n not in best)
    assert (
        client.post(
            f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": wrong}), headers=bearer(token)
        ).json()["game"]["puzzle"]["solved"]
        is False
    )
    client.post(f"/api/games/{gid}/undo", headers=bearer(token))
    right = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": best[0]}), headers=bearer(token)
    ).json()["game"]
    assert right["puzzle"]["solved"] is False  # solved is the first answer (issue 26)


def test_a_lost_invite_is_made_again_by_a_seat_and_the_old_one_stops_working(client: TestClient) -> None:
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


def test_one_device_makes_at_most_thirty_games_a_minute(client: TestClient) -> None:
    for _ in range(30):
        create(client)
    refused = client.post("/api/games", json={})
    assert refused.status_code == 429
    assert "a minute" in refused.json()["error"]


def test_the_computer_at_a_skill_or_as_menace(client: TestClient) -> None:
    for level in ("skill:0.5", "menace"):
        made = create(client, level=level, first="computer")
        assert made["game"]["computer_level"] == level
        assert len(made["game"]["picks"]) == 1
    refused = client.post("/api/games", json={"level": "skill:2"})
    assert refused.status_code == 422
    assert "not a chance" in refused.json()["error"]
