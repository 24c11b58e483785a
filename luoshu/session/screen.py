"""What a face shows of a game, as one value: the game itself in the words of ``solve --json``, and what the page
draws of it (captions, titles, tiles, the status over a hinted pick, the hints, whether undo is allowed, the
scorecard), every sentence, cell and partner worked out here, so that the page only shows it.

The ``game`` is ``{"id", "rules", "dress", "x", "o", "picks", "to_move", "winner", "over", "last", "seats",
"open_seat", "computer_level", "puzzle"}`` (and ``items`` for a game with named items); the ``board`` holds the page's
captions and boxes (the README's web API lists every key).

>>> from luoshu.session import Session
>>> tile = tiles(Session(picks=[5, 2]))[4]
>>> tile["pick"], tile["cell"], tile["holder"], tile["partners"]
(5, 'B2', 'X', [1, 2, 3, 4, 6, 7, 8, 9])
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ..rules import Player, Rules, winning_sets
from ..search.solver import SearchBudgetError, forget, limited
from ..teach.puzzles import Puzzle, answer_text
from ..views.dresses.boards import panel_rows
from ..views.squares.fit import on_grid
from ..views.squares.grid import COLUMN_NAMES, LUO_SHU, ROW_NAMES, cell_of
from ..views.text import mark_cost, verdict_mark
from ..views.vocabulary import moves_json, position_json
from ..words.language import _
from ..words.terms import listed, puzzle_word
from .captions import (
    caption,
    footer,
    game_line,
    how_to_play,
    numbered_items,
    status_line,
    titles,
    under_caption,
)
from .game import Session
from .text import hint_text, reveal, scorecard, why

__all__ = ["board_json", "game_json", "hints_json", "tiles", "why_json"]

KINDS = ("cell", "tile", "entry")
"""The boxes of the three boards, in the order of ``titles``: a cell of the grid, a tile, an entry of a panel."""

PLAYERS: tuple[Player, ...] = ("X", "O")

PARTNERED_SETS = 2_000
"""The most winning sets a game may have for the page to light up each number's partners."""


def game_json(
    game_id: str,
    session: Session,
    open_seat: Player | None,
    asked: Puzzle | None = None,
    solved: bool | None = None,
    study: Sequence[str] | None = None,
) -> dict[str, Any]:
    """``{"game", "board"}``: the game, and what the page draws of it (``open_seat``: the seat an invite can
    take; ``asked``: the puzzle the game began as, ``solved`` whether its first answer was right; ``study``: the
    views of a study's trial)."""
    dress = session.dress
    items = list(dress.names) if dress.disguise else None
    puzzle = None
    if asked is not None:
        task = asked.task(dress.noun)
        start = len(asked.record)
        answered = session.picks[start] if len(session.picks) > start else None
        puzzle = {
            "id": asked.id,
            "kind": asked.kind,
            "level": asked.level,
            # The puzzle's level (said in the language spoken), who is to move and what they are to do.
            "task": _("Puzzle ({level}): {player} to move: {task}").format(
                level=puzzle_word(asked.level), player=asked.to_move, task=task
            ),
            "solved": solved,
            "answer": asked.answer if solved is not None else None,
            "said": None if answered is None else _answer_said(session, asked, answered, solved is True),
        }
    game = {
        "id": game_id,
        **position_json(session.position, items),
        "dress": dress.name,
        "picks": list(session.picks),
        "last": session.last,
        "seats": [{"player": player, "plays": session.seat(player)} for player in PLAYERS],
        "open_seat": open_seat,
        "computer_level": session.player if session.against_computer else None,
        "puzzle": puzzle,
    }
    return {"game": game, "board": board_json(session, study)}


def _answer_said(session: Session, puzzle: Puzzle, number: int, solved: bool) -> str:
    """What the terminal says of the answer on the board (see ``answer_text``), and what to do after a wrong one.
    A right answer on the board is the first one exactly when the puzzle was solved."""
    dress = session.dress
    name = dress.item(number)
    try:
        with limited(session.rules, session.budget):
            said = answer_text(puzzle, number, name, solved, dress, hide=dress.disguise and not session.over)
    except SearchBudgetError:
        forget(session.rules)
        right = number == puzzle.answer
        if right:
            said = _("Right: {name}. (Too big to explain within {budget} positions.)")
        else:
            said = _("Not: {name}. (Too big to explain within {budget} positions.)")
        said = said.format(name=name, budget=f"{session.budget:,}")
    return said if number == puzzle.answer else _("{said}\nUndo and try again.").format(said=said)


def board_json(session: Session, study: Sequence[str] | None = None) -> dict[str, Any]:
    """The page's boards: the captions, the Luo Shu square (for a game that is tic-tac-toe) with its rows' and
    columns' names, a tile for every number, a disguise's panel, the set that ended the game, and at the end the
    disguise taken off; whether undo is allowed, and the caption for a person who holds one seat of two. In a
    study (``study``: the views the trial shows) a box is named in its own dress alone.

    >>> board_json(Session(dress="jam"))["why_prompt"]
    'Choose a free road to hear what claiming it would do.'
    """
    dress = session.dress
    grid, tiles_title, panel_title = titles(session)
    rows = panel_rows(dress)
    made = sorted({n for numbers in session.position.completed_sets for n in numbers})
    views = views_shown(session)
    numbers = "tiles" in views
    on_the_grid = on_grid(session.rules)
    return {
        "title": dress.title,
        "caption": caption(session),
        "under": under_caption(session),
        "status": status_line(session, {}, None, None, numbers),
        "footer": footer(session, numbers) if dress.disguise and dress.vocabulary else None,
        "about": None if on_the_grid else game_line(session),
        "help": how_to_play(session),
        "square": [list(row) for row in LUO_SHU] if on_the_grid else None,
        "titles": [grid, tiles_title, panel_title],
        "tiles": tiles(session, study or views, study is not None),
        "panel": [{"label": label, "entries": list(entries)} for label, entries in rows],
        "won": made,
        "reveal": (reveal(session) or None) if session.over else None,
        "scorecard": scorecard(session) or None,
        "noun": dress.noun,
        "views": views,
        # What a board says while it waits for the move to explain (the terminal's ``why N``).
        "why_prompt": None
        if session.over
        else _("Choose a free {noun} to hear what {doing} it would do.").format(
            noun=_(dress.noun), doing=_(dress.said("doing"))
        ),
        "can_undo": session.against_computer,
        "rows": list(ROW_NAMES) if on_the_grid else None,
        "columns": list(COLUMN_NAMES) if on_the_grid else None,
        "captions": [] if session.against_computer else [_seat_caption(session, p) for p in PLAYERS],
    }


def _seat_caption(session: Session, player: Player) -> str:
    """The caption as the person at ``player`` sees it in a game between two people: their turn as it is said
    against the computer, else whose turn it is (or the result) and which side is theirs.

    >>> people = Session(o="human")
    >>> _seat_caption(people, "X"), _seat_caption(people, "O")
    ('Your turn (X)', "X's turn - you are O")
    """
    if not session.over and session.position.to_move == player:
        return _("Your turn ({player})").format(player=player)
    return _("{caption} - you are {player}").format(caption=caption(session), player=player)


def views_shown(session: Session) -> list[str]:
    """The boards on show: the grid (for a game that is tic-tac-toe), the tiles (for a product game, whose items
    are numbers of their own, only at the end: one numbering on show, the other is the reveal), the panel."""
    shown = {
        "grid": on_grid(session.rules),
        "tiles": session.over or not numbered_items(session),
        "panel": bool(panel_rows(session.dress)),
    }
    return [view for view, on_show in shown.items() if on_show]


def tiles(session: Session, views: Sequence[str] = ("tiles",), study: bool = False) -> list[dict[str, Any]]:
    """Every number: its name in the dress, its cell, who holds it, its partners (the numbers that share a
    winning set with it: the page lights them up together), and its ``labels``: what a screen reader says of its
    box on each board (see ``labels``)."""
    rules, position, dress = session.rules, session.position, session.dress
    partners = _partners(rules)
    grid = on_grid(rules)
    return [
        {
            "pick": n,
            "item": dress.item(n),
            "cell": cell_of(n) if grid else None,
            "holder": position.holder(n),
            "partners": [] if study else partners[n],  # in a study no partner lights up: that would be a hint
            "labels": labels(session, n, views, study),
        }
        for n in range(1, rules.numbers + 1)
    ]


def labels(session: Session, n: int, views: Sequence[str], study: bool, hint: str | None = None) -> list[str]:
    """What a screen reader says of number ``n``'s box on each board (``KINDS``): its name (a cell's once), its
    cell and its number where another board shows them, who holds it, and the ``hint`` on it.

    >>> labels(Session(dress="grid", picks=[4]), 4, ["grid"], False)
    ['A1: held by X, the last move', 'A1, cell A1, held by X, the last move', 'A1, cell A1, held by X, the last move']
    """
    item = session.dress.item(n)
    cell = cell_of(n) if on_grid(session.rules) else None
    holder = session.position.holder(n)
    said = []
    for kind in KINDS:
        parts = [] if kind == "cell" and item == cell else [item]
        if cell and kind != "cell" and not study:
            parts.append(_("cell {cell}").format(cell=cell))  # a study's dress keeps to itself
        if kind == "cell" and item != str(n) and session.dress.noun != "cell" and "tiles" in views:
            parts.append(_("number {number}").format(number=n))
        if not holder:
            parts.append(_("free"))
        elif session.last == n:
            parts.append(_("held by {holder}, the last move").format(holder=holder))
        else:
            parts.append(_("held by {holder}").format(holder=holder))
        if hint:
            parts.append(_("hint: {hint}").format(hint=hint))
        shown = listed(parts)
        said.append(_("{cell}: {parts}").format(cell=str(cell), parts=shown) if kind == "cell" else shown)
    return said


@cache
def _partners(rules: Rules) -> dict[int, list[int]]:
    """Each number's partners under these rules: worked out once per game of rules, not per answer."""
    sets = winning_sets(rules) if rules.sets is not None or rules.numbers <= 16 else ()
    partners: dict[int, set[int]] = {n: set() for n in range(1, rules.numbers + 1)}
    if len(sets) <= PARTNERED_SETS:
        for numbers in sets:
            for n in numbers:
                partners[n].update(numbers)
    return {n: sorted(found - {n}) for n, found in partners.items()}


def hints_json(session: Session) -> dict[str, Any]:
    """Every free move's verdict for the mover, in ``solve --json``'s ``moves`` shape, each with its ``mark``
    (the sign and count in the mover's own moves) and its ``cost`` against the best, in the same unit; the best,
    and the hints as the terminal says them."""
    if session.over:
        return {"moves": [], "best": [], "text": _("The game is over.")}
    verdicts = session.hints()
    top = max(verdicts.values())
    items = list(session.dress.names) if session.dress.disguise else None
    moves = moves_json(verdicts, session.rules, items)
    for move in moves:
        pick = move["pick"]
        assert isinstance(pick, int)
        verdict = verdicts[pick]
        mark, cost = verdict_mark(verdict), mark_cost(verdict, top)  # the cost in the mark's unit: own moves
        move["mark"], move["cost"] = mark, cost
        item = session.dress.item(pick)
        if cost:  # the status line over a hinted move, and its hint as a screen reader says it on its box
            move["status"] = _("{item}: {mark} ({cost}).").format(item=item, mark=mark, cost=cost)
            hint = _("{mark}, {cost}").format(mark=mark, cost=cost)
        else:
            move["status"], hint = _("{item}: {mark}.").format(item=item, mark=mark), mark
        move["labels"] = labels(session, pick, views_shown(session), False, hint)
    best = sorted(n for n, v in verdicts.items() if v == top)
    # The list counted as the boxes count, under the status line that says how (as the window's says it).
    text = status_line(session, verdicts, None, None) + "\n" + hint_text(session, marks=True)
    return {"moves": moves, "best": best, "text": text}


def why_json(session: Session, token: str | None) -> dict[str, Any]:
    """The explanation of the last pick, or of picking ``token`` now, as the terminal's ``why`` says it."""
    return {"text": why(session, token)}
