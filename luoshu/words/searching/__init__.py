"""What the lessons on the search say: the game tree, minimax, alpha-beta and what each idea saves, the lesson players.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
