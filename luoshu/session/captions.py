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
from ..views.text import a_set, sum_text, verdict_words
from ..words.playing import board as board_words
from ..words.playing import captions as said
from ..words.playing import help as help_words
from ..words.terms import listed, number_word, sentences
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
    return said.no_grid(misfit.summary if misfit else None)


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
    labels = ["(" + listed(dress.item(n) for n in numbers) + ")" for numbers in rules.sets]
    shown = " ".join(labels[:LISTED_SETS])
    more = len(labels) - LISTED_SETS
    if more > 0:
        shown = said.more_sets(shown, more)
    return said.winning_sets(len(dress.names), shown, len(labels))


def caption(session: Session) -> str:
    """The large line: whose turn it is, or who won."""
    position = session.position
    if session.over:
        if position.winner is None:
            return said.caption_draw()
        return session.result_sentences()[-1] if session.against_computer else said.caption_won(position.winner)
    if session.computer_to_move:
        return said.computers_turn(position.to_move)
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
    return said.on_the_grid(result, line)


def titles(session: Session) -> tuple[str, str, str]:
    """The titles of the grid, the tiles and a disguise's panel."""
    dress = session.dress
    return board_words.titles(session.rules.numbers, dress.vocabulary.panel if dress.vocabulary else None, dress.noun)


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
    return said.why_prompt(session.dress.noun, session.dress.said("doing"))


def footer(session: Session, numbers: bool = True) -> str:
    """For a disguise, the line under its three views: while the game goes on, that they are one (two without
    the ``numbers`` 1-N on show: see ``numbered_items``); at the end, the disguise taken off (its items are
    numbers, and its winning sets the lines of the Luo Shu)."""
    dress, rules = session.dress, session.rules
    if not session.over:
        return said.one_move(dress.noun, numbers)
    lines = [said.numbers_revealed(dress.noun, _winning_sets(session), number_word(rules.count), rules.target)]
    made = session.position.completed
    if made is not None:
        words = dress.set_words(sorted(made)) or ""
        lines.append(said.set_revealed(words, sum_text(sorted(made), rules.target), str(line_of(made))))
    return sentences(lines)


def status_line(
    session: Session, hints: Mapping[int, Verdict], hover: int | None, notice: str | None, numbers: bool = True
) -> str:
    """The status line: a notice, else the hints (the one under the mouse), else the last move and what next
    (without the ``numbers`` 1-N on show, as ``footer`` takes it)."""
    if notice:
        return notice
    if hints:
        if hover is not None and hover in hints:
            return said.hinted(session.name(hover), verdict_words(hints[hover]))
        top = max(hints.values())  # the best picks, from the hints at hand: no second search at every redraw
        best = sorted(n for n, verdict in hints.items() if verdict == top)
        if len(best) == len(hints):
            return said.hints_even(session.position.to_move)
        return said.hints_best(session.position.to_move, listed(session.name(n) for n in best))
    lines = [sentence for sentence in (session.last_move_sentence(),) if sentence]
    if session.over or session.computer_to_move:
        lines.append(session.status())
    else:
        lines.append(said.to_pick(session.whose_turn(), _how_to_pick(session, numbers)))
    return sentences(lines)


def _how_to_pick(session: Session, numbers: bool = True) -> str:
    dress, rules = session.dress, session.rules
    if not numbers:  # the disguise's own numbers alone: typed as they are named
        board = "numbers"
    elif rules.sets is not None and dress.disguise:  # a game of its own items: no grid
        board = "items"
    elif dress.disguise:
        board = "disguise"
    else:
        board = "grid" if on_grid(rules) else "plain"
    return said.how_to_pick(dress.noun, board, press=rules.numbers <= 9)


def how_to_play(session: Session) -> str:
    """How to play, for a face that draws the boards (the window, the page): the game from the session, then the
    mouse and the hints (the keys are listed apart)."""
    dress, rules = session.dress, session.rules
    if rules.sets is not None and dress.disguise:
        how = help_words.how_with_items(dress.noun, game_line(session))
    elif dress.disguise:
        how = help_words.how_in_disguise(dress.noun, _winning_sets(session), number_word(rules.count), rules.target)
    elif on_grid(rules):
        how = help_words.how_on_the_grid(a_set(rules))
    else:
        how = help_words.how_with_numbers(why_no_grid(rules))
    return "\n\n".join([session.introduction(), how, help_words.hints_explained()])


def _winning_sets(session: Session) -> str:
    """A disguise's winning sets, as the subject of a sentence: "the roads through a town"."""
    vocabulary = session.dress.vocabulary
    return vocabulary.sets if vocabulary else said.sets_of(a_set(session.rules))
