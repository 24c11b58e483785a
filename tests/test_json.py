"""One JSON vocabulary: every key that any command writes has one shape everywhere, and docs/json.md's table says it.

The JSON of every command that has --json is read, in the cases that give each of its shapes (a finished game,
a search out of its budget, a game that is not tic-tac-toe, ...); each key's shapes are collected over all of
them, and must be one shape (or that shape and null), the one docs/json.md's table gives. And every command's JSON
is the same in English, Simplified and Traditional once the sentences meant for a person (the keys
docs/json.md marks as sentences) are taken out; every command with --json is among the cases. Also (dropped as
a separate test, left in test_issue26_cli for the merge): its MENACE keys in the docs (kept by
test_the_json_docs_say_every_key_and_its_shape, whose cases run menace).
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from pathlib import Path
from typing import Any, NamedTuple

import click
import pytest
from click.testing import CliRunner
from games_files import CARDS, COMMANDS, FRUIT, STUDENTS, VOCABULARY
from outputs import (
    COMMAND_TREE,
    LANGUAGES,
    SENTENCE_KEYS,
    SENTENCES_UNDER,
    VERIFY_JSON,
    _games,
    outputs,
    without_sentences,
)
from running import run

from luoshu.cli import cli
from luoshu.rules import Rules
from luoshu.search.solver import forget


def shape(value: object) -> str:
    """A JSON value's shape: null, bool, int, number, str, object, or "list of" the shape of its items ("?" if
    it has none)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "str"
    if isinstance(value, list):
        inner = {shape(item) for item in value} - {"null"}
        assert len(inner) <= 1, f"a list of mixed shapes: {inner}"
        return "list of " + (inner.pop() if inner else "?")
    assert isinstance(value, dict)
    return "object"


def collect(value: object, found: dict[str, set[str]], where: dict[str, set[str]], command: str) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            found[key].add(shape(item))
            where[key].add(command)
            collect(item, found, where, command)
    elif isinstance(value, list):
        for item in value:
            collect(item, found, where, command)


def fits(seen: str, said: str) -> bool:
    """Whether a shape seen fits the shape the table gives (an empty list fits any list)."""
    return seen == said or (seen.endswith("?") and said.startswith(seen[:-1]))


def documented_keys() -> dict[str, tuple[str, bool]]:
    """The table of keys in docs/json.md: each key's shape, and whether it may be null."""
    table = VOCABULARY.read_text().split("The keys (a shape")[1].split("\n\n")[1]
    keys = {}
    for row in table.splitlines()[2:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        shape_said = cells[1]
        nullable = shape_said.endswith(" or null")
        for key in re.findall(r"`([a-z_]+)`", cells[0]):
            keys[key] = (shape_said.removesuffix(" or null"), nullable)
    return keys


Shapes = tuple[dict[str, set[str]], dict[str, set[str]]]


class English(NamedTuple):
    """What the cases of CASES wrote in English (``luoshu ARGS --json``, its standard output, by the args as
    run), and the files they read: the language test compares the other languages with these, not run again.
    ``verify``: what ``explore verify --json`` wrote in each language (--lang's tag), read from the Chinese-output
    cluster (tests/outputs.py), which runs it once per run beside its text."""

    written: dict[tuple[str, ...], str]
    files: Path
    verify: dict[str, str]


STATS_OF_ONE = ["explore", "stats", "--numbers", "8", "--count", "1", "--target", "3"]
CASES = [
    ["explore", "stats", "--numbers", "5", "--count", "1", "--target", "3"] if c == STATS_OF_ONE else c
    for c in COMMANDS
]
"""COMMANDS, but the census of the game won by one number (3) played on 5 numbers, not 8: its JSON has every key of
the 8 numbers' with the same shape (a game that is no tic-tac-toe, no draw, its chances floats), and its tree is
65 games, not 13,700 (five seconds)."""


@pytest.mark.slow
def test_every_key_has_one_shape_everywhere_as_the_docs_say_and_the_json_is_the_same_in_every_language(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """The shapes of every key over all the cases, checked against each other and against docs/json.md; then the
    cases' JSON in every language. One test: the cases take seconds to run, and the languages compare with the
    English the shapes' run wrote (a worker of its own for each check would run them all again)."""
    verify = {
        LANGUAGES.get(name, "en"): rendered["verify_json"] for name, rendered in outputs(tmp_path_factory).items()
    }
    english = English({}, tmp_path, verify)
    found_where = shapes(english)
    every_key_has_one_shape_everywhere(found_where)
    the_json_docs_say_every_key_and_its_shape(found_where)
    the_json_docs_list_no_key_that_no_command_writes(found_where)
    the_json_is_the_same_in_every_language_but_its_sentences(english)


def shapes(english: English) -> Shapes:
    """Every case run (CASES, prove's, solve's batch, the web API's answers): each key's shapes, and where each
    was seen; English's JSON of CASES kept in ``english``."""
    files = english.files
    (files / "fruit.json").write_text(json.dumps(FRUIT))
    (files / "cards.json").write_text(json.dumps(CARDS))
    given = {"{sets}": str(files / "fruit.json"), "{tictactoe}": str(files / "cards.json")} | STUDENTS
    for order in (4, 5):
        forget(Rules.order(order))
    forget(Rules(7, 3, 12))  # so that a budget is met as a command run afresh meets it
    found: dict[str, set[str]] = defaultdict(set)
    where: dict[str, set[str]] = defaultdict(set)
    for command in CASES:
        command = [given.get(word, word) for word in command]
        if [*command, "--json"] == VERIFY_JSON:
            written = english.verify["en"]  # run once per run, with the cluster's text
        else:
            result = run(*command, "--json")
            assert result.exit_code == 0, (command, result.output)
            written = result.stdout
        english.written[tuple(command)] = written
        collect(json.loads(written), found, where, " ".join(command))
    for command, status in (
        (["prove", "--order", "4", "--plies", "9", "--workers", "1"], 0),
        (["prove", "--order", "4", "--workers", "1", "--budget", "1000"], 1),  # stopped: its JSON all the same
        (["prove", "--order", "4", "--plies", "7", "--workers", "1"], 1),  # no win within 7: both wins refuted
        *((checked, 1) for checked in LEARN_CHECKS),  # a program wrong, and one that fails: 1, not right
    ):
        command = [STUDENTS.get(word, word) for word in command]
        result = CliRunner().invoke(cli, [*command, "--json"])  # a learner's traceback is in its failure's reason
        assert "internal error" not in result.output, result.output
        assert result.exit_code == status, (command, result.output)
        collect(json.loads(result.stdout), found, where, " ".join(command))
    batch = run("solve", "--json", "-", typed="5\n5 5\n")
    for line in batch.stdout.splitlines():
        collect(json.loads(line), found, where, "solve -")
    for name, answer in web_answers(files):
        collect(answer, found, where, f"web {name}")
    return found, where


def web_answers(folder: Path) -> list[tuple[str, object]]:
    """The web API's answers, one of each kind (none if the web extra is not installed)."""
    try:
        from starlette.testclient import TestClient

        from luoshu.web.app import make_app
    except ImportError:
        return []
    answers: list[tuple[str, object]] = []
    with TestClient(make_app(str(folder / "games.sqlite3"))) as client:

        def ask(name: str, method: str, path: str, body: object = None, token: str | None = None) -> Any:
            headers = {"authorization": f"Bearer {token}"} if token else {}
            answer = client.request(method, path, json=body, headers=headers).json()
            answers.append((name, answer))
            return answer

        made = ask("new game", "POST", "/api/games", {"opponent": "human"})
        ask("jam", "POST", "/api/games", {"dress": "jam"})
        gid = made["id"]
        other = ask("join", "POST", f"/api/games/{gid}/join", {"invite": made["invite"]})
        ask("move", "POST", f"/api/games/{gid}/moves", {"pick": 5, "picks": []}, made["token"])
        ask("refused", "POST", f"/api/games/{gid}/moves", {"pick": 5, "picks": [5]}, other["token"])
        ask("hints", "GET", f"/api/games/{gid}/hints")
        ask("why", "GET", f"/api/games/{gid}/why")
        ask("tree", "GET", f"/api/games/{gid}/tree?pick=1")
        ask("game", "GET", f"/api/games/{gid}")
        picks = [5]
        for pick, token in ((1, other["token"]), (4, made["token"]), (2, other["token"]), (6, made["token"])):
            ask("to the end", "POST", f"/api/games/{gid}/moves", {"pick": pick, "picks": picks}, token)  # X: 4 + 5 + 6
            picks = [*picks, pick]
        puzzle = ask("puzzle", "POST", "/api/games", {"puzzle": "easy", "dress": "grid"})
        free = min(n for n in range(1, 10) if n not in puzzle["game"]["picks"])
        seen = puzzle["game"]["picks"]
        ask("answer", "POST", f"/api/games/{puzzle['id']}/moves", {"pick": free, "picks": seen}, puzzle["token"])
        ask("next puzzle", "POST", f"/api/games/{puzzle['id']}/next", None, puzzle["token"])
        ask("value history", "GET", f"/api/games/{gid}/history")
        ask("sets", "POST", "/api/games", {"dress": "sets", "file": FRUIT})
        ask("order 4", "POST", "/api/games", {"rules": {"order": 4}, "first": "computer"})
        study = ask("study", "POST", "/api/studies", {"dresses": ["numbers", "grid"], "trials": 1})
        joined = ask("participant", "POST", f"/api/studies/{study['id']}/participants", {})
        trial = ask("trial", "GET", f"/api/studies/{study['id']}/trial", token=joined["token"])
        free = min(n for n in range(1, 10) if n not in trial["game"]["picks"])
        answer = {"place": 1, "seconds": 2.5, "pick": free}
        ask("answer", "POST", f"/api/studies/{study['id']}/answers", answer, token=joined["token"])
        ask("study report", "GET", f"/api/studies/{study['id']}/report", token=study["token"])
        lesson = ask("class", "POST", "/api/classes", {"turned_off": ["hints"]})
        pupils = [ask("student", "POST", f"/api/classes/{lesson['class']}/students", {"name": n}) for n in "ABC"]
        ask("lobby", "GET", f"/api/classes/{lesson['class']}/me", token=pupils[0]["token"])
        ask("pairs", "POST", f"/api/classes/{lesson['class']}/handouts", {"handout_kind": "pairs"}, lesson["token"])
        seats = [ask("seat", "POST", f"/api/classes/{lesson['class']}/seat", token=p["token"]) for p in pupils]
        ask("handed out", "GET", f"/api/classes/{lesson['class']}/me", token=pupils[0]["token"])
        paired = [s for s in seats if [t["id"] for t in seats].count(s["id"]) == 2]
        x, o = sorted(paired, key=lambda s: s["seat"] != "X")
        ask("class move", "POST", f"/api/games/{x['id']}/moves", {"pick": 2, "picks": []}, x["token"])
        ask("class move", "POST", f"/api/games/{o['id']}/moves", {"pick": 1, "picks": [2]}, o["token"])  # loses
        puzzles = {"handout_kind": "puzzles", "level": "easy", "puzzle_count": 2}
        ask("puzzles", "POST", f"/api/classes/{lesson['class']}/handouts", puzzles, lesson["token"])
        ask("round", "POST", f"/api/classes/{lesson['class']}/seat", token=pupils[2]["token"])
        chapter = {"handout_kind": "chapter", "chapter": 1}
        ask("chapter", "POST", f"/api/classes/{lesson['class']}/handouts", chapter, lesson["token"])
        taken = {"chapter": 1, "exercise": "cell", "typed": "5"}
        ask("class answer", "POST", "/api/learners/answers", taken, pupils[0]["learner"])
        ask("projector", "POST", f"/api/classes/{lesson['class']}/projector", {"game": x["id"]}, lesson["token"])
        rules = {"numbers": 9, "count": 3, "target": 15}
        mark = {
            "checked": [{"rules": {**rules, "misere": m}, "points": 90, "judgement": "right"} for m in (False, True)]
        }
        ask("reported", "POST", "/api/learners/checks", mark, pupils[0]["learner"])
        ask("chapter 4", "GET", "/api/learners/chapters/4", token=pupils[0]["learner"])
        ask("class view", "GET", f"/api/classes/{lesson['class']}", token=lesson["token"])
        learner = ask("learner", "POST", "/api/learners", {"seed": 3})
        ask("progress", "GET", "/api/learners/progress", token=learner["learner"])
        ask("chapter", "GET", "/api/learners/chapters/1", token=learner["learner"])
        for typed in ("", "5"):  # no answer (right null), then one
            asked = {"chapter": 1, "exercise": "cell", "typed": typed}
            ask("exercise answer", "POST", "/api/learners/answers", asked, learner["learner"])
    return answers


def every_key_has_one_shape_everywhere(shapes: Shapes) -> None:
    found, where = shapes
    for key, seen in found.items():
        kinds = {s for s in seen - {"null"} if not s.endswith("?")} or seen - {"null"}
        assert len(kinds) <= 1, f"{key} has shapes {sorted(seen)} in {sorted(where[key])}"


def the_json_docs_say_every_key_and_its_shape(shapes: Shapes) -> None:
    found, where = shapes
    said = documented_keys()
    assert sorted(set(found) - set(said)) == [], "keys the table of docs/json.md does not list"
    for key, seen in found.items():
        shape_said, nullable = said[key]
        for each in seen:
            if each == "null":
                assert nullable, f"{key} is null in {sorted(where[key])}, and docs/json.md does not say it may be"
            else:
                assert fits(each, shape_said), f"{key} is {each} in {sorted(where[key])}, the docs say {shape_said}"


def the_json_docs_list_no_key_that_no_command_writes(shapes: Shapes) -> None:
    found, _ = shapes
    assert sorted(set(documented_keys()) - set(found)) == []


def test_the_shape_check_can_fail() -> None:
    found: dict[str, set[str]] = defaultdict(set)
    where: dict[str, set[str]] = defaultdict(set)
    collect({"moves": {"5": {"outcome": "win"}}}, found, where, "old solve")
    collect({"moves": [5, 1]}, found, where, "old replay")
    assert found["moves"] == {"object", "list of int"}
    assert not fits("object", "list of object")
    assert fits("list of ?", "list of object")


# The same in every language but its sentences ----------------------------------------------------------------------

SLOW = (
    ["explore", "replay", "--order", "4", "1", "2"],
    ["puzzle", "--list", "--order", "4", "--budget", "1000"],
    ["puzzle", "--order", "4", "--budget", "1000"],  # what it mines within a budget depends on what was solved before
)
"""Cases of CASES left out here: their shapes come in the quicker ones too."""

LEARN_CHECKS = (
    ["learn", "check", "{student}", "--numbers", "7", "--count", "2", "--target", "7"],
    ["learn", "check", "{crashes}", "--target", "15"],
)
"""A learner's program checked: one that makes mistakes, one that crashes (each 1: not right)."""

JSON_USES = [
    *(args for args in CASES if args not in SLOW and args[0] != "match" and "Mill Lane" not in args),
    ["explore", "search", "--dress", "jam", "--algorithm", "luoshu", "--depth", "1"],  # Jam's roads: in Chinese too
    ["match", "perfect", "random", "--games", "2", "--seed", "1"],  # seeded: the same games in every language
    ["match", "perfect", "cmd:true", "--games", "1", "--seed", "1"],
    ["solve", "-"],
    ["prove", "--order", "4", "--plies", "9", "--workers", "1"],
    ["check", "{proof}"],
    ["study", "--report", "{study}"],
    LEARN_CHECKS[0],  # (the crash's own traceback, in its reason, is the learner's: its shape is checked above)
]
"""Every command's JSON in the cases docs/json.md's shapes come from (CASES), and the rest."""
TYPED = {"solve": "5 1\nB2\n5 5\n"}
ORDER_SOLVED = ["explore", "order", "4"]
"""Its --solve counts the positions it searched, fewer once the shapes' run has solved them: English is run again
here, after them, as the other languages are."""
ITEM_NAMES = frozenset({"items", "item", "image", "move"})
"""The keys that name a dress's items (Jam's roads, the word game's words): they speak the language too."""


def test_every_command_with_json_is_covered() -> None:
    paths = {path for path, _command in COMMAND_TREE}
    with_json = {path for path, command in COMMAND_TREE if any(each.name == "as_json" for each in command.params)}
    covered = {
        max((tuple(args[:n]) for n in range(len(args) + 1) if tuple(args[:n]) in paths), key=len) for args in JSON_USES
    }
    assert with_json, "no command has --json?"
    assert with_json - covered == set()


def the_json_is_the_same_in_every_language_but_its_sentences(english: English) -> None:
    # English's JSON of the cases of CASES is what the shapes' run wrote (LANG naming no other language): the
    # same command lines on the same files, so that only Chinese is run here for them.
    files = english.files
    given = _games(files)
    proof = files / "proof.jsonl"
    CliRunner().invoke(cli, ["prove", "--order", "4", "--plies", "9", "--workers", "1", "--out", str(proof)])
    study = files / "study.csv"
    typed = "\n".join(["5", "B2", "1", "A1"] * 3) + "\n"
    CliRunner().invoke(cli, ["study", "--dresses", "numbers,grid", "--trials", "2", "--out", str(study)], input=typed)
    given |= {"{sets}": given["{fruit}"], "{tictactoe}": given["{cards}"], "{proof}": str(proof), "{study}": str(study)}
    given |= STUDENTS
    differ = []
    for args in JSON_USES:
        args = [given.get(arg, arg) for arg in args]
        seen = {}
        for language in ("en", *LANGUAGES.values()):
            reuse = language == "en" and args[:3] != ORDER_SOLVED
            written = english.written.get(tuple(args)) if reuse else None
            if [*args, "--json"] == VERIFY_JSON:
                written = english.verify[language]
            if written is None:
                done = CliRunner().invoke(cli, [*args, "--json", "--lang", language], input=TYPED.get(args[0]))
                assert "Traceback" not in done.output, done.output
                written = done.stdout
            names = ITEM_NAMES if "--dress" in args or {"jam", "words"} & set(args) else frozenset()
            seen[language] = [without_sentences(json.loads(line), drop=names) for line in written.splitlines()]
            assert seen[language], (args, written)
        if not seen["en"] == seen["zh-CN"] == seen["zh-TW"]:
            differ.append(" ".join(args))
    assert not differ, differ


def test_the_sentences_of_the_json_are_the_keys_docs_json_marks() -> None:
    marked = set(re.findall(r"^\| `([a-z_]+)` \| [^|]+ \| \(a sentence[^)]*\)", VOCABULARY.read_text(), re.M))
    assert marked == SENTENCE_KEYS | {key for _outer, key in SENTENCES_UNDER}


# One option, one definition ----------------------------------------------------------------------------------------

PACKAGE = Path(__file__).parent.parent / "luoshu"


def test_every_command_takes_the_one_json_option_defined_once() -> None:
    written = {path: path.read_text().count('"--json"') for path in (PACKAGE / "cli").rglob("*.py")}
    assert [path.name for path, count in written.items() if count] == ["options.py"]
    assert sum(written.values()) == 1
    with_json = [c for _path, c in COMMAND_TREE if any("--json" in p.opts for p in c.params)]
    assert len(with_json) >= 10  # solve, explain, puzzle, match, grade, menace, study and the explore commands
    for command in with_json:
        (option,) = [p for p in command.params if "--json" in p.opts]
        assert isinstance(option, click.Option)
        assert (option.name, option.opts, option.is_flag) == ("as_json", ["--json"], True)
