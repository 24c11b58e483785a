"""The window: the Luo Shu grid and the number tiles side by side, and beside them a disguise's own board, all in
step.

Glossary:
    box      a cell of the grid, a tile of the numbers, or an entry of a disguise's panel: every box of a
             number is the same move.
    caption  the large line over the boards: whose turn it is, or the result.
    notice   a line for the status bar that answers the last thing the person did (a refused pick, a save).

This is only a view. The ``Session`` holds the game; the window keeps view state alone (the hints shown or not,
the number under the mouse, a notice, a pending reply, digits being typed), has the board draw the session
(``board``, laid out by ``layout``, in the words of ``luoshu.session.captions`` and the colours of
``palette``) and forwards clicks and keys to the session. What it draws with beyond the session's words (the
grid's cells, a disguise's panel, the colours) comes from the views (``luoshu.views``), and its own words
(menus, buttons, dialogs, notices) are said where it shows them. The computer thinks on a thread of its
own, so that the window answers while it does (a big game's move can take seconds); its pick is played back
here, and only if the game has not changed meanwhile. A game whose winning sets are the lines of the Luo Shu is
shown on the grid and as tiles, and a disguise (Jam, the word game, a game given as sets) beside them; any other
game shows the tiles alone, in rows.
Only this package and ``luoshu gui`` import tkinter.

    window    the ``Window``: its wiring of menus, buttons, keys and clicks to the session
    board     the boards drawn on one canvas (laid out by ``layout``, in the words of the session's
              ``captions`` and the colours of ``palette``)
    thinking  the computer's search on a thread of its own
    dialogs   where to save, which save to open, whether to replace a file
    wrapping  Chinese text broken into lines as Chinese is set (the help): anywhere but before closing marks
    layout    where each box goes at the window's size
    palette   sizes, timings and the colours

Layer: a face, beside the command line; drives the session and draws what it says.
"""

from .window import Window

__all__ = ["Window"]
