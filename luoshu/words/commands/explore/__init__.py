"""What ``luoshu explore`` says: the help of its commands, and the lines each command prints or refuses with.

    help          the help of ``explore`` and of each command and option
    output        what every explore command may say: a record with no picks, a value JSON cannot carry
    census        ``stats``: the game tree counted, and its refusal of a big game
    disguises     ``isomorph``: which game a game of sets is, the mapping, what tells two games apart
    order         ``order``: the order-n magic-square games and who wins them
    replays       ``replay``: a game ply by ply, its value history and its first mistake
    squares       ``square``, ``triples``, ``translate``, ``squares``, ``symmetries``: the Luo Shu and its kin
    strategy      ``strategy``: the rules in sums, and their proof
    targets       ``targets``: every target and the game it gives
    verification  ``verify``: the checks on every position, and whether they agree

See ``luoshu.words`` for how a sentence is written.
"""
