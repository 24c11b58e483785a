"""What ``luoshu menace`` says: its help, its training, its learning curve and its first box.

>>> trained("X", 304, 500, "random")
'MENACE as X: 304 boxes, trained 500 games against random.'
>>> curve_header()
['games', 'won', 'drawn', 'lost']
"""

from __future__ import annotations

from collections.abc import Iterable

from ..language import N_, _, pgettext
from ..terms import listed

MENACE_SHORT_HELP = N_("Train MENACE, Michie's matchbox learner, and chart its learning.")
MENACE_HELP = N_(
    "Train MENACE, Donald Michie's Matchbox Educable Noughts And Crosses Engine, in the number game: one box "
    "for each position it may have to pick in, up to the game's symmetries (304 as X in Pick Fifteen, counted "
    "in the run), each holding beads of its free numbers (4, 3, 2 and 1 before its 1st to 4th picks). It "
    "picks a bead at random; after each game every bead it played gains 3 for a win and 1 for a draw, or is "
    "taken out for a loss. Reports how its results change over --games games against --against, block by "
    "block; --svg draws the curve, --boxes FILE keeps its boxes between runs (read if there, written after)."
)
"""The command's help, before the paragraph that says what a player is (``bots.PLAYER_HELP``)."""
GAMES_HELP = N_("Games to train.")
AGAINST_HELP = N_("Its opponent: a player.")
SIDE_HELP = N_("Which side it plays.")
DRESS_HELP = N_("Name the moves of its first box in this dress.")
BOXES_HELP = N_("Read its boxes from FILE if it is there; write them after.")
SEED_HELP = N_("Seed for its beads and its opponent, to train it again exactly.")
JSON_HELP = N_("Print JSON.")


def dress_of_o() -> str:
    return _("--dress names the moves of MENACE's first box, the empty board: X's, not O's")


def boxes_file() -> str:
    """What the file of --boxes is called where it cannot be read or written."""
    return _("MENACE boxes file")


def boxes_of_other_side(kept: str, side: str) -> str:
    """Boxes read from a file that are MENACE's as the other side."""
    return _("its boxes are MENACE's as {kept}, not as {side}").format(kept=kept, side=side)


def boxes_refused(path: str, error: str) -> str:
    """Why the boxes of a file cannot be used, after the file's name."""
    return _("{path}: {error}").format(path=path, error=error)


def training() -> str:
    """The progress bar's label."""
    return _("Training MENACE")


def it_failed() -> str:
    """Why a game was lost, when its opponent failed and said no more."""
    return _("it failed")


def curve_title(side: str, against: str) -> str:
    """The title of the learning curve's picture."""
    return _("MENACE as {side} against {against}").format(side=side, against=against)


def trained(side: str, boxes: int, games: int, against: str) -> str:
    return _("MENACE as {side}: {boxes} boxes, trained {games:,} games against {against}.").format(
        side=side, boxes=boxes, games=games, against=against
    )


def opponent_failed(count: int, reason: str) -> str:
    return _("Its opponent failed {count} of the games, which teach it nothing: {reason}").format(
        count=count, reason=reason
    )


def curve_header() -> list[str]:
    """The heads of the learning curve's columns (the caller right-aligns each over its column): a tally of each
    block's games, as a tally says them (胜、平、负 in Chinese, where a verdict says 平局)."""
    # Translators: the heads of a tally's columns, each over a count of games: a tally says 胜、平、负 / 勝、平、負.
    return [_("games"), pgettext("a tally", "won"), pgettext("a tally", "drawn"), pgettext("a tally", "lost")]


def first_box(beads: str) -> str:
    """MENACE's first box: each first pick, named in its dress, with its beads (``first_beads``)."""
    return _("Its first box (the empty board), beads of each first pick: {beads}").format(beads=beads)


def first_beads(counts: Iterable[tuple[str, int]]) -> str:
    """Each first pick (its name in the dress) with its count of beads, in the order given, listed as the language
    lists, a count with its thousands separated as the tables above it write them: "5 has 2,168, 2 has 69".

    >>> first_beads([("5", 2168), ("2", 69)])
    '5 has 2,168, 2 has 69'
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     first_beads([("5", 2168), ("大街", 69)])
    '5 有 2,168 颗、大街有 69 颗'
    """
    # Translators: a first pick ({item}) and how many beads of it MENACE's first box holds ({count}): "5 有 2,168 颗".
    return listed(_("{item} has {count:,}").format(item=item, count=count) for item, count in counts)


def boxes_unwritten(error: str) -> str:
    """Why the boxes could not be written to the file of --boxes."""
    return _("--boxes: {error}").format(error=error)
