"""What the command line says: each command's help, its options' help, and the lines it prints or refuses with.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.

    prove      luoshu prove: its help, its progress, what it proved, why it stopped
    check      luoshu check: its help, what each certificate proves or where it fails
    grade      luoshu grade: its help, a player's grade and each mistake
    match      luoshu match: its help, the scores and the first game each player lost
    menace     luoshu menace: its help, the training, the learning curve and the first box
    serve      luoshu serve: its help, where it serves and why it cannot
    bots       the players the commands name: what a player is, why a program of the user's failed
    pictures   the pictures of --svg: the option's help, why a picture was not drawn
"""
