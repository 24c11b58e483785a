"""What the pictures of positions, explanations and replays say: their titles, the captions under each pair, and
the key to what the shapes and lines mean.

>>> replayed("Pick Fifteen", "5 (B2) 1 (C2)"), threat("2 + 5", "8", still=True, count=1)
('Pick Fifteen, replayed: 5 (B2) 1 (C2)', 'still threat: 2 + 5 needs 8')
>>> key_threats(grid=False, misere=True)
'Underlined numbers and a ringed one: a set one number short, and the number it needs, which is poison for its player.'
"""

from __future__ import annotations

from luoshu.words.language import _, ngettext
from luoshu.words.terms import outcome_said


def luoshu_picture() -> str:
    """What a picture says it is, in its metadata."""
    return _("luoshu picture")


def no_picture(kind: str) -> str:
    """A thing that has no picture (``kind``: its type's name)."""
    return _("no picture of a {kind}").format(kind=kind)


def no_plies() -> str:
    """A replay of no pick."""
    return _("a replay needs at least one pick")


# Titles -----------------------------------------------------------------------------------------------------


def to_move(player: str) -> str:
    """A position that goes on, with no verdict: "X to move."."""
    return _("{player} to move.").format(player=player)


def the_set(items: str) -> str:
    """A set made, where the dress has no words for it: "the set road, lane, street"."""
    return _("the set {items}").format(items=items)


def boxes_key(key: str) -> str:
    """The numbers on the boxes and the items they stand for (``key``: "1 Park Lane, 2 High Street, ...")."""
    return _("The boxes' numbers: {key}.").format(key=key)


def start(result: str) -> str:
    """The first pair of an explanation: the position it starts from, as its result ("start: X to move")."""
    return _("start: {result}").format(result=result)


def replayed(game: str, picks: str) -> str:
    """A replay's title: the game and its picks."""
    return _("{game}, replayed: {picks}").format(game=game, picks=picks)


def picked() -> str:
    """What a player did to a number, in the past."""
    return _("picked")


def first_mistake(ply: int, player: str, did: str, number: str, cost: str) -> str:
    """The first mistake of a replayed game and what it cost."""
    return _("First mistake: ply {ply}, {player} {did} {number}, which {cost}.").format(
        ply=ply, player=player, did=_(did), number=number, cost=cost
    )


# Captions ---------------------------------------------------------------------------------------------------


def ply(ply: int, player: str, verb: str, number: str) -> str:
    """A pick of an explanation's line, over its pair: "1. X picks 4 (A1)"."""
    return _("{ply}. {player} {verb} {number}").format(ply=ply, player=player, verb=_(verb), number=number)


def replay_ply(ply: int, player: str, verb: str, number: str) -> str:
    """A pick of a replayed game, over its pair: "ply 1: X picks 5 (B2)"."""
    return _("ply {ply}: {player} {verb} {number}").format(ply=ply, player=player, verb=_(verb), number=number)


def takes_poison(number: str, player: str) -> str:
    """(Misère) A pick that took a number that was the other player's poison."""
    return _("takes {number}, {player}'s poison").format(number=number, player=player)


def blocks(player: str, held: str) -> str:
    """A pick that blocked the other player's threat."""
    return _("blocks {player}'s {held}").format(player=player, held=held)


def poison(number: str, player: str, held: str, still: bool) -> str:
    """(Misère) A number the pick made poison for its player, or that still is: "8 is X's poison (2 + 5)"."""
    if still:
        return _("{number} is still {player}'s poison ({held})").format(number=number, player=player, held=held)
    return _("{number} is {player}'s poison ({held})").format(number=number, player=player, held=held)


def threat(held: str, needs: str, still: bool, count: int) -> str:
    """A threat of the mover's: "threat: 2 + 5 needs 8", or "still threat" if held from before (``count``: how
    many items are held, where the holding reads as several, as a dress's "A and B need C")."""
    if still:
        return ngettext("still threat: {held} needs {needs}", "still threat: {held} need {needs}", count).format(
            held=held, needs=needs
        )
    return ngettext("threat: {held} needs {needs}", "threat: {held} need {needs}", count).format(held=held, needs=needs)


def fork() -> str:
    """A pick after which the mover threatens with two numbers."""
    return _("a fork: one pick can't block them all")


def completed(sets: str, player: str, misere: bool) -> str:
    """The set a pick completed, and what it made of the game: "2 + 6 + 7 = 15: X wins"."""
    if misere:
        return _("{sets}: {player} loses").format(sets=sets, player=player)
    return _("{sets}: {player} wins").format(sets=sets, player=player)


# The key ----------------------------------------------------------------------------------------------------


def key_marks() -> str:
    """What the marks are."""
    return _("X: cross, O: ring.")


def key_last() -> str:
    """What the dashed border is."""
    return _("Dashed border: the last pick.")


def key_struck(grid: bool) -> str:
    """What marks the set that ended the game: a line on the grid and boxes on the tiles, or boxes alone."""
    if grid:
        return _("Solid line and boxes: the set that ended the game.")
    return _("Solid boxes: the set that ended the game.")


def key_threats(grid: bool, misere: bool) -> str:
    """How a threat is drawn (on the grid too, with ``grid``), and that its number is poison in misère."""
    if grid and misere:
        return _(
            "Dashed line to a dot, and on the tiles underlined numbers and a ringed one: a set one number short, "
            "and the number it needs, which is poison for its player."
        )
    if grid:
        return _(
            "Dashed line to a dot, and on the tiles underlined numbers and a ringed one: a set one number short, "
            "and the number it needs."
        )
    if misere:
        return _(
            "Underlined numbers and a ringed one: a set one number short, and the number it needs, which is poison "
            "for its player."
        )
    return _("Underlined numbers and a ringed one: a set one number short, and the number it needs.")


def key_blocked() -> str:
    """What the dotted line is."""
    return _("Dotted line: the other player's set one number short, whose last number the pick took.")


def key_verdicts() -> str:
    """What the signs on the free boxes say."""
    return _("Free moves: + win, = draw, \u2212 loss, with the plies to the end; bold: the best.")


def box_verdict(sign: str, outcome: str, plies: int, draw: bool) -> str:
    """A free move's verdict at the foot of its box, its sign first: "= draw", "+ win 5"."""
    if draw:
        return _("{sign} draw").format(sign=sign)
    return _("{sign} {outcome} {plies}").format(sign=sign, outcome=outcome_said(outcome), plies=plies)
