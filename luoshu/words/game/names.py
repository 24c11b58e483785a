"""Names as a person reads them, for what a program names by an identifier: a level or a player of the computer's
side (``perfect``, ``skill:0.8``, ``lesson:2``, ``python:bot.py``), a seat (``human``) and a dress (``grid``,
``jam``). JSON, the options' values, saves and CSV keep the identifiers; a sentence or a table row meant for a
person says these names, in the language spoken.

English says the identifiers themselves, as it always has; Chinese says the glossary's names (完美, 第 2 课的程序,
九宫格). A name none of these knows (a dress of the user's, a player from a newer save) is said as it is.

>>> player_name("perfect"), player_name("lesson:2"), player_name("python:bots/mine.py"), player_name("skill:0.8")
('perfect', 'lesson:2', 'python:bots/mine.py', 'skill:0.8')
>>> dress_name("jam"), dress_names(["numbers", "grid"]), dress_name("my game")
('jam', 'numbers, grid', 'my game')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import reduce

from luoshu.words.language import N_, _, pgettext

__all__ = [
    "BUDGETED",
    "LEVEL_NAMES",
    "PUZZLE_WORDS",
    "dress_name",
    "dress_names",
    "level_name",
    "player_name",
    "puzzle_word",
]

# Translators: the computer's levels as a person reads them, in the Level menu and in sentences (luoshu's
# options keep perfect, casual and random).
LEVEL_NAMES = {"perfect": N_("perfect"), "casual": N_("casual"), "random": N_("random")}
"""The computer's levels, by their identifiers: each name is translated where it is said."""

# Translators: who may sit at a side of the board (the options keep human and computer), and MENACE, Michie's
# matchbox learner, as a player.
_PLAYER_NAMES = {
    "human": N_("human"),
    "computer": N_("computer"),
    "menace": N_("menace"),
    # Translators: the player that scores a win +10 whatever its depth, blind to how soon it comes.
    "depth-blind": N_("depth-blind"),
}

BUDGETED = N_("best within budget")
"""What the perfect level is called in a game once a pick was made by rule of thumb, past the search's budget
(a name a save and the JSON keep as it is)."""

_SPECS = re.compile(r"(skill|lesson|python|cmd):(.+)", re.DOTALL)
"""A player named with something of its own: a skill, a lesson's number, a file or a command."""


PUZZLE_WORDS = (N_("win"), N_("defence"), N_("easy"), N_("medium"), N_("hard"))
"""A puzzle's kinds and levels: identifiers (JSON's ``kind`` and ``level``, the values of --level)."""


def puzzle_word(name: str) -> str:
    """A puzzle's kind or level as a sentence says it, from its identifier ("defence", "easy"); anything else as it
    is.

    >>> puzzle_word("defence"), puzzle_word("easy"), puzzle_word("any")
    ('defence', 'easy', 'any')
    """
    return _(name) if name in PUZZLE_WORDS else name


def level_name(level: str) -> str:
    """A level of the computer (``perfect``) as a person reads it; a level it does not know, as it is.

    >>> level_name("casual"), level_name("skill:0.8")
    ('casual', 'skill:0.8')
    """
    return _(LEVEL_NAMES[level]) if level in LEVEL_NAMES else level


def player_name(spec: str) -> str:
    """A player (a level, ``human``, ``menace``, ``skill:P``, ``lesson:N``, ``python:FILE``, ``cmd:COMMAND``) as a
    person reads it: a file keeps its name and a command its text; anything else is said as it is.

    >>> player_name("menace"), player_name("cmd:./bot --fast"), player_name("lesson:")
    ('menace', 'cmd:./bot --fast', 'lesson:')
    """
    if spec in LEVEL_NAMES:
        return level_name(spec)
    if spec in _PLAYER_NAMES:
        return _(_PLAYER_NAMES[spec])
    if spec == BUDGETED:  # the perfect level, once it picked by rule of thumb past its search's budget
        return _(BUDGETED)
    found = _SPECS.fullmatch(spec)
    if found is None:
        return spec
    kind, own = found.groups()
    if kind == "skill":
        # Translators: a player that plays a best move with chance {skill} (0 to 1), any free number otherwise.
        return _("skill:{skill}").format(skill=own)
    if kind == "lesson":
        # Translators: the program a lesson of the classroom series builds ({lesson}: its number, 1 to 4).
        return _("lesson:{lesson}").format(lesson=own)
    if kind == "python":
        # Translators: a player that is a Python file of the user's; the file's name stays as it is.
        return _("python:{file}").format(file=own)
    # Translators: a player that is any program of the user's, run by its command (which stays as it is).
    return _("cmd:{command}").format(command=own)


def dress_name(dress: str) -> str:
    """A dress (``grid``; a study names the numbers ``numbers``, a game ``fifteen``) as a person reads it; a
    dress it does not know, as it is.

    >>> dress_name("fifteen"), dress_name("words")
    ('fifteen', 'words')
    """
    # Translators: the dresses' names in a sentence or a table (the glossary's: the numbers, the grid, Jam, the word
    # game, the product game, any game given as sets); the options and the JSON keep the identifiers.
    names = {
        "numbers": pgettext("dress", "numbers"),
        "fifteen": pgettext("dress", "fifteen"),
        "grid": pgettext("dress", "grid"),
        "jam": pgettext("dress", "jam"),
        "words": pgettext("dress", "words"),
        "product": pgettext("dress", "product"),
        "sets": pgettext("dress", "sets"),
    }
    return names.get(dress, dress)


def dress_names(dresses: Iterable[str]) -> str:
    """Dresses as a person reads them, listed.

    >>> dress_names(["jam", "words"])
    'jam, words'
    """
    # Translators: a list of names, one more added to those before it (Chinese lists with 、).
    names = [dress_name(dress) for dress in dresses]
    return reduce(lambda some, name: _("{names}, {name}").format(names=some, name=name), names) if names else ""
