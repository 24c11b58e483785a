"""Players: bots of our own graded and matched, against an independent walk of the game tree by the oracle; outside
programs that misbehave in every way; skill:1 and skill:0; what a bot's
processes leave behind, its standard error and its debugging, and python: players that are no regular file.

MENACE is test_menace's, grades test_grade's; a signal to the command that runs a bot, test_play_signals' (``match``
ended by SIGTERM, ``play`` by SIGHUP). The commands run in this process: a bot is a process of its own whatever
runs it, and its standard error arrives on a thread of luoshu's as for a user.
"""

from __future__ import annotations

import atexit
import json
import random
import signal
import subprocess
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from running import as_json, run
from student_bots import PERFECT

from luoshu.cli import cli
from luoshu.cli.outside import command_bot, python_bot
from luoshu.rules import Position
from luoshu.session.bots import SkillBot, builtin_bot
from luoshu.session.matches import grade, match


def bot_file(folder: Path, name: str, text: str) -> str:
    path = folder / f"{name}.py"
    path.write_text(text)
    return str(path)


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


def test_an_outside_program_that_misbehaves_loses_with_the_reason(tmp_path: Path) -> None:
    for kind, (code, reason) in MISBEHAVING.items():
        script = tmp_path / f"{kind}.py"
        script.write_text(code + "\n")
        command = f"cmd:{sys.executable} {script}"
        # Only the program that hangs waits its time out: the others lose at once, so they get time to spare for a
        # loaded machine's start of Python.
        move_time = "0.5" if kind == "hangs" else "10"
        result = run("match", "perfect", command, "--games", "1", "--move-time", move_time, "--json")
        assert result.exit_code == 0, (kind, result.output)
        found = json.loads(result.stdout)
        scores = {p["name"]: p for p in found["players"]}
        assert scores[command]["loss_count"] == 1, kind
        lost = next(f for f in found["first_losses"] if f["name"] == command)
        assert reason in lost["reason"], kind
        # Its process, and every process it started, is ended.
        alive = subprocess.run(["pgrep", "-f", str(script)], capture_output=True, text=True).stdout.strip()
        assert alive == "", kind


def test_a_python_bot_that_fails_to_import_shows_its_own_traceback(tmp_path: Path) -> None:
    path = bot_file(tmp_path, "broken", "import nosuchmodule_at_all\n")
    done = with_tracebacks("match", f"python:{path}", "random", "--games", "1", "--json")
    assert done.exit_code == 0, done.output
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


def test_every_pair_of_builtin_players_plays_a_match() -> None:
    for first, second in combinations(["perfect", "casual", "random", "skill:0.5", "menace"], 2):
        found = json.loads(run("match", first, second, "--games", "2", "--seed", "1", "--json").stdout)
        scores = found["players"]
        assert [s["name"] for s in scores] == [first, second]
        for score in scores:
            assert score["win_count"] + score["draw_count"] + score["loss_count"] == 2
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
    assert _gone(marker)


SIGNALS = [number for number in signal.Signals if number not in (signal.SIGKILL, signal.SIGSTOP)]


def _handlers() -> dict[signal.Signals, Any]:
    return {number: signal.getsignal(number) for number in SIGNALS}


def _alive(marker: str) -> str:
    return subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.strip()


def _gone(marker: str) -> bool:
    """Whether no process names ``marker`` any more, or soon: one killed a moment ago may not be gone yet."""
    deadline = time.monotonic() + 10
    while _alive(marker):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_making_a_bot_installs_no_exit_hook_and_no_signal_handler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hooks: list[object] = []
    monkeypatch.setattr(atexit, "register", lambda function, *args, **kwargs: hooks.append(function))
    bot_file = tmp_path / "bot.py"
    bot_file.write_text("def choose(position):\n    return min(position.free)\n")
    before = _handlers()
    bots = [command_bot(f"{sys.executable} -c pass", 1.0), python_bot(str(bot_file), 1.0)]
    assert hooks == []
    assert _handlers() == before
    with bots[1] as bot:  # asked for a pick, it starts its process: still nothing process-wide
        assert bot.choose(Position()) == 1
    assert hooks == []
    assert _handlers() == before


def test_the_with_block_ends_the_bot_and_every_process_it_started(tmp_path: Path) -> None:
    marker = f"sleep 1011 # {tmp_path}"
    bot_file = tmp_path / "bot.py"
    bot_file.write_text(
        f"import subprocess\nsubprocess.Popen(['sh', '-c', {marker!r}])\n"
        "def choose(position):\n    return min(position.free)\n"
    )
    with python_bot(str(bot_file), 5.0) as bot:
        assert bot.choose(Position()) == 1
        assert _alive(marker)
    assert _gone(marker)


def test_a_command_leaves_no_signal_handler_behind(tmp_path: Path) -> None:
    bot_file = tmp_path / "bot.py"
    bot_file.write_text("def choose(position):\n    return min(position.free)\n")
    before = _handlers()
    result = run("match", f"python:{bot_file}", "random", "--games", "2", "--json")
    assert result.exit_code == 0, result.output
    assert _handlers() == before


def _bot(tmp_path: Path, body: str, name: str = "bot.py") -> str:
    path = tmp_path / name
    path.write_text(body)
    return str(path)


def with_tracebacks(*args: str) -> Result:
    """``luoshu ARGS`` in this process, where a bot's traceback may be said (``run`` takes any for luoshu's own).
    A bot's standard error arrives on a thread of luoshu's, as for a user, and is caught with luoshu's own."""
    return CliRunner().invoke(cli, list(args))


def test_a_bots_standard_error_is_shown_as_it_comes_after_its_name(tmp_path: Path) -> None:
    bot = _bot(
        tmp_path,
        "import sys\n"
        "def choose(position):\n"
        "    print('looking at', len(position.free), 'free \\x1b[31m')\n"
        "    return min(position.free)\n",
    )
    done = with_tracebacks("match", f"python:{bot}", "random", "--games", "2")
    assert done.exit_code == 0, done.output
    shown = [line for line in done.stderr.splitlines() if line.startswith(f"python:{bot}: ")]
    # One line for each pick it made, each after its name; the control sequence made visible, never obeyed.
    picks = sum(1 for line in shown if "looking at" in line)
    assert picks >= 2
    assert all("\x1b" not in line and "\\x1b[31m" in line for line in shown)
    assert "looking at" not in done.stdout


def test_a_bots_debugging_is_shown_before_it_fails(tmp_path: Path) -> None:
    # Its first pick at once, so that the time for its second runs in a bot whose Python has started (however
    # loaded the machine): then it says what it is about to do, and never answers.
    bot = _bot(
        tmp_path,
        "import time\nasked = 0\ndef choose(position):\n    global asked\n    asked += 1\n    if asked == 1:\n"
        "        return min(position.free)\n    print('about to think hard', flush=True)\n    time.sleep(60)\n",
    )
    done = with_tracebacks("match", f"python:{bot}", "random", "--games", "1", "--move-time", "1")
    assert done.exit_code == 0, done.output
    assert f"python:{bot}: about to think hard" in done.stderr.splitlines()
    assert "did not answer within 1 second;" in " ".join(done.stdout.split())  # wrapped within 80 columns


def test_play_takes_a_move_time(tmp_path: Path) -> None:
    bot = _bot(tmp_path, "import time\ndef choose(position):\n    time.sleep(2)\n    return min(position.free)\n")
    for game in ([], ["fifteen"]):
        result = run("play", *game, "--opponent", f"python:{bot}", "--move-time", "0.2", typed="5\nquit\n")
        assert result.exit_code == 0, result.output
        assert "did not answer within 0.2 seconds" in result.output


def test_a_seed_no_player_uses_is_refused_in_one_line(tmp_path: Path) -> None:
    bot = _bot(tmp_path, "def choose(position):\n    return min(position.free)\n")
    for args in (["grade", f"python:{bot}", "--as", "X"], ["match", f"python:{bot}", f"cmd:{sys.executable} -c 1"]):
        refused = run(*args, "--seed", "1")
        assert refused.exit_code == 2
        reason = refused.output.strip().splitlines()[-1]
        assert "--seed" in reason
        assert "own choices" in reason
    # Where a player of luoshu's makes random choices, the seed is theirs.
    assert run("match", f"python:{bot}", "random", "--games", "2", "--seed", "1").exit_code == 0
    assert run("grade", "random", "--as", "X", "--seed", "1").exit_code == 0


def test_choose_returning_no_number_is_not_called_an_error_it_raised(tmp_path: Path) -> None:
    bot = _bot(tmp_path, "def choose(position):\n    return 1.0\n")
    graded = as_json("grade", f"python:{bot}", "--as", "X")
    assert graded["failures"]
    assert all("raised" not in reason for reason in graded["failures"])
    assert any("returned 1.0, not a whole number" in reason for reason in graded["failures"])
    raising = _bot(tmp_path, "def choose(position):\n    raise KeyError('x')\n", "raising.py")
    failures = json.loads(with_tracebacks("grade", f"python:{raising}", "--as", "X", "--json").stdout)["failures"]
    assert any(reason.startswith("it raised an error") for reason in failures)


def test_a_python_player_that_is_no_regular_file_is_said_to_be_so(tmp_path: Path) -> None:
    result = run("grade", "python:/dev/zero")
    assert result.exit_code == 2
    assert "not a regular file" in result.output
    assert "no such file" not in result.output
    assert "no such file" in run("grade", f"python:{tmp_path / 'absent.py'}").output


def test_a_choose_returning_a_float_is_called_not_a_whole_number(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text("def choose(position):\n    return 1.0\n")
    done = run("match", f"python:{bot}", "random", "--games", "1", "--seed", "1")
    assert "returned 1.0, not a whole number" in " ".join(done.output.split())  # wrapped within 80 columns
