"""What a search tree says: the names of the searches, how they score and order their picks, the tree's heading,
columns and notes, what each node's score means, and the steps of a search as a person steps through them.

>>> algorithm_name("alphabeta")
'alpha-beta'
>>> scores_words("depth", 10)
'a win scores 10 − depth, a loss depth − 10, a draw 0 (the fastest win scores most)'
>>> wins_in("X", 3)
'X wins in 3 plies'
"""

from __future__ import annotations

from ..language import N_, _, ngettext

ALGORITHM_NAMES = {
    "minimax": N_("plain minimax"),
    "alphabeta": N_("alpha-beta"),
    "memo": N_("minimax memoised on positions"),
    "symmetry": N_("minimax memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each search by its name in the lessons."""

ALGORITHM_TITLES = {
    "minimax": N_("Plain minimax"),
    "alphabeta": N_("Alpha-beta"),
    "memo": N_("Minimax memoised on positions"),
    "symmetry": N_("Minimax memoised up to symmetry"),
    "luoshu": N_("luoshu's engine"),
}
"""Each search by its name at the start of a sentence (luoshu's name is never capitalised)."""

COLUMNS = {
    "move": N_("move"),
    "turn": N_("turn"),
    "score": N_("score"),
    "value": N_("value"),
    "chooses": N_("chooses"),
    "window": N_("window"),
    "cut": N_("cut off"),
    "nodes": N_("nodes"),
    "position": N_("position"),
}
"""The tree's columns, by key."""

ROOT = N_("root")
"""The root's move column: no move leads to it."""
MAX = N_("max")
"""A node where the root's mover picks: it takes the largest score."""
MIN = N_("min")
"""A node where the other player picks: it takes the smallest."""
END = N_("end")
"""A finished game: nobody picks."""
SEEN = N_("from the table")
"""A node the memo answered: its score was kept, so its subtree is not searched again."""


def algorithm_name(algorithm: str) -> str:
    """A search by its name in the lessons."""
    return _(ALGORITHM_NAMES[algorithm])


def column(key: str) -> str:
    """A column's heading."""
    return _(COLUMNS[key])


def scores_words(scores: str, base: int) -> str:
    """How a search scores a finished game: ``ten`` or ``depth`` (a win ``base`` - depth)."""
    if scores == "ten":
        return _("a win scores +10, a loss −10, a draw 0, whatever the depth")
    return _("a win scores {base} − depth, a loss depth − {base}, a draw 0 (the fastest win scores most)").format(
        base=base
    )


def engine_scores() -> str:
    """How luoshu's engine scores: wins and losses by their plies."""
    return _("each verdict in plies: the fastest win and the slowest loss are best")


def lesson_order(noun: str) -> str:
    """The lessons' order of picks, for a dress whose moves are ``noun`` (number, cell, road, word, item)."""
    if noun == "number":
        return _("numbers ascending")
    if noun == "cell":
        return _("cells in reading order, A1 to C3")
    return _("{noun}s in the order listed").format(noun=_(noun))


def good_order() -> str:
    """The good order of picks."""
    return _("a good order: a win first, then a block, then what lies in the most sets")


def heading(algorithm: str, where: str, order: str, scores: str) -> str:
    """The first line over a tree: which search (``algorithm``, its key), from where, in what order, scored how."""
    return _("{algorithm} from {where}; picks tried in {order}; {scores}.").format(
        algorithm=_(ALGORITHM_TITLES[algorithm]), where=where, order=order, scores=scores
    )


def empty_board() -> str:
    """Where a search starts when no pick has been made."""
    return _("the empty board")


def maximiser(player: str, other: str) -> str:
    """Whose scores the tree shows: the root's mover maximises."""
    return _(
        "{player} is to move at the root and maximises: every score is {player}'s; at a max node {player} picks "
        "the largest, at a min node {other} the smallest."
    ).format(player=player, other=other)


def summary(nodes: int, kept: int, seconds: float) -> str:
    """What a search cost."""
    return ngettext(
        "{nodes:,} node visited, the root included; {kept:,} positions kept; {seconds:.2f} s.",
        "{nodes:,} nodes visited, the root included; {kept:,} positions kept; {seconds:.2f} s.",
        nodes,
    ).format(nodes=nodes, kept=kept, seconds=seconds)


def engine_summary(kept: int, seconds: float) -> str:
    """What luoshu's engine cost: it counts the positions it keeps, not its visits."""
    return _(
        "luoshu's engine kept {kept:,} positions in {seconds:.2f} s (it counts what it keeps, not its visits); "
        "the tree shows its verdicts."
    ).format(kept=kept, seconds=seconds)


def chooses(pick: str, score: str, meaning: str) -> str:
    """The search's choice at the root."""
    return _("It chooses {pick}, worth {score}: {meaning}.").format(pick=pick, score=score, meaning=meaning)


def over() -> str:
    """A search from a finished game: there is nothing to choose."""
    return _("The game is over here: there is nothing to choose.")


def below(depth: int) -> str:
    """The note under a tree cut at a depth: each line's nodes are its whole subtree."""
    return ngettext(
        "Shown {depth} ply deep; a line's nodes count its whole subtree, itself included.",
        "Shown {depth} plies deep; a line's nodes count its whole subtree, itself included.",
        depth,
    ).format(depth=depth)


def cut_note() -> str:
    """What alpha-beta's window and cut-offs mean, in the tree's terms: every score is the maximiser's."""
    return _(
        "A window [α, β]: α is what the max player can already count on, β what the min player would allow. At a "
        "max node the rest are cut off once a child's score reaches β; at a min node, once it falls to α."
    )


def bounds_note(player: str) -> str:
    """What alpha-beta's marked scores mean: bounds for ``player``, the maximiser (≥ β or ≤ α, as a bound always
    is in the maximiser's terms), and the few words beside them."""
    return _(
        "A score marked ≥ is the least the node is worth to {player} (it reached β), one marked ≤ the most (it fell "
        "to α): either way its exact value could not change the choice above it, and alpha-beta left it at that. "
        "Cut short: the rest of its children were cut off; not needed: all were searched."
    ).format(player=player)


def positions_left_out() -> str:
    """The note under a tree too wide for the terminal with its positions."""
    return _(
        "Positions are left out to fit 80 columns: a node's position is the root's with the moves down to it "
        "(--json and --svg show them)."
    )


def wins_in(player: str, plies: int) -> str:
    """A node's exact value: ``player`` wins in ``plies`` plies from there."""
    return ngettext("{player} wins in {plies} ply", "{player} wins in {plies} plies", plies).format(
        player=player, plies=plies
    )


def has_won(player: str) -> str:
    """A finished game's value: ``player`` has won."""
    return _("{player} has won").format(player=player)


def wins(player: str) -> str:
    """A node's value under the +10/-10 scores, which do not say how soon."""
    return _("{player} wins").format(player=player)


def draw() -> str:
    """A node's value: a draw."""
    return _("a draw")


def step_arrive(step: int, steps: int, path: str, turn: str, window: str) -> str:
    """A step of the search: it arrives at a node (``window``: its alpha-beta window, or "")."""
    return _("{step}/{steps}  arrive at {path} ({turn}){window}").format(
        step=_padded(step, steps), steps=steps, path=path, turn=turn, window=window
    )


def step_leave(step: int, steps: int, path: str, score: str, meaning: str, notes: str) -> str:
    """A step of the search: it leaves a node with its score backed up."""
    return _("{step}/{steps}  back up {score} from {path}: {meaning}{notes}").format(
        step=_padded(step, steps), steps=steps, path=path, score=score, meaning=meaning, notes=notes
    )


def _padded(step: int, steps: int) -> str:
    """A step's number as wide as the last one's, so that the steps' lines keep their columns from 9 to 10.

    >>> _padded(9, 14), _padded(10, 14)
    (' 9', '10')
    """
    return str(step).rjust(len(str(steps)))


def step_window(window: str) -> str:
    """The window a node is searched with, as a step says it."""
    return _(", window {window}").format(window=window)


def step_chooses(pick: str) -> str:
    """A step's note: the pick the node chose."""
    return _("; it chooses {pick}").format(pick=pick)


def step_cut(picks: str) -> str:
    """A step's note: the picks alpha-beta cut off there."""
    return _("; cut off: {picks}").format(picks=picks)


def step_seen() -> str:
    """A step's note: the table answered."""
    return _("; answered from the table")


def step_below(nodes: int) -> str:
    """A step's note: the subtree below the depth shown, searched in one step."""
    return ngettext("; {nodes:,} node searched below", "; {nodes:,} nodes searched below", nodes).format(nodes=nodes)


def step_keys() -> str:
    """How to step in a terminal."""
    return _("Any key: the next step; q: stop.")


def cut_label() -> str:
    """A picture's stub for the children alpha-beta cut off."""
    return _("cut off")


def seen_short() -> str:
    """A picture's note under a node the table answered."""
    return _("from the table")


def node_count(nodes: int) -> str:
    """A picture's note under a node: the nodes its subtree holds."""
    return ngettext("{nodes:,} node", "{nodes:,} nodes", nodes).format(nodes=nodes)


def legend_bound() -> str:
    """A picture's legend, beside a hatched box: a node alpha-beta left early, its score only a bound."""
    return _("a bound, not a value: ≥ at least, ≤ at most (alpha-beta left the node early)")


def lines_key() -> str:
    """What a picture's lines and frames say."""
    return _("A thick line leads to the child chosen; the last pick is framed.")


def bound_meaning(player: str, at_least: bool, cut: bool) -> str:
    """A node alpha-beta left early, in words: its score is only the least (``at_least``) or the most it is worth
    to ``player`` (the maximiser); ``cut``: its search was cut short, the rest of its children cut off; else they
    were all searched, and its exact value was not needed.

    >>> bound_meaning("O", False, True)
    'at most this for O: cut short'
    """
    if at_least:
        if cut:
            return _("at least this for {player}: cut short").format(player=player)
        return _("at least this for {player}: not needed").format(player=player)
    if cut:
        return _("at most this for {player}: cut short").format(player=player)
    return _("at most this for {player}: not needed").format(player=player)


def bound_brief(cut: bool) -> str:
    """A node's few words, in a tree's value column or under it in a picture, where alpha-beta left it early: cut
    short (the rest of its children cut off) or not needed (all searched, its exact value not needed)."""
    return _("cut short") if cut else _("not needed")


def cut_under(picks: str) -> str:
    """The line under a node, where a tree has no room for a column of them: the picks alpha-beta cut off."""
    return _("cut off: {picks}").format(picks=picks)
