"""Positions, verdicts and rules as text: the numbers in a row, the Luo Shu grid, tables of verdicts.

Nothing here prints; every function returns a string. ``style(text, role)`` lets a caller colour the parts,
where role is ``"X"``, ``"O"``, ``"free"``, ``"line"`` (the set that ended the game) or ``"last"``; without
colour, brackets mark the set that ended the game and parentheses (or a caret) the last move.

>>> print(render(Position.from_moves([5, 2, 8]), last=8))
 4 | 9 | O
---+---+---
 3 | X | 7
---+---+---
(X)| 1 | 6
>>> print(render_numbers(Position.from_moves([5, 2, 8]), last=8))
1 2 3 4 5 6 7 8 9
  O     X     X
              ^
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from typing import Literal

from ..rules import Position, Rules
from ..search.solver import Outcome, Verdict
from ..words.language import _, ngettext
from ..words.terms import listed, number_word, outcome_said, with_aside
from .squares.fit import on_grid
from .squares.grid import COLUMN_NAMES, LUO_SHU, ROW_NAMES, cell_of
from .widths import ljust
from .widths import width as display_width

__all__ = [
    "SIGN",
    "Label",
    "Style",
    "a_set",
    "draw",
    "game_title",
    "holdings",
    "mark_cost",
    "number_name",
    "number_word",
    "plain",
    "plural",
    "render",
    "render_numbers",
    "render_verdicts",
    "result_sentence",
    "rules_sentence",
    "set_text",
    "side_by_side",
    "sum_text",
    "verdict_mark",
    "verdict_words",
]

Style = Callable[[str, str], str]
Label = Literal["number", "cell"]


def plain(text: str, role: str) -> str:
    """The style that adds nothing."""
    return text


def plural(count: int, noun: str, many: str | None = None) -> str:
    """A count with its noun, singular or plural.

    >>> plural(1, "winning set"), plural(8, "winning set"), plural(9565, "match", "matches")
    ('1 winning set', '8 winning sets', '9,565 matches')
    """
    return f"{count} {noun}" if count == 1 else f"{count:,} {many or noun + 's'}"  # separators, as every count has


def sum_text(numbers: Iterable[int], target: int | None = None) -> str:
    """Numbers written as a sum.

    >>> sum_text((2, 6, 7), 15)
    '2 + 6 + 7 = 15'
    """
    total = " + ".join(map(str, numbers))
    return total if target is None else f"{total} = {target}"


def a_set(rules: Rules) -> str:
    """How many numbers make a set and what they sum to, in words (a game given as sets: all of one of them).

    >>> a_set(Rules()), a_set(Rules.order(4)), a_set(Rules.listed(4, [(1, 2)]))
    ('three that sum to 15', 'four that sum to 34', 'all of a winning set')
    """
    if rules.sets is not None:
        return _("all of a winning set")
    return _("{count} that sum to {target}").format(count=number_word(rules.count), target=rules.target)


def set_text(numbers: Iterable[int], rules: Rules) -> str:
    """A winning set in words: its sum, or for a game given as sets, its numbers.

    >>> set_text((2, 6, 7), Rules()), set_text((1, 4), Rules.listed(4, [(1, 4)]))
    ('2 + 6 + 7 = 15', 'the set 1, 4')
    """
    if rules.sets is not None:
        return _("the set {numbers}").format(numbers=listed(map(str, numbers)))
    return sum_text(numbers, rules.target)


def number_name(number: int, rules: Rules, cell_first: bool = False) -> str:
    """A number with its cell where the game is tic-tac-toe on the grid ("5 (B2)", or "B2 (5)" with
    ``cell_first``); elsewhere the number alone.

    >>> number_name(5, Rules()), number_name(5, Rules(), cell_first=True), number_name(5, Rules(target=14))
    ('5 (B2)', 'B2 (5)', '5')
    """
    if not on_grid(rules):
        return str(number)
    cell = cell_of(number)
    return with_aside(cell, str(number)) if cell_first else with_aside(str(number), cell)


def result_sentence(position: Position, made_words: str | None = None) -> str | None:
    """How a finished game ended, in one sentence; None while it goes on. ``made_words`` says the sets that
    ended it in a dress's words (default: their sums; one pick can complete two).

    >>> result_sentence(Position.from_moves([2, 1, 6, 3, 7]))
    'X wins with 2 + 6 + 7 = 15.'
    >>> result_sentence(Position.from_moves([2, 1, 6, 3, 7], Rules(misere=True)))
    'X holds 2 + 6 + 7 = 15, so X loses: O wins.'
    >>> result_sentence(Position.from_moves([3, 5, 2, 4, 6, 7, 1, 8, 9]))
    'Draw: all nine are taken and nobody holds three that sum to 15.'
    >>> result_sentence(Position.from_moves([1, 2, 4, 3, 6, 7, 9, 8, 5]))
    'X wins with 1 + 5 + 9 = 15 and 4 + 5 + 6 = 15.'
    """
    rules, made, by = position.rules, position.completed_sets, position.completed_by
    if not made or by is None:
        if not position.is_over:
            return None
        return _("Draw: all {numbers} are taken and nobody holds {held}.").format(
            numbers=number_word(rules.numbers), held=a_set(rules)
        )
    what = made_words or _and([set_text(numbers, rules) for numbers in made])
    if rules.misere:
        return _("{player} holds {sets}, so {player} loses: {winner} wins.").format(
            player=by, sets=what, winner=str(position.winner)
        )
    return _("{player} wins with {sets}.").format(player=by, sets=what)


def _and(parts: list[str]) -> str:
    """Parts said one after another with "and": "2 + 6 + 7 = 15 and 4 + 5 + 6 = 15".

    >>> _and(["a", "b", "c"])
    'a and b and c'
    """
    said = parts[0] if parts else ""
    for part in parts[1:]:
        said = _("{first} and {then}").format(first=said, then=part)
    return said


def game_title(rules: Rules) -> str:
    """The game's name, as a title or the start of a sentence.

    >>> game_title(Rules(misere=True)), game_title(Rules.order(4))
    ('Misère Pick Fifteen', 'The order-4 game (4 of 1-16 summing to 34)')
    """
    name = str(rules)
    return name[:1].upper() + name[1:]


def rules_sentence(rules: Rules) -> str:
    """The rules in one sentence.

    >>> rules_sentence(Rules())
    'Take turns picking numbers 1-9; the first to hold three that sum to 15 wins.'
    >>> rules_sentence(Rules(misere=True))
    'Take turns picking numbers 1-9; the first to hold three that sum to 15 loses.'
    """
    numbers, target = rules.numbers, rules.target
    if rules.count == 1:
        if rules.misere:
            return _("Take turns picking numbers 1-{numbers}; whoever picks {target} loses.").format(
                numbers=numbers, target=target
            )
        return _("Take turns picking numbers 1-{numbers}; whoever picks {target} wins.").format(
            numbers=numbers, target=target
        )
    if rules.misere:
        return _("Take turns picking numbers 1-{numbers}; the first to hold {held} loses.").format(
            numbers=numbers, held=a_set(rules)
        )
    return _("Take turns picking numbers 1-{numbers}; the first to hold {held} wins.").format(
        numbers=numbers, held=a_set(rules)
    )


def render(
    position: Position,
    label: Label = "number",
    highlight: Iterable[int] = (),
    style: Style = plain,
    last: int | None = None,
) -> str:
    """The position drawn on the Luo Shu grid (for rules played on 1-9).

    Taken cells show X or O; free cells show their number, or with ``label="cell"`` their name, which is
    what to type in the grid game.

    >>> print(render(Position.from_moves([5, 2]), label="cell"))
     A1 | A2 | O
    ----+----+----
     B1 | X  | B3
    ----+----+----
     C1 | C2 | C3
    """
    marked = set(highlight)
    width = 2 if label == "cell" else 1
    rows = []
    for row_name, row in zip(ROW_NAMES, LUO_SHU, strict=True):
        cells = []
        for column_name, number in zip(COLUMN_NAMES, row, strict=True):
            holder = position.holder(number)
            text: str
            role: str
            if holder is not None:
                text, role = holder, ("line" if number in marked else "last" if number == last else holder)
            else:
                text, role = (row_name + column_name if label == "cell" else str(number)), "free"
            # Brackets mark the line that ended the game and parentheses the last move, even without colour.
            left, right = ("[", "]") if number in marked else ("(", ")") if number == last else (" ", " ")
            cells.append(left + style(text, role) + right + " " * (width - display_width(text)))
        rows.append("|".join(cells).rstrip())
    rule = "+".join(["-" * (width + 2)] * 3)
    return f"\n{rule}\n".join(rows)


def render_numbers(
    position: Position, style: Style = plain, last: int | None = None, highlight: Iterable[int] = ()
) -> str:
    """The numbers in a row, each over the mark of the player who holds it.

    A third line points at the last move (``^``) and the set that ended the game (``*``).

    >>> print(render_numbers(Position.from_moves([5, 2, 8])))
    1 2 3 4 5 6 7 8 9
      O     X     X
    >>> print(render_numbers(Position.from_moves([2, 1, 6, 3, 7]), highlight=(2, 6, 7), last=7))
    1 2 3 4 5 6 7 8 9
    O X O     X X
      *       * *
    """
    marked = set(highlight)
    width = len(str(position.rules.numbers))
    numbers, marks, notes = [], [], []
    for number in range(1, position.rules.numbers + 1):
        holder = position.holder(number)
        numbers.append(style(str(number).rjust(width), holder or "free"))
        role = "line" if number in marked else "last" if number == last else holder or "free"
        marks.append(style(holder.rjust(width), role) if holder else " " * width)
        notes.append(("*" if number in marked else "^" if number == last else "").rjust(width))
    lines = [" ".join(numbers), " ".join(marks).rstrip()]
    if marked or last is not None:
        lines.append(" ".join(notes).rstrip())
    return "\n".join(lines)


def holdings(position: Position) -> str:
    """Each player's numbers, ascending, for adding up at a glance.

    >>> holdings(Position.from_moves([5, 2, 8]))
    'X holds 5 8   O holds 2'
    """
    said = []
    for player in ("X", "O"):
        numbers = " ".join(map(str, sorted(position.numbers_of(player))))
        if not numbers:
            said.append(_("{player} holds nothing").format(player=player))
        else:
            said.append(_("{player} holds {numbers}").format(player=player, numbers=numbers))
    return "   ".join(said)


def draw(rows: Sequence[Sequence[object]]) -> str:
    """Any table of values drawn as a grid, each cell as wide as the widest value.

    >>> print(draw(LUO_SHU))
     4 | 9 | 2
    ---+---+---
     3 | 5 | 7
    ---+---+---
     8 | 1 | 6
    """
    texts = [[str(value) for value in row] for row in rows]
    width = max(display_width(text) for row in texts for text in row)  # display columns: a Chinese word is wide
    lines = [" " + " | ".join(ljust(text, width) for text in row).rstrip() for row in texts]
    rule = "+".join(["-" * (width + 2)] * len(texts[0]))
    return f"\n{rule}\n".join(lines)


def side_by_side(blocks: Sequence[str], gap: int = 6, width: Callable[[str], int] = display_width) -> str:
    r"""Blocks of text next to each other, top-aligned; ``width`` measures what a line shows (in display columns,
    where a Chinese character takes two).

    >>> print(side_by_side(["a\nbb", "c\nd\ne"], gap=2))
    a   c
    bb  d
        e
    """
    columns = [block.splitlines() for block in blocks]
    widths = [max(map(width, lines), default=0) for lines in columns]
    rows = []
    for i in range(max(map(len, columns))):
        cells = [lines[i] if i < len(lines) else "" for lines in columns]
        padded = [cell + " " * (w + gap - width(cell)) for cell, w in zip(cells[:-1], widths, strict=False)]
        rows.append(("".join(padded) + cells[-1]).rstrip())
    return "\n".join(rows)


SIGN = {Outcome.WIN: "+", Outcome.DRAW: "=", Outcome.LOSS: "\u2212"}
"""A sign for each outcome, so that a verdict reads without colour."""


def verdict_mark(verdict: Verdict) -> str:
    """A verdict in a few characters, its sign first so that it reads without colour, counted in the mover's
    own moves (this one included): what a player counts, rather than plies.

    >>> win, draw, loss = Outcome
    >>> [verdict_mark(Verdict(outcome, plies)) for outcome, plies in [(win, 1), (win, 3), (draw, 8), (loss, 4)]]
    ['+ win now', '+ win in 2', '= draw', '\u2212 loss in 2']
    >>> verdict_mark(Verdict(loss, 1))  # misère: the pick completes the mover's own set
    '\u2212 loss now'
    """
    return _mark(SIGN[verdict.outcome], verdict.outcome, _own_moves(verdict))


def _mark(sign: str, outcome: Outcome, moves: int | None) -> str:
    """A verdict in a few characters, its ``sign`` first, counted in the mover's own ``moves`` (None: now).

    >>> _mark("+", Outcome.WIN, None), _mark("=", Outcome.DRAW, 4)
    ('+ win now', '= draw')
    """
    if outcome is Outcome.DRAW:
        return _("{sign} draw").format(sign=sign)
    if outcome is Outcome.WIN:
        if moves is None:
            return _("{sign} win now").format(sign=sign)
        return _("{sign} win in {moves}").format(sign=sign, moves=moves)
    if moves is None:
        return _("{sign} loss now").format(sign=sign)
    return _("{sign} loss in {moves}").format(sign=sign, moves=moves)


def _own_moves(verdict: Verdict) -> int | None:
    """How many moves of the mover's own a verdict takes, this one included (None: this one ends the game)."""
    return None if verdict.plies == 1 else (verdict.plies + 1) // 2


def mark_cost(verdict: Verdict, best: Verdict) -> str | None:
    """What a pick costs against the ``best``, said beside its mark in the mark's own unit (the mover's moves):
    the outcome it gives up, or the best's count where the outcome is the same; None where the marks cannot
    tell them apart (as good, or a draw of another length).

    >>> win, draw, loss = Outcome
    >>> mark_cost(Verdict(loss, 2), Verdict(draw, 9)), mark_cost(Verdict(win, 5), Verdict(win, 1))
    ('instead of a draw', 'instead of win now')
    >>> mark_cost(Verdict(win, 3), Verdict(win, 3)), mark_cost(Verdict(draw, 6), Verdict(draw, 8))
    (None, None)
    """
    if verdict.outcome is not best.outcome:
        outcome = outcome_said(best.outcome.value)
        return _("instead of {outcome}").format(
            outcome=_("a draw") if best.outcome is Outcome.DRAW else _("a {verdict}").format(verdict=outcome)
        )
    if best.outcome is Outcome.DRAW or _own_moves(verdict) == _own_moves(best):
        return None
    return _("instead of {outcome}").format(outcome=_mark("", best.outcome, _own_moves(best)).strip())


def verdict_words(verdict: Verdict) -> str:
    """A verdict as a phrase, counted in the mover's own moves.

    >>> verdict_words(Verdict(Outcome.WIN, 3)), verdict_words(Verdict(Outcome.LOSS, 2))
    ('a win in 2 moves of yours', 'a loss: the other side wins after 1 move of yours')
    """
    moves = (verdict.plies + 1) // 2
    if verdict.outcome is Outcome.WIN:
        return ngettext("a win in {count:,} move of yours", "a win in {count:,} moves of yours", moves).format(
            count=moves
        )
    if verdict.outcome is Outcome.LOSS:
        return ngettext(
            "a loss: the other side wins after {count:,} move of yours",
            "a loss: the other side wins after {count:,} moves of yours",
            moves,
        ).format(count=moves)
    return _("a draw")


def render_verdicts(
    verdicts: Mapping[int, Verdict],
    best: Collection[int] = (),
    name: Callable[[int], str] = str,
    order: Callable[[int], object] = int,
    notes: Mapping[int, str] | None = None,
    why_best: Mapping[int, str] | None = None,
    pointer: str | None = None,
    verdict: Callable[[Verdict], str] = str,
) -> str:
    """One line per pick: its name, its verdict (as ``verdict`` says it: in plies, or as a mark) and any note
    after it, with the picks in ``best`` pointed out as ``pointer`` ("best" unless said) (and ``why_best``'s
    reason).

    >>> from luoshu.search.solver import Outcome
    >>> print(render_verdicts({4: Verdict(Outcome.WIN, 3), 9: Verdict(Outcome.DRAW, 5)}, best=[4]))
      4  win in 3   <- best
      9  draw
    """
    notes = notes or {}
    pointer = _("best") if pointer is None else pointer
    width = max((display_width(name(n)) for n in verdicts), default=0)  # a game's item may be a Chinese word
    lines = []
    for n in sorted(verdicts, key=order):  # type: ignore[arg-type]
        said = (
            _("{verdict}, {note}").format(verdict=verdict(verdicts[n]), note=notes[n])
            if n in notes
            else verdict(verdicts[n])
        )
        line = f"  {ljust(name(n), width)}  {said}"
        if n in best:
            reason = why_best.get(n) if why_best else None
            line += "   <- " + (
                pointer if reason is None else _("{pointer}: {why}").format(pointer=pointer, why=reason)
            )
        lines.append(line)
    return "\n".join(lines)
