"""The name of a word game of one's own ("the word game of hot, hear"): its identifier, the same in every
language (the JSON's ``name``), and how a sentence says it, in the language spoken. The command line names the
game it makes from --words (``luoshu.cli.games``); ``explore disguises`` says it back.
"""

from __future__ import annotations

from ..language import N_, _

WORD_GAME_OF = N_("the word game of {words}")
"""The name of a word game of one's own: in English, the game's identifier (its JSON ``name``)."""


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
        return _(WORD_GAME_OF).format(words=name[len(prefix) : len(name) - len(suffix)])
    return name
