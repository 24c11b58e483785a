"""Issue 29 in the classroom: a round of puzzles on the page's server, with a Next button and a score.

A puzzle game is a round's first (five puzzles, or ``"round": N``); after an answer, ``POST /api/games/{id}/next``
brings the next one as a new game (the seat's token, what the teacher turned off carried over); the score counts a
puzzle tried once answered and solved if its first answer was right, as sentences the server gives. Each puzzle's
answer here is the oracle's own (brute force): the only winning pick, or the only one that does not lose.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient

from luoshu.web.app import make_app

FIFTEEN = oracle.Game(9, 3, 15)


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


def the_answer(game: dict[str, Any]) -> int:
    """The puzzle's answer by brute force: the only pick that wins, else the only one that does not lose."""
    x, o = frozenset(game["x"]), frozenset(game["o"])
    verdicts = FIFTEEN.pick_verdicts(x, o)
    wins = [n for n, (outcome, _) in verdicts.items() if outcome == "win"]
    safe = [n for n, (outcome, _) in verdicts.items() if outcome != "loss"]
    found = wins if wins else safe
    assert len(found) == 1, (game["picks"], verdicts)
    return found[0]


def answered(client: TestClient, made: dict[str, Any], right: bool) -> dict[str, Any]:
    """The puzzle answered, right or wrong (a free pick that is not the answer)."""
    game = made["game"]
    answer = the_answer(game)
    pick = answer if right else next(n for n in FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"])) if n != answer)
    moved = client.post(
        f"/api/games/{made['id']}/moves", json={"pick": pick, "picks": game["picks"]}, headers=bearer(made["token"])
    )
    assert moved.status_code == 200, moved.text
    shown: dict[str, Any] = moved.json()
    return shown


def numbers_in(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def test_a_round_counts_each_puzzle_tried_and_solved_and_next_brings_the_next(client: TestClient) -> None:
    made = client.post("/api/games", json={"puzzle": "easy", "dress": "grid", "round": 4}).json()
    plan = [True, False, True, True]  # right, wrong, right, right at the first try
    seen = []
    for place, right in enumerate(plan, start=1):
        round_ = made["game"]["round"]
        solved_before = sum(plan[: place - 1])
        assert round_["puzzle_number"] == place
        assert round_["puzzle_count"] == len(plan)
        assert (round_["solved_count"], round_["tried_count"]) == (solved_before, place - 1)
        assert round_["next"] is None  # no Next before an answer, and the server refuses one
        early = client.post(f"/api/games/{made['id']}/next", headers=bearer(made["token"]))
        assert early.status_code == 409
        assert early.json()["error"]
        seen.append(made["game"]["puzzle"]["id"])
        shown = answered(client, made, right)
        assert shown["game"]["puzzle"]["solved"] is right  # the oracle's answer is the server's
        round_ = shown["game"]["round"]
        assert (round_["solved_count"], round_["tried_count"]) == (solved_before + right, place)
        assert round_["next"]  # the Next button's label, from the server
        # the score as a sentence: the place, then solved of tried (or, at the end, solved of the round's count)
        if place < len(plan):
            assert numbers_in(round_["text"]) == [place, len(plan), solved_before + right, place]
        else:
            assert numbers_in(round_["text"]) == [sum(plan), len(plan)]
        following = client.post(f"/api/games/{made['id']}/next", headers=bearer(made["token"]))
        assert following.status_code == 201, following.text
        made = following.json()
        assert made["token"]
    # Easy Pick Fifteen has more puzzles than the round: none came twice.
    assert len(set(seen)) == len(seen)
    # After the last, Next began a new round: its first puzzle, the score from nothing.
    round_ = made["game"]["round"]
    assert (round_["puzzle_number"], round_["solved_count"], round_["tried_count"]) == (1, 0, 0)


def test_a_wrong_first_answer_is_not_solved_even_after_undo_and_the_right_one(client: TestClient) -> None:
    made = client.post("/api/games", json={"puzzle": "easy", "round": 2}).json()
    answered(client, made, right=False)
    undone = client.post(f"/api/games/{made['id']}/undo", headers=bearer(made["token"]))
    assert undone.status_code == 200
    made = {**made, "game": undone.json()["game"]}
    shown = answered(client, made, right=True)
    round_ = shown["game"]["round"]
    assert (round_["solved_count"], round_["tried_count"]) == (0, 1)


def test_the_teachers_switches_hold_for_every_puzzle_of_the_round(client: TestClient) -> None:
    made = client.post("/api/games", json={"puzzle": "easy", "round": 3, "turned_off": ["hints", "why", "undo"]}).json()
    for _ in range(3):
        game = made["id"]
        assert made["game"]["turned_off"] == ["hints", "why", "undo"]
        answered(client, made, right=False)  # answered: hints and why would be allowed, were they on
        assert client.get(f"/api/games/{game}/hints").status_code == 403
        assert client.get(f"/api/games/{game}/why").status_code == 403
        assert client.post(f"/api/games/{game}/undo", headers=bearer(made["token"])).status_code == 403
        # the value chart would be a hint while the puzzle's game goes on
        if not client.get(f"/api/games/{game}").json()["game"]["over"]:
            assert client.get(f"/api/games/{game}/history.svg").status_code == 403
        made = client.post(f"/api/games/{game}/next", headers=bearer(made["token"])).json()


def test_next_is_for_the_seats_holder_and_a_round_survives_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    with TestClient(make_app(db)) as client:
        made = client.post("/api/games", json={"puzzle": "easy", "round": 3}).json()
        answered(client, made, right=True)
        assert client.post(f"/api/games/{made['id']}/next").status_code == 401
        assert client.post(f"/api/games/{made['id']}/next", headers=bearer("not the token")).status_code == 403
        made = client.post(f"/api/games/{made['id']}/next", headers=bearer(made["token"])).json()
        before = client.get(f"/api/games/{made['id']}").json()["game"]["round"]
    with TestClient(make_app(db)) as client:  # the server started again: the round read from the store
        again = client.get(f"/api/games/{made['id']}").json()["game"]["round"]
        assert again == before
        assert (again["puzzle_number"], again["solved_count"], again["tried_count"]) == (2, 1, 1)


def test_a_whole_game_is_no_round(client: TestClient) -> None:
    made = client.post("/api/games", json={}).json()
    assert made["game"]["puzzle"] is None
    assert made["game"]["round"] is None
    moved = client.post(f"/api/games/{made['id']}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    assert moved.status_code == 200
    refused = client.post(f"/api/games/{made['id']}/next", headers=bearer(made["token"]))
    assert refused.status_code == 409
    assert "\n" not in refused.json()["error"]


@pytest.mark.parametrize(
    "asked",
    [
        {"round": 3},
        {"puzzle": "easy", "round": 0},
        {"puzzle": "easy", "round": 26},
        {"puzzle": "easy", "round": "5"},
        {"puzzle": "easy", "round": True},
    ],
)
def test_a_round_that_cannot_be_is_refused_in_one_line(client: TestClient, asked: dict[str, Any]) -> None:
    refused = client.post("/api/games", json=asked)
    assert refused.status_code == 422
    reason = refused.json()["error"]
    assert reason
    assert "\n" not in reason
