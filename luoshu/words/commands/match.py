"""What ``luoshu match`` says: its help, each player's score, and the first game each lost.

>>> score("perfect", 12, 8, 0)
'perfect: 12 won, 8 drawn, 0 lost'
>>> first_loss("random", 2, "O", "5 1 9 2 8", None)
'random first lost game 2, as O: 5 1 9 2 8'
"""

from __future__ import annotations

from ..language import N_, _

MATCH_SHORT_HELP = N_("Play two players against each other, many games, and count.")
MATCH_HELP = N_(
    "Play FIRST against SECOND for --games games, FIRST opening the odd ones and SECOND the even, and report "
    "each player's wins, draws and losses, with the first game each lost (a player that fails, such as a "
    "program that crashes or answers nonsense, loses that game, and the reason is said)."
)
"""The command's help, before the paragraph that says what a player is (``bots.PLAYER_HELP``)."""
GAMES_HELP = N_("How many games.")
SEED_HELP = N_("Seed for the players' random choices, to play the match again exactly.")
JSON_HELP = N_("Print JSON.")


def first_of_two(spec: str) -> str:
    """The first of two players of one name, told apart by their place."""
    return _("{spec} (first)").format(spec=spec)


def second_of_two(spec: str) -> str:
    return _("{spec} (second)").format(spec=spec)


def playing() -> str:
    """What the progress line says is being done."""
    return _("playing")


def stopped(rules: str, error: str) -> str:
    """A match whose search went past the budget: the game and the search's own reason."""
    return _("the match stopped: {rules} {error}").format(rules=rules, error=error)


def score(name: str, won: int, drawn: int, lost: int) -> str:
    return _("{name}: {won:,} won, {drawn:,} drawn, {lost:,} lost").format(name=name, won=won, drawn=drawn, lost=lost)


def first_loss(name: str, number: int, side: str, picks: str, reason: str | None) -> str:
    """The first game a player lost: its number, the side it played, its picks (numbers, spaced; "" for none), and
    why, if it failed."""
    if not picks:
        picks = _("no picks")
    if reason:
        return _("{name} first lost game {number}, as {side}: {picks}; it failed: {reason}").format(
            name=name, number=number, side=side, picks=picks, reason=reason
        )
    return _("{name} first lost game {number}, as {side}: {picks}").format(
        name=name, number=number, side=side, picks=picks
    )
