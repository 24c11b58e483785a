"""A player's grade (``matches.grade``) as a face shows it: the report as text, as JSON, and as a picture of its
first mistake's refutation, each mistake explained by the teaching.

>>> import random
>>> from luoshu.rules import Rules
>>> from luoshu.session.bots import builtin_bot
>>> from luoshu.session.matches import grade
>>> graded = grade(builtin_bot("perfect", random.Random(1)), "X", Rules(7, 2, 7))
>>> print(grade_text(graded).splitlines()[1])
No mistakes: it never made its outcome worse.
>>> grade_json(graded)["loss_count"], grade_json(graded)["accuracy"]
(0, 1.0)
"""

from __future__ import annotations

from ..rules import Position, Rules
from ..teach.explain import cost_of, explain, explanation_text, step_json
from ..words.language import _, ngettext
from ..words.terms import player_name
from .matches import Grade, Mistake

__all__ = ["grade_json", "grade_picture", "grade_text", "mistake_json"]


def grade_text(result: Grade) -> str:
    """The grade as lines of text: the counts, then each mistake, the costliest first, with its refutation."""
    lines = [
        _summary(
            player_name(result.name),
            result.player,
            result.game_count,
            result.loss_count,
            result.given_away_count,
            result.best_count,
            result.decision_count,
        )
    ]
    for reason, count in result.failures.items():
        lines.append(
            ngettext("It failed {count} time: {reason}", "It failed {count} times: {reason}", count).format(
                count=count, reason=reason
            )
        )
    if not result.decision_count:
        lines.append(_("It made no pick, so there is nothing of its play to grade."))
    elif not result.mistakes:
        lines.append(_("No mistakes: it never made its outcome worse."))
    slower = result.decision_count - result.best_count - len(result.mistakes)
    if slower > 0:
        lines.append(
            ngettext(
                "{count:,} pick kept the outcome but not the best speed (a slower win, a faster loss): not best, "
                "and no mistake.",
                "{count:,} picks kept the outcome but not the best speed (a slower win, a faster loss): not best, "
                "and no mistake.",
                slower,
            ).format(count=slower)
        )
    # The costliest first: a win thrown to a loss, then a win to a draw or a draw to a loss; then in the order met.
    ordered = sorted(result.mistakes, key=lambda m: m.pick_verdict.rank[0] - m.verdict.rank[0])
    for number, mistake in enumerate(ordered, start=1):
        position = mistake.position
        x, o = " ".join(map(str, sorted(position.x))), " ".join(map(str, sorted(position.o)))
        # the heading gives the position; the explanation says the pick and its cost (said once, not twice)
        lines.append("\n" + _mistake(number, x, o))
        lines.append(explanation_text(explain(position, mistake.pick)))
    return "\n".join(lines)


def grade_json(result: Grade) -> dict[str, object]:
    """The grade in the JSON vocabulary: the counts, the failures' reasons and each mistake with its refutation."""
    return {
        "name": result.name,
        "player": result.player,
        "game_count": result.game_count,
        "loss_count": result.loss_count,
        "given_away_count": result.given_away_count,
        "accuracy": result.accuracy,
        "failures": sorted(result.failures),
        "mistakes": [mistake_json(m) for m in result.mistakes],
    }


def mistake_json(mistake: Mistake) -> dict[str, object]:
    """A mistake in the JSON vocabulary, as ``grade`` and ``learn check`` write it: the position, the pick, what it
    cost and its refutation."""
    return {
        "x": sorted(mistake.position.x),
        "o": sorted(mistake.position.o),
        "pick": mistake.pick,
        "cost": cost_of(mistake.pick_verdict, mistake.verdict),
        "refutation": [step_json(s) for s in explain(mistake.position, mistake.pick).line],
    }


def grade_picture(grades: list[Grade], rules: Rules) -> str:
    """The first mistake's refutation, as an SVG picture; with no mistake, the empty board, saying so."""
    from ..svg import explanation_svg, position_svg  # only here: a grade drawn no picture pays nothing for them

    for each in grades:
        if each.mistakes:
            first = each.mistakes[0]
            return explanation_svg(explain(first.position, first.pick), first.position)
    sides = [g.player for g in grades]
    title = _no_mistakes_title(player_name(grades[0].name), *sides)
    return position_svg(Position(rules=rules), title=title)


def _summary(name: str, player: str, games: int, lost: int, given_away: int, best: int, decisions: int) -> str:
    """The grade's first line: the games, the losses, the wins given away, and the accuracy (or that it made no
    pick).

    >>> _summary("casual", "X", 4, 1, 1, 7, 9)
    'casual as X: 4 games, 1 lost, 1 win given away; accuracy 77.8% (7 of 9 picks best).'
    >>> _summary("cmd:true", "O", 1, 1, 0, 0, 0)
    'cmd:true as O: 1 game, 1 lost, 0 wins given away; it made no pick.'
    """
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


def _mistake(number: int, x: str, o: str) -> str:
    """A mistake's heading: the position it was made in (each side's numbers, "" for none). The explanation
    under it says the pick and what it cost, once.

    >>> _mistake(1, "2 4", "5"), _mistake(2, "1", ""), _mistake(3, "", "")
    ('Mistake 1: X holds 2 4, O holds 5.', 'Mistake 2: X holds 1, O holds nothing yet.', 'Mistake 3: the empty board.')
    """
    if not x:
        return _("Mistake {number}: the empty board.").format(number=number)
    if not o:
        return _("Mistake {number}: X holds {x}, O holds nothing yet.").format(number=number, x=x)
    return _("Mistake {number}: X holds {x}, O holds {o}.").format(number=number, x=x, o=o)


def _no_mistakes_title(name: str, player: str, other: str | None = None) -> str:
    """The picture's title when there is no mistake to draw: as one side, or as either."""
    if other is None:
        return _("{name}: no mistakes as {player}").format(name=name, player=player)
    return _("{name}: no mistakes as {player} or {other}").format(name=name, player=player, other=other)
