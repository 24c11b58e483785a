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
from ..words.language import _, ngettext
from ..words.terms import counted, line_said, listed, number_word, sentences
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
]

LISTED_SETS = 8
"""The most winning sets the line over a game's items lists by name; more are counted."""


def why_no_grid(rules: Rules) -> str:
    """One line on why a game is shown without the grid: ``grid_misfit``'s summary.

    >>> why_no_grid(Rules(target=14))
    'Not tic-tac-toe, so no Luo Shu grid: its 8 winning sets are not the lines of a 3x3 grid.'
    """
    misfit = grid_misfit(rules)
    if misfit is None:
        return _("Not tic-tac-toe, so no Luo Shu grid: it is.")
    return _("Not tic-tac-toe, so no Luo Shu grid: {summary}.").format(summary=misfit.summary)


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
        shown = _("{shown} and {more} more").format(shown=shown, more=f"{more:,}")
    return ngettext(
        "{items} items; the winning set: {sets}.", "{items} items; the winning sets: {sets}.", len(labels)
    ).format(items=len(dress.names), sets=shown)


def caption(session: Session) -> str:
    """The large line: whose turn it is, or who won."""
    position = session.position
    if session.over:
        if position.winner is None:
            return _("Draw")
        if session.against_computer:
            return session.result_sentences()[-1]
        return _("{winner} wins!").format(winner=position.winner)
    if session.computer_to_move:
        return _("The computer's turn ({player})").format(player=position.to_move)
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
    return _("{result} On the grid: {line}.").format(result=result, line=line_said(line))


def titles(session: Session) -> tuple[str, str, str]:
    """The titles of the grid, the tiles and a disguise's panel (the disguise's own title for it, if it has one;
    else named by its noun).

    >>> titles(Session())
    ('The Luo Shu grid', 'The numbers 1-9', 'The numbers')
    """
    dress = session.dress
    panel = dress.vocabulary.panel if dress.vocabulary else None
    shown = panel if panel is not None else _("The {noun}s").format(noun=_(dress.noun))
    return _("The Luo Shu grid"), _("The numbers 1-{numbers}").format(numbers=session.rules.numbers), shown


def numbered_items(session: Session) -> bool:
    """Whether a disguise's items are numbers themselves (the product game's 1, 2, 3, 4, 6, ...): a board then
    keeps the numbers 1-N they stand for out of sight until the end, so that one numbering is on show at a time.

    >>> numbered_items(Session(dress="product")), numbered_items(Session(dress="jam"))
    (True, False)
    """
    dress = session.dress
    return dress.disguise and all(name.isdigit() for name in dress.names)


def footer(session: Session, numbers: bool = True) -> str:
    """For a disguise, the line under its three views: while the game goes on, that they are one (two without
    the ``numbers`` 1-N on show: see ``numbered_items``); at the end, the disguise taken off (its items are
    numbers, and its winning sets the lines of the Luo Shu)."""
    dress, rules = session.dress, session.rules
    if not session.over:
        return _one_move(dress.noun, numbers)
    lines = [
        _(
            "Each {noun} stands for a number, and {sets} are {count} numbers that sum to {target}: the lines of the "
            "Luo Shu."
        ).format(
            noun=counted(dress.noun), sets=_winning_sets(session), count=number_word(rules.count), target=rules.target
        )
    ]
    made = session.position.completed
    if made is not None:
        words = dress.set_words(sorted(made)) or ""
        lines.append(
            _("{words}: {sums}, {line} of the grid.").format(
                words=words[:1].upper() + words[1:],
                sums=sum_text(sorted(made), rules.target),
                line=line_said(str(line_of(made))),
            )
        )
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
            return _("{name}: {verdict}.").format(name=session.name(hover), verdict=verdict_words(hints[hover]))
        top = max(hints.values())  # the best picks, from the hints at hand: no second search at every redraw
        best = sorted(n for n, verdict in hints.items() if verdict == top)
        if len(best) == len(hints):
            return _(
                "Hints for {player} under perfect play: + a win, = a draw, \u2212 a loss, counted in moves of yours. "
                "Every move is as good as any other."
            ).format(player=session.position.to_move)
        return _(
            "Hints for {player} under perfect play: + a win, = a draw, \u2212 a loss, counted in moves of yours. "
            "Best: {best}."
        ).format(player=session.position.to_move, best=listed(session.name(n) for n in best))
    lines = [sentence for sentence in (session.last_move_sentence(),) if sentence]
    if session.over or session.computer_to_move:
        lines.append(session.status())
    else:
        lines.append(_("{turn}: {how}.").format(turn=session.whose_turn(), how=_how_to_pick(session, numbers)))
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
    return _how_to_pick_on(dress.noun, board, press=rules.numbers <= 9)


def _how_to_pick_on(noun: str, board: str, press: bool) -> str:
    """How to pick on a board: ``board`` is "numbers" (the disguise's own numbers alone), "items" (a game of its
    own items), "disguise" (its items, cells and tiles), "grid" (cells and tiles) or the numbers alone (any
    other); ``press`` where a key press names a move (nine numbers or fewer).

    >>> _how_to_pick_on("number", "plain", press=False)
    'click a free number, or type it'
    """
    if board == "numbers":
        return _("click a free {noun} or cell, or type it").format(noun=_(noun))
    if board == "items":
        if press:
            return _("click a free {noun}, or press its number").format(noun=_(noun))
        return _("click a free {noun}, or type its number").format(noun=_(noun))
    if board == "disguise":
        return _("click a free {noun}, cell or tile, or press its number").format(noun=_(noun))
    if board == "grid":
        return _("click a free cell or tile, or press its number")
    if press:
        return _("click a free number, or press it")
    return _("click a free number, or type it")


def _one_move(noun: str, numbers: bool) -> str:
    """Under a disguise's views while the game goes on: its item and its cell (and its number, where the
    ``numbers`` are on show) are one move.

    >>> _one_move("road", numbers=True)
    'A road, its cell and its number are one move: point at any of them to see the others.'
    """
    vowel, one = noun[:1] in "aeiou", counted(noun)
    if not numbers:
        if vowel:
            return _("An {noun} and its cell are one move: point at either to see the other.").format(noun=one)
        return _("A {noun} and its cell are one move: point at either to see the other.").format(noun=one)
    if vowel:
        return _("An {noun}, its cell and its number are one move: point at any of them to see the others.").format(
            noun=one
        )
    return _("A {noun}, its cell and its number are one move: point at any of them to see the others.").format(noun=one)


def how_to_play(session: Session) -> str:
    """How to play, for a face that draws the boards (the window, the page): the game from the session, then the
    mouse and the hints (the keys are listed apart)."""
    dress, rules = session.dress, session.rules
    if rules.sets is not None and dress.disguise:
        how = _(
            "Click a free {noun} to claim it, or type the number in its corner. {about} The tiles of the set that ends "
            "the game light up."
        ).format(noun=_(dress.noun), about=game_line(session))
    elif dress.disguise:
        how = _(
            "The {noun}s, the grid and the tiles are one game: each {noun} stands for a number, and {sets} are {count} "
            "numbers that sum to {target}, a line of the Luo Shu. Click a free {noun}, cell or tile, or press its "
            "number: all three views move together, and at the end each shows what it stands for."
        ).format(noun=_(dress.noun), sets=_winning_sets(session), count=number_word(rules.count), target=rules.target)
    elif on_grid(rules):
        how = _(
            "The grid and the tiles are one game: the Luo Shu puts each number in a cell, and the sets of {a_set} are "
            "exactly its lines. Click a free cell or a free tile, or press its number: both views move together."
        ).format(a_set=a_set(rules))
    else:
        how = _("Click a free number to pick it. {no_grid}").format(no_grid=why_no_grid(rules))
    return "\n\n".join(
        [
            session.introduction(),
            how,
            _(
                "A hint marks every free move with its verdict under perfect play: + a win (blue), = a draw (grey), "
                "\u2212 a loss (orange), counted in moves of yours, this one included."
            ),
        ]
    )


def _winning_sets(session: Session) -> str:
    """A disguise's winning sets, as the subject of a sentence: "the roads through a town"."""
    vocabulary = session.dress.vocabulary
    return vocabulary.sets if vocabulary else _("the sets of {a_set}").format(a_set=a_set(session.rules))
