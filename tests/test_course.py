"""The course (``luoshu learn``): every exercise's answer against an independent computation (the oracle's brute
force over the winning sets, the Luo Shu's own cells, an alpha-beta written here), for many seeds; the answers read
as a learner types them; the progress kept; the course through the command, stopped and gone on with."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import cache
from itertools import combinations
from pathlib import Path

import oracle
import pytest
from running import run

from luoshu.rules import Position
from luoshu.session.learning import Progress
from luoshu.teach.course import CHAPTERS, Chapter, Exercise, answered, exercises_of

SEEDS = range(12)
GAME = oracle.Game(9, 3, 15)
Held = tuple[frozenset[int], frozenset[int]]


def held(position: object) -> Held:
    assert isinstance(position, Position)
    return position.x, position.o


def outcome(verdict: oracle.Verdict) -> str:
    return verdict[0]


@cache
def leaves(x: frozenset[int], o: frozenset[int]) -> int:
    """Finished games below (x, o), one per order of picks."""
    if GAME.finished(x, o) is not None:
        return 1
    return sum(leaves(*GAME.play(x, o, n)) for n in GAME.free(x, o))


def cut_after(x: frozenset[int], o: frozenset[int], pick: int) -> tuple[int, ...]:
    """The replies alpha-beta (a win +10, a loss -10, numbers ascending, the root's window narrowed as it goes)
    never searches after the mover's ``pick`` from (x, o): written here, apart from luoshu's."""
    cut: dict[int, tuple[int, ...]] = {}

    def search(x: frozenset[int], o: frozenset[int], alpha: float, beta: float, depth: int, first: int) -> float:
        finished = GAME.finished(x, o)
        if finished is not None:  # the player to move here never won: the last pick ended it
            return {"win": 10, "draw": 0, "loss": -10}[finished[0]]
        best = -math.inf
        free = GAME.free(x, o)
        for index, n in enumerate(free):
            best = max(best, -search(*GAME.play(x, o, n), -beta, -alpha, depth + 1, n if depth == 0 else first))
            alpha = max(alpha, best)
            if alpha >= beta:
                if depth == 1:
                    cut[first] = tuple(free[index + 1 :])
                break
        return best

    search(x, o, -math.inf, math.inf, 0, 0)
    return cut.get(pick, ())


@cache
def symmetry_classes() -> int:
    """Reachable positions counted once per class under the grid's 8 motions."""
    motions = oracle.grid_motions()
    seen = set()
    for x, o in GAME.reachable():
        seen.add(min((tuple(sorted(m[n] for n in x)), tuple(sorted(m[n] for n in o))) for m in motions))
    return len(seen)


def who(game: oracle.Game) -> str:
    return {"win": "X", "loss": "O", "draw": "draw"}[outcome(game.verdict(frozenset(), frozenset()))]


TRUTH: dict[str, Callable[[Exercise], object]] = {
    "cell": lambda e: (oracle.LUO_SHU["ABC".index(str(e.asked[0])[0])][int(str(e.asked[0])[1]) - 1],),
    "completes": lambda e: tuple(
        c for c in range(1, 10) if c not in e.asked and sum(int(str(a)) for a in e.asked) + c == 15
    ),
    "sets": lambda e: (sum(sum(s) == 15 for s in combinations(range(1, 10), 3)),),
    "children": lambda e: (9 - sum(map(len, held(e.asked[0]))),),
    "leaves": lambda e: (leaves(*held(e.asked[0])),),
    "positions": lambda e: (sum(len(x) + len(o) == e.asked[0] for x, o in GAME.reachable()),),
    "value": lambda e: outcome(GAME.verdict(*held(e.asked[0]))),
    "best_picks": lambda e: tuple(
        sorted(
            n
            for n, v in GAME.pick_verdicts(*held(e.asked[0])).items()
            if outcome(v) == outcome(GAME.verdict(*held(e.asked[0])))
        )
    ),
    "fastest": lambda e: tuple(GAME.best_picks(*held(e.asked[0]))),
    "depth_blind": lambda e: (min(n for n, v in GAME.pick_verdicts(*held(e.asked[0])).items() if outcome(v) == "win"),),
    "cut": lambda e: cut_after(*held(e.asked[0]), int(str(e.asked[1]))),
    "memo": lambda e: (len(GAME.reachable()),),
    "symmetry": lambda e: (symmetry_classes(),),
    "misere": lambda e: who(oracle.Game(9, 3, 15, misere=True)),
    "target": lambda e: who(oracle.Game(9, 3, int(str(e.asked[0])))),
}


ASKING = [c for c in CHAPTERS if exercises_of(c, 0)]
"""The chapters with exercises (chapter 4's is the learner's own program: test_learn)."""


@pytest.mark.parametrize("chapter", ASKING, ids=[str(c.number) for c in ASKING])
def test_every_exercise_s_answer_is_the_independent_computation_s(chapter: Chapter) -> None:
    keys = set()
    for seed in SEEDS:
        for exercise in exercises_of(chapter, seed):
            keys.add(exercise.key)
            assert exercise.answer == TRUTH[exercise.key](exercise), (seed, exercise)
            assert answered(exercise, _typed(exercise.answer))[0]
            wrong = {"numbers": "0", "outcome": "loss" if exercise.answer != "loss" else "win"}.get(exercise.kind)
            right, said = answered(exercise, wrong or ("X" if exercise.answer != "X" else "O"))
            assert right is False
            assert exercise.why in said
            assert answered(exercise, "")[0] is None  # no answer at all: asked again
    assert len(keys) == len(exercises_of(chapter, 0))


def test_the_same_seed_gives_the_same_exercises_and_another_seed_others() -> None:
    one = [exercises_of(c, 3) for c in CHAPTERS]
    assert one == [exercises_of(c, 3) for c in CHAPTERS]
    assert one != [exercises_of(c, 4) for c in CHAPTERS]


def _typed(answer: tuple[int, ...] | str) -> str:
    return " ".join(map(str, answer)) if isinstance(answer, tuple) else answer


def test_answers_read_as_a_learner_types_them() -> None:
    (fastest,) = [e for e in exercises_of(CHAPTERS[4], 0) if e.key == "fastest"]
    assert answered(fastest, ", ".join(map(str, reversed(fastest.answer))))[0]  # any order, any separators
    (value,) = [e for e in exercises_of(CHAPTERS[2], 0) if e.key == "value"]
    chinese = {"win": "胜", "draw": "平手", "loss": "輸"}[str(value.answer)]
    assert answered(value, chinese)[0]
    (misere,) = [e for e in exercises_of(CHAPTERS[7], 0) if e.key == "misere"]
    assert answered(misere, "平局" if misere.answer == "draw" else f"{misere.answer} 胜")[0]


def test_progress_is_read_back_and_nothing_else_is_read_as_progress() -> None:
    progress = Progress(seed=5)
    for key in ("cell", "completes"):
        progress.record(1, key, key == "cell")
    assert Progress.from_json(progress.to_json()) == progress
    assert progress.next_chapter() == 1
    for text in (
        "",
        "[]",
        '{"format": "luoshu"}',
        '{"format": "luoshu-learn", "seed": "1", "done": {}, "first_try": {}}',
        '{"format": "luoshu-learn", "seed": 1, "done": {"9": []}, "first_try": {}}',
    ):
        with pytest.raises(ValueError, match=r"JSON|progress"):
            Progress.from_json(text)


def answers_for(chapter: int, seed: int) -> list[str]:
    return [_typed(e.answer) for e in exercises_of(CHAPTERS[chapter - 1], seed)]


def test_the_course_through_a_pipe_is_kept_stopped_and_gone_on_with(tmp_path: Path) -> None:
    kept = tmp_path / "learn.json"
    # Chapter 1 right, then one wrong answer in chapter 2, then q.
    typed = "\n".join(["", "the centre", *answers_for(1, 7), "0", "q"]) + "\n"  # two lines that are no answer
    done = run("learn", "--seed", "7", "--progress", str(kept), typed=typed)
    assert done.exit_code == 0, done.output
    assert "Chapter 1: The game and its secret (after lesson 2, Pick Fifteen on the Luo Shu)" in done.output
    assert done.output.count("Type the numbers of the answer, such as 4 9 2.") == 2
    assert done.output.count("Right.") == 3
    assert "Not quite: the answer is" in done.output
    progress = json.loads(kept.read_text())
    assert progress["seed"] == 7
    assert progress["done"] == {"1": ["cell", "completes", "sets"], "2": ["children"]}
    assert progress["first_try"] == {"1": ["cell", "completes", "sets"]}
    # Gone on with: chapter 2's next exercise, its seed kept; the input ending stops it as q does.
    again = run("learn", "--progress", str(kept), typed=answers_for(2, 7)[1] + "\n")
    assert "Chapter 2: The game tree" in again.output
    assert "Chapter 1:" not in again.output
    assert json.loads(kept.read_text())["done"]["2"] == ["children", "leaves"]
    listed = run("learn", "--list", "--progress", str(kept))
    assert "Chapter 2: The game tree: 2 of 3 exercises done, 1 right at the first try." in listed.output
    # A file that is not a progress file is refused and left as it was.
    other = tmp_path / "notes.json"
    other.write_text("[1, 2]")
    refused = run("learn", "--progress", str(other), typed="q\n")
    assert refused.exit_code == 1
    assert "cannot be read as your progress" in refused.output
    assert other.read_text() == "[1, 2]"
    # A progress file in a folder that is not there: said before the first question, and no folder made.
    nowhere = run("learn", "--progress", str(tmp_path / "no" / "learn.json"), typed="8\n")
    assert nowhere.exit_code == 1
    assert "cannot save to" in nowhere.output
    assert "Your answer" not in nowhere.output
    assert not (tmp_path / "no").exists()
    # The course's options with a command: refused, not dropped.
    mixed = run("learn", "--chapter", "2", "start", "minimax")
    assert mixed.exit_code == 2
    assert "--chapter: options of the course (luoshu learn), not of luoshu learn start" in mixed.output
    assert run("learn", "--lang", "en", "start", "minimax", str(tmp_path / "m.py")).exit_code == 0  # every command's


def test_the_whole_course_in_chinese_ends_with_every_chapter_done(tmp_path: Path) -> None:
    kept = tmp_path / "learn.json"
    typed = "\n".join(answer for chapter in CHAPTERS for answer in answers_for(chapter.number, 2)) + "\n"
    done = run("learn", "--seed", "2", "--progress", str(kept), "--lang", "zh-CN", typed=typed)
    assert done.exit_code == 0, done.output
    assert "第 8 章：更进一步" in done.output
    assert "这是最后一章了" in done.output
    assert "不太对" not in done.output
    progress = Progress.from_json(kept.read_text())
    assert progress.next_chapter() == 4  # every chapter done but the one luoshu learn check marks (test_learn)
    progress.record_check()
    assert progress.next_chapter() is None
