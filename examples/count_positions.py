"""Count every position a game of Pick Fifteen can reach, by walking the game from the empty board."""

from luoshu import Position

seen = {Position()}
frontier = [Position()]
while frontier:
    position = frontier.pop()
    if position.is_over:
        continue
    for pick in position.free:
        child = position.play(pick)
        if child not in seen:
            seen.add(child)
            frontier.append(child)

finished = [p for p in seen if p.is_over]
print(f"reachable positions: {len(seen)}")
print(
    f"finished: {len(finished)} ({sum(p.winner == 'X' for p in finished)} won by X, "
    f"{sum(p.winner == 'O' for p in finished)} by O, {sum(p.winner is None for p in finished)} full boards)"
)
