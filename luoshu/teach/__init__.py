"""What teaches: why a pick wins or loses, the strategy a person can follow and its proof, puzzles, and the
computations behind ``luoshu explore``.

    explain       the verdict, what a pick costs, and the line both sides would play, in every dress
                  (``luoshu explain``)
    solving       every free pick's verdict for a position, as text and JSON, and a batch of records replayed
                  (``luoshu solve``)
    strategy      seven rules in sums, proved in the run over every line of play (``explore strategy``)
    puzzles       positions with exactly one winning pick, or one that does not lose, mined from the solver
    replays       a game judged ply by ply: its value history and its mistakes (``explore replay``)
    census        the whole game tree counted, up to symmetry too, its positions' values and random play
                  (``explore stats``)
    catalogue     the known games a game of sets may secretly be, and what tells a game from another
    disguises     which game of the catalogue a game is, or whether two are one (``explore isomorph``)
    menace        Michie's matchbox learner: its boxes up to symmetry, and the bead rule
    study         a study of the same puzzles in each dress: the counterbalanced plans and the report
    lines         the Luo Shu's lines, the triples of 1-9, the eight magic squares and the game's symmetries as
                  motions of the grid (``explore square``, ``triples``, ``translate``, ``squares``, ``symmetries``)
    order         the order-n magic-square games, and who wins them (``explore order``)
    targets       why 15: the game every target gives (``explore targets``)
    verification  the isomorphism and the solver checked on every position against a search on the grid
                  (``explore verify``)
    searches      the search itself for a learner: its tree as text, JSON and steps, and every search side by side
    lesson_programs  the minimax lessons' programs and the depth-blind player: their order, their searches

Each module behind a command (``solve``, ``explain``, ``puzzle``, ``menace``, ``study``, each ``explore``) is that
command's feature: what it computes, its text and its JSON,
its sentences said where they are made (``_()``). The face parses the options, calls it and prints.

Layer: imports the rules, the search and the views. Returns values and strings; nothing here prints.
"""
