"""The study: its counterbalancing and level matching over a class of 24, simulated participants of known speed and
error rate through the page's API and the terminal, and what the report recovers of them."""

from __future__ import annotations

import csv
import itertools
import json
import math
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import oracle
import pytest
from glossary import CHINESE, TAG, dress_names
from running import run
from wcwidth import wcswidth

from luoshu.teach.study import FIELDS, STUDY_DRESSES, Record, csv_row, participant_code, study_plan
from luoshu.words import language

FIFTEEN = oracle.Game(9, 3, 15)
LUO_SHU = oracle.LUO_SHU


def test_a_class_of_24_is_counterbalanced_matched_and_never_repeats() -> None:
    grid_motions = oracle.grid_motions()
    places: Counter[tuple[str, int]] = Counter()
    follows: Counter[tuple[str, str]] = Counter()
    for participant in range(24):
        plan = study_plan(participant, STUDY_DRESSES, 6, seed=7)
        blocks = [plan[i : i + 6] for i in range(0, len(plan), 6)]
        order = [block[0].dress for block in blocks]
        assert all(len({t.dress for t in block}) == 1 for block in blocks)
        assert sorted(order) == sorted(STUDY_DRESSES)
        for place, dress in enumerate(order):
            places[dress, place] += 1
        for first, second in itertools.pairwise(order):
            follows[first, second] += 1
        # Matched: every block the same levels.
        assert len({tuple(sorted(t.puzzle.level for t in block)) for block in blocks}) == 1
        # Never twice, even up to symmetry (by the oracle's own motions of the grid).
        classes = {
            min(
                (tuple(sorted(m[n] for n in t.puzzle.x)), tuple(sorted(m[n] for n in t.puzzle.o))) for m in grid_motions
            )
            for t in plan
        }
        assert len(classes) == len(plan) == 24
    assert set(places.values()) == {6}  # each dress at each place of the order, 6 times in 24
    assert set(follows.values()) == {6}
    assert len(follows) == 12


# Simulated participants: a median time per dress (log-normal, spread 0.4) and an error rate per dress.
SPEED = {"numbers": 9.0, "grid": 3.0, "jam": 7.0, "words": 6.0}
ERRORS = {"numbers": 0.30, "grid": 0.05, "jam": 0.20, "words": 0.25}


def choose(x: frozenset[int], o: frozenset[int], right: bool, rng: random.Random) -> int:
    """A best pick by the oracle, or one that is not."""
    best = FIFTEEN.best_picks(x, o)
    pool = best if right else [n for n in FIFTEEN.free(x, o) if n not in best]
    return rng.choice(pool or best)


def test_simulated_participants_through_the_page_are_recovered_by_the_report(tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    from serving import InProcess  # its thousand requests in this thread: no test client's crossing for each

    from luoshu.web.app import make_app

    rng = random.Random(5)
    with InProcess(make_app(str(tmp_path / "games.sqlite3"))) as client:
        made = client.post("/api/studies", json={"trials": 6, "seed": 3}).json()
        study = made["id"]
        for participant in range(24):
            joined = client.post(f"/api/studies/{study}/participants", json={}).json()
            token = {"authorization": f"Bearer {joined['token']}"}
            numbered = False  # a number answered on the grid, once for each participant
            for place in range(1, 25):
                trial = client.get(f"/api/studies/{study}/trial", headers=token).json()
                assert not trial["done"]
                assert (trial["place"], trial["trial_count"]) == (place, 24)
                game, dress = trial["game"], trial["dress"]
                x, o = frozenset(game["x"]), frozenset(game["o"])
                pick = choose(x, o, rng.random() > ERRORS[dress], rng)
                tiles = {t["pick"]: t for t in trial["board"]["tiles"]}
                key = {"numbers": "pick", "grid": "cell", "jam": "item", "words": "item"}[dress]
                named = {"pick": pick, "cell": tiles[pick]["cell"], "item": tiles[pick]["item"]}[key]
                if dress == "grid" and not numbered:  # a number is no move of the grid: refused, the trial goes on
                    numbered = True
                    wrong = client.post(
                        f"/api/studies/{study}/answers",
                        json={"place": trial["place"], "seconds": 1.0, "pick": pick},
                        headers=token,
                    )
                    assert wrong.status_code == 422
                seconds = SPEED[dress] * math.exp(rng.gauss(0, 0.4))
                answer = {"place": trial["place"], "seconds": seconds, key: named}
                result = client.post(f"/api/studies/{study}/answers", json=answer, headers=token).json()
                assert result["right"] == (pick in FIFTEEN.best_picks(x, o))
            if participant == 0:  # then done, with their own results (each participant's the same: asked once)
                assert client.get(f"/api/studies/{study}/trial", headers=token).json()["done"]
        assert client.get(f"/api/studies/{study}/report").status_code == 403  # the owner's only
        found = client.get(f"/api/studies/{study}/report", params={"token": made["token"]}).json()
        assert found["participant_count"] == 24
        for dress in found["dress_results"]:
            assert dress["trial_count"] == 144
            assert dress["low_seconds"] <= SPEED[dress["dress"]] <= dress["high_seconds"], dress
            rate = ERRORS[dress["dress"]]
            spread = 3 * math.sqrt(rate * (1 - rate) / 144)
            assert abs(dress["error_count"] / 144 - rate) <= spread + 0.01, dress
        assert [p["place"] for p in found["places"]] == list(range(1, 25))
        rows = list(
            csv.reader(
                client.get(f"/api/studies/{study}/trials.csv", params={"token": made["token"]}).text.splitlines()
            )
        )
        assert len(rows) == 1 + 24 * 24


def test_a_simulated_participant_in_the_terminal_is_timed_by_its_clock(tmp_path: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    out = tmp_path / "study.csv"
    plan = study_plan(0, ("numbers", "grid"), 1, seed=4)  # two trials: the second's clock starts anew
    child = pexpect.spawn(
        sys.executable,
        ["-m", "luoshu", "study", "--dresses", "numbers,grid", "--trials", "1", "--seed", "4", "--out", str(out)],
        encoding="utf-8",
        timeout=30,
    )
    waits = {"numbers": 0.4, "grid": 0.25}  # each over the fastest answer taken (0.2 s), and each its own
    for trial in plan:
        child.expect("Your answer: ")
        x, o = frozenset(trial.puzzle.x), frozenset(trial.puzzle.o)
        pick = min(FIFTEEN.best_picks(x, o))
        if trial.dress == "grid":
            child.sendline(str(pick))  # a number on the grid: refused with the reason, the clock running on
            child.expect("is not a cell")
            child.expect("Your answer: ")
        time.sleep(waits[trial.dress])
        cell = next(f"{'ABC'[r]}{c + 1}" for r in range(3) for c in range(3) if LUO_SHU[r][c] == pick)
        child.sendline(cell if trial.dress == "grid" else str(pick))
        child.expect("Right.")
    child.expect("participant")
    child.expect(pexpect.EOF)
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [r["dress"] for r in rows] == [t.dress for t in plan]
    assert all(r["right"] == "yes" for r in rows)
    for row in rows:
        assert float(row["seconds"]) >= waits[row["dress"]]
    assert (tmp_path / "study.jsonl").read_text().count("\n") == 2
    # The same participant's file, reported again with --report.
    report = run("study", "--report", str(out))
    assert "numbers" in report.output
    assert "grid" in report.output


def test_a_participant_who_stops_goes_on_where_they_stopped(tmp_path: Path) -> None:
    out = tmp_path / "study.csv"
    plan = study_plan(0, ("numbers",), 3, seed=1)
    first = [str(min(FIFTEEN.best_picks(frozenset(t.puzzle.x), frozenset(t.puzzle.o)))) for t in plan]
    done = run(
        "study", "--dresses", "numbers", "--trials", "3", "--seed", "1", "--out", str(out), typed=first[0] + "\n"
    )
    code = done.output.split("Participant ")[1].split()[0]
    assert "go on later with --participant" in done.output
    rest = "\n".join(first[1:]) + "\n"
    again = run(
        "study",
        "--dresses",
        "numbers",
        "--trials",
        "3",
        "--seed",
        "1",
        "--out",
        str(out),
        "--participant",
        code,
        typed=rest,
    )
    assert "2 of 3 puzzles to go" in " ".join(again.output.split())  # wrapped within 80 columns
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [int(r["index"]) for r in rows] == [1, 2, 3]
    assert {r["participant"] for r in rows} == {code}


def test_a_file_that_is_not_a_study_is_left_alone(tmp_path: Path) -> None:
    notes = tmp_path / "notes.csv"
    notes.write_text("name,phone\nAda,123\n")
    result = run("study", "--out", str(notes), typed="5\n")
    assert result.exit_code == 1
    assert "is not a luoshu study file" in result.output
    assert notes.read_text() == "name,phone\nAda,123\n"
    result = run("study", "--dresses", "numbers,chess")
    assert result.exit_code == 2
    assert "the dresses are some of" in result.output
    result = run("study", "--trials", "7")
    assert result.exit_code == 2
    assert "at most 6 trials per dress" in result.output


def test_the_report_and_the_resume_refuse_what_they_cannot_trust(tmp_path: Path) -> None:
    out = tmp_path / "study.csv"
    plan = study_plan(0, ("jam",), 2, seed=2)
    first = plan[0].puzzle
    best = min(FIFTEEN.best_picks(frozenset(first.x), frozenset(first.o)))
    from luoshu.views.dresses.dress import dress_for

    road = dress_for("jam").item(best)
    taken = run(
        "study", "--dresses", "jam", "--trials", "2", "--seed", "2", "--out", str(out), typed=f"{road[:2]}\n{road}\n"
    )
    assert "Type the whole road" in taken.output  # a prefix is no answer
    code = taken.output.split("Participant ")[1].split()[0]
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [r["answer"] for r in rows] == [road]
    # Another plan for the same participant, or a code not in the file: refused.
    other = run("study", "--dresses", "jam", "--trials", "2", "--seed", "3", "--out", str(out), "--participant", code)
    assert other.exit_code == 2
    assert "another plan" in other.output
    unknown = run("study", "--dresses", "jam", "--out", str(out), "--participant", "PZZZZZ")
    assert unknown.exit_code == 2
    assert "no participant PZZZZZ" in unknown.output
    # A doctored row: the report refuses the file, naming the line.
    text = out.read_text().splitlines()
    out.write_text("\n".join([*text, text[1].replace(rows[0]["seconds"], "nan")]) + "\n")
    doctored = run("study", "--report", str(out))
    assert doctored.exit_code == 1
    assert "line 3: not a trial" in doctored.output
    # An --out that cannot be written is said before any puzzle is shown.
    missing = run("study", "--out", str(tmp_path / "no" / "such" / "study.csv"), typed="5\n")
    assert missing.exit_code == 1
    assert "Puzzle" not in missing.output


# From test_study_stopping.py ------------------------------------------------------------------------------


def best(x: Sequence[int], o: Sequence[int]) -> int:
    """A best pick of the puzzle's position, by the oracle."""
    return min(FIFTEEN.best_picks(frozenset(x), frozenset(o)))


def answered_rows(out: Path) -> list[list[str]]:
    with open(out, newline="", encoding="utf-8") as file:
        return list(csv.reader(file))[1:]


@pytest.mark.parametrize("word", ["q", "quit", "QUIT", "exit", "退出", "離開", "Ｑ", " q "])
def test_a_quit_word_stops_the_study_and_reports_the_answers_so_far(tmp_path: Path, word: str) -> None:
    plan = study_plan(0, ("numbers",), 3, seed=4)
    first = best(plan[0].puzzle.x, plan[0].puzzle.o)
    out = tmp_path / "study.csv"
    done = run(
        "study", "--dresses", "numbers", "--trials", "3", "--seed", "4", "--out", str(out), typed=f"{first}\n{word}\n"
    )
    assert done.exit_code == 0, done.output
    code = done.output.split("Participant ")[1].split()[0]
    said = " ".join(done.output.split())
    assert "is not a number" not in said  # not refused as an answer
    assert f"Stopped; go on later with --participant {code}." in said
    assert "Puzzle 2 of 3" in said  # stopped at the second, not asked again
    assert "Puzzle 3 of 3" not in said
    rows = answered_rows(out)
    assert [(row[0], row[1]) for row in rows] == [(code, "1")]  # the first answer kept, nothing for the second
    report = done.output.rpartition(f"--participant {code}.")[2]  # what follows the stop: the report, as at an end
    assert "1 participant" in report
    assert "numbers         1       0" in report


@pytest.mark.parametrize("dress", ["grid", "jam", "words"])
def test_q_stops_a_study_in_every_dress_before_the_first_answer(tmp_path: Path, dress: str) -> None:
    out = tmp_path / "study.csv"
    done = run("study", "--dresses", dress, "--trials", "2", "--out", str(out), typed="q\n")
    assert done.exit_code == 0, done.output
    said = " ".join(done.output.split())
    assert "Stopped, before the first answer: nothing was recorded" in said
    assert not out.exists()  # nothing recorded, no file left


@pytest.mark.parametrize(
    ("language", "word", "told"),
    [
        ("en", "q", "To stop, type q or quit (or press Ctrl-D)"),
        ("zh-CN", "退出", "输入 q 或“退出”"),
        ("zh-TW", "離開", "輸入 q 或「離開」"),
    ],
)
def test_the_first_screen_says_how_to_stop_in_each_language(
    tmp_path: Path, language: str, word: str, told: str
) -> None:
    out = tmp_path / "study.csv"
    done = run(
        "study", "--lang", language, "--dresses", "numbers", "--trials", "2", "--out", str(out), typed=f"{word}\n"
    )
    assert done.exit_code == 0, done.output
    first_screen = "".join(done.output.split("\n\n")[0].split())  # before the first puzzle, spaces aside
    assert "".join(told.split()) in first_screen
    assert not out.exists()


# The study report checks each row against a plan ---


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


# The report names its dresses in the language ---------------------------------


def study_file(path: Path, name: str) -> None:
    """Four participants' trials of the four dresses, each answered right, written as the study writes them (the
    answers in the dress as it speaks ``name``)."""
    import csv

    from luoshu.session.trials import FIELDS, Record, csv_row, study_plan, trial_session

    rows = []
    with language.speaking(name):
        for participant in range(4):
            for trial in study_plan(participant, ("numbers", "grid", "jam", "words"), 2, seed=1):
                answer = trial.puzzle.answer
                item = trial_session(trial).dress.item(answer)
                record = Record(
                    f"P{participant + 2}ABCD", trial.index, trial.dress, trial.puzzle.id, trial.puzzle.level, item,
                    answer, True, 2.5 + trial.index,
                )  # fmt: skip
                rows.append(csv_row(record))
    with open(path, "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(FIELDS)
        writer.writerows(rows)


@pytest.mark.parametrize("name", CHINESE)
def test_the_study_report_names_its_dresses_and_keeps_its_columns(name: str, tmp_path: Path) -> None:
    path = tmp_path / "study.csv"
    study_file(path, name)
    table = run("--lang", TAG[name], "study", "--report", str(path)).stdout.splitlines()
    header, rows = table[1], table[2:6]
    names = dress_names(name)
    assert sorted(row.split()[0] for row in rows) == sorted(names[d] for d in ("numbers", "grid", "jam", "words"))
    assert not re.search(r"\b(numbers|grid|jam|words)\b", "\n".join(table))
    # The columns line up on a terminal: the errors column ends at the same display column in every line.
    ends = {wcswidth(line[: re.search(r"\S+\s+\S+\s+\S+", line).end()]) for line in [header, *rows]}  # type: ignore[union-attr]
    assert len(ends) == 1, [header, *rows]
    english = tmp_path / "english.csv"
    study_file(english, "en")
    assert run("study", "--report", str(english)).stdout.splitlines()[1] == (
        "dress      trials  errors   median time (95% interval)"
    )
    found = json.loads(run("--lang", TAG[name], "study", "--report", str(path), "--json").stdout)
    assert {d["dress"] for d in found["dress_results"]} == {"numbers", "grid", "jam", "words"}
