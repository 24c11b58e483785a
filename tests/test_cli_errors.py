"""Every command ends cleanly on the command line, in this process, whatever happens around it: Ctrl-C anywhere,
giant or odd arguments, mistakes on the command line; one line and an exit code, never a traceback. (What only a
real process shows, full disks, closed outputs and pipes, Ctrl-C while loading, is test_processes'.)"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from running import as_json, run

from luoshu.cli import cli
from luoshu.session import Session

LUOSHU = [sys.executable, "-m", "luoshu"]
COMMANDS = [
    ["--help"],
    ["--version"],
    ["solve", "5", "1"],
    ["solve", "--json"],
    ["explore", "square"],
    ["explore", "triples", "--json"],
    ["explore", "stats"],
    ["explore", "translate", "5", "2"],
    ["explore", "replay", "5", "1", "4"],
    ["explore", "order", "4"],
    ["play", "fifteen"],
]


@pytest.mark.parametrize("args", COMMANDS[2:], ids=" ".join)  # (click prints help and version by itself)
def test_ctrl_c_anywhere_exits_130(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    echo = click.echo
    pressed: list[bool] = []

    def interrupt(*args: object, **kwargs: object) -> None:
        if not pressed:  # Ctrl-C once, at the first thing the command prints
            pressed.append(True)
            raise KeyboardInterrupt
        echo(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(click, "echo", interrupt)
    result = CliRunner().invoke(cli, args, input="5\n")
    assert result.exit_code == 130
    assert "Traceback" not in result.output
    assert pressed


@pytest.mark.parametrize(
    "args",
    [
        ["solve", "9" * 5000],
        ["explore", "translate", "1", "9" * 5000],
        ["explore", "replay", "9" * 5000],
        ["explore", "order", "9" * 5000],
        ["play", "fifteen", "--seed", "9" * 5000],
        ["play", "fifteen", "--numbers", "9" * 5000],
        ["solve", "--target", "-" + "9" * 5000],
        ["solve", "\udcff"],  # an argument that was not valid UTF-8
        ["solve", "5", "--from", "x" * 5000],
        ["explore", "x" * 5000],
    ],
    ids=lambda args: " ".join(a[:12] for a in args),
)
def test_giant_and_odd_arguments_get_one_short_line(args: list[str]) -> None:
    result = run(*args, typed="")
    assert result.exit_code == 2
    error = result.output.strip().splitlines()[-1]
    assert error.startswith("Error:")
    assert len(error) < 200


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["solve", "b2", "b2"], "pick 2, 'b2': B2 is taken"),
        (["solve", "-", "-"], "- reads positions from standard input, one per line: give it alone"),
        (["solve", "--count", "9"], "--count 9: a player holds at most 5 of the numbers 1-9"),
        (["play", "fifteen", "--opponent", "human", "--level", "random"], "--level is how the computer plays"),
        (["puzzle", "--id", "\uff11-2"], "is not a puzzle id"),
        (["pley"], "No such command 'pley'. Did you mean 'play'?"),
        (["explore", "stat"], "No such command 'stat'. Did you mean 'stats'?"),
    ],
)
def test_mistakes_on_the_command_line_get_a_reason(args: list[str], said: str) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert said in result.output


def test_a_giant_number_in_a_save_is_named_as_such(tmp_path: Path) -> None:
    save = tmp_path / "big.json"
    save.write_text(Session(picks=[5]).to_json().replace("[\n    5\n  ]", "[" + "9" * 5000 + "]"))
    result = run("play", "--load", str(save))
    assert result.exit_code == 2
    assert "picks must be a list of whole numbers 1-9" in result.output


def test_order_2_says_why_it_has_no_square() -> None:
    assert "No magic square of order 2 exists" in run("explore", "order", "2").output


# From test_edges.py ---------------------------------------------------------------------------------------


LONG = 10_000
"""Longer than any recursion limit (1,000) and than the digits Python turns into an int (4,300): as long as any."""


def test_no_record_of_any_length_reaches_a_recursion_limit() -> None:
    # The case that was found: line 2 is a thousand picks; it gets its error line and line 3 is answered.
    typed = "5\n" + " ".join(["1"] * 1000) + "\n5 1\n"
    for extra in ([], ["--json"]):
        result = run("solve", *extra, "-", typed=typed)
        assert result.exit_code == 1
        assert "line 2: pick 2, '1': 1 is taken" in result.stderr
        if extra:
            answers = [json.loads(line) for line in result.stdout.splitlines()]
            assert [a.get("input_line") for a in answers] == [None, 2, None]
            assert answers[2]["x"] == [5]
        else:
            assert "line 3:" in result.stdout
    # A hundred thousand picks, on a line, as arguments, to every command that reads a record.
    legal = " ".join(map(str, [5, 1, 4, 6, 2, 8, 3, 7, 9] * (LONG // 9)))
    result = run("solve", "--json", "-", typed=legal + "\n5\n")
    assert result.exit_code == 1
    assert [json.loads(line).get("input_line") for line in result.stdout.splitlines()] == [1, None]
    tokens = legal.split()
    for command in (["solve"], ["explain"], ["explore", "replay"], ["explore", "translate"]):
        refused = run(*command, *tokens)
        assert refused.exit_code == 2, command
        assert "pick 7, '3': the game is over: O has won" in refused.output
        assert len(refused.output.splitlines()[-1]) < 120
    assert run("explain", "5", "--pick", "7" * LONG).exit_code == 2
    assert run("puzzle", "--id", "1." * LONG).exit_code == 2


def test_a_typed_line_of_any_length_gets_its_reason() -> None:
    typed = "1 " * LONG + "\n" + "x" * LONG + "\n" + "quit\n"
    result = run("play", "fifteen", typed=typed)
    assert result.exit_code == 0
    assert "One move at a time" in result.output
    assert "'xxxxxxxxxxxxxxxx...' is not a number 1-9" in result.output


def test_files_of_any_depth_or_size_get_one_line(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text('{"format": "luoshu", "version": 1, "picks": ' + "[" * 5000 + "]" * 5000 + "}")
    loaded = run("play", "--load", str(deep))
    assert loaded.exit_code == 2
    assert "nests lists or objects far deeper than any save" in loaded.output
    sets = tmp_path / "sets.json"
    sets.write_text("[" * 5000 + "]" * 5000)
    assert "nests lists or objects far deeper than any games file" in run("play", "--sets", str(sets)).output
    many = tmp_path / "many.json"
    items = [f"i{n}" for n in range(9)]
    many.write_text(json.dumps({"items": items, "wins": [items[:3]] * LONG}))
    result = run("explore", "isomorph", "--sets", str(many))
    assert result.exit_code in (0, 2)
    assert len(result.output.splitlines()[-1]) < 200
    words = ",".join(["ab"] * LONG)
    assert run("play", "words", "--words", words).exit_code == 2


@pytest.mark.parametrize(
    "args",
    [["play", "--misere"], ["play", "--seed", "3", "--level", "casual"], ["play"]],
    ids=["--misere", "--seed --level", "nothing"],
)
def test_play_without_a_game_plays_pick_fifteen_with_the_options(args: list[str]) -> None:
    result = run(*args, typed="")
    assert result.exit_code == 0
    intro = result.output.splitlines()[0]
    assert intro.startswith("Misère Pick Fifteen" if "--misere" in args else "Pick Fifteen:")
    if "casual" in args:
        assert "the computer (casual)" in intro
    assert "End of input: the game is left unfinished." in result.output


def test_options_before_the_game_are_said_as_they_would_be_typed_after_it() -> None:
    result = run("play", "--load", "g.json", "fifteen")
    assert result.exit_code == 2
    assert "put the options after the game: luoshu play fifteen --load g.json" in result.output
    result = run("play", "--misere", "--level", "casual", "grid")
    assert "luoshu play grid --misere --level casual" in result.output
    assert "--sets FILE is the game" in run("play", "--sets", "g.json", "grid").output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["explore", "order", "5", "--budget", "1000"], "--budget is for solving the game: it goes with --solve"),
        (["explore", "order", "4", "--misere"], "--misere is for solving the game"),
        (["solve", "5", "--svg", "-", "--json"], "--svg - prints the picture alone"),
        (["explain", "5", "--svg", "-", "--json"], "--svg - prints the picture alone"),
        (["explore", "replay", "5", "--svg", "-", "--json"], "--svg - prints the picture alone"),
        (["play", "fifteen", "--opponent", "human", "--seed", "3"], "--seed replays the computer's choices"),
        (["gui", "--opponent", "human", "--seed", "3"], "--seed replays the computer's choices"),
        (["puzzle", "--list", "--seed", "3"], "--list lists every puzzle, so --seed would do nothing"),
        (["puzzle", "--list", "--dress", "jam"], "--list lists every puzzle, so --dress would do nothing"),
        (["puzzle", "--id", "2-", "--level", "easy"], "--id names the puzzle, so --level would do nothing"),
        (["puzzle", "--json", "--dress", "grid"], "--json always speaks numbers, so --dress would do nothing"),
        (["puzzle", "--picks", "3"], "--picks is for games of more than 12 numbers"),
    ],
)
def test_an_option_that_would_do_nothing_is_refused(args: list[str], said: str) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert said in result.output


def test_words_a_newcomer_read() -> None:
    # A Jam draw keeps its numbers to itself until the disguise comes off.
    draw = ["High Street", "Church Lane", "Mill Lane", "River Road", "Old Road"]  # 5 9 2 8 4
    draw += ["Quarry Way", "Station Road", "Bridge Street", "Forest Drive"]  # 6 7 3 1
    out = run("play", "jam", "--opponent", "human", typed="\n".join(draw) + "\n").output
    result = out.split("Draw:")[1].splitlines()[0]
    assert result == " all nine roads are claimed and nobody holds every road through one town."
    # them, not it, for two options; one turn-taking sentence; maps for one permutation.
    load = run("play", "fifteen", "--load", "g.json", "--first", "computer", "--level", "casual")
    assert "--first, --level cannot be used with --load: the save file says them." in load.output
    intro = run("play", "fifteen", "--opponent", "human", typed="").output.splitlines()[:2]
    assert " ".join(intro).count("ake turns") == 1
    assert "finds 1 permutation of 1-9 that maps" in run("explore", "symmetries", "--target", "14").output
    assert run("play", "words", "--misere", typed="").output.startswith("The misère word game:")
    assert run("play", "jam", "--misere", typed="").output.startswith("Misère Jam:")
    # One phrase for a search out of its budget; one order for moves named by cells.
    assert "not solved within the budget" in run("explore", "targets", "--budget", "1000").output
    grid = run("solve", "A1", "A3").output
    best = grid.split("Best: ")[1].splitlines()[0].split(", ")
    assert best == sorted(best)  # named by cells, listed by cells
    # Each range is said in the help.
    assert "--order 1-5" in " ".join(run("solve", "--help").output.split())
    assert "2 to 20" in run("explore", "order", "--help").output


def test_a_saves_name_is_shown_and_suggested_without_raw_control_characters(tmp_path: Path) -> None:
    name = str(tmp_path / "a\x1bb.json")
    result = run("play", "fifteen", typed=f"5\nsave {name}\nquit\n")
    (saved,) = [line for line in result.output.splitlines() if line.startswith("Saved to")]
    assert "\x1b" not in saved  # (the test runner echoes what was typed as it was typed: that line is not ours)
    assert saved.endswith(
        "a\\x1bb.json. Resume with: luoshu play fifteen --load $'" + name.replace("\x1b", "\\x1b") + "'"
    )
    assert Path(name).exists()
    assert as_json("solve", "5")["x"] == [5]


# What a person's words and files are told -----------------------------------------------


def _luoshu(*args: str, typed: str = "") -> subprocess.CompletedProcess[str]:
    """luoshu in a process of its own, reading a pipe as a person's pipe is read."""
    return subprocess.run(
        [sys.executable, "-m", "luoshu", *args], input=typed, capture_output=True, text=True, timeout=120
    )


def _sets_file(tmp_path: Path, data: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


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
    # As X in the 11-number game, random is graded over some 1,600 games: a count that takes a separator, found in
    # a fifth of the search that grading it as O takes.
    graded = run("grade", "random", "--as", "X", "--numbers", "11", "--target", "18", "--seed", "1").output
    first = graded.splitlines()[0]
    counts = as_json("grade", "random", "--as", "X", "--numbers", "11", "--target", "18", "--seed", "1")
    assert counts["game_count"] >= 1000
    assert f"{counts['game_count']:,} games" in first
    played = run("match", "random", "random", "--games", "3000", "--seed", "1").output
    for text in (first, played):
        assert not re.search(r"(?<![\d,.])\d{4,}", text), text


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
