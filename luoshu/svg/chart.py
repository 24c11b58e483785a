"""A game's value history as a chart, as GamesmanUni draws one: after every pick, the value of the position for
X under perfect play, from ``luoshu.teach.replays``.

The chart's rows are the outcomes for X, a win above, a draw on the middle line, a loss below; the nearer the
end, the farther from the middle a point sits (its remoteness, in plies, is the point's ``data-value``). A pick
that made its mover's outcome worse is ringed and named under the chart.

>>> import xml.etree.ElementTree as ET
>>> chart = ET.fromstring(value_history_svg([5, 1, 4]))
>>> [c.get("data-value") for c in chart.iter(f"{{{SVG_NAMESPACE}}}circle") if c.get("class") == "value"]
['draw 9', 'draw 8', 'win 5', 'win 4']
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from ..rules import PICK_FIFTEEN, Position, Rules
from ..search.solver import Outcome, SearchBudgetError, Verdict, forget, limited, solve
from ..teach.replays import replay
from ..teach.study import StudyReport
from ..views.colours import BACKGROUND, EDGE, INK, LABEL, MARK
from ..views.dresses.dress import Dress
from ..views.widths import width
from ..views.wrapping import WideWrapper
from ..words.language import N_, _
from ..words.terms import clauses, dress_name, listed, outcome_said
from .drawing import EM, MADE_BY, SVG_NAMESPACE

__all__ = ["extent", "fitted_lines", "for_x", "learning_curve_svg", "study_svg", "value_history_svg"]

WIDTH, HEIGHT, MARGIN, BAND = 560.0, 240.0, 40.0, 70.0
LINE = 14.0
"""Between two lines of the notes under a chart (11 or 12 px)."""
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
ERRORS_DOT = {
    False: (INK, N_("half or fewer of the answers there wrong")),
    True: (MARK["X"], N_("more than half wrong")),
}
"""The study's learning curve: a dot's colour, and what it says of the answers at that place."""
RESULTS = {"win": N_("wins"), "draw": N_("draws"), "loss": N_("losses")}
"""A learner's curve: the legend of each result's line."""


def for_x(verdict: Verdict, mover: str) -> Verdict:
    """A verdict for the mover, as X sees it (the charts' and the value history's steps').

    >>> str(for_x(Verdict(Outcome.WIN, 3), "O")), str(for_x(Verdict(Outcome.DRAW, 3), "O"))
    ('loss in 3', 'draw')
    """
    if mover == "X" or verdict.outcome is Outcome.DRAW:
        return verdict
    return Verdict(Outcome.LOSS if verdict.outcome is Outcome.WIN else Outcome.WIN, verdict.plies)


def extent(words: str, size: float) -> float:
    """About how wide ``words`` are at ``size``: in display columns, a Latin letter one (``drawing.EM``), a Chinese
    character two.

    >>> extent("draw", 10), extent("和棋", 10)
    (23.2, 23.2)
    """
    return round(width(words) * size * EM, 1)


def fitted_lines(words: str, room: float, size: float) -> list[str]:
    """``words`` broken into lines no wider than ``room`` at ``size`` (SVG text does not wrap), between words or
    between Chinese characters.

    >>> fitted_lines("Mistakes (ringed): O 3 (ply 2), X 9 (ply 3)", 200, 11)
    ['Mistakes (ringed): O 3 (ply 2),', 'X 9 (ply 3)']
    """
    return WideWrapper(max(8, int(room / (size * EM)))).wrap(words) or [""]


def _canvas(height: float, title: str) -> ET.Element:
    """An empty chart, ``WIDTH`` wide and ``height`` high, marked as a luoshu picture: its ``title`` (what a screen
    reader says of it), then a white ground."""
    svg = ET.Element(
        "svg",
        {
            "xmlns": SVG_NAMESPACE,
            "width": f"{WIDTH:g}",
            "height": f"{height:g}",
            "viewBox": f"0 0 {WIDTH:g} {height:g}",
            "role": "img",
            MADE_BY: "luoshu",
        },
    )
    ET.SubElement(svg, "title").text = title
    ET.SubElement(svg, "rect", {"width": "100%", "height": "100%", "fill": BACKGROUND})
    return svg


def value_history_svg(
    picks: Sequence[int],
    rules: Rules = PICK_FIFTEEN,
    dress: Dress | None = None,
    budget: int | None = None,
    marked: int | None = None,
) -> str:
    """The chart of the game ``picks`` (as numbers), its moves named in the ``dress``'s words if given. With
    ``budget``, a game too big to judge within that many positions gets a chart that says so, with no values and no
    mistakes: what hints and explanations refuse, the chart does not claim. ``marked``, a pick's place (1 for the
    first), is ringed and ruled: the step a step-through is on.

    >>> chart = value_history_svg([1, 3, 2, 4], Rules.order(4), budget=1000)
    >>> "too big" in ET.fromstring(chart).findtext(f"{{{SVG_NAMESPACE}}}title")
    True
    """
    if budget is not None:
        try:
            with limited(rules, budget):
                return value_history_svg(picks, rules, dress, marked=marked)
        except SearchBudgetError:
            forget(rules)  # a cut search's memory, let go
            svg = _canvas(
                HEIGHT,
                _(
                    "Value history: {rules} is too big to judge within {budget:,} positions, so no values are shown."
                ).format(rules=str(rules), budget=budget),
            )
            note = ET.SubElement(
                svg,
                "text",
                {"x": f"{MARGIN:g}", "y": f"{HEIGHT / 2:g}", "font-family": FONT, "font-size": "13", "fill": INK},
            )
            note.text = _("This game is too big to judge within {budget:,} positions: no values, no mistakes.").format(
                budget=budget
            )
            return ET.tostring(svg, encoding="unicode")
    plies = replay(picks, rules)
    values = [solve(Position(rules=rules))]
    # After a pick, the position's remoteness is the mover's verdict without the pick itself.
    values += [for_x(Verdict(p.after.outcome, p.after.plies - 1), p.player) for p in plies]
    name = dress.item if dress is not None else str
    longest = max([v.plies for v in values] + [1])
    step = (WIDTH - 2 * MARGIN) / max(len(values) - 1, 1)
    middle = MARGIN + BAND + 10

    def height(verdict: Verdict) -> float:
        if verdict.outcome is Outcome.DRAW:
            return middle
        nearness = 0.25 + 0.75 * (1 - verdict.plies / (longest + 1))  # the nearer the end, the farther out
        return middle - BAND * nearness if verdict.outcome is Outcome.WIN else middle + BAND * nearness

    mistakes = [p for p in plies if p.mistake]
    told = listed(
        _("{player} {move} (ply {ply})").format(player=p.player, move=name(p.number), ply=p.ply) for p in mistakes
    ) or _("none")
    # Each pick named under its point; names wider than the points are apart go on tiers of their own, in turn
    # (long ones on more), and the note under them on as many lines as it takes: the picture grows to hold them.
    moves = [f"{p.player} {name(p.number)}" for p in plies]
    tiers = max([1, *(math.ceil((extent(move, 11) + 6) / step) for move in moves)])
    notes = fitted_lines(_("Mistakes (ringed): {mistakes}").format(mistakes=told), WIDTH - 2 * MARGIN, 11)
    below = 13 * (tiers - 1) + LINE * (len(notes) - 1)
    svg = _canvas(
        HEIGHT + below,
        _("Value history for {player} over {picks} picks: {outcome} at the end. Mistakes: {mistakes}.").format(
            player="X", picks=len(plies), outcome=outcome_said(values[-1].outcome.value), mistakes=told
        ),
    )
    rows = (
        (_("{player} wins").format(player="X"), middle - BAND, True),
        (_("draw"), middle, False),
        (_("{player} wins").format(player="O"), middle + BAND, True),
    )
    for label, y, dashed in rows:
        ET.SubElement(
            svg,
            "line",
            {
                "x1": f"{MARGIN:g}",
                "x2": f"{WIDTH - MARGIN:g}",
                "y1": f"{y:g}",
                "y2": f"{y:g}",
                "stroke": EDGE,
                "stroke-dasharray": "4 4" if dashed else "",
            },
        )
        text = ET.SubElement(
            svg, "text", {"x": "4", "y": f"{y - 4:g}", "font-family": FONT, "font-size": "11", "fill": LABEL}
        )
        text.text = label
    points = [(MARGIN + i * step, height(v)) for i, v in enumerate(values)]
    ET.SubElement(
        svg,
        "polyline",
        {"points": " ".join(f"{x:.1f},{y:.1f}" for x, y in points), "fill": "none", "stroke": INK, "stroke-width": "2"},
    )
    if marked is not None and 1 <= marked < len(points):
        x, y = points[marked]
        ET.SubElement(
            svg,
            "line",
            {
                "x1": f"{x:.1f}",
                "x2": f"{x:.1f}",
                "y1": f"{MARGIN:g}",
                "y2": f"{HEIGHT - 36:g}",
                "stroke": MARK["O"],
                "stroke-width": "2",
                "stroke-dasharray": "3 3",
                "class": "marked",
            },
        )
        # a square, not a ring: rings are the mistakes
        ET.SubElement(
            svg,
            "rect",
            {
                "x": f"{x - 11:.1f}",
                "y": f"{y - 11:.1f}",
                "width": "22",
                "height": "22",
                "fill": "none",
                "stroke": MARK["O"],
                "stroke-width": "3",
                "class": "marked",
            },
        )
    for i, ((x, y), verdict) in enumerate(zip(points, values, strict=True)):
        mistake = i > 0 and plies[i - 1].mistake
        if mistake:
            ET.SubElement(
                svg,
                "circle",
                {
                    "cx": f"{x:.1f}",
                    "cy": f"{y:.1f}",
                    "r": "9",
                    "fill": "none",
                    "stroke": MARK["X"],
                    "stroke-width": "2",
                    "class": "mistake",
                },
            )
        ET.SubElement(
            svg,
            "circle",
            {
                "cx": f"{x:.1f}",
                "cy": f"{y:.1f}",
                "r": "5",
                "fill": INK,
                "class": "value",
                "data-value": f"{verdict.outcome.value} {verdict.plies}",
            },
        )
        if i > 0:
            move = moves[i - 1]
            half = extent(move, 11) / 2
            ET.SubElement(
                svg,
                "text",
                {
                    "x": f"{min(max(x, half + 4), WIDTH - half - 4):.1f}",  # the first and last kept in the picture
                    "y": f"{HEIGHT - 24 + 13 * ((i - 1) % tiers):g}",
                    "font-family": FONT,
                    "font-size": "11",
                    "text-anchor": "middle",
                    "fill": INK,
                },
            ).text = move
    for index, line in enumerate(notes):
        y = HEIGHT - 6 + 13 * (tiers - 1) + LINE * index
        ET.SubElement(
            svg, "text", {"x": f"{MARGIN:g}", "y": f"{y:g}", "font-family": FONT, "font-size": "11", "fill": LABEL}
        ).text = line
    return ET.tostring(svg, encoding="unicode")


def learning_curve_svg(curve: Sequence[tuple[int, int, int, int]], title: str) -> str:
    """A learner's curve: for each block of games (the games played by its end, and its wins, draws and losses),
    the share of each result, as three lines.

    >>> import xml.etree.ElementTree as ET
    >>> chart = ET.fromstring(learning_curve_svg([(10, 2, 3, 5), (20, 6, 3, 1)], "MENACE"))
    >>> [p.get("data-result") for p in chart.iter(f"{{{SVG_NAMESPACE}}}polyline")]
    ['win', 'draw', 'loss']
    """
    last = curve[-1] if curve else (0, 0, 0, 0)
    axis = fitted_lines(
        _("{title}: share of each result per block of games, to {games:,}").format(title=title, games=last[0]),
        WIDTH - 2 * MARGIN,
        11,
    )  # a long opponent's name goes on
    played, won, drew, lost = last  # after how many games, and the last block's results
    said = _("{title}: after {games:,} games, the last block won {won}, drew {drew} and lost {lost}.").format(
        title=title, games=played, won=won, drew=drew, lost=lost
    )
    svg = _canvas(HEIGHT + 34 + LINE * (len(axis) - 1), said)
    top, bottom = MARGIN, HEIGHT - MARGIN
    for share in (0.0, 0.5, 1.0):
        y = bottom - share * (bottom - top)
        ET.SubElement(
            svg,
            "line",
            {
                "x1": f"{MARGIN:g}",
                "x2": f"{WIDTH - MARGIN:g}",
                "y1": f"{y:g}",
                "y2": f"{y:g}",
                "stroke": EDGE,
                "stroke-dasharray": "4 4",
            },
        )
        ET.SubElement(
            svg, "text", {"x": "4", "y": f"{y + 4:g}", "font-family": FONT, "font-size": "11", "fill": LABEL}
        ).text = f"{share:.0%}"
    step = (WIDTH - 2 * MARGIN) / max(len(curve) - 1, 1)
    # Three lines told apart by colour and by dash, none like the grey grid lines.
    styles = {"win": ("#0b5cad", ""), "draw": ("#5b2a86", "8 3"), "loss": (MARK["X"], "2 3")}
    left = MARGIN
    for index, (result, (colour, dashes)) in enumerate(styles.items(), start=1):
        points = []
        for i, block in enumerate(curve):
            played = sum(block[1:]) or 1
            points.append(f"{MARGIN + i * step:.1f},{bottom - block[index] / played * (bottom - top):.1f}")
        ET.SubElement(
            svg,
            "polyline",
            {
                "points": " ".join(points),
                "fill": "none",
                "stroke": colour,
                "stroke-width": "2",
                "stroke-dasharray": dashes,
                "data-result": result,
            },
        )
        # The legend draws each line's sample as the line is drawn, dashes and all: a dash in text is always solid.
        # Each sample 110 apart, or past the last one's words where they are longer.
        legend = _(RESULTS[result])
        ET.SubElement(
            svg,
            "line",
            {
                "x1": f"{left:g}",
                "x2": f"{left + 24:g}",
                "y1": f"{HEIGHT + 4:g}",
                "y2": f"{HEIGHT + 4:g}",
                "stroke": colour,
                "stroke-width": "2",
                "stroke-dasharray": dashes,
                "data-legend": result,
            },
        )
        ET.SubElement(
            svg,
            "text",
            {"x": f"{left + 30:g}", "y": f"{HEIGHT + 8:g}", "font-family": FONT, "font-size": "12", "fill": colour},
        ).text = legend
        left += max(110.0, 30 + extent(legend, 12) + 16)
    for index, line in enumerate(axis):
        y = HEIGHT + 24 + LINE * index
        ET.SubElement(
            svg, "text", {"x": f"{MARGIN:g}", "y": f"{y:g}", "font-family": FONT, "font-size": "11", "fill": INK}
        ).text = line
    if curve:  # the x axis: the games played by the first block's end, and by the last's
        for x, anchor, games in ((MARGIN, "start", curve[0][0]), (WIDTH - MARGIN, "end", curve[-1][0])):
            ET.SubElement(
                svg,
                "text",
                {
                    "x": f"{x:g}",
                    "y": f"{bottom + 14:g}",
                    "font-family": FONT,
                    "font-size": "10",
                    "fill": LABEL,
                    "text-anchor": anchor,
                },
            ).text = _("{count:,} games").format(count=games)
    return ET.tostring(svg, encoding="unicode")


def study_svg(result: StudyReport) -> str:
    """A study's chart: above, each dress's median time with its 95% interval and its errors; below, the learning
    curve, the median time at each place in the order of trials.

    >>> from luoshu.teach.study import Record, report
    >>> records = [Record("p", i, d, "1-", "easy", "5", 5, True, 1.0 + i) for i, d in enumerate("aabb", 1)]
    >>> chart = ET.fromstring(study_svg(report(records)))
    >>> [r.get("data-dress") for r in chart.iter(f"{{{SVG_NAMESPACE}}}rect") if r.get("data-dress")]
    ['a', 'b']
    """
    # A heading too long for a line goes on under itself, and what is under it moves down.
    # The level outside the sentence: gettext would read "% i" as a placeholder, and no translation could keep it.
    times_heading = _("Median time per dress, with its {level} interval; errors").format(level="95%")
    curve_heading = _("Learning curve: the median time at each place in the order of trials")
    times, curve = (fitted_lines(heading, WIDTH - 2 * MARGIN, 14) for heading in (times_heading, curve_heading))
    down, more = 17 * (len(times) - 1), 17 * (len(curve) - 1)
    height = 140 + 28 * len(result.dresses) + 160 + down + more
    results = clauses(
        _("{dress} {median:.1f} s ({low:.1f}-{high:.1f}), {errors} of {trials} wrong").format(
            dress=dress_name(d.dress),
            median=d.median_seconds,
            low=d.low_seconds,
            high=d.high_seconds,
            errors=d.error_count,
            trials=d.trial_count,
        )
        for d in result.dresses
    )
    svg = _canvas(
        height,
        _("A study of {participants} participants: {results}.").format(
            participants=result.participant_count, results=results
        ),
    )
    for index, line in enumerate(times):
        text(svg, MARGIN, 24 + 17 * index, line, 14, INK)
    slowest = max([d.high_seconds for d in result.dresses] + [1.0])
    left, right = MARGIN + 80, WIDTH - MARGIN - 110
    scale = (right - left) / slowest
    for row, dress in enumerate(result.dresses):
        y = 50 + down + 28 * row
        text(svg, MARGIN, y + 14, dress_name(dress.dress), 12, INK)
        ET.SubElement(
            svg,
            "rect",
            {
                "x": f"{left:g}",
                "y": f"{y + 4:g}",
                "width": f"{dress.median_seconds * scale:.1f}",
                "height": "14",
                "fill": "#bcd9f5",
                "data-dress": dress.dress,
            },
        )
        ET.SubElement(
            svg,
            "line",
            {
                "x1": f"{left + dress.low_seconds * scale:.1f}",
                "x2": f"{left + dress.high_seconds * scale:.1f}",
                "y1": f"{y + 11:g}",
                "y2": f"{y + 11:g}",
                "stroke": INK,
                "stroke-width": "2",
            },
        )
        text(
            svg,
            right + 8,
            y + 14,
            _("{median:.1f} s, {errors}/{trials} wrong").format(
                median=dress.median_seconds, errors=dress.error_count, trials=dress.trial_count
            ),
            11,
            INK,
        )
    top = 70 + down + 28 * len(result.dresses)
    for index, line in enumerate(curve):
        text(svg, MARGIN, top + 10 + 17 * index, line, 14, INK)
    top += more
    bottom = top + 140
    longest = max([t for _, t, _ in result.curve] + [1.0])
    step = (WIDTH - 2 * MARGIN - 40) / max(len(result.curve) - 1, 1)
    points = [(MARGIN + 40 + i * step, bottom - t / longest * 110) for i, (_, t, _) in enumerate(result.curve)]
    ET.SubElement(
        svg,
        "polyline",
        {"points": " ".join(f"{x:.1f},{y:.1f}" for x, y in points), "fill": "none", "stroke": INK, "stroke-width": "2"},
    )
    for (px, py), (place, _seconds, errors) in zip(points, result.curve, strict=True):
        ET.SubElement(
            svg,
            "circle",
            {
                "cx": f"{px:.1f}",
                "cy": f"{py:.1f}",
                "r": "4",
                "fill": ERRORS_DOT[errors > 0.5][0],
                "data-place": str(place),
            },
        )
    # What a dot's colour says, under the curve: each 250 apart, or past the words before it, or on a line of its
    # own where the picture would end before its words do.
    dot_x, dot_y = MARGIN + 44, bottom + 40.0
    for colour, says in ERRORS_DOT.values():
        meaning = _(says)
        if dot_x > MARGIN + 44 and dot_x + 8 + extent(meaning, 11) > WIDTH - 4:
            dot_x, dot_y = MARGIN + 44, dot_y + LINE
        ET.SubElement(
            svg, "circle", {"cx": f"{dot_x:g}", "cy": f"{dot_y:g}", "r": "4", "fill": colour, "data-legend": meaning}
        )
        text(svg, dot_x + 8, dot_y + 4, meaning, 11, LABEL)
        dot_x += max(250.0, 8 + extent(meaning, 11) + 20)
    text(svg, MARGIN, bottom - 104, _("{seconds:.0f} s").format(seconds=longest), 11, LABEL)
    text(svg, MARGIN, bottom + 4, _("{seconds:.0f} s").format(seconds=0), 11, LABEL)
    text(svg, MARGIN + 40, bottom + 20, _("trial {place}").format(place=1), 11, LABEL)
    text(svg, WIDTH - MARGIN - 40, bottom + 20, _("trial {place}").format(place=len(result.curve)), 11, LABEL)
    return ET.tostring(svg, encoding="unicode")


def text(svg: ET.Element, x: float, y: float, words: str, size: int, colour: str) -> None:
    """Draw ``words`` on the chart at (x, y), its baseline there, in the chart's font at ``size`` and ``colour``."""
    ET.SubElement(
        svg, "text", {"x": f"{x:.1f}", "y": f"{y:.1f}", "font-family": FONT, "font-size": str(size), "fill": colour}
    ).text = words
