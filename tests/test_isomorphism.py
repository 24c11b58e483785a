"""Isomorphisms and symmetries of games: found as trying every permutation finds them, a game and any renaming
of it the same game, games with equal invariants told apart, the built-in isomorphs and disguises on the Luo Shu,
games with millions of symmetries counted without listing them.
"""

from __future__ import annotations

import json
import math
import random
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations
from pathlib import Path

import oracle
import pytest
from games_files import games
from hypothesis import given, settings
from hypothesis import strategies as st
from running import as_json, run

from luoshu.rules import PICK_FIFTEEN, Rules, winning_sets
from luoshu.search.isomorphism import Family, isomorphism, isomorphisms, symmetry_group, told_apart
from luoshu.search.symmetry import forget_symmetries, symmetries, symmetries_within
from luoshu.views.dresses.disguises import builtin_games, isomorph
from luoshu.views.dresses.games import game_of


def as_permutation(n: int, renaming: dict[int, int]) -> tuple[int, ...]:
    return (0, *(renaming[i] for i in range(1, n + 1)))


def renamings(numbers: int, sets_a: Iterable[Iterable[int]], sets_b: Iterable[Iterable[int]]) -> list[dict[int, int]]:
    """Every renaming of 1..``numbers`` that turns the sets of a into exactly the sets of b: what
    ``oracle.renamings`` finds by trying all ``numbers``! of them, and in its order, but in milliseconds for nine
    items, not seconds. The items are named 1, 2, ... in turn, each with every name still free, ascending; a
    partial renaming is given up as soon as a set of a whose items are all named is not a set of b, since no later
    name can mend it; and each whole renaming is checked as the oracle checks it. (The 7-item games of the
    hypothesis tests keep the oracle's own.)"""
    a = {frozenset(s) for s in sets_a}
    b = {frozenset(s) for s in sets_b}
    # Each set of a is checked once its last item (its largest) is named.
    closed_by = {item: [sorted(s) for s in a if s and max(s) == item] for item in range(1, numbers + 1)}
    found: list[dict[int, int]] = []
    mapping: dict[int, int] = {}

    def extend(item: int, free: list[int]) -> None:
        if item > numbers:
            if {frozenset(mapping[n] for n in s) for s in a} == b:
                found.append(dict(mapping))
            return
        for name in free:
            mapping[item] = name
            if all(frozenset(mapping[n] for n in s) in b for s in closed_by[item]):
                extend(item + 1, [other for other in free if other != name])
        mapping.pop(item, None)

    if len(a) == len(b):
        extend(1, list(range(1, numbers + 1)))
    return found


@cache
def fifteen_symmetries() -> tuple[tuple[int, ...], ...]:
    """Every permutation of 1-9 that keeps the triples summing to 15 (a 0 in front, as luoshu lists them), by
    ``renamings``: asked by several tests here, found once."""
    fifteens = oracle.winning_sets(9, 3, 15)
    return tuple(as_permutation(9, g) for g in renamings(9, fifteens, fifteens))


@pytest.mark.parametrize("rules", [Rules(), Rules(7, 3, 12), Rules(8, 2, 9), Rules(6, 2, 7), Rules(8, 3, 13)], ids=str)
def test_the_symmetries_listed_are_every_permutation_that_keeps_the_winning_sets(rules: Rules) -> None:
    sets = winning_sets(rules)
    brute = sorted(as_permutation(rules.numbers, g) for g in renamings(rules.numbers, sets, sets))
    assert list(symmetries(rules)) == brute
    assert symmetries_within(rules, len(brute)) == tuple(brute)
    assert symmetries_within(rules, len(brute) - 1) is None


def test_a_disguise_has_every_placing_on_the_luo_shu_that_brute_force_finds() -> None:
    # The word game's items renamed by a scramble of their order: its placings are the renamings of its sets
    # (as numbers) onto the 15-triples, all of them, and the one shown puts its winning sets on the lines.
    game = builtin_games()["words"]
    answer = isomorph(game)
    brute = renamings(9, game.sets, winning_sets(Rules()))
    assert answer.isomorphic
    assert answer.isomorphisms == len(brute) == 8
    assert answer.numbers is not None
    shown = {item: n for n, item in enumerate(game.items, start=1)}
    assert {shown[item]: number for item, number in answer.numbers.items()} in brute


def test_a_game_of_nine_items_in_eight_triples_with_the_grid_s_counts_but_not_its_shape_is_no_disguise() -> None:
    # Items in 4, 3, 3, 3, 3, 2, 2, 2, 2 sets like the grid's cells, yet no renaming makes them its lines.
    wins = ["abc", "ade", "afg", "ahi", "bdf", "beh", "cgi", "cdi"]
    lying = sorted(Counter("".join(wins)).values(), reverse=True)
    grid = sorted(Counter(cell for line in oracle.GRID_LINES for cell in line).values(), reverse=True)
    game = game_of("near", "abcdefghi", wins)
    assert renamings(9, game.sets, winning_sets(Rules())) == []
    answer = isomorph(game)
    assert lying == grid
    assert not answer.isomorphic
    assert answer.isomorphisms == 0
    assert (answer.reason or "").startswith("no placing of its items on the grid")


def test_the_solver_s_symmetries_need_no_networkx() -> None:
    # Pick Fifteen's symmetries, which the first move uses, come from the engine without importing networkx.
    code = (
        "import sys\nfrom luoshu import Position, best_moves\nfrom luoshu.search.symmetry import symmetries\n"
        "best_moves(Position()); assert len(symmetries()) == 8\nprint('networkx' in sys.modules)"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"


@settings(max_examples=40, deadline=None)
@given(games(most_items=7, most_sets=6), games(most_items=7, most_sets=6))
def test_isomorphism_agrees_with_trying_every_permutation(
    first: tuple[int, list[tuple[int, ...]]], second: tuple[int, list[tuple[int, ...]]]
) -> None:
    (n, a), (m, b) = first, second
    found = isomorphism(Family(n, tuple(a)), Family(m, tuple(b)))
    brute = next(oracle.renamings(n, a, b), None) if n == m else None
    assert (found is None) == (brute is None), (n, a, m, b)
    if found is not None:
        assert {frozenset(found[i] for i in s) for s in a} == {frozenset(s) for s in b}


@settings(max_examples=40, deadline=None)
@given(games(most_items=7, most_sets=6), st.randoms(use_true_random=False))
def test_a_game_and_any_renaming_of_it_are_the_same_game(
    game: tuple[int, list[tuple[int, ...]]], rng: random.Random
) -> None:
    n, sets = game
    images = list(range(1, n + 1))
    rng.shuffle(images)
    renamed = tuple(sorted(tuple(sorted(images[i - 1] for i in s)) for s in sets))
    found = isomorphism(Family(n, tuple(sets)), Family(n, renamed))
    assert found is not None
    assert {frozenset(found[i] for i in s) for s in sets} == {frozenset(s) for s in renamed}
    # As many isomorphisms as the game has symmetries, each one.
    every = isomorphisms(Family(n, tuple(sets)), Family(n, renamed))
    assert len(every) == sum(1 for _ in oracle.renamings(n, sets, sets))
    for g in every:
        assert {frozenset(g[i] for i in s) for s in sets} == {frozenset(s) for s in renamed}


@settings(max_examples=40, deadline=None)
@given(games(most_items=7, most_sets=6))
def test_symmetries_agree_with_trying_every_permutation(game: tuple[int, list[tuple[int, ...]]]) -> None:
    n, sets = game
    group = symmetry_group(Family(n, tuple(sets)))
    every = list(oracle.renamings(n, sets, sets))
    assert group.order == len(every)
    assert {frozenset(orbit) for orbit in group.orbits} == oracle.orbits_of(n, every)
    for g in group.generators:
        assert {frozenset(g[i] for i in s) for s in sets} == {frozenset(s) for s in sets}


def graph_game(n: int, edges: Iterable[tuple[int, int]]) -> Family:
    return Family(n, tuple(sorted(tuple(sorted(e)) for e in edges)))


@pytest.mark.slow
def test_games_with_equal_invariants_that_are_not_the_same_game_are_told_apart() -> None:
    # A ring of six pairs and two rings of three: every item in two sets, every set meeting two others.
    ring = graph_game(6, [(i, i % 6 + 1) for i in range(1, 7)])
    rings = graph_game(6, [(1, 2), (2, 3), (1, 3), (4, 5), (5, 6), (4, 6)])
    assert told_apart(ring, rings) is not None
    assert told_apart(ring, rings).name == "parts"  # type: ignore[union-attr]
    assert isomorphism(ring, rings) is None
    # The prism (two triangles joined rung by rung) and the complete bipartite graph K3,3: both connected and
    # 3-regular on six items, nine pairs each, so every invariant here agrees, colour refinement included; only the
    # search tells them apart. (The 4x4 rook's graph and the Shrikhande graph showed the same on sixteen items, where
    # the search took seconds.)
    prism = graph_game(6, [(1, 2), (2, 3), (1, 3), (4, 5), (5, 6), (4, 6), (1, 4), (2, 5), (3, 6)])
    bipartite = graph_game(6, [(a, b) for a in (1, 2, 3) for b in (4, 5, 6)])
    assert told_apart(prism, bipartite) is None
    assert isomorphism(prism, bipartite) is None

    # Independently: the prism has three items pairwise in a set (a triangle), K3,3 none.
    def triangles(game: Family) -> int:
        edges = {frozenset(s) for s in game.sets}
        return sum(all(frozenset(p) in edges for p in combinations(three, 2)) for three in combinations(range(1, 7), 3))

    assert (triangles(prism), triangles(bipartite)) == (2, 0)


SQUARE = oracle.LUO_SHU


CELL = oracle.CELL_NAMES


def rotate(rows: list[list[int]]) -> list[list[int]]:
    return [list(row) for row in zip(*rows[::-1], strict=True)]  # clockwise


def test_symmetries_are_found_over_the_numbers() -> None:
    data = as_json("explore", "symmetries")
    found = [(0, *s["permutation"]) for s in data["symmetries"]]
    assert data["symmetry_count"] == 8
    assert sorted(found) == sorted(fifteen_symmetries())
    # Each is the motion it is named for: moving the grid puts number n in the cell where p(n) was.
    by_motion = {s["motion"]: s["permutation"] for s in data["symmetries"]}
    assert len(by_motion) == 8
    for name, moved in [("rotation 90", rotate(SQUARE)), ("reflection left-right", [r[::-1] for r in SQUARE])]:
        assert all(by_motion[name][moved[r][c] - 1] == SQUARE[r][c] for r in range(3) for c in range(3))


def test_the_symmetries_kept_answer_every_limit_in_any_order() -> None:
    # One store serves symmetries() and symmetries_within(): whichever asks first, with whatever limit, the
    # answers are those of the brute force over all 9! permutations.
    expected = tuple(sorted(fifteen_symmetries()))
    for asks in ([7, 8, 3, None], [None, 7, 8], [8, 0, 9, None], [0, 7, 100, 8]):
        forget_symmetries()
        for most in asks:
            found = symmetries(PICK_FIFTEEN) if most is None else symmetries_within(PICK_FIFTEEN, most)
            assert found == (expected if most is None or most >= 8 else None), (asks, most)
    forget_symmetries()
    assert symmetries_within(Rules(misere=True), 8) == expected  # misère shares the winning sets


def lines_of_placement(grid: list[list[str]]) -> set[frozenset[str]]:
    return {frozenset(grid[r][c] for r, c in line) for line in oracle.GRID_LINES}


def grid_of(mapping: list[dict[str, object]]) -> list[list[str]]:
    """The items laid on the grid by the cells the mapping gives them."""
    grid = [["" for _ in range(3)] for _ in range(3)]
    for entry in mapping:
        cell = str(entry["cell"])
        grid["ABC".index(cell[0])][int(cell[1]) - 1] = str(entry["item"])
    return grid


@pytest.mark.parametrize("game", ["fifteen", "tictactoe", "jam", "words"])
def test_builtin_isomorphs(game: str) -> None:
    data = as_json("explore", "isomorph", game)
    assert data["isomorphic"] is True
    assert data["reason"] is None
    assert data["isomorphism_count"] == 8
    wins = {frozenset(w) for w in builtin_games()[game].wins}
    assert lines_of_placement(grid_of(data["mapping"])) == wins
    for entry in data["mapping"]:  # each item's number is the number the Luo Shu has in its cell
        assert CELL[entry["number"]] == entry["cell"]


def test_the_default_isomorph_keeps_numbers_and_cells_in_place() -> None:
    assert grid_of(as_json("explore", "isomorph")["mapping"]) == [[str(n) for n in row] for row in SQUARE]
    assert grid_of(as_json("explore", "isomorph", "tictactoe")["mapping"]) == [[r + c for c in "123"] for r in "ABC"]


def test_words_isomorph_counts_every_placing() -> None:
    words = ["hot", "hear", "tied", "form", "wasp", "brim", "tank", "ship", "woes"]
    data = as_json("explore", "isomorph", "--words", ",".join(words))
    wins = {
        frozenset(trio) for letter in set("".join(words)) for trio in combinations([w for w in words if letter in w], 3)
    }
    assert lines_of_placement(grid_of(data["mapping"])) == wins
    # Brute force: every assignment of the words (1-9 in their order) to the cells (1-9 row by row) that turns the
    # letter sets into lines.
    letter_sets = [[words.index(word) + 1 for word in win] for win in wins]
    lines = [[3 * r + c + 1 for r, c in line] for line in oracle.GRID_LINES]
    assert data["isomorphism_count"] == len(renamings(9, letter_sets, lines)) == 8


def test_not_isomorphic_says_why(tmp_path: Path) -> None:
    data = as_json("explore", "isomorph", "--words", "cat,dog,cow,pig,hen,ant,bee,elk,emu")
    assert data["isomorphic"] is False
    assert data["isomorphism_count"] == 0
    assert data["mapping"] == []
    assert data["known"] is None
    assert data["nearest"] in data["reason"]
    words = ["cat", "dog", "cow", "pig", "hen", "ant", "bee", "elk", "emu"]
    shared = [trio for letter in set("".join(words)) for trio in combinations([w for w in words if letter in w], 3)]
    assert data["invariant"]["name"] != "items"  # nine items, like every game of 1-9
    if data["invariant"]["name"] == "sets":
        assert data["invariant"]["values"][0] == len(set(shared))
    # Eight triples, but item 0 lies in five of them: no cell lies in five lines.
    items = [str(i) for i in range(9)]
    wins = [
        ["0", "1", "2"],
        ["0", "3", "4"],
        ["0", "5", "6"],
        ["0", "7", "8"],
        ["0", "1", "3"],
        ["2", "4", "6"],
        ["1", "5", "7"],
        ["2", "3", "8"],
    ]
    sets = tmp_path / "game.json"
    sets.write_text(json.dumps({"items": items, "wins": wins}))
    data = as_json("explore", "isomorph", "--sets", str(sets))
    degrees = sorted((sum(i in w for w in wins) for i in items), reverse=True)
    assert data["isomorphic"] is False
    # As near as a game can come: nine items, eight sets of three, like tic-tac-toe; but how many sets each
    # item lies in tells them apart.
    assert data["nearest"] == "tic-tac-toe"
    cells = [(row, column) for row in range(3) for column in range(3)]
    grid_degrees = sorted((sum(cell in line for line in oracle.GRID_LINES) for cell in cells), reverse=True)
    assert data["invariant"] == {"name": "sets per item", "values": [degrees, grid_degrees]}
    assert "items lie in 5 sets (1 item)" in data["reason"]
    text = run("explore", "isomorph", "--sets", str(sets)).output
    assert "It is none of the" in text
    assert "The nearest is tic-tac-toe:" in text


def test_one_game_or_two() -> None:
    assert run("explore", "isomorph", "jam", "words", "--words", "a,b,c,d,e,f,g,h,i").exit_code == 2
    result = run("explore", "isomorph", "nonesuch")
    assert result.exit_code == 2
    assert "neither a built-in game" in result.output


def test_games_with_millions_of_symmetries_are_counted_without_them() -> None:
    # Picking the number 3 out of 1-10 has 9! symmetries, past the census's 50,000: it leaves the classes out, and
    # says so. (Out of 1-11, 10! of them, the census walks three times the positions to show the same.)
    census = ["explore", "stats", "--numbers", "10", "--count", "1", "--target", "3"]
    data = as_json(*census)
    game = oracle.Game(10, 1, 3)
    assert data["position_count"] == len(game.reachable())
    assert data["position_count_up_to_symmetry"] is None
    assert data["symmetry_count"] is None
    assert "counts up to symmetry are left out" in run(*census).output
    # Out of 1-11, 10! of them: too many to list, but counted and generated.
    listed = run("explore", "symmetries", "--numbers", "11", "--count", "1", "--target", "3")
    assert listed.exit_code == 0  # an answer, not a failure
    said = " ".join(listed.output.split())
    assert "3,628,800 permutations" in said
    assert "Too many to list" in said
    unlisted = as_json("explore", "symmetries", "--numbers", "11", "--count", "1", "--target", "3")
    assert (unlisted["symmetry_count"], unlisted["symmetries"]) == (math.factorial(10), [])
    assert "too many to list" in unlisted["reason"]
    # Each generator keeps the one winning set, {3}; together they move every other number anywhere.
    images = [g["permutation"] for g in unlisted["generators"]]
    assert all(p[3 - 1] == 3 for p in images)
    reached, frontier = {1}, [1]
    while frontier:
        number = frontier.pop()
        for p in images:
            if p[number - 1] not in reached:
                reached.add(p[number - 1])
                frontier.append(p[number - 1])
    assert reached == set(range(1, 12)) - {3}
    pairs = as_json("explore", "stats", "--numbers", "8", "--count", "2", "--target", "9")
    assert pairs["symmetry_count"] == 2**4 * 24  # four pairs: swap within any, and permute the pairs


def test_symmetries_under_other_rules() -> None:
    data = as_json("explore", "symmetries", "--target", "12")
    sets = {frozenset(c) for c in combinations(range(1, 10), 3) if sum(c) == 12}
    keeping = [as_permutation(9, g) for g in renamings(9, sets, sets)]
    found = [(0, *s["permutation"]) for s in data["symmetries"]]
    assert sorted(found) == sorted(keeping)
    four = as_json("explore", "symmetries", "--order", "4")
    assert four["symmetry_count"] == 2
    assert four["symmetries"][1]["permutation"] == [17 - n for n in range(1, 17)]


CELLS = {"ABC"[r] + "123"[c]: oracle.LUO_SHU[r][c] for r in range(3) for c in range(3)}  # each cell's number


GRID_LINES = {frozenset("ABC"[r] + "123"[c] for r, c in line) for line in oracle.GRID_LINES}


FIFTEENS = {frozenset(str(n) for n in trio) for trio in oracle.winning_sets(9, 3, 15)}


WORDS = ["hot", "hear", "tied", "form", "wasp", "brim", "tank", "ship", "woes"]


def wins_of(game: str) -> set[frozenset[str]]:
    """A game's winning sets, as its items: the built-in games as they are given, the word game by its letters."""
    if game == "words:":
        return {
            frozenset(t) for letter in set("".join(WORDS)) for t in combinations([w for w in WORDS if letter in w], 3)
        }
    return {frozenset(win) for win in builtin_games()[game].wins}


def image_of(wins: set[frozenset[str]], mapping: dict[str, str]) -> set[frozenset[str]]:
    return {frozenset(mapping[item] for item in win) for win in wins}


def asked(game: str) -> list[str]:
    return ["--words", ",".join(WORDS)] if game == "words:" else [game]


@pytest.mark.parametrize(
    "games",
    [("tictactoe", "fifteen"), ("fifteen", "tictactoe"), ("jam", "product"), ("product", "tictactoe"), ("words:",)],
)
def test_each_row_of_an_isomorph_is_one_isomorphism_and_the_luo_shus(games: tuple[str, ...]) -> None:
    data = as_json("explore", "isomorph", *[word for game in games for word in asked(game)])
    assert data["isomorphic"] is True
    rows = data["mapping"]
    first = wins_of(games[0])
    # Each column maps the winning sets onto the other game's: the image onto the second game's (or tic-tac-toe's
    # lines, asked about one game), the number onto the triples summing to 15, the cell onto the grid's lines.
    second = wins_of(games[1]) if len(games) == 2 else GRID_LINES
    assert image_of(first, {r["item"]: r["image"] for r in rows}) == second
    assert image_of(first, {r["item"]: str(r["number"]) for r in rows}) == FIFTEENS
    assert image_of(first, {r["item"]: r["cell"] for r in rows}) == GRID_LINES
    for row in rows:  # the number is the Luo Shu's in the cell
        assert CELLS[row["cell"]] == row["number"]
    # One isomorphism in a row: the image stands where the item stands on the Luo Shu (the second game asked alone).
    if len(games) == 1:
        assert all(row["image"] == row["cell"] for row in rows)
    else:
        theirs = {r["item"]: r["number"] for r in as_json("explore", "isomorph", games[1])["mapping"]}
        assert all(theirs[row["image"]] == row["number"] for row in rows)
    if games[0] == "tictactoe":  # tic-tac-toe's own cells keep their Luo Shu numbers
        assert all(row["number"] == CELLS[row["item"]] for row in rows)
    text = run("explore", "isomorph", *[word for game in games for word in asked(game)]).output
    for row in rows:
        assert re.search(rf"^\s+{re.escape(row['item'])}\s+is {re.escape(str(row['image']))}\b", text, re.M) or (
            re.search(rf"^\s+{re.escape(row['item'])}\s+is {row['number']} \({row['cell']}\)", text, re.M)
        ), text
