"""Issue 26, the command line: players' standard error, --move-time and --seed, the words, the charts, and CI."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from running import as_json, run

from luoshu.svg.chart import learning_curve_svg, study_svg
from luoshu.svg.drawing import SVG_NAMESPACE
from luoshu.teach.study import Record, report

ROOT = Path(__file__).parent.parent
SVG = f"{{{SVG_NAMESPACE}}}"


def _bot(tmp_path: Path, body: str, name: str = "bot.py") -> str:
    path = tmp_path / name
    path.write_text(body)
    return str(path)


def _luoshu(*args: str, typed: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """luoshu in a process of its own: a bot's standard error arrives on a thread, as it does for a user."""
    return subprocess.run(
        [sys.executable, "-m", "luoshu", *args],
        input=typed,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def _sets_file(tmp_path: Path, data: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


# Players -----------------------------------------------------------------------------------------------------


def test_a_bots_standard_error_is_shown_as_it_comes_after_its_name(tmp_path: Path) -> None:
    bot = _bot(
        tmp_path,
        "import sys\n"
        "def choose(position):\n"
        "    print('looking at', len(position.free), 'free \\x1b[31m')\n"
        "    return min(position.free)\n",
    )
    done = _luoshu("match", f"python:{bot}", "random", "--games", "2")
    assert done.returncode == 0, done.stderr
    shown = [line for line in done.stderr.splitlines() if line.startswith(f"python:{bot}: ")]
    # One line for each pick it made, each after its name; the control sequence made visible, never obeyed.
    picks = sum(1 for line in shown if "looking at" in line)
    assert picks >= 2
    assert all("\x1b" not in line and "\\x1b[31m" in line for line in shown)
    assert "looking at" not in done.stdout


def test_a_bots_debugging_is_shown_before_it_fails(tmp_path: Path) -> None:
    bot = _bot(
        tmp_path,
        "import sys, time\ndef choose(position):\n    print('about to think hard', flush=True)\n    time.sleep(60)\n",
    )
    # Time enough for the bot's Python to start on a loaded machine, and to say what it is about to do.
    done = _luoshu("grade", f"python:{bot}", "--as", "X", "--move-time", "4")
    assert done.returncode == 0, done.stderr
    assert f"python:{bot}: about to think hard" in done.stderr.splitlines()
    assert "did not answer within 4 seconds" in done.stdout


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
    failures = json.loads(_luoshu("grade", f"python:{raising}", "--as", "X", "--json").stdout)["failures"]
    assert any(reason.startswith("it raised an error") for reason in failures)


def test_a_python_player_that_is_no_regular_file_is_said_to_be_so(tmp_path: Path) -> None:
    result = run("grade", "python:/dev/zero")
    assert result.exit_code == 2
    assert "not a regular file" in result.output
    assert "no such file" not in result.output
    assert "no such file" in run("grade", f"python:{tmp_path / 'absent.py'}").output


# Words -------------------------------------------------------------------------------------------------------


def test_the_learning_curves_legend_draws_each_line_as_drawn() -> None:
    chart = ET.fromstring(learning_curve_svg([(10, 2, 3, 5), (20, 6, 3, 1)], "MENACE"))
    lines = {p.get("data-result"): p for p in chart.iter(f"{SVG}polyline")}
    samples = {s.get("data-legend"): s for s in chart.iter(f"{SVG}line") if s.get("data-legend")}
    assert set(samples) == set(lines) == {"win", "draw", "loss"}
    for result, line in lines.items():
        assert samples[result].get("stroke-dasharray") == line.get("stroke-dasharray")
        assert samples[result].get("stroke") == line.get("stroke")
    assert {line.get("stroke-dasharray") for line in lines.values()} != {""}  # some are dashed: the legend shows it
    assert not any("\u2014" in (t.text or "") for t in chart.iter(f"{SVG}text"))


def test_the_study_charts_dots_have_a_legend() -> None:
    # Places where most answers were wrong, and places where few were: both colours of dot drawn.
    records = [Record("p", i, d, "1-", "easy", "5", 5, i % 3 == 0, 1.0 + i) for i, d in enumerate("aabbccaabbcc", 1)]
    chart = ET.fromstring(study_svg(report(records)))
    dots = {c.get("fill") for c in chart.iter(f"{SVG}circle") if c.get("data-place")}
    told = {c.get("fill"): c.get("data-legend") for c in chart.iter(f"{SVG}circle") if c.get("data-legend")}
    assert len(dots) == 2
    assert dots <= set(told)
    words = [t.text for t in chart.iter(f"{SVG}text")]
    assert all(meaning in words for meaning in told.values())


def test_a_sets_file_with_a_key_twice_or_unknown_is_refused_by_name(tmp_path: Path) -> None:
    twice = _sets_file(tmp_path, '{"items": ["a", "b", "c"], "items": ["a", "b", "c", "d"], "wins": [["a", "b"]]}')
    said = run("play", "--sets", twice).output
    assert '"items"' in said
    assert "twice" in said
    unknown = _sets_file(tmp_path, {"items": ["a", "b", "c"], "wins": [["a", "b"]], "colour": "red"}, "u.json")
    said = run("play", "--sets", unknown).output
    assert '"colour"' in said


def _docs(page: str) -> str:
    return (ROOT / "docs" / page).read_text()


def test_the_docs_say_the_perfect_players_grade_counts_vary() -> None:
    games = {as_json("grade", "perfect", "--as", "X", "--seed", str(seed))["game_count"] for seed in range(1, 6)}
    assert len(games) > 1  # the counts do vary from run to run
    paragraph = next(p for p in _docs("players.md").split("\n\n") if p.startswith("Grading a player exhaustively"))
    quoted = re.findall(r"as X (?:meets|met) ([\d,]+) games", paragraph)
    assert quoted
    assert "vary" in paragraph
