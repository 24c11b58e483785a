"""What the command line says: each command's help, its options' help, and the lines it prints or refuses with.

Each module below is named for what it says; see ``luoshu.words`` for how a sentence is written.
"""
