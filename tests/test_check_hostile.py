"""``luoshu check`` in hostile hands: a certificate is read from anyone, so the work it may ask for is bounded
before it is done, every malformed field is refused in one line naming its line, and only a regular file is read.

The commands that could run for ever on the code before are run as processes with a bounded wait: a test that
hangs fails instead. The sums are checked against every choice of numbers, by brute force; the symmetries'
group against its closure computed here.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from itertools import combinations
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_proof import Refused, own_check

from luoshu import Position, Rules
from luoshu.rules import sums
from luoshu.rules.certificate import MAX_GROUP, CertificateError, check
from luoshu.search.proof import Goal, Proof, group_of

WAIT = 120
"""Seconds a command is waited for: minutes more than it takes; on the code before, it ran for ever."""


def luoshu(*args: str) -> subprocess.CompletedProcess[str]:
    """``luoshu ARGS`` as its own process, waited for at most WAIT seconds (TimeoutExpired fails the test)."""
    return subprocess.run(
        [sys.executable, "-m", "luoshu", *args], capture_output=True, text=True, timeout=WAIT, check=False
    )


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


@settings(max_examples=150, deadline=None)
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
