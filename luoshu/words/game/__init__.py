"""The game's own words: verdicts, the rules and their refusals, the searches' refusals and progress, positions and records as text, the dresses' names and boards, the squares.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
