"""What teaches: why a pick wins or loses, the strategy a person can follow and its proof, puzzles, and the
computations behind ``luoshu explore``.

    explain       the verdict, what a pick costs, and the line both sides would play, in every dress
    strategy      seven rules in sums, proved in the run over every line of play
    puzzles       positions with exactly one winning pick, or one that does not lose, mined from the solver
    replays       a game judged ply by ply: its value history and its mistakes
    census        the whole game tree counted, up to symmetry too, its positions' values and random play
    catalogue     the known games a game of sets may secretly be
    menace        Michie's matchbox learner: its boxes up to symmetry, and the bead rule
    study         a study of the same puzzles in each dress: the counterbalanced plans and the report
    lines         the triples of 1-9 and the game's symmetries as motions of the grid
    order         the order-n magic-square games, and who wins them
    targets       why 15: the game every target gives
    verification  the isomorphism and the solver checked on every position against a search on the grid
    searches      the search itself for a learner: its tree as text, JSON and steps, and every search side by side
    lesson_programs  the minimax lessons' programs and the depth-blind player: their order, their searches

Layer: imports the rules, the search and the views. Returns values and strings; nothing here prints.
"""
