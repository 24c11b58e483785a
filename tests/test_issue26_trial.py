"""Issue 26, what a hostile new-user trial of its fixes found: a save that forgot the computer's player, a misère
hint that called a loss a win, a grade that threw away a finished side, a study report that trusted too much,
and some words."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import oracle
import pytest
from running import as_json, run
from starlette.testclient import TestClient

from luoshu.rules import MISERE_FIFTEEN, Rules
from luoshu.session import Session
from luoshu.session.screen import hints_json
from luoshu.teach.study import FIELDS, Record, csv_row, participant_code, study_plan

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


# 2. A hint's mark says the verdict's own outcome -----------------------------------------------------------------

MARK = re.compile(r"^([+=\u2212]) (win|draw|loss)(?: (now|in (\d+)))?$")
SIGNS = {"win": "+", "draw": "=", "loss": "\u2212"}


def test_every_hint_mark_of_misere_pick_fifteen_agrees_with_the_oracle() -> None:
    checked = 0
    for x, o in MISERE.reachable():
        if MISERE.finished(x, o) is not None:
            continue
        session = Session("human", "human", rules=MISERE_FIFTEEN, picks=oracle.a_record(x, o))
        verdicts = MISERE.pick_verdicts(x, o)
        for move in hints_json(session)["moves"]:
            outcome, plies = verdicts[move["pick"]]
            found = MARK.match(move["mark"])
            assert found is not None, move["mark"]
            sign, word, when, moves = found.groups()
            assert (sign, word) == (SIGNS[outcome], outcome), (sorted(x), sorted(o), move)
            if outcome != "draw":
                # Counted in the mover's own moves: "now" is this pick, "in k" the k-th of theirs.
                assert (when == "now") == (plies == 1), (sorted(x), sorted(o), move)
                assert when == "now" or int(moves) == (plies + 1) // 2
            checked += 1
    assert checked > 10_000


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


# 7. The study report checks each row against a plan ----------------------------------------------------------------


def _class_file(path: Path, dresses: tuple[str, ...] = ("numbers", "grid"), trials: int = 2) -> list[list[str]]:
    """One participant's whole plan answered by the oracle's best picks, written as the terminal writes it."""
    code = participant_code()
    cells = {oracle.LUO_SHU[r][c]: f"{'ABC'[r]}{c + 1}" for r in range(3) for c in range(3)}
    rows = [list(FIELDS)]
    for trial in study_plan(0, dresses, trials, seed=1):
        pick = min(FIFTEEN.best_picks(frozenset(trial.puzzle.x), frozenset(trial.puzzle.o)))
        answer = cells[pick] if trial.dress == "grid" else str(pick)
        record = Record(code, trial.index, trial.dress, trial.puzzle.id, trial.puzzle.level, answer, pick, True, 2.5)
        rows.append(csv_row(record))
    _write(path, rows)
    return rows


def _write(path: Path, rows: list[list[str]]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as file:
        csv.writer(file).writerows(rows)


def test_a_study_report_checks_times_codes_and_places_with_a_reason(tmp_path: Path) -> None:
    good = tmp_path / "good.csv"
    rows = _class_file(good)
    whole = run("study", "--report", str(good), "--json")
    assert whole.exit_code == 0, whole.output
    assert sum(d["trial_count"] for d in json.loads(whole.stdout)["dress_results"]) == 4
    column = FIELDS.index
    doctored = {
        "0.001": ("seconds", "0.001"),
        "nan": ("seconds", "nan"),
        "-1": ("seconds", "-1"),
        "inf": ("seconds", "inf"),
        "code": ("participant", "=cmd|calc"),
        "place": ("index", "9"),
    }
    for name, (field, value) in doctored.items():
        bad = [list(row) for row in rows]
        bad[-1][column(field)] = value
        if field == "participant":
            for row in bad[1:]:
                row[column(field)] = value
        path = tmp_path / f"{name}.csv"
        _write(path, bad)
        refused = run("study", "--report", str(path))
        assert refused.exit_code != 0, name
        line = refused.output.strip().splitlines()[-1]
        assert "line" in line, line
        assert "not a trial as luoshu writes one: " in line, line
        assert line.split("not a trial as luoshu writes one: ")[1], name  # with its reason
        if field == "seconds":
            assert "0.2 s" in line


def test_a_line_found_twice_in_one_file_is_counted_once(tmp_path: Path) -> None:
    good = tmp_path / "good.csv"
    rows = _class_file(good)
    twice = tmp_path / "twice.csv"
    _write(twice, [*rows, rows[2]])
    once = json.loads(run("study", "--report", str(good), "--json").stdout)
    again = run("study", "--report", str(twice), "--json")
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout) == once
    assert "counted once" in again.stderr


def test_the_terminal_refuses_an_answer_faster_than_anyone_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    import luoshu.cli.study

    monkeypatch.setattr(luoshu.cli.study, "time", time)  # the real clock: answers typed at once
    out = tmp_path / "study.csv"
    typed = run("study", "--dresses", "numbers", "--trials", "1", "--out", str(out), typed="5\n")
    assert "faster than anyone reads a puzzle" in typed.output
    assert not out.exists() or len(out.read_text().splitlines()) <= 1


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


def test_a_game_of_one_winning_set_is_said_in_the_singular() -> None:
    assert str(Rules.listed(3, [(1, 2, 3)])) == "a game of 1 winning set on the numbers 1-3"
    assert str(Rules.listed(4, [(1, 2), (3, 4)])) == "a game of 2 winning sets on the numbers 1-4"


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
