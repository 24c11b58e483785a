"""The fair-stall game of the classic story, replayed in both views.

At a fair, a stall keeper offers a game: take turns picking numbers 1-9, and whoever first holds three
that sum to 15 wins. A visitor picks 1 6 7 5 2, the keeper 8 3 4 - and wins with 3 + 4 + 8.
"""

from luoshu import Position, cell_of, line_of, render, winning_triple

picks = [1, 6, 7, 8, 5, 3, 2, 4]
position = Position.from_moves(picks)
triple = winning_triple(position.numbers_of("O")) or ()

print("picks:", " ".join(map(str, picks)))
print("cells:", " ".join(cell_of(n) for n in picks))
print(f"{position.winner} wins with {' + '.join(map(str, triple))} = 15, the line {line_of(triple)}")
print(render(position, highlight=triple))
