"""Puzzles and rounds of puzzles over the web's API, in process (``serving.InProcess``): a puzzle has the one
answer the oracle finds and is solved by its first answer alone, hints and Why? are refused at its own position, a
round counts what was tried and solved, and the teacher's switches hold for every puzzle of a round.

Also: a puzzle answered again after undo keeps its first answer (test_web_api's, kept by
test_a_puzzle_answered_wrong_undone_and_answered_right_is_not_solved).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from serving import InProcess, in_process, with_picks

from luoshu.web.app import make_app


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``: no thread crossed for
    each request, as Starlette's test client crosses one)."""
    yield from in_process(tmp_path)


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


def answered(client: InProcess, made: dict[str, Any], right: bool) -> dict[str, Any]:
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


def create(client: InProcess, **asked: Any) -> dict[str, Any]:
    answer = client.post("/api/games", json=asked)
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def test_a_round_counts_each_puzzle_tried_and_solved_and_next_brings_the_next(client: InProcess) -> None:
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


def test_a_wrong_first_answer_is_not_solved_even_after_undo_and_the_right_one(client: InProcess) -> None:
    made = client.post("/api/games", json={"puzzle": "easy", "round": 2}).json()
    answered(client, made, right=False)
    undone = client.post(f"/api/games/{made['id']}/undo", headers=bearer(made["token"]))
    assert undone.status_code == 200
    made = {**made, "game": undone.json()["game"]}
    shown = answered(client, made, right=True)
    round_ = shown["game"]["round"]
    assert (round_["solved_count"], round_["tried_count"]) == (0, 1)


def test_the_teachers_switches_hold_for_every_puzzle_of_the_round(client: InProcess) -> None:
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
    with InProcess(make_app(db)) as client:
        made = client.post("/api/games", json={"puzzle": "easy", "round": 3}).json()
        answered(client, made, right=True)
        assert client.post(f"/api/games/{made['id']}/next").status_code == 401
        assert client.post(f"/api/games/{made['id']}/next", headers=bearer("not the token")).status_code == 403
        made = client.post(f"/api/games/{made['id']}/next", headers=bearer(made["token"])).json()
        before = client.get(f"/api/games/{made['id']}").json()["game"]["round"]
    with InProcess(make_app(db)) as client:  # the server started again: the round read from the store
        again = client.get(f"/api/games/{made['id']}").json()["game"]["round"]
        assert again == before
        assert (again["puzzle_number"], again["solved_count"], again["tried_count"]) == (2, 1, 1)


def test_a_whole_game_is_no_round(client: InProcess) -> None:
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
def test_a_round_that_cannot_be_is_refused_in_one_line(client: InProcess, asked: dict[str, Any]) -> None:
    refused = client.post("/api/games", json=asked)
    assert refused.status_code == 422
    reason = refused.json()["error"]
    assert reason
    assert "\n" not in reason


def test_a_puzzle_has_the_one_answer_the_oracle_finds(client: InProcess) -> None:
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


def test_a_puzzle_answered_wrong_undone_and_answered_right_is_not_solved(client: InProcess) -> None:
    made = client.post("/api/games", json={"puzzle": "easy"}).json()
    gid, token = made["id"], made["token"]
    right, wrong = oracle.puzzle_answers(made["game"])
    assert made["game"]["puzzle"]["said"] is None
    tried = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": wrong}), headers=bearer(token)
    ).json()["game"]
    assert tried["puzzle"]["solved"] is False
    said = tried["puzzle"]["said"]
    assert said.startswith(f"Not {wrong}:")  # explained as the terminal explains it
    assert said.endswith("Undo and try again.")
    assert "Best:" not in said  # and the right answer is not named
    client.post(f"/api/games/{gid}/undo", headers=bearer(token))
    again = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": right}), headers=bearer(token)
    ).json()["game"]
    assert again["puzzle"]["solved"] is False  # the first answer was wrong: right at the second try solves nothing
    assert again["puzzle"]["said"].startswith(f"Right: {right} is the only")
    assert "Solved" not in again["puzzle"]["said"]
    assert client.get(f"/api/games/{gid}").json()["game"]["puzzle"]["solved"] is False

    first = client.post("/api/games", json={"puzzle": "easy"}).json()
    right, _ = oracle.puzzle_answers(first["game"])
    solved = client.post(
        f"/api/games/{first['id']}/moves",
        json=with_picks(client, first["id"], {"pick": right}),
        headers=bearer(first["token"]),
    )
    assert solved.json()["game"]["puzzle"]["solved"] is True
    assert solved.json()["game"]["puzzle"]["said"].startswith(f"Solved: {right} is the only")


def test_hints_and_why_are_refused_at_a_puzzles_own_position(client: InProcess) -> None:
    made = client.post("/api/games", json={"puzzle": "medium"}).json()
    gid = made["id"]
    right, wrong = oracle.puzzle_answers(made["game"])
    for path in ("hints", "why", f"why?move={right}", f"why?move={wrong}"):
        refused = client.get(f"/api/games/{gid}/{path}")
        assert refused.status_code == 409, path
        assert "answer the puzzle first" in refused.json()["error"]
        assert str(right) not in refused.json()["error"]
    played = client.post(
        f"/api/games/{gid}/moves", json=with_picks(client, gid, {"pick": wrong}), headers=bearer(made["token"])
    ).json()
    if not played["game"]["over"]:
        assert client.get(f"/api/games/{gid}/hints").status_code == 200  # the puzzle answered, the game goes on


def test_a_puzzles_status_does_not_say_its_set_up_picks_were_played(client: InProcess) -> None:
    for level in ("easy", "medium", "hard"):
        made = client.post("/api/games", json={"puzzle": level}).json()
        status = made["board"]["status"]
        assert made["game"]["picks"]  # a position set up
        assert not re.search(r"\b(picked|took|claimed)\b", status), status
        # A move played in the game is said as before.
        x, o = frozenset(made["game"]["x"]), frozenset(made["game"]["o"])
        pick = FIFTEEN.free(x, o)[0]
        moved = client.post(
            f"/api/games/{made['id']}/moves",
            json={"pick": pick, "picks": made["game"]["picks"]},
            headers={"authorization": f"Bearer {made['token']}"},
        )
        assert moved.status_code in (200, 201), moved.text
        assert "picked" in moved.json()["board"]["status"]


def test_a_puzzles_own_position_has_no_why_prompt_until_it_is_answered(client: Any) -> None:
    made = client.post("/api/games", json={"puzzle": "easy"}).json()
    game, board = made["game"], made["board"]
    assert game["puzzle"]["solved"] is None
    assert board["why_prompt"] is None  # Why? would be refused here: it waits for nothing
    assert client.get(f"/api/games/{made['id']}/why").status_code == 409
    free = FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"]))
    answered = client.post(
        f"/api/games/{made['id']}/moves",
        json=with_picks(client, made["id"], {"pick": free[0]}),
        headers={"authorization": f"Bearer {made['token']}"},
    ).json()
    assert answered["game"]["puzzle"]["solved"] is not None
    if not answered["game"]["over"]:  # answered, the game goes on, and Why? can wait for a move again
        assert answered["board"]["why_prompt"]
        assert client.get(f"/api/games/{made['id']}/why").status_code == 200
    # A whole game has a prompt from its first move to its last.
    whole = client.post("/api/games", json={}).json()
    assert whole["board"]["why_prompt"]
