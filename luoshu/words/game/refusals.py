"""What the rules refuse: rules that make no game, whether given as numbers, as sets or as JSON.

Each function takes plain values (a value the caller could not take is passed as its ``repr``) and returns the
reason, one line, for a ``RulesError``.

>>> not_whole(name="count", value="'3'")
"count must be a whole number, not '3'"
>>> out_of_reach(count=4, numbers=9, low=10, high=30, target=40)
'4 different numbers of 1-9 sum to 10-30, so a target of 40 is out of reach'
"""

from __future__ import annotations

from luoshu.words.language import _


def not_whole(name: str, value: str) -> str:
    """A part of the rules (numbers, count, target) that is not a whole number; ``value`` as its repr."""
    return _("{name} must be a whole number, not {value}").format(name=name, value=value)


def misere_not_bool(value: str) -> str:
    """Misère given as something other than True or False; ``value`` as its repr."""
    return _("misere must be True or False, not {value}").format(value=value)


def numbers_out_of_range(most: int, numbers: int) -> str:
    """N outside 1..``most``."""
    return _("the numbers run 1..N with N from 1 to {most}, not {numbers}").format(most=most, numbers=numbers)


def count_out_of_range(count: int, numbers: int) -> str:
    """A count no player can hold."""
    return _("a player cannot hold {count} different numbers of 1-{numbers}").format(count=count, numbers=numbers)


def out_of_reach(count: int, numbers: int, low: int, high: int, target: int) -> str:
    """A target no ``count`` numbers of 1..``numbers`` sum to."""
    return _(
        "{count} different numbers of 1-{numbers} sum to {low}-{high}, so a target of {target} is out of reach"
    ).format(count=count, numbers=numbers, low=low, high=high, target=target)


def no_sets() -> str:
    """A game given as sets that lists none."""
    return _("a game given as sets needs at least one winning set")


def too_many_sets(most: int, count: int) -> str:
    """A game that lists more winning sets than the most a game may.

    >>> too_many_sets(most=10_000, count=12_345)
    'a game may list at most 10,000 winning sets, not 12,345'
    """
    return _("a game may list at most {most:,} winning sets, not {count:,}").format(most=most, count=count)


def empty_set() -> str:
    """A winning set of no numbers."""
    return _("a winning set holds at least one number")


def bad_set(numbers: int, each: str) -> str:
    """A winning set that is not distinct ascending numbers of 1..``numbers``; ``each`` as its repr."""
    return _("a winning set is distinct numbers of 1-{numbers}, ascending, not {each}").format(
        numbers=numbers, each=each
    )


def sets_not_sorted() -> str:
    """Winning sets listed twice or out of order."""
    return _("the winning sets are listed once each, in ascending order")


def listed_count_and_target() -> str:
    """A game given as sets whose count or target is not what listing makes them."""
    return _("a game given as sets has its largest set's size as count and 0 as target")


def set_not_numbers() -> str:
    """A winning set that is not a list of numbers."""
    return _("a winning set is a list of numbers")


def bad_order(order: str) -> str:
    """The order of a magic-square game that is not a whole number from 1; ``order`` as its repr."""
    return _("the order of a magic square is a whole number from 1, not {order}").format(order=order)


def order_fixes(order: str, fixed: str) -> str:
    """An order given with the parts it sets: ``order`` the option's name, ``fixed`` the parts given, listed."""
    return _("{order} sets the numbers, count and target: drop {fixed}").format(order=order, fixed=fixed)


def no_default_target(target: str, count: int, numbers: int) -> str:
    """No target given, and K(N+1)/2 is not whole; ``target`` the option's name.

    >>> no_default_target(target="--target", count=3, numbers=10)
    '--target is needed: 3 x (10 + 1) / 2 is not whole, so there is no default'
    """
    return _("{target} is needed: {count} x ({numbers} + 1) / 2 is not whole, so there is no default").format(
        target=target, count=count, numbers=numbers
    )


def nobody_makes_a_set(count: str, value: int, most: int, numbers: int) -> str:
    """A count more than a player ever holds; ``count`` the option's name."""
    return _(
        "{count} {value}: a player holds at most {most} of the numbers 1-{numbers}, so nobody could ever make a set"
    ).format(count=count, value=value, most=most, numbers=numbers)


def rules_not_an_object() -> str:
    """JSON rules that are not an object."""
    return _("the rules are an object with numbers, count, target and misere")


def rules_keys() -> str:
    """JSON rules with keys missing or too many."""
    return _("the rules have numbers, count, target and misere (and sets for a game of sets), no more")


def sets_with_count() -> str:
    """JSON rules of a game of sets that give a count or a target."""
    return _("a game of sets has count and target null")


def sets_not_lists() -> str:
    """JSON rules whose sets are not lists of numbers."""
    return _("sets is a list of lists of numbers")


def sets_not_listed_in_order() -> str:
    """JSON rules whose sets are listed twice or out of order."""
    return _("the sets are listed once each, each ascending, in ascending order")
