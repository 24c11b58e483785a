"""The game's own words: verdicts, the rules and their refusals, the searches' refusals and progress, positions
and records as text, the dresses' names and boards, the squares.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.

    refusals      what the rules refuse: rules that make no game, as numbers, as sets or as JSON
    games         the games' names ("Pick Fifteen", "the order-4 game ...") and their rules in a sentence
    numbers       small counts in words ("three", "nine")
    positions     what a position cannot be, what a pick cannot do, and who holds what
    verdicts      who wins and in how many plies or moves; a proof's goal; how a finished game ended
    certificates  what a certificate proves, and the checker's reasons where one fails
    searches      a search's budget run out, the questions the searches refuse, what they assert
    reading       reading moves and game records: why a token names no move, and where it stands
    dresses       the disguises' own words, the dresses' titles and rules, their boards, their refusals
    names         levels, players and dresses as a person reads them (perfect, lesson:2, grid), in a sentence
    lists         how parts are joined for a person: items listed, clauses, sentences, names in a row
    squares       the grid, the magic squares' constructions, and why a game is not tic-tac-toe
    package       what the package's face says of a name it does not have
"""
