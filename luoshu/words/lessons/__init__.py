"""What the teaching says: explanations of picks, puzzles, MENACE, the study, and the pictures' titles, axes and
legends (the explore commands' sentences are said in their feature modules, ``luoshu.teach``).

    explanations  why a pick wins or loses, what it costs, and the line both sides would play
    puzzles       what a puzzle asks, what an answer gets, and why an id names no puzzle
    menace        why MENACE cannot play a game or read its boxes
    study         why a study cannot be planned, a trial read back, or a trial fit a plan
    history_steps a finished game pick by pick: each pick, its value for X, and the step-through's controls
    pictures      the pictures of positions, explanations and replays: titles, captions and the key
    charts        the charts of a game's values, a learner's curve and a study's times: titles, axes, legends

Each module is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
