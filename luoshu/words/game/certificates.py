"""What a certificate proves, and why one does not: the checker's reasons, each for the line where it fails.

A position is passed as text (``x=[5] o=[1]``), a player as "X" or "O", a value the file holds as its ``repr``.

>>> at_line(line=3, reason=taken(pick=4))
'line 3: the pick 4 is taken'
>>> proved(prover="X", claim="win", rules="Pick Fifteen", start="x=[5] o=[1]", plies=5, lines=2)
'X wins Pick Fifteen from x=[5] o=[1] within 5 plies (2 position lines)'
"""

from __future__ import annotations

from luoshu.words.language import _, ngettext


def at_line(line: int, reason: str) -> str:
    """A reason, with the line of the file where the certificate fails."""
    return _("line {line}: {reason}").format(line=line, reason=reason)


def empty_board() -> str:
    """The start of a game with nothing picked."""
    return _("the empty board")


def proved(prover: str, claim: str, rules: str, start: str, plies: int | None, lines: int) -> str:
    """What one certificate proves: under ``rules``, from ``start``, the ``prover``'s ``claim`` ("win" or
    "not_lose"), within ``plies`` if given, in ``lines`` position lines."""
    count = ngettext("{count:,} position line", "{count:,} position lines", lines).format(count=lines)
    if claim == "win":
        if plies is None:
            said = _("{prover} wins {rules} from {start} ({lines})")
        else:
            said = _("{prover} wins {rules} from {start} within {plies} plies ({lines})")
    elif plies is None:
        said = _("{prover} does not lose {rules} from {start} ({lines})")
    else:
        said = _("{prover} does not lose {rules} from {start} within {plies} plies ({lines})")
    return said.format(prover=prover, rules=rules, start=start, plies=plies, lines=count)


def not_json(cut: bool) -> str:
    """A line that is not a JSON object (``cut``: not JSON at all, as a file cut short would be)."""
    return _("not a JSON object (is the file cut short?)") if cut else _("not a JSON object")


def not_numbers(key: str) -> str:
    """A key that should list numbers."""
    return _('"{key}" is a list of numbers').format(key=key)


def no_header() -> str:
    """A file with no header line."""
    return _("no certificate: the file has no header line")


def line_before_header() -> str:
    """A position line before any header."""
    return _("a position line before any header line")


def header_keys(keys: str) -> str:
    """A header with keys missing or too many; ``keys`` the keys it has, listed."""
    return _("a header has the keys {keys}, no others").format(keys=keys)


def no_game(reason: str) -> str:
    """A header whose rules make no game, and the rules' reason."""
    return _("the rules make no game: {reason}").format(reason=reason)


def other_game(rules: str, wanted: str) -> str:
    """A certificate for another game than the one asked for."""
    return _("a certificate for {rules}, not for {wanted}").format(rules=rules, wanted=wanted)


def other_sets(rules: str) -> str:
    """A certificate for a game named as the one asked for (``rules``), whose winning sets are others."""
    return _("a certificate for {rules} whose winning sets are not those of the game asked for").format(rules=rules)


def no_start(reason: str) -> str:
    """A start that is no position, and the position's reason."""
    return _("the start is no position: {reason}").format(reason=reason)


def bad_prover() -> str:
    """A prover other than X or O."""
    return _('the prover is "X" or "O"')


def bad_claim() -> str:
    """A claim other than win or not_lose."""
    return _('the claim is "win" or "not_lose"')


def bad_plies() -> str:
    """A bound in plies that is no whole number or bounds no win."""
    return _("plies is a whole number of plies bounding a win, or null")


def bad_symmetries() -> str:
    """Symmetries that are not a list."""
    return _("symmetries is a list of permutations")


def not_a_permutation(index: int, numbers: int) -> str:
    """A symmetry that is not a permutation of 1..``numbers``."""
    return _("symmetry {index} is not a permutation of 1-{numbers} (the images of 1..{numbers})").format(
        index=index, numbers=numbers
    )


def breaks_the_sets(index: int, each: str, moved: str) -> str:
    """A symmetry that maps a winning set (``each``, listed) to something that is none (``moved``)."""
    return _("symmetry {index} does not keep the winning sets: it maps {each} to {moved}").format(
        index=index, each=each, moved=moved
    )


def group_too_big(most: int) -> str:
    """Symmetries that generate more permutations than the checker lists."""
    return _("the symmetries make more than {most:,} permutations").format(most=most)


def too_many_sets(sets: int, most: int) -> str:
    """A game whose winning sets are too many to map under the certificate's symmetries."""
    return _(
        "the game has {sets:,} winning sets, more than the {most:,} the checker maps under symmetries (a "
        "certificate without symmetries is checked without listing them)"
    ).format(sets=sets, most=most)


def too_much_work(lookups: int, most: int) -> str:
    """A certificate whose check could ask for more look-ups than the checker does."""
    return _(
        "checking it could take {lookups:,} look-ups of positions under the symmetries ((position lines + 1) x "
        "numbers x permutations), more than the {most:,} the checker does"
    ).format(lookups=lookups, most=most)


def line_keys() -> str:
    """A position line with keys missing or too many."""
    return _('a position line has the keys "x", "o" and "pick", no others')


def no_position(reason: str) -> str:
    """A position line that is no position, and the position's reason."""
    return _("no position: {reason}").format(reason=reason)


def over_there() -> str:
    """A position line where the game is over."""
    return _("the game is over there")


def not_the_provers_turn(player: str) -> str:
    """A position line where it is the other player's turn."""
    return _("it is {player}'s turn there, not the prover's").format(player=player)


def pick_not_a_number(pick: str, numbers: int) -> str:
    """A pick that is not one of the numbers; ``pick`` as its repr."""
    return _("the pick {pick} is not a number 1-{numbers}").format(pick=pick, numbers=numbers)


def taken(pick: int) -> str:
    """A pick of a number that is taken there."""
    return _("the pick {pick} is taken").format(pick=pick)


def listed_twice(line: int) -> str:
    """A position listed again: ``line`` where it was first."""
    return _("the position is listed already, in line {line}").format(line=line)


def from_start() -> str:
    """How a position is reached: the start itself."""
    return _("the start")


def after_pick(pick: int) -> str:
    """How a position is reached: after the prover's ``pick`` in a listed position."""
    return _("after the pick {pick}").format(pick=pick)


def reply(how: str, player: str, number: int) -> str:
    """How a position is reached: ``how`` the one before was, then ``player``'s reply ``number``."""
    return _("{how}, {player}'s reply {number}").format(how=how, player=player, number=number)


def other_wins(how: str, winner: str) -> str:
    """A game that ends, so reached, in the other player's win."""
    return _("{how}, {winner} wins").format(how=how, winner=winner)


def drawn(how: str) -> str:
    """A game that ends, so reached, in a draw where a win is claimed."""
    return _("{how}, the board is full: a draw, not a win").format(how=how)


def too_slow(how: str, plies: int, claimed: int) -> str:
    """A win, so reached, that takes more plies than claimed."""
    return _("{how}, the win takes {plies} plies, more than the {claimed} claimed").format(
        how=how, plies=plies, claimed=claimed
    )


def not_listed(how: str, where: str) -> str:
    """A position, so reached, that the certificate does not list (``where``: the position as text)."""
    return _("{how} reaches {where}, which is not listed (nor the image of a listed position)").format(
        how=how, where=where
    )
