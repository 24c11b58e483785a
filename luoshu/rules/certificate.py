"""Certificates: a proof of a game's value that anyone can check with the rules alone, and the checker.

Glossary:
    certificate  a header line, then position lines: a strategy for one player (the prover) written out.
    prover       the player whose strategy the certificate writes down; the other player's every reply is tried.
    claim        "win" (the prover completes a set first, or in misère the other player does) or "not_lose".
    symmetry     a permutation of the numbers that maps the winning sets onto the winning sets.

The format, JSON Lines (docs/proofs.md says it for people who write their own checker):

* the header: ``{"rules": RULES, "x": [...], "o": [...], "prover": "X"|"O", "claim": "win"|"not_lose",
  "plies": N or null, "symmetries": [[image of 1, image of 2, ...], ...]}``, RULES in the JSON vocabulary
  (a game of sets lists its ``sets``);
* every other line ``{"x": [...], "o": [...], "pick": n}``: a position with the prover to move, and their pick.

It proves its claim when, from the start, every position reached with the prover to move is listed (or is the
image of a listed one under the group the symmetries generate), or, in normal play, has a pick that completes
a set at once; every listed pick is free; no reply completes the other player's set (in misère: no pick of the
prover's completes the prover's set); a "win" never reaches a full board, and with ``plies`` never lasts longer.
A file may hold several certificates one after another, each from its header line.

This module imports nothing but the rules (and the words it says): no search. ``check`` reads lines already read
from a file.

>>> lines = [
...     '{"rules": {"numbers": 3, "count": null, "target": null, "misere": false, "sets": [[1, 2], [1, 3], [2, 3]]},'
...     ' "x": [], "o": [], "prover": "X", "claim": "win", "plies": 3}',
...     '{"x": [], "o": [], "pick": 1}',
... ]
>>> [str(proved) for proved in check(lines)]
['X wins a game of 3 winning sets on the numbers 1-3 from the empty board within 3 plies (1 position line)']
>>> check([lines[0].replace('"plies": 3', '"plies": 1'), lines[1]])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
luoshu.rules.certificate.CertificateError: line 2: after the pick 1, O's reply 2, the win takes 3 plies, ...
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Literal

from ..words.language import _, ngettext
from ..words.terms import listed
from .position import IllegalMoveError, InvalidPositionError, Position
from .rules import Player, Rules, RulesError, opponent, winning_sets
from .sums import count_sets_summing_to

__all__ = [
    "CLAIMS",
    "MAX_GROUP",
    "MAX_LOOKUPS",
    "MAX_SETS_MAPPED",
    "CertificateError",
    "Claim",
    "Proved",
    "check",
    "header_line",
    "position_line",
    "rules_json",
    "rules_of",
]

Claim = Literal["win", "not_lose"]
CLAIMS: tuple[Claim, ...] = ("win", "not_lose")
MAX_GROUP = 100_000
"""The most permutations the listed symmetries may generate: the checker lists the whole group."""
MAX_SETS_MAPPED = 100_000
"""The most winning sets the checker maps under a listed symmetry (the order-6 game has 32,134): they are counted
before they are listed."""
MAX_LOOKUPS = 20_000_000
"""The most look-ups of a position's images the checker may be asked for, bounded before it walks: (the position
lines + 1) x the numbers x the group's permutations. A position reached is looked for under each permutation."""

_HEADER_KEYS = {"rules", "x", "o", "prover", "claim", "plies", "symmetries"}
_LINE_KEYS = {"x", "o", "pick"}


class CertificateError(ValueError):
    """A certificate that does not prove its claim: the line where it fails (as the file numbers it) and why.
    ``past_limits``: it was not checked, as it asks more work than the checker does (MAX_GROUP and the others)."""

    def __init__(self, line: int, reason: str, past_limits: bool = False) -> None:
        super().__init__(_("line {line}: {reason}").format(line=line, reason=reason))
        self.line, self.reason, self.past_limits = line, reason, past_limits


@dataclass(frozen=True)
class Proved:
    """What one certificate proves: under ``rules``, from the start position, the prover's claim."""

    rules: Rules
    start: Position
    prover: Player
    claim: Claim
    plies: int | None
    first_line: int
    positions: int
    """How many position lines the certificate has."""

    def __str__(self) -> str:
        start = _("the empty board") if not self.start.pick_count else _where(self.start.x, self.start.o)
        lines = ngettext("{count:,} position line", "{count:,} position lines", self.positions).format(
            count=self.positions
        )
        if self.claim == "win":
            if self.plies is None:
                said = _("{prover} wins {rules} from {start} ({lines})")
            else:
                said = _("{prover} wins {rules} from {start} within {plies} plies ({lines})")
        elif self.plies is None:
            said = _("{prover} does not lose {rules} from {start} ({lines})")
        else:
            said = _("{prover} does not lose {rules} from {start} within {plies} plies ({lines})")
        return said.format(prover=self.prover, rules=str(self.rules), start=start, plies=self.plies, lines=lines)


def _where(x: Iterable[int], o: Iterable[int]) -> str:
    """A position as the checker names it: ``x=[5] o=[1]``."""
    return f"x={sorted(x)} o={sorted(o)}"


def rules_json(rules: Rules) -> dict[str, object]:
    """The rules in the JSON vocabulary: ``{"numbers", "count", "target", "misere"}``, a game of sets with its
    ``sets`` (count and target null).

    >>> rules_json(Rules.listed(3, [(1, 2)]))
    {'numbers': 3, 'count': None, 'target': None, 'misere': False, 'sets': [[1, 2]]}
    """
    if rules.sets is None:
        return {"numbers": rules.numbers, "count": rules.count, "target": rules.target, "misere": rules.misere}
    return {
        "numbers": rules.numbers,
        "count": None,
        "target": None,
        "misere": rules.misere,
        "sets": [list(each) for each in rules.sets],
    }


def rules_of(data: object) -> Rules:
    """The rules a JSON object states; RulesError with the reason if it states none.

    >>> rules_of({"numbers": 16, "count": 4, "target": 34, "misere": False}) == Rules.order(4)
    True
    """
    if not isinstance(data, dict):
        raise RulesError(_("the rules are an object with numbers, count, target and misere"))
    known = {"numbers", "count", "target", "misere", "sets"}
    if set(data) - known or not {"numbers", "misere"} <= set(data):
        raise RulesError(_("the rules have numbers, count, target and misere (and sets for a game of sets), no more"))
    if data.get("sets") is not None:
        sets = data["sets"]
        if data.get("count") is not None or data.get("target") is not None:
            raise RulesError(_("a game of sets has count and target null"))
        if not isinstance(sets, list) or not all(isinstance(each, list) for each in sets):
            raise RulesError(_("sets is a list of lists of numbers"))
        listed = Rules.listed(data["numbers"], sets, data["misere"])
        if [list(each) for each in listed.sets or ()] != sets:
            raise RulesError(_("the sets are listed once each, each ascending, in ascending order"))
        return listed
    return Rules(data["numbers"], data.get("count"), data.get("target"), data["misere"])  # type: ignore[arg-type]


def header_line(
    rules: Rules,
    start: Position,
    prover: Player,
    claim: Claim,
    plies: int | None,
    symmetries: Sequence[Sequence[int]] = (),
) -> str:
    """The header line of a certificate (``symmetries``: each the images of 1..N, in order)."""
    header: dict[str, object] = {
        "rules": rules_json(rules),
        "x": sorted(start.x),
        "o": sorted(start.o),
        "prover": prover,
        "claim": claim,
        "plies": plies,
    }
    if symmetries:
        header["symmetries"] = [list(each) for each in symmetries]
    return json.dumps(header, separators=(",", ":"))


def position_line(x: Iterable[int], o: Iterable[int], pick: int) -> str:
    """A position line: the prover to move holds their numbers of ``x`` or ``o``, and picks ``pick``.

    >>> position_line({5}, {1}, 9)
    '{"x":[5],"o":[1],"pick":9}'
    """
    return json.dumps({"x": sorted(x), "o": sorted(o), "pick": pick}, separators=(",", ":"))


def _parsed(text: str, number: int) -> dict[str, object]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise CertificateError(number, _("not a JSON object (is the file cut short?)")) from None
    if not isinstance(data, dict):
        raise CertificateError(number, _("not a JSON object"))
    return data


def _numbers(data: dict[str, object], key: str, number: int) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(n, int) and not isinstance(n, bool) for n in value):
        raise CertificateError(number, _('"{key}" is a list of numbers').format(key=key))
    return value


def _mapper(numbers: frozenset[int]) -> Callable[[tuple[int, ...]], frozenset[int]]:
    """The images of ``numbers`` under a permutation, found at C speed (``itemgetter``): the checker's inner loop."""
    ordered = sorted(numbers)
    if len(ordered) < 2:
        return lambda g: frozenset(g[n] for n in ordered)
    get = itemgetter(*ordered)
    return lambda g: frozenset(get(g))


def _is_permutation(image: object, numbers: int) -> bool:
    """Whether a symmetry's entry is the images of 1..``numbers``: a list of whole numbers, each once."""
    return (
        isinstance(image, list)
        and len(image) == numbers
        and all(type(each) is int for each in image)
        and sorted(image) == list(range(1, numbers + 1))
    )


def _grown(
    group: set[tuple[int, ...]], elements: list[tuple[int, ...]], generators: list[tuple[int, ...]], most: int
) -> bool:
    """The closed ``group`` (also listed in ``elements``) grown to what ``generators`` generate, the last of them
    new, by Dimino's algorithm: the new group is the old one's cosets ``H r``, each found as a product of one
    found before and a generator, and listed whole at once. About one product per element, not one per element
    and generator. False, as soon as it passes ``most`` elements."""
    size = len(elements)
    old = elements[:size]
    representatives = [old[0]]  # the identity: the old group is the first coset
    at = 0
    while at < len(representatives):
        first = representatives[at]
        at += 1
        for generator in generators:
            product = tuple(generator[k] for k in first)  # ``first``, then ``generator``
            if product in group:
                continue
            representatives.append(product)
            for element in old:  # the coset H product: each of the old group, then ``product``
                moved = tuple(product[k] for k in element)
                group.add(moved)
                elements.append(moved)
            if len(elements) > most:
                return False
    return True


def check(lines: Iterable[str], wanted: Rules | None = None) -> list[Proved]:
    """What each certificate in ``lines`` (a file's lines, in order) proves; CertificateError at the first line
    where one fails, and why. Blank lines are skipped. With ``wanted``, each must be a certificate for that game.
    """
    proved: list[Proved] = []
    for first, body in _certificates(lines):
        proved.append(_Check(first, body, wanted).run())
    if not proved:
        raise CertificateError(1, _("no certificate: the file has no header line"))
    return proved


def _certificates(
    lines: Iterable[str],
) -> Iterator[tuple[tuple[int, dict[str, object]], list[tuple[int, dict[str, object]]]]]:
    """Each certificate: its header (line number, object) and its position lines."""
    header: tuple[int, dict[str, object]] | None = None
    body: list[tuple[int, dict[str, object]]] = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        data = _parsed(text, number)
        if "rules" in data:
            if header is not None:
                yield header, body
            header, body = (number, data), []
        elif header is None:
            raise CertificateError(number, _("a position line before any header line"))
        else:
            body.append((number, data))
    if header is not None:
        yield header, body


@dataclass
class _Check:
    header: tuple[int, dict[str, object]]
    body: list[tuple[int, dict[str, object]]]
    wanted: Rules | None
    listed: dict[tuple[frozenset[int], frozenset[int]], tuple[int, int]] = field(default_factory=dict)
    positions: dict[tuple[frozenset[int], frozenset[int]], Position] = field(default_factory=dict)
    done: set[tuple[frozenset[int], frozenset[int]]] = field(default_factory=set)
    group: list[tuple[int, ...]] = field(default_factory=list)

    def run(self) -> Proved:
        number, data = self.header
        if set(data) - _HEADER_KEYS or not _HEADER_KEYS - {"symmetries"} <= set(data):
            raise CertificateError(
                number, _("a header has the keys {keys}, no others").format(keys=listed(sorted(_HEADER_KEYS)))
            )
        try:
            rules = rules_of(data["rules"])
        except (RulesError, TypeError) as error:
            raise CertificateError(number, _("the rules make no game: {reason}").format(reason=str(error))) from None
        if self.wanted is not None and rules != self.wanted:
            if str(rules) == str(self.wanted):  # two games of sets alike in size: their sets differ
                raise CertificateError(
                    number,
                    _("a certificate for {rules} whose winning sets are not those of the game asked for").format(
                        rules=str(rules)
                    ),
                )
            raise CertificateError(
                number,
                _("a certificate for {rules}, not for {wanted}").format(rules=str(rules), wanted=str(self.wanted)),
            )
        self.rules = rules
        try:
            start = Position(_numbers(data, "x", number), _numbers(data, "o", number), rules)
        except InvalidPositionError as error:
            raise CertificateError(number, _("the start is no position: {reason}").format(reason=str(error))) from None
        prover, claim, plies = data["prover"], data["claim"], data["plies"]
        if prover not in ("X", "O"):
            raise CertificateError(number, _('the prover is "X" or "O"'))
        if claim not in CLAIMS:
            raise CertificateError(number, _('the claim is "win" or "not_lose"'))
        if plies is not None and (not isinstance(plies, int) or isinstance(plies, bool) or plies < 0 or claim != "win"):
            raise CertificateError(number, _("plies is a whole number of plies bounding a win, or null"))
        self.prover: Player = "X" if prover == "X" else "O"
        self.claim: Claim = "win" if claim == "win" else "not_lose"
        self.plies: int | None = plies
        self.start_picks = start.pick_count
        self._symmetries(data.get("symmetries", []), number)
        # Every listed position is played from once, and each reply's position looked up under the whole group.
        lookups = (len(self.body) + 1) * rules.numbers * (len(self.group) + 1)
        if lookups > MAX_LOOKUPS:
            raise CertificateError(
                number,
                _(
                    "checking it could take {lookups:,} look-ups of positions under the symmetries "
                    "((position lines + 1) x "
                    "numbers x permutations), more than the {most:,} the checker does"
                ).format(lookups=lookups, most=MAX_LOOKUPS),
                True,
            )
        for line, position_data in self.body:
            self._read(line, position_data)
        self._node(start, number, _("the start"))
        return Proved(rules, start, self.prover, self.claim, self.plies, number, len(self.body))

    def _symmetries(self, given: object, number: int) -> None:
        """The group the listed permutations generate, each checked to keep the winning sets. The work is bounded
        however long the list: an entry the group already holds costs a look-up, and each other at least doubles
        the group (Lagrange), so at most log2(MAX_GROUP) of them are mapped over the sets and added to it."""
        n = self.rules.numbers
        if not isinstance(given, list):
            raise CertificateError(number, _("symmetries is a list of permutations"))
        identity = tuple(range(n + 1))
        group: set[tuple[int, ...]] = {identity}
        elements: list[tuple[int, ...]] = [identity]
        generators: list[tuple[int, ...]] = []
        sets: set[frozenset[int]] | None = None
        for index, image in enumerate(given, start=1):
            if not _is_permutation(image, n):
                raise CertificateError(
                    number,
                    _("symmetry {index} is not a permutation of 1-{numbers} (the images of 1..{numbers})").format(
                        index=index, numbers=n
                    ),
                )
            permutation = (0, *image)
            if permutation in group:
                continue  # a product of those before: it keeps the sets if they do
            if sets is None:
                sets = self._sets_to_map(number)
            for each in sorted(sets, key=sorted):
                moved = frozenset(permutation[k] for k in each)
                if moved not in sets:
                    said = _("symmetry {index} does not keep the winning sets: it maps {each} to {moved}").format(
                        index=index, each=str(sorted(each)), moved=str(sorted(moved))
                    )
                    raise CertificateError(number, said)
            generators.append(permutation)
            if not _grown(group, elements, generators, MAX_GROUP):
                raise CertificateError(
                    number, _("the symmetries make more than {most:,} permutations").format(most=MAX_GROUP), True
                )
        self.group = sorted(group - {identity})

    def _sets_to_map(self, number: int) -> set[frozenset[int]]:
        """The winning sets, to map under a symmetry: counted first, and refused past MAX_SETS_MAPPED (a game of 64
        numbers may have billions; without symmetries they are never listed)."""
        rules = self.rules
        if rules.sets is None:
            count = count_sets_summing_to(rules.numbers, rules.count, rules.target)
            if count > MAX_SETS_MAPPED:
                raise CertificateError(
                    number,
                    _(
                        "the game has {sets:,} winning sets, more than the {most:,} the checker maps under symmetries "
                        "(a "
                        "certificate without symmetries is checked without listing them)"
                    ).format(sets=count, most=MAX_SETS_MAPPED),
                    True,
                )
        return {frozenset(each) for each in winning_sets(rules)}

    def _read(self, line: int, data: dict[str, object]) -> None:
        if set(data) != _LINE_KEYS:
            raise CertificateError(line, _('a position line has the keys "x", "o" and "pick", no others'))
        try:
            position = Position(_numbers(data, "x", line), _numbers(data, "o", line), self.rules)
        except InvalidPositionError as error:
            raise CertificateError(line, _("no position: {reason}").format(reason=str(error))) from None
        pick = data["pick"]
        if position.is_over:
            raise CertificateError(line, _("the game is over there"))
        if position.to_move != self.prover:
            raise CertificateError(
                line, _("it is {player}'s turn there, not the prover's").format(player=position.to_move)
            )
        if not isinstance(pick, int) or isinstance(pick, bool) or not 1 <= pick <= self.rules.numbers:
            raise CertificateError(
                line,
                _("the pick {pick} is not a number 1-{numbers}").format(pick=repr(pick), numbers=self.rules.numbers),
            )
        if pick not in position.free:
            raise CertificateError(line, _("the pick {pick} is taken").format(pick=pick))
        key = (position.x, position.o)
        if key in self.listed:
            raise CertificateError(
                line, _("the position is listed already, in line {line}").format(line=self.listed[key][0])
            )
        self.listed[key] = (line, pick)
        self.positions[key] = position

    def _image_listed(self, position: Position) -> tuple[Position, int, int] | None:
        """The listed position this one is an image of under the group: the position, its line and its pick."""
        map_x, map_o = _mapper(position.x), _mapper(position.o)
        listed = self.listed
        for g in self.group:
            image = (map_x(g), map_o(g))
            found = listed.get(image)
            if found is not None:
                return self.positions[image], *found
        return None

    def _end(self, position: Position, line: int, how: str) -> None:
        """A finished game: it must be the prover's win (or, not to lose, a draw), soon enough."""
        plies = position.pick_count - self.start_picks
        winner = position.winner
        if winner is not None and winner != self.prover:
            raise CertificateError(line, _("{how}, {winner} wins").format(how=how, winner=winner))
        if self.claim == "win":
            if winner is None:
                raise CertificateError(line, _("{how}, the board is full: a draw, not a win").format(how=how))
            if self.plies is not None and plies > self.plies:
                raise CertificateError(
                    line,
                    _("{how}, the win takes {plies} plies, more than the {claimed} claimed").format(
                        how=how, plies=plies, claimed=self.plies
                    ),
                )

    def _node(self, position: Position, line: int, how: str) -> None:
        """Check everything from ``position``, reached by ``how`` from the pick in ``line``."""
        if position.is_over:
            self._end(position, line, how)
            return
        if position.to_move != self.prover:
            self._replies(position, line, how)
            return
        key = (position.x, position.o)
        found = (position, *self.listed[key]) if key in self.listed else None
        if found is None:
            # Not listed: in normal play a pick that completes a set ends the line (looked for before the images,
            # which cost a look-up under each permutation of the group).
            if not self.rules.misere and self.rules.winning_picks(position.numbers_of(self.prover), position.free):
                plies = position.pick_count + 1 - self.start_picks
                if self.plies is not None and plies > self.plies:
                    raise CertificateError(
                        line,
                        _("{how}, the win takes {plies} plies, more than the {claimed} claimed").format(
                            how=how, plies=plies, claimed=self.plies
                        ),
                    )
                return  # the prover completes a set at once
            found = self._image_listed(position)
        if found is None:
            raise CertificateError(
                line,
                _("{how} reaches {where}, which is not listed (nor the image of a listed position)").format(
                    how=how, where=_where(position.x, position.o)
                ),
            )
        listed, at, pick = found
        key = (listed.x, listed.o)
        if key in self.done:
            return
        self.done.add(key)
        try:
            after = listed.play(pick)
        except IllegalMoveError as error:  # the game is over or the pick taken: found when the lines were read
            raise CertificateError(at, str(error)) from None
        if after.is_over:
            self._end(after, at, _("after the pick {pick}").format(pick=pick))
            return
        self._replies(after, at, _("after the pick {pick}").format(pick=pick))

    def _replies(self, position: Position, line: int, how: str) -> None:
        other = opponent(self.prover)
        for reply in sorted(position.free):
            self._node(
                position.play(reply),
                line,
                _("{how}, {player}'s reply {number}").format(how=how, player=other, number=reply),
            )
