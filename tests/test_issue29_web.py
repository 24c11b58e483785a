"""Issue 29 on the page's server: the search tree under a move (GET /api/games/{id}/tree?pick=N) and its steps, the
lesson players chosen as the computer, and the classroom's switches (hints, why and undo turned off)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")

from starlette.testclient import TestClient

from luoshu.web.app import make_app


def nodes(tree: dict[str, Any]) -> Iterator[dict[str, Any]]:
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node["children"])


def in_order(tree: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The nodes in the order searched: each before its children, the children in their order."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node["children"]))


def test_the_tree_under_a_move_has_the_solvers_values_at_every_node(client: TestClient) -> None:
    made = client.post("/api/games", json={"dress": "grid"}).json()
    game = made["id"]
    client.post(f"/api/games/{game}/moves", json={"pick": 5, "picks": []}, headers=bearer(made["token"]))
    picks = client.get(f"/api/games/{game}").json()["game"]["picks"]
    fifteen = oracle.Game(9, 3, 15)
    free = [n for n in range(1, 10) if n not in picks]
    for pick in free[:3]:
        tree = client.get(f"/api/games/{game}/tree", params={"pick": pick, "algorithm": "minimax"}).json()
        assert tree["tree"]["picks"] == []
        assert tree["x"] == sorted([*picks, pick][0::2])
        assert tree["o"] == sorted([*picks, pick][1::2])
        checked = 0
        for node in nodes(tree["tree"]):
            played = [*picks, pick, *node["picks"]]
            x, o = frozenset(played[0::2]), frozenset(played[1::2])
            outcome, plies = fifteen.verdict(x, o)
            assert node["verdict"]["outcome"] == outcome, played
            if outcome != "draw":
                assert node["verdict"]["plies"] == plies, played
            checked += 1
        # Two plies shown under the move: every reply, and every answer to each (the game may end sooner).
        assert checked == len(tree["tree_rows"]) > len(free)
        assert {len(row["picks"]) for row in tree["tree_rows"]} == {0, 1, 2}


def test_each_row_is_a_node_in_the_order_searched_and_the_steps_visit_them_in_and_out(client: TestClient) -> None:
    made = client.post("/api/games", json={}).json()
    tree = client.get(f"/api/games/{made['id']}/tree", params={"pick": 5}).json()
    assert tree["algorithm"] == "alphabeta"
    rows = tree["tree_rows"]
    searched = list(in_order(tree["tree"]))
    assert [row["picks"] for row in rows] == [node["picks"] for node in searched]
    assert [row["cut"] for row in rows] == [node["cut"] for node in searched]
    assert all(len(row["shown"]) == len(tree["tree_columns"]) for row in rows)
    assert all(isinstance(cell, str) for row in rows for cell in row["shown"])
    steps = tree["steps"]
    assert len(steps) == 2 * len(rows)  # every node recorded is arrived at and left
    depth = 0
    for step in steps:  # the steps go down and up the tree one ply at a time, in and out as a stack does
        plies = len(rows[step["row"]]["picks"])
        if not step["leaving"]:
            assert plies == depth
        depth = plies if step["leaving"] else plies + 1
        assert step["text"]
    assert steps[0] == {**steps[0], "row": 0, "leaving": False}
    assert steps[-1]["row"] == 0
    assert steps[-1]["leaving"] is True
    # alpha-beta cuts off some replies somewhere in the tree, and says which
    assert any(row["cut"] for row in rows)


def test_alpha_beta_visits_fewer_nodes_than_minimax_and_both_choose_a_best_move(client: TestClient) -> None:
    made = client.post("/api/games", json={}).json()
    counted = {}
    for algorithm in ("minimax", "alphabeta"):
        tree = client.get(f"/api/games/{made['id']}/tree", params={"pick": 2, "algorithm": algorithm}).json()
        counted[algorithm] = tree["node_count"]
        best = oracle.Game(9, 3, 15).best_picks(frozenset({2}), frozenset())
        assert tree["pick"] in best
    # the full tree under 2: every game that starts with 2, counted by brute force
    assert counted["minimax"] == games_below(oracle.Game(9, 3, 15), frozenset({2}), frozenset())
    assert counted["alphabeta"] < counted["minimax"]


def games_below(game: oracle.Game, x: frozenset[int], o: frozenset[int]) -> int:
    """Nodes of the full game tree from (x, o), the root included, O to move when x holds more."""
    if game.finished(x, o) is not None:
        return 1
    to_move_x = len(x) == len(o)
    total = 1
    for n in game.free(x, o):
        total += games_below(game, x | {n}, o) if to_move_x else games_below(game, x, o | {n})
    return total


@pytest.mark.parametrize(
    ("params", "status"),
    [
        ({}, 422),
        ({"pick": "10"}, 422),
        ({"pick": "5", "depth": "9"}, 422),
        ({"pick": "5", "depth": "x"}, 422),
        ({"pick": "5", "algorithm": "bogo"}, 422),
        ({"pick": "5" * 200}, 422),
    ],
)
def test_a_tree_that_cannot_be_is_refused_in_one_line(client: TestClient, params: dict[str, str], status: int) -> None:
    made = client.post("/api/games", json={}).json()
    answer = client.get(f"/api/games/{made['id']}/tree", params=params)
    assert answer.status_code == status
    reason = answer.json()["error"]
    assert reason
    assert "\n" not in reason
    assert "Traceback" not in reason


def test_a_tree_under_a_taken_move_or_a_puzzle_is_refused(client: TestClient) -> None:
    made = client.post("/api/games", json={"first": "computer"}).json()
    taken = made["game"]["picks"][0]
    answer = client.get(f"/api/games/{made['id']}/tree", params={"pick": taken})
    assert answer.status_code == 409
    puzzle = client.post("/api/games", json={"puzzle": "easy"}).json()
    free = next(n for n in range(1, 10) if n not in puzzle["game"]["picks"])
    answer = client.get(f"/api/games/{puzzle['id']}/tree", params={"pick": free})
    assert answer.status_code == 409
    assert "puzzle" in answer.json()["error"]


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


# The lesson players as the computer ---------------------------------------------------------------------------

CELLS_IN_READING_ORDER = [n for row in oracle.LUO_SHU for n in row]


@pytest.mark.parametrize(("lesson", "order"), [(1, CELLS_IN_READING_ORDER), (2, CELLS_IN_READING_ORDER), (4, None)])
def test_a_lesson_player_is_the_computer_of_a_new_game(
    client: TestClient, lesson: int, order: list[int] | None
) -> None:
    made = client.post("/api/games", json={"level": f"lesson:{lesson}", "first": "computer", "dress": "grid"})
    assert made.status_code == 201
    game = made.json()["game"]
    # Every opening draws (the oracle), so a lesson that keeps the first best of its order opens with its first
    # number: lessons 1 and 4 try the cells in reading order, lesson 2 its MAGIC_SQUARE, the Luo Shu read the same.
    fifteen = oracle.Game(9, 3, 15)
    assert {fifteen.pick_verdicts(frozenset(), frozenset())[n][0] for n in range(1, 10)} == {"draw"}
    assert game["picks"] == [(order or CELLS_IN_READING_ORDER)[0]]
    again = client.get(f"/api/games/{made.json()['id']}").json()["game"]
    assert again["picks"] == game["picks"]


def test_a_lesson_player_is_refused_a_game_too_big_for_its_search(client: TestClient) -> None:
    answer = client.post("/api/games", json={"level": "lesson:4", "first": "computer", "rules": {"order": 4}})
    assert answer.status_code == 422
    assert "lesson:4" in answer.json()["error"]
    assert client.post("/api/games", json={"level": "lesson:9"}).status_code == 422
    answer = client.post("/api/games", json={"level": "depth-blind", "first": "computer", "rules": {"order": 4}})
    assert answer.status_code == 422
    assert "depth-blind" in answer.json()["error"]


# The classroom: what the teacher turns off ------------------------------------------------------------------


def test_the_teacher_turns_hints_why_undo_and_the_tree_off_and_the_server_refuses_them(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    with TestClient(make_app(db)) as client:
        made = client.post("/api/games", json={"turned_off": ["undo", "hints", "why", "tree"]}).json()
        game, token = made["id"], made["token"]
        assert made["game"]["turned_off"] == ["hints", "why", "undo", "tree"]
        client.post(f"/api/games/{game}/moves", json={"pick": 5, "picks": []}, headers=bearer(token))
        free = next(n for n in range(1, 10) if n not in client.get(f"/api/games/{game}").json()["game"]["picks"])
        asked = {
            "hint": client.get(f"/api/games/{game}/hints"),
            "explanation": client.get(f"/api/games/{game}/why"),
            "undo": client.post(f"/api/games/{game}/undo", headers=bearer(token)),
            "search tree": client.get(f"/api/games/{game}/tree", params={"pick": free}),
        }
        for name, answer in asked.items():
            assert answer.status_code == 403, name
            assert "teacher" in answer.json()["error"]
            assert name in answer.json()["error"]
        # a game of the same server with nothing turned off allows them all
        other = client.post("/api/games", json={}).json()
        assert other["game"]["turned_off"] == []
        assert client.get(f"/api/games/{other['id']}/hints").status_code == 200
    # The switches are kept with the game: a server started again on the same store still refuses.
    with TestClient(make_app(db)) as client:
        assert client.get(f"/api/games/{game}").json()["game"]["turned_off"] == ["hints", "why", "undo", "tree"]
        assert client.get(f"/api/games/{game}/hints").status_code == 403
        assert client.get(f"/api/games/{game}/tree", params={"pick": free}).status_code == 403


@pytest.mark.parametrize("turned_off", ["hints", ["hints", "solve"], [5]])
def test_a_teachers_switch_that_is_no_switch_is_refused(client: TestClient, turned_off: object) -> None:
    answer = client.post("/api/games", json={"turned_off": turned_off})
    assert answer.status_code == 422
    assert "turned_off" in answer.json()["error"]
