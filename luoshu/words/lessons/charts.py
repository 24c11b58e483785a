"""What the charts say: a game's value history, a learner's curve and a study's times, in their titles (what a
screen reader says of a chart), axes and legends.

>>> value_history("X", 5, "win", "none")
'Value history for X over 5 picks: win at the end. Mistakes: none.'
>>> games(1200), seconds(3.0), trial(6)
('1,200 games', '3 s', 'trial 6')
"""

from __future__ import annotations

from luoshu.words.language import N_, _
from luoshu.words.terms import outcome_said

# A game's value history -------------------------------------------------------------------------------------


def too_big_title(rules: str, budget: int) -> str:
    """The title of the chart of a game too big to judge."""
    return _("Value history: {rules} is too big to judge within {budget:,} positions, so no values are shown.").format(
        rules=rules, budget=budget
    )


def too_big_note(budget: int) -> str:
    """What the chart of a game too big to judge says in it."""
    return _("This game is too big to judge within {budget:,} positions: no values, no mistakes.").format(budget=budget)


def mistake(player: str, move: str, ply: int) -> str:
    """A mistake named under the chart: "O 1 (ply 2)"."""
    return _("{player} {move} (ply {ply})").format(player=player, move=move, ply=ply)


def no_mistakes() -> str:
    """The mistakes of a game that made none."""
    return _("none")


def value_history(player: str, picks: int, outcome: str, mistakes: str) -> str:
    """The chart's title: whose values, over how many picks, the outcome, and the mistakes."""
    return _("Value history for {player} over {picks} picks: {outcome} at the end. Mistakes: {mistakes}.").format(
        player=player, picks=picks, outcome=outcome_said(outcome), mistakes=mistakes
    )


def wins_row(player: str) -> str:
    """The row of a win for ``player``."""
    return _("{player} wins").format(player=player)


def draw_row() -> str:
    """The middle row, a draw."""
    return _("draw")


def mistakes_ringed(mistakes: str) -> str:
    """The note under the chart."""
    return _("Mistakes (ringed): {mistakes}").format(mistakes=mistakes)


# A learner's curve ------------------------------------------------------------------------------------------

RESULTS = {"win": N_("wins"), "draw": N_("draws"), "loss": N_("losses")}
"""The legend of each result's line."""


def result_legend(result: str) -> str:
    """The legend of a result's line ("win", "draw" or "loss")."""
    return _(RESULTS[result])


def learning_curve(title: str, games: int, won: int, drew: int, lost: int) -> str:
    """The curve's title: after how many games, and the last block's results."""
    return _("{title}: after {games:,} games, the last block won {won}, drew {drew} and lost {lost}.").format(
        title=title, games=games, won=won, drew=drew, lost=lost
    )


def curve_axis(title: str, games: int) -> str:
    """What the curve shows, under it."""
    return _("{title}: share of each result per block of games, to {games:,}").format(title=title, games=games)


def games(count: int) -> str:
    """The games played by a block's end, on the x axis."""
    return _("{count:,} games").format(count=count)


# A study's times --------------------------------------------------------------------------------------------


def dress_result(dress: str, median: float, low: float, high: float, errors: int, trials: int) -> str:
    """One dress's results, in the chart's title: "grid 3.2 s (2.1-4.0), 1 of 6 wrong"."""
    return _("{dress} {median:.1f} s ({low:.1f}-{high:.1f}), {errors} of {trials} wrong").format(
        dress=dress, median=median, low=low, high=high, errors=errors, trials=trials
    )


def study(participants: int, results: str) -> str:
    """The chart's title: how many took the study, and each dress's results."""
    return _("A study of {participants} participants: {results}.").format(participants=participants, results=results)


def times_heading() -> str:
    """The heading of the times per dress."""
    # The level outside the sentence: gettext would read "% i" as a placeholder, and no translation could keep it.
    return _("Median time per dress, with its {level} interval; errors").format(level="95%")


def dress_time(median: float, errors: int, trials: int) -> str:
    """A dress's median time and errors, beside its bar."""
    return _("{median:.1f} s, {errors}/{trials} wrong").format(median=median, errors=errors, trials=trials)


def curve_heading() -> str:
    """The heading of the learning curve."""
    return _("Learning curve: the median time at each place in the order of trials")


def few_wrong() -> str:
    """What a dark dot says of the answers at its place."""
    return _("half or fewer of the answers there wrong")


def many_wrong() -> str:
    """What a red dot says of the answers at its place."""
    return _("more than half wrong")


def seconds(seconds: float) -> str:
    """A time on the curve's axis, in whole seconds."""
    return _("{seconds:.0f} s").format(seconds=seconds)


def trial(place: int) -> str:
    """A place in the order of trials, on the curve's axis."""
    return _("trial {place}").format(place=place)
