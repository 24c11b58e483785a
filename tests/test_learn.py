"""``luoshu learn``: a learner's program checked in every position, and the starter program it begins from.

The learners' programs are in tests/students/, each written as a learner would write it (not with luoshu's
search). Their picks are judged here by the oracle's brute force over the winning sets, and the check's findings
compared with that judgement position by position; the programs that fail (crash, hang, answer nonsense) and the
slow one run as the command runs them, each in a process of its own.
"""

from __future__ import annotations

import importlib
import json
import sys
import unicodedata
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import oracle
import pytest
from click.testing import CliRunner
from running import run

from luoshu.cli import cli
from luoshu.rules import Position, Rules
from luoshu.session.program_check import SLOW_MOVE, check_program, program_check_json, program_check_text

STUDENTS = Path(__file__).parent / "students"
Held = tuple[frozenset[int], frozenset[int]]
"""A position as X's numbers and O's."""


@pytest.fixture(scope="module")
def students() -> Iterator[dict[str, ModuleType]]:
    """The learners' programs, imported as the check's runner imports them (their folder importable)."""
    sys.path.insert(0, str(STUDENTS))
    try:
        yield {
            name: importlib.import_module(name)
            for name in ("minimax", "depth_blind", "forgets_the_turn", "prunes_wrongly")
        }
    finally:
        sys.path.remove(str(STUDENTS))


class Student:
    """A learner's module as a player in this process, with the nodes it counted after each pick."""

    def __init__(self, module: ModuleType) -> None:
        self.module, self.name, self.nodes = module, module.__name__, None
        self.picks: dict[Held, int] = {}

    def choose(self, position: Position) -> int:
        pick = int(self.module.choose(position))
        self.nodes = getattr(self.module, "nodes", None)
        self.picks[position.x, position.o] = pick
        return pick


GAMES = {misere: oracle.Game(9, 3, 15, misere) for misere in (False, True)}
"""The oracle's Pick Fifteen and its misère, each searched once for the module (its memo kept)."""
EIGHT = (8, 3, 12)
"""Three of 1-8 summing to 12: a smaller game, where the alpha-beta that prunes wrongly goes wrong too (it searches
every position afresh: Pick Fifteen would take it seconds)."""


def judged(game: oracle.Game, picks: dict[Held, int]) -> tuple[set[Held], int]:
    """By brute force: the positions where a pick made the mover's outcome worse, and how many picks kept the
    outcome at less than the best speed."""
    worse: set[Held] = set()
    slower = 0
    for (x, o), pick in picks.items():
        verdicts = game.pick_verdicts(x, o)
        best = max(verdicts.values(), key=oracle.rank)
        if oracle.rank(verdicts[pick])[0] < oracle.rank(best)[0]:
            worse.add((x, o))
        elif verdicts[pick] != best:
            slower += 1
    return worse, slower


@cache
def plain_nodes(game: oracle.Game, x: frozenset[int], o: frozenset[int]) -> int:
    """The nodes plain minimax visits from (x, o): the position and every one below it, once for each path that
    reaches it (remembered here: a count is the position's own, whatever the path)."""
    if game.finished(x, o) is not None:
        return 1
    return 1 + sum(plain_nodes(game, *game.play(x, o, n)) for n in game.free(x, o))


@pytest.mark.parametrize(
    ("name", "game", "judgement"),
    [
        ("minimax", GAMES[False], "right"),
        ("minimax", GAMES[True], "right"),
        ("depth_blind", GAMES[False], "dawdles"),
        ("forgets_the_turn", GAMES[True], "wrong"),
        ("prunes_wrongly", oracle.Game(*EIGHT), "wrong"),
    ],
    ids=["minimax", "minimax-misere", "depth_blind", "forgets_the_turn-misere", "prunes_wrongly-8"],
)
def test_each_pick_is_judged_as_brute_force_judges_it(
    students: dict[str, ModuleType], name: str, game: oracle.Game, judgement: str
) -> None:
    rules = Rules(game.numbers, game.count, game.target, game.misere)
    student = Student(students[name])
    checked = check_program(student, rules)
    unfinished = {(x, o) for x, o in game.reachable() if game.finished(x, o) is None}
    assert set(student.picks) == unfinished  # asked in every position where someone is to move, once
    assert checked.position_count == checked.asked_count == len(unfinished)
    worse, slower = judged(game, student.picks)
    assert {(m.position.x, m.position.o) for m in checked.mistakes} == worse
    assert checked.slower_count == slower
    # The judgement as brute force gives it, but "slow" where a move took over a second: the time is the machine's
    # (a plain minimax's first move is half a million nodes of Python), and a loaded machine is not the program.
    slow = checked.slowest > SLOW_MOVE and judgement in ("right", "dawdles")
    assert checked.judgement == ("slow" if slow else judgement)
    # The first mistake is one of the earliest in a game: none is made in fewer picks.
    if worse:
        assert sum(map(len, (checked.mistakes[0].position.x, checked.mistakes[0].position.o))) == min(
            len(x) + len(o) for x, o in worse
        )
    # The mark: a program that throws a game away fails (under 60); one that never does passes.
    assert (checked.points < 60) == bool(worse)
    assert (checked.points == 100) == (checked.judgement == "right")
    # The nodes compared from the openings (the empty board and each first pick): its own, if it counts them.
    empty = frozenset[int]()
    openings = [(empty, empty)] + [(frozenset({n}), empty) for n in range(1, game.numbers + 1)]
    assert checked.plain_node_count == sum(plain_nodes(game, x, o) for x, o in openings)
    assert (checked.node_count is None) == (not hasattr(students[name], "nodes"))


def test_nodes_are_compared_only_with_searches_that_finish_within_their_budget(
    students: dict[str, ModuleType],
) -> None:
    """A game whose plain minimax from the openings is past the budget of nodes: no count is compared, and the
    text says none (the program's own count is still reported)."""
    checked = check_program(Student(students["minimax"]), Rules(7, 2, 7), budget=1000)
    assert (checked.plain_node_count, checked.alphabeta_node_count) == (None, None)
    assert checked.node_count is not None
    assert "plain minimax" not in program_check_text([checked])
    assert program_check_json([checked])["checked"][0]["plain_node_count"] is None  # type: ignore[index]


def test_the_command_says_where_a_program_fails_and_never_runs_it_inside(tmp_path: Path) -> None:
    """The programs that cannot be marked, each in a process of its own, as the command runs them: where each
    failed, and why; no mark; the status 1."""
    cases = [
        ("crashes.py", [], "ValueError: 5 is not in list", [5]),
        ("nonsense.py", ["--target", "15"], "it answered 'thinking... I like 5', not a number", []),
        ("hangs.py", ["--target", "15", "--move-time", "0.3"], "it did not answer within 0.3 seconds", [1, 2]),
    ]
    for file, extra, reason, x in cases:
        done = CliRunner().invoke(cli, ["learn", "check", str(STUDENTS / file), *extra, "--json"])
        assert done.exit_code == 1, done.output  # the learner's traceback is theirs to read; luoshu's is none
        assert "internal error" not in done.output
        found = json.loads(done.stdout)["checked"]
        # Pick Fifteen and its misère unless the rules options ask for one game.
        assert [c["rules"]["misere"] for c in found] == ([False, True] if not extra else [False])
        for checked in found:
            assert checked["failure"]["x"] == x
            assert reason in checked["failure"]["reason"]
            assert (checked["points"], checked["judgement"]) == (0, "failed")
            picks = len(x) + len(checked["failure"]["o"])
            game = GAMES[checked["rules"]["misere"]]
            earlier = [(a, b) for a, b in game.reachable() if game.finished(a, b) is None and len(a) + len(b) < picks]
            assert checked["asked_count"] >= len(earlier)  # every position with fewer picks was asked first


def test_a_slow_program_through_the_command_is_said_to_be_slow_and_its_nodes_are_read() -> None:
    done = run("learn", "check", str(STUDENTS / "slow.py"), "--misere", "--json")
    assert done.exit_code == 0, done.output  # slow, but never worse
    (checked,) = json.loads(done.stdout)["checked"]
    assert checked["rules"]["misere"]
    assert (checked["judgement"], checked["points"], checked["mistakes"]) == ("slow", 90, [])
    assert checked["slowest_seconds"] > 1
    assert checked["node_count"] > 0  # the module's nodes, read by the runner after each pick


def test_a_program_never_worse_in_both_games_marks_chapter_4_done(tmp_path: Path) -> None:
    kept = tmp_path / "learn.json"
    assert "Chapter 4: Your own minimax: done when" in run("learn", "--list", "--progress", str(kept)).output
    done = run("learn", "check", str(STUDENTS / "minimax.py"), "--progress", str(kept))
    assert done.exit_code == 0, done.output
    assert (
        "Chapter 4: Your own minimax: your program checked: done."
        in run("learn", "--list", "--progress", str(kept)).output
    )
    # A program that fails, or one checked in another game only, marks nothing.
    other = tmp_path / "other.json"
    run("learn", "check", str(STUDENTS / "minimax.py"), "--target", "15", "--progress", str(other))
    CliRunner().invoke(cli, ["learn", "check", str(STUDENTS / "crashes.py"), "--progress", str(other)])
    assert not other.exists()


def columns(line: str) -> int:
    """The columns a line takes in an editor, by Unicode's table (a Chinese character two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in line)


@pytest.mark.parametrize(("language", "said"), [("en", "Step 1"), ("zh-CN", "第 1 步"), ("zh-TW", "第 1 步")])
def test_the_starter_program_runs_as_it_is_and_is_the_learners_own_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str, said: str
) -> None:
    monkeypatch.chdir(tmp_path)
    done = run("learn", "start", "minimax", "--lang", language)
    assert done.exit_code == 0, done.output
    text = (tmp_path / "minimax.py").read_text(encoding="utf-8")
    compile(text, "minimax.py", "exec")
    assert "luoshu learn check minimax.py" in text
    assert said in text  # its comments in the learner's language
    assert max(map(columns, text.splitlines())) <= 79
    # Untouched, it is written again, in any language; once the learner has changed it, it is theirs: left alone.
    assert run("learn", "start", "minimax", "--lang", "zh-TW" if language == "en" else "en").exit_code == 0
    assert run("learn", "start", "minimax", "--lang", language).exit_code == 0
    (tmp_path / "minimax.py").write_text(text + "# mine\n", encoding="utf-8")
    refused = run("learn", "start", "minimax")
    assert refused.exit_code == 1
    assert "minimax.py exists and is not a starter program: it was left alone" in refused.output
    assert (tmp_path / "minimax.py").read_text(encoding="utf-8") == text + "# mine\n"
    if language == "en":  # It runs as it is: the check marks it (it picks the smallest free number), wrong.
        checked = run("learn", "check", "minimax.py", "--numbers", "7", "--count", "3", "--target", "12", "--json")
        assert checked.exit_code == 1
        assert json.loads(checked.stdout)["checked"][0]["judgement"] == "wrong"


def test_a_check_is_reported_to_the_learners_course_on_a_page(server: Any) -> None:
    """``learn check --report LINK``: the mark goes to the course the link names, on a real ``luoshu serve``; a link
    that is none is refused before the check, and a server that refuses or is not there is said in one line."""
    from browsing import call

    code = call(server, "POST", "/api/learners", {"seed": 1}).json()["learner"]
    link = f"{server.url}/#learn={code.lower()}"
    done = run("learn", "check", str(STUDENTS / "depth_blind.py"), "--report", link)
    assert done.exit_code == 0, done.output
    assert f"Reported to your course at {server.url}." in done.output
    progress = call(server, "GET", "/api/learners/progress", token=code).json()
    assert progress["program"]["judgement"] in ("dawdles", "slow")  # slow only where the machine was
    assert progress["chapters"][3]["finished"]
    refused = {
        "nowhere": 2,  # no link at all: before any check
        f"{server.url}/#learn=NOPE": 2,
        f"{server.url}/#learn=ABCDE-FGHJK": 1,  # no such learner: the server refuses
        "http://127.0.0.1:9/#learn=ABCDE-FGHJK": 1,  # no server there
    }
    for given, status in refused.items():
        said = CliRunner().invoke(
            cli, ["learn", "check", str(STUDENTS / "minimax.py"), "--target", "15", "--report", given]
        )
        assert said.exit_code == status, (given, said.output)
        errors = [line for line in said.output.splitlines() if line.startswith("Error")]
        assert len(errors) == 1, said.output
        assert "Traceback" not in said.output
