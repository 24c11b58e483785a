"""What the search lessons refuse, and why: a search past its budget, an algorithm, scores or order not known, a
game with too many symmetries to try, a tree too big to show, a lesson player not known.

>>> node_budget(1000)
'not searched within the budget of 1,000 nodes'
>>> not_an_algorithm("bfs", ["minimax", "alphabeta"])
"'bfs' is not an algorithm: minimax or alphabeta"
"""

from __future__ import annotations

from ..language import _
from ..terms import listed


def _listed(names: list[str]) -> str:
    """Names listed for a refusal: "a, b or c"."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} or {last}").format(names=listed(names[:-1]), last=names[-1])


def node_budget(budget: int) -> str:
    """A counted search that visited more nodes than its budget."""
    return _("not searched within the budget of {budget:,} nodes").format(budget=budget)


def not_an_algorithm(name: str, known: list[str]) -> str:
    """An algorithm the search lessons do not know."""
    return _("{name!r} is not an algorithm: {known}").format(name=name[:20], known=_listed(known))


def not_scores(name: str, known: list[str]) -> str:
    """Scores the search lessons do not know."""
    return _("{name!r} is not a way of scoring: {known}").format(name=name[:20], known=_listed(known))


def too_many_symmetries(game: str, most: int) -> str:
    """A game whose symmetries are too many to try at every position."""
    return _("{game} has more than {most} symmetries, too many to try at every position").format(game=game, most=most)


def tree_too_big(depth: int, nodes: int, most: int, deepest: int) -> str:
    """A tree that would hold too many nodes to show to the depth asked."""
    return _(
        "a tree {depth} plies deep from here can hold {nodes:,} nodes, more than the {most:,} shown at most: "
        "ask --depth {deepest} or less"
    ).format(depth=depth, nodes=nodes, most=most, deepest=deepest)


def not_a_lesson(text: str, lessons: int) -> str:
    """A lesson player that does not exist."""
    return _("{text} is not a lesson's player: lesson:1 to lesson:{lessons}").format(text=text[:20], lessons=lessons)


def opens_at_random(lesson: int) -> str:
    """A lesson's program asked to search from the empty board, where it picks at random without searching: a
    whole line on its own after "Error: ", in 80 columns."""
    return _("lesson {lesson}'s program opens at random; give a move or more to see it search").format(lesson=lesson)


def lesson_alone(options: list[str]) -> str:
    """--lesson given with options that choose another search."""
    from ..terms import listed

    return _("--lesson runs that lesson's own program, which chooses its own search: drop {options}").format(
        options=listed(options)
    )


def luoshu_scores() -> str:
    """--scores given with luoshu's own engine, which scores wins by their plies."""
    return _("--scores is for the lessons' searches: luoshu's engine scores a win by its plies")


def luoshu_order() -> str:
    """--move-order given with luoshu's own engine, which orders its picks itself."""
    return _("--move-order is for the lessons' searches: luoshu's engine orders its picks itself")


def alone(option: str, others: list[str]) -> str:
    """An option that goes with none of some others."""
    return _("{option} goes with none of {others}").format(option=option, others=_listed(others))
