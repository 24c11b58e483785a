"""What ``luoshu grade`` says: its help, a player's grade, each mistake, and why a side was not graded.

>>> summary("casual", "X", 4, 1, 1, 7, 9)
'casual as X: 4 games, 1 lost, 1 win given away; accuracy 77.8% (7 of 9 picks best).'
>>> summary("cmd:true", "O", 1, 1, 0, 0, 0)
'cmd:true as O: 1 game, 1 lost, 0 wins given away; it made no pick.'
"""

from __future__ import annotations

from ..language import N_, _, ngettext

GRADE_SHORT_HELP = N_("Grade a player against every line of play, mistake by mistake.")
GRADE_HELP = N_(
    "Grade PLAYER: play it against every line of the other side's picks, to every end, and report the games, "
    "the losses, the wins given away (a game in which it held a win and did not win), its accuracy (the share "
    "of the positions it met in which it made a best pick), and each mistake (a pick that made its outcome "
    "worse) with the position, what it cost, and the refutation, as explain gives it. The player's pick in a "
    "position is asked once and kept. --svg draws the first mistake's refutation. Every search of a grade stays "
    "within --budget (and two minutes): past it, no grade, and it says so."
)
"""The command's help, before the paragraph that says what a player is (``bots.PLAYER_HELP``)."""
SIDE_HELP = N_("Which side it plays.")
SEED_HELP = N_("Seed for the player's random choices, to grade it again exactly.")
JSON_HELP = N_("Print JSON.")


def grading(name: str, player: str) -> str:
    """What the progress line says is being done."""
    return _("grading {name} as {player}").format(name=name, player=player)


def not_graded(name: str, player: str, rules: str, error: str) -> str:
    """A side whose grade went past the budget: the game and the search's own reason."""
    return _("{name} as {player} not graded: {rules} {error}").format(
        name=name, player=player, rules=rules, error=error
    )


def not_tried(player: str) -> str:
    """A side left ungraded after one that was not graded."""
    return _("{player} not tried").format(player=player)


def summary(name: str, player: str, games: int, lost: int, given_away: int, best: int, decisions: int) -> str:
    """The grade's first line: the games, the losses, the wins given away, and the accuracy (or that it made no
    pick)."""
    counted = ngettext("{count:,} game", "{count:,} games", games).format(count=games)
    thrown = ngettext("{count:,} win given away", "{count:,} wins given away", given_away).format(count=given_away)
    if not decisions:
        return _("{name} as {player}: {games}, {lost:,} lost, {given_away}; it made no pick.").format(
            name=name, player=player, games=counted, lost=lost, given_away=thrown
        )
    return _(
        "{name} as {player}: {games}, {lost:,} lost, {given_away}; accuracy {accuracy:.1%} "
        "({best:,} of {decisions:,} picks best)."
    ).format(
        name=name,
        player=player,
        games=counted,
        lost=lost,
        given_away=thrown,
        accuracy=best / decisions,
        best=best,
        decisions=decisions,
    )


def failed(count: int, reason: str) -> str:
    """How often the player failed (a program that crashed, say), and why."""
    return ngettext("It failed {count} time: {reason}", "It failed {count} times: {reason}", count).format(
        count=count, reason=reason
    )


def no_pick() -> str:
    return _("It made no pick, so there is nothing of its play to grade.")


def no_mistakes() -> str:
    return _("No mistakes: it never made its outcome worse.")


def slower(count: int) -> str:
    """The picks that kept the outcome but were not the fastest."""
    return ngettext(
        "{count:,} pick kept the outcome but not the best speed (a slower win, a faster loss): not best, and no "
        "mistake.",
        "{count:,} picks kept the outcome but not the best speed (a slower win, a faster loss): not best, and no "
        "mistake.",
        count,
    ).format(count=count)


def mistake(number: int, x: str, o: str) -> str:
    """A mistake's heading: the position it was made in (each side's numbers, "" for none). The explanation
    under it says the pick and what it cost, once.

    >>> mistake(1, "2 4", "5"), mistake(2, "1", ""), mistake(3, "", "")
    ('Mistake 1: X holds 2 4, O holds 5.', 'Mistake 2: X holds 1, O holds nothing yet.', 'Mistake 3: the empty board.')
    """
    if not x:
        return _("Mistake {number}: the empty board.").format(number=number)
    if not o:
        return _("Mistake {number}: X holds {x}, O holds nothing yet.").format(number=number, x=x)
    return _("Mistake {number}: X holds {x}, O holds {o}.").format(number=number, x=x, o=o)


def no_mistakes_title(name: str, player: str, other: str | None = None) -> str:
    """The picture's title when there is no mistake to draw: as one side, or as either."""
    if other is None:
        return _("{name}: no mistakes as {player}").format(name=name, player=player)
    return _("{name}: no mistakes as {player} or {other}").format(name=name, player=player, other=other)
