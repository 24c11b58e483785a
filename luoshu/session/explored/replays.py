"""A game replayed ply by ply with the solver's verdicts, for ``luoshu explore replay``: its value history, its
first mistake and the refutation, as JSON and as the text people read."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ...rules import Position, Rules
from ...teach.explain import Explanation, explain, explanation_ending, step_json, step_text, with_article
from ...teach.replays import Ply, Replay
from ...teach.replays import replay as replay_of
from ...views.squares.fit import on_grid
from ...views.text import number_name, render, render_numbers, result_sentence, side_by_side
from ...views.vocabulary import cell_json, item_json, position_json, verdict_json
from ...views.widths import ljust, rjust, table, width
from ...words.commands.explore import replays as words
from ...words.terms import listed

if TYPE_CHECKING:
    from ...views.dresses.dress import Dress


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
    plies = replay_of(picks, rules)
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
    return words.not_judged(shown, reason)


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
        from ...views.dresses.boards import disguise_board  # only a game given as sets pays for its boards

        return disguise_board(dress, position, last=last)
    numbers = render_numbers(position, last=last, highlight=position.completed or ())
    return side_by_side([render(position, last=last), "\n" + numbers]) if grid else numbers


def replay_text(found: Replayed, rules: Rules, dress: Dress | None) -> str:
    """The game as people read it: each ply with its verdicts and the board after it, how the game ended, the
    value history as a table, and the first mistake with its refutation."""
    plies, first_mistake, refutation = found
    final = plies[-1].position
    grid = on_grid(rules)

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, rules)

    verb, did = (dress.said("verb"), dress.said("did")) if dress is not None else (words.picks(), words.picked())
    lines = [] if dress is None else [words.game_heading(dress.title), ""]
    for p in plies:
        note = "  " + words.mistake_mark() if p.mistake else f"  ({p.note})" if p.note else ""
        was, now = with_article(p.before), with_article(p.after)
        lines.append(words.ply_line(p.ply, p.player, verb, name(p.number), was, now) + note)
        lines.append(ply_board(p.position, p.number, grid, dress))
        lines.append("")
    made = final.completed_sets
    said = words.sets_made([str(dress.set_words(s)) for s in made]) if dress is not None and made else None
    lines.append(result_sentence(final, said) or words.to_move(final.to_move))
    lines += ["", words.value_history()]
    # Lined up in display columns (a Chinese verdict is two a character), the columns at least as wide as in English.
    ply, players, heading, before, after = words.history_heading(words.pick_heading() if dress is None else dress.noun)
    rows = [[rjust(ply, 3), players, heading, ljust(before, 10), after]]
    notes = []
    for p in plies:
        note = "   " + words.mistake_mark() if p.mistake else f"   ({p.note})" if p.note else ""
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
        lines += [
            "",
            words.first_mistake(
                first_mistake.ply, first_mistake.player, did, name(first_mistake.number), was, now, best
            ),
        ]
        lines.append(words.the_refutation())
        lines.extend(step_text(step, rules, dress) for step in refutation.line)
        ending = explanation_ending(refutation, dress)
        if ending:
            lines.append(ending)
    else:
        lines += ["", words.no_mistakes()]
    return "\n".join(lines)
