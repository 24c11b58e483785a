"""A game replayed ply by ply, each pick judged by the solver.

>>> [p.mistake for p in replay([5, 1, 4])]
[False, True, False]

The feature of ``luoshu explore replay``: the game judged with its first mistake refuted (``replayed``), the text
people read (``replay_text``) and the JSON (``replay_json``), or why it could not be judged (``unjudged_text``,
``unjudged_json``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..rules import PICK_FIFTEEN, Player, Position, Rules
from ..search.solver import Outcome, Verdict, analyse, best_moves, solve
from ..views.squares.fit import on_grid
from ..views.text import number_name, render, render_numbers, result_sentence, side_by_side
from ..views.vocabulary import cell_json, item_json, position_json, verdict_json
from ..views.widths import ljust, rjust, table, width
from ..words.language import N_, _
from ..words.terms import listed
from .explain import Explanation, explain, explanation_ending, step_json, step_text, with_article

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress


class Ply(NamedTuple):
    """One pick of a replayed game, judged by the solver."""

    ply: int
    player: Player
    number: int
    before: Verdict  # the mover's verdict before the pick
    after: Verdict  # the mover's verdict once this pick is made
    best: list[int]
    position: Position  # the position after the pick

    @property
    def mistake(self) -> bool:
        """The pick made the mover's outcome worse: win to draw or loss, draw to loss."""
        return self.after.rank[0] < self.before.rank[0]

    @property
    def slower_win(self) -> bool:
        """Still a win, but a slower one than the best pick."""
        return self.after.outcome is Outcome.WIN and self.after.plies > self.before.plies

    @property
    def faster_loss(self) -> bool:
        """Still a loss, but a faster one than the best pick (which holds out longest)."""
        return self.before.outcome is self.after.outcome is Outcome.LOSS and self.after.plies < self.before.plies

    @property
    def note(self) -> str | None:
        """What was wrong with the pick, in a word or three: a mistake (the outcome got worse), a slower win or
        a faster loss (the same outcome, later or sooner than the best pick gives it); None for a best pick.

        >>> [p.note for p in replay([1, 2, 5, 3, 4])], [p.note for p in replay([5, 1, 4, 9])]
        ([None, 'mistake', 'mistake', 'mistake', 'a slower win'], [None, 'mistake', None, 'a faster loss'])
        """
        if self.mistake:
            return _("mistake")
        return _("a slower win") if self.slower_win else _("a faster loss") if self.faster_loss else None


class Replay(list[Ply]):
    """A replayed game: its plies, in order; in a notebook, its picture."""

    def _repr_svg_(self) -> str | None:
        from ..svg import replay_svg  # the pictures are drawn a layer above, and imported only when asked for

        return replay_svg(self) if self else None


def replay(moves: Sequence[int], rules: Rules = PICK_FIFTEEN) -> Replay:
    """The game ply by ply with the solver's judgement of each pick."""
    plies = Replay()
    position = Position(rules=rules)
    for index, number in enumerate(moves, start=1):
        before, verdicts, best = solve(position), analyse(position), best_moves(position)
        mover = position.to_move
        position = position.play(number)
        plies.append(Ply(index, mover, number, before, verdicts[number], best, position))
    return plies


class Replayed(NamedTuple):
    """A game judged pick by pick, its first mistake, and the line that refutes it."""

    plies: Replay
    first_mistake: Ply | None
    refutation: Explanation | None


def replayed(picks: Sequence[int], rules: Rules) -> Replayed:
    """Every pick of the game judged by the solver (within whatever budget the caller's search is limited to),
    and the refutation of the first mistake, if there is one.

    >>> replayed([5, 1, 4, 9], Rules()).first_mistake.ply
    2
    """
    plies = replay(picks, rules)
    first_mistake = next((p for p in plies if p.mistake), None)
    refutation = None
    if first_mistake is not None:
        before = Position.from_moves([p.number for p in plies[: first_mistake.ply - 1]], rules)
        refutation = explain(before, first_mistake.number)
    return Replayed(plies, first_mistake, refutation)


def unjudged_json(picks: Sequence[int], rules: Rules, dress: Dress | None, reason: str) -> dict[str, object]:
    """A game the solver could not judge within its budget: the position it reached, and why, in the JSON
    vocabulary."""
    history: list[object] = []
    return {
        **position_json(Position.from_moves(picks, rules), _items(dress)),
        "picks": list(picks),
        "history": history,
        "first_mistake": None,
        "refutation": None,
        "reason": reason,
    }


def unjudged_text(picks: Sequence[int], dress: Dress | None, reason: str) -> str:
    """A game the solver could not judge within its budget, its picks listed, and why."""
    shown = (", " if dress is not None else " ").join(map(dress.item if dress else str, picks))
    return _("The game {game} could not be judged: {reason}.").format(game=shown, reason=reason)


def _items(dress: Dress | None) -> tuple[str, ...] | None:
    return dress.names if dress is not None else None


def replay_json(found: Replayed, rules: Rules, dress: Dress | None) -> dict[str, object]:
    """The game judged, in the JSON vocabulary: each ply's verdicts and marks, and the refutation's steps."""
    plies, first_mistake, refutation = found
    items = _items(dress)
    return {
        **position_json(plies[-1].position, items),
        "picks": [p.number for p in plies],
        "history": [
            {
                "ply": p.ply,
                "player": p.player,
                "pick": p.number,
                **item_json(p.number, items),
                "cell": cell_json(p.number, rules),
                "before": verdict_json(p.before),
                "after": verdict_json(p.after),
                "best": p.best,
                "mistake": p.mistake,
                "slower_win": p.slower_win,
                "faster_loss": p.faster_loss,
            }
            for p in plies
        ],
        "first_mistake": first_mistake.ply if first_mistake else None,
        "refutation": [step_json(step, items) for step in refutation.line] if refutation else None,
        "reason": None,
    }


def ply_board(position: Position, last: int, grid: bool, dress: Dress | None) -> str:
    """The board after a pick (``last``): a disguise's own board, or the numbers, beside the grid where the game
    is tic-tac-toe (``grid``)."""
    if dress is not None:
        from ..views.dresses.boards import disguise_board  # only a game given as sets pays for its boards

        return disguise_board(dress, position, last=last)
    numbers = render_numbers(position, last=last, highlight=position.completed or ())
    return side_by_side([render(position, last=last), "\n" + numbers]) if grid else numbers


def sets_made(sets: Sequence[str]) -> str:
    """The winning sets the game ended with, said one after another.

    >>> sets_made(["4 + 5 + 6", "2 + 5 + 8"])
    '4 + 5 + 6 and 2 + 5 + 8'
    """
    said = sets[0]
    for another in sets[1:]:
        said = _("{sets} and {another}").format(sets=said, another=another)
    return said


def replay_text(found: Replayed, rules: Rules, dress: Dress | None) -> str:
    """The game as people read it: each ply with its verdicts and the board after it, how the game ended, the
    value history as a table, and the first mistake with its refutation.

    >>> print(replay_text(replayed([5, 1, 4], Rules()), Rules(), None).splitlines()[0])
    Ply 1, X picks 5 (B2): a draw before, a draw after.
    """
    plies, first_mistake, refutation = found
    final = plies[-1].position
    grid = on_grid(rules)

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, rules)

    # What a player does to an item, and did: the game's own words, or "picks" and "picked" (translated in the
    # sentence that says them).
    verb, did = (dress.said("verb"), dress.said("did")) if dress is not None else (N_("picks"), N_("picked"))
    lines = [] if dress is None else [_("{title}:").format(title=dress.title), ""]
    for p in plies:
        note = "  " + _("<- mistake") if p.mistake else f"  ({p.note})" if p.note else ""
        was, now = with_article(p.before), with_article(p.after)
        said = _("Ply {ply}, {player} {verb} {item}: {was} before, {now} after.").format(
            ply=p.ply, player=p.player, verb=_(verb), item=name(p.number), was=was, now=now
        )
        lines.append(said + note)
        lines.append(ply_board(p.position, p.number, grid, dress))
        lines.append("")
    made = final.completed_sets
    ending = sets_made([str(dress.set_words(s)) for s in made]) if dress is not None and made else None
    lines.append(result_sentence(final, ending) or _("{player} to move.").format(player=final.to_move))
    lines += ["", _("The value history: the mover's verdict before and after each pick.")]
    # Lined up in display columns (a Chinese verdict is two a character), the columns at least as wide as in English;
    # the players' column has no heading.
    heading = _("pick") if dress is None else dress.noun
    rows = [[rjust(_("ply"), 3), "", heading, ljust(_("before"), 10), _("after")]]
    notes = []
    for p in plies:
        note = "   " + _("<- mistake") if p.mistake else f"   ({p.note})" if p.note else ""
        rows.append([str(p.ply), p.player, name(p.number), str(p.before), str(p.after)])
        notes.append(note)
    table_lines = table(rows, right={0})
    after_column = max(width(line) for line in table_lines)  # the notes after the last column, lined up
    lines.append("  " + table_lines[0])
    for line, note in zip(table_lines[1:], notes, strict=True):
        lines.append(("  " + (ljust(line, after_column) + note if note else line)).rstrip())
    if first_mistake and refutation:
        best = listed(name(n) for n in first_mistake.best)
        was, now = with_article(first_mistake.before), with_article(first_mistake.after)
        mistake = _("First mistake: ply {ply}, {player} {did} {item}, turning {was} into {now}. Best: {best}.").format(
            ply=first_mistake.ply,
            player=first_mistake.player,
            did=_(did),
            item=name(first_mistake.number),
            was=was,
            now=now,
            best=best,
        )
        lines += ["", mistake]
        lines.append(_("The refutation:"))
        lines.extend(step_text(step, rules, dress) for step in refutation.line)
        refuted = explanation_ending(refutation, dress)
        if refuted:
            lines.append(refuted)
    else:
        lines += ["", _("No mistakes: no pick made the mover's outcome worse.")]
    return "\n".join(lines)
