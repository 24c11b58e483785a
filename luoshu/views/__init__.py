"""How the number game is shown, named and read: views of it, never a second model of it.

    squares    the Luo Shu grid (cells, lines, whether a game fits it), its eight motions, and magic squares
               of every order
    notation   reading moves and game records typed as numbers or cells
    quoting    what a person typed or named, quoted for a message: escaped, never obeyed, one line
    widths     text measured in display columns (a Chinese character takes two), and tables lined up by them
    wrapping   text wrapped in display columns, breaking between Chinese characters too
    text       positions, verdicts and rules as text
    dresses    how a game is shown and typed (numbers, the grid, Jam, the word game, any sets), and each
               disguise's own board
    colours    the palette of the window and the pictures
    vocabulary the JSON form of the game's values, one key one meaning

Text lives in three places, each its own: ``text`` draws positions and verdicts (the grid, the numbers in a
row, tables), ``dresses.boards`` a disguise's board, and ``luoshu.session.text`` the board of a game being
played (in its dress and view, built from those two).

Layer: imports ``luoshu.rules`` and ``luoshu.search``. Inside, ``squares``, ``quoting`` <- ``notation``, ``text`` <-
``dresses``, ``vocabulary``. Every function returns values or strings; nothing here prints or reads.
"""
