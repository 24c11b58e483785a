"""Issue 26, the command line: players' standard error, --move-time and --seed, the words, the charts, and CI."""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
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


# Words -------------------------------------------------------------------------------------------------------

C_ITEMS = ["c1", "c2", "c3", "c4", "d"]
C_GAME = {"items": C_ITEMS, "wins": [["c1", "c2"], ["c3", "c4"], ["d", "c1"]]}


def test_an_unclear_beginning_lists_every_free_item_it_could_be(tmp_path: Path) -> None:
    game = _sets_file(tmp_path, C_GAME)
    result = run("play", "--sets", game, "--opponent", "human", typed="c1\nc\nquit\n")
    said = next(line for line in result.output.splitlines() if "could be" in line)
    free = [item for item in C_ITEMS if item.startswith("c") and item != "c1"]
    listed = re.findall(r"c\d", said.split("could be")[1])
    assert listed == free  # every free one, in order, and no taken one


def test_a_beginning_only_one_free_item_has_picks_it(tmp_path: Path) -> None:
    game = _sets_file(tmp_path, C_GAME)
    result = run("play", "--sets", game, "--opponent", "human", typed="c1\nc2\nc3\nc\nquit\n")
    assert "could be" not in result.output
    assert "Took back c4" in run("play", "--sets", game, "--opponent", "human", typed="c1\nc2\nc3\nc\nu\nquit\n").output


def _symmetry_count(items: list[str], wins: list[list[str]]) -> int:
    """The oracle's count: the permutations of the items that keep the winning sets, by brute force."""
    sets = {frozenset(win) for win in wins}
    return sum(
        {frozenset(dict(zip(items, image, strict=True))[i] for i in win) for win in sets} == sets
        for image in itertools.permutations(items)
    )


def test_symmetries_of_a_game_with_no_or_one_generator_are_said_properly(tmp_path: Path) -> None:
    alone_items, alone_wins = list("abcde"), [["a", "b"], ["b", "c"], ["c", "d"], ["d", "e"], ["b", "d", "e"]]
    pair_items, pair_wins = list("abcd"), [["a", "b"], ["a", "c"], ["b", "d"]]
    assert _symmetry_count(alone_items, alone_wins) == 1
    assert _symmetry_count(pair_items, pair_wins) == 2
    alone = {"items": alone_items, "wins": alone_wins}
    for game in (alone, {"items": pair_items, "wins": pair_wins}):
        said = run("explore", "symmetries", "--sets", _sets_file(tmp_path, game)).output
        assert "composing 0" not in said
        assert "composing 1 " not in said
        assert "(every item stays)" in said
        assert "every number" not in said
    assert "no generator" in run("explore", "symmetries", "--sets", _sets_file(tmp_path, alone)).output


def test_misere_game_names_read_as_english(tmp_path: Path) -> None:
    tictactoe = {
        "items": list("abcdefghi"),
        "wins": [
            list("abc"),
            list("def"),
            list("ghi"),
            list("adg"),
            list("beh"),
            list("cfi"),
            list("aei"),
            list("ceg"),
        ],
        "misere": True,
    }
    said = " ".join(run("explore", "isomorph", "--sets", _sets_file(tmp_path, tictactoe)).output.split())
    assert "misère the" not in said
    assert "the misère word game" in said


def test_a_word_game_of_your_own_is_named_by_its_words() -> None:
    words = "ant,bee,cat,dog,eel,fox,gnu,hen,owl"
    said = " ".join(run("explore", "isomorph", "fifteen", "--words", words).output.split())
    assert "not words" not in said
    assert "It is not the word game of ant, bee, cat, dog, eel, fox, gnu, hen, owl:" in said


def test_every_count_in_a_sentence_has_separators() -> None:
    graded = run("grade", "random", "--as", "O", "--numbers", "11", "--target", "18", "--seed", "1").output
    first = graded.splitlines()[0]
    counts = as_json("grade", "random", "--as", "O", "--numbers", "11", "--target", "18", "--seed", "1")
    assert counts["game_count"] >= 1000
    assert f"{counts['game_count']:,} games" in first
    played = run("match", "random", "random", "--games", "3000", "--seed", "1").output
    for text in (first, played):
        assert not re.search(r"(?<![\d,.])\d{4,}", text), text


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


def test_solve_batch_calls_a_word_no_number() -> None:
    for rules in ([], ["--numbers", "13"]):
        said = run("solve", *rules, "-", typed="abc\n").output
        assert "'abc' is not a number" in said
        assert "cell" not in said
    assert "'d4' is not a cell A1-C3" in run("solve", "-", typed="d4\n").output  # a cell mistyped is still a cell


def test_a_piped_line_is_echoed_within_bounds() -> None:
    line = "x" * 2_000_000
    result = _luoshu("play", typed=line + "\n")
    assert result.returncode == 0
    assert len(result.stdout) < 5_000
    assert f"... ({len(line):,} characters)" in result.stdout


def _docs(page: str) -> str:
    return (ROOT / "docs" / page).read_text()


def test_menace_json_keys_are_in_the_docs() -> None:
    found = as_json("menace", "--games", "20", "--seed", "1")
    row = next(line for line in _docs("json.md").splitlines() if line.startswith("| `menace` |"))
    assert set(found) <= set(re.findall(r"`(\w+)`", row.split("|")[2]))
    assert "failures" in found
    keys = {line.split("`")[1] for line in _docs("json.md").splitlines() if line.startswith("| `")}
    assert "failures" in keys


def test_the_docs_say_the_perfect_players_grade_counts_vary() -> None:
    games = {as_json("grade", "perfect", "--as", "X", "--seed", str(seed))["game_count"] for seed in range(1, 6)}
    assert len(games) > 1  # the counts do vary from run to run
    paragraph = next(p for p in _docs("players.md").split("\n\n") if p.startswith("Grading a player exhaustively"))
    quoted = re.findall(r"as X (?:meets|met) ([\d,]+) games", paragraph)
    assert quoted
    assert "vary" in paragraph


# CI ----------------------------------------------------------------------------------------------------------


def test_ci_run_fails_when_the_tools_are_missing(tmp_path: Path) -> None:
    # A PATH with the shell's tools but none of the window's, the pictures' or the browser's, and no apt-get.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("bash", "dirname", "paste", "grep", "cat", "mktemp", "env"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    done = subprocess.run(
        ["bash", str(ROOT / ".ci" / "run")],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": str(bin_dir), "CI": "true", "HOME": str(tmp_path)},
    )
    assert done.returncode == 1
    assert "missing" in done.stderr
    assert "Xvfb" in done.stderr
    assert "fonts-noto-cjk" in (ROOT / ".ci" / "run").read_text()


def test_a_skip_fails_in_ci(tmp_path: Path) -> None:
    for name in ("conftest.py", "oracle.py"):
        shutil.copy(Path(__file__).parent / name, tmp_path / name)
    (tmp_path / "test_skipping.py").write_text(
        "import pytest\n\ndef test_needs_a_tool() -> None:\n    pytest.skip('no such tool here')\n"
    )
    (tmp_path / "test_module_skip.py").write_text("import pytest\n\npytest.importorskip('no_such_module_here')\n")
    args = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-q", str(tmp_path)]
    plain = {key: value for key, value in os.environ.items() if key != "CI"}
    outside = subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=tmp_path, env=plain)
    assert outside.returncode == 0, outside.stdout
    for test, reason in (("test_skipping.py", "no such tool here"), ("test_module_skip.py", "no_such_module_here")):
        inside = subprocess.run(
            [*args[:-1], str(tmp_path / test)],
            capture_output=True,
            text=True,
            timeout=120,
            cwd=tmp_path,
            env={**plain, "CI": "true"},
        )
        assert inside.returncode != 0, inside.stdout
        assert "skipped in CI" in inside.stdout
        assert reason in inside.stdout
