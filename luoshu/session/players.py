"""Who plays a side, and how the computer plays.

Glossary:
    seat    who plays a side: ``"human"`` or ``"computer"``.
    level   how well the computer plays: ``perfect``, ``casual`` or ``random`` (``LEVEL_HELP`` says each).

>>> SEATS
('human', 'computer')
>>> seats(first="computer", opponent="computer")
('computer', 'human')
>>> choose_move(Position.from_moves([4, 5, 6, 3]), "casual")  # blocks 3 + 5 + 7
7
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, get_args

from ..rules import Position
from ..search.solver import good_move
from ..words.language import N_, _
from ..words.terms import BUDGETED, in_quotes, listed

if TYPE_CHECKING:
    import random

__all__ = [
    "BUDGETED",
    "CASUAL_SLIP",
    "LEVELS",
    "LEVEL_HELP",
    "SEATS",
    "Level",
    "Seat",
    "check_seats",
    "choose_move",
    "quick_move",
    "seats",
]

Seat = Literal["human", "computer"]
SEATS: tuple[Seat, ...] = get_args(Seat)

Level = Literal["perfect", "casual", "random"]
LEVELS: tuple[Level, ...] = get_args(Level)

CASUAL_SLIP = 1 / 3
"""How often the casual level, seeing nothing urgent, plays any sensible free number instead of a best one."""

# BUDGETED (luoshu.words.terms): what the perfect level is called in a game once a search ran past its budget
# and a pick was made by rule of thumb (``quick_move``): perfect no longer, though it still takes a win and blocks a
# loss at once.

LEVEL_HELP: dict[Level, str] = {
    "perfect": N_(
        "never loses, and varies among equally good moves (in a game too big to search within the budget, it picks "
        "by rule of thumb, taking a win and blocking a loss at once, and is called 'best within budget')"
    ),
    "casual": N_(
        "takes a win and blocks a threat it sees (misère: never completes its own set when it need not), otherwise "
        "plays a best move two times in three and any other the third"
    ),
    "random": N_("picks any free number"),
}
"""What each level does, in a phrase: for help texts (each translated where it is shown)."""


def check_seats(x: str, o: str) -> tuple[Seat, Seat]:
    """The seats of X and O, checked: each is a seat, and someone has to play. ValueError with the reason.

    >>> check_seats("robot", "human")
    Traceback (most recent call last):
    ...
    ValueError: 'robot' is not a seat: human or computer
    """
    _known(x, o)
    if x == o == "computer":
        raise ValueError(_("both sides are the computer: someone has to play"))
    return ("human" if x == "human" else "computer"), ("human" if o == "human" else "computer")


def seats(first: str, opponent: str) -> tuple[Seat, Seat]:
    """The seats of X and O when ``first`` (a seat) opens and a person plays ``opponent`` (a seat).

    >>> seats("human", "computer"), seats("human", "human")
    (('human', 'computer'), ('human', 'human'))
    >>> seats("computer", "human")
    Traceback (most recent call last):
    ...
    ValueError: the computer cannot open a game it does not play
    """
    _known(first, opponent)
    if first == "computer":
        if opponent != "computer":
            raise ValueError(_("the computer cannot open a game it does not play"))
        return "computer", "human"
    return "human", ("human" if opponent == "human" else "computer")


def _known(*given: str) -> None:
    for seat in given:
        if seat not in SEATS:
            first, second = SEATS
            raise ValueError(
                _("{seat} is not a seat: {first} or {second}").format(
                    seat=in_quotes(repr(str(seat)[:20])), first=first, second=second
                )
            )


def choose_move(
    position: Position, level: Level = "perfect", rng: random.Random | None = None, budget: int | None = None
) -> int:
    """A computer's pick at ``level`` (see ``LEVEL_HELP``). With ``budget``, a search that keeps more positions
    than that stops with SearchBudgetError (see ``quick_move`` for a pick without one).

    >>> choose_move(Position.from_moves([5, 1, 4]), "perfect")
    6
    """
    if rng is None:
        import random  # here, not at the top: the command line loads this module for its choices alone

        rng = random.Random()
    if position.is_over:
        raise ValueError(_("the game is over: there is no move to choose"))
    choosers: dict[Level, Callable[[Position, random.Random], int]] = {
        "perfect": lambda p, r: good_move(p, r, budget),
        "casual": lambda p, r: _casual(p, r, budget),
        "random": lambda p, r: r.choice(sorted(p.free)),
    }
    if level not in choosers:
        raise ValueError(
            _("{level} is not a level: {levels}").format(level=in_quotes(repr(level)), levels=listed(LEVELS))
        )
    return choosers[level](position, rng)


def _seen(position: Position) -> list[int]:
    """What a player sees without searching, ascending: misère, the free numbers that are not their own poison
    (all of them if every one is); else a win, or failing that a block of the other player's threat (none if
    there is neither)."""
    rules, free = position.rules, sorted(position.free)
    mine, theirs = position.sides
    if rules.misere:
        poison = set(rules.winning_picks(mine, free))
        return [n for n in free if n not in poison] or free
    return rules.winning_picks(mine, free) or rules.winning_picks(theirs, free)


def _casual(position: Position, rng: random.Random, budget: int | None) -> int:
    seen = _seen(position)
    if position.rules.misere:
        # It sees its own poison and keeps away from it while it can.
        if rng.random() < CASUAL_SLIP:
            return rng.choice(seen)
        best = good_move(position, rng, budget)
        return best if best in seen else rng.choice(seen)
    if seen:
        return rng.choice(seen)
    if rng.random() < CASUAL_SLIP:
        return rng.choice(sorted(position.free))
    return good_move(position, rng, budget)


def quick_move(position: Position, rng: random.Random) -> int:
    """A pick by rule of thumb, with no search: a win if there is one, else a block of the other player's
    threat, else any free number (misère: keeping off the mover's own poison while it can). For a game too
    big to search within a budget.

    >>> import random
    >>> quick_move(Position.from_moves([4, 5, 6, 3]), random.Random(1))  # blocks 3 + 5 + 7
    7
    """
    if position.rules.misere:
        return rng.choice(_misere_quick(position))
    return rng.choice(_seen(position) or sorted(position.free))


def _misere_quick(position: Position) -> list[int]:
    """Misère's forced rules, one ply deep: never the mover's own poison while a safe number is left, and a safe
    number that leaves the other player only poison (a win in two) where there is one."""
    rules, free = position.rules, sorted(position.free)
    mine, theirs = position.sides
    safe = _seen(position)
    if len(safe) == len(free) and set(rules.winning_picks(mine, free)):
        return safe  # every number is poison: any loses
    if len(free) == 1:
        return free
    winning = [n for n in safe if set(rules.winning_picks(theirs, [m for m in free if m != n])) == set(free) - {n}]
    return winning or safe
