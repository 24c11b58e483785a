"""Puzzles: every answer the only one (by the oracle), ids stable and leading back, solved in each dress,
refused with a reason, puzzles of other games and of big games mined from every class of positions, and the
terminal's puzzle solved only at the first try with no hint naming the answer.

and mining a big game's puzzles said on standard error and bounded.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from functools import cache

import oracle
import pytest
from running import as_json, run

from luoshu.rules import Rules
from luoshu.search.solver import forget
from luoshu.teach.puzzles import Puzzle, by_id, mine

GAME = oracle.Game(9, 3, 15)


MISERE = oracle.Game(9, 3, 15, misere=True)


def _grid_motions() -> list[dict[int, int]]:
    """The eight motions of the grid, each as where it takes every number: found on the cells (never from the
    sums), once."""
    cell = {n: (r, c) for r, row in enumerate(oracle.LUO_SHU) for c, n in enumerate(row)}
    motions: list[Callable[[int, int], tuple[int, int]]] = [
        lambda r, c: (r, c),
        lambda r, c: (c, 2 - r),
        lambda r, c: (2 - r, 2 - c),
        lambda r, c: (2 - c, r),
        lambda r, c: (r, 2 - c),
        lambda r, c: (2 - r, c),
        lambda r, c: (c, r),
        lambda r, c: (2 - c, 2 - r),
    ]
    return [{n: oracle.LUO_SHU[motion(*cell[n])[0]][motion(*cell[n])[1]] for n in range(1, 10)} for motion in motions]


GRID_MOTIONS = _grid_motions()


def grid_images(x: frozenset[int], o: frozenset[int]) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The position under the eight motions of the grid."""
    return {(tuple(sorted(moved[n] for n in x)), tuple(sorted(moved[n] for n in o))) for moved in GRID_MOTIONS}


@cache
def mined(rules: Rules) -> list[Puzzle]:
    """``mine(rules)``, once for the module's tests of the same rules."""
    return mine(rules)


def independent_puzzles(game: oracle.Game) -> Counter[tuple[str, str]]:
    """Puzzles counted by kind and level from the oracle's verdicts and the grid's motions."""
    counts: Counter[tuple[str, str]] = Counter()
    for x, o in game.reachable():
        if game.finished(x, o) is not None or min(grid_images(x, o)) != (tuple(sorted(x)), tuple(sorted(o))):
            continue
        mine, theirs = (x, o) if len(x) == len(o) else (o, x)
        free = frozenset(game.free(x, o))
        own = {n for n in free if game.completed(mine | {n})}
        threats = {n for n in free if game.completed(theirs | {n})}
        if own and not game.misere:
            continue
        verdicts = game.pick_verdicts(x, o)
        wins = [n for n, v in verdicts.items() if v[0] == "win"]
        safe = [n for n, v in verdicts.items() if v[0] != "loss"]
        if len(wins) == 1:
            kind, answer = "win", wins[0]
        elif not wins and len(safe) == 1 and len(free) > 1:
            kind, answer = "defence", safe[0]
        else:
            continue
        if (not game.misere and len(threats) == 1 and answer in threats) or (game.misere and len(free - own) == 1):
            continue
        depth = verdicts[answer][1] if kind == "win" else max(v[1] for n, v in verdicts.items() if n != answer)
        sums = sum(len(side) * (len(side) - 1) // 2 for side in (mine, theirs))
        step = (depth - (3 if kind == "win" else 4)) // 2 + (0 if sums <= 2 else 1 if sums <= 4 else 2)
        counts[kind, ("easy", "medium", "hard")[max(0, min(2, step))]] += 1
    return counts


@pytest.mark.parametrize(("rules", "game"), [(Rules(), GAME), (Rules(misere=True), MISERE)], ids=["normal", "misère"])
def test_every_puzzle_answer_is_the_only_one(rules: Rules, game: oracle.Game) -> None:
    puzzles = mined(rules)
    for puzzle in puzzles:
        x, o = frozenset(puzzle.x), frozenset(puzzle.o)
        verdicts = game.pick_verdicts(x, o)
        good = [n for n, v in verdicts.items() if v[0] == "win"]
        if puzzle.kind == "defence":
            good = [n for n, v in verdicts.items() if v[0] != "loss"]
            assert not [n for n, v in verdicts.items() if v[0] == "win"]
        assert good == [puzzle.answer], puzzle
        # With Pick Fifteen, the grid's own minimax agrees too.
        if not rules.misere:
            value = -oracle.grid_value([*oracle.a_record(x, o), puzzle.answer])[0]
            assert value == (1 if puzzle.kind == "win" else 0)
    assert Counter((p.kind, p.level) for p in puzzles) == independent_puzzles(game)


def test_puzzle_ids_are_stable_and_lead_back() -> None:
    first, again = mined(Rules()), mine()  # mined twice: the same ids
    assert [p.id for p in first] == [p.id for p in again]
    for puzzle in first:
        assert by_id(puzzle.id) == puzzle
    data = as_json("puzzle", "--list")
    assert data["puzzle_count"] == len(first)
    assert {"id", "x", "o", "to_move", "answer", "kind", "verdict", "level"} <= set(data["puzzles"][0])


@pytest.mark.parametrize("dress", ["numbers", "grid", "jam", "words"])
def test_solving_a_puzzle_in_each_dress(dress: str) -> None:
    puzzle = by_id("2-")  # O to move after X took a corner: only the centre does not lose
    names = {"numbers": "5", "grid": "B2", "jam": "High Street", "words": "hear"}
    wrong = {"numbers": "6", "grid": "C3", "jam": "Quarry Way", "words": "woes"}
    out = run("puzzle", "--id", puzzle.id, "--dress", dress, typed=f"{wrong[dress]}\nhint\n{names[dress]}\n").output
    assert "(find the only defence" in out
    assert f"Not {wrong[dress]}" in out
    offered = re.findall(r"It is one of: (.*)\.", out)[0].split(", ")
    assert names[dress] in offered
    assert wrong[dress] not in offered  # ruled out by the wrong answer, so never offered again
    assert f"Right: {names[dress]}" in out
    assert "The line from there:" in out


def test_puzzle_refusals() -> None:
    assert run("puzzle", "--id", "nonsense").exit_code == 2
    assert run("puzzle", "--id", "5-").exit_code == 2  # a position that is no puzzle
    assert run("puzzle", "--dress", "jam", "--target", "14").exit_code == 2
    easy = as_json("puzzle", "--level", "easy", "--seed", "3")
    assert easy["level"] == "easy"
    assert as_json("puzzle", "--level", "easy", "--seed", "3") == easy  # a seed repeats the choice


@pytest.mark.slow
def test_puzzles_of_other_games() -> None:
    data = as_json("puzzle", "--list", "--target", "14")
    assert data["puzzle_count"] > 100
    game = oracle.Game(9, 3, 14)
    for row in data["puzzles"][:40]:
        verdicts = game.pick_verdicts(frozenset(row["x"]), frozenset(row["o"]))
        good = (
            [n for n, v in verdicts.items() if v[0] == "win"]
            if row["kind"] == "win"
            else [n for n, v in verdicts.items() if v[0] != "loss"]
        )
        assert good == [row["answer"]]
    # A big game (more than 12 numbers: its classes of positions walked up to --picks picks) mined from 3 picks
    # and from 2 (4, the default, takes long: the choice is what is tested). The 13-number game's searches take a
    # third of the order-4 game's, on the same way through.
    defaults = mine.__defaults__
    big = ["--numbers", "13", "--target", "21"]
    three = as_json("puzzle", "--list", *big, "--picks", "3")
    assert three["puzzle_count"] > 0
    assert all(row["rules"]["numbers"] == 13 for row in three["puzzles"])
    # Fewer picks mine a subset, and the choice does not linger in the process for the next caller.
    fewer = as_json("puzzle", "--list", *big, "--picks", "2")
    assert {row["id"] for row in fewer["puzzles"]} < {row["id"] for row in three["puzzles"]}
    assert all(len(row["x"]) + len(row["o"]) <= 2 for row in fewer["puzzles"])
    assert mine.__defaults__ == defaults
    assert len(mine(Rules(13, 3, 21), picks=3)) == three["puzzle_count"]


def test_a_big_games_puzzles_are_mined_from_every_class_of_positions() -> None:
    # Every position of up to two picks of the order-4 game, listed directly, lies in the class of exactly one
    # position mined: the images of the mined ones under the game's symmetries cover them all, once.
    from luoshu.search.symmetry import symmetries
    from luoshu.teach.puzzles import _candidates

    rules = Rules.order(4)
    every: set[tuple[frozenset[int], frozenset[int]]] = {(frozenset(), frozenset())}
    every |= {(frozenset({a}), frozenset()) for a in range(1, 17)}
    every |= {(frozenset({a}), frozenset({b})) for a in range(1, 17) for b in range(1, 17) if a != b}
    mined = [(p.x, p.o) for p in _candidates(rules, 2)]
    classes = [{(frozenset(g[n] for n in x), frozenset(g[n] for n in o)) for g in symmetries(rules)} for x, o in mined]
    assert sum(len(c) for c in classes) == len(every)
    assert set().union(*classes) == every


def test_the_terminals_puzzle_is_solved_only_at_the_first_try_and_no_hint_names_the_answer() -> None:
    out = run("puzzle", "--id", "2-", typed="6\n" + "hint\n" * 6 + "5\n").output  # only 5 does not lose
    assert "Not 6:" in out
    assert "It is 5." not in out
    hinted = re.findall(r"(?:It is one of:|No more hints: it is one of) (.*)\.", out)
    assert hinted
    assert all(len(re.split(r", | or ", line)) >= 2 for line in hinted)  # never the answer alone
    assert "Right: 5 is the only defence, though not at the first try." in out
    assert "Solved" not in out
    first = run("puzzle", "--id", "2-", typed="5\n").output
    assert "Solved: 5 is the only defence, found at the first try." in first


def test_mining_a_big_games_puzzles_says_what_it_does_and_is_bounded() -> None:
    # From the positions of up to 2 picks: the walk of the classes of 4 (the default) takes a second before the
    # first search, and the budget bounds the search, not the walk.
    forget(Rules.order(5))
    result = run("puzzle", "--order", "5", "--list", "--picks", "2", "--budget", "1000")
    assert result.stderr.startswith(
        "luoshu: mining the puzzles of the order-5 game (5 of 1-25 summing to 65) from its positions of up to 2 picks"
    )
    assert "this can take minutes (--budget bounds it)" in result.stderr
    assert result.exit_code == 0  # an answer, as every command gives it: not mined within the budget
    assert "the puzzles were not mined, not solved within the budget of 1,000 positions" in result.stdout
    assert run("puzzle", "--list").stderr == ""
