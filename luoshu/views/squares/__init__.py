"""The Luo Shu square and the magic squares of every order.

grid      the Luo Shu grid: cells A1-C3, the eight lines, the number in each cell (imports nothing of the game)
fit       whether a game is tic-tac-toe on the grid, and why not
motions   the eight rotations and reflections of the grid, and the eight magic squares of order 3
magic     magic squares of any order, built by the classic constructions (imports nothing of the game)

Layer: the first of ``luoshu.views``; ``fit`` reads the rules, ``motions`` the search's symmetries.
"""
