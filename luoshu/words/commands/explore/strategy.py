"""What ``luoshu explore strategy`` says: the rules in sums and on the grid, and their proof in the run.

The rules' own words (their names, what they say in sums and on the grid) are the teaching's; these are the
sentences around them.

>>> proved_as("X", 100, 200, 0, every_named_was_best())
'  as X: 100 positions decided, 200 games, 0 lost; every number a rule named was a best pick.'
>>> on_the_grid("corner", "take a corner")
'on the grid (corner): take a corner'
"""

from __future__ import annotations

from ...language import _


def introduction() -> str:
    """What the strategy is and how it is followed (two lines, as printed)."""
    return _(
        "A strategy for Pick Fifteen, in sums. Try the rules in order: the first that names a number\n"
        "decides, and any number it names will do."
    )


def on_the_grid(name: str | None, grid: str) -> str:
    """What a rule says on the grid (``grid``), with its short name on the grid where that differs."""
    if name is None:
        return _("on the grid: {grid}").format(grid=grid)
    return _("on the grid ({name}): {grid}").format(name=name, grid=grid)


def proved_in_the_run() -> str:
    """The heading of the proof."""
    return _("Proved in the run, over every line of the other player's picks:")


def every_named_was_best() -> str:
    """Every number a rule named was a best pick."""
    return _("every number a rule named was a best pick")


def times_named_was_best(best: int, positions: int) -> str:
    """How many times (``best`` of ``positions``) every number named was a best pick."""
    return _("{best:,} of {positions:,} times every number named was a best pick").format(
        best=best, positions=positions
    )


def proved_as(player: str, positions: int, games: int, losses: int, best: str) -> str:
    """The proof as ``player``: the positions decided, the games played, those lost, and whether the numbers
    named were best (``best``, said)."""
    return _("  as {player}: {positions:,} positions decided, {games:,} games, {losses} lost; {best}.").format(
        player=player, positions=positions, games=games, losses=losses, best=best
    )


def rules_used(uses: str) -> str:
    """How often each rule decided (``uses``, listed)."""
    return _("         rules used: {uses}").format(uses=uses)


def not_best(position: str, rule: str, named: str, best: str) -> str:
    """A position where a ``rule`` named numbers (``named``) that were not all best (``best``)."""
    return _("         not best: {position}: {rule} names {named}, the best are {best}").format(
        position=position, rule=rule, named=named, best=best
    )


def why_not_their_fork(losses: int, games: int, line: str) -> str:
    """Why the fourth rule is not "take the number they would fork with": the games it loses, and one of them."""
    return _(
        'Why rule 4 is not "take the number they would fork with": followed as O, the rules lose '
        "{losses:,} of {games:,} games, for example {line}."
    ).format(losses=losses, games=games, line=line)
