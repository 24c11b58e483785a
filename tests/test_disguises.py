"""The disguises played through the mapping layer, and the puzzles mined from the game."""

import json
import re
from collections.abc import Callable
from pathlib import Path

import oracle
import pytest
from running import run

from luoshu.session import SaveFileError, Session
from luoshu.views.dresses.disguises import JAM_ROADS

GAME = oracle.Game(9, 3, 15)
MISERE = oracle.Game(9, 3, 15, misere=True)


# Playing the disguises -------------------------------------------------------------------------------------


def jam_towns() -> dict[str, frozenset[str]]:
    towns: dict[str, set[str]] = {}
    for road, through in JAM_ROADS.items():
        for town in through:
            towns.setdefault(town, set()).add(road)
    return {town: frozenset(roads) for town, roads in towns.items()}


def test_a_whole_game_of_jam_between_two_people() -> None:
    # X claims every road through Ashford (Church Lane, Mill Lane, Old Road); O claims others.
    typed = "church lane\nhigh street\nmill\nquarry way\nold road\n"
    out = run("play", "jam", "--opponent", "human", typed=typed).output
    assert "Jam: two players, X and O; X moves first." in out
    assert "Take turns claiming roads; the first to hold every road through one town wins." in out
    assert "X wins with every road through Ashford (Church Lane, Mill Lane, Old Road)" in out
    assert_reveal(out)


def assert_reveal(out: str) -> None:
    """The reveal: the items on the Luo Shu with their numbers, and the game as numbers."""
    assert "The disguise: each road stands for a number 1-9" in out
    grid = [line for line in out.splitlines() if line.count("|") == 2 and "(" in line]
    numbers = [int(n) for line in grid for n in re.findall(r"\((\d)\)", line)]
    assert numbers == [4, 9, 2, 3, 5, 7, 8, 1, 6]  # the Luo Shu, row by row
    roads = {name: int(n) for line in grid for name, n in re.findall(r"([A-Z][a-z]+ [A-Z][a-z]+) \((\d)\)", line)}
    # Independently: the roads through every town are three numbers that sum to 15.
    assert all(sum(roads[road] for road in through) == 15 for through in jam_towns().values())
    assert "Your game, as numbers:" in out


def free_items(out: str) -> list[str]:
    """The roads the last turn line lists as free; a long list goes on over two lines, 80 columns each."""
    listed = out.rsplit("Free: ", 1)[1].split("\nYour move", 1)[0]
    return [item.strip() for item in listed.replace("\n", " ").split(",")]


def every_game_against(args: list[str], free: Callable[[str], list[str]]) -> int:
    """Plays every line of the human's choices against the computer (its own choices fixed by the seed) and
    checks it never loses; returns how many games were played to the end."""
    finished = 0
    stack: list[list[str]] = [[]]
    while stack:
        claims = stack.pop()
        out = run(*args, typed="".join(f"{c}\n" for c in claims)).output
        if "End of input" not in out:
            finished += 1
            assert "You win!" not in out, claims
            continue
        stack.extend([*claims, item] for item in free(out))
    return finished


# Each disguise is walked with the computer moving first: every line the human can type, through the items' names
# both ways. That the perfect computer never loses with the human first (a tree ten times the size) is walked at
# the levels below, which the disguises only rename: test_session's test_perfect_never_loses_to_any_line_of_clicks
# (the session, either side first) and test_solver's test_perfect_play_never_does_worse_than_the_value (every
# best pick, either side).


def test_the_perfect_computer_never_loses_jam() -> None:
    assert every_game_against(["play", "jam", "--first", "computer", "--seed", "5"], free_items) > 50


def test_the_perfect_computer_never_loses_the_word_game() -> None:
    assert every_game_against(["play", "words", "--first", "computer", "--seed", "2"], free_words) > 50


def free_words(out: str) -> list[str]:
    free: list[str] = re.findall(r"Free: (.*)", out)[-1].split()
    return free


def test_the_word_game_shows_letters_and_reads_words() -> None:
    out = run("play", "words", "--opponent", "human", typed="hot\nHEAR\nship\ntied\nwoes\nbrim\n").output
    # X holds hot, ship and woes; O hear, tied and brim: X builds on o (hot, woes) and s (ship, woes).
    building = [line for line in out.splitlines() if line.startswith("X is building on letters:")][-1]
    assert "o 2/3" in building
    assert "s 2/3" in building
    assert "h " not in building  # hear is O's: the h set is closed to X
    custom = run("play", "words", "--words", "a,b", typed="")
    assert custom.exit_code == 2
    assert "nine distinct words" in custom.output
    not_ttt = run("play", "words", "--words", "cat,dog,cow,pig,hen,ant,bee,elk,emu", typed="")
    assert not_ttt.exit_code == 2
    assert "is not tic-tac-toe" in not_ttt.output


def test_a_sets_game_that_is_tic_tac_toe_and_one_that_is_not(tmp_path: Path) -> None:
    cells = "abcdefghi"
    lines = ["abc", "def", "ghi", "adg", "beh", "cfi", "aei", "ceg"]
    good = tmp_path / "grid.json"
    good.write_text(json.dumps({"items": list(cells), "wins": [list(w) for w in lines]}))
    out = run("play", "--sets", str(good), "--opponent", "human", typed="a\nd\nb\ne\nc\n").output
    assert "X wins with the set a, b, c.\n" in out
    out = run("play", "--sets", str(good), "--opponent", "human", typed="zz\n").output
    assert "'zz' is not an item: type one of the free items." in out
    # A file's name is only a label: named like a built-in disguise, it still plays as plain sets.
    for name in ("jam", "words-grid.json"):
        (tmp_path / name).write_text(good.read_text())
        out = run("play", "--sets", str(tmp_path / name), "--opponent", "human", typed="a\nd\nb\ne\nc\n").output
        assert "X wins with the set a, b, c.\n" in out
        assert "error" not in out
    # Without the last diagonal the game is no longer tic-tac-toe: it is played on its own items, and the
    # disguise never comes off, as there are no Pick Fifteen numbers under it.
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"items": list(cells), "wins": [list(w) for w in lines[:7]]}))
    out = run("play", "--sets", str(other), "--opponent", "human", typed="c\na\ne\nb\ng\n").output
    assert "Free: a b c d e f g h i" in out  # as the file lists them
    assert "X wins" not in out
    assert "O wins" not in out
    out = run("play", "--sets", str(other), "--opponent", "human", typed="c\na\nf\nb\ni\n").output
    assert "X wins with the set c, f, i.\n" in out
    assert "Laid out on the Luo Shu" not in out
    refused = run("play", "--sets", str(tmp_path / "none.json"))
    assert refused.exit_code == 2
    assert "Usage:" not in refused.output  # the file was wrong, not the command line


def test_saves_of_disguises_load_in_any_dress(tmp_path: Path) -> None:
    save = tmp_path / "jam.json"
    run("play", "jam", "--opponent", "human", typed=f"high\nmill\nsave {save}\n")
    data = json.loads(save.read_text())
    assert data["mode"] == "jam"
    assert data["version"] == 2
    assert data["picks"] == [5, 2]
    assert data["disguise"]["items"][4] == "High Street"
    # In its own dress, as numbers, and on the grid.
    assert "picks so far: High Street, Mill Lane." in run("play", "--load", str(save), typed="").output
    assert "picks so far: 5 2." in run("play", "fifteen", "--load", str(save), typed="").output
    assert "picks so far: B2 A3." in run("play", "grid", "--load", str(save), typed="").output
    # Reversed, the items still are the game (n -> 10 - n keeps the sums of 15: the grid turned half round).
    items = data["disguise"]["items"]
    reversed_items = {**data, "disguise": {**data["disguise"], "items": items[::-1]}}
    assert Session.from_json(json.dumps(reversed_items)).dress.item(5) == "High Street"
    # Two items swapped, they are not: refused.
    swapped = {**data, "disguise": {**data["disguise"], "items": [items[1], items[0], *items[2:]]}}
    with pytest.raises(SaveFileError, match="the disguise is not this game"):
        Session.from_json(json.dumps(swapped))
    words = tmp_path / "words.json"
    text = Session(dress="words", picks=[5]).to_json()
    words.write_text(text)
    assert "picks so far: hear." in run("play", "--load", str(words), typed="").output


# Puzzles --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("items", "reason"),
    [
        (["a", "A", "c", "d", "e", "f", "g", "h", "i"], "'A' is given twice"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "   "], "blank"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "i\nj"], "cannot be shown or typed"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "x\u202ey"], "cannot be shown or typed"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "x" * 500], "longer than 40"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "hint"], "'hint' is a command in the game"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "Quit"], "'Quit' is a command in the game"),
        (["a", "b", "c", "d", "e", "f", "g", "h", "EXIT"], "'EXIT' is a command in the game"),
    ],
)
def test_items_must_be_names_a_player_can_type(tmp_path: Path, items: list[str], reason: str) -> None:
    cells = "abcdefghi"
    lines = ["abc", "def", "ghi", "adg", "beh", "cfi", "aei", "ceg"]
    named = dict(zip(cells, items, strict=True))  # cell a is the first item, and so on
    game = tmp_path / "game.json"
    game.write_text(json.dumps({"items": items, "wins": [[named[c] for c in line] for line in lines]}))
    refused = run("play", "--sets", str(game))
    assert refused.exit_code == 2
    assert reason in refused.output


def test_an_item_named_like_a_one_letter_command_is_claimed(tmp_path: Path) -> None:
    lines = ["abc", "def", "ghi", "adg", "beh", "cfi", "aei", "ceg"]
    game = tmp_path / "letters.json"
    game.write_text(json.dumps({"items": list("abcdefghi"), "wins": [list(line) for line in lines]}))
    out = run("play", "--sets", str(game), "--opponent", "human", typed="h\nhelp\nq\n").output
    assert "O's turn. Free: a b c d e f g i" in out  # h is taken: typed alone, it named the item
    assert "hint        every free move" in out  # help is still help
    assert out.endswith("Game over: you quit.\n")  # no item is named q: q quits
