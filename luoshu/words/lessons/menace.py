"""What MENACE says when it cannot play or cannot read its boxes: each a reason, said after what was refused.

>>> too_many_numbers(9)
'MENACE plays games of up to 9 numbers: a box for each position is too many'
>>> not_for_game("3 of 1-9 summing to 14")
'its boxes are not for 3 of 1-9 summing to 14'
"""

from __future__ import annotations

from luoshu.words.language import _


def too_many_numbers(largest: int) -> str:
    """A game too big for a box per class of positions."""
    return _("MENACE plays games of up to {largest} numbers: a box for each position is too many").format(
        largest=largest
    )


def no_box(position: str, player: str) -> str:
    """A position MENACE has no box for: one where the other side moves."""
    return _("MENACE has no box for {position}: it plays {player}").format(position=position, player=player)


def not_json() -> str:
    """A file of boxes that is not JSON."""
    return _("it is not JSON text")


def not_boxes(format: str) -> str:
    """JSON that is not MENACE's boxes (``format``: the format its boxes say they are)."""
    return _('it is not MENACE\'s boxes (no "format": "{format}")').format(format=format)


def other_version() -> str:
    """Boxes of another version."""
    return _("its boxes are of another version of luoshu's")


def not_for_game(rules: str) -> str:
    """Boxes of another game."""
    return _("its boxes are not for {rules}").format(rules=rules)


def box_count(count: int, player: str) -> str:
    """Boxes too many or too few."""
    return _("it has not the {count} boxes of MENACE as {player}").format(count=count, player=player)


def box_twice(box: str) -> str:
    """A box listed twice, or a number twice in one (``box``: the box's position, as its key)."""
    return _("box {box} is listed twice, or a number twice in it").format(box=box)


def box_shape() -> str:
    """A box not written as a box is."""
    return _('a box is {"x", "o", "beads": [{"pick", "bead_count"}]}')  # no placeholders: never formatted


def not_a_box(box: str) -> str:
    """A box of no position MENACE moves in, or beads of numbers that are not free."""
    return _("box {box} is not one of MENACE's, or its beads are not its free numbers").format(box=box)


def bead_counts() -> str:
    """Bead counts that are not whole numbers from 0."""
    return _("a box's bead counts are whole numbers from 0")
