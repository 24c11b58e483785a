"""What the ``luoshu explore`` commands of the Luo Shu say: ``square`` (its lines), ``triples`` (every triple of
1-9 and its sum), ``translate`` (a record in numbers and in cells), ``squares`` (the eight magic squares) and
``symmetries`` (the permutations that keep the winning sets).

The names of the lines, the motions and the games are the views'; these are the sentences around them.

>>> others_are_lines(8, 8, 0, 76)
'That is all 8 lines, and none of the other 76 triples is a line.'
>>> permutations_found("8", 8, "1-9", fifteen_triples())
'A search over the numbers alone finds 8 permutations of 1-9 that map the 15-triples onto themselves.'
>>> permutations_found("1", 1, "1-3", winning_sets_of("x"))
'A search over the numbers alone finds 1 permutation of 1-3 that maps the winning sets of x onto themselves.'
"""

from __future__ import annotations

from ...language import _, ngettext


def luo_shu() -> str:
    """The heading of the Luo Shu drawn."""
    return _("The Luo Shu magic square:")


def its_eight_lines() -> str:
    """The heading of the Luo Shu's lines."""
    return _("Its eight lines, each a triple of numbers that sums to 15:")


def line_row(name: str, cells: str, total: str, triple: str) -> str:
    """One line of the Luo Shu: its ``name`` (padded by the caller, in display columns, as wide as the longest),
    its ``cells``, its sum written out (``total``) and its ``triple``."""
    return _("  {name} {cells}   {total}   triple {triple}").format(name=name, cells=cells, total=total, triple=triple)


def all_triples(count: int) -> str:
    """The heading of the table of every triple of 1-9 and its sum."""
    return _("All {count} triples of distinct numbers 1-9 and their sums (* sums to 15):").format(count=count)


def triples_sum_to_fifteen(count: int) -> str:
    """The heading of the triples that sum to 15."""
    return _("{count} triples sum to 15, and each is a line of the Luo Shu:").format(count=count)


def others_are_lines(hit: int, lines: int, among_others: int, others: int) -> str:
    """How many of the grid's ``lines`` the 15-triples are (``hit``), and how many of the ``others`` triples are
    lines too (``among_others``)."""
    if not among_others and hit == lines:  # every line: "8 of the 8 lines" says it as if some were missing
        return _("That is all {lines} lines, and none of the other {others} triples is a line.").format(
            lines=lines, others=others
        )
    if not among_others:
        return _("That is {hit} of the {lines} lines, and none of the other {others} triples is a line.").format(
            hit=hit, lines=lines, others=others
        )
    return ngettext(
        "That is {hit} of the {lines} lines, and {among} of the other {others} triples is a line.",
        "That is {hit} of the {lines} lines, and {among} of the other {others} triples are lines.",
        among_others,
    ).format(hit=hit, lines=lines, among=among_others, others=others)


def numbers_row(numbers: str) -> str:
    """A record's picks as numbers, each in a column."""
    return _("numbers: {numbers}").format(numbers=numbers)


def cells_row(cells: str) -> str:
    """A record's picks as cells of the grid, each in a column."""
    return _("cells:   {cells}").format(cells=cells)


def eight_squares() -> str:
    """What the eight magic squares of order 3 are (one paragraph, wrapped where it is printed)."""
    return _(
        "The eight magic squares of order 3 are the Luo Shu under the eight symmetries of the square; "
        "each one's lines are the same eight 15-triples, so each is a way to see Pick Fifteen as tic-tac-toe."
    )


def too_many_to_list(game: str, most: int) -> str:
    """Why the symmetries of ``game`` are not listed: more than ``most``."""
    return _("{game} has more than {most:,} symmetries, too many to list").format(game=game, most=most)


def number_noun() -> str:
    """What one of the numbers is called, where a game names them no other way."""
    return _("number")


def nothing_moves(noun: str) -> str:
    """The identity in cycle notation: every ``noun`` (number, item, road) stays."""
    return _("(every {noun} stays)").format(noun=_(noun))


def winning_sets_of(game: str) -> str:
    """The winning sets of a ``game``, as a symmetry keeps them."""
    return _("the winning sets of {game}").format(game=game)


def fifteen_triples() -> str:
    """Pick Fifteen's winning sets."""
    return _("the 15-triples")


def the_items(count: int) -> str:
    """What a game given as sets permutes: its ``count`` items."""
    return _("the {count} items").format(count=count)


def the_numbers(numbers: int) -> str:
    """What a game of numbers permutes: 1 to ``numbers``."""
    return _("1-{numbers}").format(numbers=numbers)


def permutations_found(said: str, count: int, things: str, sets: str) -> str:
    """The ``count`` (said as ``said``) permutations of ``things`` that keep ``sets``, found by a search."""
    return ngettext(
        "A search over the numbers alone finds {count} permutation of {things} that maps {sets} onto themselves.",
        "A search over the numbers alone finds {count} permutations of {things} that map {sets} onto themselves.",
        count,
    ).format(count=said, things=things, sets=sets)


def each_a_motion() -> str:
    """Said after the permutations found, for a game on the Luo Shu."""
    return _("On the Luo Shu each is a motion of the grid:")


def permutations_not_listed(said: str, count: int, things: str, sets: str) -> str:
    """The ``count`` (said as ``said``) permutations of ``things`` that keep ``sets``: too many to list."""
    return ngettext(
        "{count} permutation of {things} maps {sets} onto themselves. Too many to list.",
        "{count} permutations of {things} map {sets} onto themselves. Too many to list.",
        count,
    ).format(count=said, things=things, sets=sets)


def and_more(count: int) -> str:
    """The symmetries found beyond those listed."""
    return _("  ... and {count:,} more").format(count=count)


def no_generator(noun: str) -> str:
    """A game whose only symmetry is the identity: nothing to generate it."""
    return _("The only one keeps every {noun} in place: there is no generator to list.").format(noun=_(noun))


def one_generator() -> str:
    """Every symmetry is a power of one."""
    return _("Every one is this one, repeated:")


def generators(count: int) -> str:
    """Every symmetry is made by composing ``count`` generators."""
    return _("Every one is made by composing these {count:,} generators:").format(count=count)
