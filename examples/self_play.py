"""Perfect play against itself: whoever moves first, the game is a draw."""

import random
import sys

from luoshu import Position, choose_move, solve

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 15
rng = random.Random(seed)
position = Position()
picks = []
while not position.is_over:
    print(f"{position.to_move} to move: {solve(position)} for {position.to_move}")
    pick = choose_move(position, "perfect", rng)
    picks.append(pick)
    position = position.play(pick)

print("picks:", " ".join(map(str, picks)))
print("result:", position.winner or "draw")
