"""A finished game's value history, pick by pick, for a step-through: after each pick, the position drawn and its
value for X under perfect play (``explore replay --step`` in the terminal, the page's Value history).

>>> steps = history_steps([2, 1, 6, 3, 7])
>>> [str(step.x_value) for step in steps]
['draw', 'win in 5', 'win in 4', 'win in 1', 'win in 0']
>>> print(steps[1].text.splitlines()[0])
Pick 2 of 5: O picks 1 (C2) (mistake).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules import PICK_FIFTEEN, Player, Rules
from ..search.solver import Verdict
from ..svg.chart import for_x
from ..teach.explain import with_article
from ..teach.replays import ply_board, replay_json, replayed, sets_made
from ..views.squares.fit import on_grid
from ..views.text import number_name, result_sentence
from ..views.vocabulary import verdict_json
from ..words.language import _

if TYPE_CHECKING:
    from ..teach.replays import Replay
    from ..views.dresses.dress import Dress

__all__ = ["HistoryStep", "history_json", "history_steps", "replay_steps"]


class HistoryStep(NamedTuple):
    """One pick of a game: who made it, the number, the position's value for X after it, and the step as a person
    reads it (the pick, the value or how the game ended, the board)."""

    ply: int
    player: Player
    number: int
    x_value: Verdict
    text: str


def history_steps(picks: Sequence[int], rules: Rules = PICK_FIFTEEN, dress: Dress | None = None) -> list[HistoryStep]:
    """Every pick of the game judged by the solver (within whatever budget the caller's search is limited to), each
    with the position's value for X after it: the mover's verdict of the pick, less the pick itself, as X sees it.
    Moves are named in the ``dress`` (a disguise, or the grid's cells); without one, as numbers."""
    return replay_steps(replayed(picks, rules).plies, rules, dress)


def replay_steps(plies: Replay, rules: Rules, dress: Dress | None) -> list[HistoryStep]:
    """The steps of a game already judged (``plies``), as ``history_steps`` gives them."""
    disguise = dress if dress is not None and dress.disguise else None
    grid = on_grid(rules)

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, rules)

    verb = dress.said("verb") if dress is not None else _("picks")
    steps = []
    for p in plies:
        value = for_x(Verdict(p.after.outcome, p.after.plies - 1), p.player)
        made = p.position.completed_sets
        words = [str(disguise.set_words(s)) for s in made] if disguise is not None and made else None
        ending = result_sentence(p.position, sets_made(words) if words else None)
        # One pick of the game: who picked what (the verb: picks, or the game's own word), and what was wrong with it
        # (its note: mistake, a slower win, a faster loss; none for a best pick).
        if p.note is None:
            picked = _("Pick {ply} of {count}: {player} {verb} {item}.")
        else:
            picked = _("Pick {ply} of {count}: {player} {verb} {item} ({note}).")
        # The position's value for X after the pick, under perfect play (a verdict with its article).
        valued = _("The value for X now: {value}.").format(value=with_article(value))
        lines = [
            picked.format(ply=p.ply, count=len(plies), player=p.player, verb=_(verb), item=name(p.number), note=p.note),
            ending or valued,
            ply_board(p.position, p.number, grid, disguise),
        ]
        steps.append(HistoryStep(p.ply, p.player, p.number, value, "\n".join(lines)))
    return steps


def history_json(picks: Sequence[int], rules: Rules, dress: Dress) -> dict[str, Any]:
    """``explore replay --json``'s keys for the game, each pick of its ``history`` with ``x_value`` (the position's
    value for X after it) and ``text`` (the step as the terminal shows it), and for the page the ``heading`` and the
    ``controls``' labels: back, the slider, forward."""
    disguise = dress if dress.disguise else None
    found = replayed(picks, rules)
    shown = replay_json(found, rules, disguise)
    steps = replay_steps(found.plies, rules, dress)
    history: list[dict[str, Any]] = shown["history"]  # type: ignore[assignment]
    for entry, step in zip(history, steps, strict=True):
        entry["x_value"] = verdict_json(step.x_value)
        entry["text"] = step.text
    return {
        **shown,
        "heading": [
            _(
                "The game's value history, pick by pick: after each of its {count} picks, the position and its value "
                "for X under perfect play."
            ).format(count=len(steps))
        ],
        # The buttons that step back and on one pick, and what a screen reader says of the slider over the picks.
        "controls": [_("Previous pick"), _("Pick of the game"), _("Next pick")],
    }
