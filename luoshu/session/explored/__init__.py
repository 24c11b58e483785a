"""What the ``luoshu explore`` commands show, computed for the face that shows it: each module calls the teaching
and the views, and returns the values a command turns into JSON and the text it prints (its sentences made in
``luoshu.words.commands.explore``).

    census        the whole game tree counted (``stats``)
    disguises     which game a game of sets is, or whether two are one (``isomorph``)
    order         the order-n magic-square games (``order``)
    replays       a game replayed with its value history (``replay``)
    squares       the Luo Shu, its triples, the eight squares and the symmetries (``square``, ``triples``,
                  ``translate``, ``squares``, ``symmetries``)
    strategy      the strategy in sums, proved (``strategy``)
    targets       every target and the game it gives (``targets``)
    verification  the isomorphism and the solver checked (``verify``)

Layer: the session, below the faces; it never prints.
"""
