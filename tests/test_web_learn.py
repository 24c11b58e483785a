"""The course on the page, through the web API (``luoshu.web.learners``): a learner's code, their progress kept in the
server's database as ``luoshu learn`` keeps it in a file (the terminal goes on with it), each answer stored before
the page hears of it, a code that reaches one learner's progress and no other's, and what the API refuses.

Each exercise's answer is the course's (``exercises_of``), whose answers test_course checks against brute force:
here it is the bookkeeping of the web face that is tested. The application runs in this process on a database of
the test's own (``serving.InProcess``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from click.testing import CliRunner
from serving import InProcess, in_process

from luoshu.cli import cli
from luoshu.teach.course import CHAPTERS, Exercise, exercises_of

SEED = 5


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    yield from in_process(tmp_path)


def asked(client: InProcess, method: str, path: str, body: Any = None, code: str | None = None) -> Any:
    headers = {"authorization": f"Bearer {code}"} if code else {}
    answer = client.request(method, path, json=body, headers=headers)
    assert answer.status_code in (200, 201), (path, answer.status_code, answer.text)
    return answer.json()


def refusal(client: InProcess, method: str, path: str, body: Any = None, code: str | None = None) -> tuple[int, str]:
    headers = {"authorization": f"Bearer {code}"} if code else {}
    answer = client.request(method, path, json=body, headers=headers)
    assert answer.status_code >= 400, (path, answer.text)
    return answer.status_code, answer.json()["error"]


def typed_answer(exercise: Exercise, right: bool) -> str:
    """What a learner types: the answer, or an answer of its kind that is not it."""
    if exercise.kind == "numbers":
        assert isinstance(exercise.answer, tuple)
        return " ".join(map(str, exercise.answer)) if right else " ".join(map(str, (*exercise.answer, 999)))
    others = ("win", "draw", "loss") if exercise.kind == "outcome" else ("X", "O", "draw")
    return str(exercise.answer) if right else next(other for other in others if other != exercise.answer)


def stored_progress(db: Path) -> list[str]:
    with sqlite3.connect(db) as connection:
        return [str(row[0]) for row in connection.execute("SELECT progress FROM learners")]


def test_a_learner_goes_through_every_chapter_and_goes_on_after_a_restart_and_in_the_terminal(
    tmp_path: Path, client: InProcess
) -> None:
    made = asked(client, "POST", "/api/learners", {"seed": SEED})
    code = made["learner"]
    assert made["seed"] == SEED
    assert made["next_chapter"] == 1
    assert [c["chapter"] for c in made["chapters"]] == [c.number for c in CHAPTERS]
    for chapter in CHAPTERS:
        shown = asked(client, "GET", f"/api/learners/chapters/{chapter.number}", code=code)
        exercises = exercises_of(chapter, SEED)
        assert [e["exercise"] for e in shown["exercises"]] == [e.key for e in exercises]
        assert [e["question"] for e in shown["exercises"]] == [e.question for e in exercises]
        for place, exercise in enumerate(exercises):
            body = {"chapter": chapter.number, "exercise": exercise.key}
            again = asked(client, "POST", "/api/learners/answers", {**body, "typed": "  "}, code)
            assert again["right"] is None
            assert not again["exercises"][place]["done"]
            first_right = place % 2 == 1  # the first of each chapter wrong, the next right, ...
            answer = asked(
                client, "POST", "/api/learners/answers", {**body, "typed": typed_answer(exercise, first_right)}, code
            )
            assert answer["right"] is first_right
            assert answer["exercises"][place] == {**answer["exercises"][place], "done": True, "first_try": first_right}
            kept = stored_progress(tmp_path / "games.sqlite3")
            # Practice: a done exercise answered again is checked, and nothing is stored.
            practice = asked(
                client, "POST", "/api/learners/answers", {**body, "typed": typed_answer(exercise, True)}, code
            )
            assert practice["right"] is True
            assert practice["exercises"][place]["first_try"] is first_right
            assert stored_progress(tmp_path / "games.sqlite3") == kept
        progress = asked(client, "GET", "/api/learners/progress", code=code)
        line = progress["chapters"][chapter.number - 1]
        assert line["done_count"] == line["exercise_count"] == len(exercises)
        assert line["first_try_count"] == len(exercises) // 2
        assert line["finished"] is (not chapter.checked)  # chapter 4: done by luoshu learn check alone
    assert progress["next_chapter"] == 4

    # The server restarted on the same database: the code, typed any way, goes on.
    client.close()
    for again in in_process(tmp_path):
        typed = code.lower().replace("-", " ")
        assert asked(again, "GET", "/api/learners/progress", code=typed) == progress
    # The progress is a luoshu learn progress file: the terminal lists it as the page does.
    (stored,) = stored_progress(tmp_path / "games.sqlite3")
    file = tmp_path / "learn.json"
    file.write_text(stored)
    listed = CliRunner().invoke(cli, ["learn", "--progress", str(file), "--list"])
    assert listed.exit_code == 0, listed.output
    assert listed.output.split() == " ".join(c["text"] for c in progress["chapters"]).split()  # its lines wrapped


def test_a_code_reaches_its_learner_alone(tmp_path: Path, client: InProcess) -> None:
    first = asked(client, "POST", "/api/learners", {"seed": SEED})["learner"]
    second = asked(client, "POST", "/api/learners", {})["learner"]
    assert first != second
    exercise = exercises_of(CHAPTERS[0], SEED)[0]
    body = {"chapter": 1, "exercise": exercise.key, "typed": typed_answer(exercise, True)}
    asked(client, "POST", "/api/learners/answers", body, first)
    assert asked(client, "GET", "/api/learners/progress", code=first)["chapters"][0]["done_count"] == 1
    assert asked(client, "GET", "/api/learners/progress", code=second)["chapters"][0]["done_count"] == 0
    with sqlite3.connect(tmp_path / "games.sqlite3") as connection:
        codes = [str(row[0]) for row in connection.execute("SELECT code FROM learners")]
    assert len(codes) == 2
    assert first not in codes
    assert second not in codes


def test_what_the_course_refuses(tmp_path: Path, client: InProcess) -> None:
    code = asked(client, "POST", "/api/learners", {"seed": SEED})["learner"]
    other = "".join("A" if c != "-" else c for c in code) if code[0] != "A" else "BBBBB-BBBBB"
    cell = exercises_of(CHAPTERS[0], SEED)[0].key
    answer = {"chapter": 1, "exercise": cell, "typed": "5"}
    for method, path, body, given, status in (
        ("GET", "/api/learners/progress", None, None, 401),
        ("GET", "/api/learners/progress", None, other, 403),
        ("GET", "/api/learners/progress", None, "P2345A", 403),
        ("GET", "/api/learners/progress", None, "x" * 5000, 403),
        ("GET", "/api/learners/chapters/1", None, None, 401),
        ("GET", "/api/learners/chapters/0", None, code, 404),
        ("GET", "/api/learners/chapters/9", None, code, 404),
        ("GET", "/api/learners/chapters/one", None, code, 404),
        ("GET", "/api/learners/chapters/00000000001", None, code, 404),
        ("POST", "/api/learners/answers", answer, None, 401),
        ("POST", "/api/learners/answers", answer, other, 403),
        ("POST", "/api/learners/answers", [answer], code, 422),
        ("POST", "/api/learners/answers", {**answer, "right": True}, code, 422),
        ("POST", "/api/learners/answers", {"chapter": 1, "exercise": cell}, code, 422),
        ("POST", "/api/learners/answers", {**answer, "typed": 5}, code, 422),
        ("POST", "/api/learners/answers", {**answer, "typed": "5" * 201}, code, 422),
        ("POST", "/api/learners/answers", {**answer, "exercise": "nothing"}, code, 422),
        ("POST", "/api/learners/answers", {**answer, "exercise": ["cell"]}, code, 422),
        ("POST", "/api/learners/answers", {**answer, "chapter": 9}, code, 404),
        ("POST", "/api/learners/answers", {**answer, "chapter": True}, code, 404),
        ("POST", "/api/learners", {"seed": -1}, None, 422),
        ("POST", "/api/learners", {"seed": 2**31}, None, 422),
        ("POST", "/api/learners", {"seed": "5"}, None, 422),
        ("POST", "/api/learners", {"name": "Li Hua"}, None, 422),
        ("POST", "/api/learners", [], None, 422),
    ):
        found, reason = refusal(client, method, path, body, given)
        assert (found, path, body) == (status, path, body), reason
        assert reason
        assert "\n" not in reason
    # A new learner is made only by JSON: a form on another site cannot make one.
    form = client.post(
        "/api/learners", content=b"seed=1", headers={"content-type": "application/x-www-form-urlencoded"}
    )
    assert form.status_code == 415
    assert len(stored_progress(tmp_path / "games.sqlite3")) == 1  # every refusal made no learner, changed nothing
    assert '"done": {}' in stored_progress(tmp_path / "games.sqlite3")[0]


def test_the_course_speaks_the_learners_language(client: InProcess) -> None:
    code = asked(client, "POST", "/api/learners", {"seed": SEED})["learner"]
    english = asked(client, "GET", "/api/learners/chapters/3", code=code)
    client.cookies.set("lang", "zh-TW")
    chinese = asked(client, "GET", "/api/learners/chapters/3", code=code)
    assert chinese["caption"].startswith("第 3 章")
    assert english["caption"].startswith("Chapter 3")
    assert [e["exercise"] for e in chinese["exercises"]] == [e["exercise"] for e in english["exercises"]]
    assert all(c != e for c, e in zip(chinese["exercises"], english["exercises"], strict=True))
    wrong = asked(
        client,
        "POST",
        "/api/learners/answers",
        {"chapter": 3, "exercise": english["exercises"][0]["exercise"], "typed": "勝"},
        code,
    )
    assert wrong["right"] is not None  # 勝 reads as an answer in Chinese


def checked(*games: tuple[bool, int, str]) -> dict[str, Any]:
    """A check's mark as ``learn check --report`` sends it: each game's rules (Pick Fifteen, or its misère), points
    and judgement."""
    rules = {"numbers": 9, "count": 3, "target": 15}
    return {"checked": [{"rules": {**rules, "misere": m}, "points": p, "judgement": j} for m, p, j in games]}


def test_a_check_reported_from_the_learners_machine_is_kept_and_does_chapter_4(client: InProcess) -> None:
    code = asked(client, "POST", "/api/learners", {"seed": SEED})["learner"]
    # Never worse in Pick Fifteen alone: its mark is kept, chapter 4 is not done.
    alone = asked(client, "POST", "/api/learners/checks", checked((False, 100, "right")), code)
    assert alone["program"] == {"points": 100, "judgement": "right"}
    assert not alone["chapters"][3]["finished"]
    wrong = asked(client, "POST", "/api/learners/checks", checked((False, 100, "right"), (True, 40, "wrong")), code)
    assert wrong["program"] == {"points": 40, "judgement": "wrong"}
    assert not wrong["chapters"][3]["finished"]
    both = checked((False, 96, "dawdles"), (True, 100, "right"))
    done = asked(client, "POST", "/api/learners/checks", both, code)
    assert done["program"] == {"points": 96, "judgement": "dawdles"}
    assert done["chapters"][3]["finished"]
    chapter = asked(client, "GET", "/api/learners/chapters/4", code=code)
    assert chapter["program_text"] == "Your program's last check: 96 points of 100, right, but not the fastest wins."
    assert asked(client, "GET", "/api/learners/chapters/3", code=code)["program_text"] is None
    bodies: list[Any] = [
        {},
        {"checked": []},
        {"checked": [{"points": 101, "judgement": "right"}]},
        {"checked": [{"points": 50, "judgement": "fine"}]},
        {"checked": [{"points": "50", "judgement": "right"}]},
        checked(*[(False, 100, "right")] * 3),
        [],
    ]
    for body in bodies:
        assert refusal(client, "POST", "/api/learners/checks", body, code)[0] == 422, body
    assert refusal(client, "POST", "/api/learners/checks", both)[0] == 401
    assert refusal(client, "POST", "/api/learners/checks", both, "ABCDE-FGHJK")[0] == 403
