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

import re
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
from ..views.text import Style, holdings, plain, plural, render, render_numbers, render_verdicts, side_by_side
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
    return side_by_side([grid, "\n" + numbers], width=lambda line: len(_unstyled(line)))


def reveal(session: Session, style: Style = plain) -> str:
    """After a game played as numbers that is tic-tac-toe, the same game on the Luo Shu; else nothing."""
    dress, rules, picks = session.dress, session.rules, session.picks
    if dress.noun == "cell" or not on_grid(rules):
        return ""
    position = session.position
    kind = "misère tic-tac-toe" if rules.misere else "tic-tac-toe"
    grid = render(position, highlight=position.completed or (), style=style, last=session.last)
    if dress.disguise:
        named = " ".join(f"{dress.item(n)} ({n})" for n in picks)
        return (
            f"The disguise: each {dress.noun} stands for a number 1-9, and the {dress.noun}s of every "
            f"winning set are three numbers that sum to 15. Laid out on the Luo Shu:\n"
            f"{reveal_grid(dress, LUO_SHU)}\n"
            f"Your game, as numbers: {' '.join(map(str, picks)) or 'no picks'} - that is {named}.\n"
            f"It was {kind}:\n{grid}"
        )
    square = "\n".join("    " + " ".join(map(str, row)) for row in LUO_SHU)
    return (
        f"The disguise: write 1-9 into the Luo Shu magic square,\n{square}\n"
        f"and every three numbers that sum to 15 form a line. Your game was {kind}:\n{grid}\n"
        f"Picks {' '.join(map(str, picks))} are the cells {' '.join(cell_of(n) for n in picks)}."
    )


def hint_text(session: Session) -> str:
    """Every free move with its verdict, and what each costs against the best (GAMESMAN-style)."""
    if session.over:
        return "The game is over."
    verdicts = session.hints()
    top = max(verdicts.values())
    # What a pick costs: another outcome, or, as GAMESMAN shows it, how many plies sooner (or later) it comes.
    instead = with_article(top)
    notes = {
        n: _plies(v.plies - top.plies) if v.outcome is top.outcome else f"instead of {instead}"
        for n, v in verdicts.items()
        if cost_of(v, top) is not None
    }
    best = {n for n in verdicts if n not in notes}
    dress = session.dress
    order = dress.order_key
    # The rule of the strategy (explore strategy) behind a best move, in the words of the view on show; a
    # disguise keeps the sums and the grid behind its items to itself.
    position, grid = session.position, dress.noun == "cell" or session.view != "numbers"
    named = not dress.disguise and position.rules == PICK_FIFTEEN
    if len(best) < len(verdicts):
        strategy = {n: rule for n in best if named and (rule := rule_of(position, n)) is not None}
        why_best = {n: f"rule {rule.number}, {rule.short(grid)}" for n, rule in strategy.items()}
        return render_verdicts(verdicts, best, name=session.name, order=order, notes=notes, why_best=why_best)
    # Every move is as good as any other: point at the strategy's choice, where there is one.
    listed = render_verdicts(verdicts, (), name=session.name, order=order)
    if named:
        rule, picks = rule_for(position)
        why = dict.fromkeys(picks, f"rule {rule.number}, {rule.short(grid)}")
        listed = render_verdicts(verdicts, picks, session.name, order, why_best=why, pointer="the strategy")
    return f"{listed}\nEvery move is as good as any other."


def why(session: Session, token: str | None = None) -> str:
    """Explain the last pick (whoever made it), or with ``token`` what picking that move now would do."""
    dress, position, picks = session.dress, session.position, session.picks
    hide = dress.disguise and not session.over  # a disguise keeps its numbers until the game is over
    if token is None:
        if not picks:
            return "Nothing has been picked yet: type why N to see what picking N would do."
        before = Position.from_moves(picks[:-1], session.rules)
        return explanation_text(explain(before, picks[-1]), dress, hide)
    if session.over:
        return "The game is over: there is no pick to explain."
    try:
        number = dress.number(token, position.free)
    except RecordError as error:
        return f"{error}."
    holder = position.holder(number)
    if holder is not None:
        return f"{dress.item(number)} is taken by {holder}."
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
        return f"Not graded: {session.rules} is too big to judge within {session.budget:,} positions."
    lines = []
    for player in ("X", "O"):
        if session.seat(player) != "human":
            continue
        mine = [p for p in plies if p.player == player]
        if not mine:
            continue
        best = sum(p.number in p.best for p in mine)
        who = "Your play" if session.against_computer else f"{player}'s play"
        said = f"{who} ({player}): {best} of {plural(len(mine), 'pick')} best ({best / len(mine):.0%})."
        mistakes = [f"{session.name(p.number)}, {cost_of(p.after, p.before)}" for p in mine if p.mistake]
        said += f" Mistakes: {'; '.join(mistakes)}." if mistakes else " No mistakes."
        lines.append(said)
    return "\n".join(lines)


def _plies(difference: int) -> str:
    """A difference in plies, signed: "-5 plies", "+1 ply"."""
    return f"{difference:+d} {'ply' if abs(difference) == 1 else 'plies'}"


def _unstyled(line: str) -> str:
    """A line without terminal colour codes, to measure what it shows."""
    return re.sub(r"\x1b\[[0-9;]*m", "", line)
