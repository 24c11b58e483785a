"""What the options that describe a game say: the help of --sets, the name of a word game of one's own, and why
nine words or a games file make no game.

>>> word_game_of("hot, hear")
'the word game of hot, hear'
>>> key_twice('"items"')
'the key "items" is given twice in one object: give it once'
"""

from __future__ import annotations

from ..language import N_, _

GAMES_FILE = N_("games file")
"""What a --sets file is called in a reason it cannot be read."""


def sets_help(largest: int, stated: int) -> str:
    """The help of --sets: games of up to ``largest`` items (``stated`` for the commands that prove and check)."""
    return _(
        'A game given as sets: a JSON file {{"items": [...], "wins": [[...], ...]}} (and "name", "misere" if you '
        "like), of 3 to {largest} items ({stated} for prove and check). Moves are its items' names, or their "
        "first letters."
    ).format(largest=largest, stated=stated)


WORD_GAME_OF = N_("the word game of {words}")
"""The name of a word game of one's own: in English, the game's identifier (its JSON ``name``)."""


def word_game_of(words: str) -> str:
    """The name of the word game of ``words`` (written out, separated by commas), as a sentence speaks of it."""
    return _(WORD_GAME_OF).format(words=words)


def word_game_named(words: str) -> str:
    """The identifier of the word game of ``words``: its name in English, the same in every language.

    >>> word_game_named("hot, hear")
    'the word game of hot, hear'
    """
    return WORD_GAME_OF.format(words=words)


def said_game(name: str) -> str:
    """A game's name as a sentence says it, from its identifier: a word game of one's own by its words; any
    other name as it is.

    >>> said_game("the word game of hot, hear"), said_game("fruit")
    ('the word game of hot, hear', 'fruit')
    """
    prefix, _placeholder, suffix = WORD_GAME_OF.partition("{words}")
    if name.startswith(prefix) and name.endswith(suffix) and len(name) > len(prefix) + len(suffix):
        return word_game_of(name[len(prefix) : len(name) - len(suffix)])
    return name


def separated_by_commas(reason: str) -> str:
    """Why --words makes no game, and how its words are given."""
    return _("{reason}, separated by commas").format(reason=reason)


def item_is_a_command(item: str, commands: str) -> str:
    """An item (quoted) that is a command typed in a game, so could not be typed as a move."""
    return _("{item} is a command in the game ({commands}): name the item otherwise").format(
        item=item, commands=commands
    )


def empty_file() -> str:
    return _("it is empty")


def nested_too_deep() -> str:
    return _("it nests lists or objects far deeper than any games file")


def not_json() -> str:
    return _("it is not valid JSON text")


def key_twice(key: str) -> str:
    """A key (as JSON writes it) given twice in one object."""
    return _("the key {key} is given twice in one object: give it once").format(key=key)


def sets_file_gives_the_game(options: str) -> str:
    """Rules options given with --sets (``options``, as typed, separated by commas)."""
    return _("{options}: the --sets file gives the game (only --misere applies to it)").format(options=options)
