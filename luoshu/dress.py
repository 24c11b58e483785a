"""How the number game is dressed: shown and typed as its own numbers, as cells of the Luo Shu grid, or in a
disguise (Jam's roads, the word game's words, any tic-tac-toe game given as sets).

Glossary:
    dress   a view of the number game that names each number by an item of its own (a cell, a road, a
            word) and reads those names back. A dress never models the game: the picks stay numbers, and a
            disguise's winning sets are the 15-triples seen through the isomorphism the search finds.

>>> grid = dress_for("grid")
>>> grid.item(5), grid.number("c1")
('B2', 8)
>>> jam = dress_for("jam")
>>> jam.item(5), jam.number("mill"), jam.set_words((2, 5, 8))
('High Street', 2, 'every road through Glenby')
>>> reason = grid_misfit(Rules(target=14))
>>> reason[:60], reason[reason.index("(") :][:45]
('3 of 1-9 summing to 14 is not tic-tac-toe: its 8 winning set', '(its numbers lie in 3 3 3 3 3 3 2 2 2 of them')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, get_args

from .disguise import CLASSIC_WORDS, GameSpecError, NineGame, builtin_games, isomorph, set_words, words_game
from .grid import CELLS, line_of, lines_as_numbers, number_at
from .record import RecordError, cell_from, number_from, shown
from .rules import PICK_FIFTEEN, Rules, winning_sets

__all__ = ["DISGUISES", "DRESSES", "Dress", "DressName", "disguise_dress", "dress_for", "grid_misfit"]

DressName = Literal["fifteen", "grid", "jam", "words", "sets"]
DRESSES: tuple[DressName, ...] = get_args(DressName)
"""The dresses by name: ``fifteen`` is the numbers themselves, ``grid`` the cells of the Luo Shu, and the
rest are disguises."""
DISGUISES = ("jam", "words", "sets")


@dataclass(frozen=True)
class Dress:
    """A way of naming the numbers 1..N and reading the names back."""

    name: str
    title: str
    noun: str  # what one item is called: "number", "cell", "road", "word", "item"
    names: tuple[str, ...]  # names[n - 1] names the number n
    reader: Callable[[str], int] = field(repr=False, compare=False)
    verb: str = "picks"  # what a player does to an item: picks a number, takes a cell, claims a road
    rule: str = ""  # the rules in the dress's own words ("" for the numbers: the rules value says them)
    game: NineGame | None = field(default=None, compare=False)  # the disguised game, for a disguise

    def item(self, number: int) -> str:
        """The name of a number in this dress."""
        return self.names[number - 1]

    def number(self, token: str) -> int:
        """The number a typed name stands for; RecordError with the reason if it names none."""
        return self.reader(token)

    @property
    def disguise(self) -> bool:
        return self.game is not None

    @property
    def spaced(self) -> bool:
        """Whether names may hold spaces, so that a whole typed line is one name."""
        return any(" " in name for name in self.names)

    @property
    def sorted_numbers(self) -> list[int]:
        """The numbers in the order their names are listed."""
        key: Callable[[int], str | int] = int if self.noun == "number" else self.item
        return sorted(range(1, len(self.names) + 1), key=key)

    def set_words(self, numbers: Sequence[int]) -> str | None:
        """A winning set in the dress's words ("every road through Ashford", "diagonal A1-C3"), if it has them."""
        if self.game is not None:
            return set_words(self.game, frozenset(self.item(n) for n in numbers))
        if self.noun == "cell":
            return line_of(numbers)
        return None


def grid_misfit(rules: Rules) -> str | None:
    """Why a game is not tic-tac-toe on the Luo Shu grid, or None if its winning sets are the grid's lines.

    >>> grid_misfit(Rules()) is None, grid_misfit(Rules(misere=True)) is None
    (True, True)
    """
    sets = [frozenset(s) for s in winning_sets(rules)]
    if rules.numbers != 9:
        return f"{rules} is not tic-tac-toe: the grid has 9 cells, and these rules pick from 1-{rules.numbers}"
    if set(sets) == lines_as_numbers():
        return None
    degrees = sorted((sum(n in s for s in sets) for n in range(1, 10)), reverse=True)
    occurs = " ".join(map(str, degrees))
    plural = "set is" if len(sets) == 1 else "sets are"
    return (
        f"{rules} is not tic-tac-toe: its {len(sets)} winning {plural} not the lines of a 3x3 grid (its numbers "
        f"lie in {occurs} of them; on the grid the centre lies in 4 lines, the corners in 3 and the edges in 2)"
    )


def _item_reader(names: tuple[str, ...], noun: str) -> Callable[[str], int]:
    """Read a name case-insensitively; a unique beginning of a name will do."""
    folded = [" ".join(name.lower().split()) for name in names]

    def read(token: str) -> int:
        wanted = " ".join(token.lower().split())
        exact = [i for i, name in enumerate(folded) if name == wanted]
        begun = [i for i, name in enumerate(folded) if wanted and name.startswith(wanted)]
        found = exact or begun
        if len(found) == 1:
            return found[0] + 1
        if not found:
            raise RecordError(f"{shown(token)} is not a {noun}: type one of the free {noun}s")
        choices = " or ".join(names[i] for i in found[:3])
        raise RecordError(f"{shown(token)} could be {choices}: type more of it")

    return read


RULE_WORDS = {
    "jam": ("roads", "every road through one town"),
    "words": ("words", "three words that share a letter"),
    "sets": ("items", "all of one winning set"),
}


def disguise_dress(kind: str, game: NineGame, names: Sequence[str], rules: Rules = PICK_FIFTEEN) -> Dress:
    """The dress of a disguise whose items stand for the numbers in ``names`` order (item n-1 is number n).

    The naming is checked: the game's winning sets must be exactly the winning sets of the numbers.
    """
    names = tuple(names)
    if sorted(names) != sorted(game.items):
        raise GameSpecError("the items named are not the game's items")
    number = {item: n for n, item in enumerate(names, start=1)}
    mapped = {frozenset(number[item] for item in win) for win in game.wins}
    if mapped != {frozenset(s) for s in winning_sets(rules)}:
        raise GameSpecError(f"under this naming the winning sets of {game.name} are not the sets summing to 15")
    plural, winning = RULE_WORDS[kind]
    noun = plural[:-1]
    ending = "loses" if rules.misere else "wins"
    title = {"jam": "Jam", "words": "The word game"}.get(kind, game.name)
    if rules.misere:
        title = f"Misère {title[:1].lower()}{title[1:]}" if kind != "sets" else f"{title} (misère)"
    rule = f"Take turns claiming {plural}; the first to hold {winning} {ending}."
    return Dress(kind, title, noun, names, _item_reader(names, noun), "claims", rule, game)


def dress_for(
    name: str, rules: Rules = PICK_FIFTEEN, words: Sequence[str] | None = None, game: NineGame | None = None
) -> Dress:
    """The dress of this name for these rules; ValueError with the reason if the game cannot wear it.

    ``words`` gives the word game its nine words; ``game`` is the game to play for ``sets``.
    """
    if name == "fifteen":
        names = tuple(str(n) for n in range(1, rules.numbers + 1))
        title = "Pick Fifteen" if rules == PICK_FIFTEEN else str(rules)
        return Dress("fifteen", title[:1].upper() + title[1:], "number", names, lambda t: number_from(t, rules))
    if name == "grid" or name in DISGUISES:
        misfit = grid_misfit(rules)
        if misfit is not None:
            raise ValueError(f"{misfit}, so it is played as numbers only")
    if name == "grid":
        title = "Misère tic-tac-toe on the Luo Shu grid" if rules.misere else "Tic-tac-toe on the Luo Shu grid"
        ending = "lose" if rules.misere else "win"
        rule = f"Take turns naming cells A1-C3; three in a row, column or diagonal {ending}."
        return Dress("grid", title, "cell", tuple(sorted(CELLS, key=number_at)), cell_from, "takes", rule)
    if name in DISGUISES:
        if name == "jam":
            game = builtin_games()["jam"]
        elif name == "words":
            game = words_game(words or CLASSIC_WORDS)
        elif game is None:
            raise ValueError("a sets game needs its items and winning sets")
        answer = isomorph(game)
        if not answer.isomorphic or answer.numbers is None:
            raise ValueError(f"{game.name} is not tic-tac-toe: {answer.reason}")
        by_number = {n: item for item, n in answer.numbers.items()}
        return disguise_dress(name, game, [by_number[n] for n in range(1, 10)], rules)
    raise ValueError(f"{shown(name)} is not a dress: {', '.join(DRESSES)}")
