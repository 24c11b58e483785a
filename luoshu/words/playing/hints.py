"""The hints and what a pick costs, an explanation asked for, and the scorecard at the end of a game.

A pick's cost against the best is another outcome ("instead of a win") or, as GAMESMAN shows it, how many plies
sooner or later it comes.

>>> plies(-5), plies(1)
('-5 plies', '+1 ply')
>>> play_graded("X", 1, 3, "33%", against_computer=True)
'Your play (X): 1 of 3 picks best (33%).'
"""

from __future__ import annotations

from ..language import _, ngettext

__all__ = [
    "all_alike",
    "game_over",
    "hint_label",
    "hint_status",
    "instead_of",
    "mistake",
    "mistakes",
    "no_mistakes",
    "no_pick_to_explain",
    "not_graded",
    "nothing_picked",
    "play_graded",
    "plies",
    "rule",
    "strategy",
    "taken",
    "unreadable",
]


def game_over() -> str:
    """Hints asked for at the end of a game."""
    return _("The game is over.")


def plies(difference: int) -> str:
    """A difference in plies, signed."""
    return ngettext("{difference} ply", "{difference} plies", abs(difference)).format(difference=f"{difference:+d}")


def instead_of(outcome: str) -> str:
    """What a pick costs that changes the outcome (``outcome``, with its article: "a win")."""
    return _("instead of {outcome}").format(outcome=outcome)


def rule(number: int, short: str) -> str:
    """The rule of the strategy behind a best move (``short``: the rule in a few words)."""
    # A rule's name is marked in teach.strategy, and said here in the language spoken.
    return _("rule {number}, {short}").format(number=number, short=_(short))


def strategy() -> str:
    """What points at the strategy's choice among moves all as good as any other."""
    return _("the strategy")


def all_alike(listed: str) -> str:
    """The hints, ``listed``, every move as good as any other."""
    return _("{listed}\nEvery move is as good as any other.").format(listed=listed)


def nothing_picked(doing: str, example: str) -> str:
    """``why`` before any move: how to ask what a move (``example``, N or WORD) would do, in the dress's verb
    (``doing``, as said: picking, claiming).

    >>> nothing_picked("claiming", "ROAD")
    'No move has been made yet: type why ROAD to see what claiming ROAD would do.'
    """
    return _("No move has been made yet: type why {example} to see what {doing} {example} would do.").format(
        doing=doing, example=example
    )


def no_pick_to_explain() -> str:
    return _("The game is over: there is no pick to explain.")


def unreadable(reason: str) -> str:
    """A move asked about that names no free move, and why."""
    return _("{reason}.").format(reason=reason)


def taken(item: str, holder: str) -> str:
    """A move asked about that is taken."""
    return _("{item} is taken by {holder}.").format(item=item, holder=holder)


def not_graded(rules: str, budget: str) -> str:
    """A game too big to judge (``budget``: the positions, written out)."""
    return _("Not graded: {rules} is too big to judge within {budget} positions.").format(rules=rules, budget=budget)


def play_graded(player: str, best: int, picks: int, share: str, against_computer: bool) -> str:
    """How many of a person's ``picks`` were ``best`` (``share``: as a percentage)."""
    if against_computer:
        said = ngettext(
            "Your play ({player}): {best} of {picks} pick best ({share}).",
            "Your play ({player}): {best} of {picks} picks best ({share}).",
            picks,
        )
    else:
        said = ngettext(
            "{player}'s play ({player}): {best} of {picks} pick best ({share}).",
            "{player}'s play ({player}): {best} of {picks} picks best ({share}).",
            picks,
        )
    return said.format(player=player, best=best, picks=f"{picks:,}", share=share)


def mistake(name: str, cost: str) -> str:
    """A pick that made the outcome worse, and what it cost."""
    return _("{name}, {cost}").format(name=name, cost=cost)


def mistakes(listed: str) -> str:
    return _("Mistakes: {mistakes}.").format(mistakes=listed)


def no_mistakes() -> str:
    return _("No mistakes.")


def hint_status(item: str, mark: str, cost: str | None) -> str:
    """The status line over a hinted move: its mark ("+ win in 2") and what it costs, if anything.

    >>> hint_status("5", "+ win in 2", None), hint_status("1", "= draw in 5", "instead of a win")
    ('5: + win in 2.', '1: = draw in 5 (instead of a win).')
    """
    if cost:
        return _("{item}: {mark} ({cost}).").format(item=item, mark=mark, cost=cost)
    return _("{item}: {mark}.").format(item=item, mark=mark)


def hint_label(mark: str, cost: str | None) -> str:
    """A move's hint as a screen reader says it on its box."""
    if cost:
        return _("{mark}, {cost}").format(mark=mark, cost=cost)
    return mark
