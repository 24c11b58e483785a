"""How the number game is dressed: shown and typed as its own numbers, as cells of the Luo Shu grid, in a
disguise (Jam's roads, the word game's words, the product game's numbers, any tic-tac-toe game given as sets),
or as the items of any other game given as sets.

Glossary:
    dress   a view of the number game that names each number by an item of its own (a cell, a road, a
            word) and reads those names back. A dress never models the game: the picks stay numbers, and a
            disguise's winning sets are the 15-triples seen through the isomorphism the search finds. A game
            given as sets that is not tic-tac-toe is its own numbers, in the order it lists its items.

>>> grid = dress_for("grid")
>>> grid.item(5), grid.number("c1")
('B2', 8)
>>> jam = dress_for("jam")
>>> jam.item(5), jam.number("mill"), jam.set_words((2, 5, 8))
('High Street', 2, 'every road through Glenby')
>>> dress_for("grid", Rules(target=14))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: 3 of 1-9 summing to 14 is not tic-tac-toe: its 8 winning sets are not ..., so it is played as numbers only
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Literal, get_args

from ...rules import MAX_NUMBERS, MAX_STATED, PICK_FIFTEEN, Rules, winning_sets
from ...words.language import LANGUAGES, N_, _, pgettext, speaking, spoken
from ...words.terms import line_said, listed, named_in_a_row
from ..notation import RecordError, cell_from, number_from
from ..quoting import quoted
from ..squares.fit import grid_misfit, not_tictactoe
from ..squares.grid import CELLS, line_of, number_at
from .disguises import (
    PRODUCT,
    Vocabulary,
    builtin_games,
    in_characters,
    isomorph,
    other_script,
    set_words,
    vocabulary,
    words_game,
)
from .games import GameSpecError, Kind, SetsGame, folded

__all__ = ["DISGUISES", "DRESSES", "Dress", "DressName", "disguise_dress", "dress_for", "game_dress"]

DressName = Literal["fifteen", "grid", "jam", "words", "product", "sets"]
DRESSES: tuple[DressName, ...] = get_args(DressName)
"""The dresses by name: ``fifteen`` is the numbers themselves, ``grid`` the cells of the Luo Shu, and the
rest are disguises."""
DISGUISES: tuple[Kind, ...] = get_args(Kind)
_NOUNS: dict[Kind, str] = {"jam": "road", "words": "word", "product": "number", "sets": "item"}
"""What one item of each kind of disguise is: a name the faces and the JSON compare, never translated."""


@lru_cache(maxsize=4096)  # a tree's steps say the same few words thousands of times
def _word_in_a_sentence(language: str, word: str) -> str:
    """A word of the word game as a sentence says it in ``language`` (the memo's key alone: ``pgettext`` speaks the
    language of the moment, which it is).

    >>> _word_in_a_sentence("en", "hear")
    'hear'
    """
    # Translators: a word of the word game (来去自如, 如上) inside a sentence, in quotes so that it does not read as
    # part of the sentence ("从来去自如回传"): “{word}” in zh_CN, 「{word}」 in zh_TW.
    return pgettext("a word of the game in a sentence", "{word}").format(word=word)


@dataclass(frozen=True)
class Dress:
    """A way of naming the numbers 1..N and reading the names back."""

    name: str
    title: str
    noun: str  # what one item is called: "number", "cell", "road", "word", "item"
    names: tuple[str, ...]  # names[n - 1] names the number n
    reader: Callable[[str, Collection[int] | None], int] = field(repr=False, compare=False)  # token, free numbers
    verb: str = "picks"  # what a player does to an item: picks a number, takes a cell, claims a road
    rule: str = ""  # the rules in the dress's own words ("" for the numbers: the rules value says them)
    game: SetsGame | None = field(default=None, compare=False)  # the disguised game, for a disguise
    in_order: bool = False  # listed as the game lists its items (a game given as sets), not by name
    listed: tuple[int, ...] = ()  # else the numbers in the order listed, where not by name: a Chinese disguise

    def item(self, number: int) -> str:
        """The name of a number in this dress."""
        return self.names[number - 1]

    def in_a_sentence(self, number: int) -> str:
        """The name of a number as a sentence says it: a word of the word game in the language's quotes (“来去自如”),
        where it would read as part of the sentence round it; any other item as it is (a table, a board, a list
        set apart by its column, takes ``item``).

        >>> words = dress_for("words")
        >>> words.in_a_sentence(5), dress_for("jam").in_a_sentence(5)
        ('hear', 'High Street')
        >>> with speaking("zh_TW"):
        ...     dress_for("words").in_a_sentence(5)
        '「來去自如」'
        """
        item = self.item(number)
        if self.game is None or self.game.kind != "words":
            return item
        return _word_in_a_sentence(spoken(), item)

    def in_a_row(self, numbers: Iterable[int]) -> str:
        """Numbers named one after another as a sentence says them (a path down a tree, the picks cut off): a space
        apart, a comma and a space where a name holds spaces (Mill Lane, Old Road), nothing between words set apart
        in full-width quotes (“来去自如”“自带”, as Chinese sets quoted words in a row), and names in Chinese as the
        language names picks in a row (桥头街、石场路: a space would read as one name).

        >>> dress_for("grid").in_a_row([5, 4]), dress_for("jam").in_a_row([2, 4])
        ('B2 A1', 'Mill Lane, Old Road')
        >>> with speaking("zh_CN"):
        ...     dress_for("words").in_a_row([5, 3]), dress_for("jam").in_a_row([2, 4])
        ('“来去自如”“自带”', '磨坊巷、古道')
        """
        said = [self.in_a_sentence(number) for number in numbers]
        if said and all(name[:1] in "“「『" for name in said):
            return "".join(said)
        if not all(name.isascii() for name in said):
            return named_in_a_row(said)
        return self.separator.join(said)

    def number(self, token: str, free: Collection[int] | None = None) -> int:
        """The number a typed name stands for; RecordError with the reason if it names none. Given the ``free``
        numbers, a beginning of a name need only be unique among the free items, and an unclear one lists them.

        >>> sets = game_dress(SetsGame("c", ("c1", "c2", "c3", "c4"), (frozenset({"c1", "c2"}),)))[1]
        >>> sets.number("c", free={3, 4})
        Traceback (most recent call last):
        ...
        luoshu.views.notation.RecordError: 'c' could be c3 or c4: type more of it
        >>> sets.number("c", free={4})
        4
        """
        return self.reader(token, free)

    @property
    def disguise(self) -> bool:
        return self.game is not None

    @property
    def vocabulary(self) -> Vocabulary | None:
        """How a disguise speaks of itself (its towns, its letters); None for the numbers and the grid."""
        if self.game is None:
            return None
        return vocabulary(self.game.kind, self.game.kind == "words" and in_characters(self.game.items))

    def number_of(self, item: str) -> int:
        """The number an item stands for (an exact name, as the dress lists it).

        >>> dress_for("jam").number_of("Mill Lane")
        2
        """
        return self.names.index(item) + 1

    @cached_property  # read at every list a tree or a line of moves makes; a dress never changes
    def spaced(self) -> bool:
        """Whether names may hold spaces, so that a whole typed line is one name."""
        return any(" " in name for name in self.names)

    @property
    def separator(self) -> str:
        """What goes between names listed one after another: a comma and a space where a name may hold spaces
        (Mill Lane, Old Road), else a space.

        >>> dress_for("grid").separator, dress_for("jam").separator
        (' ', ', ')
        """
        return ", " if self.spaced else " "

    @property
    def doing(self) -> str:
        """The verb as a player doing it: picking, taking, claiming.

        >>> dress_for("grid").doing, dress_for("jam").doing
        ('taking', 'claiming')
        """
        return f"{self.verb.removesuffix('s').removesuffix('e')}ing"

    @property
    def did(self) -> str:
        """The verb done: picked, took, claimed."""
        return {"picks": "picked", "takes": "took", "claims": "claimed"}[self.verb]

    @property
    def example(self) -> str:
        """A move as a help writes it in a command's example: ``why N``, ``why B2``, ``why ROAD``.

        >>> dress_for("fifteen").example, dress_for("grid").example, dress_for("words").example
        ('N', 'B2', 'WORD')
        """
        return {"number": "N", "cell": "B2"}.get(self.noun, self.noun.upper())

    def said(self, form: str) -> str:
        """One of the dress's verb forms (``verb``, ``base``, ``doing``, ``did``: claims, claim, claiming,
        claimed) as the language of the moment says it for this dress: Chinese says each dress's own verb, as its
        rules do (a road 占下, a word 选, a number 取), where English claims a road and a word alike.

        >>> words = dress_for("words")
        >>> words.said("verb"), words.said("base"), words.said("doing"), words.said("did")
        ('claims', 'claim', 'claiming', 'claimed')
        >>> from luoshu.words.language import speaking
        >>> with speaking("zh_TW"):
        ...     words.said("did"), dress_for("jam").said("did")
        ('選了', '佔下了')
        """
        verb = {"verb": self.verb, "base": self.verb.removesuffix("s"), "doing": self.doing, "did": self.did}[form]
        return _verb_said(verb, self.name)

    @cached_property  # asked for at every list of moves a tree or a table sorts; a dress never changes
    def order_key(self) -> Callable[[int], str | int]:
        """How moves are listed: numbers by value, named moves (cells, roads, words) by their names, the items of a
        game given as sets as it lists them."""
        if self.in_order and self.game is not None:
            place = {item: index for index, item in enumerate(self.game.items)}
            return lambda number: place[self.item(number)]
        if self.listed:
            return {number: index for index, number in enumerate(self.listed)}.__getitem__
        return int if self.noun == "number" else self.item

    @property
    def sorted_numbers(self) -> list[int]:
        """The numbers in the order their names are listed."""
        return sorted(range(1, len(self.names) + 1), key=self.order_key)

    def set_words(self, numbers: Sequence[int]) -> str | None:
        """A winning set in the dress's words ("every road through Ashford", "diagonal A1-C3"), if it has them."""
        if self.game is not None:
            return set_words(self.game, frozenset(self.item(n) for n in numbers))
        if self.noun == "cell":
            line = line_of(numbers)
            return None if line is None else line_said(line)
        return None


ITEM_WORDS = (
    N_("number"),
    N_("cell"),
    N_("road"),
    N_("word"),
    N_("item"),
    N_("pick"),
    N_("take"),
    N_("claim"),
    N_("picks"),
    N_("takes"),
    N_("claims"),
    N_("picking"),
    N_("taking"),
    N_("claiming"),
    N_("picked"),
    N_("took"),
    N_("claimed"),
)
"""What a dress calls its items and what a player does to one: values of the JSON (``noun``), and words a sentence
takes through ``_`` where it says them."""


def _verb_said(verb: str, kind: str) -> str:
    """One of a dress's verb forms (``claim``, ``claims``, ``claiming``, ``claimed``, or picks, takes ...) as the
    language spoken says it for a dress of this ``kind`` (its name: ``jam``, ``words``, ``sets`` ...). English
    claims a road and a word alike; Chinese says each dress's own verb, the one its rules say: a road is 占下
    (占路), a word or an item is 选 (选词), a number is 取. The sentences that take a verb take it said.

    >>> _verb_said("claims", "words"), _verb_said("claimed", "jam"), _verb_said("picks", "fifteen")
    ('claims', 'claimed', 'picks')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     _verb_said("claims", "jam"), _verb_said("claims", "words"), _verb_said("claim", "sets")
    ('占下', '选了', '选')
    """
    if kind in ("words", "sets"):
        chosen = {
            # Translators: the verbs of the word game and of a game given as sets, where a word or an item is
            # chosen (选词 in the rules: 选, 选了), not claimed as Jam's roads are (占下).
            "claim": pgettext("a word or an item", "claim"),
            "claims": pgettext("a word or an item", "claims"),
            "claiming": pgettext("a word or an item", "claiming"),
            "claimed": pgettext("a word or an item", "claimed"),
        }.get(verb)
        if chosen is not None:
            return chosen
    return _(verb)


def _title(kind: str, name: str, misere: bool) -> str:
    """A disguise's title: "Jam", "Misère Jam", "The misère word game", "my game (misère)" (a game given as sets
    goes by its ``name``)."""
    if kind == "jam":
        return _("Misère Jam") if misere else _("Jam")
    if kind == "words":
        return _("The misère word game") if misere else _("The word game")
    if kind == "product":
        return _("The misère product game") if misere else _("The product game")
    return _("{name} (misère)").format(name=name) if misere else name


def _dress_rule(kind: str, misere: bool, product: int, characters: bool = False) -> str:
    """A disguise's rules in one sentence, in its own words (``characters``: a word game of characters)."""
    if kind == "jam":
        if misere:
            return _("Take turns claiming roads; the first to hold every road through one town loses.")
        return _("Take turns claiming roads; the first to hold every road through one town wins.")
    if kind == "words" and characters:
        if misere:
            return _("Take turns claiming words; the first to hold three words that share a character loses.")
        return _("Take turns claiming words; the first to hold three words that share a character wins.")
    if kind == "words":
        if misere:
            return _("Take turns claiming words; the first to hold three words that share a letter loses.")
        return _("Take turns claiming words; the first to hold three words that share a letter wins.")
    if kind == "product":
        if misere:
            said = _("Take turns picking numbers; the first to hold three numbers whose product is {product} loses.")
        else:
            said = _("Take turns picking numbers; the first to hold three numbers whose product is {product} wins.")
        return said.format(product=product)
    if misere:
        return _("Take turns claiming items; the first to hold all of one winning set loses.")
    return _("Take turns claiming items; the first to hold all of one winning set wins.")


def _grid_title(misere: bool) -> str:
    """The grid's title."""
    return _("Misère tic-tac-toe on the Luo Shu grid") if misere else _("Tic-tac-toe on the Luo Shu grid")


def _grid_rule(misere: bool) -> str:
    """The grid's rules in one sentence."""
    if misere:
        return _("Take turns naming cells A1-C3; three in a row, column or diagonal lose.")
    return _("Take turns naming cells A1-C3; three in a row, column or diagonal win.")


def _not_an_item(token: str, noun: str) -> str:
    """A typed name that names no item (``noun``: what an item is called, "road", "word", "number", "item")."""
    said = {
        "road": _("{token} is not a road: type one of the free roads"),
        "word": _("{token} is not a word: type one of the free words"),
        "number": _("{token} is not a number: type one of the free numbers"),
        "item": _("{token} is not an item: type one of the free items"),
    }.get(noun)
    if said is not None:
        return said.format(token=token)
    article = "an" if noun[:1] in "aeiou" else "a"  # a noun of another dress: said with it
    return _("{token} is not {article} {noun}: type one of the free {noun}s").format(
        token=token, article=article, noun=_(noun)
    )


def _unclear(token: str, choices: str, noun: str, all_taken: bool) -> str:
    """A typed beginning of a name that could be several (``choices``, said with ``either``), all taken or not."""
    if not all_taken:
        return _("{token} could be {choices}: type more of it").format(token=token, choices=choices)
    said = {
        "road": _("{token} could be {choices}, all taken: type one of the free roads"),
        "word": _("{token} could be {choices}, all taken: type one of the free words"),
        "number": _("{token} could be {choices}, all taken: type one of the free numbers"),
        "item": _("{token} could be {choices}, all taken: type one of the free items"),
    }.get(noun) or _("{token} could be {choices}, all taken: type one of the free {noun}s")
    return said.format(token=token, choices=choices, noun=_(noun))


def _item_reader(
    names: tuple[str, ...], noun: str, also: Sequence[str] = ()
) -> Callable[[str, Collection[int] | None], int]:
    """Read a name case-insensitively; a beginning of a name will do where it is unique (among the free items,
    when they are known). ``also`` names the same items another way, in the same order, read whole: a Chinese
    name in the other script."""
    names_folded = [folded(name) for name in names]
    also_folded = [folded(name) for name in also]

    def read(token: str, free: Collection[int] | None) -> int:
        wanted = folded(token)
        if wanted not in names_folded and wanted not in also_folded:
            wanted = wanted.strip(", ")  # an input method's 。 or ， after a name, read as a comma
        exact = [i for i, name in enumerate(names_folded) if name == wanted]
        exact = exact or [i for i, name in enumerate(also_folded) if name == wanted]
        begun = [i for i, name in enumerate(names_folded) if wanted and name.startswith(wanted)]
        if not exact and free is not None and any(i + 1 in free for i in begun):
            begun = [i for i in begun if i + 1 in free]  # a taken item is no longer a choice
        found = exact or begun
        if len(found) == 1:
            return found[0] + 1
        if not found:
            raise RecordError(_not_an_item(token=quoted(token), noun=noun))
        # Translators: a word of the word game (来去自如, 如上) inside a sentence, in quotes so that it does not read as
        # part of the sentence ("从来去自如回传"): “{word}” in zh_CN, 「{word}」 in zh_TW.
        choices = [
            names[i] if noun != "word" else pgettext("a word of the game in a sentence", "{word}").format(word=names[i])
            for i in found
        ]
        said = _("{some} or {last}").format(
            some=listed(choices[:-1]), last=choices[-1]
        )  # the word game's words in quotes, as in every sentence
        taken = free is not None and not any(i + 1 in free for i in found)
        raise RecordError(_unclear(token=quoted(token), choices=said, noun=noun, all_taken=taken))

    return read


def disguise_dress(game: SetsGame, names: Sequence[str], rules: Rules = PICK_FIFTEEN) -> Dress:
    """The dress of a game whose items stand for the numbers in ``names`` order (item n-1 is number n), named
    after the game's kind.

    The naming is checked: the game's winning sets must be exactly the winning sets of the numbers.
    """
    names = tuple(names)
    if sorted(names) != sorted(game.items):
        raise GameSpecError(_("the items named are not the game's items"))
    number = {item: n for n, item in enumerate(names, start=1)}
    mapped = {frozenset(number[item] for item in win) for win in game.wins}
    if mapped != {frozenset(s) for s in winning_sets(rules)}:
        raise GameSpecError(
            _("under this naming the winning sets of {game} are not the winning sets of {rules}").format(
                game=game.name, rules=str(rules)
            )
        )
    noun = _NOUNS[game.kind]
    verb = "picks" if game.kind == "product" else "claims"
    characters = game.kind == "words" and in_characters(names)
    rule = _dress_rule(kind=game.kind, misere=rules.misere, product=PRODUCT, characters=characters)
    title = _title(kind=game.kind, name=game.name, misere=rules.misere)
    in_order = game.kind in ("sets", "product")  # a game of your own as you listed it, the product game ascending
    also = [other_script(name) for name in names] if game.kind in ("jam", "words") else []
    reader = _item_reader(names, noun, also if also != list(names) else [])
    listed = _listed_as_in_english(game, rules)
    return Dress(game.kind, title, noun, names, reader, verb, rule, game, in_order, listed)


def _listed_as_in_english(game: SetsGame, rules: Rules) -> tuple[int, ...]:
    """For Jam and the word game named in Chinese, the numbers in the order the English dress lists them (by
    its names): the board, the list of free items and the lessons' order of the searches are then alike in every
    language, and so is every JSON made from them. Empty for any other game: listed by its names."""
    if game.kind not in ("jam", "words") or not any(
        set(game.items) == set(builtin_games(language)[game.kind].items) for language in LANGUAGES[1:]
    ):
        return ()
    with speaking("en"):
        return tuple(dress_for(game.kind, rules).sorted_numbers)


def game_dress(
    game: SetsGame, misere: bool | None = None, largest: int = MAX_NUMBERS, numbered: bool = False
) -> tuple[Rules, Dress]:
    """The rules and the dress of a game given as sets (misère as the game says, unless ``misere`` says
    otherwise). A game that is tic-tac-toe is Pick Fifteen in disguise: its items take the Luo Shu's numbers, so
    that it can be shown on the grid and the disguise can come off at the end. Any other game is its own
    numbers, its items' places in its list. A game of more than ``largest`` items is refused (ValueError): the
    commands that play or solve take up to MAX_NUMBERS, those that prove and check up to MAX_STATED. With
    ``numbered``, a game that is tic-tac-toe keeps its own numbers too (a proof's certificate is for the game as
    the file lists it, which ``check --sets`` reads back).

    >>> rules, dress = game_dress(builtin_games()["product"])
    >>> rules, dress.item(5), dress.number("36")
    (Rules(numbers=9, count=3, target=15, misere=False), '6', 9)
    >>> rules, dress = game_dress(SetsGame("tiny", ("a", "b", "c", "d"), (frozenset("ab"), frozenset("cd"))))
    >>> rules.sets, dress.item(3), str(rules)
    (((1, 2), (3, 4)), 'c', 'a game of 2 winning sets on the numbers 1-4')
    """
    misere = game.misere if misere is None else misere
    if not numbered and isomorph(game).isomorphic:
        return Rules(misere=misere), dress_for(game.kind, Rules(misere=misere), game=game)
    if len(game.items) > largest:
        raise ValueError(
            _(
                "a game of {items} items is too big to play or solve: the solver takes up to {largest} "
                "(luoshu prove and check take up to {stated})"
            ).format(items=len(game.items), largest=largest, stated=MAX_STATED)
        )
    rules = Rules.listed(len(game.items), game.sets, misere)
    return rules, dress_for("sets", rules, game=game)


def dress_for(
    name: str, rules: Rules = PICK_FIFTEEN, words: Sequence[str] | None = None, game: SetsGame | None = None
) -> Dress:
    """The dress of this name for these rules; ValueError with the reason if the game cannot wear it.

    ``words`` gives the word game its nine words; ``game`` is the game to play for ``sets`` (and may give the
    ``product`` game and the word game their own game). For a game given as sets, ``game_dress`` finds the rules
    as well. Jam and the word game speak the language of the moment: in Chinese, Jam's towns and roads have Chinese
    names and the word game's words are Chinese (three that share a character win), in the script of the language
    and read in either.

    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     words = dress_for("words")
    >>> words.item(5), words.number("來去自如"), words.set_words((4, 5, 6))
    ('来去自如', 5, 'three words with the character 来')
    """
    if name == "fifteen":
        names = tuple(str(n) for n in range(1, rules.numbers + 1))
        title = str(rules)  # "Pick Fifteen", or the game's name
        return Dress("fifteen", title[:1].upper() + title[1:], "number", names, lambda t, free: number_from(t, rules))
    if name == "sets" and rules.sets is not None:
        if game is None or game.sets != list(rules.sets):
            raise ValueError(_("a game given as sets is dressed in its own items: the rules must be its sets"))
        names = game.items
        rule = _dress_rule(kind="sets", misere=rules.misere, product=PRODUCT)
        title = _title(kind="sets", name=game.name, misere=rules.misere)
        return Dress(
            "sets", title, "item", names, _item_reader(names, "item"), "claims", rule, game._replace(kind="sets"), True
        )
    if name == "grid" or name in DISGUISES:
        misfit = grid_misfit(rules)
        if misfit is not None:
            raise ValueError(
                _("{rules} is not tic-tac-toe: {summary}, so it is played as numbers only").format(
                    rules=str(misfit.rules), summary=misfit.summary
                )
            )
    if name == "grid":
        title = _grid_title(rules.misere)
        rule = _grid_rule(rules.misere)
        cells = tuple(sorted(CELLS, key=number_at))
        return Dress("grid", title, "cell", cells, lambda t, free: cell_from(t), "takes", rule)
    if name in DISGUISES:
        if name == "jam":
            game = builtin_games()["jam"]
        elif name == "words":
            game = words_game(words) if words else builtin_games()["words"]
        elif name == "product":
            game = builtin_games()["product"]
        elif game is None:
            raise ValueError(_("a sets game needs its items and winning sets"))
        elif game.kind != "sets":
            game = game._replace(kind="sets")  # played as plain sets, whatever it was
        answer = isomorph(game)
        if not answer.isomorphic or answer.numbers is None:
            subject = _("the game of these nine words") if game.kind == "words" else game.name
            raise ValueError(not_tictactoe(rules=subject, summary=str(answer.reason)))
        by_number = {n: item for item, n in answer.numbers.items()}
        return disguise_dress(game, [by_number[n] for n in range(1, 10)], rules)
    raise ValueError(_("{name} is not a dress: {dresses}").format(name=quoted(name), dresses=listed(DRESSES)))
