"""Any game of sets: played, solved and explained as the number game, and told which known game it secretly is.

Every verdict is checked against the oracle's brute force over the listed sets, every isomorphism and symmetry
count against a brute force over all permutations of the items, and every catalogue answer against the games
as the test builds them (grid lines by index arithmetic, sums by brute force).

Also: bad sets files and word lists, and a sets file with a key twice or unknown, refused by name.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from itertools import combinations
from pathlib import Path
from typing import Any

import oracle
import pytest
from games_files import games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from running import as_json, run

from luoshu.rules import Position, Rules
from luoshu.search.solver import Verdict, analyse, best_moves, solve
from luoshu.session import SaveFileError, Session
from luoshu.teach.catalogue import asked, catalogue, identify
from luoshu.views.dresses.disguises import builtin_games
from luoshu.views.dresses.dress import game_dress
from luoshu.views.dresses.games import game_of


def as_pair(verdict: Verdict) -> tuple[str, int]:
    return verdict.outcome.value, verdict.plies


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(), st.booleans(), st.randoms(use_true_random=False))
def test_every_verdict_and_best_pick_agrees_with_brute_force(
    game: tuple[int, list[tuple[int, ...]]], misere: bool, rng: random.Random
) -> None:
    n, sets = game
    rules = Rules.listed(n, sets, misere)
    brute = oracle.listed_game(n, sets, misere)
    empty = frozenset[int]()
    # The empty board and a position a few random picks in.
    positions = [(empty, empty)]
    x, o = empty, empty
    for pick in rng.sample(range(1, n + 1), n):
        if brute.finished(x, o) is not None:
            break
        x, o = brute.play(x, o, pick)
        positions.append((x, o))
    for x, o in positions:
        position = Position(x, o, rules)
        assert as_pair(solve(position)) == brute.verdict(x, o), (n, sets, misere, sorted(x), sorted(o))
        if brute.finished(x, o) is None:
            assert {k: as_pair(v) for k, v in analyse(position).items()} == brute.pick_verdicts(x, o)
            assert best_moves(position) == brute.best_picks(x, o)


@settings(max_examples=15, deadline=None)
@given(games(most_items=7, most_sets=5), st.booleans())
def test_solve_sets_names_items_and_agrees_with_brute_force(
    tmp_path_factory: pytest.TempPathFactory, game: tuple[int, list[tuple[int, ...]]], misere: bool
) -> None:
    n, sets = game
    names = [f"item{i}" for i in range(1, n + 1)]
    path = tmp_path_factory.mktemp("game") / "game.json"
    path.write_text(json.dumps({"items": names, "wins": [[names[i - 1] for i in s] for s in sets], "misere": misere}))
    data = as_json("solve", "--sets", str(path))
    # A game that is tic-tac-toe is numbered as Pick Fifteen; any other by the file's order.
    numbers = {name: data["items"].index(name) + 1 for name in names}
    brute = oracle.listed_game(n, [[numbers[names[i - 1]] for i in s] for s in sets], misere)
    empty = frozenset[int]()
    assert (data["verdict"]["outcome"], data["verdict"]["plies"]) == brute.verdict(empty, empty)
    verdicts = {m["pick"]: (m["verdict"]["outcome"], m["verdict"]["plies"]) for m in data["moves"]}
    assert verdicts == brute.pick_verdicts(empty, empty)
    assert all(m["item"] == data["items"][m["pick"] - 1] for m in data["moves"])


def test_four_by_four_tic_tac_toe_is_a_draw_from_every_first_move(tmp_path: Path) -> None:
    cells = [f"{row}{column}" for row in "abcd" for column in "1234"]
    lines = [[f"{row}{c}" for c in "1234"] for row in "abcd"] + [[f"{r}{column}" for r in "abcd"] for column in "1234"]
    lines += [[f"{r}{i + 1}" for i, r in enumerate("abcd")], [f"{r}{4 - i}" for i, r in enumerate("abcd")]]
    path = tmp_path / "4x4.json"
    path.write_text(json.dumps({"items": cells, "wins": lines}))
    data = as_json("solve", "--sets", str(path))
    assert data["verdict"] == {"outcome": "draw", "plies": 16}
    assert {m["item"] for m in data["moves"]} == set(cells)
    assert all(m["verdict"] == {"outcome": "draw", "plies": 16} for m in data["moves"])
    # A partial independent check (the whole search is too slow for the oracle): its AND/OR search agrees that X
    # cannot force a win within seven plies.
    game = oracle.listed_game(16, [[cells.index(c) + 1 for c in line] for line in lines])
    empty = frozenset[int]()
    assert not oracle.forces_win_within(game, empty, empty, 7)


def test_the_product_game_is_three_numbers_making_216() -> None:
    values = [1, 2, 3, 4, 6, 9, 12, 18, 36]
    wins = {frozenset(t) for t in combinations(values, 3) if t[0] * t[1] * t[2] == 216}
    game = builtin_games()["product"]
    assert {frozenset(map(int, w)) for w in game.wins} == wins
    assert len(wins) == 8
    out = run("play", "product", "--opponent", "human", typed="2\n1\n9\n3\n12\n").output
    assert "X wins with 2 × 9 × 12 = 216." in out
    assert "Laid out on the Luo Shu" in out  # the disguise comes off
    data = as_json("explore", "isomorph", "product")
    assert data["known"] == "tic-tac-toe"
    assert data["isomorphism_count"] == 8
    puzzle = run("puzzle", "--dress", "product", "--seed", "3", typed="").output
    assert "The product game: " in puzzle
    assert "The answer was " in puzzle


def renamed_file(
    folder: Path, name: str, sets: Iterable[Iterable[int]], n: int, seed: int
) -> tuple[Path, dict[str, int]]:
    """A game written as a file with its items renamed and shuffled, and its sets shuffled: and each new name's
    number in the game as given."""
    rng = random.Random(seed)
    numbers = list(range(1, n + 1))
    rng.shuffle(numbers)
    names = {f"t{rng.randrange(10**6)}x{k}": number for k, number in enumerate(numbers)}
    by_number = {number: name for name, number in names.items()}
    wins = [[by_number[i] for i in s] for s in sets]
    rng.shuffle(wins)
    for win in wins:
        rng.shuffle(win)
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"items": list(names), "wins": wins}))
    return path, names


def independent_sets(name: str) -> tuple[int, list[frozenset[str]]] | None:
    """A catalogue game's winning sets by its items' names, built here (None for the named disguises)."""
    if name in ("tic-tac-toe", "4x4 tic-tac-toe"):
        size = 3 if name == "tic-tac-toe" else 4
        rows = "ABCD"[:size]
        lines = [[f"{r}{c}" for c in range(1, size + 1)] for r in rows]
        lines += [[f"{r}{c}" for r in rows] for c in range(1, size + 1)]
        lines += [[f"{r}{i + 1}" for i, r in enumerate(rows)], [f"{r}{size - i}" for i, r in enumerate(rows)]]
        return size * size, [frozenset(line) for line in lines]
    terms = name.removeprefix("the order-4 game (").removeprefix("the order-5 game (").rstrip(")")
    if name == "Pick Fifteen":
        terms = "3 of 1-9 summing to 15"
    if " of 1-" in terms:
        count, rest = terms.split(" of 1-")
        n, target = rest.split(" summing to ")
        sets = oracle.winning_sets(int(n), int(count), int(target)) if int(n) <= 16 else None
        if sets is None:
            return None  # the order-5 game: 53 million subsets are too many to try here
        return int(n), [frozenset(map(str, s)) for s in sets]
    return None


def test_the_catalogue_holds_what_it_says() -> None:
    names = [known.name for known in catalogue()]
    assert len(names) == len(set(names))
    for needed in ("tic-tac-toe", "Pick Fifteen", "Jam", "the word game", "the product game", "4x4 tic-tac-toe"):
        assert needed in names
    assert "the order-4 game (4 of 1-16 summing to 34)" in names
    assert "the order-5 game (5 of 1-25 summing to 65)" in names
    # Every K of 1-9 summing to T that has a winning set, and 3 of 1-N summing to T for N up to 15.
    wanted = {
        f"{k} of 1-9 summing to {t}" for k in range(1, 10) for t in range(1, 46) if oracle.winning_sets(9, k, t)
    } - {"3 of 1-9 summing to 15"}
    wanted |= {f"3 of 1-{n} summing to {t}" for n in range(3, 16) if n != 9 for t in range(6, 43)}
    wanted = {name for name in wanted if not name.startswith("3 of 1-") or _has_sets(name)}
    assert wanted <= set(names)
    for known in catalogue():
        built = independent_sets(known.name)
        if built is not None:
            n, sets = built
            assert known.family.items == n
            assert {frozenset(known.items[i - 1] for i in s) for s in known.family.sets} == set(sets), known.name


def _has_sets(name: str) -> bool:
    n, target = name.removeprefix("3 of 1-").split(" summing to ")
    return bool(oracle.winning_sets(int(n), 3, int(target)))


@pytest.mark.parametrize("place", range(0, 364, 7))
def test_the_catalogue_names_each_game_from_a_shuffled_renamed_file(tmp_path: Path, place: int) -> None:
    games = catalogue()
    for known in games[place : place + 7]:
        path, _ = renamed_file(tmp_path, "game", known.family.sets, known.family.items, seed=place)
        data = as_json("explore", "isomorph", str(path))
        assert data["isomorphic"] is True, known.name
        assert known.name in [data["known"], *data["same_as"]]
        # The mapping checks out: the file's sets become the named game's own sets.
        first = next(k for k in games if k.name == data["known"])
        image = {row["item"]: row["image"] for row in data["mapping"]}
        theirs = {frozenset(first.items[i - 1] for i in s) for s in first.family.sets}
        file_sets = json.loads(path.read_text())["wins"]
        assert {frozenset(image[item] for item in win) for win in file_sets} == theirs
        assert data["symmetry_count"] == data["isomorphism_count"] >= 1


def test_one_game_that_is_no_known_game_says_the_invariant_that_rules_out_the_nearest(tmp_path: Path) -> None:
    path = tmp_path / "odd.json"
    path.write_text(json.dumps({"items": list("abcdefg"), "wins": [list("abc"), list("cde"), list("efga")]}))
    data = as_json("explore", "isomorph", str(path))
    assert (data["isomorphic"], data["known"], data["mapping"]) == (False, None, [])
    assert data["nearest"] is not None
    assert data["invariant"]["name"] in ("sets", "set sizes", "sets per item", "sets per pair")
    assert data["reason"].startswith(("this game has", "this game's", "of this game's"))
    text = run("explore", "isomorph", str(path)).output
    assert f"The nearest is {data['nearest']}:" in " ".join(text.split())


def test_two_games_compared(tmp_path: Path) -> None:
    product_jam = as_json("explore", "isomorph", "product", "jam")
    assert product_jam["isomorphic"] is True
    product = builtin_games()["product"]
    jam = builtin_games()["jam"]
    image = {row["item"]: row["image"] for row in product_jam["mapping"]}
    assert {frozenset(image[i] for i in w) for w in product.wins} == set(jam.wins)
    misere = tmp_path / "misere.json"
    misere.write_text(json.dumps({"items": list(jam.items), "wins": [list(w) for w in jam.wins], "misere": True}))
    data = as_json("explore", "isomorph", "jam", str(misere))
    assert data["isomorphic"] is False
    assert data["invariant"] == {"name": "misère", "values": [[0], [1]]}


def test_a_search_out_of_its_budget_is_an_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    import luoshu.teach.catalogue as catalogue_module

    real = catalogue_module.identify
    monkeypatch.setattr(catalogue_module, "identify", lambda game, budget=0: real(game, budget=10))
    result = run("explore", "isomorph", "jam", "--json")
    assert result.exit_code == 0
    assert json.loads(result.output)["reason"] == "not decided within the budget of 10 pairings"


def test_the_order_five_game_is_found_among_its_own_kind() -> None:
    # 25 items, 1,394 winning sets: answered in seconds.
    rules = Rules.order(5)
    game = asked(game_of("order 5", [str(n) for n in range(1, 26)], [[str(n) for n in s] for s in _sets(rules)]))
    answer = identify(game)
    assert answer.known == "the order-5 game (5 of 1-25 summing to 65)"
    assert answer.group.order == 2  # n <-> 26 - n, and nothing else


def _sets(rules: Rules) -> list[tuple[int, ...]]:
    from luoshu.rules import winning_sets

    return list(winning_sets(rules))


FRUIT: dict[str, Any] = {
    "name": "fruit",
    "items": ["apple", "pear", "fig", "plum", "kiwi"],
    "wins": [["apple", "pear"], ["fig", "plum", "kiwi"], ["pear", "fig"]],
}


@pytest.fixture
def fruit(tmp_path: Path) -> Path:
    path = tmp_path / "fruit.json"
    path.write_text(json.dumps(FRUIT))
    return path


def fruit_brute() -> oracle.ListedGame:
    return oracle.listed_game(5, [[FRUIT["items"].index(i) + 1 for i in w] for w in FRUIT["wins"]])


def test_a_game_of_its_own_items_is_played_with_hints_why_undo_and_saves(fruit: Path, tmp_path: Path) -> None:
    save = tmp_path / "save.json"
    out = run("play", "--sets", str(fruit), "--seed", "1", typed=f"hint\nkiwi\nwhy\nundo\nsave {save}\nq\n").output
    assert "Free: apple pear fig plum kiwi" in out  # as the file lists them
    brute = fruit_brute()
    empty = frozenset[int]()
    assert brute.pick_verdicts(empty, empty)[2] == ("win", 3)  # pear wins: the hint says so
    assert "  pear   win in 3   <- best" in out
    assert "  kiwi   loss in 4, instead of a win in 3" in out
    assert brute.pick_verdicts(empty, empty)[5] == ("loss", 4)
    assert "Took back kiwi" in out
    saved = json.loads(save.read_text())
    assert saved["version"] == 3
    assert saved["rules"]["sets"] == [[1, 2], [2, 3], [3, 4, 5]]
    assert saved["disguise"]["items"] == FRUIT["items"]
    resumed = run("play", "--load", str(save), typed="").output
    assert "fruit" in resumed


def test_saves_of_a_game_of_sets_are_checked(fruit: Path, tmp_path: Path) -> None:
    rules, dress = game_dress(game_of("fruit", FRUIT["items"], FRUIT["wins"]))
    text = Session(rules=rules, dress=dress, x="human", o="human", picks=[2]).to_json()
    assert Session.from_json(text).picks == (2,)
    good = json.loads(text)
    damaged = {
        "sets out of order": {**good, "rules": {**good["rules"], "sets": [[3, 4, 5], [1, 2], [2, 3]]}},
        "count given": {**good, "rules": {**good["rules"], "count": 3}},
        "a set beyond the items": {**good, "rules": {**good["rules"], "sets": [[1, 2], [2, 3], [3, 4, 9]]}},
        "other sets than the items'": {**good, "rules": {**good["rules"], "sets": [[1, 2], [2, 3], [3, 4]]}},
        "sets in version 2": {**good, "version": 2},
    }
    for name, data in damaged.items():
        with pytest.raises(SaveFileError):
            Session.from_json(json.dumps(data))
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        result = run("play", "--load", str(path), typed="")
        assert result.exit_code == 2, name
        assert len(result.output.strip().splitlines()) == 1, name


def test_explain_puzzle_stats_and_replay_take_a_game_of_sets(fruit: Path) -> None:
    brute = fruit_brute()
    empty = frozenset[int]()
    why = as_json("explain", "--sets", str(fruit), "apple", "--pick", "fig")
    assert why["items"] == FRUIT["items"]
    assert (why["pick_verdict"]["outcome"], why["pick_verdict"]["plies"]) == brute.pick_verdicts(frozenset({1}), empty)[
        3
    ]
    assert [step["item"] for step in why["line"]][:1] == ["fig"]
    text = run("explain", "--sets", str(fruit)).output
    assert "X to move: win in 3 with perfect play. Best: pear." in text
    stats = as_json("explore", "stats", "--sets", str(fruit))
    assert stats["position_count"] == len(brute.reachable())
    replay = as_json("explore", "replay", "--sets", str(fruit), "apple", "fig", "pear")
    assert [h["item"] for h in replay["history"]] == ["apple", "fig", "pear"]
    assert replay["first_mistake"] == 1  # apple throws away the win that pear had
    listing = as_json("puzzle", "--sets", str(fruit), "--list")
    for puzzle in listing["puzzles"]:
        x, o = frozenset(puzzle["x"]), frozenset(puzzle["o"])
        best = brute.best_picks(x, o)
        assert best == [puzzle["answer"]]
    refused = run("puzzle", "--sets", str(fruit), "--dress", "grid")
    assert refused.exit_code == 2
    assert "drop --dress" in refused.output


@pytest.mark.slow
def test_hostile_game_files_get_one_line_each(tmp_path: Path) -> None:
    cases = {
        "duplicates": {"items": ["a", "b", "A", "c"], "wins": [["a", "b"]]},
        "empty set": {"items": ["a", "b", "c"], "wins": [["a"], []]},
        "200 items": {"items": [f"i{n}" for n in range(200)], "wins": [["i1", "i2"]]},
        "unknown item": {"items": ["a", "b", "c"], "wins": [["a", "z"]]},
        "an item twice in a set": {"items": ["a", "b", "c"], "wins": [["a", "a"]]},
        "no sets": {"items": ["a", "b", "c"], "wins": []},
    }
    for name, data in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        for command in (
            ["play", "--sets", str(path)],
            ["solve", "--sets", str(path)],
            ["explore", "isomorph", str(path)],
        ):
            result = run(*command, typed="")
            assert result.exit_code == 2, (name, command, result.output)
            assert len(result.output.strip().splitlines()) == 1, (name, command, result.output)
    many = tmp_path / "many.json"
    many.write_text(
        json.dumps(
            {
                "items": [f"i{n}" for n in range(20)],
                "wins": [[f"i{a}", f"i{b}", f"i{c}"] for a, b, c in list(combinations(range(20), 3))] * 1,
            }
        )
    )
    assert run("solve", "--sets", str(many), "--budget", "1000").exit_code == 0  # 1,140 sets: searched, within a budget
    huge = tmp_path / "huge.json"
    huge.write_text(
        json.dumps(
            {
                "items": [f"i{n}" for n in range(30)],
                "wins": [[f"i{n % 30}", f"i{(n * 7 + 1) % 30}"] for n in range(100_000)],
            }
        )
    )
    result = run("explore", "isomorph", str(huge))
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"items": [f"i{n}" for n in range(30)], "wins": [["i1", "i2"]]}))
    played = run("play", "--sets", str(big), typed="")
    assert played.exit_code == 2
    assert "too big to play" in played.output
    assert as_json("explore", "isomorph", str(big))["isomorphic"] is False  # 30 items: still asked about


@pytest.mark.parametrize(
    "content",
    [
        "",
        "not json",
        "[1, 2]",
        '{"items": [], "wins": []}',
        '{"items": ["a"], "wins": [], "x": 1}',
        json.dumps({"items": list("abcdefghi"), "wins": [["a", "b", "z"]]}),
        json.dumps({"items": list("abcdefgha"), "wins": []}),
        json.dumps({"items": list("abcdefghi"), "wins": "abc"}),
        "[" * 50000,
    ],
)
def test_bad_sets_files(tmp_path: Path, content: str) -> None:
    sets = tmp_path / "game.json"
    sets.write_text(content)
    result = run("explore", "isomorph", "--sets", str(sets))
    assert result.exit_code == 2
    assert result.output.splitlines()[-1].startswith("Error: Invalid value for --sets")
    assert sets.read_text() == content


@pytest.mark.parametrize("words", ["a,b,c", "hot,hot,tied,form,wasp,brim,tank,ship,woes", "1,2,3,4,5,6,7,8,9", ""])
def test_bad_word_lists(words: str) -> None:
    result = run("explore", "isomorph", "--words", words)
    assert result.exit_code == 2
    assert "nine distinct words" in result.output


def _sets_file(tmp_path: Path, data: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


def test_a_sets_file_with_a_key_twice_or_unknown_is_refused_by_name(tmp_path: Path) -> None:
    twice = _sets_file(tmp_path, '{"items": ["a", "b", "c"], "items": ["a", "b", "c", "d"], "wins": [["a", "b"]]}')
    said = run("play", "--sets", twice).output
    assert '"items"' in said
    assert "twice" in said
    unknown = _sets_file(tmp_path, {"items": ["a", "b", "c"], "wins": [["a", "b"]], "colour": "red"}, "u.json")
    said = run("play", "--sets", unknown).output
    assert '"colour"' in said
