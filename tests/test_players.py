"""Players: bots of our own graded and matched, against an independent walk of the game tree by the oracle; outside
programs that misbehave in every way; MENACE's boxes and its learning; skill:1 and skill:0."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap
import time
from itertools import combinations
from pathlib import Path

import oracle
import pytest
from running import run

from luoshu.rules import Position
from luoshu.session.bots import SkillBot, builtin_bot
from luoshu.session.matches import grade, match

FIFTEEN = oracle.Game(9, 3, 15)

# A bot that knows nothing of luoshu: plain minimax over the 15-triples, the smallest best pick.
PERFECT = textwrap.dedent(
    """
    from functools import cache
    from itertools import combinations

    def won(held):
        return any(sum(c) == 15 for c in combinations(held, 3))

    def key(verdict):
        # Better for the mover is larger: any win (the sooner the better), any draw, any loss (the later the better).
        outcome, plies = verdict
        return (outcome, -plies if outcome == 2 else plies)

    @cache
    def value(x, o):
        # For the player to move: (2 win, 1 draw or 0 loss, the plies left to the end under perfect play).
        last = o if len(x) == len(o) else x
        if won(last):
            return (0, 0)
        if len(x) + len(o) == 9:
            return (1, 0)
        return max((after(x, o, n) for n in range(1, 10) if n not in x + o), key=key)

    def after(x, o, n):
        child = (tuple(sorted(x + (n,))), o) if len(x) == len(o) else (x, tuple(sorted(o + (n,))))
        outcome, plies = value(*child)
        return (2 - outcome, plies + 1)

    def choose(position):
        x, o = tuple(sorted(position.x)), tuple(sorted(position.o))
        free = [n for n in range(1, 10) if n not in x + o]
        best = max((after(x, o, n) for n in free), key=key)
        return min(n for n in free if after(x, o, n) == best)
    """
)


def bot_file(folder: Path, name: str, text: str) -> str:
    path = folder / f"{name}.py"
    path.write_text(text)
    return str(path)


def oracle_grade(policy: dict[tuple[frozenset[int], frozenset[int]], int], player: str) -> tuple[int, int, int, int]:
    """Games, losses, decisions and best decisions of a bot whose picks are ``policy``, by the oracle."""
    games = losses = 0
    decisions: set[tuple[frozenset[int], frozenset[int]]] = set()
    best = 0
    stack = [(frozenset[int](), frozenset[int]())]
    while stack:
        x, o = stack.pop()
        ended = FIFTEEN.finished(x, o)
        if ended is not None:
            games += 1
            mover = "X" if len(x) == len(o) else "O"  # to move: the loser if the last pick won
            losses += ended[0] == "loss" and mover == player
            continue
        mover = "X" if len(x) == len(o) else "O"
        if mover == player:
            pick = policy[(x, o)]
            if (x, o) not in decisions:
                decisions.add((x, o))
                best += pick in FIFTEEN.best_picks(x, o)
            stack.append(FIFTEEN.play(x, o, pick))
        else:
            stack.extend(FIFTEEN.play(x, o, n) for n in FIFTEEN.free(x, o))
    return games, losses, len(decisions), best


def smallest_best(x: frozenset[int], o: frozenset[int]) -> int:
    return min(FIFTEEN.best_picks(x, o))


class Policy(dict[tuple[frozenset[int], frozenset[int]], int]):
    """A bot's picks, worked out when first asked for."""

    def __init__(self, rule: object) -> None:
        super().__init__()
        self.rule = rule

    def __missing__(self, key: tuple[frozenset[int], frozenset[int]]) -> int:
        pick: int = self.rule(*key)  # type: ignore[operator]
        self[key] = pick
        return pick


@pytest.mark.parametrize("player", ["X", "O"])
def test_a_perfect_bot_of_our_own_is_graded_flawless(tmp_path: Path, player: str) -> None:
    path = bot_file(tmp_path, "perfect", PERFECT)
    found = json.loads(run("grade", f"python:{path}", "--as", player, "--json").stdout)
    games, losses, decisions, best = oracle_grade(Policy(smallest_best), player)
    assert found["game_count"] == games
    assert found["loss_count"] == losses == 0
    assert found["given_away_count"] == 0
    assert found["accuracy"] == best / decisions == 1.0
    assert found["mistakes"] == []
    assert found["failures"] == []


def test_one_deliberate_mistake_is_found_exactly(tmp_path: Path) -> None:
    # As O, against X's centre, an edge (1) instead of a corner: the one mistake it makes.
    text = PERFECT.replace(
        "def choose(position):\n",
        "def choose(position):\n    if sorted(position.x) == [5] and not position.o:\n        return 1\n",
    )
    path = bot_file(tmp_path, "oops", text)
    found = json.loads(run("grade", f"python:{path}", "--as", "O", "--json").stdout)

    def rule(x: frozenset[int], o: frozenset[int]) -> int:
        return 1 if (x, o) == (frozenset({5}), frozenset()) else smallest_best(x, o)

    games, losses, decisions, best = oracle_grade(Policy(rule), "O")
    assert (found["game_count"], found["loss_count"]) == (games, losses)
    assert losses > 0
    assert found["accuracy"] == best / decisions
    [mistake] = found["mistakes"]
    assert (mistake["x"], mistake["o"], mistake["pick"]) == ([5], [], 1)
    assert FIFTEEN.pick_verdicts(frozenset({5}), frozenset())[1][0] == "loss"  # the oracle agrees it loses
    refutation = [step["pick"] for step in mistake["refutation"]]
    assert refutation[0] == 1
    # The refutation is a line of perfect play after the mistake: each of X's picks is one of the oracle's best.
    x, o = frozenset({5}), frozenset({1})
    for pick in refutation[1:]:
        assert pick in FIFTEEN.best_picks(x, o) or len(x) != len(o)
        x, o = FIFTEEN.play(x, o, pick)
    assert "picking 1 (C2) turns a draw into a loss" in run("grade", f"python:{path}", "--as", "O").stdout


MISBEHAVING = {
    "crashes": ("import sys; sys.exit(3)", "ended without answering (status 3)"),
    "hangs": ("import time; time.sleep(60)", "did not answer within 0.5 seconds"),
    "babbles": ("import sys\nfor line in sys.stdin: print('hello', flush=True)", "answered 'hello', not a number"),
    "cheats": ("import sys\nfor line in sys.stdin: print(99, flush=True)", "picked 99, not a number of 1-9"),
    "steals": (
        (
            "import sys, json\nfor line in sys.stdin:\n    asked = json.loads(line)\n"
            "    print((asked['x'] + asked['o'] + [5])[0], flush=True)"
        ),
        "picked",
    ),
    "floods": ("import sys\nsys.stdout.write('7' * 10_000_000); sys.stdout.flush()", "more than 4,096 bytes"),
    "shouts": (
        "import sys\nsys.stderr.write('x' * 1_000_000)\nfor line in sys.stdin: print(13, flush=True)",
        "picked 13",
    ),
}


@pytest.mark.parametrize("kind", sorted(MISBEHAVING))
def test_an_outside_program_that_misbehaves_loses_with_the_reason(tmp_path: Path, kind: str) -> None:
    code, reason = MISBEHAVING[kind]
    script = tmp_path / f"{kind}.py"
    script.write_text(code + "\n")
    command = f"cmd:{sys.executable} {script}"
    result = run("match", "perfect", command, "--games", "2", "--move-time", "0.5", "--json")
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    scores = {p["name"]: p for p in found["players"]}
    assert scores[command]["loss_count"] == 2
    lost = next(f for f in found["first_losses"] if f["name"] == command)
    assert reason in lost["reason"]
    # Its process, and every process it started, is ended.
    alive = subprocess.run(["pgrep", "-f", str(script)], capture_output=True, text=True).stdout.strip()
    assert alive == ""


def test_a_python_bot_that_fails_to_import_shows_its_own_traceback(tmp_path: Path) -> None:
    path = bot_file(tmp_path, "broken", "import nosuchmodule_at_all\n")
    command = [sys.executable, "-m", "luoshu", "match", f"python:{path}", "random", "--games", "1", "--json"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    found = json.loads(done.stdout)
    reason = found["first_losses"][0]["reason"]
    assert "ModuleNotFoundError: No module named 'nosuchmodule_at_all'" in reason
    assert "luoshu" not in reason.split("Traceback", 1)[1]  # the bot's frames, not luoshu's


def test_skill_1_never_loses_and_skill_0_picks_like_random() -> None:
    result = match([builtin_bot("skill:1", random.Random(1)), builtin_bot("random", random.Random(2))], 200)
    assert result.players[0].loss_count == 0
    assert grade(builtin_bot("skill:1", random.Random(3)), "O").loss_count == 0
    # skill:0: its first and second picks are uniform over the free numbers (chi-square, 8 and 7 degrees of freedom,
    # against the 0.1% critical values).
    bot = SkillBot(0.0, random.Random(4))
    firsts = [bot.choose(Position()) for _ in range(4500)]
    counts = [firsts.count(n) for n in range(1, 10)]
    assert sum((c - 500) ** 2 / 500 for c in counts) < 26.12
    seconds = [bot.choose(Position.from_moves([5])) for _ in range(4000)]
    counts = [seconds.count(n) for n in (1, 2, 3, 4, 6, 7, 8, 9)]
    assert sum((c - 500) ** 2 / 500 for c in counts) < 24.32


def test_menace_has_304_boxes_and_loses_less_as_it_learns() -> None:
    motions = oracle.grid_motions()
    classes = set()
    for x, o in FIFTEEN.reachable():
        if FIFTEEN.finished(x, o) is None and len(x) == len(o) and len(FIFTEEN.free(x, o)) > 1:
            classes.add(min((tuple(sorted(m[n] for n in x)), tuple(sorted(m[n] for n in o))) for m in motions))
    found = json.loads(run("menace", "--games", "3000", "--seed", "1", "--json").stdout)
    assert found["box_count"] == len(classes) == 304
    losses = [block["loss_count"] / block["game_count"] for block in _blocks(found["curve"])]
    assert sum(losses[:3]) / 3 > sum(losses[-3:]) / 3 + 0.05


def _blocks(curve: list[dict[str, int]]) -> list[dict[str, int]]:
    """Each block's own games (the curve counts the games played by the end of each)."""
    before = 0
    blocks = []
    for block in curve:
        blocks.append({**block, "game_count": block["game_count"] - before})
        before = block["game_count"]
    return blocks


def test_menaces_boxes_are_kept_between_runs_and_nothing_else_is_overwritten(tmp_path: Path) -> None:
    boxes = tmp_path / "boxes.json"
    assert run("menace", "--games", "50", "--seed", "2", "--boxes", str(boxes)).exit_code == 0
    first = json.loads(boxes.read_text())
    assert run("menace", "--games", "50", "--seed", "3", "--boxes", str(boxes)).exit_code == 0
    assert json.loads(boxes.read_text()) != first  # read, trained further, written back
    notes = tmp_path / "notes.json"
    notes.write_text('{"my": "notes"}')
    result = run("menace", "--games", "5", "--boxes", str(notes))
    assert result.exit_code == 2
    assert "not MENACE's boxes" in result.output
    assert notes.read_text() == '{"my": "notes"}'


def test_every_pair_of_builtin_players_plays_a_match() -> None:
    for first, second in combinations(["perfect", "casual", "random", "skill:0.5", "menace"], 2):
        found = json.loads(run("match", first, second, "--games", "4", "--seed", "1", "--json").stdout)
        scores = found["players"]
        assert [s["name"] for s in scores] == [first, second]
        for score in scores:
            assert score["win_count"] + score["draw_count"] + score["loss_count"] == 4
        assert scores[0]["win_count"] == scores[1]["loss_count"]
        if first == "perfect":
            assert scores[0]["loss_count"] == 0


def test_a_player_misnamed_is_one_line() -> None:
    result = run("match", "perfect", "robot")
    assert result.exit_code == 2
    assert "'robot' is not a player" in result.output
    result = run("match", "perfect", "skill:2")
    assert result.exit_code == 2
    assert "not a chance" in result.output


def test_the_scorecard_counts_best_picks_and_mistakes_as_the_oracle_does() -> None:
    import re

    from luoshu.session import Session
    from luoshu.session.text import scorecard

    rng = random.Random(11)
    for _ in range(60):
        picks: list[int] = []
        x: frozenset[int] = frozenset()
        o: frozenset[int] = frozenset()
        while FIFTEEN.finished(x, o) is None:
            pick = rng.choice(FIFTEEN.free(x, o))
            picks.append(pick)
            x, o = FIFTEEN.play(x, o, pick)
        card = scorecard(Session(x="human", o="human", picks=picks))
        for player, line in zip(("X", "O"), card.splitlines(), strict=True):
            x, o = frozenset(), frozenset()
            best = mistakes = mine = 0
            for pick in picks:
                mover = "X" if len(x) == len(o) else "O"
                if mover == player:
                    verdicts = FIFTEEN.pick_verdicts(x, o)
                    top = max(verdicts.values(), key=oracle.rank)
                    mine += 1
                    best += pick in FIFTEEN.best_picks(x, o)
                    mistakes += oracle.rank(verdicts[pick])[0] < oracle.rank(top)[0]
                x, o = FIFTEEN.play(x, o, pick)
            said = re.match(rf"{player}'s play \({player}\): (\d+) of (\d+) picks? best", line)
            assert said is not None, line
            assert (int(said.group(1)), int(said.group(2))) == (best, mine)
            found = 0 if "No mistakes" in line else len(line.split("Mistakes: ")[1].split("; "))
            assert found == mistakes, line
    assert scorecard(Session(picks=[5])) == ""  # the game goes on


def test_a_python_bot_may_print_and_its_children_end_with_it(tmp_path: Path) -> None:
    chatty = bot_file(
        tmp_path, "chatty", PERFECT.replace("def choose(position):\n", "def choose(position):\n    print('thinking')\n")
    )
    found = json.loads(run("match", f"python:{chatty}", "random", "--games", "2", "--json").stdout)
    assert found["players"][0]["loss_count"] == 0  # its print() went to standard error, not into its answers
    marker = f"sleep 1007 # {tmp_path.name}"
    leaver = bot_file(
        tmp_path, "leaver", f"import os, subprocess\nsubprocess.Popen(['sh', '-c', {marker!r}])\nos._exit(1)\n"
    )
    found = json.loads(run("match", f"python:{leaver}", "random", "--games", "2", "--move-time", "2", "--json").stdout)
    lost = found["first_losses"][0]
    assert "ended without answering" in lost["reason"]
    time.sleep(0.3)
    alive = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()
    assert alive == ""


def test_sigterm_ends_the_bots_too(tmp_path: Path) -> None:
    marker = f"sleep 1009 # {tmp_path.name}"
    hang = tmp_path / "hang.sh"
    hang.write_text(f"#!/bin/sh\nread line\nsh -c '{marker}'\n")  # a command line that names the marker
    hang.chmod(0o755)
    luoshu = subprocess.Popen(
        [sys.executable, "-m", "luoshu", "match", f"cmd:{hang}", "random", "--move-time", "60"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 20
    while not subprocess.run(["pgrep", "-f", marker], capture_output=True).stdout and time.monotonic() < deadline:
        time.sleep(0.1)
    assert subprocess.run(["pgrep", "-f", marker], capture_output=True).stdout, "the bot's child never started"
    luoshu.terminate()
    luoshu.wait(timeout=20)
    time.sleep(0.3)
    assert subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip() == ""


def test_menace_learns_nothing_from_an_opponent_that_fails_and_keeps_its_game(tmp_path: Path) -> None:
    crash = tmp_path / "crash.py"
    crash.write_text("import sys; sys.exit(1)\n")
    found = json.loads(run("menace", "--games", "5", "--against", f"cmd:{sys.executable} {crash}", "--json").stdout)
    assert sum(block["win_count"] for block in found["curve"]) == 0
    assert found["failures"]
    boxes = tmp_path / "boxes.json"
    assert run("menace", "--games", "5", "--boxes", str(boxes)).exit_code == 0
    other = run("menace", "--games", "5", "--boxes", str(boxes), "--misere")
    assert other.exit_code == 2
    assert "not for" in other.output
