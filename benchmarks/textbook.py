"""The baseline: the textbook minimax for Pick Fifteen, with no memory.

Positions are the two players' sets of numbers; a player has won when any three of their numbers sum
to 15; the value of a position is found by searching the whole game tree below it, every time. This is
the exercise as it is usually set, kept here only to measure luoshu's solver against.
"""

from __future__ import annotations

from itertools import combinations

NUMBERS = frozenset(range(1, 10))


def has_won(numbers: frozenset[int]) -> bool:
    return any(sum(triple) == 15 for triple in combinations(numbers, 3))


class Counter:
    nodes = 0


def minimax(x: frozenset[int], o: frozenset[int], x_to_move: bool) -> int:
    """+1 if X wins with best play, -1 if O wins, 0 for a draw."""
    Counter.nodes += 1
    if has_won(x):
        return 1
    if has_won(o):
        return -1
    free = NUMBERS - x - o
    if not free:
        return 0
    if x_to_move:
        return max(minimax(x | {n}, o, False) for n in free)
    return min(minimax(x, o | {n}, True) for n in free)


def first_move() -> int:
    """X's best first pick from the empty board (the smallest of the best)."""
    Counter.nodes = 1
    values = {n: minimax(frozenset({n}), frozenset(), False) for n in sorted(NUMBERS)}
    best = max(values.values())
    return min(n for n, value in values.items() if value == best)


if __name__ == "__main__":
    import time

    start = time.perf_counter()
    move = first_move()
    print(f"first move {move}: {Counter.nodes} nodes in {time.perf_counter() - start:.2f} s")
