"""What the teaching says: explanations of picks, the strategy and its proof, puzzles, the explore computations, MENACE, the study, and the pictures' titles, axes and legends.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
