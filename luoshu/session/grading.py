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
from ..words.commands import grade as words
from ..words.terms import player_name
from .matches import Grade

__all__ = ["grade_json", "grade_picture", "grade_text"]


def grade_text(result: Grade) -> str:
    """The grade as lines of text: the counts, then each mistake, the costliest first, with its refutation."""
    lines = [
        words.summary(
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
        lines.append(words.failed(count, reason))
    if not result.decision_count:
        lines.append(words.no_pick())
    elif not result.mistakes:
        lines.append(words.no_mistakes())
    slower = result.decision_count - result.best_count - len(result.mistakes)
    if slower > 0:
        lines.append(words.slower(slower))
    # The costliest first: a win thrown to a loss, then a win to a draw or a draw to a loss; then in the order met.
    ordered = sorted(result.mistakes, key=lambda m: m.pick_verdict.rank[0] - m.verdict.rank[0])
    for number, mistake in enumerate(ordered, start=1):
        position = mistake.position
        x, o = " ".join(map(str, sorted(position.x))), " ".join(map(str, sorted(position.o)))
        # the heading gives the position; the explanation says the pick and its cost (said once, not twice)
        lines.append("\n" + words.mistake(number, x, o))
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
        "mistakes": [
            {
                "x": sorted(m.position.x),
                "o": sorted(m.position.o),
                "pick": m.pick,
                "cost": cost_of(m.pick_verdict, m.verdict),
                "refutation": [step_json(s) for s in explain(m.position, m.pick).line],
            }
            for m in result.mistakes
        ],
    }


def grade_picture(grades: list[Grade], rules: Rules) -> str:
    """The first mistake's refutation, as an SVG picture; with no mistake, the empty board, saying so."""
    from ..svg import explanation_svg, position_svg  # only here: a grade drawn no picture pays nothing for them

    for each in grades:
        if each.mistakes:
            first = each.mistakes[0]
            return explanation_svg(explain(first.position, first.pick), first.position)
    sides = [g.player for g in grades]
    title = words.no_mistakes_title(player_name(grades[0].name), *sides)
    return position_svg(Position(rules=rules), title=title)
