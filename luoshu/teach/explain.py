"""Why a pick wins or loses: the verdict, what a pick costs, and the line both sides would play, in both views.

Glossary:
    threat   a set the mover lacks one number of, with that number free: "2 + 8 needs 5 to make 15", on the
             grid "A3 and C1 need B2 to complete the diagonal A3-C1". After a pick every threat of the mover
             is listed, those through the pick marked new. In misère a threat is poison: the number that
             would complete the set loses for the player who holds the rest of it.
    fork     a pick after which the mover threatens with two or more different numbers: one pick cannot block
             them all (normal play only: in misère there are no forks).
    line     the game from a pick on, both sides playing perfectly (the winner as fast as possible, the loser
             as slowly as possible) until the game ends, or until no winning set is open to either player and
             a draw is certain.
    cost     how much worse a pick is than the best: "turns a draw into a loss in 4".

Everything here returns values, and strings said here, with the glossary's terms (``luoshu.words.terms``).

>>> why = explain(Position.from_moves([5, 1]))
>>> str(why.verdict), why.best, len(why.line), why.ends
('win in 5', [2, 3, 4, 6, 7, 8], 5, 'win')
>>> why.line[0].threats
[Threat(numbers=(2, 5), needs=8, line='diagonal A3-C1', new=True)]
>>> explain(Position.from_moves([5]), pick=1).cost
'turns a draw into a loss in 6'
>>> explain(Position.from_moves([1, 2, 5, 3]), pick=4).cost
'wins in 3 instead of 1'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, reduce
from typing import Literal, NamedTuple

from ..rules import Player, Position, Rules, opponent, winning_sets
from ..rules.sums import sets_summing_to
from ..search.solver import Outcome, Progress, Verdict, analyse, best_moves, limited, solve
from ..views.dresses.dress import Dress
from ..views.squares.fit import on_grid
from ..views.squares.grid import cell_of, line_of
from ..views.text import number_name, result_sentence, set_text, sum_text
from ..views.vocabulary import item_json, position_json, verdict_json
from ..words.language import _, ngettext, pgettext
from ..words.terms import clauses, counted, line_said, listed, listing, number_word, sentences, with_aside

__all__ = [
    "Explanation",
    "Head",
    "Step",
    "Threat",
    "cost_of",
    "explain",
    "explanation_ending",
    "explanation_head",
    "explanation_json",
    "explanation_text",
    "line_winner",
    "open_sets",
    "step",
    "step_json",
    "step_text",
    "threat_json",
    "threats_of",
    "unexplained",
    "unexplained_json",
    "with_article",
    "worse_outcome",
]

Ending = Literal["win", "draw", "certain draw"]


def and_joined(parts: Sequence[str]) -> str:
    """Parts one after another, each joined to the next by "and": "A1 and B2", "2 + 6 + 7 = 15 and 4 + 5 + 6 = 15".

    >>> and_joined(["A1"]), and_joined(["A1", "B2"])
    ('A1', 'A1 and B2')
    """
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), parts)


def move_noun(numbers: bool) -> str:
    """What one move is called: a pick of a number, a move in any other dress ("the best pick", "the best move").

    >>> move_noun(True), move_noun(False)
    ('pick', 'move')
    """
    # Translators: a move as a noun, after "the only", "the best", "the only winning" (一步 in Chinese, whether a
    # number is picked or a road claimed): not the verb "pick", nor a column's head.
    return pgettext("a move", "pick") if numbers else pgettext("a move", "move")


def _cost_in_plies(wins: bool, plies: int, best: int) -> str:
    """A pick with the best pick's outcome, later or sooner: "wins in 7 instead of 3", "loses in 2 instead of 6"."""
    if wins:
        return _("wins in {plies} instead of {best}").format(plies=plies, best=best)
    return _("loses in {plies} instead of {best}").format(plies=plies, best=best)


def _poison(number: str, player: str, still: bool) -> str:
    """(Misère) A number that would complete a set for the player holding the rest of it: "8 is poison for X", or
    "still poison" if it was before the pick."""
    if still:
        return _("{number} is still poison for {player}").format(number=number, player=player)
    return _("{number} is poison for {player}").format(number=number, player=player)


def _threatens(threat: str, still: bool) -> str:
    """A threat of the mover's after the pick: "threatens: ...", or "still threatens: ..." if held from before."""
    if still:
        return _("still threatens: {threat}").format(threat=threat)
    return _("threatens: {threat}").format(threat=threat)


def _all_taken(noun: str) -> str:
    """A line that ends with the board full, every item of the dress's ``noun`` taken in its own verb: "All the
    numbers are taken: a draw."."""
    said = {
        "cell": _("All the cells are taken: a draw."),
        "road": _("All the roads are claimed: a draw."),
        "word": _("All the words are claimed: a draw."),
        "item": _("All the items are claimed: a draw."),
    }
    return said.get(noun) or _("All the numbers are taken: a draw.")


def _certain_draw(misere: bool, kind: str = "fifteen", held: str = "") -> str:
    """A line that ends with no set that either player could still complete, said in the words of a dress of this
    ``kind`` (its name), whose winning sets a player must hold as ``held`` says ("every road through one town"):
    a disguise speaks of its towns, its letters, its products, not of winning sets.

    >>> _certain_draw(False, "jam", "every road through one town")
    'Neither player can hold every road through one town any more: a draw is certain.'
    """
    if kind == "grid":
        return _("Neither player can get three in a row, column or diagonal any more: a draw is certain.")
    # Translators: the end of a line in a disguise, said in its own words and verb ({held}: what a player must hold
    # to win, as its rules say it): a road is claimed (占下), a word or an item chosen (选齐), a number picked (拿到).
    said = {
        "jam": pgettext("jam", "Neither player can hold {held} any more: a draw is certain."),
        "words": pgettext("the word game", "Neither player can hold {held} any more: a draw is certain."),
        "product": pgettext("the product game", "Neither player can hold {held} any more: a draw is certain."),
        "sets": pgettext("a game given as sets", "Neither player can hold {held} any more: a draw is certain."),
    }.get(kind)
    if said is not None and held:
        return said.format(held=held)
    if misere:
        return _("Neither player can complete a set any more: a draw is certain.")
    return _("No winning set is open to either player any more: a draw is certain.")


class Threat(NamedTuple):
    """``numbers`` of one player and the free number ``needs`` that would complete them into a winning set."""

    numbers: tuple[int, ...]
    needs: int
    line: str | None  # the grid line it is, for games on the Luo Shu
    new: bool = True  # made by the pick just played (through it), rather than held from before


class Step(NamedTuple):
    """One ply of a line, and what the pick does."""

    ply: int  # counted from the start of the line
    player: Player
    number: int
    cell: str | None
    threats: list[Threat]  # every threat of the mover after the pick, those through the pick marked new
    fork: bool  # after the pick the mover threatens with two or more different numbers (normal play)
    blocks: list[Threat]  # the other player's threats that needed this number
    completes: list[tuple[int, ...]]  # every set the pick completes, ending the game (misère: losing it)


class Explanation(NamedTuple):
    """The answer to "why?" for a position, or for one pick from it."""

    rules: Rules
    x: list[int]
    o: list[int]
    to_move: Player | None
    pick: int | None
    verdict: Verdict  # the mover's verdict of the position under perfect play
    pick_verdict: Verdict | None  # the mover's verdict if they pick ``pick`` (its plies include the pick)
    best: list[int]
    cost: str | None  # how much worse the pick is than the best, if it is
    line: list[Step]
    ends: Ending | None  # None for a finished position

    def _repr_svg_(self) -> str:
        """The explanation as its picture, in a notebook."""
        from ..svg import explanation_svg  # the pictures are drawn a layer above, and imported only when asked for

        return explanation_svg(self, Position(self.x, self.o, self.rules))


def threats_of(numbers: frozenset[int], free: frozenset[int], rules: Rules, through: int | None = None) -> list[Threat]:
    """The sets a player holding ``numbers`` lacks one free number of, by the number they need; those through
    ``through`` (the pick just made), if given, are marked new.

    >>> held, free = frozenset({2, 4, 5}), frozenset({1, 3, 6, 7, 8, 9})
    >>> threats_of(held, free, Rules(), through=4)  # doctest: +NORMALIZE_WHITESPACE
    [Threat(numbers=(4, 5), needs=6, line='diagonal A1-C3', new=True),
     Threat(numbers=(2, 5), needs=8, line='diagonal A3-C1', new=False),
     Threat(numbers=(2, 4), needs=9, line='row A', new=True)]
    """
    grid = on_grid(rules)
    found = []
    if rules.sets is not None:  # a game given as sets: each set the player holds all but one free number of
        for each in rules.sets:
            missing = [n for n in each if n not in numbers]
            if len(missing) == 1 and missing[0] in free:
                held = tuple(n for n in each if n in numbers)
                found.append(Threat(held, missing[0], None, through is None or through in held))
        return sorted(found, key=lambda t: (t.needs, t.numbers))
    ascending = sorted(numbers)
    for needs in sorted(free):
        for held in sets_summing_to(ascending, rules.count - 1, rules.target - needs):
            line = _line_named(frozenset((*held, needs))) if grid else None
            found.append(Threat(held, needs, line, through is None or through in held))
    return found


@cache
def _line_named(numbers: frozenset[int]) -> str | None:
    """``line_of``, remembered: explaining a position asks for the same few lines again and again."""
    return line_of(numbers)


def open_sets(position: Position) -> int:
    """How many winning sets are still open to either player: a set is open to a player while the other holds
    none of its numbers. With none open, nobody can ever complete a set, and a draw is certain."""
    x, o = position.x, position.o
    return sum(1 for s in winning_sets(position.rules) if not (set(s) & o) or not (set(s) & x))


def cost_of(pick: Verdict, best: Verdict) -> str | None:
    """What a pick costs against the best, as what the pick does; None when it is as good.

    >>> cost_of(Verdict(Outcome.WIN, 7), Verdict(Outcome.WIN, 3))
    'wins in 7 instead of 3'
    >>> cost_of(Verdict(Outcome.LOSS, 2), Verdict(Outcome.LOSS, 6))
    'loses in 2 instead of 6'
    >>> cost_of(Verdict(Outcome.LOSS, 4), Verdict(Outcome.DRAW, 7))
    'turns a draw into a loss in 4'
    """
    if pick == best or pick.rank == best.rank:
        return None
    if pick.outcome is best.outcome:
        return _cost_in_plies(pick.outcome is Outcome.WIN, pick.plies, best.plies)
    return _("turns {best} into {pick}").format(best=with_article(best), pick=with_article(pick))


def worse_outcome(pick: Verdict, best: Verdict) -> bool:
    """Whether a pick changes the outcome for the worse (a win lost, a draw turned into a loss), rather than
    only the length of the game: what makes the line that follows it a refutation.

    >>> worse_outcome(Verdict(Outcome.LOSS, 4), Verdict(Outcome.DRAW, 7))
    True
    >>> worse_outcome(Verdict(Outcome.WIN, 5), Verdict(Outcome.WIN, 3))
    False
    """
    return pick.rank[0] < best.rank[0]


def with_article(verdict: Verdict) -> str:
    """A verdict as a noun with its article.

    >>> with_article(Verdict(Outcome.DRAW, 4)), with_article(Verdict(Outcome.LOSS, 2))
    ('a draw', 'a loss in 2')
    """
    return _("a draw") if verdict.outcome is Outcome.DRAW else _("a {verdict}").format(verdict=str(verdict))


def step(position: Position, number: int, ply: int = 1) -> Step:
    """What picking ``number`` does from ``position``: the threats the mover then has, a fork, the threats it
    blocks, the sets it completes (``ply`` numbers it in a line).

    >>> step(Position.from_moves([5, 1]), 4).threats
    [Threat(numbers=(4, 5), needs=6, line='diagonal A1-C3', new=True)]
    >>> step(Position.from_moves([1, 2, 4, 3, 6, 7, 9, 8]), 5).completes
    [(1, 5, 9), (4, 5, 6)]
    """
    rules = position.rules
    mover = position.to_move
    after = position.play(number)
    theirs = position.numbers_of(opponent(mover))
    blocks = [t for t in threats_of(theirs, position.free, rules) if t.needs == number]
    cell = cell_of(number) if on_grid(rules) else None
    if after.completed_by == mover:
        # The game is over: nothing is threatened any more.
        return Step(ply, mover, number, cell, [], False, blocks, after.completed_sets)
    threats = threats_of(after.numbers_of(mover), after.free, rules, through=number)
    fork = not rules.misere and len({t.needs for t in threats}) >= 2
    return Step(ply, mover, number, cell, threats, fork, blocks, [])


def _perfect_line(position: Position, first: int) -> tuple[list[Step], Ending]:
    """The line from ``first`` on, both sides playing a best pick (the smallest) at every turn."""
    rest, ends = _line_on(position.play(first))
    return [step(position, first), *(each._replace(ply=each.ply + 1) for each in rest)], ends


_LINES_ON: dict[Position, tuple[tuple[Step, ...], Ending]] = {}
"""The perfect line on from each position met (``_line_on``): explaining every pick of a game asks for the same
lines' ends again and again. Emptied when it grows past ``_MOST_LINES``."""

_MOST_LINES = 100_000


def _line_on(position: Position) -> tuple[tuple[Step, ...], Ending]:
    """The line from ``position`` on, both sides playing a best pick (the smallest), and how it ends: no step where
    the last pick ended the game or left no set open. Walked forward to the first position whose line is known,
    then remembered back along the way (no recursion, however long the game).

    >>> steps, ends = _line_on(Position.from_moves([5, 1, 4]))
    >>> [each.number for each in steps], [each.ply for each in steps], ends
    ([6, 8, 2, 3], [1, 2, 3, 4], 'win')
    """
    walked: list[tuple[Position, Step]] = []
    known: tuple[tuple[Step, ...], Ending]
    while True:
        if position in _LINES_ON:
            known = _LINES_ON[position]
            break
        if position.completed_by is not None:
            known = (), "win"
            break
        if position.is_over:
            known = (), "draw"
            break
        if not open_sets(position):
            known = (), "certain draw"
            break
        number = best_moves(position)[0]
        walked.append((position, step(position, number)))
        position = position.play(number)
    if len(_LINES_ON) > _MOST_LINES:
        _LINES_ON.clear()
    for where, first in reversed(walked):
        rest, ends = known
        known = (first, *(each._replace(ply=each.ply + 1) for each in rest)), ends
        _LINES_ON[where] = known
    return known


def explain(
    position: Position, pick: int | None = None, budget: int | None = None, progress: Progress | None = None
) -> Explanation:
    """Why: the verdict of the position (or of ``pick`` from it), what the pick costs, and the line that follows.

    Raises IllegalMoveError if ``pick`` is not a free number of the game, and SearchBudgetError if a big game's
    searches keep more than ``budget`` positions (``progress`` as for ``luoshu.search.solver.value``).
    """
    with limited(position.rules, budget, progress):
        return _explain(position, pick)


def _explain(position: Position, pick: int | None) -> Explanation:
    x, o = sorted(position.x), sorted(position.o)
    if position.is_over:
        if pick is not None:
            position.play(pick)  # raises, with the reason
        return Explanation(position.rules, x, o, None, None, solve(position), None, [], None, [], None)
    verdicts = analyse(position)
    best = best_moves(position)
    top = verdicts[best[0]]
    if pick is None:
        line, ends = _perfect_line(position, best[0])
        return Explanation(position.rules, x, o, position.to_move, None, top, None, best, None, line, ends)
    position.play(pick)  # an illegal pick raises here, with the reason
    line, ends = _perfect_line(position, pick)
    chosen = verdicts[pick]
    cost = cost_of(chosen, top)
    return Explanation(position.rules, x, o, position.to_move, pick, top, chosen, best, cost, line, ends)


# Words ------------------------------------------------------------------------------------------------------


class _Words:
    """How an explanation names things: numbers with their cells (cells first for the grid), or a disguise's
    items with their numbers - or, while a disguise's game goes on, its items alone (``hide``), so that the
    explanation does not take the disguise off before the end."""

    def __init__(self, rules: Rules, dress: Dress | None, hide: bool = False) -> None:
        self.rules = rules
        self.dress = dress if dress is not None and dress.disguise else None
        self.hide = hide and self.dress is not None
        self.cells_first = dress is not None and dress.noun == "cell"
        self.grid = on_grid(rules)
        self.verb, self.doing = (
            (dress.said("verb"), dress.said("doing")) if dress is not None else (_("picks"), _("picking"))
        )
        self.noun = dress.noun if dress is not None else "number"
        self.move = move_noun(self.noun == "number")  # "the best pick", "the best move"
        # A game given as sets that is not tic-tac-toe: its numbers are only its items' places in its list, so
        # its items are named alone, with no sums after them.
        self.listed = rules.sets is not None

    def name(self, number: int) -> str:
        if self.dress is not None:
            alone = self.hide or self.listed
            said = self.dress.in_a_sentence(number)
            return said if alone else with_aside(said, str(number))
        return number_name(number, self.rules, cell_first=self.cells_first)

    def _sums(self, text: str) -> str:
        """A sum in parentheses after a disguise's words, unless the numbers are hidden (or mean nothing)."""
        # Translators: an aside ({aside}) after what it is said of ({said}): in
        # full-width brackets, no spaces, in Chinese.
        return "" if self.hide or self.listed else _("{said}  ({aside})").format(said="", aside=text)

    def _held(self, numbers: tuple[int, ...]) -> str:
        """Numbers held, as a sum, or for a game given as sets one after another: "2 + 5", "2 and 5"."""
        return listing(list(map(str, numbers))) if self.listed else sum_text(numbers)

    def _goal(self, threat: Threat) -> str:
        """What a threat's number would do: "make 15", or for a game given as sets "complete the set 2, 5, 8"."""
        return (
            _("complete {set}").format(set=self._made(threat))
            if self.listed
            else _("make {target}").format(target=self.rules.target)
        )

    def _items(self, numbers: tuple[int, ...]) -> str:
        assert self.dress is not None
        return listing([self.dress.in_a_sentence(n) for n in numbers])

    def _made(self, threat: Threat) -> str:
        """The set a threat's number would complete, ascending: "2 + 5 + 8 = 15" (a game given as sets: its
        numbers)."""
        return set_text(sorted((*threat.numbers, threat.needs)), self.rules)

    def threat(self, threat: Threat, player: Player) -> str:
        """A threat in words; in misère, the poison it makes ("8 is poison for X: ..."), still poison if it is
        held from before the pick."""
        total, target, needs = self._held(threat.numbers), self._goal(threat), threat.needs
        poison = _poison(self.name(needs), player, still=not threat.new)
        if self.dress is not None:
            what = str(self.dress.set_words((*threat.numbers, needs)))
            if self.rules.misere:
                words = _("{poison}: with {held} it would make {what}").format(
                    poison=poison, held=self._items(threat.numbers), what=what
                )
            else:
                words = ngettext(
                    "{held} needs {needs} for {what}", "{held} need {needs} for {what}", len(threat.numbers)
                ).format(held=self._items(threat.numbers), needs=self.dress.in_a_sentence(needs), what=what)
            return words + self._sums(self._made(threat))
        count = len(threat.numbers) if self.listed else 1  # a sum needs, whatever it adds up
        words = (
            _("{poison}: with {held} it would {goal}").format(poison=poison, held=total, goal=target)
            if self.rules.misere
            else ngettext("{held} needs {needs} to {goal}", "{held} need {needs} to {goal}", count).format(
                held=total, needs=needs, goal=target
            )
        )
        if threat.line:
            cells = and_joined([cell_of(n) for n in threat.numbers])
            # Translators: an aside ({aside}) after what it is said of ({said}): in
            # full-width brackets, no spaces, in Chinese.
            words += _("{said}  ({aside})").format(
                said="",
                aside=_("{cells} need {cell}: {line}").format(
                    cells=cells, cell=cell_of(needs), line=line_said(threat.line)
                ),
            )
        return words

    def block(self, threat: Threat, owner: Player) -> str:
        """A threat of the other player's that the pick took the number of (normal play)."""
        total, target, needs = self._held(threat.numbers), self._goal(threat), threat.needs
        if self.dress is not None:
            item = self.dress.in_a_sentence(needs)
            what = str(self.dress.set_words((*threat.numbers, needs)))
            words = _("blocks {player}'s {held}, which needed {needs} for {what}").format(
                player=owner, held=self._items(threat.numbers), needs=item, what=what
            )
            return words + self._sums(self._made(threat))
        words = _("blocks {player}'s {held}, which needed {needs} to {goal}").format(
            player=owner, held=total, needs=needs, goal=target
        )
        if threat.line:
            cells = and_joined([cell_of(n) for n in threat.numbers])
            # Translators: an aside ({aside}) after what it is said of ({said}): in
            # full-width brackets, no spaces, in Chinese.
            words += _("{said}  ({aside})").format(
                said="",
                aside=_("{cells} needed {cell}: {line}").format(
                    cells=cells, cell=cell_of(needs), line=line_said(threat.line)
                ),
            )
        return words

    def poison_taken(self, threats: list[Threat], owner: Player) -> str:
        """(Misère) The pick took a number that was the other player's poison: one line for all the sets that
        made it so."""
        made = listed(
            self.dress.set_words((*t.numbers, t.needs)) or self._made(t) if self.dress is not None else self._made(t)
            for t in threats
        )
        sums = "" if self.dress is None else self._sums(listed(self._made(t) for t in threats))
        where = listed(str(t.line) for t in threats if t.line) if self.dress is None and self.grid else ""
        said = _("takes {number}, poison for {player}: {sets}").format(
            number=self.name(threats[0].needs), player=owner, sets=made + sums
        )
        # Translators: an aside ({aside}) after what it is said of ({said}): in
        # full-width brackets, no spaces, in Chinese.
        return said + (_("{said}  ({aside})").format(said="", aside=where) if where else "")

    def win(self, sets: list[tuple[int, ...]], player: Player) -> str:
        """The sets a pick completed (one pick can complete two), and what that makes of the game."""
        other = opponent(player)
        result = (
            _("{player} loses: {other} wins").format(player=player, other=other)
            if self.rules.misere
            else _("{player} wins").format(player=player)
        )
        made = and_joined([set_text(numbers, self.rules) for numbers in sets])
        if self.dress is not None:
            in_words = and_joined([str(self.dress.set_words(numbers)) for numbers in sets])
            return _("{player} holds {sets}, and {result}").format(
                player=player, sets=in_words if self.hide or self.listed else with_aside(in_words, made), result=result
            )
        where = ""
        if self.grid:
            lines = [
                _("{cells}: {line}").format(cells=" ".join(sorted(map(cell_of, s))), line=line_said(str(line_of(s))))
                for s in sets
            ]
            # Translators: an aside ({aside}) after what it is said of ({said}): in
            # full-width brackets, no spaces, in Chinese.
            where = _("{said}  ({aside})").format(said="", aside=clauses(lines))
        return _("{player} completes {sets}, and {result}").format(player=player, sets=made, result=result) + where


def step_text(step: Step, rules: Rules, dress: Dress | None = None, hide: bool = False) -> str:
    """One ply of a line in words: in sums and on the grid, or in a disguise's words and in sums (with ``hide``,
    in its words alone). Threats held from before the pick are said to stand still.

    >>> print(step_text(step(Position.from_moves([1, 2, 5, 3]), 4), Rules()))
    1. X picks 4 (A1).
       threatens: 4 + 5 needs 6 to make 15  (A1 and B2 need C3: diagonal A1-C3)
       still threatens: 1 + 5 needs 9 to make 15  (C2 and B2 need A2: column 2)
       a fork: X threatens with two numbers, 6 (C3) and 9 (A2), and one pick blocks only one
    """
    words = _Words(rules, dress, hide)
    lines = [
        _("{ply}. {player} {verb} {number}.").format(
            ply=step.ply, player=step.player, verb=_(words.verb), number=words.name(step.number)
        )
    ]
    other = opponent(step.player)
    if not rules.misere:
        lines.extend("   " + words.block(threat, other) for threat in step.blocks)
    elif step.blocks and not step.completes:  # a pick that loses at once takes nothing worth saying
        lines.append("   " + words.poison_taken(step.blocks, other))
    for new in (True, False):
        for threat in (t for t in step.threats if t.new == new):
            threat_words = words.threat(threat, step.player)
            lines.append("   " + (threat_words if rules.misere else _threatens(threat_words, still=not new)))
    if step.fork:
        needs = sorted({t.needs for t in step.threats})
        named = listing([words.name(n) for n in needs])
        lines.append(
            "   "
            + _("a fork: {player} threatens with {count} {noun}s, {named}, and one pick blocks only one").format(
                player=step.player, count=number_word(len(needs)), noun=counted(words.noun), named=named
            )
        )
    if step.completes:
        lines.append("   " + words.win(step.completes, step.player))
    return "\n".join(lines)


def explanation_text(why: Explanation, dress: Dress | None = None, hide: bool = False, name_best: bool = True) -> str:
    """The explanation in words: the verdict, the best picks, the cost of a pick, and the line. ``hide`` keeps a
    disguise's numbers out of it, for a game that goes on; without ``name_best`` the best picks go unnamed
    (a puzzle's wrong answer must not give the right one away)."""
    words = _Words(why.rules, dress, hide)
    if why.to_move is None:
        over = Position(why.x, why.o, why.rules)
        made = over.completed_sets
        in_words = None
        if made and words.dress is not None:
            in_words = and_joined(
                [
                    str(words.dress.set_words(s))
                    if words.listed
                    else with_aside(str(words.dress.set_words(s)), set_text(s, why.rules))
                    for s in made
                ]
            )
        return _("The game is over. {result}").format(result=result_sentence(over, in_words))
    verdict, best, line = explanation_head(why, dress, hide)
    best = best if name_best else None
    body = [step_text(step, why.rules, dress, hide) for step in why.line]
    ending = explanation_ending(why, dress)
    return "\n".join([sentences([verdict, best]) if best else verdict, line, *body, *([ending] if ending else [])])


class Head(NamedTuple):
    """The opening of an explanation, in parts: its verdict, the best picks if it names them, what follows."""

    verdict: str  # "X to move: win in 5 with perfect play." or "For O, picking 1 (C2) turns a draw into ..."
    best: str | None  # "Best: 6 (C3)."
    line: str  # "The line from 2 (A3):", "The refutation:"


def explanation_head(why: Explanation, dress: Dress | None = None, hide: bool = False) -> Head:
    """The verdict, the best picks and what the line is, for a game that goes on.

    >>> head = explanation_head(explain(Position.from_moves([5, 1])))
    >>> head.verdict, head.best
    ('X to move: win in 5 with perfect play.', 'Best: 2 (A3), 3 (B1), 4 (A1), 6 (C3), 7 (B3), 8 (C1).')
    """
    words = _Words(why.rules, dress, hide)
    best = _("Best: {picks}.").format(picks=listed(words.name(n) for n in why.best))
    mover = str(why.to_move)
    if why.pick is None:
        return Head(
            _("{player} to move: {verdict} with perfect play.").format(player=mover, verdict=str(why.verdict)),
            best,
            _("The line from {number}:").format(number=words.name(why.best[0])),
        )
    assert why.pick_verdict is not None  # an explanation of a pick has the pick's verdict
    doing, pick = words.doing, words.name(why.pick)
    if why.cost is None:
        free = why.rules.numbers - len(why.x) - len(why.o)
        if free == 1:
            good = _("the only {move}").format(move=words.move)
        elif len(why.best) == free:
            good = _("as good as any {move}").format(move=words.move)
        else:
            good = (
                _("the best {move}").format(move=words.move)
                if len(why.best) == 1
                else _("a best {move}").format(move=words.move)
            )
        verdict = with_article(why.pick_verdict)
        return Head(
            _("For {player}, {doing} {number} is {good}: {verdict}.").format(
                player=mover, doing=_(doing), number=pick, good=good, verdict=verdict
            ),
            None,
            _("The line from there:"),
        )
    # A pick that still wins, only later (or loses sooner), is not refuted: the line just shows it.
    refuted = worse_outcome(why.pick_verdict, why.verdict)
    line = _("The refutation:") if refuted else _("The line from there:")
    return Head(
        _("For {player}, {doing} {number} {cost}.").format(player=mover, doing=_(doing), number=pick, cost=why.cost),
        best,
        line,
    )


def explanation_ending(why: Explanation, dress: Dress | None = None) -> str | None:
    """How the line ends, when it does not end in a win: the board full (all its items taken), or no set that
    either player could still complete; in the ``dress``'s words, if given (a disguise speaks of its own sets:
    its towns, its letters, its products).

    >>> from luoshu.views.dresses.dress import dress_for
    >>> explanation_ending(explain(Position.from_moves([5, 1, 9, 4, 6, 8, 3])), dress_for("jam"))
    'Neither player can hold every road through one town any more: a draw is certain.'
    """
    if why.ends == "draw":
        return _all_taken(dress.noun if dress is not None else "number")
    if why.ends == "certain draw":
        vocabulary = dress.vocabulary if dress is not None else None
        kind = dress.name if dress is not None else "fifteen"
        return _certain_draw(why.rules.misere, kind, vocabulary.rule if vocabulary is not None else "")
    return None


def threat_json(threat: Threat, new: bool = True) -> dict[str, object]:
    """A threat: the numbers ``held``, the free number it ``needs``, the ``grid_line`` it is (None off the grid),
    and (for the mover's own threats, not those a pick blocks) whether it is ``new``, made by the pick."""
    found: dict[str, object] = {"held": list(threat.numbers), "needs": threat.needs, "grid_line": threat.line}
    if new:
        found["new"] = threat.new
    return found


def step_json(step: Step, items: Sequence[str] | None = None) -> dict[str, object]:
    """One ply of a line: ``{"ply", "player", "pick", "cell", "threats", "fork", "blocks", "completes"}``, and the
    pick's ``item`` for a game with named items."""
    return {
        "ply": step.ply,
        "player": step.player,
        "pick": step.number,
        **item_json(step.number, items),
        "cell": step.cell,
        "threats": [threat_json(t) for t in step.threats],
        "fork": step.fork,
        "blocks": [threat_json(t, new=False) for t in step.blocks],
        "completes": [list(s) for s in step.completes],
    }


def line_winner(why: Explanation) -> Player | None:
    """Who wins at the end of the line (None when it ends in a draw, or there is no line)."""
    if why.ends != "win":
        return None
    last = why.line[-1]
    return opponent(last.player) if why.rules.misere else last.player


def explanation_json(why: Explanation, items: Sequence[str] | None = None) -> dict[str, object]:
    """The explanation as JSON: the position, the pick, the verdicts, the best picks, the cost and the line
    (``items``: the names of a game's items, written beside its numbers).

    >>> data = explanation_json(explain(Position.from_moves([5, 2, 8]), 1))
    >>> data["verdict"], data["pick_verdict"], data["line_ends"], data["line_winner"], data["winner"]
    ({'outcome': 'draw', 'plies': 6}, {'outcome': 'loss', 'plies': 4}, 'win', 'X', None)
    """
    return {
        **position_json(Position(why.x, why.o, why.rules), items),
        "pick": why.pick,
        "verdict": verdict_json(why.verdict),
        "pick_verdict": verdict_json(why.pick_verdict),
        "best": why.best,
        "cost": why.cost,
        "line": [step_json(step, items) for step in why.line],
        "line_ends": why.ends,
        "line_winner": line_winner(why),
        "reason": None,
    }


def unexplained_json(
    position: Position, pick: int | None, reason: str, items: Sequence[str] | None = None
) -> dict[str, object]:
    """What ``explanation_json`` says of a position it could not explain: a big game's search that ran out of
    its budget. The same keys, with no verdicts and no line, and the ``reason``."""
    return {
        **position_json(position, items),
        "pick": pick,
        "verdict": None,
        "pick_verdict": None,
        "best": [],
        "cost": None,
        "line": [],
        "line_ends": None,
        "line_winner": None,
        "reason": reason,
    }


def unexplained(position: Position, pick: int | None, reason: str, dress: Dress | None = None) -> str:
    """What is said of a position (or of ``pick`` from it) that could not be explained, and ``reason`` why, naming
    the pick as ``dress`` does."""
    if pick is None:
        return _("{to_move} to move: {reason}.").format(to_move=position.to_move, reason=reason)
    named = str(pick) if dress is None else dress.item(pick)
    doing = _("picking") if dress is None else dress.said("doing")
    return _("For {to_move}, {doing} {pick}: {reason}.").format(
        to_move=position.to_move, doing=_(doing), pick=named, reason=reason
    )
