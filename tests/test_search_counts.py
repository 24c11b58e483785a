"""The lessons' searches, counted: plain minimax visits the published 549,946 nodes, alpha-beta, the memoised
search and search up to symmetry visit what each lesson's program visits (tests/lesson_programs.py, the lessons'
own programs), every node of a recorded tree agrees with the solver, budgets and long counts.
"""

from __future__ import annotations

import inspect
import json
import random
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import combinations
from typing import Any

import pytest
from lesson_programs import Found, Memo, lesson_program
from oracle import Game, grid_motions
from running import as_json, run

from luoshu.rules import Position, Rules
from luoshu.search import counted
from luoshu.search.counted import Algorithm, CountedRun, NodeBudgetError, Scores, SearchNode, counted_search
from luoshu.search.solver import Outcome, Verdict, solve, solve_all
from luoshu.teach import searches

INF = float("inf")


SCORINGS: list[tuple[Scores, int | None]] = [("ten", None), ("depth", 10)]  # the scores, and the lessons' base


READING_ORDER = [4, 9, 2, 3, 5, 7, 8, 1, 6]  # the Luo Shu's cells A1, A2, A3, B1, ... C3, row by row


Held = frozenset[int]


@dataclass
class Lesson:
    """A number game as a lesson's program sees it: the numbers, the winning sets found by brute force."""

    numbers: int
    count: int
    target: int
    misere: bool = False
    visits: int = 0
    table: dict[object, float] = field(default_factory=dict)

    @cached_property
    def sets(self) -> list[Held]:
        return winning_sets(self.numbers, self.count, self.target)

    @cached_property
    def held(self) -> dict[Held, bool]:
        """Whether each set of numbers met holds a winning set: shared by every lesson of the game (a search from
        each of its positions asks of the same few thousand again and again)."""
        return holding(self.numbers, self.count, self.target)

    def has_set(self, held: Held) -> bool:
        """Whether ``held`` holds a winning set, by trying every one (once for each set of numbers)."""
        found = self.held.get(held)
        if found is None:
            found = self.held[held] = any(s <= held for s in self.sets)
        return found

    def free(self, x: Held, o: Held, order: Iterable[int]) -> list[int]:
        return [n for n in order if n not in x and n not in o]

    def end_score(self, x: Held, o: Held, depth: int, maximiser: str, base: float | None) -> float | None:
        """The score of a finished game for the maximiser (``base`` None: +10/-10; else base - depth), or None."""
        last, holder = (o, "O") if len(x) == len(o) else (x, "X")
        if self.has_set(last):
            winner = holder if not self.misere else ("O" if holder == "X" else "X")
            score = 10 if base is None else base - depth
            return score if winner == maximiser else -score
        if len(x) + len(o) == self.numbers:
            return 0
        return None

    def minimax(self, x: Held, o: Held, order: list[int], base: float | None, depth: int = 0, me: str = "") -> float:
        """Plain minimax, every node counted in ``visits``."""
        self.visits += 1
        maximiser = me or ("X" if len(x) == len(o) else "O")
        end = self.end_score(x, o, depth, maximiser, base)
        if end is not None:
            return end
        to_move = "X" if len(x) == len(o) else "O"
        values = [self.minimax(*_play(x, o, n), order, base, depth + 1, maximiser) for n in self.free(x, o, order)]
        return max(values) if to_move == maximiser else min(values)

    def alphabeta(
        self,
        x: Held,
        o: Held,
        order: Callable[[Held, Held], list[int]],
        base: float | None,
        depth: int = 0,
        alpha: float = -INF,
        beta: float = INF,
        me: str = "",
    ) -> float:
        """Alpha-beta as the lessons write it (fail-soft: the best found is returned), every node counted."""
        self.visits += 1
        maximiser = me or ("X" if len(x) == len(o) else "O")
        end = self.end_score(x, o, depth, maximiser, base)
        if end is not None:
            return end
        maximising = ("X" if len(x) == len(o) else "O") == maximiser
        best = -INF if maximising else INF
        for n in order(x, o):
            value = self.alphabeta(*_play(x, o, n), order, base, depth + 1, alpha, beta, maximiser)
            if maximising:
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def memoised(self, x: Held, o: Held, key: Callable[[Held, Held], object], depth: int = 0) -> float:
        """Minimax remembering every position met (finished ones too) under ``key``, scored win in p plies as
        10 - p from the position, for its mover; every visit counted, the table's answers included."""
        self.visits += 1
        found = self.table.get(key(x, o))
        if found is not None:
            return found
        to_move = "X" if len(x) == len(o) else "O"
        end = self.end_score(x, o, 0, to_move, self.numbers + 1)
        if end is None:
            scores = [
                self.memoised(*_play(x, o, n), key, depth + 1) for n in self.free(x, o, range(1, self.numbers + 1))
            ]
            best = max(-s for s in scores)
            end = best - 1 if best > 0 else best + 1 if best < 0 else 0  # one ply further from the end
        self.table[key(x, o)] = end
        return end

    def good_order(self, order: list[int]) -> Callable[[Held, Held], list[int]]:
        """A win first (misère: last), then a block, then the numbers in the most sets, ties in ``order``."""
        degree = {n: sum(n in s for s in self.sets) for n in order}
        ranked = sorted(order, key=lambda n: -degree[n])

        def picks(x: Held, o: Held) -> list[int]:
            mine, theirs = (x, o) if len(x) == len(o) else (o, x)
            free = self.free(x, o, ranked)
            wins = [n for n in free if self.has_set(mine | {n})]
            if self.misere:
                return [n for n in free if n not in wins] + wins
            blocks = [n for n in free if n not in wins and self.has_set(theirs | {n})]
            return wins + blocks + [n for n in free if n not in wins and n not in blocks]

        return picks

    def symmetries(self) -> list[dict[int, int]]:
        """Every permutation of the numbers that maps winning sets onto winning sets, by trying them all: each
        number's image chosen in turn, a choice given up as soon as a set it maps whole (the sets whose largest
        number it is) is not a winning set, as every permutation that goes on from it maps that set so too."""
        sets = set(self.sets)
        ending = {n: [s for s in self.sets if max(s) == n] for n in range(1, self.numbers + 1)}
        found: list[dict[int, int]] = []
        mapping: dict[int, int] = {}

        def extend(n: int) -> None:  # the images of 1 to n - 1 chosen
            if n > self.numbers:
                found.append(dict(mapping))
                return
            for image in range(1, self.numbers + 1):
                if image not in mapping.values():
                    mapping[n] = image
                    if all(frozenset(mapping[m] for m in s) in sets for s in ending[n]):
                        extend(n + 1)
                    del mapping[n]

        extend(1)
        return found


@cache
def winning_sets(numbers: int, count: int, target: int) -> list[Held]:
    """The winning sets of a game, by brute force over the combinations of its numbers (once for each game)."""
    return [frozenset(c) for c in combinations(range(1, numbers + 1), count) if sum(c) == target]


@cache
def holding(numbers: int, count: int, target: int) -> dict[Held, bool]:
    """The one table, for a game, of which sets of numbers hold a winning set (``Lesson.has_set`` fills it)."""
    return {}


def _play(x: Held, o: Held, n: int) -> tuple[Held, Held]:
    return (x | {n}, o) if len(x) == len(o) else (x, o | {n})


def plain_key(x: Held, o: Held) -> object:
    return (x, o)


def symmetric_key(motions: list[dict[int, int]]) -> Callable[[Held, Held], object]:
    def key(x: Held, o: Held) -> object:
        return min((tuple(sorted(m[n] for n in x)), tuple(sorted(m[n] for n in o))) for m in motions)

    return key


def positions_after(picks: int, game: Game | None = None) -> list[Position]:
    """Every position of Pick Fifteen (or ``game``) reached after ``picks`` picks, finished ones included, found by
    the oracle."""
    game = game or Game(9, 3, 15)
    rules = Rules(game.numbers, game.count, game.target, game.misere)
    return sorted(
        (Position(x, o, rules) for x, o in game.reachable() if len(x) + len(o) == picks),
        key=lambda p: (sorted(p.x), sorted(p.o)),
    )


def lesson_of(position: Position) -> Lesson:
    rules = position.rules
    return Lesson(rules.numbers, rules.count, rules.target, rules.misere)


def game_tree_nodes(game: Game) -> int:
    """The nodes of the whole game tree from the empty board, counted without walking it: every position, times
    the orders of picks that reach it (a path count over the oracle's positions, in order of their picks)."""
    paths: dict[tuple[Held, Held], int] = {(frozenset(), frozenset()): 1}
    for x, o in sorted(game.reachable(), key=lambda p: len(p[0]) + len(p[1])):
        if game.finished(x, o) is None:
            for n in game.free(x, o):
                child = game.play(x, o, n)
                paths[child] = paths.get(child, 0) + paths[(x, o)]
    return sum(paths.values())


@pytest.fixture(scope="module")
def whole_tree() -> CountedRun:
    """Plain minimax from the empty board, run once: the module's tests read it."""
    return counted_search(Position(), "minimax", "ten")


def test_plain_minimax_visits_the_published_549946_nodes(whole_tree: CountedRun) -> None:
    assert game_tree_nodes(Game(9, 3, 15)) == 549_946  # the published count, root included
    assert whole_tree.nodes == game_tree_nodes(Game(9, 3, 15))


def test_plain_minimax_from_the_empty_board_draws_and_keeps_the_first_pick(whole_tree: CountedRun) -> None:
    assert (whole_tree.value, whole_tree.best, whole_tree.kept) == (0, 1, 0)


@pytest.mark.parametrize(
    "rules", [Rules(7, 3, 12), Rules(7, 3, 12, misere=True), Rules(8, 3, 12, misere=True)], ids=str
)
def test_plain_minimax_counts_other_games_trees(rules: Rules) -> None:
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    assert counted_search(Position(rules=rules), "minimax").nodes == game_tree_nodes(game)


def test_plain_minimax_counts_and_values_match_a_lessons_program_everywhere() -> None:
    """At every position of 5 picks (the 4-pick positions are their parents, visited from them)."""
    for position in positions_after(5):
        for scores, base in SCORINGS:
            lesson = lesson_of(position)
            value = lesson.minimax(position.x, position.o, list(range(1, 10)), base)
            run = counted_search(position, "minimax", scores)
            assert (run.nodes, run.value) == (lesson.visits, value), (position, scores)


def _lesson_order(lesson: Lesson, order: list[int]) -> Callable[[Held, Held], list[int]]:
    return lambda x, o: lesson.free(x, o, order)


@pytest.mark.parametrize("order", [list(range(1, 10)), READING_ORDER], ids=["numbers", "cells"])
@pytest.mark.parametrize(("scores", "base"), SCORINGS)
@pytest.mark.parametrize("good", [False, True], ids=["lesson order", "good order"])
def test_alphabeta_from_the_empty_board_visits_what_a_lessons_program_visits(
    order: list[int], scores: Scores, base: int | None, good: bool
) -> None:
    lesson = Lesson(9, 3, 15)
    tried = lesson.good_order(order) if good else _lesson_order(lesson, order)
    value = lesson.alphabeta(frozenset(), frozenset(), tried, base)
    run = counted_search(Position(), "alphabeta", scores, order, good)
    assert (run.nodes, run.value) == (lesson.visits, value)
    assert run.nodes < 549_946 // 20  # what cutting off saves, from the empty board


@pytest.mark.parametrize("rules", [Rules(), Rules(misere=True), Rules(7, 3, 12)], ids=str)
@pytest.mark.parametrize("good", [False, True], ids=["lesson order", "good order"])
def test_alphabeta_counts_match_a_lessons_program_everywhere(rules: Rules, good: bool) -> None:
    game = Game(rules.numbers, rules.count, rules.target, rules.misere)
    order = list(range(1, rules.numbers + 1))
    for picks in (3, 5):
        for position in positions_after(picks, game):
            for scores, ten_base in SCORINGS:
                base = None if ten_base is None else rules.numbers + 1
                lesson = lesson_of(position)
                tried = lesson.good_order(order) if good else _lesson_order(lesson, order)
                value = lesson.alphabeta(position.x, position.o, tried, base)
                run = counted_search(position, "alphabeta", scores, order, good)
                assert (run.nodes, run.value) == (lesson.visits, value), (position, scores)


def test_memoised_search_keeps_the_5478_positions_and_visits_what_a_lessons_program_visits() -> None:
    lesson = Lesson(9, 3, 15)
    lesson.memoised(frozenset(), frozenset(), plain_key)
    run = counted_search(Position(), "memo", "depth")
    assert run.kept == len(lesson.table) == len(Game(9, 3, 15).reachable()) == 5478
    assert run.nodes == lesson.visits


def test_search_up_to_symmetry_keeps_765_positions() -> None:
    lesson = Lesson(9, 3, 15)
    motions = grid_motions()  # the grid's eight motions, from the oracle's index arithmetic
    lesson.memoised(frozenset(), frozenset(), symmetric_key(motions))
    run = counted_search(Position(), "symmetry", "depth")
    assert run.kept == len(lesson.table) == 765
    assert run.nodes == lesson.visits


@pytest.mark.parametrize("rules", [Rules(7, 3, 12), Rules(8, 3, 12, misere=True), Rules(misere=True)], ids=str)
def test_memoised_searches_of_other_games_match_a_lessons_program(rules: Rules) -> None:
    lesson = Lesson(rules.numbers, rules.count, rules.target, rules.misere)
    searches: list[tuple[Algorithm, Callable[[Held, Held], object]]] = [
        ("memo", plain_key),
        ("symmetry", symmetric_key(lesson.symmetries())),
    ]
    for algorithm, key in searches:
        lesson.visits, lesson.table = 0, {}
        lesson.memoised(frozenset(), frozenset(), key)
        run = counted_search(Position(rules=rules), algorithm, "depth")
        assert (run.nodes, run.kept) == (lesson.visits, len(lesson.table)), algorithm


def _depth_score(verdict: Verdict, depth: int, base: int) -> int:
    outcome, plies = verdict.outcome, verdict.plies
    if outcome is Outcome.DRAW:
        return 0
    return (base - depth - plies) * (1 if outcome is Outcome.WIN else -1)


@pytest.mark.parametrize("rules", [Rules(), Rules(misere=True)], ids=str)
def test_every_position_s_searched_value_is_the_solver_s(rules: Rules) -> None:
    solution = solve_all(rules)
    for position in solution:
        verdict = solution[position]
        exact = counted_search(position, "memo", "depth").value
        sign = counted_search(position, "alphabeta", "ten").value
        assert exact == _depth_score(verdict, 0, rules.numbers + 1), position
        assert (sign > 0, sign < 0) == (verdict.outcome is Outcome.WIN, verdict.outcome is Outcome.LOSS), position


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta", "memo", "symmetry"])
@pytest.mark.parametrize("moves", [[5], [1, 5, 9], [2, 1, 6, 3]])
def test_every_node_of_a_recorded_tree_agrees_with_the_solver(algorithm: Algorithm, moves: list[int]) -> None:
    root = Position.from_moves(moves)
    shown = 9 if len(moves) > 2 else 2
    run = counted_search(root, algorithm, "depth", shown=shown)
    stack = [run.root]
    checked = 0
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        position = Position.from_moves([*moves, *node.picks])
        truth = _depth_score(solve(position), node.depth, 10)
        if node.bound == 0:
            assert node.value == truth, node
        elif node.bound > 0:
            assert truth >= node.value, node  # alpha-beta stopped at beta: the node is worth at least this
        else:
            assert truth <= node.value, node  # it fell to alpha: at most this
        checked += 1
    assert checked == 1 + sum(1 for _ in _below(run.root))


def _below(node: SearchNode) -> Iterable[SearchNode]:
    stack = list(node.children)
    while stack:
        child = stack.pop()
        yield child
        stack.extend(child.children)


def test_a_search_of_the_biggest_game_stops_at_its_budget_without_recursion() -> None:
    order5 = Position(rules=Rules.order(5))
    depth_now = len(inspect.stack())
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(depth_now + 40)  # far below 25 plies of recursion through a search's frames
    try:
        with pytest.raises(NodeBudgetError, match="not searched within the budget of 20,000 nodes"):
            counted_search(order5, "minimax", budget=20_000)
        with pytest.raises(NodeBudgetError):
            counted_search(order5, "alphabeta", "depth", good=True, budget=20_000)
    finally:
        sys.setrecursionlimit(limit)


def test_a_long_search_reports_its_progress(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(counted, "PROGRESS_EVERY", 1000)  # a report every thousand nodes, not every 65,536
    seen: list[int] = []
    run = counted_search(Position.from_moves([5]), "minimax", progress=seen.append)
    assert seen == list(range(1000, run.nodes + 1, 1000))


INFINITE = [None, None]  # a window's bound beyond any score, in JSON


def searched(*args: str) -> Any:
    """The JSON of ``luoshu explore search ARGS``."""
    return as_json("explore", "search", *args)


def picks_of(position: Position) -> list[str]:
    """A record of the position's picks, X's and O's in turn, for the command line."""
    xs, os = sorted(position.x), sorted(position.o)
    record = []
    for i in range(len(xs) + len(os)):
        record.append(str((xs if i % 2 == 0 else os)[i // 2]))
    return record


@cache
def program_of(lesson: int, x: Held, o: Held) -> Found:
    """Lesson ``lesson``'s program from a position (never the empty board: lesson 3 opens at random there), run once
    for the module: the tests that ask of X at 5 share its runs, and every position its program's memo, which
    counts a call it answers as the calls below it (test_a_lessons_memo_counts_what_its_program_visits)."""
    assert x
    return lesson_program(lesson, x, o, memo=_MEMOS.setdefault(lesson, {}))


_MEMOS: dict[int, Memo] = {}
"""Each lesson's program's memo, shared by the module's positions."""


def test_a_lessons_memo_counts_what_its_program_visits() -> None:
    """A lesson's program with a memo picks and counts as it does without one, from a memo fresh or kept: X at 5
    and 2 and O at 1, then the positions after one more pick, each searched whole without a memo."""
    for lesson in (1, 2, 3, 4):
        memo: Memo = {}
        for x, o in [({5, 2}, {1}), *(({5, 2}, {1, n}) for n in (3, 4, 6, 7, 8, 9))]:
            alone = lesson_program(lesson, frozenset(x), frozenset(o))
            assert lesson_program(lesson, frozenset(x), frozenset(o), memo=memo) == alone, (lesson, x, o)


def test_lesson_1_from_x_at_b2_visits_8466_nodes_as_its_program_does() -> None:
    assert program_of(1, frozenset({5}), frozenset()).visited == 8466
    data = searched("5", "--lesson", "1", "--depth", "1")
    assert (data["lesson"], data["algorithm"], data["node_count"]) == (1, "alphabeta", 8466)
    assert data["fresh_root_windows"] is True
    assert data["pick"] == program_of(1, frozenset({5}), frozenset()).pick
    # a fresh window for every move at the root: each child of the root was searched with [-inf, +inf]
    assert [child["window"] for child in data["tree"]["children"]] == [INFINITE] * 8
    assert all(child["bound"] == "exact" for child in data["tree"]["children"])
    # alpha-beta carrying the root's window visits far fewer: the 2,459
    carried = searched("5", "--algorithm", "alphabeta", "--dress", "grid", "--depth", "1")
    assert carried["node_count"] == 2459


def test_every_lessons_count_is_its_programs_from_many_positions() -> None:
    every = [Position(x, o) for x, o in Game(9, 3, 15).reachable()]
    every = [p for p in every if not p.is_over]
    rng = random.Random(36)
    chosen = [Position.from_moves([5]), Position.from_moves([1]), Position.from_moves([5, 1])]
    chosen += rng.sample([p for p in every if p.pick_count >= 3], 40)
    for position in chosen:
        record = picks_of(position)
        assert Position.from_moves([int(n) for n in record]) == position
        for lesson in (1, 2, 3, 4):
            data = searched(*record, "--lesson", str(lesson), "--depth", "0")
            program = program_of(lesson, position.x, position.o)
            assert (data["node_count"], data["pick"]) == (program.visited, program.pick), (lesson, position)
    # lesson 1 from every opening: its counts are its program's
    for first in range(1, 10):
        data = searched(str(first), "--lesson", "1", "--depth", "0")
        assert data["node_count"] == program_of(1, frozenset({first}), frozenset()).visited, first


def test_the_side_by_side_count_names_each_lessons_program_truly() -> None:
    data = searched("5", "--compare")
    rows = {row["name"]: row for row in data["searches"]}
    assert {"lesson-1", "lesson-2", "lesson-3", "lesson-4", "depth-blind"} <= set(rows)
    for lesson in (1, 2, 3, 4):
        program = program_of(lesson, frozenset({5}), frozenset())
        row = rows[f"lesson-{lesson}"]
        assert (row["lesson"], row["node_count"], row["pick"]) == (lesson, program.visited, program.pick), lesson
    assert rows["lesson-1"]["node_count"] == 8466
    assert rows["lesson-1"]["fresh_root_windows"] is True
    assert (rows["depth-blind"]["scores"], rows["depth-blind"]["lesson"]) == ("ten", None)
    # As text: from X at 5 each lesson's row counts what its program visits; from the empty board lesson 3's says
    # it makes no search (a budget spares the other rows' searches, which docs/search.md quotes in full and
    # test_docs runs). No row names lessons that do not search so.
    texts = []
    for args in (["5"], ["--budget", "1000"]):
        result = run("explore", "search", *args, "--compare", "--dress", "grid")
        assert result.exit_code == 0, result.output
        text = result.stdout
        assert "(lessons 1, 2)" not in text  # +10/−10 is no lesson's scoring
        assert "(lesson 1)" not in text
        assert max(len(line) for line in text.splitlines()) <= 80
        texts.append(text)
    for lesson in (1, 2, 3, 4):
        count = rows[f"lesson-{lesson}"]["node_count"]
        assert re.search(rf"^lesson {lesson} +{count:,} ", texts[0], re.M), lesson
    assert re.search(r"^lesson 3 +its first move is at random: no search$", texts[1], re.M)
    assert "lessons 1 and 2" not in run("explore", "search", "--help").output


def test_a_long_count_says_how_long_before_it_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(searches, "QUICK", 2500)  # a count from X 5, O 1 is then long: plain minimax visits 7,064
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000")
    assert result.exit_code == 0, result.output
    said = " ".join(result.stderr.split())
    assert re.search(
        r"The tree from here holds about [\d,]+ nodes \(guessed from random games; [\d,]+ at least\)", said
    )
    found = re.search(r"(\d+) searches need more than that: (.*)\. Searching each on to 20,000 nodes at most", said)
    assert found is not None, said
    assert int(found.group(1)) == 5  # plain minimax twice and lessons 2, 3, 4
    assert re.search(r"takes about \d+ s here; Ctrl-C stops and shows the table as it stands", said)
    data = json.loads(run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--json").stdout)
    assert all(row["node_count"] == 7064 for row in data["searches"] if row["name"].startswith("minimax"))


def test_ctrl_c_in_a_long_count_shows_the_table_as_it_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(searches, "QUICK", 2500)
    searched_on: list[str] = []
    quick = searches._row_search

    def stopping(key: str, *args: Any) -> Any:
        if args[2] > 2500:  # searched on past the quick nodes: the second such search is stopped by Ctrl-C
            searched_on.append(key)
            if len(searched_on) == 2:
                raise KeyboardInterrupt
        return quick(key, *args)

    monkeypatch.setattr(searches, "_row_search", stopping)
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--json")
    assert result.exit_code == 0, result.output
    assert "Stopped: the table shows the searches done." in result.stderr
    rows = {row["name"]: row for row in json.loads(result.stdout)["searches"]}
    assert rows["minimax-ten"]["node_count"] == 7064  # searched on before Ctrl-C
    for key in ("minimax-depth", "lesson-2", "lesson-3", "lesson-4"):  # stopped, or never reached
        assert rows[key]["reason"] == "stopped before it was searched"
    assert rows["alphabeta-ten"]["node_count"] == 484  # a quick one, done first
    assert searched_on == ["minimax-ten", "minimax-depth"]
    searched_on.clear()
    result = run("explore", "search", "5", "1", "--compare", "--budget", "20000", "--dress", "grid")
    assert result.exit_code == 0, result.output
    assert re.search(r"^plain minimax, +7,064 ", result.stdout, re.M)  # its name goes on under it: +10/−10
    assert re.search(r"^plain minimax, +stopped before it was searched$", result.stdout, re.M)
