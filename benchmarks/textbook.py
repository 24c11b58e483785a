"""The baseline: the classic memory-less minimax for Pick Fifteen, written plainly.

As the exercise usually sets it: positions are two plain lists of numbers, the picks are tried in Luo Shu
order, the win check sorts the last mover's numbers and runs the two pointers at every node, and a score is
+-10 adjusted by depth, searched over the whole game tree below a position, every time: no memory, no
pruning. (Checking only the player who has just moved, and keeping a running best rather than a list of
scores, is the plainest fast form: more than twice as fast as checking both players with combinations.)
It is kept here only to measure luoshu's solver against.
"""

from __future__ import annotations

LUO_SHU_ORDER = [4, 9, 2, 3, 5, 7, 8, 1, 6]


class Counter:
    nodes = 0


def has_won(numbers: list[int]) -> bool:
    """Whether three of the numbers sum to 15: sort them, fix the smallest, two pointers over the rest."""
    ascending = sorted(numbers)
    for i in range(len(ascending) - 2):
        left, right = i + 1, len(ascending) - 1
        while left < right:
            total = ascending[i] + ascending[left] + ascending[right]
            if total == 15:
                return True
            if total < 15:
                left += 1
            else:
                right -= 1
    return False


def minimax(x: list[int], o: list[int], x_to_move: bool, depth: int) -> int:
    """The score for X: 10 - depth if X has won, depth - 10 if O has, 0 for a draw."""
    Counter.nodes += 1
    # Only the player who has just moved can have won.
    if x_to_move:
        if has_won(o):
            return depth - 10
    elif has_won(x):
        return 10 - depth
    if len(x) + len(o) == 9:
        return 0
    if x_to_move:
        best = -100
        for n in LUO_SHU_ORDER:
            if n not in x and n not in o:
                score = minimax([*x, n], o, False, depth + 1)
                if score > best:
                    best = score
        return best
    best = 100
    for n in LUO_SHU_ORDER:
        if n not in x and n not in o:
            score = minimax(x, [*o, n], True, depth + 1)
            if score < best:
                best = score
    return best


def first_move() -> int:
    """X's best first pick from the empty board: the first best in Luo Shu order."""
    Counter.nodes = 1
    best, move = -100, 0
    for n in LUO_SHU_ORDER:
        score = minimax([n], [], False, 1)
        if score > best:
            best, move = score, n
    return move


if __name__ == "__main__":
    import time

    start = time.process_time()
    move = first_move()
    print(f"first move {move}: {Counter.nodes} nodes in {time.process_time() - start:.2f} s of CPU")
