"""The tests' own checker of proof certificates, written from the format (docs/proofs.md) and sharing no code
with luoshu's: the winning sets by brute force, positions as pairs of frozensets, every reply tried.

Used by the proof and certificate tests (test_proof, test_certificates, test_proof_processes) and the benchmarks'.
"""

from __future__ import annotations

import json
from functools import cache
from itertools import combinations
from math import comb
from typing import Any

from luoshu import Position
from luoshu.rules import opponent
from luoshu.search.proof import Goal, Proof


class Refused(Exception):
    """The test's checker found the certificate wanting."""


def own_sets(rules: dict[str, Any]) -> set[frozenset[int]]:
    """The winning sets a header's rules state: listed, or every K of 1..N summing to T, by brute force."""
    n = rules["numbers"]
    assert isinstance(n, int)
    if rules.get("sets") is not None:
        listed = rules["sets"]
        assert isinstance(listed, list)
        return {frozenset(each) for each in listed}
    count, target = rules["count"], rules["target"]
    assert isinstance(count, int)
    assert isinstance(target, int)
    return set(summed_sets(n, count, target))


@cache
def summed_sets(n: int, count: int, target: int) -> frozenset[frozenset[int]]:
    """Every ``count``-subset of 1..n summing to ``target``, by brute force: every choice of its ``count`` - 1
    smallest numbers tried, the largest being what the sum lacks, if it is larger than they are and at most n.
    (Each subset once: its smallest numbers name it. Trying every ``count``-subset itself costs n / ``count`` times
    more: two million sums for the order-6 game.)"""
    found = set()
    for smallest in combinations(range(1, n + 1), count - 1):
        largest = target - sum(smallest)
        if (smallest[-1] if smallest else 0) < largest <= n:
            found.add(frozenset((*smallest, largest)))
    return frozenset(found)


def own_check(text: str) -> list[tuple[str, str, int | None]]:
    """Every certificate in ``text``, verified: (prover, claim, plies) each; Refused if one does not hold."""
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    starts = [i for i, row in enumerate(rows) if "rules" in row]
    if not starts or starts[0] != 0:
        raise Refused("no header first")
    found = []
    for at, end in zip(starts, [*starts[1:], len(rows)], strict=True):
        found.append(own_one(rows[at], rows[at + 1 : end]))
    return found


def own_one(header: dict[str, Any], rows: list[dict[str, Any]]) -> tuple[str, str, int | None]:
    rules = header["rules"]
    assert isinstance(rules, dict)
    sets = own_sets(rules)
    n, misere = rules["numbers"], rules["misere"]
    assert isinstance(n, int)
    prover, claim, plies = header["prover"], header["claim"], header["plies"]
    assert isinstance(prover, str)
    assert isinstance(claim, str)
    perms = [[0, *p] for p in header.get("symmetries", [])]
    for p in perms:
        if sorted(p) != list(range(n + 1)) or {frozenset(p[k] for k in s) for s in sets} != sets:
            raise Refused("a symmetry that does not keep the sets")
    group = {tuple(range(n + 1))}
    frontier = list(group)
    while frontier:
        g = frontier.pop()
        for p in perms:
            h = tuple(map(p.__getitem__, g))  # p after g: h[k] = p[g[k]]
            if h not in group:
                group.add(h)
                frontier.append(h)
    identity = tuple(range(n + 1))
    tried_first = [identity, *(g for g in group if g != identity)]  # the position as listed, before its images
    strategy: dict[tuple[frozenset[int], frozenset[int]], int] = {}
    for row in rows:
        x, o, pick = frozenset(row["x"]), frozenset(row["o"]), row["pick"]
        assert isinstance(pick, int)
        if pick in x or pick in o or not 1 <= pick <= n:
            raise Refused(f"pick {pick} is not free")
        strategy[(x, o)] = pick
    x0, o0 = frozenset(header["x"]), frozenset(header["o"])
    start_picks = len(x0) + len(o0)

    # The sets each number is in: a position the walk goes on from holds no whole set, so a pick can only complete
    # one of its own (a big game's tens of thousands of sets are not each tried at every pick). A start that holds
    # a whole set already is walked the slow way, every set tried.
    with_number: dict[int, list[frozenset[int]]] = {k: [] for k in range(1, n + 1)}
    for each in sets:
        for k in each:
            with_number.setdefault(k, []).append(each)
    whole_at_start = any(s <= x0 or s <= o0 for s in sets)
    # The other way to find a whole set with k in it: each choice of the other numbers of ``held``, one for each
    # size of set k is in, looked up among the sets. Cheaper where k is in thousands of sets and ``held`` is small
    # (the order-6 game: five thousand sets to try, against at most six choices of six numbers).
    sizes_with = {k: sorted({len(each) for each in with_k}) for k, with_k in with_number.items()}

    def holds_after(held: frozenset[int], k: int) -> bool:
        """Whether ``held``, which holds ``k`` (its last pick), holds a whole winning set."""
        if whole_at_start:
            return any(s <= held for s in sets)
        with_k = with_number.get(k, ())
        others = len(held) - 1
        if sum(comb(others, size - 1) for size in sizes_with.get(k, ())) >= len(with_k):
            return any(s <= held for s in with_k)
        rest = held - {k}
        return any(frozenset((*chosen, k)) in sets for size in sizes_with[k] for chosen in combinations(rest, size - 1))

    def turn(x: frozenset[int], o: frozenset[int]) -> str:
        return "X" if len(x) == len(o) else "O"

    walked: set[tuple[frozenset[int], frozenset[int]]] = set()

    def walk(x: frozenset[int], o: frozenset[int], longest: list[int]) -> None:
        # A position met again by another order of the same picks is walked once: what follows it, and how far from
        # the start it lies, are the same (the orders of the order-5 game's picks are too many to walk each).
        if (x, o) in walked:
            return
        walked.add((x, o))
        free = [k for k in range(1, n + 1) if k not in x and k not in o]
        depth = len(x) + len(o) - start_picks
        if not free:
            if claim == "win":
                raise Refused("a draw")
            return
        mover = turn(x, o)
        mine = x if mover == "X" else o
        if mover == prover:
            if not misere and any(holds_after(mine | {k}, k) for k in free):
                longest[0] = max(longest[0], depth + 1)
                return
            pick = None
            for g in tried_first:
                image = (frozenset(g[k] for k in x), frozenset(g[k] for k in o))
                if image in strategy:
                    x, o, pick = image[0], image[1], strategy[image]
                    break
            if pick is None:
                raise Refused(f"missing x={sorted(x)} o={sorted(o)}")
            choices = [pick]
        else:
            choices = free
        for k in choices:
            nx, no = (x | {k}, o) if mover == "X" else (x, o | {k})
            if holds_after(nx if mover == "X" else no, k):
                winner = opponent("X" if mover == "X" else "O") if misere else mover
                if winner != prover:
                    raise Refused(f"{winner} wins")
                longest[0] = max(longest[0], depth + 1)
                continue
            walk(nx, no, longest)

    longest = [0]
    walk(x0, o0, longest)
    if claim == "win" and plies is not None and longest[0] > plies:
        raise Refused("longer than claimed")
    return prover, claim, plies


def certificate_text(proof: Proof, symmetries: tuple[tuple[int, ...], ...] = ()) -> str:
    return "".join(line + "\n" for line in proof.certificate(symmetries).lines())


def dfpn_outcome(position: Position) -> str:
    mover = position.to_move
    if Proof(position, Goal(mover, "win")).run():
        return "win"
    if Proof(position, Goal(opponent(mover), "win")).run():
        return "loss"
    return "draw"


@cache
def order_four_certificate() -> tuple[str, ...]:
    """X's win in 9 plies of the order-4 game, proved once per process: the certificate the ``check`` tests
    tamper with (well under a second to prove)."""
    from luoshu import Rules
    from luoshu.search.proof import group_of

    proof = Proof(Position(rules=Rules.order(4)), Goal("X", "win", 9))
    assert proof.run()
    return tuple(proof.certificate(group_of(Rules.order(4))).lines())
