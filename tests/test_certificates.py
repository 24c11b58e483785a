"""``luoshu check`` and the files of a proof in hostile hands: a certificate is read from anyone, so the work it
may ask for is bounded before it is done, every malformed field is refused in one line naming its line, only a
regular file is read, and a certificate of another game is refused; ``prove``'s ``--out`` and ``--checkpoint`` refuse
a FIFO or a device before any search, and a checkpoint changed by hand, malformed or lying is refused, never proved
from, never overwritten. Certificates of games given as sets name the game as the file lists it.

Every command runs in this process (CliRunner). The sums are checked against every choice of numbers, by brute
force; the symmetries' group against its closure computed here; certificates against the tests' own checker
(tests/checker.py), written from the format and sharing no code with luoshu's.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from checker import Refused, order_four_certificate, own_check
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from luoshu import Position, Rules
from luoshu.cli import cli
from luoshu.rules import sums
from luoshu.rules.certificate import MAX_GROUP, CertificateError, check
from luoshu.search.proof import Goal, Proof, group_of


def luoshu(*args: str) -> subprocess.CompletedProcess[str]:
    """``luoshu ARGS`` in this process, as a finished process says it (its status, its two outputs)."""
    done = CliRunner().invoke(cli, list(args))
    return subprocess.CompletedProcess(list(args), done.exit_code, done.stdout, done.stderr)


def one_line_failure(done: subprocess.CompletedProcess[str], path: Path) -> str:
    """The one line ``check`` says of a certificate that fails, after checking that it fails that way."""
    assert done.returncode == 1, (done.stdout, done.stderr)
    lines = done.stdout.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{path}: FAILS at line "), lines
    assert "internal error" not in done.stderr
    assert "Traceback" not in done.stderr
    return lines[0]


def header(rules: dict[str, Any], **more: Any) -> str:
    found = {"rules": rules, "x": [], "o": [], "prover": "X", "claim": "win", "plies": None, **more}
    return json.dumps(found, separators=(",", ":"))


SIXTY_FOUR = {"numbers": 64, "count": 8, "target": 260, "misere": False}
"""A game of 64 numbers: 8 summing to 260, some 35 million sets."""


def test_a_header_naming_a_game_of_64_numbers_is_checked_without_listing_its_sets(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    path.write_text(header(SIXTY_FOUR) + "\n")
    assert len(header(SIXTY_FOUR)) < 120  # the 119 bytes
    said = one_line_failure(luoshu("check", str(path)), path)
    assert "the start reaches x=[] o=[], which is not listed" in said


def test_its_sets_are_counted_before_they_are_mapped_under_a_symmetry(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    complement = [65 - n for n in range(1, 65)]
    path.write_text(header(SIXTY_FOUR, symmetries=[complement]) + "\n")
    said = one_line_failure(luoshu("check", str(path)), path)
    # Counted here by a table of counts of the sums of k numbers of 1..64, in plain Python.
    ways = [[0] * 261 for _ in range(9)]
    ways[0][0] = 1
    for n in range(1, 65):
        for k in range(8, 0, -1):
            for total in range(260, n - 1, -1):
                ways[k][total] += ways[k - 1][total - n]
    assert f"the game has {ways[8][260]:,} winning sets, more than the 100,000" in said


def test_a_sum_no_choice_makes_is_found_at_once(tmp_path: Path) -> None:
    # X holds the 32 even numbers, O the 32 odd: 16 of the evens never sum to an odd target, and the walk that
    # prunes only from below tried every one of C(32, 16) choices.
    rules = {"numbers": 64, "count": 16, "target": 521, "misere": False}
    path = tmp_path / "parity.jsonl"
    path.write_text(json.dumps({**json.loads(header(rules)), "x": list(range(2, 65, 2)), "o": list(range(1, 65, 2))}))
    said = one_line_failure(luoshu("check", str(path)), path)
    assert "the board is full: a draw, not a win" in said


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(1, 40), max_size=14, unique=True).map(sorted),
    st.integers(0, 6),
    st.integers(-3, 150),
    st.integers(0, 14),
)
def test_the_table_of_reachable_sums_finds_the_sets_every_choice_would(
    numbers: list[int], count: int, total: int, start: int
) -> None:
    start = min(start, len(numbers))
    every = [c for c in combinations(numbers[start:], count) if sum(c) == total]
    # The table's answers, asked directly (the walk answers these small cases itself).
    if count:
        assert sums._first_reached(numbers, count, total, start) == (every[0] if every else None)
    if count >= 2:
        assert list(sums._every_reached(numbers, count, total, start)) == every


def test_the_winning_sets_of_a_big_game_are_counted_and_found_by_the_table() -> None:
    rng = random.Random(7)
    for _ in range(5):
        numbers, count = rng.randint(20, 26), rng.randint(3, 6)
        target = rng.randint(count * (count + 1) // 2, count * numbers - count * (count - 1) // 2)
        every = [c for c in combinations(range(1, numbers + 1), count) if sum(c) == target]
        assert sums.count_sets_summing_to(numbers, count, target) == len(every)
        assert list(sums.sets_summing_to(range(1, numbers + 1), count, target)) == every
        held = sorted(rng.sample(range(1, numbers + 1), 18))
        found = [c for c in combinations(held, count) if sum(c) == target]
        assert sums.set_summing_to(held, count, target) == (found[0] if found else None)


# The symmetries ---------------------------------------------------------------------------------------------------

PAIRS = {
    "numbers": 16,
    "count": None,
    "target": None,
    "misere": False,
    "sets": [[a, b] for a in range(1, 17) for b in range(a + 1, 17)],
}
"""A game whose winning sets are every pair: every permutation of 1-16 keeps them, 16! of them."""


def test_a_thousand_transpositions_are_refused_in_one_line(tmp_path: Path) -> None:
    rng = random.Random(1)
    listed = []
    for _ in range(1000):
        a, b = rng.sample(range(16), 2)
        image = list(range(1, 17))
        image[a], image[b] = image[b], image[a]
        listed.append(image)
    path = tmp_path / "transpositions.jsonl"
    path.write_text(header(PAIRS, symmetries=listed) + '\n{"x":[],"o":[],"pick":1}\n')
    said = one_line_failure(luoshu("check", str(path)), path)
    assert said.endswith(f"line 1: the symmetries make more than {MAX_GROUP:,} permutations")


def test_a_long_list_of_symmetries_within_the_limit_is_checked_quickly(tmp_path: Path) -> None:
    # Every pair of 1-8 wins, and 9-10, ..., 15-16: every permutation of 1-8 keeps the sets, 40,320 of them.
    sets = [[a, b] for a in range(1, 9) for b in range(a + 1, 9)] + [[n, n + 1] for n in range(9, 16, 2)]
    rules = {"numbers": 16, "count": None, "target": None, "misere": False, "sets": sets}
    swaps = []
    for a in range(7):  # the transpositions of neighbours generate every permutation of 1-8
        image = list(range(1, 17))
        image[a], image[a + 1] = image[a + 1], image[a]
        swaps.append(image)
    assert len(closure(swaps, 16)) == 40_320
    # Listed 3,000 times over: the closure by products of every element with every entry would take hours.
    path = tmp_path / "many.jsonl"
    path.write_text(header(rules, symmetries=swaps * 3000, plies=3) + '\n{"x":[],"o":[],"pick":1}\n')
    done = luoshu("check", str(path))
    assert done.returncode == 0, (done.stdout, done.stderr)
    assert "X wins a game of 32 winning sets on the numbers 1-16 from the empty board within 3 plies" in done.stdout
    # The test's own checker closes the group the slow way: given the seven, it agrees.
    assert own_check(header(rules, symmetries=swaps, plies=3) + '\n{"x":[],"o":[],"pick":1}\n') == [("X", "win", 3)]


@pytest.fixture(scope="module")
def fifteen() -> list[str]:
    """X's not_lose of Pick Fifteen, with its 7 symmetries listed."""
    proof = Proof(Position(), Goal("X", "not_lose"))
    assert proof.run()
    return list(proof.certificate(group_of(Rules())).lines())


def closure(generators: list[list[int]], numbers: int) -> set[tuple[int, ...]]:
    """The group the permutations generate, by products until nothing new comes (the test's own)."""
    found = {tuple(range(1, numbers + 1))}
    frontier = list(found)
    while frontier:
        g = frontier.pop()
        for h in generators:
            product = tuple(h[g[k] - 1] for k in range(numbers))
            if product not in found:
                found.add(product)
                frontier.append(product)
    return found


def test_a_long_list_of_symmetries_the_group_already_holds_is_checked_quickly(
    tmp_path: Path, fifteen: list[str]
) -> None:
    given_ = json.loads(fifteen[0])["symmetries"]
    # The square's quarter turn and one mirror generate its eight motions: listed 5,000 times over, with the rest.
    turn, mirror = [7, 4, 1, 8, 5, 2, 9, 6, 3], [3, 2, 1, 6, 5, 4, 9, 8, 7]
    assert len(closure([turn, mirror], 9)) == 8
    assert closure([turn, mirror], 9) == closure(given_, 9)  # the prover's are the same group
    many = json.loads(fifteen[0])
    many["symmetries"] = [turn, mirror] * 2500 + given_
    path = tmp_path / "many.jsonl"
    path.write_text("\n".join([json.dumps(many), *fifteen[1:]]) + "\n")
    done = luoshu("check", str(path))
    assert done.returncode == 0, done.stdout
    assert own_check(path.read_text()) == [("X", "not_lose", None)]
    # Only the generators are mapped over the sets: a forged one after thousands of others is still caught.
    many["symmetries"] = [turn] * 3000 + [[2, 1, 3, 4, 5, 6, 7, 8, 9]]
    path.write_text("\n".join([json.dumps(many), *fifteen[1:]]) + "\n")
    with pytest.raises(Refused):
        own_check(path.read_text())
    said = one_line_failure(luoshu("check", str(path)), path)
    assert "line 1: symmetry 3001 does not keep the winning sets" in said


def test_two_generators_stand_for_the_whole_group(fifteen: list[str]) -> None:
    two = json.loads(fifteen[0])
    two["symmetries"] = [[7, 4, 1, 8, 5, 2, 9, 6, 3], [3, 2, 1, 6, 5, 4, 9, 8, 7]]
    lines = [json.dumps(two), *fifteen[1:]]
    assert [(p.prover, p.claim) for p in check(lines)] == [("X", "not_lose")]
    assert own_check("\n".join(lines)) == [("X", "not_lose", None)]
    # With one of them only, the positions that are images under the other are not covered.
    two["symmetries"] = two["symmetries"][:1]
    lines = [json.dumps(two), *fifteen[1:]]
    with pytest.raises(Refused):
        own_check("\n".join(lines))
    with pytest.raises(CertificateError, match="which is not listed"):
        check(lines)


@pytest.mark.parametrize(
    "entry",
    [
        ["1", *range(2, 10)],
        [1.0, *range(2, 10)],
        [None, *range(2, 10)],
        [[1], *range(2, 10)],
        [True, *range(2, 10)],
        "1 2 3 4 5 6 7 8 9",
        None,
        [list(range(1, 10))],
    ],
    ids=["a string in it", "a float in it", "null in it", "a list in it", "a bool in it", "a string", "null", "nested"],
)
def test_a_symmetry_that_is_no_list_of_numbers_is_refused_naming_its_index(
    tmp_path: Path, fifteen: list[str], entry: object
) -> None:
    bad = json.loads(fifteen[0])
    bad["symmetries"] = [bad["symmetries"][0], entry]
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join([json.dumps(bad), *fifteen[1:]]) + "\n")
    said = one_line_failure(luoshu("check", str(path)), path)
    assert said.endswith("line 1: symmetry 2 is not a permutation of 1-9 (the images of 1..9)")


# Every field ------------------------------------------------------------------------------------------------------

WRONG: list[object] = [
    "abc",
    1.5,
    None,
    True,
    -1,
    0,
    10**30,
    [],
    [None],
    ["x"],
    [1.0],
    [[1]],
    [1, 1],
    [10],
    {},
    {"numbers": 9},
    {"numbers": "9", "count": 3, "target": 15, "misere": False},
    {"numbers": 9, "count": 3, "target": 15, "misere": "no"},
    {"numbers": 9, "count": None, "target": None, "misere": False, "sets": [[1, 2], "a"]},
    {"numbers": 9, "count": None, "target": None, "misere": False, "sets": {"a": 1}},
    {"numbers": 10**20, "count": 3, "target": 15, "misere": False},
]
"""Values of the wrong kind for some field or other: strings, floats, null, bools, lists, objects."""


def test_every_malformed_field_is_refused_in_one_line_naming_its_line(fifteen: list[str]) -> None:
    head, row, at = json.loads(fifteen[0]), json.loads(fifteen[3]), 4
    tried = 0
    for key in [*head, "more"]:
        for value in [*WRONG, "missing"]:
            changed = {k: v for k, v in head.items() if k != key or value != "missing"}
            if value != "missing":
                changed[key] = value
            if changed == head:
                continue
            tried += 1
            refused_at(1, [json.dumps(changed), *fifteen[1:]])
    for key in ("x", "o", "pick", "more"):
        for value in [*WRONG, "missing"]:
            changed = {k: v for k, v in row.items() if k != key or value != "missing"}
            if value != "missing":
                changed[key] = value
            tried += 1
            refused_at(at, [*fifteen[: at - 1], json.dumps(changed), *fifteen[at:]])
    assert tried > 150


WALKED = ("which is not listed", "wins", "a draw", "claimed", "is taken", "is over")
"""Reasons found by walking the game (a well-formed field that changed the game or the start): they name the
line of the pick that leads there, not the changed one."""


def refused_at(line: int, lines: list[str]) -> None:
    """The checker refuses the lines in one line naming ``line``, the changed one (or, for a well-formed change
    that the walk finds wanting, the line it finds it at), or accepts them if they still hold (the test's own
    checker agreeing): never any other error."""
    try:
        check(lines)
    except CertificateError as error:
        refused: CertificateError | None = error
    else:
        refused = None
    if refused is None:
        own_check("\n".join(lines))  # it holds: the test's own checker must agree
        return
    assert "\n" not in str(refused)
    assert refused.line == line or any(said in refused.reason for said in WALKED), (refused, lines[line - 1][:200])


# Files that are no regular file -----------------------------------------------------------------------------------


def test_check_reads_only_a_regular_file(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    done = luoshu("check", "/dev/zero", str(fifo), str(tmp_path))
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        "/dev/zero is a device, not a certificate file",
        f"{fifo} is a FIFO, not a certificate file",
        f"{tmp_path} is a folder, not a certificate file",
    ]
    done = luoshu("check", "--json", str(fifo))
    assert json.loads(done.stdout) == {
        "file": str(fifo),
        "valid": False,
        "line": None,
        "reason": f"{fifo} is a FIFO, not a certificate file",
    }


# Tampered certificates --------------------------------------------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 3))
def test_no_tampered_certificate_is_accepted_that_the_tests_own_checker_refuses(rng: object, changes: int) -> None:
    import random as chance

    assert isinstance(rng, chance.Random)
    lines = list(TAMPERED[rng.randrange(len(TAMPERED))])
    for _ in range(changes):
        lines = tampered(lines, rng)
    try:
        proved = [(p.prover, p.claim, p.plies) for p in check(lines)]
    except CertificateError:
        return  # refused: nothing to compare
    assert own_check("\n".join(lines)) == proved, lines[0]


def tampered(lines: list[str], rng: random.Random) -> list[str]:
    """One change an adversary makes: a pick, a line dropped, a shorter or other claim, the other prover, a forged
    symmetry, the symmetries dropped, the game played misère."""
    lines = list(lines)
    head = json.loads(lines[0])
    numbers = head["rules"]["numbers"]
    kind = rng.randrange(7)
    if kind == 0 and len(lines) > 1:
        at = rng.randrange(1, len(lines))
        row = json.loads(lines[at])
        row["pick"] = rng.randint(1, numbers)
        lines[at] = json.dumps(row)
    elif kind == 1 and len(lines) > 1:
        del lines[rng.randrange(1, len(lines))]
    elif kind == 2:
        head["claim"], head["plies"] = "win", rng.choice([None, rng.randint(1, numbers)])
    elif kind == 3:
        head["prover"] = "O" if head["prover"] == "X" else "X"
    elif kind == 4:
        image = list(range(1, numbers + 1))
        a, b = rng.sample(range(numbers), 2)
        image[a], image[b] = image[b], image[a]
        head["symmetries"] = [*head.get("symmetries", []), image]
    elif kind == 5:
        head.pop("symmetries", None)
    else:
        head["rules"] = {**head["rules"], "misere": not head["rules"]["misere"]}
    lines[0] = json.dumps(head)
    return lines


def _certificate(position: Position, goal: Goal) -> list[str]:
    proof = Proof(position, goal)
    assert proof.run()
    return list(proof.certificate(group_of(position.rules)).lines())


TAMPERED = [
    _certificate(Position(), Goal("X", "not_lose")),
    _certificate(Position(), Goal("O", "not_lose")),
    _certificate(Position.from_moves([5, 1]), Goal("X", "win", 5)),
    _certificate(Position(rules=Rules(misere=True)), Goal("O", "not_lose")),
]
"""Certificates that hold, to tamper with: Pick Fifteen's draw, a win in it, its misère's draw."""


# The whole certificate, and one changed: refused naming its line ------------------------------------------------


def run(*args: str) -> tuple[int, str, str]:
    done = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in done.output, done.output
    assert "internal error" not in done.output, done.output
    return done.exit_code, done.stdout, done.stderr


def test_pick_fifteen_is_a_draw_by_two_certificates(tmp_path: Path) -> None:
    out = tmp_path / "fifteen.jsonl"
    code, said, _ = run("prove", "--out", str(out))
    assert code == 0, said
    assert "X does not lose and O does not lose" in said
    assert own_check(out.read_text()) == [("X", "not_lose", None), ("O", "not_lose", None)]
    code, said, _ = run("check", str(out))
    assert code == 0
    assert said.count("does not lose") == 2


@pytest.fixture
def order_four() -> list[str]:
    """X's win in 9 plies of the order-4 game, proved once per process (tests/checker.py)."""
    return list(order_four_certificate())


def refused(tmp_path: Path, lines: list[str]) -> tuple[int, str]:
    path = tmp_path / "bad.jsonl"
    path.write_text("".join(line + "\n" for line in lines))
    with pytest.raises(Refused):
        own_check(path.read_text())
    code, said, _ = run("check", str(path))
    assert code == 1, said
    return code, said


def test_check_accepts_the_whole_certificate(tmp_path: Path, order_four: list[str]) -> None:
    path = tmp_path / "good.jsonl"
    path.write_text("\n".join(order_four) + "\n")
    code, said, _ = run("check", str(path))
    assert code == 0
    assert "X wins the order-4 game" in said
    assert "within 9 plies" in said
    assert own_check(path.read_text()) == [("X", "win", 9)]


def test_check_refuses_a_pick_that_is_taken(tmp_path: Path, order_four: list[str]) -> None:
    lines = list(order_four)
    at = next(i for i, line in enumerate(lines) if i and json.loads(line)["x"])
    row = json.loads(lines[at])
    row["pick"] = row["x"][0]
    lines[at] = json.dumps(row)
    _, said = refused(tmp_path, lines)
    assert f"line {at + 1}: the pick {row['x'][0]} is taken" in said


def test_check_refuses_a_missing_reply(tmp_path: Path, order_four: list[str]) -> None:
    lines = list(order_four)
    gone = max(range(1, len(lines)), key=lambda i: len(json.loads(lines[i])["x"]))  # one of the deepest
    del lines[gone]
    _, said = refused(tmp_path, lines)
    assert "which is not listed" in said
    assert "FAILS at line" in said


def test_check_refuses_a_claim_longer_than_proved(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["plies"] = 7
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "more than the 7 claimed" in said


def test_check_refuses_a_forged_symmetry(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["symmetries"] = [[2, 1, *range(3, 17)]]  # swaps 1 and 2, which no symmetry of the order-4 game does
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "FAILS at line 1: symmetry 1 does not keep the winning sets" in said


def test_check_refuses_a_truncated_file(tmp_path: Path, order_four: list[str]) -> None:
    text = "\n".join(order_four)
    path = tmp_path / "cut.jsonl"
    path.write_text(text[: len(text) // 2])
    code, said, _ = run("check", str(path))
    assert code == 1
    assert f"FAILS at line {text[: len(text) // 2].count(chr(10)) + 1}" in said
    # Cut at a line's end, it lacks positions.
    lines = order_four[: len(order_four) // 2]
    _, said = refused(tmp_path, lines)
    assert "which is not listed" in said


def test_check_refuses_a_certificate_for_another_game(tmp_path: Path, order_four: list[str]) -> None:
    header = json.loads(order_four[0])
    header["rules"]["misere"] = True
    _, said = refused(tmp_path, [json.dumps(header), *order_four[1:]])
    assert "FAILS at line" in said
    path = tmp_path / "good.jsonl"
    path.write_text("\n".join(order_four) + "\n")
    code, said, _ = run("check", "--order", "5", str(path))
    assert code == 1
    assert "line 1: a certificate for the order-4 game" in said


# Games given as sets --------------------------------------------------------------------------------------------

CELLS = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
"""Tic-tac-toe's cells, read row by row."""
LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def tictactoe(path: Path, order: list[str]) -> list[list[int]]:
    """Tic-tac-toe as a games file, its items listed in ``order``; its winning sets numbered as the file's items
    (the first 1), each ascending, in ascending order."""
    wins = [[CELLS[k] for k in line] for line in LINES]
    path.write_text(json.dumps({"items": order, "wins": wins}))
    number = {item: n for n, item in enumerate(order, start=1)}
    return sorted(sorted(number[item] for item in win) for win in wins)


def test_a_game_that_is_tictactoe_is_proved_as_its_file_lists_it(tmp_path: Path) -> None:
    scrambled = tmp_path / "scrambled.json"
    sets = tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    out = tmp_path / "scrambled.jsonl"
    code, said, _ = run(
        "prove", "--sets", str(scrambled), "--out", str(out), "a", "e"
    )  # X takes a corner, O the middle
    assert code == 0, said
    heads = [json.loads(line) for line in out.read_text().splitlines() if '"rules"' in line]
    assert [head["rules"] for head in heads] == [
        {"numbers": 9, "count": None, "target": None, "misere": False, "sets": sets}
    ] * len(heads)
    assert [(head["x"], head["o"]) for head in heads] == [([3], [1])] * len(heads)  # a is item 3, e item 1
    assert own_check(out.read_text()) == [("X", "not_lose", None), ("O", "not_lose", None)]
    code, said, _ = run("check", "--sets", str(scrambled), str(out))
    assert code == 0, said
    assert said.count(": proves that ") == 2


def test_check_refuses_it_for_another_game_even_another_tictactoe(tmp_path: Path) -> None:
    scrambled, other = tmp_path / "scrambled.json", tmp_path / "other.json"
    tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    assert tictactoe(other, CELLS) != tictactoe(scrambled, ["e", "i", "a", "c", "g", "b", "d", "f", "h"])
    out = tmp_path / "scrambled.jsonl"
    code, said, _ = run("prove", "--sets", str(scrambled), "--out", str(out))
    assert code == 0, said
    code, said, _ = run("check", "--sets", str(other), str(out))
    assert code == 1
    assert said.splitlines() == [
        (
            f"{out}: FAILS at line 1: a certificate for a game of 8 winning sets on the numbers 1-9 whose winning "
            "sets are not those of the game asked for"
        )
    ]
    code, said, _ = run("check", "--order", "3", str(out))  # nor is it a certificate for Pick Fifteen
    assert code == 1
    assert "a certificate for a game of 8 winning sets on the numbers 1-9, not for Pick Fifteen" in said


# prove's own files: --out, --checkpoint ---------------------------------------------------------------------------

STOPPED = ["prove", "--order", "4", "--plies", "7", "--workers", "1", "--budget", "1000"]
"""A proof stopped by its budget: it keeps a checkpoint (no win within 7 plies takes some 7,000 nodes)."""


def error_line(told: str) -> str:
    """The one line of a refusal."""
    said = [line for line in told.splitlines() if line.startswith("Error: ")]
    assert len(said) == 1, told
    return said[0]


def test_a_fifo_or_a_device_is_refused_before_any_search(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for option, path, kind in (
        ("--out", fifo, "a FIFO"),
        ("--checkpoint", fifo, "a FIFO"),
        ("--checkpoint", Path("/dev/zero"), "a device"),
        ("--out", Path("/dev/null"), "a device"),
    ):
        done = luoshu("prove", "--order", "4", option, str(path))
        assert done.returncode == 2, (option, path, done.stderr)
        assert error_line(done.stderr) == f"Error: Invalid value for {option}: {path} is {kind}", done.stderr
        assert "Search:" not in done.stderr + done.stdout


@pytest.fixture
def kept(tmp_path: Path) -> Path:
    """A checkpoint that a proof stopped by its budget kept."""
    checkpoint = tmp_path / "o4.checkpoint"
    code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))
    assert code == 1, told
    assert json.loads(checkpoint.read_text())["checkpoint"] == 1
    return checkpoint


def rewritten(checkpoint: Path, change: Any, digest: bool) -> None:
    """The checkpoint changed by ``change(data)``; with ``digest``, its digest made anew, as a forger would."""
    data = json.loads(checkpoint.read_text())
    change(data)
    if digest:
        data.pop("digest", None)
        data["digest"] = hashlib.sha256(json.dumps(data, separators=(",", ":")).encode()).hexdigest()
    checkpoint.write_text(json.dumps(data, separators=(",", ":")))


def flip(data: dict[str, Any]) -> None:
    """Every refuted position of the first goal said proved, and every proved one refuted."""
    goal = next(iter(data["goals"].values()))
    goal["proved"], goal["refuted"] = goal["refuted"], goal["proved"]


def test_a_checkpoint_changed_by_hand_is_refused(kept: Path) -> None:
    rewritten(kept, flip, digest=False)
    code, _, told = run(*STOPPED, "--checkpoint", str(kept))
    assert code == 1
    assert error_line(told) == (
        f"Error: the checkpoint {kept} was changed since prove wrote it (or an older luoshu wrote it): remove it, or "
        "name another"
    )


MALFORMED = {
    "a goal not named as a goal": lambda data: data["goals"].update({"X wins 9": {"proved": [], "refuted": []}}),
    "a position that is no number": lambda data: next(iter(data["goals"].values()))["proved"].append("12"),
    "a position that is a bool": lambda data: next(iter(data["goals"].values()))["refuted"].append(True),
    "a float": lambda data: next(iter(data["goals"].values()))["refuted"].append(1.5),
    "no goals": lambda data: data.pop("goals"),
    "goals a list": lambda data: data.update(goals=[]),
    "a sub-proof of three": lambda data: next(iter(data["goals"].values())).update(sub_proofs=[[1, 2, True]]),
    "a sub-proof's picks not numbers": lambda data: next(iter(data["goals"].values())).update(
        sub_proofs=[[2, 4, True, 3, [["a", 1, 2]]]]
    ),
}


def test_a_malformed_checkpoint_is_refused_in_one_line(kept: Path) -> None:
    good = kept.read_text()
    for name, change in MALFORMED.items():
        kept.write_text(good)
        rewritten(kept, change, digest=True)
        code, _, told = run(*STOPPED, "--checkpoint", str(kept))
        assert code == 1, name
        assert error_line(told) == f"Error: {kept} is not a luoshu prove checkpoint: it was left alone", name


def test_a_checkpoint_that_is_no_checkpoint_is_refused_in_one_line(tmp_path: Path) -> None:
    checkpoint = tmp_path / "bad.checkpoint"
    for text in ["", "{", "[]", '{"checkpoint": 1}', "\x00" * 10, "null"]:
        checkpoint.write_text(text)
        code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))
        assert code == 1, text
        assert error_line(told).startswith(("Error: the checkpoint", f"Error: {checkpoint} is not")), told
        assert checkpoint.read_text() == text  # left alone


def test_a_checkpoint_that_lies_is_never_proved_from(tmp_path: Path) -> None:
    # The order-4 game's win in 9 stopped by a budget, its checkpoint then forged with its digest made anew: the
    # positions it proved said refuted and the other way round. The certificate made from it fails the checker,
    # so prove refuses it, writing nothing (the test's own checker would refuse it too).
    out = tmp_path / "o4.jsonl"
    command = ["prove", "--order", "4", "--plies", "9", "--workers", "1", "--out", str(out)]
    code, _, told = run(*command, "--budget", "1000")
    assert code == 1, told
    checkpoint = Path(str(out) + ".checkpoint")
    rewritten(checkpoint, flip, digest=True)
    code, said, told = run(*command)
    assert code == 1
    assert error_line(told) == (
        f"Error: the checkpoint {checkpoint} holds positions decided wrongly: the proof made from it does not "
        "hold; remove it and prove again"
    )
    assert not out.exists()
    assert not said


def test_a_checkpoint_of_another_proof_is_never_overwritten(tmp_path: Path) -> None:
    from luoshu.cli import prove as proving
    from luoshu.rules import Position, Rules
    from luoshu.search.proof import Goal, Proof

    checkpoint = tmp_path / "shared.checkpoint"
    code, _, told = run(*STOPPED, "--checkpoint", str(checkpoint))  # the order-4 game's
    assert code == 1, told
    before = checkpoint.read_text()
    # Another game's proof, given the same file: refused at its start, and its stop leaves the file alone too.
    code, _, told = run("prove", "--order", "5", "--workers", "1", "--budget", "1000", "--checkpoint", str(checkpoint))
    assert code == 1
    assert "is of another game or start" in error_line(told)
    proof = Proof(Position(rules=Rules.order(5)), Goal("X", "win"), budget=1000)
    with pytest.raises(Exception, match="budget"):
        proof.run()
    assert proving._write_checkpoint(str(checkpoint), Rules.order(5), Position(rules=Rules.order(5)), [proof]) is None
    assert checkpoint.read_text() == before
