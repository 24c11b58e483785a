"""Explanations, checked on every reachable position and every free pick against the grid and the oracle; the
strategy and its rules; a pick as good as any other said as each language says it."""

import json
import re
from functools import cache
from itertools import combinations

import oracle
import pytest
from running import as_json, run

from luoshu import Position, Rules
from luoshu.teach.explain import Explanation, explain, explanation_head
from luoshu.teach.strategy import RULES, naive_fork_block, prove, rule_for

GAME = oracle.Game(9, 3, 15)
CELL = {n: (r, c) for r, row in enumerate(oracle.LUO_SHU) for c, n in enumerate(row)}
NUMBER = {cell: n for n, cell in CELL.items()}


@cache  # asked of every step of every line of every explanation: the layout answers once
def lines_through(number: int) -> list[list[int]]:
    """The grid lines through a number's cell, as the numbers on them: from the layout, never from sums."""
    cell = CELL[number]
    return [[NUMBER[c] for c in line] for line in oracle.GRID_LINES if cell in line]


@cache  # the same threats are met in many explanations (callers never change the set returned)
def grid_threats(mine: frozenset[int], free: frozenset[int], through: int | None) -> set[tuple[tuple[int, ...], int]]:
    """Lines where a player holds two cells and the third is free: (the two numbers, the free one)."""
    found = set()
    for line in (line for n in mine for line in lines_through(n)):
        held = [n for n in line if n in mine]
        empty = [n for n in line if n in free]
        if len(held) == 2 and len(empty) == 1 and (through is None or through in held):
            found.add((tuple(sorted(held)), empty[0]))
    return found


@cache  # asked of every step of every line: the oracle's answer, sorted once
def best_picks(x: frozenset[int], o: frozenset[int]) -> list[int]:
    """The oracle's best picks (callers never change the list returned)."""
    return GAME.best_picks(x, o)


@cache  # likewise
def free_numbers(x: frozenset[int], o: frozenset[int]) -> frozenset[int]:
    return frozenset(GAME.free(x, o))


def open_lines(x: frozenset[int], o: frozenset[int]) -> int:
    every = [[NUMBER[c] for c in line] for line in oracle.GRID_LINES]
    return sum(1 for line in every if not set(line) & o or not set(line) & x)


def check(position: Position, pick: int | None) -> None:
    why = explain(position, pick)
    x, o = position.x, position.o
    verdicts = GAME.pick_verdicts(x, o)
    best = best_picks(x, o)
    assert why.best == best
    assert (why.verdict.outcome.value, why.verdict.plies) == verdicts[best[0]]
    if pick is None:
        assert why.pick_verdict is None
    else:
        assert why.pick_verdict is not None
        assert (why.pick_verdict.outcome.value, why.pick_verdict.plies) == verdicts[pick]
    if pick is not None:
        check_head(why, verdicts, pick)
    followed = why.pick_verdict or why.verdict
    if followed.outcome.value != "draw":
        assert len(why.line) == followed.plies  # the line lasts as long as the verdict says
    # Replay the line: legal, each later pick best for its side, threats and forks as the grid sees them.
    for index, step in enumerate(why.line):
        mover = "X" if len(x) == len(o) else "O"
        assert step.player == mover
        assert step.number not in x | o
        if index > 0 or pick is None:
            assert step.number in best_picks(x, o), (position, pick, step)
        mine, theirs = (x, o) if mover == "X" else (o, x)
        free_before = free_numbers(x, o)
        x, o = GAME.play(x, o, step.number)
        mine = mine | {step.number}
        free = free_numbers(x, o)
        made = {tuple(sorted(line)) for line in lines_through(step.number) if set(line) <= mine}
        assert set(step.completes) == made  # every line the pick completes, two where it completes two
        assert len(step.completes) == len(made)
        if made:
            assert not step.threats
            break
        every = grid_threats(mine, free, None)
        assert {(t.numbers, t.needs) for t in step.threats} == every  # every threat, old ones too
        assert {(t.numbers, t.needs) for t in step.threats if t.new} == grid_threats(mine, free, step.number)
        # A fork: the mover then threatens to complete a line with two or more different numbers.
        assert step.fork == (len({needs for _, needs in every}) >= 2)
        blocked = {(held, needs) for held, needs in grid_threats(theirs, free_before, None)}
        assert {(t.numbers, t.needs) for t in step.blocks} == {b for b in blocked if b[1] == step.number}
    # The game ends as said.
    finished = GAME.finished(x, o)
    if why.ends == "win":
        assert finished is not None
        assert finished[0] == "loss"
    elif why.ends == "draw":
        assert finished == ("draw", 0)
    else:
        assert why.ends == "certain draw"
        assert finished is None
        assert open_lines(x, o) == 0


def check_head(why: Explanation, verdicts: dict[int, tuple[str, int]], pick: int) -> None:
    """The head of a pick's explanation reads as a sentence, and calls the line a refutation exactly when the pick
    makes the outcome worse, as the oracle's verdicts say."""
    head = explanation_head(why)
    top = max(verdicts.values(), key=oracle.rank)
    outcome, plies = verdicts[pick]
    worse = outcome != top[0]
    assert head.line == ("The refutation:" if worse else "The line from there:"), (why.x, why.o, pick)
    if verdicts[pick] == top:
        assert head.best is None
        return
    mover = "X" if len(why.x) == len(why.o) else "O"
    clause = head.verdict.split(f"For {mover}, picking {pick} ({oracle.CELL_NAMES[pick]}) ", 1)[1]
    if worse:
        assert clause.startswith("turns a ")
    else:
        verb = "wins" if outcome == "win" else "loses"
        assert clause == f"{verb} in {plies} instead of {top[1]}."
    HEADS[worse] += 1


HEADS = {True: 0, False: 0}  # picks whose heads were read: a worse outcome, or the same one later or sooner


@pytest.mark.slow
def test_every_explanation_of_every_position_and_pick() -> None:
    explained = 0
    for x, o in sorted(GAME.reachable(), key=lambda p: (len(p[0]) + len(p[1]), sorted(p[0]), sorted(p[1]))):
        position = Position(x, o)
        if position.is_over:
            continue
        check(position, None)
        for pick in sorted(position.free):
            check(position, pick)
            explained += 1
    unfinished = [(x, o) for x, o in GAME.reachable() if GAME.finished(x, o) is None]
    assert explained == sum(len(GAME.free(x, o)) for x, o in unfinished)
    assert all(HEADS.values())  # each kind of costly pick was met


def test_costs_in_words() -> None:
    assert explain(Position.from_moves([5]), pick=1).cost == "turns a draw into a loss in 6"
    assert explain(Position.from_moves([1, 2, 4, 9]), pick=3).cost == "wins in 5 instead of 3"
    assert explain(Position.from_moves([5]), pick=2).cost is None


def test_a_pick_that_completes_two_sets_names_both() -> None:
    out = " ".join(run("explain", "1", "2", "4", "3", "6", "7", "9", "8", "--pick", "5").output.split())  # 80 columns
    assert "X completes 1 + 5 + 9 = 15 and 4 + 5 + 6 = 15, and X wins" in out
    assert "A1 B2 C3: diagonal A1-C3" in out
    assert "A2 B2 C2: column 2" in out
    line = as_json("explain", "1", "2", "4", "3", "6", "7", "9", "8", "--pick", "5")["line"]
    assert sorted(map(sorted, line[0]["completes"])) == [[1, 5, 9], [4, 5, 6]]


def test_a_fork_rests_on_the_threats_listed() -> None:
    # The old threat 1 + 5 and the new 4 + 5: two numbers to block, so a fork, and both are listed.
    step = as_json("explain", "1", "2", "5", "3", "--pick", "4")["line"][0]
    assert step["fork"] is True
    threats = {(tuple(t["held"]), t["needs"], t["new"]) for t in step["threats"]}
    assert threats == {((4, 5), 6, True), ((1, 5), 9, False)}
    # Old threats alone make a fork too: X ignores its win, and still threatens with 7 and 9.
    step = as_json("explain", "1", "2", "3", "4", "5", "6", "--pick", "8")["line"][0]
    assert step["fork"] is True
    assert {t["needs"] for t in step["threats"]} == {7, 9}
    assert not any(t["new"] for t in step["threats"])
    out = run("explain", "1", "2", "3", "4", "5", "6", "--pick", "8").output
    assert "still threatens: 3 + 5 needs 7 to make 15" in out
    assert "a fork: X threatens with two numbers, 7 (B3) and 9 (A2)" in out


def test_explain_command() -> None:
    out = run("explain", "5", "2", "8", "--pick", "1").output
    assert out.startswith("For O, picking 1 (C2) turns a draw into a loss in 4. Best: 4 (A1), 6 (C3).")
    assert max(len(line) for line in out.splitlines()) <= 80  # a long aside goes on under itself
    said = " ".join(out.split())
    assert "a fork: X threatens with two numbers, 4 (A1) and 7 (B3), and one pick blocks only one" in said
    assert "X completes 3 + 5 + 7 = 15, and X wins  (B1 B2 B3: row B)" in out
    grid = run("explain", "--from", "grid", "B2", "A3", "C1", "--pick", "C2").output
    assert grid == out
    data = as_json("explain", "5", "1")
    assert set(data) == {
        *("rules", "x", "o", "to_move", "winner", "over", "pick", "verdict", "pick_verdict", "best", "cost"),
        *("line", "line_ends", "line_winner", "reason"),
    }
    assert data["verdict"] == {"outcome": "win", "plies": 5}
    assert len(data["line"]) == 5
    assert set(data["line"][0]) == {"ply", "player", "pick", "cell", "threats", "fork", "blocks", "completes"}
    first = data["line"][0]  # X's best second pick: the threats it makes, from brute force over the triples
    held = {5, first["pick"]}
    free = set(range(1, 10)) - held - {1}
    expected = {
        frozenset(t)
        for t in combinations(range(1, 10), 3)
        if sum(t) == 15 and held < set(t) | held and len(held & set(t)) == 2 and (set(t) - held) <= free
    }
    assert {frozenset([*t["held"], t["needs"]]) for t in first["threats"]} == expected
    assert expected  # the best pick after 5 1 makes a threat at once
    assert data["line_ends"] == "win"
    assert data["line_winner"] == "X"
    assert data["winner"] is None  # the game goes on
    assert as_json("explain", "2", "1", "6", "3", "7")["winner"] == "X"


def test_explain_for_other_rules() -> None:
    data = as_json("explain", "--order", "4", "1")
    assert data["verdict"] == {"outcome": "loss", "plies": 8}  # O to move after X took 1
    assert all(step["cell"] is None for step in data["line"])
    assert all(t["grid_line"] is None for step in data["line"] for t in step["threats"])
    misere = run("explain", "--misere", "1").output
    assert "is poison for" in misere
    assert "and X loses: O wins" in misere or "and O loses: X wins" in misere


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["5", "--pick", "5"], "5 is taken"),
        (["5", "--pick", "Z9"], "'Z9' is not a cell A1-C3"),
        (["5", "--pick", "9" * 5000], "is not a number 1-9"),
        (["5", "5"], "5 is taken"),
    ],
)
def test_explain_refusals(args: list[str], reason: str) -> None:
    result = run("explain", *args)
    assert result.exit_code == 2
    assert reason in result.output


def test_a_finished_game_is_explained_as_over() -> None:
    assert run("explain", "2", "1", "6", "3", "7").output.strip() == ("The game is over. X wins with 2 + 6 + 7 = 15.")


def test_why_in_the_game() -> None:
    out = run("play", "fifteen", "--opponent", "human", typed="5\n1\nwhy\nwhy 2\nwhy 5\nwhy 2 3\n").output
    assert "For O, picking 1 (C2) turns a draw into a loss in 6." in out
    assert "For X, picking 2 (A3) is a best pick: a win in 5." in out
    assert "5 is taken by X." in out
    assert "why takes one move." in out
    assert "No move has been made yet: type why N" in run("play", "fifteen", typed="why\n").output


def test_hint_marks_costs_and_names_the_rule() -> None:
    out = run("play", "fifteen", "--opponent", "human", typed="5\n2\n8\nhint\n").output
    assert "  1  loss in 4, instead of a draw" in out
    assert "  4  draw   <- best: rule 4, block a fork" in out


def grid_never_loses(player: str) -> tuple[int, int]:
    """Walk the strategy as ``player`` with the oracle's grid minimax judging: (decisions, losses).

    Each number a rule names must keep the follower's value under the grid's own minimax: a position the
    follower cannot lose must stay one they cannot lose after the pick.
    """
    seen: set[tuple[frozenset[int], frozenset[int]]] = set()
    stack = [(frozenset[int](), frozenset[int]())]
    decisions = losses = 0
    while stack:
        x, o = stack.pop()
        if (x, o) in seen:
            continue
        seen.add((x, o))
        finished = GAME.finished(x, o)
        if finished is not None:
            mover = "X" if len(x) == len(o) else "O"
            losses += finished == ("loss", 0) and mover == player
            continue
        mover = "X" if len(x) == len(o) else "O"
        if mover == player:
            decisions += 1
            _, picks = rule_for(Position(x, o))
            value = oracle.grid_value(oracle.a_record(x, o))[0]
            for pick in picks:
                after = oracle.grid_value(oracle.a_record(*GAME.play(x, o, pick)))[0]
                assert -after >= min(value, 0), (sorted(x), sorted(o), pick)
            stack.extend(GAME.play(x, o, pick) for pick in picks)
        else:
            stack.extend(GAME.play(x, o, pick) for pick in GAME.free(x, o))
    return decisions, losses


@pytest.mark.parametrize("player", ["X", "O"])
def test_the_strategy_never_loses_by_the_grids_own_search(player: str) -> None:
    decisions, losses = grid_never_loses(player)
    proof = prove(player)  # type: ignore[arg-type]
    assert losses == proof.losses == 0
    assert decisions == proof.positions


def test_the_naive_fork_block_loses() -> None:
    naive = naive_fork_block()
    assert naive.losses > 0
    assert naive.lost_line is not None
    x, o = frozenset(naive.lost_line[0::2]), frozenset(naive.lost_line[1::2])
    assert GAME.finished(x, o) is not None
    assert any(set(line) <= x for line in (line for n in x for line in lines_through(n)))  # X made a line


def test_strategy_command() -> None:
    data = as_json("explore", "strategy")
    assert [rule["name"] for rule in data["strategy"]] == [rule.name for rule in RULES]
    assert not any(re.search(r"\b[A-C][1-3]\b", rule["sums"]) for rule in data["strategy"])  # sums, not cells
    assert [(p["player"], p["loss_count"]) for p in data["proofs"]] == [("X", 0), ("O", 0)]
    assert data["naive_fork_block"]["loss_count"] > 0
    naive = data["naive_fork_block"]["lost_game"]
    assert GAME.finished(frozenset(naive[0::2]), frozenset(naive[1::2])) is not None  # a whole game, lost by O
    # One name per rule and view: the numbers' name where the hint speaks numbers, the grid's on the grid.
    assert [(rule["name"], rule["grid_name"]) for rule in data["strategy"]][4:] == [
        ("middle", "centre"),
        ("even", "corner"),
        ("odd", "edge"),
    ]
    text = run("explore", "strategy").output
    assert "  6. even          take an even number\n                   on the grid (corner): take a corner" in text
    assert "0 lost" in text
    assert "Why rule 4 is not" in text
    json.dumps(data)


def test_strategy_is_only_for_pick_fifteen() -> None:
    from luoshu.teach.strategy import rule_of

    assert rule_of(Position(rules=Rules(misere=True)), 5) is None


SAID_ALIKE = {
    "en": "is as good as any pick",
    "zh-CN": "和其他每一步都一样好",
    "zh-TW": "和其他每一步都一樣好",
}
"""A pick in a position where every pick is as good as any other: the English "as good as any pick", and in
Chinese 和其他每一步都一样好 / 和其他每一步都一樣好 (not the word-for-word 和任何一步一样好)."""


def test_a_pick_as_good_as_any_other_is_said_as_each_language_says_it() -> None:
    alike = [
        (moves, pick)
        for moves in [(), (5,), (1,), (2,)]
        for pick in GAME.free(frozenset(moves[0::2]), frozenset(moves[1::2]))
        if len(set(GAME.pick_verdicts(frozenset(moves[0::2]), frozenset(moves[1::2])).values())) == 1
    ]
    assert alike  # the empty board: every first pick draws
    for language, said in SAID_ALIKE.items():
        for moves, pick in alike[:4]:
            first = run("explain", *map(str, moves), "--pick", str(pick), "--lang", language).output.splitlines()[0]
            assert said in first, (language, first)
            assert "任何一步" not in first


def test_misere_is_said_in_the_help_and_the_docs() -> None:
    from pathlib import Path

    readme = (Path(__file__).parent.parent / "docs" / "playing.md").read_text()
    explain_help, puzzle_help = run("explain", "--help").output, run("puzzle", "--help").output
    for said in (" ".join(explain_help.split()), " ".join(readme.split())):
        assert "a threat is poison" in said
        assert "there are no forks" in said
    for said in (" ".join(puzzle_help.split()), " ".join(readme.split())):
        assert "at least two picks that do not" in said
        assert "Misère puzzles are levelled the same way" in said or "Levels, in every game" in said
