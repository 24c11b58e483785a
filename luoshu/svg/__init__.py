"""Pictures for slides and worksheets, as SVG: the Luo Shu grid and the number tiles side by side.

Glossary:
    pair     one position drawn twice: on the Luo Shu grid (each cell with its mark large and its number small
             in a corner) and as the tiles of the numbers (each with its number and its holder's mark). A game
             that is not tic-tac-toe on the grid gets the tiles alone, in rows of about the square root.
    mark     X as a cross, O as a ring, each in its own colour. The shape says who holds a number, so the
             picture reads in greyscale and to colour-blind readers; the two colours differ in lightness too.
    last     the last pick: a thick dashed border, in both views.
    threat   a set one number short: a dashed line through the held cells to a dot on the cell they need; on
             the tiles the held numbers are underlined and the needed one ringed. A blocked one is dotted.
    struck   the set that ended the game: a solid line through its cells, a solid box in each of its tiles.

Every function returns the SVG text, built with the standard library; nothing here reads or writes a file.
``is_luoshu_picture`` recognises a picture made here, so that a command may replace it. What a picture says
is ``pictures``'; how it is drawn, ``drawing``'s.

Layer: above ``luoshu.teach`` (the pictures draw what it computes), below the session and the faces.
"""

from .pictures import explanation_svg, is_luoshu_picture, position_svg, replay_svg

__all__ = ["explanation_svg", "is_luoshu_picture", "position_svg", "replay_svg"]
