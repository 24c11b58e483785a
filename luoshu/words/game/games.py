"""The games' names and their rules in a sentence: "Pick Fifteen", "the order-4 game (4 of 1-16 summing to 34)",
"Take turns picking numbers 1-9; the first to hold three that sum to 15 wins."

>>> rules_name(numbers=9, count=3, target=14, misere=True)
'misère: 3 of 1-9 summing to 14'
>>> rules_name(numbers=4, count=2, target=0, misere=False, sets=3)
'a game of 3 winning sets on the numbers 1-4'
>>> rules_sentence(numbers=9, count=3, target=15, misere=False, listed=False)
'Take turns picking numbers 1-9; the first to hold three that sum to 15 wins.'
"""

from __future__ import annotations

from luoshu.words.language import _, ngettext
from luoshu.words.terms import number_word


def rules_name(
    numbers: int,
    count: int,
    target: int,
    misere: bool,
    order: int | None = None,
    sets: int | None = None,
    fifteen: bool = False,
) -> str:
    """The name of a game: Pick Fifteen (``fifteen``: its numbers, count and target), a game of ``sets`` winning
    sets given as sets, the order-``order`` game (a magic square's other than 3), or its numbers, count and target;
    misère or not."""
    if sets is not None:
        name = ngettext(
            "a game of {count:,} winning set on the numbers 1-{numbers}",
            "a game of {count:,} winning sets on the numbers 1-{numbers}",
            sets,
        ).format(count=sets, numbers=numbers)
    elif fifteen:
        return _("misère Pick Fifteen") if misere else _("Pick Fifteen")
    elif order is not None:
        name = _("the order-{order} game ({count} of 1-{numbers} summing to {target})").format(
            order=order, count=count, numbers=numbers, target=target
        )
    else:
        name = _("{count} of 1-{numbers} summing to {target}").format(count=count, numbers=numbers, target=target)
    return _("misère: {name}").format(name=name) if misere else name


def a_set(count: int, target: int, listed: bool) -> str:
    """How many numbers make a set and what they sum to (a game given as sets: all of one of them).

    >>> a_set(count=4, target=34, listed=False)
    'four that sum to 34'
    """
    if listed:
        return _("all of a winning set")
    return _("{count} that sum to {target}").format(count=number_word(count), target=target)


def rules_sentence(numbers: int, count: int, target: int, misere: bool, listed: bool) -> str:
    """The rules in one sentence: whoever picks the target (a count of 1), or the first to hold a set, wins or,
    in misère, loses."""
    if count == 1:
        if misere:
            return _("Take turns picking numbers 1-{numbers}; whoever picks {target} loses.").format(
                numbers=numbers, target=target
            )
        return _("Take turns picking numbers 1-{numbers}; whoever picks {target} wins.").format(
            numbers=numbers, target=target
        )
    held = a_set(count, target, listed)
    if misere:
        return _("Take turns picking numbers 1-{numbers}; the first to hold {held} loses.").format(
            numbers=numbers, held=held
        )
    return _("Take turns picking numbers 1-{numbers}; the first to hold {held} wins.").format(
        numbers=numbers, held=held
    )


def the_set(numbers: str) -> str:
    """A winning set named by its numbers or items, listed: "the set 1, 4"."""
    return _("the set {numbers}").format(numbers=numbers)


def and_(parts: list[str]) -> str:
    """Parts said one after another with "and": "2 + 6 + 7 = 15 and 4 + 5 + 6 = 15".

    >>> and_(["a", "b", "c"])
    'a and b and c'
    """
    said = parts[0] if parts else ""
    for part in parts[1:]:
        said = _("{first} and {then}").format(first=said, then=part)
    return said
