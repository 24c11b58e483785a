"""What the teaching says: explanations of picks, the strategy, puzzles, the explore computations, MENACE, the
study, and the pictures' titles, axes and legends.

    explanations  why a pick wins or loses, what it costs, and the line both sides would play
    strategy      the seven rules of the strategy for Pick Fifteen, in sums and on the grid
    catalogue     the known games' names and what tells a game from another
    census        why the whole tree of a game is not counted
    symmetries    why a game's symmetries are not listed
    order         why an order-n magic-square game is not searched
    replays       what was wrong with a replayed pick
    history_steps a finished game pick by pick: each pick, its value for X, and the step-through's controls
    verification  the claims checked on every position, and what disagreed
    pictures      the pictures of positions, explanations and replays: titles, captions and the key
    charts        the charts of a game's values, a learner's curve and a study's times: titles, axes, legends

Each module is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
