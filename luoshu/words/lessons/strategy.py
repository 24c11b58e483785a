"""The strategy for Pick Fifteen in words: each rule's short name (in numbers, and on the grid where it differs),
what it says in sums, and what that is on the grid; and why no rule can name a number.

The names and sentences are constants, marked for the catalogue and translated where they are shown.

>>> MIDDLE, MIDDLE_GRID_NAME, MIDDLE_GRID
('middle', 'centre', 'take the centre, B2')
"""

from __future__ import annotations

from luoshu.words.language import N_, _

WIN = N_("win")
WIN_SUMS = N_("if a free number makes 15 with two of yours, take it")
WIN_GRID = N_("complete your line")

BLOCK = N_("block")
BLOCK_SUMS = N_("if a free number makes 15 with two of theirs, take it")
BLOCK_GRID = N_("block their line")

FORK = N_("fork")
FORK_SUMS = N_("if a number would give you pairs needing two different numbers, take it")
FORK_GRID = N_("make two lines of two at once")

BLOCK_A_FORK = N_("block a fork")
BLOCK_A_FORK_SUMS = N_(
    "if they could fork with their next pick, make a pair whose missing number is not one they could fork with"
)
BLOCK_A_FORK_GRID = N_("make them block where the block gives them no fork")

MIDDLE = N_("middle")
MIDDLE_SUMS = N_("take 5, the middle number")
MIDDLE_GRID = N_("take the centre, B2")
MIDDLE_GRID_NAME = N_("centre")

EVEN = N_("even")
EVEN_SUMS = N_("take an even number")
EVEN_GRID = N_("take a corner")
EVEN_GRID_NAME = N_("corner")

ODD = N_("odd")
ODD_SUMS = N_("take an odd number")
ODD_GRID = N_("take an edge")
ODD_GRID_NAME = N_("edge")

TAKE_THEIR_FORK = N_("take their fork")
TAKE_THEIR_FORK_SUMS = N_("if they could fork with their next pick, take that number")


def rule_said(text: str) -> str:
    """A rule's name or what it says, one of the constants above (identifiers, as JSON writes them), in the
    language spoken.

    >>> rule_said(MIDDLE_GRID)
    'take the centre, B2'
    """
    return _(text)


def no_rule_names_a_number() -> str:
    """Why the strategy has nothing to say: the game is over."""
    return _("no rule names a number: the game is over")
