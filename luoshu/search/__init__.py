"""The search: perfect play for any rules of the number game, and the game's symmetries.

    engine     the search itself: exact scores and bare outcomes over the players' numbers as bits, with
               pruning that never changes a verdict, and forced wins within a number of plies
    solver     verdicts for positions: ``solve``, ``analyse``, ``best_moves``, ``value``, ``solve_all``, budgets
    symmetry   the permutations of the numbers that keep the winning sets, found over the numbers alone
    counted    the searches the minimax lessons teach (minimax, alpha-beta, memoised, up to symmetry), counted
    lessons    the lessons' own programs' picks, for the players lesson:1 to lesson:4, and the depth-blind player's

Layer: imports only ``luoshu.rules``. Knows nothing of grids, dresses or words.
"""
