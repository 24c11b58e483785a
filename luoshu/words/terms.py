"""The glossary: the few terms every layer says the same way, each a sentence of the catalogues.

How parts are joined (items listed, clauses, sentences, names in a row, an aside in brackets, a name in quotes);
small counts in words; an outcome's name; the names of levels, players and dresses as a person reads them; a
dress's noun as a sentence counts it; the grid's lines and motions by name; a word game's name of one's own.
Every other sentence is written where it is said, as ``_()`` / ``ngettext`` / ``pgettext`` in the module that
computes what it says.

English joins with ", ", "; " and a space; Chinese with 、 and ；, and its sentences with nothing after their 。 (but a
space where Latin letters or digits meet, as Chinese writing keeps one). Names: JSON, the options' values, saves
and CSV keep the identifiers; a sentence or a table row meant for a person says these names, in the language
spoken. English says the identifiers themselves; Chinese says the glossary's names (完美, 第 2 课的程序, 九宫格). A
name none of these knows (a dress of the user's, a player from a newer save) is said as it is.

>>> listed(["6 (C3)", "9 (A2)"]), clauses(["9, loses", "2, draws"]), sentences(["X wins.", "You win!"])
('6 (C3), 9 (A2)', '9, loses; 2, draws', 'X wins. You win!')
>>> named_in_a_row(["High Street (5)", "Mill Lane (2)"]), listed([])
('High Street (5) Mill Lane (2)', '')
>>> number_word(3), number_word(0), number_word(12)
('three', 'no', '12')
>>> player_name("perfect"), player_name("lesson:2"), player_name("python:bots/mine.py"), player_name("skill:0.8")
('perfect', 'lesson:2', 'python:bots/mine.py', 'skill:0.8')
>>> dress_name("jam"), dress_names(["numbers", "grid"]), dress_name("my game")
('jam', 'numbers, grid', 'my game')
>>> listing(["a", "b", "c"])
'a, b and c'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache, reduce

from luoshu.words.language import N_, _, pgettext

BUDGETED = N_("best within budget")
"""What the perfect level is called in a game once a pick was made by rule of thumb, past the search's budget
(a name a save and the JSON keep as it is)."""

__all__ = [
    "LEVEL_NAMES",
    "MOTIONS",
    "OUTCOMES",
    "PUZZLE_WORDS",
    "WORDS",
    "clauses",
    "counted",
    "dress_name",
    "dress_names",
    "in_quotes",
    "level_name",
    "line_said",
    "listed",
    "listing",
    "motion_said",
    "named_in_a_row",
    "next_to",
    "number_word",
    "outcome_said",
    "player_name",
    "puzzle_word",
    "sentences",
    "together",
    "with_aside",
]


def _joined(parts: Iterable[str], template: str) -> str:
    """The parts joined by what the template (two placeholders and what lies between) puts between two. A
    language that puts nothing between (Chinese after 。) still keeps a space where Latin letters or digits meet."""
    between = _between(template)
    said = ""
    for index, part in enumerate(parts):
        if index and not between and said and _spaced(said[-1:], part[:1]):
            said += " "
        said += (between if index else "") + part
    return said


@lru_cache(maxsize=256)
def _between(template: str) -> str:
    """What ``template`` puts between its two placeholders, read once for every list it joins."""
    import string  # here: start-up stays light (a command that joins nothing does not load it)

    return "".join(literal for literal, *_field in string.Formatter().parse(template))


def _spaced(last: str, first: str) -> bool:
    """Whether two parts glued with nothing between want a space: after Latin text (a cell, a number, a bracket),
    or before it, but never next to full-width punctuation (。X 方, not 。 X 方).

    >>> _spaced("。", "X"), _spaced(")", "轮"), _spaced("字", "5"), _spaced("。", "轮")
    (False, True, True, False)
    """
    import unicodedata  # here, as string above

    full_width_stop = not last.isascii() and unicodedata.category(last).startswith("P")
    return last.isascii() or (first.isascii() and first.isalnum() and not full_width_stop)


def listed(items: Iterable[str]) -> str:
    """Items of a list, one after another: moves, names, numbers."""
    # Translators: two items of a list, one after the other (a list of any length is made of these): 、 in Chinese.
    return _joined(items, _("{item}, {next_item}"))


def together(items: Sequence[str]) -> str:
    """Items said together, the last after "and": two sets a pick made at once.

    >>> together(["Elmwood", "Holt"]), together(["a", "b", "c"]), together(["a"])
    ('Elmwood and Holt', 'a, b and c', 'a')
    """
    if len(items) < 2:
        return "".join(items)
    # Translators: the last item of a list said together ("a, b and c"): {some} is the rest, listed.
    return _("{some} and {last}").format(some=listed(items[:-1]), last=items[-1])


def clauses(parts: Iterable[str]) -> str:
    """Clauses of one sentence, one after another: the mistakes of a game, the parts of a reason."""
    # Translators: two clauses of one sentence, one after the other: ； in Chinese.
    return _joined(parts, _("{clause}; {next_clause}"))


def sentences(parts: Iterable[str]) -> str:
    """Whole sentences, one after another on one line."""
    # Translators: two whole sentences, one after the other: nothing between them in Chinese (the first ends in 。).
    return _joined(parts, _("{sentence} {next_sentence}"))


def named_in_a_row(names: Iterable[str]) -> str:
    """Names in a row, as a game's picks are said one after another: "High Street (5) Mill Lane (2)"."""
    # Translators: two picks of a game, named one after the other (a row of any length is made of these): 、 in Chinese.
    return _joined(names, _("{pick} {next_pick}"))


def with_aside(name: str, aside: str) -> str:
    """A name with the same thing in other terms after it, in brackets: a number and its cell, a cell and its
    number, a road and its number. English sets half-width brackets after a space, Chinese full-width ones.

    >>> with_aside("5", "B2"), with_aside("High Street", "5")
    ('5 (B2)', 'High Street (5)')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_TW"):
    ...     with_aside("5", "B2")
    '5（B2）'
    """
    # Translators: a name ({name}) and, in brackets, the same in other terms ({aside}): 5 (B2), High Street (5).
    # Chinese: {name}（{aside}）, full-width brackets and no space.
    return _("{name} ({aside})").format(name=name, aside=aside)


def next_to(first: str, second: str) -> str:
    """Two words side by side: a space between them, but none beside a full-width mark (（1 × 6 × 36）1/3).

    >>> next_to("Ashford", "2/3"), next_to("榆林", "2/3"), next_to("（1 × 6 × 36）", "1/3")
    ('Ashford 2/3', '榆林 2/3', '（1 × 6 × 36）1/3')
    """
    return _joined([first, second], "{first}{second}")


def in_quotes(shown: str) -> str:
    """What a person typed or named, as Python quotes it (``repr``: ``'b9'``), in the quotes of the language
    spoken: as it is in English, “b9” in zh_CN, 「b9」 in zh_TW. Anything else (a number, None) stays as it is.

    >>> in_quotes("'b9'"), in_quotes("7")
    ("'b9'", '7')
    >>> from luoshu.words.language import speaking
    >>> with speaking("zh_CN"):
    ...     in_quotes("'b9'"), in_quotes(repr("it's"))
    ('“b9”', "“it's”")
    """
    if len(shown) < 2 or shown[0] != shown[-1] or shown[0] not in "'\"":
        return shown
    # Translators: a name quoted in one of click's messages (an option, a value typed): “{name}” in zh_CN,
    # 「{name}」 in zh_TW.
    return _("'{name}'").format(name=shown[1:-1])


def listing(names: Sequence[str]) -> str:
    """Names one after another, the last after "and": "a", "a and b", "a, b and c".

    >>> listing(["a"]), listing(["a", "b"])
    ('a', 'a and b')
    """
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=listed(names[:-1]), last=names[-1])


WORDS: tuple[str, ...] = (
    N_("no"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("ten"),
)
"""The counts 0 to 10 in words, translated where they are said."""


def number_word(count: int) -> str:
    """A small count in words, a larger one (or a negative one) in digits."""
    return _(WORDS[count]) if 0 <= count < len(WORDS) else str(count)


OUTCOMES = {"win": N_("win"), "draw": N_("draw"), "loss": N_("loss")}
"""The outcomes by their values (identifiers, as JSON writes them), marked for the catalogue."""


def outcome_said(outcome: str) -> str:
    """An outcome for the player to move, as a sentence says it, from its value ("win", "draw", "loss").

    >>> outcome_said("loss")
    'loss'
    """
    return _(OUTCOMES[outcome]) if outcome in OUTCOMES else outcome


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


MOTIONS = (
    N_("identity"),
    N_("rotation 90"),
    N_("rotation 180"),
    N_("rotation 270"),
    N_("reflection left-right"),
    N_("reflection top-bottom"),
    N_("reflection A1-C3"),
    N_("reflection A3-C1"),
)
"""The names of the grid's eight motions (``views.squares.motions``): identifiers, as JSON writes them."""


def motion_said(name: str) -> str:
    """A motion of the grid as a sentence says it, from its name (an identifier: "rotation 90"); any other text
    as it is.

    >>> motion_said("reflection A1-C3"), motion_said("B2")
    ('reflection A1-C3', 'B2')
    """
    return _(name) if name in MOTIONS else name


def line_said(name: str) -> str:
    """A line of a grid as a sentence says it, from its name: an identifier ("row A", "column 2", "diagonal
    A1-C3"), the same in every language, as JSON writes it. Any other text is given back as it is.

    >>> line_said("row B"), line_said("column 2"), line_said("diagonal A3-C1"), line_said("B2")
    ('row B', 'column 2', 'diagonal A3-C1', 'B2')
    """
    found = re.fullmatch(r"(row|column|diagonal) (\S+)", name)
    if found is None:
        return name
    kind, where = found.groups()
    if kind == "row":
        return _("row {row}").format(row=where)
    if kind == "column":
        return _("column {column}").format(column=where)
    return _("diagonal {cells}").format(cells=where)


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
