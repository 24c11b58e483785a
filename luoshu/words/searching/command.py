"""What ``luoshu explore search`` says: its help, its options' help, its refusals of options that do not go
together, and the words of its progress line.

>>> SEARCH_SHORT
'Minimax and alpha-beta at work: the search as a tree.'
"""

from __future__ import annotations

from ..language import N_, _
from ..terms import listed
from . import programs
from .compare import going_on

__all__ = ["going_on"]  # what the side-by-side count says before its long rows, with the command's other words

SEARCH_SHORT = N_("Minimax and alpha-beta at work: the search as a tree.")
SEARCH_HELP = N_(
    """Watch the search itself: minimax, alpha-beta and the tricks that make it fast, from the position after
    MOVES (none: the empty board), as a tree a person can read.

    Each node shows its move, whose turn (max: the player to move at the root, who maximises; min: the other),
    its score for the maximiser and what it means (who wins, and in how many plies where the scores say), the
    pick it chooses, and the nodes its subtree holds; alpha-beta adds the window [α, β] each node was searched
    with and the picks it cut off; a memoised search marks the nodes its table answered. Below --depth the tree
    is summed up: each line's nodes count its whole subtree.

    --lesson N runs the program of minimax lesson N exactly as it searches (its algorithm, scores, order and
    windows), and says which article the lesson is and what its program does.

    --compare runs every search from the same position side by side: plain minimax (549,946 nodes from the empty
    board), minimax scoring the fastest win, alpha-beta in the dress's order and in a good one, memoised on
    positions (5,478 kept) and up to symmetry (765), and luoshu's own engine; then each lesson's program and the
    depth-blind player as they play. --step shows the search's visits in order, a key per step (through a pipe,
    one step per line)."""
)
MOVES_HELP = N_("The picks so far (numbers, cells A1-C3, or a disguise's items).")
DRESS_HELP = N_("Show the moves and positions in this dress: numbers, the grid's cells, or a disguise.")
ALGORITHM_HELP = N_(
    "The search: plain minimax, alpha-beta, minimax memoised on positions, memoised up to the game's symmetries, "
    "or luoshu's own engine."
)
SCORES_HELP = N_(
    "How a finished game scores: ten, a win +10 and a loss −10 whatever the depth (the depth-blind player's, which "
    "cannot tell a fast win from a slow one); depth, a win 10 − depth and a loss depth − 10, depth counted from the "
    "root, so the fastest win scores most."
)
ORDER_HELP = N_(
    "The order picks are tried in: lesson, the dress's own (numbers ascending, cells A1 to C3); good, a win "
    "first, then a block, then what lies in the most winning sets."
)
LESSON_HELP = programs.LESSON_HELP
DEPTH_HELP = N_("Show the tree this many plies deep; below, each line counts its subtree's nodes.")
COMPARE_HELP = N_("Run every search from the position and count side by side what each idea saves.")
STEP_HELP = N_("Step through the search's visits in order, a key per step (through a pipe, a line each).")
JSON_HELP = N_("Print the search, its tree (or with --compare every search) as JSON.")
BUDGET_HELP = N_("Stop a search once it has visited this many nodes (luoshu's engine: kept this many positions).")
SEARCHING = N_("searching")
"""The progress line's label."""
NODES = N_("nodes")
"""What the progress line counts."""


def compare_alone(options: list[str]) -> str:
    """--compare given with options that choose one search."""
    return _("--compare runs every search in its own way: drop {options}").format(options=listed(options))


def stopped_here() -> str:
    """The side-by-side count stopped by Ctrl-C part way: the table shows what was done."""
    return _("Stopped: the table shows the searches done.")


def step_alone(option: str) -> str:
    """--step given with an option that writes something else."""
    return _("--step shows the steps in the terminal: drop {option}").format(option=option)
