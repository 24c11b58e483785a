"""What a game in progress says, in any face: the captions, prompts and results, the hints and what a pick
costs, what typed input or a request was refused for, saves, and the window's menus, buttons and dialogs.

    board      the boards' titles, and what a screen reader says of a box
    captions   over and under the boards: the caption, the line under it, the status line, how to pick
    help       how to play (a face that draws the boards), and the commands a typed line may give
    hints      the hints and what a pick costs, an explanation asked for, the scorecard
    matches    why a bot's pick is refused, and a grade too big to play
    moves      a move said after it is made, and why a move or a setting of the game is refused
    players    seats and levels: what each level does, and why a seat, a level or a player is refused (their
               names as a person reads them: ``luoshu.words.game.names``)
    prompts    whose turn it is and what to type: the introduction, the turn, the prompt, the status
    requests   why a request for a move or a new game is refused (the web page's JSON)
    results    how a game ended, in the words of its dress
    reveal     the disguise taken off at the end: the same game on the Luo Shu
    saves      why save text is no game, what a save leaves out, and saving said
    typed      what the session says back to a typed line
    window     the window's title, menus, buttons, keys, dialogs and the notices on its status line

Each module is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
