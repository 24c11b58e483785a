"""A position solved for a face: every pick's verdict, as JSON (``report``) and as text for people (``describe``),
and the records of a batch replayed by their prefixes (``Replay``) or, for a game of named items, whole
(``NamedReplay``).

>>> from luoshu.rules import Position
>>> report(Position.from_moves([5, 1]))["best"]  # anything but 9, the pick beside O's 1 on the grid
[2, 3, 4, 6, 7, 8]
>>> print(describe(Position.from_moves([5, 1]), grid=False).splitlines()[5])
X to move: win in 5 with perfect play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..rules import IllegalMoveError, Position, Rules
from ..search.solver import SearchBudgetError, Solution, Verdict, analyse
from ..search.solver import solve as solve_position
from ..views.notation import Notation, RecordError, cell_from, notation_of, number_from, position_from
from ..views.vocabulary import moves_json, position_json, verdict_json
from ..words.language import _
from ..words.terms import listed, together

if TYPE_CHECKING:
    from ..views.dresses.dress import Dress  # a --sets game's: imported when one is read

__all__ = ["NamedReplay", "Replay", "describe", "report", "verdicts_of"]


def report(
    position: Position,
    verdicts: dict[int, Verdict] | None = None,
    reason: str | None = None,
    items: Sequence[str] | None = None,
) -> dict[str, object]:
    """The analysis of a position in the JSON form, which always speaks numbers (``verdicts``: every pick's, if
    known already; ``reason``: why there is no verdict, a search that ran out of its budget; ``items``: the names
    of a game's items, written beside its numbers)."""
    if reason is not None:
        return {**position_json(position, items), "verdict": None, "best": [], "moves": [], "reason": reason}
    verdicts = analyse(position) if verdicts is None else verdicts
    # One analysis gives the verdict, the best moves and every move's verdict.
    verdict = max(verdicts.values()) if verdicts else solve_position(position)
    return {
        **position_json(position, items),
        "verdict": verdict_json(verdict),
        "best": [n for n, v in verdicts.items() if v == verdict],
        "moves": moves_json(verdicts, position.rules, items),
        "reason": None,
    }


def describe(
    position: Position,
    grid: bool,
    verdicts: dict[int, Verdict] | None = None,
    reason: str | None = None,
    dress: Dress | None = None,
) -> str:
    """The analysis of a position for people, naming moves as numbers or as cells, or as a game's own items
    (``verdicts``: every pick's, if known already), its lines within a terminal's 80 columns (a list of the best
    moves goes on under itself, between two names).

    >>> print(describe(Position(), grid=True).splitlines()[-10])  # all nine picks draw
    Best: A1 (4), A2 (9), A3 (2), B1 (3), B2 (5), B3 (7), C1 (8), C2 (1), C3 (6)
    """
    from ..views.wrapping import fitted

    lines = _described(position, grid, verdicts, reason, dress)
    return fitted("\n".join(lines), whole=dress.names if dress is not None else ())


def _described(
    position: Position,
    grid: bool,
    verdicts: dict[int, Verdict] | None,
    reason: str | None,
    dress: Dress | None,
) -> list[str]:
    """The lines of ``describe``, each as long as it is."""
    # Imported here: the JSON answers, the common case for programs, need none of the rendering.
    from ..views.squares.fit import on_grid
    from ..views.squares.grid import cell_of
    from ..views.text import (
        game_title,
        number_name,
        render,
        render_numbers,
        render_verdicts,
        result_sentence,
        side_by_side,
    )

    has_grid = on_grid(position.rules) and dress is None

    def name(n: int) -> str:
        return dress.item(n) if dress is not None else number_name(n, position.rules, cell_first=grid)

    if dress is not None:
        from ..views.dresses.boards import disguise_board

        lines = [_("{title}:").format(title=dress.title), disguise_board(dress, position)]
        if position.is_over:
            made = position.completed_sets
            said = together([str(dress.set_words(s)) for s in made]) if made else None
            lines.append(result_sentence(position, said) or "")
            return lines
    else:
        numbers = render_numbers(position, highlight=position.completed or ())
        lines = [_("{title}:").format(title=game_title(position.rules))] if position.rules != Rules() else []
        lines.append(side_by_side([render(position), "\n" + numbers]) if has_grid else numbers)
    if position.is_over:
        lines.append(result_sentence(position) or "")
        return lines
    if reason is not None:
        lines.append(_("{to_move} to move: {reason}.").format(to_move=position.to_move, reason=reason))
        return lines
    verdicts = analyse(position) if verdicts is None else verdicts
    top = max(verdicts.values())
    # Moves are listed as they are named: by cell, by number, or by item.
    order: Callable[[int], str | int] = cell_of if grid and has_grid else int if dress is None else dress.order_key
    best = sorted((n for n, v in verdicts.items() if v == top), key=order)
    lines.append(
        _("{to_move} to move: {verdict} with perfect play.").format(to_move=position.to_move, verdict=str(top))
    )
    lines.append(_("Best: {moves}").format(moves=listed(name(n) for n in best)))
    lines.append(render_verdicts(verdicts, best, name=name, order=order))
    return lines


def verdicts_of(
    position: Position, solution: Solution | None, budget: int | None
) -> tuple[dict[int, Verdict] | None, str | None]:
    """Every pick's verdict, looked up in the whole game's solution or searched within the budget; or why not."""
    if solution is not None:
        return solution.moves(position), None
    try:
        return analyse(position, budget=budget), None
    except SearchBudgetError as error:
        return None, str(error)


class NamedReplay:
    """Records of a game with named items, each replayed whole (its items read by the dress)."""

    def __init__(self, rules: Rules, dress: Dress) -> None:
        self.rules, self.dress = rules, dress

    def __call__(self, record: str) -> Position:
        tokens = [token for token in record.split(",") if token]
        return position_from(tokens, rules=self.rules, reader=self.dress.number)


class Replay:
    """Records replayed by their prefixes: a record is the record one pick shorter and one more pick, so every
    prefix is played once, however many records share it. A record that fails is replayed in full, which says
    why in the words of ``position_from``."""

    def __init__(self, notation: Notation, rules: Rules) -> None:
        self.notation, self.rules = notation, rules
        self.known: dict[str, Position] = {"": Position(rules=rules)}

    def __call__(self, record: str) -> Position:
        cells = notation_of([record], self.notation) == "grid"
        # A game has at most N picks: a longer record is replayed in full, which says where it goes wrong, and
        # the replay by prefixes below never goes deeper than a game is long.
        if record.count(" ") < self.rules.numbers:
            try:
                return self._position(record, cells)
            except (RecordError, IllegalMoveError):
                pass
        return position_from(record.split(), self.notation, self.rules)  # raises, with the reason

    def _position(self, record: str, cells: bool) -> Position:
        found = self.known.get(record)
        if found is None:
            head, _, last = record.rpartition(" ")
            before = self._position(head, cells)
            found = self.known[record] = before.play(
                cell_from(last, self.rules) if cells else number_from(last, self.rules)
            )
        return found
