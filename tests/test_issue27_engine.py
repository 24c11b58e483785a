"""Issue 27: one engine for isomorphisms and symmetries (``luoshu.search.isomorphism``), checked against brute
force over every permutation; the facts once written down, now computed from the lines and the target, checked
against the oracle's own grid; the verification's line search is the solver on the grid's own game."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from itertools import combinations
from math import prod

import oracle
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from running import as_json

from luoshu.rules import Rules, winning_sets
from luoshu.search.isomorphism import Family, isomorphisms
from luoshu.search.symmetry import symmetries, symmetries_within
from luoshu.views.dresses.disguises import PRODUCT, PRODUCT_VALUES, builtin_games, isomorph
from luoshu.views.dresses.games import game_of
from luoshu.views.squares.fit import ON_THE_GRID, grid_misfit


@st.composite
def games(draw: st.DrawFn, most_items: int = 7, most_sets: int = 6) -> tuple[int, list[tuple[int, ...]]]:
    """A game of 3 to ``most_items`` items and 1 to ``most_sets`` distinct winning sets of 1 to 4 items."""
    n = draw(st.integers(3, most_items))
    one_set = st.lists(st.integers(1, n), min_size=1, max_size=4, unique=True).map(lambda s: tuple(sorted(s)))
    return n, draw(st.lists(one_set, min_size=1, max_size=most_sets, unique=True))


def as_permutation(n: int, renaming: dict[int, int]) -> tuple[int, ...]:
    return (0, *(renaming[i] for i in range(1, n + 1)))


@pytest.mark.parametrize("rules", [Rules(), Rules(7, 3, 12), Rules(8, 2, 9), Rules(6, 2, 7), Rules(8, 3, 13)], ids=str)
def test_the_symmetries_listed_are_every_permutation_that_keeps_the_winning_sets(rules: Rules) -> None:
    sets = winning_sets(rules)
    brute = sorted(as_permutation(rules.numbers, g) for g in oracle.renamings(rules.numbers, sets, sets))
    assert list(symmetries(rules)) == brute
    assert symmetries_within(rules, len(brute)) == tuple(brute)
    assert symmetries_within(rules, len(brute) - 1) is None


@settings(max_examples=40, deadline=None)
@given(games(), games())
def test_every_isomorphism_is_found_as_trying_every_permutation_finds_it(
    first: tuple[int, list[tuple[int, ...]]], second: tuple[int, list[tuple[int, ...]]]
) -> None:
    (n, a), (m, b) = first, second
    found = isomorphisms(Family(n, tuple(a)), Family(m, tuple(b)))
    brute = list(oracle.renamings(n, a, b)) if n == m else []
    assert sorted(as_permutation(n, g) for g in found) == sorted(as_permutation(n, g) for g in brute)
    assert len({as_permutation(n, g) for g in found}) == len(found)  # each once


@settings(max_examples=30, deadline=None)
@given(games(), st.randoms(use_true_random=False))
def test_a_game_and_a_renaming_of_it_have_as_many_isomorphisms_as_symmetries(
    game: tuple[int, list[tuple[int, ...]]], rng: object
) -> None:
    n, sets = game
    images = list(range(1, n + 1))
    rng.shuffle(images)  # type: ignore[attr-defined]
    renamed = sorted(tuple(sorted(images[i - 1] for i in s)) for s in sets)
    found = isomorphisms(Family(n, tuple(sets)), Family(n, tuple(renamed)))
    assert len(found) == sum(1 for _ in oracle.renamings(n, sets, sets))
    for g in found:
        assert {frozenset(g[i] for i in s) for s in sets} == {frozenset(s) for s in renamed}


def test_a_disguise_has_every_placing_on_the_luo_shu_that_brute_force_finds() -> None:
    # The word game's items renamed by a scramble of their order: its placings are the renamings of its sets
    # (as numbers) onto the 15-triples, all of them, and the one shown puts its winning sets on the lines.
    game = builtin_games()["words"]
    answer = isomorph(game)
    brute = list(oracle.renamings(9, game.sets, winning_sets(Rules())))
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
    assert next(oracle.renamings(9, game.sets, winning_sets(Rules())), None) is None
    answer = isomorph(game)
    assert lying == grid
    assert not answer.isomorphic
    assert answer.isomorphisms == 0
    assert (answer.reason or "").startswith("no placing of its items on the grid")


def test_the_grid_s_counts_are_the_oracle_s_grid_s() -> None:
    lying = Counter(cell for line in oracle.GRID_LINES for cell in line)
    centre, corner, edge = lying[1, 1], lying[0, 0], lying[0, 1]
    assert (
        f"on the grid the centre lies in {centre} lines, the corners in {corner} and the edges in {edge}" == ON_THE_GRID
    )
    misfit = grid_misfit(Rules(target=14))
    assert misfit is not None
    assert misfit.detail is not None
    sets = winning_sets(Rules(target=14))
    counts = sorted((sum(n in s for s in sets) for n in range(1, 10)), reverse=True)
    assert misfit.detail.startswith(f"its numbers lie in {' '.join(map(str, counts))} of them")


def test_the_product_game_s_numbers_make_its_triples_exactly_the_lines_of_the_luo_shu() -> None:
    # Under the oracle's Luo Shu, the product game's triples are the images of the grid's lines: each number
    # n standing for the value of n, by brute force over every triple of the values.
    assert len(PRODUCT_VALUES) == len(set(PRODUCT_VALUES)) == 9
    triples = {frozenset(t) for t in combinations(PRODUCT_VALUES, 3) if prod(t) == PRODUCT}
    game = builtin_games()["product"]
    assert {frozenset(map(int, win)) for win in game.wins} == triples
    assert isomorph(game).isomorphisms == 8
    lines = {frozenset(oracle.LUO_SHU[r][c] for r, c in line) for line in oracle.GRID_LINES}
    placing = isomorph(game).numbers
    assert placing is not None
    assert {frozenset(placing[str(v)] for v in t) for t in triples} == lines


def test_verify_still_finds_every_claim_true_on_the_grid_s_own_game() -> None:
    data = as_json("explore", "verify")
    assert data["agree"] is True
    by_claim = {check["claim"]: check["case_count"] for check in data["checks"]}
    walked = sum(1 for _ in oracle.grid_reachable())
    assert by_claim["solver verdict = line search, tic-tac-toe"] == walked
    assert by_claim["solver verdict = line search, misère tic-tac-toe"] == walked


def test_the_solver_s_symmetries_need_no_networkx() -> None:
    # Pick Fifteen's symmetries, which the first move uses, come from the engine without importing networkx.
    code = (
        "import sys\nfrom luoshu import Position, best_moves\nfrom luoshu.search.symmetry import symmetries\n"
        "best_moves(Position()); assert len(symmetries()) == 8\nprint('networkx' in sys.modules)"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"
