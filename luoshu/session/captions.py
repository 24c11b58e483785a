"""What a face that draws the boards says (the window and the web page): the captions over the boards, the
line under them, the status line and the help.

The session writes every sentence about the game (whose turn, the last move, the result, the rules, in the
dress's words); this module adds what belongs to a drawn board: where to click, the titles of the boards, and
for a disguise the line under the boards that says what its three views share.

>>> jam = Session(x="human", o="human", dress="jam", picks=[5, 4, 2, 1, 8])
>>> caption(jam), under_caption(jam)
('X wins!', 'X wins with every road through Glenby (High Street, Mill Lane, River Road).')
>>> print(footer(jam))
Each road stands for a number, and the roads through a town are three numbers that sum to 15: the lines of \
the Luo Shu. Every road through Glenby: 2 + 5 + 8 = 15, diagonal A3-C1 of the grid.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..rules import Rules
from ..search.solver import Verdict
from ..views.squares.fit import grid_misfit, on_grid
from ..views.squares.grid import line_of
from ..views.text import a_set, number_word, sum_text, verdict_words
from .game import Session

__all__ = [
    "caption",
    "footer",
    "game_line",
    "how_to_play",
    "numbered_items",
    "status_line",
    "titles",
    "under_caption",
    "why_no_grid",
    "why_prompt",
]

LISTED_SETS = 8
"""The most winning sets the line over a game's items lists by name; more are counted."""


def why_no_grid(rules: Rules) -> str:
    """One line on why a game is shown without the grid: ``grid_misfit``'s summary.

    >>> why_no_grid(Rules(target=14))
    'Not tic-tac-toe, so no Luo Shu grid: its 8 winning sets are not the lines of a 3x3 grid.'
    """
    misfit = grid_misfit(rules)
    return f"Not tic-tac-toe, so no Luo Shu grid: {misfit.summary if misfit else 'it is'}."


def game_line(session: Session) -> str:
    """The line over the tiles of a game shown without the grid: for a game of its own items, its winning sets;
    else why there is no grid.

    >>> from luoshu.views.dresses.dress import game_dress
    >>> from luoshu.views.dresses.games import game_of
    >>> rules, dress = game_dress(game_of("fruit", ["apple", "pear", "fig"], [["apple", "pear"], ["fig"]]))
    >>> game_line(Session(rules=rules, dress=dress))
    '3 items; the winning sets: (apple, pear) (fig).'
    """
    dress, rules = session.dress, session.rules
    if rules.sets is None or dress.game is None:
        return why_no_grid(rules)
    labels = ["(" + ", ".join(dress.item(n) for n in numbers) + ")" for numbers in rules.sets]
    shown = " ".join(labels[:LISTED_SETS])
    more = len(labels) - LISTED_SETS
    if more > 0:
        shown += f" and {more:,} more"
    return f"{len(dress.names)} items; the winning {'set' if len(labels) == 1 else 'sets'}: {shown}."


def caption(session: Session) -> str:
    """The large line: whose turn it is, or who won."""
    position = session.position
    if session.over:
        if position.winner is None:
            return "Draw"
        return session.result_sentences()[-1] if session.against_computer else f"{position.winner} wins!"
    if session.computer_to_move:
        return f"The computer's turn ({position.to_move})"
    return session.whose_turn()


def under_caption(session: Session) -> str:
    """The line under the caption: the rules while the game goes on, then the result, with its line on the
    grid where the window shows one (a disguise says its numbers in the line under the boards)."""
    if not session.over:
        return session.rule_sentence()
    result = session.result_sentences()[0]
    line = line_of(session.position.completed or ()) if on_grid(session.rules) else None
    if line is None or session.dress.disguise:
        return result
    return f"{result} On the grid: {line}."


def titles(session: Session) -> tuple[str, str, str]:
    """The titles of the grid, the tiles and a disguise's panel."""
    dress = session.dress
    panel = dress.vocabulary.panel if dress.vocabulary else f"The {dress.noun}s"
    return "The Luo Shu grid", f"The numbers 1-{session.rules.numbers}", panel


def numbered_items(session: Session) -> bool:
    """Whether a disguise's items are numbers themselves (the product game's 1, 2, 3, 4, 6, ...): a board then
    keeps the numbers 1-N they stand for out of sight until the end, so that one numbering is on show at a time.

    >>> numbered_items(Session(dress="product")), numbered_items(Session(dress="jam"))
    (True, False)
    """
    dress = session.dress
    return dress.disguise and all(name.isdigit() for name in dress.names)


def why_prompt(session: Session) -> str:
    """What a board says while it waits for the move to explain (the terminal's ``why N``).

    >>> why_prompt(Session(dress="jam"))
    'Choose a free road to hear what claiming it would do.'
    """
    return f"Choose a free {session.dress.noun} to hear what {session.dress.doing} it would do."


def footer(session: Session, numbers: bool = True) -> str:
    """For a disguise, the line under its three views: while the game goes on, that they are one (two without
    the ``numbers`` 1-N on show: see ``numbered_items``); at the end, the disguise taken off (its items are
    numbers, and its winning sets the lines of the Luo Shu)."""
    dress, rules = session.dress, session.rules
    if not session.over:
        article = "An" if dress.noun[:1] in "aeiou" else "A"
        if not numbers:
            return f"{article} {dress.noun} and its cell are one move: point at either to see the other."
        return f"{article} {dress.noun}, its cell and its number are one move: point at any of them to see the others."
    said = (
        f"Each {dress.noun} stands for a number, and {_winning_sets(session)} are {number_word(rules.count)} "
        f"numbers that sum to {rules.target}: the lines of the Luo Shu."
    )
    made = session.position.completed
    if made is not None:
        words = dress.set_words(sorted(made)) or ""
        said += f" {words[:1].upper()}{words[1:]}: {sum_text(sorted(made), rules.target)}, {line_of(made)} of the grid."
    return said


def status_line(
    session: Session, hints: Mapping[int, Verdict], hover: int | None, notice: str | None, numbers: bool = True
) -> str:
    """The status line: a notice, else the hints (the one under the mouse), else the last move and what next
    (without the ``numbers`` 1-N on show, as ``footer`` takes it)."""
    if notice:
        return notice
    if hints:
        if hover is not None and hover in hints:
            return f"{session.name(hover)}: {verdict_words(hints[hover])}."
        top = max(hints.values())  # the best picks, from the hints at hand: no second search at every redraw
        best = sorted(n for n, verdict in hints.items() if verdict == top)
        advice = (
            "Every move is as good as any other"
            if len(best) == len(hints)
            else "Best: " + ", ".join(session.name(n) for n in best)
        )
        return (
            f"Hints for {session.position.to_move} under perfect play: + a win, = a draw, \u2212 a loss, "
            f"counted in moves of yours. {advice}."
        )
    said = [sentence for sentence in (session.last_move_sentence(),) if sentence]
    if session.over or session.computer_to_move:
        said.append(session.status())
    else:
        said.append(f"{session.whose_turn()}: {_how_to_pick(session, numbers)}.")
    return " ".join(said)


def _how_to_pick(session: Session, numbers: bool = True) -> str:
    if not numbers:  # the disguise's own numbers alone: typed as they are named
        return f"click a free {session.dress.noun} or cell, or type it"
    if session.rules.sets is not None and session.dress.disguise:  # a game of its own items: no grid
        return (
            f"click a free {session.dress.noun}, or "
            + ("press" if session.rules.numbers <= 9 else "type")
            + (" its number")
        )
    if session.dress.disguise:
        return f"click a free {session.dress.noun}, cell or tile, or press its number"
    if on_grid(session.rules):
        return "click a free cell or tile, or press its number"
    return "click a free number, or " + ("press it" if session.rules.numbers <= 9 else "type it")


def how_to_play(session: Session) -> str:
    """How to play, for a face that draws the boards (the window, the page): the game from the session, then the
    mouse and the hints (the keys are listed apart)."""
    dress, rules = session.dress, session.rules
    if rules.sets is not None and dress.disguise:
        how = (
            f"Click a free {dress.noun} to claim it, or type the number in its corner. {game_line(session)} "
            "The tiles of the set that ends the game light up."
        )
    elif dress.disguise:
        how = (
            f"The {dress.noun}s, the grid and the tiles are one game: each {dress.noun} stands for a number, and "
            f"{_winning_sets(session)} are {number_word(rules.count)} numbers that sum to {rules.target}, a line "
            f"of the Luo Shu. Click a free {dress.noun}, cell or tile, or press its number: all three views move "
            "together, and at the end each shows what it stands for."
        )
    elif on_grid(rules):
        how = (
            f"The grid and the tiles are one game: the Luo Shu puts each number in a cell, and the sets of "
            f"{a_set(rules)} are exactly its lines. Click a free cell or a free tile, or press its "
            "number: both views move together."
        )
    else:
        how = f"Click a free number to pick it. {why_no_grid(rules)}"
    return (
        f"{session.introduction()}\n\n{how}\n\n"
        "A hint marks every free move with its verdict under perfect play: + a win (blue), = a draw (grey), "
        "\u2212 a loss (orange), counted in moves of yours, this one included."
    )


def _winning_sets(session: Session) -> str:
    """A disguise's winning sets, as the subject of a sentence: "the roads through a town"."""
    vocabulary = session.dress.vocabulary
    return vocabulary.sets if vocabulary else f"the sets of {a_set(session.rules)}"
