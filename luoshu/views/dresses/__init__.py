"""The dresses: how the number game is shown and typed, and the disguises' own boards.

    dress      ``Dress`` and ``dress_for``: a name for each number and a reader for typed names; fifteen (the
               numbers), grid (the cells of the Luo Shu), and the disguises
    disguises  the games in disguise: Jam's roads and towns, the word game, any game given as sets, and how
               each speaks of itself; whether a game of nine items is tic-tac-toe, and where its items go
    boards     a disguise's board as text: Jam's towns and their roads, the words, the items

Layer: above ``luoshu.views.squares``, ``notation``, ``quoting`` and ``text``; the picks stay numbers throughout.
"""
