"""What a game in progress says, in any face: captions, prompts, the board's titles, hints and what a pick costs, what typed input was refused for, saves, and the window's menus, buttons and dialogs.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
