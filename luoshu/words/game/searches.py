"""What the searches say: a budget run out, a question they refuse, and what they assert of their own work (an
assertion's words, read only if the search is wrong).

>>> over_budget(budget=2_000_000, unit="positions", done="solved")
'not solved within the budget of 2,000,000 positions'
>>> over_budget(budget=10, unit="pairings", done="decided")
'not decided within the budget of 10 pairings'
"""

from __future__ import annotations

from luoshu.words.language import _, ngettext


def over_budget(budget: int, unit: str = "positions", done: str = "solved", seconds: float | None = None) -> str:
    """A search that kept more than its ``budget`` of ``unit`` ("positions", "pairings", "nodes", "seconds")
    before its work was ``done`` ("solved", "decided", "proved"), or ran past ``seconds``.

    >>> over_budget(budget=1_000, seconds=120.0)
    'not solved within the budget of 1,000 positions: it ran past 120 seconds'
    >>> over_budget(budget=1, unit="seconds", done="proved")
    'not proved within the budget of 1 second'
    """
    if seconds is not None and (done, unit) == ("solved", "positions"):
        return _("not solved within the budget of {budget:,} positions: it ran past {seconds:g} seconds").format(
            budget=budget, seconds=seconds
        )
    known = {
        ("solved", "positions"): _("not solved within the budget of {budget:,} positions"),
        ("decided", "pairings"): _("not decided within the budget of {budget:,} pairings"),
        ("proved", "nodes"): _("not proved within the budget of {budget:,} nodes"),
        ("proved", "seconds"): ngettext(
            "not proved within the budget of {budget:,} second",
            "not proved within the budget of {budget:,} seconds",
            budget,
        ),
    }.get((done, unit))
    # A search of another kind says its own unit and what it does.
    said = (known or _("not {done} within the budget of {budget:,} {unit}")).format(budget=budget, done=done, unit=unit)
    if seconds is None:
        return said
    # A count of seconds may be a fraction: only exactly one is said in the singular.
    past = ngettext(
        "{said}: it ran past {seconds:g} second", "{said}: it ran past {seconds:g} seconds", 1 if seconds == 1 else 2
    )
    return past.format(said=said, seconds=seconds)


def plies_not_for_a_win() -> str:
    """A bound in plies on a goal that is not a win."""
    return _("a bound in plies is for a win")


def not_proved(goal: str) -> str:
    """A certificate asked of a proof that has not proved its ``goal``."""
    return _("the goal is not proved: {goal}").format(goal=goal)


def nothing_to_prove() -> str:
    """A proof asked of a finished game."""
    return _("the game is over: there is nothing to prove")


def no_win_within(plies: int) -> str:
    """Neither player forcing a win within the bound asked."""
    return _("neither player forces a win within {plies} plies").format(plies=plies)


def too_many_to_solve_at_once(most: int) -> str:
    """Every position asked of a game too big to list them."""
    return _("solving every position at once is for games of up to {most} numbers").format(most=most)


def no_move_to_choose() -> str:
    """A move asked of a finished game."""
    return _("the game is over: there is no move to choose")


def won_has_a_win() -> str:
    """Asserted: a won position has a forced win within the plies left."""
    return _("a won position must have a forced win within the plies left")


def start_decided() -> str:
    """Asserted: a search with no threshold ends only when the start is decided."""
    return _("with infinite thresholds the search ends only when the start is decided")


def no_completing_reply() -> str:
    """Asserted: a proved position lets the other player complete no set."""
    return _("a proved position lets no reply complete the other's set")


def proved_position() -> str:
    """Asserted: a position decided by a rule is proved."""
    return _("a proved position")


def never_completes_its_own() -> str:
    """Asserted: a proved strategy never completes its own set in misère."""
    return _("a proved strategy never completes its own set in misère")


def each_keeps_the_draw() -> str:
    """Asserted: where neither player forces a win, each can keep the draw."""
    return _("neither player can force a win, so each can keep the draw")


def lost_after_every_pick() -> str:
    """Asserted: a lost position loses after every pick."""
    return _("a lost position loses after every pick")
