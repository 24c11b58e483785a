"""What the teaching says: explanations of picks, the strategy, puzzles, the explore computations, MENACE and the
study.

    explanations  why a pick wins or loses, what it costs, and the line both sides would play
    strategy      the seven rules of the strategy for Pick Fifteen, in sums and on the grid
    catalogue     the known games' names and what tells a game from another
    census        why the whole tree of a game is not counted
    symmetries    why a game's symmetries are not listed
    order         why an order-n magic-square game is not searched
    replays       what was wrong with a replayed pick
    verification  the claims checked on every position, and what disagreed

Each module is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
