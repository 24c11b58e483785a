"""The study's files and participants: a report that checks each row against its puzzle, reads several files and
counts each trial once; no hang on a file that is not a regular file; a stop before the first answer that leaves
nothing behind; codes taken as written down; a web participant made only by JSON, answering at human speed."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import oracle
import pexpect  # type: ignore[import-untyped]
import pytest
from running import interrupt, run
from serving import InProcess, in_process

from luoshu.teach.study import study_plan

FIFTEEN = oracle.Game(9, 3, 15)
CELLS = {"ABC"[r] + "123"[c]: oracle.LUO_SHU[r][c] for r in range(3) for c in range(3)}  # each cell's number
GRID_LINES = {frozenset("ABC"[r] + "123"[c] for r, c in line) for line in oracle.GRID_LINES}
FIFTEENS = {frozenset(str(n) for n in trio) for trio in oracle.winning_sets(9, 3, 15)}
WORDS = ["hot", "hear", "tied", "form", "wasp", "brim", "tank", "ship", "woes"]


# explore isomorph ----------------------------------------------------------------------------------------------


# study --report ------------------------------------------------------------------------------------------------


def best(trial: Any) -> int:
    return min(FIFTEEN.best_picks(frozenset(trial.puzzle.x), frozenset(trial.puzzle.o)))


def not_best(trial: Any) -> int:
    x, o = frozenset(trial.puzzle.x), frozenset(trial.puzzle.o)
    return min(n for n in FIFTEEN.free(x, o) if n not in FIFTEEN.best_picks(x, o))


def taken_study(out: Path, picks: list[int]) -> str:
    """One participant's study of the numbers dress in ``out``, answered with ``picks``; their code."""
    typed = "".join(f"{pick}\n" for pick in picks)
    done = run(
        "study", "--dresses", "numbers", "--trials", str(len(picks)), "--seed", "1", "--out", str(out), typed=typed
    )
    assert done.exit_code == 0, done.output
    return done.output.split("Participant ")[1].split()[0]


def report(*args: str) -> Any:
    result = run("study", "--report", *args, "--json")
    assert result.exit_code == 0, result.output
    return __import__("json").loads(result.stdout)


def test_the_report_checks_each_row_against_its_puzzle(tmp_path: Path) -> None:
    plan = study_plan(0, ("numbers",), 2, seed=1)
    out = tmp_path / "study.csv"
    taken_study(out, [not_best(plan[0]), best(plan[1])])
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [r["right"] for r in rows] == ["no", "yes"]
    fields = list(rows[0])

    def doctored(change: dict[str, str]) -> Path:
        path = tmp_path / "doctored.csv"
        with open(path, "w", newline="") as file:
            writer = csv.DictWriter(file, fields)
            writer.writeheader()
            writer.writerows([{**rows[0], **change}, rows[1]])
        return path

    # A wrong answer marked right.
    wrong = run("study", "--report", str(doctored({"right": "yes"})))
    assert wrong.exit_code == 1
    assert "line 2" in wrong.output
    assert "marked right" in wrong.output
    # A pick of a number already taken, its answer to match.
    x, o = plan[0].puzzle.x, plan[0].puzzle.o
    held = min([*x, *o])
    taken = run("study", "--report", str(doctored({"answer": str(held), "pick": str(held)})))
    assert taken.exit_code == 1
    assert "line 2" in taken.output
    assert "taken" in taken.output
    # A pick that is not what was answered.
    other = run("study", "--report", str(doctored({"pick": str(best(plan[0]))})))
    assert other.exit_code == 1
    assert "line 2" in other.output
    # The file as written is reported: one error of two.
    found = report(str(out))
    assert [(d["trial_count"], d["error_count"]) for d in found["dress_results"]] == [(2, 1)]


def test_the_report_reads_several_files_and_counts_each_trial_once(tmp_path: Path) -> None:
    plan = study_plan(0, ("numbers",), 2, seed=1)
    one, two = tmp_path / "class1.csv", tmp_path / "class2.csv"
    taken_study(one, [best(plan[0]), best(plan[1])])
    taken_study(two, [not_best(plan[0]), not_best(plan[1])])
    both = report(str(one), str(two))  # the README's form
    assert both["participant_count"] == 2
    assert [(d["trial_count"], d["error_count"]) for d in both["dress_results"]] == [(4, 2)]
    # A file given twice, or a copy of it, counts once.
    copy = tmp_path / "copy.csv"
    copy.write_text(one.read_text())
    for files in ([str(one), str(one)], [str(one), str(copy)], [str(one), "--report", str(one)]):
        again = report(*files)
        assert again["participant_count"] == 1
        assert [d["trial_count"] for d in again["dress_results"]] == [2]
    with_two = report(str(one), str(two), str(one))
    assert [d["trial_count"] for d in with_two["dress_results"]] == [4]
    # A file without --report is no study to take.
    stray = run("study", str(one))
    assert stray.exit_code == 2
    assert "--report" in stray.output


# Files that are not regular files ------------------------------------------------------------------------------


IN_TURN = """
import json, os, sys
from click.testing import CliRunner
from luoshu.cli import cli

for case in json.loads(sys.argv[1]):
    os.chdir(case["folder"])
    done = CliRunner().invoke(cli, case["args"], input="")
    print(json.dumps({"exit_code": done.exit_code, "stdout": done.stdout, "stderr": done.stderr}), flush=True)
"""
"""Each case's command in turn, in its own folder, in one process: a line of JSON for each as it ends."""


REFUSED = [
    (["--report", "/dev/zero"], "is a device"),
    (["--report", "fifo"], "is a FIFO"),
    (["--out", "/dev/zero"], "is a device"),
    (["--out", "/dev/full"], "is a device"),
    (["--out", "/dev/null"], "is a device"),
    (["--out", "fifo"], "is a FIFO"),
    (["--out", "twin.csv"], "twin.jsonl is a FIFO"),
]


def test_the_study_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    """Each case in a folder of its own beside two FIFOs, its input at an end. The cases run in a process of
    their own, one after another (one start of Python, not one each): a hang on a FIFO or a device fails the test
    at the process's timeout, naming the case, instead of holding the suite."""
    cases: list[dict[str, Any]] = []
    for number, (args, _said) in enumerate(REFUSED):
        folder = tmp_path / f"case{number}"
        folder.mkdir()
        os.mkfifo(folder / "fifo")
        os.mkfifo(folder / "twin.jsonl")
        cases.append({"folder": str(folder), "args": ["study", "--dresses", "numbers", "--trials", "1", *args]})
    try:
        done = subprocess.run(
            [sys.executable, "-c", IN_TURN, json.dumps(cases)],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired as hung:
        said = hung.stdout.decode() if isinstance(hung.stdout, bytes) else hung.stdout or ""
        pytest.fail(f"hung on {REFUSED[said.count(chr(10))][0]}")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(results) == len(REFUSED)
    for (args, said), result, case in zip(REFUSED, results, cases, strict=True):
        assert result["exit_code"] == 1, (args, result)
        assert said in result["stderr"], args
        assert "Puzzle" not in result["stdout"]  # said before any puzzle is shown
        assert sorted(p.name for p in Path(case["folder"]).iterdir()) == ["fifo", "twin.jsonl"], args


# A stop before the first answer; codes as written down ---------------------------------------------------------


def test_a_stop_before_the_first_answer_leaves_nothing_and_offers_no_code(tmp_path: Path) -> None:
    out = tmp_path / "study.csv"
    chart = tmp_path / "chart.svg"
    stopped = run("study", "--dresses", "numbers", "--trials", "2", "--out", str(out), "--svg", str(chart), typed="")
    assert stopped.exit_code == 0
    said = stopped.output[stopped.output.index("End of input") :]
    assert "nothing was recorded" in " ".join(said.split())  # wrapped within 80 columns
    assert "--participant P" not in said  # no code offered that would be refused
    assert "participant_count" not in stopped.output
    assert "median" not in stopped.output
    assert list(tmp_path.iterdir()) == []  # no empty CSV, no chart


def test_ctrl_c_before_the_first_answer_leaves_nothing_behind(tmp_path: Path) -> None:
    child = pexpect.spawn(
        sys.executable,
        ["-m", "luoshu", "study", "--dresses", "numbers", "--trials", "2", "--out", "study.csv", "--svg", "c.svg"],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
    )
    child.expect("Your answer: ")
    interrupt(child, "nothing was recorded")
    child.expect(pexpect.EOF)
    assert "--participant P" not in child.before
    assert list(tmp_path.iterdir()) == []


def test_codes_are_taken_as_written_down_in_any_case(tmp_path: Path) -> None:
    plan = study_plan(0, ("numbers",), 2, seed=1)
    out = tmp_path / "study.csv"
    first = run(
        "study", "--dresses", "numbers", "--trials", "2", "--seed", "1", "--out", str(out), typed=f"{best(plan[0])}\n"
    )
    code = first.output.split("Participant ")[1].split()[0]
    assert f"go on later with --participant {code}" in first.output
    again = run(
        "study",
        "--dresses",
        "numbers",
        "--trials",
        "2",
        "--seed",
        "1",
        "--out",
        str(out),
        "--participant",
        code.lower(),
        typed=f"{best(plan[1])}\n",
    )
    assert again.exit_code == 0, again.output
    assert "1 of 2 puzzles to go" in " ".join(again.output.split())  # wrapped within 80 columns
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert [(r["participant"], r["index"], r["right"]) for r in rows] == [(code, "1", "yes"), (code, "2", "yes")]


# The web study -------------------------------------------------------------------------------------------------


@pytest.fixture
def client(tmp_path: Path) -> Iterator[InProcess]:
    """The web face in this process on a database of the test's own (``serving.InProcess``)."""
    yield from in_process(tmp_path)


def test_a_participant_is_made_only_by_json_and_answers_at_human_speed(client: InProcess) -> None:
    made = client.post("/api/studies", json={"dresses": ["numbers"], "trials": 2}).json()
    path = f"/api/studies/{made['id']}/participants"
    # A form from another site: refused, as game requests are; so is a bare post with no body.
    for sent in (
        {"data": {"a": "b"}},
        {"content": b"", "headers": {"content-type": "application/x-www-form-urlencoded"}},
        {"content": b"{}", "headers": {"content-type": "text/plain"}},
        {},
    ):
        refused = client.post(path, **sent)
        assert refused.status_code == 415, refused.text
    assert (
        client.get(f"/api/studies/{made['id']}/report", params={"token": made["token"]}).json()["participant_count"]
        == 0
    )
    joined = client.post(path, json={})
    assert joined.status_code == 201
    token = {"authorization": f"Bearer {joined.json()['token']}"}
    trial = client.get(f"/api/studies/{made['id']}/trial", headers=token).json()
    pick = min(FIFTEEN.free(frozenset(trial["game"]["x"]), frozenset(trial["game"]["o"])))
    for seconds in (0.001, 0.05, 0.199):
        fast = client.post(
            f"/api/studies/{made['id']}/answers", json={"place": 1, "seconds": seconds, "pick": pick}, headers=token
        )
        assert fast.status_code == 422
        assert "faster than anyone" in fast.json()["error"]
    kept = client.post(
        f"/api/studies/{made['id']}/answers", json={"place": 1, "seconds": 0.8, "pick": pick}, headers=token
    )
    assert kept.status_code == 200, kept.text
    found = client.get(f"/api/studies/{made['id']}/report", params={"token": made["token"]}).json()
    assert [d["trial_count"] for d in found["dress_results"]] == [1]  # the fast answers never counted
    assert found["dresses"] == ["numbers"]
