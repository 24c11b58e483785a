"""The session shown as text: the board in the game's dress and view, the hints, an explanation, and at the end
the disguise taken off. Every function takes the session and returns a string.

>>> from luoshu.session import Session
>>> print(board(Session(picks=[5, 2])))
1 2 3 4 5 6 7 8 9
  O     X
  ^
X holds 5   O holds 2
"""

from __future__ import annotations

import functools
from typing import Literal

from ..rules import PICK_FIFTEEN, Position
from ..search.solver import SearchBudgetError, forget, limited
from ..teach.explain import cost_of, explain, explanation_text, with_article
from ..teach.replays import replay
from ..teach.strategy import rule_for, rule_of
from ..views.dresses.boards import disguise_board, reveal_grid
from ..views.notation import RecordError
from ..views.squares.fit import on_grid
from ..views.squares.grid import LUO_SHU, cell_of
from ..views.text import (
    Style,
    holdings,
    mark_cost,
    plain,
    render,
    render_numbers,
    render_verdicts,
    side_by_side,
    verdict_mark,
)
from ..words.language import _, ngettext
from ..words.terms import clauses, counted, named_in_a_row, sentences, with_aside
from .game import Session

__all__ = ["board", "hint_text", "reveal", "scorecard", "why"]


def board(session: Session, style: Style = plain) -> str:
    """The position in the session's view, with the last move marked and the set that ended the game."""
    dress, view = session.dress, session.view
    position, last, made = session.position, session.last, session.position.completed or ()
    if dress.disguise:
        shown = disguise_board(dress, position, last, style)
        if view == "numbers":
            return shown
        return side_by_side([shown, render(position, highlight=made, style=style, last=last)], gap=4)
    numbers = render_numbers(position, style=style, last=last, highlight=made) + "\n" + holdings(position)
    if view == "numbers":
        return numbers
    label: Literal["cell", "number"] = "cell" if dress.noun == "cell" else "number"
    grid = render(position, label=label, highlight=made, style=style, last=last)
    if view == "grid":
        return grid
    # The numbers sit level with the grid's second line, beside its middle.
    return side_by_side([grid, "\n" + numbers])  # measured as shown: colours take no columns


def reveal(session: Session, style: Style = plain) -> str:
    """After a game played as numbers that is tic-tac-toe, the same game on the Luo Shu; else nothing."""
    dress, rules, picks = session.dress, session.rules, session.picks
    if dress.noun == "cell" or not on_grid(rules):
        return ""
    position = session.position
    kind = _("misère tic-tac-toe") if rules.misere else _("tic-tac-toe")  # what the game was, on the grid
    grid = render(position, highlight=position.completed or (), style=style, last=session.last)
    if dress.disguise:
        named = named_in_a_row(with_aside(dress.item(n), str(n)) for n in picks)
        numbers = " ".join(map(str, picks)) or _("no picks")
        return _(
            "The disguise: each {noun} stands for a number 1-9, and the {noun}s of every winning set are three numbers "
            "that sum to 15. Laid out on the Luo Shu:\n{layout}\nYour game, as numbers: {numbers} - that is "
            "{named}.\nIt was {kind}:\n{grid}"
        ).format(
            noun=counted(dress.noun),
            layout=reveal_grid(dress, LUO_SHU),
            numbers=numbers,
            named=named,
            kind=kind,
            grid=grid,
        )
    square = "\n".join("    " + " ".join(map(str, row)) for row in LUO_SHU)
    return _(
        "The disguise: write 1-9 into the Luo Shu magic square,\n{square}\nand every three numbers that sum to 15 "
        "form a line. Your game was {kind}:\n{grid}\nPicks {picks} are the cells {cells}."
    ).format(
        square=square, kind=kind, grid=grid, picks=" ".join(map(str, picks)), cells=" ".join(cell_of(n) for n in picks)
    )


def hint_text(session: Session, marks: bool = False) -> str:
    """Every free move with its verdict, and what each costs against the best (GAMESMAN-style). With ``marks``,
    as a screen shows them beside its boxes: each verdict as its box's mark, and its cost in the mark's unit (the
    mover's own moves); the screen's status line says so (``captions.status_line``)."""
    if session.over:
        return _("The game is over.")
    verdicts = session.hints()
    top = max(verdicts.values())
    worse = {n for n, v in verdicts.items() if cost_of(v, top) is not None}
    best = set(verdicts) - worse
    if marks:
        notes = {n: cost for n in worse if (cost := mark_cost(verdicts[n], top)) is not None}
    else:
        # What a pick costs: another outcome, or, as GAMESMAN shows it, how many plies sooner (or later) it comes.
        instead = with_article(top)
        notes = {
            n: ngettext("{difference} ply", "{difference} plies", abs(v.plies - top.plies)).format(
                difference=f"{v.plies - top.plies:+d}"
            )
            if v.outcome is top.outcome
            else _("instead of {outcome}").format(outcome=instead)
            for n, v in verdicts.items()
            if n in worse
        }
    shown = functools.partial(render_verdicts, verdict=verdict_mark if marks else str)
    dress = session.dress
    order = dress.order_key
    # The rule of the strategy (explore strategy) behind a best move, in the words of the view on show; a
    # disguise keeps the sums and the grid behind its items to itself.
    position, grid = session.position, dress.noun == "cell" or session.view != "numbers"
    named = not dress.disguise and position.rules == PICK_FIFTEEN
    column = functools.partial(session.name, in_a_sentence=False)  # each move in a column of its own: set apart
    # A rule's name (its short form) is marked in teach.strategy, and said here in the language spoken.
    ruled = _("rule {number}, {short}")
    if len(best) < len(verdicts):
        strategy = {n: rule for n in best if named and (rule := rule_of(position, n)) is not None}
        why_best = {n: ruled.format(number=rule.number, short=_(rule.short(grid))) for n, rule in strategy.items()}
        return shown(verdicts, best, name=column, order=order, notes=notes, why_best=why_best)
    # Every move is as good as any other: point at the strategy's choice, where there is one.
    listed = shown(verdicts, (), name=column, order=order)
    if named:
        rule, picks = rule_for(position)
        why = dict.fromkeys(picks, ruled.format(number=rule.number, short=_(rule.short(grid))))
        listed = shown(verdicts, picks, column, order, why_best=why, pointer=_("the strategy"))
    if marks:  # a screen's status line says they are all alike
        return listed
    return _("{listed}\nEvery move is as good as any other.").format(listed=listed)


def why(session: Session, token: str | None = None) -> str:
    """Explain the last pick (whoever made it), or with ``token`` what picking that move now would do."""
    dress, position, picks = session.dress, session.position, session.picks
    hide = dress.disguise and not session.over  # a disguise keeps its numbers until the game is over
    if token is None:
        if not picks:
            return _("No move has been made yet: type why {example} to see what {doing} {example} would do.").format(
                doing=dress.said("doing"), example=dress.example
            )
        before = Position.from_moves(picks[:-1], session.rules)
        return explanation_text(explain(before, picks[-1]), dress, hide)
    if session.over:
        return _("The game is over: there is no pick to explain.")
    try:
        number = dress.number(token, position.free)
    except RecordError as error:
        return _("{reason}.").format(reason=str(error))
    holder = position.holder(number)
    if holder is not None:
        return _("{item} is taken by {holder}.").format(item=dress.in_a_sentence(number), holder=holder)
    return explanation_text(explain(position, number), dress, hide)


def scorecard(session: Session) -> str:
    """At the end of a game, for each side a person played: how many of their picks were best (the accuracy) and
    each mistake, a pick that made their outcome worse, with what it cost (``why N`` after undo explains one);
    nothing while the game goes on, or with no person playing.

    >>> print(scorecard(Session(x="human", o="computer", picks=[1, 5, 9, 3, 2, 7])))
    Your play (X): 1 of 3 picks best (33%). Mistakes: 9, turns a draw into a loss in 6.
    """
    if not session.over or not session.picks:
        return ""
    try:
        with limited(session.rules, session.budget):  # the computer's own budget: no search longer than its moves
            plies = replay(session.picks, session.rules)
    except SearchBudgetError:
        forget(session.rules)
        return _("Not graded: {rules} is too big to judge within {budget} positions.").format(
            rules=str(session.rules), budget=f"{session.budget:,}"
        )
    lines = []
    for player in ("X", "O"):
        if session.seat(player) != "human":
            continue
        mine = [p for p in plies if p.player == player]
        if not mine:
            continue
        best = sum(p.number in p.best for p in mine)
        picks, share = len(mine), f"{best / len(mine):.0%}"
        if session.against_computer:
            graded = ngettext(
                "Your play ({player}): {best} of {picks} pick best ({share}).",
                "Your play ({player}): {best} of {picks} picks best ({share}).",
                picks,
            )
        else:
            graded = ngettext(
                "{player}'s play ({player}): {best} of {picks} pick best ({share}).",
                "{player}'s play ({player}): {best} of {picks} picks best ({share}).",
                picks,
            )
        graded = graded.format(player=player, best=best, picks=f"{picks:,}", share=share)
        mistakes = [
            _("{name}, {cost}").format(name=session.name(p.number), cost=str(cost_of(p.after, p.before)))
            for p in mine
            if p.mistake
        ]
        judged = _("Mistakes: {mistakes}.").format(mistakes=clauses(mistakes)) if mistakes else _("No mistakes.")
        lines.append(sentences([graded, judged]))
    return "\n".join(lines)
