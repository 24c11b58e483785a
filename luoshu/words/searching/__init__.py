"""What the lessons on the search say: the game tree, minimax, alpha-beta and what each idea saves, the lesson players.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.

    trees     a search tree: the searches' names, their scores and orders, the tree's heading, columns and notes,
              what a node's score means, the steps of a search, a picture's labels
    compare   the side-by-side count of the searches: its rows, columns, heading and footnote, and what it says
              before a long count
    programs  the minimax lessons' programs and the depth-blind player: which article each lesson is, what its
              program does, its tree's heading and its row
    command   ``luoshu explore search``: its help, its options' help, the options that do not go together
    refusals  what the search lessons refuse: a budget spent, an algorithm or scores not known, a tree too big, a
              lesson player not known
"""
