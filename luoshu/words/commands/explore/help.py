"""The help of ``luoshu explore`` and of each of its commands and their options: what ``--help`` shows.

Each help is a constant made when the command is defined, marked for the catalogue and translated where it is
shown.

>>> ORDER_SHORT_HELP
'Why order 3: the order-n magic-square games, and who wins.'
"""

from __future__ import annotations

from ...language import N_

EXPLORE_SHORT_HELP = N_("Why Pick Fifteen is tic-tac-toe, and the games around it.")
EXPLORE_HELP = N_(
    """Explore why Pick Fifteen is tic-tac-toe, and the games around it.

    Each command prints a table for people, or JSON with --json. Commands that take the rules options
    (--numbers, --count, --target, --misere, --order) answer for that game instead of Pick Fifteen.
    """
)

SQUARE_SHORT_HELP = N_("The Luo Shu, its eight lines and their sums.")
SQUARE_HELP = N_("The Luo Shu, its eight lines and their sums.")

TRIPLES_SHORT_HELP = N_("All 84 triples of 1-9: exactly eight sum to 15.")
TRIPLES_HELP = N_("All 84 triples of 1-9: exactly eight sum to 15, and they are the lines.")

TRANSLATE_SHORT_HELP = N_("A game record in numbers turned into cells, and back.")
TRANSLATE_HELP = N_("A game record in one view turned into the other: 5 2 8 4 <-> B2 A3 C1 A1.")

SQUARES_SHORT_HELP = N_("The eight magic squares of order 3.")
SQUARES_HELP = N_("The eight magic squares of order 3: the Luo Shu turned and flipped.")

SYMMETRIES_SHORT_HELP = N_("The permutations of the numbers that keep the winning sets.")
SYMMETRIES_HELP = N_(
    """The permutations of the numbers that keep the winning sets, and the grid motions they are: how many, a
    few that make all of them by composing (generators), and, up to 50,000, every one.

    With --sets FILE, those of the file's game, its items named."""
)

STATS_SHORT_HELP = N_("The whole game tree counted, and the game's value.")
STATS_HELP = N_(
    """The whole game tree, counted: games, positions, and the value of the game (with --sets FILE, of the
    file's game)."""
)

ISOMORPH_SHORT_HELP = N_("Which known game a game of sets secretly is.")
ISOMORPH_HELP = N_(
    """Which known game a game of picking items is, or whether two games are the same game in disguise.

    A GAME is a built-in game (fifteen, tictactoe, jam, words, product) or a JSON file {"items": [...],
    "wins": [[...], ...]} of 3 to 36 items, as for --sets (a file named like a built-in game: ./jam). --words
    and --sets give a GAME too. With no GAME: Pick Fifteen.

    With one game: which game of the catalogue it is - tic-tac-toe and its disguises, 4x4 tic-tac-toe, the
    order-4 and order-5 magic games, every game of K of 1-9 summing to T, 3 of 1-N summing to T for N up to 15
    - with the mapping item by item; or that it is none of them, and the invariant that rules out the nearest.
    With two: whether they are the same game, with the mapping or what tells them apart. Either way, how many
    symmetries the (first) game has, and generators of them.
    """
)
ISOMORPH_WORDS_HELP = N_("Nine words, three sharing a letter win, as a GAME.")
ISOMORPH_SETS_HELP = N_(
    'A GAME given as a JSON file {"items": [...], "wins": [[...], ...]} (and "name", "misere" if you like).'
)

VERIFY_SHORT_HELP = N_("The isomorphism and the solver checked on every position.")
VERIFY_HELP = N_(
    """Check the isomorphism and the solver on every reachable position. Exit 0 only if all agree.

    Wins by sums against three in a line under all eight magic squares; the positions listed against the
    grid's own walk; and for tic-tac-toe and misère tic-tac-toe, every verdict, every pick's verdict and every
    best pick against a line search that knows only the grid.
    """
)

ORDER_SHORT_HELP = N_("Why order 3: the order-n magic-square games, and who wins.")
ORDER_HELP = N_(
    """Why order 3 is special: is "pick N summing to the magic constant" N x N tic-tac-toe?

    N is the order of the square, 2 to 20. A magic square of that order is built in the run and its lines
    are marked among the winning sets. With --solve, the number game at that order is solved from the empty
    board: orders 3 and 4 exactly (normal and misère); order 5 when the budget allows.
    """
)
ORDER_SOLVE_HELP = N_("Also find who wins the number game at this order.")
ORDER_MISERE_HELP = N_("With --solve: the misère game, where completing a set loses.")

TARGETS_SHORT_HELP = N_("Why 15: the game every target gives, and who wins it.")
TARGETS_HELP = N_(
    """Why 15? Every target COUNT numbers of 1..NUMBERS can make, and the game it gives.

    For each target: how many winning sets, whether the game is tic-tac-toe in disguise, and its value from
    the empty board for the first player (with the plies; a draw's plies are NUMBERS) and the best first picks.
    """
)
TARGETS_NUMBERS_HELP = N_("Pick from the numbers 1..N.")
TARGETS_COUNT_HELP = N_("How many numbers make a set.")
TARGETS_MISERE_HELP = N_("Misère: the first to hold a set summing to the target loses.")

REPLAY_SHORT_HELP = N_("A game ply by ply: its value history and its first mistake.")
REPLAY_HELP = N_(
    """The game ply by ply, in numbers and on the grid, with the solver's verdicts and the first mistake.

    A pick that makes the mover's outcome worse (a win lost, a draw turned into a loss) is a mistake, and the
    refutation of the first one is shown. A pick that keeps the outcome but wins later, or loses sooner,
    than the best pick is flagged as a slower win or a faster loss.

    With --svg FILE, also draws the game in FILE: one small pair of views per ply. A big game (--order 5) is
    judged within --budget positions; past it the answer is "not solved within the budget".

    With --sets FILE, the game is the file's, and MOVES are its items (each one word on the command line).
    """
)

STRATEGY_SHORT_HELP = N_("A strategy in sums a person can follow, proved in the run.")
STRATEGY_HELP = N_(
    """A strategy for Pick Fifteen a person can follow, in sums, proved in the run.

    Seven rules, tried in order. The proof follows them as X and as O against every line of the other
    player's picks, taking in turn every number a rule allows: the follower never loses. It also shows why
    the fourth rule is not simply "take the number they would fork with".
    """
)
