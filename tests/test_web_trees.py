"""The search tree under a move and a finished game's value history over the web's API, in process
(``serving.InProcess``): every node's value is the solver's, rows come in the order searched, alpha-beta visits
fewer nodes than minimax, lesson players and the teacher's switches, and the history's values are minimax's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest
from history_games import FIFTEEN, GAMES, finished, played, x_value

pytest.importorskip("starlette")
pytest.importorskip("httpx")


from serving import InProcess, in_process

from luoshu.web.app import make_app
from luoshu.web.page import page_words
from luoshu.words.language import speaking


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``: no thread crossed for
    each request, as Starlette's test client crosses one)."""
    yield from in_process(tmp_path)


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


def games_below(game: oracle.Game, x: frozenset[int], o: frozenset[int]) -> int:
    """Nodes of the full game tree from (x, o), the root included, O to move when x holds more."""
    if game.finished(x, o) is not None:
        return 1
    to_move_x = len(x) == len(o)
    total = 1
    for n in game.free(x, o):
        total += games_below(game, x | {n}, o) if to_move_x else games_below(game, x, o | {n})
    return total


def bearer(token: str) -> dict[str, str]:
    return {"authorization": f"Bearer {token}"}


CELLS_IN_READING_ORDER = [n for row in oracle.LUO_SHU for n in row]


POINTING = {
    "en": re.compile(r"\b(hover|mouse|point|pointer|cursor)", re.IGNORECASE),
    "zh_CN": re.compile("鼠标|指针|光标|悬停"),
    "zh_TW": re.compile("滑鼠|游標|指標|懸停"),
}


HOLDING = {"en": "touch and hold", "zh_CN": "按住", "zh_TW": "按住"}


def test_the_tree_under_a_move_has_the_solvers_values_at_every_node(client: InProcess) -> None:
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


def test_each_row_is_a_node_in_the_order_searched_and_the_steps_visit_them_in_and_out(client: InProcess) -> None:
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


def test_alpha_beta_visits_fewer_nodes_than_minimax_and_both_choose_a_best_move(client: InProcess) -> None:
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


def test_a_tree_that_cannot_be_is_refused_in_one_line(client: InProcess) -> None:
    made = client.post("/api/games", json={}).json()
    for params in (
        {},
        {"pick": "10"},
        {"pick": "5", "depth": "9"},
        {"pick": "5", "depth": "x"},
        {"pick": "5", "algorithm": "bogo"},
        {"pick": "5" * 200},
    ):
        answer = client.get(f"/api/games/{made['id']}/tree", params=params)
        assert answer.status_code == 422, params
        reason = answer.json()["error"]
        assert reason, params
        assert "\n" not in reason
        assert "Traceback" not in reason


def test_a_tree_under_a_taken_move_or_a_puzzle_is_refused(client: InProcess) -> None:
    made = client.post("/api/games", json={"first": "computer"}).json()
    taken = made["game"]["picks"][0]
    answer = client.get(f"/api/games/{made['id']}/tree", params={"pick": taken})
    assert answer.status_code == 409
    puzzle = client.post("/api/games", json={"puzzle": "easy"}).json()
    free = next(n for n in range(1, 10) if n not in puzzle["game"]["picks"])
    answer = client.get(f"/api/games/{puzzle['id']}/tree", params={"pick": free})
    assert answer.status_code == 409
    assert "puzzle" in answer.json()["error"]


@pytest.mark.parametrize("lesson", [1, 2, 4])
def test_a_lesson_player_is_the_computer_of_a_new_game(client: InProcess, lesson: int) -> None:
    made = client.post("/api/games", json={"level": f"lesson:{lesson}", "dress": "grid"})
    assert made.status_code == 201
    game, token = made.json()["id"], made.json()["token"]
    moved = client.post(f"/api/games/{game}/moves", json={"cell": "B2", "picks": []}, headers=bearer(token))
    assert moved.status_code == 200, moved.text
    # Against X's centre only the corners draw (the oracle), so a lesson that keeps the first best of its order
    # replies with the first corner: lessons 1 and 4 try the cells in reading order, lesson 2 its MAGIC_SQUARE,
    # the Luo Shu read the same. (A reply, not an opening: its search is a ninth of the whole game's.)
    verdicts = oracle.Game(9, 3, 15).pick_verdicts(frozenset({5}), frozenset())
    draws = [n for n in CELLS_IN_READING_ORDER if n in verdicts and verdicts[n][0] == "draw"]
    assert sorted(draws) == [2, 4, 6, 8]
    assert moved.json()["game"]["picks"] == [5, draws[0]]
    assert moved.json()["game"]["computer_level"] == f"lesson:{lesson}"
    again = client.get(f"/api/games/{game}").json()["game"]
    assert again["picks"] == [5, draws[0]]


def test_a_lesson_player_is_refused_a_game_too_big_for_its_search(client: InProcess) -> None:
    answer = client.post("/api/games", json={"level": "lesson:4", "first": "computer", "rules": {"order": 4}})
    assert answer.status_code == 422
    assert "lesson:4" in answer.json()["error"]
    assert client.post("/api/games", json={"level": "lesson:9"}).status_code == 422
    answer = client.post("/api/games", json={"level": "depth-blind", "first": "computer", "rules": {"order": 4}})
    assert answer.status_code == 422
    assert "depth-blind" in answer.json()["error"]


def test_the_teacher_turns_hints_why_undo_and_the_tree_off_and_the_server_refuses_them(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    with InProcess(make_app(db)) as client:
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
    with InProcess(make_app(db)) as client:
        assert client.get(f"/api/games/{game}").json()["game"]["turned_off"] == ["hints", "why", "undo", "tree"]
        assert client.get(f"/api/games/{game}/hints").status_code == 403
        assert client.get(f"/api/games/{game}/tree", params={"pick": free}).status_code == 403


@pytest.mark.parametrize("turned_off", ["hints", ["hints", "solve"], [5]])
def test_a_teachers_switch_that_is_no_switch_is_refused(client: InProcess, turned_off: object) -> None:
    answer = client.post("/api/games", json={"turned_off": turned_off})
    assert answer.status_code == 422
    assert "turned_off" in answer.json()["error"]


def test_a_finished_games_history_has_each_picks_value_for_x_as_minimax_gives_it(client: Any) -> None:
    for game in GAMES:
        picks = finished(game)
        made = played(client, picks, dress="jam")
        history = client.get(f"/api/games/{made['id']}/history")
        assert history.status_code == 200, history.text
        shown = history.json()
        assert shown["picks"] == picks
        assert len(shown["history"]) == len(picks)
        for ply, step in enumerate(shown["history"], start=1):
            outcome, plies = x_value(picks[:ply])
            assert step["x_value"] == {"outcome": outcome, "plies": plies}
            assert step["pick"] == picks[ply - 1]
            assert step["item"] in step["text"]  # named in the dress: Jam's roads
            assert step["text"].startswith(f"Pick {ply} of {len(picks)}:")
        # the page's labels come from the server: the heading and the controls (back, the slider, forward)
        assert shown["heading"]
        assert all(shown["heading"])
        assert len(shown["controls"]) == 3
        assert all(shown["controls"])


def test_the_history_waits_for_the_end_and_the_chart_for_it_when_hints_are_off(client: Any) -> None:
    made = played(client, [5, 1], turned_off=["hints"])
    game = made["id"]
    waiting = client.get(f"/api/games/{game}/history")
    assert waiting.status_code == 409
    assert "\n" not in waiting.json()["error"]
    assert client.get(f"/api/games/{game}/history.svg").status_code == 403  # the values would be hints
    made = played(client, [5, 1, 4, 6, 3, 7, 8], turned_off=["hints"])
    assert client.get(f"/api/games/{made['id']}/history").status_code == 200
    assert client.get(f"/api/games/{made['id']}/history.svg").status_code == 200
    assert client.get("/api/games/nosuchgame/history").status_code == 404


def test_the_chart_marks_the_pick_a_step_is_on(client: Any) -> None:
    import xml.etree.ElementTree as ET

    picks = GAMES[0]
    made = played(client, picks)
    svg = "{http://www.w3.org/2000/svg}"
    for step in range(1, len(picks) + 1):
        chart = client.get(f"/api/games/{made['id']}/history.svg", params={"step": str(step)})
        assert chart.status_code == 200
        root = ET.fromstring(chart.text)
        values = [c for c in root.iter(f"{svg}circle") if c.get("class") == "value"]
        assert len(values) == len(picks) + 1  # the empty board, then each pick
        marked = [r for r in root.iter(f"{svg}rect") if r.get("class") == "marked"]
        centres = [(float(r.get("x", "")) + 11, float(r.get("y", "")) + 11) for r in marked]
        assert centres == [pytest.approx((float(values[step].get("cx", "")), float(values[step].get("cy", ""))))]
        # the value ringed is the oracle's for X after that pick
        x, o = frozenset(picks[:step][0::2]), frozenset(picks[:step][1::2])
        outcome, plies = FIFTEEN.verdict(x, o)
        x_view = outcome if len(x) == len(o) else oracle.FLIPPED[outcome]
        assert values[step].get("data-value") == f"{x_view} {plies}"
    plain = client.get(f"/api/games/{made['id']}/history.svg")
    assert 'class="marked"' not in plain.text
    for wrong in ("0", str(len(picks) + 1), "x", "1.5", "-1", "9" * 200):
        refused = client.get(f"/api/games/{made['id']}/history.svg", params={"step": wrong})
        assert refused.status_code == 422, wrong
        assert "\n" not in refused.json()["error"].strip()


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_page_has_a_title_for_a_finger_that_names_no_mouse(client: Any, language: str) -> None:
    with speaking(language):
        words = page_words()
    pointer, finger = words["tree-under"], words["tree-under-touch"]
    assert "{move}" in pointer
    assert "{move}" in finger
    assert POINTING[language].search(pointer), pointer  # a mouse points, or the keyboard focuses
    assert not POINTING[language].search(finger), finger
    assert HOLDING[language] in finger, finger
    # and the page the server sends in that language carries both, for the script to choose from
    tag = {"en": "en", "zh_CN": "zh-CN", "zh_TW": "zh-TW"}[language]
    client.cookies.set("lang", tag)
    html = client.get("/").text
    assert f'data-word="tree-under-touch">{finger}</span>' in html
    assert f'data-word="tree-under">{pointer}</span>' in html
