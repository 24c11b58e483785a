"""Issue 26, what a hostile new-user trial of its fixes found: a save that forgot the computer's player, a misère
hint that called a loss a win, a grade that threw away a finished side, a study report that trusted too much,
and some words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import oracle
from running import as_json, run
from starlette.testclient import TestClient

FIFTEEN = oracle.Game(9, 3, 15)
MISERE = oracle.Game(9, 3, 15, misere=True)


# 1. A save keeps the computer's player ---------------------------------------------------------------------------


def test_a_save_of_a_built_in_player_opens_on_the_web_and_a_bad_one_lists_every_level(client: TestClient) -> None:
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


# 6. A grade cut by its budget keeps the sides it finished ----------------------------------------------------------

SMALL = ("--numbers", "11", "--count", "3", "--target", "18")


def test_a_grade_past_its_budget_as_o_still_gives_the_grade_as_x() -> None:
    alone = as_json("grade", "perfect", "--as", "X", "--seed", "1", *SMALL)  # X graded with room to spare
    cut = run("grade", "perfect", "--seed", "1", "--budget", "10000", *SMALL, "--json")
    assert cut.exit_code == 1  # incomplete
    said = json.loads(cut.stdout)
    assert said["grades"] == [alone]
    assert said["reason"].startswith("perfect as O not graded")
    text = run("grade", "perfect", "--seed", "1", "--budget", "10000", *SMALL)
    assert text.exit_code == 1
    assert text.stdout.startswith("perfect as X: ")
    assert [line for line in text.stderr.splitlines() if "not graded" in line] == [f"Error: {said['reason']}"]


# 8. Words ----------------------------------------------------------------------------------------------------------


def test_a_choose_returning_a_float_is_called_not_a_whole_number(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text("def choose(position):\n    return 1.0\n")
    done = run("match", f"python:{bot}", "random", "--games", "1", "--seed", "1")
    assert "returned 1.0, not a whole number" in " ".join(done.output.split())  # wrapped within 80 columns


def test_serve_names_a_device_given_as_its_database(tmp_path: Path) -> None:
    refused = run("serve", "--db", "/dev/zero", "--port", "1")
    assert refused.exit_code == 2
    assert refused.output.strip().splitlines() == [
        "Error: Invalid value for --db: /dev/zero is a device, not a database file"
    ]


def test_a_puzzles_status_does_not_say_its_set_up_picks_were_played(client: TestClient) -> None:
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
