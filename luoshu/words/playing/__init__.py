"""What the faces and the teaching say of a game in progress that the session does not: the window's menus,
buttons and dialogs, and the puzzles', rounds' and trials' words. The session says its own sentences (seats,
picks, undo, hints, saves, the computer's moves) where it makes them, in ``luoshu.session``.

    puzzles    a puzzle on a board: its task, and an answer in a game too big to explain
    rounds     a round of puzzles on the page: the score, the Next button, why a round is refused
    trials     a study's trials as a face shows them, and its report as a table

Each module is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
