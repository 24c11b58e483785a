"""Why a pick wins or loses, in words: the verdict of a position, what a pick costs, the threats, blocks and forks
of each ply of the line both sides would play, and how that line ends.

The caller names the numbers, sums, cells, grid lines and verdicts (``luoshu.views`` draws them); these sentences
put them together.

>>> cost_in_plies(True, 7, 3), turns_into(a_draw(), a_verdict("loss in 4"))
('wins in 7 instead of 3', 'turns a draw into a loss in 4')
>>> threat_needs("2 + 5", 8, "make 15", 1)
'2 + 5 needs 8 to make 15'
>>> and_joined(["A1", "B2", "C3"]), listing(["a", "b", "c"])
('A1 and B2 and C3', 'a, b and c')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from luoshu.words.game.dresses import counted
from luoshu.words.game.squares import line_said
from luoshu.words.language import _, ngettext, pgettext
from luoshu.words.terms import listed


def and_joined(parts: Sequence[str]) -> str:
    """Parts one after another, each joined to the next by "and": "A1 and B2", "2 + 6 + 7 = 15 and 4 + 5 + 6 = 15".

    >>> and_joined(["A1"]), and_joined(["A1", "B2"])
    ('A1', 'A1 and B2')
    """
    return reduce(lambda first, second: _("{first} and {second}").format(first=first, second=second), parts)


def listing(names: Sequence[str]) -> str:
    """Names one after another, the last after "and": "a", "a and b", "a, b and c".

    >>> listing(["a"]), listing(["a", "b"])
    ('a', 'a and b')
    """
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=listed(names[:-1]), last=names[-1])


# What a pick costs ------------------------------------------------------------------------------------------


def cost_in_plies(wins: bool, plies: int, best: int) -> str:
    """A pick with the best pick's outcome, later or sooner: "wins in 7 instead of 3", "loses in 2 instead of 6"."""
    if wins:
        return _("wins in {plies} instead of {best}").format(plies=plies, best=best)
    return _("loses in {plies} instead of {best}").format(plies=plies, best=best)


def turns_into(best: str, pick: str) -> str:
    """A pick that changes the outcome: "turns a draw into a loss in 4" (each a verdict with its article)."""
    return _("turns {best} into {pick}").format(best=best, pick=pick)


def a_draw() -> str:
    """A draw, with its article."""
    return _("a draw")


def a_verdict(verdict: str) -> str:
    """A verdict other than a draw, with its article: "a loss in 2".

    >>> a_verdict("win in 5")
    'a win in 5'
    """
    return _("a {verdict}").format(verdict=verdict)


# How a line names its moves ---------------------------------------------------------------------------------


def picks() -> str:
    """What a player does to a number: the verb of a line of the number game ("X picks 4")."""
    return _("picks")


def picking() -> str:
    """What a player does to a number, as a doing: "For O, picking 1 ..."."""
    return _("picking")


def move_noun(numbers: bool) -> str:
    """What one move is called: a pick of a number, a move in any other dress ("the best pick", "the best move").

    >>> move_noun(True), move_noun(False)
    ('pick', 'move')
    """
    # Translators: a move as a noun, after "the only", "the best", "the only winning" (一步 in Chinese, whether a
    # number is picked or a road claimed): not the verb "pick", nor a column's head.
    return pgettext("a move", "pick") if numbers else pgettext("a move", "move")


# Threats, blocks and wins -----------------------------------------------------------------------------------


def make_target(target: int) -> str:
    """What a threat's number would do in the number game: "make 15"."""
    return _("make {target}").format(target=target)


def complete_set(made: str) -> str:
    """What a threat's number would do in a game given as sets: "complete the set 2, 5, 8"."""
    return _("complete {set}").format(set=made)


def threat_needs(held: str, needs: int | str, goal: str, count: int) -> str:
    """A threat: "2 + 5 needs 8 to make 15" (``count``: how many numbers are held, where the holding reads as
    several, as a game given as sets' "2 and 5 need 8")."""
    return ngettext("{held} needs {needs} to {goal}", "{held} need {needs} to {goal}", count).format(
        held=held, needs=needs, goal=goal
    )


def threat_needs_for(held: str, needs: str, what: str, count: int) -> str:
    """A threat in a disguise's words: "High Street needs Park Lane for a road through three towns"."""
    return ngettext("{held} needs {needs} for {what}", "{held} need {needs} for {what}", count).format(
        held=held, needs=needs, what=what
    )


def cells_need(cells: str, cell: str, line: str) -> str:
    """A threat on the grid: "A1 and B2 need C3: diagonal A1-C3"."""
    return _("{cells} need {cell}: {line}").format(cells=cells, cell=cell, line=line_said(line))


def cells_on_line(cells: str, line: str) -> str:
    """A set that a pick completed, on the grid: "A1 B2 C3: diagonal A1-C3"."""
    return _("{cells}: {line}").format(cells=cells, line=line_said(line))


def cells_needed(cells: str, cell: str, line: str) -> str:
    """A blocked threat on the grid: "A1 and B2 needed C3: diagonal A1-C3"."""
    return _("{cells} needed {cell}: {line}").format(cells=cells, cell=cell, line=line_said(line))


def poison(number: str, player: str, still: bool) -> str:
    """(Misère) A number that would complete a set for the player holding the rest of it: "8 is poison for X", or
    "still poison" if it was before the pick."""
    if still:
        return _("{number} is still poison for {player}").format(number=number, player=player)
    return _("{number} is poison for {player}").format(number=number, player=player)


def poison_would_make(poison: str, held: str, what: str) -> str:
    """(Misère) Why a number is poison, in a disguise's words: "...: with A and B it would make a road"."""
    return _("{poison}: with {held} it would make {what}").format(poison=poison, held=held, what=what)


def poison_would(poison: str, held: str, goal: str) -> str:
    """(Misère) Why a number is poison: "8 is poison for X: with 2 + 5 it would make 15"."""
    return _("{poison}: with {held} it would {goal}").format(poison=poison, held=held, goal=goal)


def blocks_for(player: str, held: str, needs: str, what: str) -> str:
    """A pick that blocks a threat, in a disguise's words: "blocks O's A and B, which needed C for a road"."""
    return _("blocks {player}'s {held}, which needed {needs} for {what}").format(
        player=player, held=held, needs=needs, what=what
    )


def blocks_to(player: str, held: str, needs: int, goal: str) -> str:
    """A pick that blocks a threat: "blocks O's 2 + 5, which needed 8 to make 15"."""
    return _("blocks {player}'s {held}, which needed {needs} to {goal}").format(
        player=player, held=held, needs=needs, goal=goal
    )


def takes_poison(number: str, player: str, sets: str) -> str:
    """(Misère) A pick that took a number poison for the other player, and the sets that made it so."""
    return _("takes {number}, poison for {player}: {sets}").format(number=number, player=player, sets=sets)


def wins(player: str) -> str:
    """What a completed set makes of the game in normal play: "X wins"."""
    return _("{player} wins").format(player=player)


def loses(player: str, other: str) -> str:
    """What a completed set makes of the game in misère: "X loses: O wins"."""
    return _("{player} loses: {other} wins").format(player=player, other=other)


def holds(player: str, sets: str, result: str) -> str:
    """The sets a pick completed, in a disguise's words, and the result: "X holds a road (...), and X wins"."""
    return _("{player} holds {sets}, and {result}").format(player=player, sets=sets, result=result)


def completes(player: str, sets: str, result: str) -> str:
    """The sets a pick completed, and the result: "X completes 2 + 6 + 7 = 15, and X wins"."""
    return _("{player} completes {sets}, and {result}").format(player=player, sets=sets, result=result)


# A ply of the line ------------------------------------------------------------------------------------------


def ply(ply: int, player: str, verb: str, number: str) -> str:
    """A ply of a line: "1. X picks 4 (A1)."."""
    return _("{ply}. {player} {verb} {number}.").format(ply=ply, player=player, verb=_(verb), number=number)


def threatens(threat: str, still: bool) -> str:
    """A threat of the mover's after the pick: "threatens: ...", or "still threatens: ..." if held from before."""
    if still:
        return _("still threatens: {threat}").format(threat=threat)
    return _("threatens: {threat}").format(threat=threat)


def aside(text: str) -> str:
    """An aside, to follow what it is said of: "  (2 + 5 + 8 = 15)".

    >>> "X holds 2 and 5" + aside("A3 and B2 need C1")
    'X holds 2 and 5  (A3 and B2 need C1)'
    """
    # Translators: an aside ({aside}) after what it is said of ({said}): in full-width brackets, no spaces, in Chinese.
    return _("{said}  ({aside})").format(said="", aside=text)


def fork(player: str, count: str, noun: str, named: str) -> str:
    """A fork: "a fork: X threatens with two numbers, 6 (C3) and 9 (A2), and one pick blocks only one"."""
    return _("a fork: {player} threatens with {count} {noun}s, {named}, and one pick blocks only one").format(
        player=player, count=count, noun=counted(noun), named=named
    )


# The head and the end of an explanation ---------------------------------------------------------------------


def game_over(result: str | None) -> str:
    """An explanation of a finished game: "The game is over. X wins with 2 + 6 + 7 = 15."."""
    return _("The game is over. {result}").format(result=result)


def to_move(player: str, verdict: str) -> str:
    """The verdict of a position: "X to move: win in 5 with perfect play."."""
    return _("{player} to move: {verdict} with perfect play.").format(player=player, verdict=verdict)


def best(picks: str) -> str:
    """The best picks: "Best: 2 (A3), 3 (B1)."."""
    return _("Best: {picks}.").format(picks=picks)


def line_from(number: str) -> str:
    """What the line of an explanation starts with: "The line from 2 (A3):"."""
    return _("The line from {number}:").format(number=number)


def line_from_there() -> str:
    """The line after a pick that is not refuted."""
    return _("The line from there:")


def refutation() -> str:
    """The line after a pick that changes the outcome for the worse."""
    return _("The refutation:")


def only_move(move: str) -> str:
    """A pick that is the only one left: "the only pick"."""
    return _("the only {move}").format(move=move)


def as_good_as_any(move: str) -> str:
    """A pick when every pick is best: "as good as any pick"."""
    return _("as good as any {move}").format(move=move)


def the_best(move: str) -> str:
    """The one best pick: "the best pick"."""
    return _("the best {move}").format(move=move)


def a_best(move: str) -> str:
    """One of several best picks: "a best pick"."""
    return _("a best {move}").format(move=move)


def pick_is(player: str, doing: str, number: str, good: str, verdict: str) -> str:
    """A pick as good as the best: "For X, picking 4 (A1) is a best pick: a win in 5."."""
    return _("For {player}, {doing} {number} is {good}: {verdict}.").format(
        player=player, doing=_(doing), number=number, good=good, verdict=verdict
    )


def pick_costs(player: str, doing: str, number: str, cost: str) -> str:
    """A pick worse than the best: "For O, picking 1 (C2) turns a draw into a loss in 4."."""
    return _("For {player}, {doing} {number} {cost}.").format(player=player, doing=_(doing), number=number, cost=cost)


def all_taken(noun: str) -> str:
    """A line that ends with the board full, every item of the dress's ``noun`` taken in its own verb: "All the
    numbers are taken: a draw."."""
    said = {
        "cell": _("All the cells are taken: a draw."),
        "road": _("All the roads are claimed: a draw."),
        "word": _("All the words are claimed: a draw."),
        "item": _("All the items are claimed: a draw."),
    }
    return said.get(noun) or _("All the numbers are taken: a draw.")


def certain_draw(misere: bool, kind: str = "fifteen", held: str = "") -> str:
    """A line that ends with no set that either player could still complete, said in the words of a dress of this
    ``kind`` (its name), whose winning sets a player must hold as ``held`` says ("every road through one town"):
    a disguise speaks of its towns, its letters, its products, not of winning sets.

    >>> certain_draw(False, "jam", "every road through one town")
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
