"""The dresses' own words: how each disguise speaks of itself (Jam's towns and roads, the word game's letters,
the product game's products, any game's sets), the dresses' titles and rules, what their boards say, and why a
typed name, a naming or a game given as sets is refused.

A dress's item names (Jam's towns and roads, the word game's nine words) are the dress's data, kept with it;
here are only the sentences. A kind of disguise is passed as "jam", "words", "product" or "sets".

>>> title(kind="words", name="words", misere=True), title(kind="sets", name="my game", misere=True)
('The misère word game', 'my game (misère)')
>>> dress_rule(kind="jam", misere=False, product=216)
'Take turns claiming roads; the first to hold every road through one town wins.'
>>> set_words(kind="words", label="o")
'three words with an o'

The word game's words may share letters (English) or characters (Chinese, 字): each sentence that says which
takes ``characters`` (``character`` for one set).

>>> set_words(kind="words", label="上", character=True)
'three words with the character 上'
"""

from __future__ import annotations

from luoshu.words.language import N_, _, ngettext, pgettext

from .lists import listed

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


def verb_said(verb: str, kind: str) -> str:
    """One of a dress's verb forms (``claim``, ``claims``, ``claiming``, ``claimed``, or picks, takes ...) as the
    language spoken says it for a dress of this ``kind`` (its name: ``jam``, ``words``, ``sets`` ...). English
    claims a road and a word alike; Chinese says each dress's own verb, the one its rules say: a road is 占下
    (占路), a word or an item is 选 (选词), a number is 取. The sentences that take a verb take it said.

    >>> verb_said("claims", "words"), verb_said("claimed", "jam"), verb_said("picks", "fifteen")
    ('claims', 'claimed', 'picks')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     verb_said("claims", "jam"), verb_said("claims", "words"), verb_said("claim", "sets")
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


def counted(noun: str) -> str:
    """A dress's ``noun`` (number, cell, road, word, item) as a sentence counts it: after a number, "each" or "this".
    English says the noun alone; Chinese puts its measure word before it (个数, 条路, 个词), so a sentence that
    counts takes this, not the bare noun.

    >>> counted("road"), counted("word")
    ('road', 'word')
    """
    said = {
        # Translators: "number" counted, after a number, 每 or 这: with its measure word (九个数, 每个数).
        "number": pgettext("counted", "number"),
        # Translators: "cell" counted, after a number, 每 or 这: with its measure word, if it takes one (九格, 每格).
        "cell": pgettext("counted", "cell"),
        # Translators: "road" (Jam) counted, after a number, 每 or 这: with its measure word (九条路, 每条路).
        "road": pgettext("counted", "road"),
        # Translators: "word" (the word game) counted, after a number, 每 or 这: with its measure word (九个词).
        "word": pgettext("counted", "word"),
        # Translators: "item" (a game given as sets) counted, after a number, 每 or 这: with its measure word.
        "item": pgettext("counted", "item"),
    }.get(noun)
    return said if said is not None else _(noun)


def word_in_a_sentence(word: str) -> str:
    """A word of the word game inside a sentence, set apart from it: as it is in English, in the language's quotes in
    Chinese, where a word the game plays with (来去自如, 如上) would read as part of the sentence round it.

    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     word_in_a_sentence("来去自如")
    '“来去自如”'
    """
    # Translators: a word of the word game (来去自如, 如上) inside a sentence, in quotes so that it does not read as
    # part of the sentence ("从来去自如回传"): “{word}” in zh_CN, 「{word}」 in zh_TW.
    return pgettext("a word of the game in a sentence", "{word}").format(word=word)


def vocabulary(kind: str, product: int, characters: bool = False) -> tuple[str | None, str, str, str, str, str]:
    """How a kind of disguise speaks of itself: its title (None: the game's own name), what is claimed (plural),
    what a player must hold to win, its winning sets as a sentence's subject, what its sets are called on its
    board, and its board's title. ``product``: what the product game's three numbers multiply to; ``characters``:
    a word game whose words share characters, not letters.

    >>> vocabulary(kind="jam", product=216)[1:]
    ('roads', 'every road through one town', 'the roads through a town', 'towns', 'The towns and their roads')
    """
    if kind == "jam":
        return (
            _("Jam"),
            _("roads"),
            _("every road through one town"),
            _("the roads through a town"),
            _("towns"),
            _("The towns and their roads"),
        )
    if kind == "words":
        share = _("three words that share a character") if characters else _("three words that share a letter")
        groups = _("characters") if characters else _("letters")
        return _("The word game"), _("words"), share, share, groups, _("The words")
    if kind == "product":
        whose = _("three numbers whose product is {product}").format(product=product)
        return _("The product game"), _("numbers"), whose, whose, _("products"), _("The numbers")
    return (
        None,
        _("items"),
        _("all of one winning set"),
        _("the items of a winning set"),
        _("sets"),
        _("The items"),
    )


def title(kind: str, name: str, misere: bool) -> str:
    """A disguise's title: "Jam", "Misère Jam", "The misère word game", "my game (misère)" (a game given as sets
    goes by its ``name``)."""
    if kind == "jam":
        return _("Misère Jam") if misere else _("Jam")
    if kind == "words":
        return _("The misère word game") if misere else _("The word game")
    if kind == "product":
        return _("The misère product game") if misere else _("The product game")
    return _("{name} (misère)").format(name=name) if misere else name


def dress_rule(kind: str, misere: bool, product: int, characters: bool = False) -> str:
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


def grid_title(misere: bool) -> str:
    """The grid's title."""
    return _("Misère tic-tac-toe on the Luo Shu grid") if misere else _("Tic-tac-toe on the Luo Shu grid")


def grid_rule(misere: bool) -> str:
    """The grid's rules in one sentence."""
    if misere:
        return _("Take turns naming cells A1-C3; three in a row, column or diagonal lose.")
    return _("Take turns naming cells A1-C3; three in a row, column or diagonal win.")


def set_words(kind: str, label: str, character: bool = False) -> str:
    """A winning set in a disguise's own words, from its ``label`` (Jam's town, the word game's letter, or its
    ``character`` where the words share a character)."""
    if kind == "jam":
        return _("every road through {town}").format(town=label)
    if character:
        return _("three words with the character {character}").format(character=label)
    if label in "aefhilmnorsx":  # letters whose names start with a vowel's sound: "an h"
        return _("three words with an {letter}").format(letter=label)
    return _("three words with a {letter}").format(letter=label)


def product_set(label: str, product: int) -> str:
    """A winning set of the product game: its numbers multiplied (``label``, "4 × 6 × 9") and their product.

    >>> product_set(label="4 × 6 × 9", product=216)
    '4 × 6 × 9 = 216'
    """
    # Translators: a set of three numbers whose product wins the product game; said where a sentence names a set.
    return _("{label} = {product}").format(label=label, product=product)


def board_heading() -> tuple[str, str]:
    """The heads of the columns of Jam's board: a town, and its roads."""
    return _("town"), _("the roads through it, and who holds each")


def building(player: str, groups: str, sets: str) -> str:
    """The winning sets (``sets``, listed; "" for none) that ``player`` is building on, called ``groups``."""
    if not sets:
        return _("{player} is building on {groups}: none yet").format(player=player, groups=groups)
    return _("{player} is building on {groups}: {sets}").format(player=player, groups=groups, sets=sets)


def either(choices: list[str]) -> str:
    """Choices, the last after "or": "c3 or c4", "a, b or c"."""
    return _("{some} or {last}").format(some=listed(choices[:-1]), last=choices[-1])


def not_an_item(token: str, noun: str) -> str:
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


def unclear(token: str, choices: str, noun: str, all_taken: bool) -> str:
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


def not_the_items() -> str:
    """A naming of other items than the game's."""
    return _("the items named are not the game's items")


def naming_breaks_the_sets(game: str, rules: str) -> str:
    """A naming under which the game's winning sets are not the numbers'."""
    return _("under this naming the winning sets of {game} are not the winning sets of {rules}").format(
        game=game, rules=rules
    )


def too_big(items: int, largest: int, stated: int) -> str:
    """A game given as sets too big to play or solve: ``largest`` items the solver takes, ``stated`` the proofs."""
    return _(
        "a game of {items} items is too big to play or solve: the solver takes up to {largest} "
        "(luoshu prove and check take up to {stated})"
    ).format(items=items, largest=largest, stated=stated)


def own_items() -> str:
    """A game given as sets dressed under other rules than its own."""
    return _("a game given as sets is dressed in its own items: the rules must be its sets")


def played_as_numbers(rules: str, summary: str) -> str:
    """A game that is not tic-tac-toe (``summary``: why), asked for the grid or a disguise."""
    return _("{rules} is not tic-tac-toe: {summary}, so it is played as numbers only").format(
        rules=rules, summary=summary
    )


def needs_a_game() -> str:
    """A sets dress asked for with no game."""
    return _("a sets game needs its items and winning sets")


def these_words() -> str:
    """The word game of a player's own words, as a sentence's subject."""
    return _("the game of these nine words")


def not_a_dress(name: str, dresses: str) -> str:
    """A name that is no dress, and the dresses, listed."""
    return _("{name} is not a dress: {dresses}").format(name=name, dresses=dresses)


def not_nine_words() -> str:
    """A word game of other than nine distinct words of letters."""
    return _("a word game needs nine distinct words made of letters")


def not_jam() -> str:
    """A game of kind jam that is not Jam."""
    return _("a jam game must have Jam's roads and towns")


def not_word_sets() -> str:
    """A game of kind words whose winning sets are not its words that share a letter."""
    return _("a words game's winning sets must be its trios of words that share a letter")


def not_the_product_game(values: str, product: int) -> str:
    """A game of kind product that is not the product game (``values``: its numbers, listed)."""
    return _("a product game must be three of {values} making {product}").format(values=values, product=product)


def items_not_nine(items: int) -> str:
    """A game of other than nine items, against tic-tac-toe's nine.

    >>> items_not_nine(items=1)
    'it has 1 item; tic-tac-toe has 9'
    """
    return ngettext(
        "it has {count:,} item; tic-tac-toe has 9", "it has {count:,} items; tic-tac-toe has 9", items
    ).format(count=items)


def set_twice() -> str:
    """A game that lists a winning set twice."""
    return _("some winning set is listed twice")


def size_count(count: int, size: int) -> str:
    """How many winning sets have one size: "8 of size 3"."""
    return _("{count} of size {size}").format(count=count, size=size)


def no_sizes() -> str:
    """No winning sets, so no sizes."""
    return _("none")


def sets_not_eight(count: int, sizes: str) -> str:
    """A game of other than eight sets of three (``sizes``: how many of each size, listed)."""
    return ngettext(
        "it has {count:,} winning set ({sizes}); tic-tac-toe has 8, all of size 3",
        "it has {count:,} winning sets ({sizes}); tic-tac-toe has 8, all of size 3",
        count,
    ).format(count=count, sizes=sizes)


def items_lie_in(degrees: str, grid: str) -> str:
    """How a game's items lie in its sets (``degrees``, listed), against the grid's (``grid``)."""
    return _("its items lie in {degrees} winning sets; {grid}").format(degrees=degrees, grid=grid)


def no_placing() -> str:
    """A game whose sets no placing of its items on the grid makes the lines."""
    return _("no placing of its items on the grid turns its winning sets into the lines")


def blank_name() -> str:
    """An item's name that is blank."""
    return _("an item's name is blank")


def unprintable(item: str) -> str:
    """An item's name with a character that cannot be shown or typed; ``item`` as its repr, cut short."""
    return _("item {item} has a character that cannot be shown or typed").format(item=item)


def name_too_long(item: str, most: int) -> str:
    """An item's name longer than ``most`` characters; ``item`` as its repr, cut short."""
    return _("item {item}... is longer than {most} characters").format(item=item, most=most)


def items_out_of_range(least: int, most: int, count: int) -> str:
    """A game of too few or too many items."""
    return _("a game needs {least} to {most} items, not {count:,}").format(least=least, most=most, count=count)


def item_twice(item: str) -> str:
    """An item given twice; ``item`` as its repr."""
    return _("a game needs distinct items: {item} is given twice (case and spaces aside)").format(item=item)


def empty_win(index: int) -> str:
    """A winning set of no items."""
    return _("winning set {index} is empty: a set of no items would be won at once").format(index=index)


def unknown_item(index: int, item: str) -> str:
    """A winning set naming something that is not an item; ``item`` as its repr, cut short."""
    return _("winning set {index} names {item}, which is not an item").format(index=index, item=item)


def win_twice(index: int, items: str) -> str:
    """A winning set listed twice (``items``: its items, listed)."""
    return _("winning set {index} ({items}) is listed twice").format(index=index, items=items)


def not_a_game_object() -> str:
    """JSON that is not an object with items and wins."""
    return _('expected a JSON object {"items": [...], "wins": [[...], ...]}, with "name" and "misere"')


def unknown_keys(keys: str, known: str) -> str:
    """Keys a game does not take (``keys``, listed), and those it takes."""
    return _("{keys}: not a key of a game; it takes {known}").format(keys=keys, known=known)


def items_not_names() -> str:
    """Items that are not a list of names."""
    return _('"items" must be a list of names')


def wins_not_lists() -> str:
    """Wins that are not lists of item names."""
    return _('"wins" must be a list of lists of item names')


def bad_name() -> str:
    """A game's name that cannot be shown."""
    return _('"name" must be a name that can be shown')


def misere_not_bool() -> str:
    """Misère given as something other than true or false."""
    return _('"misere" must be true or false')


def no_wins() -> str:
    """A game that lists no winning set."""
    return _('"wins" lists no winning set: a game needs at least one')


def item_twice_in_a_set(items: str) -> str:
    """A winning set that names an item twice (``items``: the set, listed, cut short)."""
    return _("a winning set names an item twice: {items}").format(items=items)
