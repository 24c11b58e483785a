"""What the command line says: each command's help, its options' help, and the lines it prints or refuses with.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.

    group      ``luoshu`` itself: its help, a command it does not know, how a command ends (Ctrl-C, a bug, ...)
    terminal   what a long search says while it runs, and a very long line read back
    options    the options several commands share: their help and refusals (a range, a seat, a level, rules)
    files      why a file cannot be read or written, and what a file is called in that reason
    games      --sets and --words: their help, a word game's name, why a games file makes no game
    play       ``luoshu play``: its help and its games', and what it says around a game
    solve      ``luoshu solve``: its help, the analysis of a position, its refusals
    explain    ``luoshu explain``: its help, and a position it could not explain
    gui        ``luoshu gui``: its help, and why no window opens
    prove      ``luoshu prove``: its help, its progress, what it proved, why it stopped
    check      ``luoshu check``: its help, what each certificate proves or where it fails
    grade      ``luoshu grade``: its help, a player's grade and each mistake
    match      ``luoshu match``: its help, the scores and the first game each player lost
    serve      ``luoshu serve``: its help, where it serves and why it cannot
    bots       the players the commands name: what a player is, why a program of the user's failed
    pictures   the pictures of --svg: the option's help, why a picture was not drawn
"""
