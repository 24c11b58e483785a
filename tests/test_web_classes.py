"""The teacher's room through the web API (``luoshu.web.classes``): a class from its code to every handout, the
teacher's switches on games going on, the class view against an independent judgement of its games (brute force over
Pick Fifteen's winning sets, tests/oracle.py), a seat given to its own student alone, nothing of one class seen from
another, what a class refuses, and the projector's QR code as a phone's camera reads it (zbarimg).

The application runs in this process on a database of the test's own (``serving.InProcess``), its searches (a round
of puzzles) in its search processes.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pytest

pytest.importorskip("starlette")

from serving import InProcess

from luoshu.web.app import make_app

FIFTEEN = oracle.Game(9, 3, 15)
ADDRESS = "http://192.168.1.5:8015/"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    with InProcess(make_app(str(tmp_path / "games.sqlite3"), (ADDRESS,))) as made:
        yield made


def asked(client: InProcess, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    answer = client.request(method, path, json=body, headers=headers)
    assert answer.status_code in (200, 201), (path, answer.status_code, answer.text)
    return answer.json()


def status(client: InProcess, method: str, path: str, body: Any = None, token: str | None = None) -> int:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    answer = client.request(method, path, json=body, headers=headers)
    if answer.status_code >= 400:
        assert answer.json()["error"], answer.text
    return int(answer.status_code)


def play_out(client: InProcess, seats: dict[int, dict[str, Any]], rng: random.Random) -> None:
    """Every student's game played to its end through the API, each student picking a random free number."""
    for _turn in range(20):
        going = False
        for seat in seats.values():
            game = asked(client, "GET", f"/api/games/{seat['id']}")["game"]
            if game["over"]:
                continue
            going = True
            if game["to_move"] == seat["seat"]:
                pick = rng.choice(FIFTEEN.free(frozenset(game["x"]), frozenset(game["o"])))
                asked(
                    client,
                    "POST",
                    f"/api/games/{seat['id']}/moves",
                    {"pick": pick, "picks": game["picks"]},
                    seat["token"],
                )
        if not going:
            return
    raise AssertionError("the games did not end")


def judged(
    picks: list[int], movers: tuple[int | None, int | None]
) -> tuple[str | None, list[tuple[tuple[int, ...], int]]]:
    """By brute force: who won a game of these picks (None: a draw), and each student's pick that made their outcome
    worse, with the picks before it (``movers``: the students at X and O, None for the computer)."""
    x: frozenset[int] = frozenset()
    o: frozenset[int] = frozenset()
    worse = []
    for ply, pick in enumerate(picks):
        verdicts = FIFTEEN.pick_verdicts(x, o)
        best = max(oracle.rank(v)[0] for v in verdicts.values())
        if movers[ply % 2] is not None and oracle.rank(verdicts[pick])[0] < best:
            worse.append((tuple(picks[:ply]), pick))
        x, o = FIFTEEN.play(x, o, pick)
    winner = "X" if FIFTEEN.completed(x) else "O" if FIFTEEN.completed(o) else None
    return winner, worse


def test_a_class_from_its_code_to_every_handout(client: InProcess) -> None:
    made = asked(client, "POST", "/api/classes", {"turned_off": ["hints"], "seed": 3})
    code, teacher = made["class"], made["token"]
    assert made["join"] == [f"{ADDRESS}#class={code}"]
    assert made["students"] == []
    # A student who has begun the course on this browser joins with it: their progress counts in the class.
    course = asked(client, "POST", "/api/learners", {"seed": 9})["learner"]
    names = ["Li Hua", "王小明", "Chen", "Zhang", "陳大文"]
    students = [
        asked(client, "POST", f"/api/classes/{code.lower()}/students", {"name": f" {names[0]} ", "learner": course})
    ]
    students += [asked(client, "POST", f"/api/classes/{code}/students", {"name": name}) for name in names[1:]]
    assert [s["name"] for s in students] == names
    assert students[0]["learner"] == course
    assert len({s["learner"] for s in students}) == 5
    assert status(client, "POST", f"/api/classes/{code}/students", {"name": "li hua"}) == 409  # a name taken
    for bad in ("", "   ", "x" * 31, "a\x07b", "\u200f", 5):
        assert status(client, "POST", f"/api/classes/{code}/students", {"name": bad}) == 422

    # Games in pairs: every student in one game, the one left over against the computer; each seat its student's.
    assert status(client, "POST", f"/api/classes/{code}/seat", token=students[0]["token"]) == 409  # nothing yet
    asked(client, "POST", f"/api/classes/{code}/handouts", {"handout_kind": "pairs"}, teacher)
    seats = {n: asked(client, "POST", f"/api/classes/{code}/seat", token=s["token"]) for n, s in enumerate(students)}
    games = Counter(seat["id"] for seat in seats.values())
    assert sorted(games.values()) == [1, 2, 2]
    for number, seat in seats.items():
        game = asked(client, "GET", f"/api/games/{seat['id']}")["game"]
        assert game["open_seat"] is None
        assert game["turned_off"] == ["hints"]
        humans = [s["player"] for s in game["seats"] if s["plays"] == "human"]
        assert seat["seat"] in humans
        assert len(humans) == games[seat["id"]]
        me = asked(client, "GET", f"/api/classes/{code}/me", token=students[number]["token"])
        assert (me["game_id"], me["seat"], me["handout_kind"]) == (seat["id"], seat["seat"], "pairs")
    lone = next(seat for seat in seats.values() if games[seat["id"]] == 1)
    assert status(client, "GET", f"/api/games/{lone['id']}/hints") == 403  # the teacher's switch
    # No one moves for another: a student's token holds their own seat only.
    pair = [n for n, seat in seats.items() if games[seat["id"]] == 2][:2]
    first, second = (seats[n] for n in pair)
    if first["id"] == second["id"]:
        mover = first if first["seat"] == "X" else second
        other = second if mover is first else first
        assert (
            status(client, "POST", f"/api/games/{mover['id']}/moves", {"pick": 5, "picks": []}, other["token"]) == 409
        )
    # The switch turned back on reaches the games going on.
    asked(client, "POST", f"/api/classes/{code}/switches", {"turned_off": []}, teacher)
    assert status(client, "GET", f"/api/games/{lone['id']}/hints") == 200
    play_out(client, seats, random.Random(7))

    # The class view against brute force: each student's results, and the positions where picks made it worse.
    view = asked(client, "GET", f"/api/classes/{code}", token=teacher)
    worse: Counter[tuple[tuple[int, ...], int]] = Counter()
    for number, seat in seats.items():
        game = asked(client, "GET", f"/api/games/{seat['id']}")["game"]
        others = [n for n, s in seats.items() if s["id"] == seat["id"] and n != number]
        movers = (
            (number, others[0] if others else None) if seat["seat"] == "X" else (others[0] if others else None, number)
        )
        winner, picks_worse = judged(game["picks"], movers)
        if number == min([number, *others]):
            worse.update(picks_worse)
        shown = view["students"][number]
        expected = {
            "win_count": winner == seat["seat"],
            "draw_count": winner is None,
            "loss_count": winner not in (None, seat["seat"]),
        }
        assert {key: shown[key] for key in expected} == {key: int(value) for key, value in expected.items()}
        assert shown["games"] == [
            {
                "id": seat["id"],
                "handout": 1,
                "seat": seat["seat"],
                "opponent": names[others[0]] if others else None,
                "over": True,
                "winner": winner,
                "puzzle_count": None,
            }
        ]
    ranked = sorted(worse.items(), key=lambda item: (-item[1], len(item[0][0]), item[0]))[:5]
    assert [(tuple(m["picks"]), m["pick"], m["times"]) for m in view["wrong_positions"]] == [
        (p, k, c) for (p, k), c in ranked
    ]

    # A round of puzzles each, made when the student's page asks; its answers counted in the view.
    asked(
        client,
        "POST",
        f"/api/classes/{code}/handouts",
        {"handout_kind": "puzzles", "level": "easy", "puzzle_count": 2},
        teacher,
    )
    rights = 0
    for number, student in enumerate(students):
        seat = asked(client, "POST", f"/api/classes/{code}/seat", token=student["token"])
        game = asked(client, "GET", f"/api/games/{seat['id']}")["game"]
        right, wrong = oracle.puzzle_answers(game)
        pick = right if number % 2 == 0 else wrong
        rights += pick == right
        asked(client, "POST", f"/api/games/{seat['id']}/moves", {"pick": pick, "picks": game["picks"]}, seat["token"])
        again = asked(client, "POST", f"/api/classes/{code}/seat", token=student["token"])
        assert again["id"] == seat["id"]  # the same round: its seat given again, a new token
        assert status(client, "POST", f"/api/games/{seat['id']}/undo", token=seat["token"]) == 403  # the old token
    view = asked(client, "GET", f"/api/classes/{code}", token=teacher)
    assert sum(s["right_count"] for s in view["students"]) == rights == 3
    assert [s["answered_count"] for s in view["students"]] == [1] * 5
    assert all(
        s["status"] == "puzzles: 1 of 2 answered, " + str(int(n % 2 == 0)) + " right"
        for n, s in enumerate(view["students"])
    )

    # A chapter: each student's page is told it; their answers in the course count in the class's exercises.
    asked(client, "POST", f"/api/classes/{code}/handouts", {"handout_kind": "chapter", "chapter": 1}, teacher)
    for student in students[:3]:
        me = asked(client, "GET", f"/api/classes/{code}/me", token=student["token"])
        assert (me["handout_kind"], me["chapter"], me["game_id"]) == ("chapter", 1, None)
        chapter = asked(client, "GET", "/api/learners/chapters/1", token=student["learner"])
        answer = {"chapter": 1, "exercise": chapter["exercises"][0]["exercise"], "typed": "5"}
        asked(client, "POST", "/api/learners/answers", answer, student["learner"])
    view = asked(client, "GET", f"/api/classes/{code}", token=teacher)
    (rate,) = view["exercise_rates"]
    assert (rate["chapter"], rate["exercise"], rate["done_count"]) == (1, "cell", 3)
    assert all(s["status"] == "reading chapter 1: The game and its secret" for s in view["students"])

    # The projector: a game of the class, or none.
    asked(client, "POST", f"/api/classes/{code}/projector", {"game": lone["id"]}, teacher)
    assert asked(client, "GET", f"/api/classes/{code}", token=teacher)["projected"] == lone["id"]
    other = asked(client, "POST", "/api/games", {})["id"]
    assert status(client, "POST", f"/api/classes/{code}/projector", {"game": other}, teacher) == 422
    asked(client, "POST", f"/api/classes/{code}/handouts", {"handout_kind": "lobby"}, teacher)
    me = asked(client, "GET", f"/api/classes/{code}/me", token=students[0]["token"])
    assert (me["handout_kind"], me["game_id"]) == ("lobby", None)
    assert status(client, "POST", f"/api/classes/{code}/seat", token=students[0]["token"]) == 409


def test_nothing_of_one_class_is_seen_from_another(client: InProcess) -> None:
    first, second = (asked(client, "POST", "/api/classes", {}) for _class in range(2))
    student = asked(client, "POST", f"/api/classes/{first['class']}/students", {"name": "Li"})
    for method, path, token in (
        ("GET", f"/api/classes/{second['class']}", first["token"]),  # a teacher of another class
        ("GET", f"/api/classes/{first['class']}", student["token"]),  # a student, not the teacher
        ("GET", f"/api/classes/{second['class']}/me", student["token"]),  # a student of another class
        ("POST", f"/api/classes/{second['class']}/seat", student["token"]),
        ("POST", f"/api/classes/{second['class']}/handouts", first["token"]),
    ):
        assert status(client, method, path, {"handout_kind": "lobby"} if "handouts" in path else None, token) == 403, (
            path
        )
    for method, path, token in (
        ("GET", f"/api/classes/{first['class']}", None),
        ("GET", f"/api/classes/{first['class']}/me", None),
        ("POST", f"/api/classes/{first['class']}/seat", None),
    ):
        assert status(client, method, path, None, token) == 401, path
    assert status(client, "GET", "/api/classes/NOPE2", token=first["token"]) == 404
    assert status(client, "POST", "/api/classes/NOPE2/students", {"name": "Li"}) == 404
    assert status(client, "GET", "/api/classes/NOPE2/join.svg") == 404


def test_what_a_class_refuses(client: InProcess) -> None:
    made = asked(client, "POST", "/api/classes", {})
    code, teacher = made["class"], made["token"]
    pairs: Any = {"handout_kind": "pairs"}
    assert status(client, "POST", f"/api/classes/{code}/handouts", pairs, teacher) == 409  # no one has joined yet
    bodies: list[tuple[str, list[Any]]] = [
        (
            "handouts",
            [
                {"handout_kind": "everything"},
                {"handout_kind": "puzzles", "level": "impossible"},
                {"handout_kind": "puzzles", "puzzle_count": 26},
                {"handout_kind": "chapter", "chapter": 9},
                {"handout_kind": "chapter"},
                [],
            ],
        ),
        ("switches", [{"turned_off": ["everything"]}, {"turned_off": "hints"}, {}, {"turned_off": [], "more": 1}]),
    ]
    for path, refused in bodies:
        for body in refused:
            assert status(client, "POST", f"/api/classes/{code}/{path}", body, teacher) == 422, body
    new_classes: list[Any] = [{"seed": -1}, {"turned_off": ["x"]}, {"name": "class"}, []]
    for body in new_classes:
        assert status(client, "POST", "/api/classes", body) == 422, body
    form = client.post("/api/classes", content=b"x=1", headers={"content-type": "application/x-www-form-urlencoded"})
    assert form.status_code == 415
    joining: list[Any] = [{}, {"name": "Li", "age": 9}, [], {"name": ["Li"]}]
    for body in joining:
        assert status(client, "POST", f"/api/classes/{code}/students", body) == 422, body
    assert status(client, "POST", f"/api/classes/{code}/projector", {"game": "x" * 5000}, teacher) == 422


def test_the_projectors_qr_code_reads_as_the_link_that_joins(client: InProcess, tmp_path: Path) -> None:
    code = asked(client, "POST", "/api/classes", {})["class"]
    picture = client.get(f"/api/classes/{code}/join.svg")
    assert picture.status_code == 200
    assert picture.headers["content-type"] == "image/svg+xml"
    (tmp_path / "join.svg").write_bytes(picture.content)
    subprocess.run(["rsvg-convert", "-w", "400", "-b", "white", "join.svg", "-o", "join.png"], cwd=tmp_path, check=True)
    assert shutil.which("zbarimg"), "Debian's zbar-tools: apt-get install zbar-tools"
    read = subprocess.run(
        ["zbarimg", "-q", "--raw", "join.png"], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    assert read.stdout.strip() == f"{ADDRESS}#class={code}"


def test_a_server_no_other_device_reaches_says_so(tmp_path: Path) -> None:
    with InProcess(make_app(str(tmp_path / "games.sqlite3"))) as client:
        made = asked(client, "POST", "/api/classes", {})
        assert made["join"] == []
        assert "--host 0.0.0.0" in made["under"]
        assert status(client, "GET", f"/api/classes/{made['class']}/join.svg") == 409


def test_a_student_away_is_not_paired_and_said_to_be_away(tmp_path: Path) -> None:
    """Games in pairs are for the students whose page has asked lately (``AWAY_SECONDS``): one whose page has not
    is left out, so that no classmate waits on them, and the class view says they are away."""
    import time

    from luoshu.web.classes import AWAY_SECONDS, Classes
    from luoshu.web.games import Tables
    from luoshu.web.store import Store

    classes = Classes(Tables(Store(str(tmp_path / "games.sqlite3"))))
    made = classes.create({})
    code = made["class"]
    students = [classes.join(code, {"name": name}) for name in ("Li", "Wang", "Zhang")]
    classes.kept.seen[(code, students[1]["student"])] = time.monotonic() - AWAY_SECONDS - 1  # gone since
    view = classes.view(code, made["token"])
    assert [s["status"] for s in view["students"]] == [
        "waiting in the lobby",
        "away: their page has not asked for a while",
        "waiting in the lobby",
    ]
    view = classes.hand_out(code, made["token"], {"handout_kind": "pairs"})
    assert [bool(s["games"]) for s in view["students"]] == [True, False, True]
    assert len({g["id"] for s in view["students"] for g in s["games"]}) == 1  # the two here play each other
    assert classes.me(code, students[1]["token"])["game_id"] is None
    assert classes.me(code, students[0]["token"])["under"].startswith("The teacher has paired you with Zhang: you play")
